// The rules engines of the `tcgjudge` binary and where their card sets come from: every ruleset
// of the ruleset list (rulesets.cmake, engine/all_rulesets.h); this file names none of them
// (docs/rulesets.md).

#ifndef TCGJUDGE_CLI_RULESETS_H_
#define TCGJUDGE_CLI_RULESETS_H_

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/registry.h"
#include "events/status.h"

namespace tcgjudge {

// The card file of each ruleset, by ruleset id ("zero" -> "samples/zero/cards.jsonl").
using CardSources = std::map<std::string, std::string>;

// The ids of this build's rulesets, in the order they are registered.
std::vector<std::string> RulesetIds();
// The same joined by ", " ("zero, ygo"): how messages list them ("it has: ...").
std::string RulesetIdList();

// Reads `--cards` (repeatable; later ones override earlier ones for the same ruleset):
// "RULESET=FILE" names one ruleset's card file (docs/cards.md); a FOLDER gives every ruleset
// whose FOLDER/<ruleset>/cards.jsonl exists (the bundled samples' layout). Refused
// (kInvalidInput) with what to write instead: an unknown ruleset, a path that does not exist, a
// folder that holds no card set, a bare file (which ruleset is it for?).
Result<CardSources> ResolveCardSources(const std::vector<std::string>& args);

// Every engine of this build that `sources` gives a card set for, each built with its card set.
// A card file that does not load is refused with "--cards RULESET: <path:line: reason>"
// (kInvalidInput, or kIoError when it cannot be read); a ruleset without a card set is left out
// (its games then have no engine: the commands say so).
Result<std::unique_ptr<RulesetRegistry>> LoadRulesets(const CardSources& sources);

// Names the engines LoadRulesets(sources) builds, for snapshot versions (judge/
// snapshot_cache.h): 16 hex digits of a digest of this build's engine sources and of every card
// file's bytes, so that a snapshot is read only by the engine code and card sets that wrote it.
// kIoError when a card file cannot be read.
Result<std::string> EngineFingerprint(const CardSources& sources);

// The bundled samples (a folder per ruleset with its card set and sample games), found from the
// binary's own location: <prefix>/share/tcgjudge/samples beside an installed bin/tcgjudge, or
// <build>/share/tcgjudge/samples in a build tree (the build copies the source tree's samples/
// there). "" when neither exists.
std::string FindBundledSamples();

// What `tcgjudge --version` prints: the tool and its version, the log schema version and the
// store format, then one line per ruleset of `rulesets` (null: none could be loaded, and
// `problem` says why): its id and the rulebook edition it plays (Ruleset::BotHeader's).
std::string VersionText(const RulesetRegistry* rulesets, const std::string& problem);

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_RULESETS_H_
