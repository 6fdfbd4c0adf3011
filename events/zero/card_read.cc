// Card data, Cap'n Proto -> plain C++ values (events/zero/card_schema.h).

#include <utility>

#include "events/zero/card_schema.h"

namespace tcgjudge::card_schema {
namespace {

namespace s = ::tcgjudge::schema::cards;
using namespace ::tcgjudge::cards;  // NOLINT: the whole vocabulary is used here.

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
    case s::Action::ADD_LIFE_FROM: {
      AddLifeFrom a;
      TJ_ASSIGN_OR_RETURN(a.filter,
                          ReadFilter(r.getAddLifeFrom().getFilter(), path + ".addLifeFrom.filter"));
      a.count = r.getAddLifeFrom().getCount();
      return Action{std::move(a)};
    }
    case s::Action::SCRAP: {
      Scrap a;
      TJ_ASSIGN_OR_RETURN(a.filter, ReadFilter(r.getScrap().getFilter(), path + ".scrap.filter"));
      a.count = r.getScrap().getCount();
      a.each = r.getScrap().getEach();
      return Action{std::move(a)};
    }
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
      e.life_damage = x.getLifeDamage();
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
      e.in_battle = x.getInBattle();
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

}  // namespace

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

}  // namespace tcgjudge::card_schema
