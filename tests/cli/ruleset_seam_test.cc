// The ruleset seam (docs/rulesets.md, "Adding a game"): a game is its own folders and docs plus
// two lines outside them, its entry in the ruleset list (rulesets.cmake) and its member of the
// log's Decision union (events/log.capnp). These tests read the list the build reads and check,
// for every ruleset of it, that the checklist's pieces are there, that the registry holds exactly
// the list, that no shared file names the ruleset, and that docs/rulesets.md names every piece
// this test requires (so the checklist and this test stay one).

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli/rulesets.h"
#include "events/vocabulary.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

const fs::path kRoot = TCGJUDGE_SOURCE_DIR;

std::string Read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

// The ids of `set(TCGJUDGE_RULESETS ...)` in rulesets.cmake, in order.
std::vector<std::string> ListedRulesets() {
  const std::string text = Read(kRoot / "rulesets.cmake");
  std::smatch list;
  EXPECT_TRUE(std::regex_search(text, list, std::regex(R"(set\(TCGJUDGE_RULESETS([^)]*)\))")));
  std::vector<std::string> ids;
  std::istringstream words(list[1].str());
  for (std::string word; words >> word;) ids.push_back(word);
  return ids;
}

std::string Instantiate(std::string path, const std::string& id) {
  for (size_t at; (at = path.find("<id>")) != std::string::npos;) path.replace(at, 4, id);
  return path;
}

// What every ruleset must have (docs/rulesets.md names each path as written here).
const char* const kRequiredFiles[] = {
    "events/<id>/CMakeLists.txt",
    "engine/<id>/CMakeLists.txt",
    "engine/<id>/<id>_ruleset.h",
    "tests/engine/<id>/CMakeLists.txt",
    "samples/<id>/cards.jsonl",
    "samples/<id>/README.md",
    "docs/rulings-<id>.md",
    "docs/rule-coverage-<id>.md",
};
// What a ruleset with a decision vocabulary of its own must have besides.
const char* const kVocabularyFiles[] = {
    "events/<id>/decision.capnp",
    "events/<id>/decision.h",
    "events/<id>/decision_text.h",
    "events/<id>/decision_codec.h",
};

TEST(RulesetSeam, TheRegistryHoldsExactlyTheRulesetList) {
  const std::vector<std::string> listed = ListedRulesets();
  ASSERT_FALSE(listed.empty());
  EXPECT_EQ(RulesetIds(), listed);
}

TEST(RulesetSeam, EveryRulesetOfTheListHasTheChecklistsFiles) {
  for (const std::string& id : ListedRulesets()) {
    for (const char* file : kRequiredFiles) {
      EXPECT_TRUE(fs::exists(kRoot / Instantiate(file, id))) << id << ": " << Instantiate(file, id);
    }
  }
  for (std::string_view id : kVocabularyRulesets) {
    for (const char* file : kVocabularyFiles) {
      EXPECT_TRUE(fs::exists(kRoot / Instantiate(file, std::string(id))))
          << id << ": " << Instantiate(file, std::string(id));
    }
  }
}

// Every vocabulary is a member of log.capnp's Decision union named after its ruleset; the other
// direction (a member whose ruleset is not in the list) fails the build (events/decision_codec.cc).
TEST(RulesetSeam, EveryVocabularyIsTheLogsMemberOfItsName) {
  const std::string schema = Read(kRoot / "events/log.capnp");
  for (std::string_view id : kVocabularyRulesets) {
    const std::string member = "    " + std::string(id) + " @";
    const std::string import = ":import \"" + std::string(id) + "/decision.capnp\".Decision;";
    const size_t at = schema.find(member);
    ASSERT_NE(at, std::string::npos) << id;
    EXPECT_NE(schema.find(import, at), std::string::npos) << id;
  }
}

// A ruleset's tests carry its label (`ctest -L <id>`): its test folders register tests only
// through tcgjudge_ruleset_gtest and tcgjudge_ruleset_soak (tests/CMakeLists.txt).
TEST(RulesetSeam, EveryTestOfARulesetCarriesItsLabel) {
  for (const std::string& id : ListedRulesets()) {
    for (const char* folder : {"tests/engine/<id>", "tests/events/<id>"}) {
      const fs::path file = kRoot / Instantiate(folder, id) / "CMakeLists.txt";
      if (!fs::exists(file)) continue;
      const std::string text = Read(file);
      EXPECT_EQ(text.find("gtest_discover_tests("), std::string::npos) << file;
      EXPECT_EQ(text.find("add_test("), std::string::npos) << file;
    }
  }
}

bool InOwnFolder(const fs::path& relative, const std::string& id) {
  const std::string path = relative.generic_string();
  for (const char* folder : {"events/", "engine/", "samples/", "tests/engine/", "tests/events/"}) {
    if (path.starts_with(std::string(folder) + id + "/")) return true;
  }
  return false;
}

// Shared files that name a ruleset by necessity, each with its reason.
struct Allowed {
  const char* path;
  const char* id;
  const char* why;
};
const Allowed kAllowed[] = {
    {"rulesets.cmake", "", "the ruleset list"},
    {"events/log.capnp", "", "each vocabulary's member of the Decision union"},
    {"events/event.h", "zero", "零次元's verbs are the union's first members (schema version 1)"},
    // Not parameterised by ruleset yet: each card set's reader is its ruleset's own.
    {"fuzz/entry_points.h", "", "the card set fuzz targets"},
    {"fuzz/entry_points.cc", "", "the card set fuzz targets"},
    {"fuzz/seeds_main.cc", "", "the card set fuzz targets' seeds"},
    {"fuzz/CMakeLists.txt", "", "the card set fuzz targets"},
    {"bench/main.cc", "zero", "the benchmark's workload is 零次元's games (docs/performance.md)"},
};

bool IsAllowed(const fs::path& relative, const std::string& id) {
  return std::any_of(std::begin(kAllowed), std::end(kAllowed), [&](const Allowed& a) {
    return relative.generic_string() == a.path && (a.id[0] == '\0' || id == a.id);
  });
}

// The build and the shared code reach a ruleset only through the list: no shared source, header
// or CMake file (outside the ruleset's folders, the docs and the tests) names a ruleset's
// namespace, folders, library or id in code (comments may name one as an example).
TEST(RulesetSeam, NoSharedFileNamesARuleset) {
  int files = 0;
  for (const std::string& id : ListedRulesets()) {
    const std::regex names(R"((\b)" + id + R"(::|\b(events|engine|samples)/)" + id +
                           R"(/|tcgjudge_engine_)" + id + R"(\b|"\b)" + id + R"(\b"))");
    for (const char* top :
         {"events", "engine", "store", "judge", "viewer", "cli", "fuzz", "bench"}) {
      for (const auto& entry : fs::recursive_directory_iterator(kRoot / top)) {
        const std::string ext = entry.path().extension().string();
        const std::string name = entry.path().filename().string();
        if (ext != ".cc" && ext != ".h" && ext != ".in" && ext != ".capnp" &&
            name != "CMakeLists.txt") {
          continue;
        }
        const fs::path relative = fs::relative(entry.path(), kRoot);
        if (InOwnFolder(relative, id) || IsAllowed(relative, id)) continue;
        ++files;
        std::ifstream file(entry.path());
        std::string line;
        for (int number = 1; std::getline(file, line); ++number) {
          const size_t text = line.find_first_not_of(' ');
          const bool hash_comments = ext == ".capnp" || name == "CMakeLists.txt";
          if (text != std::string::npos &&
              (line.compare(text, 2, "//") == 0 || (hash_comments && line[text] == '#'))) {
            continue;  // A comment may name a game as an example.
          }
          if (!hash_comments) line = line.substr(0, line.find(" // "));  // A trailing comment.
          std::smatch match;
          EXPECT_FALSE(std::regex_search(line, match, names))
              << relative.generic_string() << ":" << number << ": names ruleset " << id << " ('"
              << match.str() << "'): " << line;
        }
      }
    }
  }
  EXPECT_GT(files, 100);
}

// docs/rulesets.md's checklist names every file this test requires and the two lines outside
// the ruleset's folders.
TEST(RulesetSeam, TheChecklistNamesEveryPieceThisTestRequires) {
  const std::string doc = Read(kRoot / "docs/rulesets.md");
  ASSERT_NE(doc.find("## Adding a game: the checklist"), std::string::npos);
  const std::string checklist = doc.substr(doc.find("## Adding a game: the checklist"));
  for (const char* file : kRequiredFiles) {
    EXPECT_NE(checklist.find("`" + std::string(file) + "`"), std::string::npos) << file;
  }
  for (const char* file : kVocabularyFiles) {
    EXPECT_NE(checklist.find("`" + std::string(file) + "`"), std::string::npos) << file;
  }
  for (const char* piece :
       {"`rulesets.cmake`", "`events/log.capnp`", "tcgjudge_ruleset_events",
        "tcgjudge_ruleset_gtest", "tcgjudge_ruleset_soak", "FromCardFile", "ApplyEvent",
        "`tests/engine/<id>/conformance_test.cc`", "TJ_RULESET_CONFORMANCE"}) {
    EXPECT_NE(checklist.find(piece), std::string::npos) << piece;
  }
}

}  // namespace
}  // namespace tcgjudge
