// CheckFactAgainst: whether a recorded fact is the one the engine waits for (its FactPoint).

#ifndef TCGJUDGE_ENGINE_FACT_CHECK_H_
#define TCGJUDGE_ENGINE_FACT_CHECK_H_

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// Refuses (kInvalidInput, naming the field) a fact that is not an outcome of what `point` waits
// for: another kind; a shuffle of another seat's deck, or whose order is not a permutation of
// the cards the game says the deck holds (point.cards, whoever owns them: a deck may hold the
// other seat's card after an owner change, rise §405.2); a die of other sides; a random pick
// from another pool (as a set) or of another count, or whose picked cards were left unseen
// (RandomPick.unseen: a fold needs them). Shapes one event shows alone (a die's face, picked
// cards in the pool) are events/codec.h's ValidateEventShape.
Status CheckFactAgainst(const FactPoint& point, const Fact& fact);

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_FACT_CHECK_H_
