// Attachments (§403, §412.6c; reading R-28): each test names its rule.

#include <set>

#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

constexpr const char* kBeacon = "R-126";       // 能力 1, 持续: 结附于目标角色.
constexpr const char* kExoskeleton = "R-127";  // 配件 1: 结附于目标援军.

// A uses its attachment A1 (cost 1) on `host`.
std::vector<std::string> AttachTo(Table& t, const std::vector<CardId>& res, Target host) {
  LinkChoices choices = Paying(res, 1);
  choices.targets = {Aim{host, 0}};
  return t.Do(kA, UseCard{Id(kA, 1), choices});
}

// B answers with 火线射击 (B1): 2 damage to `target`.
void ShootAt(Table& t, const std::vector<CardId>& res, CardId target) {
  LinkChoices shot = Paying(res, 1);
  shot.targets = {Aim{target, 0}};
  ASSERT_THAT(t.Do(kB, UseCard{Id(kB, 1), shot}), IsEmpty());
}

void ResolveAll(Table& t) {
  t.PassUntil([](const State& s) { return s.stack.empty(); });
}

TEST(RiseAttach, Rule403_2_AnAttachmentNamesItsHostAsItsTargetAndAttachesWhenItResolves) {
  Table t({kExoskeleton, kTrooper});  // 突击外骨骼: 结附于目标援军.
  t.Field(Id(kA, 2));
  const std::vector<CardId> res = t.GiveResources(kA, 1);
  t.ToActionOf(kA);
  EXPECT_THAT(AttachTo(t, res, Id(kA, 2)), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kStack);
  ResolveAll(t);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kField);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).host, Id(kA, 2));
}

TEST(RiseAttach, Rule403_1_Rule403_2_TheHostFitsTheAttachmentsDescriptionAndIsItsOneTarget) {
  Table t({kExoskeleton, kTrooper, kCannon});
  t.Field(Id(kA, 2));
  t.Field(Id(kA, 3));
  const std::vector<CardId> res = t.GiveResources(kA, 1);
  t.ToActionOf(kA);
  EXPECT_THAT(AttachTo(t, res, Id(kA, 3)), ElementsAre("rise.attach.host"));  // A vehicle.
  EXPECT_TRUE(t.rewound());
  EXPECT_THAT(AttachTo(t, res, Seat::kB), ElementsAre("rise.attach.host"));
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), Paying(res, 1)}), ElementsAre("rise.target.kind"));
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kHand);
}

TEST(RiseAttach, Rule709_2a_AnAttachmentWhoseHostLeftBeforeItResolvesIsCounteredByTheGame) {
  Table t({kExoskeleton, kTrooper}, {kFireShot});
  t.Field(Id(kA, 2));
  const std::vector<CardId> res = t.GiveResources(kA, 1);
  const std::vector<CardId> b_res = t.GiveResources(kB, 1);
  t.ToActionOf(kA);
  ASSERT_THAT(AttachTo(t, res, Id(kA, 2)), IsEmpty());
  t.Do(kA, PassPriority{});
  ShootAt(t, b_res, Id(kA, 2));  // In response: the 1/1 host is destroyed first.
  ResolveAll(t);
  EXPECT_EQ(t.state().Card(Id(kA, 2)).zone, Zone::kBase);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);
}

TEST(RiseAttach, Rule403_4_AnAttachmentLeavesTheFieldWithItsHost) {
  Table t({kExoskeleton, kTrooper}, {kFireShot});
  t.Field(Id(kA, 2));
  const std::vector<CardId> res = t.GiveResources(kA, 1);
  const std::vector<CardId> b_res = t.GiveResources(kB, 1);
  t.ToActionOf(kA);
  ASSERT_THAT(AttachTo(t, res, Id(kA, 2)), IsEmpty());
  ResolveAll(t);
  ASSERT_EQ(t.state().Card(Id(kA, 1)).host, Id(kA, 2));
  t.Do(kA, PassPriority{});
  ShootAt(t, b_res, Id(kA, 2));
  ResolveAll(t);
  EXPECT_EQ(t.state().Card(Id(kA, 2)).zone, Zone::kBase);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);  // destroyed by the game.
  EXPECT_EQ(t.state().Card(Id(kA, 1)).host, CardId{});
}

TEST(RiseAttach, Rule412_6c_AnAttachmentOnACrystalIsDestroyedBeforeAnyoneGetsPriority) {
  Table t({kBeacon, kCrystal, kTrooper});  // 追踪信标: 结附于目标角色; 蔚蓝晶簇: a crystal.
  t.Field(Id(kA, 2));
  t.Field(Id(kA, 3));
  const std::vector<CardId> res = t.GiveResources(kA, 2);
  t.ToActionOf(kA);
  EXPECT_THAT(AttachTo(t, {res[0]}, Id(kA, 2)), IsEmpty());  // A legal target (§403.2) ...
  ResolveAll(t);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);  // ... but it falls off (§412.6c).
  EXPECT_EQ(t.state().Card(Id(kA, 2)).zone, Zone::kField);
}

TEST(RiseAttach, Rule412_6c_AnAttachmentOnACharacterStaysThroughThePrePriorityChecks) {
  Table t({kBeacon, kTrooper});
  t.Field(Id(kA, 2));
  const std::vector<CardId> res = t.GiveResources(kA, 1);
  t.ToActionOf(kA);
  ASSERT_THAT(AttachTo(t, res, Id(kA, 2)), IsEmpty());
  ResolveAll(t);
  t.ToActionOf(kB);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kField);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).host, Id(kA, 2));
}

TEST(RiseLegal, AttachmentMovesComeFromTheSameChecksAsApply) {
  Table t({kExoskeleton, kTrooper, kCannon});
  t.Field(Id(kA, 2));
  t.Field(Id(kA, 3));
  t.GiveResources(kA, 1);
  t.ToActionOf(kA);
  const std::set<std::string> codes = ExpectMovesConsistent(t);
  EXPECT_EQ(codes.count("rise.attach.host"), 1u);
  bool attach = false;
  for (const Move& m : t.engine().LegalMoves(t.state())) {
    const auto* d = std::get_if<Decision>(&m);
    const auto* use = d != nullptr ? std::get_if<UseCard>(d) : nullptr;
    attach =
        attach || (use != nullptr && use->card == Id(kA, 1) && use->choices.targets.size() == 1);
  }
  EXPECT_TRUE(attach);
}

}  // namespace
}  // namespace tcgjudge::rise::testing
