// `tcgjudge register` (issue 31; docs/desk.md): a player's decklist stored for an event, signed by
// the judge who takes it, never replaced (a correction is recorded beside it), refused with a
// clear message and nothing stored for bad input; and `audit` checking the games' headers
// against the registrations (the match of samples/ygo/match-r4-t7-*).

#include "cli/register_command.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/judge_event_commands.h"
#include "judge/registration.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"

namespace tcgjudge {
namespace {

const std::string kYgo = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/";

std::string ReadText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool Has(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

class RegisterCommandTest : public testing::CommandFixture {
 protected:
  void SetUp() override {
    CommandFixture::SetUp();
    auto rulesets = LoadRulesets({{"ygo", kYgo + "cards.jsonl"}});
    ASSERT_TRUE(rulesets.ok()) << rulesets.status().ToString();
    rulesets_ = std::move(rulesets).value();
    keys_ = (dir_ / "keys").string();
    ASSERT_EQ(Run([&] { return KeygenCommand(Context(), "J-0815", keys_); }), kExitOk);
  }

  CommandContext Context(bool json = false) {
    return CommandFixture::Context(json, rulesets_.get());
  }

  RegisterOptions Options(const std::string& decklist) {
    RegisterOptions options;
    options.decklist = decklist;
    options.tournament = "Regional Qualifier";
    options.ruleset = "ygo";
    options.judge_id = "J-0815";
    options.key_path = keys_ + "/J-0815.key";
    return options;
  }

  int Register(const RegisterOptions& options, bool json = false) {
    return Run([&] { return RegisterCommand(Context(json), options); });
  }

  std::vector<Registration> Stored() {
    auto store = RocksEventLog::Open(Context().db_path, OpenMode::kReadOnly);
    if (!store.ok()) return {};
    auto all = (*store)->ListRegistrations();
    EXPECT_TRUE(all.ok()) << all.status().ToString();
    return all.ok() ? *all : std::vector<Registration>{};
  }

  int Audit(std::vector<std::string> games) {
    AuditCommandOptions options;
    options.games = std::move(games);
    options.keys_dir = keys_;
    return Run([&] { return AuditCommand(Context(), options); });
  }

  std::string Aiko() const { return kYgo + "decklist-aiko-tanaka.txt"; }

  std::string keys_;
  std::unique_ptr<RulesetRegistry> rulesets_;
};

TEST_F(RegisterCommandTest, RegisterStoresTheDecklistSignedByTheJudge) {
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "registered P-1042 (Aiko Tanaka) for 'Regional Qualifier' (ygo): "
                              "main deck 40, extra deck 2, side deck 3 cards\n"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "registration 1 by J-0815 (signed with key ")) << out_.str();
  const std::vector<Registration> stored = Stored();
  ASSERT_EQ(stored.size(), 1u);
  EXPECT_EQ(stored[0].player.deck.size(), 40u);
  EXPECT_EQ(stored[0].judge_id, "J-0815");
  auto trusted = TrustedKeys::LoadDirectory(keys_);
  ASSERT_TRUE(trusted.ok());
  EXPECT_EQ(CheckRegistrationSignature(stored[0], *trusted), SignatureStatus::kValid);
}

TEST_F(RegisterCommandTest, RegisterPrintsOneJsonObject) {
  ASSERT_EQ(Register(Options(Aiko()), /*json=*/true), kExitOk) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "{\"tournament\":\"Regional Qualifier\",\"player\":\"P-1042\","
                              "\"name\":\"Aiko Tanaka\",\"ruleset\":\"ygo\",\"number\":1,"
                              "\"main\":40,\"extra\":2,\"side\":3,\"judge\":\"J-0815\""))
      << out_.str();
}

TEST_F(RegisterCommandTest, ASecondRegistrationOfThePlayerIsRefusedUnlessACorrection) {
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  EXPECT_EQ(Register(Options(Aiko())), kExitRefused);
  EXPECT_EQ(err_.str(),
            "error: register: player 'P-1042' of tournament 'Regional Qualifier' is already "
            "registered (registration 1 stored): a registration is never replaced; a "
            "correction is number 2, with its reason (to correct it: register again with "
            "--correct --reason '...'; nothing was stored)\n");
  EXPECT_EQ(Stored().size(), 1u);
  RegisterOptions correction = Options(Aiko());
  correction.correct = true;
  correction.reason = "The desk typed the side deck wrong.";
  ASSERT_EQ(Register(correction), kExitOk) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "correction 2 by J-0815 (signed with key ")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "\"The desk typed the side deck wrong.\"")) << out_.str();
  const std::vector<Registration> stored = Stored();
  ASSERT_EQ(stored.size(), 2u) << "the registration corrected is kept";
  EXPECT_EQ(stored[1].number, 2u);
  EXPECT_EQ(stored[1].reason, "The desk typed the side deck wrong.");
}

TEST_F(RegisterCommandTest, ACorrectionNeedsAReasonAndARegistrationToCorrect) {
  RegisterOptions correction = Options(Aiko());
  correction.correct = true;
  EXPECT_EQ(Register(correction), kExitBadInput);
  EXPECT_EQ(err_.str(), "error: --correct: a correction says why, with --reason (nothing was "
                        "stored)\n");
  correction.reason = "typo";
  EXPECT_EQ(Register(correction), kExitBadInput);
  EXPECT_EQ(err_.str(), "error: --correct: player 'P-1042' has no registration for tournament "
                        "'Regional Qualifier' to correct (register without --correct) (nothing "
                        "was stored)\n");
  RegisterOptions reason_alone = Options(Aiko());
  reason_alone.reason = "typo";
  EXPECT_EQ(Register(reason_alone), kExitBadInput);
  EXPECT_TRUE(Stored().empty());
}

TEST_F(RegisterCommandTest, AMalformedDecklistIsRefusedNamingItsLine) {
  const std::string bad = WriteTemp("bad.txt", "player: P-1\nname: Mia\nmain:\nx3 26202165\n");
  EXPECT_EQ(Register(Options(bad)), kExitBadInput);
  EXPECT_EQ(err_.str(), "error: " + bad + ":4: 'x3 26202165' is not a card line (\"COUNT CODE\" "
                        "or \"CODE\") (nothing was stored)\n");
  EXPECT_FALSE(std::filesystem::exists(Context().db_path)) << "no store made for nothing";
  EXPECT_EQ(Register(Options((dir_ / "missing.txt").string())), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "missing.txt: cannot be read")) << err_.str();
}

TEST_F(RegisterCommandTest, ADecklistWithoutItsPlayerIsRefused) {
  const std::string anonymous = WriteTemp("anon.txt", "name: Mia\nmain:\n40 26202165\n");
  EXPECT_EQ(Register(Options(anonymous)), kExitBadInput);
  EXPECT_EQ(err_.str(), "error: " + anonymous + ": no 'player:' line: a decklist names its player "
                        "(id and name) (nothing was stored)\n");
}

TEST_F(RegisterCommandTest, ADecklistTheRulesetRefusesIsNotRegistered_Rule1_1_1) {
  const std::string short_deck =
      WriteTemp("short.txt", "player: P-1\nname: Mia\nmain:\n3 26202165\n");
  EXPECT_EQ(Register(Options(short_deck)), kExitRefused);
  EXPECT_TRUE(Has(out_.str(), "✗ ygo.deck.main-size")) << out_.str();
  EXPECT_EQ(err_.str(), "error: " + short_deck + ": the ygo rules refuse this decklist (1 "
                        "problem above): the player corrects it before it is registered "
                        "(nothing was stored)\n");
  EXPECT_FALSE(std::filesystem::exists(Context().db_path));
}

TEST_F(RegisterCommandTest, AnUnknownCardOrRulesetIsRefused) {
  const std::string unknown = WriteTemp("unknown.txt", "player: P-1\nname: Mia\nmain:\n"
                                                       "40 99999999\n");
  EXPECT_EQ(Register(Options(unknown)), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "error: " + unknown + ": ")) << err_.str();
  EXPECT_TRUE(Has(err_.str(), "99999999")) << err_.str();
  RegisterOptions other = Options(Aiko());
  other.ruleset = "chess";
  EXPECT_EQ(Register(other), kExitBadInput);
  EXPECT_EQ(err_.str(), "error: --ruleset: 'chess' is no ruleset of this build (it has ygo) "
                        "(nothing was stored)\n");
  EXPECT_FALSE(std::filesystem::exists(Context().db_path));
}

TEST_F(RegisterCommandTest, AnotherJudgesKeyOrAMissingKeyIsRefused) {
  ASSERT_EQ(Run([&] { return KeygenCommand(Context(), "J-0001", keys_); }), kExitOk);
  RegisterOptions wrong = Options(Aiko());
  wrong.key_path = keys_ + "/J-0001.key";
  EXPECT_EQ(Register(wrong), kExitBadInput);
  EXPECT_EQ(err_.str(), "error: --key: " + keys_ + "/J-0001.key is judge J-0001's key, not "
                        "J-0815's (nothing was stored)\n");
  RegisterOptions missing = Options(Aiko());
  missing.key_path = keys_ + "/J-9999.key";
  EXPECT_EQ(Register(missing), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "error: --key: ")) << err_.str();
  EXPECT_FALSE(std::filesystem::exists(Context().db_path));
}

TEST_F(RegisterCommandTest, ABusyStoreIsRetryableAndNothingIsStored) {
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  {
    auto holder = RocksEventLog::Open(Context().db_path, OpenMode::kReadWrite);
    ASSERT_TRUE(holder.ok()) << holder.status().ToString();
    CommandContext ctx = Context();
    ctx.busy_wait = std::chrono::milliseconds(0);
    RegisterOptions correction = Options(Aiko());
    correction.correct = true;
    correction.reason = "typo";
    EXPECT_EQ(Run([&] { return RegisterCommand(ctx, correction); }), kExitRetry);
    EXPECT_TRUE(Has(err_.str(), "in use by another")) << err_.str();
  }
  EXPECT_EQ(Stored().size(), 1u);
}

// ----- The header check ----------------------------------------------------------------------

TEST_F(RegisterCommandTest, AuditChecksEachDuelsDecksAgainstTheRegistration_Rule1_1_3) {
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  std::vector<std::string> files;
  for (int duel = 1; duel <= 3; ++duel) {
    files.push_back(kYgo + "match-r4-t7-" + std::to_string(duel) + ".jsonl");
  }
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), files); }), kExitOk) << err_.str();
  EXPECT_EQ(Audit({"match-r4-t7-1", "match-r4-t7-2"}), kExitOk) << out_.str() << err_.str();
  EXPECT_EQ(Audit({"match-r4-t7-3"}), kExitRefused);
  EXPECT_TRUE(Has(out_.str(), "ygo.deck.side-exchange-cards  A's decks differ from the registered "
                              "lists: 1 Monster Reborn (83764718) not registered"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "remedy: against registration 1 of P-1042 (Aiko Tanaka) by J-0815 "
                              "(signature valid)"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "(signature valid): a penalty, or leave it standing with a ruling"))
      << out_.str();
}

TEST_F(RegisterCommandTest, ImportNamesTheDeckFindingsOfANewGameAndStoresItAsPlayed) {
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  ASSERT_EQ(Run([&] {
              return ImportCommand(Context(), {kYgo + "match-r4-t7-3.jsonl"});
            }),
            kExitOk)
      << err_.str();
  EXPECT_TRUE(Has(out_.str(), "game match-r4-t7-3: 4 events added, 4 in all\n  ✗ match-r4-t7-3 "
                              "seq 1  A  ygo.deck.side-exchange-size  A's main deck has 41 cards, "
                              "registered 40"))
      << out_.str();
  // Imported again: nothing new, nothing said.
  ASSERT_EQ(Run([&] {
              return ImportCommand(Context(), {kYgo + "match-r4-t7-3.jsonl"});
            }),
            kExitOk);
  EXPECT_FALSE(Has(out_.str(), "✗")) << out_.str();
}

TEST_F(RegisterCommandTest, ADuelOnePlayedWithAnotherDeckThanRegisteredIsAFinding) {
  // Ben registers a second Junk Synchron where his duel 1 plays a third Kuriboh.
  std::string ben = ReadText(kYgo + "decklist-ben-okafor.txt");
  const size_t kuriboh = ben.find("3 40640057");
  ASSERT_NE(kuriboh, std::string::npos) << ben;
  ben.replace(kuriboh, 10, "2 40640057\n1 63977008");
  ASSERT_EQ(Register(Options(WriteTemp("ben.txt", ben))), kExitOk) << err_.str();
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kYgo + "match-r4-t7-1.jsonl"}); }),
            kExitOk);
  EXPECT_EQ(Audit({"match-r4-t7-1"}), kExitRefused);
  EXPECT_TRUE(Has(out_.str(), "✗ seq 1  B  registration.deck-differs  B's main deck (40 cards) is "
                              "not the one Ben Okafor registered (40 cards): 1 × 40640057 not "
                              "registered; 1 × 63977008 missing · standing"))
      << out_.str();
}

}  // namespace
}  // namespace tcgjudge
