// The mutation battery (issue 26): every ruleset's sample logs, mutated at random from a seed
// (lines dropped, repeated and swapped, bytes changed, numbers and card ids replaced, list
// elements repeated, members dropped or added), imported one by one. Whatever a mutation makes:
// no crash, import accepts it (exit 0) or refuses it as bad input (exit 3) and nothing else; an
// imported game folds (its audit exits 0 or 1: never "not checked", never an integrity failure);
// and its export imports into another store and exports again byte for byte. Rulesets are found
// through the samples' folders (samples/<ruleset>/cards.jsonl), so a new ruleset's samples are
// mutated too. TJ_MUTATIONS (default 300) and TJ_MUTATION_SEED (default 26) change the run; the
// ctest entry "mutation_soak" (label soak) runs 3,000.

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <iterator>
#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/judge_event_commands.h"
#include "cli/rulesets.h"
#include "tests/cli/command_fixture.h"

namespace tcgjudge {
namespace {

using testing::ReadFile;

namespace fs = std::filesystem;

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples";

int EnvOr(const char* name, int fallback) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0' ? std::atoi(value) : fallback;
}

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// A sample log: its lines and its game id.
struct Sample {
  std::string name;
  std::string game;
  std::vector<std::string> lines;
};

// Every game log of every ruleset's samples folder (not its cards).
std::vector<Sample> Samples() {
  std::vector<Sample> samples;
  std::vector<fs::path> files;
  for (const auto& ruleset : fs::directory_iterator(kSamples)) {
    if (!fs::exists(ruleset.path() / "cards.jsonl")) continue;
    for (const auto& file : fs::directory_iterator(ruleset.path())) {
      if (file.path().extension() == ".jsonl" && file.path().filename() != "cards.jsonl") {
        files.push_back(file.path());
      }
    }
  }
  std::sort(files.begin(), files.end());
  const std::regex game_member("\"game\":\"([^\"]+)\"");
  for (const fs::path& file : files) {
    Sample sample{file.parent_path().filename().string() + "/" + file.filename().string(), "",
                  Lines(ReadFile(file.string()))};
    std::smatch match;
    if (!sample.lines.empty() && std::regex_search(sample.lines[0], match, game_member)) {
      sample.game = match[1];
    }
    samples.push_back(std::move(sample));
  }
  return samples;
}

void ReplaceAll(std::string* text, const std::string& from, const std::string& to) {
  for (size_t at = 0; (at = text->find(from, at)) != std::string::npos; at += to.size()) {
    text->replace(at, from.size(), to);
  }
}

// Mutates `lines` once, at random; returns what it did.
std::string Mutate(std::vector<std::string>* lines, std::mt19937_64& rng) {
  auto pick = [&](size_t n) { return static_cast<size_t>(rng() % std::max<size_t>(n, 1)); };
  std::vector<std::string>& l = *lines;
  const size_t i = pick(l.size());
  std::string& line = l[i];
  switch (rng() % 10) {
    case 0:
      l.erase(l.begin() + static_cast<ptrdiff_t>(i));
      return "drop line " + std::to_string(i + 1);
    case 1:
      l.insert(l.begin() + static_cast<ptrdiff_t>(i), line);
      return "repeat line " + std::to_string(i + 1);
    case 2:
      if (i + 1 < l.size()) std::swap(l[i], l[i + 1]);
      return "swap lines " + std::to_string(i + 1) + "," + std::to_string(i + 2);
    case 3: {
      const size_t at = pick(line.size());
      static const char kBytes[] = "\"{}[],:0123456789AB -\\\xC3\xFFxnt";
      line[at] = kBytes[pick(sizeof(kBytes) - 1)];
      return "byte " + std::to_string(at) + " of line " + std::to_string(i + 1);
    }
    case 4: {  // A number replaced.
      static const char* kNumbers[] = {"0",          "1",          "2",        "-1",
                                       "255",        "256",        "65536",    "4294967296",
                                       "2147483648", "9223372036854775808",    "1e300", "0.5"};
      std::vector<size_t> starts;
      for (size_t k = 1; k < line.size(); ++k) {
        if (std::isdigit(static_cast<unsigned char>(line[k])) && line[k - 1] == ':') {
          starts.push_back(k);
        }
      }
      if (starts.empty()) return "no number on line " + std::to_string(i + 1);
      const size_t at = starts[pick(starts.size())];
      size_t end = at;
      while (end < line.size() && std::isdigit(static_cast<unsigned char>(line[end]))) ++end;
      line.replace(at, end - at, kNumbers[pick(std::size(kNumbers))]);
      return "number at " + std::to_string(at) + " of line " + std::to_string(i + 1);
    }
    case 5: {  // A card id replaced by another card, of either seat.
      const std::regex card("\"([AB])([0-9]{1,2})\"");
      std::vector<std::smatch> found;
      for (auto it = std::sregex_iterator(line.begin(), line.end(), card);
           it != std::sregex_iterator(); ++it) {
        found.push_back(*it);
      }
      if (found.empty()) return "no card on line " + std::to_string(i + 1);
      const std::smatch& m = found[pick(found.size())];
      const std::string replacement = std::string("\"") + (rng() % 2 ? "A" : "B") +
                                      std::to_string(1 + pick(60)) + "\"";
      line.replace(static_cast<size_t>(m.position(0)), static_cast<size_t>(m.length(0)),
                   replacement);
      return "card on line " + std::to_string(i + 1);
    }
    case 6: {  // The first element of a list repeated.
      const size_t open = line.find('[', pick(line.size()));
      if (open == std::string::npos) return "no list on line " + std::to_string(i + 1);
      const size_t comma = line.find_first_of(",]", open);
      if (comma == std::string::npos || comma == open + 1) return "empty list";
      const std::string element = line.substr(open + 1, comma - open - 1);
      line.insert(open + 1, element + ",");
      return "list element repeated on line " + std::to_string(i + 1);
    }
    case 7: {  // A member dropped.
      const size_t quote = line.find(",\"", pick(line.size()));
      if (quote == std::string::npos) return "no member";
      const size_t next = line.find_first_of(",}", line.find(':', quote) + 1);
      if (next == std::string::npos) return "no member end";
      line.erase(quote, next - quote);
      return "member dropped on line " + std::to_string(i + 1);
    }
    case 8:  // A member added.
      if (!line.empty() && line.back() == '}') line.insert(line.size() - 1, ",\"x\":1");
      return "member added on line " + std::to_string(i + 1);
    default:  // Cut short.
      line.resize(pick(line.size()));
      return "line " + std::to_string(i + 1) + " cut";
  }
}

class MutationTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto sources = ResolveCardSources({kSamples});
    ASSERT_TRUE(sources.ok()) << sources.status().ToString();
    auto rulesets = LoadRulesets(*sources);
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
  }

  CommandContext On(const std::string& store) {
    CommandContext ctx = Context(false, rulesets_.get());
    ctx.db_path = (dir_ / store).string();
    return ctx;
  }
};

TEST_F(MutationTest, NoMutationCrashesStoresWhatCannotFoldOrExportsWhatDoesNotReimport) {
  const std::vector<Sample> samples = Samples();
  ASSERT_GE(samples.size(), 2u);
  const int count = EnvOr("TJ_MUTATIONS", 300);
  std::mt19937_64 rng(static_cast<uint64_t>(EnvOr("TJ_MUTATION_SEED", 26)));
  int imported = 0, refused = 0;
  for (int n = 0; n < count; ++n) {
    const Sample& sample = samples[n % samples.size()];
    const std::string game = "mut-" + std::to_string(n);
    std::vector<std::string> lines = sample.lines;
    if (rng() % 2 == 0) {  // Without the links, a change reaches the rules instead of the chain.
      for (std::string& line : lines) {
        const size_t at = line.find(",\"prevHash\":\"");
        if (at != std::string::npos) line.erase(at, 13 + 64 + 1);
      }
    }
    std::string what;
    for (int k = 0, edits = 1 + static_cast<int>(rng() % 3); k < edits; ++k) {
      what += (what.empty() ? "" : "; ") + Mutate(&lines, rng);
    }
    std::string text;
    for (std::string line : lines) {
      ReplaceAll(&line, "\"" + sample.game + "\"", "\"" + game + "\"");
      text += line + "\n";
    }
    SCOPED_TRACE(sample.name + " mutation " + std::to_string(n) + ": " + what);
    const std::string file = WriteTemp(game + ".jsonl", text);
    const int exit_code = Run([&] { return ImportCommand(On("store"), {file}); });
    ASSERT_TRUE(exit_code == kExitOk || exit_code == kExitBadInput)
        << "import exited " << exit_code << ": " << err_.str();
    if (exit_code != kExitOk) {
      ++refused;
      continue;
    }
    ++imported;
    // Every game the file stored (a mutated game id makes another game): each folds, and its
    // export imports into an empty store and exports again byte for byte.
    const std::regex stored(": game ([^ :]+)(: | is already stored)");
    const std::string report = out_.str();
    for (auto it = std::sregex_iterator(report.begin(), report.end(), stored);
         it != std::sregex_iterator(); ++it) {
      const std::string id = (*it)[1];
      AuditCommandOptions audit;
      audit.games = {id};
      audit.keys_dir = (dir_ / "no-keys").string();
      const int audited = Run([&] { return AuditCommand(On("store"), audit); });
      // A paper game may leave decisions open (exit 6): checked, not clean.
      EXPECT_TRUE(audited == kExitOk || audited == kExitRefused || audited == kExitOpen)
          << id << ": audit exited " << audited << ": " << out_.str() << err_.str();
      ASSERT_EQ(Run([&] { return ExportCommand(On("store"), id, ""); }), kExitOk) << err_.str();
      const std::string exported = out_.str();
      const std::string again = WriteTemp(game + ".export.jsonl", exported);
      const std::string fresh = "again-" + std::to_string(n);
      ASSERT_EQ(Run([&] { return ImportCommand(On(fresh), {again}); }), kExitOk)
          << id << ": the export does not import: " << err_.str();
      ASSERT_EQ(Run([&] { return ExportCommand(On(fresh), id, ""); }), kExitOk) << err_.str();
      EXPECT_EQ(out_.str(), exported) << id << ": the export does not re-import byte for byte";
      fs::remove(again);
      fs::remove_all(dir_ / fresh);
    }
    fs::remove(file);
  }
  std::printf("%d mutations: %d imported (folded, re-exported byte for byte), %d refused\n",
              count, imported, refused);
  EXPECT_GT(imported, 0) << "no mutation imported: the battery tests nothing";
  EXPECT_GT(refused, 0);
}

}  // namespace
}  // namespace tcgjudge
