// Vehicles and crews (§303, §304.1b; readings ): each test names its rule.

#include <set>

#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

const CardId kKaneId = Id(kA, 61);
const CardId kGromId = Id(kB, 61);

// A declares `crew` boarding `vehicle` and both pass: the declaration resolves.
void BoardNow(Table& t, CardId crew, CardId vehicle) {
  ASSERT_THAT(t.Do(kA, Board{crew, vehicle}), IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty(); });
}

// A's cards 1..n on the field (as if there since before this turn), in A's action phase.
Table OnField(const std::vector<std::string>& a, const std::vector<std::string>& b = {}) {
  Table t(a, b);
  for (uint16_t i = 1; i <= a.size(); ++i) t.Field(Id(kA, i));
  for (uint16_t i = 1; i <= b.size(); ++i) t.Field(Id(kB, i));
  t.ToActionOf(kA);
  return t;
}

TEST(RiseVehicles, Rule303_2a_BoardingIsADeclarationOnTheStackThenTheCrewTakesItsSeat) {
  Table t = OnField({kCannon, kTrooper});  // 移动热能炮: 任意角色搭乘(1).
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 2), Id(kA, 1)}), IsEmpty());
  ASSERT_EQ(t.state().stack.size(), 1u);
  EXPECT_EQ(t.state().stack[0].kind, LinkKind::kBoard);
  EXPECT_TRUE(t.state().Card(Id(kA, 2)).exhausted);
  EXPECT_EQ(t.state().Card(Id(kA, 2)).vehicle, CardId{});
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  EXPECT_EQ(t.state().Card(Id(kA, 2)).vehicle, Id(kA, 1));
  // §303.3: the vehicle is active: it attacks with its power 2.
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kA, 1), kGromId}), IsEmpty());
}

TEST(RiseVehicles, Rule303_2a_Rule412_2b_BoardingOnlyInTheOwnNonCombatActionPhaseWithAnEmptyStack) {
  Table t({kCannon, kTrooper});
  t.Field(Id(kA, 1));
  t.Field(Id(kA, 2));
  EXPECT_EQ(t.state().turn.step, Step::kReady);
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 2), Id(kA, 1)}), ElementsAre("rise.board.timing"));
  EXPECT_TRUE(t.rewound());
}

TEST(RiseVehicles, Rule303_3_Rule303_3a_ActiveWithEverySymbolFilledTheRangeClampsTheCrewsPower) {
  Table t = OnField({kCarrier, kTrooper, kVie, kSquad});  // 援军或战队限定搭乘(2), power 2-6.
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kA, 1), kGromId}), ElementsAre("rise.vehicle.inactive"));
  BoardNow(t, Id(kA, 2), Id(kA, 1));  // A 1/1: one seat of two.
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kA, 1), kGromId}), ElementsAre("rise.vehicle.inactive"));
  BoardNow(t, Id(kA, 3), Id(kA, 1));  // 队长维埃, 3: 1 + 3 = 4 within 2-6.
  Attack(t, Id(kA, 1), kGromId);
  PassToCombatEnd(t);
  EXPECT_EQ(t.state().Card(kGromId).damage, 4);
}

TEST(RiseVehicles, Rule303_3a_Rule304_1b_ASquadFillsItsCrewNumberAndTheRangeHoldsTheTotal) {
  Table t = OnField({kCarrier, kSquad});  // 突击战队: 3/4, crew number 2.
  BoardNow(t, Id(kA, 2), Id(kA, 1));
  Attack(t, Id(kA, 1), kGromId);
  PassToCombatEnd(t);
  EXPECT_EQ(t.state().Card(kGromId).damage, 3);  // 3 within 2-6.
}

TEST(RiseVehicles, Rule303_3b_APowerOfXIsTheCrewsTotal) {
  Table t = OnField({kMech});  // 指挥官限定搭乘(1), power X.
  BoardNow(t, kKaneId, Id(kA, 1));
  Attack(t, Id(kA, 1), kGromId);
  PassToCombatEnd(t);
  EXPECT_EQ(t.state().Card(kGromId).damage, 1);  // Kane's power 1.
}

TEST(RiseVehicles, Rule303_3_AnInactiveVehicleUsesNoPaidAbility) {
  Table t = OnField({kCarrier});
  const std::vector<CardId> res = t.GiveResources(kA, 1);
  EXPECT_THAT(t.Do(kA, ActivateAbility{Id(kA, 1), 0, Paying(res, 1)}),
              ElementsAre("rise.vehicle.inactive"));
}

TEST(RiseVehicles, Rule303_1c_Rule303_2_OnlyTheRightCrewKindBoardsAndOnlyAFreeSeat) {
  Table t = OnField({kCarrier, kTrooper, kTrooper, kTrooper, kCannon, kSquad, kCrystal});
  EXPECT_THAT(t.Do(kA, Board{kKaneId, Id(kA, 1)}), ElementsAre("rise.board.crew"));
  BoardNow(t, Id(kA, 2), Id(kA, 1));
  BoardNow(t, Id(kA, 3), Id(kA, 1));
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 4), Id(kA, 1)}), ElementsAre("rise.board.seat"));
  // §304.1b: a squad of crew number 2 needs a symbol of 2 or more.
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 6), Id(kA, 5)}), ElementsAre("rise.board.seat"));
  t.Equip(Id(kA, 7));  // A crystal: not a 援军, 战队 or commander.
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 7), Id(kA, 5)}), ElementsAre("rise.board.crew"));
}

TEST(RiseVehicles, Rule303_2_AVehicleOfAnotherTeamIsNotBoarded) {
  Table t = OnField({kTrooper}, {kCannon});
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 1), Id(kB, 1)}), ElementsAre("rise.board.vehicle"));
}

TEST(RiseVehicles, Rule303_2_AUnitBoardsTheTurnItEnteredOnlyWithPilot) {
  Table t = OnField({kCannon, kTrooper, kVie, kCannon});  // 队长维埃 has 领航.
  t.mutable_state().Card(Id(kA, 2)).entered_turn = t.state().turn.number;
  t.mutable_state().Card(Id(kA, 3)).entered_turn = t.state().turn.number;
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 2), Id(kA, 1)}), ElementsAre("rise.board.fatigue"));
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 3), Id(kA, 4)}), IsEmpty());
}

TEST(RiseVehicles, Rule404_1_AnExhaustedCharacterDoesNotBoard) {
  Table t = OnField({kCannon, kTrooper});
  t.mutable_state().Card(Id(kA, 2)).exhausted = true;
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 2), Id(kA, 1)}), ElementsAre("rise.board.exhausted"));
}

TEST(RiseVehicles, Rule303_2c_CrewNeverLeaveOnTheirOwnAndLeaveInTheirControllersReadyStep) {
  // B fields one card so that its eighth card, drawn in its turn, needs no tally discard.
  Table t = OnField({kCannon, kTrooper, kCannon}, {kTrooper});
  BoardNow(t, Id(kA, 2), Id(kA, 1));
  t.mutable_state().Card(Id(kA, 2)).exhausted = false;  // Readied by an effect.
  EXPECT_THAT(t.Do(kA, Board{Id(kA, 2), Id(kA, 3)}), ElementsAre("rise.board.aboard"));
  t.ToActionOf(kB);
  EXPECT_EQ(t.state().Card(Id(kA, 2)).vehicle, Id(kA, 1));  // Aboard in B's turn.
  t.ToActionOf(kA);
  EXPECT_EQ(t.state().Card(Id(kA, 2)).vehicle, CardId{});
  EXPECT_FALSE(t.state().Card(Id(kA, 2)).exhausted);
}

TEST(RiseVehicles, Rule303_4_ABoardedCrewMemberIsNoPlannedDefenderButStaysATarget) {
  Table t({kTrooper}, {kCannon, kTrooper});
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  t.Field(Id(kB, 2));
  t.ToActionOf(kB);
  ASSERT_THAT(t.Do(kB, Board{Id(kB, 2), Id(kB, 1)}), IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty(); });
  // B's crew stay aboard until B's next ready step: in A's turn they cannot be attacked.
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, DeclareCombat{Id(kA, 1), Id(kB, 2)}), ElementsAre("rise.combat.crew"));
}

TEST(RiseVehicles, Rule303_6_ADestroyedVehiclesExplosionDamagesEachCrewMember) {
  Table t = OnField({kCarrier, kTrooper, kVeteran});  // Explosion 2.
  BoardNow(t, Id(kA, 2), Id(kA, 1));
  BoardNow(t, Id(kA, 3), Id(kA, 1));
  t.mutable_state().Card(Id(kA, 1)).damage = 4;  // Lethal, checked before the next priority.
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);
  EXPECT_EQ(t.state().Card(Id(kA, 2)).zone, Zone::kBase);  // 2 on a 1/1.
  EXPECT_EQ(t.state().Card(Id(kA, 3)).zone, Zone::kBase);  // 2 on a 1/2.
}

TEST(RiseLegal, BoardingMovesComeFromTheSameChecksAsApply) {
  Table t = OnField({kCannon, kTrooper, kTrooper}, {kCannon});
  const std::set<std::string> codes = ExpectMovesConsistent(t);
  EXPECT_EQ(codes.count("rise.board.vehicle"), 1u);
  bool board = false;
  for (const Move& m : t.engine().LegalMoves(t.state())) {
    const auto* d = std::get_if<Decision>(&m);
    board = board || (d != nullptr && std::holds_alternative<Board>(*d));
  }
  EXPECT_TRUE(board);
}

}  // namespace
}  // namespace tcgjudge::rise::testing
