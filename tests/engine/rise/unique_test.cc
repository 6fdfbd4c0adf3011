// Uniqueness (§409) and weapon loadouts as uniqueness (§415.1, R-27): each test names its rule.

#include <set>

#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(RiseUnique, Rule409_3a_Rule710_1e_ASecondUniqueCardOfANameMakesItsControllerDestroyOne) {
  Table t({kWilson, kWilson});  // 马丁·威尔逊舰长, 唯一, cost 8.
  t.Field(Id(kA, 1));
  const std::vector<CardId> res = t.GiveResources(kA, 8);
  t.ToActionOf(kA);
  ASSERT_THAT(t.Do(kA, UseCard{Id(kA, 2), Paying(res, 8)}), IsEmpty());
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
  // §710.1e: it entered; §409.2: A chooses, without the stack, before anyone gets priority.
  EXPECT_EQ(t.state().wait, Wait::kUnique);
  EXPECT_EQ(t.state().waiting_for, kA);
  EXPECT_THAT(t.Do(kA, ChooseUnique{Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);
  EXPECT_EQ(t.state().Card(Id(kA, 2)).zone, Zone::kField);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kA);
}

TEST(RiseUnique, Rule409_3b_MoreCardsOfATagThanItsNumberConflict) {
  Table t({kDust, kDust});  // 陨尘结晶: 蔚蓝结晶(1).
  t.Equip(Id(kA, 1));
  t.ToActionOf(kA);
  EXPECT_EQ(t.state().wait, Wait::kPriority);  // One is fine.
  t.Equip(Id(kA, 2));
  t.Do(kA, PassPriority{});  // Before B gets priority (§409.1).
  EXPECT_EQ(t.state().wait, Wait::kUnique);
  EXPECT_EQ(t.state().waiting_for, kA);
  EXPECT_THAT(t.Do(kA, ChooseUnique{Id(kA, 2)}), IsEmpty());
  EXPECT_EQ(t.state().waiting_for, kB);
}

TEST(RiseUnique, Rule409_2_OnlyThePlayerAskedChoosesAndOnlyAConflictingCard) {
  Table t({kDust, kDust, kTrooper}, {kTrooper});
  for (CardId id : {Id(kA, 1), Id(kA, 2)}) t.Equip(id);
  t.Field(Id(kA, 3));
  t.Field(Id(kB, 1));
  t.Do(kA, PassPriority{});
  ASSERT_EQ(t.state().wait, Wait::kUnique);
  EXPECT_THAT(t.Do(kB, ChooseUnique{Id(kB, 1)}), ElementsAre("rise.unique.not-asked"));
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kField);  // Nothing changes.
  EXPECT_THAT(t.Do(kA, ChooseUnique{Id(kA, 3)}), ElementsAre("rise.unique.card"));
  // As the table did it: the trooper is gone and the conflict is still there.
  EXPECT_EQ(t.state().Card(Id(kA, 3)).zone, Zone::kBase);
  EXPECT_EQ(t.state().wait, Wait::kUnique);
  EXPECT_THAT(t.Do(kA, PassPriority{}), ElementsAre("rise.not-asked"));
}

TEST(RiseUnique, Rule415_1_TwoHandItemsOrOneTwoHandedItem) {
  Table t({kStone, kSnake, kRedDragon});  // 智能(2), 智能(2), 手持(1).
  for (CardId id : {Id(kA, 1), Id(kA, 2)}) t.Equip(id);
  t.ToActionOf(kA);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  t.Equip(Id(kA, 3));
  t.Do(kA, PassPriority{});
  ASSERT_EQ(t.state().wait, Wait::kUnique);
  EXPECT_THAT(t.Do(kA, ChooseUnique{Id(kA, 1)}), IsEmpty());
  EXPECT_EQ(t.state().wait, Wait::kUnique);  // 双头蛇 and 赤龙 still want three hands.
  EXPECT_THAT(t.Do(kA, ChooseUnique{Id(kA, 2)}), IsEmpty());
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(RiseUnique, Rule415_1a_WeaponEquipmentCarriesOneMoreSmartWeaponAndNoMore) {
  // §415.1a's example: 星门守卫者战甲 (武器装备+1), 赤龙 (手持(1)) and 双头蛇 (智能(2)) together.
  Table t({kStarArmour, kRedDragon, kSnake, kShield});
  for (CardId id : {Id(kA, 1), Id(kA, 2), Id(kA, 3)}) t.Equip(id);
  t.ToActionOf(kA);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  t.Equip(Id(kA, 4));  // ... and 千钧勇士护盾 (手持(2)) makes a conflict.
  t.Do(kA, PassPriority{});
  ASSERT_EQ(t.state().wait, Wait::kUnique);
  // The armour is not in the conflict; the hand and smart equipment is.
  const Result<Problems> armour =
      t.engine().Check(t.state(), kA, Move(Decision(ChooseUnique{Id(kA, 1)})));
  ASSERT_TRUE(armour.ok());
  ASSERT_EQ(armour->size(), 1u);
  EXPECT_EQ(InfoOf(armour->front().rule).code, "rise.unique.card");
  EXPECT_THAT(t.Do(kA, ChooseUnique{Id(kA, 2)}), IsEmpty());
  EXPECT_EQ(t.state().wait, Wait::kPriority);  // 双头蛇 as the extra load, the shield in a hand.
}

TEST(RiseLegal, UniquenessChoicesComeFromTheSameChecksAsApply) {
  Table t({kDust, kDust, kTrooper});
  for (CardId id : {Id(kA, 1), Id(kA, 2)}) t.Equip(id);
  t.Field(Id(kA, 3));
  t.Do(kA, PassPriority{});
  ASSERT_EQ(t.state().wait, Wait::kUnique);
  const std::set<std::string> codes = ExpectMovesConsistent(t);
  EXPECT_EQ(codes.count("rise.unique.card"), 1u);
  EXPECT_EQ(codes.count("rise.unique.not-asked"), 1u);
  std::vector<Move> legal = t.engine().LegalMoves(t.state());
  legal.pop_back();  // The concession.
  EXPECT_THAT(legal, ElementsAre(Move(Decision(ChooseUnique{Id(kA, 1)})),
                                 Move(Decision(ChooseUnique{Id(kA, 2)}))));
}

}  // namespace
}  // namespace tcgjudge::rise::testing
