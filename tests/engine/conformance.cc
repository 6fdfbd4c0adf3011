#include "tests/engine/conformance.h"

#include <gmock/gmock.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "engine/bot.h"
#include "engine/fold.h"
#include "engine/table_layout.h"
#include "events/hash.h"
#include "events/jsonl.h"
#include "judge/review.h"
#include "tests/engine/clock_check.h"

namespace tcgjudge::testing {

const Ruleset& RulesetConformance::Rules() {
  static std::map<std::string, std::unique_ptr<Ruleset>>* built =
      new std::map<std::string, std::unique_ptr<Ruleset>>();
  std::unique_ptr<Ruleset>& rules = (*built)[GetParam().ruleset];
  if (rules == nullptr) {
    auto made = GetParam().from_card_file(SamplesDir() + "cards.jsonl");
    TJ_CHECK_MSG(made.ok(), made.status().ToString().c_str());
    rules = std::move(made).value();
    TJ_CHECK(rules->Id() == GetParam().ruleset);
  }
  return *rules;
}

std::string RulesetConformance::SamplesDir() const {
  return std::string(TCGJUDGE_SOURCE_DIR) + "/samples/" + GetParam().ruleset + "/";
}

namespace {

// A seeded bot game of the ruleset's bot decks, or nullopt after a failure.
std::optional<BotGame> Play(const Ruleset& rules, uint64_t seed, double illegal_rate) {
  auto header = rules.BotHeader("conformance-" + std::to_string(seed));
  EXPECT_TRUE(header.ok()) << header.status().ToString();
  if (!header.ok()) return std::nullopt;
  auto game = PlayBotGame(rules, *header, BotOptions{seed, 20000, illegal_rate});
  if (!game.ok()) {
    ADD_FAILURE() << "seed " << seed << ": " << game.status().ToString();
    return std::nullopt;
  }
  return std::move(game).value();
}

// Folds `game` with the invariants checked after every event, and expects it to end with
// exactly its injected decisions flagged, each with its code.
void ExpectEndsWithOnlyTheInjectedFlagged(const Ruleset& rules, const BotGame& game,
                                          uint64_t seed) {
  auto folded = Fold(rules, game.log, FoldOptions{.check_invariants = true});
  ASSERT_TRUE(folded.ok()) << "seed " << seed << ": " << folded.status().ToString();
  std::vector<InjectedIllegal> flagged;
  for (const Violation& v : folded->violations) flagged.push_back({v.seq, v.player, v.code});
  EXPECT_EQ(flagged, game.injected) << "seed " << seed;
  if (flagged != game.injected) {
    for (const Violation& v : folded->violations) {
      ADD_FAILURE() << "seed " << seed << ": " << v.seq << " " << v.code << " " << v.message;
    }
  }
  EXPECT_TRUE(std::holds_alternative<GameOver>(rules.PendingOf(*folded->state))) << "seed " << seed;
}

constexpr uint64_t kWalkedGames = 10;  // Games walked position by position.

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

std::vector<Event> ReadLog(const std::string& path) {
  auto lines = ReadJsonLinesFile(path);
  EXPECT_TRUE(lines.ok()) << path << ": " << lines.status().ToString();
  std::vector<Event> log;
  if (lines.ok()) {
    for (const JsonLine& line : lines.value()) log.push_back(line.event);
  }
  return log;
}

// The sample games of `dir`: its .jsonl files but the card set, by name without .jsonl.
std::set<std::string> SampleGames(const std::string& dir) {
  std::set<std::string> games;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == ".jsonl" && entry.path().filename() != "cards.jsonl") {
      games.insert(entry.path().stem().string());
    }
  }
  return games;
}

std::string Quote(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string Hex16(uint64_t value) {
  char hex[17];
  std::snprintf(hex, sizeof(hex), "%016llx", static_cast<unsigned long long>(value));
  return hex;
}

// The review as the expected file writes it: one JSON object, one violation per line.
std::string Describe(const Ruleset& rules, const GameReview& review, const std::string& game) {
  const Pending pending = rules.PendingOf(*review.state);
  std::string result = "in progress";
  if (const auto* over = std::get_if<GameOver>(&pending)) {
    result = over->winner ? std::string(1, SeatLetter(*over->winner)) + " wins: " + over->reason
                          : "draw: " + over->reason;
  }
  std::string out = "{\"game\": " + Quote(game) + ",\n \"result\": " + Quote(result) +
                    ",\n \"finalStateHash\": \"" + Hex16(StateHash(rules, *review.state)) +
                    "\",\n \"violations\": [";
  for (size_t i = 0; i < review.violations.size(); ++i) {
    const ReviewedViolation& v = review.violations[i];
    out += std::string(i == 0 ? "\n" : ",\n") + "  {\"seq\": " + std::to_string(v.violation.seq) +
           ", \"player\": \"" + SeatLetter(v.violation.player) +
           "\", \"code\": " + Quote(v.violation.code) + ", \"standing\": \"" +
           std::string(StandingName(v.standing)) +
           "\", \"message\": " + Quote(v.violation.message) + "}";
  }
  out += "]";
  // A paper game's decisions left open at the end (docs/paper-games.md, "The audit of a paper
  // game"); written only where there are some, so that every other expected file stays as it was.
  if (!review.open_questions.empty()) {
    out += ",\n \"open\": [";
    for (size_t i = 0; i < review.open_questions.size(); ++i) {
      const ReviewedQuestion& q = review.open_questions[i];
      out += std::string(i == 0 ? "\n" : ",\n") + "  {\"seq\": " + std::to_string(q.question.seq) +
             ", \"player\": \"" + SeatLetter(q.question.player) +
             "\", \"code\": " + Quote(q.question.code) + ", \"verdict\": \"" +
             std::string(OpenVerdictName(q.verdict)) + "\", \"settledBy\": " + Quote(q.settled_by) +
             "}";
    }
    out += "]";
  }
  return out + "}\n";
}

// BLAKE2b-256 over the 16-hex-digit state hashes (`keys`: state keys, each kept one checked
// against the whole state's) of every position of `log`.
std::string PositionDigest(const Ruleset& rules, const std::vector<Event>& log, bool keys) {
  ReviewOptions options;
  options.state_hashes = !keys;
  options.state_keys = keys;
  options.visit = [&](const ReplayStep& step) {
    if (keys) {
      EXPECT_EQ(rules.StateKey(step.state), rules.FullStateKey(step.state));
    }
  };
  auto replay = ReviewGame(rules, log, options);
  EXPECT_TRUE(replay.ok()) << replay.status().ToString();
  if (!replay.ok()) return "";
  const std::vector<uint64_t>& values = keys ? replay->state_keys : replay->state_hashes;
  EXPECT_EQ(values.size(), log.size());
  std::string lines;
  for (uint64_t value : values) lines += Hex16(value) + "\n";
  return HashToHex(Blake2b256(lines));
}

}  // namespace

TEST_P(RulesetConformance, BotGamesEndWithTheInvariantsKeptAndLegalDecisionsFlagNothing) {
  for (uint64_t seed = 1; seed <= GetParam().bot_games; ++seed) {
    auto game = Play(Rules(), seed, 0);
    ASSERT_TRUE(game.has_value()) << "seed " << seed;
    EXPECT_TRUE(game->injected.empty());
    ExpectEndsWithOnlyTheInjectedFlagged(Rules(), *game, seed);
  }
}

TEST_P(RulesetConformance, EveryInjectedIllegalDecisionIsFlaggedWithItsCodeAndNothingElse) {
  size_t injected = 0;
  for (uint64_t seed = 1; seed <= GetParam().bot_games; ++seed) {
    auto game = Play(Rules(), seed, 0.05);
    ASSERT_TRUE(game.has_value()) << "seed " << seed;
    injected += game->injected.size();
    ExpectEndsWithOnlyTheInjectedFlagged(Rules(), *game, seed);
  }
  EXPECT_GT(injected, 0u) << "the ruleset offers no IllegalDecisions to measure recall with";
}

TEST_P(RulesetConformance, TheClockThePriorityHolderAndTheKeptKeyAreTheFullComputations) {
  for (uint64_t seed = 1; seed <= kWalkedGames; ++seed) {
    auto game = Play(Rules(), seed, 0.05);
    ASSERT_TRUE(game.has_value()) << "seed " << seed;
    EXPECT_EQ(ClockDisagreement(Rules(), game->log), "") << "seed " << seed;
    EXPECT_EQ(PriorityHolderDisagreement(Rules(), game->log), "") << "seed " << seed;
    EXPECT_EQ(FirstDisagreement(Rules(), game->log,
                           [&](const GameState& state) -> std::string {
                             const uint64_t kept = Rules().StateKey(state);
                             const uint64_t full = Rules().FullStateKey(state);
                             return kept == full ? ""
                                                 : "StateKey " + Hex16(kept) + ", FullStateKey " +
                                                       Hex16(full);
                           }),
              "")
        << "seed " << seed;
  }
}

TEST_P(RulesetConformance, EveryPositionsSnapshotRoundTrips) {
  for (uint64_t seed = 1; seed <= kWalkedGames; ++seed) {
    auto game = Play(Rules(), seed, 0.05);
    ASSERT_TRUE(game.has_value()) << "seed " << seed;
    EXPECT_EQ(FirstDisagreement(Rules(), game->log,
                           [&](const GameState& state) -> std::string {
                             const std::string bytes = Rules().EncodeSnapshot(state);
                             auto decoded = Rules().DecodeSnapshot(bytes);
                             if (!decoded.ok()) return decoded.status().ToString();
                             if (!(*decoded)->Equals(state)) return "decoded state differs";
                             if (Rules().EncodeSnapshot(**decoded) != bytes) {
                               return "re-encoded bytes differ";
                             }
                             if (Rules().StateKey(**decoded) != Rules().StateKey(state)) {
                               return "decoded state's key differs";
                             }
                             return "";
                           }),
              "")
        << "seed " << seed;
  }
}

// A snapshot cut short anywhere, or bytes that are no snapshot of this ruleset, are refused as
// corrupt (Ruleset::DecodeSnapshot), never read as some other position.
TEST_P(RulesetConformance, ASnapshotCutShortOrOfOtherBytesIsRefused) {
  auto game = Play(Rules(), 5, 0.05);
  ASSERT_TRUE(game.has_value());
  auto folded = Fold(Rules(), std::span(game->log).first(game->log.size() / 2));
  ASSERT_TRUE(folded.ok()) << folded.status().ToString();
  const std::string bytes = Rules().EncodeSnapshot(*folded->state);
  for (size_t size : {size_t{0}, size_t{1}, bytes.size() / 2, bytes.size() - 1}) {
    auto decoded = Rules().DecodeSnapshot(bytes.substr(0, size));
    ASSERT_FALSE(decoded.ok()) << "cut to " << size << " of " << bytes.size() << " bytes";
    EXPECT_EQ(decoded.status().code(), StatusCode::kCorruption) << decoded.status().ToString();
  }
  EXPECT_FALSE(Rules().DecodeSnapshot("another ruleset's state").ok());
  EXPECT_FALSE(Rules().DecodeSnapshot(bytes + "x").ok());
}

TEST_P(RulesetConformance, TheSameSeedPlaysTheSameGame) {
  auto a = Play(Rules(), 42, 0.05);
  auto b = Play(Rules(), 42, 0.05);
  auto c = Play(Rules(), 43, 0.05);
  ASSERT_TRUE(a.has_value() && b.has_value() && c.has_value());
  EXPECT_EQ(a->log, b->log);
  EXPECT_EQ(a->injected, b->injected);
  EXPECT_NE(a->log, c->log);
}

TEST_P(RulesetConformance, TheTableLayoutPlacesEveryBoard) {
  const TableLayout layout = Rules().Table();
  for (uint64_t seed = 1; seed <= kWalkedGames; ++seed) {
    auto game = Play(Rules(), seed, 0.05);
    ASSERT_TRUE(game.has_value()) << "seed " << seed;
    EXPECT_EQ(FirstDisagreement(Rules(), game->log,
                           [&](const GameState& state) -> std::string {
                             Status fits = CheckTableLayout(layout, Rules().MakeBoard(state));
                             return fits.ok() ? "" : fits.ToString();
                           }),
              "")
        << "seed " << seed;
  }
}

// Regenerate an expected file after a deliberate change with TJ_UPDATE_EXPECTED=1 and review the
// diff like code.
TEST_P(RulesetConformance, EverySampleGamesReviewIsItsExpectedFile) {
  const std::set<std::string> games = SampleGames(SamplesDir());
  EXPECT_FALSE(games.empty()) << SamplesDir() << " holds no sample game";
  for (const std::string& game : games) {
    const std::string path = SamplesDir() + game + ".jsonl";
    const std::vector<Event> log = ReadLog(path);
    ASSERT_FALSE(log.empty()) << path;
    auto review = ReviewGame(Rules(), log);
    ASSERT_TRUE(review.ok()) << path << ": " << review.status().ToString();
    const std::string actual = Describe(Rules(), review.value(), log.front().game);
    const std::string expected_path = SamplesDir() + game + ".expected.json";
    if (std::getenv("TJ_UPDATE_EXPECTED") != nullptr) {
      std::ofstream(expected_path, std::ios::binary) << actual;
    }
    EXPECT_EQ(actual, ReadFile(expected_path)) << path;
  }
}

// Stored logs never change meaning: every position of every sample game keeps the state hash and
// the state key it had when the sample was recorded (what an `append` or `simulate` of that time
// wrote into Event.state_hash and Event.state_key). A change of the snapshot layout that alters
// any position's hash, or of the key's definition (docs/log-format.md, "Recorded state keys"),
// fails here; so does a sample game without its pins.
TEST_P(RulesetConformance, EverySampleGamesPositionsKeepTheirPinnedHashesAndKeys) {
  std::set<std::string> pinned;
  for (const PinnedSample& sample : GetParam().samples) {
    pinned.insert(sample.game);
    const std::vector<Event> log = ReadLog(SamplesDir() + sample.game + ".jsonl");
    ASSERT_FALSE(log.empty()) << sample.game;
    EXPECT_EQ(PositionDigest(Rules(), log, false), sample.hash_digest) << sample.game;
    EXPECT_EQ(PositionDigest(Rules(), log, true), sample.key_digest) << sample.game;
  }
  EXPECT_EQ(pinned, SampleGames(SamplesDir())) << "every sample game has its pins";
}

// A decision point names the kind of every decision that is legal at it (DecisionPoint::kinds:
// what append's `next` and the board's waitsFor offer), in every position of a bot game.
TEST_P(RulesetConformance, TheDecisionPointNamesTheKindOfEveryLegalDecision) {
  auto game = Play(Rules(), 7, 0.0);
  ASSERT_TRUE(game.has_value());
  std::vector<Violation> deck;
  auto state = Rules().Start(std::get<Header>(game->log.front().body), &deck);
  ASSERT_TRUE(state.ok()) << state.status().ToString();
  for (size_t i = 1; i < game->log.size(); ++i) {
    const Pending pending = Rules().PendingOf(**state);
    if (const auto* point = std::get_if<DecisionPoint>(&pending)) {
      for (const Decision& decision : Rules().LegalDecisions(**state)) {
        const std::string_view kind = DecisionKindName(decision);
        EXPECT_NE(std::find(point->kinds.begin(), point->kinds.end(), kind), point->kinds.end())
            << kind << " before seq " << i + 1 << ": " << point->description;
      }
    }
    ASSERT_TRUE(Rules().Apply(**state, game->log[i]).ok()) << "seq " << i + 1;
  }
}

// The steps every game shares are the core's (Ruleset::Apply), taken once for every ruleset: a
// second header is refused, and a judge's ruling, penalty or note commits nothing and leaves the
// game exactly as it was.
TEST_P(RulesetConformance, ASecondHeaderIsRefusedAndRulingsPenaltiesAndNotesChangeNothing) {
  auto game = Play(Rules(), 7, 0.0);
  ASSERT_TRUE(game.has_value());
  const size_t played = std::min<size_t>(game->log.size(), 12);
  auto folded = Fold(Rules(), std::span<const Event>(game->log).first(played));
  ASSERT_TRUE(folded.ok()) << folded.status().ToString();
  GameState& state = *folded->state;
  const std::string before = Rules().EncodeSnapshot(state);
  const uint64_t key = Rules().FullStateKey(state);

  Event header = game->log.front();
  header.seq = static_cast<uint32_t>(played + 1);
  auto refused = Rules().Apply(state, header);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.status().message(), "a second header");
  EXPECT_EQ(Rules().EncodeSnapshot(state), before);

  Penalty caution;
  caution.kind = PenaltyKind::kCaution;
  for (const decltype(JudgeAction::action)& action :
       {decltype(JudgeAction::action)(Ruling{}), decltype(JudgeAction::action)(caution),
        decltype(JudgeAction::action)(Note{})}) {
    Event judged;
    judged.game = header.game;
    judged.seq = header.seq;
    judged.actor = JudgeActor{"J-1"};
    judged.body = JudgeAction{{"1"}, "a judge's words", action, {}};
    auto applied = Rules().Apply(state, judged);
    ASSERT_TRUE(applied.ok()) << applied.status().ToString();
    EXPECT_TRUE(applied->empty());
    EXPECT_EQ(Rules().EncodeSnapshot(state), before);
    EXPECT_EQ(Rules().FullStateKey(state), key);
  }
}

// A judge's declared result is checked and worded by the core (Ruleset::Apply), once for every
// ruleset, and ends the game through the ruleset's EndByJudge: the named winner wins, with the
// reason "judge J-1 declared A the winner: <text>"; a second result is refused while the game is
// over; "every player loses" is refused in a game with draws (JudgeTexts::no_all_lose), where a
// result without a winner is a draw, and ends the game with every player losing in one without.
TEST_P(RulesetConformance, AJudgesDeclaredResultEndsTheGameAndIsCheckedOnceForEveryRuleset) {
  auto game = Play(Rules(), 7, 0.0);
  ASSERT_TRUE(game.has_value());
  const size_t played = std::min<size_t>(game->log.size(), 12);
  const std::span<const Event> start = std::span<const Event>(game->log).first(played);
  auto declare = [&](GameState& state, GameResult result) {
    Event judged;
    judged.game = game->log.front().game;
    judged.seq = static_cast<uint32_t>(played + 1);
    judged.actor = JudgeActor{"J-1"};
    judged.body = JudgeAction{{}, "a loop", result, {}};
    return Rules().Apply(state, judged);
  };

  auto won = Fold(Rules(), start);
  ASSERT_TRUE(won.ok()) << won.status().ToString();
  GameResult a_wins;
  a_wins.winner = Seat::kA;
  auto applied = declare(*won->state, a_wins);
  ASSERT_TRUE(applied.ok()) << applied.status().ToString();
  EXPECT_TRUE(applied->empty());
  const Pending over = Rules().PendingOf(*won->state);
  ASSERT_TRUE(std::holds_alternative<GameOver>(over));
  EXPECT_EQ(std::get<GameOver>(over).winner, Seat::kA);
  EXPECT_EQ(std::get<GameOver>(over).reason, "judge J-1 declared A the winner: a loop");
  EXPECT_TRUE(Rules().CheckInvariants(*won->state).ok());
  const std::string ended = Rules().EncodeSnapshot(*won->state);
  auto again = declare(*won->state, GameResult{});
  ASSERT_FALSE(again.ok());
  EXPECT_THAT(std::string(again.status().message()),
              ::testing::StartsWith("result: the game is already over (judge J-1 declared A"));
  EXPECT_EQ(Rules().EncodeSnapshot(*won->state), ended);

  GameResult all_lose;
  all_lose.all_lose = true;
  auto lost = Fold(Rules(), start);
  ASSERT_TRUE(lost.ok());
  const std::string before = Rules().EncodeSnapshot(*lost->state);
  auto every_player_loses = declare(*lost->state, all_lose);
  const std::string draws = Rules().Judging().no_all_lose;
  if (!draws.empty()) {
    ASSERT_FALSE(every_player_loses.ok());
    EXPECT_EQ(every_player_loses.status().message(),
              "result: " + draws + "; declare --draw or a winner");
    EXPECT_EQ(Rules().EncodeSnapshot(*lost->state), before);
    ASSERT_TRUE(declare(*lost->state, GameResult{}).ok());
    const auto drawn = std::get<GameOver>(Rules().PendingOf(*lost->state));
    EXPECT_EQ(drawn.winner, std::nullopt);
    EXPECT_FALSE(drawn.all_lose);
    EXPECT_EQ(drawn.reason, "judge J-1 declared a draw: a loop");
  } else {
    ASSERT_TRUE(every_player_loses.ok()) << every_player_loses.status().ToString();
    const auto everyone_lost = std::get<GameOver>(Rules().PendingOf(*lost->state));
    EXPECT_EQ(everyone_lost.winner, std::nullopt);
    EXPECT_TRUE(everyone_lost.all_lose);
    EXPECT_THAT(everyone_lost.reason,
                ::testing::EndsWith("judge J-1 declared that both players lose: a loop"));
  }
}

// Paper games (docs/paper-games.md; issue 29): until a ruleset folds them (FoldsPaperGames), its
// fold refuses a header with a recorder and every paper fact with the core's one message, naming
// the field and the ruleset, and never ignores one silently. An event's `recording` (an implied
// pass) folds as the event does.
TEST_P(RulesetConformance, APaperGameIsRefusedByOneMessageUntilItsFoldIsBuilt) {
  if (Rules().FoldsPaperGames()) GTEST_SKIP() << "this ruleset folds paper games";
  auto game = Play(Rules(), 7, 0.0);
  ASSERT_TRUE(game.has_value());
  const std::string not_yet =
      "cannot be folded: ruleset '" + GetParam().ruleset +
      "' does not fold paper games yet (docs/paper-games.md)";
  std::vector<Event> recorded = game->log;
  std::get<Header>(recorded.front().body).recorder = Recorder{};
  auto refused = Fold(Rules(), recorded);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.status().message(),
            "seq 1: header.recorder: a game recorded at the table " + not_yet);

  auto started = Fold(Rules(), std::span<const Event>(game->log).first(1));
  ASSERT_TRUE(started.ok()) << started.status().ToString();
  const std::string before = Rules().EncodeSnapshot(*started->state);
  const CardId a1 = CardId::Handle(Seat::kA, 1);
  const Fact paper[] = {UnseenShuffleFact{Seat::kA}, RevealFact{a1, "X"},
                        LookFact{Seat::kA, {a1}, {}}, PileEndFact{a1, PileEnd::kTop},
                        DeckCheckFact{Seat::kA, "deck", {"X"}}};
  static_assert(std::size(paper) == std::variant_size_v<Fact> - kFirstPaperFact);
  for (const Fact& fact : paper) {
    Event event;
    event.game = game->log.front().game;
    event.seq = 2;
    event.actor = std::holds_alternative<DeckCheckFact>(fact) ? Actor(JudgeActor{"J-1"})
                                                              : Actor(TableActor{});
    event.body = fact;
    auto applied = Rules().Apply(*started->state, event);
    ASSERT_FALSE(applied.ok()) << FactKindName(fact);
    EXPECT_EQ(applied.status().message(),
              "fact." + std::string(FactKindName(fact)) + ": a paper game's fact " + not_yet);
    EXPECT_EQ(Rules().EncodeSnapshot(*started->state), before) << "nothing changed";
  }

  // The same bot game with every pass marked implied and seen by one seat folds to the same
  // positions: a recording changes no rule.
  std::vector<Event> implied = game->log;
  for (Event& event : implied) {
    const auto* decision = std::get_if<Decision>(&event.body);
    if (decision != nullptr && std::holds_alternative<PassPriority>(*decision)) {
      event.recording = Recording{true, {Seat::kB}};
    }
  }
  auto plain = Fold(Rules(), game->log);
  auto marked = Fold(Rules(), implied);
  ASSERT_TRUE(plain.ok() && marked.ok());
  EXPECT_EQ(Rules().EncodeSnapshot(*marked->state), Rules().EncodeSnapshot(*plain->state));
  EXPECT_EQ(marked->violations.size(), plain->violations.size());
}

}  // namespace tcgjudge::testing
