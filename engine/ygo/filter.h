// Which cards an effect's filter matches, and whether an effect works where its card is and its
// conditions hold (docs/cards.md section 13).

#ifndef TCGJUDGE_ENGINE_YGO_FILTER_H_
#define TCGJUDGE_ENGINE_YGO_FILTER_H_

#include <vector>

#include "engine/ygo/context.h"

namespace tcgjudge::ygo {

// The card whose effect asks, its controller, and the card of the event it responds to.
struct Source {
  CardId card;
  Seat controller = Seat::kA;
  CardId triggering;
};

// Whether `id` matches `f` for `source`. With `default_zones` false, a filter that names no
// zones matches a card wherever it is (the subject of an event, which may have moved).
// Face-down cards on the field show only where they are: a filter that asks for anything printed
// (kind, race, level, ATK, ...) does not match them.
bool Matches(const Context& c, const cards::Filter& f, CardId id, const Source& source,
             bool default_zones = true);
// Every card that matches, in id order.
std::vector<CardId> AllMatching(const Context& c, const cards::Filter& f, const Source& source);

// Whether `effect` of `card` works where the card is now: face-up on the field (a monster in a
// monster zone, a spell or trap in its cell), in the hand, the graveyard or a pendulum zone as
// its `from` says, and, on the field, not negated (§2.1.2).
bool EffectWorksFrom(const Context& c, CardId card, const cards::Effect& effect);

// Whether the effect's conditions hold now for `controller`.
bool ConditionsHold(const Context& c, CardId card, const cards::Effect& effect, Seat controller);

// §2.1 卡名: two cards are the same card when their names are.
bool SameName(const Context& c, CardId a, const std::string& code);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_FILTER_H_
