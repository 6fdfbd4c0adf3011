// Combat (500-507) and battle damage to the life zone (101(1), 202(4), 324(3)).

#include <algorithm>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

}  // namespace

Status Game::DeclareAttack(Seat player, const tcgjudge::DeclareAttack& attack) {
  const CardState& attacker = state_->Card(attack.attacker);
  const std::string who = Name(attack.attacker);
  if (attacker.zone != Zone::kBattle) {
    // declared all the same; a combat whose attacker is not in the battle zone is
    // interrupted when its window ends (500(3)).
    Flag("zero.attack.not-in-battle", {"501(3)"}, player,
         who + " cannot attack: it is in " + Where(attack.attacker) + ", not in a battle zone");
  }
  CheckMainTiming(player, Letter(player) + " declared an attack with " + who, {"501(1)"},
                  "zero.attack");
  const CardInfo& info = Info(attack.attacker);
  if (attacker.controller != player) {
    Flag("zero.attack.not-own", {"501(3)"}, player,
         who + " cannot attack for " + Letter(player) + ": " + Letter(player) +
             " does not control it");
  }
  if (info.category != Category::kCharacter) {
    Flag("zero.attack.not-a-character", {"501(3)"}, player,
         who + " cannot attack: not a character");
  }
  if (attacker.tapped) {
    Flag("zero.attack.tapped", {"501(3)", "104(3)"}, player, who + " cannot attack: it is tapped");
  }
  if (attacker.entered_turn == state_->turn && KeywordCount(attack.attacker, kRushBit) == 0) {
    Flag("zero.attack.entered-this-turn", {"318(6)", "900(2)"}, player,
         who + " cannot attack: it entered the battle zone this turn and has no 突袭");
  }
  if (KeywordCount(attack.attacker, kGuardBit) > 0) {
    Flag("zero.attack.guard", {"900(5)"}, player, who + " cannot attack: it has 守备");
  } else if (CannotAttack(attack.attacker)) {
    Flag("zero.attack.cannot-attack", {"501(3)"}, player,
         who + " cannot attack: an effect says it cannot attack");
  }
  if (!attack.payment.discard.empty() || !attack.payment.scrap.empty() ||
      !attack.payment.flip.empty() || !attack.payment.reveal.empty()) {
    // an attack costs at most resources to tap; cards the table discarded or
    // scrapped for it go to the rest area all the same (flips and reveals change nothing).
    Flag("zero.cost.too-many", {"501(4)", "303(2)"}, player,
         Letter(player) + " declared an attack with " + who +
             " paying with discard, scrap, flip or reveal: an attack costs at most resources to "
             "tap");
    for (const auto* list : {&attack.payment.discard, &attack.payment.scrap}) {
      for (CardId id : *list) {
        if (id != attack.attacker) ToRestAsPlayed(id);
      }
    }
  }
  // 501(4): an additional attack cost is paid as the attack is declared; paying one where none
  // is due is flagged too (303(2)). Only resources: the vocabulary has no other attack cost
  //
  const ResourceCost extra = AttackCost(attack.attacker);
  if (!extra.empty() || !attack.payment.tap.empty()) {
    TJ_RETURN_IF_ERROR(PayResources(player, attack.payment.tap, extra.total, extra.coloured,
                                    Letter(player) + " declared an attack with " + who,
                                    {"501(4)"}));
  }
  state_->combat = Combat{};
  state_->combat.step = CombatStep::kDeclared;
  state_->combat.attacker = attack.attacker;
  state_->combat.attacker_object = attacker.object;
  OpenWindow();  // 501(1): a free timing, the AP first.
  return Status::Ok();
}

Status Game::ChooseAttackTarget(Seat player, const tcgjudge::ChooseAttackTarget& choice) {
  if (state_->wait != Wait::kAttackTarget || player != state_->waiting_for) {
    NotAsked(player, Decision(choice));
    return Status::Ok();
  }
  Combat& combat = state_->combat;
  const Seat defender_seat = state_->NonActive();
  if (!choice.card) {
    combat.target_is_life = true;
    if (CannotAttackLife(combat.attacker)) {
      Flag("zero.target.life-protected", {"502(2)"}, player,
           Letter(player) + " attacked " + Letter(defender_seat) + "'s life zone with " +
               Name(combat.attacker) + ", which an effect says cannot attack the life zone");
    }
  } else {
    const CardState& target = state_->Card(*choice.card);
    const std::string what = Letter(player) + " attacked " + Name(*choice.card);
    if (target.zone != Zone::kBattle) {
      // chosen all the same; the combat is interrupted when its window ends (500(3)).
      Flag("zero.target.not-in-battle", {"502(2)"}, player,
           what + ", which is in " + Where(*choice.card) + ", not in a battle zone");
    } else if (target.controller != defender_seat) {
      Flag("zero.target.own-card", {"502(2)"}, player, what + ", a card of its own side");
    } else if (Info(*choice.card).category != Category::kCharacter) {
      Flag("zero.target.not-a-character", {"502(2)"}, player, what + ", which is not a character");
    } else if (!target.tapped) {
      Flag("zero.target.untapped", {"502(2)"}, player,
           what + ", which is untapped: only tapped characters can be attacked");
    } else if (CannotBeAttacked(*choice.card)) {
      Flag("zero.target.cannot-be-attacked", {"502(2)"}, player,
           what + ", which an effect says cannot be attacked");
    }
    combat.target = *choice.card;
    combat.target_object = target.object;
  }
  combat.target_chosen = true;
  // 502(1): the attack is established: 【攻击时】 (805) and 【被攻击时】 trigger, then a
  // free timing.
  combat.step = CombatStep::kTarget;
  RaiseTriggers(cards::Timing::kOnAttack, combat.attacker, Level(combat.attacker));
  if (!combat.target_is_life && state_->Card(combat.target).zone == Zone::kBattle) {
    RaiseTriggers(cards::Timing::kOnAttacked, combat.target, Level(combat.target));
  }
  OpenWindowWithTriggers();
  return Status::Ok();
}

Status Game::DeclareDefender(Seat player, const tcgjudge::DeclareDefender& defence) {
  if (state_->wait != Wait::kDefender) {
    NotAsked(player, Decision(defence));
    return Status::Ok();
  }
  if (player != state_->waiting_for) {
    Flag("zero.defence.active-player", {"503(2)"}, player,
         Letter(player) + " declared defence against its own attack");
    return Status::Ok();
  }
  Combat& combat = state_->combat;
  if (!defence.card) {
    if (combat.target_is_life) {
      // no defence against a direct attack: no windows at 503 and 504; 505 is skipped.
      combat.step = CombatStep::kBattle;
      return AdvanceCombat();
    } else {
      // 504(2), 806(1): the attacked tapped character's defence is established and its
      // 【防御时】 triggers; then a free timing.
      combat.step = CombatStep::kDefended;
      RaiseTriggers(cards::Timing::kOnDefend, combat.target, Level(combat.target));
      OpenWindowWithTriggers();
    }
    return Status::Ok();
  }
  const CardState& defender = state_->Card(*defence.card);
  const std::string what = Letter(player) + " defended with " + Name(*defence.card);
  if (defender.zone != Zone::kBattle) {
    // declared all the same; the combat is interrupted when its window ends (500(3)).
    Flag("zero.defence.not-in-battle", {"503(2)"}, player,
         what + ", which is in " + Where(*defence.card) + ", not in a battle zone");
  } else if (defender.controller != player) {
    Flag("zero.defence.not-own", {"503(2)"}, player, what + ", which it does not control");
  } else if (Info(*defence.card).category != Category::kCharacter) {
    Flag("zero.defence.not-a-character", {"503(2)"}, player, what + ", which is not a character");
  } else if (defender.tapped) {
    Flag("zero.defence.tapped", {"503(2)", "104(3)"}, player, what + ", which is tapped");
  } else if (CannotDefend(*defence.card)) {
    Flag("zero.defence.cannot-defend", {"503(2)"}, player,
         what + ", which an effect says cannot defend");
    combat.defender_was_unable = true;
  }
  if (CannotBeDefended(combat.attacker)) {
    Flag("zero.defence.cannot-be-defended", {"503(1)"}, player,
         what + ": " + Name(combat.attacker) + "'s attack cannot be defended against");
  }
  combat.defender_declared = true;
  combat.defender = *defence.card;
  combat.defender_object = defender.object;
  combat.step = CombatStep::kDefence;
  OpenWindow();  // 503(2): a free timing.
  return Status::Ok();
}

bool Game::CombatInterrupted() const {
  const Combat& combat = state_->combat;
  auto gone = [&](CardId id, uint32_t object, Seat controller) {
    const CardState& card = state_->Card(id);
    return card.zone != Zone::kBattle || card.object != object || card.controller != controller ||
           Info(id).category != Category::kCharacter;
  };
  // 500(3): the attacker, the attacked character (until a defender replaces it, 502(3)) and
  // the declared defender are watched.
  if (gone(combat.attacker, combat.attacker_object, state_->active)) return true;
  if (combat.target_chosen && !combat.target_is_life && !combat.defender_declared &&
      gone(combat.target, combat.target_object, state_->NonActive())) {
    return true;
  }
  if (combat.defender_declared &&
      gone(combat.defender, combat.defender_object, state_->NonActive())) {
    return true;
  }
  return false;
}

void Game::EndCombat() {
  state_->combat = Combat{};
  // 507: "战斗时" changes end with the combat, however it ends.
  if (!state_->stat_changes.empty()) {
    std::erase_if(state_->stat_changes,
                  [](const StatChange& change) { return change.until_end_of_battle; });
  }
  ForEachCardWithTurnState(
      [](const CardState& card) { return card.granted_until_end_of_battle != 0; },
      [](CardState& card, CardId) { card.granted_until_end_of_battle = 0; });
}

CardId Game::BattleOpponent() const {
  // 504(1): an established defence makes the defender the combat's target; an attacked tapped
  // character without another defender defends itself (504(2)).
  return state_->combat.defender_declared ? state_->combat.defender : state_->combat.target;
}

Status Game::AdvanceCombat() {
  Combat& combat = state_->combat;
  if (combat.step != CombatStep::kDamage && CombatInterrupted()) {
    // 500(3): back to the action phase, the AP holding priority.
    EndCombat();
    OpenActionWindow();
    return Status::Ok();
  }
  switch (combat.step) {
    case CombatStep::kDeclared:
      if (state_->Card(combat.attacker).tapped) {
        // tapped during the 501 window: the attack is not established.
        EndCombat();
        OpenActionWindow();
        return Status::Ok();
      }
      if (combat.attack_lost) {
        // 900(2), 501(2), A-108: it lost 突袭 or was made unable to attack in the 501 window:
        // the attack is not established; back to the AP's non-combat action phase.
        EndCombat();
        OpenActionWindow();
        return Status::Ok();
      }
      if (CannotAttackLife(combat.attacker) && !AnyAttackableCharacter()) {
        // A-99, 102(4): the attacker may choose no target: the attack is not established.
        EndCombat();
        OpenActionWindow();
        return Status::Ok();
      }
      state_->Card(combat.attacker).tapped = true;  // 502(1).
      state_->wait = Wait::kAttackTarget;
      state_->waiting_for = state_->active;
      return Status::Ok();
    case CombatStep::kTarget:
      state_->wait = Wait::kDefender;  // 503: the defending player declares.
      state_->waiting_for = state_->NonActive();
      return Status::Ok();
    case CombatStep::kDefence:
      if (!combat.defender_was_unable && CannotDefend(combat.defender)) {
        // 503(3): made unable to defend in the 503 free timing: the defending player may
        // declare another defender (or none). A-75.
        combat.defender_declared = false;
        combat.defender = CardId{};
        combat.defender_object = 0;
        combat.step = CombatStep::kTarget;
        state_->wait = Wait::kDefender;
        state_->waiting_for = state_->NonActive();
        return Status::Ok();
      }
      state_->Card(combat.defender).tapped = true;  // 504(1): defence established.
      combat.step = CombatStep::kDefended;
      RaiseTriggers(cards::Timing::kOnDefend, combat.defender, Level(combat.defender));  // 806.
      OpenWindowWithTriggers();
      return Status::Ok();
    case CombatStep::kDefended: {
      // 505(1): the two characters enter battle: their 【战斗时】 effects trigger,
      // the active player's first on the chain (106(6)); then the battle step's free timing.
      combat.step = CombatStep::kBattle;
      const CardId opponent = BattleOpponent();
      RaiseTriggers(cards::Timing::kInBattle, combat.attacker, Level(combat.attacker));
      RaiseTriggers(cards::Timing::kInBattle, opponent, Level(opponent));
      OpenWindowWithTriggers();
      return Status::Ok();
    }
    case CombatStep::kBattle: {
      // 506: battle damage, not on the chain.
      const CardId attacker = combat.attacker;
      const bool has_defender = combat.defender_declared || !combat.target_is_life;
      const CardId defender = BattleOpponent();
      const int32_t attack = std::max(0, Atk(attacker));  // 308(2), 103(4).
      if (has_defender) {
        // simultaneous and mutual.
        const int32_t counter = std::max(0, Atk(defender));
        DamageCharacter(defender, attack);  // 707, 607(4).
        DamageCharacter(attacker, counter);
      } else if (attack > 0) {  // 308(3): ATK 0 deals no battle damage.
        const Seat nap = state_->NonActive();
        const auto& life = std::as_const(*state_).Player(nap).life;
        if (life.empty()) {
          // 101(1): an empty life zone attacked successfully again, taking battle damage.
          EndGame(nap, Name(attacker) + " hit " + Letter(nap) +
                           "'s empty life zone with battle damage (101(1))");
          return Status::Ok();
        }
        // 324(3), 202(6), A-05: top cards one at a time to the rest area, each counter effect
        // (704) resolving before the next; excess is lost (202(4)). Then rule actions, triggers
        // and the 506 free timing.
        combat.step = CombatStep::kDamage;
        StartLifeDamage(nap, DirectAttackDamage(attacker), /*resume=*/false);
        return ContinueResolution();
      }
      combat.step = CombatStep::kDamage;
      if (has_defender) {
        // 605(3): lethal battle damage destroys in battle; 804: a survivor whose opponent was
        // battle-destroyed wins the battle.
        const uint32_t attacker_object = state_->Card(attacker).object;
        const uint32_t defender_object = state_->Card(defender).object;
        battle_damage_ = true;
        std::optional<Seat> chooser = RuleActions();
        battle_damage_ = false;
        const bool attacker_lost = state_->Card(attacker).object != attacker_object;
        const bool defender_lost = state_->Card(defender).object != defender_object;
        if (attacker_lost != defender_lost) {
          const CardId winner = attacker_lost ? defender : attacker;
          RaiseTriggers(cards::Timing::kOnBattleWon, winner, Level(winner));
          RaiseTriggers(attacker_lost ? cards::Timing::kOnDefenceWon : cards::Timing::kOnAttackWon,
                        winner, Level(winner));
        }
        if (chooser) {
          state_->wait = Wait::kSameName;
          state_->waiting_for = *chooser;
          return Status::Ok();
        }
      }
      AfterResolution();  // Rule actions, then the triggers and the 506 free timing.
      return Status::Ok();
    }
    case CombatStep::kDamage:
      EndCombat();  // 507.
      OpenActionWindow();
      return Status::Ok();
    case CombatStep::kNone:
      break;
  }
  TJ_CHECK_MSG(false, "no combat to advance");
  return Status::Ok();
}

bool Game::InBattle(CardId id) const {
  const Combat& c = state_->combat;
  if ((c.step != CombatStep::kBattle && c.step != CombatStep::kDamage) ||
      !IsCharacterInBattle(id)) {
    return false;
  }
  if (id == c.attacker) return state_->Card(id).object == c.attacker_object;
  if (!c.defender_declared && (c.target_is_life || !c.target_chosen)) return false;
  const uint32_t object = c.defender_declared ? c.defender_object : c.target_object;
  return id == BattleOpponent() && state_->Card(id).object == object;
}

bool Game::MayAttackNow(CardId id) const {
  const CardState& card = state_->Card(id);
  if (card.entered_turn == state_->turn && KeywordCount(id, kRushBit) == 0) return false;
  return KeywordCount(id, kGuardBit) == 0 && !CannotAttack(id);
}

bool Game::WatchAttack(bool able_before) {
  Combat& combat = state_->combat;
  if (combat.step != CombatStep::kDeclared || Over() || !IsCharacterInBattle(combat.attacker) ||
      state_->Card(combat.attacker).object != combat.attacker_object) {
    return false;
  }
  const bool able = MayAttackNow(combat.attacker);
  if (able_before && !able) combat.attack_lost = true;
  return able;
}

bool Game::AnyAttackableCharacter() const {
  for (CardId id : state_->Player(state_->NonActive()).battle) {
    if (IsCharacterInBattle(id) && state_->Card(id).tapped && !CannotBeAttacked(id)) return true;
  }
  return false;
}

}  // namespace tcgjudge::zero
