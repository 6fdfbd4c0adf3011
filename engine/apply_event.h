// ApplyEvent: Ruleset::Apply and the one rule every ruleset shares about the end of a game.

#ifndef TCGJUDGE_ENGINE_APPLY_EVENT_H_
#define TCGJUDGE_ENGINE_APPLY_EVENT_H_

#include <vector>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// ruleset.Apply(state, event), and the one rule every ruleset shares about the end of a game: a
// fact the table recorded after the game had ended (a shuffle after an unnoticed LP 0, as play
// went on) is recorded and changes nothing, where the ruleset would refuse it as not due; the
// decisions after the end are the ruleset's to flag. Every fold of a log goes through it (Fold,
// GameReplay, the snapshot reader, whatif), so that such a log imports and a judge can rule on it
// (issue 26; docs/log-format.md, "After the end of the game").
Result<std::vector<Violation>> ApplyEvent(const Ruleset& ruleset, GameState& state,
                                          const Event& event);

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_APPLY_EVENT_H_
