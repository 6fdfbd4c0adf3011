#include "engine/wheel/battle.h"

#include "engine/wheel/chain.h"
#include "engine/wheel/effects.h"
#include "engine/wheel/field.h"
#include "engine/wheel/turn.h"

namespace tcgjudge::wheel {
namespace {

bool MayGuard(const Context& c, CardId id) {
  return !c.s.Card(id).face_down && c.Info(id).keywords.guard;
}

// Whether the attacked player has a unit that may guard this attack (L26).
bool GuardWindow(const Context& c) {
  for (CardId id : UnitsOf(c.s, c.Ntp())) {
    if (MayGuard(c, id) &&
        Target(id) != (c.s.combat.target ? Target(*c.s.combat.target) : Target(c.Ntp())) &&
        TargetingProblems(c, c.s.combat.attacker, id).empty()) {
      return true;
    }
  }
  return false;
}

// Unit against unit (§七.3.b): each deals its attack to the other at once; with First Strike the
// attacker first, and a defender it destroys deals nothing (L19). Assault's excess hits the
// player (L18, W-10).
void UnitBattle(Context& c, CardId attacker, CardId target) {
  const cards::Keywords& k = c.Info(attacker).keywords;
  const int strike = AttackOf(c, attacker);
  const int back = AttackOf(c, target);
  const int toughness_left = std::max(0, DefenseOf(c, target) - c.s.Card(target).damage);
  const int dealt = MarkDamage(c, target, strike);
  const bool first = k.first_strike && Lethal(c, target);
  if (!first) MarkDamage(c, attacker, back);
  if (k.assault && dealt > toughness_left) {
    c.s.Player(target.seat).life -= dealt - toughness_left;
  }
  // What happens at once, the turn player's first (W-15).
  if (Lethal(c, attacker)) Destroy(c, attacker);
  if (Lethal(c, target)) Destroy(c, target);
}

}  // namespace

Problems TargetingProblems(const Context& c, CardId attacker, const Target& target) {
  Problems out;
  const Seat player = attacker.seat;
  const Seat opponent = OtherSeat(player);
  const bool flying = c.Info(attacker).keywords.flying;
  const bool defended = HasDefenders(c.s, opponent);
  const CardId* card = std::get_if<CardId>(&target);
  const bool in_attack_zone = card != nullptr && c.s.Card(*card).zone == Zone::kAttack;
  if (defended && card == nullptr && !flying) {
    out.push_back({Rule::kAttackTarget, c.Name(attacker) + " attacked " + Letter(opponent) +
                                            " while " + Letter(opponent) +
                                            "'s defense zone holds cards (without Flying)"});
  } else if (defended && in_attack_zone) {
    out.push_back({Rule::kAttackTarget, c.Name(attacker) + " attacked " + c.Name(*card) +
                                            " in the attack zone while " + Letter(opponent) +
                                            "'s defense zone holds cards"});
  }
  if (c.s.options.own_defense_rule && in_attack_zone && HasDefenders(c.s, player)) {
    out.push_back({Rule::kAttackOwnDefense, c.Name(attacker) + " attacked " + c.Name(*card) +
                                                " in the attack zone while " + Letter(player) +
                                                "'s own defense zone holds cards"});
  }
  return out;
}

Status RefuseDeclareAttack(const Context& c, Seat player, const DeclareAttack& d) {
  if (d.attacker.seat != player || !InBattleZone(c.s.Card(d.attacker).zone)) {
    return Status::InvalidInput("declareAttack.attacker: " + c.Name(d.attacker) +
                                " is not a war spirit or vehicle on " + Letter(player) +
                                "'s field");
  }
  if (const CardId* t = std::get_if<CardId>(&d.target)) {
    if (t->seat == player || !InBattleZone(c.s.Card(*t).zone)) {
      return Status::InvalidInput("declareAttack.target: " + c.Name(*t) +
                                  " is not a war spirit or vehicle on the opponent's field");
    }
  } else if (std::get<Seat>(d.target) == player) {
    return Status::InvalidInput("declareAttack.target: a player does not attack themself");
  }
  if (c.s.combat.active()) {
    return Status::InvalidInput("declareAttack: an attack is under way");
  }
  return Status::Ok();
}

Problems DeclareAttackProblems(const Context& c, Seat player, const DeclareAttack& d) {
  Problems out = ActionTimingProblems(c, player, "declared an attack");
  const State& s = c.s;
  const CardState& attacker = s.Card(d.attacker);
  const bool first_turn =
      s.turn.number == 1 ||
      (s.turn.number == 2 && s.options.first_turn_attack == FirstTurnAttack::kFirstRound);
  if (first_turn) {
    out.push_back({Rule::kAttackFirstTurn, Letter(player) + " attacked in their first turn"});
  }
  if (attacker.face_down) {
    out.push_back({Rule::kAttackFaceDown, d.attacker.ToString() + ", face-down, attacked"});
  } else if (attacker.zone == Zone::kDefense && !c.Info(d.attacker).keywords.ranged) {
    out.push_back({Rule::kAttackFromDefense,
                   c.Name(d.attacker) + " attacked from the defense zone without Ranged"});
  }
  if (attacker.attacked_turn == s.turn.number) {
    out.push_back({Rule::kAttackTwice, c.Name(d.attacker) + " attacked a second time this turn"});
  }
  for (Problem& p : TargetingProblems(c, d.attacker, d.target)) out.push_back(std::move(p));
  return out;
}

void DoDeclareAttack(Context& c, Seat player, const DeclareAttack& d) {
  State& s = c.s;
  s.Card(d.attacker).attacked_turn = s.turn.number;
  s.combat.attacker = d.attacker;
  s.combat.target = std::nullopt;
  if (const CardId* t = std::get_if<CardId>(&d.target)) s.combat.target = *t;
  s.chain.resolved.clear();
  Happen(c, d.attacker, cards::TriggerEvent::kAttacks);
  ResolveTriggers(c);
  if (s.over) return;
  if (!InBattleZone(s.Card(d.attacker).zone)) {  // A trigger destroyed it: the battle ends.
    s.combat = Combat{};
    ReturnToWindow(c);
    return;
  }
  if (GuardWindow(c)) {
    s.wait = Wait::kGuard;
    s.waiting_for = c.Ntp();
    return;
  }
  ResolveBattle(c);
}

Status RefuseGuard(const Context& c, Seat player, const Guard& d) {
  if (!c.s.combat.active()) return Status::InvalidInput("guard: no attack is under way");
  if (d.guard.seat != player || !InBattleZone(c.s.Card(d.guard).zone)) {
    return Status::InvalidInput("guard.guard: " + c.Name(d.guard) + " is not a unit on " +
                                Letter(player) + "'s field");
  }
  if (c.s.combat.target == d.guard) {
    return Status::InvalidInput("guard.guard: " + c.Name(d.guard) + " is the attack's target");
  }
  return Status::Ok();
}

Problems GuardProblems(const Context& c, Seat player, const Guard& d) {
  if (player == c.Tp()) {
    return {{Rule::kGuardOwnTurn, Letter(player) + " guarded with " + c.Name(d.guard) +
                                      " in their own turn; Guard works in the opponent's"}};
  }
  Problems out;
  if (c.s.wait != Wait::kGuard || c.s.waiting_for != player) {
    out.push_back({Rule::kNotAsked, Letter(player) + " guarded while the game waited for " +
                                        Letter(c.s.waiting_for)});
  }
  if (!MayGuard(c, d.guard)) {
    out.push_back({Rule::kGuardWithout, c.Name(d.guard) + " guarded without Guard" +
                                            (c.s.Card(d.guard).face_down ? " (face-down)" : "")});
  }
  if (!TargetingProblems(c, c.s.combat.attacker, d.guard).empty()) {
    out.push_back({Rule::kGuardNotTarget, c.Name(d.guard) + " guarded, but could not have been "
                                                            "the attack's target"});
  }
  return out;
}

void DoGuard(Context& c, Seat player, const Guard& d) {
  if (player == c.Tp()) return;  // Nothing happens: flagged only.
  c.s.combat.target = d.guard;
  ResolveBattle(c);
}

void ResolveBattle(Context& c) {
  State& s = c.s;
  const CardId attacker = s.combat.attacker;
  s.Card(attacker).face_down = false;  // L32: revealed at damage resolution.
  if (s.combat.target) {
    const CardId target = *s.combat.target;
    if (InBattleZone(s.Card(target).zone)) {
      s.Card(target).face_down = false;
      UnitBattle(c, attacker, target);
    }
  } else {
    s.Player(c.Ntp()).life -= AttackOf(c, attacker);
  }
  s.combat = Combat{};
  SettleResult(c);
  ResolveTriggers(c);
  ReturnToWindow(c);
}

}  // namespace tcgjudge::wheel
