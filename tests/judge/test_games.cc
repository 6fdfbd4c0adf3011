#include "tests/judge/test_games.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "engine/bot.h"
#include "events/zero/card_set.h"
#include "events/jsonl.h"

namespace tcgjudge::testing {

namespace {
const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";
}  // namespace

std::unique_ptr<zero::ZeroRuleset> SampleRuleset() {
  auto set = LoadCardSetFile(kSamples + "cards.jsonl");
  TJ_CHECK_MSG(set.ok(), "the bundled card set loads");
  return std::make_unique<zero::ZeroRuleset>(zero::CardTable(set.value()));
}

std::vector<std::vector<Event>> SampleGames() {
  std::vector<std::string> paths;
  for (const auto& entry : std::filesystem::directory_iterator(kSamples)) {
    if (entry.path().extension() == ".jsonl" && entry.path().filename() != "cards.jsonl") {
      paths.push_back(entry.path().string());
    }
  }
  std::sort(paths.begin(), paths.end());
  std::vector<std::vector<Event>> games;
  for (const std::string& path : paths) {
    auto lines = ReadJsonLinesFile(path);
    TJ_CHECK_MSG(lines.ok(), "the sample games load");
    std::vector<Event> log;
    for (const JsonLine& line : lines.value()) log.push_back(line.event);
    games.push_back(std::move(log));
  }
  return games;
}

std::vector<Event> BotGame(const Ruleset& ruleset, uint64_t seed) {
  auto header = ruleset.BotHeader("bot-" + std::to_string(seed));
  TJ_CHECK(header.ok());
  auto game = PlayBotGame(ruleset, *header, BotOptions{seed, 20000});
  TJ_CHECK_MSG(game.ok(), "bot games play");
  return game->log;
}

std::vector<Event> BackedUp(const std::vector<Event>& log, uint32_t back_to, uint32_t cut) {
  TJ_CHECK(back_to < cut && cut <= log.size());
  std::vector<Event> out(log.begin(), log.begin() + cut);
  Event back_up;
  back_up.game = log.front().game;
  back_up.seq = cut + 1;
  back_up.actor = JudgeActor{"J-1"};
  back_up.body = JudgeAction{{"902(1)"}, "backed up in a test", BackUp{back_to}};
  out.push_back(back_up);
  for (uint32_t seq = back_to + 1; seq <= cut; ++seq) {
    Event again = log[seq - 1];
    again.seq = static_cast<uint32_t>(out.size() + 1);
    out.push_back(std::move(again));
  }
  for (Event& e : out) e.prev_hash = EventHash{};
  return out;
}

GameLog Stored(MemoryEventLog& store, const std::vector<Event>& log) {
  std::vector<Event> events = log;
  for (Event& e : events) e.prev_hash = EventHash{};
  Status appended = store.Append(AppendRequest{log.front().game, 1, events});
  if (!appended.ok()) ADD_FAILURE() << appended.ToString();
  TJ_CHECK_MSG(appended.ok(), "test games store");
  auto stored = store.Read(log.front().game);
  TJ_CHECK(stored.ok());
  return GameLog::FromStored(std::move(stored).value());
}

}  // namespace tcgjudge::testing
