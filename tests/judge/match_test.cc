// The duels of a match (issue 32): Yu-Gi-Oh §1.1.3's side-decking between duels, on the
// hand-written match of samples/ygo/ (match-r4-t7-1..3): duel 2 exchanges two cards one for one
// with the side deck (legal), duel 3 adds a card without taking one out, brings in an
// unregistered card and shrinks the side deck (illegal). The findings are pinned in
// samples/ygo/match-r4-t7.sideboard.expected.txt (TJ_UPDATE_EXPECTED=1 rewrites it).

#include "judge/match.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "engine/wheel/wheel_ruleset.h"
#include "engine/ygo/ygo_ruleset.h"
#include "events/jsonl.h"

namespace tcgjudge {
namespace {

const std::string kYgoSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/";

Header DuelHeader(int duel) {
  auto lines = ReadJsonLinesFile(kYgoSamples + "match-r4-t7-" + std::to_string(duel) + ".jsonl");
  EXPECT_TRUE(lines.ok()) << lines.status().ToString();
  if (!lines.ok()) return {};
  return std::get<Header>(lines->front().event.body);
}

std::vector<GameInfo> Match() {
  std::vector<GameInfo> games;
  for (int duel = 1; duel <= 3; ++duel) {
    GameInfo info;
    info.header = DuelHeader(duel);
    info.game_id = info.header.game_id;
    games.push_back(info);
  }
  return games;
}

TEST(Match, ALaterDuelIsCheckedAgainstTheMatchsFirstDuel) {
  const std::vector<GameInfo> games = Match();
  EXPECT_EQ(games[1].header.match, "R4-T7");
  EXPECT_EQ(games[1].header.duel, 2);
  EXPECT_FALSE(MatchReference(games, games[0].header)) << "duel 1 is the reference itself";
  for (int later : {1, 2}) {
    auto reference = MatchReference(games, games[later].header);
    ASSERT_TRUE(reference) << later;
    EXPECT_EQ(reference->game_id, "match-r4-t7-1");
  }
  Header other = games[2].header;
  other.match = "R4-T8";
  EXPECT_FALSE(MatchReference(games, other)) << "another match";
  EXPECT_EQ(MatchText(games[2].header), "R4-T7 duel 3");
}

TEST(Match, TheDuelsOfAMatchAreListedTogether) {
  Header a, b, c, d;
  a.match = "M1", a.duel = 1;
  b.game_id = "lone";
  c.match = "M1", c.duel = 3;
  d.match = "M1", d.duel = 2;
  const Header* headers[] = {&c, &b, &a, &d};
  EXPECT_EQ(MatchOrder(headers), (std::vector<size_t>{2, 3, 0, 1}));
}

TEST(Match, YgoSideDeckingIsOneForOne_Rule1_1_3) {
  auto rules = ygo::YgoRuleset::FromCardFile(kYgoSamples + "cards.jsonl");
  ASSERT_TRUE(rules.ok()) << rules.status().ToString();
  const std::vector<GameInfo> games = Match();
  // Duel 2: two Rush Recklessly out, the two Effect Veilers of the side deck in.
  EXPECT_TRUE(DeckFindings(**rules, games, {}, games[1].header).empty());
  EXPECT_TRUE(DeckFindings(**rules, games, {}, games[0].header).empty())
      << "duel 1 of players who registered nothing is checked against nothing";
  std::string found;
  for (const DeckFinding& finding : DeckFindings(**rules, games, {}, games[2].header)) {
    EXPECT_FALSE(finding.registration);
    EXPECT_EQ(finding.reference_game, "match-r4-t7-1");
    const Violation& v = finding.violation;
    EXPECT_EQ(v.seq, 1u);
    EXPECT_EQ(v.player, Seat::kA);
    found += v.code + "  " + v.message + "\n";
  }
  const std::string expected_path = kYgoSamples + "match-r4-t7.sideboard.expected.txt";
  if (std::getenv("TJ_UPDATE_EXPECTED") != nullptr) {
    std::ofstream(expected_path, std::ios::binary) << found;
  }
  std::ifstream in(expected_path, std::ios::binary);
  std::ostringstream expected;
  expected << in.rdbuf();
  EXPECT_EQ(found, expected.str());
  EXPECT_NE(found.find("ygo.deck.side-exchange-size  A's main deck has 41 cards, registered 40"),
            std::string::npos)
      << found;
  EXPECT_NE(found.find("1 Monster Reborn (83764718) not registered; 1 Sangan (26202165) missing"),
            std::string::npos)
      << found;
  EXPECT_TRUE(rules.value()->SideboardsBetweenDuels());
}

// 永恒之轮 has no side deck (docs/rulings-wheel.md W-29; 零次元 A-114 and 神话起源 M-25 read the
// same): every duel of a match is played with the same deck, so a later duel is checked exactly
// like the first, against the match's first duel or the registration.
class WheelMatch : public ::testing::Test {
 protected:
  void SetUp() override {
    auto rules = wheel::WheelRuleset::FromCardFile(std::string(TCGJUDGE_SOURCE_DIR) +
                                                   "/samples/wheel/cards.jsonl");
    ASSERT_TRUE(rules.ok()) << rules.status().ToString();
    rules_ = std::move(rules).value();
    auto lines =
        ReadJsonLinesFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/wheel/sample-game.jsonl");
    ASSERT_TRUE(lines.ok()) << lines.status().ToString();
    const Header sample = std::get<Header>(lines->front().event.body);
    for (uint8_t duel = 1; duel <= 2; ++duel) {
      GameInfo info;
      info.header = sample;
      info.header.tournament = "Regional";
      info.header.match = "R1-T3";
      info.header.duel = duel;
      info.header.game_id = "r1-t3-" + std::to_string(duel);
      info.game_id = info.header.game_id;
      games_.push_back(info);
    }
  }
  std::vector<std::string> Codes(const std::vector<DeckFinding>& findings) {
    std::vector<std::string> codes;
    for (const DeckFinding& f : findings) codes.push_back(f.violation.code);
    return codes;
  }
  std::unique_ptr<Ruleset> rules_;
  std::vector<GameInfo> games_;
};

TEST_F(WheelMatch, AGameWithoutSideDeckingKeepsItsDeckBetweenDuels_ReadingW29) {
  EXPECT_FALSE(rules_->SideboardsBetweenDuels());
  EXPECT_TRUE(DeckFindings(*rules_, games_, {}, games_[1].header).empty())
      << "the same deck in duel 2 is what the rules allow";
  // Duel 2: A plays one card of another code in place of one of duel 1's.
  std::vector<std::string>& deck = games_[1].header.players[0].deck;
  const std::string out = deck.front();
  const std::string in = deck.back();
  ASSERT_NE(out, in);
  deck.front() = in;
  const std::vector<DeckFinding> found = DeckFindings(*rules_, games_, {}, games_[1].header);
  ASSERT_EQ(Codes(found), std::vector<std::string>{"match.deck-changed"});
  EXPECT_EQ(found[0].reference_game, "r1-t3-1");
  EXPECT_EQ(found[0].violation.player, Seat::kA);
  EXPECT_EQ(found[0].violation.seq, 1u);
  const std::string& message = found[0].violation.message;
  EXPECT_NE(message.find("A's main deck (" + std::to_string(deck.size()) +
                         " cards) is not the one bot-a played in duel 1 (r1-t3-1)"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("1 × " + in + " not played there; 1 × " + out + " missing"),
            std::string::npos)
      << message;
  EXPECT_NE(message.find("no side-decking between duels"), std::string::npos) << message;
}

TEST_F(WheelMatch, ALaterDuelOfARegisteredPlayerIsCheckedAgainstTheRegistration_ReadingW29) {
  Registration registration;
  registration.tournament = "Regional";
  registration.ruleset = "wheel";
  registration.player = games_[0].header.players[0];
  std::vector<std::string>& deck = games_[1].header.players[0].deck;
  deck.pop_back();
  const Registration registrations[] = {registration};
  const std::vector<DeckFinding> found =
      DeckFindings(*rules_, games_, registrations, games_[1].header);
  ASSERT_EQ(Codes(found), std::vector<std::string>{"registration.deck-differs"});
  EXPECT_TRUE(found[0].registration);
  EXPECT_NE(found[0].violation.message.find("is not the one bot-a registered"), std::string::npos)
      << found[0].violation.message;
}

}  // namespace
}  // namespace tcgjudge
