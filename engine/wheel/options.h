// Ruleset options of 永恒之轮: where the source is silent (no life total, no win condition, no
// mulligan, B2 and B8 of the digest) or ambiguous, the header's options choose. Every option and
// its default is a reading of docs/rulings-wheel.md (W-1 ... W-11), never a claim about the "true"
// rules: bot headers and samples name every option explicitly.

#ifndef TCGJUDGE_ENGINE_WHEEL_OPTIONS_H_
#define TCGJUDGE_ENGINE_WHEEL_OPTIONS_H_

#include <cstdint>
#include <vector>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::wheel {

// W-4 (§七.3 L10 "第一轮第一个选手不能进攻"): who cannot attack on the first turn.
enum class FirstTurnAttack : uint8_t {
  kFirstPlayer,  // Literal: the first player in the game's first turn.
  kFirstRound,   // Each player in their own first turn.
};
constexpr FirstTurnAttack LastEnumerator(FirstTurnAttack) { return FirstTurnAttack::kFirstRound; }

// W-11 (§七.4 L13): whose hand the limit of 8 applies to at the end of a turn.
enum class HandLimit : uint8_t { kTurnPlayer, kBoth };
constexpr HandLimit LastEnumerator(HandLimit) { return HandLimit::kBoth; }

struct Options {
  int32_t life = 20;               // W-1: the starting life total (the source gives none).
  bool lose_at_zero = true;        // W-2: a player at 0 life or less loses.
  bool lose_on_empty_deck = true;  // W-2: a player who must draw from an empty deck loses.
  bool first_turn_draw = true;     // W-3: the first player draws in the first turn (§七.1).
  bool mulligan = false;           // W-3: each player may redraw the opening hand once.
  FirstTurnAttack first_turn_attack = FirstTurnAttack::kFirstPlayer;  // W-4
  bool own_defense_rule = true;                   // W-9: §七.3.a(c) read literally.
  bool respond_to_own = false;                    // W-14: a player may respond to their own link.
  HandLimit hand_limit = HandLimit::kTurnPlayer;  // W-11
  bool operator==(const Options&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.life, s.lose_at_zero, s.lose_on_empty_deck, s.first_turn_draw, s.mulligan,
      s.first_turn_attack, s.own_defense_rule, s.respond_to_own, s.hand_limit);
  }
};

// The option names and their values, default first (docs/rulings-wheel.md, "Ruleset options").
inline constexpr const char* kOptionLife = "life";                        // 1..999
inline constexpr const char* kOptionLoseAtZero = "loseAtZeroLife";        // yes | no
inline constexpr const char* kOptionLoseOnEmptyDeck = "loseOnEmptyDeck";  // yes | no
inline constexpr const char* kOptionFirstTurnDraw = "firstTurnDraw";      // yes | no
inline constexpr const char* kOptionMulligan = "mulligan";                // none | once
inline constexpr const char* kOptionFirstTurnAttack =
    "noAttackFirstTurn";                                                // firstPlayer | firstRound
inline constexpr const char* kOptionOwnDefenseRule = "ownDefenseRule";  // literal | off
inline constexpr const char* kOptionRespondToOwn = "respondToOwnLink";  // no | yes
inline constexpr const char* kOptionHandLimit = "handLimit";            // turnPlayer | both

// Reads the header's options: kInvalidInput naming an unknown option or a bad value.
Result<Options> ParseOptions(const std::vector<RuleOption>& options);

// Every option with its value in `options`, in the order above: what a bot header and a sample
// write, so that a game names the readings it was played under.
std::vector<RuleOption> AllOptions(const Options& options);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_OPTIONS_H_
