// §17.2: the events that trigger skills, each once it has happened: a spell used (after it
// resolved), a creature or equipment card used (as it resolves, before it enters, M-22), a card
// discarded, exiled, put into a hand (a draw included); §2.2: putting a card into a hand.

#include "engine/myth/field.h"
#include "tests/engine/myth/table.h"

namespace tcgjudge::myth::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

inline constexpr const char* kSpellSense = "MX-021";
inline constexpr const char* kRemnant = "MX-022";
inline constexpr const char* kDispel = "MX-023";
inline constexpr const char* kTreasureChild = "MX-024";
inline constexpr const char* kPhantom = "MX-025";
inline constexpr const char* kSmith = "MX-026";

std::vector<CardId> Forming(const Table& t) {
  std::vector<CardId> out;
  for (const Trigger& trigger : t.s.forming) out.push_back(trigger.card);
  return out;
}

TEST(MythRule17_2, AUsedSpellTriggersOnceItHasResolved) {
  Table t(Seats{.a = {kSpellSense, kQuickHand}});
  const CardId sense = Table::Extra(Seat::kA, 0), quick = Table::Extra(Seat::kA, 1);
  t.Put(sense, Zone::kField);
  t.Put(quick, Zone::kHand);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{quick, {1}, {}, t.Spirit(Seat::kA, 1)}}).ok());
  EXPECT_THAT(t.s.triggers, IsEmpty());  // §17.2 #5: not while the spell is on the stack.
  t.PassBoth();
  EXPECT_EQ(t.s.wait, Wait::kTriggers);
  EXPECT_THAT(Forming(t), ElementsAre(sense));
}

TEST(MythRule17_2, AUsedCreatureCardTriggersTogetherWithItsEntering) {
  // M-22: the "used" trigger and the card's 【叫阵】 open one window.
  Table t(Seats{.a = {kSmith, kCraneGirl}});
  const CardId smith = Table::Extra(Seat::kA, 0), girl = Table::Extra(Seat::kA, 1);
  t.Put(smith, Zone::kField);
  t.Put(girl, Zone::kHand);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{girl, {1}, {}, t.Spirit(Seat::kA, 2)}}).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(girl).zone, Zone::kField);
  EXPECT_THAT(Forming(t), ElementsAre(smith, girl));
}

TEST(MythRule17_2, ADiscardedCardTriggersFromTheDiscardPile) {
  Table t(Seats{.a = {kRemnant}});
  const CardId remnant = Table::Extra(Seat::kA, 0);
  t.Put(remnant, Zone::kHand);
  for (int i = 0; i < 3; ++i) t.Put(t.s.Player(Seat::kA).library.front(), Zone::kHand);
  ASSERT_EQ(t.s.Player(Seat::kA).hand.size(), 9u);
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  t.PassBoth();
  ASSERT_EQ(t.s.wait, Wait::kDiscard);
  ASSERT_TRUE(t.Apply(Seat::kA, DiscardCards{{remnant, t.s.Player(Seat::kA).hand[0]}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_EQ(t.s.wait, Wait::kTriggers);
  EXPECT_THAT(Forming(t), ElementsAre(remnant));
}

TEST(MythRule17_2, AnExiledCardTriggers) {
  Table t(Seats{.b = {kPhantom}, .a_general = kDaji});
  const CardId phantom = Table::Extra(Seat::kB, 0);
  t.Put(phantom, Zone::kField);
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{ActivateSkill{t.General(Seat::kA), 0, {1}, {phantom}, {}}}).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(phantom).zone, Zone::kExiled);
  ASSERT_EQ(t.s.wait, Wait::kTriggers);
  EXPECT_EQ(t.s.waiting_for, Seat::kB);
  EXPECT_THAT(Forming(t), ElementsAre(phantom));
}

TEST(MythRule2_2, ACardPutIntoItsOwnersHandTriggersAndATokenLeavesTheGameInstead) {
  Table t(Seats{.a = {kDispel, kDispel, kMuster}, .b = {kTreasureChild, kRabbit}});
  const CardId dispel = Table::Extra(Seat::kA, 0), dispel2 = Table::Extra(Seat::kA, 1),
               muster = Table::Extra(Seat::kA, 2), child = Table::Extra(Seat::kB, 0),
               rabbit = Table::Extra(Seat::kB, 1);
  t.Put(dispel, Zone::kHand);
  t.Put(dispel2, Zone::kHand);
  t.Put(muster, Zone::kHand);
  t.Put(child, Zone::kField);
  t.Put(rabbit, Zone::kField);
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 6);
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{UseCard{dispel, {1}, {rabbit}, {spirit[0], spirit[1]}}}).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(rabbit).zone, Zone::kHand);
  EXPECT_TRUE(Contains(t.s.Player(Seat::kB).hand, rabbit));
  ASSERT_EQ(t.s.wait, Wait::kTriggers);
  EXPECT_THAT(Forming(t), ElementsAre(child));  // B's: a card was put into B's hand.
  ASSERT_TRUE(t.Apply(Seat::kB, Decision{OrderTriggers{{TriggerItem{child, 0, {}}}}}).ok());
  t.PassBoth();
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{muster, {1}, {}, {spirit[2], spirit[3]}}}).ok());
  t.PassBoth();
  const CardId soldier = CardId::Token(Seat::kA, 1);
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{UseCard{dispel2, {1}, {soldier}, {spirit[4], spirit[5]}}}).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(soldier).zone, Zone::kGone);  // §9.2.
  EXPECT_EQ(t.s.wait, Wait::kMain);                // Nothing was put into a hand.
}

TEST(MythRule17_2, ADrawIsAlsoACardPutIntoTheHand) {
  Table t(Seats{.a = {kTreasureChild, kQuickHand}});
  const CardId child = Table::Extra(Seat::kA, 0), quick = Table::Extra(Seat::kA, 1);
  t.Put(child, Zone::kField);
  t.Put(quick, Zone::kHand);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{quick, {1}, {}, t.Spirit(Seat::kA, 1)}}).ok());
  t.PassBoth();
  EXPECT_THAT(Forming(t), ElementsAre(child));
}

}  // namespace
}  // namespace tcgjudge::myth::testing
