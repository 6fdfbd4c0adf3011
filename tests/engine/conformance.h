// The ruleset conformance suite: what every rules engine must do, whatever its game (engine/
// ruleset.h's contract), run against each ruleset the way tests/store/event_log_contract_test.cc
// runs the EventLog contract against each store. A ruleset instantiates it with one line in its
// tests/engine/<id>/ (docs/rulesets.md, "Adding a game"):
//
//   TJ_RULESET_CONFORMANCE(ygo, ygo::YgoRuleset::FromCardFile,
//                          {{"sample-game", "<hash digest>", "<key digest>"}, ...});
//
// It checks, on seeded bot games of the ruleset's bot decks: every game ends; the invariants
// hold after every event; games of legal decisions commit no violation; with injected illegal
// decisions exactly those are flagged, each with its code (recall 100%, nothing else flagged);
// the clock, the priority holder and the kept state key agree with the full computation after
// every event; every position's snapshot round-trips; the same seed plays the same game; the
// table layout places every board; every decision point names the kind of each legal decision; a
// judge's declared result and the core's other shared steps behave alike in every game. And on the
// bundled samples (samples/<id>/): each game's review gives its .expected.json, and every position
// keeps its pinned state hash and state key.

#ifndef TCGJUDGE_TESTS_ENGINE_CONFORMANCE_H_
#define TCGJUDGE_TESTS_ENGINE_CONFORMANCE_H_

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/ruleset.h"
#include "events/status.h"

namespace tcgjudge::testing {

// A sample game of samples/<id>/ (its file name without .jsonl) and the BLAKE2b-256 digests of
// its positions' state hashes and state keys (16 hex digits a line, one line per event): pinned
// when the sample was recorded, so that a stored log never changes meaning.
struct PinnedSample {
  std::string game;
  std::string hash_digest;
  std::string key_digest;
};

struct ConformanceCase {
  std::string ruleset;  // The ruleset id; its card set is samples/<id>/cards.jsonl.
  Result<std::unique_ptr<Ruleset>> (*from_card_file)(const std::string& cards_path) = nullptr;
  std::vector<PinnedSample> samples;  // Every sample game of samples/<id>/.
  // Seeded bot games per check (the default suite stays fast; the soaks play more).
  uint64_t bot_games = 100;
};

class RulesetConformance : public ::testing::TestWithParam<ConformanceCase> {
 protected:
  // The ruleset under test, built once per ruleset with its bundled card set.
  const Ruleset& Rules();
  std::string SamplesDir() const;
};

}  // namespace tcgjudge::testing

// Instantiates the suite for ruleset `id` (a bare word: the ruleset id), built by `factory`
// (its <Id>Ruleset::FromCardFile), with its pinned samples (a braced list of PinnedSample).
#define TJ_RULESET_CONFORMANCE(id, factory, ...)                                      \
  namespace tcgjudge::testing {                                                       \
  INSTANTIATE_TEST_SUITE_P(id, RulesetConformance,                                    \
                           ::testing::Values(ConformanceCase{                         \
                               #id, factory, std::vector<PinnedSample> __VA_ARGS__}), \
                           [](const auto&) { return std::string(#id); });             \
  }

#endif  // TCGJUDGE_TESTS_ENGINE_CONFORMANCE_H_
