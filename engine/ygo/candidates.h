// The decisions worth trying where the duel waits: LegalDecisions keeps those without problems,
// IllegalDecisions those with exactly one (rules_check.h), so neither restates a rule.

#ifndef TCGJUDGE_ENGINE_YGO_CANDIDATES_H_
#define TCGJUDGE_ENGINE_YGO_CANDIDATES_H_

#include <vector>

#include "engine/ygo/context.h"
#include "events/event.h"

namespace tcgjudge::ygo {

// Candidate decisions of `player` now. Without `broad`, the ones a player would make (each
// usually legal); with it, also ones out of their timing, with wrong counts, costs, targets,
// materials and positions: the illegal decisions a table makes.
std::vector<tcgjudge::Decision> Candidates(const Context& c, Seat player, bool broad);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_CANDIDATES_H_
