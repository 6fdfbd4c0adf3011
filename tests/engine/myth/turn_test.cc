// §3, §17.4: the turn's steps and their special windows; §1.1, §1.2: the game's end.

#include "engine/myth/field.h"
#include "tests/engine/myth/table.h"

namespace tcgjudge::myth::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

// The active player passes in the main phase; then both pass every empty window until the next
// player's main phase.
void EndTurn(Table& t) {
  ASSERT_EQ(t.s.wait, Wait::kMain);
  ASSERT_TRUE(t.Pass(t.s.turn.active).ok());
  t.PassToMain();
}

TEST(MythRule17_4, EveryStepHoldsItsWindowTheActivePlayerFirst) {
  Table t;
  ASSERT_TRUE(t.Pass(Seat::kA).ok());  // Leaves the main phase.
  EXPECT_EQ(t.s.turn.step, Step::kMainEnd);
  EXPECT_TRUE(t.s.window.open);
  EXPECT_EQ(t.s.window.kind, WindowKind::kSpecial);
  EXPECT_EQ(t.s.waiting_for, Seat::kA);  // §18.3.
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  EXPECT_EQ(t.s.waiting_for, Seat::kB);
  ASSERT_TRUE(t.Pass(Seat::kB).ok());  // Skipped (§18.3); no discard, no discard window.
  EXPECT_EQ(t.s.turn.step, Step::kTurnEnd);
  t.PassBoth();
  // B's turn: reset, draw (one card, M-2), end of preparation, each a window.
  EXPECT_EQ(t.s.turn.number, 2u);
  EXPECT_EQ(t.s.turn.active, Seat::kB);
  EXPECT_EQ(t.s.turn.step, Step::kReset);
  EXPECT_EQ(t.s.waiting_for, Seat::kB);
  t.PassBoth();
  EXPECT_EQ(t.s.turn.step, Step::kDraw);
  EXPECT_EQ(t.s.Player(Seat::kB).hand.size(), 6u);
  t.PassBoth();
  EXPECT_EQ(t.s.turn.step, Step::kPrepEnd);
  t.PassBoth();
  EXPECT_EQ(t.s.turn.step, Step::kMain);
  EXPECT_EQ(t.s.wait, Wait::kMain);
  EXPECT_THAT(t.flagged, IsEmpty());
}

TEST(MythRule18_3, ThePassivePlayerActingFirstInAnEmptyWindowIsFlagged) {
  Table t;
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  ASSERT_TRUE(t.Pass(Seat::kB).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.window.priority"));
  EXPECT_EQ(t.s.waiting_for, Seat::kA);  // Nothing happened.
}

TEST(MythRule3, TheResetStepResetsWhatTheActivePlayerControls) {
  Table t(Seats{.a = {kPatrol}});
  const CardId patrol = Table::Extra(Seat::kA, 0);
  t.Put(patrol, Zone::kField);
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 2);
  t.s.Card(patrol).tapped = true;
  t.s.Card(spirit[0]).tapped = true;
  t.s.Card(t.General(Seat::kA)).tapped = true;
  EndTurn(t);  // B's turn: A's cards stay tapped.
  EXPECT_TRUE(t.s.Card(patrol).tapped);
  EndTurn(t);  // A's turn 3.
  EXPECT_EQ(t.s.turn.number, 3u);
  EXPECT_FALSE(t.s.Card(patrol).tapped);
  EXPECT_FALSE(t.s.Card(spirit[0]).tapped);
  EXPECT_FALSE(t.s.Card(t.General(Seat::kA)).tapped);
}

TEST(MythRule17_4, TheDiscardStepDiscardsDownToSevenAndOpensItsWindow) {
  Table t;
  for (int i = 0; i < 4; ++i) t.Put(t.s.Player(Seat::kA).library.front(), Zone::kHand);
  ASSERT_EQ(t.s.Player(Seat::kA).hand.size(), 9u);
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  t.PassBoth();  // The end of the main phase.
  EXPECT_EQ(t.s.wait, Wait::kDiscard);
  const std::vector<CardId> hand = t.s.Player(Seat::kA).hand;
  ASSERT_TRUE(t.Apply(Seat::kA, DiscardCards{{hand[0], hand[1]}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_EQ(t.s.Player(Seat::kA).hand.size(), 7u);
  EXPECT_THAT(t.s.Player(Seat::kA).discard, ElementsAre(hand[0], hand[1]));
  EXPECT_EQ(t.s.turn.step, Step::kDiscard);  // 弃牌时: its window.
  EXPECT_TRUE(t.s.window.open);
}

TEST(MythRule17_4, KeepingMoreThanSevenOrDiscardingTooManyIsFlagged) {
  Table t;
  for (int i = 0; i < 4; ++i) t.Put(t.s.Player(Seat::kA).library.front(), Zone::kHand);
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  t.PassBoth();
  ASSERT_TRUE(t.Apply(Seat::kA, DiscardCards{{t.s.Player(Seat::kA).hand[0]}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.turn.hand-limit"));
  Table u;
  for (int i = 0; i < 4; ++i) u.Put(u.s.Player(Seat::kA).library.front(), Zone::kHand);
  ASSERT_TRUE(u.Pass(Seat::kA).ok());
  u.PassBoth();
  ASSERT_TRUE(u.Pass(Seat::kA).ok());  // Keeps 9.
  EXPECT_THAT(u.flagged, ElementsAre("myth.turn.hand-limit"));
  EXPECT_EQ(u.s.turn.step, Step::kTurnEnd);  // No discard, no window (§17.4).
}

TEST(MythRule17_4, DiscardingWhenNotAskedIsFlagged) {
  Table t;
  ASSERT_TRUE(t.Apply(Seat::kA, DiscardCards{{t.s.Player(Seat::kA).hand[0]}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.turn.hand-limit"));
}

TEST(MythRule1_1, ADrawFromAnEmptyLibraryLoses) {
  Table t;
  while (!t.s.Player(Seat::kB).library.empty()) {
    t.Put(t.s.Player(Seat::kB).library.front(), Zone::kDiscard);
  }
  EndTurn(t);
  EXPECT_TRUE(t.s.over);
  EXPECT_EQ(t.s.losers, 2);  // B lost; A wins (§1.1: the loser is decided first).
  EXPECT_EQ(t.s.end_reason, "B had to draw from an empty library (§1.1 #2)");
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.game.over"));
}

TEST(MythRule1_2, BothPlayersUnableToDrawBothLoseThereAreNoDraws) {
  Table t(Seats{.a = {kCourtesy}});
  const CardId courtesy = Table::Extra(Seat::kA, 0);
  t.Put(courtesy, Zone::kHand);
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 2);
  for (Seat seat : {Seat::kA, Seat::kB}) {
    while (!t.s.Player(seat).library.empty()) {
      t.Put(t.s.Player(seat).library.front(), Zone::kDiscard);
    }
  }
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{courtesy, {1}, {}, spirit}}).ok());
  t.PassBoth();  // [礼尚往来] resolves: both must draw and cannot.
  EXPECT_TRUE(t.s.over);
  EXPECT_EQ(t.s.losers, 3);
  EXPECT_NE(t.s.end_reason.find("both players lose, there are no draws (§1.2)"), std::string::npos);
}

TEST(MythRule1_1, AGeneralWithNoLifeLeftLoses) {
  Table t(Seats{.a = {kFireball}});
  const CardId fireball = Table::Extra(Seat::kA, 0);
  t.Put(fireball, Zone::kHand);
  t.s.Card(t.General(Seat::kB)).damage = 19;
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 2);
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{UseCard{fireball, {1}, {t.General(Seat::kB)}, spirit}}).ok());
  t.PassBoth();
  EXPECT_TRUE(t.s.over);
  EXPECT_EQ(t.s.losers, 2);
  Context c = t.Ctx();
  EXPECT_EQ(LifeLeft(c, t.General(Seat::kB)), -1);
}

TEST(MythRule1_1, ConcedingLoses) {
  Table t;
  ASSERT_TRUE(t.Apply(Seat::kB, Concede{}).ok());
  EXPECT_TRUE(t.s.over);
  EXPECT_EQ(t.s.losers, 2);
}

}  // namespace
}  // namespace tcgjudge::myth::testing
