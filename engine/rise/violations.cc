#include "engine/rise/violations.h"

#include <array>

namespace tcgjudge::rise {
namespace {

using S = std::string_view;

struct Row {
  S code;
  std::array<S, 3> sections;  // "" past the last.
  bool link = false;
};

// One row per Rule, in its order.
constexpr Row kRows[] = {
    {"rise.deck.size", {"§100.1"}},
    {"rise.deck.copies", {"§100.4"}},
    {"rise.deck.markers", {"§100.2a", "R-4"}},
    {"rise.deck.commander-only", {"§100.2b"}},
    {"rise.deck.sideboard", {"§100.3"}},
    {"rise.deck.side-exchange-cards", {"§100.3", "R-34"}},
    {"rise.deck.side-exchange-commander", {"§100.3", "§101.1", "R-34"}},
    {"rise.game-over", {"§102.2"}},
    {"rise.not-asked", {"§412.1"}},
    {"rise.mulligan.after-start", {"§101.2"}},
    {"rise.priority.none", {"§412.1", "§412.5", "§503.2a"}, true},
    {"rise.tally.hand-size", {"§503.2a", "§405.4b"}},
    {"rise.timing", {"§406.1", "§412.2b", "§502.1"}, true},
    {"rise.command.used", {"§201.2", "§308.1", "§406.2"}, true},
    {"rise.resource.second", {"§414.1"}, true},
    {"rise.resource.timing", {"§414.1a", "§412.2b"}, true},
    {"rise.resource.face-up", {"§414.1b"}, true},
    {"rise.cost.unpaid", {"§401.1", "§707.1e"}, true},
    {"rise.cost.exhausted", {"§404.1", "§414.2"}, true},
    {"rise.cost.not-resource", {"§414.2", "§401.5a"}, true},
    {"rise.link.modes", {"§707.1b"}, true},
    {"rise.link.x", {"§707.1c"}, true},
    {"rise.target.kind", {"§706.1", "§706.1b", "§707.1d"}, true},
    {"rise.target.twice", {"§706.1"}, true},
    {"rise.target.untargetable", {"§706.1"}, true},
    {"rise.target.resource-link", {"§414.1a", "§711.3"}, true},
    {"rise.target.distribution", {"§707.1d", "§104.1"}, true},
    {"rise.ability.not-controller", {"§701.2", "§702.2", "§305.2"}, true},
    {"rise.ability.fatigue", {"§302.2", "§303.5", "§304.2"}, true},
    {"rise.ability.once-per-turn", {"§701.4"}, true},
    {"rise.combat.timing", {"§412.2b", "§502.1", "§600.3"}, true},
    {"rise.combat.attacker", {"§600.3", "C-2"}, true},
    {"rise.combat.fatigue", {"§302.2", "§303.5", "§304.2"}, true},
    {"rise.combat.exhausted", {"§404.1", "C-2"}, true},
    {"rise.combat.defender", {"§600.3", "C-3"}, true},
    {"rise.combat.evasion", {"C-3"}, true},
    {"rise.guard.timing", {"§602.2", "C-5"}},
    {"rise.guard.keyword", {"§602.2", "C-5"}},
    {"rise.guard.exhausted", {"§404.1", "C-5"}},
    {"rise.guard.team", {"§602.2", "C-5"}},
    {"rise.weapon.timing", {"§305.2", "§412.2a", "C-6"}, true},
    {"rise.weapon.firer", {"§305.2", "§412.2a", "C-10"}, true},
    {"rise.weapon.exhausted", {"§305.2", "§404.1"}, true},
    {"rise.weapon.third", {"§305.2c", "§415.2"}, true},
    {"rise.weapon.mix", {"§415.2"}, true},
    {"rise.board.timing", {"§303.2a", "§412.2b"}, true},
    {"rise.board.crew", {"§303.2", "§303.1c"}, true},
    {"rise.board.seat", {"§303.1c", "§304.1b"}, true},
    {"rise.board.vehicle", {"§303.2", "R-25"}, true},
    {"rise.board.aboard", {"§303.2c"}, true},
    {"rise.board.fatigue", {"§303.2"}, true},
    {"rise.board.exhausted", {"§404.1", "R-26"}, true},
    {"rise.vehicle.inactive", {"§303.3", "§303.5", "R-23"}, true},
    {"rise.combat.crew", {"§303.4", "C-3"}, true},
    {"rise.unique.not-asked", {"§409.2"}},
    {"rise.unique.card", {"§409.2", "§409.3a", "§409.3b"}},
    {"rise.attach.host", {"§403.1", "§403.2", "R-28"}, true},
    {"rise.armour.not-asked", {"§717.2c", "R-30"}},
    {"rise.armour.card", {"§717.2c", "§306.2"}},
    {"rise.armour.exhausted", {"§717.2c", "§404.1"}},
    {"rise.attach.not-asked", {"§403.3", "§403.6a", "R-31"}},
    {"rise.attach.choice", {"§403.3", "§403.6a", "R-31"}},
    {"rise.search.not-asked", {"§411.1", "R-32"}},
    {"rise.search.count", {"§411.1", "R-32"}},
    {"rise.search.fail", {"§411.3", "R-32"}},
    {"rise.target.magnet", {"§706.4"}, true},
};
static_assert(std::size(kRows) == kNumRules);

struct Infos {
  std::array<std::array<S, 3>, kNumRules> sections;
  std::array<RuleInfo, kNumRules> info;
  Infos() {
    for (int i = 0; i < kNumRules; ++i) {
      sections[i] = kRows[i].sections;
      size_t n = 0;
      while (n < 3 && !sections[i][n].empty()) ++n;
      info[i] = RuleInfo{kRows[i].code, std::span<const S>(sections[i].data(), n), kRows[i].link};
    }
  }
};

}  // namespace

const RuleInfo& InfoOf(Rule rule) {
  static const Infos infos;
  return infos.info[static_cast<int>(rule)];
}

}  // namespace tcgjudge::rise
