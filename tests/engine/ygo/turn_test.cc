// §1.1 deck construction, §3.1 set-up, §3.2 the turn, its phases and priority, §3 the duel's
// result.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/fold.h"
#include "engine/ygo/field.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

std::vector<std::string> StartCodes(const Header& header) {
  YgoRuleset rules(SampleSet());
  std::vector<Violation> violations;
  auto state = rules.Start(header, &violations);
  EXPECT_TRUE(state.ok()) << state.status().ToString();
  std::vector<std::string> codes;
  for (const Violation& v : violations) {
    EXPECT_EQ(v.seq, 1u);
    codes.push_back(v.code);
  }
  return codes;
}

// 40 cards of 14 names, 3 copies at most.
std::vector<std::string> LegalMain() {
  std::vector<std::string> main;
  for (const char* code :
       {kLusterDragon, kGeminiElf, kDarkMagician, kBlueEyes, kSummonedSkull, kSangan, kManEaterBug,
        kPeten, kJunkSynchron, kKuriboh, kRaigeki, kDarkHole, kMirrorForce, kTrapHole}) {
    for (int i = 0; i < 3 && main.size() < 40; ++i) main.push_back(code);
  }
  return main;
}

Header Deck(std::vector<std::string> main, std::vector<std::string> extra = {},
            std::vector<std::string> side = {}, std::vector<RuleOption> options = {}) {
  Header h = TestHeader(Decks{{}, {}}, Decks{{}, {}}, std::move(options));
  h.players[0].deck = std::move(main);
  h.players[0].extra_deck = std::move(extra);
  h.players[0].side_deck = std::move(side);
  h.players[1].deck = LegalMain();
  return h;
}

std::vector<std::string> Copies(const char* code, size_t n) {
  return std::vector<std::string>(n, code);
}

TEST(YgoRule1_1_1, TheMainDeckHolds40To60Cards) {
  EXPECT_THAT(StartCodes(Deck(LegalMain())), IsEmpty());
  std::vector<std::string> short_deck = LegalMain();
  short_deck.pop_back();
  EXPECT_THAT(StartCodes(Deck(short_deck)), ElementsAre("ygo.deck.main-size"));
  std::vector<std::string> long_deck = LegalMain();
  for (const char* code : {kYami,
                           kYami,
                           kYami,
                           kBookOfMoon,
                           kBookOfMoon,
                           kBookOfMoon,
                           kTyphoon,
                           kTyphoon,
                           kTyphoon,
                           kScapegoat,
                           kScapegoat,
                           kScapegoat,
                           kBlackPendant,
                           kBlackPendant,
                           kBlackPendant,
                           kRushRecklessly,
                           kRushRecklessly,
                           kRushRecklessly,
                           kCallOfTheHaunted,
                           kCallOfTheHaunted,
                           kCallOfTheHaunted}) {
    long_deck.push_back(code);
  }
  EXPECT_EQ(long_deck.size(), 61u);
  EXPECT_THAT(StartCodes(Deck(long_deck)), ElementsAre("ygo.deck.main-size"));
}

TEST(YgoRule1_1_2, TheExtraDeckHoldsAtMost15FusionSynchroXyzAndLinkMonsters) {
  std::vector<std::string> extra;
  for (const char* code : {kUltimateDragon, kGaiaKnight, kGemKnightPearl, kUtopia, kLinkSpider}) {
    for (int i = 0; i < 3; ++i) extra.push_back(code);
  }
  EXPECT_THAT(StartCodes(Deck(LegalMain(), extra)), IsEmpty());
  extra.push_back(kDecodeTalker);
  EXPECT_THAT(StartCodes(Deck(LegalMain(), extra)), ElementsAre("ygo.deck.extra-size"));
  EXPECT_THAT(StartCodes(Deck(LegalMain(), {kLusterDragon})),
              ElementsAre("ygo.deck.copies", "ygo.deck.main-kind-in-extra"))
      << "a fourth Luster Dragon, and one that belongs in the main deck";
  std::vector<std::string> main = LegalMain();
  main.back() = kGaiaKnight;
  EXPECT_THAT(StartCodes(Deck(main)), ElementsAre("ygo.deck.extra-kind-in-main"));
}

TEST(YgoRule1_1_3, TheSideDeckHoldsAtMost15AndCountsForTheCopies) {
  EXPECT_THAT(StartCodes(Deck(LegalMain(), {}, Copies(kYami, 3))), IsEmpty());
  std::vector<std::string> side;
  for (const char* code : {kYami, kBookOfMoon, kTyphoon, kScapegoat, kBlackPendant}) {
    for (int i = 0; i < 3; ++i) side.push_back(code);
  }
  side.push_back(kRushRecklessly);
  EXPECT_THAT(StartCodes(Deck(LegalMain(), {}, side)), ElementsAre("ygo.deck.side-size"));
  EXPECT_THAT(StartCodes(Deck(LegalMain(), {}, {kLusterDragon})), ElementsAre("ygo.deck.copies"))
      << "§1.1: 3 of a name across main, extra and side";
}

TEST(YgoRule1_1, TheForbiddenAndLimitedListIsData) {
  std::vector<std::string> main = LegalMain();
  main[0] = kPotOfGreed;
  EXPECT_THAT(StartCodes(Deck(main)), ElementsAre("ygo.deck.banlist")) << "forbidden";
  main[0] = kMonsterReborn;
  main[1] = kMonsterReborn;
  EXPECT_THAT(StartCodes(Deck(main)), ElementsAre("ygo.deck.banlist")) << "limited to one";
  main[1] = kLusterDragon;
  EXPECT_THAT(StartCodes(Deck(main)), IsEmpty());
  main[0] = kPotOfGreed;
  EXPECT_THAT(StartCodes(Deck(main, {}, {}, {RuleOption{"banlist", "none"}})), IsEmpty())
      << "Y-3: banlist none";
}

TEST(YgoRule1_1, AnUnknownCodeOrATokenInADecklistIsRefused) {
  YgoRuleset rules(SampleSet());
  std::vector<Violation> violations;
  Header h = Deck(LegalMain());
  h.players[0].deck[3] = "12345678";
  auto state = rules.Start(h, &violations);
  ASSERT_FALSE(state.ok());
  EXPECT_EQ(state.status().message(),
            "header.players[0].deck[3]: card code '12345678' is not in the Yu-Gi-Oh card set");
  h.players[0].deck[3] = "73915052";
  state = rules.Start(h, &violations);
  ASSERT_FALSE(state.ok());
  EXPECT_NE(state.status().message().find("is a token, which no deck holds"), std::string::npos);
}

TEST(YgoRule3_1, SetUpShufflesAsFactsThen8000LpAndFiveCardsEach) {
  Table t(TestHeader(Decks{{kLusterDragon, kGeminiElf}}, Decks{{kSangan}}));
  const State& s = t.state();
  EXPECT_EQ(s.Player(Seat::kA).life_points, 8000);
  EXPECT_EQ(s.Player(Seat::kB).life_points, 8000);
  EXPECT_EQ(s.Player(Seat::kA).hand.size(), 5u);
  EXPECT_EQ(s.Player(Seat::kB).hand.size(), 5u);
  EXPECT_EQ(s.Player(Seat::kA).hand[0], A(1)) << "the top of the recorded shuffle first";
  EXPECT_EQ(s.Player(Seat::kA).deck.size(), 35u);
  EXPECT_EQ(s.turn.active, Seat::kA) << "the header names the first player";
}

TEST(YgoRule3_1, AShuffleNobodyWaitsForOrOfOtherCardsIsRefused) {
  YgoRuleset rules(SampleSet());
  std::vector<Violation> violations;
  auto state = rules.Start(TestHeader(Decks{}, Decks{}), &violations);
  ASSERT_TRUE(state.ok());
  Event e;
  e.game = "rules";
  e.seq = 2;
  e.actor = TableActor{};
  e.body = Fact(ShuffleFact{Seat::kA, {A(1), A(2)}});
  auto applied = rules.Apply(**state, e);
  ASSERT_FALSE(applied.ok());
  EXPECT_EQ(applied.status().message(),
            "fact.shuffle.order: the order lists other cards than the 40 of A's deck");
}

TEST(YgoRule1_1, LifePointsAreAnOption) {
  Table t(TestHeader(Decks{}, Decks{}, {RuleOption{"lifePoints", "4000"}}));
  EXPECT_EQ(t.Lp(Seat::kA), 4000);
}

TEST(YgoRule3_2, TheFirstTurnHasNoDrawPhaseNoBattlePhaseAndNoMainPhase2) {
  Table t(TestHeader(Decks{}, Decks{}));
  EXPECT_EQ(t.state().turn.number, 1u);
  EXPECT_EQ(t.state().turn.phase, Phase::kStandby) << "Y-4";
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), 5u) << "no draw";
  t.To(Seat::kA, Phase::kMain1);
  t.BothPass();
  EXPECT_EQ(t.state().turn.phase, Phase::kEnd) << "main phase 1 then the end phase";
  t.To(Seat::kB, Phase::kDraw);
  EXPECT_EQ(t.state().turn.number, 2u);
  EXPECT_EQ(t.state().Player(Seat::kB).hand.size(), 6u) << "§3.2/P1: B draws";
}

TEST(YgoRule3_2, EnteringTheBattlePhaseOrAttackingInTheFirstTurnIsFlagged) {
  Table t(TestHeader(Decks{{kLusterDragon}}, Decks{}));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kA, NextPhase{Phase::kBattle}), ElementsAre("ygo.turn.first-battle"));
  Table u(TestHeader(Decks{}, Decks{}));
  u.Place(A(1), M(1));
  u.To(Seat::kA, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kA, Attack{A(1), std::nullopt}), ElementsAre("ygo.battle.first-turn"));
  EXPECT_EQ(u.Lp(Seat::kB), 8000) << "not yet: the attack is applied, its damage comes later";
}

TEST(YgoRule3_2, ThePhasesFollowInOrderAndTheTurnPlayerMaySkipToTheEndPhase) {
  Table t(TestHeader(Decks{}, Decks{}));
  t.To(Seat::kB, Phase::kMain1);
  EXPECT_THAT(t.Do(Seat::kB, NextPhase{Phase::kMain2}), ElementsAre("ygo.phase.order"));
  Table u(TestHeader(Decks{}, Decks{}));
  u.To(Seat::kB, Phase::kMain1);
  EXPECT_THAT(u.Do(Seat::kB, NextPhase{Phase::kEnd}), IsEmpty());
  EXPECT_EQ(u.state().waiting_for, Seat::kA) << "§3.2 L274: the opponent's window at the end";
  u.Do(Seat::kA, PassPriority{});
  EXPECT_EQ(u.state().turn.phase, Phase::kEnd);
  EXPECT_THAT(u.Do(Seat::kA, NextPhase{Phase::kEnd}), ElementsAre("ygo.phase.not-turn-player"));
}

TEST(YgoRule3_2, PriorityGoesToTheOpponentAfterEveryPassAndActivation) {
  Table t(TestHeader(Decks{{kBookOfMoon, kLusterDragon}}, Decks{}));
  t.Place(A(2), M(1));
  t.To(Seat::kA, Phase::kMain1);
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "L270: the turn player first";
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {A(2)}, {}});
  EXPECT_EQ(t.state().waiting_for, Seat::kB) << "L272: after an activation";
  t.Do(Seat::kB, PassPriority{});
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "L272: after a pass";
  EXPECT_THAT(t.Do(Seat::kB, PassPriority{}), ElementsAre("ygo.priority.not-holder"));
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "a pass without priority does nothing (Y-6)";
}

TEST(YgoRule3_2_P6, TheTurnPlayerDiscardsDownToSixAtTheEndOfHisTurn) {
  Table t(TestHeader(Decks{}, Decks{}));
  t.To(Seat::kB, Phase::kMain1);  // B: 6 cards.
  Unlist(t.mutable_state(), B(20));
  List(t.mutable_state(), B(20), Zone::kHand, Seat::kB);
  t.PassUntil([](const State& s) { return s.wait == Wait::kDiscard; });
  EXPECT_EQ(t.state().waiting_for, Seat::kB);
  const std::vector<CardId> hand = t.state().Player(Seat::kB).hand;
  EXPECT_EQ(hand.size(), 7u);
  EXPECT_THAT(t.Do(Seat::kB, PassPriority{}), ElementsAre("ygo.hand-limit"));
  EXPECT_EQ(t.state().turn.active, Seat::kA) << "the turn ended as the table ended it";
}

TEST(YgoRule3_2_P6, DiscardingTooFewIsFlaggedAndEnoughIsNot) {
  Table t(TestHeader(Decks{}, Decks{}));
  t.To(Seat::kB, Phase::kMain1);
  for (uint16_t i : {20, 21}) {
    Unlist(t.mutable_state(), B(i));
    List(t.mutable_state(), B(i), Zone::kHand, Seat::kB);
  }
  t.PassUntil([](const State& s) { return s.wait == Wait::kDiscard; });
  EXPECT_THAT(t.Do(Seat::kB, DiscardCards{{B(20)}}), ElementsAre("ygo.hand-limit"));
  Table u(TestHeader(Decks{}, Decks{}));
  u.To(Seat::kB, Phase::kMain1);
  for (uint16_t i : {20, 21}) {
    Unlist(u.mutable_state(), B(i));
    List(u.mutable_state(), B(i), Zone::kHand, Seat::kB);
  }
  u.PassUntil([](const State& s) { return s.wait == Wait::kDiscard; });
  EXPECT_THAT(u.Do(Seat::kB, DiscardCards{{B(20), B(21)}}), IsEmpty());
  EXPECT_EQ(u.state().Card(B(21)).zone, Zone::kGraveyard);
}

TEST(YgoRule3, APlayerWhoseLpBecome0Loses) {
  Table t(TestHeader(Decks{}, Decks{}));
  t.Place(B(1), M(1));
  t.mutable_state().Player(Seat::kA).life_points = 1000;
  t.To(Seat::kB, Phase::kBattle);
  t.Do(Seat::kB, Attack{B(1), std::nullopt});
  t.PassUntil([](const State& s) { return s.over; });
  EXPECT_EQ(t.state().winner, Seat::kB);
  EXPECT_EQ(t.Lp(Seat::kA), 0);
  EXPECT_EQ(t.state().end_reason, "A's LP became 0 (§3)");
}

TEST(YgoRule3, APlayerWhoMustDrawFromAnEmptyDeckLoses) {
  Table t(TestHeader(Decks{}, Decks{}));
  t.mutable_state().Player(Seat::kB).deck.clear();
  for (uint16_t i = 6; i <= 40; ++i) t.mutable_state().Card(B(i)).zone = Zone::kHand;
  for (uint16_t i = 6; i <= 40; ++i) t.mutable_state().Player(Seat::kB).hand.push_back(B(i));
  t.PassUntil([](const State& s) { return s.over; });
  EXPECT_EQ(t.state().winner, Seat::kA);
  EXPECT_EQ(t.state().end_reason, "B had to draw from an empty deck (§3 L246)");
}

TEST(YgoRule3, BothPlayersLosingAtOnceIsADraw) {
  const std::string both =
      R"({"code":"99999906","name":"Test Both Burn","spell":{"type":"normal"},"effects":[)"
      R"({"kind":"activation","actions":[{"damage":{"amount":8000}},)"
      R"({"damage":{"amount":8000,"controller":true}}]}]})";
  Table t(TestHeader(Decks{{"99999906"}}, Decks{}), SampleSet({both}));
  t.To(Seat::kA, Phase::kMain1);
  t.Do(Seat::kA, Activate{A(1), 0, S(1), {}, {}});
  t.BothPass();
  EXPECT_TRUE(t.state().over);
  EXPECT_EQ(t.state().winner, std::nullopt) << "§3 L248";
}

TEST(YgoRule3, AConcessionEndsTheDuelAndLaterDecisionsAreFlagged) {
  Table t(TestHeader(Decks{}, Decks{}));
  EXPECT_THAT(t.Do(Seat::kB, Concede{}), IsEmpty());
  EXPECT_EQ(t.state().winner, Seat::kA);
  EXPECT_THAT(t.Do(Seat::kA, PassPriority{}), ElementsAre("ygo.game-over"));
}

TEST(YgoRule3, AJudgeMayDeclareTheResult) {
  Table t(TestHeader(Decks{}, Decks{}));
  Event e;
  e.game = "rules";
  e.seq = 9;
  e.actor = JudgeActor{"J-1"};
  e.body = JudgeAction{{"Y-1"}, "a loop", GameResult{std::nullopt}};
  ASSERT_TRUE(t.rules().Apply(t.mutable_state(), e).ok());
  EXPECT_TRUE(t.state().over);
  EXPECT_EQ(t.state().end_reason, "judge J-1 declared a draw: a loop (Y-1)");
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
