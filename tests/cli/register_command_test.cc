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

#include "cli/backup_commands.h"
#include "cli/judge_event_commands.h"
#include "judge/registration.h"
#include "store/rocks_event_log.h"
#include "tests/cli/command_fixture.h"
#include "tests/store/raw_rocks.h"

namespace tcgjudge {
namespace {

using testing::Has;

const std::string kYgo = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/";

std::string ReadText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
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

  // With --create, as the desk's first registration of an event makes its store.
  int Register(const RegisterOptions& options, bool json = false) {
    CommandContext ctx = Context(json);
    ctx.create_store = true;
    return Run([&] { return RegisterCommand(ctx, options); });
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

  // A byte of the stored signature of the store's one registration changed, as someone with the
  // store's files could (the value ends with the 64 bytes of the signature).
  void FlipTheSignatureOfTheOnlyRegistration() {
    const std::vector<Registration> stored = Stored();
    ASSERT_EQ(stored.size(), 1u);
    testing::RawRocks raw(Context().db_path);
    ASSERT_TRUE(raw.ok());
    const std::string key = RegistrationKey(stored[0]);
    const std::optional<std::string> value = raw.Get(kRegistrationsColumnFamily, key);
    ASSERT_TRUE(value);
    raw.FlipByte(kRegistrationsColumnFamily, key, value->size() - 1);
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

TEST_F(RegisterCommandTest, RegisterMakesAStoreOnlyWithCreate) {
  // Issue 31: only import, simulate, demo and restore make a store unasked.
  EXPECT_EQ(Run([&] { return RegisterCommand(Context(), Options(Aiko())); }), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "error: no tcgjudge store at '" + Context().db_path + "'"))
      << err_.str();
  EXPECT_TRUE(Has(err_.str(), "or --create; nothing was stored)")) << err_.str();
  EXPECT_FALSE(std::filesystem::exists(Context().db_path));
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();  // --create.
  EXPECT_EQ(Stored().size(), 1u);
  // Once it is there, the next registration needs no --create.
  ASSERT_EQ(
      Run([&] { return RegisterCommand(Context(), Options(kYgo + "decklist-ben-okafor.txt")); }),
      kExitOk)
      << err_.str();
  EXPECT_EQ(Stored().size(), 2u);
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

TEST_F(RegisterCommandTest, AppendNamesTheDeckFindingsWhenItStoresTheFirstEventOfPlay) {
  // Live recording: the header comes in by import before Aiko's registration is taken, so the
  // import finds nothing to check against; the first event appended after it says what differs.
  std::istringstream lines(ReadText(kYgo + "match-r4-t7-3.jsonl"));
  std::string header, first, second;
  ASSERT_TRUE(std::getline(lines, header) && std::getline(lines, first) &&
              std::getline(lines, second));
  // Appended live, without the file's prevHash (append records a state key with each event, so
  // its chain is not the file's).
  for (std::string* line : {&first, &second}) {
    const size_t at = line->find(",\"prevHash\":\"");
    ASSERT_NE(at, std::string::npos) << *line;
    line->erase(at, std::string(",\"prevHash\":\"\",").size() + 64 - 1);
  }
  ASSERT_EQ(
      Run([&] { return ImportCommand(Context(), {WriteTemp("header.jsonl", header + "\n")}); }),
      kExitOk)
      << err_.str();
  EXPECT_FALSE(Has(out_.str(), "✗")) << out_.str();
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  ASSERT_EQ(Run([&] { return AppendCommand(Context(), "match-r4-t7-3", first, false); }), kExitOk)
      << err_.str();
  EXPECT_TRUE(Has(out_.str(),
                  "appended seq 2 to match-r4-t7-3\n  ✗ match-r4-t7-3 seq 1  A  "
                  "ygo.deck.side-exchange-size  A's main deck has 41 cards, "
                  "registered 40"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "\nnext: ")) << out_.str();
  // Said when play starts, not with every later event (the audit lists it until it is settled).
  ASSERT_EQ(Run([&] { return AppendCommand(Context(), "match-r4-t7-3", second, false); }), kExitOk)
      << err_.str();
  EXPECT_FALSE(Has(out_.str(), "✗")) << out_.str();
  // The audit lists it, standing.
  EXPECT_EQ(Audit({"match-r4-t7-3"}), kExitRefused);
}

// ----- Listing the registrations ---------------------------------------------------------------

TEST_F(RegisterCommandTest, RegistrationsListsEachPlayersLatestWithItsSignatureStatus) {
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  ASSERT_EQ(Register(Options(kYgo + "decklist-ben-okafor.txt")), kExitOk) << err_.str();
  RegisterOptions correction = Options(Aiko());
  correction.correct = true;
  correction.reason = "typed wrong";
  ASSERT_EQ(Register(correction), kExitOk) << err_.str();
  auto list = [&](const std::string& tournament, const std::string& player, bool corrections,
                  bool json = false) {
    RegistrationsOptions options;
    options.tournament = tournament;
    options.player = player;
    options.corrections = corrections;
    options.keys_dir = keys_;
    return Run([&] { return RegistrationsCommand(Context(json), options); });
  };
  ASSERT_EQ(list("", "", false), kExitOk) << err_.str();
  const std::string out = out_.str();
  EXPECT_EQ(out.rfind("'Regional Qualifier'\n  P-1042  Aiko Tanaka · ygo · correction 2 by J-0815 "
                      "at ",
                      0),
            0u)
      << out;
  EXPECT_TRUE(Has(out,
                  " (\"typed wrong\") · main 40, extra 2, side 3 · signature valid\n  "
                  "P-2077  Ben Okafor · ygo · registration 1 by J-0815 at "))
      << out;
  EXPECT_TRUE(
      Has(out, "\n2 registrations of 2 players (0 forged; 1 trusted key in " + keys_ + ")\n"))
      << out;
  // Every number, the corrected one kept.
  ASSERT_EQ(list("", "", true), kExitOk);
  EXPECT_TRUE(Has(out_.str(), "P-1042  Aiko Tanaka · ygo · registration 1 by J-0815"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "3 registrations of 2 players")) << out_.str();
  // The filters of `games`: part of a player's name or id, of the tournament, any case.
  ASSERT_EQ(list("", "ben", false), kExitOk);
  EXPECT_FALSE(Has(out_.str(), "P-1042")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "1 registration of 1 player (")) << out_.str();
  ASSERT_EQ(list("city cup", "", false), kExitOk);
  EXPECT_EQ(out_.str(),
            "0 registrations of 0 players (0 forged; 1 trusted key in " + keys_ + ")\n");
  ASSERT_EQ(list("regional", "", false, /*json=*/true), kExitOk);
  EXPECT_TRUE(Has(out_.str(),
                  "{\"tournament\":\"Regional Qualifier\",\"player\":\"P-1042\","
                  "\"name\":\"Aiko Tanaka\",\"ruleset\":\"ygo\",\"number\":2,"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(),
                  ",\"reason\":\"typed wrong\",\"signature\":\"valid\","
                  "\"problem\":null}\n"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(),
                  "\n{\"summary\":true,\"registrations\":2,\"players\":2,"
                  "\"forged\":0,\"trustedKeys\":1}\n"))
      << out_.str();
}

TEST_F(RegisterCommandTest, RegistrationsOfAForgedOneIsAnIntegrityFailure) {
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  ASSERT_NO_FATAL_FAILURE(FlipTheSignatureOfTheOnlyRegistration());
  RegistrationsOptions options;
  options.keys_dir = keys_;
  EXPECT_EQ(Run([&] { return RegistrationsCommand(Context(), options); }), kExitIntegrity);
  EXPECT_TRUE(Has(out_.str(), "  ✗ P-1042  Aiko Tanaka · ygo · registration 1 by J-0815 at "))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), " · signature forged: INTEGRITY: its signature (key ")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "1 registration of 1 player (1 forged;")) << out_.str();
}

TEST_F(RegisterCommandTest, RegistrationsRefusesAMissingStoreAndMakesNone) {
  RegistrationsOptions options;
  options.keys_dir = keys_;
  EXPECT_EQ(Run([&] { return RegistrationsCommand(Context(), options); }), kExitBadInput);
  EXPECT_TRUE(Has(err_.str(), "no tcgjudge store at")) << err_.str();
  EXPECT_FALSE(std::filesystem::exists(Context().db_path));
}

// ----- Backups carry the registrations ---------------------------------------------------------

TEST_F(RegisterCommandTest, ABackupCarriesTheRegistrationsAndTheRestoreVerifiesThem) {
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  ASSERT_EQ(Register(Options(kYgo + "decklist-ben-okafor.txt")), kExitOk) << err_.str();
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kYgo + "match-r4-t7-1.jsonl"}); }), kExitOk);
  const std::string backups = (dir_ / "backups").string();
  ASSERT_EQ(Run([&] { return BackupCommand(Context(), backups); }), kExitOk) << err_.str();
  EXPECT_TRUE(Has(out_.str(), "': 1 game, 4 events, 2 registrations (")) << out_.str();
  CommandContext restored = Context();
  restored.db_path = (dir_ / "restored").string();
  ASSERT_EQ(Run([&] { return RestoreCommand(restored, backups, {}); }), kExitOk) << err_.str();
  EXPECT_TRUE(Has(out_.str(),
                  ": 1 game, 4 events, 2 registrations, every hash chain and "
                  "registration signature verified\n"))
      << out_.str();
  auto store = RocksEventLog::Open(restored.db_path, OpenMode::kReadOnly);
  ASSERT_TRUE(store.ok()) << store.status().ToString();
  auto carried = (*store)->ListRegistrations();
  ASSERT_TRUE(carried.ok()) << carried.status().ToString();
  EXPECT_EQ(*carried, Stored());
}

TEST_F(RegisterCommandTest, ARestoreOfARegistrationWhoseSignatureDoesNotVerifyIsRefused) {
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  ASSERT_NO_FATAL_FAILURE(FlipTheSignatureOfTheOnlyRegistration());
  const std::string backups = (dir_ / "backups").string();
  ASSERT_EQ(Run([&] { return BackupCommand(Context(), backups); }), kExitOk) << err_.str();
  CommandContext restored = Context();
  restored.db_path = (dir_ / "restored").string();
  EXPECT_EQ(Run([&] { return RestoreCommand(restored, backups, {}); }), kExitIntegrity);
  EXPECT_TRUE(Has(err_.str(),
                  "the registration of player 'P-1042' for tournament 'Regional "
                  "Qualifier' (number 1): its signature does not verify against the "
                  "key it names"))
      << err_.str();
  EXPECT_FALSE(std::filesystem::exists(restored.db_path));
}

// ----- The registrations' signatures in the audit ----------------------------------------------

TEST_F(RegisterCommandTest, AForgedRegistrationSignatureIsAnIntegrityFailure) {
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kYgo + "match-r4-t7-1.jsonl"}); }), kExitOk);
  EXPECT_EQ(Audit({"match-r4-t7-1"}), kExitOk) << out_.str() << err_.str();
  EXPECT_TRUE(Has(out_.str(), "1 registration (0 forged)")) << out_.str();
  ASSERT_NO_FATAL_FAILURE(FlipTheSignatureOfTheOnlyRegistration());
  EXPECT_EQ(Audit({"match-r4-t7-1"}), kExitIntegrity) << out_.str() << err_.str();
  EXPECT_TRUE(Has(out_.str(),
                  "registration 1 of P-1042 (Aiko Tanaka) by J-0815 for 'Regional "
                  "Qualifier' · ✗ INTEGRITY: its signature (key "))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(),
                  ") does not verify: the registration was changed after J-0815 "
                  "signed it, or the signature was made up"))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "1 integrity failure,")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "1 registration (1 forged)")) << out_.str();
  // The integrity check alone finds it too, and --json says it per registration.
  AuditCommandOptions verify;
  verify.verify = true;
  verify.keys_dir = keys_;
  EXPECT_EQ(Run([&] { return AuditCommand(Context(/*json=*/true), verify); }), kExitIntegrity);
  EXPECT_TRUE(Has(out_.str(),
                  "{\"registration\":{\"tournament\":\"Regional Qualifier\","
                  "\"player\":\"P-1042\",\"number\":1},\"name\":\"Aiko Tanaka\","
                  "\"ruleset\":\"ygo\",\"judge\":\"J-0815\",\"signature\":"
                  "\"forged\""))
      << out_.str();
  EXPECT_TRUE(Has(out_.str(), "\"integrityFailures\":1,")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "\"registrations\":1,\"forgedRegistrations\":1,")) << out_.str();
}

TEST_F(RegisterCommandTest, ARegistrationSignedWithAKeyNotTrustedForItsJudgeIsAnIntegrityFailure) {
  // Another J-0815 key, not the one in the trusted directory, signs Aiko's registration.
  const std::string other_keys = (dir_ / "other-keys").string();
  ASSERT_EQ(Run([&] { return KeygenCommand(Context(), "J-0815", other_keys); }), kExitOk);
  RegisterOptions options = Options(Aiko());
  options.key_path = other_keys + "/J-0815.key";
  ASSERT_EQ(Register(options), kExitOk) << err_.str();
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kYgo + "match-r4-t7-1.jsonl"}); }), kExitOk);
  EXPECT_EQ(Audit({"match-r4-t7-1"}), kExitIntegrity) << out_.str() << err_.str();
  EXPECT_TRUE(Has(out_.str(), "✗ INTEGRITY: its signature verifies only with key ")) << out_.str();
  EXPECT_TRUE(Has(out_.str(), ", which is not a key trusted for J-0815")) << out_.str();
  // Without a key of J-0815 trusted at all it proves nothing, as a judge event's: unknown-key.
  AuditCommandOptions untrusted;
  untrusted.games = {"match-r4-t7-1"};
  untrusted.keys_dir = (dir_ / "no-keys").string();
  std::filesystem::create_directories(untrusted.keys_dir);
  EXPECT_EQ(Run([&] { return AuditCommand(Context(), untrusted); }), kExitOk) << out_.str();
  EXPECT_TRUE(Has(out_.str(), "1 registration (0 forged)")) << out_.str();
}

TEST_F(RegisterCommandTest, AnAuditOfAnotherTournamentsGamesChecksOnlyItsRegistrations) {
  RegisterOptions city_cup = Options(Aiko());
  city_cup.tournament = "City Cup";
  ASSERT_EQ(Register(city_cup), kExitOk) << err_.str();
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kYgo + "match-r4-t7-1.jsonl"}); }), kExitOk);
  EXPECT_EQ(Audit({"match-r4-t7-1"}), kExitOk) << out_.str();
  EXPECT_FALSE(Has(out_.str(), "registration")) << out_.str();
}

TEST_F(RegisterCommandTest, ADamagedRegistrationStopsTheAuditAsDamage) {
  ASSERT_EQ(Register(Options(Aiko())), kExitOk) << err_.str();
  ASSERT_EQ(Run([&] { return ImportCommand(Context(), {kYgo + "match-r4-t7-1.jsonl"}); }), kExitOk);
  const std::vector<Registration> stored = Stored();
  ASSERT_EQ(stored.size(), 1u);
  {
    testing::RawRocks raw(Context().db_path);
    ASSERT_TRUE(raw.ok());
    raw.Put(kRegistrationsColumnFamily, RegistrationKey(stored[0]), "\x01garbage");
  }
  EXPECT_EQ(Audit({"match-r4-t7-1"}), kExitIntegrity) << out_.str();
  EXPECT_TRUE(Has(err_.str(), "Regional Qualifier/P-1042")) << err_.str();
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
