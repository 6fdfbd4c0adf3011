// MythRuleset behind the seam: the header's decklists as a myth deck and the result the core
// cannot say (M-23), who sees what on the board (M-24), the board's life, stack and clock, and
// decisions a myth game does not have.

#include <gtest/gtest.h>

#include <algorithm>

#include "engine/myth/state.h"
#include "engine/table_layout.h"
#include "tests/engine/myth/rules.h"

namespace tcgjudge::myth::testing {
namespace {

Header BotDecks() {
  auto header = Rules().BotHeader("ruleset-test");
  TJ_CHECK(header.ok());
  return *header;
}

Event At(uint32_t seq, Actor actor, EventBody body) {
  Event event;
  event.game = "ruleset-test";
  event.seq = seq;
  event.actor = std::move(actor);
  event.body = std::move(body);
  return event;
}

// The game of `header` after both set-up shuffles (each library in decklist order).
std::unique_ptr<GameState> Started(const Header& header) {
  std::vector<Violation> violations;
  auto state = Rules().Start(header, &violations);
  TJ_CHECK_MSG(state.ok(), state.status().ToString().c_str());
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const Pending pending = Rules().PendingOf(**state);
    const auto* due = std::get_if<FactPoint>(&pending);
    TJ_CHECK(due != nullptr && due->seat == seat);
    std::vector<CardId> order = due->cards;
    std::sort(order.begin(), order.end());
    auto applied = Rules().Apply(**state, At(2 + SeatIndex(seat), TableActor{},
                                             Fact(ShuffleFact{seat, order})));
    TJ_CHECK(applied.ok() && applied->empty());
  }
  return std::move(state).value();
}

TEST(MythRuleM23, TheExtraDeckNamesTheGeneralThenTheTreasureNumberedAfterTheLibrary) {
  const Header header = BotDecks();
  ASSERT_EQ(header.players[1].extra_deck.size(), 2u);
  const auto state = Started(header);
  const State& s = State::Of(*state);
  const auto library = static_cast<uint16_t>(header.players[1].deck.size());
  EXPECT_EQ(s.Player(Seat::kB).general, (CardId{Seat::kB, static_cast<uint16_t>(library + 1)}));
  EXPECT_EQ(s.Player(Seat::kB).treasure, (CardId{Seat::kB, static_cast<uint16_t>(library + 2)}));
  EXPECT_EQ(s.Card(s.Player(Seat::kB).general).zone, Zone::kField);
  EXPECT_EQ(s.Player(Seat::kA).treasure, CardId{});
}

TEST(MythRuleM23, AHeaderWithoutAGeneralWithASideDeckOrWithBFirstIsRefused) {
  std::vector<Violation> violations;
  Header no_general = BotDecks();
  no_general.players[0].extra_deck.clear();
  auto refused = Rules().Start(no_general, &violations);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.status().message().find("header.players[0].extraDeck"), std::string::npos);

  Header side = BotDecks();
  side.players[1].side_deck = {"MO-010"};
  EXPECT_FALSE(Rules().Start(side, &violations).ok());

  Header b_first = BotDecks();
  b_first.first_player = Seat::kB;
  refused = Rules().Start(b_first, &violations);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.status().message().find("M-2"), std::string::npos);
}

TEST(MythRuleM23, AResultWithoutAWinnerIsBothPlayersLosingNeverADraw) {
  auto state = Started(BotDecks());
  JudgeAction judge;
  judge.action = GameResult{std::nullopt};
  ASSERT_TRUE(Rules().Apply(*state, At(4, JudgeActor{"J-1"}, judge)).ok());
  const Pending pending = Rules().PendingOf(*state);
  const auto* over = std::get_if<GameOver>(&pending);
  ASSERT_NE(over, nullptr);
  EXPECT_EQ(over->winner, std::nullopt);
  EXPECT_TRUE(over->all_lose) << "the result is all lose (issue 25), not a draw";
  EXPECT_NE(over->reason.find("both players lose, there are no draws (§1.2)"), std::string::npos);
  EXPECT_EQ(State::Of(*state).losers, 3);
  EXPECT_EQ(Rules().MakeBoard(*state).result.rfind("both players lose", 0), 0u)
      << "the board's result begins with the loss, never reads as a draw";
}

TEST(MythRuleM23, AJudgesResultNamingAWinnerMakesTheOtherPlayerLose) {
  auto state = Started(BotDecks());
  JudgeAction judge;
  judge.action = GameResult{Seat::kB};
  ASSERT_TRUE(Rules().Apply(*state, At(4, JudgeActor{"J-1"}, judge)).ok());
  const Pending pending = Rules().PendingOf(*state);
  const auto* over = std::get_if<GameOver>(&pending);
  ASSERT_NE(over, nullptr);
  EXPECT_EQ(over->winner, Seat::kB);
  EXPECT_EQ(State::Of(*state).losers, 1);
}

TEST(MythRuleM24, EachSeatSeesItsOwnHandAndNobodyALibrary) {
  const auto state = Started(BotDecks());
  const Board board = Rules().MakeBoard(*state);
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const BoardZone* hand = board.Zone(seat, "hand");
    ASSERT_NE(hand, nullptr);
    ASSERT_EQ(hand->cards.size(), 5u);  // M-2.
    for (const BoardCard& card : hand->cards) EXPECT_EQ(card.seen_by, SeatBit(seat));
    for (const BoardCard& card : board.Zone(seat, "library")->cards) {
      EXPECT_EQ(card.seen_by, kSeenByNobody);
    }
  }
}

TEST(MythSeam, TheBoardShowsTheGeneralsLifeAsThePlayersAndTheClockIsTheBoards) {
  const auto state = Started(BotDecks());
  const Board board = Rules().MakeBoard(*state);
  EXPECT_EQ(board.Player(Seat::kA)->life_points, 20);  // 帝辛 (§1.1).
  EXPECT_EQ(board.Player(Seat::kB)->life_points, 18);  // 妲己.
  const Clock clock = Rules().ClockOf(*state);
  EXPECT_EQ(clock.turn, board.turn);
  EXPECT_EQ(clock.step, board.step);
  EXPECT_EQ(clock.chain_depth, board.chain.size());
  EXPECT_TRUE(CheckTableLayout(Rules().Table(), board).ok());
}

TEST(MythSeam, ADecisionAMythGameDoesNotHaveIsRefused) {
  auto state = Started(BotDecks());
  auto refused = Rules().Apply(*state, At(4, Seat::kA, tcgjudge::Decision(ChooseYesNo{true})));
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.status().message().find("a myth game has no such decision"),
            std::string::npos);
}

TEST(MythSeam, EveryLegalDecisionOfThePositionFlagsNothing) {
  auto state = Started(BotDecks());
  const std::vector<tcgjudge::Decision> legal = Rules().LegalDecisions(*state);
  ASSERT_FALSE(legal.empty());
  const Seat player = std::get<DecisionPoint>(Rules().PendingOf(*state)).player;
  for (const tcgjudge::Decision& decision : legal) {
    auto copy = state->Clone();
    auto applied = Rules().Apply(*copy, At(4, player, decision));
    ASSERT_TRUE(applied.ok()) << applied.status().ToString();
    EXPECT_TRUE(applied->empty()) << DecisionKindName(decision);
  }
}

}  // namespace
}  // namespace tcgjudge::myth::testing
