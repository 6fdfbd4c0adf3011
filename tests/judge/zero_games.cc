#include "tests/judge/zero_games.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "events/zero/card_set.h"
#include "events/jsonl.h"

namespace tcgjudge::testing {

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";

const zero::ZeroRuleset& Zero() {
  static const zero::ZeroRuleset* rules = [] {
    auto set = LoadCardSetFile(kSamples + "cards.jsonl");
    EXPECT_TRUE(set.ok()) << set.status().ToString();
    return new zero::ZeroRuleset(zero::CardTable(set.value()));
  }();
  return *rules;
}

std::vector<Event> SampleGame(const std::string& name) {
  auto lines = ReadJsonLinesFile(kSamples + name + ".jsonl");
  EXPECT_TRUE(lines.ok()) << lines.status().ToString();
  std::vector<Event> log;
  if (lines.ok()) {
    for (const JsonLine& line : *lines) log.push_back(line.event);
  }
  return log;
}

std::vector<std::string> SampleGameNames() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(kSamples)) {
    if (entry.path().extension() == ".jsonl" && entry.path().stem() != "cards") {
      names.push_back(entry.path().stem().string());
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<std::unique_ptr<GameState>> StatesAlong(const std::vector<Event>& line) {
  std::vector<std::unique_ptr<GameState>> states;
  std::vector<Violation> ignored;
  auto start = Zero().Start(std::get<Header>(line.front().body), &ignored);
  EXPECT_TRUE(start.ok()) << start.status().ToString();
  if (!start.ok()) return states;
  states.push_back(std::move(start).value());
  for (size_t i = 1; i < line.size(); ++i) {
    std::unique_ptr<GameState> next = states.back()->Clone();
    auto applied = Zero().Apply(*next, line[i]);
    EXPECT_TRUE(applied.ok()) << "seq " << line[i].seq << ": " << applied.status().ToString();
    if (!applied.ok()) return states;
    states.push_back(std::move(next));
  }
  return states;
}

Result<GameReview> ReviewWithHashes(std::span<const Event> log) {
  ReviewOptions options;
  options.state_hashes = true;
  return ReviewGame(Zero(), log, options);
}

std::vector<Event> EventsOf(std::span<const Event> log, std::span<const uint32_t> seqs) {
  std::vector<Event> events;
  events.reserve(seqs.size());
  for (uint32_t seq : seqs) events.push_back(log[seq - 1]);
  return events;
}

}  // namespace tcgjudge::testing
