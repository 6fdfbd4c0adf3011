// Side-decking between the duels of a match (§100.3, docs/rulings-rise.md R-34), through the
// judge's match path (judge/match.h DeckFindings, which asks RiseRuleset::SideboardProblems in a
// later duel) and the game's own deck check at the start of each duel (RiseRuleset::Start). A
// match of three duels of the bot decks, A registering a constructed sideboard of ten.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/rise/bot_deck.h"
#include "engine/rise/rise_ruleset.h"
#include "judge/match.h"

namespace tcgjudge::rise::testing {
namespace {

// Ten cards of A's council deck, each name then at four copies across deck and sideboard.
const std::vector<std::string> kSideboard = {"R-102", "R-102", "R-104", "R-104", "R-105",
                                             "R-105", "R-106", "R-106", "R-115", "R-115"};

class RiseMatch : public ::testing::Test {
 protected:
  void SetUp() override {
    auto rules =
        RiseRuleset::FromCardFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/rise/cards.jsonl");
    ASSERT_TRUE(rules.ok()) << rules.status().ToString();
    rules_ = std::move(rules).value();
    Header header = RiseBotHeader("r2-t5-1");
    header.players[0].side_deck = kSideboard;
    header.tournament = "Regional";
    header.match = "R2-T5";
    for (uint8_t duel = 1; duel <= 3; ++duel) {
      GameInfo info;
      info.header = header;
      info.header.duel = duel;
      info.header.game_id = "r2-t5-" + std::to_string(duel);
      info.game_id = info.header.game_id;
      games_.push_back(info);
    }
  }

  Player& A(size_t duel) { return games_[duel - 1].header.players[0]; }

  // The codes of what the desk finds in `duel` against the match's first duel.
  std::vector<std::string> Findings(size_t duel, std::vector<DeckFinding>* out = nullptr) {
    std::vector<DeckFinding> found = DeckFindings(*rules_, games_, {}, games_[duel - 1].header);
    std::vector<std::string> codes;
    for (const DeckFinding& f : found) {
      EXPECT_EQ(f.reference_game, "r2-t5-1");
      EXPECT_EQ(f.violation.seq, 1u);
      codes.push_back(f.violation.code);
    }
    if (out != nullptr) *out = std::move(found);
    return codes;
  }

  // The codes the game itself flags at its start (deck construction, §100).
  std::vector<std::string> StartCodes(size_t duel) {
    std::vector<Violation> violations;
    auto started = rules_->Start(games_[duel - 1].header, &violations);
    EXPECT_TRUE(started.ok()) << started.status().ToString();
    std::vector<std::string> codes;
    for (const Violation& v : violations) codes.push_back(v.code);
    return codes;
  }

  // Moves deck[deck_index] into the sideboard and sideboard[side_index] into the deck.
  static void Exchange(Player& p, size_t deck_index, size_t side_index) {
    std::swap(p.deck[deck_index], p.side_deck[side_index]);
  }

  std::unique_ptr<Ruleset> rules_;
  std::vector<GameInfo> games_;
};

using Codes = std::vector<std::string>;

TEST_F(RiseMatch, Rule100_3_BetweenDuelsDeckCardsAreExchangedWithSideboardCards) {
  EXPECT_TRUE(rules_->SideboardsBetweenDuels());
  EXPECT_EQ(StartCodes(1), Codes{}) << "the registered lists are a legal constructed deck";
  // Duel 2: two deck cards out, two sideboard cards in; duel 3: four more, other ones.
  Exchange(A(2), 0, 0);
  Exchange(A(2), 59, 9);
  for (size_t i = 0; i < 4; ++i) Exchange(A(3), 20 + i, 2 + i);
  ASSERT_NE(A(2).deck, A(1).deck);
  for (size_t duel : {2, 3}) {
    EXPECT_EQ(Findings(duel), Codes{}) << "duel " << duel;
    EXPECT_EQ(StartCodes(duel), Codes{}) << "duel " << duel;
  }
  EXPECT_EQ(Findings(1), Codes{}) << "duel 1 of players who registered nothing: nothing to check";
}

TEST_F(RiseMatch, Rule100_3_ACardFromOutsideTheRegisteredListsIsFlagged) {
  // Duel 2: a deck card traded for a card in neither list (an R-003 nobody registered).
  const std::string out = A(2).deck[10];
  A(2).deck[10] = "R-003";
  std::vector<DeckFinding> found;
  ASSERT_EQ(Findings(2, &found), Codes{"rise.deck.side-exchange-cards"});
  EXPECT_EQ(found[0].violation.player, Seat::kA);
  const std::string& message = found[0].violation.message;
  EXPECT_NE(message.find("A's deck and sideboard differ from the registered ones: 1 × "),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("(R-003) not registered; 1 × "), std::string::npos) << message;
  EXPECT_NE(message.find("(" + out + ") missing"), std::string::npos) << message;
  EXPECT_NE(message.find("§100.3"), std::string::npos) << message;
  // The exchange between the two lists is legal; B's lists are untouched.
  Exchange(A(3), 10, 3);
  EXPECT_EQ(Findings(3), Codes{});
}

TEST_F(RiseMatch, Rule100_3_AConstructedExchangeIsOneForOneTheSideboardKeepsTen) {
  // Duel 2: a sideboard card moved into the deck with none going back: the cards are those
  // registered, but the sideboard has 9, which the game's own check at its start flags (§100.3).
  A(2).deck.push_back(A(2).side_deck.back());
  A(2).side_deck.pop_back();
  EXPECT_EQ(Findings(2), Codes{}) << "the same cards across the two lists";
  EXPECT_EQ(StartCodes(2), Codes{"rise.deck.sideboard"});
}

TEST_F(RiseMatch, Rule100_3_ADuelThatRecordsNoSideboardHasItsDeckCheckedAlone) {
  // A header without a sideboard records none (docs/desk.md): duel 2's deck, exchanged with the
  // sideboard, holds registered cards only; duel 3's holds one that is in neither list.
  Exchange(A(2), 0, 0);
  A(2).side_deck.clear();
  EXPECT_EQ(Findings(2), Codes{});
  EXPECT_EQ(StartCodes(2), Codes{});
  A(3).deck[0] = "R-003";
  A(3).side_deck.clear();
  std::vector<DeckFinding> found;
  ASSERT_EQ(Findings(3, &found), Codes{"rise.deck.side-exchange-cards"});
  const std::string& message = found[0].violation.message;
  EXPECT_NE(message.find("(R-003) not registered;"), std::string::npos) << message;
  EXPECT_EQ(message.find("missing"), std::string::npos) << message;
}

TEST_F(RiseMatch, Rule100_3_TheCommanderIsNotExchanged) {
  A(2).extra_deck = {"R-C02"};
  std::vector<DeckFinding> found;
  ASSERT_EQ(Findings(2, &found), Codes{"rise.deck.side-exchange-commander"});
  EXPECT_NE(found[0].violation.message.find("A's commander is not the one registered"),
            std::string::npos)
      << found[0].violation.message;
}

TEST_F(RiseMatch, Rule100_3_ALimitedDeckTakesAnyCardsOfItsPoolAndKeepsThirty) {
  // §100.3: a limited sideboard is every card of the pool not in the deck, so exchanges need not
  // be one for one; the deck keeps its limited minimum (§100.1), the game's own check.
  for (GameInfo& g : games_) {
    g.header.options = AllOptions(Options{.format = Format::kLimited});
    Player& a = g.header.players[0];
    a.side_deck.insert(a.side_deck.end(), a.deck.begin() + 40, a.deck.end());
    a.deck.resize(40);
    a.side_deck.push_back("R-101");  // a 5th copy in the pool: limited has no limit (§100.4).
  }
  EXPECT_EQ(StartCodes(1), Codes{});
  // Duel 2: three pool cards in, none out (43 cards, a sideboard of 28).
  for (int i = 0; i < 3; ++i) {
    A(2).deck.push_back(A(2).side_deck.back());
    A(2).side_deck.pop_back();
  }
  EXPECT_EQ(Findings(2), Codes{});
  EXPECT_EQ(StartCodes(2), Codes{});
  // Duel 3: eleven cards out to the pool: 29 cards, below the limited minimum.
  for (int i = 0; i < 11; ++i) {
    A(3).side_deck.push_back(A(3).deck.back());
    A(3).deck.pop_back();
  }
  EXPECT_EQ(Findings(3), Codes{});
  EXPECT_EQ(StartCodes(3), Codes{"rise.deck.size"});
}

TEST_F(RiseMatch, Rule100_3_ARegisteredPlayerIsCheckedAgainstTheRegistration) {
  Registration registration;
  registration.tournament = "Regional";
  registration.ruleset = "rise";
  registration.player = A(1);
  const Registration registrations[] = {registration};
  Exchange(A(2), 5, 5);
  EXPECT_TRUE(DeckFindings(*rules_, games_, registrations, games_[1].header).empty());
  A(3).side_deck[0] = "R-003";
  const std::vector<DeckFinding> found =
      DeckFindings(*rules_, games_, registrations, games_[2].header);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].violation.code, "rise.deck.side-exchange-cards");
  EXPECT_TRUE(found[0].registration);
}

}  // namespace
}  // namespace tcgjudge::rise::testing
