#include "engine/zero/card_info.h"

#include <algorithm>
#include <unordered_map>

namespace tcgjudge::zero {

bool CardInfo::HasName(const std::string& a) const {
  return std::find(character_names.begin(), character_names.end(), a) != character_names.end() ||
         std::find(attributes.begin(), attributes.end(), a) != attributes.end();
}

int KeywordBit(const cards::Keyword& keyword) {
  if (std::holds_alternative<cards::Rush>(keyword)) return kRushBit;
  if (std::holds_alternative<cards::Slow>(keyword)) return kSlowBit;
  if (std::holds_alternative<cards::LoneWolf>(keyword)) return kLoneWolfBit;
  if (std::holds_alternative<cards::Guard>(keyword)) return kGuardBit;
  return 0;
}

int CardInfo::Printed(int bit) const {
  switch (bit) {
    case kRushBit:
      return rush;
    case kSlowBit:
      return slow;
    case kLoneWolfBit:
      return lone_wolf;
    case kGuardBit:
      return guard;
  }
  return 0;
}

void FindEffectSummary(CardInfo& info) {
  static_assert(cards::kNumTimings <= 32, "CardInfo::trigger_timings has a bit per timing");
  info.continuous = false;
  info.trigger_timings = 0;
  for (const cards::Effect& effect : info.effects) {
    if (const auto* c = std::get_if<cards::Continuous>(&effect.kind)) {
      info.continuous = info.continuous || c->affects.has_value();
    }
    if (const auto* t = std::get_if<cards::Triggered>(&effect.kind)) {
      info.trigger_timings |= 1u << static_cast<int>(t->timing);
    }
    const auto* keyword = std::get_if<cards::Keyword>(&effect.kind);
    if (keyword != nullptr && std::holds_alternative<cards::Scheme>(*keyword)) {
      info.trigger_timings |= 1u << static_cast<int>(cards::Timing::kOnEnter);  // 900(6).
    }
  }
}

CardInfo CardInfoFromDef(const cards::CardDef& def) {
  CardInfo info;
  info.code = def.code;
  info.name = def.name;
  info.colour = def.colour;
  info.category = def.category;
  info.cost_total = def.cost.total;
  for (const cards::ColourCount& c : def.cost.coloured) {
    info.cost_coloured[static_cast<int>(c.colour)] += c.count;
  }
  info.character_names = def.character_names;
  info.attributes = def.attributes;
  info.anime = def.anime;
  info.enters_as_copy_of = def.enters_as_copy_of;
  info.atk = def.atk;
  info.def = def.def;
  info.atk_bonus = def.atk_bonus;
  info.def_bonus = def.def_bonus;
  info.atk_per = def.atk_per;
  info.def_per = def.def_per;
  info.cost_per = def.cost_per;
  info.instant = def.tactic_speed == cards::TacticSpeed::kInstant;
  info.equip_opponent = def.equip_opponent;
  info.effects = def.effects;
  for (size_t i = 0; i < def.effects.size(); ++i) {
    const cards::Effect& effect = def.effects[i];
    if (const auto* c = std::get_if<cards::Continuous>(&effect.kind)) {
      info.makes_lose_effects = info.makes_lose_effects || c->lose_effects;
      info.grants_keywords = info.grants_keywords || !c->grants.empty();
      info.changes_stats =
          info.changes_stats || c->atk != 0 || c->def != 0 || c->set_atk || c->set_def;
      info.changes_names = info.changes_names || !c->set_name.empty() ||
                           !c->add_attributes.empty() || !c->set_attributes.empty();
    }
    if (std::holds_alternative<cards::Counter>(effect.kind) && info.counter_effect < 0) {
      info.counter_effect = static_cast<int>(i);
    }
    // Level-gated keywords (317) are counted by the engine when the level allows; printed
    // keywords without a level gate are counted here.
    if (effect.min_level > 1) continue;
    const auto* keyword = std::get_if<cards::Keyword>(&effect.kind);
    if (keyword == nullptr) continue;
    std::visit(
        [&](const auto& k) {
          using T = std::decay_t<decltype(k)>;
          if constexpr (std::is_same_v<T, cards::Rush>) {
            ++info.rush;
          } else if constexpr (std::is_same_v<T, cards::Slow>) {
            ++info.slow;
          } else if constexpr (std::is_same_v<T, cards::LoneWolf>) {
            ++info.lone_wolf;
          } else if constexpr (std::is_same_v<T, cards::Guard>) {
            ++info.guard;
          } else if constexpr (std::is_same_v<T, cards::Scheme>) {
            ++info.scheme;
          } else if constexpr (std::is_same_v<T, cards::BattleLink>) {
            info.battle_links.push_back(k.name);
          }
        },
        *keyword);
  }
  FindEffectSummary(info);
  return info;
}

void FindPlayRoles(CardInfo& info) {
  uint16_t roles = 0;
  if (info.HasTurnTrigger()) roles |= kTurnTriggerRole;
  if (info.continuous) roles |= kContinuousRole;
  if (info.changes_stats) roles |= kChangesStatsRole;
  if (info.grants_keywords) roles |= kGrantsKeywordsRole;
  if (info.makes_lose_effects) roles |= kMakesLoseEffectsRole;
  if (info.changes_names) roles |= kChangesNamesRole;
  if (info.def_per || info.def <= 0) roles |= kDefReadRole;
  info.play_roles = roles;
}

void NumberCharacterNames(std::vector<CardInfo>& table) {
  std::unordered_map<std::string, uint32_t> numbers;
  for (CardInfo& info : table) {
    info.name_numbers.clear();
    for (const std::string& name : info.character_names) {
      info.name_numbers.push_back(
          numbers.emplace(name, static_cast<uint32_t>(numbers.size())).first->second);
    }
  }
}

std::vector<CardInfo> CardTable(const CardSet& set) {
  std::vector<CardInfo> table;
  table.reserve(set.size());
  for (const cards::CardDef& def : set.cards()) table.push_back(CardInfoFromDef(def));
  return table;
}

}  // namespace tcgjudge::zero
