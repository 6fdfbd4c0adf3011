// §14.2, §17.3, §18: windows, the numbered stack, insertion above ①, yielding, resolution from the
// top.

#include "engine/myth/field.h"
#include "tests/engine/myth/table.h"

namespace tcgjudge::myth::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

std::vector<CardId> StackCards(const Table& t) {
  std::vector<CardId> out;
  for (const Entry& e : t.s.window.stack) out.push_back(e.card);
  return out;
}

// A holds a 2-灵力 [火球术] and B three instants ([五雷诀], [藤蔓陷阱], [妙手]) and 灵力.
struct Stack : Table {
  Stack()
      : Table(Seats{.a = {kFireball, kRabbit, kVineTrap},
                    .b = {kFiveThunder, kVineTrap, kQuickHand, kRabbit, kSkyTrooper}}) {
    Put(fireball, Zone::kHand);
    Put(a_trap, Zone::kHand);
    Put(thunder, Zone::kHand);
    Put(trap, Zone::kHand);
    Put(quick, Zone::kHand);
    Put(b_trooper, Zone::kHand);
    Put(rabbit, Zone::kField);
    a_spirit = Spirit(Seat::kA, 4);
    b_spirit = Spirit(Seat::kB, 6);
  }
  CardId fireball = Extra(Seat::kA, 0), rabbit = Extra(Seat::kB, 3), a_trap = Extra(Seat::kA, 2);
  CardId thunder = Extra(Seat::kB, 0), trap = Extra(Seat::kB, 1), quick = Extra(Seat::kB, 2);
  CardId b_trooper = Extra(Seat::kB, 4);
  std::vector<CardId> a_spirit, b_spirit;
  std::vector<CardId> BSpirit(int from, int n) {
    return std::vector<CardId>(b_spirit.begin() + from, b_spirit.begin() + from + n);
  }
};

TEST(MythRule17_3, ACardUsedWithNoWindowOpenIsTheFirstEntryOfANewWindow) {
  Stack t;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{
                                    t.fireball, {1}, {t.rabbit}, {t.a_spirit[0], t.a_spirit[1]}}})
                  .ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_TRUE(t.s.window.open);
  EXPECT_EQ(t.s.window.kind, WindowKind::kUse);
  EXPECT_THAT(StackCards(t), ElementsAre(t.fireball));
  EXPECT_EQ(t.s.Card(t.fireball).zone, Zone::kStack);
  EXPECT_EQ(t.s.waiting_for, Seat::kB);  // §18.4: the other player may respond.
  EXPECT_TRUE(t.s.Card(t.a_spirit[0]).tapped);
}

TEST(MythRule18_5, AResponseIsInsertedAtAnyPositionAboveTheFirst) {
  Stack t;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{
                                    t.fireball, {1}, {t.rabbit}, {t.a_spirit[0], t.a_spirit[1]}}})
                  .ok());
  // B: [五雷诀] on top (②).
  ASSERT_TRUE(
      t.Apply(Seat::kB, Decision{UseCard{t.thunder, {2}, {t.rabbit}, t.BSpirit(0, 2)}}).ok());
  EXPECT_EQ(t.s.waiting_for, Seat::kA);  // §18.4: the responder yields.
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  EXPECT_EQ(t.s.waiting_for, Seat::kB);  // A did not respond: B may add more.
  // B inserts [藤蔓陷阱] at ②, between ① and [五雷诀] (now ③), as §18.5's card C.
  ASSERT_TRUE(t.Apply(Seat::kB, Decision{UseCard{t.trap, {2}, {t.rabbit}, t.BSpirit(2, 1)}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_THAT(StackCards(t), ElementsAre(t.fireball, t.trap, t.thunder));
  // And [妙手] on top, ④.
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  ASSERT_TRUE(t.Apply(Seat::kB, Decision{UseCard{t.quick, {4}, {}, t.BSpirit(3, 1)}}).ok());
  EXPECT_THAT(StackCards(t), ElementsAre(t.fireball, t.trap, t.thunder, t.quick));
  // Two passes resolve the whole stack from the top (§18.2): the spells reach the discard pile in
  // that order; the rabbit dies once [五雷诀] has resolved (M-16), so [藤蔓陷阱] and [火球术] find
  // no target (§16.2).
  t.PassBoth();
  EXPECT_FALSE(t.s.window.open);
  EXPECT_THAT(t.s.Player(Seat::kB).discard, ElementsAre(t.quick, t.thunder, t.rabbit, t.trap));
  EXPECT_THAT(t.s.Player(Seat::kA).discard, ElementsAre(t.fireball));
  EXPECT_EQ(t.s.wait, Wait::kMain);
}

TEST(MythRule18_5, NothingIsInsertedBelowTheFirstEntry) {
  Stack t;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{
                                    t.fireball, {1}, {t.rabbit}, {t.a_spirit[0], t.a_spirit[1]}}})
                  .ok());
  ASSERT_TRUE(
      t.Apply(Seat::kB, Decision{UseCard{t.thunder, {1}, {t.rabbit}, t.BSpirit(0, 2)}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.stack.insert-below-first"));
  EXPECT_THAT(StackCards(t), ElementsAre(t.thunder, t.fireball));  // What the table did.
}

TEST(MythRule18_5, APositionAboveTheTopIsRefused) {
  Stack t;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{
                                    t.fireball, {1}, {t.rabbit}, {t.a_spirit[0], t.a_spirit[1]}}})
                  .ok());
  const State before = t.s;
  Status refused =
      t.Apply(Seat::kB, Decision{UseCard{t.thunder, {3}, {t.rabbit}, t.BSpirit(0, 2)}});
  EXPECT_EQ(refused.message(), "useCard.at: position 3 is not on the stack (1..2)");
  EXPECT_TRUE(t.s == before);
}

TEST(MythRule18_4, OnlyInstantCardsRespond) {
  Stack t;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{
                                    t.fireball, {1}, {t.rabbit}, {t.a_spirit[0], t.a_spirit[1]}}})
                  .ok());
  ASSERT_TRUE(t.Apply(Seat::kB, Decision{UseCard{t.b_trooper, {2}, {}, t.BSpirit(0, 3)}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.card.not-instant"));
}

TEST(MythRule18_4, ANonInstantCardInAnEmptySpecialWindowIsFlagged) {
  Stack t;
  ASSERT_TRUE(t.Pass(Seat::kA).ok());  // The end of the main phase: an empty window, A first.
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{
                                    t.fireball, {1}, {t.rabbit}, {t.a_spirit[0], t.a_spirit[1]}}})
                  .ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.card.not-instant"));
}

TEST(MythRule17_4, AnInstantUsedInAnEmptyWindowIsItsFirstEntry) {
  Stack t;
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  ASSERT_TRUE(t.Pass(Seat::kA).ok());  // A lets B act in the end-of-main window.
  ASSERT_TRUE(t.Apply(Seat::kB, Decision{UseCard{t.quick, {1}, {}, t.BSpirit(0, 1)}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_THAT(StackCards(t), ElementsAre(t.quick));
  EXPECT_EQ(t.s.waiting_for, Seat::kA);
}

TEST(MythRule18_4, ActingWithoutPriorityIsFlaggedAndDoesNothing) {
  Stack t;
  const size_t hand = t.s.Player(Seat::kB).hand.size();
  ASSERT_TRUE(t.Apply(Seat::kB, Decision{UseCard{t.quick, {1}, {}, t.BSpirit(0, 1)}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.window.priority"));
  EXPECT_EQ(t.s.Player(Seat::kB).hand.size(), hand);
  EXPECT_FALSE(t.s.window.open);
}

// §14.2: [巡山力士] "横置:对目标生物造成1点伤害" (no 【灵动】) and [灵狐] (【灵动】).
struct Skills : Table {
  Skills() : Table(Seats{.a = {kPatrol, kFireball}, .b = {kPatrol, kNimbleFox, kRabbit}}) {
    Put(a_patrol, Zone::kField);
    Put(b_patrol, Zone::kField);
    Put(fox, Zone::kField);
    Put(rabbit, Zone::kField);
    Put(fireball, Zone::kHand);
    a_spirit = Spirit(Seat::kA, 2);
    b_spirit = Spirit(Seat::kB, 2);
  }
  CardId a_patrol = Extra(Seat::kA, 0), fireball = Extra(Seat::kA, 1);
  CardId b_patrol = Extra(Seat::kB, 0), fox = Extra(Seat::kB, 1), rabbit = Extra(Seat::kB, 2);
  std::vector<CardId> a_spirit, b_spirit;
};

TEST(MythRule14_2, AnActivatedSkillIsTheFirstEntryOfANewWindowInTheActivePlayersMainPhase) {
  Skills t;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{ActivateSkill{t.a_patrol, 0, {1}, {t.rabbit}, {}}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_TRUE(t.s.Card(t.a_patrol).tapped);
  ASSERT_EQ(t.s.window.stack.size(), 1u);
  EXPECT_EQ(t.s.window.stack[0].kind, EntryKind::kSkill);
  t.PassBoth();
  EXPECT_EQ(t.s.Card(t.rabbit).damage, 1);
}

TEST(MythRule14_2, AnActivatedSkillWithoutNimbleCannotRespond) {
  Skills t;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{t.fireball, {1}, {t.rabbit}, t.a_spirit}}).ok());
  ASSERT_TRUE(t.Apply(Seat::kB, Decision{ActivateSkill{t.b_patrol, 0, {2}, {t.rabbit}, {}}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.skill.not-nimble"));
}

TEST(MythRule14_2, ANimbleSkillMayRespond) {
  Skills t;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{t.fireball, {1}, {t.rabbit}, t.a_spirit}}).ok());
  ASSERT_TRUE(t.Apply(Seat::kB, Decision{ActivateSkill{t.fox, 0, {2}, {}, {t.b_spirit[0]}}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  t.PassBoth();
  Context c = t.Ctx();
  EXPECT_EQ(Power(c, t.fox), 2);  // §25.1: printed 1, +1.
}

TEST(MythRule14_2, ThePassivePlayerCannotStartAnActivatedSkillInItsOwnWindow) {
  Skills t;
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  ASSERT_TRUE(t.Pass(Seat::kA).ok());  // B holds priority in the end-of-main window.
  ASSERT_TRUE(
      t.Apply(Seat::kB, Decision{ActivateSkill{t.b_patrol, 0, {1}, {t.a_patrol}, {}}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.skill.not-nimble"));
}

}  // namespace
}  // namespace tcgjudge::myth::testing
