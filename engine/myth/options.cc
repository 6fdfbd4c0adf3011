#include "engine/myth/options.h"

#include <charconv>
#include <string>

namespace tcgjudge::myth {
namespace {

Result<uint8_t> Number(const RuleOption& option, int low, int high) {
  int value = -1;
  const char* end = option.value.data() + option.value.size();
  auto [ptr, ec] = std::from_chars(option.value.data(), end, value);
  if (ec != std::errc() || ptr != end || value < low || value > high) {
    return Status::InvalidInput("header.options: " + option.name + " is a number from " +
                                std::to_string(low) + " to " + std::to_string(high) + ", not \"" +
                                option.value + "\"");
  }
  return static_cast<uint8_t>(value);
}

Result<bool> Choice(const RuleOption& option, const char* no, const char* yes) {
  if (option.value == no) return false;
  if (option.value == yes) return true;
  return Status::InvalidInput("header.options: " + option.name + " is \"" + no + "\" or \"" + yes +
                              "\", not \"" + option.value + "\"");
}

}  // namespace

Result<Options> ParseOptions(const std::vector<RuleOption>& options) {
  Options out;
  for (const RuleOption& o : options) {
    if (o.name == kOptionOpeningHand) {
      TJ_ASSIGN_OR_RETURN(out.opening_hand, Number(o, 0, 20));
    } else if (o.name == kOptionDrawCount) {
      TJ_ASSIGN_OR_RETURN(out.draw_count, Number(o, 1, 5));
    } else if (o.name == kOptionFirstTurnDraw) {
      TJ_ASSIGN_OR_RETURN(out.first_turn_draw, Choice(o, "no", "yes"));
    } else if (o.name == kOptionSpiritPerTurn) {
      TJ_ASSIGN_OR_RETURN(out.spirit_per_turn, Number(o, 0, 5));
    } else if (o.name == kOptionGeneralCounter) {
      TJ_ASSIGN_OR_RETURN(const bool weapon, Choice(o, "printed", "weapon"));
      out.general_counter = weapon ? GeneralCounter::kWeapon : GeneralCounter::kPrinted;
    } else {
      return Status::InvalidInput("header.options: unknown option \"" + o.name +
                                  "\" (myth knows openingHand, drawCount, firstTurnDraw, "
                                  "spiritPerTurn, generalCounter)");
    }
  }
  return out;
}

}  // namespace tcgjudge::myth
