#include "engine/ygo/options.h"

#include <string>

#include "engine/rule_option.h"

namespace tcgjudge::ygo {

Result<Options> ParseOptions(const std::vector<RuleOption>& options) {
  Options result;
  for (const RuleOption& option : options) {
    if (option.name == kOptionMasterRule) {
      if (option.value != "2020" && option.value != "2017")
        return BadOptionValue(option, "2020 or 2017");
      result.master_rule = option.value == "2020" ? MasterRule::k2020 : MasterRule::k2017;
    } else if (option.name == kOptionBanlist) {
      if (option.value != "sample" && option.value != "none") {
        return BadOptionValue(option, "sample or none");
      }
      result.banlist = option.value == "sample";
    } else if (option.name == kOptionLifePoints) {
      const std::string& v = option.value;
      if (v.empty() || v.size() > 6 || v[0] == '0' ||
          v.find_first_not_of("0123456789") != std::string::npos) {
        return BadOptionValue(option, "a number of life points from 1 to 999999");
      }
      result.life_points = std::stoi(v);
    } else {
      return Status::InvalidInput("header.options: unknown Yu-Gi-Oh option '" + option.name +
                                  "' (known: masterRule, banlist, lifePoints)");
    }
  }
  return result;
}

}  // namespace tcgjudge::ygo
