// Keywords (900), keyword grants (708(2)), lost effects (708), and entering play (205(2)).

#include <algorithm>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

// The cards of both battle zones (event zones included, 206(2)) in timestamp order: the order
// their continuous effects started to apply (701(3)), which is the order of their objects.
std::vector<CardId> InPlayByTimestamp(const State& state) {
  std::vector<CardId> ids;
  for (const PlayerState& player : state.players) {
    ids.insert(ids.end(), player.battle.begin(), player.battle.end());
    ids.insert(ids.end(), player.event.begin(), player.event.end());
  }
  std::sort(ids.begin(), ids.end(),
            [&](CardId a, CardId b) { return state.Card(a).object < state.Card(b).object; });
  return ids;
}

}  // namespace

bool Game::EffectsLost(CardId id) const {
  const CardState& card = state_.Card(id);
  if (card.zone != Zone::kBattle && card.zone != Zone::kEvent) return false;
  // Most positions have no card that makes others lose effects: say so without sorting.
  bool any_source = false;
  for (const PlayerState& player : state_.players) {
    for (const std::vector<CardId>* zone : {&player.battle, &player.event}) {
      for (CardId s : *zone) any_source = any_source || Info(s).makes_lose_effects;
    }
  }
  if (!any_source) return false;
  const std::vector<CardId> in_play = InPlayByTimestamp(state_);
  // 701(3), 701(5): lose-effects effects apply in timestamp order; a card that lost its effects
  // to an earlier one applies none of its own (its effect cannot make the earlier card lose).
  std::vector<CardId> lost;
  auto is_lost = [&](CardId c) { return std::find(lost.begin(), lost.end(), c) != lost.end(); };
  for (CardId source : in_play) {
    if (!Info(source).makes_lose_effects || is_lost(source)) continue;
    const Seat controller = state_.Card(source).controller;
    for (const cards::Effect& effect : Info(source).effects) {
      const auto* c = std::get_if<cards::Continuous>(&effect.kind);
      if (c == nullptr || !c->lose_effects || !c->affects || !LevelAllows(source, effect) ||
          !TurnAllows(c->during, controller) || !ConditionHolds(c->condition, source, controller)) {
        continue;
      }
      for (CardId target : in_play) {
        if (!is_lost(target) && Matches(*c->affects, source, controller, target)) {
          lost.push_back(target);
        }
      }
    }
  }
  return is_lost(id);
}

int Game::KeywordCount(CardId id, int bit) const {
  const CardState& card = state_.Card(id);
  const bool lost = EffectsLost(id);
  int count = lost ? 0 : Info(id).Printed(bit);  // 708(1): printed keywords are lost.
  // Grants of resolved effects count as the card's own (708(2)): lost with its effects.
  if (!lost && ((card.granted | card.granted_until_end_of_turn | card.granted_until_end_of_battle) &
                bit) != 0) {
    ++count;
  }
  // Grants of continuous effects apply again once the losing effect is done (708(2), A-20):
  // they count whatever the card lost.
  for (const PlayerState& player : state_.players) {
    for (const std::vector<CardId>* zone : {&player.battle, &player.event}) {
      for (CardId source : *zone) {
        if (!Info(source).grants_keywords || EffectsLost(source)) continue;
        const Seat controller = state_.Card(source).controller;
        for (const cards::Effect& effect : Info(source).effects) {
          const auto* c = std::get_if<cards::Continuous>(&effect.kind);
          if (c == nullptr || c->grants.empty() || !c->affects || !LevelAllows(source, effect) ||
              !TurnAllows(c->during, controller) ||
              !ConditionHolds(c->condition, source, controller) ||
              !Matches(*c->affects, source, controller, id)) {
            continue;
          }
          for (const cards::Keyword& k : c->grants) count += KeywordBit(k) == bit ? 1 : 0;
        }
      }
    }
  }
  return count;
}

void Game::EnterPlay(CardId id, Seat controller, bool tapped, uint16_t copy_of) {
  // 706(2): a card entering as a copy is the copy as it enters, not first itself.
  const CardInfo& info = copy_of != 0 ? cards_[copy_of - 1] : Info(id);
  Move(id, info.category == Category::kEvent ? Zone::kEvent : Zone::kBattle, controller);
  state_.Card(id).copied = copy_of;
  name_changes_at_ = 0;  // What it is now may change names (NameChangesMayApply).
  // 900(3) 迟缓: it enters already tapped; "横置登场" likewise. Only cards with a tap state (104).
  if (info.category != Category::kEvent && (tapped || KeywordCount(id, kSlowBit) > 0)) {
    state_.Card(id).tapped = true;
  }
  RaiseTriggers(cards::Timing::kOnEnter, id, 1);  // 801.
}

}  // namespace tcgjudge::zero
