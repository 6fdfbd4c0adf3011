// What happened (§5 时点): each action of the duel is one moment; the happenings of the current
// moment are "the last thing that happened", which the effects responding to events need, and an
// optional "when" effect whose event is not of the last moment has missed its timing (§5 卡时点).
// Recording a happening also collects the trigger and flip effects it triggers (§2.1.2).

#ifndef TCGJUDGE_ENGINE_YGO_HAPPEN_H_
#define TCGJUDGE_ENGINE_YGO_HAPPEN_H_

#include "engine/ygo/context.h"

namespace tcgjudge::ygo {

// Begins a new moment: the happenings recorded from now on replace the last ones.
void NewMoment(Context& c);

// Records `event` happening to `card`, done by `by` (for an activation: its chain link), in the
// current moment, and collects the effects it triggers.
void Happen(Context& c, cards::Event event, CardId card, Seat by, uint16_t link = 0);

// The happening of the current moment that effect `effect` of `card` (controlled by
// `controller`) responds to, if any: one of its events, to a card its subject matches.
const Happening* RespondsTo(const Context& c, CardId card, uint8_t effect, Seat controller);

// Whether one of `card`'s own effects lists `event` (a happening only such a card reads is recorded
// only for it: Y-32).
bool OwnEffectsRespondTo(const Context& c, CardId card, cards::Event event);

// Whether the event moves the card itself, so that its own trigger works wherever it went.
bool MovesTheCard(cards::Event event);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_HAPPEN_H_
