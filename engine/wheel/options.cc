#include "engine/wheel/options.h"

#include <string>

#include "engine/rule_option.h"

namespace tcgjudge::wheel {
namespace {

// A two-valued option: `first` sets true, `second` false.
Status ReadChoice(const RuleOption& option, const char* first, const char* second, bool* out) {
  if (option.value != first && option.value != second) {
    return BadOptionValue(option, std::string(first) + " or " + second);
  }
  *out = option.value == first;
  return Status::Ok();
}

const char* YesNo(bool b) { return b ? "yes" : "no"; }

}  // namespace

Result<Options> ParseOptions(const std::vector<RuleOption>& options) {
  Options r;
  for (const RuleOption& option : options) {
    const std::string& n = option.name;
    bool b = false;
    if (n == kOptionLife) {
      const std::string& v = option.value;
      if (v.empty() || v.size() > 3 || v[0] == '0' ||
          v.find_first_not_of("0123456789") != std::string::npos) {
        return BadOptionValue(option, "a life total from 1 to 999");
      }
      r.life = std::stoi(v);
    } else if (n == kOptionLoseAtZero) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "yes", "no", &r.lose_at_zero));
    } else if (n == kOptionLoseOnEmptyDeck) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "yes", "no", &r.lose_on_empty_deck));
    } else if (n == kOptionFirstTurnDraw) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "yes", "no", &r.first_turn_draw));
    } else if (n == kOptionMulligan) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "once", "none", &r.mulligan));
    } else if (n == kOptionFirstTurnAttack) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "firstPlayer", "firstRound", &b));
      r.first_turn_attack = b ? FirstTurnAttack::kFirstPlayer : FirstTurnAttack::kFirstRound;
    } else if (n == kOptionOwnDefenseRule) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "literal", "off", &r.own_defense_rule));
    } else if (n == kOptionRespondToOwn) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "yes", "no", &r.respond_to_own));
    } else if (n == kOptionHandLimit) {
      TJ_RETURN_IF_ERROR(ReadChoice(option, "turnPlayer", "both", &b));
      r.hand_limit = b ? HandLimit::kTurnPlayer : HandLimit::kBoth;
    } else {
      return Status::InvalidInput(
          "header.options: unknown 永恒之轮 option '" + n +
          "' (known: life, loseAtZeroLife, loseOnEmptyDeck, firstTurnDraw, mulligan, "
          "noAttackFirstTurn, ownDefenseRule, respondToOwnLink, handLimit)");
    }
  }
  return r;
}

std::vector<RuleOption> AllOptions(const Options& o) {
  return {
      {kOptionLife, std::to_string(o.life)},
      {kOptionLoseAtZero, YesNo(o.lose_at_zero)},
      {kOptionLoseOnEmptyDeck, YesNo(o.lose_on_empty_deck)},
      {kOptionFirstTurnDraw, YesNo(o.first_turn_draw)},
      {kOptionMulligan, o.mulligan ? "once" : "none"},
      {kOptionFirstTurnAttack,
       o.first_turn_attack == FirstTurnAttack::kFirstPlayer ? "firstPlayer" : "firstRound"},
      {kOptionOwnDefenseRule, o.own_defense_rule ? "literal" : "off"},
      {kOptionRespondToOwn, YesNo(o.respond_to_own)},
      {kOptionHandLimit, o.hand_limit == HandLimit::kTurnPlayer ? "turnPlayer" : "both"},
  };
}

}  // namespace tcgjudge::wheel
