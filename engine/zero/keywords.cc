// Keywords (900), keyword grants (708(2)), lost effects (708) and the continuous prohibitions
// "cannot attack" (501(3)) and "cannot be targeted" (705(5)).

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
  if (!lost && ((card.granted | card.granted_until_end_of_turn) & bit) != 0) ++count;
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

namespace {

// Calls `visit(effect, source)` for every continuous effect that `wanted` selects and that
// applies to `id` now (701(1): in a battle zone, its level, turn and condition met, its source
// not without effects 708(1)).
template <typename Wanted, typename Visit>
void ForEachApplying(const Game& game, const State& state, CardId id, Wanted wanted, Visit visit) {
  for (const PlayerState& player : state.players) {
    for (const std::vector<CardId>* zone : {&player.battle, &player.event}) {
      for (CardId source : *zone) {
        const Seat controller = state.Card(source).controller;
        for (const cards::Effect& effect : game.Info(source).effects) {
          const auto* c = std::get_if<cards::Continuous>(&effect.kind);
          if (c == nullptr || !c->affects || !wanted(*c)) continue;
          if (game.EffectsLost(source) || !game.LevelAllows(source, effect) ||
              !game.TurnAllows(c->during, controller) ||
              !game.ConditionHolds(c->condition, source, controller) ||
              !game.Matches(*c->affects, source, controller, id)) {
            continue;
          }
          visit(*c, source);
        }
      }
    }
  }
}

template <typename Field>
bool AnyContinuous(const Game& game, const State& state, CardId id, Field field) {
  bool any = false;
  ForEachApplying(
      game, state, id, [&](const cards::Continuous& c) { return !any && c.*field; },
      [&](const cards::Continuous&, CardId) { any = true; });
  return any;
}

}  // namespace

bool Game::CannotAttack(CardId id) const {
  return AnyContinuous(*this, state_, id, &cards::Continuous::cannot_attack);
}

bool Game::CannotBeDefended(CardId id) const {
  return AnyContinuous(*this, state_, id, &cards::Continuous::cannot_be_defended);
}

bool Game::CannotDefend(CardId id) const {
  return AnyContinuous(*this, state_, id, &cards::Continuous::cannot_defend);
}

bool Game::CannotBeTargeted(CardId id) const {
  const Zone zone = state_.Card(id).zone;
  if (zone != Zone::kBattle && zone != Zone::kEvent) return false;  // 705(1): "in the battle zone".
  return AnyContinuous(*this, state_, id, &cards::Continuous::cannot_be_targeted);
}

Game::ResourceCost Game::AttackCost(CardId id) const {
  ResourceCost cost;
  ForEachApplying(
      *this, state_, id, [](const cards::Continuous& c) { return c.attack_cost != cards::Cost{}; },
      [&](const cards::Continuous& c, CardId) {  // 501(4): every such effect adds its cost.
        cost.total += c.attack_cost.total;
        for (const cards::ColourCount& part : c.attack_cost.coloured) {
          cost.coloured[static_cast<int>(part.colour)] += part.count;
        }
      });
  return cost;
}

int32_t Game::ReplacedDamage(CardId target, int32_t amount) const {
  int64_t damage = amount;
  ForEachApplying(
      *this, state_, target, [](const cards::Continuous& c) { return c.damage_factor >= 2; },
      [&](const cards::Continuous& c, CardId) {
        // 707(2): each effect changes this event once, and never again by itself; several
        // multiply (2000 doubled twice is 8000). A-70.
        damage = std::min<int64_t>(damage * c.damage_factor, INT32_MAX);
      });
  return static_cast<int32_t>(damage);
}

void Game::EnterPlay(CardId id, Seat controller, bool tapped) {
  const CardInfo& info = Info(id);
  Move(id, info.category == Category::kEvent ? Zone::kEvent : Zone::kBattle, controller);
  // 900(3) 迟缓: it enters already tapped; "横置登场" likewise. Only cards with a tap state (104).
  if (info.category != Category::kEvent && (tapped || KeywordCount(id, kSlowBit) > 0)) {
    state_.Card(id).tapped = true;
  }
  RaiseTriggers(cards::Timing::kOnEnter, id, 1);  // 801.
}

}  // namespace tcgjudge::zero
