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
  // A ruleset without a sideboarding rule finds nothing (the default).
  EXPECT_TRUE(rules.value()->Ruleset::SideboardProblems(Seat::kA, {}, {}).empty());
}

}  // namespace
}  // namespace tcgjudge
