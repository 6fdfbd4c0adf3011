// Counters and tokens (§413) and the pre-priority checks that tidy them (§412.6d-f; readings
// R-35, R-36): each test names its rule.

#include "engine/rise/counters.h"

#include "engine/reflect_bytes.h"
#include "engine/rise/field.h"
#include "engine/rise/invariants.h"
#include "engine/rise/snapshot.h"
#include "engine/rise/state_key.h"
#include "tests/engine/rise/table.h"

namespace tcgjudge::rise::testing {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

const CardId kToken1 = CardId::Token(kA, 1);
const CardId kToken2 = CardId::Token(kA, 2);

LinkChoices At(CardId target, std::vector<CardId> payment) {
  return LinkChoices{{}, 0, {Aim{target, 0}}, std::move(payment)};
}

// A uses its card `card` (on `target`, if any), then both pass until it has resolved.
void AUses(Table& t, CardId card, std::vector<CardId> payment, CardId target = CardId{}) {
  const LinkChoices choices = target.index == 0 ? LinkChoices{{}, 0, {}, std::move(payment)}
                                                : At(target, std::move(payment));
  ASSERT_THAT(t.Do(kA, UseCard{card, choices}), IsEmpty());
  t.PassUntil([](const State& s) { return s.stack.empty() && s.wait == Wait::kPriority; });
}

TEST(RiseTokens, Rule413_2_Rule413_2a_ATokenEntersItsControllersTroopRowAsAReinforcement) {
  Table t({kAirdrop});
  t.ToActionOf(kA);
  const std::vector<CardId> ra = t.GiveResources(kA, 1);
  AUses(t, Id(kA, 1), {ra[0]});
  const State& s = t.state();
  EXPECT_THAT(s.Player(kA).troops, ElementsAre(kToken1, kToken2));
  EXPECT_EQ(s.tokens[0].size(), 2u);
  EXPECT_EQ(t.engine().cards()[s.Card(kToken1).def].code, kInfantryToken);
  EXPECT_EQ(s.Card(kToken1).zone, Zone::kField);
  EXPECT_FALSE(s.Card(kToken1).exhausted);
  State copy = s;
  Context c(copy, t.engine().cards(), 0);
  EXPECT_EQ(PowerOf(c, kToken1), 1);
  EXPECT_EQ(LifeOf(c, kToken1), 1);
  EXPECT_TRUE(IsCharacterOnField(c, kToken1));
  EXPECT_TRUE(IsFatigued(c, kToken1));  // §302.2, as any 援军 that entered this turn.
  ExpectKept(s);
}

TEST(RiseTokens, Rule412_6d_Rule413_2b_ATokenThatLeftTheFieldCeasesToExistBeforePriority) {
  Table t({kAirdrop, kFireShot});
  t.ToActionOf(kA);
  const std::vector<CardId> ra = t.GiveResources(kA, 2);
  AUses(t, Id(kA, 1), {ra[0]});
  AUses(t, Id(kA, 2), {ra[1]}, kToken1);  // 2 damage: lethal (§412.6a), then gone (§412.6d).
  const State& s = t.state();
  EXPECT_EQ(s.Card(kToken1).zone, Zone::kGone);
  EXPECT_THAT(s.Player(kA).base, ElementsAre(Id(kA, 1), Id(kA, 2)));  // Not the token.
  EXPECT_THAT(s.Player(kA).troops, ElementsAre(kToken2));
  ExpectKept(s);
}

TEST(RiseTokens, Rule413_2_ADeckHoldingATokenIsRefused) {
  const RiseEngine engine(TestSet());
  std::vector<Violation> v;
  Result<State> started = engine.Start(TestHeader({kInfantryToken}, {}), &v);
  ASSERT_FALSE(started.ok());
  EXPECT_THAT(started.status().message(), HasSubstr("is a token"));
}

TEST(RiseCardData, Rule413_2_ATokenIsAReinforcementOfCostZeroThatATokenEffectNames) {
  EXPECT_THAT(
      CardFromJson(R"({"code":"X1","name":"x","type":"weapon","token":true})").status().message(),
      HasSubstr("token: a token is a 援军 of cost 0"));
  EXPECT_THAT(CardFromJson(R"({"code":"X1","name":"x","type":"reinforcement","cost":1,)"
                           R"("life":1,"token":true})")
                  .status()
                  .message(),
              HasSubstr("token: a token is a 援军 of cost 0"));
  EXPECT_THAT(CardFromJson(R"({"code":"X2","name":"y","type":"ability","effects":[)"
                           R"({"action":"createToken","amount":1}]})")
                  .status()
                  .message(),
              HasSubstr("effects[0].token"));
  const std::string token =
      R"({"code":"T1","name":"t","type":"reinforcement","life":1,"token":true})";
  const std::string plain = R"({"code":"P1","name":"p","type":"reinforcement","life":1})";
  auto maker = [](const std::string& code) {
    return R"({"code":"M1","name":"m","type":"ability","effects":[)"
           R"({"action":"createToken","amount":1,"token":")" +
           code + R"("}]})";
  };
  EXPECT_TRUE(ParseCardSet(token + "\n" + maker("T1") + "\n", "set.jsonl").ok());
  EXPECT_THAT(ParseCardSet(plain + "\n" + maker("P1") + "\n", "set.jsonl").status().message(),
              HasSubstr("set.jsonl:2: card M1: effects[0].token: 'P1' is no token card"));
  EXPECT_THAT(ParseCardSet(token + "\n" + maker("T9") + "\n", "set.jsonl").status().message(),
              HasSubstr("'T9' is no token card"));
}

TEST(RiseCardData, Rule413_1_Rule413_1c_ACounterIsNamedOrChangesOneStatByAValue) {
  auto effect = [](const std::string& e) {
    return CardFromJson(R"({"code":"X1","name":"x","type":"ability","effects":[)" + e + "]}")
        .status();
  };
  EXPECT_TRUE(effect(R"({"action":"addCounters","amount":1,"target":"unit","counter":"a"})").ok());
  EXPECT_THAT(effect(R"({"action":"addCounters","amount":1,"target":"unit","counter":"a",)"
                     R"("counterStat":"power","counterValue":1})")
                  .message(),
              HasSubstr("one of the two"));
  EXPECT_THAT(effect(R"({"action":"addCounters","amount":1,"target":"unit","counterStat":"life"})")
                  .message(),
              HasSubstr("counterValue"));
  EXPECT_THAT(effect(R"({"action":"addCounters","amount":1,"target":"unit"})").message(),
              HasSubstr("one of the two"));
  EXPECT_THAT(effect(R"({"action":"draw","amount":1,"counter":"a"})").message(),
              HasSubstr("only an effect that adds or removes counters"));
  EXPECT_THAT(effect(R"({"action":"addCounters","amount":1,"counter":"a"})").message(),
              HasSubstr("counters go on a card on the field"));
}

TEST(RiseCounters, Rule413_1c_UnnamedCountersChangePowerAndLifeWhileTheyStay) {
  Table t({kTrooper, kEmpower, kCorrode}, {kSaipan});
  t.Field(Id(kA, 1));
  t.Field(Id(kB, 1));
  t.ToActionOf(kA);
  const std::vector<CardId> ra = t.GiveResources(kA, 2);
  AUses(t, Id(kA, 2), {ra[0]}, Id(kA, 1));
  {
    State copy = t.state();
    Context c(copy, t.engine().cards(), 0);
    EXPECT_EQ(PowerOf(c, Id(kA, 1)), 3);  // 1 printed, two power +1 counters.
    EXPECT_EQ(LifeOf(c, Id(kA, 1)), 1);
  }
  ExpectKept(t.state());
  // 塞班·托托斯 (life 2) with two life -1 counters has life 0: destroyed (§412.6a), and its
  // counters go with the old object (§413.1b).
  AUses(t, Id(kA, 3), {ra[1]}, Id(kB, 1));
  EXPECT_EQ(t.state().Card(Id(kB, 1)).zone, Zone::kBase);
  EXPECT_EQ(CounterChange(t.state(), Id(kB, 1), Stat::kLife), 0);
  EXPECT_EQ(t.state().counters.size(), 1u);  // 突击步兵's stay.
  ExpectKept(t.state());
}

TEST(RiseCounters, Rule413_1c_ArmourCountersAddToAUnitsArmour) {
  Table t({kSquad, kFireShot, kBrace, kFireShot});
  t.Field(Id(kA, 1));
  t.ToActionOf(kA);
  const std::vector<CardId> ra = t.GiveResources(kA, 2);
  AUses(t, Id(kA, 2), {ra[0]}, Id(kA, 1));
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 1);  // 2 less its armour 1 (§304.1a).
  AUses(t, Id(kA, 3), {}, Id(kA, 1));
  AUses(t, Id(kA, 4), {ra[1]}, Id(kA, 1));
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 1);  // 2 less its armour 1 and 1 counter.
}

TEST(RiseCounters, Rule413_1_Rule413_1d_NamedCountersPileUpAndAreRemovedUpToNone) {
  Table t({kTrooper, kMark, kMark, kUnmark, kUnmark});
  t.Field(Id(kA, 1));
  t.ToActionOf(kA);
  const CardId kane = t.state().Player(kA).commander;
  AUses(t, Id(kA, 2), {}, Id(kA, 1));
  AUses(t, Id(kA, 3), {}, Id(kA, 1));
  EXPECT_EQ(NamedCounters(t.state(), Id(kA, 1), "侦察"), 4u);
  EXPECT_EQ(t.state().counters.size(), 1u);  // Counters of a name are one pile (§413.1).
  AUses(t, Id(kA, 4), {}, Id(kA, 1));
  EXPECT_EQ(NamedCounters(t.state(), Id(kA, 1), "侦察"), 3u);
  AUses(t, Id(kA, 5), {}, kane);  // §413.1d: none to remove, none there.
  EXPECT_EQ(NamedCounters(t.state(), kane, "侦察"), 0u);
  EXPECT_EQ(t.state().counters.size(), 1u);
  ExpectKept(t.state());
}

TEST(RiseCounters, Rule405_9a_Rule413_1b_ACardThatLeavesTheFieldLosesItsCounters) {
  Table t({kTrooper, kMark, kFireShot});
  t.Field(Id(kA, 1));
  t.ToActionOf(kA);
  const std::vector<CardId> ra = t.GiveResources(kA, 1);
  AUses(t, Id(kA, 2), {}, Id(kA, 1));
  ASSERT_EQ(NamedCounters(t.state(), Id(kA, 1), "侦察"), 2u);
  AUses(t, Id(kA, 3), {ra[0]}, Id(kA, 1));
  EXPECT_EQ(t.state().Card(Id(kA, 1)).zone, Zone::kBase);
  EXPECT_THAT(t.state().counters, IsEmpty());
  ExpectKept(t.state());
}

TEST(RisePrePriority, Rule412_6f_Rule413_1b_CountersOnAFaceDownResourceAreRemovedBeforePriority) {
  Table t({kTrooper});
  t.Field(Id(kA, 1));
  t.ToActionOf(kA);
  const std::vector<CardId> ra = t.GiveResources(kA, 1);
  // No card puts counters on a resource yet (R-36): the position is set by hand.
  t.mutable_state().counters.push_back(CounterPile{ra[0], "侦察", Stat::kNone, 0, 2});
  t.mutable_state().counters.push_back(CounterPile{Id(kA, 1), "侦察", Stat::kNone, 0, 1});
  t.Do(kA, PassPriority{});  // B is to get priority: pre-priority processing first.
  EXPECT_EQ(NamedCounters(t.state(), ra[0], "侦察"), 0u);
  EXPECT_EQ(NamedCounters(t.state(), Id(kA, 1), "侦察"), 1u);  // Face up: they stay.
  ExpectKept(t.state());
}

TEST(RisePrePriority, Rule412_6e_Rule407_1_DamageOnANonCharacterIsRemovedBeforePriority) {
  Table t({kStone});
  t.Equip(Id(kA, 1));
  t.ToActionOf(kA);
  const CardId kane = t.state().Player(kA).commander;
  // No effect damages a card that is no character (§407.1): the position is set by hand.
  t.mutable_state().Card(Id(kA, 1)).damage = 2;
  t.mutable_state().Card(kane).damage = 3;
  t.Do(kA, PassPriority{});
  EXPECT_EQ(t.state().Card(Id(kA, 1)).damage, 0);  // 裂石, a weapon: no character.
  EXPECT_EQ(t.state().Card(kane).damage, 3);       // A character keeps its damage.
}

TEST(RiseSeam, Rule413_TokensAndCountersAreASnapshotTailOnlyAGameWithThemWrites) {
  Table t({kAirdrop, kMark});
  t.ToActionOf(kA);
  const std::string plain = EncodeSnapshot(t.state());
  const uint64_t plain_key = KeptStateKey(t.state());
  EXPECT_EQ(plain.find("rise.tail"), std::string::npos);
  // An empty tail is refused: a position has one encoding.
  ReflectWriter empty;
  empty(std::string("rise.tail"), std::array<std::vector<CardState>, 2>{},
        std::vector<CounterPile>{});
  EXPECT_FALSE(DecodeSnapshot(plain + empty.Release(), TestSet()).ok());
  const std::vector<CardId> ra = t.GiveResources(kA, 1);
  AUses(t, Id(kA, 1), {ra[0]});
  AUses(t, Id(kA, 2), {}, kToken2);  // Counters on a token.
  EXPECT_EQ(NamedCounters(t.state(), kToken2, "侦察"), 2u);
  EXPECT_NE(EncodeSnapshot(t.state()).find("rise.tail"), std::string::npos);
  ExpectKept(t.state());
  State without = t.state();
  without.counters.clear();
  EXPECT_NE(KeptStateKey(without), KeptStateKey(t.state()));
  EXPECT_NE(KeptStateKey(t.state()), plain_key);
}

}  // namespace
}  // namespace tcgjudge::rise::testing
