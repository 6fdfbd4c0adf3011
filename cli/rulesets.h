// The rules engines of the `tcgjudge` binary.

#ifndef TCGJUDGE_CLI_RULESETS_H_
#define TCGJUDGE_CLI_RULESETS_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/registry.h"
#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// Every engine of this build: 零次元 ("zero") with the card set of `cards_path` (a JSON Lines card
// set, docs/cards.md). A card file that does not load is refused with "--cards: <path:line:
// reason>" (kInvalidInput, or kIoError when it cannot be read).
Result<std::unique_ptr<RulesetRegistry>> LoadRulesets(const std::string& cards_path);

// Names the engines LoadRulesets(cards_path) builds, for snapshot versions (judge/
// snapshot_cache.h): 16 hex digits of a digest of this build's engine sources and the card file's
// bytes, so that a snapshot is read only by the engine code and card set that wrote it.
// kIoError when the card file cannot be read.
Result<std::string> EngineFingerprint(const std::string& cards_path);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_RULESETS_H_
