// Games for the judge's tests: the bundled samples, seeded bot games of the bundled card set, and
// bot games a judge backed up, each stored in a MemoryEventLog as the commands would read them.

#ifndef TCGJUDGE_TESTS_JUDGE_TEST_GAMES_H_
#define TCGJUDGE_TESTS_JUDGE_TEST_GAMES_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/zero/zero_ruleset.h"
#include "events/event.h"
#include "judge/snapshot_cache.h"
#include "store/memory_event_log.h"

namespace tcgjudge::testing {

// The 零次元 engine with the bundled card set (samples/zero/cards.jsonl).
std::unique_ptr<zero::ZeroRuleset> SampleRuleset();

// Every sample game of samples/zero/, header first.
std::vector<std::vector<Event>> SampleGames();

// The bot game of `seed` (PlayBotGame with the ruleset's bot decks), id "bot-<seed>".
std::vector<Event> BotGame(const Ruleset& ruleset, uint64_t seed);

// `log` with a back-up appended after its event `cut` to the position after `back_to` (an event
// before `cut`), then the events back_to+1..cut played again with new seqs: the game a judge
// backed up and the table replayed exactly. prev_hash is zeroed for the store to fill.
std::vector<Event> BackedUp(const std::vector<Event>& log, uint32_t back_to, uint32_t cut);

// `log` stored in `store` and read back (with its hashes).
GameLog Stored(MemoryEventLog& store, const std::vector<Event>& log);

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_JUDGE_TEST_GAMES_H_
