#include "engine/ygo/resolve.h"

#include <algorithm>

#include "engine/ygo/battle.h"
#include "engine/ygo/chain.h"
#include "engine/ygo/field.h"
#include "engine/ygo/filter.h"
#include "engine/ygo/happen.h"
#include "engine/ygo/paper.h"
#include "engine/ygo/stats.h"
#include "engine/ygo/summon.h"

namespace tcgjudge::ygo {
namespace {

using cards::ActionKind;
using cards::SelectionKind;

const Link& CurrentLink(const Context& c) { return c.s.chain.current.link; }
const cards::Effect& CurrentEffect(const Context& c) {
  return c.Info(CurrentLink(c).card).effects[CurrentLink(c).effect];
}
const cards::Action& CurrentAction(const Context& c) {
  return CurrentEffect(c).actions[c.s.chain.current.action];
}
Source SourceOf(const Context& c) {
  const Link& link = CurrentLink(c);
  return Source{link.card, link.controller, link.triggering};
}
bool Same(const Context& c, CardId id, uint32_t object) {
  return id.index != 0 && c.s.Card(id).object == object && c.s.Card(id).zone != Zone::kGone;
}

const cards::Selection* SelectionOf(const cards::Action& action) {
  return std::visit(
      [](const auto& a) -> const cards::Selection* {
        if constexpr (requires { a.what; }) {
          return &a.what;
        } else {
          return nullptr;
        }
      },
      action);
}

// The cards a selection stands for as the effect resolves (a "choose" is asked instead).
std::vector<CardId> Selected(const Context& c, const cards::Selection& what) {
  const Link& link = CurrentLink(c);
  std::vector<CardId> out;
  switch (cards::KindOf(what)) {
    case SelectionKind::kTargets:  // Targets that changed zone are no longer its targets.
      for (size_t i = 0; i < link.targets.size(); ++i) {
        if (Same(c, link.targets[i], link.target_objects[i])) out.push_back(link.targets[i]);
      }
      break;
    case SelectionKind::kSelf:
      if (Same(c, link.card, link.card_object)) out.push_back(link.card);
      break;
    case SelectionKind::kAll:
      out = AllMatching(c, std::get<2>(what), SourceOf(c));
      break;
    case SelectionKind::kChoose:
      TJ_CHECK_MSG(false, "a choice is asked, not selected");
      break;
    case SelectionKind::kTriggering:
      if (Same(c, link.triggering, link.triggering_object)) out.push_back(link.triggering);
      break;
    case SelectionKind::kEquipped: {
      const CardState& equip = c.s.Card(link.card);
      if (equip.attached_to.index != 0 && Same(c, equip.attached_to, equip.attached_object)) {
        out.push_back(equip.attached_to);
      }
      break;
    }
  }
  return out;
}

// Applies a "moved" action (destroy, send, banish, return, add, negate effects, equip) to `ids`.
void Move(Context& c, ActionKind kind, const std::vector<CardId>& ids) {
  const Link& link = CurrentLink(c);
  switch (kind) {
    case ActionKind::kDestroy:
      DestroyAll(c, ids, Cause::kEffect);
      break;
    case ActionKind::kSendToGraveyard:
      for (CardId id : ids) SendToGraveyard(c, id, Cause::kEffect);
      break;
    case ActionKind::kBanish:
      for (CardId id : ids) Banish(c, id, Cause::kEffect);
      break;
    case ActionKind::kReturnToHand:
      for (CardId id : ids) ReturnToHand(c, id);
      break;
    case ActionKind::kReturnToDeck:
      for (CardId id : ids) ReturnToDeck(c, id);
      break;
    case ActionKind::kAddToHand:
      for (CardId id : ids) AddToHand(c, id);
      break;
    case ActionKind::kNegateEffects:
      for (CardId id : ids) {
        if (IsMonsterZone(c.s.Card(id).zone)) c.s.Card(id).negated_turn = c.s.turn.number;
      }
      break;
    case ActionKind::kEquip:
      for (CardId id : ids) {
        CardState& equip = c.s.Card(link.card);
        if (!Same(c, link.card, link.card_object) || !OnField(equip.zone)) break;
        if (!IsMonsterZone(c.s.Card(id).zone) || c.s.Card(id).face_down) break;
        equip.attached_to = id;
        equip.attached_object = c.s.Card(id).object;
        equip.attach_stamp = c.s.next_attach++;
      }
      break;
    default:
      TJ_CHECK_MSG(false, "not a move");
  }
}

void ChangePositions(Context& c, const cards::Positioned& p, const std::vector<CardId>& ids) {
  for (CardId id : ids) {
    CardState& card = c.s.Card(id);
    if (!IsMonsterZone(card.zone) || IsLink(c.Info(id))) continue;  // §2.1.8: always ATK.
    if (p.to == cards::NewPosition::kFaceDownDefense) {
      if (id.IsToken()) continue;  // Supplement 1: only face-up.
      card.face_down = true;
      card.defense = true;
    } else {
      card.defense = !card.defense;
    }
  }
}

void Negate(Context& c, const cards::Negate& n) {
  const Link& link = CurrentLink(c);
  if (link.responds_to_summon) {
    NegateSummon(c, n.destroy);
    return;
  }
  if (link.responds_to == 0 || link.responds_to > c.s.chain.links.size()) return;
  Link& negated = c.s.chain.links[link.responds_to - 1];
  negated.negated = true;
  if (n.destroy && Same(c, negated.card, negated.card_object) &&
      OnField(c.s.Card(negated.card).zone)) {
    Destroy(c, negated.card, Cause::kEffect);
  }
}

// Tokens go to the field of `side`, under its control (Ojama Trio's to the opponent's, Y-33); they
// are owned by the effect's controller, who Special Summoned them (Supplement 1 L215).
void MakeTokens(Context& c, const cards::Tokens& t) {
  const Seat player = CurrentLink(c).controller;
  const Seat side = t.opponent ? OtherSeat(player) : player;
  const std::optional<uint16_t> def = c.cards.Find(t.code);
  TJ_CHECK(def.has_value());
  const uint32_t side_summoned = c.s.Player(side).summoned_turn;
  for (int i = 0; i < t.count; ++i) {
    const std::vector<Cell> free = FreeCells(c.s, side, Cell::Kind::kMonster);
    if (free.empty()) break;  // Y-20: tokens take the lowest free cells; no cell, no token.
    const CardId token = NewToken(c.s, player, *def);
    PlaceMonster(c, side, token, free.front(), t.position == cards::SummonPosition::kDefense,
                 Arrival::kToken);
    c.s.Card(token).no_tribute_summon = t.no_tribute_summon;
    if (side != player) {  // The summoner summoned, not the side that receives them.
      c.s.Player(side).summoned_turn = side_summoned;
      c.s.Player(player).summoned_turn = c.s.turn.number;
    }
    Happen(c, cards::Event::kSpecialSummoned, token, player);
  }
}

// The original ATK of the cards destroyed in the moment that just ended (the effect's previous
// action): "destroy it, and if you do, inflict damage equal to its ATK" (Y-34).
int32_t DestroyedAtk(const Context& c) {
  int32_t total = 0;
  for (const Happening& h : c.s.chain.last) {
    if (static_cast<cards::Event>(h.event) != cards::Event::kDestroyed) continue;
    if (const cards::Monster* m = c.MonsterOf(h.card)) total += m->atk;
  }
  return total;
}

void ChangeLifePoints(Context& c, Seat who, int32_t change) {
  PlayerState& p = c.s.Player(who);
  p.life_points = std::max(p.life_points + change, 0);
}

// Damage or a gain: by default to the opponent (damage) or the controller (gain); `controller`,
// `opponent` or `both` say otherwise; `destroyedAtk` takes the amount from what the previous
// action destroyed.
void LifePointsAction(Context& c, const cards::LifePoints& lp, bool damage, int32_t destroyed) {
  const Seat controller = CurrentLink(c).controller;
  const int32_t amount = lp.destroyed_atk ? destroyed : static_cast<int32_t>(lp.amount);
  const int32_t change = damage ? -amount : amount;
  if (lp.both) {
    ChangeLifePoints(c, controller, change);  // Y-34: the controller first, then the opponent.
    ChangeLifePoints(c, OtherSeat(controller), change);
    return;
  }
  const bool to_controller = damage ? lp.controller : !lp.opponent;
  ChangeLifePoints(c, to_controller ? controller : OtherSeat(controller), change);
}

// modifyStats on `ids`: a fixed change, plus with `atkOf` the total ATK of what it matches now.
void ModifyStats(Context& c, const cards::Stats& st, const std::vector<CardId>& ids) {
  int32_t atk = st.atk;
  if (st.atk_of != cards::Filter{}) {
    for (CardId id : AllMatching(c, st.atk_of, SourceOf(c))) atk += Atk(c, id);
  }
  for (CardId id : ids) {
    if (!IsMonsterZone(c.s.Card(id).zone) || c.s.Card(id).face_down) continue;
    c.s.stat_changes.push_back(
        StatChange{id, c.s.Card(id).object, atk, st.def, st.set_atk, st.until_end_of_turn});
  }
}

// Starts a waiting answer; false: the effect waits. In a paper game the deck's unknown cards
// among the choice's candidates get handles first (Y-P8), for the answer to name.
bool Ask(Context& c, Wait wait) {
  if (c.s.paper) {
    MintForChoice(
        c, wait == Wait::kEffectSummon ? EffectSummonCandidates(c) : CurrentQuestion(c).candidates);
  }
  c.s.wait = wait;
  c.s.waiting_for = CurrentLink(c).controller;
  return false;
}

// Carries out one action; false when it waits for an answer.
bool RunAction(Context& c, const cards::Action& action) {
  Resolving& r = c.s.chain.current;
  const Link& link = r.link;
  const ActionKind kind = cards::KindOf(action);
  const int32_t destroyed = r.done == 0 ? DestroyedAtk(c) : 0;
  if (r.done == 0) {
    NewMoment(c);
    r.done = 1;
  }
  const cards::Selection* what = SelectionOf(action);
  const bool choose = what != nullptr && cards::KindOf(*what) == SelectionKind::kChoose;
  if (r.done >= 2 && (choose || kind == ActionKind::kDiscard)) return true;  // Answered.
  switch (kind) {
    case ActionKind::kSpecialSummon:
    case ActionKind::kFusionSummon:
    case ActionKind::kRitualSummon:
      return EffectSummonCandidates(c).empty() ? true : Ask(c, Wait::kEffectSummon);
    case ActionKind::kDraw: {
      const auto& draw = std::get<cards::Member<cards::Count, cards::names::kDraw>>(action);
      Draw(c, draw.opponent ? OtherSeat(link.controller) : link.controller, draw.count);
      return true;
    }
    case ActionKind::kDiscard:
      return CurrentQuestion(c).candidates.empty() ? true : Ask(c, Wait::kEffectChoice);
    case ActionKind::kDamage:
    case ActionKind::kGainLifePoints: {
      const cards::LifePoints& lp = kind == ActionKind::kDamage
                                        ? static_cast<const cards::LifePoints&>(std::get<9>(action))
                                        : std::get<10>(action);
      LifePointsAction(c, lp, kind == ActionKind::kDamage, destroyed);
      return true;
    }
    case ActionKind::kNegate:
      Negate(c, std::get<11>(action));
      return true;
    case ActionKind::kNegateAttack:
      NegateAttack(c);
      return true;
    case ActionKind::kTokens:
      MakeTokens(c, std::get<16>(action));
      return true;
    case ActionKind::kPreventBattleDamage:
      c.s.combat.no_battle_damage |= static_cast<uint8_t>(1u << SeatIndex(link.controller));
      return true;
    default:
      break;
  }
  if (choose) return CurrentQuestion(c).candidates.empty() ? true : Ask(c, Wait::kEffectChoice);
  const std::vector<CardId> ids = Selected(c, *what);
  if (kind == ActionKind::kChangePosition) {
    ChangePositions(c, std::get<13>(action), ids);
  } else if (kind == ActionKind::kModifyStats) {
    ModifyStats(c, std::get<14>(action), ids);
  } else {
    Move(c, kind, ids);
  }
  return true;
}

// Where the card of a resolved link goes (§2.2, §2.3): normal, quick-play and ritual spells and
// normal and counter traps to the graveyard; continuous, field and equip spells, continuous traps
// and pendulum scales stay (an equip spell equipping nothing does not).
void FinishLink(Context& c) {
  const Link& link = CurrentLink(c);
  const cards::Card& info = c.Info(link.card);
  if (link.scale || info.Type() == cards::CardType::kMonster || link.effect != 0) return;
  if (!Same(c, link.card, link.card_object) || !OnField(c.s.Card(link.card).zone)) return;
  bool stays = false;
  if (const cards::Spell* spell = info.AsSpell()) {
    stays = spell->type == cards::SpellType::kContinuous ||
            spell->type == cards::SpellType::kField ||
            (spell->type == cards::SpellType::kEquip && c.s.Card(link.card).attached_to.index != 0);
  } else {
    stays = info.AsTrap()->type == cards::TrapType::kContinuous;
  }
  if (link.negated || !stays) SendToGraveyard(c, link.card, Cause::kRule);
}

}  // namespace

bool ResolveCurrent(Context& c) {
  Resolving& r = c.s.chain.current;
  const Link& link = r.link;
  const cards::Card& info = c.Info(link.card);
  // A monster's effect is negated when the monster is face-up on the field with its effects
  // negated as it resolves (§2.1.2).
  const bool monster_negated =
      info.Type() == cards::CardType::kMonster && Same(c, link.card, link.card_object) &&
      IsMonsterZone(c.s.Card(link.card).zone) && EffectsNegated(c, link.card);
  if (!link.negated && !link.scale && !monster_negated) {
    const cards::Effect& effect = info.effects[link.effect];
    while (r.action < effect.actions.size()) {
      if (!RunAction(c, effect.actions[r.action])) return false;
      ++r.action;
      r.done = 0;
      if (c.s.shuffle_due != 0 && r.action < effect.actions.size()) {
        c.s.wait = Wait::kShuffle;
        c.s.waiting_for = (c.s.shuffle_due & 1) != 0 ? Seat::kA : Seat::kB;
        return false;
      }
    }
  }
  FinishLink(c);
  return true;
}

// ----- Answers -------------------------------------------------------------------------------

Question CurrentQuestion(const Context& c) {
  const cards::Action& action = CurrentAction(c);
  Question q;
  if (cards::KindOf(action) == ActionKind::kDiscard) {
    const auto& d = std::get<7>(action);
    const Seat who = d.opponent ? OtherSeat(CurrentLink(c).controller) : CurrentLink(c).controller;
    q.candidates = c.s.Player(who).hand;
    q.min = q.max = static_cast<uint8_t>(std::min<size_t>(d.count, q.candidates.size()));
    return q;
  }
  const cards::Selection* what = SelectionOf(action);
  TJ_CHECK(what != nullptr && cards::KindOf(*what) == SelectionKind::kChoose);
  const cards::Target& choose = std::get<3>(*what);
  q.candidates = AllMatching(c, choose.filter, SourceOf(c));
  q.max = choose.max == 0 ? static_cast<uint8_t>(q.candidates.size()) : choose.max;
  q.min = static_cast<uint8_t>(std::min<size_t>(choose.min, q.candidates.size()));
  return q;
}

bool CurrentQuestionDiscards(const Context& c) {
  return cards::KindOf(CurrentAction(c)) == ActionKind::kDiscard;
}

Status RefuseEffectChoice(const Context& c, Seat player, const std::vector<CardId>& chosen) {
  if (c.s.wait != Wait::kEffectChoice || c.s.waiting_for != player) {
    return Status::InvalidInput("chooseCards: nothing asks " + Letter(player) +
                                " to choose cards now");
  }
  (void)chosen;  // Y-2: any card of the duel; one the effect does not take is flagged.
  return Status::Ok();
}

Problems EffectChoiceProblems(const Context& c, Seat player, const std::vector<CardId>& chosen) {
  (void)player;
  Problems out;
  const Question q = CurrentQuestion(c);
  if (chosen.size() < q.min || chosen.size() > q.max) {
    out.push_back({Rule::kEffectAnswer, std::to_string(chosen.size()) + " cards were chosen for " +
                                            c.Name(CurrentLink(c).card) + "; it asks for " +
                                            std::to_string(q.min) + "-" + std::to_string(q.max)});
  }
  for (CardId id : chosen) {
    if (!Contains(q.candidates, id)) {
      out.push_back({Rule::kEffectAnswer, c.Name(id) + " is not a card the effect of " +
                                              c.Name(CurrentLink(c).card) + " may choose"});
      break;
    }
  }
  return out;
}

void DoEffectChoice(Context& c, Seat player, const std::vector<CardId>& chosen) {
  (void)player;
  const cards::Action& action = CurrentAction(c);
  Resolving& r = c.s.chain.current;
  if (cards::KindOf(action) == ActionKind::kDiscard) {
    for (CardId id : chosen) SendToGraveyard(c, id, Cause::kEffect);
  } else {
    Move(c, cards::KindOf(action), chosen);
  }
  r.done = 2;
  Resume(c);
}

}  // namespace tcgjudge::ygo
