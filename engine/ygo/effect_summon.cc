// Special Summons by a resolving effect (resolve.h): a monster it brings back or takes from the
// hand or deck, a Fusion Summon (§2.1.4) and a Ritual Summon (§2.1.3). The player names the
// monster, its materials or tributes, its cell and position in a specialSummon decision.

#include <algorithm>

#include "engine/ygo/chain.h"
#include "engine/ygo/field.h"
#include "engine/ygo/filter.h"
#include "engine/ygo/happen.h"
#include "engine/ygo/resolve.h"
#include "engine/ygo/stats.h"
#include "engine/ygo/summon.h"

namespace tcgjudge::ygo {
namespace {

using cards::ActionKind;

constexpr uint8_t kDeclined = 255;  // Resolving::done of a summon the player declined.

const Link& CurrentLink(const Context& c) { return c.s.chain.current.link; }
const cards::Action& CurrentAction(const Context& c) {
  const Link& link = CurrentLink(c);
  return c.Info(link.card).effects[link.effect].actions[c.s.chain.current.action];
}

// The cards of a summon action's selection that it may still summon.
std::vector<CardId> CardsToSummon(const Context& c, const cards::Summon& summon) {
  const Link& link = CurrentLink(c);
  const Source source{link.card, link.controller, link.triggering};
  std::vector<CardId> out;
  auto still = [&](CardId id, uint32_t object) {
    const CardState& card = c.s.Card(id);
    Problems revive;
    if (id.index != 0 && card.object == object && card.zone != Zone::kGone && !OnField(card.zone) &&
        card.zone != Zone::kMaterial) {
      ReviveProblems(c, id, revive);
      if (revive.empty()) out.push_back(id);
    }
  };
  const uint8_t made = static_cast<uint8_t>(c.s.chain.current.done - 1);
  switch (cards::KindOf(summon.what)) {
    case cards::SelectionKind::kTargets:
      for (size_t i = 0; i < link.targets.size(); ++i)
        still(link.targets[i], link.target_objects[i]);
      break;
    case cards::SelectionKind::kSelf:
      still(link.card, link.card_object);
      break;
    case cards::SelectionKind::kTriggering:
      still(link.triggering, link.triggering_object);
      break;
    case cards::SelectionKind::kChoose: {
      const cards::Target& choose = std::get<3>(summon.what);
      if (choose.max != 0 && made >= choose.max) return {};
      out = AllMatching(c, choose.filter, source);
      std::erase_if(out, [&](CardId id) {
        Problems revive;
        ReviveProblems(c, id, revive);
        return !revive.empty();
      });
      break;
    }
    default:
      break;
  }
  return out;
}

bool FreeMonsterCell(const Context& c, Seat player, bool linked_zone) {
  for (Cell cell : FreeCells(c.s, player, Cell::Kind::kMonster)) {
    if (!linked_zone) return true;
    for (const SeatCell& sc : LinkedCells(c, CurrentLink(c).card)) {
      if (sc.seat == player && sc.cell == cell) return true;
    }
  }
  return false;
}

void RitualProblems(const Context& c, const SpecialSummon& d, const cards::Ritual& ritual,
                    Problems& out) {
  int levels = 0;
  for (CardId id : d.materials) levels += Level(c, id);
  const int needed = Level(c, d.card);
  const bool enough = ritual.exact_levels ? levels == needed : levels >= needed;
  if (!enough || d.materials.empty()) {
    out.push_back(
        {Rule::kRitualTributes, c.Name(d.card) + " (level " + std::to_string(needed) +
                                    ") was Ritual Summoned with tributes whose levels total " +
                                    std::to_string(levels)});
  }
}

}  // namespace

EffectSummonKind CurrentEffectSummonKind(const Context& c) {
  switch (cards::KindOf(CurrentAction(c))) {
    case ActionKind::kFusionSummon:
      return EffectSummonKind::kFusion;
    case ActionKind::kRitualSummon:
      return EffectSummonKind::kRitual;
    default:
      return EffectSummonKind::kCards;
  }
}

const cards::Summon* CurrentSummonAction(const Context& c) {
  const cards::Action& action = CurrentAction(c);
  if (cards::KindOf(action) != ActionKind::kSpecialSummon) return nullptr;
  return &std::get<8>(action);
}

std::vector<CardId> EffectSummonCandidates(const Context& c) {
  const Resolving& r = c.s.chain.current;
  if (r.done == kDeclined) return {};
  const Seat player = CurrentLink(c).controller;
  if (c.s.Player(player).locked_turn == c.s.turn.number) return {};  // Scapegoat.
  const cards::Summon* summon = CurrentSummonAction(c);
  if (!FreeMonsterCell(c, player, summon != nullptr && summon->linked_zone)) return {};
  if (summon != nullptr) return CardsToSummon(c, *summon);
  if (r.done >= 2) return {};  // One Fusion or Ritual Summon.
  std::vector<CardId> out;
  const PlayerState& p = c.s.Player(player);
  if (CurrentEffectSummonKind(c) == EffectSummonKind::kFusion) {
    for (CardId id : p.extra_deck) {
      const cards::Monster* m = c.MonsterOf(id);
      if (m != nullptr && m->kind == cards::MonsterKind::kFusion) out.push_back(id);
    }
  } else {
    const std::string& code = std::get<19>(CurrentAction(c)).monster;
    for (CardId id : p.hand) {
      // Y-P9: a card of the hand nobody saw may be the ritual monster.
      if (SameName(c, id, code) || c.Known(id) == nullptr) out.push_back(id);
    }
  }
  return out;
}

Status RefuseEffectSummon(const Context& c, Seat player, const SpecialSummon& d) {
  if (c.s.wait != Wait::kEffectSummon || c.s.waiting_for != player) {
    return Status::InvalidInput("specialSummon: no effect lets " + Letter(player) + " summon now");
  }
  // Y-2: the answer is carried out as given (a monster from wherever it is, flagged when the
  // effect does not summon it; materials that cannot leave stay where they are).
  if (c.MonsterOf(d.card) == nullptr) {
    return Status::InvalidInput("specialSummon.card: " + c.Name(d.card) + " is not a monster");
  }
  if (Contains(d.materials, d.card)) {
    return Status::InvalidInput("specialSummon.materials: " + c.Name(d.card) +
                                " is the monster summoned: one card cannot do both");
  }
  if (const CardId there = CellCard(c.s, player, d.cell); there == d.card) return Status::Ok();
  return RefuseMonsterCell(c, player, d.cell, "specialSummon.cell");
}

Problems EffectSummonProblems(const Context& c, Seat player, const SpecialSummon& d) {
  Problems out;
  const std::string source = c.Name(CurrentLink(c).card);
  const std::vector<CardId> candidates = EffectSummonCandidates(c);
  if (!Contains(candidates, d.card)) {
    out.push_back({Rule::kEffectAnswer,
                   c.Name(d.card) + " is not a monster the effect of " + source + " summons"});
  }
  switch (CurrentEffectSummonKind(c)) {
    case EffectSummonKind::kFusion:
      if (Contains(candidates, d.card)) MaterialProblems(c, d.card, d.materials, out);
      break;
    case EffectSummonKind::kRitual:
      RitualProblems(c, d, std::get<19>(CurrentAction(c)), out);
      break;
    case EffectSummonKind::kCards: {
      const cards::Summon& summon = *CurrentSummonAction(c);
      const bool fixed = summon.position != cards::SummonPosition::kEither;
      const bool defense = summon.position == cards::SummonPosition::kDefense;
      if (fixed && defense != (d.position == Position::kDefense)) {
        out.push_back({Rule::kEffectAnswer, c.Name(d.card) +
                                                " was summoned in the wrong position "
                                                "for " +
                                                source});
      }
      if (summon.linked_zone) {
        const std::vector<SeatCell> linked = LinkedCells(c, CurrentLink(c).card);
        if (std::find(linked.begin(), linked.end(), SeatCell{player, d.cell}) == linked.end()) {
          out.push_back({Rule::kEffectAnswer,
                         c.Name(d.card) + " was not put into a zone " + source + " points to"});
        }
      }
      if (!d.materials.empty()) {
        out.push_back({Rule::kEffectAnswer, source + " summons without materials"});
      }
      ReviveProblems(c, d.card, out);
      break;
    }
  }
  if (IsLink(c.Info(d.card)) && d.position == Position::kDefense) {
    out.push_back({Rule::kLinkDefense,
                   "the link monster " + c.Name(d.card) + " was summoned in DEF position"});
  }
  LeavingProblems(c, player, d.materials, true, Rule::kEffectAnswer, out);
  PlacementProblems(c, player, d.card, d.cell, out);
  LockProblems(c, player, out);
  return out;
}

void DoEffectSummon(Context& c, Seat player, const SpecialSummon& d) {
  State& s = c.s;
  const EffectSummonKind kind = CurrentEffectSummonKind(c);
  for (CardId id : Leaving(c, player, d.materials, true)) {
    SendToGraveyard(c, id, kind == EffectSummonKind::kRitual ? Cause::kTribute : Cause::kMaterial);
  }
  if (!d.materials.empty()) NewMoment(c);  // The summon follows its materials (§5 卡时点).
  const Arrival arrival = kind == EffectSummonKind::kFusion   ? Arrival::kFusion
                          : kind == EffectSummonKind::kRitual ? Arrival::kRitual
                                                              : Arrival::kSpecial;
  // Y-16: a monster summoned from the deck leaves a searched deck: it is shuffled.
  const bool from_deck = s.Card(d.card).zone == Zone::kDeck;
  PlaceMonster(c, player, d.card, d.cell, d.position == Position::kDefense, arrival);
  if (from_deck) AwaitShuffle(c, d.card.seat);
  CardState& card = s.Card(d.card);
  if (kind != EffectSummonKind::kCards) card.properly_summoned = true;
  if (const cards::Summon* summon = CurrentSummonAction(c)) {
    if (summon->negate_effects) card.negated = true;
    const Link& link = CurrentLink(c);
    if (summon->bind && s.Card(link.card).object == link.card_object &&
        OnField(s.Card(link.card).zone)) {
      card.bound_to = link.card;
      card.bound_object = s.Card(link.card).object;
      s.Card(link.card).bound_to = d.card;
      s.Card(link.card).bound_object = card.object;
    }
  }
  Happen(c, cards::Event::kSpecialSummoned, d.card, player);
  ++s.chain.current.done;
  Resume(c);
}

Problems SkipEffectSummonProblems(const Context& c, Seat player) {
  Problems out;
  if (c.s.wait != Wait::kEffectSummon || c.s.waiting_for != player) {
    out.push_back({Rule::kPriority, Letter(player) + " declined a summon nothing asked of him"});
    return out;
  }
  // Y-15: a summon the effect makes (not one it lets its controller choose) is not declined.
  const cards::Summon* summon = CurrentSummonAction(c);
  if (summon != nullptr && cards::KindOf(summon->what) != cards::SelectionKind::kChoose) {
    out.push_back({Rule::kEffectAnswer, Letter(player) + " did not summon what the effect of " +
                                            c.Name(CurrentLink(c).card) + " summons"});
  }
  return out;
}

void SkipEffectSummon(Context& c, Seat player) {
  (void)player;
  c.s.chain.current.done = kDeclined;
  Resume(c);
}

}  // namespace tcgjudge::ygo
