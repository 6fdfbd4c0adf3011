// Zones and the field (§405): moving a card between zones (a new object each time, §405.9a),
// drawing (§405.9e), destroying (§405.9c), readying and exhausting (§404), and what a card on
// the field is now: its life, its power, deployment fatigue (§302.2). Damage and repair are
// damage.h.

#ifndef TCGJUDGE_ENGINE_RISE_FIELD_H_
#define TCGJUDGE_ENGINE_RISE_FIELD_H_

#include <vector>

#include "engine/rise/context.h"

namespace tcgjudge::rise {

// Moves `id` from wherever it is to `zone` (its owner's, §405.2), into `row` on the field. A
// change of zone, or a move into the resource row, makes it a new object (§405.9a): its damage,
// exhaustion and effects are gone. It enters the field ready (§404.1, §710.1b).
void MoveTo(Context& c, CardId id, Zone zone, Row row = Row::kNone);

// §405.9e: `player` draws `n` cards one at a time; one it cannot draw marks it for §412.6b.
void Draw(Context& c, Seat player, int n);

// §405.9c: `id` leaves the field for its owner's rescue base; a destroyed commander loses its
// controller the game (§102.1a); its "when destroyed" abilities trigger (§703.1).
void Destroy(Context& c, CardId id);

// Its triggered abilities on `event` wait to go on the stack (§708.1); one with an intervening
// condition only if the condition holds now (§703.2, R-37).
void Trigger(Context& c, CardId id, cards::TriggerEvent event);
// §703.2: whether the intervening condition `cond` of an ability `controller` controls holds.
bool ConditionHolds(const Context& c, Seat controller, const cards::Condition& cond);

// Whether `id` is a character on the field (§300.1): not a face-down resource (§414.1b).
bool IsCharacterOnField(const Context& c, CardId id);
// Its life now (§301.1: a commander's face up) and its power now (§205, §301.2b), with its
// unnamed counters' changes (§413.1c).
int32_t LifeOf(const Context& c, CardId id);
int32_t PowerOf(const Context& c, CardId id);
// §302.2, §303.5, §304.2: a 援军, 载具 or 战队 not on its controller's team since the start of
// that player's most recent turn. A commander (§301.3) and equipment (§305.3, §306.3) never are.
bool IsFatigued(const Context& c, CardId id);
// The abilities that work on `id` now: none on a face-down resource (§414.1b); a commander's
// face up (§301.2a).
const std::vector<cards::Ability>& AbilitiesOf(const Context& c, CardId id);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_FIELD_H_
