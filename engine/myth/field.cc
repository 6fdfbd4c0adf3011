#include "engine/myth/field.h"

#include <algorithm>

namespace tcgjudge::myth {
namespace {

using cards::CardType;

std::vector<CardId>* ListOf(State& s, CardId id, Zone zone) {
  PlayerState& owner = s.Player(Owner(id));
  switch (zone) {
    case Zone::kLibrary:
      return &owner.library;
    case Zone::kHand:
      return &owner.hand;
    case Zone::kField:
      return &s.Player(s.Card(id).controller).field;
    case Zone::kSpirit:
      return &owner.spirit;
    case Zone::kDiscard:
      return &owner.discard;
    case Zone::kExiled:
      return &owner.exiled;
    case Zone::kStack:
    case Zone::kGone:
      return nullptr;
  }
  return nullptr;
}

void Remove(std::vector<CardId>& list, CardId id) {
  auto it = std::find(list.begin(), list.end(), id);
  if (it != list.end()) list.erase(it);
}

}  // namespace

void Reveal(State& s, CardId id, uint16_t def) { s.Card(id).def = def; }

bool IsCreature(const Context& c, CardId id) {
  const CardType t = c.Info(id).Type();
  return OnField(c, id) && (t == CardType::kCreature || t == CardType::kToken);
}

bool IsEquipment(const Context& c, CardId id) { return c.Info(id).Type() == CardType::kEquipment; }

bool SkillsActive(const Context& c, CardId id) { return !c.s.Card(id).lost_skills; }

bool HasPrintedSkills(const Context& c, CardId id) {
  const cards::Card& card = c.Info(id);
  if (card.Type() == CardType::kToken) return false;  // §8.1: tokens have none.
  return SkillsActive(c, id) && (!card.skills.empty() || !card.keywords.empty());
}

bool HasKeyword(const Context& c, CardId id, cards::Keyword keyword) {
  const CardState& state = c.s.Card(id);
  const uint8_t bit = static_cast<uint8_t>(1u << static_cast<int>(keyword));
  return c.Info(id).HasKeyword(keyword) && !state.lost_skills && (state.lost_keywords & bit) == 0;
}

bool HasModifier(const Context& c, CardId id, cards::ModifierKind kind, int* value) {
  if (!OnField(c, id) || !SkillsActive(c, id)) return false;
  for (const cards::Skill& skill : c.Info(id).skills) {
    if (skill.kind != cards::SkillKind::kStatic) continue;
    for (const cards::Modifier& m : skill.modifiers) {
      if (cards::KindOf(m) != kind) continue;
      if (value != nullptr) {
        *value = std::visit(
            [](const auto& x) -> int {
              if constexpr (requires { x.value; }) {
                return static_cast<int>(x.value);
              } else {
                return 0;
              }
            },
            m);
      }
      return true;
    }
  }
  return false;
}

int Power(const Context& c, CardId id) {
  const cards::Card& card = c.Info(id);
  int power = 0;
  if (const cards::Creature* creature = card.AsCreature()) power = creature->power;
  if (const cards::Equipment* equipment = card.AsEquipment()) power = equipment->power;
  if (const cards::General* general = card.AsGeneral()) power = general->power;
  power += c.s.Card(id).power_bonus;
  if (card.Type() == CardType::kToken && OnField(c, id)) {
    for (int seat = 0; seat < 2; ++seat) {
      for (CardId other : c.s.players[seat].field) {
        int delta = 0;
        if (HasModifier(c, other, cards::ModifierKind::kTokenPower, &delta)) power += delta;
      }
    }
  }
  return std::max(power, 0);  // §25.2.
}

int PrintedLife(const Context& c, CardId id) {
  const cards::Card& card = c.Info(id);
  if (const cards::Creature* creature = card.AsCreature()) return creature->life;
  if (const cards::General* general = card.AsGeneral()) return general->life;
  return 0;
}

int LifeLeft(const Context& c, CardId id) { return PrintedLife(c, id) - c.s.Card(id).damage; }

int DurabilityLeft(const Context& c, CardId id) {
  const cards::Equipment* e = c.Info(id).AsEquipment();
  return e == nullptr ? 0 : e->durability - c.s.Card(id).damage;
}

bool IsSummoningSick(const Context& c, CardId id) {
  const CardState& state = c.s.Card(id);
  return c.Info(id).AsCreature() != nullptr && state.zone == Zone::kField &&
         state.entered_turn == c.s.turn.number && !HasKeyword(c, id, cards::Keyword::kVanguard);
}

std::vector<CardId> WornEquipment(const Context& c, Seat seat) {
  std::vector<CardId> out;
  for (CardId id : c.s.Player(seat).field) {
    if (IsEquipment(c, id)) out.push_back(id);
  }
  return out;
}

void MoveCard(Context& c, CardId id, Zone to) {
  State& s = c.s;
  CardState& card = s.Card(id);
  const bool left_field = card.zone == Zone::kField && to != Zone::kField;
  // §8.2 #2: whether 【阵亡】 may trigger is read on the field, as the card leaves.
  const bool skills_on_leaving = SkillsActive(c, id);
  if (std::vector<CardId>* from = ListOf(s, id, card.zone)) Remove(*from, id);
  if (left_field && c.Info(id).Type() == CardType::kToken) to = Zone::kGone;  // §9.2.
  if (to == Zone::kField) {
    // Entering: EnterField sets the controller first.
  } else {
    card.controller = Owner(id);  // §10.2: back to its owner.
  }
  card.from = card.zone;
  card.zone = to;
  card.object = s.next_object++;
  card.tapped = false;
  card.damage = 0;
  card.power_bonus = 0;
  card.lost_skills = false;
  card.lost_keywords = 0;
  card.face_down = to == Zone::kSpirit || to == Zone::kLibrary;
  card.exiled_by = CardId{};
  card.exiled_by_object = 0;
  if (std::vector<CardId>* list = ListOf(s, id, to)) list->push_back(id);
  if (left_field && skills_on_leaving) {
    TriggerSkills(c, id, cards::Event::kLeaveField, Owner(id));  // §10.2: the owner triggers it.
  }
}

void EnterField(Context& c, CardId id, Seat controller) {
  CardState& card = c.s.Card(id);
  if (card.zone == Zone::kField) return;
  if (std::vector<CardId>* from = ListOf(c.s, id, card.zone)) Remove(*from, id);
  card.zone = Zone::kStack;  // Out of every list; MoveCard adds it to the controller's field.
  card.controller = controller;
  MoveCard(c, id, Zone::kField);
  c.s.Card(id).entered_turn = c.s.turn.number;
  TriggerSkills(c, id, cards::Event::kEnterField, controller);
}

void Destroy(Context& c, CardId id) {
  if (OnField(c, id)) MoveCard(c, id, Zone::kDiscard);
}

void CheckDeaths(Context& c) {
  for (bool again = true; again;) {
    again = false;
    std::vector<CardId> dying;
    for (Seat seat : {c.Ap(), c.Nap()}) {
      for (CardId id : c.s.Player(seat).field) {
        const bool creature = c.Info(id).AsCreature() != nullptr;
        if ((creature && LifeLeft(c, id) <= 0) ||
            (IsEquipment(c, id) && DurabilityLeft(c, id) <= 0)) {
          dying.push_back(id);
        }
      }
    }
    for (CardId id : dying) Destroy(c, id);
    again = !dying.empty();
  }
}

void TriggerSkills(Context& c, CardId id, cards::Event event, Seat controller) {
  if (!SkillsActive(c, id)) return;
  const std::vector<cards::Skill>& skills = c.Info(id).skills;
  for (size_t i = 0; i < skills.size(); ++i) {
    if (skills[i].kind == cards::SkillKind::kTriggered && skills[i].event == event) {
      c.s.triggers.push_back(Trigger{controller, id, static_cast<uint8_t>(i)});
    }
  }
}

void TriggerAllSkills(Context& c, Seat seat, cards::Event event) {
  for (CardId id : c.s.Player(seat).field) TriggerSkills(c, id, event, seat);
}

void EndTurnEffects(Context& c) {
  for (auto& list : c.s.cards) {
    for (CardState& card : list) {
      card.power_bonus = 0;
      card.lost_skills = false;
      card.lost_keywords = 0;
    }
  }
  for (auto& list : c.s.tokens) {
    for (CardState& card : list) card.power_bonus = 0;
  }
}

}  // namespace tcgjudge::myth
