#include "engine/rise/combat.h"

#include <algorithm>

#include "engine/rise/damage.h"
#include "engine/rise/field.h"
#include "engine/rise/play.h"
#include "engine/rise/priority.h"
#include "engine/rise/stack.h"
#include "engine/rise/vehicle.h"

namespace tcgjudge::rise {
namespace {

using cards::CardType;

Problem P(Rule rule, std::string text) { return Problem{rule, std::move(text)}; }

Participant Now(const Context& c, CardId id) { return Participant{id, c.s.Card(id).object}; }

// C-2: what may attack at all: one's own 援军, 载具 or 战队, or one's commander (§301.3).
// Returns whether it may.
bool AttackerProblems(const Context& c, Seat player, CardId id, Problems* out) {
  const bool commander = c.s.Player(player).commander == id;
  if (State::Controller(id) == player && IsCharacterOnField(c, id) &&
      (commander || c.Info(id).IsTroop())) {
    return true;
  }
  out->push_back(P(Rule::kAttacker, c.Name(id) + " cannot attack for " + Letter(player) +
                                        ": only its own 援军, 载具, 战队 or commander can"));
  return false;
}

// C-3: the planned defender: an opposing character on the field, not one with 闪避.
void DefenderProblems(const Context& c, Seat player, CardId id, Problems* out) {
  if (State::Controller(id) == player || !IsCharacterOnField(c, id)) {
    out->push_back(P(Rule::kPlannedDefender, c.Name(id) + " is not an opposing character on "
                                                          "the field"));
  } else if (c.Info(id).keywords.evasion) {
    out->push_back(P(Rule::kEvasion, c.Name(id) + " has 闪避: it cannot be attacked"));
  } else if (Aboard(c, id)) {
    out->push_back(P(Rule::kDefenderCrew, c.Name(id) + " is aboard a vehicle: crew cannot be "
                                                       "planned defenders"));
  }
}

Seat Defending(const State& s) { return OtherSeat(s.turn.active); }

// §305.2: `player`'s weapon-firer, its commander, is the attacker or the defender (C-10).
bool FirerInCombat(const Context& c, Seat player) {
  const CombatState& k = c.s.combat;
  const CardId commander = c.s.Player(player).commander;
  return (k.attacker.card == commander && StillInCombat(c, k.attacker)) ||
         (k.defender.card == commander && StillInCombat(c, k.defender));
}

// §415.1, §415.2: the commander has 武器装备 or 重型武装, printed or from the equipment in its
// controller's commander row (C-12).
bool HasLoadoutAbility(const Context& c, Seat player) {
  for (CardId id : c.s.Player(player).commander_row) {
    const cards::Keywords& k = c.Info(id).keywords;
    if (!c.s.Card(id).face_down && (k.weapon_equipment > 0 || k.heavy_armament)) return true;
  }
  return false;
}

bool HandOrSmart(const cards::Card& weapon) {
  return weapon.tag_limit.tag == "手持" || weapon.tag_limit.tag == "智能";
}

// §305.2c, §415.2: two weapons a combat, any number with 武器装备 or 重型武装; never hand/smart
// weapons and 超视距 weapons in one combat.
void LoadoutProblems(const Context& c, Seat player, CardId weapon, Problems* out) {
  const std::vector<CardId>& fired = c.s.combat.fired[SeatIndex(player)];
  if (!Contains(fired, weapon) && fired.size() >= 2 && !HasLoadoutAbility(c, player)) {
    out->push_back(P(Rule::kWeaponThird, c.Name(weapon) + " would be the third weapon " +
                                             Letter(player) +
                                             " fires in this combat; two "
                                             "without 武器装备 or 重型武装"));
  }
  const cards::Card& info = c.Info(weapon);
  for (CardId other : fired) {
    const cards::Card& o = c.Info(other);
    if ((HandOrSmart(info) && o.keywords.beyond_visual_range) ||
        (info.keywords.beyond_visual_range && HandOrSmart(o))) {
      out->push_back(P(Rule::kWeaponMix, c.Name(weapon) + " and " + c.Name(other) +
                                             ": hand/smart and 超视距 weapons are never fired "
                                             "in the same combat"));
      return;
    }
  }
}

// §408.2c, §408.3a, §408.3b: a combat damage packet from `source`.
DamageSpec CombatPacket(const Context& c, CardId source) {
  return DamageSpec{State::Controller(source), TypesOf(c.Info(source)), true, true};
}

void OpenDefenceWindow(Context& c) {
  c.s.combat.stage = CombatStage::kDefence;  // C-6
  c.s.passes = 0;
  GivePriority(c, c.Tp());
}

// §603: the combat end: no priority (§603.1), the combat damage packets at once, the
// pre-priority checks without triggers (§603.2), everyone out of the combat and the action
// phase's window with the turn player (§603.3).
void EndCombat(Context& c) {
  CombatState& k = c.s.combat;
  k.stage = CombatStage::kEnd;
  if (StillInCombat(c, k.attacker) && StillInCombat(c, k.defender)) {
    const CardId attacker = k.attacker.card;
    const CardId defender = k.defender.card;
    const int32_t to_defender = CombatPower(c, attacker);
    const int32_t to_attacker = CombatPower(c, defender);
    const bool beyond = c.Info(attacker).keywords.beyond_visual_range ||
                        (c.s.Player(State::Controller(attacker)).commander == attacker &&
                         k.fire_beyond[SeatIndex(State::Controller(attacker))]);
    DealDamage(c, defender, to_defender, CombatPacket(c, attacker));
    if (!beyond) DealDamage(c, attacker, to_attacker, CombatPacket(c, defender));  // §603.1a
  }                            // §603.1b: otherwise no combat damage.
  if (DealPackets(c)) return;  // §717.2c: armour against them first.
  FinishCombat(c);
}

}  // namespace

void FinishCombat(Context& c) {
  if (RunStateChecks(c)) return;  // §603.2 (or it waits for armour against an explosion)
  c.s.combat = CombatState{};     // §603.3: "this combat" effects end with it.
  c.s.passes = 0;
  GivePriority(c, c.Tp());
}

bool StillInCombat(const Context& c, const Participant& p) {
  return c.s.combat.stage != CombatStage::kNone && c.s.Card(p.card).object == p.object &&
         IsCharacterOnField(c, p.card);
}

int32_t CombatPower(const Context& c, CardId id) {
  const Seat controller = State::Controller(id);
  const int32_t fired =
      c.s.Player(controller).commander == id ? c.s.combat.fire_power[SeatIndex(controller)] : 0;
  return PowerOf(c, id) + fired;
}

Status RefuseDeclareCombat(const Context& c, Seat /*player*/, const DeclareCombat& d) {
  for (CardId id : {d.attacker, d.planned_defender}) {
    if (c.s.Card(id).zone != Zone::kField) {
      return Status::InvalidInput("declareCombat: " + c.Name(id) + " is not on the field");
    }
  }
  return Status::Ok();
}

Problems DeclareCombatProblems(const Context& c, Seat player, const DeclareCombat& d) {
  Problems out;
  PriorityProblems(c, player, &out);
  if (!MainTiming(c, player)) {
    out.push_back(P(Rule::kCombatTiming, Letter(player) + " declared a combat outside its own "
                                                          "non-combat action phase or with "
                                                          "links on the stack"));
  }
  if (AttackerProblems(c, player, d.attacker, &out)) {
    if (c.Info(d.attacker).type == CardType::kVehicle && !IsActive(c, d.attacker)) {
      out.push_back(P(Rule::kVehicleInactive, c.Name(d.attacker) + " is not active: its crew "
                                                                   "symbols are not all filled"));
    }
    if (IsFatigued(c, d.attacker) && !c.Info(d.attacker).keywords.haste) {
      out.push_back(P(Rule::kAttackerFatigue, c.Name(d.attacker) + " has not been on " +
                                                  Letter(player) +
                                                  "'s team since the start "
                                                  "of its most recent turn (调遣疲劳) and has "
                                                  "no 亢奋"));
    }
    if (c.s.Card(d.attacker).exhausted) {
      out.push_back(P(Rule::kAttackerExhausted, c.Name(d.attacker) + " is exhausted: only a "
                                                                     "ready character attacks"));
    }
  }
  DefenderProblems(c, player, d.planned_defender, &out);
  return out;
}

void DoDeclareCombat(Context& c, Seat player, const DeclareCombat& d) {
  if (c.s.options.attacker_exhausts) c.s.Card(d.attacker).exhausted = true;  // C-2
  Link link;
  link.kind = LinkKind::kCombat;  // §705.5: its source is the declaring player.
  link.controller = player;
  link.card = d.attacker;
  link.card_object = c.s.Card(d.attacker).object;
  LinkChoices choices;
  choices.targets.push_back(Aim{d.planned_defender, 0});
  PushLink(c, std::move(link), choices);
}

void ResolveDeclaration(Context& c, const Link& link) {
  const Participant attacker{link.card, link.card_object};
  const Participant planned{link.targets.at(0).card, link.targets.at(0).object};
  Problems now;
  if (c.s.Card(attacker.card).object == attacker.object) {
    AttackerProblems(c, link.controller, attacker.card, &now);
  }
  if (c.s.Card(planned.card).object == planned.object) {
    DefenderProblems(c, link.controller, planned.card, &now);
  }
  const bool same = c.s.Card(attacker.card).object == attacker.object &&
                    c.s.Card(planned.card).object == planned.object;
  if (!same || !now.empty() || c.s.combat.stage != CombatStage::kNone) {
    return;  // §601.2, §709.2a: countered by the game (C-1).
  }
  CombatState& k = c.s.combat;
  k = CombatState{};
  k.stage = CombatStage::kResponses;  // C-4: the turn player gets priority (§709.2h).
  k.attacker = attacker;
  k.planned_defender = planned;
  k.defender = planned;
}

Status RefuseGuard(const Context& c, Seat /*player*/, const Guard& d) {
  if (!IsCharacterOnField(c, d.guard)) {
    return Status::InvalidInput("guard: " + c.Name(d.guard) + " is not a character on the field");
  }
  return Status::Ok();
}

Problems GuardProblems(const Context& c, Seat player, const Guard& d) {
  Problems out;
  const State& s = c.s;
  if (s.wait != Wait::kGuard || s.waiting_for != player) {
    out.push_back(P(Rule::kGuardTiming, Letter(player) + " guarded while no attack of the "
                                                         "opponent waited for a guard"));
  }
  if (State::Controller(d.guard) != Defending(s) || d.guard == s.combat.planned_defender.card) {
    out.push_back(P(Rule::kGuardTeam, c.Name(d.guard) + " cannot guard: a guard is another "
                                                        "character of the defending team"));
  }
  if (!c.Info(d.guard).keywords.guardian) {
    out.push_back(P(Rule::kGuardKeyword, c.Name(d.guard) + " has no 守护者"));
  }
  if (s.options.guard_exhausts && s.Card(d.guard).exhausted) {
    out.push_back(P(Rule::kGuardExhausted, c.Name(d.guard) + " is exhausted: only a ready "
                                                             "character guards"));
  }
  return out;
}

void DoGuard(Context& c, Seat /*player*/, const Guard& d) {
  State& s = c.s;
  // C-5: no attack to guard against, or its damage is dealt already.
  if (s.combat.stage == CombatStage::kNone || s.combat.stage == CombatStage::kEnd) return;
  if (s.options.guard_exhausts) s.Card(d.guard).exhausted = true;
  s.combat.defender = Now(c, d.guard);
  if (s.wait == Wait::kGuard) OpenDefenceWindow(c);
}

void DeclineGuard(Context& c) { OpenDefenceWindow(c); }

Status RefuseFireWeapon(const Context& c, Seat /*player*/, const FireWeapon& d) {
  const CardState& card = c.s.Card(d.weapon);
  if (card.zone != Zone::kField || card.face_down || c.Info(d.weapon).type != CardType::kWeapon) {
    return Status::InvalidInput("fireWeapon: " + c.Name(d.weapon) +
                                " is not a weapon on the "
                                "field");
  }
  LinkChoices choices;
  choices.payment = d.payment;
  static const std::vector<cards::Effect> kNoEffects;
  return RefuseChoices(c, LinkSpec{d.weapon, &kNoEffects, 0, false, 0, false}, choices);
}

Problems FireWeaponProblems(const Context& c, Seat player, const FireWeapon& d) {
  Problems out;
  PriorityProblems(c, player, &out);
  const State& s = c.s;
  if (s.combat.stage != CombatStage::kDefence) {
    out.push_back(P(Rule::kFireTiming, Letter(player) + " fired " + c.Name(d.weapon) +
                                           " outside a combat's defence window"));
  } else if (!FirerInCombat(c, player)) {
    out.push_back(P(Rule::kFireFirer, Letter(player) + "'s weapon-firer, its commander, is not "
                                                       "the attacker or the defender"));
  }
  if (State::Controller(d.weapon) != player) {
    out.push_back(P(Rule::kNotController,
                    Letter(player) + " fired " + c.Name(d.weapon) + ", which it does not control"));
  }
  if (s.Card(d.weapon).exhausted) {
    out.push_back(P(Rule::kWeaponExhausted, c.Name(d.weapon) + " is exhausted: firing "
                                                               "exhausts a ready weapon"));
  }
  if (s.combat.stage != CombatStage::kNone) LoadoutProblems(c, player, d.weapon, &out);
  static const std::vector<cards::Effect> kNoEffects;
  LinkChoices choices;
  choices.payment = d.payment;
  const LinkSpec spec{d.weapon, &kNoEffects, 0, false, c.Info(d.weapon).fire_cost, false};
  const Problems pay = ChoicesProblems(c, player, spec, choices);
  out.insert(out.end(), pay.begin(), pay.end());
  return out;
}

void DoFireWeapon(Context& c, Seat player, const FireWeapon& d) {
  LinkChoices choices;
  choices.payment = d.payment;
  Pay(c, choices);
  c.s.Card(d.weapon).exhausted = true;
  std::vector<CardId>& fired = c.s.combat.fired[SeatIndex(player)];
  if (c.s.combat.stage != CombatStage::kNone && !Contains(fired, d.weapon)) {
    fired.push_back(d.weapon);  // §305.2c: counted as fired when its effect is added.
  }
  Link link;
  link.kind = LinkKind::kFire;
  link.controller = player;
  link.card = d.weapon;
  link.card_object = c.s.Card(d.weapon).object;
  LinkChoices fired_with;
  fired_with.x = static_cast<uint32_t>(PowerOf(c, d.weapon));  // C-11
  PushLink(c, std::move(link), fired_with);
}

void ResolveFire(Context& c, const Link& link) {
  CombatState& k = c.s.combat;
  if (k.stage == CombatStage::kNone) return;  // The combat is over: the influence has no time.
  const CardState& weapon = c.s.Card(link.card);
  // §305.2a: X is the weapon's power on resolution; gone, its power when it was last the object
  // that was fired (§305.2b, C-11).
  const bool same = weapon.object == link.card_object && weapon.zone == Zone::kField;
  const int32_t x = same ? PowerOf(c, link.card) : static_cast<int32_t>(link.x);
  k.fire_power[SeatIndex(link.controller)] += x;
  if (c.Info(link.card).keywords.beyond_visual_range) {
    k.fire_beyond[SeatIndex(link.controller)] = true;
  }
}

void CloseCombatWindow(Context& c) {
  State& s = c.s;
  s.passes = 0;
  if (s.combat.stage == CombatStage::kResponses && StillInCombat(c, s.combat.attacker) &&
      StillInCombat(c, s.combat.planned_defender)) {
    s.combat.stage = CombatStage::kGuard;  // C-5: the defending player guards or passes.
    s.wait = Wait::kGuard;
    s.waiting_for = Defending(s);
    return;
  }
  if (s.combat.stage == CombatStage::kResponses) {
    OpenDefenceWindow(c);  // C-8: nothing left to guard.
    return;
  }
  EndCombat(c);
}

}  // namespace tcgjudge::rise
