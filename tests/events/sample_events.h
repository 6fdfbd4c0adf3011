// Events of every kind, for round-trip tests.

#ifndef TCGJUDGE_TESTS_EVENTS_SAMPLE_EVENTS_H_
#define TCGJUDGE_TESTS_EVENTS_SAMPLE_EVENTS_H_

#include <ostream>
#include <string>
#include <vector>

#include "events/event.h"

namespace tcgjudge {

// Prints events as their JSON line in test failure messages.
void PrintTo(const Event& event, std::ostream* os);

}  // namespace tcgjudge

namespace tcgjudge::testing {

struct NamedEvent {
  std::string name;
  Event event;
};

inline void PrintTo(const NamedEvent& named, std::ostream* os) { *os << named.name; }

// A two-player 零次元 header for game `game` with 50-card decks.
Header SampleHeader(const std::string& game = "g1");

// One event of every kind the schema has (header, each fact, each decision, each judge action),
// including the optional forms (placeResource none, attack on the life zone, no defender).
std::vector<NamedEvent> EveryEventKind();

// SampleHeader recorded by the table: a paper game (docs/paper-games.md).
Header PaperHeader(const std::string& game = "g1");

// An event of game "g1" at seq 9 in which the table records `fact`.
Event TableFact(Fact fact);

// A paper game's header (by the table and by a seat) and one event of every paper fact, with the
// optional forms (a reveal of each source, a look with and without codes, an implied pass, an
// event seen by one seat): the kinds only a log with a recorder holds.
std::vector<NamedEvent> EveryPaperEventKind();

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_EVENTS_SAMPLE_EVENTS_H_
