// 零次元 rules, each test named after the rule it checks (../shared/rulebooks/, 2013-02-01).
// Decks are laid out so that A01-A06 are A's life cards, A07-A12 A's opening hand and A13, A14,
// ... A's draws in turns 1, 3, ...; the same for B (B13 is drawn in turn 2).

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "tests/engine/zero/table.h"

namespace tcgjudge::zero {
namespace {

using testing::A;
using testing::B;
using ::testing::ElementsAre;
using testing::Table;
using testing::TestHeader;

// Seat A: hand 悟空 突袭兵 金箍棒 丝诺 丝诺 守卫; draws 天津饭 迟缓兵 独狼 事件一 事件二 筋斗云.
const std::vector<std::string> kDeckA = {
    "悟空", "悟空", "悟空", "悟空",   "悟空",   "悟空", "悟空",   "突袭兵", "金箍棒",
    "丝诺", "丝诺", "守卫", "天津饭", "迟缓兵", "独狼", "事件一", "事件二", "筋斗云"};
// Seat B: hand 悟空 瞬间战术 天津饭 守卫 悟空 悟空; draws 绿兵 ....
const std::vector<std::string> kDeckB = {"悟空", "悟空", "悟空",     "悟空",   "悟空",
                                         "悟空", "悟空", "瞬间战术", "天津饭", "守卫",
                                         "悟空", "悟空", "绿兵"};

bool Contains(const std::vector<std::string>& codes, const std::string& code) {
  return std::find(codes.begin(), codes.end(), code) != codes.end();
}

// Turn 1: A places A13 (天津饭, red) as a resource and reaches the action phase.
Table WithOneResource() {
  Table t(TestHeader(kDeckA, kDeckB));
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  return t;
}

TEST(Rule100, SetupDealsSixLifeCardsOneAtATimeThenSixHandCards) {
  Table t(TestHeader(kDeckA, kDeckB));
  const PlayerState& a = t.state().Player(Seat::kA);
  // A-03 default "stack": each dealt card goes on top, so the 6th card is the top life card.
  EXPECT_THAT(a.life, ElementsAre(A(6), A(5), A(4), A(3), A(2), A(1)));
  EXPECT_THAT(a.hand, ElementsAre(A(7), A(8), A(9), A(10), A(11), A(12)));
  EXPECT_EQ(a.deck.size(), 38u);
  EXPECT_EQ(t.state().turn, 1u);
  EXPECT_EQ(t.state().active, Seat::kA);
}

TEST(Rule100, LifeDealtAsABlockKeepsTheDeckOrderWhenTheOptionSaysSo) {
  Table t(TestHeader(kDeckA, kDeckB, {RuleOption{"lifeDealOrder", "block"}}));
  EXPECT_THAT(t.state().Player(Seat::kA).life, ElementsAre(A(1), A(2), A(3), A(4), A(5), A(6)));
}

TEST(Rule100_2, ADeckOfOtherThanFiftyCardsIsFlaggedAtTheHeader) {
  Header header = TestHeader(kDeckA, kDeckB);
  header.players[1].deck.pop_back();
  Table t(header);
  std::vector<Violation> size_violations;
  for (const Violation& v : t.start_violations()) {
    if (v.code == "zero.deck.size") size_violations.push_back(v);
  }
  ASSERT_EQ(size_violations.size(), 1u);
  EXPECT_EQ(size_violations[0].player, Seat::kB);
  EXPECT_EQ(size_violations[0].seq, 1u);
  EXPECT_EQ(size_violations[0].message,
            "B's deck has 49 cards; a deck has exactly 50 (100(2), 201(1))");
}

TEST(Rule100_2, MoreThanFourOfTheSameColourAndNameIsFlagged) {
  Table t(TestHeader(kDeckA, kDeckB));  // Both decks are mostly 悟空.
  ASSERT_EQ(t.start_violations().size(), 2u);
  EXPECT_EQ(t.start_violations()[0].code, "zero.deck.copies");
  EXPECT_NE(t.start_violations()[0].message.find("cards named 悟空 of one colour; at most 4"),
            std::string::npos);
}

// Fifty sample cards: 七龙珠 (BP02-001 ...) and, in `one_piece`, one 海贼王 card (SAMPLE-001).
std::vector<std::string> SeriesDeck(bool one_piece) {
  std::vector<std::string> deck;
  for (const char* code :
       {"BP02-001", "BP02-002", "BP02-003", "BP02-006", "BP02-008", "BP02-010", "BP02-024",
        "BP02-026", "BP02-036", "BP02-040", "BP02-041", "BP02-043", "BP02-047"}) {
    for (int i = 0; i < 4 && deck.size() < 50; ++i) deck.push_back(code);
  }
  if (one_piece) deck.back() = "SAMPLE-001";
  return deck;
}

TEST(Rule100_2, AnOfficialTournamentDeckOfTwoAnimeSeriesIsFlagged_A72) {
  const std::vector<RuleOption> official = {RuleOption{"officialTournament", "true"}};
  Table t(TestHeader(SeriesDeck(true), SeriesDeck(false), official), testing::SampleCards());
  ASSERT_EQ(t.start_violations().size(), 1u);
  EXPECT_EQ(t.start_violations()[0].code, "zero.deck.anime");
  EXPECT_EQ(t.start_violations()[0].player, Seat::kA);
  EXPECT_EQ(t.start_violations()[0].message,
            "A's deck mixes the anime series 七龙珠, 海贼王; an official tournament allows one "
            "(100(2))");
}

TEST(Rule100_2, OutsideOfficialTournamentsADeckMayMixAnimeSeries) {
  Table t(TestHeader(SeriesDeck(true), SeriesDeck(false)), testing::SampleCards());
  EXPECT_TRUE(t.start_violations().empty());
  Table official(
      TestHeader(SeriesDeck(false), SeriesDeck(false), {RuleOption{"officialTournament", "true"}}),
      testing::SampleCards());
  EXPECT_TRUE(official.start_violations().empty()) << "one series";
  ZeroRuleset rules(testing::SampleCards());
  std::vector<Violation> violations;
  auto bad = rules.Start(
      TestHeader(SeriesDeck(false), SeriesDeck(false), {RuleOption{"officialTournament", "yes"}}),
      &violations);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(),
            "header.options: officialTournament = 'yes': expected true or false");
}

TEST(Rule100_2, AnUnknownCardCodeMakesTheHeaderUnplayable) {
  ZeroRuleset rules(testing::TestCards());
  Header header = TestHeader({"BP99-999"}, {});
  std::vector<Violation> violations;
  auto started = rules.Start(header, &violations);
  ASSERT_FALSE(started.ok());
  EXPECT_EQ(started.status().message(),
            "header.players[0].deck[0]: card code 'BP99-999' is not in the 零次元 card set");
}

TEST(Rule403, TheActivePlayerDrawsInTheDrawStepIncludingTurnOneByDefault) {
  Table t(TestHeader(kDeckA, kDeckB));
  t.PassUntil([](const State& s) { return s.wait == Wait::kPlaceResource; });
  EXPECT_EQ(t.state().Player(Seat::kA).hand.back(), A(13));
}

TEST(Rule403, TheFirstTurnDrawIsARulesetOption) {
  Table t(TestHeader(kDeckA, kDeckB, {RuleOption{"firstTurnDraw", "false"}}));
  t.PassUntil([](const State& s) { return s.wait == Wait::kPlaceResource; });
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), 6u);
}

TEST(Rule101_2, DrawingFromAnEmptyDeckLoses) {
  Header header = TestHeader(kDeckA, kDeckB);
  header.players[0].deck.resize(13);  // Six life, six hand, one draw.
  Table t(header);
  t.PassUntil([](const State& s) { return s.step == Step::kOver; });
  EXPECT_EQ(t.state().winner, Seat::kB);
  EXPECT_EQ(t.state().turn, 3u) << "A drew its last card in turn 1 and lost at the draw of turn 3";
  EXPECT_EQ(t.state().end_reason, "A had to draw from an empty deck (101(2))");
}

TEST(Rule101_4, EitherPlayerMayConcedeAtAnyTime) {
  Table t;
  t.Do(Seat::kB, Concede{});  // B does not hold priority: conceding needs none.
  EXPECT_EQ(t.state().step, Step::kOver);
  EXPECT_EQ(t.state().winner, Seat::kA);
}

TEST(Rule101_3, ADecisionAfterTheGameEndedIsFlagged) {
  Table t;
  t.Do(Seat::kB, Concede{});
  auto v = t.Do(Seat::kA, PassPriority{});
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].code, "zero.game-over");
  EXPECT_EQ(v[0].rules, std::vector<std::string>{"101(3)"});
}

TEST(Rule105_1, ThePriorityHolderPassesToTheOtherPlayer) {
  Table t;
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "400(5): the AP receives priority first";
  t.Do(Seat::kA, PassPriority{});
  EXPECT_EQ(t.state().waiting_for, Seat::kB);
}

TEST(Rule105_1, AfterALinkIsAddedTheActivePlayerGetsPriorityAgain) {
  Table t = WithOneResource();
  EXPECT_TRUE(t.Play(Seat::kA, A(7), {A(13)}).empty());
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  t.Do(Seat::kA, PassPriority{});
  ASSERT_EQ(t.state().waiting_for, Seat::kB);
  // B responds with an instant tactic, paying with ... nothing: it has no resources.
  auto v = t.Play(Seat::kB, B(8), {});
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "after the NAP adds, the AP gets priority";
  EXPECT_TRUE(Contains(t.Codes(v), "zero.cost.too-few"));
}

TEST(Rule105_1, PassingWithoutPriorityIsFlaggedAndChangesNothing) {
  Table t;
  const State before = t.state();
  auto v = t.Do(Seat::kB, PassPriority{});
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].code, "zero.priority.pass-without-priority");
  EXPECT_EQ(v[0].message, "B passed, but A held priority (105(1))");
  EXPECT_TRUE(t.state() == before);
}

TEST(Rule106_3, TheChainResolvesTopFirstWhenBothPlayersPassInSuccession) {
  Table t = WithOneResource();
  t.Play(Seat::kA, A(7), {A(13)});
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kChain);
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kBattle);
  EXPECT_TRUE(t.state().chain.empty());
  EXPECT_EQ(t.state().waiting_for, Seat::kA) << "A-09: the AP receives priority after resolution";
}

TEST(Rule204_2, ASecondResourceInOneTurnIsFlagged) {
  Table t = WithOneResource();
  auto v = t.Do(Seat::kA, PlaceResource{A(8)});
  EXPECT_THAT(t.Codes(v),
              ElementsAre("zero.resource.outside-resource-step", "zero.resource.second"));
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kResource) << "applied as the table did it";
}

TEST(Rule204_3, AResourceCardEntersFaceUpAndReset) {
  Table t = WithOneResource();
  const CardState& resource = t.state().Card(A(13));
  EXPECT_EQ(resource.zone, Zone::kResource);
  EXPECT_FALSE(resource.tapped);
  EXPECT_FALSE(resource.face_down);
}

TEST(Rule303, PayingTheWrongTotalIsFlagged) {
  Table t = WithOneResource();
  auto v = t.Play(Seat::kA, A(7), {});
  ASSERT_TRUE(Contains(t.Codes(v), "zero.cost.too-few"));
  EXPECT_EQ(v.back().message,
            "A used A07 悟空: tapped 0 resources for a total cost of 1 (303(2), 303(3))");
}

TEST(Rule303, TooFewColouredResourcesAreFlagged) {
  Header header = TestHeader(kDeckA, kDeckB);
  header.players[0].deck[12] = "绿巨人";  // A13: total 8, green 3.
  Table t(header);
  t.PlaceResourceNow(A(7));  // One red resource.
  t.ToActionPhase(Seat::kA);
  auto v = t.Play(Seat::kA, A(13), {A(7)});
  EXPECT_TRUE(Contains(t.Codes(v), "zero.cost.too-few"));
  EXPECT_TRUE(Contains(t.Codes(v), "zero.cost.colour"));
}

TEST(Rule303, AnAlreadyTappedResourceCannotPayAgain) {
  Table t = WithOneResource();
  t.Play(Seat::kA, A(7), {A(13)});
  t.BothPass();
  auto v = t.Play(Seat::kA, A(8), {A(13)});
  EXPECT_TRUE(Contains(t.Codes(v), "zero.cost.already-tapped"));
}

TEST(Rule303_2, PayingWithAHandCardIsFlaggedAndTheCardStaysInHandUntapped) {
  Table t = WithOneResource();
  PlayCard play;
  play.card = A(7);
  play.payment.tap = {A(8)};
  const auto v = t.Do(Seat::kA, play);
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.cost.not-a-resource"));
  EXPECT_EQ(v[0].message,
            "A used A07 悟空: paid with A08 突袭兵, which is not a resource card (it is in A's "
            "hand) (303(2), 104(4))");
  EXPECT_EQ(t.state().Card(A(8)).zone, Zone::kHand);
  EXPECT_FALSE(t.state().Card(A(8)).tapped) << "104(4): a hand card cannot be tapped";
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kChain) << "A-101: used as the table did it";
}

TEST(Rule303_2, PayingWithACharacterTapsItAndIsFlagged) {
  Table t = WithOneResource();
  t.PutIntoBattle(A(8));
  PlayCard play;
  play.card = A(7);
  play.payment.tap = {A(8)};
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, play)), ElementsAre("zero.cost.not-a-resource"));
  EXPECT_TRUE(t.state().Card(A(8)).tapped) << "A-101: tapped as the table did it";
}

TEST(Rule318_1, ACharacterOutsideTheOwnActionPhaseIsFlagged) {
  Table t(TestHeader(kDeckA, kDeckB));
  t.PlaceResourceNow(A(13));  // Now in the resource step's free timing, A holding priority.
  auto v = t.Play(Seat::kA, A(7), {A(13)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.play.not-action-phase"));
  EXPECT_EQ(v[0].message,
            "A used A07 悟空 (a character) during the resource step: only in the own non-combat "
            "action phase (318(1))");
}

TEST(Rule318_1, ACharacterWithANonEmptyChainIsFlagged) {
  Header header = TestHeader(kDeckA, kDeckB);
  Table t(header);
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  t.Play(Seat::kA, A(7), {A(13)});
  auto v = t.Play(Seat::kA, A(8), {});
  EXPECT_TRUE(Contains(t.Codes(v), "zero.play.chain-not-empty"));
}

TEST(Rule318_1, ACharacterWithoutPriorityIsFlagged) {
  Table t = WithOneResource();
  t.Do(Seat::kA, PassPriority{});  // B holds priority now.
  auto v = t.Play(Seat::kA, A(7), {A(13)});
  EXPECT_TRUE(Contains(t.Codes(v), "zero.priority.not-holder"));
}

TEST(Rule318_1, TheNonActivePlayerUsingACharacterIsFlagged) {
  Table t = WithOneResource();
  t.Do(Seat::kA, PassPriority{});
  auto v = t.Play(Seat::kB, B(7), {});
  EXPECT_TRUE(Contains(t.Codes(v), "zero.play.opponent-turn"));
}

TEST(Rule203_1, ACardUsedFromTheDeckGoesOnTheChainAndIsFlagged) {
  Table t = WithOneResource();
  PlayCard play;
  play.card = A(20);
  play.payment.tap = {A(13)};
  const auto v = t.Do(Seat::kA, play);
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.play.not-in-hand"));
  EXPECT_EQ(v[0].message,
            "A used A20 悟空 from A's deck: cards are used from the own hand (203(1))");
  EXPECT_EQ(t.state().Card(A(20)).zone, Zone::kChain) << "A-101: applied as the table did it";
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(20)).zone, Zone::kBattle);
}

TEST(Rule203_1, ACardOnTheChainUsedAgainIsFlaggedAndNothingHappens) {
  Table t = WithOneResource();
  t.Play(Seat::kA, A(7), {A(13)});
  const State before = t.state();
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, PlayCard{A(7)})), ElementsAre("zero.play.not-in-hand"));
  EXPECT_TRUE(t.state() == before);
}

TEST(Rule203_1, TheOpponentsHandCardUsedGoesOnTheChainUnderItsUser) {
  Table t = WithOneResource();
  PlayCard play;
  play.card = B(7);
  play.payment.tap = {A(13)};
  EXPECT_THAT(t.Codes(t.Do(Seat::kA, play)), ElementsAre("zero.play.not-in-hand"));
  ASSERT_EQ(t.state().chain.size(), 1u);
  EXPECT_EQ(t.state().chain[0].controller, Seat::kA);
  EXPECT_TRUE(t.rules().CheckInvariants(t.state()).ok());
}

TEST(Rule318_6, ACharacterCannotAttackOnTheTurnItEnteredPlay) {
  Table t = WithOneResource();
  t.Play(Seat::kA, A(7), {A(13)});
  t.BothPass();
  DeclareAttack attack;
  attack.attacker = A(7);
  auto v = t.Do(Seat::kA, attack);
  ASSERT_THAT(t.Codes(v), ElementsAre("zero.attack.entered-this-turn"));
  EXPECT_EQ(v[0].message,
            "A07 悟空 cannot attack: it entered the battle zone this turn and has no 突袭 "
            "(318(6), 900(2))");
}

TEST(Rule900_2, A突袭CharacterMayAttackOnTheTurnItEnteredPlay) {
  Table t = WithOneResource();
  t.Play(Seat::kA, A(8), {A(13)});
  t.BothPass();
  DeclareAttack attack;
  attack.attacker = A(8);
  EXPECT_TRUE(t.Do(Seat::kA, attack).empty());
}

// Turn 3 of A with 悟空 A07 in play since turn 1; A holds priority in its action phase.
Table WithVeteranAttacker() {
  Table t = WithOneResource();
  t.Play(Seat::kA, A(7), {A(13)});
  t.BothPass();
  t.ToActionPhase(Seat::kB);
  t.ToActionPhase(Seat::kA);
  return t;
}

TEST(Rule501_3, ATappedCharacterCannotAttack) {
  Table t = WithVeteranAttacker();
  t.mutable_state().Card(A(7)).tapped = true;
  DeclareAttack attack;
  attack.attacker = A(7);
  auto v = t.Do(Seat::kA, attack);
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.attack.tapped"));
}

TEST(Rule900_5, A守备CharacterCannotDeclareAnAttack) {
  Table t = WithOneResource();
  t.Play(Seat::kA, A(12), {A(13)});
  t.BothPass();
  t.ToActionPhase(Seat::kB);
  t.ToActionPhase(Seat::kA);
  DeclareAttack attack;
  attack.attacker = A(12);
  auto v = t.Do(Seat::kA, attack);
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.attack.guard"));
}

TEST(Rule506, ASuccessfulDirectAttackRemovesTheTopLifeCard) {
  Table t = WithVeteranAttacker();
  DeclareAttack attack;
  attack.attacker = A(7);
  t.Do(Seat::kA, attack);
  t.BothPass();  // 501 window.
  EXPECT_TRUE(t.state().Card(A(7)).tapped) << "502(1): the attacker is tapped";
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();  // 502 window.
  const CardId top = t.state().Player(Seat::kB).life.front();
  t.Do(Seat::kB, DeclareDefender{std::nullopt});  // no windows; damage at once.
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 5u);
  EXPECT_EQ(t.state().Card(top).zone, Zone::kRest);
  EXPECT_EQ(t.state().combat.step, CombatStep::kDamage) << "the 506 free timing";
  t.BothPass();
  EXPECT_EQ(t.state().combat.step, CombatStep::kNone) << "507: back to the action phase";
  EXPECT_EQ(t.state().step, Step::kAction);
}

TEST(Rule101_1, BattleDamageToAnEmptyLifeZoneLoses) {
  Table t = WithVeteranAttacker();
  // Empty B's life zone the way damage would (straight to the rest area).
  State& s = t.mutable_state();
  while (!s.Player(Seat::kB).life.empty()) {
    const CardId id = s.Player(Seat::kB).life.front();
    s.Player(Seat::kB).life.erase(s.Player(Seat::kB).life.begin());
    s.Player(Seat::kB).rest.push_back(id);
    s.Card(id).zone = Zone::kRest;
  }
  EXPECT_NE(t.state().step, Step::kOver) << "an empty life zone alone does not lose";
  DeclareAttack attack;
  attack.attacker = A(7);
  t.Do(Seat::kA, attack);
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  t.Do(Seat::kB, DeclareDefender{std::nullopt});
  EXPECT_EQ(t.state().step, Step::kOver);
  EXPECT_EQ(t.state().winner, Seat::kA);
}

TEST(Rule502_2, AttackingAnUntappedCharacterIsFlagged) {
  Table t = WithVeteranAttacker();
  t.PutIntoBattle(B(7));  // B07 悟空, untapped.
  DeclareAttack attack;
  attack.attacker = A(7);
  t.Do(Seat::kA, attack);
  t.BothPass();
  auto v = t.Do(Seat::kA, ChooseAttackTarget{B(7)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.target.untapped"));
}

TEST(Rule503_2, DefendingWithATappedCharacterIsFlagged) {
  Table t = WithVeteranAttacker();
  t.PutIntoBattle(B(7));
  t.mutable_state().Card(B(7)).tapped = true;
  DeclareAttack attack;
  attack.attacker = A(7);
  t.Do(Seat::kA, attack);
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  auto v = t.Do(Seat::kB, DeclareDefender{B(7)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.defence.tapped"));
}

TEST(Rule506_3, CharactersThatTakeLethalBattleDamageAreDestroyed) {
  Table t = WithVeteranAttacker();  // A07 悟空 1000/1000.
  t.PutIntoBattle(B(7));            // B07 悟空 1000/1000, untapped.
  DeclareAttack attack;
  attack.attacker = A(7);
  t.Do(Seat::kA, attack);
  t.BothPass();
  t.Do(Seat::kA, ChooseAttackTarget{std::nullopt});
  t.BothPass();
  t.Do(Seat::kB, DeclareDefender{B(7)});
  t.BothPass();  // 503 window; 504: the defender is tapped.
  EXPECT_TRUE(t.state().Card(B(7)).tapped);
  t.BothPass();  // 504 window.
  t.BothPass();  // 505 window; 506 calculation.
  EXPECT_EQ(t.state().Card(A(7)).zone, Zone::kRest) << "1000 damage >= 1000 DEF (309(2))";
  EXPECT_EQ(t.state().Card(B(7)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Player(Seat::kB).life.size(), 6u) << "a defended attack hits no life card";
}

TEST(Rule305_4, TwoCardsWithTheSameCharacterNameMustBeScrappedDownToOneOffTheChain) {
  Table t(TestHeader(kDeckA, kDeckB));
  t.PlaceResourceNow(A(13));
  t.ToActionPhase(Seat::kA);
  State& s = t.mutable_state();  // A second resource, so both 丝诺 can be paid.
  s.Player(Seat::kA).hand.erase(
      std::find(s.Player(Seat::kA).hand.begin(), s.Player(Seat::kA).hand.end(), A(12)));
  s.Player(Seat::kA).resource.push_back(A(12));
  s.Card(A(12)).zone = Zone::kResource;
  t.Play(Seat::kA, A(10), {A(13)});
  t.BothPass();
  t.Play(Seat::kA, A(11), {A(12)});
  t.BothPass();
  ASSERT_EQ(t.state().wait, Wait::kSameName);
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  EXPECT_EQ(t.rules().MakeBoard(t.state()).pending_kind, "sameNameScrap") << "issue 34";
  EXPECT_TRUE(t.Do(Seat::kA, ChooseCards{{A(10)}}).empty());
  EXPECT_EQ(t.state().Card(A(10)).zone, Zone::kRest);
  EXPECT_EQ(t.state().Card(A(11)).zone, Zone::kBattle);
  EXPECT_TRUE(t.state().chain.empty()) << "the scrap does not use the chain";
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(Rule305_4, ScrappingACardThatSharesNoNameIsFlagged) {
  Table t = WithOneResource();
  State& s = t.mutable_state();
  for (CardId id : {A(10), A(11), A(7)}) {
    auto& hand = s.Player(Seat::kA).hand;
    hand.erase(std::find(hand.begin(), hand.end(), id));
    s.Player(Seat::kA).battle.push_back(id);
    s.Card(id).zone = Zone::kBattle;
  }
  s.wait = Wait::kSameName;
  auto v = t.Do(Seat::kA, ChooseCards{{A(7)}});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.same-name.wrong-card", "zero.same-name.left"));
}

TEST(Rule319_2, EquipmentGoesOnAChosenOwnCharacterAndAddsItsBonus_Rule310) {
  Table t = WithVeteranAttacker();  // A07 in play, A13 resource; A09 金箍棒 in hand.
  t.mutable_state().Card(A(13)).tapped = false;
  auto v = t.Play(Seat::kA, A(9), {A(13)}, {A(7)});
  EXPECT_TRUE(v.empty());
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(9)).zone, Zone::kBattle);
  EXPECT_EQ(t.state().Card(A(9)).attached_to, A(7));
  const Board board = t.rules().MakeBoard(t.state());
  const BoardZone* battle = board.Zone(Seat::kA, "battle");
  ASSERT_NE(battle, nullptr);
  EXPECT_EQ(battle->cards[0].atk, 3000) << "310: 1000 + the 2000 ATK bonus of 金箍棒";
}

TEST(Rule319_2, EquipmentWithoutAChosenCharacterIsFlaggedAndDestroyedOnResolution) {
  Table t = WithVeteranAttacker();
  t.mutable_state().Card(A(13)).tapped = false;
  auto v = t.Play(Seat::kA, A(9), {A(13)}, {});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.equip.no-character"));
  t.BothPass();
  EXPECT_EQ(t.state().Card(A(9)).zone, Zone::kRest) << "319(3)";
}

TEST(Rule900_3, A迟缓CharacterEntersPlayTapped) {
  Table t = WithVeteranAttacker();  // Turn 3: A drew A14 迟缓兵.
  t.mutable_state().Card(A(13)).tapped = false;
  t.Play(Seat::kA, A(14), {A(13)});
  t.BothPass();
  EXPECT_TRUE(t.state().Card(A(14)).tapped);
}

TEST(Rule407, TheClearingStepHealsDamage) {
  Table t = WithVeteranAttacker();
  t.mutable_state().Card(A(7)).damage = 500;
  t.ToActionPhase(Seat::kB);
  EXPECT_EQ(t.state().Card(A(7)).damage, 0);
}

TEST(Rule408, TheActivePlayerDiscardsDownToTheHandLimit) {
  Table t(TestHeader(kDeckA, kDeckB));
  // A keeps 7 cards (6 + the turn-1 draw) and places no resource.
  t.PassUntil([](const State& s) { return s.wait == Wait::kDiscard; });
  EXPECT_EQ(t.state().waiting_for, Seat::kA);
  auto v = t.Do(Seat::kA, DiscardCards{{A(12)}});
  EXPECT_TRUE(v.empty());
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), 6u);
  EXPECT_EQ(t.state().active, Seat::kB) << "no free timing after 408: the next turn begins";
}

TEST(Rule408, DiscardingBelowTheLimitIsFlagged) {
  Table t(TestHeader(kDeckA, kDeckB));
  t.PassUntil([](const State& s) { return s.wait == Wait::kDiscard; });
  auto v = t.Do(Seat::kA, DiscardCards{{A(11), A(12)}});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.discard.below-limit"));
}

TEST(Rule600_1, ASecondLevelUpInOneTurnIsFlagged) {
  Table t = WithVeteranAttacker();
  t.Do(Seat::kA, Upgrade{A(7), UpgradeMethod::kFlipResource, A(13)});
  t.BothPass();
  EXPECT_EQ(t.rules().MakeBoard(t.state()).Zone(Seat::kA, "battle")->cards[0].level, 2)
      << "600(3): one indicator makes LV2";
  auto v = t.Do(Seat::kA, Upgrade{A(7), UpgradeMethod::kFlipResource, A(13)});
  EXPECT_TRUE(Contains(t.Codes(v), "zero.upgrade.second"));
  EXPECT_TRUE(Contains(t.Codes(v), "zero.upgrade.face-down-resource"));
}

TEST(Rule600_2b, LevellingUpWithACardOfAnotherNameIsFlagged) {
  Table t = WithVeteranAttacker();
  auto v = t.Do(Seat::kA, Upgrade{A(7), UpgradeMethod::kRevealHand, A(8)});
  EXPECT_THAT(t.Codes(v), ElementsAre("zero.upgrade.wrong-card"));
}

TEST(Rule206_3, ASecondEventScrapsTheFirst) {
  Table t = WithVeteranAttacker();
  State& s = t.mutable_state();
  for (CardId id : {A(16), A(17)}) {  // 事件一, 事件二 into hand.
    auto& deck = s.Player(Seat::kA).deck;
    deck.erase(std::find(deck.begin(), deck.end(), id));
    s.Player(Seat::kA).hand.push_back(id);
    s.Card(id).zone = Zone::kHand;
  }
  s.Card(A(13)).tapped = false;
  t.Play(Seat::kA, A(16), {A(13)});
  t.BothPass();
  s.Card(A(13)).tapped = false;
  t.Play(Seat::kA, A(17), {A(13)});
  t.BothPass();
  EXPECT_THAT(t.state().Player(Seat::kA).event, ElementsAre(A(17)));
  EXPECT_EQ(t.state().Card(A(16)).zone, Zone::kRest);
}

TEST(Snapshot, RoundTripsEveryPositionOfAGame) {
  Table t = WithVeteranAttacker();
  auto decoded = t.rules().DecodeSnapshot(t.rules().EncodeSnapshot(t.state()));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_TRUE(decoded.value()->Equals(t.state()));
  EXPECT_EQ(t.rules().DecodeSnapshot("zero").status().code(), StatusCode::kCorruption);
}

}  // namespace
}  // namespace tcgjudge::zero
