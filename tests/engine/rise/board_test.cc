// The board and the table of 崛起TCG: the commander's life as the player's (§102.1a, §301.1), the
// labelled stats of §205, a vehicle's crew (§303.2), the weapon fired in a combat (§305.2), what
// each seat sees (§405.3, §405.4, §414.1b), and a table that places every zone once.

#include "engine/rise/board.h"

#include "engine/rise/rise_ruleset.h"
#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

const CardId kKaneId = Id(kA, 61);  // A's commander: power 1, life 25.

const BoardCard* Find(const ::tcgjudge::Board& board, Seat seat, const char* zone, CardId id) {
  for (const BoardCard& card : board.Zone(seat, zone)->cards) {
    if (card.id == id) return &card;
  }
  return nullptr;
}

TEST(RiseBoard, Rule301_1_ThePlayersLifeIsItsCommandersLifeLessItsDamage) {
  Table t({kTrooper}, {kVeteran});
  t.mutable_state().Card(kKaneId).damage = 4;
  const ::tcgjudge::Board board = RiseRuleset(t.engine().cards()).MakeBoard(t.state());
  EXPECT_EQ(board.ruleset, "rise");
  EXPECT_EQ(board.step, "ready step");
  EXPECT_EQ(board.priority, kA);
  const BoardPlayer& a = *board.Player(kA);
  EXPECT_EQ(a.life_points, std::nullopt);
  ASSERT_TRUE(a.life_card.has_value());
  EXPECT_EQ(a.life_card->card, kKaneId);
  EXPECT_EQ(a.life_card->life, 21);
  EXPECT_EQ(LifeOf(a), 21);
  EXPECT_EQ(board.Player(kB)->life_card->life, 24);
  const BoardCard* kane = Find(board, kA, "commander row", kKaneId);
  ASSERT_NE(kane, nullptr);
  EXPECT_EQ(kane->damage, 4);
  EXPECT_EQ(kane->stats, (std::vector<BoardStat>{{"power", 1, 1}, {"life", 25, 25}}));
}

TEST(RiseBoard, Rule405_3_Rule414_1b_TheDeckIsNobodysTheHandAndAFaceDownResourceTheirOwners) {
  Table t({kTrooper, kTrooper});
  const std::vector<CardId> res = t.GiveResources(kB, 1);
  const ::tcgjudge::Board board = RiseRuleset(t.engine().cards()).MakeBoard(t.state());
  EXPECT_EQ(board.Zone(kA, "deck")->cards[0].seen_by, kSeenByNobody);
  EXPECT_TRUE(board.Zone(kA, "deck")->hidden);
  EXPECT_EQ(board.Zone(kA, "hand")->cards[0].seen_by, SeatBit(kA));
  const BoardCard* resource = Find(board, kB, "resource row", res[0]);
  ASSERT_NE(resource, nullptr);
  EXPECT_TRUE(resource->face_down);
  EXPECT_EQ(resource->seen_by, SeatBit(kB));
  EXPECT_TRUE(resource->stats.empty());  // §414.1b: a face-down resource has no characteristics.
}

TEST(RiseBoard, Rule303_2_Rule305_2_AVehiclesCrewAndTheWeaponFiredInTheCombat) {
  Table t({kStone, kCannon, kTrooper}, {kVeteran});
  t.Equip(Id(kA, 1));
  t.Field(Id(kA, 2));
  t.Field(Id(kA, 3));
  t.Field(Id(kB, 1));
  t.GiveResources(kA, 6);
  t.ToActionOf(kA);
  // Aboard, as a resolved boarding leaves it (§303.2).
  t.mutable_state().Card(Id(kA, 3)).vehicle = Id(kA, 2);
  t.mutable_state().Card(Id(kA, 3)).vehicle_object = t.state().Card(Id(kA, 2)).object;
  Attack(t, kKaneId, Id(kB, 1));
  t.PassUntil([](const State& s) { return s.combat.stage == CombatStage::kDefence; });
  std::vector<CardId> pay;
  for (CardId id : t.state().Player(kA).resources) {
    if (!t.state().Card(id).exhausted && pay.size() < 2) pay.push_back(id);
  }
  ASSERT_TRUE(t.Do(kA, FireWeapon{Id(kA, 1), pay}).empty());
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  const ::tcgjudge::Board board = RiseRuleset(t.engine().cards()).MakeBoard(t.state());
  ASSERT_TRUE(board.combat.has_value());
  EXPECT_EQ(board.combat->attacker, kKaneId);
  EXPECT_EQ(board.combat->target, Id(kB, 1));
  EXPECT_EQ(board.combat->weapon, Id(kA, 1));
  EXPECT_EQ(board.step, "action phase: combat (defence window)");
  const BoardCard* vehicle = Find(board, kA, "troop row", Id(kA, 2));
  ASSERT_NE(vehicle, nullptr);
  EXPECT_EQ(vehicle->attached, std::vector<CardId>{Id(kA, 3)});
  const BoardCard* crew = Find(board, kA, "troop row", Id(kA, 3));
  ASSERT_NE(crew, nullptr);
  EXPECT_THAT(crew->marks, ::testing::Contains("aboard A02"));
}

TEST(RiseBoard, TheTablePlacesEveryZoneOnce) {
  Table t;
  const Status fits =
      CheckTableLayout(RiseTable(), RiseRuleset(t.engine().cards()).MakeBoard(t.state()));
  EXPECT_TRUE(fits.ok()) << fits.message();
  EXPECT_EQ(RiseTable().rows.size(), 8u);
}

}  // namespace
}  // namespace tcgjudge::rise::testing
