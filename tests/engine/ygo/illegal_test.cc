// The digest's A11: the illegal actions a judge tool detects. For each that a decision can
// express, a position where IllegalDecisions (the injections of `simulate --inject-illegal`)
// offers it, and applying it draws exactly its violation. Kinds 1-3 are decklists (seq 1,
// turn_test.cc); kind 4 (side-decking between duels) is outside a duel's log.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>

#include "engine/ygo/field.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

using ::testing::ElementsAre;

// Sets `t` up; returns nothing (the position is the table's).
using Setup = std::function<void(Table&)>;

struct Kind {
  int number;        // A11's row.
  const char* code;  // The violation.
  Decks a;
  Decks b;
  Setup setup;
};

void Expect(const Kind& kind) {
  SCOPED_TRACE("A11 #" + std::to_string(kind.number) + " " + kind.code);
  Table t(TestHeader(kind.a, kind.b));
  kind.setup(t);
  const auto illegal = t.rules().IllegalDecisions(t.state());
  auto it = std::find_if(illegal.begin(), illegal.end(),
                         [&](const Ruleset::IllegalDecision& d) { return d.code == kind.code; });
  if (it == illegal.end()) {
    for (const auto& d : illegal) ADD_FAILURE() << "offered " << d.code;
  }
  ASSERT_NE(it, illegal.end()) << "IllegalDecisions does not offer " << kind.code;
  EXPECT_THAT(t.Do(it->player, it->decision), ElementsAre(kind.code));
}

void Main1(Table& t, Seat seat) { t.To(seat, Phase::kMain1); }

TEST(YgoA11, EveryIllegalActionADecisionCanExpressIsOfferedAndFlaggedWithItsRule) {
  const std::vector<Kind> kinds = {
      {5, "ygo.turn.first-battle", {}, {}, [](Table& t) { Main1(t, Seat::kA); }},
      {5,
       "ygo.battle.first-turn",
       {{kLusterDragon}},
       {},
       [](Table& t) {
         t.Place(A(1), M(1));
         Main1(t, Seat::kA);
       }},
      {6,
       "ygo.summon.second-normal",
       {{kLusterDragon, kGeminiElf}},
       {},
       [](Table& t) {
         Main1(t, Seat::kA);
         t.Do(Seat::kA, NormalSummon{A(1), M(1), {}});
         t.BothPass();
       }},
      {7, "ygo.summon.tributes", {{kSummonedSkull}}, {}, [](Table& t) { Main1(t, Seat::kA); }},
      {8,
       "ygo.summon.not-normal-summonable",
       {{kBlackLusterSoldier, kLusterDragon, kGeminiElf}},
       {},
       [](Table& t) {
         t.Place(A(2), M(1));
         t.Place(A(3), M(2));
         Main1(t, Seat::kA);
       }},
      {9,
       "ygo.pendulum.second",
       {{kDragonHornHunter, kFlashKnight, kLusterDragon, kGeminiElf}},
       {},
       [](Table& t) {
         t.Place(A(1), S(1));
         t.Place(A(2), S(5));
         Main1(t, Seat::kA);
         t.Do(Seat::kA, PendulumSummon{{Placement{A(3), M(1), Position::kAttack}}});
         t.BothPass();
       }},
      {9,
       "ygo.pendulum.not-main-phase",
       {{kDragonHornHunter, kFlashKnight, kLusterDragon}},
       {},
       [](Table& t) {
         t.Place(A(1), S(1));
         t.Place(A(2), S(5));
       }},
      {10,
       "ygo.pendulum.level",
       {{kDragonHornHunter, kFlashKnight, kBlueEyes}},
       {},
       [](Table& t) {
         t.Place(A(1), S(1));
         t.Place(A(2), S(5));
         Main1(t, Seat::kA);
       }},
      {10,
       "ygo.pendulum.source",
       {{kDragonHornHunter, kFlashKnight}, {kGaiaKnight}},
       {},
       [](Table& t) {
         t.Place(A(1), S(1));
         t.Place(A(2), S(5));
         Main1(t, Seat::kA);
       }},
      {11,
       "ygo.synchro.materials",
       {{kSangan, kLusterDragon}, {kGaiaKnight}},
       {},
       [](Table& t) {
         t.Place(A(1), M(1));
         t.Place(A(2), M(2));
         Main1(t, Seat::kA);
       }},
      {12,
       "ygo.xyz.materials",
       {{kSangan, kLusterDragon}, {kGemKnightPearl}},
       {},
       [](Table& t) {
         t.Place(A(1), M(1));
         t.Place(A(2), M(2));
         Main1(t, Seat::kA);
       }},
      {13,
       "ygo.link.materials",
       {{kSangan, kPeten}, {kDecodeTalker}},
       {},
       [](Table& t) {
         t.Place(A(1), M(1));
         t.Place(A(2), M(2));
         Main1(t, Seat::kA);
       }},
      {14,
       "ygo.link.defense",
       {{kLusterDragon}, {kLinkSpider}},
       {},
       [](Table& t) {
         t.Place(A(1), M(1));
         Main1(t, Seat::kA);
       }},
      {15,
       "ygo.zone.second-emz",
       {{kLusterDragon, kGeminiElf}, {kLinkSpider, kLinkSpider}},
       {},
       [](Table& t) {
         t.Place(A(41), Emz(1));
         t.Place(A(1), M(4));
         Main1(t, Seat::kA);
       }},
      {16,
       "ygo.summon.revive-limit",
       {{kMonsterReborn, kBlackLusterSoldier}},
       {},
       [](Table& t) {
         t.ToGraveyard(A(2));
         Main1(t, Seat::kA);
       }},
      {17,
       "ygo.position.twice",
       {{kLusterDragon}},
       {},
       [](Table& t) {
         t.Place(A(1), M(1));
         Main1(t, Seat::kA);
         t.Do(Seat::kA, ChangePosition{A(1)});
       }},
      {17,
       "ygo.position.after-attack",
       {},
       {{kLusterDragon}},
       [](Table& t) {
         t.Place(B(1), M(1));
         t.To(Seat::kB, Phase::kBattle);
         t.Do(Seat::kB, Attack{B(1), std::nullopt});
         t.To(Seat::kB, Phase::kMain2);
       }},
      {18, "ygo.spell.not-main-phase", {{kDarkHole}}, {}, [](Table&) {}},
      {19,
       "ygo.trap.from-hand",
       {{kCallOfTheHaunted, kLusterDragon}},
       {},
       [](Table& t) {
         t.ToGraveyard(A(2));
         Main1(t, Seat::kA);
       }},
      {19,
       "ygo.trap.set-this-turn",
       {{kCallOfTheHaunted, kLusterDragon}},
       {},
       [](Table& t) {
         t.ToGraveyard(A(2));
         Main1(t, Seat::kA);
         t.Do(Seat::kA, SetSpellTrap{A(1), S(1)});
       }},
      {20,
       "ygo.chain.spell-speed",
       {{kBookOfMoon, kRaigeki, kLusterDragon}},
       {},
       [](Table& t) {
         t.Place(A(3), M(1));
         Main1(t, Seat::kA);
         t.Do(Seat::kA, Activate{A(1), 0, S(1), {A(3)}, {}});
         t.Do(Seat::kB, PassPriority{});
       }},
      {21,
       "ygo.trigger.missed-timing",
       {{kBlackLusterRitual, kBlackLusterSoldier, kPeten, kDarkMagician}},
       {},
       [](Table& t) {
         Main1(t, Seat::kA);
         t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
         t.BothPass();
         t.Do(Seat::kA, SpecialSummon{A(2), {A(3), A(4)}, M(1), Position::kAttack});
       }},
      {22,
       "ygo.attack.twice",
       {},
       {{kLusterDragon}},
       [](Table& t) {
         t.Place(B(1), M(1));
         t.To(Seat::kB, Phase::kBattle);
         t.Do(Seat::kB, Attack{B(1), std::nullopt});
         t.To(Seat::kB, Phase::kBattle);
       }},
      {22,
       "ygo.attack.defense-position",
       {},
       {{kLusterDragon}},
       [](Table& t) {
         t.Place(B(1), M(1), /*defense=*/true);
         t.To(Seat::kB, Phase::kBattle);
       }},
      {23,
       "ygo.attack.direct",
       {{kSangan}},
       {{kLusterDragon}},
       [](Table& t) {
         t.Place(A(1), M(1));
         t.Place(B(1), M(1));
         t.To(Seat::kB, Phase::kBattle);
       }},
      {24,
       "ygo.hand-limit",
       {},
       {},
       [](Table& t) {
         t.To(Seat::kB, Phase::kMain1);
         for (uint16_t i : {20, 21}) {
           Unlist(t.mutable_state(), B(i));
           List(t.mutable_state(), B(i), Zone::kHand, Seat::kB);
         }
         t.PassUntil([](const State& s) { return s.wait == Wait::kDiscard; });
       }},
      {25,
       "ygo.token.cost",
       {{kScapegoat, kEffectVeiler}},
       {{kSangan}},
       [](Table& t) {
         t.Place(B(1), M(1));
         Main1(t, Seat::kA);
         t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});  // Four Sheep Tokens.
         t.BothPass();
         t.To(Seat::kB, Phase::kMain1);
         t.Do(Seat::kB, PassPriority{});  // A holds priority in B's main phase.
       }},
      {25,
       "ygo.pendulum.cost",
       {{kEffectVeiler, kFlashKnight}},
       {{kSangan}},
       [](Table& t) {
         t.Place(B(1), M(1));
         t.Place(A(2), M(2));
         t.To(Seat::kB, Phase::kMain1);
         t.Do(Seat::kB, PassPriority{});
       }},
  };
  for (const Kind& kind : kinds) Expect(kind);
}

// Y-2: the cases a table can do that the line now records are injected by the bots too.
TEST(YgoA11, TheNewlyRecordableCasesAreOfferedAndFlaggedWithTheirRule) {
  const std::vector<Kind> kinds = {
      {0,
       "ygo.pendulum.scale-zone",
       {{kDragonHornHunter}},
       {},
       [](Table& t) { Main1(t, Seat::kA); }},
      {0, "ygo.decision.not-asked", {}, {}, [](Table& t) { Main1(t, Seat::kA); }},
      {0, "ygo.card.not-own", {}, {{kPotOfGreed}}, [](Table& t) { Main1(t, Seat::kA); }},
      {0,
       "ygo.card.not-from-hand",
       {{kLusterDragon, kLusterDragon, kLusterDragon, kLusterDragon, kLusterDragon, kPotOfGreed}},
       {},
       [](Table& t) { Main1(t, Seat::kA); }},
      {0,
       "ygo.zone.extra-deck-placement",
       {{kGeminiElf}},
       {},
       [](Table& t) { Main1(t, Seat::kA); }},
      {0, "ygo.summon.not-from-hand", {}, {}, [](Table& t) { Main1(t, Seat::kA); }},
  };
  for (const Kind& kind : kinds) Expect(kind);
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
