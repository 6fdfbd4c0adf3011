// The chain (§九 L15, digest B5, B11 #18, #19): links, responses, LIFO resolution, triggered
// effects right after their cause and never on the chain, activated effects up to their icon.

#include "tests/engine/wheel/table.h"

namespace tcgjudge::wheel::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

std::vector<std::string> Order(const Table& t) {
  std::vector<std::string> out;
  for (const Resolved& r : t.state().chain.resolved) {
    out.push_back(r.card.ToString() + (r.triggered ? "*" : ""));
  }
  return out;
}

TEST(WheelB5, CH2_TheChainResolvesLastLinkFirst) {
  // The source's example: 1 uses A, 2 responds with B, 1 responds with C: C -> B -> A.
  Table t({kInsight, kCounterBlast}, {kLightning});
  t.Place(Id(kA, 10), "AZ1");
  t.GiveMana(kB, kBlackStone, 1);
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 1), {}}), IsEmpty());
  EXPECT_THAT(t.Do(kB, PlayMagic{Id(kB, 1), {Id(kA, 10)}}), IsEmpty());
  EXPECT_EQ(t.state().waiting_for, kA);
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 2), {kB}}), IsEmpty());
  EXPECT_EQ(t.state().chain.links.size(), 3u);
  EXPECT_THAT(t.Do(kB, PassPriority{}), IsEmpty());  // Nobody responds any more.
  EXPECT_THAT(Order(t), ElementsAre("A02", "B01", "A01"));
  EXPECT_TRUE(t.state().chain.links.empty());
  EXPECT_EQ(t.state().wait, Wait::kAction);  // Back to the action phase.
  EXPECT_EQ(t.state().Player(kB).life, 18);
  EXPECT_EQ(t.state().Card(Id(kA, 10)).zone, Zone::kGraveyard);  // Filler, defense 1.
}

TEST(WheelB5, CH3_ATriggerResolvesRightAfterItsCauseBeforeTheRestOfTheChain) {
  // The source's example: A, then B in response; B's resolution triggers D: B -> D -> A.
  Table t({kInsight, kMartyr}, {kLightning});
  t.Place(Id(kA, 2), "AZ1");
  t.GiveMana(kB, kBlackStone, 1);
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 1), {}}), IsEmpty());
  EXPECT_THAT(t.Do(kB, PlayMagic{Id(kB, 1), {Id(kA, 2)}}), IsEmpty());
  EXPECT_THAT(t.Do(kA, PassPriority{}), IsEmpty());
  EXPECT_THAT(Order(t), ElementsAre("B01", "A02*", "A01"));
  EXPECT_EQ(t.state().Player(kB).life, 18);  // 烈士: 2 damage to its controller's opponent.
}

TEST(WheelB5, CH4_ATriggeredEffectIsNeverStartedNorALink) {
  Table t({kDrummer});
  const size_t hand = t.state().Player(kA).hand.size();
  EXPECT_THAT(t.Do(kA, PlayWarSpirit{Id(kA, 1), C("AZ1")}), IsEmpty());
  EXPECT_THAT(t.Do(kB, PassPriority{}), IsEmpty());
  // 战鼓手 entered: its trigger drew a card with no link and no window.
  EXPECT_EQ(t.state().Player(kA).hand.size(), hand - 1 + 1);
  EXPECT_THAT(Order(t), ElementsAre("A01", "A01*"));
  EXPECT_EQ(t.state().wait, Wait::kAction);
  // Starting it is flagged and does nothing.
  EXPECT_THAT(t.Do(kA, ActivateEffect{Id(kA, 1), 0, {}}),
              ElementsAre("wheel.chain.trigger-not-a-link"));
  EXPECT_TRUE(t.state().chain.links.empty());
}

TEST(WheelB5, CH1_W14_RespondToOwnLinkNoOrYes) {
  Table no({kInsight, kInsight});
  EXPECT_THAT(no.Do(kA, PlayMagic{Id(kA, 1), {}}), IsEmpty());
  EXPECT_THAT(no.Do(kA, PlayMagic{Id(kA, 2), {}}), ElementsAre("wheel.chain.respond-to-own"));
  Table no2({kInsight});
  no2.Do(kA, PlayMagic{Id(kA, 1), {}});
  EXPECT_THAT(no2.Do(kB, PassPriority{}), IsEmpty());
  EXPECT_TRUE(no2.state().chain.links.empty());  // The opponent's pass resolves it.

  Table yes({kInsight, kInsight}, {}, {{"respondToOwnLink", "yes"}});
  EXPECT_THAT(yes.Do(kA, PlayMagic{Id(kA, 1), {}}), IsEmpty());
  EXPECT_THAT(yes.Do(kB, PassPriority{}), IsEmpty());
  EXPECT_EQ(yes.state().waiting_for, kA);
  EXPECT_THAT(yes.Do(kA, PlayMagic{Id(kA, 2), {}}), IsEmpty());
  EXPECT_THAT(yes.Do(kB, PassPriority{}), IsEmpty());
  EXPECT_THAT(yes.Do(kA, PassPriority{}), IsEmpty());
  EXPECT_TRUE(yes.state().chain.links.empty());
  EXPECT_EQ(yes.state().chain.resolved.size(), 2u);
}

TEST(WheelB5, CH5_W16_ActivatedEffectsMayRespond) {
  Table t({kInsight}, {kFireMage});
  t.Place(Id(kB, 1), "DZ1");
  t.Place(Id(kA, 10), "AZ1");
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 1), {}}), IsEmpty());
  EXPECT_THAT(t.Do(kB, ActivateEffect{Id(kB, 1), 0, {Id(kA, 10)}}), IsEmpty());
  EXPECT_THAT(t.Do(kA, PassPriority{}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 10)).zone, Zone::kGraveyard);
}

TEST(WheelB5, NobodyActsWithoutBeingAsked) {
  Table t({}, {kInsight});
  EXPECT_THAT(t.Do(kB, PlayMagic{Id(kB, 1), {}}), ElementsAre("wheel.not-asked"));
}

TEST(WheelB9, E4_AnActivatedEffectUpToItsIconsCountATurn) {
  Table t({kFireMage, kTwinCaster});
  t.Place(Id(kA, 1), "AZ1");
  t.Place(Id(kA, 2), "AZ2");
  t.Place(Id(kB, 10), "AZ1");
  EXPECT_THAT(t.Do(kA, ActivateEffect{Id(kA, 2), 0, {kB}}), IsEmpty());
  t.Do(kB, PassPriority{});
  EXPECT_THAT(t.Do(kA, ActivateEffect{Id(kA, 2), 0, {kB}}), IsEmpty());
  t.Do(kB, PassPriority{});
  EXPECT_THAT(t.Do(kA, ActivateEffect{Id(kA, 2), 0, {kB}}), ElementsAre("wheel.effect.uses"));
  t.Do(kB, PassPriority{});
  EXPECT_EQ(t.state().Player(kB).life, 17);
  EXPECT_THAT(t.Do(kA, ActivateEffect{Id(kA, 1), 0, {Id(kB, 10)}}), IsEmpty());
  t.Do(kB, PassPriority{});
  EXPECT_THAT(t.Do(kA, ActivateEffect{Id(kA, 1), 0, {kB}}),
              ElementsAre("wheel.effect.uses", "wheel.effect.targets"));
  t.Do(kB, PassPriority{});
  t.ToActionOf(kA);
  EXPECT_THAT(t.Do(kA, ActivateEffect{Id(kA, 2), 0, {kB}}), IsEmpty());  // A new turn.
}

TEST(WheelB9, W17_TargetsOfTheWrongNumberOrKindAreFlagged) {
  Table t({kFireball, kInsight});
  t.GiveMana(kA, kFireStone, 1);
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 1), {kB}}), ElementsAre("wheel.effect.targets"));
  t.Do(kB, PassPriority{});
  EXPECT_THAT(t.Do(kA, PlayMagic{Id(kA, 2), {kB}}), ElementsAre("wheel.effect.targets"));
  t.Do(kB, PassPriority{});
  Table u({kFireball});
  u.GiveMana(kA, kFireStone, 1);
  EXPECT_THAT(u.Refused(kA, PlayMagic{Id(kA, 1), {Id(kB, 3)}}),
              ::testing::HasSubstr("is not a war spirit or vehicle on the field"));
}

}  // namespace
}  // namespace tcgjudge::wheel::testing
