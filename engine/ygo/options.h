// Ruleset options of the Yu-Gi-Oh basic rules: where the rulebook is silent or ambiguous and
// tournaments differ, the header's options choose (docs/rulings-ygo.md gives each default and why).

#ifndef TCGJUDGE_ENGINE_YGO_OPTIONS_H_
#define TCGJUDGE_ENGINE_YGO_OPTIONS_H_

#include <cstdint>
#include <vector>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::ygo {

// Y-11 (§1.4.1.1, §1.4.1.2): where monsters from the extra deck may go.
enum class MasterRule : uint8_t {
  // The April 2020 revision: fusion, synchro and xyz monsters to any main monster zone; link
  // monsters and face-up pendulums from the extra deck to an extra monster zone or a main monster
  // zone a link arrow points to.
  k2020,
  // Master Rule 4 (2017): every monster from the extra deck so.
  k2017,
};
constexpr MasterRule LastEnumerator(MasterRule) { return MasterRule::k2017; }

struct Options {
  MasterRule master_rule = MasterRule::k2020;
  // Y-3 (§1.1 L22): the card set's Forbidden/Limited list applies ("sample"), or none ("none").
  bool banlist = true;
  // §3 L245: "normally" 8000.
  int32_t life_points = 8000;
  bool operator==(const Options&) const = default;

  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.master_rule, s.banlist, s.life_points);
  }
};

// Reads the header's options: kInvalidInput naming an unknown option or a bad value.
Result<Options> ParseOptions(const std::vector<RuleOption>& options);

inline constexpr const char* kOptionMasterRule = "masterRule";  // "2020" | "2017"
inline constexpr const char* kOptionBanlist = "banlist";        // "sample" | "none"
inline constexpr const char* kOptionLifePoints = "lifePoints";  // 1..999999

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_OPTIONS_H_
