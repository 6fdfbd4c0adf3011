// Keywords (900), keyword grants (708(2)), lost effects (708), and entering play (205(2)).

#include <algorithm>
#include <array>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
bool Game::LosesEffectsTo(CardId source, CardId target) const {
  const Seat controller = state_->Card(source).controller;
  for (const cards::Effect& effect : Info(source).effects) {
    const auto* c = std::get_if<cards::Continuous>(&effect.kind);
    if (c != nullptr && c->lose_effects && c->affects && LevelAllows(source, effect) &&
        TurnAllows(c->during, controller) && ConditionHolds(c->condition, source, controller) &&
        Matches(*c->affects, source, controller, target)) {
      return true;
    }
  }
  return false;
}

bool Game::EffectsLost(CardId id) const {
  const CardState& card = state_->Card(id);
  if (card.zone != Zone::kBattle && card.zone != Zone::kEvent) return false;
  const std::vector<CardId>& sources = InPlayNow().lose;
  if (sources.empty()) return false;  // Most positions have no card that makes others lose.
  // 701(3), 701(5): lose-effects effects apply in timestamp order; a card that lost its effects
  // to an earlier one applies none of its own (its effect cannot make the earlier card lose).
  // So the sources that apply are found first, the earliest first; then whether one of them
  // makes `id` lose.
  std::array<CardId, 8> few;
  std::vector<CardId> more;
  size_t applying = 0;
  auto applying_at = [&](size_t i) { return i < few.size() ? few[i] : more[i - few.size()]; };
  for (CardId source : sources) {
    bool lost = false;
    for (size_t i = 0; i < applying && !lost; ++i) lost = LosesEffectsTo(applying_at(i), source);
    if (lost) continue;
    if (applying < few.size()) {
      few[applying] = source;
    } else {
      more.push_back(source);
    }
    ++applying;
  }
  for (size_t i = 0; i < applying; ++i) {
    if (LosesEffectsTo(applying_at(i), id)) return true;
  }
  return false;
}

int Game::KeywordCount(CardId id, int bit) const {
  const CardState& card = state_->Card(id);
  const bool lost = EffectsLost(id);
  int count = lost ? 0 : Info(id).Printed(bit);  // 708(1): printed keywords are lost.
  // Grants of resolved effects count as the card's own (708(2)): lost with its effects.
  if (!lost && ((card.granted | card.granted_until_end_of_turn | card.granted_until_end_of_battle) &
                bit) != 0) {
    ++count;
  }
  // Grants of continuous effects apply again once the losing effect is done (708(2), A-20):
  // they count whatever the card lost.
  for (CardId source : InPlayNow().grants) {
    if (EffectsLost(source)) continue;
    const Seat controller = state_->Card(source).controller;
    for (const cards::Effect& effect : Info(source).effects) {
      const auto* c = std::get_if<cards::Continuous>(&effect.kind);
      if (c == nullptr || c->grants.empty() || !c->affects || !LevelAllows(source, effect) ||
          !TurnAllows(c->during, controller) || !ConditionHolds(c->condition, source, controller) ||
          !Matches(*c->affects, source, controller, id)) {
        continue;
      }
      for (const cards::Keyword& k : c->grants) count += KeywordBit(k) == bit ? 1 : 0;
    }
  }
  return count;
}

void Game::EnterPlay(CardId id, Seat controller, bool tapped, uint16_t copy_of) {
  // 706(2): a card entering as a copy is the copy as it enters, not first itself.
  const CardInfo& info = copy_of != 0 ? cards_[copy_of - 1] : Info(id);
  Move(id, info.category == Category::kEvent ? Zone::kEvent : Zone::kBattle, controller);
  state_->Card(id).copied = copy_of;
  ForgetInPlay();  // What it is now is another card (InPlayNow).
  // A copy may be equipment its printed card is not (Move looked at the printed one).
  if (copy_of != 0) ForgetAttachments();
  // 900(3) 迟缓: it enters already tapped; "横置登场" likewise. Only cards with a tap state (104).
  if (info.category != Category::kEvent && (tapped || KeywordCount(id, kSlowBit) > 0)) {
    state_->Card(id).tapped = true;
  }
  RaiseTriggers(cards::Timing::kOnEnter, id, 1);  // 801.
}

}  // namespace tcgjudge::zero
