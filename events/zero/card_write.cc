// Card data, plain C++ values -> Cap'n Proto (events/zero/card_schema.h).

#include <utility>

#include "events/zero/card_schema.h"

namespace tcgjudge::card_schema {
namespace {

namespace s = ::tcgjudge::schema::cards;
using namespace ::tcgjudge::cards;  // NOLINT: the whole vocabulary is used here.

// ===== Values -> Cap'n Proto =================================================================
//
// Empty texts, lists, optional structs and default filters are left unset, so that one value has
// one canonical JSON form. Enumerants have the same order in both, so enums convert by number.

template <typename To, typename From>
To SchemaEnum(From value) {
  return static_cast<To>(static_cast<uint16_t>(value));
}

void SetText(std::string_view text, auto&& setter) {
  if (!text.empty()) setter(capnp::Text::Reader(text.data(), text.size()));
}

template <typename Init>
void WriteTexts(const std::vector<std::string>& texts, Init&& init) {
  if (texts.empty()) return;
  auto list = init(static_cast<unsigned>(texts.size()));
  for (unsigned i = 0; i < texts.size(); ++i) {
    list.set(i, capnp::Text::Reader(texts[i].data(), texts[i].size()));
  }
}

void WriteCost(const Cost& cost, s::Cost::Builder b) {
  b.setTotal(cost.total);
  if (cost.coloured.empty()) return;
  auto list = b.initColoured(static_cast<unsigned>(cost.coloured.size()));
  for (unsigned i = 0; i < cost.coloured.size(); ++i) {
    list[i].setColour(SchemaEnum<s::Colour>(cost.coloured[i].colour));
    list[i].setCount(cost.coloured[i].count);
  }
}

void WriteFilter(const Filter& f, s::Filter::Builder b) {
  b.setSelf(f.self);
  b.setOther(f.other);
  b.setSide(SchemaEnum<s::Side>(f.side));
  b.setZone(SchemaEnum<s::Zone>(f.zone));
  if (!f.categories.empty()) {
    auto list = b.initCategories(static_cast<unsigned>(f.categories.size()));
    for (unsigned i = 0; i < f.categories.size(); ++i) {
      list.set(i, SchemaEnum<s::Category>(f.categories[i]));
    }
  }
  SetText(f.name, [&](auto t) { b.setName(t); });
  SetText(f.has_name, [&](auto t) { b.setHasName(t); });
  b.setMaxCost(f.max_cost.value_or(-1));
  b.setTapped(f.tapped);
  b.setChosen(f.chosen);
  for (auto [names, init] : {std::pair{&f.has_all_names, &s::Filter::Builder::initHasAllNames},
                             std::pair{&f.has_any_name, &s::Filter::Builder::initHasAnyName}}) {
    if (names->empty()) continue;
    auto list = (b.*init)(static_cast<unsigned>(names->size()));
    for (unsigned i = 0; i < names->size(); ++i) {
      list.set(i, capnp::Text::Reader((*names)[i].data(), (*names)[i].size()));
    }
  }
  b.setMaxAtk(f.max_atk.value_or(-1));
  b.setMaxDef(f.max_def.value_or(-1));
}

// A filter that is a plain member: left out when it restricts nothing.
template <typename Init>
void WriteMemberFilter(const Filter& f, Init&& init) {
  if (f != Filter{}) WriteFilter(f, init());
}

template <typename Init>
void WriteTargets(const std::vector<TargetSpec>& targets, Init&& init) {
  if (targets.empty()) return;
  auto list = init(static_cast<unsigned>(targets.size()));
  for (unsigned i = 0; i < targets.size(); ++i) {
    auto b = list[i];
    WriteMemberFilter(targets[i].filter, [&] { return b.initFilter(); });
    b.setCount(targets[i].count);
  }
}

template <typename Init>
void WriteCondition(const std::optional<Condition>& condition, Init&& init) {
  if (!condition) return;
  auto b = init();
  WriteMemberFilter(condition->filter, [&] { return b.initFilter(); });
  b.setAtLeast(condition->at_least);
}

template <typename Init>
void WriteEffectCost(const EffectCost& cost, Init&& init) {
  if (cost.empty()) return;
  auto b = init();
  b.setTapSelf(cost.tap_self);
  if (cost.resources != Cost{}) WriteCost(cost.resources, b.initResources());
  b.setDiscard(cost.discard);
  b.setScrapSelf(cost.scrap_self);
  b.setScrapLife(cost.scrap_life);
  if (!cost.scrap_other.empty()) {
    auto list = b.initScrapOther(static_cast<unsigned>(cost.scrap_other.size()));
    for (unsigned i = 0; i < cost.scrap_other.size(); ++i)
      WriteFilter(cost.scrap_other[i], list[i]);
  }
}

void WriteKeyword(const Keyword& keyword, s::Keyword::Builder b);

template <typename Init>
void WriteActions(const std::vector<Action>& actions, Init&& init);

void WriteAction(const Action& action, s::Action::Builder b) {
  std::visit(
      [&](const auto& a) {
        using T = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<T, Draw>) {
          b.setDraw(a.count);
        } else if constexpr (std::is_same_v<T, Damage>) {
          auto x = b.initDamage();
          x.setAmount(a.amount);
          if (a.target) {
            x.setTarget(*a.target);
          } else {
            x.setOpponentLife();
          }
        } else if constexpr (std::is_same_v<T, Destroy>) {
          b.setDestroy(a.target);
        } else if constexpr (std::is_same_v<T, Discard>) {
          b.setDiscard(a.count);
        } else if constexpr (std::is_same_v<T, Search>) {
          auto x = b.initSearch();
          WriteMemberFilter(a.filter, [&] { return x.initFilter(); });
          x.setThen(SchemaEnum<s::SearchThen>(a.then));
        } else if constexpr (std::is_same_v<T, PutIntoPlay>) {
          auto x = b.initPutIntoPlay();
          WriteMemberFilter(a.filter, [&] { return x.initFilter(); });
          x.setTapped(a.tapped);
        } else if constexpr (std::is_same_v<T, Buff>) {
          auto x = b.initBuff();
          x.setTarget(a.target);
          x.setSelf(a.self);
          x.setAtk(a.atk);
          x.setDef(a.def);
          x.setDuration(SchemaEnum<s::Duration>(a.duration));
          x.setSetAtk(a.set_atk.value_or(-1));
          x.setSetDef(a.set_def.value_or(-1));
        } else if constexpr (std::is_same_v<T, Heal>) {
          auto x = b.initHeal();
          x.setTarget(a.target);
          x.setAmount(a.amount);
        } else if constexpr (std::is_same_v<T, Grant>) {
          auto x = b.initGrant();
          x.setTarget(a.target);
          WriteKeyword(a.keyword, x.initKeyword());
          x.setDuration(SchemaEnum<s::Duration>(a.duration));
        } else if constexpr (std::is_same_v<T, RollDie>) {
          auto x = b.initRollDie();
          x.setSides(a.sides);
          WriteActions(a.on_match, [&](unsigned n) { return x.initOnMatch(n); });
        } else if constexpr (std::is_same_v<T, BecomeCopy>) {
          b.setBecomeCopy(a.target);
        } else if constexpr (std::is_same_v<T, GainControl>) {
          auto x = b.initGainControl();
          x.setTarget(a.target);
          x.setDuration(SchemaEnum<s::Duration>(a.duration));
        } else if constexpr (std::is_same_v<T, Remove>) {
          b.setRemove(a.target);
        } else if constexpr (std::is_same_v<T, PreventDamage>) {
          auto x = b.initPreventDamage();
          x.setTarget(a.target);
          x.setAmount(a.amount);
        } else if constexpr (std::is_same_v<T, EndTurn>) {
          b.setEndTurn();
        } else if constexpr (std::is_same_v<T, ReturnToHand>) {
          b.setReturnToHand(a.target);
        } else if constexpr (std::is_same_v<T, CopyLink>) {
          b.setCopyLink(a.target);
        } else if constexpr (std::is_same_v<T, EachDraw>) {
          b.setEachDraw(a.count);
        } else if constexpr (std::is_same_v<T, Win>) {
          b.setWin();
        } else if constexpr (std::is_same_v<T, InsteadIf>) {
          auto x = b.initInsteadIf();
          WriteCondition(std::optional<Condition>(a.condition), [&] { return x.initCondition(); });
          WriteActions(a.actions, [&](unsigned n) { return x.initActions(n); });
          WriteActions(a.instead, [&](unsigned n) { return x.initInstead(n); });
        } else if constexpr (std::is_same_v<T, LookAtTop>) {
          auto x = b.initLookAtTop();
          x.setCount(a.count);
          if (a.take) WriteFilter(*a.take, x.initTake());
          x.setReorder(a.reorder);
          x.setBottom(a.bottom);
        } else if constexpr (std::is_same_v<T, PutOnDeck>) {
          auto x = b.initPutOnDeck();
          x.setTarget(a.target);
          x.setBottom(a.bottom);
        } else if constexpr (std::is_same_v<T, AddLife>) {
          b.setAddLife(a.count);
        } else if constexpr (std::is_same_v<T, AddLifeFrom>) {
          auto x = b.initAddLifeFrom();
          WriteFilter(a.filter, x.initFilter());
          x.setCount(a.count);
        } else {
          static_assert(std::is_same_v<T, Scrap>);
          auto x = b.initScrap();
          WriteFilter(a.filter, x.initFilter());
          x.setCount(a.count);
          x.setEach(a.each);
        }
      },
      action.kind);
}

template <typename Init>
void WriteActions(const std::vector<Action>& actions, Init&& init) {
  if (actions.empty()) return;
  auto list = init(static_cast<unsigned>(actions.size()));
  for (unsigned i = 0; i < actions.size(); ++i) WriteAction(actions[i], list[i]);
}

void WriteKeyword(const Keyword& keyword, s::Keyword::Builder b) {
  std::visit(
      [&](const auto& k) {
        using T = std::decay_t<decltype(k)>;
        if constexpr (std::is_same_v<T, Rush>) {
          b.setRush();
        } else if constexpr (std::is_same_v<T, Slow>) {
          b.setSlow();
        } else if constexpr (std::is_same_v<T, LoneWolf>) {
          b.setLoneWolf();
        } else if constexpr (std::is_same_v<T, Guard>) {
          b.setGuard();
        } else if constexpr (std::is_same_v<T, Scheme>) {
          b.setScheme();
        } else if constexpr (std::is_same_v<T, BattleLink>) {
          b.setBattleLink(capnp::Text::Reader(k.name.data(), k.name.size()));
        } else {
          static_assert(std::is_same_v<T, GatherEnergy>);
          auto x = b.initGatherEnergy();
          WriteTargets(k.targets, [&](unsigned n) { return x.initTargets(n); });
          WriteActions(k.actions, [&](unsigned n) { return x.initActions(n); });
        }
      },
      keyword);
}

void WriteEffect(const Effect& effect, s::Effect::Builder b) {
  b.setMinLevel(effect.min_level);
  std::visit(
      [&](const auto& e) {
        using T = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<T, Continuous>) {
          auto x = b.initContinuous();
          x.setDuring(SchemaEnum<s::TurnRestriction>(e.during));
          WriteCondition(e.condition, [&] { return x.initCondition(); });
          if (e.affects) WriteFilter(*e.affects, x.initAffects());
          x.setAtk(e.atk);
          x.setDef(e.def);
          if (!e.grants.empty()) {
            auto list = x.initGrants(static_cast<unsigned>(e.grants.size()));
            for (unsigned i = 0; i < e.grants.size(); ++i) WriteKeyword(e.grants[i], list[i]);
          }
          x.setLoseEffects(e.lose_effects);
          x.setCannotAttack(e.cannot_attack);
          x.setCannotBeTargeted(e.cannot_be_targeted);
          x.setSetAtk(e.set_atk.value_or(-1));
          x.setSetDef(e.set_def.value_or(-1));
          x.setDamageFactor(e.damage_factor);
          if (e.attack_cost != Cost{}) WriteCost(e.attack_cost, x.initAttackCost());
          x.setCannotBeDefended(e.cannot_be_defended);
          x.setCannotDefend(e.cannot_defend);
          x.setCostReduction(e.cost_reduction);
          x.setCannotBeAttacked(e.cannot_be_attacked);
          x.setCannotAttackLife(e.cannot_attack_life);
          SetText(e.set_name, [&](auto t) { x.setSetName(t); });
          for (auto [names, init] :
               {std::pair{&e.add_attributes, &s::Continuous::Builder::initAddAttributes},
                std::pair{&e.set_attributes, &s::Continuous::Builder::initSetAttributes}}) {
            if (names->empty()) continue;
            auto list = (x.*init)(static_cast<unsigned>(names->size()));
            for (unsigned i = 0; i < names->size(); ++i) {
              list.set(i, capnp::Text::Reader((*names)[i].data(), (*names)[i].size()));
            }
          }
          x.setRevealsDeckTop(e.reveals_deck_top);
          x.setLifeDamage(e.life_damage);
        } else if constexpr (std::is_same_v<T, Triggered>) {
          auto x = b.initTriggered();
          x.setTiming(SchemaEnum<s::Timing>(e.timing));
          x.setOptional(e.optional);
          WriteCondition(e.condition, [&] { return x.initCondition(); });
          WriteEffectCost(e.cost, [&] { return x.initCost(); });
          WriteTargets(e.targets, [&](unsigned n) { return x.initTargets(n); });
          WriteActions(e.actions, [&](unsigned n) { return x.initActions(n); });
        } else if constexpr (std::is_same_v<T, Activated>) {
          auto x = b.initActivated();
          x.setDuring(SchemaEnum<s::TurnRestriction>(e.during));
          WriteEffectCost(e.cost, [&] { return x.initCost(); });
          x.setOncePerTurn(e.once_per_turn);
          WriteCondition(e.condition, [&] { return x.initCondition(); });
          WriteTargets(e.targets, [&](unsigned n) { return x.initTargets(n); });
          WriteActions(e.actions, [&](unsigned n) { return x.initActions(n); });
          x.setInBattle(e.in_battle);
        } else if constexpr (std::is_same_v<T, Counter>) {
          auto x = b.initCounter();
          WriteTargets(e.targets, [&](unsigned n) { return x.initTargets(n); });
          WriteActions(e.actions, [&](unsigned n) { return x.initActions(n); });
        } else if constexpr (std::is_same_v<T, Keyword>) {
          WriteKeyword(e, b.initKeyword());
        } else {
          static_assert(std::is_same_v<T, OnUse>);
          auto x = b.initOnUse();
          WriteCondition(e.condition, [&] { return x.initCondition(); });
          WriteTargets(e.targets, [&](unsigned n) { return x.initTargets(n); });
          WriteActions(e.actions, [&](unsigned n) { return x.initActions(n); });
        }
      },
      effect.kind);
}

template <typename Init>
void WritePerCard(const std::optional<PerCard>& per, Init&& init) {
  if (!per) return;
  auto b = init();
  WriteMemberFilter(per->filter, [&] { return b.initFilter(); });
  b.setAmount(per->amount);
}

}  // namespace

void WriteCard(const CardDef& card, s::Card::Builder b) {
  SetText(card.code, [&](auto t) { b.setCode(t); });
  SetText(card.name, [&](auto t) { b.setName(t); });
  b.setColour(SchemaEnum<s::Colour>(card.colour));
  b.setCategory(SchemaEnum<s::Category>(card.category));
  if (card.cost != Cost{}) WriteCost(card.cost, b.initCost());
  WriteTexts(card.character_names, [&](unsigned n) { return b.initCharacterNames(n); });
  WriteTexts(card.attributes, [&](unsigned n) { return b.initAttributes(n); });
  b.setAtk(card.atk);
  b.setDef(card.def);
  b.setAtkBonus(card.atk_bonus);
  b.setDefBonus(card.def_bonus);
  b.setTacticSpeed(SchemaEnum<s::TacticSpeed>(card.tactic_speed));
  b.setEquipOpponent(card.equip_opponent);
  if (!card.effects.empty()) {
    auto list = b.initEffects(static_cast<unsigned>(card.effects.size()));
    for (unsigned i = 0; i < card.effects.size(); ++i) WriteEffect(card.effects[i], list[i]);
  }
  SetText(card.anime, [&](auto t) { b.setAnime(t); });
  SetText(card.text, [&](auto t) { b.setText(t); });
  WriteTexts(card.sample_values, [&](unsigned n) { return b.initSampleValues(n); });
  if (card.enters_as_copy_of) WriteFilter(*card.enters_as_copy_of, b.initEntersAsCopyOf());
  WritePerCard(card.atk_per, [&] { return b.initAtkPer(); });
  WritePerCard(card.def_per, [&] { return b.initDefPer(); });
  WritePerCard(card.cost_per, [&] { return b.initCostPer(); });
}

}  // namespace tcgjudge::card_schema
