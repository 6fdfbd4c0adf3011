// The core carries any game (docs/rulesets.md): store/, judge/, viewer/ and the command line name
// no ruleset's rule numbers, zones or game; what differs per game comes from the Ruleset
// (JudgeTexts, the Board). Not even the registry (cli/rulesets.cc) names one: it reads the ruleset
// list (rulesets.cmake, engine/all_rulesets.h; tests/cli/ruleset_seam_test.cc).

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

TEST(CoreNamesNoGame, NoRuleNumberRulingOrGameNameInTheSharedSources) {
  // A rule number as the rulebooks write them ("902(1)", "105"), a ruling id ("A-53", "Y-1"),
  // the games' names and 零次元's phase and zone words.
  const std::regex game_words(
      R"(\b[1-9][0-9]{2}\([0-9]+\)|\b902\b|\b105\b|\bA-[0-9]+\b|\bY-[0-9]+\b|零次元|Yu-Gi-Oh|action phase|resource zone|\bzero::|\bygo::)");
  int files = 0;
  for (const char* folder : {"store", "judge", "viewer", "cli"}) {
    for (const auto& entry :
         fs::recursive_directory_iterator(fs::path(TCGJUDGE_SOURCE_DIR) / folder)) {
      const std::string ext = entry.path().extension().string();
      if (ext != ".cc" && ext != ".h" && ext != ".js") continue;
      std::ifstream file(entry.path());
      std::string line;
      for (int number = 1; std::getline(file, line); ++number) {
        std::smatch match;
        EXPECT_FALSE(std::regex_search(line, match, game_words))
            << entry.path().string() << ":" << number << ": names '" << match.str()
            << "': " << line;
      }
      ++files;
    }
  }
  EXPECT_GT(files, 40);
}

}  // namespace
}  // namespace tcgjudge
