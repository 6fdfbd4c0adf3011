// undo-backup as a judge meets it (issue 17): the back-up of the sample game is undone by a
// signed restore the audit finds valid with its state key, the game is back where it stood
// before the back-up, nothing is deleted, and the undo is itself undone the same way.

#include "cli/undo_backup_command.h"

#include <gtest/gtest.h>

#include "cli/commands.h"
#include "cli/judge_commands.h"
#include "judge/review.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"

namespace tcgjudge {
namespace {

using testing::Has;

class UndoBackUpTest : public testing::ZeroCommandFixture {
 protected:
  int Undo(const std::string& game, const std::string& branch = "", const std::string& key = "") {
    CommandContext ctx = Context();
    ctx.yes = true;  // The sample game is over: a restore reopens it (confirmed, --yes).
    return Run([&] {
      return UndoBackUpCommand(ctx, game, JudgeEventOptions{"J-0815", key}, branch, {}, "");
    });
  }

  // The review of the stored game: its effective line and the state hash after every event.
  GameReview Review(const std::string& game) {
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
    EXPECT_TRUE(store.ok()) << store.status().ToString();
    auto stored = (*store)->Read(game);
    EXPECT_TRUE(stored.ok()) << stored.status().ToString();
    std::vector<Event> log;
    for (StoredEvent& e : *stored) log.push_back(std::move(e.event));
    auto review = ReviewGame(*rulesets_->Find("zero"), log, ReviewOptions{.state_hashes = true});
    EXPECT_TRUE(review.ok()) << review.status().ToString();
    return std::move(review).value();
  }

  std::string Keys() const { return (dir_ / "keys").string(); }
};

// The sample game backs up at seq 60 to the position after seq 57 (58 and 59 left as b1).
TEST_F(UndoBackUpTest, ARestoreReturnsTheGameToTheLineTheBackUpLeftAndTheAuditFindsItValid) {
  ASSERT_EQ(ImportSample("sample-game"), kExitOk) << err_.str();
  const GameReview before = Review("sample-zero-1");
  ASSERT_EQ(before.line.superseded, (std::vector<uint32_t>{58, 59}));
  ASSERT_EQ(Run([&] { return KeygenCommand(Context(), "J-0815", Keys()); }), kExitOk);

  ASSERT_EQ(Undo("sample-zero-1", "", Keys() + "/J-0815.key"), kExitOk) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "appended seq 121 to sample-zero-1: restore by J-0815 (signed"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "Restored branch b1, which the back-up at seq 60 left behind"))
      << out_.str();
  const GameReview restored = Review("sample-zero-1");
  EXPECT_EQ(restored.line.seqs.back(), 59u);
  EXPECT_EQ(restored.state_hashes[120], before.state_hashes[58]) << "the position after seq 59";
  std::vector<uint32_t> left;  // The line after the back-up: superseded, nothing deleted.
  for (uint32_t seq : before.line.seqs) {
    if (seq > 59) left.push_back(seq);
  }
  EXPECT_EQ(restored.line.superseded, left);

  AuditCommandOptions audit;
  audit.games = {"sample-zero-1"};
  audit.keys_dir = Keys();
  Run([&] { return AuditCommand(Context(), audit); });
  EXPECT_TRUE(Has(out_.str(), "⚖ seq 121  J-0815  restore  valid")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "1 state key match")) << out_.str();
  ASSERT_EQ(Run([&] { return LogCommand(Context(), "sample-zero-1"); }), kExitOk);
  EXPECT_TRUE(Has(out_.str(), "· 2 branches")) << out_.str();

  // Undone in turn: the line the restore left (b2) is the effective line again.
  ASSERT_EQ(Undo("sample-zero-1"), kExitOk) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "Restored branch b2, which the restore at seq 121 left behind"))
      << out_.str();
  const GameReview again = Review("sample-zero-1");
  EXPECT_EQ(again.line.seqs, before.line.seqs);
  EXPECT_EQ(again.state_hashes[121], before.state_hashes[119]);
}

TEST_F(UndoBackUpTest, RefusesWhatItCannotRestoreAndStoresNothing) {
  ASSERT_EQ(ImportSample("bot-game-clean"), kExitOk) << err_.str();
  EXPECT_EQ(Undo("sim-4"), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "the game has no back-up to undo (nothing was stored)"))
      << err_.str();
  ASSERT_EQ(ImportSample("sample-game"), kExitOk) << err_.str();
  EXPECT_EQ(Undo("sample-zero-1", "b2"), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "the game has no branch b2 (b1-b1)")) << err_.str();
  EXPECT_EQ(Undo("sample-zero-1", "2"), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "--branch: '2' is not a branch (b1, b2, ...)")) << err_.str();
  ASSERT_EQ(Undo("sample-zero-1", "b1"), kExitOk) << err_.str();
  EXPECT_EQ(Undo("sample-zero-1", "b1"), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "branch b1 is the effective line already")) << err_.str();
  EXPECT_EQ(Review("sample-zero-1").line.seqs.back(), 59u);
}

}  // namespace
}  // namespace tcgjudge
