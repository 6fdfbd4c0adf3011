// ATK and DEF (308, 309, 310, 701(3), 900(4), 900(7)): every change to a character's value, each
// with its timestamp, folded by StatFold.

#include "engine/zero/stats.h"

#include <algorithm>
#include <limits>

#include "engine/zero/game.h"

namespace tcgjudge::zero {

void StatFold::Add(uint32_t stamp, int32_t delta) {
  if (delta == 0) return;
  sum_ += delta;
  if (count_ < few_.size()) {
    few_[count_++] = Addition{stamp, delta};
  } else {
    more_.push_back(Addition{stamp, delta});
  }
}

void StatFold::Set(uint32_t stamp, int32_t value) {
  // The latest set wins; of two with one stamp (one card's effects), the later one visited.
  if (!has_set_ || stamp >= set_stamp_) {
    has_set_ = true;
    set_stamp_ = stamp;
    set_value_ = value;
  }
}

int32_t StatFold::Value() const {
  int64_t value = static_cast<int64_t>(printed_) + sum_;
  if (has_set_) {
    value = set_value_;
    for (size_t i = 0; i < count_; ++i) {
      if (few_[i].stamp >= set_stamp_) value += few_[i].delta;
    }
    for (const Addition& a : more_) {
      if (a.stamp >= set_stamp_) value += a.delta;
    }
  }
  return static_cast<int32_t>(std::clamp<int64_t>(value, std::numeric_limits<int32_t>::min(),
                                                  std::numeric_limits<int32_t>::max()));
}

namespace {

// The "this turn" changes resolved effects made to `id` (317, 701(3)).
void FoldChanges(const State& state, CardId id, bool atk, StatFold* fold) {
  for (const StatChange& change : state.stat_changes) {
    if (change.card != id) continue;
    const int32_t set = atk ? change.set_atk : change.set_def;
    if (set >= 0) fold->Set(change.stamp, set);
    fold->Add(change.stamp, atk ? change.atk : change.def);
  }
}

// 900(4), 900(7): keyword bonuses of a character, applied to ATK and DEF alike.
int32_t KeywordBonus(const Game& game, const State& state, CardId id) {
  const CardInfo& info = game.Info(id);
  const Seat controller = state.Card(id).controller;
  int32_t bonus = 0;
  const int lone_wolf = game.KeywordCount(id, kLoneWolfBit);
  if (lone_wolf > 0) {
    int characters = 0;
    for (CardId other : state.Player(controller).battle) {
      if (game.Info(other).category == Category::kCharacter) ++characters;
    }
    if (characters == 1) bonus += 1000 * lone_wolf;  // Each instance counts (900(4)).
  }
  if (info.battle_links.empty() || game.EffectsLost(id)) return bonus;  // 708(1).
  for (const std::string& partner : info.battle_links) {
    bool found = false;
    for (Zone zone : {Zone::kBattle, Zone::kEvent}) {  // The event zone is part of it (206(2)).
      for (CardId other : state.Player(controller).Zone(zone)) {
        if (other != id && game.HasName(other, partner)) found = true;
      }
    }
    if (found) bonus += 1000;  // Each instance counts (900(7)).
  }
  return bonus;
}

}  // namespace

int32_t Game::PerCardValue(const cards::PerCard& per, CardId id) const {
  // counted from the card's own point of view; its printed value if it lost its effects
  // (708(1)): the effect that sets the value is gone.
  if (EffectsLost(id)) return 0;
  const int64_t value =
      int64_t{per.amount} * CountMatching(per.filter, id, state_->Card(id).controller);
  return static_cast<int32_t>(std::clamp<int64_t>(value, std::numeric_limits<int32_t>::min(),
                                                  std::numeric_limits<int32_t>::max()));
}

int32_t Game::Stat(CardId id, bool atk) const {
  const CardState& card = state_->Card(id);
  const CardInfo& info = Info(id);
  const std::optional<cards::PerCard>& per = atk ? info.atk_per : info.def_per;
  // 308(4), 309(4): an undetermined value counts as 0 outside the battle zone.
  if (per && card.zone != Zone::kBattle) return 0;
  // 308(1), 309(1); a copy's are copied (706). An undetermined value is set by the card's
  // effect, and changes apply to it like to a printed one.
  const int64_t base = int64_t{atk ? info.atk : info.def} + (per ? PerCardValue(*per, id) : 0);
  StatFold fold(static_cast<int32_t>(std::clamp<int64_t>(base, std::numeric_limits<int32_t>::min(),
                                                         std::numeric_limits<int32_t>::max())));
  FoldChanges(*state_, id, atk, &fold);
  // The card's own keywords apply from when it became this object (701(3)).
  fold.Add(card.object, KeywordBonus(*this, *state_, id));
  ContinuousChanges(id, atk, &fold);
  for (CardId equipment : AttachedTo(id, Zone::kBattle)) {
    // 310: the equipment's bonus, changed by its own "this turn" changes, applies from when the
    // equipment entered.
    const CardState& e = state_->Card(equipment);
    StatFold bonus(atk ? Info(equipment).atk_bonus : Info(equipment).def_bonus);
    FoldChanges(*state_, equipment, atk, &bonus);
    fold.Add(e.object, bonus.Value());
  }
  return fold.Value();
}

int32_t Game::FilterStat(CardId id, bool atk) const {
  const CardState& card = state_->Card(id);
  if (card.zone == Zone::kBattle) return Stat(id, atk);
  // Elsewhere no effect changes it (701(1)): the printed value, 0 if undetermined.
  const CardInfo& info = Info(id);
  if (atk ? info.atk_per.has_value() : info.def_per.has_value()) return 0;
  return atk ? info.atk : info.def;
}

}  // namespace tcgjudge::zero
