#include "engine/rise/options.h"

#include <string>

#include "engine/rule_option.h"

namespace tcgjudge::rise {
namespace {

// A two-valued option: `first` sets true, `second` false.
Status ReadChoice(const RuleOption& option, const char* first, const char* second, bool* out) {
  if (option.value != first && option.value != second) {
    return BadOptionValue(option, std::string(first) + " or " + second);
  }
  *out = option.value == first;
  return Status::Ok();
}

}  // namespace

Result<Options> ParseOptions(const std::vector<RuleOption>& options) {
  Options r;
  for (const RuleOption& option : options) {
    bool first = false;
    if (option.name == kOptionFormat) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "constructed", "limited", &first));
      r.format = first ? Format::kConstructed : Format::kLimited;
    } else if (option.name == kOptionIllegalLink) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "rewind", "apply", &first));
      r.illegal_link = first ? IllegalLink::kRewind : IllegalLink::kApply;
    } else if (option.name == kOptionAttackerExhausts) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "yes", "no", &r.attacker_exhausts));
    } else if (option.name == kOptionGuardExhausts) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "yes", "no", &r.guard_exhausts));
    } else {
      return Status::InvalidInput(
          "header.options: unknown 崛起TCG option '" + option.name +
          "' (known: format, illegalLink, attackerExhausts, guardExhausts)");
    }
  }
  return r;
}

std::vector<RuleOption> AllOptions(const Options& o) {
  return {
      {kOptionFormat, o.format == Format::kConstructed ? "constructed" : "limited"},
      {kOptionIllegalLink, o.illegal_link == IllegalLink::kRewind ? "rewind" : "apply"},
      {kOptionAttackerExhausts, o.attacker_exhausts ? "yes" : "no"},
      {kOptionGuardExhausts, o.guard_exhausts ? "yes" : "no"},
  };
}

}  // namespace tcgjudge::rise
