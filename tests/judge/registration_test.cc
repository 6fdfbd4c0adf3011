// Registered decklists at the judge's desk (issue 31; docs/desk.md): the decklist file a player
// hands in (judge/decklist.h), the judge's signature on a registration (judge/registration.h,
// docs/security.md "Registered decklists"), the ruleset's deck construction run on it, and a
// game's header checked against it (judge/match.h DeckFindings): exactly as registered outside a
// match and in a match's first duel, under Yu-Gi-Oh's §1.1.3 side-deck exchange in later duels.

#include "judge/registration.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "engine/ygo/ygo_ruleset.h"
#include "events/jsonl.h"
#include "judge/decklist.h"
#include "judge/match.h"

namespace tcgjudge {
namespace {

const std::string kYgoSamples = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/";

std::string ReadText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

Player AikosDecklist() {
  auto player = ParseDecklist(ReadText(kYgoSamples + "decklist-aiko-tanaka.txt"), "aiko");
  EXPECT_TRUE(player.ok()) << player.status().ToString();
  return player.ok() ? *player : Player{};
}

std::vector<GameInfo> Match() {
  std::vector<GameInfo> games;
  for (int duel = 1; duel <= 3; ++duel) {
    auto lines =
        ReadJsonLinesFile(kYgoSamples + "match-r4-t7-" + std::to_string(duel) + ".jsonl");
    EXPECT_TRUE(lines.ok()) << lines.status().ToString();
    if (!lines.ok()) return {};
    GameInfo info;
    info.header = std::get<Header>(lines->front().event.body);
    info.game_id = info.header.game_id;
    games.push_back(info);
  }
  return games;
}

Registration Registered(const Player& player, uint32_t number = 1) {
  Registration r;
  r.tournament = "Regional Qualifier";
  r.ruleset = "ygo";
  r.player = player;
  r.number = number;
  r.reason = number == 1 ? "" : "the judge typed a card wrong";
  r.time = "2026-11-21T09:12:00Z";
  r.judge_id = "J-0815";
  return r;
}

const Ruleset& Ygo() {
  static const auto* rules = [] {
    auto made = ygo::YgoRuleset::FromCardFile(kYgoSamples + "cards.jsonl");
    EXPECT_TRUE(made.ok()) << made.status().ToString();
    return made.ok() ? std::move(made).value().release() : nullptr;
  }();
  return *rules;
}

std::multiset<std::string> Codes(const std::vector<std::string>& list) {
  return {list.begin(), list.end()};
}

// ----- The decklist file ---------------------------------------------------------------------

TEST(Decklist, ReadsPlayerNameAndCountedCardsOfEachList) {
  auto player = ParseDecklist(
      "# a comment\n"
      "player: P-7  # trailing comment\n"
      "name: Mia Rossi\n"
      "main:\n"
      "3 26202165\n"
      "12580477\n"
      "\n"
      "extra:\n"
      "1 97204936\n"
      "side:\n"
      "2 97268402\n",
      "mia.txt");
  ASSERT_TRUE(player.ok()) << player.status().ToString();
  EXPECT_EQ(player->player_id, "P-7");
  EXPECT_EQ(player->name, "Mia Rossi");
  EXPECT_EQ(player->deck, (std::vector<std::string>{"26202165", "26202165", "26202165",
                                                    "12580477"}));
  EXPECT_EQ(player->extra_deck, std::vector<std::string>{"97204936"});
  EXPECT_EQ(player->side_deck, (std::vector<std::string>{"97268402", "97268402"}));
}

TEST(Decklist, TheSampleDecklistIsTheListsOfTheMatchsFirstDuel) {
  const Player registered = AikosDecklist();
  const std::vector<GameInfo> games = Match();
  ASSERT_FALSE(games.empty());
  const Player& played = games[0].header.players[0];
  EXPECT_EQ(registered.player_id, played.player_id);
  EXPECT_EQ(registered.name, played.name);
  EXPECT_EQ(Codes(registered.deck), Codes(played.deck));
  EXPECT_EQ(Codes(registered.extra_deck), Codes(played.extra_deck));
  EXPECT_EQ(Codes(registered.side_deck), Codes(played.side_deck));
}

TEST(Decklist, MalformedLinesAreRefusedNamingFileAndLine) {
  const struct {
    const char* text;
    const char* message;
  } cases[] = {
      {"player: P\nname: N\n3 26202165\n",
       "d.txt:3: card '26202165' before any list: start the list with 'main:', 'extra:' or "
       "'side:'"},
      {"player: P\nname: N\nmain:\nthree 26202165\n",
       "d.txt:4: 'three 26202165' is not a card line (\"COUNT CODE\" or \"CODE\")"},
      {"player: P\nname: N\nmain:\n0 26202165\n", "d.txt:4: a count of 0 (1-99 copies a line)"},
      {"player: P\nname: N\nmain:\n100 26202165\n",
       "d.txt:4: a count of 100 (1-99 copies a line)"},
      {"player: P\nplayer: Q\n", "d.txt:2: 'player:' is given twice"},
      {"player: P\nname: N\nmain: 26202165\n",
       "d.txt:3: 'main:' heads a list: its cards follow on the next lines, one \"COUNT CODE\" a "
       "line"},
      {"player: P\nname: N\ndeck:\n", "d.txt:3: 'deck:' is no decklist field (player, name, "
                                      "main, extra, side)"},
      {"name: N\nmain:\n1 26202165\n",
       "d.txt: no 'player:' line: a decklist names its player (id and name)"},
      {"player: P\nname: N\n", "d.txt: no main deck (a 'main:' line and its cards)"},
      {"player: P\xff\n", "d.txt: not valid UTF-8 (byte 10)"},
  };
  for (const auto& c : cases) {
    auto parsed = ParseDecklist(c.text, "d.txt");
    ASSERT_FALSE(parsed.ok()) << c.text;
    EXPECT_EQ(parsed.status().code(), StatusCode::kInvalidInput);
    EXPECT_EQ(parsed.status().message(), c.message) << c.text;
  }
}

// ----- The judge's signature -----------------------------------------------------------------

TEST(RegistrationSignature, ASignedRegistrationVerifiesWithItsJudgesTrustedKey) {
  const KeyPair pair = GenerateKeyPair();
  Registration r = Registered(AikosDecklist());
  ASSERT_TRUE(SignRegistration(&r, JudgeKey{"J-0815", pair.secret_key}).ok());
  EXPECT_EQ(r.public_key, pair.public_key);
  TrustedKeys trusted;
  EXPECT_EQ(CheckRegistrationSignature(r, trusted), SignatureStatus::kUnknownKey);
  trusted.Add("J-0815", pair.public_key);
  EXPECT_EQ(CheckRegistrationSignature(r, trusted), SignatureStatus::kValid);
  // It survives the store's encoding.
  auto stored = DecodeRegistration(RegistrationKey(r), EncodeRegistration(r));
  ASSERT_TRUE(stored.ok()) << stored.status().ToString();
  EXPECT_EQ(CheckRegistrationSignature(*stored, trusted), SignatureStatus::kValid);
}

TEST(RegistrationSignature, AnyChangeAfterSigningIsForged) {
  const KeyPair pair = GenerateKeyPair();
  TrustedKeys trusted;
  trusted.Add("J-0815", pair.public_key);
  Registration r = Registered(AikosDecklist());
  ASSERT_TRUE(SignRegistration(&r, JudgeKey{"J-0815", pair.secret_key}).ok());
  Registration swapped = r;
  swapped.player.deck[0] = "83764718";
  EXPECT_EQ(CheckRegistrationSignature(swapped, trusted), SignatureStatus::kForged);
  Registration other_event = r;
  other_event.tournament = "Another Event";
  EXPECT_EQ(CheckRegistrationSignature(other_event, trusted), SignatureStatus::kForged);
  Registration renumbered = r;
  renumbered.number = 2;
  EXPECT_EQ(CheckRegistrationSignature(renumbered, trusted), SignatureStatus::kForged);
}

TEST(RegistrationSignature, AKeyNotTrustedForItsJudgeIsForged) {
  const KeyPair judges = GenerateKeyPair();
  const KeyPair other = GenerateKeyPair();
  TrustedKeys trusted;
  trusted.Add("J-0815", judges.public_key);
  Registration r = Registered(AikosDecklist());
  r.judge_id = "J-0815";
  // Signed with a key of its own: it verifies, but is not J-0815's trusted key.
  r.public_key = other.public_key;
  r.signature = SignMessage(RegistrationSignedBytes(r), other.secret_key);
  EXPECT_EQ(CheckRegistrationSignature(r, trusted), SignatureStatus::kForged);
}

TEST(RegistrationSignature, TheAuditChecksEachNumberOfTheTournamentsAudited) {
  const KeyPair pair = GenerateKeyPair();
  TrustedKeys trusted;
  trusted.Add("J-0815", pair.public_key);
  Registration first = Registered(AikosDecklist());
  ASSERT_TRUE(SignRegistration(&first, JudgeKey{"J-0815", pair.secret_key}).ok());
  // A correction whose list was changed after it was signed.
  Registration correction = Registered(AikosDecklist(), 2);
  ASSERT_TRUE(SignRegistration(&correction, JudgeKey{"J-0815", pair.secret_key}).ok());
  correction.player.deck[0] = "83764718";
  Registration elsewhere = first;
  elsewhere.tournament = "City Cup";
  ASSERT_TRUE(SignRegistration(&elsewhere, JudgeKey{"J-0815", pair.secret_key}).ok());
  const std::vector<Registration> all = {first, correction, elsewhere};

  const std::vector<AuditedRegistration> every = AuditRegistrations(all, trusted, std::nullopt);
  ASSERT_EQ(every.size(), 3u);
  EXPECT_EQ(every[0].signature, SignatureStatus::kValid);
  EXPECT_EQ(every[1].signature, SignatureStatus::kForged);
  EXPECT_EQ(every[2].signature, SignatureStatus::kValid);
  EXPECT_EQ(RegistrationIntegrityProblem(every[0]), "");
  EXPECT_EQ(RegistrationIntegrityProblem(every[1]),
            "its signature (key " + KeyFingerprint(pair.public_key) +
                ") does not verify: the registration was changed after J-0815 signed it, or the "
                "signature was made up");
  EXPECT_EQ(AuditedRegistrationName(every[1].registration),
            "correction 2 of P-1042 (Aiko Tanaka) by J-0815 for 'Regional Qualifier'");

  const std::vector<AuditedRegistration> city =
      AuditRegistrations(all, trusted, std::set<std::string>{"City Cup"});
  ASSERT_EQ(city.size(), 1u);
  EXPECT_EQ(city[0].registration.tournament, "City Cup");
}

TEST(RegistrationSignature, AnotherJudgesKeyDoesNotSign) {
  Registration r = Registered(AikosDecklist());
  const Status refused = SignRegistration(&r, JudgeKey{"J-0001", GenerateKeyPair().secret_key});
  ASSERT_EQ(refused.code(), StatusCode::kInvalidInput);
  EXPECT_EQ(refused.message(), "the key is judge J-0001's, the registration is taken by judge "
                               "J-0815");
}

TEST(RegistrationSignature, NoEventSignatureVerifiesAsARegistrations) {
  // The domains differ: the bytes signed for a registration start with their own prefix.
  const std::string bytes = RegistrationSignedBytes(Registered(AikosDecklist()));
  EXPECT_EQ(bytes.rfind(std::string("tcgjudge registration signature v1\0", 35), 0), 0u);
}

// ----- The ruleset's deck construction at the desk ---------------------------------------------

TEST(RegisteredDecklist, ALegalYgoDecklistHasNoProblems_Rule1_1) {
  auto problems = DecklistProblems(Ygo(), AikosDecklist());
  ASSERT_TRUE(problems.ok()) << problems.status().ToString();
  EXPECT_TRUE(problems->empty());
}

TEST(RegisteredDecklist, AYgoMainDeckOf39CardsIsRefusedByTheRuleset_Rule1_1_1) {
  Player short_deck = AikosDecklist();
  short_deck.deck.pop_back();
  auto problems = DecklistProblems(Ygo(), short_deck);
  ASSERT_TRUE(problems.ok()) << problems.status().ToString();
  ASSERT_EQ(problems->size(), 1u);
  EXPECT_EQ((*problems)[0].code, "ygo.deck.main-size");
  EXPECT_EQ((*problems)[0].player, Seat::kA);
}

TEST(RegisteredDecklist, AnUnknownCardCodeCannotBeChecked) {
  Player unknown = AikosDecklist();
  unknown.deck[0] = "99999999";
  auto problems = DecklistProblems(Ygo(), unknown);
  ASSERT_FALSE(problems.ok());
  EXPECT_EQ(problems.status().code(), StatusCode::kInvalidInput);
  EXPECT_NE(problems.status().message().find("99999999"), std::string::npos)
      << problems.status().message();
}

// ----- A game's header against the registration ------------------------------------------------

TEST(RegisteredDeck, TheSameCardsInAnotherOrderAreTheRegisteredDeck) {
  Player registered = AikosDecklist();
  Player played = registered;
  std::reverse(played.deck.begin(), played.deck.end());
  EXPECT_TRUE(RegisteredDeckProblems(Seat::kA, registered, played).empty());
}

TEST(RegisteredDeck, EachListThatDiffersIsOneViolationNamingTheCards) {
  Player registered = AikosDecklist();
  Player played = registered;
  played.deck[0] = "83764718";
  played.side_deck.pop_back();
  std::vector<Violation> found = RegisteredDeckProblems(Seat::kB, registered, played);
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].code, "registration.deck-differs");
  EXPECT_EQ(found[0].seq, 1u);
  EXPECT_EQ(found[0].player, Seat::kB);
  EXPECT_EQ(found[0].message,
            "B's main deck (40 cards) is not the one Aiko Tanaka registered (40 cards): 1 × "
            "83764718 not registered; 1 × " +
                registered.deck[0] + " missing");
  EXPECT_EQ(found[1].message,
            "B's side deck (2 cards) is not the one Aiko Tanaka registered (3 cards): 1 × " +
                registered.side_deck.back() + " missing");
}

TEST(RegisteredDeck, AHeaderThatListsNoSideDeckIsNotComparedForIt) {
  Player registered = AikosDecklist();
  Player played = registered;
  played.side_deck.clear();
  EXPECT_TRUE(RegisteredDeckProblems(Seat::kA, registered, played).empty());
}

TEST(RegisteredDeck, AMatchsFirstDuelIsCheckedExactlyAgainstTheRegistration) {
  std::vector<GameInfo> games = Match();
  const std::vector<Registration> registrations = {Registered(AikosDecklist())};
  EXPECT_TRUE(DeckFindings(Ygo(), games, registrations, games[0].header).empty());
  // Registered with a Raigeki where duel 1 plays a Sangan.
  Player other = AikosDecklist();
  auto sangan = std::find(other.deck.begin(), other.deck.end(), "26202165");
  ASSERT_NE(sangan, other.deck.end());
  *sangan = "12580477";
  const std::vector<Registration> differing = {Registered(other)};
  std::vector<DeckFinding> found = DeckFindings(Ygo(), games, differing, games[0].header);
  ASSERT_EQ(found.size(), 1u);
  ASSERT_TRUE(found[0].registration);
  EXPECT_EQ(found[0].registration->player.player_id, "P-1042");
  EXPECT_EQ(found[0].violation.code, "registration.deck-differs");
  EXPECT_EQ(found[0].violation.message,
            "A's main deck (40 cards) is not the one Aiko Tanaka registered (40 cards): 1 × "
            "26202165 not registered; 1 × 12580477 missing");
}

TEST(RegisteredDeck, TheLatestCorrectionIsWhatGamesAreCheckedAgainst) {
  std::vector<GameInfo> games = Match();
  Player wrong = AikosDecklist();
  wrong.deck[0] = "12580477";
  const std::vector<Registration> registrations = {Registered(wrong, 1),
                                                   Registered(AikosDecklist(), 2)};
  EXPECT_TRUE(DeckFindings(Ygo(), games, registrations, games[0].header).empty());
}

TEST(RegisteredDeck, LaterDuelsAreCheckedAgainstTheRegistrationBySideDecking_Rule1_1_3) {
  std::vector<GameInfo> games = Match();
  const std::vector<Registration> registrations = {Registered(AikosDecklist())};
  // Duel 2 exchanges two cards one for one with the registered side deck: legal.
  EXPECT_TRUE(DeckFindings(Ygo(), games, registrations, games[1].header).empty());
  // Duel 3: what the match check finds against duel 1, now against the registration.
  std::string found;
  for (const DeckFinding& f : DeckFindings(Ygo(), games, registrations, games[2].header)) {
    ASSERT_TRUE(f.registration);
    EXPECT_TRUE(f.reference_game.empty());
    found += f.violation.code + "  " + f.violation.message + "\n";
  }
  EXPECT_EQ(found, ReadText(kYgoSamples + "match-r4-t7.sideboard.expected.txt"));
}

TEST(RegisteredDeck, ALaterDuelNeedsNoEarlierDuelStoredWhenTheDeckIsRegistered_Rule1_1_3) {
  const std::vector<GameInfo> games = Match();
  const std::vector<GameInfo> only_duel_3 = {games[2]};
  const std::vector<Registration> registrations = {Registered(AikosDecklist())};
  EXPECT_EQ(DeckFindings(Ygo(), only_duel_3, registrations, games[2].header).size(), 3u);
  EXPECT_TRUE(DeckFindings(Ygo(), only_duel_3, {}, games[2].header).empty())
      << "unregistered, with no first duel stored there is nothing to check against";
}

TEST(RegisteredDeck, ARegistrationOfAnotherTournamentOrRulesetIsNotThisGames) {
  std::vector<GameInfo> games = Match();
  Player other = AikosDecklist();
  other.deck[0] = "12580477";
  Registration elsewhere = Registered(other);
  elsewhere.tournament = "Another Event";
  Registration other_game = Registered(other);
  other_game.ruleset = "zero";
  const std::vector<Registration> registrations = {elsewhere, other_game};
  EXPECT_TRUE(DeckFindings(Ygo(), games, registrations, games[0].header).empty());
}

}  // namespace
}  // namespace tcgjudge
