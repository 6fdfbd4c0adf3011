#include "engine/zero/options.h"

#include "engine/rule_option.h"

namespace tcgjudge::zero {

Result<Options> ParseOptions(const std::vector<RuleOption>& options) {
  Options result;
  for (const RuleOption& option : options) {
    if (option.name == kOptionFirstTurnDraw) {
      if (option.value != "true" && option.value != "false") {
        return BadOptionValue(option, "true or false");
      }
      result.first_turn_draw = option.value == "true";
    } else if (option.name == kOptionLifeDealOrder) {
      if (option.value != "stack" && option.value != "block") {
        return BadOptionValue(option, "stack or block");
      }
      result.life_dealt_as_block = option.value == "block";
    } else if (option.name == kOptionDirectAttackDamage) {
      if (option.value.size() != 1 || option.value[0] < '1' || option.value[0] > '6') {
        return BadOptionValue(option, "a number of life cards from 1 to 6");
      }
      result.direct_attack_damage = option.value[0] - '0';
    } else if (option.name == kOptionOfficialTournament) {
      if (option.value != "true" && option.value != "false") {
        return BadOptionValue(option, "true or false");
      }
      result.official_tournament = option.value == "true";
    } else {
      return Status::InvalidInput(
          "header.options: unknown 零次元 option '" + option.name +
          "' (known: firstTurnDraw, lifeDealOrder, directAttackDamage, officialTournament)");
    }
  }
  return result;
}

}  // namespace tcgjudge::zero
