#include "engine/ygo/battle.h"

#include <algorithm>

#include "engine/ygo/chain.h"
#include "engine/ygo/field.h"
#include "engine/ygo/happen.h"
#include "engine/ygo/stats.h"
#include "engine/ygo/turn.h"

namespace tcgjudge::ygo {
namespace {

using cards::Event;

bool StillThere(const Context& c, CardId id, uint32_t object) {
  const CardState& card = c.s.Card(id);
  return card.object == object && IsMonsterZone(card.zone);
}

void TargetProblems(const Context& c, Seat player, const Attack& d, Problems& out) {
  const Seat defender = OtherSeat(player);
  if (d.target) {
    if (c.s.Card(*d.target).controller != defender) {
      out.push_back({Rule::kAttackTarget, c.Name(d.attacker) + " attacked " + c.Name(*d.target) +
                                              ", a monster of its own side"});
    }
  } else if (!MonstersOf(c.s, defender).empty()) {
    out.push_back({Rule::kAttackDirect, c.Name(d.attacker) + " attacked directly while " +
                                            Letter(defender) + " controls a monster"});
  }
}

void EndCombat(Context& c) {
  c.s.combat = Combat{};
  c.s.turn.timing = DamageTiming::kNone;
  if (c.s.turn.phase == Phase::kBattle) c.s.turn.step = BattleStep::kBattle;
}

// Battle damage to `player` unless an effect says he takes none from this battle (Kuriboh,
// Dragon Horn Hunter for his monster `his`).
void BattleDamage(Context& c, Seat player, int32_t amount, std::optional<CardId> his) {
  if (amount <= 0) return;
  if ((c.s.combat.no_battle_damage & (1u << SeatIndex(player))) != 0) return;
  if (his && NoBattleDamageFrom(c, *his, player)) return;
  PlayerState& p = c.s.Player(player);
  p.life_points = std::max(p.life_points - amount, 0);
}

// The battle damage `winner`'s battle inflicts on its opponent: doubled where a continuous
// effect says so (Odd-Eyes Pendulum Dragon; only against a monster, not a direct attack).
int32_t Doubled(const Context& c, CardId winner, int32_t amount) {
  return DoublesBattleDamage(c, winner) ? amount * 2 : amount;
}

// §4 怪兽战斗判定 and §3 LP扣除规则.
void CalculateDamage(Context& c) {
  Combat& combat = c.s.combat;
  if (!StillThere(c, combat.attacker, combat.attacker_object)) return;
  const CardId attacker = combat.attacker;
  const Seat attacking = c.s.Card(attacker).controller;
  const Seat defending = OtherSeat(attacking);
  const int32_t a = Atk(c, attacker);
  if (!combat.target) {
    BattleDamage(c, defending, a, std::nullopt);  // L346-347: ATK 0 is no successful attack.
    return;
  }
  const CardId target = *combat.target;
  if (!StillThere(c, target, combat.target_object)) return;
  if (!c.s.Card(target).defense) {
    const int32_t d = Atk(c, target);
    if (a > d) {
      combat.destroyed.push_back(target);
      BattleDamage(c, defending, Doubled(c, attacker, a - d), target);
    } else if (a < d) {
      combat.destroyed.push_back(attacker);
      BattleDamage(c, attacking, Doubled(c, target, d - a), attacker);
    } else if (a > 0) {  // L338-339: equal ATK destroys both, unless both are 0.
      combat.destroyed.push_back(attacker);
      combat.destroyed.push_back(target);
    }
    return;
  }
  const int32_t d = Def(c, target);
  if (a > d) {
    combat.destroyed.push_back(target);  // L341: no damage.
  } else if (a < d) {
    BattleDamage(c, attacking, Doubled(c, target, d - a), attacker);  // L343.
  }
}

}  // namespace

Status RefuseAttack(const Context& c, Seat player, const Attack& d) {
  const CardState& attacker = c.s.Card(d.attacker);
  if (!IsMonsterZone(attacker.zone) || attacker.controller != player) {
    return Status::InvalidInput("attack.attacker: " + c.Name(d.attacker) + " is not a monster " +
                                Letter(player) + " controls");
  }
  if (d.target && !IsMonsterZone(c.s.Card(*d.target).zone)) {
    return Status::InvalidInput("attack.target: " + c.Name(*d.target) +
                                " is not a monster on the field");
  }
  return Status::Ok();
}

Problems AttackProblems(const Context& c, Seat player, const Attack& d) {
  Problems out;
  const State& s = c.s;
  if (s.wait != Wait::kPriority || s.waiting_for != player) {
    out.push_back({Rule::kPriority, Letter(player) + " declared an attack without holding "
                                                     "priority"});
  } else if (s.turn.number == 1) {
    out.push_back({Rule::kAttackFirstTurn,
                   Letter(player) + " declared an attack in the first turn of the duel"});
  } else if (player != c.Tp() || s.turn.phase != Phase::kBattle ||
             s.turn.step != BattleStep::kBattle || !s.chain.links.empty() || s.combat.active() ||
             !s.chain.summoning.empty()) {
    out.push_back({Rule::kAttackTiming, Letter(player) +
                                            " declared an attack outside the battle step of his "
                                            "battle phase"});
  }
  const CardState& attacker = s.Card(d.attacker);
  if (attacker.face_down || attacker.defense) {
    out.push_back({Rule::kAttackDefense, c.Name(d.attacker) +
                                             " attacked from DEF position (§4: ATK-position "
                                             "monsters attack)"});
  }
  if (attacker.attacked_turn == s.turn.number) {
    out.push_back({Rule::kAttackTwice, c.Name(d.attacker) + " declared a second attack this turn"});
  }
  if (CannotAttack(c, d.attacker)) {
    out.push_back({Rule::kAttackForbidden, c.Name(d.attacker) +
                                               " declared an attack while a "
                                               "continuous effect says it cannot "
                                               "attack (its ATK is " +
                                               std::to_string(Atk(c, d.attacker)) + ")"});
  }
  TargetProblems(c, player, d, out);
  return out;
}

void DoAttack(Context& c, Seat player, const Attack& d) {
  State& s = c.s;
  if (s.turn.phase != Phase::kBattle) s.turn.phase = Phase::kBattle;  // As the table did it.
  s.turn.step = BattleStep::kBattle;
  s.turn.timing = DamageTiming::kNone;
  NewMoment(c);
  CardState& attacker = s.Card(d.attacker);
  attacker.attacks = attacker.attacked_turn == s.turn.number ? attacker.attacks + 1 : 1;
  attacker.attacked_turn = s.turn.number;
  Combat combat;
  combat.attacker = d.attacker;
  combat.attacker_object = attacker.object;
  combat.target = d.target;
  if (d.target) combat.target_object = s.Card(*d.target).object;
  combat.opponent_monsters = static_cast<uint8_t>(MonstersOf(s, OtherSeat(player)).size());
  s.combat = combat;
  Happen(c, Event::kAttackDeclared, d.attacker, player);
  if (d.target) Happen(c, Event::kTargetedForAttack, *d.target, player);
  OpenWindow(c);
}

Problems ReplayProblems(const Context& c, Seat player, const Attack& d) {
  Problems out;
  if (c.s.wait != Wait::kReplay || player != c.s.waiting_for) {
    out.push_back({Rule::kPriority, Letter(player) + " named a new attack target without a "
                                                     "replay"});
  }
  if (d.attacker != c.s.combat.attacker) {
    out.push_back({Rule::kAttackTarget,
                   "a replay names a new target for the same attacker, not " + c.Name(d.attacker)});
  }
  TargetProblems(c, player, d, out);
  return out;
}

void DoReplay(Context& c, Seat player, const Attack& d) {
  State& s = c.s;
  NewMoment(c);
  s.combat.target = d.target;
  s.combat.target_object = d.target ? s.Card(*d.target).object : 0;
  s.combat.opponent_monsters = static_cast<uint8_t>(MonstersOf(s, OtherSeat(player)).size());
  if (d.target) Happen(c, Event::kTargetedForAttack, *d.target, player);
  OpenWindow(c);
}

void GiveUpAttack(Context& c) {
  NewMoment(c);
  EndCombat(c);  // §3.2 卷回: it has declared its attack; it cannot attack again.
  OpenWindow(c);
}

void EnterDamageStep(Context& c) {
  State& s = c.s;
  Combat& combat = s.combat;
  const CardState& attacker = s.Card(combat.attacker);
  if (!StillThere(c, combat.attacker, combat.attacker_object) || attacker.face_down ||
      attacker.defense) {
    NewMoment(c);
    EndCombat(c);  // The attack stops: the attacker left or cannot attack now.
    OpenWindow(c);
    return;
  }
  const Seat defending = OtherSeat(attacker.controller);
  const bool target_left = combat.target && !StillThere(c, *combat.target, combat.target_object);
  if (MonstersOf(s, defending).size() != combat.opponent_monsters || target_left) {
    s.wait = Wait::kReplay;  // §3.2 卷回 (Y-5: a change in the number of monsters).
    s.waiting_for = attacker.controller;
    return;
  }
  NewMoment(c);
  s.turn.step = BattleStep::kDamage;
  s.turn.timing = DamageTiming::kStart;
  OpenWindow(c);
}

void NextDamageTiming(Context& c) {
  State& s = c.s;
  Combat& combat = s.combat;
  NewMoment(c);
  switch (s.turn.timing) {
    case DamageTiming::kStart:
      s.turn.timing = DamageTiming::kBeforeCalc;
      // L304: a face-down attacked monster is turned face-up; its flip effect waits.
      if (combat.target && StillThere(c, *combat.target, combat.target_object) &&
          s.Card(*combat.target).face_down) {
        s.Card(*combat.target).face_down = false;
        combat.target_was_face_down = true;
      }
      break;
    case DamageTiming::kBeforeCalc:
      s.turn.timing = DamageTiming::kCalc;
      break;
    case DamageTiming::kCalc:
      CalculateDamage(c);
      s.turn.timing = DamageTiming::kAfterCalc;
      // L313: flip effects activate after damage calculation.
      if (combat.target_was_face_down && StillThere(c, *combat.target, combat.target_object)) {
        Happen(c, Event::kFlipped, *combat.target, s.Card(*combat.target).controller);
      }
      break;
    case DamageTiming::kAfterCalc: {
      s.turn.timing = DamageTiming::kEnd;
      // L315: monsters destroyed by battle go to the graveyard at the end of the damage step.
      std::vector<CardId> destroyed;
      for (CardId id : combat.destroyed) {
        if (IsMonsterZone(s.Card(id).zone)) destroyed.push_back(id);
      }
      DestroyAll(c, destroyed, Cause::kBattle);
      break;
    }
    case DamageTiming::kEnd:
    case DamageTiming::kNone:
      EndCombat(c);
      break;
  }
  OpenWindow(c);
}

void NegateAttack(Context& c) {
  if (!c.s.combat.active()) return;
  EndCombat(c);
}

}  // namespace tcgjudge::ygo
