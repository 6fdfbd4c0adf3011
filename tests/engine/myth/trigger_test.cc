// §13-§15, §17.2, §17.5: triggered skills wait for a new window, the active player's first, each
// player ordering their own; mandatory and optional; missed timing. §8, §9.2, §10.2, §11.1: what
// triggers and for whom.

#include "engine/myth/field.h"
#include "tests/engine/myth/table.h"

namespace tcgjudge::myth::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

Decision Order(std::vector<TriggerItem> items) { return OrderTriggers{std::move(items)}; }

TEST(MythRule14_3, ATriggeredSkillWaitsForTheStackAndOpensANewWindow) {
  // §14.3 [劫火魔犬]: A flips [激励] in a window; the hound's skill waits until that window's stack
  // has resolved, then opens a new one.
  Table t(Seats{.a = {kHellHound, kInspire}, .b = {kRabbit}});
  const CardId hound = Table::Extra(Seat::kA, 0), inspire = Table::Extra(Seat::kA, 1);
  t.Put(hound, Zone::kField);
  t.Put(inspire, Zone::kSpirit);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{FlipAdventure{inspire, {1}, {hound}, {}}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_FALSE(t.s.Card(inspire).face_down);
  ASSERT_EQ(t.s.window.stack.size(), 1u);  // Only [激励]: the trigger did not join.
  ASSERT_EQ(t.s.triggers.size(), 1u);
  t.PassBoth();
  EXPECT_EQ(t.s.wait, Wait::kTriggers);
  EXPECT_EQ(t.s.waiting_for, Seat::kA);
  EXPECT_EQ(t.s.window.kind, WindowKind::kTrigger);
  ASSERT_TRUE(t.Apply(Seat::kA, Order({{hound, 0, {}}})).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  ASSERT_EQ(t.s.window.stack.size(), 1u);
  EXPECT_EQ(t.s.window.stack[0].kind, EntryKind::kTrigger);
  EXPECT_EQ(t.s.waiting_for, Seat::kA);  // M-5.
  t.PassBoth();
  Context c = t.Ctx();
  EXPECT_EQ(Power(c, hound), 4);  // 2, +1 [激励], +1 its own skill.
}

TEST(MythRule14_3, TwoTriggersOfOneWindowGoIntoOneNewWindowInTheControllersOrder) {
  Table t(Seats{.a = {kHellHound, kInspire, kAmbush}, .b = {kRabbit}});
  const CardId hound = Table::Extra(Seat::kA, 0), inspire = Table::Extra(Seat::kA, 1),
               ambush = Table::Extra(Seat::kA, 2), rabbit = Table::Extra(Seat::kB, 0);
  t.Put(hound, Zone::kField);
  t.Put(rabbit, Zone::kField);
  t.Put(inspire, Zone::kSpirit);
  t.Put(ambush, Zone::kSpirit);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{FlipAdventure{inspire, {1}, {hound}, {}}}).ok());
  ASSERT_TRUE(t.Pass(Seat::kB).ok());
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{FlipAdventure{ambush, {2}, {rabbit}, {}}}).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  t.PassBoth();
  ASSERT_EQ(t.s.wait, Wait::kTriggers);
  ASSERT_EQ(t.s.forming.size(), 2u);
  ASSERT_TRUE(t.Apply(Seat::kA, Order({{hound, 0, {}}, {hound, 0, {}}})).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_EQ(t.s.window.stack.size(), 2u);
}

TEST(MythRule14_3, StartingATriggeredSkillInTheCurrentWindowIsFlagged) {
  Table t(Seats{.a = {kHellHound, kFireball}, .b = {kRabbit}});
  const CardId hound = Table::Extra(Seat::kA, 0);
  t.Put(hound, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{ActivateSkill{hound, 0, {1}, {}, {}}}).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.trigger.current-window"));
}

// §13.2 [群魔乱舞]: both players' 【阵亡】 trigger at once.
struct BothDie : Table {
  BothDie() : Table(Seats{.a = {kDemonDance, kFeiZhong, kFeiZhong}, .b = {kFeiZhong}}) {
    Put(dance, Zone::kHand);
    Put(a1, Zone::kField);
    Put(a2, Zone::kField);
    Put(b1, Zone::kField);
    const std::vector<CardId> spirit = Spirit(Seat::kA, 5);
    TJ_CHECK(Apply(Seat::kA, Decision{UseCard{dance, {1}, {}, spirit}}).ok());
    PassBoth();
  }
  CardId dance = Extra(Seat::kA, 0), a1 = Extra(Seat::kA, 1), a2 = Extra(Seat::kA, 2);
  CardId b1 = Extra(Seat::kB, 0);
};

TEST(MythRule13_2, TheActivePlayersTriggersGoFirstThenThePassivePlayers) {
  BothDie t;
  ASSERT_EQ(t.s.forming.size(), 3u);
  EXPECT_EQ(t.s.wait, Wait::kTriggers);
  EXPECT_EQ(t.s.waiting_for, Seat::kA);
  ASSERT_TRUE(t.Apply(Seat::kA, Order({{t.a2, 0, {}}, {t.a1, 0, {}}})).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_EQ(t.s.waiting_for, Seat::kB);
  ASSERT_TRUE(t.Apply(Seat::kB, Order({{t.b1, 0, {}}})).ok());
  ASSERT_EQ(t.s.window.stack.size(), 3u);
  // M-5: A's are ① and ②, B's ③ (it resolves first).
  EXPECT_EQ(t.s.window.stack[0].card, t.a2);
  EXPECT_EQ(t.s.window.stack[1].card, t.a1);
  EXPECT_EQ(t.s.window.stack[2].card, t.b1);
  const size_t a_hand = t.s.Player(Seat::kA).hand.size();
  t.PassBoth();
  EXPECT_EQ(t.s.Player(Seat::kA).hand.size(), a_hand + 2);
}

TEST(MythRule13_2, ThePassivePlayerOrderingBeforeTheActivePlayerIsFlagged) {
  BothDie t;
  ASSERT_TRUE(t.Apply(Seat::kB, Order({{t.b1, 0, {}}})).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.trigger.order"));
  EXPECT_EQ(t.s.waiting_for, Seat::kA);
}

TEST(MythRule13_3, APlayerOrdersOnlyTheirOwnTriggers) {
  BothDie t;
  ASSERT_TRUE(t.Apply(Seat::kA, Order({{t.a1, 0, {}}, {t.a2, 0, {}}, {t.b1, 0, {}}})).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.trigger.order"));
}

TEST(MythRule15_2, AMandatoryTriggerCannotBeDeclined) {
  // §15.2 [九宫山鹤翼少女]: "【叫阵】:抓一张牌" must start.
  Table t(Seats{.a = {kCraneGirl}});
  const CardId girl = Table::Extra(Seat::kA, 0);
  t.Put(girl, Zone::kHand);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{girl, {1}, {}, t.Spirit(Seat::kA, 2)}}).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(girl).zone, Zone::kField);  // §4.1: entered, then its 【叫阵】.
  ASSERT_EQ(t.s.wait, Wait::kTriggers);
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.trigger.mandatory"));
}

TEST(MythRule15_2, AMandatoryTriggerStartedResolves) {
  Table t(Seats{.a = {kCraneGirl}});
  const CardId girl = Table::Extra(Seat::kA, 0);
  t.Put(girl, Zone::kHand);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{girl, {1}, {}, t.Spirit(Seat::kA, 2)}}).ok());
  t.PassBoth();
  const size_t hand = t.s.Player(Seat::kA).hand.size();
  ASSERT_TRUE(t.Apply(Seat::kA, Order({{girl, 0, {}}})).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Player(Seat::kA).hand.size(), hand + 1);
  EXPECT_EQ(t.s.wait, Wait::kMain);
}

// [嗜血狼] "每当[嗜血狼]造成伤害时,你可以抓一张牌" attacks B's general.
struct Wolf : Table {
  Wolf() : Table(Seats{.a = {kBloodWolf}}) {
    Put(wolf, Zone::kField);
    TJ_CHECK(Apply(Seat::kA, Decision{InitiateCombat{wolf, General(Seat::kB), {}}}).ok());
    PassBoth();
  }
  CardId wolf = Extra(Seat::kA, 0);
};

TEST(MythRule15_1, AnOptionalTriggerMayBeDeclined) {
  Wolf t;
  ASSERT_EQ(t.s.wait, Wait::kTriggers);
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  EXPECT_THAT(t.flagged, IsEmpty());
  EXPECT_EQ(t.s.wait, Wait::kMain);  // No entry: no window (§18.3).
}

TEST(MythRule17_5, AnOptionalTriggerNotTakenInItsWindowIsMissed) {
  Wolf t;
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  ASSERT_TRUE(t.Apply(Seat::kA, Order({{t.wolf, 0, {}}})).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.trigger.missed-timing"));
}

TEST(MythRule22_3, ZeroDamageTriggersNothing) {
  // [藤蔓陷阱] takes the wolf to 0 武力: its attack deals 0, which is no damage (§22.3, §25.2).
  Table t(Seats{.a = {kBloodWolf, kVineTrap}});
  const CardId wolf = Table::Extra(Seat::kA, 0), trap = Table::Extra(Seat::kA, 1);
  t.Put(wolf, Zone::kField);
  t.Put(trap, Zone::kHand);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{trap, {1}, {wolf}, t.Spirit(Seat::kA, 1)}}).ok());
  t.PassBoth();
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{InitiateCombat{wolf, t.General(Seat::kB), {}}}).ok());
  t.PassBoth();
  EXPECT_TRUE(t.s.Card(wolf).tapped);  // §22.3: the attack succeeded.
  EXPECT_EQ(t.s.Card(t.General(Seat::kB)).damage, 0);
  EXPECT_EQ(t.s.wait, Wait::kMain);  // Nothing triggered.
  ASSERT_TRUE(t.Apply(Seat::kA, Order({{wolf, 0, {}}})).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.trigger.not-triggered"));
}

TEST(MythRule10_2, AControlChangeIsNotEnteringTheField) {
  Table t(Seats{.a = {kSoulTake}, .b = {kCraneGirl}});
  const CardId take = Table::Extra(Seat::kA, 0), girl = Table::Extra(Seat::kB, 0);
  t.Put(take, Zone::kHand);
  t.Put(girl, Zone::kField);
  t.s.Card(girl).damage = 0;
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{take, {1}, {girl}, t.Spirit(Seat::kA, 4)}}).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(girl).controller, Seat::kA);
  EXPECT_TRUE(Contains(t.s.Player(Seat::kA).field, girl));
  EXPECT_EQ(t.s.wait, Wait::kMain);  // No 【叫阵】.
  ASSERT_TRUE(t.Apply(Seat::kA, Order({{girl, 0, {}}})).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.trigger.not-triggered"));
}

TEST(MythRule10_2, AStolenCreatureGoesToItsOwnerWhoseFallenSkillItIs) {
  // §10.2 [梅伯]: A controls B's 梅伯, which dies: it goes to B's discard pile, B triggers its
  // 【阵亡】, and the 苍生 tokens enter under B's control.
  Table t(Seats{.a = {kSoulTake, kFireball}, .b = {kMeiBo}});
  const CardId take = Table::Extra(Seat::kA, 0), fireball = Table::Extra(Seat::kA, 1),
               meibo = Table::Extra(Seat::kB, 0);
  t.Put(take, Zone::kHand);
  t.Put(fireball, Zone::kHand);
  t.Put(meibo, Zone::kField);
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 6);
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{UseCard{take, {1}, {meibo}, {spirit.begin(), spirit.begin() + 4}}})
          .ok());
  t.PassBoth();
  ASSERT_TRUE(t.Apply(Seat::kA,
                      Decision{UseCard{fireball, {1}, {meibo}, {spirit.begin() + 4, spirit.end()}}})
                  .ok());
  t.PassBoth();
  EXPECT_THAT(t.s.Player(Seat::kB).discard, ElementsAre(meibo));
  EXPECT_EQ(t.s.Card(meibo).controller, Seat::kB);
  ASSERT_EQ(t.s.wait, Wait::kTriggers);
  EXPECT_EQ(t.s.waiting_for, Seat::kB);  // The owner's trigger.
  ASSERT_TRUE(t.Apply(Seat::kA, Order({{meibo, 0, {}}})).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.trigger.order"));
  ASSERT_TRUE(t.Apply(Seat::kB, Order({{meibo, 0, {}}})).ok());
  t.PassBoth();
  const std::vector<CardId>& b_field = t.s.Player(Seat::kB).field;
  EXPECT_TRUE(Contains(b_field, CardId::Token(Seat::kB, 1)));
  EXPECT_TRUE(Contains(b_field, CardId::Token(Seat::kB, 2)));
}

TEST(MythRule8_2, ACreatureThatLostItsPrintedSkillsTriggersNoFallen) {
  // §8.2 #2 [北斗星君·费仲] under [捆仙绳].
  Table t(Seats{.a = {kFireball}, .b = {kFeiZhong, kBinding}});
  const CardId fireball = Table::Extra(Seat::kA, 0), fei = Table::Extra(Seat::kB, 0),
               binding = Table::Extra(Seat::kB, 1);
  t.Put(fireball, Zone::kHand);
  t.Put(fei, Zone::kField);
  t.Put(binding, Zone::kHand);
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{UseCard{fireball, {1}, {fei}, t.Spirit(Seat::kA, 2)}}).ok());
  ASSERT_TRUE(
      t.Apply(Seat::kB, Decision{UseCard{binding, {2}, {fei}, t.Spirit(Seat::kB, 1)}}).ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(fei).zone, Zone::kDiscard);
  EXPECT_THAT(t.s.triggers, IsEmpty());
  EXPECT_EQ(t.s.wait, Wait::kMain);
  ASSERT_TRUE(t.Apply(Seat::kB, Order({{fei, 0, {}}})).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.trigger.not-triggered"));
}

TEST(MythRule8_2, LosingOneKeywordKeepsTheOthersAndThePrintedSkills) {
  // §8.2 #1 [随侍七仙·金光仙] loses 【护卫】 but keeps 【无双】.
  Table t(Seats{.a = {kBreakGuard}, .b = {kGoldLight}});
  const CardId brk = Table::Extra(Seat::kA, 0), gold = Table::Extra(Seat::kB, 0);
  t.Put(brk, Zone::kHand);
  t.Put(gold, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{brk, {1}, {gold}, t.Spirit(Seat::kA, 1)}}).ok());
  t.PassBoth();
  Context c = t.Ctx();
  EXPECT_FALSE(HasKeyword(c, gold, cards::Keyword::kGuard));
  EXPECT_TRUE(HasKeyword(c, gold, cards::Keyword::kPeerless));
  EXPECT_TRUE(HasPrintedSkills(c, gold));
}

TEST(MythRule8_1, ATokenOrACardThatLostAllItsSkillsHasNoPrintedSkills) {
  Table t(Seats{.a = {kBinding, kMuster}, .b = {kGoldLight}});
  const CardId binding = Table::Extra(Seat::kA, 0), muster = Table::Extra(Seat::kA, 1),
               gold = Table::Extra(Seat::kB, 0);
  t.Put(binding, Zone::kHand);
  t.Put(muster, Zone::kHand);
  t.Put(gold, Zone::kField);
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 3);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{binding, {1}, {gold}, {spirit[0]}}}).ok());
  t.PassBoth();
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{muster, {1}, {}, {spirit[1], spirit[2]}}}).ok());
  t.PassBoth();
  Context c = t.Ctx();
  EXPECT_FALSE(HasPrintedSkills(c, gold));
  EXPECT_FALSE(HasPrintedSkills(c, CardId::Token(Seat::kA, 1)));
  // Until the end of the turn only (M-11).
  ASSERT_TRUE(t.Pass(Seat::kA).ok());
  t.PassToMain();
  Context later = t.Ctx();
  EXPECT_TRUE(HasPrintedSkills(later, gold));
}

TEST(MythRule9_2, ATokenThatLeavesTheFieldLeavesTheGame) {
  Table t(Seats{.a = {kMuster, kDemonDance}});
  const CardId muster = Table::Extra(Seat::kA, 0), dance = Table::Extra(Seat::kA, 1);
  t.Put(muster, Zone::kHand);
  t.Put(dance, Zone::kHand);
  const std::vector<CardId> spirit = t.Spirit(Seat::kA, 7);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{muster, {1}, {}, {spirit[0], spirit[1]}}}).ok());
  t.PassBoth();
  const CardId soldier = CardId::Token(Seat::kA, 1);
  EXPECT_EQ(t.s.Card(soldier).zone, Zone::kField);
  ASSERT_TRUE(
      t.Apply(Seat::kA, Decision{UseCard{dance, {1}, {}, {spirit.begin() + 2, spirit.end()}}})
          .ok());
  t.PassBoth();
  EXPECT_EQ(t.s.Card(soldier).zone, Zone::kGone);
  EXPECT_THAT(t.s.Player(Seat::kA).discard, ElementsAre(muster, dance));  // No token.
  Status refused = t.Apply(Seat::kA, Decision{InitiateCombat{soldier, t.General(Seat::kB), {}}});
  EXPECT_EQ(refused.message(),
            "initiateCombat.attacker: card AT01 is not in the game (a token that does not exist, "
            "§9.2)");
}

TEST(MythRule11_1, ASkillNamingItsOwnCardAffectsOnlyThatCard) {
  // §11.1: three [阐教道兵], A draws one card: each gets +1, not +3.
  Table t(Seats{.a = {kTaoist, kTaoist, kTaoist, kQuickHand}});
  for (int i = 0; i < 3; ++i) t.Put(Table::Extra(Seat::kA, i), Zone::kField);
  const CardId quick = Table::Extra(Seat::kA, 3);
  t.Put(quick, Zone::kHand);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{quick, {1}, {}, t.Spirit(Seat::kA, 1)}}).ok());
  t.PassBoth();
  ASSERT_EQ(t.s.forming.size(), 3u);
  std::vector<TriggerItem> items;
  for (int i = 0; i < 3; ++i) items.push_back({Table::Extra(Seat::kA, i), 0, {}});
  ASSERT_TRUE(t.Apply(Seat::kA, Order(items)).ok());
  t.PassBoth();
  Context c = t.Ctx();
  for (int i = 0; i < 3; ++i) EXPECT_EQ(Power(c, Table::Extra(Seat::kA, i)), 2);
}

TEST(MythRule16_1, ATriggerNamesTheTargetsItsSkillAsksFor) {
  // [姚庶良] "【叫阵】:目标生物+2武力直到回合结束".
  Table t(Seats{.a = {kYaoShuliang}, .b = {kRabbit}});
  const CardId yao = Table::Extra(Seat::kA, 0), rabbit = Table::Extra(Seat::kB, 0);
  t.Put(yao, Zone::kHand);
  t.Put(rabbit, Zone::kField);
  ASSERT_TRUE(t.Apply(Seat::kA, Decision{UseCard{yao, {1}, {}, t.Spirit(Seat::kA, 3)}}).ok());
  t.PassBoth();
  ASSERT_TRUE(t.Apply(Seat::kA, Order({{yao, 0, {}}})).ok());
  EXPECT_THAT(t.flagged, ElementsAre("myth.targets"));
  Table u(Seats{.a = {kYaoShuliang}, .b = {kRabbit}});
  u.Put(yao, Zone::kHand);
  u.Put(rabbit, Zone::kField);
  ASSERT_TRUE(u.Apply(Seat::kA, Decision{UseCard{yao, {1}, {}, u.Spirit(Seat::kA, 3)}}).ok());
  u.PassBoth();
  ASSERT_TRUE(u.Apply(Seat::kA, Order({{yao, 0, {rabbit}}})).ok());
  EXPECT_THAT(u.flagged, IsEmpty());
  u.PassBoth();
  Context c = u.Ctx();
  EXPECT_EQ(Power(c, rabbit), 4);  // §25.1: printed 2, +2.
}

}  // namespace
}  // namespace tcgjudge::myth::testing
