// Continuous effects that change what players may do or pay, and damage (701): "cannot attack"
// (501(3)), "cannot be targeted" (705(5)), "cannot be defended against" and "cannot defend"
// (503), "cannot attack the life zone" (502(2)), battle damage to a life zone (202(4)), cost
// reductions (303(4)), additional attack costs (501(4)), multiplied damage (707), changed names
// and attributes (301(4), 306(4), (5)), and the revealed deck top (201(5)).

#include <algorithm>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

// Calls `visit(effect, source)` for every continuous effect that `wanted` selects and that
// applies to `id` now (701(1): in a battle zone, its level, turn and condition met, its source
// not without effects 708(1)).
template <typename Wanted, typename Visit>
void ForEachApplying(const Game& game, const State& state, CardId id, Wanted wanted, Visit visit) {
  for (CardId source : game.InPlayNow().continuous) {
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

template <typename Field>
bool AnyContinuous(const Game& game, const State& state, CardId id, Field field) {
  bool any = false;
  ForEachApplying(
      game, state, id, [&](const cards::Continuous& c) { return !any && c.*field; },
      [&](const cards::Continuous&, CardId) { any = true; });
  return any;
}

}  // namespace

bool Game::DeckTopRevealed(Seat seat) const {
  const auto& deck = state_->Player(seat).deck;
  if (deck.empty()) return false;
  // 201(5), A-96: while an effect is being carried out, the table does not reveal the top: a new
  // top stays unrevealed until it is done, and the old one was seen already.
  if (state_->resolving.active) return false;
  return AnyContinuous(*this, *state_, deck.front(), &cards::Continuous::reveals_deck_top);
}

bool Game::CannotAttack(CardId id) const {
  return AnyContinuous(*this, *state_, id, &cards::Continuous::cannot_attack);
}

bool Game::CannotBeDefended(CardId id) const {
  return AnyContinuous(*this, *state_, id, &cards::Continuous::cannot_be_defended);
}

bool Game::CannotAttackLife(CardId id) const {
  return AnyContinuous(*this, *state_, id, &cards::Continuous::cannot_attack_life);
}

int32_t Game::DirectAttackDamage(CardId attacker) const {
  int32_t damage = state_->options.direct_attack_damage;  // the header's option.
  uint32_t latest = 0;
  ForEachApplying(
      *this, *state_, attacker, [](const cards::Continuous& c) { return c.life_damage != 0; },
      [&](const cards::Continuous& c, CardId source) {
        // 701(3): the latest effect applies, a source's object number being its timestamp.
        if (state_->Card(source).object >= latest) {
          latest = state_->Card(source).object;
          damage = c.life_damage;
        }
      });
  return damage;
}

namespace {

// The name and attribute changes that apply to `id`, in timestamp order (701(3)): a continuous
// effect's timestamp is its source's object number. `printed` is the Game's flag that
// makes their filters read printed names while they are collected.
std::vector<const cards::Continuous*> NameChanges(const Game& game, const State& state, CardId id,
                                                  bool& printed) {
  std::vector<std::pair<uint32_t, const cards::Continuous*>> changes;
  printed = true;
  ForEachApplying(
      game, state, id,
      [](const cards::Continuous& c) {
        return !c.set_name.empty() || !c.add_attributes.empty() || !c.set_attributes.empty();
      },
      [&](const cards::Continuous& c, CardId source) {
        changes.emplace_back(state.Card(source).object, &c);
      });
  printed = false;
  std::stable_sort(changes.begin(), changes.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<const cards::Continuous*> ordered;
  for (const auto& [stamp, c] : changes) ordered.push_back(c);
  return ordered;
}

}  // namespace

bool Game::NameChangesMayApply() const {
  // Without a card in play that changes names or attributes, every card has its printed (or
  // copied) names: the common case, answered without collecting.
  return !printed_names_ && InPlayNow().names;
}

bool Game::NameIs(CardId id, const std::string& a) const {
  const CardState& card = state_->Card(id);
  if (card.zone == Zone::kResource && card.face_down) return false;  // 204(3), 322(2).
  if (!NameChangesMayApply()) return Info(id).name == a;
  return CardName(id) == a;
}

std::string Game::CardName(CardId id) const {
  const CardState& card = state_->Card(id);
  if (card.zone == Zone::kResource && card.face_down) return "";  // 204(3), 322(2).
  std::string name = Info(id).name;
  if (!NameChangesMayApply()) return name;
  for (const cards::Continuous* c : NameChanges(*this, *state_, id, printed_names_)) {
    if (!c->set_name.empty()) name = c->set_name;  // 301(4): the later change wins.
  }
  return name;
}

std::vector<std::string> Game::Attributes(CardId id) const {
  std::vector<std::string> attributes = Info(id).attributes;
  if (!NameChangesMayApply()) return attributes;
  for (const cards::Continuous* c : NameChanges(*this, *state_, id, printed_names_)) {
    if (!c->set_attributes.empty()) attributes = c->set_attributes;  // 306(5): replaced.
    for (const std::string& added : c->add_attributes) {             // 306(4): the others stay.
      if (std::find(attributes.begin(), attributes.end(), added) == attributes.end()) {
        attributes.push_back(added);
      }
    }
  }
  return attributes;
}

bool Game::HasName(CardId id, const std::string& a) const {
  // 204(3), 322(2): a resource card keeps only its colour and card name: no 『』 matches it.
  if (state_->Card(id).zone == Zone::kResource) return false;
  const CardInfo& info = Info(id);
  if (!NameChangesMayApply()) return info.HasName(a);
  if (std::find(info.character_names.begin(), info.character_names.end(), a) !=
      info.character_names.end()) {
    return true;  // 305: effects change attributes, not character names.
  }
  const std::vector<std::string> attributes = Attributes(id);
  return std::find(attributes.begin(), attributes.end(), a) != attributes.end();
}

bool Game::CannotBeAttacked(CardId id) const {
  return AnyContinuous(*this, *state_, id, &cards::Continuous::cannot_be_attacked);
}

bool Game::CannotDefend(CardId id) const {
  return AnyContinuous(*this, *state_, id, &cards::Continuous::cannot_defend);
}

bool Game::CannotBeTargeted(CardId id) const {
  const Zone zone = state_->Card(id).zone;
  if (zone != Zone::kBattle && zone != Zone::kEvent) return false;  // 705(1): "in the battle zone".
  return AnyContinuous(*this, *state_, id, &cards::Continuous::cannot_be_targeted);
}

Game::ResourceCost Game::CostToUse(CardId id) const {
  const CardInfo& info = Info(id);
  ResourceCost cost;
  cost.total = info.cost_total;
  cost.coloured = info.cost_coloured;
  // 303(5), A-89: an undetermined total is set by the card's effect as it is used, counted from
  // its point of view; reductions apply to the result.
  int64_t reduction =
      info.cost_per ? -int64_t{info.cost_per->amount} *
                          CountMatching(info.cost_per->filter, id, state_->Card(id).controller)
                    : 0;
  ForEachApplying(
      *this, *state_, id, [](const cards::Continuous& c) { return c.cost_reduction > 0; },
      [&](const cards::Continuous& c, CardId) { reduction += c.cost_reduction; });
  if (reduction == 0) return cost;
  int64_t coloured = 0;
  for (int32_t n : cost.coloured) coloured += n;
  // 303(4): never below the coloured part (nor below 0, 103(4)).
  cost.total = static_cast<int32_t>(std::min<int64_t>(
      std::max<int64_t>({int64_t{cost.total} - reduction, coloured, int64_t{0}}), INT32_MAX));
  return cost;
}

Game::ResourceCost Game::AttackCost(CardId id) const {
  ResourceCost cost;
  ForEachApplying(
      *this, *state_, id, [](const cards::Continuous& c) { return c.attack_cost != cards::Cost{}; },
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
      *this, *state_, target, [](const cards::Continuous& c) { return c.damage_factor >= 2; },
      [&](const cards::Continuous& c, CardId) {
        // 707(2): each effect changes this event once, and never again by itself; several
        // multiply (2000 doubled twice is 8000). A-70.
        damage = std::min<int64_t>(damage * c.damage_factor, INT32_MAX);
      });
  return static_cast<int32_t>(damage);
}

}  // namespace tcgjudge::zero
