// `fuzz_seeds SAMPLES_DIR CORPUS_DIR`: writes the seed corpora of the fuzz targets from the
// bundled samples (SAMPLES_DIR is samples/zero): game logs whole and their openings
// (jsonl_import), the stored bytes of one event of each kind (stored_event), snapshots of the
// sample games every 10 events (snapshot), and the card set whole and card by card (card_set).
// Every seed is checked to pass its entry point, so the corpora start from accepted inputs.

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "engine/fold.h"
#include "engine/zero/card_info.h"
#include "engine/zero/zero_ruleset.h"
#include "events/card_set.h"
#include "events/codec.h"
#include "events/jsonl.h"
#include "fuzz/entry_points.h"

namespace {

using namespace tcgjudge;
namespace fs = std::filesystem;

int Fail(const std::string& what) {
  std::fprintf(stderr, "fuzz_seeds: %s\n", what.c_str());
  return 1;
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

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) return Fail("usage: fuzz_seeds SAMPLES_DIR CORPUS_DIR");
  const fs::path samples = argv[1];
  const fs::path corpus = argv[2];
  bool ok = true;

  Result<CardSet> cards = LoadCardSetFile((samples / "cards.jsonl").string());
  if (!cards.ok()) return Fail(cards.status().message());
  const zero::ZeroRuleset engine(zero::CardTable(*cards));

  for (const char* game : {"sample-game", "bot-game-clean", "bot-game-illegal"}) {
    const std::string path = (samples / (std::string(game) + ".jsonl")).string();
    Result<std::string> text = ReadTextFile(path, kMaxJsonLinesFileBytes);
    if (!text.ok()) return Fail(text.status().message());
    ok &= WriteSeed(corpus, fuzz::kJsonlImport, std::string(game) + ".jsonl", *text);
    ok &= WriteSeed(corpus, fuzz::kJsonlImport, std::string(game) + "-opening.jsonl",
                    FirstLines(*text, 12));

    Result<std::vector<JsonLine>> lines = ParseJsonLines(*text, path);
    if (!lines.ok()) return Fail(lines.status().message());
    std::set<std::string> kinds;
    std::vector<Event> events;
    for (const JsonLine& line : *lines) {
      events.push_back(line.event);
      const std::string kind(EventKindName(line.event));
      if (kinds.insert(kind).second) {
        ok &= WriteSeed(corpus, fuzz::kStoredEvent,
                        std::string(game) + "-" + std::to_string(line.event.seq) + "-" + kind,
                        EncodeEvent(line.event));
      }
    }
    // Snapshots of the game as the engine folds it (the effective line is not needed here:
    // any state the fold reaches is a state a snapshot may hold).
    for (size_t n = 1; n <= events.size(); n += 10) {
      Result<FoldResult> folded = Fold(engine, std::span<const Event>(events.data(), n));
      if (!folded.ok()) break;  // A reversal the plain fold cannot take: enough seeds.
      ok &= WriteSeed(corpus, fuzz::kSnapshot, std::string(game) + "-" + std::to_string(n),
                      engine.EncodeSnapshot(*folded->state));
    }
  }

  const std::string cards_path = (samples / "cards.jsonl").string();
  Result<std::string> card_text = ReadTextFile(cards_path, kMaxJsonLinesFileBytes);
  if (!card_text.ok()) return Fail(card_text.status().message());
  ok &= WriteSeed(corpus, fuzz::kCardSet, "cards.jsonl", *card_text);
  for (const cards::CardDef& card : cards->cards()) {
    ok &= WriteSeed(corpus, fuzz::kCardSet, "card-" + card.code, CardToJson(card) + "\n");
  }
  return ok ? 0 : 1;
}
