// The game-neutral core: the fold, the registry, state values and snapshots, on a fake ruleset.

#include <gtest/gtest.h>

#include "engine/byte_io.h"
#include "engine/fold.h"
#include "engine/registry.h"
#include "tests/engine/fake_ruleset.h"

namespace tcgjudge {
namespace {

using testing::FakeHeader;
using testing::FakeRuleset;
using testing::FakeState;

std::vector<Event> Game(std::initializer_list<std::pair<Seat, int>> moves) {
  std::vector<Event> events;
  Event header;
  header.game = "fake-1";
  header.seq = 1;
  header.actor = TableActor{};
  header.body = FakeHeader();
  events.push_back(header);
  for (auto [seat, number] : moves) {
    Event e;
    e.game = "fake-1";
    e.seq = static_cast<uint32_t>(events.size() + 1);
    e.actor = seat;
    e.body = number == 0 ? Decision(Concede{}) : Decision(ChooseNumber{number});
    events.push_back(e);
  }
  return events;
}

TEST(Fold, AppliesEveryEventInOrder) {
  FakeRuleset rules;
  auto events = Game({{Seat::kA, 3}, {Seat::kB, 2}, {Seat::kA, 1}});
  auto result = Fold(rules, events);
  ASSERT_TRUE(result.ok()) << result.status().ToString();
  const auto& state = static_cast<const FakeState&>(*result->state);
  EXPECT_EQ(state.total, 6);
  EXPECT_EQ(state.to_move, Seat::kB);
  EXPECT_TRUE(result->violations.empty());
}

TEST(Fold, CollectsViolationsButKeepsFolding) {
  FakeRuleset rules;
  auto result = Fold(rules, Game({{Seat::kA, 5}, {Seat::kB, 1}}));
  ASSERT_TRUE(result.ok());
  ASSERT_EQ(result->violations.size(), 1u);
  EXPECT_EQ(result->violations[0].seq, 2u);
  EXPECT_EQ(result->violations[0].message, "numbers are 1 to 3 (F1)");
  EXPECT_EQ(static_cast<const FakeState&>(*result->state).total, 6) << "applied as played";
}

TEST(Fold, RefusesAnEventThatCannotHappenNamingItsSeq) {
  FakeRuleset rules;
  auto result = Fold(rules, Game({{Seat::kA, 1}, {Seat::kA, 1}}));
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().message(), "seq 3: not this player's move");
}

// Every kind of decision of the log, one of each alternative of Decision, default-valued.
template <size_t... kIndex>
std::vector<Decision> OneOfEachKind(std::index_sequence<kIndex...>) {
  return {Decision(std::in_place_index<kIndex>)...};
}
std::vector<Decision> OneOfEachKind() {
  return OneOfEachKind(std::make_index_sequence<std::variant_size_v<Decision>>());
}

TEST(DecisionRuleset, ZerosVerbsTheGenericOnesThenOneVocabularyPerRulesetOfTheList) {
  const std::vector<Decision> kinds = OneOfEachKind();
  ASSERT_EQ(kinds.size(), kSharedDecisionKinds + std::size(kVocabularyRulesets));
  for (size_t i = 0; i < kinds.size(); ++i) {
    const std::string_view expected = i < kFirstRulesetVerbs ? kFirstRuleset
                                      : i < kSharedDecisionKinds
                                          ? std::string_view()
                                          : kVocabularyRulesets[i - kSharedDecisionKinds];
    EXPECT_EQ(DecisionRuleset(kinds[i]), expected) << DecisionKindName(kinds[i]);
    EXPECT_FALSE(DecisionKindName(kinds[i]).empty()) << i;
  }
}

// The core refuses another game's vocabulary once, for every ruleset, before the engine sees it
// (engine/ruleset.h Apply): the state is left as it was; the generic verbs reach the engine.
TEST(Apply, RefusesADecisionOfAnotherRulesetsVocabularyBeforeTheEngineSeesIt) {
  FakeRuleset rules;
  std::vector<Event> game = Game({});
  auto folded = Fold(rules, game);
  ASSERT_TRUE(folded.ok());
  for (const Decision& decision : OneOfEachKind()) {
    const std::string_view owner = DecisionRuleset(decision);
    if (owner.empty()) continue;
    Event event;
    event.game = "fake-1";
    event.seq = 2;
    event.actor = Seat::kA;
    event.body = decision;
    auto before = folded->state->Clone();
    auto applied = rules.Apply(*folded->state, event);
    ASSERT_FALSE(applied.ok()) << DecisionKindName(decision);
    EXPECT_EQ(applied.status().message(), std::string(DecisionKindName(decision)) +
                                              ": a decision of ruleset '" + std::string(owner) +
                                              "', not of this game's ruleset 'fake'");
    EXPECT_TRUE(folded->state->Equals(*before));
  }
  Event generic;
  generic.game = "fake-1";
  generic.seq = 2;
  generic.actor = Seat::kA;
  generic.body = Decision(ChooseNumber{2});
  EXPECT_TRUE(rules.Apply(*folded->state, generic).ok());
}

TEST(Fold, NeedsTheHeaderFirst) {
  FakeRuleset rules;
  auto events = Game({{Seat::kA, 1}});
  auto result = Fold(rules, std::span<const Event>(events).subspan(1));
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().message(), "seq 1: a game log starts with its header");
}

TEST(Fold, ChecksInvariantsWhenAsked) {
  FakeRuleset rules;
  auto result = Fold(rules, Game({{Seat::kA, -3}}), FoldOptions{.check_invariants = true});
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().message(), "seq 2: invariant broken: total below 0");
}

TEST(Registry, FindsTheRulesetOfAHeader) {
  RulesetRegistry registry;
  registry.Add(std::make_unique<FakeRuleset>());
  auto found = registry.ForHeader(FakeHeader());
  ASSERT_TRUE(found.ok());
  EXPECT_EQ(found.value()->Id(), "fake");
}

TEST(Registry, NamesWhatIsMissing) {
  RulesetRegistry registry;
  registry.Add(std::make_unique<FakeRuleset>());
  Header header = FakeHeader();
  header.ruleset = "ygo";
  EXPECT_EQ(registry.ForHeader(header).status().message(),
            "header.ruleset: no rules engine for 'ygo' in this build (it has: fake)");
  header = FakeHeader();
  header.ruleset_version = "2";
  EXPECT_EQ(registry.ForHeader(header).status().message(),
            "header.rulesetVersion: the 'fake' engine does not implement rulebook version '2'");
}

TEST(GameState, CopiesAndComparesAsValues) {
  FakeState a;
  a.total = 4;
  std::unique_ptr<GameState> copy = a.Clone();
  EXPECT_TRUE(copy->Equals(a));
  static_cast<FakeState&>(*copy).total = 5;
  EXPECT_FALSE(copy->Equals(a));
  EXPECT_EQ(a.total, 4) << "a clone shares nothing with its original";
}

TEST(StateHash, FollowsTheValue) {
  FakeRuleset rules;
  FakeState a, b;
  a.total = b.total = 7;
  EXPECT_EQ(StateHash(rules, a), StateHash(rules, b));
  b.to_move = Seat::kB;
  EXPECT_NE(StateHash(rules, a), StateHash(rules, b));
}

TEST(Snapshot, RoundTripsAndRefusesGarbage) {
  FakeRuleset rules;
  auto result = Fold(rules, Game({{Seat::kA, 3}, {Seat::kB, 3}, {Seat::kA, 3}, {Seat::kB, 3}}));
  ASSERT_TRUE(result.ok());
  auto decoded = rules.DecodeSnapshot(rules.EncodeSnapshot(*result->state));
  ASSERT_TRUE(decoded.ok());
  EXPECT_TRUE(decoded.value()->Equals(*result->state));
  EXPECT_EQ(rules.DecodeSnapshot("\xff").status().code(), StatusCode::kCorruption);
}

TEST(ByteIo, RoundTripsNumbersAndBytes) {
  ByteWriter w;
  w.U64(0);
  w.U64(UINT64_MAX);
  w.I64(-1);
  w.I64(INT64_MIN);
  w.Bool(true);
  w.Bytes("小丑巴基");
  ByteReader r(w.data());
  uint64_t u = 1;
  int64_t i = 0;
  bool b = false;
  std::string s;
  ASSERT_TRUE(r.U64(&u));
  EXPECT_EQ(u, 0u);
  ASSERT_TRUE(r.U64(&u));
  EXPECT_EQ(u, UINT64_MAX);
  ASSERT_TRUE(r.I64(&i));
  EXPECT_EQ(i, -1);
  ASSERT_TRUE(r.I64(&i));
  EXPECT_EQ(i, INT64_MIN);
  ASSERT_TRUE(r.Bool(&b));
  EXPECT_TRUE(b);
  ASSERT_TRUE(r.Bytes(&s));
  EXPECT_EQ(s, "小丑巴基");
  EXPECT_TRUE(r.AtEnd());
  EXPECT_FALSE(r.U64(&u)) << "reading past the end fails";
}

TEST(ByteIo, RefusesTruncatedAndOverlongInput) {
  uint64_t u = 0;
  std::string s;
  ByteReader truncated_varint("\x80");
  EXPECT_FALSE(truncated_varint.U64(&u));
  const std::string eleven_bytes(11, '\xff');  // A reader views its input: keep it alive.
  ByteReader too_long(eleven_bytes);
  EXPECT_FALSE(too_long.U64(&u));
  ByteReader short_bytes(
      "\x05"
      "ab");
  EXPECT_FALSE(short_bytes.Bytes(&s));
  ByteReader bounded("\x07");
  int small = 0;
  EXPECT_FALSE(bounded.Uint(&small, 6));
}

TEST(Violation, MessageEndsWithItsRules) {
  EXPECT_EQ(WithRules("A12 少年悟空 cannot attack", {"318(6)", "900(2)"}),
            "A12 少年悟空 cannot attack (318(6), 900(2))");
  EXPECT_EQ(WithRules("x", {}), "x");
}

TEST(Board, FindsAZoneOfASeat) {
  Board board;
  board.players.resize(2);
  board.players[0].seat = Seat::kA;
  board.players[0].zones.resize(1);
  board.players[0].zones[0].name = "hand";
  board.players[1].seat = Seat::kB;
  board.players[1].zones.resize(1);
  board.players[1].zones[0].name = "rest";
  ASSERT_NE(board.Zone(Seat::kB, "rest"), nullptr);
  EXPECT_EQ(board.Zone(Seat::kB, "hand"), nullptr);
  EXPECT_EQ(board.Zone(Seat::kA, "hand")->name, "hand");
}

TEST(Board, LifeIsItsPointsOrItsLifeZonesCount) {
  BoardPlayer zero;
  zero.life_zone = "life";
  zero.zones.resize(2);
  zero.zones[0].name = "deck";
  zero.zones[0].cards.resize(9);
  zero.zones[1].name = "life";
  zero.zones[1].cards.resize(4);
  EXPECT_EQ(LifeOf(zero), 4);
  BoardPlayer ygo;
  ygo.life_points = 7200;
  EXPECT_EQ(LifeOf(ygo), 7200);
}

TEST(Board, CardTextShowsOnlyWhatTheCardHasAndNamesItsCell) {
  BoardCard card;
  card.id = *CardId::Parse("A07");
  card.code = "89631139";
  card.name = "Blue-Eyes White Dragon";
  EXPECT_EQ(CardText(card), "A07 89631139 Blue-Eyes White Dragon");
  BoardZone monsters;
  monsters.cells = {"M1", "M2", "M3", "M4", "M5"};
  card.slot = 2;
  card.position = "defense";
  card.atk = 0;
  card.raw_atk = -500;
  card.def = 2500;
  card.counters = {{"spell counter", 2}};
  card.attached = {*CardId::Parse("A08")};
  card.properties = {{"rank", "4"}};
  EXPECT_EQ(CardText(card, &monsters),
            "A07 89631139 Blue-Eyes White Dragon · M3 · defense · ATK 0 (raw -500) DEF 2500 · "
            "spell counter 2 · attached A08 · rank 4");
  EXPECT_EQ(CardText(card).rfind("A07 89631139 Blue-Eyes White Dragon · slot 3 · defense", 0), 0u);
}

TEST(Board, CombatTextNamesAttackerTargetDefenderAndStep) {
  BoardCombat combat;
  combat.attacker = *CardId::Parse("A07");
  EXPECT_EQ(CombatText(combat), "A07 attacks directly");
  combat.target = *CardId::Parse("B03");
  combat.defender = *CardId::Parse("B05");
  combat.step = "battle (505)";
  EXPECT_EQ(CombatText(combat), "A07 attacks B03 · B05 defends (battle (505))");
}

}  // namespace
}  // namespace tcgjudge
