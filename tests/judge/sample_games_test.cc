// The bundled sample games, reviewed with their ruleset's engine and bundled card set
// (samples/zero/, samples/ygo/), must give exactly what their expected files record: the result,
// the final state's hash and every violation with its standing. Regenerate an expected file after a
// deliberate change with TJ_UPDATE_EXPECTED=1 and review the diff like code.

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/ygo/ygo_ruleset.h"
#include "engine/zero/zero_ruleset.h"
#include "events/hash.h"
#include "events/jsonl.h"
#include "events/zero/card_set.h"
#include "judge/review.h"

namespace tcgjudge {
namespace {

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";
const std::string kYgoSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/";

std::string Quote(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

// The review as the expected file writes it: one JSON object, one violation per line.
std::string Describe(const Ruleset& rules, const GameReview& review, const std::string& game) {
  const Pending pending = rules.PendingOf(*review.state);
  std::string result = "in progress";
  if (const auto* over = std::get_if<GameOver>(&pending)) {
    result = over->winner ? std::string(1, SeatLetter(*over->winner)) + " wins: " + over->reason
                          : "draw: " + over->reason;
  }
  char hash[17];
  std::snprintf(hash, sizeof(hash), "%016llx",
                static_cast<unsigned long long>(StateHash(rules, *review.state)));
  std::string out = "{\"game\": " + Quote(game) + ",\n \"result\": " + Quote(result) +
                    ",\n \"finalStateHash\": \"" + hash + "\",\n \"violations\": [";
  for (size_t i = 0; i < review.violations.size(); ++i) {
    const ReviewedViolation& v = review.violations[i];
    out += std::string(i == 0 ? "\n" : ",\n") + "  {\"seq\": " + std::to_string(v.violation.seq) +
           ", \"player\": \"" + SeatLetter(v.violation.player) +
           "\", \"code\": " + Quote(v.violation.code) + ", \"standing\": \"" +
           std::string(StandingName(v.standing)) +
           "\", \"message\": " + Quote(v.violation.message) + "}";
  }
  return out + "]}\n";
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

// Reviews every game of `dir` (its .jsonl files but the card set) with `rules` and compares it
// with the game's .expected.json.
void ExpectTheExpectedFiles(const Ruleset& rules, const std::string& dir) {
  int games = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string path = entry.path().string();
    if (entry.path().extension() != ".jsonl" || entry.path().filename() == "cards.jsonl") {
      continue;
    }
    ++games;
    auto lines = ReadJsonLinesFile(path);
    ASSERT_TRUE(lines.ok()) << lines.status().ToString();
    std::vector<Event> log;
    for (const JsonLine& line : lines.value()) log.push_back(line.event);
    auto review = ReviewGame(rules, log);
    ASSERT_TRUE(review.ok()) << path << ": " << review.status().ToString();
    const std::string actual = Describe(rules, review.value(), log.front().game);
    std::filesystem::path expected_path = entry.path();
    expected_path.replace_extension(".expected.json");
    if (std::getenv("TJ_UPDATE_EXPECTED") != nullptr) {
      std::ofstream(expected_path, std::ios::binary) << actual;
    }
    EXPECT_EQ(actual, ReadFile(expected_path.string())) << path;
  }
  EXPECT_GE(games, 1);
}

TEST(SampleGames, ReviewGivesWhatTheExpectedFilesRecord) {
  auto set = LoadCardSetFile(kSamples + "cards.jsonl");
  ASSERT_TRUE(set.ok()) << set.status().ToString();
  ExpectTheExpectedFiles(zero::ZeroRuleset(zero::CardTable(set.value())), kSamples);
}

TEST(SampleGames, YgoReviewGivesWhatTheExpectedFilesRecord) {
  auto rules = ygo::YgoRuleset::FromCardFile(kYgoSamples + "cards.jsonl");
  ASSERT_TRUE(rules.ok()) << rules.status().ToString();
  ExpectTheExpectedFiles(**rules, kYgoSamples);
}

// Stored logs never change meaning: every position of every sample game keeps the state hash it
// had when the sample was recorded (the hash an `append` or `simulate` of that time wrote into
// Event.state_hash), and the state key (Event.state_key). The digest is BLAKE2b-256 over the
// 16-hex-digit hashes (or keys) of every event, one per line; a change of the snapshot layout
// that alters any position's hash, or of the key's definition (docs/log-format.md, "Recorded state
// keys"), fails here.
// BLAKE2b-256 over the 16-hex-digit state hashes (`keys`: state keys, the kept one checked
// against the whole state's) of every position of the game at `path`.
std::string PositionDigest(const Ruleset& rules, const std::string& path, bool keys) {
  auto lines = ReadJsonLinesFile(path);
  EXPECT_TRUE(lines.ok()) << lines.status().ToString();
  if (!lines.ok()) return "";
  std::vector<Event> log;
  for (const JsonLine& line : lines.value()) log.push_back(line.event);
  ReviewOptions options;
  options.state_hashes = !keys;
  options.state_keys = keys;
  options.visit = [&](const ReplayStep& step) {
    if (keys) {
      EXPECT_EQ(rules.StateKey(step.state), rules.FullStateKey(step.state)) << path;
    }
  };
  auto replay = ReviewGame(rules, log, options);
  EXPECT_TRUE(replay.ok()) << path << ": " << replay.status().ToString();
  if (!replay.ok()) return "";
  const std::vector<uint64_t>& values = keys ? replay->state_keys : replay->state_hashes;
  EXPECT_EQ(values.size(), log.size()) << path;
  std::string hashes;
  for (uint64_t hash : values) {
    char hex[18];
    std::snprintf(hex, sizeof(hex), "%016llx\n", static_cast<unsigned long long>(hash));
    hashes += hex;
  }
  return HashToHex(Blake2b256(hashes));
}

TEST(SampleGames, EveryPositionKeepsTheStateHashItWasRecordedWith) {
  auto set = LoadCardSetFile(kSamples + "cards.jsonl");
  ASSERT_TRUE(set.ok()) << set.status().ToString();
  zero::ZeroRuleset rules(zero::CardTable(set.value()));
  const std::pair<const char*, const char*> kDigests[] = {
      {"sample-game", "ba06dfebc21023efd439838d45562dd6c532acc1e7a3cc0201abae3c00bfeb41"},
      {"bot-game-clean", "00c4183d60209d726134d71d592a576f24e6cd79932151a10697bf41c0199225"},
      {"bot-game-illegal", "eb811f24f9af0dbb93ea384d33f7b567dba19dd30629e2e51aaafd959f6a6f0e"},
  };
  for (const auto& [game, digest] : kDigests) {
    EXPECT_EQ(PositionDigest(rules, kSamples + game + ".jsonl", false), digest) << game;
  }
}

TEST(SampleGames, YgoEveryPositionKeepsTheStateHashItWasRecordedWith) {
  auto rules = ygo::YgoRuleset::FromCardFile(kYgoSamples + "cards.jsonl");
  ASSERT_TRUE(rules.ok()) << rules.status().ToString();
  const std::pair<const char*, const char*> kDigests[] = {
      {"sample-game", "5558a17463bd98e660776b349a84ca7ec8df2bea41d926e6216a955f403aebd8"},
      {"sample-game-illegal", "4ce6aaa8a918b4ac21b354f0e2f298e51e34c637cbb27569aabacc650d5f983f"},
  };
  for (const auto& [game, digest] : kDigests) {
    EXPECT_EQ(PositionDigest(**rules, kYgoSamples + game + ".jsonl", false), digest) << game;
  }
}

TEST(SampleGames, EveryPositionKeepsItsStateKey) {
  auto set = LoadCardSetFile(kSamples + "cards.jsonl");
  ASSERT_TRUE(set.ok()) << set.status().ToString();
  zero::ZeroRuleset rules(zero::CardTable(set.value()));
  const std::pair<const char*, const char*> kDigests[] = {
      {"sample-game", "cab27a2d50d6328cd72720e4efb296287c625e2555b0136889397f613d8f3eba"},
      {"bot-game-clean", "5e069c54180f035473a860a18560702a8a445c3c8be3c58cd449bb9213dab1f8"},
      {"bot-game-illegal", "bfaa67791ae8fb00895e7d6961232b1eccba14285ad5c3ee8ed73f3f3fdb51d3"},
  };
  for (const auto& [game, digest] : kDigests) {
    EXPECT_EQ(PositionDigest(rules, kSamples + game + ".jsonl", true), digest) << game;
  }
}

TEST(SampleGames, YgoEveryPositionKeepsItsStateKey) {
  auto rules = ygo::YgoRuleset::FromCardFile(kYgoSamples + "cards.jsonl");
  ASSERT_TRUE(rules.ok()) << rules.status().ToString();
  const std::pair<const char*, const char*> kDigests[] = {
      {"sample-game", "6ced6c7eeb89c51e4e98bc29f876f1c7cb713be20fc35d814049d3c9ef014bd2"},
      {"sample-game-illegal", "079e3c86ef024cc33c92729f255e16b4f01fd2f890e14b7a4be05cf640de5a1b"},
  };
  for (const auto& [game, digest] : kDigests) {
    EXPECT_EQ(PositionDigest(**rules, kYgoSamples + game + ".jsonl", true), digest) << game;
  }
}

}  // namespace
}  // namespace tcgjudge
