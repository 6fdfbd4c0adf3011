#include "engine/ygo/card_table.h"

#include "events/check.h"

namespace tcgjudge::ygo {

using cards::Card;
using cards::MonsterKind;

CardTable::CardTable(const CardSet& set) : cards_(set.cards()) {
  TJ_CHECK(cards_.size() < UINT16_MAX);
  for (size_t i = 0; i < cards_.size(); ++i) {
    index_.emplace(cards_[i].code, static_cast<uint16_t>(i));
  }
}

std::optional<uint16_t> CardTable::Find(std::string_view code) const {
  auto it = index_.find(code);
  if (it == index_.end()) return std::nullopt;
  return it->second;
}

bool IsExtraDeckMonster(const Card& card) {
  const cards::Monster* m = card.AsMonster();
  return m != nullptr && (m->kind == MonsterKind::kFusion || m->kind == MonsterKind::kSynchro ||
                          m->kind == MonsterKind::kXyz || m->kind == MonsterKind::kLink);
}

bool IsLink(const Card& card) {
  const cards::Monster* m = card.AsMonster();
  return m != nullptr && m->kind == MonsterKind::kLink;
}

bool IsPendulum(const Card& card) {
  const cards::Monster* m = card.AsMonster();
  return m != nullptr && m->Has(cards::Trait::kPendulum);
}

bool HasReviveLimit(const Card& card) {
  const cards::Monster* m = card.AsMonster();
  return m != nullptr && (m->kind == MonsterKind::kRitual || IsExtraDeckMonster(card));
}

bool IsEffectMonster(const Card& card) {
  const cards::Monster* m = card.AsMonster();
  if (m == nullptr) return false;
  switch (m->kind) {
    case MonsterKind::kEffect:
      return true;
    case MonsterKind::kNormal:
    case MonsterKind::kToken:
      return false;
    default:  // Ritual and extra deck frames: "Xyz/Effect" is the trait effect (Y-31).
      return m->Has(cards::Trait::kEffect);
  }
}

uint8_t SpellSpeed(const Card& card, uint8_t effect) {
  TJ_CHECK(effect < card.effects.size());
  const cards::Effect& e = card.effects[effect];
  if (e.kind == cards::EffectKind::kQuick) return 2;
  if (e.kind != cards::EffectKind::kActivation) return 1;  // Ignition, trigger, flip (§5).
  if (const cards::Spell* spell = card.AsSpell()) {
    return spell->type == cards::SpellType::kQuickPlay ? 2 : 1;
  }
  if (const cards::Trap* trap = card.AsTrap()) {
    return trap->type == cards::TrapType::kCounter ? 3 : 2;
  }
  return 1;
}

}  // namespace tcgjudge::ygo
