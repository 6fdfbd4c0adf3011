#include "engine/myth/combat.h"

#include <algorithm>

#include "engine/myth/field.h"
#include "engine/myth/play.h"
#include "engine/myth/resolve.h"
#include "engine/myth/window.h"

namespace tcgjudge::myth {
namespace {

using cards::CardType;
using cards::ModifierKind;

bool IsGeneral(const Context& c, CardId id) { return c.Info(id).Type() == CardType::kGeneral; }

bool Attackable(const Context& c, CardId id) {
  return OnField(c, id) && (IsCreature(c, id) || IsGeneral(c, id));
}

// §14.1, §21.4 #1: a static skill bars `attacker` from attacking `target`.
bool Barred(const Context& c, CardId attacker, CardId target) {
  return HasModifier(c, attacker, ModifierKind::kCannotAttack) ||
         (IsCreature(c, target) && HasModifier(c, attacker, ModifierKind::kCannotAttackCreatures));
}

// The same card object, still on the field under `controller` (§21.4 #2, #4, §21.5).
bool Still(const Context& c, CardId id, uint32_t object, Seat controller) {
  const CardState& card = c.s.Card(id);
  return card.zone == Zone::kField && card.object == object && card.controller == controller;
}

}  // namespace

int AttackDamage(const Context& c, CardId attacker, CardId weapon) {
  int damage = Power(c, attacker);
  if (weapon.index != 0) damage += Power(c, weapon);  // M-6: the general's own plus the weapon's.
  return damage;
}

int CounterDamage(const Context& c, CardId attacked) {
  int damage = Power(c, attacked);
  if (IsGeneral(c, attacked) && c.s.options.general_counter == GeneralCounter::kWeapon) {
    int best = 0;
    for (CardId worn : WornEquipment(c, c.s.Card(attacked).controller)) {
      if (!c.s.Card(worn).tapped) best = std::max(best, Power(c, worn));
    }
    damage += best;
  }
  return damage;
}

Status RefuseInitiateCombat(const Context& c, Seat, const InitiateCombat& d) {
  if (!Attackable(c, d.attacker)) {
    return Status::InvalidInput("initiateCombat.attacker: " + c.Name(d.attacker) +
                                " is not a general or a creature on the field");
  }
  if (!Attackable(c, d.target)) {
    return Status::InvalidInput("initiateCombat.target: " + c.Name(d.target) +
                                " is not a general or a creature on the field");
  }
  if (d.weapon) {
    if (!IsGeneral(c, d.attacker)) {
      return Status::InvalidInput("initiateCombat.weapon: only a general wields equipment (§20.1)");
    }
    if (!OnField(c, *d.weapon) || !IsEquipment(c, *d.weapon)) {
      return Status::InvalidInput("initiateCombat.weapon: " + c.Name(*d.weapon) +
                                  " is not an equipment on the field");
    }
  }
  return Status::Ok();
}

Problems InitiateCombatProblems(const Context& c, Seat player, const InitiateCombat& d) {
  const State& s = c.s;
  const std::string who = Letter(player) + " attacked with " + c.Name(d.attacker);
  if (!MayAct(c, player)) return {{Rule::kPriority, who + " without holding priority"}};
  Problems out;
  if (s.wait != Wait::kMain) {
    out.push_back({Rule::kAttackTiming, who + " in an open window; combat is initiated in the "
                                              "active player's main phase with no window open"});
    return out;
  }
  if (s.Card(d.attacker).controller != player) {
    out.push_back({Rule::kAttackNotYours, who + ", which the opponent controls"});
  }
  if (s.Card(d.attacker).tapped) out.push_back({Rule::kAttackTapped, who + ", which is tapped"});
  if (IsSummoningSick(c, d.attacker)) {
    out.push_back(
        {Rule::kAttackSickness, who + " the turn it entered the field, without 【先锋】"});
  }
  if (IsGeneral(c, d.attacker)) {
    const std::vector<CardId> worn = WornEquipment(c, s.Card(d.attacker).controller);
    if (worn.empty()) {
      out.push_back({Rule::kAttackNoWeapon, who + ", a general that wears no equipment"});
    } else if (!d.weapon) {
      out.push_back({Rule::kAttackNoWeapon, who + " without naming the equipment it wields"});
    } else if (!Contains(worn, *d.weapon)) {
      out.push_back({Rule::kAttackWeaponNotWorn,
                     who + " wielding " + c.Name(*d.weapon) + ", which it does not wear"});
    }
  }
  if (s.Card(d.target).controller == player) {
    out.push_back({Rule::kAttackOwnSide,
                   who + " against " + c.Name(d.target) + ", which it controls itself"});
  }
  if (Barred(c, d.attacker, d.target)) {
    out.push_back(
        {Rule::kAttackBarred, who + ", which a skill bars from attacking " + c.Name(d.target)});
  }
  return out;
}

void DoInitiateCombat(Context& c, Seat player, const InitiateCombat& d) {
  State& s = c.s;
  if (!MayAct(c, player) || s.wait != Wait::kMain) return;
  Combat& k = s.combat;
  k = Combat{};
  k.active = true;
  k.player = player;
  k.attacker = d.attacker;
  k.attacker_object = s.Card(d.attacker).object;
  k.target = d.target;
  k.target_object = s.Card(d.target).object;
  if (d.weapon) {
    k.weapon = *d.weapon;
    k.weapon_object = s.Card(*d.weapon).object;
  }
  OpenWindow(c, WindowKind::kAttack);  // §21.1, §17.2 #7.
}

void FinishCombat(Context& c) {
  State& s = c.s;
  const Combat k = s.combat;
  s.combat = Combat{};
  const Seat defender = OtherSeat(k.player);
  // §21.4: the failure checks of the declaration step.
  if (!Still(c, k.attacker, k.attacker_object, k.player)) return;
  if (s.Card(k.attacker).tapped || Barred(c, k.attacker, k.target)) return;
  const bool general = IsGeneral(c, k.attacker);
  if (general && (k.weapon.index == 0 || !Still(c, k.weapon, k.weapon_object, k.player) ||
                  s.Card(k.weapon).tapped)) {
    return;
  }
  // §21.2: execution.
  s.Card(k.attacker).tapped = true;
  if (general) s.Card(k.weapon).tapped = true;
  // §21.3, §22.1: damage, both ways at once; none on a whiff (§21.5).
  if (Still(c, k.target, k.target_object, defender)) {
    const int attack = AttackDamage(c, k.attacker, general ? k.weapon : CardId{});
    const int counter = CounterDamage(c, k.target);
    DealDamage(c, k.attacker, k.target, attack, /*combat=*/true);
    DealDamage(c, k.target, k.attacker, counter, /*combat=*/true);
  }
  if (general) s.Card(k.weapon).damage += 1;  // §21.3: 1 durability (M-12).
  CheckDeaths(c);
}

}  // namespace tcgjudge::myth
