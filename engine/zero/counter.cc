// Damage to a life zone (324(3), 202(4)) and counter effects (反击特效: 312, 704).
//
// Life damage is dealt one card at a time: the top card is turned face up and goes to
// the rest area; if it has a counter effect, that effect goes on a chain of its own, above the
// links of any chain being resolved, and resolves at once with no priority: nobody may respond
// to it (704(5)). Triggers it raises resolve in that chain too. Then the next card is flipped.
// Scrapped life cards (a cost, 606) never get here: their counter effects do not happen
// (324(4), 606(2)).

#include "engine/zero/game.h"

namespace tcgjudge::zero {

int Game::CounterEffectOf(CardId id) const { return Info(id).counter_effect; }

void Game::StartLifeDamage(Seat owner, int32_t amount, bool resume) {
  LifeDamage damage;
  damage.owner = owner;
  damage.remaining = amount;
  damage.chain_base = static_cast<uint32_t>(state_->chain.size());
  if (resume) {
    damage.resumed = state_->resolving;
    state_->resolving = Resolving{};
  }
  state_->life_damage.push_back(std::move(damage));
}

bool Game::ContinueLifeDamage() {
  LifeDamage& damage = state_->life_damage.back();
  const auto& life = std::as_const(*state_).Player(damage.owner).life;
  if (damage.remaining > 0 && !life.empty() && !Over()) {
    --damage.remaining;
    const CardId top = life.front();
    ToRest(top);  // 324(3): turned face up, to the rest area; excess damage is lost (202(4)).
    const int counter = CounterEffectOf(top);
    if (counter >= 0) {
      // 704(1), 704(3): it must happen; its controller is the life zone's owner.
      state_->placing.push_back(PendingTrigger{damage.owner, top, static_cast<uint8_t>(counter),
                                               state_->Card(top).object, true, false});
      return DrainPlacing();
    }
    return true;
  }
  const Resolving resumed = damage.resumed;
  state_->life_damage.pop_back();
  if (resumed.active) state_->resolving = resumed;
  return true;
}

}  // namespace tcgjudge::zero
