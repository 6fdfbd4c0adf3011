// Changing targets (§706.2; reading R-40), magnets (§706.4) and targets picked at random
// (§706.5; reading R-39), with the test cards G18-G21: each test names its rule.

#include "engine/rise/targets.h"

#include <set>
#include <string>
#include <vector>

#include "engine/rise/field.h"
#include "engine/rise/invariants.h"
#include "engine/rise/rise_ruleset.h"
#include "engine/rise/snapshot.h"
#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::UnorderedElementsAre;

LinkChoices At(std::vector<CardId> targets, std::vector<CardId> payment) {
  LinkChoices choices{{}, 0, {}, std::move(payment)};
  for (CardId id : targets) choices.targets.push_back(Aim{id, 0});
  return choices;
}

std::vector<CardId> TargetCards(const Link& link) {
  std::vector<CardId> out;
  for (const LinkTarget& t : link.targets) out.push_back(t.card);
  return out;
}

Status Pick(Table& t, std::vector<CardId> pool, uint16_t count, std::vector<CardId> picked) {
  return t.engine().ApplyFact(
      t.mutable_state(), Fact(RandomPickFact{std::move(pool), count, std::move(picked), ""}), 900);
}

RandomPick PendingOf(const Table& t) {
  State copy = t.state();
  Context c(copy, t.engine().cards(), 0);
  return PendingPick(c);
}

// A uses 极光照耀 (2 damage to up to 3 opposing characters) on `targets`; B holds priority.
void AuroraAt(Table& t, std::vector<CardId> targets) {
  const std::vector<CardId> r = t.GiveResources(kA, 3);
  ASSERT_THAT(t.Do(kA, UseCard{Id(kA, 1), At(std::move(targets), r)}), IsEmpty());
  t.Do(kA, Move(PassPriority{}));
}

TEST(RiseTargets, Rule706_2_TheSingleTargetChangesToAnotherLegalForTheLinksController) {
  Table t({kAurora}, {kDeflect, kTrooper, kTrooper});
  t.Field(Id(kB, 2));
  t.Field(Id(kB, 3));
  t.ToActionOf(kA);
  AuroraAt(t, {Id(kB, 2)});
  const CardId kane = t.state().Player(kA).commander;
  // "Opposing" is the link's controller's opponent: A's commander is no target of 极光照耀.
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 1), At({Id(kA, 1), kane}, {})}),
              ElementsAre("rise.target.kind"));
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 1), At({Id(kA, 1), Id(kB, 2)}, {})}),
              ElementsAre("rise.target.kind"));  // Another target, not the one it has.
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 1), At({Id(kA, 1), Id(kB, 3)}, {})}), IsEmpty());
  t.Do(kB, Move(PassPriority{}));
  t.Do(kA, Move(PassPriority{}));  // 偏转 resolves.
  ASSERT_EQ(t.state().stack.size(), 1u);
  EXPECT_THAT(TargetCards(t.state().stack.back()), ElementsAre(Id(kB, 3)));
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().Card(Id(kB, 2)).zone, Zone::kField);
  EXPECT_EQ(t.state().Card(Id(kB, 3)).zone, Zone::kBase);  // 2 damage, 1 life.
}

TEST(RiseTargets, Rule706_2_WithNoOtherLegalTargetTheTargetDoesNotChange) {
  Table t({kAurora}, {kDeflect, kTrooper, kTrooper});
  t.Field(Id(kB, 2));
  t.Field(Id(kB, 3));
  t.ToActionOf(kA);
  AuroraAt(t, {Id(kB, 2)});
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 1), At({Id(kA, 1), Id(kB, 3)}, {})}), IsEmpty());
  Context c(t.mutable_state(), t.engine().cards(), 0);
  MoveTo(c, Id(kB, 3), Zone::kBase);  // The new target leaves the field before the change.
  t.Do(kB, Move(PassPriority{}));
  t.Do(kA, Move(PassPriority{}));
  EXPECT_THAT(TargetCards(t.state().stack.back()), ElementsAre(Id(kB, 2)));
}

TEST(RiseTargets, Rule706_2_OnlyALinkWithASingleTargetHasItsTargetChanged) {
  Table t({kAurora}, {kDeflect, kTrooper, kTrooper, kTrooper});
  for (uint16_t i = 2; i <= 4; ++i) t.Field(Id(kB, i));
  t.ToActionOf(kA);
  AuroraAt(t, {Id(kB, 2), Id(kB, 3)});
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 1), At({Id(kA, 1), Id(kB, 4)}, {})}),
              ElementsAre("rise.target.kind"));
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 1), At({Id(kB, 4)}, {})}),
              ElementsAre("rise.target.kind"));  // Not a link.
}

TEST(RiseTargets, Rule706_4_AnOpposingLinkThatCanTargetAMagnetMustTargetIt) {
  Table t({kFireShot, kChoice, kLure}, {kLure, kTrooper, kFireShot});
  t.ToActionOf(kA);
  const std::vector<CardId> r = t.GiveResources(kA, 3);
  const CardId lure = Id(kB, 1);
  t.Field(lure);
  t.Field(Id(kB, 2));
  t.Field(Id(kA, 3));  // A's own magnet binds only A's opponent.
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), At({Id(kB, 2)}, {r[0]})}),
              ElementsAre("rise.target.magnet"));
  EXPECT_TRUE(t.rewound());  // A step of adding the link (§707.2).
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), At({t.state().Player(kA).commander}, {r[0]})}),
              ElementsAre("rise.target.magnet"));  // Its own cards too: it can target the magnet.
  // A mode that targets nothing is free of the magnet (§706.4).
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 2), LinkChoices{{0}, 0, {}, {r[1], r[2]}}}), IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), At({lure}, {r[0]})}), IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().Card(lure).damage, 2);
  // A's own magnet did not bind A; it binds B.
  t.ToActionOf(kB);
  const std::vector<CardId> rb = t.GiveResources(kB, 1);
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 3), At({t.state().Player(kA).commander}, {rb[0]})}),
              ElementsAre("rise.target.magnet"));
  EXPECT_THAT(t.Do(kB, UseCard{Id(kB, 3), At({Id(kA, 3)}, {rb[0]})}), IsEmpty());
}

TEST(RiseTargets, Rule706_4_WithTwoMagnetsALinkOfSeveralTargetsTargetsAsManyAsItCan) {
  Table t({kAurora}, {kLure, kLure, kTrooper});
  t.ToActionOf(kA);
  const std::vector<CardId> r = t.GiveResources(kA, 3);
  for (uint16_t i = 1; i <= 3; ++i) t.Field(Id(kB, i));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), At({Id(kB, 1), Id(kB, 3)}, r)}),
              ElementsAre("rise.target.magnet"));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), At({Id(kB, 1), Id(kB, 2)}, r)}), IsEmpty());
}

TEST(RiseTargets, Rule706_4_TheLegalMovesTargetTheMagnetAndTheIllegalOnesNameTheRule) {
  Table t({kFireShot}, {kLure, kTrooper});
  t.ToActionOf(kA);
  t.GiveResources(kA, 1);
  t.Field(Id(kB, 1));
  t.Field(Id(kB, 2));
  EXPECT_EQ(ExpectMovesConsistent(t).count("rise.target.magnet"), 1u);
  for (const Move& m : t.engine().LegalMoves(t.state())) {
    const auto* decision = std::get_if<Decision>(&m);
    const auto* use = decision == nullptr ? nullptr : std::get_if<UseCard>(decision);
    if (use == nullptr || use->card != Id(kA, 1)) continue;
    ASSERT_EQ(use->choices.targets.size(), 1u);
    EXPECT_EQ(std::get<CardId>(use->choices.targets[0].target), Id(kB, 1));
  }
}

TEST(RiseTargets, Rule706_5_RandomTargetsArePickedByAFactAmongTheLegalOnes) {
  Table t({kScatter}, {kTrooper, kTrooper, kGhost});
  t.ToActionOf(kA);
  for (uint16_t i = 1; i <= 3; ++i) t.Field(Id(kB, i));
  const CardId grom = t.state().Player(kB).commander;
  ASSERT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{}}), IsEmpty());
  EXPECT_EQ(t.state().wait, Wait::kRandomPick);
  EXPECT_TRUE(t.engine().LegalMoves(t.state()).empty());  // Nobody decides: a fact is awaited.
  const RandomPick pick = PendingOf(t);
  // Not the untargetable 幽灵 (§706.5: the legal targets), nor A's own characters.
  EXPECT_THAT(pick.pool, UnorderedElementsAre(Id(kB, 1), Id(kB, 2), grom));
  EXPECT_EQ(pick.count, 1u);
  EXPECT_THAT(Pick(t, {Id(kB, 1), Id(kB, 2)}, 1, {Id(kB, 1)}).message(),
              HasSubstr("picks 1 of the 3 legal targets"));
  EXPECT_THAT(Pick(t, pick.pool, 1, {Id(kB, 3)}).message(), HasSubstr("distinct cards of the"));
  EXPECT_EQ(t.state().wait, Wait::kRandomPick);  // Refused facts change nothing.
  ASSERT_TRUE(Pick(t, pick.pool, 1, {Id(kB, 2)}).ok());
  EXPECT_THAT(TargetCards(t.state().stack.back()), ElementsAre(Id(kB, 2)));
  EXPECT_EQ(t.state().wait, Wait::kPriority);  // §707.1f: its adder holds priority.
  EXPECT_EQ(t.state().waiting_for, kA);
  ASSERT_TRUE(CheckInvariants(t.state()).ok());
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().Card(Id(kB, 2)).zone, Zone::kBase);  // 1 damage: lethal.
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kField);
}

TEST(RiseTargets, Rule706_5_MagnetsArePickedFirstUntilAllArePicked) {
  Table t({kSpray}, {kLure, kTrooper});
  t.ToActionOf(kA);
  t.Field(Id(kB, 1));
  t.Field(Id(kB, 2));
  ASSERT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{}}), IsEmpty());
  // The one magnet is picked with no chance (R-39); the second target among the rest.
  EXPECT_THAT(TargetCards(t.state().stack.back()), ElementsAre(Id(kB, 1)));
  const RandomPick pick = PendingOf(t);
  EXPECT_THAT(pick.pool, UnorderedElementsAre(Id(kB, 2), t.state().Player(kA).commander,
                                              t.state().Player(kB).commander));
  EXPECT_EQ(pick.count, 1u);
  ASSERT_TRUE(Pick(t, pick.pool, 1, {Id(kB, 2)}).ok());
  EXPECT_THAT(TargetCards(t.state().stack.back()), ElementsAre(Id(kB, 1), Id(kB, 2)));
}

TEST(RiseTargets, Rule706_5_ALinkWhoseTargetsArePickedAtRandomNamesNone) {
  Table t({kScatter}, {kTrooper});
  t.ToActionOf(kA);
  t.Field(Id(kB, 1));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), At({Id(kB, 1)}, {})}), ElementsAre("rise.target.kind"));
  EXPECT_TRUE(t.rewound());
  EXPECT_THAT(t.state().stack, IsEmpty());
}

TEST(RiseTargets, Rule706_5_TheRulesetAwaitsTheRandomPickAsAFact) {
  Table t({kScatter}, {kTrooper, kTrooper});
  t.ToActionOf(kA);
  t.Field(Id(kB, 1));
  t.Field(Id(kB, 2));
  ASSERT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{}}), IsEmpty());
  RiseRuleset ruleset(t.engine().cards());
  const ::tcgjudge::Pending pending = ruleset.Awaiting(t.state());
  const auto* point = std::get_if<FactPoint>(&pending);
  ASSERT_NE(point, nullptr);
  EXPECT_EQ(point->kind, FactKind::kRandomPick);
  EXPECT_EQ(point->count, 1u);
  EXPECT_EQ(point->cards.size(), 3u);
  Result<State> decoded = DecodeSnapshot(EncodeSnapshot(t.state()), TestSet());
  ASSERT_TRUE(decoded.ok()) << decoded.status().message();
  EXPECT_TRUE(*decoded == t.state());
}

TEST(RiseTargets, Rule706_2_Rule706_5_TheCardDataRefusesRandomOrChangingEffectsThatDoNotFit) {
  auto error = [](const std::string& effect) {
    Result<cards::Card> card =
        CardFromJson(R"({"code":"X1","name":"x","type":"ability","effects":[)" + effect + "]}");
    EXPECT_FALSE(card.ok()) << effect;
    return card.ok() ? "" : card.status().message();
  };
  const std::string random =
      "card X1: effects[0].random: only cards on the field are picked at random, with nothing "
      "divided (§706.5, R-39)";
  EXPECT_EQ(error(R"({"action":"draw","amount":1,"target":"player","random":true})"), random);
  EXPECT_EQ(error(R"({"action":"damage","amount":1,"target":"yourCommander","random":true})"),
            random);
  EXPECT_EQ(error(R"({"action":"damage","amount":2,"target":"character","targets":2,)"
                  R"("distribute":true,"random":true})"),
            random);
  EXPECT_EQ(error(R"({"action":"changeTarget","target":"character"})"),
            "card X1: effects[0].target: a change of target targets one link, with no amount "
            "(§706.2, R-40)");
}

// §708.2 (R-16, R-39): a triggered ability whose targets are picked at random.
TEST(RiseTriggers, Rule708_2_ATriggersRandomTargetsArePickedAsItGoesOnTheStack) {
  Table t({kSparkSentry}, {kTrooper, kTrooper});
  t.Field(Id(kB, 1));
  t.Field(Id(kB, 2));
  t.ToActionOf(kA);
  ASSERT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{}}), IsEmpty());
  t.Do(kA, Move(PassPriority{}));
  t.Do(kB, Move(PassPriority{}));  // 火花哨兵 enters: its trigger waits for its targets.
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kField);
  ASSERT_EQ(t.state().wait, Wait::kRandomPick);
  ASSERT_EQ(t.state().stack.size(), 1u);
  EXPECT_EQ(t.state().stack.back().kind, LinkKind::kTriggered);
  const RandomPick pick = PendingOf(t);
  EXPECT_THAT(pick.pool,
              UnorderedElementsAre(Id(kB, 1), Id(kB, 2), t.state().Player(kB).commander));
  ASSERT_TRUE(Pick(t, pick.pool, 1, {Id(kB, 1)}).ok());
  EXPECT_THAT(TargetCards(t.state().stack.back()), ElementsAre(Id(kB, 1)));
  EXPECT_EQ(t.state().wait, Wait::kPriority);  // Pre-priority processing went on (§708.1b).
  EXPECT_EQ(t.state().waiting_for, kA);
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);
}

TEST(RiseTriggers, Rule708_2_ATriggerWithNoLegalTargetIsRemovedWithNoEffect) {
  Table t({kJammer});
  t.ToActionOf(kA);
  ASSERT_THAT(t.Do(kA, UseCard{Id(kA, 1), LinkChoices{}}), IsEmpty());
  t.Do(kA, Move(PassPriority{}));
  t.Do(kB, Move(PassPriority{}));  // No attachment on the field: the trigger is removed.
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kField);
  EXPECT_THAT(t.state().stack, IsEmpty());
  EXPECT_THAT(t.state().waiting, IsEmpty());
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kA);
}

}  // namespace
}  // namespace tcgjudge::rise::testing
