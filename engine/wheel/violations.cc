#include "engine/wheel/violations.h"

#include <array>

namespace tcgjudge::wheel {
namespace {

using S = std::string_view;

struct Row {
  S code;
  std::array<S, 3> sections;  // "" past the last.
};

// One row per Rule, in its order.
constexpr Row kRows[] = {
    {"wheel.deck.size", {"§二 L2", "WOE-DC-1"}},
    {"wheel.deck.copies", {"§二 L2", "WOE-DC-2", "L25 WOE-DC-3"}},
    {"wheel.deck.restriction", {"L29", "WOE-DC-6", "W-5"}},
    {"wheel.deck.extra-in-main", {"§五.8 L5", "L30 WOE-DC-5"}},
    {"wheel.deck.main-in-extra", {"§五.8 L5", "L30 WOE-DC-5"}},
    {"wheel.game-over", {"W-13"}},
    {"wheel.not-asked", {"W-13"}},
    {"wheel.timing", {"§七.2 L9", "L16", "W-14"}},
    {"wheel.chain.respond-to-own", {"§九 L15", "WOE-CH-1", "W-14"}},
    {"wheel.hand-limit", {"§七.4 L13", "W-11"}},
    {"wheel.mana.second", {"§七.2.a L9", "WOE-T-1"}},
    {"wheel.mana.source", {"§七.2.a L9", "§五.8 L5"}},
    {"wheel.play.second-war-spirit", {"§七.2.b L9", "WOE-T-2", "L17"}},
    {"wheel.play.second-vehicle", {"§七.2.c L9", "WOE-T-3"}},
    {"wheel.play.cost", {"§六 L6", "WOE-COST-1"}},
    {"wheel.play.not-instant", {"L16", "§九 L15", "WOE-CH-5"}},
    {"wheel.unique", {"L15"}},
    {"wheel.unique-a", {"L28", "W-18"}},
    {"wheel.ambush.face-down", {"L32", "W-21"}},
    {"wheel.move.twice", {"§七.2.e L9", "WOE-T-5"}},
    {"wheel.move.entered-this-turn", {"§七.2.e L9", "WOE-T-5"}},
    {"wheel.move.after-attack", {"§七.2.e L9", "WOE-T-5"}},
    {"wheel.ambush.move", {"L32"}},
    {"wheel.attack.from-defense", {"§五.2 L5", "§七.3 L10", "L26"}},
    {"wheel.attack.twice", {"§七.3 L10"}},
    {"wheel.attack.first-turn", {"§七.3 L10", "W-4"}},
    {"wheel.attack.target", {"§五.2 L5", "§七.3.a L10", "L20"}},
    {"wheel.attack.own-defense", {"§七.3.a(c) L10", "W-9"}},
    {"wheel.ambush.attack", {"L32"}},
    {"wheel.guard.own-turn", {"L26"}},
    {"wheel.guard.not-a-target", {"L26"}},
    {"wheel.guard.without-guard", {"L26"}},
    {"wheel.effect.uses", {"§八.4 L14"}},
    {"wheel.chain.trigger-not-a-link", {"§九 L15", "WOE-CH-3", "WOE-CH-4"}},
    {"wheel.effect.targets", {"§八 L14", "W-17"}},
    {"wheel.ambush.immune", {"L32"}},
    {"wheel.spell-resistance", {"L24"}},
    {"wheel.devout", {"L21"}},
    {"wheel.swap.twice", {"L26"}},
    {"wheel.swap.same-name", {"L26"}},
    {"wheel.swap.name", {"L26"}},
    {"wheel.board.timing", {"L27", "WOE-CH-6"}},
    {"wheel.board.full", {"L27"}},
    {"wheel.board.trait", {"L27"}},
    {"wheel.board.carried", {"L27"}},
    {"wheel.ambush.board", {"L27", "L32"}},
    {"wheel.board.twice", {"L27", "W-20"}},
    {"wheel.ambush.flip-timing", {"L32", "W-21"}},
};
static_assert(std::size(kRows) == kNumRules);

struct Infos {
  std::array<RuleInfo, kNumRules> infos;
  Infos() {
    for (int i = 0; i < kNumRules; ++i) {
      size_t n = 0;
      while (n < 3 && !kRows[i].sections[n].empty()) ++n;
      infos[i] = RuleInfo{kRows[i].code, std::span<const S>(kRows[i].sections.data(), n)};
    }
  }
};

}  // namespace

const RuleInfo& InfoOf(Rule rule) {
  static const Infos infos;
  return infos.infos[static_cast<int>(rule)];
}

}  // namespace tcgjudge::wheel
