#include "engine/ygo/activate.h"

#include <algorithm>

#include "engine/ygo/chain.h"
#include "engine/ygo/field.h"
#include "engine/ygo/filter.h"
#include "engine/ygo/happen.h"
#include "engine/ygo/stats.h"
#include "engine/ygo/summon.h"

namespace tcgjudge::ygo {
namespace {

using cards::CardType;
using cards::EffectKind;
using cards::Event;

// The card's own activation: a spell's or trap's effect 0, or a pendulum scale.
bool IsCardActivation(const Context& c, const Activate& d) {
  return IsScaleActivation(c, d) || (c.Info(d.card).Type() != CardType::kMonster && d.effect == 0);
}

const cards::Effect* EffectOf(const Context& c, const Activate& d) {
  if (IsScaleActivation(c, d)) return nullptr;
  return &c.Info(d.card).effects[d.effect];
}

uint8_t SpeedOf(const Context& c, const Activate& d) {
  return IsScaleActivation(c, d) ? 1 : SpellSpeed(c.Info(d.card), d.effect);
}

const Trigger* PendingTrigger(const Context& c, Seat player, CardId card, uint8_t effect,
                              const std::vector<Trigger>& list) {
  for (const Trigger& t : list) {
    if (t.card == card && t.effect == effect && t.controller == player) return &t;
  }
  return nullptr;
}

// Whether the effect Special Summons its targets (Monster Reborn): a target with its revive limit
// still on cannot be summoned (§2.1 苏生限制).
bool SummonsTargets(const cards::Effect& e) {
  return std::any_of(e.actions.begin(), e.actions.end(), [](const cards::Action& a) {
    return cards::KindOf(a) == cards::ActionKind::kSpecialSummon &&
           cards::KindOf(std::get<8>(a).what) == cards::SelectionKind::kTargets;
  });
}

bool ReviveLimited(const Context& c, CardId id) {
  Problems problems;
  ReviveProblems(c, id, problems);
  return !problems.empty();
}

// ----- Refusals ---------------------------------------------------------------------------------

bool IsFieldSpell(const cards::Card& info) {
  return info.AsSpell() != nullptr && info.AsSpell()->type == cards::SpellType::kField;
}

// Whether the activation puts the card into a cell: a spell's or trap's own activation, or a
// pendulum scale, of a card that is not on the field (from the hand, or from wherever the table
// took it, Y-2).
bool PlacesCard(const Context& c, const Activate& d) {
  const CardState& card = c.s.Card(d.card);
  if (OnField(card.zone)) return false;
  return IsScaleActivation(c, d) ||
         (c.Info(d.card).Type() != cards::CardType::kMonster && d.effect == 0);
}

// §1.4: the cell exists and is of the card's kind and free; a Field Spell may go over the one in
// the field zone, which is then sent to the graveyard (Y-28).
Status RefuseCell(const Context& c, Seat player, const Activate& d) {
  const cards::Card& info = c.Info(d.card);
  if (!d.cell) {
    return Status::InvalidInput("activate.cell: " + c.Name(d.card) +
                                " is placed on the field as it is activated: name its cell");
  }
  const bool field_spell = IsFieldSpell(info);
  const Cell::Kind kind = field_spell ? Cell::Kind::kField : Cell::Kind::kSpellTrap;
  if (d.cell->kind != kind) {
    return Status::InvalidInput("activate.cell: " + c.Name(d.card) + " goes to " +
                                (field_spell ? "the field zone FZ" : "a spell & trap zone S1-S5"));
  }
  if (CellCard(c.s, player, *d.cell).index != 0 && !field_spell) {
    return Status::InvalidInput("activate.cell: " + d.cell->ToString() + " holds " +
                                CellCard(c.s, player, *d.cell).ToString() +
                                " already: a cell holds one card (§1.4)");
  }
  return Status::Ok();
}

// The cards a cost may take (Y-2: a cost names cards of the duel; one that is not where the cost
// takes it from is flagged and stays where it is).
bool CostCardAllowed(const Context& c, Seat player, const Activate& d,
                     const std::vector<CardId>& list, CardId id) {
  const CardState& card = c.s.Card(id);
  if (&list == &d.cost.discard) return card.zone == Zone::kHand && card.controller == player;
  if (&list == &d.cost.tribute) return IsMonsterZone(card.zone) && card.controller == player;
  if (&list == &d.cost.detach) return card.zone == Zone::kMaterial && card.attached_to == d.card;
  if (card.controller != player) return false;
  if (&list == &d.cost.banish) {
    return card.zone != Zone::kDeck && card.zone != Zone::kExtraDeck &&
           card.zone != Zone::kBanished && card.zone != Zone::kMaterial;
  }
  return card.zone == Zone::kHand || OnField(card.zone);  // sendToGraveyard.
}

void CostPlaceProblems(const Context& c, Seat player, const Activate& d, Problems& out) {
  const Cost& cost = d.cost;
  const std::pair<const std::vector<CardId>*, const char*> lists[] = {
      {&cost.discard, "discarded"},
      {&cost.tribute, "tributed"},
      {&cost.detach, "detached"},
      {&cost.banish, "banished"},
      {&cost.send_to_graveyard, "sent to the graveyard"}};
  for (const auto& [list, verb] : lists) {
    for (CardId id : *list) {
      if (!CostCardAllowed(c, player, d, *list, id)) {
        out.push_back({Rule::kCost, c.Name(id) + " in the " +
                                        std::string(ZoneName(c.s.Card(id).zone)) + " cannot be " +
                                        verb + " for the cost of " + c.Name(d.card) +
                                        ": it stays where it is"});
      }
    }
  }
  const int32_t lp = c.s.Player(player).life_points;
  if (d.cost.life_points > static_cast<uint32_t>(std::max(lp, 0))) {
    out.push_back({Rule::kCost, Letter(player) + " paid " + std::to_string(d.cost.life_points) +
                                    " LP with only " + std::to_string(lp)});
  }
}

Status RefuseTwice(const std::vector<CardId>& ids, const std::string& field) {
  for (size_t i = 0; i < ids.size(); ++i) {
    if (std::find(ids.begin() + static_cast<long>(i) + 1, ids.end(), ids[i]) != ids.end()) {
      return Status::InvalidInput(field + ": " + ids[i].ToString() + " is listed twice");
    }
  }
  return Status::Ok();
}

// ----- Problems --------------------------------------------------------------------------------

// §1.4, Y-30: a player has six monster zones (M1-M5 and one extra monster zone, which only a
// monster from the extra deck may take). An effect that Special Summons its targets, or creates
// tokens, where none of what it summons could be placed is not activated. (Fusion and Ritual
// Summons free zones with their materials and are not checked.)
bool NoRoomToSummon(const Context& c, Seat player, const cards::Effect& e,
                    const std::vector<CardId>& targets) {
  if (!FreeCells(c.s, player, Cell::Kind::kMonster).empty()) return false;
  bool extra_zone = !FreeCells(c.s, player, Cell::Kind::kExtraMonster).empty();
  for (CardId id : c.s.extra_monsters) {
    if (id.index != 0 && c.s.Card(id).controller == player) extra_zone = false;
  }
  bool checked = false;
  for (const cards::Action& a : e.actions) {
    const cards::ActionKind kind = cards::KindOf(a);
    if (kind == cards::ActionKind::kTokens) {
      checked = true;  // Y-20: tokens go to the main monster zones.
    } else if (kind == cards::ActionKind::kSpecialSummon &&
               cards::KindOf(std::get<8>(a).what) == cards::SelectionKind::kTargets) {
      checked = true;
      for (CardId id : targets) {
        if (extra_zone && IsExtraDeckMonster(c.Info(id))) return false;
      }
    } else if (kind == cards::ActionKind::kSpecialSummon ||
               kind == cards::ActionKind::kFusionSummon ||
               kind == cards::ActionKind::kRitualSummon) {
      return false;
    }
  }
  return checked;
}

void TimingProblems(const Context& c, Seat player, const Activate& d, const Response& r,
                    Problems& out) {
  const State& s = c.s;
  const cards::Card& info = c.Info(d.card);
  const CardState& card = s.Card(d.card);
  const cards::Effect* e = EffectOf(c, d);
  const bool main_phase = s.turn.phase == Phase::kMain1 || s.turn.phase == Phase::kMain2;
  const bool open = main_phase && player == c.Tp() && s.chain.links.empty() && !s.combat.active();
  const bool from_hand = card.zone == Zone::kHand;
  if (IsCardActivation(c, d)) {
    if (OnField(card.zone) && !card.face_down) {
      out.push_back({Rule::kEffectTiming, c.Name(d.card) + " is face-up already: it is not "
                                                           "activated again"});
    }
    if (const cards::Spell* spell = info.AsSpell(); spell != nullptr || IsScaleActivation(c, d)) {
      const bool quick = spell != nullptr && spell->type == cards::SpellType::kQuickPlay;
      if (!quick && (!main_phase || player != c.Tp())) {  // §2.2 发动条件.
        out.push_back({Rule::kSpellTiming, c.Name(d.card) + " was activated outside " +
                                               Letter(player) + "'s own main phase"});
      }
      if (quick && from_hand && player != c.Tp()) {
        out.push_back({Rule::kQuickPlayFromHand,
                       c.Name(d.card) + " was activated from the hand on the opponent's turn"});
      }
      if (quick && !from_hand && card.entered_turn == s.turn.number) {
        out.push_back({Rule::kQuickPlaySetThisTurn,
                       c.Name(d.card) + " was activated in the turn it was set"});
      }
    } else if (info.AsTrap() != nullptr) {  // §2.3 发动条件.
      if (from_hand) {
        out.push_back({Rule::kTrapFromHand, c.Name(d.card) + " was activated from the hand"});
      } else if (card.face_down && card.entered_turn == s.turn.number) {
        out.push_back(
            {Rule::kTrapSetThisTurn, c.Name(d.card) + " was activated in the turn it was set"});
      }
    }
  } else if (e->kind == EffectKind::kIgnition && !open) {
    out.push_back({Rule::kEffectTiming,
                   "the ignition effect of " + c.Name(d.card) +
                       " was activated outside its controller's main phase with an empty chain"});
  } else if (e->kind == EffectKind::kContinuous) {  // §2.1.2 永续效果: applies, never activated.
    out.push_back({Rule::kEffectTiming, "the continuous effect of " + c.Name(d.card) +
                                            " was activated: it applies while the card is "
                                            "face-up and is never activated (§2.1.2)"});
  }
  if (e == nullptr) return;
  const bool trigger = e->kind == EffectKind::kTrigger || e->kind == EffectKind::kFlip;
  if (trigger && !r.found) {
    const bool missed = PendingTrigger(c, player, d.card, d.effect, s.chain.missed) != nullptr;
    out.push_back({missed ? Rule::kMissedTiming : Rule::kEffectTiming,
                   missed
                       ? "the \"when\" effect of " + c.Name(d.card) +
                             " was activated though its event was not the last thing to happen"
                       : "the effect of " + c.Name(d.card) + " was activated without its event"});
  } else if (!trigger && !e->events.empty() && !r.found) {
    out.push_back({Rule::kEffectTiming, c.Name(d.card) +
                                            " was activated though what it responds to was not "
                                            "the last thing to happen"});
  }
  // A pending trigger was checked where it triggered (a card that moved triggers where it went).
  if (!IsCardActivation(c, d) && !(trigger && r.found) && !EffectWorksFrom(c, d.card, *e)) {
    const bool negated = IsMonsterZone(card.zone) && EffectsNegated(c, d.card);
    out.push_back({negated ? Rule::kEffectNegated : Rule::kEffectLocation,
                   negated ? "the effects of " + c.Name(d.card) + " are negated"
                           : "the effect of " + c.Name(d.card) + " does not work in the " +
                                 std::string(ZoneName(card.zone))});
  }
  if (!ConditionsHold(c, d.card, *e, player)) {
    out.push_back(
        {Rule::kEffectCondition, "the condition of " + c.Name(d.card) + "'s effect does not hold"});
  }
  // Scapegoat: an effect that would summon cannot be activated while summoning is given up.
  const bool summons = std::any_of(e->actions.begin(), e->actions.end(), [](const auto& a) {
    const cards::ActionKind k = cards::KindOf(a);
    return k == cards::ActionKind::kSpecialSummon || k == cards::ActionKind::kFusionSummon ||
           k == cards::ActionKind::kRitualSummon || k == cards::ActionKind::kTokens;
  });
  if (summons && s.Player(player).locked_turn == s.turn.number) {
    out.push_back({Rule::kSummonLocked, c.Name(d.card) + " would summon, but " + Letter(player) +
                                            " gave up summoning this turn"});
  }
  if (summons && NoRoomToSummon(c, player, *e, d.targets)) {
    out.push_back({Rule::kEffectCondition, c.Name(d.card) + " would Special Summon, but " +
                                               Letter(player) +
                                               " has no monster zone it could summon to (§1.4, "
                                               "Y-30)"});
  }
  if (e->once_per_turn) {
    const std::vector<UsedEffect>& used = s.Player(player).used;
    if (std::find(used.begin(), used.end(), UsedEffect{IdentityOf(s, d.card), d.effect}) !=
        used.end()) {
      out.push_back({Rule::kOncePerTurn,
                     "the effect of " + c.Name(d.card) + " was used a second time this turn"});
    }
  }
}

void PriorityProblems(const Context& c, Seat player, const Activate& d, const Response& r,
                      Problems& out) {
  const State& s = c.s;
  const bool placing = s.wait == Wait::kTrigger;
  const bool pending = PendingTrigger(c, player, d.card, d.effect, s.chain.triggers) != nullptr;
  if (placing ? !(pending && player == s.waiting_for)
              : s.wait != Wait::kPriority || player != s.waiting_for) {
    out.push_back({Rule::kPriority,
                   Letter(player) + " activated " + c.Name(d.card) + " without holding priority"});
  }
  // §5 咒文速度, 连锁速度: a link is as fast as the one below it; spell speed 1 starts chains.
  // Triggered effects that happened together go on one chain (Y-7).
  if (!placing && !s.chain.links.empty()) {
    const uint8_t speed = SpeedOf(c, d);
    const uint8_t below = s.chain.links.back().speed;
    if (speed == 1 || speed < below) {
      out.push_back({Rule::kChainSpeed, c.Name(d.card) + " (spell speed " + std::to_string(speed) +
                                            ") was chained to spell speed " +
                                            std::to_string(below)});
    }
  }
  const cards::Effect* e = EffectOf(c, d);
  // Y-8: in the window of a summon only its negation may be activated.
  if (!s.chain.summoning.empty() && s.chain.links.empty() && !placing && !r.summon) {
    out.push_back({Rule::kSummonWindow, c.Name(d.card) +
                                            " was activated while a summon could only be "
                                            "negated"});
  }
  // Y-13: the damage step allows counter traps, ATK/DEF changes up to damage calculation, what
  // says "during damage calculation" at that timing, and its own triggered effects.
  const DamageTiming timing = s.turn.timing;
  if (timing != DamageTiming::kNone && !placing && e != nullptr) {
    const cards::Trap* trap = c.Info(d.card).AsTrap();
    const bool counter =
        trap != nullptr && trap->type == cards::TrapType::kCounter && d.effect == 0;
    const bool stats =
        !e->actions.empty() && std::all_of(e->actions.begin(), e->actions.end(), [](const auto& a) {
          return cards::KindOf(a) == cards::ActionKind::kModifyStats;
        });
    const bool calc = std::find(e->conditions.begin(), e->conditions.end(),
                                cards::Condition::kDamageCalculation) != e->conditions.end();
    const bool allowed = counter || (stats && timing <= DamageTiming::kBeforeCalc) ||
                         (calc && timing == DamageTiming::kCalc);
    if (!allowed) {
      out.push_back(
          {Rule::kDamageStep, c.Name(d.card) + " cannot be activated in the damage step"});
    }
  } else if (timing != DamageTiming::kNone && !placing && e == nullptr) {
    out.push_back({Rule::kDamageStep, c.Name(d.card) + " cannot be activated in the damage step"});
  }
}

void CostProblems(const Context& c, Seat player, const Activate& d, Problems& out) {
  const cards::Effect* e = EffectOf(c, d);
  const cards::Cost required = e != nullptr ? e->cost : cards::Cost{};
  const std::string whose = "the cost of " + c.Name(d.card);
  auto wrong = [&](const std::string& what) { out.push_back({Rule::kCost, whose + ": " + what}); };
  uint32_t lp = required.pay_life_points;
  if (required.pay_half_life_points)
    lp += static_cast<uint32_t>(c.s.Player(player).life_points / 2);
  if (d.cost.life_points != lp) {
    wrong("paid " + std::to_string(d.cost.life_points) + " LP, not " + std::to_string(lp));
  }
  if (d.cost.discard.size() != required.discard || Contains(d.cost.discard, d.card)) {
    wrong("discarded " + std::to_string(d.cost.discard.size()) + " other cards, not " +
          std::to_string(required.discard));
  }
  const std::vector<CardId> self = {d.card};
  // Tokens and pendulum monsters of the field have their own rules (below).
  std::vector<CardId> sent = d.cost.send_to_graveyard;
  std::erase_if(sent, [&](CardId id) {
    return id.IsToken() || (IsPendulum(c.Info(id)) && IsMonsterZone(c.s.Card(id).zone));
  });
  if ((required.send_self_to_graveyard ? self : std::vector<CardId>{}) != sent) {
    wrong(required.send_self_to_graveyard ? "the card itself goes to the graveyard"
                                          : "nothing is sent to the graveyard");
  }
  if ((required.banish_self ? self : std::vector<CardId>{}) != d.cost.banish) {
    wrong(required.banish_self ? "the card itself is banished" : "nothing is banished");
  }
  if (d.cost.detach.size() != required.detach) {
    wrong("detached " + std::to_string(d.cost.detach.size()) + " materials, not " +
          std::to_string(required.detach));
  }
  std::vector<CardId> tributes = d.cost.tribute;
  if (required.tribute_self) {
    if (!Contains(tributes, d.card)) wrong("the card itself is tributed");
    std::erase(tributes, d.card);
  }
  size_t needed = 0;
  for (const cards::Material& m : required.tribute) needed += m.min;
  const Source source{d.card, player, CardId{}};
  for (CardId id : tributes) {
    const bool fits =
        std::any_of(required.tribute.begin(), required.tribute.end(),
                    [&](const cards::Material& m) { return Matches(c, m.filter, id, source); });
    if (!fits) wrong(c.Name(id) + " is not a tribute the effect asks for");
  }
  if (tributes.size() != needed) {
    wrong("tributed " + std::to_string(tributes.size()) + " monsters, not " +
          std::to_string(needed));
  }
  // Supplement 1: a token is never sent to the graveyard as a cost; §2.1.7: nor a pendulum
  // monster from the field.
  for (CardId id : d.cost.send_to_graveyard) {
    if (id.IsToken()) {
      out.push_back({Rule::kTokenCost, c.Name(id) + " was sent to the graveyard as a cost"});
    } else if (IsPendulum(c.Info(id)) && IsMonsterZone(c.s.Card(id).zone)) {
      out.push_back({Rule::kPendulumCost, "the pendulum monster " + c.Name(id) +
                                              " was sent from the field to the graveyard as a "
                                              "cost"});
    }
  }
}

void TargetProblems(const Context& c, Seat player, const Activate& d, const Response& r,
                    Problems& out) {
  const cards::Effect* e = EffectOf(c, d);
  const std::vector<cards::Target> specs = e != nullptr ? e->targets : std::vector<cards::Target>{};
  const Source source{d.card, player, r.triggering};
  size_t next = 0;
  for (const cards::Target& spec : specs) {
    size_t taken = 0;
    while (next < d.targets.size() && (spec.max == 0 || taken < spec.max) &&
           Matches(c, spec.filter, d.targets[next], source)) {
      ++next;
      ++taken;
    }
    if (taken < spec.min) {  // Say what was chosen (issue 32: not "0 were chosen").
      std::string chosen;
      for (size_t i = next; i < d.targets.size(); ++i) {
        chosen += (chosen.empty() ? "" : ", ") + c.Name(d.targets[i]);
      }
      out.push_back(
          {Rule::kTargets,
           c.Name(d.card) + " needs " + std::to_string(spec.min) + " legal target(s); " +
               (chosen.empty() ? std::string("none was chosen") : chosen + " is not one") +
               (taken > 0 ? " (" + std::to_string(taken) + " legal before it)" : "")});
      return;
    }
  }
  if (next != d.targets.size()) {
    out.push_back(
        {Rule::kTargets, c.Name(d.targets[next]) + " is not a legal target of " + c.Name(d.card)});
    return;
  }
  if (e != nullptr && SummonsTargets(*e)) {
    for (CardId id : d.targets) ReviveProblems(c, id, out);
  }
}

}  // namespace

bool IsScaleActivation(const Context& c, const Activate& d) {
  const Zone zone = c.s.Card(d.card).zone;
  return !OnField(zone) && IsPendulum(c.Info(d.card)) && d.cell.has_value();
}

Response ResponseOf(const Context& c, Seat player, CardId card, uint8_t effect) {
  Response r;
  const cards::Effect& e = c.Info(card).effects[effect];
  if (e.kind == EffectKind::kTrigger || e.kind == EffectKind::kFlip) {
    if (const Trigger* t = PendingTrigger(c, player, card, effect, c.s.chain.triggers)) {
      r = Response{t->triggering, t->triggering_object, 0, false, true};
    }
    return r;
  }
  if (e.events.empty()) {
    r.found = true;
    return r;
  }
  if (const Happening* h = RespondsTo(c, card, effect, player)) {
    r.found = true;
    r.triggering = h->card;
    r.triggering_object = h->object;
    r.summon = static_cast<Event>(h->event) == Event::kSummonAttempt;
    if (h->link != 0) r.link = h->link;
  }
  return r;
}

// Y-2: a card of the duel is activated from wherever it is, by whoever activates it; refused
// only an effect the card does not have, a cell that cannot hold it, one card used twice at once.
Status RefuseActivate(const Context& c, Seat player, const Activate& d) {
  const bool scale = IsScaleActivation(c, d);
  if (!scale && d.effect >= c.Info(d.card).effects.size()) {
    return Status::InvalidInput("activate.effect: " + c.Name(d.card) + " has no effect " +
                                std::to_string(d.effect));
  }
  if (PlacesCard(c, d)) TJ_RETURN_IF_ERROR(RefuseCell(c, player, d));
  std::vector<CardId> paid;
  for (const auto* list : {&d.cost.discard, &d.cost.tribute, &d.cost.detach, &d.cost.banish,
                           &d.cost.send_to_graveyard}) {
    paid.insert(paid.end(), list->begin(), list->end());
  }
  return RefuseTwice(paid, "activate.cost");
}

Problems ActivateProblems(const Context& c, Seat player, const Activate& d) {
  Problems out;
  const CardState& card = c.s.Card(d.card);
  if (card.controller != player) {
    out.push_back({Rule::kNotOwnCard, Letter(player) + " activated " + c.Name(d.card) +
                                          ", a card " + Letter(card.controller) +
                                          " holds or controls"});
  }
  if (PlacesCard(c, d) && card.zone != Zone::kHand) {  // §2.2, §2.3: from the hand or set.
    out.push_back({Rule::kNotFromHand,
                   c.Name(d.card) + " was activated from the " + std::string(ZoneName(card.zone))});
  }
  if (IsScaleActivation(c, d) && d.cell->index != 0 && d.cell->index != 4) {
    out.push_back({Rule::kScaleZone, c.Name(d.card) + " was placed as a pendulum scale in " +
                                         d.cell->ToString() + ", not S1 or S5"});
  }
  const cards::CardType type = c.Info(d.card).Type();
  if (!IsScaleActivation(c, d) && d.effect == 0 && type != cards::CardType::kMonster &&
      ActivationLocked(c, player, type)) {
    out.push_back({Rule::kActivationForbidden,
                   Letter(player) + " activated " + c.Name(d.card) +
                       " while a continuous effect of the opponent's forbids activating " +
                       (type == cards::CardType::kSpell ? "spell" : "trap") +
                       " cards until the end of the damage step"});
  }
  const Response r = IsScaleActivation(c, d) ? Response{CardId{}, 0, 0, false, true}
                                             : ResponseOf(c, player, d.card, d.effect);
  PriorityProblems(c, player, d, r, out);
  TimingProblems(c, player, d, r, out);
  CostProblems(c, player, d, out);
  CostPlaceProblems(c, player, d, out);
  TargetProblems(c, player, d, r, out);
  return out;
}

void DoActivate(Context& c, Seat player, const Activate& d) {
  State& s = c.s;
  const bool scale = IsScaleActivation(c, d);
  const Response r = scale ? Response{} : ResponseOf(c, player, d.card, d.effect);
  const bool placing = s.wait == Wait::kTrigger;
  NewMoment(c);
  // The card: placed from the hand (or wherever the table took it), or turned face-up where it
  // is set. A Field Spell over another sends the other to the graveyard (Y-28).
  CardState& card = s.Card(d.card);
  if (PlacesCard(c, d)) {
    if (const CardId old = CellCard(s, player, *d.cell); old.index != 0) {
      SendToGraveyard(c, old, Cause::kRule);
    }
    Unlist(s, d.card);
    List(s, d.card, d.cell->kind == Cell::Kind::kField ? Zone::kField : Zone::kSpellTrap, player,
         d.cell->index);
    s.Card(d.card).entered_turn = s.turn.number;
  } else if (OnField(card.zone) && card.face_down && !IsMonsterZone(card.zone)) {
    card.face_down = false;
  }
  // The cost (§2: tributes, LP, discards, banishing, sending to the graveyard, detaching).
  // Cards the cost cannot take stay where they are (flagged by CostPlaceProblems).
  PlayerState& p = s.Player(player);
  p.life_points = std::max(p.life_points - static_cast<int32_t>(d.cost.life_points), 0);
  auto usable = [&](const std::vector<CardId>& list) {
    std::vector<CardId> out;
    for (CardId id : list) {
      if (CostCardAllowed(c, player, d, list, id)) out.push_back(id);
    }
    return out;
  };
  Cost cost;
  cost.detach = usable(d.cost.detach);
  cost.discard = usable(d.cost.discard);
  cost.tribute = usable(d.cost.tribute);
  cost.send_to_graveyard = usable(d.cost.send_to_graveyard);
  cost.banish = usable(d.cost.banish);
  for (CardId id : cost.detach) DetachMaterial(c, id);
  for (CardId id : cost.discard) SendToGraveyard(c, id, Cause::kCost);
  for (CardId id : cost.tribute) SendToGraveyard(c, id, Cause::kTribute);
  for (CardId id : cost.send_to_graveyard) SendToGraveyard(c, id, Cause::kCost);
  for (CardId id : cost.banish) Banish(c, id, Cause::kCost);
  const cards::Effect* e = scale ? nullptr : &c.Info(d.card).effects[d.effect];
  if (e != nullptr && e->cost.lock_summons) p.locked_turn = s.turn.number;
  if (e != nullptr && e->once_per_turn)
    p.used.push_back(UsedEffect{IdentityOf(s, d.card), d.effect});
  if (placing) {
    std::erase_if(s.chain.triggers, [&](const Trigger& t) {
      return t.card == d.card && t.effect == d.effect && t.controller == player;
    });
  }
  Link link;
  link.controller = player;
  link.card = d.card;
  link.card_object = s.Card(d.card).object;
  link.effect = scale ? 0 : d.effect;
  link.speed = scale ? 1 : SpellSpeed(c.Info(d.card), d.effect);
  link.scale = scale;
  link.targets = d.targets;
  for (CardId t : d.targets) link.target_objects.push_back(s.Card(t).object);
  link.triggering = r.triggering;
  link.triggering_object = r.triggering_object;
  link.responds_to = r.link;
  link.responds_to_summon = r.summon;
  AddLink(c, std::move(link));
  if (placing) NextTriggerGroup(c);
}

void RecordActivation(Context& c, uint16_t number) {
  const Link& link = c.s.chain.links[number - 1];
  const cards::Card& info = c.Info(link.card);
  const bool card_activation =
      link.scale || (info.Type() != CardType::kMonster && link.effect == 0);
  if (card_activation && (link.scale || info.Type() == CardType::kSpell)) {
    Happen(c, Event::kSpellActivated, link.card, link.controller, number);
  } else if (card_activation) {
    Happen(c, Event::kTrapActivated, link.card, link.controller, number);
  } else if (info.Type() == CardType::kMonster) {
    Happen(c, Event::kMonsterEffectActivated, link.card, link.controller, number);
  }
  for (CardId target : c.s.chain.links[number - 1].targets) {
    Happen(c, Event::kTargetingActivation, target, link.controller, number);
  }
}

std::vector<CardId> TargetCandidates(const Context& c, Seat player, CardId card, uint8_t effect,
                                     size_t spec, CardId triggering) {
  const cards::Effect& e = c.Info(card).effects[effect];
  std::vector<CardId> out =
      AllMatching(c, e.targets[spec].filter, Source{card, player, triggering});
  if (SummonsTargets(e)) std::erase_if(out, [&](CardId id) { return ReviveLimited(c, id); });
  return out;
}

std::optional<Cost> CanonicalCost(const Context& c, Seat player, CardId card, uint8_t effect) {
  const cards::Cost& required = c.Info(card).effects[effect].cost;
  const State& s = c.s;
  Cost cost;
  cost.life_points = required.pay_life_points;
  if (required.pay_half_life_points) cost.life_points += s.Player(player).life_points / 2;
  if (cost.life_points > static_cast<uint32_t>(std::max(s.Player(player).life_points, 0))) {
    return std::nullopt;
  }
  for (CardId id : s.Player(player).hand) {
    if (cost.discard.size() < required.discard && id != card) cost.discard.push_back(id);
  }
  if (cost.discard.size() < required.discard) return std::nullopt;
  if (required.send_self_to_graveyard) cost.send_to_graveyard.push_back(card);
  if (required.banish_self) cost.banish.push_back(card);
  if (required.tribute_self) {
    if (!IsMonsterZone(s.Card(card).zone)) return std::nullopt;
    cost.tribute.push_back(card);
  }
  const Source source{card, player, CardId{}};
  for (const cards::Material& m : required.tribute) {
    size_t taken = 0;
    for (CardId id : MonstersOf(s, player)) {
      if (taken < m.min && !Contains(cost.tribute, id) && Matches(c, m.filter, id, source)) {
        cost.tribute.push_back(id);
        ++taken;
      }
    }
    if (taken < m.min) return std::nullopt;
  }
  const std::vector<CardId> materials = MaterialsOf(s, card);
  if (materials.size() < required.detach) return std::nullopt;
  cost.detach.assign(materials.begin(), materials.begin() + required.detach);
  return cost;
}

bool CanActivateTrigger(const Context& c, const Trigger& t) {
  // Y-7: a card that changed control after its effect triggered is no longer its controller's to
  // activate (RefuseActivate), and its new controller did not have the trigger.
  if (c.s.Card(t.card).controller != t.controller) return false;
  const cards::Effect& e = c.Info(t.card).effects[t.effect];
  if (e.once_per_turn) {
    const std::vector<UsedEffect>& used = c.s.Player(t.controller).used;
    if (std::find(used.begin(), used.end(), UsedEffect{IdentityOf(c.s, t.card), t.effect}) !=
        used.end()) {
      return false;
    }
  }
  if (!CanonicalCost(c, t.controller, t.card, t.effect)) return false;
  if (NoRoomToSummon(c, t.controller, e, {})) return false;
  for (size_t i = 0; i < e.targets.size(); ++i) {
    if (TargetCandidates(c, t.controller, t.card, t.effect, i, t.triggering).size() <
        e.targets[i].min) {
      return false;
    }
  }
  return true;
}

}  // namespace tcgjudge::ygo
