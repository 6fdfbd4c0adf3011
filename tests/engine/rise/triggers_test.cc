// Triggered abilities with an intervening "if" (§703.2, 二次检验; reading R-37): each test names
// its rule.

#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::HasSubstr;
using ::testing::IsEmpty;

// B's 战地哨兵 (at the start of B's turn, if B's commander is damaged: draw 1) on the field, B's
// commander with `damage`; passes to the ready step of turn 2, B's.
void ToBsTurnWithWatch(Table& t, int32_t damage) {
  t.Field(Id(kB, 1));
  t.mutable_state().Card(t.state().Player(kB).commander).damage = damage;
  t.PassUntil([](const State& s) { return s.turn.number == 2; });
  ASSERT_EQ(t.state().turn.step, Step::kReady);
}

TEST(RiseTriggers, Rule703_2_AnInterveningIfAbilityTriggersOnlyIfItsConditionHolds) {
  Table quiet({}, {kWatch});
  ToBsTurnWithWatch(quiet, 0);
  EXPECT_THAT(quiet.state().stack, IsEmpty());  // B's commander is not damaged: no trigger.
  EXPECT_THAT(quiet.state().waiting, IsEmpty());

  Table hurt({}, {kWatch});
  ToBsTurnWithWatch(hurt, 2);
  ASSERT_EQ(hurt.state().stack.size(), 1u);
  EXPECT_EQ(hurt.state().stack[0].kind, LinkKind::kTriggered);
  hurt.Do(kB, PassPriority{});
  hurt.Do(kA, PassPriority{});
  EXPECT_THAT(hurt.state().stack, IsEmpty());
  EXPECT_EQ(hurt.state().turn.step, Step::kReady);
  EXPECT_EQ(hurt.state().Player(kB).hand.size(), 7u);  // 6 once 战地哨兵 left, and 1 drawn.
}

TEST(RiseTriggers, Rule703_2_AConditionNoLongerTrueWhenItResolvesCountersTheEffect) {
  Table t({}, {kWatch, kFirstAid});
  ToBsTurnWithWatch(t, 2);
  ASSERT_EQ(t.state().stack.size(), 1u);
  const CardId grom = t.state().Player(kB).commander;
  // B answers its own trigger: 急救 repairs its commander, and resolves first.
  ASSERT_THAT(t.Do(kB, UseCard{Id(kB, 2), LinkChoices{{}, 0, {Aim{grom, 0}}, {}}}), IsEmpty());
  t.Do(kB, PassPriority{});
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().Card(grom).damage, 0);
  ASSERT_EQ(t.state().stack.size(), 1u);
  t.Do(kB, PassPriority{});
  t.Do(kA, PassPriority{});
  EXPECT_THAT(t.state().stack, IsEmpty());
  EXPECT_EQ(t.state().turn.step, Step::kReady);
  EXPECT_EQ(t.state().Player(kB).hand.size(), 5u);  // No card drawn: the effect was countered.
  EXPECT_THAT(t.violations(), IsEmpty());
}

TEST(RiseCardData, Rule703_2_OnlyATriggeredAbilityHasAnInterveningCondition) {
  auto ability = [](const std::string& a) {
    return CardFromJson(R"({"code":"X1","name":"x","type":"reinforcement","life":1,)"
                        R"("abilities":[)" +
                        a + "]}")
        .status();
  };
  EXPECT_TRUE(ability(R"({"kind":"triggered","on":"enters","condition":{"check":"handAtMost",)"
                      R"("amount":3},"effects":[{"action":"draw","amount":1}]})")
                  .ok());
  EXPECT_THAT(ability(R"({"kind":"paid","condition":{"check":"commanderDamaged"},)"
                      R"("effects":[{"action":"draw","amount":1}]})")
                  .message(),
              HasSubstr("abilities[0].condition: only a triggered ability"));
  EXPECT_THAT(ability(R"({"kind":"triggered","on":"enters","condition":{"check":"unitsAtLeast"},)"
                      R"("effects":[{"action":"draw","amount":1}]})")
                  .message(),
              HasSubstr("condition.amount"));
  EXPECT_THAT(ability(R"({"kind":"triggered","on":"enters","condition":{"check":"handAtMost",)"
                      R"("amount":-1},"effects":[{"action":"draw","amount":1}]})")
                  .message(),
              HasSubstr("condition.amount"));
}

}  // namespace
}  // namespace tcgjudge::rise::testing
