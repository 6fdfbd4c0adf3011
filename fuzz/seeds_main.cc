// `fuzz_seeds SAMPLES_DIR CORPUS_DIR`: writes the seed corpora of the fuzz targets from the
// bundled samples (SAMPLES_DIR is samples/, a folder per ruleset): the 零次元 game logs whole and
// their openings (jsonl_import), the stored bytes and the JSON line of one event of each kind and
// of the last event with a recorded state key and hash (stored_event, json_fast),
// snapshots of the sample games every 10 events (snapshot, ygo_snapshot, myth_snapshot,
// wheel_snapshot, rise_snapshot), each card set whole and card by card (card_set, ygo_card_set,
// myth_card_set, wheel_card_set, rise_card_set), stored registrations (registration) and the
// samples' notation files (notation). The
// 神话起源, 永恒之轮 and 崛起TCG logs seed jsonl_import, stored_event and json_fast too, so those
// targets start from every vocabulary.
// Every seed is checked to pass its entry point, so the corpora start from accepted inputs.

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "engine/all_rulesets.h"
#include "engine/fold.h"
#include "engine/ygo/ygo_ruleset.h"
#include "engine/zero/card_info.h"
#include "engine/zero/zero_ruleset.h"
#include "events/codec.h"
#include "events/jsonl.h"
#include "events/ygo/card_set.h"
#include "events/zero/card_set.h"
#include "fuzz/entry_points.h"
#include "store/registration.h"

namespace {

using namespace tcgjudge;
namespace fs = std::filesystem;

int Fail(const std::string& what) {
  std::fprintf(stderr, "fuzz_seeds: %s\n", what.c_str());
  return 1;
}

// Fail for the helpers that answer whether they wrote every seed.
bool Complain(const std::string& what) {
  Fail(what);
  return false;
}

// Writes `data` as CORPUS_DIR/<target>/<name> after checking that the target accepts it.
bool WriteSeed(const fs::path& corpus, std::string_view target, const std::string& name,
               const std::string& data) {
  Status accepted = fuzz::RunTarget(target, data);
  if (!accepted.ok()) {
    std::fprintf(stderr, "fuzz_seeds: %s/%s is refused: %s\n", std::string(target).c_str(),
                 name.c_str(), accepted.message().c_str());
    return false;
  }
  fs::create_directories(corpus / target);
  std::ofstream(corpus / target / name, std::ios::binary) << data;
  return true;
}

// The first `n` lines of `text`.
std::string FirstLines(const std::string& text, int n) {
  size_t end = 0;
  for (int i = 0; i < n && end != std::string::npos; ++i) {
    end = text.find('\n', end);
    if (end != std::string::npos) ++end;
  }
  return end == std::string::npos ? text : text.substr(0, end);
}

// The game log at `path` whole and its opening (jsonl_import), and the stored bytes and the JSON
// line of its first event of each kind (stored_event, json_fast).
bool WriteLogSeeds(const std::string& path, const fs::path& corpus, const std::string& game) {
  Result<std::string> text = ReadTextFile(path, kMaxJsonLinesFileBytes);
  if (!text.ok()) return Complain(text.status().message());
  bool ok = WriteSeed(corpus, fuzz::kJsonlImport, game + ".jsonl", *text);
  ok &= WriteSeed(corpus, fuzz::kJsonlImport, game + "-opening.jsonl", FirstLines(*text, 12));
  Result<std::vector<JsonLine>> lines = ParseJsonLines(*text, path);
  if (!lines.ok()) return Complain(lines.status().message());
  std::set<std::string> kinds;
  for (const JsonLine& line : *lines) {
    const std::string kind(EventKindName(line.event));
    if (kinds.insert(kind).second) {
      const std::string name = game + "-" + std::to_string(line.event.seq) + "-" + kind;
      ok &= WriteSeed(corpus, fuzz::kStoredEvent, name, EncodeEvent(line.event));
      ok &= WriteSeed(corpus, fuzz::kJsonFast, name, EventToJson(line.event));
    }
  }
  // The last event as a recording tool stores it: with a state key, and with a state hash beside
  // it as in a log recorded before state keys (Event.state_key, state_hash).
  Event recorded = lines->back().event;
  recorded.state_key = 0x0123456789abcdefULL;
  const std::string name = game + "-" + std::to_string(recorded.seq) + "-recorded";
  ok &= WriteSeed(corpus, fuzz::kStoredEvent, name + "-key", EncodeEvent(recorded));
  ok &= WriteSeed(corpus, fuzz::kJsonFast, name + "-key", EventToJson(recorded));
  recorded.state_hash = 0xfedcba9876543210ULL;
  ok &= WriteSeed(corpus, fuzz::kStoredEvent, name + "-both", EncodeEvent(recorded));
  ok &= WriteSeed(corpus, fuzz::kJsonFast, name + "-both", EventToJson(recorded));
  return ok;
}

// Snapshots of the game at `path` as `engine` folds it, every 10 events, as `target` seeds.
bool WriteSnapshotSeeds(const Ruleset& engine, const std::string& path, std::string_view target,
                        const fs::path& corpus, const std::string& game, size_t every = 10) {
  Result<std::vector<JsonLine>> lines = ReadJsonLinesFile(path);
  if (!lines.ok()) return Complain(lines.status().message());
  std::vector<Event> events;
  for (const JsonLine& line : *lines) events.push_back(line.event);
  bool ok = true;
  // The effective line is not needed here: any state the fold reaches is a state a snapshot may
  // hold.
  for (size_t n = 1; n <= events.size(); n += every) {
    Result<FoldResult> folded = Fold(engine, std::span<const Event>(events.data(), n));
    if (!folded.ok()) break;  // A reversal the plain fold cannot take: enough seeds.
    ok &= WriteSeed(corpus, target, game + "-" + std::to_string(n),
                    engine.EncodeSnapshot(*folded->state));
  }
  return ok;
}

// The Yu-Gi-Oh seeds: its card set whole and card by card, snapshots of its sample duels.
bool WriteYgoSeeds(const fs::path& samples, const fs::path& corpus) {
  const std::string cards_path = (samples / "cards.jsonl").string();
  Result<std::string> card_text = ReadTextFile(cards_path, kMaxJsonLinesFileBytes);
  if (!card_text.ok()) return Complain(card_text.status().message());
  bool ok = WriteSeed(corpus, fuzz::kYgoCardSet, "cards.jsonl", *card_text);
  Result<ygo::CardSet> set = ygo::ParseCardSet(*card_text, cards_path);
  if (!set.ok()) return Complain(set.status().message());
  for (const ygo::cards::Card& card : set->cards()) {
    // A card that names others is a seed only within its set (the whole set above).
    if (!fuzz::LoadYgoCardSet(ygo::CardToJson(card) + "\n").ok()) continue;
    ok &= WriteSeed(corpus, fuzz::kYgoCardSet, "card-" + card.code, ygo::CardToJson(card) + "\n");
  }
  Result<std::unique_ptr<Ruleset>> engine = ygo::YgoRuleset::FromCardFile(cards_path);
  if (!engine.ok()) return Complain(engine.status().message());
  for (const std::string game : {"sample-game", "sample-game-illegal"}) {
    const std::string path = (samples / (game + ".jsonl")).string();
    ok &= WriteLogSeeds(path, corpus, "ygo-" + game);
    ok &= WriteSnapshotSeeds(**engine, path, fuzz::kYgoSnapshot, corpus, game);
  }
  return ok;
}

// A ruleset whose seeds are its sample logs, snapshots of them and its card set line by line:
// `snapshot` and `card_set` name its targets.
bool WriteRulesetSeeds(std::string_view id, std::string_view snapshot, std::string_view card_set,
                       const fs::path& samples, const fs::path& corpus) {
  const fs::path folder = samples / id;
  const std::string cards_path = (folder / "cards.jsonl").string();
  Result<std::string> card_text = ReadTextFile(cards_path, kMaxJsonLinesFileBytes);
  if (!card_text.ok()) return Complain(card_text.status().message());
  bool ok = WriteSeed(corpus, card_set, "cards.jsonl", *card_text);
  size_t begin = 0;
  for (int line = 1; begin < card_text->size(); ++line) {
    size_t end = card_text->find('\n', begin);
    if (end == std::string::npos) end = card_text->size();
    const std::string card = card_text->substr(begin, end - begin) + "\n";
    begin = end + 1;
    // A card that names others is a seed only within its set (the whole set above).
    if (card.size() > 1 && fuzz::RunTarget(card_set, card).ok()) {
      ok &= WriteSeed(corpus, card_set, "card-" + std::to_string(line), card);
    }
  }
  const RulesetFactory* factory = nullptr;
  for (const RulesetFactory& f : kRulesetFactories) {
    if (f.id == id) factory = &f;
  }
  if (factory == nullptr) return Complain("no ruleset " + std::string(id) + " in this build");
  Result<std::unique_ptr<Ruleset>> engine = factory->from_card_file(cards_path);
  if (!engine.ok()) return Complain(engine.status().message());
  for (const std::string game : {"sample-game", "sample-game-illegal"}) {
    const std::string path = (folder / (game + ".jsonl")).string();
    ok &= WriteLogSeeds(path, corpus, std::string(id) + "-" + game);
    ok &= WriteSnapshotSeeds(**engine, path, snapshot, corpus, game);
  }
  // A recorded (paper) game, where the ruleset has one: its log, and a snapshot after every event
  // (the state's paper part: handles, knowledge, open questions; docs/paper-games.md).
  if (const fs::path paper = folder / "paper-game.jsonl"; fs::exists(paper)) {
    ok &= WriteLogSeeds(paper.string(), corpus, std::string(id) + "-paper-game");
    ok &= WriteSnapshotSeeds(**engine, paper.string(), snapshot, corpus, "paper-game", 1);
  }
  return ok;
}

// Stored registrations: a first one and a correction, as the store keeps them.
bool WriteRegistrationSeeds(const fs::path& corpus) {
  Registration registration;
  registration.tournament = "2026-11 Regional";
  registration.ruleset = "ygo";
  registration.player.name = "Aiko Tanaka";
  registration.player.player_id = "JP-0042";
  registration.player.deck = {"Y01", "Y01", "Y02"};
  registration.player.side_deck = {"Y03"};
  registration.time = "2026-11-27T09:00:00Z";
  registration.judge_id = "judge-1";
  registration.public_key.fill(7);
  registration.signature.fill(9);
  bool ok = WriteSeed(corpus, fuzz::kRegistration, "first",
                      fuzz::RegistrationInput(RegistrationKey(registration),
                                              EncodeRegistration(registration)));
  registration.number = 2;
  registration.reason = "a misspelt card corrected before round 1";
  registration.player.extra_deck = {"Y40"};
  ok &= WriteSeed(corpus, fuzz::kRegistration, "correction",
                  fuzz::RegistrationInput(RegistrationKey(registration),
                                          EncodeRegistration(registration)));
  return ok;
}

// The notation files of the samples (samples/<id>/*.tjn, docs/notation.md), whole.
bool WriteNotationSeeds(const fs::path& samples, const fs::path& corpus) {
  bool ok = true;
  for (const fs::directory_entry& folder : fs::directory_iterator(samples)) {
    if (!folder.is_directory()) continue;
    for (const fs::directory_entry& file : fs::directory_iterator(folder.path())) {
      if (file.path().extension() != ".tjn") continue;
      Result<std::string> text = ReadTextFile(file.path().string(), kMaxJsonLinesFileBytes);
      if (!text.ok()) return Complain(text.status().message());
      const std::string name =
          folder.path().filename().string() + "-" + file.path().stem().string();
      ok &= WriteSeed(corpus, fuzz::kNotation, name, *text);
    }
  }
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) return Fail("usage: fuzz_seeds SAMPLES_DIR CORPUS_DIR");
  const fs::path samples = fs::path(argv[1]) / "zero";
  const fs::path corpus = argv[2];
  bool ok = true;

  Result<CardSet> cards = LoadCardSetFile((samples / "cards.jsonl").string());
  if (!cards.ok()) return Fail(cards.status().message());
  const zero::ZeroRuleset engine(zero::CardTable(*cards));

  for (const char* game : {"sample-game", "bot-game-clean", "bot-game-illegal"}) {
    const std::string path = (samples / (std::string(game) + ".jsonl")).string();
    ok &= WriteLogSeeds(path, corpus, game);
    ok &= WriteSnapshotSeeds(engine, path, fuzz::kSnapshot, corpus, game);
  }

  const std::string cards_path = (samples / "cards.jsonl").string();
  Result<std::string> card_text = ReadTextFile(cards_path, kMaxJsonLinesFileBytes);
  if (!card_text.ok()) return Fail(card_text.status().message());
  ok &= WriteSeed(corpus, fuzz::kCardSet, "cards.jsonl", *card_text);
  for (const cards::CardDef& card : cards->cards()) {
    ok &= WriteSeed(corpus, fuzz::kCardSet, "card-" + card.code, CardToJson(card) + "\n");
  }
  ok &= WriteYgoSeeds(fs::path(argv[1]) / "ygo", corpus);
  ok &= WriteRulesetSeeds("myth", fuzz::kMythSnapshot, fuzz::kMythCardSet, argv[1], corpus);
  ok &= WriteRulesetSeeds("wheel", fuzz::kWheelSnapshot, fuzz::kWheelCardSet, argv[1], corpus);
  ok &= WriteRulesetSeeds("rise", fuzz::kRiseSnapshot, fuzz::kRiseCardSet, argv[1], corpus);
  ok &= WriteRegistrationSeeds(corpus);
  ok &= WriteNotationSeeds(argv[1], corpus);
  return ok ? 0 : 1;
}
