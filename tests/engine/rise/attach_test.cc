// Attachments (§403, §412.6c; reading R-28): each test names its rule.

#include <set>

#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

constexpr const char* kBeacon = "R-126";       // 能力 1, 持续: 结附于目标角色.
constexpr const char* kExoskeleton = "R-127";  // 配件 1: 结附于目标援军.
constexpr const char* kCloak = "R-130";        // 配件 1: 结附于援军 (no target, §403.3).
constexpr const char* kShift = "R-131";  // 能力 1, 瞬发: move target attachment (§403.6a).

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
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);  // R-28: destroyed by the game.
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

// A uses its 战术披风 A1 (no target) and both pass: it resolves.
void UseCloak(Table& t, const std::vector<CardId>& res) {
  ASSERT_THAT(t.Do(kA, UseCard{Id(kA, 1), Paying(res, 1)}), IsEmpty());
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
}

TEST(RiseAttach, Rule403_3_AnAttachmentWithoutATargetHasItsHostChosenAsItResolves) {
  Table t({kCloak, kTrooper}, {kTrooper});
  t.Field(Id(kA, 2));
  t.Field(Id(kB, 1));
  const std::vector<CardId> res = t.GiveResources(kA, 1);
  t.ToActionOf(kA);
  LinkChoices aimed = Paying(res, 1);
  aimed.targets = {Aim{Id(kA, 2), 0}};
  EXPECT_THAT(t.Do(kA, UseCard{Id(kA, 1), aimed}), ElementsAre("rise.target.kind"));
  UseCloak(t, res);
  ASSERT_EQ(t.state().wait, Wait::kHost);  // Nobody has priority: A chooses.
  EXPECT_EQ(t.state().waiting_for, kA);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kStack);
  EXPECT_THAT(ExpectMovesConsistent(t), ::testing::Contains("rise.attach.choice"));
  EXPECT_THAT(t.Do(kA, ChooseHost{Id(kB, 1)}), IsEmpty());  // Any 援军 on the field.
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kField);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).host, Id(kB, 1));
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  EXPECT_EQ(t.state().waiting_for, kA);
}

TEST(RiseAttach, Rule403_3_WithNoCardThatFitsItGoesToTheRescueBaseWithoutEntering) {
  Table t({kCloak});
  const std::vector<CardId> res = t.GiveResources(kA, 1);
  t.ToActionOf(kA);
  UseCloak(t, res);
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(RiseAttach, Rule403_3_Rule412_6c_AHostThatDoesNotFitIsFlaggedAndItFallsOffBeforePriority) {
  Table t({kCloak, kTrooper, kCannon});
  t.Field(Id(kA, 2));
  t.Field(Id(kA, 3));
  const std::vector<CardId> res = t.GiveResources(kA, 1);
  t.ToActionOf(kA);
  UseCloak(t, res);
  EXPECT_THAT(t.Do(kA, ChooseHost{Id(kA, 3)}), ElementsAre("rise.attach.choice"));  // A 载具.
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);  // §403.5: destroyed by the game.
  EXPECT_THAT(t.Do(kA, ChooseHost{Id(kA, 2)}), ElementsAre("rise.attach.not-asked"));
  EXPECT_THAT(t.Refused(kA, ChooseHost{Id(kA, 4)}),
              ::testing::HasSubstr("not a card on the field"));
}

// A uses its 结附转移 `shift` (paying `payment`) on the attachment A1 and both pass: it resolves.
void Shift(Table& t, CardId shift, CardId payment) {
  LinkChoices choices = Paying({payment}, 1);
  choices.targets = {Aim{Id(kA, 1), 0}};
  ASSERT_THAT(t.Do(kA, UseCard{shift, choices}), IsEmpty());
  t.Do(kA, PassPriority{});
  t.Do(kB, PassPriority{});
}

TEST(RiseAttach, Rule403_6a_AMovedAttachmentGoesToAnotherFittingCardWithoutTheStack) {
  Table t({kExoskeleton, kTrooper, kTrooper, kShift});
  t.Field(Id(kA, 2));
  t.Field(Id(kA, 3));
  const std::vector<CardId> res = t.GiveResources(kA, 2);
  t.ToActionOf(kA);
  ASSERT_THAT(AttachTo(t, {res[0]}, Id(kA, 2)), IsEmpty());
  ResolveAll(t);
  Shift(t, Id(kA, 4), res[1]);
  ASSERT_EQ(t.state().wait, Wait::kHost);
  Result<Problems> same = t.engine().Check(t.state(), kA, Move(Decision(ChooseHost{Id(kA, 2)})));
  ASSERT_TRUE(same.ok());
  ASSERT_EQ(same->size(), 1u);  // "另一张": not its current host.
  EXPECT_EQ(same->front().rule, Rule::kAttachChoice);
  EXPECT_THAT(t.Do(kA, ChooseHost{Id(kA, 3)}), IsEmpty());
  EXPECT_EQ(t.state().Card(Id(kA, 1)).host, Id(kA, 3));
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kField);
  EXPECT_TRUE(t.state().stack.empty());
  EXPECT_EQ(t.state().wait, Wait::kPriority);
}

TEST(RiseAttach, Rule403_6a_Rule403_6c_ItMayMoveToAnUntargetableCardAndWithNoneItStays) {
  Table t({kExoskeleton, kTrooper, kGhost, kShift, kShift});  // 幽灵: 援军, 不能被指定.
  t.Field(Id(kA, 2));
  const std::vector<CardId> res = t.GiveResources(kA, 3);
  t.ToActionOf(kA);
  ASSERT_THAT(AttachTo(t, {res[0]}, Id(kA, 2)), IsEmpty());
  ResolveAll(t);
  Shift(t, Id(kA, 4), res[1]);  // No other 援军 on the field: it stays.
  EXPECT_EQ(t.state().Card(Id(kA, 1)).host, Id(kA, 2));
  EXPECT_EQ(t.state().wait, Wait::kPriority);
  t.Field(Id(kA, 3));
  Shift(t, Id(kA, 5), res[2]);
  ASSERT_EQ(t.state().wait, Wait::kHost);
  EXPECT_THAT(t.Do(kA, ChooseHost{Id(kA, 3)}), IsEmpty());  // §403.6c: not a target.
  EXPECT_EQ(t.state().Card(Id(kA, 1)).host, Id(kA, 3));
}

TEST(RiseCardData, Rule403_3_Rule403_6a_OnlyAnAttachmentChoosesItsHostAndAMoveTargetsOne) {
  auto error = [](const std::string& json) {
    Result<cards::Card> card = CardFromJson(json);
    EXPECT_FALSE(card.ok()) << json;
    return card.ok() ? std::string() : card.status().message();
  };
  EXPECT_EQ(error(R"({"code":"X1","name":"x","type":"accessory","hostChosen":true})"),
            "card X1: hostChosen: only an attachment chooses its host (§403.3)");
  EXPECT_EQ(error(R"({"code":"X2","name":"x","type":"ability","effects":[)"
                  R"({"action":"moveAttachment","target":"character"}]})"),
            "card X2: effects[0].target: moving an attachment targets one attachment (§403.6a)");
  EXPECT_EQ(error(R"({"code":"X3","name":"x","type":"ability","effects":[)"
                  R"({"action":"damage","amount":1,"target":"attachment"}]})"),
            "card X3: effects[0].target: damage and repair go to a character (§408.2)");
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
