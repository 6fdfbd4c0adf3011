// Ruleset options of 神话起源: where the rules guide is silent and tournaments could differ, the
// header's options choose (docs/rulings-myth.md gives each default and why; every default is a
// reading, not a source).

#ifndef TCGJUDGE_ENGINE_MYTH_OPTIONS_H_
#define TCGJUDGE_ENGINE_MYTH_OPTIONS_H_

#include <cstdint>
#include <vector>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::myth {

// M-6 (AMBIG-1): the counter damage of an attacked general.
enum class GeneralCounter : uint8_t {
  kPrinted,  // Its own printed 武力 (0 on every general of the guide).
  kWeapon,   // Its own 武力 plus the highest 武力 among its upright worn equipment.
};
constexpr GeneralCounter LastEnumerator(GeneralCounter) { return GeneralCounter::kWeapon; }

struct Options {
  uint8_t opening_hand = 5;      // M-2: cards each player draws at set-up.
  uint8_t draw_count = 1;        // M-2: cards the draw step draws.
  bool first_turn_draw = false;  // M-2: whether the first player draws in the game's first turn.
  uint8_t spirit_per_turn = 1;   // M-3: cards a player may place into the 灵力区 per turn.
  GeneralCounter general_counter = GeneralCounter::kPrinted;
  bool operator==(const Options&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.opening_hand, s.draw_count, s.first_turn_draw, s.spirit_per_turn, s.general_counter);
  }
};

// Reads the header's options: kInvalidInput naming an unknown option or a bad value.
Result<Options> ParseOptions(const std::vector<RuleOption>& options);

inline constexpr const char* kOptionOpeningHand = "openingHand";        // 0..20
inline constexpr const char* kOptionDrawCount = "drawCount";            // 1..5
inline constexpr const char* kOptionFirstTurnDraw = "firstTurnDraw";    // "no" | "yes"
inline constexpr const char* kOptionSpiritPerTurn = "spiritPerTurn";    // 0..5
inline constexpr const char* kOptionGeneralCounter = "generalCounter";  // "printed" | "weapon"

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_OPTIONS_H_
