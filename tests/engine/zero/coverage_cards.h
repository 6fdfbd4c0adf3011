// The card table of the rule-coverage tests (coverage_*_test.cc): the test cards of table.h, the
// bundled sample set, and a few cards made for one rule each, so that every rule the engine
// implements can be reached by a real sequence of decisions.

#ifndef TCGJUDGE_TESTS_ENGINE_ZERO_COVERAGE_CARDS_H_
#define TCGJUDGE_TESTS_ENGINE_ZERO_COVERAGE_CARDS_H_

#include <string>
#include <vector>

#include "engine/zero/card_info.h"
#include "engine/zero/state.h"
#include "tests/engine/zero/table.h"

namespace tcgjudge::zero::testing {

// TestCards(), SampleCards() and these (codes):
//   "蓝悟空"   blue character named 悟空 (character name 悟空), cost 1, 1000/1000 (600(2)b).
//   "红兵"     red character, cost 1 of which 1 red, 1000/1000, no character name (204(3)).
//   "双名"     red character with the character names 悟空 and 丝诺, cost 1, 1000/1000 (305(6)).
//   "突袭守卫" red character with 突袭 and 守备, cost 1, 1000/1000 (102(2)).
//   "可选兵"   blue character, cost 1, 500/1000: 【登场时】可以抽一张牌 (702(2)).
//   "智谋兵"   yellow character, cost 1, 500/1000: 智谋 (900(6), 102(4)).
//   "登场装备" red equipment, cost 1, ATK bonus 1000: 【登场时】抽一张牌; 【破坏时】抽一张牌.
//   "连协兵"   red character, cost 1, 1000/1000: 战斗连协『龟仙流』 (900(7)).
//   "龟甲"     red equipment with the attribute 龟仙流, cost 1, DEF bonus 500.
//   "龟事件"   red event with the attribute 龟仙流, cost 1 (206(2)).
//   "战败兵"   blue character, cost 1, 1000/1000: 【战斗破坏时】抽一张牌 (803(1)).
//   "防败兵"   blue character, cost 1, 1000/1000: 【防御破坏时】抽一张牌 (803(2)).
//   "二级技"   black character, cost 1, 1000/1000: [LV2](横置): 抽一张牌 (307(2)).
//   "神射手"   black character, cost 1, 1000/1000: (no cost): 破坏一张角色牌 (705(1)).
//   "气功弹"   blue instant tactic, cost 0: 对对方的一张角色牌造成2000点伤害 (803(6)).
//   "双目标"   blue instant tactic, cost 0: 对对方的两张角色牌各造成1000点伤害 (705(4)).
//   "横置狙击" blue instant tactic, cost 0: 对对方的一张横置的角色牌造成1000点伤害 (705(3)).
std::vector<CardInfo> CoverageCards();

// A 50-card deck: six "悟空" life cards, then `hand` (A07/B07 onwards), then `rest` repeated.
std::vector<std::string> CoverageDeck(std::vector<std::string> hand,
                                      const std::string& rest = "悟空");

// A table of CoverageCards() with the given decks, both shuffles recorded: turn 1 of A.
Table CoverageTable(const std::vector<std::string>& deck_a, const std::vector<std::string>& deck_b,
                    std::vector<RuleOption> options = {});

// Set-up shortcuts for tests (no rule runs): moves `id` to `zone` of its controller as a new
// object (200(4)), untapped, entered in an earlier turn.
void MoveTo(State& s, CardId id, Zone zone);
// Moves the last `n` cards of `seat`'s deck into its resource zone, untapped; returns them.
std::vector<CardId> AddResources(Table& t, Seat seat, int n);

// A blue instant tactic of cost 0 named `code` whose onUse carries out `actions` on `targets`
// (320(3)-(5)): the card most rule tests build their effects into.
cards::CardDef InstantTactic(const std::string& code, std::vector<cards::Action> actions,
                             std::vector<cards::TargetSpec> targets = {});

// Combat shortcuts: each records the decision and returns its violations.
std::vector<Violation> AttackWith(Table& t, Seat player, CardId attacker);

}  // namespace tcgjudge::zero::testing

#endif  // TCGJUDGE_TESTS_ENGINE_ZERO_COVERAGE_CARDS_H_
