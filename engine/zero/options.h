// Ruleset options of 零次元: where the rulebook is silent or ambiguous and tournaments may differ,
// the header's options choose (docs/rulings-zero.md gives each default and why).

#ifndef TCGJUDGE_ENGINE_ZERO_OPTIONS_H_
#define TCGJUDGE_ENGINE_ZERO_OPTIONS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::zero {

struct Options {
  // A-02 (100(3), 403): the first player draws in the draw step of turn 1.
  bool first_turn_draw = true;
  // A-03 (100(3), 202(1)): life cards are dealt one at a time, each on top of the last, so the
  // sixth card off the deck is the top life card ("stack"); "block" keeps the deck's order.
  bool life_dealt_as_block = false;
  // A-05 (202(4), 506): life cards a successful direct attack with ATK > 0 removes.
  int32_t direct_attack_damage = 1;
  // 100(2): an official tournament: a deck holds cards of one anime series only.
  bool official_tournament = false;
  bool operator==(const Options&) const = default;
};

// Reads the header's options: kInvalidInput naming an unknown option or a bad value.
Result<Options> ParseOptions(const std::vector<RuleOption>& options);

// The option names and their values' forms, for messages and docs.
inline constexpr const char* kOptionFirstTurnDraw = "firstTurnDraw";            // "true" | "false"
inline constexpr const char* kOptionLifeDealOrder = "lifeDealOrder";            // "stack" | "block"
inline constexpr const char* kOptionDirectAttackDamage = "directAttackDamage";  // 1..6
inline constexpr const char* kOptionOfficialTournament = "officialTournament";  // "true" | "false"

}  // namespace tcgjudge::zero

#endif  // TCGJUDGE_ENGINE_ZERO_OPTIONS_H_
