// What the judge tests share: the 零次元 engine with the bundled card set, the bundled sample
// games, and stepping through a log position by position.

#ifndef TCGJUDGE_TESTS_JUDGE_ZERO_GAMES_H_
#define TCGJUDGE_TESTS_JUDGE_ZERO_GAMES_H_

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "engine/ruleset.h"
#include "engine/zero/zero_ruleset.h"
#include "events/event.h"
#include "judge/review.h"

namespace tcgjudge::testing {

// The 零次元 engine reading samples/zero/cards.jsonl (loaded once).
const zero::ZeroRuleset& Zero();

// The events of samples/zero/<name>.jsonl.
std::vector<Event> SampleGame(const std::string& name);

// The names of every sample game ("sample-game", "bot-game-clean", "bot-game-illegal").
std::vector<std::string> SampleGameNames();

// The state after each event of `line` (an effective line: no judge events): states[i] is after
// line[i]. Fails the test if the line does not fold.
std::vector<std::unique_ptr<GameState>> StatesAlong(const std::vector<Event>& line);

// The review of `log` by the 零次元 engine with the state hash after every event.
Result<GameReview> ReviewWithHashes(std::span<const Event> log);

// The events of `log` with seqs `seqs`, in that order.
std::vector<Event> EventsOf(std::span<const Event> log, std::span<const uint32_t> seqs);

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_JUDGE_ZERO_GAMES_H_
