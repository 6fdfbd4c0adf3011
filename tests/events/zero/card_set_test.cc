// Card sets (docs/cards.md): the bundled 零次元 sample set holds the rulebook's cards exactly as
// the rulebook quotes them, every keyword and every part of the effect vocabulary; a card set file
// is refused at its first bad line with the file, the line, the card and the field.

#include "events/zero/card_set.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <utility>

#include "events/jsonl.h"

namespace tcgjudge {
namespace {

using namespace cards;  // NOLINT: the card vocabulary is what these tests are about.

const std::string kSampleCards = std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/cards.jsonl";
const std::string kSampleGame =
    std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/sample-game.jsonl";

const CardSet& SampleSet() {
  static const CardSet* set = [] {
    Result<CardSet> loaded = LoadCardSetFile(kSampleCards);
    EXPECT_TRUE(loaded.ok()) << loaded.status().ToString();
    return new CardSet(loaded.ok() ? std::move(loaded).value() : CardSet());
  }();
  return *set;
}

// The sample card with this code (a test failure, and an empty card, if there is none).
const CardDef& Sample(std::string_view code) {
  static const CardDef kNone;
  const CardDef* card = SampleSet().Find(code);
  if (card == nullptr) ADD_FAILURE() << "no card " << code << " in " << kSampleCards;
  return card != nullptr ? *card : kNone;
}

// The one sample card with this card name (for the rulebook's cards without a card number).
const CardDef& SampleNamed(std::string_view name) {
  static const CardDef kNone;
  const CardDef* found = nullptr;
  for (const CardDef& card : SampleSet().cards()) {
    if (card.name != name) continue;
    EXPECT_EQ(found, nullptr) << "two sample cards are named " << name;
    found = &card;
  }
  if (found == nullptr) ADD_FAILURE() << "no card named " << name << " in " << kSampleCards;
  return found != nullptr ? *found : kNone;
}

template <typename T>
const T& Kind(const Effect& effect) {
  static const T kNone{};
  const T* kind = std::get_if<T>(&effect.kind);
  if (kind == nullptr) ADD_FAILURE() << "the effect is " << EffectKindName(effect);
  return kind != nullptr ? *kind : kNone;
}

template <typename T>
const T& Only(const Action& action) {
  static const T kNone{};
  const T* kind = std::get_if<T>(&action.kind);
  if (kind == nullptr) ADD_FAILURE() << "the action is " << ActionName(action);
  return kind != nullptr ? *kind : kNone;
}

Filter Make(auto&& fill) {
  Filter f;
  fill(f);
  return f;
}

std::vector<Action> DrawOne() { return {Action{Draw{1}}}; }

// ===== The sample set ========================================================================

TEST(SampleCardSet, LoadsEveryLine) {
  Result<std::string> text = ReadTextFile(kSampleCards, kMaxJsonLinesFileBytes);
  ASSERT_TRUE(text.ok()) << text.status().ToString();
  size_t lines = 0;
  for (char c : *text) lines += c == '\n';
  EXPECT_EQ(SampleSet().size(), lines);
  EXPECT_GE(SampleSet().size(), 40u);
}

TEST(SampleCardSet, CardsWithoutARulebookNumberUseTheSampleRange) {
  for (const CardDef& card : SampleSet().cards()) {
    const bool sample_code = card.code.rfind("SAMPLE-", 0) == 0;
    EXPECT_TRUE(sample_code || card.code.rfind("BP02-", 0) == 0) << card.code;
    EXPECT_FALSE(card.sample_values.empty())
        << card.code << ": every sample card says which of its values are made up";
    if (sample_code) {
      EXPECT_NE(std::find(card.sample_values.begin(), card.sample_values.end(), "code"),
                card.sample_values.end())
          << card.code;
    }
  }
}

// 319(6): a character without text, equipped with 金箍棒, then 魔封波, then 筋斗云.
TEST(RulebookCards, ShaonianWukongBp02001) {
  const CardDef& card = Sample("BP02-001");
  EXPECT_EQ(card.name, "少年悟空");
  EXPECT_EQ(card.category, Category::kCharacter);
  EXPECT_TRUE(card.effects.empty());
  EXPECT_TRUE(card.text.empty());
}

// 306(3): "我方战斗区中的其他『龟仙流』(攻)+500(防)+500。" A continuous effect on the other cards
// of our battle zone with 『龟仙流』; 龟仙人 does not boost itself.
TEST(RulebookCards, GuixianrenBp02005) {
  const CardDef& card = Sample("BP02-005");
  EXPECT_EQ(card.name, "龟仙人");
  EXPECT_EQ(card.text, "我方战斗区中的其他『龟仙流』(攻)+500(防)+500。");
  ASSERT_EQ(card.effects.size(), 1u);
  EXPECT_EQ(card.effects[0].min_level, 0);
  Continuous expected;
  expected.affects = Make([](Filter& f) {
    f.other = true;
    f.side = Side::kWe;
    f.zone = Zone::kBattle;
    f.has_name = "龟仙流";
  });
  expected.atk = 500;
  expected.def = 500;
  EXPECT_EQ(Kind<Continuous>(card.effects[0]), expected);
}

// 305(5): "【登场时】抽一张牌"; two 丝诺 share the character name 丝诺 (305(4)).
TEST(RulebookCards, SinuoBp02017) {
  const CardDef& card = Sample("BP02-017");
  EXPECT_EQ(card.name, "丝诺");
  EXPECT_EQ(card.character_names, std::vector<std::string>{"丝诺"});
  EXPECT_EQ(card.text, "【登场时】抽一张牌");
  ASSERT_EQ(card.effects.size(), 1u);
  Triggered expected;
  expected.timing = Timing::kOnEnter;
  expected.actions = DrawOne();
  EXPECT_EQ(Kind<Triggered>(card.effects[0]), expected);
}

// 305(3): "当我方战斗区有『天神』时,此牌(攻)+1000,(防)+1000。"
TEST(RulebookCards, BoboBp02023) {
  const CardDef& card = Sample("BP02-023");
  EXPECT_EQ(card.name, "波波");
  EXPECT_EQ(card.text, "当我方战斗区有『天神』时,此牌(攻)+1000,(防)+1000。");
  ASSERT_EQ(card.effects.size(), 1u);
  Continuous expected;
  expected.condition = Condition{Make([](Filter& f) {
                                   f.side = Side::kWe;
                                   f.has_name = "天神";
                                 }),
                                 1};
  expected.affects = Make([](Filter& f) { f.self = true; });
  expected.atk = 1000;
  expected.def = 1000;
  EXPECT_EQ(Kind<Continuous>(card.effects[0]), expected);

  bool tenshin = false;
  for (const CardDef& c : SampleSet().cards()) tenshin = tenshin || c.HasName("天神");
  EXPECT_TRUE(tenshin) << "a card with the character name 天神 makes the condition true";
}

// 301(3): "【登场时】可以废弃我方生命区的一张牌:将手牌中的一张{小舞}登场"
TEST(RulebookCards, AxiuBp02035) {
  const CardDef& card = Sample("BP02-035");
  EXPECT_EQ(card.name, "阿修");
  EXPECT_EQ(card.text, "【登场时】可以废弃我方生命区的一张牌:将手牌中的一张{小舞}登场");
  ASSERT_EQ(card.effects.size(), 1u);
  Triggered expected;
  expected.timing = Timing::kOnEnter;
  expected.optional = true;  // "可以" (702(2)).
  expected.cost.scrap_life = 1;
  expected.actions = {Action{PutIntoPlay{Make([](Filter& f) {
                                           f.side = Side::kWe;
                                           f.zone = Zone::kHand;
                                           f.name = "小舞";
                                         }),
                                         false}}};
  EXPECT_EQ(Kind<Triggered>(card.effects[0]), expected);
  EXPECT_EQ(SampleNamed("小舞").category, Category::kCharacter);
}

// 702(5): "【登场时】若我方战斗区中有其他『红绸军』,抽一张牌": an intervening condition.
TEST(RulebookCards, ZiluolanShangxiaoBp02042) {
  const CardDef& card = Sample("BP02-042");
  EXPECT_EQ(card.name, "紫罗兰上校");
  EXPECT_EQ(card.text, "【登场时】若我方战斗区中有其他『红绸军』,抽一张牌");
  EXPECT_TRUE(card.HasName("红绸军"));
  ASSERT_EQ(card.effects.size(), 1u);
  Triggered expected;
  expected.timing = Timing::kOnEnter;
  expected.condition = Condition{Make([](Filter& f) {
                                   f.other = true;
                                   f.side = Side::kWe;
                                   f.has_name = "红绸军";
                                 }),
                                 1};
  expected.actions = DrawOne();
  EXPECT_EQ(Kind<Triggered>(card.effects[0]), expected);

  int others = 0;
  for (const CardDef& c : SampleSet().cards()) {
    others += c.code != card.code && c.category == Category::kCharacter && c.HasName("红绸军");
  }
  EXPECT_GE(others, 2) << "other 『红绸军』 characters";
}

// 319(6), 310(4), 319(9): the three equipment of the 319 example.
TEST(RulebookCards, TheEquipmentOf319) {
  EXPECT_EQ(Sample("BP02-057").name, "筋斗云");
  EXPECT_EQ(Sample("BP02-057").category, Category::kEquipment);

  const CardDef& jingubang = Sample("BP02-058");
  EXPECT_EQ(jingubang.name, "金箍棒");
  EXPECT_EQ(jingubang.category, Category::kEquipment);
  EXPECT_EQ(jingubang.atk_bonus, 2000) << "310(4)";

  const CardDef& mafuba = Sample("BP02-061");
  EXPECT_EQ(mafuba.name, "魔封波");
  EXPECT_EQ(mafuba.category, Category::kEquipment);
  EXPECT_TRUE(mafuba.equip_opponent) << "319(6): we use it on the opponent's 少年悟空 (319(9))";
  EXPECT_FALSE(jingubang.equip_opponent);
}

// 106(5): "废弃此牌和战斗区中的另一张角色牌:从牌组中找一张费用5以下的海贼登场"
TEST(RulebookCards, ShaonianLufei) {
  const CardDef& card = SampleNamed("少年路飞");
  EXPECT_EQ(card.text, "废弃此牌和战斗区中的另一张角色牌:从牌组中找一张费用5以下的海贼登场");
  ASSERT_EQ(card.effects.size(), 1u);
  Activated expected;
  expected.cost.scrap_self = true;
  expected.cost.scrap_other = {Make([](Filter& f) {
    f.other = true;
    f.side = Side::kWe;
    f.categories = {Category::kCharacter};
  })};
  expected.actions = {Action{Search{Make([](Filter& f) {
                                      f.zone = Zone::kDeck;
                                      f.has_name = "海贼";
                                      f.max_cost = 5;
                                    }),
                                    SearchThen::kIntoPlay}}};
  EXPECT_EQ(Kind<Activated>(card.effects[0]), expected);
}

// 106(5), A-65: "lv2的娜美", "此牌进入休息区时,抽一张牌", encoded as an [LV2] effect (the
// level gate is the sample's reading and is listed in sampleValues).
TEST(RulebookCards, Namei) {
  const CardDef& card = SampleNamed("娜美");
  EXPECT_EQ(card.text, "[LV2]此牌进入休息区时,抽一张牌");
  ASSERT_EQ(card.effects.size(), 1u);
  EXPECT_EQ(card.effects[0].min_level, 2);
  Triggered expected;
  expected.timing = Timing::kOnEnterRestArea;
  expected.actions = DrawOne();
  EXPECT_EQ(Kind<Triggered>(card.effects[0]), expected);
  EXPECT_NE(std::find(card.sample_values.begin(), card.sample_values.end(), "effects[0].minLevel"),
            card.sample_values.end());
  EXPECT_TRUE(card.HasName("海贼")) << "少年路飞 can find her";
  EXPECT_LE(card.cost.total, 5);
}

// 200(4): "【战斗破坏时】舍弃两张手牌:将此牌从我方休息区横置登场"
TEST(RulebookCards, XiaochouBaji) {
  const CardDef& card = SampleNamed("小丑巴基");
  EXPECT_EQ(card.text, "【战斗破坏时】舍弃两张手牌:将此牌从我方休息区横置登场");
  ASSERT_EQ(card.effects.size(), 1u);
  Triggered expected;
  expected.timing = Timing::kOnBattleDestroyed;
  expected.cost.discard = 2;
  expected.actions = {Action{PutIntoPlay{Make([](Filter& f) {
                                           f.self = true;
                                           f.side = Side::kWe;
                                           f.zone = Zone::kRest;
                                         }),
                                         /*tapped=*/true}}};
  EXPECT_EQ(Kind<Triggered>(card.effects[0]), expected);
}

// samples/zero/README.md: the card data the sample game assumes.
TEST(SampleGameCards, Bp02031HasSchemeAsEffect0AndADrawAsEffect1) {
  const CardDef& card = Sample("BP02-031");
  ASSERT_EQ(card.effects.size(), 2u) << "the log orders them as A16/1, A16/0";
  EXPECT_EQ(Kind<Keyword>(card.effects[0]), Keyword(Scheme{}));
  Triggered draw;
  draw.timing = Timing::kOnEnter;
  draw.actions = DrawOne();
  EXPECT_EQ(Kind<Triggered>(card.effects[1]), draw);
}

TEST(SampleGameCards, Bp02049DeclaresANumberAndRollsADie) {
  const CardDef& card = Sample("BP02-049");
  EXPECT_EQ(card.text,
            "(横置):宣言1至6中的一个数字,然后掷一个六面骰子。若结果与宣言的数字相同,抽两张牌。");
  ASSERT_EQ(card.effects.size(), 1u) << "activated as effect 0";
  Activated expected;
  expected.cost.tap_self = true;
  expected.actions = {Action{RollDie{6, {Action{Draw{2}}}}}};
  EXPECT_EQ(Kind<Activated>(card.effects[0]), expected);
}

TEST(SampleGameCards, TheCardsPlayedCostOneOfAnyColour) {
  for (const char* code : {"BP02-001", "BP02-058", "BP02-017", "BP02-031", "BP02-049"}) {
    EXPECT_EQ(Sample(code).cost, (Cost{1, {}})) << code;
  }
}

std::vector<Player> SampleGamePlayers() {
  Result<std::vector<JsonLine>> lines = ReadJsonLinesFile(kSampleGame);
  EXPECT_TRUE(lines.ok()) << lines.status().ToString();
  if (!lines.ok() || lines->empty() || !IsHeader(lines->front().event)) return {};
  return std::get<Header>(lines->front().event.body).players;
}

TEST(SampleGameCards, EveryDecklistCodeIsInTheSet) {
  std::vector<Player> players = SampleGamePlayers();
  ASSERT_EQ(players.size(), 2u);
  for (const Player& player : players) {
    for (const std::string& code : player.deck) {
      EXPECT_NE(SampleSet().Find(code), nullptr) << player.name << "'s deck: " << code;
    }
  }
}

// 100(2): 50 cards, at most four of one colour and card name, one anime per deck (316).
TEST(SampleGameCards, BothDecksAreLegal) {
  for (const Player& player : SampleGamePlayers()) {
    EXPECT_EQ(player.deck.size(), 50u) << player.name;
    std::map<std::pair<Colour, std::string>, int> copies;
    std::set<std::string> anime;
    for (const std::string& code : player.deck) {
      const CardDef* card = SampleSet().Find(code);
      if (card == nullptr) continue;
      const int n = ++copies[std::make_pair(card->colour, card->name)];
      EXPECT_LE(n, 4) << player.name << ": " << card->name;
      anime.insert(card->anime);
    }
    EXPECT_EQ(anime.size(), 1u) << player.name;
  }
}

// 900: every keyword is printed on some card; 独行客 and 智谋 also twice on one card, since each
// instance counts separately (900(4), 900(6)).
TEST(SampleCardSet, EveryKeywordAppears) {
  std::set<size_t> keywords;
  bool two_lone_wolves = false;
  bool two_schemes = false;
  for (const CardDef& card : SampleSet().cards()) {
    int lone_wolves = 0;
    int schemes = 0;
    for (const Effect& effect : card.effects) {
      const Keyword* keyword = std::get_if<Keyword>(&effect.kind);
      if (keyword == nullptr) continue;
      keywords.insert(keyword->index());
      lone_wolves += std::holds_alternative<LoneWolf>(*keyword);
      schemes += std::holds_alternative<Scheme>(*keyword);
    }
    two_lone_wolves = two_lone_wolves || lone_wolves == 2;
    two_schemes = two_schemes || schemes == 2;
  }
  EXPECT_EQ(keywords.size(), std::variant_size_v<Keyword>);
  EXPECT_TRUE(two_lone_wolves);
  EXPECT_TRUE(two_schemes);
}

// Every effect kind, action and the forms the brief of the sample set asks for.
TEST(SampleCardSet, CoversTheEffectVocabulary) {
  std::set<size_t> kinds;
  std::set<size_t> actions;
  std::set<Timing> timings;
  std::set<Category> categories;
  bool instant = false, normal_tactic = false, negative_bonus = false, coloured_8_green_3 = false;
  bool once_per_turn = false, own_turn = false, life_damage = false, buff_this_turn = false;
  bool continuous_grant = false, lose_effects = false, continuous_set = false, buff_set = false;
  bool damage_factor = false, attack_cost = false, cannot_be_defended = false,
       cannot_defend = false;
  bool cost_reduction = false, all_names = false, any_name = false, cannot_be_attacked = false;
  bool cannot_attack_life = false, set_name = false, add_attributes = false, set_attributes = false,
       chosen = false, event_targets = false;
  bool enters_as_copy = false;
  bool reveals_deck_top = false, look_take = false, look_reorder = false;
  bool atk_per = false, def_per = false, cost_per = false, max_atk = false, max_def = false;
  bool buff_battle = false, grant_battle = false;
  bool life_damage_count = false, activated_in_battle = false, copy_effect = false;
  bool change_asking = false;
  auto filters = [&](const std::vector<TargetSpec>& targets) {
    for (const TargetSpec& t : targets) {
      max_atk |= t.filter.max_atk.has_value();
      max_def |= t.filter.max_def.has_value();
    }
  };
  std::function<void(const std::vector<Action>&)> walk = [&](const std::vector<Action>& list) {
    for (const Action& a : list) {
      actions.insert(a.kind.index());
      if (const auto* d = std::get_if<Damage>(&a.kind)) life_damage |= !d->target.has_value();
      if (const auto* b = std::get_if<Buff>(&a.kind)) {
        buff_this_turn |= b->duration == Duration::kUntilEndOfTurn;
        buff_set |= b->set_atk.has_value() || b->set_def.has_value();
        buff_battle |= b->duration == Duration::kUntilEndOfBattle;
      }
      if (const auto* g = std::get_if<Grant>(&a.kind)) {
        grant_battle |= g->duration == Duration::kUntilEndOfBattle;
      }
      if (const auto* r = std::get_if<RollDie>(&a.kind)) walk(r->on_match);
      if (const auto* i = std::get_if<InsteadIf>(&a.kind)) {
        walk(i->actions);
        walk(i->instead);
        for (const auto* branch : {&i->actions, &i->instead}) {  // A branch that asks (A-105).
          for (const Action& b : *branch) {
            change_asking |= std::holds_alternative<Search>(b.kind) ||
                             std::holds_alternative<Discard>(b.kind) ||
                             std::holds_alternative<PutIntoPlay>(b.kind);
          }
        }
      }
      if (const auto* l = std::get_if<LookAtTop>(&a.kind)) {
        look_take |= l->take.has_value();
        look_reorder |= l->reorder;
      }
    }
  };
  for (const CardDef& card : SampleSet().cards()) {
    categories.insert(card.category);
    instant |= card.tactic_speed == TacticSpeed::kInstant;
    normal_tactic |=
        card.category == Category::kTactic && card.tactic_speed == TacticSpeed::kNormal;
    negative_bonus |= card.atk_bonus < 0 || card.def_bonus < 0;
    coloured_8_green_3 |= card.cost == Cost{8, {ColourCount{Colour::kGreen, 3}}};  // 303(6).
    enters_as_copy |= card.enters_as_copy_of.has_value();                          // 706(2).
    atk_per |= card.atk_per.has_value();
    def_per |= card.def_per.has_value();
    cost_per |= card.cost_per.has_value();
    for (const Effect& effect : card.effects) {
      kinds.insert(effect.kind.index());
      if (const auto* t = std::get_if<Triggered>(&effect.kind)) {
        timings.insert(t->timing);
        walk(t->actions);
      } else if (const auto* a = std::get_if<Activated>(&effect.kind)) {
        once_per_turn |= a->once_per_turn;
        activated_in_battle |= a->in_battle;
        own_turn |= a->during == TurnRestriction::kOwnTurn;
        walk(a->actions);
      } else if (const auto* c = std::get_if<Counter>(&effect.kind)) {
        walk(c->actions);
      } else if (const auto* u = std::get_if<OnUse>(&effect.kind)) {
        filters(u->targets);
        for (const Action& a : u->actions) {  // A copied effect: a target outside the chain.
          const auto* c = std::get_if<CopyLink>(&a.kind);
          copy_effect |= c != nullptr && u->targets[c->target].filter.zone != Zone::kChain;
        }
        walk(u->actions);
        event_targets |= card.category == Category::kEvent && !u->targets.empty();
      } else if (const auto* k = std::get_if<Keyword>(&effect.kind)) {
        if (const auto* g = std::get_if<GatherEnergy>(k)) walk(g->actions);
      } else if (const auto* s = std::get_if<Continuous>(&effect.kind)) {
        continuous_grant |= !s->grants.empty();
        lose_effects |= s->lose_effects;
        continuous_set |= s->set_atk.has_value() || s->set_def.has_value();
        damage_factor |= s->damage_factor >= 2;
        attack_cost |= s->attack_cost != Cost{};
        cannot_be_defended |= s->cannot_be_defended;
        cannot_defend |= s->cannot_defend;
        cost_reduction |= s->cost_reduction > 0;
        cannot_be_attacked |= s->cannot_be_attacked;
        cannot_attack_life |= s->cannot_attack_life;
        set_name |= !s->set_name.empty();
        add_attributes |= !s->add_attributes.empty();
        set_attributes |= !s->set_attributes.empty();
        reveals_deck_top |= s->reveals_deck_top;
        life_damage_count |= s->life_damage >= 2;
        if (s->affects) {
          chosen |= s->affects->chosen;
          all_names |= !s->affects->has_all_names.empty();
          any_name |= !s->affects->has_any_name.empty();
        }
      }
    }
  }
  EXPECT_EQ(kinds.size(), std::variant_size_v<decltype(Effect::kind)>);
  EXPECT_EQ(actions.size(), std::variant_size_v<decltype(Action::kind)>);
  EXPECT_EQ(categories.size(), 4u);
  for (Timing t :
       {Timing::kOnEnter, Timing::kOnBattleDestroyed, Timing::kOnAttack, Timing::kOnDefend,
        Timing::kOwnTurnStart, Timing::kOwnTurnEnd, Timing::kOnEnterRestArea, Timing::kInBattle}) {
    EXPECT_TRUE(timings.count(t)) << TimingName(t);
  }
  EXPECT_TRUE(instant) << "311(3)";
  EXPECT_TRUE(normal_tactic) << "311(2)";
  EXPECT_TRUE(negative_bonus) << "310(2)";
  EXPECT_TRUE(coloured_8_green_3) << "303(6)";
  EXPECT_TRUE(once_per_turn) << "703(3)";
  EXPECT_TRUE(own_turn) << "809";
  EXPECT_TRUE(life_damage) << "A-27";
  EXPECT_TRUE(buff_this_turn) << "407(1)";
  EXPECT_TRUE(continuous_grant) << "708(2)";
  EXPECT_TRUE(lose_effects) << "701(5)";
  EXPECT_TRUE(continuous_set) << "701(3)";
  EXPECT_TRUE(buff_set) << "701(3)";
  EXPECT_TRUE(damage_factor) << "707";
  EXPECT_TRUE(attack_cost) << "501(4)";
  EXPECT_TRUE(cannot_be_defended) << "503(1)";
  EXPECT_TRUE(cannot_defend) << "503(2)";
  EXPECT_TRUE(cost_reduction) << "303(4)";
  EXPECT_TRUE(cannot_be_attacked) << "502(2)";
  EXPECT_TRUE(reveals_deck_top) << "201(5)";
  EXPECT_TRUE(look_take) << "614(2)";
  EXPECT_TRUE(look_reorder) << "201(4)";
  EXPECT_TRUE(all_names) << "306(6)";
  EXPECT_TRUE(any_name) << "306(7)";
  EXPECT_TRUE(cannot_attack_life) << "502(2)";
  EXPECT_TRUE(set_name) << "301(4)";
  EXPECT_TRUE(add_attributes) << "306(4)";
  EXPECT_TRUE(set_attributes) << "306(5)";
  EXPECT_TRUE(chosen) << "321(2)";
  EXPECT_TRUE(event_targets) << "321(2)";
  EXPECT_TRUE(enters_as_copy) << "706(2)";
  EXPECT_TRUE(atk_per) << "308(4)";
  EXPECT_TRUE(def_per) << "309(4)";
  EXPECT_TRUE(cost_per) << "303(5)";
  EXPECT_TRUE(max_atk) << "A-90";
  EXPECT_TRUE(max_def) << "A-90";
  EXPECT_TRUE(buff_battle) << "507";
  EXPECT_TRUE(grant_battle) << "507";
  EXPECT_TRUE(life_damage_count) << "202(4)";
  EXPECT_TRUE(activated_in_battle) << "A-41";
  EXPECT_TRUE(copy_effect) << "706(2), A-104";
  EXPECT_TRUE(change_asking) << "707(4), A-105";
}

// ===== Round trip ============================================================================

TEST(CardToJson, EverySampleCardReadsBackEqual) {
  for (const CardDef& card : SampleSet().cards()) {
    const std::string json = CardToJson(card);
    Result<CardDef> back = CardFromJson(json);
    ASSERT_TRUE(back.ok()) << card.code << ": " << back.status().ToString() << "\n" << json;
    EXPECT_EQ(*back, card) << json;
    EXPECT_EQ(CardToJson(*back), json) << "the canonical form is stable";
  }
}

TEST(CardToJson, KeepsEveryFieldOfAHandBuiltCard) {
  CardDef card;
  card.code = "T-9";
  card.name = "全部";
  card.colour = Colour::kBlack;
  card.category = Category::kCharacter;
  card.cost = Cost{5, {ColourCount{Colour::kBlack, 2}, ColourCount{Colour::kWhite, 1}}};
  card.character_names = {"甲", "乙"};
  card.attributes = {"丙"};
  card.atk = 1000;
  card.def = 2000;
  card.anime = "动画";
  card.text = "一\n二";
  card.sample_values = {"code", "effects[1].minLevel"};
  Continuous c;
  c.during = TurnRestriction::kOpponentTurn;
  c.condition = Condition{Make([](Filter& f) { f.tapped = true; }), 3};
  c.affects = Make([](Filter& f) {
    f.side = Side::kOpponent;
    f.zone = Zone::kEvent;
    f.categories = {Category::kEvent, Category::kEquipment};
    f.max_cost = 0;  // "费用0以下" is a bound, not "no bound".
  });
  c.grants = {Keyword(BattleLink{"丙"}), Keyword(GatherEnergy{{}, DrawOne()})};
  c.cannot_attack = true;
  c.cannot_be_targeted = true;
  Activated a;
  a.during = TurnRestriction::kOwnTurn;
  a.cost.tap_self = true;
  a.cost.resources = Cost{2, {ColourCount{Colour::kRed, 2}}};
  a.cost.scrap_other = {Filter{}};
  a.once_per_turn = true;
  a.targets = {TargetSpec{Make([](Filter& f) { f.name = "甲"; }), 2}};
  const Filter removed = Make([](Filter& f) { f.zone = Zone::kRemoved; });
  a.actions = {Action{Damage{700, 0}},
               Action{Damage{1, std::nullopt}},
               Action{Destroy{0}},
               Action{Discard{3}},
               Action{Buff{0, false, -100, 0, Duration::kPermanent}},
               Action{Heal{0, 900}},
               Action{Grant{0, Keyword(Slow{}), Duration::kPermanent}},
               Action{Buff{0, false, 100, 0, Duration::kUntilEndOfBattle}},
               Action{Grant{0, Keyword(Rush{}), Duration::kUntilEndOfBattle}},
               Action{RollDie{20, {Action{Search{removed, SearchThen::kToHand}}}}}};
  a.targets.push_back(TargetSpec{Make([](Filter& f) {
                                   f.max_atk = 0;
                                   f.max_def = 2000;
                                 }),
                                 1});
  Triggered in_battle;
  in_battle.timing = Timing::kInBattle;
  in_battle.actions = DrawOne();
  card.atk_per = PerCard{Make([](Filter& f) { f.zone = Zone::kRest; }), 500};
  card.def_per = PerCard{Filter{}, -100};
  card.cost_per = PerCard{Make([](Filter& f) { f.side = Side::kOpponent; }), 1};
  card.effects = {Effect{0, c}, Effect{3, a}, Effect{0, Counter{{}, DrawOne()}},
                  Effect{0, in_battle}};
  ASSERT_TRUE(ValidateCard(card).ok()) << ValidateCard(card).ToString();
  Result<CardDef> back = CardFromJson(CardToJson(card));
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  EXPECT_EQ(*back, card) << CardToJson(card);
}

// ===== Refused files and lines ===============================================================

const std::string kGood =
    R"({"code":"T-1","name":"甲","category":"character","cost":{"total":1},"atk":1000,"def":1000})";

// The message for a file holding kGood on line 1 and `line` on line 2.
std::string ErrorOfSecondLine(const std::string& line) {
  Result<CardSet> set = ParseCardSet(kGood + "\n" + line + "\n", "cards.jsonl");
  EXPECT_FALSE(set.ok()) << line;
  EXPECT_EQ(set.status().code(), StatusCode::kInvalidInput);
  return set.ok() ? "" : set.status().message();
}

// 314: decklists name cards by their code, so one code is one card.
TEST(ParseCardSet, RefusesACodeDefinedTwice) {
  EXPECT_EQ(ErrorOfSecondLine(kGood), "cards.jsonl:2: card T-1: code: already defined on line 1");
}

TEST(ParseCardSet, NamesFileLineCardAndField) {
  std::string text;
  for (int i = 1; i <= 6; ++i) {
    text += R"({"code":"T-)" + std::to_string(i) +
            R"(","name":"甲","category":"character","atk":1000,"def":1000})" + "\n";
  }
  text += R"({"code":"BP02-058","name":"金箍棒","category":"character","atk":1000,"def":1000,)"
          R"("atkBonus":2000})"
          "\n";
  Result<CardSet> set = ParseCardSet(text, "cards.jsonl");
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.status().message(),
            "cards.jsonl:7: card BP02-058: atkBonus: only equipment has bonuses (310)");
}

TEST(ParseCardSet, FollowsTheFileRulesOfGameLogs) {
  Result<CardSet> empty = ParseCardSet("\n \n", "cards.jsonl");
  ASSERT_FALSE(empty.ok());
  EXPECT_EQ(empty.status().message(),
            "cards.jsonl: file is empty: a card set needs at least one card");

  Result<CardSet> cut = ParseCardSet(kGood, "cards.jsonl");
  ASSERT_FALSE(cut.ok());
  EXPECT_EQ(cut.status().message().rfind("cards.jsonl:1: the file ends without a newline", 0), 0u)
      << cut.status().message();

  Result<CardSet> latin1 = ParseCardSet("\n" + kGood.substr(0, 30) + "\xff\"}\n", "cards.jsonl");
  ASSERT_FALSE(latin1.ok());
  EXPECT_EQ(latin1.status().message(), "cards.jsonl:2: not valid UTF-8 (byte 31 of the line)");

  Result<CardSet> crlf = ParseCardSet("\xEF\xBB\xBF" + kGood + "\r\n\r\n", "cards.jsonl");
  ASSERT_TRUE(crlf.ok()) << crlf.status().ToString();
  EXPECT_EQ(crlf->size(), 1u);
  ASSERT_NE(crlf->Find("T-1"), nullptr);
  EXPECT_EQ(crlf->Find("T-1")->name, "甲");
  EXPECT_EQ(crlf->Find("T-2"), nullptr);
}

TEST(LoadCardSetFile, MissingFileIsAnIoError) {
  Result<CardSet> set = LoadCardSetFile("/nonexistent/cards.jsonl");
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.status().code(), StatusCode::kIoError);
  EXPECT_EQ(set.status().message(), "/nonexistent/cards.jsonl: no such file");
}

struct BadCard {
  std::string name;  // Names the rule the check enforces, where there is one.
  std::string line;
  std::string message;  // The whole message for the line on line 2 of cards.jsonl.
};

void PrintTo(const BadCard& bad, std::ostream* os) { *os << bad.name; }

class BadCardTest : public ::testing::TestWithParam<BadCard> {};

TEST_P(BadCardTest, IsRefusedWithFileLineCardAndField) {
  EXPECT_EQ(ErrorOfSecondLine(GetParam().line), GetParam().message);
}

// A character line "T-2" with `rest` appended inside the object.
std::string Character(const std::string& rest) {
  return R"({"code":"T-2","name":"乙","category":"character","atk":1000,"def":1000)" + rest + "}";
}

// A card of `category` (without ATK/DEF) with `rest` appended.
std::string Card(const std::string& category, const std::string& rest) {
  return R"({"code":"T-2","name":"乙","category":")" + category + "\"" + rest + "}";
}

constexpr char kAt[] = "cards.jsonl:2: card T-2: ";

INSTANTIATE_TEST_SUITE_P(
    Lines, BadCardTest,
    ::testing::Values(
        // The card itself.
        BadCard{"CodeMissing", R"({"name":"乙","category":"character","atk":1,"def":1})",
                "cards.jsonl:2: code: missing"},
        BadCard{"CodeWithASpace_314",
                R"({"code":"T 2","name":"乙","category":"character","atk":1,"def":1})",
                "cards.jsonl:2: card T 2: code: 'T 2' is not a card code (1-32 characters of A-Z "
                "a-z 0-9 . _ -)"},
        BadCard{"NameMissing_301", R"({"code":"T-2","category":"character","atk":1,"def":1})",
                std::string(kAt) + "name: missing (301)"},
        BadCard{"TotalBelowColoured_303_4",
                Character(R"(,"cost":{"total":2,"coloured":[{"colour":"green","count":3}]})"),
                std::string(kAt) + "cost.total: 2 is less than the coloured cost 3 (303(4))"},
        BadCard{"NegativeTotal_303_3", Character(R"(,"cost":{"total":-1})"),
                std::string(kAt) + "cost.total: -1 is below 0 (303(3))"},
        BadCard{"ColouredCountZero_303_3",
                Character(R"(,"cost":{"total":2,"coloured":[{"colour":"red","count":0}]})"),
                std::string(kAt) + "cost.coloured[0].count: must be at least 1 (303(3))"},
        BadCard{"ColourTwice_303_3",
                Character(R"(,"cost":{"total":4,"coloured":[{"colour":"green","count":1},)"
                          R"({"colour":"green","count":2}]})"),
                std::string(kAt) + "cost.coloured[1].colour: green is given twice (303(3))"},
        BadCard{"CharacterNameTwice_305", Character(R"(,"characterNames":["乙","乙"])"),
                std::string(kAt) + "characterNames[1]: '乙' is given twice (305)"},
        BadCard{"EmptyAttribute_306", Character(R"(,"attributes":[""])"),
                std::string(kAt) + "attributes[0]: empty (306)"},
        BadCard{"CharacterWithoutDef_309_3",
                R"({"code":"T-2","name":"乙","category":"character","atk":1000})",
                std::string(kAt) + "def: a character's printed DEF must be above 0 (309(3))"},
        BadCard{"NegativeAtk_308", Character("").replace(Character("").find("1000"), 4, "-500"),
                std::string(kAt) + "atk: -500 is below 0 (308)"},
        BadCard{"EquipmentWithAtk_308", Card("equipment", R"(,"atk":1000)"),
                std::string(kAt) + "atk: only characters have ATK and DEF (308)"},
        BadCard{"TacticWithDef_309", Card("tactic", R"(,"def":1000)"),
                std::string(kAt) + "def: only characters have ATK and DEF (309)"},
        BadCard{"CharacterWithBonus_310", Character(R"(,"defBonus":500)"),
                std::string(kAt) + "defBonus: only equipment has bonuses (310)"},
        BadCard{"InstantCharacter_311", Character(R"(,"tacticSpeed":"instant")"),
                std::string(kAt) + "tacticSpeed: only tactics are instant (311)"},
        BadCard{
            "EquipOpponentOnAnEvent_319", Card("event", R"(,"equipOpponent":true)"),
            std::string(kAt) + "equipOpponent: only equipment is equipped to a character (319)"},
        BadCard{"UnknownSampleField", Character(R"(,"sampleValues":["mana"])"),
                std::string(kAt) + "sampleValues[0]: 'mana' does not name a field of the card"},
        // Effects.
        BadCard{"MinLevelAbove10_317",
                Character(R"(,"effects":[{"minLevel":11,"keyword":{"rush":null}}])"),
                std::string(kAt) + "effects[0].minLevel: 11 is above 10"},
        BadCard{"LevelOnEquipment_600",
                Card("equipment", R"(,"effects":[{"minLevel":2,"keyword":{"slow":null}}])"),
                std::string(kAt) + "effects[0].minLevel: only characters have levels (600)"},
        BadCard{"DestroyTargetMissing_705",
                Character(R"(,"effects":[{"activated":{"targets":[{}],)"
                          R"("actions":[{"destroy":1}]}}])"),
                std::string(kAt) +
                    "effects[0].activated.actions[0].destroy: target 1 does not exist (the "
                    "effect has 1 target)"},
        BadCard{"DamageWithoutTargets_705",
                Character(R"(,"effects":[{"triggered":{"timing":"onAttack",)"
                          R"("actions":[{"damage":{"amount":500,"target":0}}]}}])"),
                std::string(kAt) +
                    "effects[0].triggered.actions[0].damage.target: target 0 does not exist (the "
                    "effect has no targets)"},
        BadCard{"TargetInsideADieRoll_705",
                Character(R"(,"effects":[{"activated":{"cost":{"tapSelf":true},)"
                          R"("actions":[{"rollDie":{"onMatch":[{"heal":{"target":0,)"
                          R"("amount":500}}]}}]}}])"),
                std::string(kAt) +
                    "effects[0].activated.actions[0].rollDie.onMatch[0].heal.target: target 0 "
                    "does not exist (the effect has no targets)"},
        BadCard{"NoActions", Character(R"(,"effects":[{"activated":{"cost":{"tapSelf":true}}}])"),
                std::string(kAt) + "effects[0].activated.actions: no actions: the effect does "
                                   "nothing"},
        BadCard{"ZeroDraw_602", Character(R"(,"effects":[{"counter":{"actions":[{"draw":0}]}}])"),
                std::string(kAt) + "effects[0].counter.actions[0].draw: must draw at least 1 card "
                                   "(602)"},
        BadCard{"ZeroEachDraw_102_3",
                Card("tactic", R"(,"effects":[{"onUse":{"actions":[{"eachDraw":0}]}}])"),
                std::string(kAt) + "effects[0].onUse.actions[0].eachDraw: each player must draw "
                                   "at least 1 card (602, 102(3))"},
        BadCard{"TargetCountZero_705",
                Card("tactic", R"(,"effects":[{"onUse":{"targets":[{"count":0}],)"
                               R"("actions":[{"destroy":0}]}}])"),
                std::string(kAt) + "effects[0].onUse.targets[0].count: must be at least 1 "
                                   "(705(1))"},
        BadCard{"ConditionAtLeastZero",
                Character(R"(,"effects":[{"triggered":{"condition":{"atLeast":0},)"
                          R"("actions":[{"draw":1}]}}])"),
                std::string(kAt) + "effects[0].triggered.condition.atLeast: must be at least 1 "
                                   "(leave the condition out instead)"},
        BadCard{"SelfAndOther",
                Character(R"(,"effects":[{"continuous":{"affects":{"self":true,"other":true},)"
                          R"("atk":100}}])"),
                std::string(kAt) + "effects[0].continuous.affects: self and other exclude each "
                                   "other"},
        BadCard{"MaxCostBelowMinusOne",
                Character(R"(,"effects":[{"continuous":{"affects":{"maxCost":-2},"atk":100}}])"),
                std::string(kAt) + "effects[0].continuous.affects.maxCost: -2 is below 0 (leave "
                                   "it out for no bound)"},
        BadCard{"ContinuousWithoutAffects_701",
                Character(R"(,"effects":[{"continuous":{"atk":100}}])"),
                std::string(kAt) + "effects[0].continuous.affects: missing: say which cards it "
                                   "changes, e.g. {\"self\": true} (701)"},
        BadCard{"ContinuousChangingNothing_701",
                Character(R"(,"effects":[{"continuous":{"affects":{"self":true}}}])"),
                std::string(kAt) + "effects[0].continuous: changes nothing (no atk, def, setAtk, "
                                   "setDef, grants, loseEffects, cannotAttack, cannotBeTargeted, "
                                   "damageFactor, attackCost, cannotBeDefended, "
                                   "cannotDefend, costReduction, cannotBeAttacked, "
                                   "cannotAttackLife, setName, addAttributes, setAttributes, "
                                   "revealsDeckTop or lifeDamage)"},
        BadCard{"EmptyAddedAttribute_306_4",
                Character(R"(,"effects":[{"continuous":{"affects":{"self":true},)"
                          R"("addAttributes":[""]}}])"),
                std::string(kAt) + "effects[0].continuous.addAttributes: an empty 『』 attribute "
                                   "(306)"},
        BadCard{"SelfAndChosen",
                Character(R"(,"effects":[{"continuous":{"affects":{"self":true,"chosen":true},)"
                          R"("atk":100}}])"),
                std::string(kAt) + "effects[0].continuous.affects: self and chosen exclude each "
                                   "other"},
        BadCard{"NegativeSetAtk_701_3",
                Character(R"(,"effects":[{"continuous":{"affects":{"self":true},"setAtk":-5}}])"),
                std::string(kAt) + "effects[0].continuous.setAtk: -5 is below 0 (-1 or leaving it "
                                   "out means no such change)"},
        BadCard{
            "DamageFactorOne_707",
            Character(R"(,"effects":[{"continuous":{"affects":{"self":true},"damageFactor":1}}])"),
            std::string(kAt) + "effects[0].continuous.damageFactor: 1 changes nothing: at "
                               "least 2, or 0 for none (707)"},
        BadCard{"CopyWithoutTarget_706",
                Character(R"(,"effects":[{"triggered":{"timing":"onEnter",)"
                          R"("actions":[{"becomeCopy":0}]}}])"),
                std::string(kAt) + "effects[0].triggered.actions[0].becomeCopy: target 0 does "
                                   "not exist (the effect has no targets)"},
        BadCard{"EntersAsCopyOnATactic_706_2", Card("tactic", R"(,"entersAsCopyOf":{})"),
                std::string(kAt) +
                    "entersAsCopyOf: only characters enter the battle zone as a copy (706(2))"},
        BadCard{
            "EntersAsCopyFromTheHand_706_2", Character(R"(,"entersAsCopyOf":{"zone":"hand"})"),
            std::string(kAt) + "entersAsCopyOf.zone: the card copied is in a battle zone (706(2))"},
        BadCard{"CopyLinkOfACharacterBeingUsed_706_2",
                Card("tactic", R"(,"effects":[{"onUse":{"targets":[{"filter":{"zone":"chain"}}],)"
                               R"("actions":[{"copyLink":0}]}}])"),
                std::string(kAt) +
                    "effects[0].onUse.actions[0].copyLink: target 0 on the chain must be a tactic "
                    "being used: its filter needs \"categories\": [\"tactic\"] (706(2)); to "
                    "copy an effect, target its card where it is"},
        BadCard{"AddLifeFromTheDeck_202_5",
                Card("tactic", R"(,"effects":[{"onUse":{"actions":[{"addLifeFrom":)"
                               R"({"filter":{"zone":"deck","side":"we"}}}]}}])"),
                std::string(kAt) +
                    "effects[0].onUse.actions[0].addLifeFrom.filter: give the zone our cards come "
                    "from, e.g. {\"zone\": \"hand\", \"side\": \"we\"} (not the deck: addLife "
                    "takes its top; not the life zone or the chain; 202(5))"},
        BadCard{"AddLifeFromNoCard_202_5",
                Card("tactic", R"(,"effects":[{"onUse":{"actions":[{"addLifeFrom":)"
                               R"({"filter":{"zone":"hand","side":"we"},"count":0}}]}}])"),
                std::string(kAt) +
                    "effects[0].onUse.actions[0].addLifeFrom.count: must add at least 1 card "
                    "(202(5))"},
        BadCard{"ScrapFromTheHand_606_1",
                Card("tactic", R"(,"effects":[{"onUse":{"actions":[{"scrap":)"
                               R"({"filter":{"zone":"hand","side":"we"}}}]}}])"),
                std::string(kAt) +
                    "effects[0].onUse.actions[0].scrap.filter.zone: a player scraps cards of his "
                    "battle, resource or life zone (606(1))"},
        BadCard{"ScrapOfNobodysCards_606_3",
                Card("tactic", R"(,"effects":[{"onUse":{"actions":[{"scrap":)"
                               R"({"filter":{"categories":["character"]}}}]}}])"),
                std::string(kAt) +
                    "effects[0].onUse.actions[0].scrap.filter.side: say whose cards are "
                    "scrapped: \"we\" or \"opponent\" (606(3))"},
        BadCard{"EachPlayerScrapsWithASide_102_3",
                Card("tactic", R"(,"effects":[{"onUse":{"actions":[{"scrap":)"
                               R"({"filter":{"side":"we"},"each":true}}]}}])"),
                std::string(kAt) +
                    "effects[0].onUse.actions[0].scrap.filter.side: with \"each\", every player "
                    "scraps his own cards: leave the side out (102(3))"},
        BadCard{"ScrapNoCard_606_1",
                Card("tactic", R"(,"effects":[{"onUse":{"actions":[{"scrap":)"
                               R"({"filter":{"side":"we"},"count":0}}]}}])"),
                std::string(kAt) +
                    "effects[0].onUse.actions[0].scrap.count: must scrap at least 1 card (606(1))"},
        BadCard{"ActivatedInBattleOnAnEquipment_505_1",
                Card("equipment", R"(,"effects":[{"activated":{"inBattle":true,)"
                                  R"("actions":[{"draw":1}]}}])"),
                std::string(kAt) +
                    "effects[0].activated.inBattle: only characters battle (505(1), A-41)"},
        BadCard{"NestedEffectChange_707_4",
                Character(R"(,"effects":[{"activated":{"actions":[{"insteadIf":{"condition":{},)"
                          R"("actions":[{"draw":1}],"instead":[{"insteadIf":{"condition":{},)"
                          R"("actions":[{"draw":1}],"instead":[{"draw":2}]}}]}}]}}])"),
                std::string(kAt) +
                    "effects[0].activated.actions[0].insteadIf.instead[0].insteadIf: an effect "
                    "change is one of the effect's own actions, not inside rollDie or insteadIf "
                    "(707(4))"},
        BadCard{"EffectChangeWithoutInstead_707_4",
                Character(R"(,"effects":[{"activated":{"actions":[{"insteadIf":{"condition":{},)"
                          R"("actions":[{"draw":1}]}}]}}])"),
                std::string(kAt) +
                    "effects[0].activated.actions[0].insteadIf.instead: no actions: the effect "
                    "does nothing"},
        BadCard{"TwoSetsOfOneValue_701_4",
                Character(R"(,"effects":[{"continuous":{"affects":{"self":true},"setAtk":0}},)"
                          R"({"continuous":{"affects":{"other":true},"setAtk":1000}}])"),
                std::string(kAt) +
                    "effects[1].continuous.setAtk: a second continuous effect of this card sets "
                    "the same value: both start to apply as the card enters, and the active "
                    "player would order them (701(4)), which this engine does not ask"},
        BadCard{"BuffChangingNothing_317",
                Character(R"(,"effects":[{"triggered":{"timing":"onDefend",)"
                          R"("actions":[{"buff":{"self":true}}]}}])"),
                std::string(kAt) + "effects[0].triggered.actions[0].buff: changes neither atk nor "
                                   "def (317, 701(3))"},
        BadCard{"OnEnterOnATactic_801_1",
                Card("tactic", R"(,"effects":[{"triggered":{"timing":"onEnter",)"
                               R"("actions":[{"draw":1}]}}])"),
                std::string(kAt) + "effects[0].triggered.timing: only characters, equipment and "
                                   "events have 【登场时】 (801(1))"},
        BadCard{"BattleDestroyedOnEquipment_803_4",
                Card("equipment", R"(,"effects":[{"triggered":{"timing":"onBattleDestroyed",)"
                                  R"("actions":[{"draw":1}]}}])"),
                std::string(kAt) + "effects[0].triggered.timing: only characters have "
                                   "【战斗破坏时】 (803(4))"},
        BadCard{"SchemeOnATactic_900_6",
                Card("tactic", R"(,"effects":[{"keyword":{"scheme":null}}])"),
                std::string(kAt) + "effects[0].keyword.scheme: 智谋 is a 【登场时】 effect: only "
                                   "characters, equipment and events have it (801(1), 900(6))"},
        BadCard{"RushOnEquipment_900_2",
                Card("equipment", R"(,"effects":[{"keyword":{"rush":null}}])"),
                std::string(kAt) + "effects[0].keyword.rush: only characters have 突袭 (900(2))"},
        BadCard{"GuardOnAnEvent_900_5", Card("event", R"(,"effects":[{"keyword":{"guard":null}}])"),
                std::string(kAt) + "effects[0].keyword.guard: only characters have 守备 (900(5))"},
        BadCard{"BattleLinkWithoutName_900_7",
                Character(R"(,"effects":[{"keyword":{"battleLink":""}}])"),
                std::string(kAt) + "effects[0].keyword.battleLink: missing the 『name』 it links "
                                   "with (900(7))"},
        BadCard{
            "GatherEnergyOnATactic_900_8",
            Card("tactic", R"(,"effects":[{"keyword":{"gatherEnergy":{"actions":[{"draw":1}]}}}])"),
            std::string(kAt) + "effects[0].keyword.gatherEnergy: 聚气 taps its card: only "
                               "characters and equipment have it (900(8), 104(4))"},
        BadCard{"TapSelfOnAnEvent_104",
                Card("event", R"(,"effects":[{"activated":{"cost":{"tapSelf":true},)"
                              R"("actions":[{"draw":1}]}}])"),
                std::string(kAt) + "effects[0].activated.cost.tapSelf: only characters and "
                                   "equipment can be tapped (104(4), (5))"},
        BadCard{
            "ScrapAnOpponentsCard_606_1",
            Character(R"(,"effects":[{"activated":{"cost":{"scrapOther":[{"side":"opponent"}]},)"
                      R"("actions":[{"draw":1}]}}])"),
            std::string(kAt) + "effects[0].activated.cost.scrapOther[0].side: only our own "
                               "cards can be scrapped (606(1))"},
        BadCard{"EffectCostBelowColoured_317",
                Character(R"(,"effects":[{"activated":{"cost":{"resources":{"total":1,)"
                          R"("coloured":[{"colour":"red","count":2}]}},"actions":[{"draw":1}]}}])"),
                std::string(kAt) + "effects[0].activated.cost.resources.total: 1 is less than the "
                                   "coloured cost 2 (303(4))"},
        BadCard{"OnUseOnACharacter_320_5",
                Character(R"(,"effects":[{"onUse":{"actions":[{"draw":1}]}}])"),
                std::string(kAt) + "effects[0].onUse: only tactics have an effect carried out as "
                                   "they resolve (320(5)), and events targets (321(2))"},
        BadCard{"EventOnUseWithActions_321_2",
                Card("event", R"(,"effects":[{"onUse":{"targets":[{"filter":{}}],)"
                              R"("actions":[{"draw":1}]}}])"),
                std::string(kAt) + "effects[0].onUse: an event's onUse gives only the targets it "
                                   "declares as it is used (321(2)): no condition, no actions"},
        BadCard{"EventOnUseWithoutTargets_321_2", Card("event", R"(,"effects":[{"onUse":{}}])"),
                std::string(kAt) + "effects[0].onUse.targets: missing (321(2))"},
        BadCard{"SearchTheBattleZone_615",
                Character(R"(,"effects":[{"activated":{"cost":{"tapSelf":true},)"
                          R"("actions":[{"search":{"filter":{"name":"甲"}}}]}}])"),
                std::string(kAt) + "effects[0].activated.actions[0].search.filter.zone: give the "
                                   "zone searched, e.g. \"deck\" (615(1))"},
        BadCard{"PutIntoPlayFromTheBattleZone_205_2",
                Character(R"(,"effects":[{"triggered":{"timing":"onDestroyed",)"
                          R"("actions":[{"putIntoPlay":{"filter":{"self":true}}}]}}])"),
                std::string(kAt) + "effects[0].triggered.actions[0].putIntoPlay.filter.zone: give "
                                   "the zone the card comes from, e.g. \"hand\" (a card in the "
                                   "battle zone is in play already, 205(2))"},
        BadCard{"LookAtTopTakingFromTheBattleZone_614_2",
                Character(R"(,"effects":[{"triggered":{"timing":"onEnter",)"
                          R"("actions":[{"lookAtTop":{"count":3,"take":{"name":"甲"}}}]}}])"),
                std::string(kAt) + "effects[0].triggered.actions[0].lookAtTop.take: takes one of "
                                   "the cards looked at: its zone is \"deck\" and its side is "
                                   "not \"opponent\" (614(2))"},
        BadCard{"AddLifeOfNothing_202_5",
                Character(R"(,"effects":[{"triggered":{"timing":"onEnter",)"
                          R"("actions":[{"addLife":0}]}}])"),
                std::string(kAt) + "effects[0].triggered.actions[0].addLife: must add at least 1 "
                                   "card (202(5))"},
        BadCard{"RevealsDeckTopOfTheBattleZone_201_5",
                Character(R"(,"effects":[{"continuous":{"affects":{"self":true},)"
                          R"("revealsDeckTop":true}}])"),
                std::string(kAt) + "effects[0].continuous.affects.zone: revealsDeckTop reveals the "
                                   "top of a deck: say whose, e.g. {\"zone\": \"deck\", "
                                   "\"side\": \"we\"} (201(5))"},
        BadCard{"OneSidedDie",
                Character(R"(,"effects":[{"activated":{"cost":{"tapSelf":true},)"
                          R"("actions":[{"rollDie":{"sides":1,"onMatch":[{"draw":1}]}}]}}])"),
                std::string(kAt) + "effects[0].activated.actions[0].rollDie.sides: a die has at "
                                   "least 2 sides"},
        // Undetermined values (303(5), 308(4), 309(4)), their filters and "战斗时" (505, 507).
        BadCard{"AtkPerOnATactic_308_4", Card("tactic", R"(,"atkPer":{"amount":500})"),
                std::string(kAt) + "atkPer: only characters have an undetermined value (308(4))"},
        BadCard{"CostPerOfNothing_303_5", Character(R"(,"costPer":{"filter":{"zone":"rest"}})"),
                std::string(kAt) + "costPer.amount: 0 changes nothing (303(5))"},
        BadCard{"UndeterminedDefBelow0_309_4",
                R"({"code":"T-2","name":"乙","category":"character","atk":1000,"def":-1,)"
                R"("defPer":{"amount":500}})",
                std::string(kAt) + "def: -1 is below 0 (309(4))"},
        BadCard{"MaxAtkWhereAtkIsComputed_A90",
                Character(R"(,"effects":[{"continuous":{"affects":{"maxAtk":1000},"atk":500}}])"),
                std::string(kAt) + "effects[0].continuous.affects.maxAtk: not here: ATK and DEF "
                                   "are computed from this filter (continuous effects, atkPer, "
                                   "defPer, costPer), so it cannot read them"},
        BadCard{"MaxDefInAnUndeterminedValue_A90",
                Character(R"(,"atkPer":{"filter":{"maxDef":0},"amount":500})"),
                std::string(kAt) + "atkPer.filter.maxDef: not here: ATK and DEF are computed from "
                                   "this filter (continuous effects, atkPer, defPer, costPer), so "
                                   "it cannot read them"},
        BadCard{"MaxDefBelow0",
                Card("tactic", R"(,"effects":[{"onUse":{"targets":[{"filter":{"maxDef":-2}}],)"
                               R"("actions":[{"destroy":0}]}}])"),
                std::string(kAt) + "effects[0].onUse.targets[0].filter.maxDef: -2 is below 0 "
                                   "(leave it out for no bound)"},
        BadCard{"InBattleOnAnEquipment_505_1",
                Card("equipment", R"(,"effects":[{"triggered":{"timing":"inBattle",)"
                                  R"("actions":[{"draw":1}]}}])"),
                std::string(kAt) + "effects[0].triggered.timing: only characters attack and "
                                   "defend (505(1))"},
        BadCard{"ControlUntilEndOfBattle_507",
                Character(R"(,"effects":[{"triggered":{"targets":[{}],"actions":[{"gainControl":)"
                          R"({"target":0,"duration":"untilEndOfBattle"}}]}}])"),
                std::string(kAt) + "effects[0].triggered.actions[0].gainControl.duration: "
                                   "untilEndOfBattle is for buff and grant (\"战斗时\" changes, "
                                   "507); control lasts untilEndOfTurn or permanent"},
        // Strict JSON: the card schema, one kind per union.
        BadCard{"UnknownField", Character(R"(,"mana":3)"),
                std::string(kAt) + "unknown field \"mana\" (not in the card schema)"},
        BadCard{"UnknownColour", Character(R"(,"colour":"purple")"),
                std::string(kAt) +
                    "colour: \"purple\" is not one of red, yellow, blue, green, white, black"},
        BadCard{"NoEffectKind", Character(R"(,"effects":[{"minLevel":2}])"),
                std::string(kAt) + "effects[0]: no kind given (expected one of continuous, "
                                   "triggered, activated, counter, keyword, onUse)"},
        BadCard{"NoKeywordKind", Character(R"(,"effects":[{"keyword":{}}])"),
                std::string(kAt) + "effects[0].keyword: no kind given (expected one of rush, "
                                   "slow, loneWolf, guard, scheme, battleLink, gatherEnergy)"},
        BadCard{"DamageWithoutWhere",
                Character(R"(,"effects":[{"counter":{"actions":[{"damage":{"amount":1}}]}}])"),
                std::string(kAt) + "effects[0].counter.actions[0].damage: no kind given (expected "
                                   "one of target, opponentLife)"},
        BadCard{"TwoKeywords", Character(R"(,"effects":[{"keyword":{"rush":null,"slow":null}}])"),
                std::string(kAt) + "effects[0].keyword: \"rush\" and \"slow\" are alternatives: "
                                   "give only one of them"},
        BadCard{"DrawAboveAByte",
                Character(R"(,"effects":[{"counter":{"actions":[{"draw":300}]}}])"),
                std::string(kAt) +
                    "effects[0].counter.actions[0].draw: 300 is out of range for its field (0 "
                    "to 255)"},
        BadCard{"NotAnObject", "[1]",
                "cards.jsonl:2: the line is not a JSON object (a card is "
                "{...})"}),
    [](const ::testing::TestParamInfo<BadCard>& info) { return info.param.name; });

// A-63: "at present only tactic and event cards" have counter effects describes the card pool;
// any card may have one.
TEST(ValidateCard, AcceptsACounterEffectOnACharacter) {
  Result<CardSet> set = ParseCardSet(
      Character(R"(,"effects":[{"counter":{"actions":[{"draw":1}]}}])") + "\n", "cards.jsonl");
  EXPECT_TRUE(set.ok()) << set.status().ToString();
}

// docs/cards.md shows sample cards as they are in the file: every line of its ```jsonl blocks is
// a line of samples/zero/cards.jsonl, and every line of its ```json blocks is part of one.
TEST(CardsDoc, ShowsTheSampleSetAsItIs) {
  Result<std::string> doc =
      ReadTextFile(std::string(TCGJUDGE_SOURCE_DIR) + "/docs/cards.md", kMaxJsonLinesFileBytes);
  Result<std::string> set = ReadTextFile(kSampleCards, kMaxJsonLinesFileBytes);
  ASSERT_TRUE(doc.ok() && set.ok());
  int jsonl_lines = 0;
  int json_lines = 0;
  std::string block;  // The language of the fenced block we are in, "" outside.
  bool in_block = false;
  size_t start = 0;
  while (start < doc->size()) {
    size_t end = doc->find('\n', start);
    if (end == std::string::npos) end = doc->size();
    const std::string line = doc->substr(start, end - start);
    start = end + 1;
    if (line.rfind("```", 0) == 0) {
      in_block = !in_block;
      block = in_block ? line.substr(3) : "";
      continue;
    }
    if (!in_block || line.empty()) continue;
    if (block == "jsonl") {
      ++jsonl_lines;
      EXPECT_NE(set->find(line + "\n"), std::string::npos) << line;
      Result<cards::CardDef> card = CardFromJson(line);
      EXPECT_TRUE(card.ok()) << card.status().ToString();
    } else if (block == "json") {
      ++json_lines;
      EXPECT_NE(set->find(line), std::string::npos) << line;
    }
  }
  EXPECT_GE(jsonl_lines, 8);
  EXPECT_GE(json_lines, 5);
}

TEST(CardSet, AddRefusesADuplicateCode) {
  CardSet set;
  CardDef card;
  card.code = "T-1";
  ASSERT_TRUE(set.Add(card).ok());
  Status again = set.Add(card);
  EXPECT_EQ(again.message(), "card T-1: code: already in the set");
  EXPECT_EQ(set.size(), 1u);
}

}  // namespace
}  // namespace tcgjudge
