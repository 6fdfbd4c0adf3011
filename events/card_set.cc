#include "events/card_set.h"

#include <capnp/compat/json.h>
#include <capnp/dynamic.h>
#include <capnp/message.h>

#include <set>
#include <utility>

#include "events/cards.capnp.h"
#include "events/json_decode.h"
#include "events/jsonl.h"
#include "events/printable.h"

namespace tcgjudge {
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
        } else {
          static_assert(std::is_same_v<T, AddLife>);
          b.setAddLife(a.count);
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

// ===== Cap'n Proto -> values =================================================================
//
// Every reader returns a Status naming the field by its JSON path on anything a value cannot
// hold (an enumerant or union member of a newer schema, a maxCost below -1).

std::string ToString(capnp::Text::Reader text) { return std::string(text.cStr(), text.size()); }

std::vector<std::string> ToStrings(capnp::List<capnp::Text>::Reader list) {
  std::vector<std::string> out;
  out.reserve(list.size());
  for (auto text : list) out.push_back(ToString(text));
  return out;
}

std::string Index(const std::string& path, unsigned i) {
  return path + "[" + std::to_string(i) + "]";
}

template <typename To, typename From>
Result<To> ReadEnum(From value, uint16_t count, const std::string& path) {
  const auto raw = static_cast<uint16_t>(value);
  if (raw >= count) {
    return Status::InvalidInput(path + ": unknown value " + std::to_string(raw) +
                                " (written by a newer tcgjudge?)");
  }
  return static_cast<To>(raw);
}

Status UnknownMember(const std::string& path) {
  return Status::InvalidInput(path + ": unknown kind (written by a newer tcgjudge?)");
}

Result<Cost> ReadCost(s::Cost::Reader r, const std::string& path) {
  Cost cost;
  cost.total = r.getTotal();
  auto coloured = r.getColoured();
  for (unsigned i = 0; i < coloured.size(); ++i) {
    ColourCount c;
    TJ_ASSIGN_OR_RETURN(c.colour, ReadEnum<Colour>(coloured[i].getColour(), kNumColours,
                                                   Index(path + ".coloured", i) + ".colour"));
    c.count = coloured[i].getCount();
    cost.coloured.push_back(c);
  }
  return cost;
}

// "变为N" (701(3)): -1 (the schema default) is none; other negative values are refused.
Result<std::optional<int32_t>> ReadSetValue(int32_t value, const std::string& path) {
  if (value < -1) {
    return Status::InvalidInput(path + ": " + std::to_string(value) +
                                " is below 0 (-1 or leaving it out means no such change)");
  }
  if (value == -1) return std::optional<int32_t>();
  return std::optional<int32_t>(value);
}

// "费用N以下" and the like (613(2)): -1 (the schema default) is no bound; other negative values
// are refused.
Result<std::optional<int32_t>> ReadBound(int32_t value, const std::string& path) {
  if (value < -1) {
    return Status::InvalidInput(path + ": " + std::to_string(value) +
                                " is below 0 (leave it out for no bound)");
  }
  if (value == -1) return std::optional<int32_t>();
  return std::optional<int32_t>(value);
}

Result<Filter> ReadFilter(s::Filter::Reader r, const std::string& path) {
  Filter f;
  f.self = r.getSelf();
  f.other = r.getOther();
  TJ_ASSIGN_OR_RETURN(f.side, ReadEnum<Side>(r.getSide(), 3, path + ".side"));
  TJ_ASSIGN_OR_RETURN(f.zone, ReadEnum<Zone>(r.getZone(), 9, path + ".zone"));
  auto categories = r.getCategories();
  for (unsigned i = 0; i < categories.size(); ++i) {
    TJ_ASSIGN_OR_RETURN(Category c,
                        ReadEnum<Category>(categories[i], 4, Index(path + ".categories", i)));
    f.categories.push_back(c);
  }
  f.name = ToString(r.getName());
  f.has_name = ToString(r.getHasName());
  TJ_ASSIGN_OR_RETURN(f.max_cost, ReadBound(r.getMaxCost(), path + ".maxCost"));
  f.tapped = r.getTapped();
  for (auto name : r.getHasAllNames()) f.has_all_names.push_back(ToString(name));
  for (auto name : r.getHasAnyName()) f.has_any_name.push_back(ToString(name));
  f.chosen = r.getChosen();
  TJ_ASSIGN_OR_RETURN(f.max_atk, ReadBound(r.getMaxAtk(), path + ".maxAtk"));
  TJ_ASSIGN_OR_RETURN(f.max_def, ReadBound(r.getMaxDef(), path + ".maxDef"));
  return f;
}

Result<std::vector<TargetSpec>> ReadTargets(capnp::List<s::TargetSpec>::Reader list,
                                            const std::string& path) {
  std::vector<TargetSpec> targets;
  for (unsigned i = 0; i < list.size(); ++i) {
    TargetSpec t;
    TJ_ASSIGN_OR_RETURN(t.filter, ReadFilter(list[i].getFilter(), Index(path, i) + ".filter"));
    t.count = list[i].getCount();
    targets.push_back(std::move(t));
  }
  return targets;
}

Result<std::optional<Condition>> ReadCondition(bool has, s::Condition::Reader r,
                                               const std::string& path) {
  if (!has) return std::optional<Condition>();
  Condition c;
  TJ_ASSIGN_OR_RETURN(c.filter, ReadFilter(r.getFilter(), path + ".filter"));
  c.at_least = r.getAtLeast();
  return std::optional<Condition>(std::move(c));
}

Result<EffectCost> ReadEffectCost(s::EffectCost::Reader r, const std::string& path) {
  EffectCost cost;
  cost.tap_self = r.getTapSelf();
  TJ_ASSIGN_OR_RETURN(cost.resources, ReadCost(r.getResources(), path + ".resources"));
  cost.discard = r.getDiscard();
  cost.scrap_self = r.getScrapSelf();
  cost.scrap_life = r.getScrapLife();
  auto others = r.getScrapOther();
  for (unsigned i = 0; i < others.size(); ++i) {
    TJ_ASSIGN_OR_RETURN(Filter f, ReadFilter(others[i], Index(path + ".scrapOther", i)));
    cost.scrap_other.push_back(std::move(f));
  }
  return cost;
}

Result<Keyword> ReadKeyword(s::Keyword::Reader r, const std::string& path);

Result<std::vector<Action>> ReadActions(capnp::List<s::Action>::Reader list,
                                        const std::string& path);

Result<Action> ReadAction(s::Action::Reader r, const std::string& path) {
  switch (r.which()) {
    case s::Action::DRAW:
      return Action{Draw{r.getDraw()}};
    case s::Action::DAMAGE: {
      auto x = r.getDamage();
      Damage d;
      d.amount = x.getAmount();
      switch (x.which()) {
        case s::Damage::TARGET:
          d.target = x.getTarget();
          break;
        case s::Damage::OPPONENT_LIFE:
          break;
        default:
          return UnknownMember(path + ".damage");
      }
      return Action{d};
    }
    case s::Action::DESTROY:
      return Action{Destroy{r.getDestroy()}};
    case s::Action::DISCARD:
      return Action{Discard{r.getDiscard()}};
    case s::Action::SEARCH: {
      auto x = r.getSearch();
      Search a;
      TJ_ASSIGN_OR_RETURN(a.filter, ReadFilter(x.getFilter(), path + ".search.filter"));
      TJ_ASSIGN_OR_RETURN(a.then, ReadEnum<SearchThen>(x.getThen(), 2, path + ".search.then"));
      return Action{std::move(a)};
    }
    case s::Action::PUT_INTO_PLAY: {
      auto x = r.getPutIntoPlay();
      PutIntoPlay a;
      TJ_ASSIGN_OR_RETURN(a.filter, ReadFilter(x.getFilter(), path + ".putIntoPlay.filter"));
      a.tapped = x.getTapped();
      return Action{std::move(a)};
    }
    case s::Action::BUFF: {
      auto x = r.getBuff();
      Buff a;
      a.target = x.getTarget();
      a.self = x.getSelf();
      a.atk = x.getAtk();
      a.def = x.getDef();
      TJ_ASSIGN_OR_RETURN(
          a.duration, ReadEnum<Duration>(x.getDuration(), kNumDurations, path + ".buff.duration"));
      TJ_ASSIGN_OR_RETURN(a.set_atk, ReadSetValue(x.getSetAtk(), path + ".buff.setAtk"));
      TJ_ASSIGN_OR_RETURN(a.set_def, ReadSetValue(x.getSetDef(), path + ".buff.setDef"));
      return Action{a};
    }
    case s::Action::HEAL:
      return Action{Heal{r.getHeal().getTarget(), r.getHeal().getAmount()}};
    case s::Action::GRANT: {
      auto x = r.getGrant();
      Grant a;
      a.target = x.getTarget();
      TJ_ASSIGN_OR_RETURN(a.keyword, ReadKeyword(x.getKeyword(), path + ".grant.keyword"));
      TJ_ASSIGN_OR_RETURN(
          a.duration, ReadEnum<Duration>(x.getDuration(), kNumDurations, path + ".grant.duration"));
      return Action{std::move(a)};
    }
    case s::Action::ROLL_DIE: {
      auto x = r.getRollDie();
      RollDie a;
      a.sides = x.getSides();
      TJ_ASSIGN_OR_RETURN(a.on_match, ReadActions(x.getOnMatch(), path + ".rollDie.onMatch"));
      return Action{std::move(a)};
    }
    case s::Action::BECOME_COPY:
      return Action{BecomeCopy{r.getBecomeCopy()}};
    case s::Action::GAIN_CONTROL: {
      GainControl a;
      a.target = r.getGainControl().getTarget();
      TJ_ASSIGN_OR_RETURN(a.duration,
                          ReadEnum<Duration>(r.getGainControl().getDuration(), kNumDurations,
                                             path + ".gainControl.duration"));
      return Action{a};
    }
    case s::Action::REMOVE:
      return Action{Remove{r.getRemove()}};
    case s::Action::END_TURN:
      return Action{EndTurn{}};
    case s::Action::RETURN_TO_HAND:
      return Action{ReturnToHand{r.getReturnToHand()}};
    case s::Action::EACH_DRAW:
      return Action{EachDraw{r.getEachDraw()}};
    case s::Action::WIN:
      return Action{Win{}};
    case s::Action::PREVENT_DAMAGE:
      return Action{
          PreventDamage{r.getPreventDamage().getTarget(), r.getPreventDamage().getAmount()}};
    case s::Action::COPY_LINK:
      return Action{CopyLink{r.getCopyLink()}};
    case s::Action::INSTEAD_IF: {
      auto x = r.getInsteadIf();
      InsteadIf a;
      TJ_ASSIGN_OR_RETURN(std::optional<Condition> condition,
                          ReadCondition(true, x.getCondition(), path + ".insteadIf.condition"));
      a.condition = std::move(*condition);
      TJ_ASSIGN_OR_RETURN(a.actions, ReadActions(x.getActions(), path + ".insteadIf.actions"));
      TJ_ASSIGN_OR_RETURN(a.instead, ReadActions(x.getInstead(), path + ".insteadIf.instead"));
      return Action{std::move(a)};
    }
    case s::Action::LOOK_AT_TOP: {
      auto x = r.getLookAtTop();
      LookAtTop a;
      a.count = x.getCount();
      if (x.hasTake()) {
        TJ_ASSIGN_OR_RETURN(a.take, ReadFilter(x.getTake(), path + ".lookAtTop.take"));
      }
      a.reorder = x.getReorder();
      a.bottom = x.getBottom();
      return Action{std::move(a)};
    }
    case s::Action::PUT_ON_DECK:
      return Action{PutOnDeck{r.getPutOnDeck().getTarget(), r.getPutOnDeck().getBottom()}};
    case s::Action::ADD_LIFE:
      return Action{AddLife{r.getAddLife()}};
  }
  return UnknownMember(path);
}

Result<std::vector<Action>> ReadActions(capnp::List<s::Action>::Reader list,
                                        const std::string& path) {
  std::vector<Action> actions;
  for (unsigned i = 0; i < list.size(); ++i) {
    TJ_ASSIGN_OR_RETURN(Action a, ReadAction(list[i], Index(path, i)));
    actions.push_back(std::move(a));
  }
  return actions;
}

Result<Keyword> ReadKeyword(s::Keyword::Reader r, const std::string& path) {
  switch (r.which()) {
    case s::Keyword::RUSH:
      return Keyword(Rush{});
    case s::Keyword::SLOW:
      return Keyword(Slow{});
    case s::Keyword::LONE_WOLF:
      return Keyword(LoneWolf{});
    case s::Keyword::GUARD:
      return Keyword(Guard{});
    case s::Keyword::SCHEME:
      return Keyword(Scheme{});
    case s::Keyword::BATTLE_LINK:
      return Keyword(BattleLink{ToString(r.getBattleLink())});
    case s::Keyword::GATHER_ENERGY: {
      GatherEnergy g;
      TJ_ASSIGN_OR_RETURN(
          g.targets, ReadTargets(r.getGatherEnergy().getTargets(), path + ".gatherEnergy.targets"));
      TJ_ASSIGN_OR_RETURN(
          g.actions, ReadActions(r.getGatherEnergy().getActions(), path + ".gatherEnergy.actions"));
      return Keyword(std::move(g));
    }
  }
  return UnknownMember(path);
}

Result<Effect> ReadEffect(s::Effect::Reader r, const std::string& path) {
  Effect effect;
  effect.min_level = r.getMinLevel();
  switch (r.which()) {
    case s::Effect::CONTINUOUS: {
      auto x = r.getContinuous();
      const std::string p = path + ".continuous";
      Continuous e;
      TJ_ASSIGN_OR_RETURN(e.during, ReadEnum<TurnRestriction>(x.getDuring(), 3, p + ".during"));
      TJ_ASSIGN_OR_RETURN(e.condition,
                          ReadCondition(x.hasCondition(), x.getCondition(), p + ".condition"));
      if (x.hasAffects()) {
        TJ_ASSIGN_OR_RETURN(e.affects, ReadFilter(x.getAffects(), p + ".affects"));
      }
      e.atk = x.getAtk();
      e.def = x.getDef();
      auto grants = x.getGrants();
      for (unsigned i = 0; i < grants.size(); ++i) {
        TJ_ASSIGN_OR_RETURN(Keyword k, ReadKeyword(grants[i], Index(p + ".grants", i)));
        e.grants.push_back(std::move(k));
      }
      e.lose_effects = x.getLoseEffects();
      e.cannot_attack = x.getCannotAttack();
      e.cannot_be_targeted = x.getCannotBeTargeted();
      TJ_ASSIGN_OR_RETURN(e.set_atk, ReadSetValue(x.getSetAtk(), p + ".setAtk"));
      TJ_ASSIGN_OR_RETURN(e.set_def, ReadSetValue(x.getSetDef(), p + ".setDef"));
      e.damage_factor = x.getDamageFactor();
      TJ_ASSIGN_OR_RETURN(e.attack_cost, ReadCost(x.getAttackCost(), p + ".attackCost"));
      e.cannot_be_defended = x.getCannotBeDefended();
      e.cannot_defend = x.getCannotDefend();
      e.cost_reduction = x.getCostReduction();
      e.cannot_be_attacked = x.getCannotBeAttacked();
      e.cannot_attack_life = x.getCannotAttackLife();
      e.set_name = ToString(x.getSetName());
      for (auto name : x.getAddAttributes()) e.add_attributes.push_back(ToString(name));
      for (auto name : x.getSetAttributes()) e.set_attributes.push_back(ToString(name));
      e.reveals_deck_top = x.getRevealsDeckTop();
      effect.kind = std::move(e);
      return effect;
    }
    case s::Effect::TRIGGERED: {
      auto x = r.getTriggered();
      const std::string p = path + ".triggered";
      Triggered e;
      TJ_ASSIGN_OR_RETURN(e.timing, ReadEnum<Timing>(x.getTiming(), kNumTimings, p + ".timing"));
      e.optional = x.getOptional();
      TJ_ASSIGN_OR_RETURN(e.condition,
                          ReadCondition(x.hasCondition(), x.getCondition(), p + ".condition"));
      TJ_ASSIGN_OR_RETURN(e.cost, ReadEffectCost(x.getCost(), p + ".cost"));
      TJ_ASSIGN_OR_RETURN(e.targets, ReadTargets(x.getTargets(), p + ".targets"));
      TJ_ASSIGN_OR_RETURN(e.actions, ReadActions(x.getActions(), p + ".actions"));
      effect.kind = std::move(e);
      return effect;
    }
    case s::Effect::ACTIVATED: {
      auto x = r.getActivated();
      const std::string p = path + ".activated";
      Activated e;
      TJ_ASSIGN_OR_RETURN(e.during, ReadEnum<TurnRestriction>(x.getDuring(), 3, p + ".during"));
      TJ_ASSIGN_OR_RETURN(e.cost, ReadEffectCost(x.getCost(), p + ".cost"));
      e.once_per_turn = x.getOncePerTurn();
      TJ_ASSIGN_OR_RETURN(e.condition,
                          ReadCondition(x.hasCondition(), x.getCondition(), p + ".condition"));
      TJ_ASSIGN_OR_RETURN(e.targets, ReadTargets(x.getTargets(), p + ".targets"));
      TJ_ASSIGN_OR_RETURN(e.actions, ReadActions(x.getActions(), p + ".actions"));
      effect.kind = std::move(e);
      return effect;
    }
    case s::Effect::COUNTER: {
      auto x = r.getCounter();
      const std::string p = path + ".counter";
      Counter e;
      TJ_ASSIGN_OR_RETURN(e.targets, ReadTargets(x.getTargets(), p + ".targets"));
      TJ_ASSIGN_OR_RETURN(e.actions, ReadActions(x.getActions(), p + ".actions"));
      effect.kind = std::move(e);
      return effect;
    }
    case s::Effect::KEYWORD: {
      TJ_ASSIGN_OR_RETURN(Keyword k, ReadKeyword(r.getKeyword(), path + ".keyword"));
      effect.kind = std::move(k);
      return effect;
    }
    case s::Effect::ON_USE: {
      auto x = r.getOnUse();
      const std::string p = path + ".onUse";
      OnUse e;
      TJ_ASSIGN_OR_RETURN(e.condition,
                          ReadCondition(x.hasCondition(), x.getCondition(), p + ".condition"));
      TJ_ASSIGN_OR_RETURN(e.targets, ReadTargets(x.getTargets(), p + ".targets"));
      TJ_ASSIGN_OR_RETURN(e.actions, ReadActions(x.getActions(), p + ".actions"));
      effect.kind = std::move(e);
      return effect;
    }
  }
  return UnknownMember(path);
}

Result<std::optional<PerCard>> ReadPerCard(bool has, s::PerCard::Reader r,
                                           const std::string& path) {
  if (!has) return std::optional<PerCard>();
  PerCard per;
  TJ_ASSIGN_OR_RETURN(per.filter, ReadFilter(r.getFilter(), path + ".filter"));
  per.amount = r.getAmount();
  return std::optional<PerCard>(std::move(per));
}

Result<CardDef> ReadCard(s::Card::Reader r) {
  CardDef card;
  card.code = ToString(r.getCode());
  card.name = ToString(r.getName());
  TJ_ASSIGN_OR_RETURN(card.colour, ReadEnum<Colour>(r.getColour(), kNumColours, "colour"));
  TJ_ASSIGN_OR_RETURN(card.category, ReadEnum<Category>(r.getCategory(), 4, "category"));
  TJ_ASSIGN_OR_RETURN(card.cost, ReadCost(r.getCost(), "cost"));
  card.character_names = ToStrings(r.getCharacterNames());
  card.attributes = ToStrings(r.getAttributes());
  card.atk = r.getAtk();
  card.def = r.getDef();
  card.atk_bonus = r.getAtkBonus();
  card.def_bonus = r.getDefBonus();
  TJ_ASSIGN_OR_RETURN(card.tactic_speed,
                      ReadEnum<TacticSpeed>(r.getTacticSpeed(), 2, "tacticSpeed"));
  card.equip_opponent = r.getEquipOpponent();
  auto effects = r.getEffects();
  for (unsigned i = 0; i < effects.size(); ++i) {
    TJ_ASSIGN_OR_RETURN(Effect e, ReadEffect(effects[i], Index("effects", i)));
    card.effects.push_back(std::move(e));
  }
  card.anime = ToString(r.getAnime());
  card.text = ToString(r.getText());
  card.sample_values = ToStrings(r.getSampleValues());
  if (r.hasEntersAsCopyOf()) {
    TJ_ASSIGN_OR_RETURN(card.enters_as_copy_of,
                        ReadFilter(r.getEntersAsCopyOf(), "entersAsCopyOf"));
  }
  TJ_ASSIGN_OR_RETURN(card.atk_per, ReadPerCard(r.hasAtkPer(), r.getAtkPer(), "atkPer"));
  TJ_ASSIGN_OR_RETURN(card.def_per, ReadPerCard(r.hasDefPer(), r.getDefPer(), "defPer"));
  TJ_ASSIGN_OR_RETURN(card.cost_per, ReadPerCard(r.hasCostPer(), r.getCostPer(), "costPer"));
  return card;
}

// ===== JSON ==================================================================================

capnp::JsonCodec& Codec() {
  // One codec per thread: JsonCodec is not documented as thread-safe.
  thread_local capnp::JsonCodec* codec = [] {
    auto* c = new capnp::JsonCodec();
    c->handleByAnnotation<s::Card>();
    c->setRejectUnknownFields(true);
    c->setMaxNestingDepth(32);
    return c;
  }();
  return *codec;
}

std::string CardContext(std::string_view code) { return "card " + PrintableText(code); }

}  // namespace

const CardDef* CardSet::Find(std::string_view code) const {
  auto it = by_code_.find(code);
  return it == by_code_.end() ? nullptr : &cards_[it->second];
}

Status CardSet::Add(CardDef card) {
  if (by_code_.count(card.code) != 0) {
    return Status::InvalidInput(CardContext(card.code) + ": code: already in the set");
  }
  by_code_.emplace(card.code, cards_.size());
  cards_.push_back(std::move(card));
  return Status::Ok();
}

std::string CardToJson(const CardDef& card) {
  capnp::MallocMessageBuilder message;
  WriteCard(card, message.initRoot<s::Card>());
  kj::String json = Codec().encode(message.getRoot<s::Card>().asReader());
  return std::string(json.cStr(), json.size());
}

Result<CardDef> CardFromJson(std::string_view line) {
  capnp::MallocMessageBuilder message;
  Status decoded =
      DecodeJsonLine(line, Codec(), capnp::toDynamic(message.initRoot<s::Card>()), kCardLine);
  if (!decoded.ok()) {
    const std::string code = PeekStringMember(line, "code");
    return code.empty() ? decoded : decoded.WithContext(CardContext(code));
  }
  const s::Card::Reader reader = message.getRoot<s::Card>().asReader();
  Result<CardDef> card = ReadCard(reader);
  const std::string code = ToString(reader.getCode());
  if (!card.ok()) {
    return code.empty() ? card.status() : card.status().WithContext(CardContext(code));
  }
  Status valid = ValidateCard(*card);
  if (!valid.ok()) return code.empty() ? valid : valid.WithContext(CardContext(code));
  return card;
}

Result<CardSet> ParseCardSet(std::string_view text, std::string_view source) {
  CardSet set;
  std::map<std::string, int, std::less<>> lines;  // Code -> the line defining it.
  TJ_RETURN_IF_ERROR(ForEachJsonLine(
      text, source, "file is empty: a card set needs at least one card",
      [&](int line_number, std::string_view line) -> Status {
        TJ_ASSIGN_OR_RETURN(CardDef card, CardFromJson(line));
        auto [it, inserted] = lines.emplace(card.code, line_number);
        if (!inserted) {
          return Status::InvalidInput(CardContext(card.code) + ": code: already defined on line " +
                                      std::to_string(it->second));
        }
        return set.Add(std::move(card));
      }));
  return set;
}

Result<CardSet> LoadCardSetFile(const std::string& path) {
  TJ_ASSIGN_OR_RETURN(const std::string content, ReadTextFile(path, kMaxJsonLinesFileBytes));
  return ParseCardSet(content, path);
}

}  // namespace tcgjudge
