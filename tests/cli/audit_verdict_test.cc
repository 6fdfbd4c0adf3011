// One rule for audit's verdict (issue 13, docs/errors.md "Audit verdicts"): an integrity failure of
// any kind is exit 2 and counted, also damage the store reports (a table block that fails its
// checksum); rules that could not be checked (no card data, a log the engine cannot fold) are
// their own status and exit 4, never 0 and never the 1 of a violation; a --keys directory that
// does not exist is refused.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/commands.h"
#include "cli/judge_event_commands.h"
#include "cli/rulesets.h"
#include "engine/registry.h"
#include "events/codec.h"
#include "events/jsonl.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"
#include "tests/store/store_files.h"

namespace tcgjudge {
namespace {

using testing::Has;

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";

class AuditVerdictTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets = LoadRulesets({{"zero", kSamples + "cards.jsonl"}});
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
  }

  CommandContext Context(bool json = false) {
    return CommandFixture::Context(json, rulesets_.get());
  }
  // The context of a tcgjudge whose --cards did not load.
  CommandContext WithoutCards(bool json = false) {
    CommandContext ctx = CommandFixture::Context(json, nullptr);
    ctx.rulesets_problem = "--cards: /nonexistent: no such file";
    return ctx;
  }

  void Import(const std::string& path) {
    ASSERT_EQ(Run([&] { return ImportCommand(Context(), {path}); }), kExitOk) << err_.str();
  }

  // Two bot games, recorded with a state key on every event.
  void Simulate() {
    SimulateOptions simulate;
    simulate.ruleset = "zero";
    simulate.games = 2;
    ASSERT_EQ(Run([&] { return SimulateCommand(Context(), simulate); }), kExitOk) << err_.str();
  }

  // Game `game`: the opening of the sample game, then a judge's reverse of seq 2 (a coin flip,
  // not a decision): a chain that verifies, and a log no engine can fold. Stored through the
  // store, as a tcgjudge without rules checks (or an older one) could have.
  void StoreUnfoldable(const std::string& game) {
    std::istringstream sample([] {
      std::ifstream in(kSamples + "sample-game.jsonl", std::ios::binary);
      std::ostringstream text;
      text << in.rdbuf();
      return text.str();
    }());
    std::vector<Event> events;
    std::string line;
    for (int i = 0; i < 5 && std::getline(sample, line); ++i) {
      auto event = EventFromJson(line);
      ASSERT_TRUE(event.ok()) << event.status().ToString();
      event->game = game;
      if (IsHeader(*event)) std::get<Header>(event->body).game_id = game;
      event->prev_hash = EventHash{};
      events.push_back(*event);
    }
    auto reverse = EventFromJson("{\"game\":\"" + game +
                                 "\",\"seq\":6,\"time\":\"2026-11-21T14:05:18Z\",\"judge\":\"J-1\","
                                 "\"judgeAction\":{\"rules\":[\"902(1)\"],\"text\":\"undo\","
                                 "\"reverse\":{\"seq\":2}}}");
    ASSERT_TRUE(reverse.ok()) << reverse.status().ToString();
    events.push_back(*reverse);
    auto store = RocksEventLog::Open(CommandFixture::Context().db_path, OpenMode::kReadWrite);
    ASSERT_TRUE(store.ok()) << store.status().ToString();
    ASSERT_TRUE((*store)->Append(AppendRequest{game, 1, events}).ok());
    ASSERT_TRUE((*store)->Close().ok());
  }

  int Audit(const CommandContext& ctx, std::vector<std::string> games, bool all, bool verify,
            const std::string& keys = "", bool keys_given = false) {
    AuditCommandOptions options;
    options.games = std::move(games);
    options.all = all;
    options.verify = verify;
    options.keys_dir = keys.empty() ? (dir_ / "keys").string() : keys;
    options.keys_given = keys_given;
    return Run([&] { return AuditCommand(ctx, options); });
  }

  std::unique_ptr<RulesetRegistry> rulesets_;
};

// Issue 13, point 2: a damaged table block made `audit --verify` exit 3 saying "0 integrity
// failures" while `export` of the same game exited 2.
TEST_F(AuditVerdictTest, ADamagedTableBlockIsAnIntegrityFailureCounted) {
  Import(kSamples + "sample-game.jsonl");
  Import(kSamples + "bot-game-clean.jsonl");  // This open moved the first import into a table.
  const std::string db = CommandFixture::Context().db_path;
  const std::string table = testing::LargestTable(db);
  ASSERT_FALSE(table.empty());
  testing::FlipByte(db + "/" + table, 100);

  EXPECT_EQ(Audit(Context(), {}, false, /*verify=*/true), kExitIntegrity) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "sample-zero-1\n  ✗ INTEGRITY: store '" + db +
                                  "': RocksDB reports damage reading game 'sample-zero-1' seq 1 "
                                  "(RocksDB: Corruption: block checksum mismatch: "))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "store files · ✗ INTEGRITY: store '" + db +
                                  "': RocksDB reports damage reading its table files"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "block checksum mismatch")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "2 games audited (integrity only): 2 integrity failures"))
      << out_.str();
  EXPECT_FALSE(Has(out_.str(), "not audited")) << out_.str();

  EXPECT_EQ(Audit(Context(true), {}, /*all=*/true, false), kExitIntegrity);
  EXPECT_TRUE(Has(out_.str(), "\"verdict\":\"integrity-failure\"")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "\"integrityFailures\":2,\"files\":{\"ok\":false,")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "\"exitCode\":2}")) << out_.str();
  EXPECT_EQ(Run([&] { return ExportCommand(Context(), "sample-zero-1", ""); }), kExitIntegrity);
}

// Issue 13, point 3: with a missing card file `audit` exited 0 after checking 0 state hashes, and
// `audit --all` exited 1 with 0 violations.
TEST_F(AuditVerdictTest, WithoutCardDataTheRulesAreNotCheckedAndSaySo) {
  Simulate();
  EXPECT_EQ(Audit(WithoutCards(), {}, /*all=*/true, false), kExitNotChecked) << out_.str();
  EXPECT_EQ(err_.str(), "warning: rules not checked: --cards: /nonexistent: no such file\n");
  EXPECT_TRUE(Has(out_.str(), "  ! NOT CHECKED: not folded: --cards: /nonexistent: no such file"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "2 games NOT CHECKED by the rules (violations unknown"))
      << out_.str();

  // --verify checks the recorded state hashes by folding: without card data it cannot.
  EXPECT_EQ(Audit(WithoutCards(), {}, false, /*verify=*/true), kExitNotChecked) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "0 of ")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "(recorded state hashes and keys unknown")) << out_.str();
  EXPECT_EQ(Audit(WithoutCards(true), {}, false, /*verify=*/true), kExitNotChecked);
  EXPECT_TRUE(Has(out_.str(), "\"verdict\":\"not-checked\"")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "\"notChecked\":2,")) << out_.str();

  // With the card data, the same store is clean.
  EXPECT_EQ(Audit(Context(), {}, /*all=*/true, false), kExitOk) << out_.str();
  EXPECT_EQ(Audit(Context(), {}, false, /*verify=*/true), kExitOk) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "(every table block checked)")) << out_.str();
}

TEST_F(AuditVerdictTest, AGameWithoutRecordedStateHashesVerifiesWithoutCardData) {
  Import(kSamples + "sample-game.jsonl");
  EXPECT_EQ(Audit(WithoutCards(), {}, false, /*verify=*/true), kExitOk) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "no state hashes recorded")) << out_.str();
}

// Issue 13, point 3: a stored log that does not fold got `audit` "0 violations" and exit 1, and
// `log` exit 0 with no marks.
TEST_F(AuditVerdictTest, ALogTheEngineCannotFoldIsNotCheckedNeverAViolation) {
  StoreUnfoldable("nofold");
  EXPECT_EQ(Audit(Context(), {"nofold"}, false, false), kExitNotChecked) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "  ! NOT CHECKED: not folded: seq 6: ")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "0 violations (0 left standing, in 0 games)")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "1 game NOT CHECKED by the rules")) << out_.str();

  // Beside a game with violations left standing, the audit is still incomplete: 4, not 1.
  Import(kSamples + "bot-game-illegal.jsonl");
  EXPECT_EQ(Audit(Context(), {"nofold", "bad-1015"}, false, false), kExitNotChecked);
  EXPECT_EQ(Audit(Context(), {"bad-1015"}, false, false), kExitRefused);
  // Its chain verifies: integrity only is clean.
  EXPECT_EQ(Audit(Context(), {"nofold"}, false, /*verify=*/true), kExitOk) << out_.str();

  EXPECT_EQ(Run([&] { return LogCommand(Context(), "nofold"); }), kExitNotChecked);
  EXPECT_TRUE(Has(err_.str(), "warning: rules not checked: seq 6: ")) << err_.str();
  EXPECT_EQ(Run([&] { return LogCommand(WithoutCards(), "nofold"); }), kExitNotChecked);
}

// Issue 13, point 4: `audit --keys /nonexistent` was accepted silently (every signature then
// reads as made with an unknown key).
TEST_F(AuditVerdictTest, AKeysDirectoryThatDoesNotExistIsRefused) {
  Import(kSamples + "sample-game.jsonl");
  EXPECT_EQ(Audit(Context(), {"sample-zero-1"}, false, false, "/nonexistent", true), kExitBadInput);
  EXPECT_EQ(err_.str(),
            "error: --keys '/nonexistent': no such directory (give the directory of the trusted "
            "judges' public keys, *.pub)\n");
  const std::string file = WriteTemp("keys.txt", "not a directory");
  EXPECT_EQ(Audit(Context(), {"sample-zero-1"}, false, false, file, true), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "': not a directory")) << err_.str();
  // The default directory may be missing: no key is trusted then.
  EXPECT_EQ(Audit(Context(), {"sample-zero-1"}, false, false, "/nonexistent", false), kExitOk);
}

}  // namespace
}  // namespace tcgjudge
