// Valid game logs for store tests: a 零次元 header and simple decisions that fit it.

#ifndef TCGJUDGE_TESTS_STORE_TEST_EVENTS_H_
#define TCGJUDGE_TESTS_STORE_TEST_EVENTS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "events/event.h"
#include "store/event_log.h"

namespace tcgjudge::testing {

inline constexpr uint16_t kTestDeckSize = 50;

// Ruleset "zero", two players, each with a 50-card deck of codes "BP02-001".."BP02-050".
Header TestHeader(const std::string& game);

// Seq 1 of `game`: its header (prev_hash all zero).
Event HeaderEvent(const std::string& game);

// Seat `seat` passes priority at `seq`.
Event PassEvent(const std::string& game, uint32_t seq, Seat seat);

// Seat `seat` plays its card number `index` (1..50), tapping its card index+1 when there is one.
Event PlayCardEvent(const std::string& game, uint32_t seq, Seat seat, uint16_t index);

// The decision every test log has at `seq` (> 1): a function of seq alone, alternating passes and
// plays of cards within the deck, so a reader can tell exactly what was written at each seq.
Event DecisionAt(const std::string& game, uint32_t seq);

// Events first_seq..first_seq+count-1 of the standard log of `game` (seq 1 is the header), all
// with a zero prev_hash (the store fills it in).
std::vector<Event> LogEvents(const std::string& game, uint32_t first_seq, uint32_t count);

// The size of the import file of the import kill test that starts at `first_seq`: a function of
// first_seq alone, 1..kMaxImportBatch events, so the test can tell which file was in flight.
inline constexpr uint32_t kMaxImportBatch = 100;
uint32_t ImportBatchSize(uint32_t first_seq);

// The JSON Lines import file of events first_seq..first_seq+count-1 of the standard log.
std::string LogJsonLines(const std::string& game, uint32_t first_seq, uint32_t count);

// An append of events first_seq..first_seq+count-1 of the standard log.
AppendRequest LogAppend(const std::string& game, uint32_t first_seq, uint32_t count);

// A log of `game` holding every kind of event body after its header: each fact, each decision
// (with payments, targets and choices) and each judge action (tests/events/sample_events.h),
// with prev_hash zero.
std::vector<Event> EveryKindLog(const std::string& game);

// `event` with its prev_hash zeroed: what was sent, given what was stored.
Event WithoutPrevHash(Event event);

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_STORE_TEST_EVENTS_H_
