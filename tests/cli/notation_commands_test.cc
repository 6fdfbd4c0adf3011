// The scorekeeper's notation on the command line (docs/notation.md): import of a .tjn file,
// export --notation, append of one action, and their errors.

#include "cli/notation_commands.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "command_fixture.h"
#include "events/jsonl.h"

namespace tcgjudge::testing {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string YgoSample(const std::string& name) {
  return std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/" + name;
}

// The Yu-Gi-Oh sample's tags with the decks of its players' decklist files, and game id `game`.
std::string YgoTags(const std::string& game) {
  return "[Ruleset \"ygo\"]\n[RulesetVersion \"basic-rules\"]\n[Game \"" + game +
         "\"]\n[Round 3]\n[Table 12]\n[First \"A\"]\n"
         "[DecklistA \"decklist-aiko-tanaka.txt\"]\n[DecklistB \"decklist-ben-okafor.txt\"]\n";
}

// The opening shuffles: A's deck with Gemini Elf (A10, 69140098) and Book of Moon (A04) on top,
// B's in decklist order.
std::string Shuffles() {
  std::string a = "A10 A04 A01 A02 A03";
  for (int i = 5; i <= 40; ++i) {
    if (i == 10) continue;
    a += i < 10 ? " A0" + std::to_string(i) : " A" + std::to_string(i);
  }
  std::string b;
  for (int i = 1; i <= 40; ++i) b += (i < 10 ? " B0" : " B") + std::to_string(i);
  return "0. shuffle A [" + a + "]\n   shuffle B [" + b.substr(1) + "]";
}

class NotationCommandsTest : public CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets = LoadBundledRulesets();
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
    for (const char* list : {"decklist-aiko-tanaka.txt", "decklist-ben-okafor.txt"}) {
      std::filesystem::copy_file(YgoSample(list), dir_ / list);
    }
  }
  CommandContext Context() { return CommandFixture::Context(false, rulesets_.get()); }

  std::vector<Event> Stored(const std::string& game) {
    std::string path = (dir_ / (game + ".jsonl")).string();
    EXPECT_EQ(Run([&] { return ExportCommand(Context(), game, path); }), kExitOk) << err_.str();
    auto lines = ReadJsonLinesFile(path);
    EXPECT_TRUE(lines.ok());
    std::vector<Event> events;
    for (JsonLine& line : *lines) events.push_back(std::move(line.event));
    return events;
  }
};

// Notation N1 on the command line: the bundled sample's notation file imports to the game its
// JSON Lines give, and exports back to itself.
TEST_F(NotationCommandsTest, N1_TheSampleNotationImportsAndExportsBackByteForByte) {
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {YgoSample("sample-game.tjn")}); }), kExitOk)
      << err_.str();
  EXPECT_THAT(out_.str(), HasSubstr("game sample-ygo-1: 88 events added"));
  ASSERT_EQ(Run([&] { return ExportNotationCommand(Context(), "sample-ygo-1", ""); }), kExitOk);
  EXPECT_EQ(out_.str(), ReadFile(YgoSample("sample-game.tjn")));
}

// Notation N3 and N6: a scorekeeper types the first actions of a game without a pass; import and
// append insert the passes they imply, marked implied, and the export leaves them out again.
TEST_F(NotationCommandsTest, N3_ImportAndAppendImplyThePassesATableNeverSays) {
  // A card by its code: A:6914 is Gemini Elf, the copy in hand (A10), not the deck's A11, A12.
  const std::string file =
      WriteTemp("table-7.tjn",
                YgoTags("table-7") + Shuffles() + "\n1. A: normalSummon A:6914 M3 {A hand 4}\n");
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {file}); }), kExitOk) << err_.str();
  std::vector<Event> events = Stored("table-7");
  ASSERT_GE(events.size(), 5u);
  size_t implied = 0;
  for (const Event& e : events) implied += e.recording.has_value() && e.recording->implied;
  EXPECT_GE(implied, 1u);
  EXPECT_TRUE(IsDecision(events.back()));
  EXPECT_EQ(DecisionKindName(std::get<Decision>(events.back().body)), "normalSummon");

  // One action, the player the game waits on: A sets a card; then B's turn by its own word.
  ASSERT_EQ(Run([&] {
              return AppendNotationCommand(Context(), "table-7", "setSpellTrap A04 S2", false);
            }),
            kExitOk)
      << err_.str();
  EXPECT_THAT(out_.str(), HasSubstr("to table-7"));
  ASSERT_EQ(
      Run([&] { return AppendNotationCommand(Context(), "table-7", "A: nextPhase end", false); }),
      kExitOk)
      << err_.str();
  std::vector<Event> after = Stored("table-7");
  EXPECT_GT(after.size(), events.size() + 1);
  ASSERT_EQ(Run([&] { return ExportNotationCommand(Context(), "table-7", ""); }), kExitOk);
  EXPECT_THAT(out_.str(),
              HasSubstr("1. A: normalSummon A10 M3; setSpellTrap A04 S2; nextPhase end\n"));
  EXPECT_THAT(out_.str(), Not(HasSubstr("pass")));
}

// Notation errors: a file that does not read is refused whole (exit 3), naming file, line and
// column; a checkpoint the board contradicts names the actions the mistake is among.
TEST_F(NotationCommandsTest, N4_ABadFileIsRefusedWholeNamingLineAndColumn) {
  const std::string unknown =
      WriteTemp("unknown.tjn", YgoTags("bad-1") + "1. A: normalSumon A01 M3\n");
  EXPECT_EQ(Run([&] { return ImportCommand(Context(), {unknown}); }), kExitBadInput);
  EXPECT_THAT(err_.str(), HasSubstr("unknown.tjn:9:7: unknown action 'normalSumon' in a game "
                                    "of ygo"));
  const std::string check =
      WriteTemp("check.tjn", YgoTags("bad-2") + Shuffles() + " {A hand 5, B life 8000}\n" +
                                 "1. A: normalSummon A10 M3; setSpellTrap A04 S2 {A hand 5}\n");
  EXPECT_EQ(Run([&] { return ImportCommand(Context(), {check}); }), kExitBadInput);
  EXPECT_THAT(err_.str(), HasSubstr("check.tjn:11:49: checkpoint 'A hand 5' does not hold: the "
                                    "board shows 3; the recording mistake is in the 2 actions "
                                    "from normalSummon (11:7) to setSpellTrap (11:28)"));
  EXPECT_EQ(Run([&] { return AppendNotationCommand(Context(), "bad-2", "pass", false); }),
            kExitBadInput);  // Nothing of either file was stored.
}

}  // namespace
}  // namespace tcgjudge::testing
