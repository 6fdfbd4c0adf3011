// backup and restore on the command line (issue 13): backup -> restore -> audit --verify ->
// export gives every game byte for byte, also with a writer appending during the backup; the
// refusals say what is wrong and exit with the right code.

#include "cli/backup_commands.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/judge_event_commands.h"
#include "cli/rulesets.h"
#include "engine/registry.h"
#include "tests/cli/command_fixture.h"
#include "tests/store/kill_harness.h"
#include "tests/store/store_files.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";
const std::vector<std::string> kSampleGames = {"bad-1015", "sample-zero-1", "sim-4"};

class BackupCommandsTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets = LoadRulesets({{"zero", kSamples + "cards.jsonl"}});
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
    ASSERT_EQ(Run([&] {
                return ImportCommand(
                    Context(), {kSamples + "sample-game.jsonl", kSamples + "bot-game-clean.jsonl",
                                kSamples + "bot-game-illegal.jsonl"});
              }),
              kExitOk)
        << err_.str();
  }

  // The context of a command on the store at `db` (default: the test's store).
  CommandContext On(const std::string& db = "", bool json = false) {
    CommandContext ctx = Context(json, rulesets_.get());
    if (!db.empty()) ctx.db_path = db;
    return ctx;
  }

  std::string Export(const std::string& db, const std::string& game) {
    EXPECT_EQ(Run([&] { return ExportCommand(On(db), game, ""); }), kExitOk) << err_.str();
    return out_.str();
  }

  int Verify(const std::string& db) {
    AuditCommandOptions options;
    options.verify = true;
    options.keys_dir = (dir_ / "keys").string();
    return Run([&] { return AuditCommand(On(db), options); });
  }

  std::string Db() { return On().db_path; }
  std::string Backups() { return (dir_ / "backups").string(); }
  std::string Restored() { return (dir_ / "restored").string(); }

  std::unique_ptr<RulesetRegistry> rulesets_;
};

TEST_F(BackupCommandsTest, BackupRestoreAuditExportGivesEveryGameByteForByte) {
  ASSERT_EQ(Run([&] { return BackupCommand(On(), Backups()); }), kExitOk) << err_.str();
  EXPECT_EQ(
      out_.str().rfind(
          "backup 1 of store '" + Db() + "' in '" + Backups() + "': 3 games, 650 events (", 0),
      0u)
      << out_.str();
  EXPECT_NE(out_.str().find(" bytes), verified\n"), std::string::npos) << out_.str();

  ASSERT_EQ(Run([&] { return RestoreCommand(On(Restored()), Backups(), {}); }), kExitOk)
      << err_.str();
  EXPECT_NE(out_.str().find("as store '" + Restored() +
                            "': 3 games, 650 events, every hash chain verified\n"),
            std::string::npos)
      << out_.str();
  EXPECT_EQ(Verify(Restored()), kExitOk) << out_.str() << err_.str();
  for (const std::string& game : kSampleGames) {
    EXPECT_EQ(Export(Restored(), game), Export(Db(), game)) << game;
  }
}

TEST_F(BackupCommandsTest, ABackupWhileAWriterAppendsRestoresToAPrefixOfItsGame) {
  std::unique_ptr<testing::KillChild> writer = testing::KillChild::Start(Db(), "kill-test");
  ASSERT_NE(writer, nullptr);
  ASSERT_TRUE(writer->WaitForFirstAck(std::chrono::seconds(20))) << writer->KillAndReap();
  writer->ReadAcksFor(std::chrono::milliseconds(100));
  const uint32_t acked = writer->last_ack();
  ASSERT_EQ(Run([&] { return BackupCommand(On(), Backups()); }), kExitOk) << err_.str();
  // The writer appends on past the backup's end (so that the store outgrows the backup); on a
  // loaded machine it may take a while to get the CPU back, hence a deadline, not a fixed wait.
  const uint32_t at_backup_end = writer->last_ack();
  for (int slice = 0; slice < 400 && writer->last_ack() <= at_backup_end; ++slice) {
    if (!writer->ReadAcksFor(std::chrono::milliseconds(50))) break;  // The writer exited.
  }
  EXPECT_EQ(writer->KillAndReap(), "");
  EXPECT_GT(writer->last_ack(), acked) << "the writer went on appending during the backup";

  ASSERT_EQ(Run([&] { return RestoreCommand(On(Restored()), Backups(), {}); }), kExitOk)
      << err_.str();
  EXPECT_EQ(Verify(Restored()), kExitOk) << out_.str() << err_.str();
  for (const std::string& game : kSampleGames) {
    EXPECT_EQ(Export(Restored(), game), Export(Db(), game)) << game;
  }
  const std::string restored = Export(Restored(), "kill-test");
  const std::string original = Export(Db(), "kill-test");
  const size_t lines = std::count(restored.begin(), restored.end(), '\n');
  EXPECT_GE(lines, acked);
  EXPECT_LT(restored.size(), original.size());
  EXPECT_EQ(original.substr(0, restored.size()), restored) << "a prefix, byte for byte";
}

TEST_F(BackupCommandsTest, RestoreRefusesAnExistingStoreAndSaysHowToReplaceIt) {
  ASSERT_EQ(Run([&] { return BackupCommand(On(), Backups()); }), kExitOk);
  EXPECT_EQ(Run([&] { return RestoreCommand(On(), Backups(), {}); }), kExitBadInput);
  EXPECT_EQ(err_.str(), "error: store '" + Db() +
                            "' already exists: restore never overwrites a store (give another "
                            "--db, or --replace to move the store that is there aside)\n");
  RestoreCommandOptions replace;
  replace.replace = true;
  ASSERT_EQ(Run([&] { return RestoreCommand(On("", true), Backups(), replace); }), kExitOk)
      << err_.str();
  EXPECT_NE(out_.str().find("\"movedAside\":\"" + Db() + ".before-restore-"), std::string::npos)
      << out_.str();
  EXPECT_EQ(Verify(Db()), kExitOk);
}

TEST_F(BackupCommandsTest, ADamagedBackupOrStoreIsAnIntegrityFailure) {
  ASSERT_EQ(Run([&] { return BackupCommand(On(), Backups()); }), kExitOk);
  // The store's newest write-ahead log damaged: no backup of it, exit 2 naming the file.
  const std::string wal = testing::NewestWal(Db());
  ASSERT_FALSE(wal.empty());
  testing::FlipByte(Db() + "/" + wal, 20);
  EXPECT_EQ(Run([&] { return BackupCommand(On(), Backups()); }), kExitIntegrity);
  EXPECT_EQ(err_.str().rfind("error: store '" + Db() + "' is damaged: " + wal, 0), 0u)
      << err_.str();
  // The backup itself damaged: not restored, nothing left where the store would go.
  for (const auto& entry : fs::recursive_directory_iterator(Backups())) {
    if (entry.is_regular_file() && entry.path().extension() == ".log") {
      testing::FlipByte(entry.path().string(), 20);
    }
  }
  EXPECT_EQ(Run([&] { return RestoreCommand(On(Restored()), Backups(), {}); }), kExitIntegrity);
  EXPECT_NE(err_.str().find("error: backup 1 in backup directory '" + Backups() + "' is damaged"),
            std::string::npos)
      << err_.str();
  EXPECT_FALSE(fs::exists(Restored()));
}

TEST_F(BackupCommandsTest, ASecondBackupIntoTheSameDirectoryIsARetryableConflict) {
  ASSERT_EQ(Run([&] { return BackupCommand(On(), Backups()); }), kExitOk) << err_.str();
  {
    // Another backup holds the directory's lock.
    const std::string lock = Backups() + "/tcgjudge-backup.lock";
    const int fd = ::open(lock.c_str(), O_RDWR | O_CLOEXEC);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::flock(fd, LOCK_EX | LOCK_NB), 0);
    EXPECT_EQ(Run([&] { return BackupCommand(On(), Backups()); }), kExitRetry);
    EXPECT_EQ(err_.str(), "error: another backup into backup directory '" + Backups() +
                              "' is being taken; try again when it has finished\n");
    ::close(fd);
  }
  // Once it is done the next backup is number 2: ids stay contiguous.
  ASSERT_EQ(Run([&] { return BackupCommand(On(), Backups()); }), kExitOk) << err_.str();
  EXPECT_EQ(out_.str().rfind("backup 2 of store", 0), 0u) << out_.str();
}

TEST_F(BackupCommandsTest, NoBackupsOrABadDirectoryIsBadInput) {
  EXPECT_EQ(Run([&] { return RestoreCommand(On(Restored()), Backups(), {}); }), kExitBadInput);
  EXPECT_EQ(err_.str(), "error: no backups in backup directory '" + Backups() +
                            "' (tcgjudge backup DIR makes them)\n");
  EXPECT_EQ(Run([&] { return BackupCommand(On(), Db() + "/backups"); }), kExitBadInput);
  EXPECT_NE(err_.str().find("is inside the store"), std::string::npos) << err_.str();
}

}  // namespace
}  // namespace tcgjudge
