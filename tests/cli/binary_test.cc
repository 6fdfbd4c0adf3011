// The real `tcgjudge` binary, run as a user runs it (issue 13): what it says and its exit code when
// the command is unknown, the store's directory is missing, the store belongs to someone else or
// is damaged; backup and restore end to end; and a huge input refused without being read whole.

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/command_table.h"
#include "events/json_scan.h"
#include "store/rocks_event_log.h"
#include "tests/store/store_files.h"

#ifndef TCGJUDGE_BINARY
#error "TCGJUDGE_BINARY names the tcgjudge executable (tests/cli/CMakeLists.txt)"
#endif

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

const std::string kSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/";

struct Ran {
  int exit_code = -1;
  std::string out;
  std::string err;
  long max_rss_kib = 0;  // The process's peak resident memory.
  std::chrono::milliseconds took{0};
};

std::string ReadAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

class BinaryTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           ("tcgjudge_bin_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs `prefix` + tcgjudge + `args` (NO_COLOR set), with stdout and stderr captured.
  Ran Tcgjudge(const std::vector<std::string>& args, const std::vector<std::string>& prefix = {}) {
    std::vector<std::string> argv = prefix;
    argv.push_back(TCGJUDGE_BINARY);
    argv.insert(argv.end(), args.begin(), args.end());
    const std::string out_path = (dir_ / "stdout").string();
    const std::string err_path = (dir_ / "stderr").string();
    std::vector<char*> raw;
    for (std::string& arg : argv) raw.push_back(arg.data());
    raw.push_back(nullptr);
    const auto started = std::chrono::steady_clock::now();
    const pid_t pid = ::fork();
    if (pid == 0) {
      const int out = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      const int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      ::dup2(out, STDOUT_FILENO);
      ::dup2(err, STDERR_FILENO);
      ::setenv("NO_COLOR", "1", 1);
      ::execvp(raw[0], raw.data());
      ::_exit(127);
    }
    Ran ran;
    int status = 0;
    rusage usage{};
    ::wait4(pid, &status, 0, &usage);
    ran.took = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - started);
    ran.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    ran.max_rss_kib = usage.ru_maxrss;
    ran.out = ReadAll(out_path);
    ran.err = ReadAll(err_path);
    return ran;
  }

  std::string Path(const std::string& name) { return (dir_ / name).string(); }

  fs::path dir_;
};

// Issue 13, point 4: "tcgjudge frobnicate" said "A subcommand is required".
TEST_F(BinaryTest, AnUnknownCommandIsNamed) {
  Ran ran = Tcgjudge({"frobnicate"});
  EXPECT_EQ(ran.exit_code, 3);
  EXPECT_EQ(ran.err, "error: unknown command 'frobnicate' (tcgjudge --help lists the commands)\n");
  ran = Tcgjudge({"--db", Path("store"), "frobnicate", "x"});
  EXPECT_EQ(ran.exit_code, 3);
  EXPECT_EQ(ran.err, "error: unknown command 'frobnicate' (tcgjudge --help lists the commands)\n");
  EXPECT_EQ(Tcgjudge({}).exit_code, 3);  // No command at all: CLI11's own message.
}

// Issue 32: `--cards ygo=FILE` replaces the bundled set, and the help says so.
TEST_F(BinaryTest, TheHelpSaysACardSetGivenReplacesTheBundledOne) {
  const Ran ran = Tcgjudge({"--help"});
  EXPECT_EQ(ran.exit_code, 0);
  EXPECT_NE(ran.out.find("replaces that ruleset's bundled set"), std::string::npos) << ran.out;
}

// Issue 13, point 4: a --db under a missing directory was called a damaged store (exit 2).
TEST_F(BinaryTest, AStoreUnderAMissingDirectoryIsBadInputNotDamage) {
  const std::string store = Path("no-such-dir/store");
  Ran ran = Tcgjudge({"--db", store, "import", kSamples + "sample-game.jsonl"});
  EXPECT_EQ(ran.exit_code, 3);
  EXPECT_EQ(ran.err, "error: cannot create store '" + store + "': its parent directory '" +
                         Path("no-such-dir") +
                         "' does not exist (create it first, or give another --db)\n");
}

// Issue 31: `ruling`, `append` and the other writing commands left an empty ./tcgjudge.db behind
// where there was no store. Only import, simulate, demo and restore make one, or --create.
TEST_F(BinaryTest, OnlyTheCommandsThatMakeAStoreCreateOne) {
  const std::string store = Path("store");
  const std::string refused = "error: no tcgjudge store at '" + store +
                              "' (give the store with --db PATH, or create one with `tcgjudge "
                              "--db PATH import FILE` or --create; nothing was stored)\n";
  const std::vector<std::vector<std::string>> writers = {
      {"ruling", "g", "--judge", "J-1", "--rule", "1", "--text", "t"},
      {"penalty", "g", "--judge", "J-1", "--player", "A", "--kind", "caution", "--rule", "1",
       "--text", "t"},
      {"note", "g", "--judge", "J-1", "--text", "t"},
      {"result", "g", "--judge", "J-1", "--draw", "--rule", "1", "--text", "t"},
      {"reverse", "g", "3", "--judge", "J-1"},
      {"rewind", "g", "--to", "P1", "--judge", "J-1", "--yes"},
      {"undo-backup", "g", "--judge", "J-1"},
      {"append", "g", R"({"game":"g","seq":2,"player":"A","decision":{"pass":null}})"}};
  for (std::vector<std::string> args : writers) {
    args.insert(args.begin(), {"--db", store});
    const Ran ran = Tcgjudge(args);
    EXPECT_EQ(ran.exit_code, 3) << args[2];
    EXPECT_EQ(ran.err, refused) << args[2];
    EXPECT_FALSE(fs::exists(store)) << args[2] << " left a store behind";
  }
  // The readers refuse the same way, without the --create hint.
  const Ran games = Tcgjudge({"--db", store, "games"});
  EXPECT_EQ(games.exit_code, 3);
  EXPECT_NE(games.err.find("no tcgjudge store at '" + store + "'"), std::string::npos) << games.err;
  EXPECT_FALSE(fs::exists(store));
  // --create makes it (then the game is not in it).
  const Ran created = Tcgjudge({"--db", store, "--create", "note", "g", "--judge", "J-1", "--text",
                                "t"});
  EXPECT_EQ(created.exit_code, 3);
  EXPECT_NE(created.err.find("g"), std::string::npos) << created.err;
  EXPECT_TRUE(fs::exists(store));
  fs::remove_all(store);
  EXPECT_EQ(Tcgjudge({"--db", store, "import", kSamples + "sample-game.jsonl"}).exit_code, 0);
  EXPECT_TRUE(fs::exists(store));
}

// Issue 13, point 4: a store the user may not write was reported, after a 5 s wait and with no
// pid, as locked by another tcgjudge process.
TEST_F(BinaryTest, AStoreThisUserMayNotWriteIsPermissionDeniedAtOnce) {
  if (::geteuid() != 0 || !fs::exists("/usr/bin/setpriv")) {
    GTEST_SKIP() << "needs root and setpriv to run as another user";
  }
  const std::string store = Path("store");
  ASSERT_EQ(Tcgjudge({"--db", store, "import", kSamples + "sample-game.jsonl"}).exit_code, 0);
  fs::permissions(dir_, fs::perms::owner_all | fs::perms::group_exec | fs::perms::others_exec);
  Ran ran = Tcgjudge({"--db", store, "import", kSamples + "sample-game.jsonl"},
                     {"/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"});
  EXPECT_EQ(ran.exit_code, 3);
  EXPECT_EQ(ran.err.rfind("error: permission denied: this user may not write store '" + store +
                              "' (RocksDB: IO error: ",
                          0),
            0u)
      << ran.err;
  EXPECT_NE(ran.err.find("belongs to user 'root' (mode 0755) and this is user 'nobody')"),
            std::string::npos)
      << ran.err;
  EXPECT_LT(ran.took, std::chrono::seconds(4)) << "no wait for a lock nobody holds";
  // Reading needs no write permission.
  ran = Tcgjudge({"--db", store, "games"},
                 {"/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"});
  EXPECT_EQ(ran.exit_code, 0) << ran.err;
}

// Issue 13, point 1 through the binary: a flipped byte in the write-ahead log is refused by every
// command with exit 2, naming the store, the file and the byte; nothing is written.
TEST_F(BinaryTest, ADamagedWriteAheadLogIsRefusedByEveryCommand) {
  const std::string store = Path("store");
  ASSERT_EQ(Tcgjudge({"--db", store, "import", kSamples + "sample-game.jsonl"}).exit_code, 0);
  const std::string wal = testing::NewestWal(store);
  testing::FlipByte(store + "/" + wal, 100);
  const auto before = testing::FileContents(store);
  for (const std::vector<std::string>& command : {std::vector<std::string>{"games"},
                                                  {"export", "sample-zero-1"},
                                                  {"audit", "--verify"},
                                                  {"import", kSamples + "bot-game-clean.jsonl"},
                                                  {"backup", Path("backups")}}) {
    std::vector<std::string> args = {"--db", store};
    args.insert(args.end(), command.begin(), command.end());
    Ran ran = Tcgjudge(args);
    EXPECT_EQ(ran.exit_code, 2) << command[0] << ": " << ran.err;
    EXPECT_EQ(ran.err.rfind("error: store '" + store + "' is damaged: " + wal +
                                " (a write-ahead log): the record at byte ",
                            0),
              0u)
        << ran.err;
  }
  EXPECT_TRUE(testing::FileContents(store) == before) << "nothing was written";
}

TEST_F(BinaryTest, BackupRestoreAuditExportIsByteIdentical) {
  const std::string store = Path("store");
  ASSERT_EQ(Tcgjudge({"--db", store, "import", kSamples + "sample-game.jsonl",
                      kSamples + "bot-game-illegal.jsonl"})
                .exit_code,
            0);
  ASSERT_EQ(Tcgjudge({"--db", store, "simulate", "--ruleset", "zero", "--games", "2"}).exit_code,
            0);
  Ran ran = Tcgjudge({"--db", store, "backup", Path("backups")});
  ASSERT_EQ(ran.exit_code, 0) << ran.err;
  const std::string restored = Path("restored");
  ran = Tcgjudge({"--db", restored, "restore", Path("backups")});
  ASSERT_EQ(ran.exit_code, 0) << ran.err;
  ran = Tcgjudge({"--db", restored, "audit", "--verify"});
  EXPECT_EQ(ran.exit_code, 0) << ran.out << ran.err;
  for (const std::string game : {"sample-zero-1", "bad-1015", "sim-1", "sim-2"}) {
    const Ran original = Tcgjudge({"--db", store, "export", game});
    ASSERT_EQ(original.exit_code, 0) << original.err;
    EXPECT_EQ(Tcgjudge({"--db", restored, "export", game}).out, original.out) << game;
  }
  ran = Tcgjudge({"--db", restored, "restore", Path("backups")});
  EXPECT_EQ(ran.exit_code, 3);
  EXPECT_NE(ran.err.find("already exists: restore never overwrites a store"), std::string::npos);
}

// Issue 17 through the binary: a signed penalty and a note, found again with `log --only judge`
// and `games --result`, and the summary `games` reads is the one the penalty kept (no review).
// Issue 31: an event given without quotes, split by the shell (bash's brace expansion makes
// `{"game":"g","seq":4}` the two words game:g seq:4), got CLI11's "arguments were not expected".
TEST_F(BinaryTest, AnUnquotedEventIsToldToBeQuoted) {
  const std::string store = Path("store");
  ASSERT_EQ(Tcgjudge({"--db", store, "import", kSamples + "sample-game.jsonl"}).exit_code, 0);
  const Ran ran = Tcgjudge({"--db", store, "append", "sample-zero-1", "game:sample-zero-1",
                            "seq:121", "player:A", "decision:pass:null"});
  EXPECT_EQ(ran.exit_code, 3);
  EXPECT_EQ(ran.err,
            "error: append: EVENT is one argument, but the shell split it into several words: "
            "quote the JSON line in single quotes ('{\"game\":...}'), or give - and pipe it in\n");
}

// Issue 31: a writer waits for a busy store up to --wait, then names the process that holds it.
TEST_F(BinaryTest, AWriterWaitsForABusyStoreUpToWaitAndNamesTheHolder) {
  const std::string store = Path("store");
  ASSERT_EQ(Tcgjudge({"--db", store, "import", kSamples + "sample-game.jsonl"}).exit_code, 0);
  auto holder = RocksEventLog::Open(store, OpenMode::kReadWrite);
  ASSERT_TRUE(holder.ok()) << holder.status().ToString();
  const Ran ran = Tcgjudge({"--db", store, "--wait", "0.3", "note", "sample-zero-1", "--judge",
                            "J-1", "--text", "t"});
  EXPECT_EQ(ran.exit_code, 5);  // A retryable conflict (docs/errors.md, "Exit codes").
  EXPECT_NE(ran.err.find("is in use by another tcgjudge process (pid " +
                         std::to_string(::getpid())),
            std::string::npos)
      << ran.err;
  EXPECT_NE(ran.err.find("(waited 300 ms)"), std::string::npos) << ran.err;
}

TEST_F(BinaryTest, PenaltyNoteAndTheFiltersThatFindThem) {
  const std::string store = Path("store");
  ASSERT_EQ(Tcgjudge({"--db", store, "import", kSamples + "bot-game-illegal.jsonl",
                      kSamples + "bot-game-clean.jsonl"})
                .exit_code,
            0);
  ASSERT_EQ(Tcgjudge({"keygen", "--judge", "J-1", "--out", Path("keys")}).exit_code, 0);
  Ran ran = Tcgjudge({"--db", store, "penalty", "bad-1015", "--judge", "J-1", "--player", "B",
                      "--kind", "warning", "--rule", "318(6)", "--text", "attacked too early",
                      "--key", Path("keys") + "/J-1.key"});
  ASSERT_EQ(ran.exit_code, 0) << ran.err;
  ran = Tcgjudge({"--db", store, "note", "bad-1015", "--judge", "J-1", "--text", "called"});
  ASSERT_EQ(ran.exit_code, 0) << ran.err;
  ran = Tcgjudge({"--db", store, "penalty", "bad-1015", "--judge", "J-1", "--player", "B", "--kind",
                  "ban", "--rule", "1", "--text", "x"});
  EXPECT_EQ(ran.exit_code, 3);
  EXPECT_NE(ran.err.find("--kind: 'ban' is no penalty"), std::string::npos) << ran.err;

  ran = Tcgjudge({"--db", store, "log", "bad-1015", "--only", "judge"});
  ASSERT_EQ(ran.exit_code, 0) << ran.err;
  EXPECT_NE(ran.out.find("  315  J-1    penalty            warning for B · rules 318(6)"),
            std::string::npos)
      << ran.out;
  EXPECT_NE(ran.out.find("  316  J-1    note               \"called\""), std::string::npos);
  EXPECT_NE(ran.out.find(" · 2 shown\n"), std::string::npos) << ran.out;

  ran = Tcgjudge({"-v", "--db", store, "games", "--result", "B", "--violations"});
  ASSERT_EQ(ran.exit_code, 0) << ran.err;
  EXPECT_NE(ran.out.find("bad-1015  zero         316  B wins  4 (4 standing)"), std::string::npos)
      << ran.out;
  EXPECT_EQ(ran.out.find("sim-4"), std::string::npos) << ran.out;
  EXPECT_EQ(ran.err.find("reviewed now"), std::string::npos) << "a summary was kept";
}

// Issue 13, point 3 through the binary: no card data is "not checked", exit 4.
TEST_F(BinaryTest, AuditWithoutCardDataExitsFour) {
  const std::string store = Path("store");
  ASSERT_EQ(Tcgjudge({"--db", store, "simulate", "--ruleset", "zero", "--games", "1"}).exit_code,
            0);
  for (const std::string cards : {"/nonexistent/cards.jsonl", "/dev/null"}) {
    Ran ran = Tcgjudge({"--db", store, "--cards", cards, "audit", "--all"});
    EXPECT_EQ(ran.exit_code, 4) << cards << ": " << ran.out << ran.err;
    ran = Tcgjudge({"--db", store, "--cards", cards, "audit", "--verify"});
    EXPECT_EQ(ran.exit_code, 4) << cards << ": " << ran.out << ran.err;
  }
  Ran ran = Tcgjudge({"--db", store, "audit", "sim-1", "--keys", "/nonexistent"});
  EXPECT_EQ(ran.exit_code, 3);
  EXPECT_EQ(ran.err,
            "error: --keys '/nonexistent': no such directory (give the directory of the trusted "
            "judges' public keys, *.pub)\n");
}

// Issue 13, point 4: a 1,000 MiB file was read whole into memory (1 GB of RSS) before it was
// refused. Read as it goes, it is refused after its first MiB: its import takes little more
// memory than the refusal of a one-line file (the baseline, which also holds what a sanitizer
// build adds).
TEST_F(BinaryTest, AHugeFileIsRefusedWithoutBeingReadWhole) {
  const std::string start = "{\"game\":\"g\",\"seq\":1,\"header\":{\"tournament\":\"";
  const std::string small = Path("small.jsonl");
  std::ofstream(small, std::ios::binary) << start << "\n";
  const Ran baseline = Tcgjudge({"--db", Path("store"), "import", small});
  EXPECT_EQ(baseline.exit_code, 3) << baseline.err;
  const std::string huge = Path("huge.jsonl");
  std::ofstream(huge, std::ios::binary) << start;
  fs::resize_file(huge, 1000ull << 20);  // Sparse: 1,000 MiB that take no disk.
  Ran ran = Tcgjudge({"--db", Path("store"), "import", huge});
  EXPECT_EQ(ran.exit_code, 3);
  EXPECT_EQ(ran.err,
            "error: " + huge + ":1: line is longer than 1 MiB (nothing of it was imported)\n");
  EXPECT_LT(ran.max_rss_kib, baseline.max_rss_kib + 100 * 1024)
      << "peak memory " << ran.max_rss_kib << " KiB, a one-line file's " << baseline.max_rss_kib;
  ::testing::Test::RecordProperty("max_rss_kib", std::to_string(ran.max_rss_kib));
}

// Issue 14: one `--json` convention for every command (docs/log-format.md, section 11): stdout is
// JSON Lines, one object per line; a command about one thing prints one line, a command about
// several one line per item and, where it sums them up, a last line with "summary":true.
TEST_F(BinaryTest, VersionNamesTheToolSchemaAndRulesets) {
  const Ran ran = Tcgjudge({"--version"});
  EXPECT_EQ(ran.exit_code, 0) << ran.err;
  EXPECT_EQ(ran.out.rfind("tcgjudge ", 0), 0u) << ran.out;
  EXPECT_NE(ran.out.find("log schema version 1"), std::string::npos) << ran.out;
  EXPECT_NE(ran.out.find("  zero  rulebook 2013-02-01"), std::string::npos) << ran.out;
  EXPECT_NE(ran.out.find("  ygo  rulebook "), std::string::npos) << ran.out;
}

TEST_F(BinaryTest, EveryCommandPrintsJsonLinesWithJson) {
  const std::string store = Path("store");
  struct Case {
    std::vector<std::string> args;
    size_t lines;  // How many it prints.
    bool summary;  // The last line sums up.
  };
  const std::string game = "sample-zero-1";
  const std::vector<std::pair<std::string, Case>> cases = {
      {"import", {{kSamples + "sample-game.jsonl", kSamples + "bot-game-illegal.jsonl"}, 2, false}},
      {"games", {{}, 2, false}},
      {"log", {{game}, 120, false}},
      {"show", {{game, "--at", "P3"}, 1, false}},
      {"diff", {{game, "P10", "P12"}, 1, false}},
      {"whatif", {{game, "--without", "30"}, 1, false}},
      {"audit", {{"--all"}, 3, true}},
      {"simulate", {{"--ruleset", "zero", "--games", "2", "--seed", "5"}, 3, true}},
      {"keygen", {{"--judge", "j1", "--out", Path("keys")}, 1, false}},
      {"register",
       {{kSamples + "../ygo/decklist-aiko-tanaka.txt", "--tournament", "Regional Qualifier",
         "--ruleset", "ygo", "--judge", "j1", "--key", Path("keys") + "/j1.key"},
        1,
        false}},
      {"registrations", {{"--keys", Path("keys")}, 2, true}},
      {"ruling", {{game, "--judge", "j1", "--text", "a note", "--rule", "105"}, 1, false}},
      {"rewind", {{game, "--to", "P12", "--judge", "j1", "--yes"}, 1, false}},  // Seq 122.
      {"append",
       {{game, R"({"game":"sample-zero-1","seq":123,"player":"A","decision":{"pass":null}})"},
        1,
        false}},
      {"reverse", {{game, "123", "--judge", "j1"}, 1, false}},
      {"result",
       {{game, "--judge", "j1", "--draw", "--rule", "101", "--text", "a loop"}, 1, false}},
      {"penalty",
       {{game, "--judge", "j1", "--player", "A", "--kind", "caution", "--rule", "105", "--text",
         "slow play"},
        1,
        false}},
      {"note", {{game, "--judge", "j1", "--text", "seen at the table"}, 1, false}},
      {"undo-backup", {{game, "--judge", "j1"}, 1, false}},  // Undoes the rewind.
      {"view", {{game, "-o", Path("page.html")}, 1, false}},
      {"report", {{game, "-o", Path("report.html"), "--keys", Path("keys")}, 1, false}},
      {"backup", {{Path("backup")}, 1, false}},
      {"restore", {{Path("backup"), "--db", Path("restored")}, 1, false}},
  };
  // export writes the log itself (JSON Lines of events, --json or not); demo is a narrated
  // walkthrough for people.
  std::set<std::string> covered = {"export", "demo"};
  for (const auto& [command, c] : cases) {
    std::vector<std::string> args = {"--json", command};
    if (command != "restore") args.insert(args.begin(), {"--db", store});
    args.insert(args.end(), c.args.begin(), c.args.end());
    const Ran ran = Tcgjudge(args);
    covered.insert(command);
    EXPECT_LE(ran.exit_code, 1) << command << ": " << ran.err;  // 1: a diff, violations.
    std::istringstream out(ran.out);
    size_t lines = 0;
    std::string line, last;
    while (std::getline(out, line)) {
      ++lines;
      last = line;
      auto scanned = ScanJsonLine(line);
      EXPECT_TRUE(scanned.ok()) << command << ": not one JSON object: " << line << ": "
                                << scanned.status().ToString();
    }
    EXPECT_EQ(lines, c.lines) << command << ": " << ran.out;
    EXPECT_EQ(last.rfind("{\"summary\":true", 0) == 0, c.summary) << command << ": " << last;
  }
  for (const Subcommand& sub : Subcommands()) {
    EXPECT_TRUE(covered.count(sub.name)) << sub.name << ": its --json output is not checked";
  }
}

}  // namespace
}  // namespace tcgjudge
