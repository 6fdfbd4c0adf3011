#include "engine/rise/damage.h"

#include "engine/rise/combat.h"
#include "engine/rise/counters.h"
#include "engine/rise/field.h"
#include "engine/rise/priority.h"
#include "engine/rise/stack.h"

namespace tcgjudge::rise {
namespace {

using cards::Action;
using cards::CardType;
using cards::TargetKind;

Problem P(Rule rule, std::string text) { return Problem{rule, std::move(text)}; }

// Every continuous effect of `action` of the face-up cards `seat` controls on the field (§704).
template <typename F>
void ForEachReplacement(const Context& c, Seat seat, Action action, const F& f) {
  const PlayerState& p = c.s.Player(seat);
  for (const auto* row : {&p.troops, &p.commander_row}) {
    for (CardId id : *row) {
      for (const cards::Ability& a : AbilitiesOf(c, id)) {
        if (a.kind != cards::AbilityKind::kContinuous) continue;
        for (const cards::Effect& e : a.effects) {
          if (e.action == action) f(id, e);
        }
      }
    }
  }
}

bool OfType(const cards::Effect& e, uint8_t types) {
  return !e.only_type || (types & TypeBit(e.damage_type)) != 0;
}

// Whether a continuous prevention of `source` protects `target` (§717.2).
bool Protects(const Context& c, CardId source, const cards::Effect& e, CardId target) {
  switch (e.target) {
    case TargetKind::kSelf:
      return source == target;
    case TargetKind::kYourCommander:
      return c.s.Player(State::Controller(source)).commander == target;
    case TargetKind::kFriendlyUnits:
      return State::Controller(source) == State::Controller(target) && c.Info(target).IsUnit();
    default:
      return false;
  }
}

// the packet's amount once its controller's increases (§717.1, §716.1e: each once) and
// then its target's preventions (§303.1a, §304.1a, §717.2) have changed it.
int32_t Replaced(const Context& c, const Packet& p) {
  int32_t amount = p.amount;
  ForEachReplacement(c, p.controller, Action::kIncrease, [&](CardId, const cards::Effect& e) {
    if (OfType(e, p.types)) amount += e.amount;
  });
  if (!p.preventable) return amount;  // §408.3c
  const cards::Card& target = c.Info(p.target);
  if (target.type == CardType::kVehicle || target.type == CardType::kSquad) {
    amount -= std::max(0, target.armour + CounterChange(c.s, p.target, Stat::kArmour));  // §413.1c
  }
  ForEachReplacement(c, State::Controller(p.target), Action::kPrevent,
                     [&](CardId source, const cards::Effect& e) {
                       if (OfType(e, p.types) && Protects(c, source, e, p.target)) {
                         amount -= e.amount;
                       }
                     });
  return amount;
}

// §717.2c: the commander, and only it, is an armour-bearer; a packet it could prevent with armour.
bool AwaitsArmour(const Context& c, const Packet& p) {
  const Seat owner = State::Controller(p.target);
  return p.preventable && p.amount >= 1 && c.s.Player(owner).commander == p.target &&
         !ReadyArmour(c, owner).empty();
}

bool StillThere(const Context& c, const Packet& p) {
  return c.s.Card(p.target).object == p.target_object && IsCharacterOnField(c, p.target);
}

// §717.2c: an armour or accessory's armour value.
int32_t ArmourValue(const Context& c, CardId id) {
  const cards::Card& info = c.Info(id);
  const bool equipment = info.type == CardType::kArmour || info.type == CardType::kAccessory;
  if (!equipment) return 0;
  return std::max(0, info.armour + CounterChange(c.s, id, Stat::kArmour));  // §413.1c, §104.2
}

// Resumes what waited for the packets: the link's resolution, the combat end or pre-priority
// processing.
void Resume(Context& c) {
  if (DealPackets(c)) return;
  if (c.s.resolving) {
    ContinueResolving(c);
  } else if (c.s.combat.stage == CombatStage::kEnd) {
    FinishCombat(c);
  } else {
    ContinuePrePriority(c);
  }
}

bool Asked(const Context& c, Seat player) {
  return c.s.wait == Wait::kArmour && c.s.waiting_for == player && !c.s.packets.empty();
}

}  // namespace

uint8_t TypeBit(cards::DamageType type) { return uint8_t(1u << static_cast<unsigned>(type)); }

uint8_t TypesOf(const cards::Card& source) {
  uint8_t types = 0;
  for (cards::DamageType t : source.damage_types) types |= TypeBit(t);
  return types == 0 ? TypeBit(cards::DamageType::kShooting) : types;
}

void DealDamage(Context& c, CardId target, int32_t amount, const DamageSpec& spec) {
  if (amount < 1 || !IsCharacterOnField(c, target)) return;  // §408.2a, §408.2b
  Packet p{target,      c.s.Card(target).object, spec.controller, amount, spec.types,
           spec.combat, spec.preventable};
  p.amount = Replaced(c, p);
  if (p.amount < 1) return;  // §717.2a: gone.
  if (AwaitsArmour(c, p)) {
    c.s.packets.push_back(p);
    return;
  }
  c.s.Card(target).damage += p.amount;
}

void Repair(Context& c, CardId target, int32_t amount) {
  if (!IsCharacterOnField(c, target)) return;
  CardState& card = c.s.Card(target);
  card.damage = amount >= card.damage ? 0 : card.damage - amount;
}

bool DealPackets(Context& c) {
  auto& packets = c.s.packets;
  while (!packets.empty()) {
    const Packet p = packets.front();
    if (StillThere(c, p) && AwaitsArmour(c, p)) {
      c.s.wait = Wait::kArmour;
      c.s.waiting_for = State::Controller(p.target);
      return true;
    }
    packets.erase(packets.begin());
    if (StillThere(c, p)) c.s.Card(p.target).damage += p.amount;  // §408.2b
  }
  return false;
}

std::vector<CardId> ReadyArmour(const Context& c, Seat player) {
  std::vector<CardId> out;
  for (CardId id : c.s.Player(player).commander_row) {
    if (!c.s.Card(id).face_down && !c.s.Card(id).exhausted && ArmourValue(c, id) >= 1) {
      out.push_back(id);
    }
  }
  return out;
}

Status RefuseExhaustArmour(const Context& c, Seat /*player*/, const ExhaustArmour& d) {
  if (c.s.Card(d.armour).zone != Zone::kField) {
    return Status::InvalidInput("exhaustArmour: " + c.Name(d.armour) + " is not on the field");
  }
  return Status::Ok();
}

Problems ExhaustArmourProblems(const Context& c, Seat player, const ExhaustArmour& d) {
  if (!Asked(c, player)) {
    return {P(Rule::kArmourNotAsked, Letter(player) + " exhausted " + c.Name(d.armour) +
                                         " with no damage packet to its commander under way")};
  }
  Problems out;
  if (State::Controller(d.armour) != player || c.s.Card(d.armour).face_down ||
      ArmourValue(c, d.armour) < 1) {
    out.push_back(P(Rule::kArmourCard, c.Name(d.armour) + " is not an armour or accessory of " +
                                           Letter(player) + "'s with an armour value"));
  }
  if (c.s.Card(d.armour).exhausted) {
    out.push_back(P(Rule::kArmourExhausted, c.Name(d.armour) + " is exhausted already"));
  }
  return out;
}

void DoExhaustArmour(Context& c, Seat player, const ExhaustArmour& d) {
  if (!Asked(c, player)) return;  // R-15's way: nothing changes.
  c.s.Card(d.armour).exhausted = true;
  Packet& p = c.s.packets.front();
  p.amount -= ArmourValue(c, d.armour);                      // §717.2c: the excess is wasted.
  if (p.amount < 1) c.s.packets.erase(c.s.packets.begin());  // §717.2a
  Resume(c);
}

void DeclineArmour(Context& c) {
  const Packet p = c.s.packets.front();
  c.s.packets.erase(c.s.packets.begin());
  if (StillThere(c, p)) c.s.Card(p.target).damage += p.amount;
  Resume(c);
}

}  // namespace tcgjudge::rise
