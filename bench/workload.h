// The benchmark's workloads: seeded bot games of about 200, 2,000 and 20,000 events, and the
// small measuring tools every section uses.

#ifndef TCGJUDGE_BENCH_WORKLOAD_H_
#define TCGJUDGE_BENCH_WORKLOAD_H_

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::bench {

struct SizeClass {
  std::string label;        // "200-event game".
  uint32_t target_events;   // About this many events.
  uint32_t deck_copies;     // The bot deck repeated this often (over 50 cards breaks 201: flagged
                            // once at seq 1, which the benchmark does not mind).
  double attack_keep_rate;  // BotOptions::attack_keep_rate: fewer attacks, longer games.
};

// The three sizes of the issue; `smoke` gives tiny ones for the smoke test.
std::vector<SizeClass> SizeClasses(bool smoke);

// A bot game of `size`: of the seeds tried, the one whose length is closest to the target.
Result<std::vector<Event>> MakeGame(const Ruleset& ruleset, const SizeClass& size, uint64_t seed);

// Bot games of the bot deck (about 200 to 1,000 events each), for the store and audit sections.
Result<std::vector<std::vector<Event>>> MakeGames(const Ruleset& ruleset, uint32_t count,
                                                  uint64_t seed);

// The longest of `count` seeded bot games with the bot decks, which 201 allows (50 cards), played
// by bots that never attack (BotOptions::attack_keep_rate 0), so that each runs until a deck is
// empty: whether decks 201 allows can make a game of 2,000+ events (issue 16).
struct LengthSurvey {
  uint32_t games = 0;
  size_t longest = 0;
  uint64_t longest_seed = 0;
  size_t median = 0;
};
Result<LengthSurvey> SurveyLegalLengths(const Ruleset& ruleset, uint32_t count, uint64_t seed);

uint32_t CountDecisions(const std::vector<Event>& log);

class Stopwatch {
 public:
  Stopwatch() : start_(std::chrono::steady_clock::now()) {}
  double Seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  double Micros() const { return Seconds() * 1e6; }

 private:
  std::chrono::steady_clock::time_point start_;
};

// The q-quantile (0..1) of `samples` (sorted in place).
double Quantile(std::vector<double>& samples, double q);

// Bytes the C heap has handed out and not taken back (glibc mallinfo2): memory figures are
// differences of two readings.
size_t HeapInUse();

}  // namespace tcgjudge::bench

#endif  // TCGJUDGE_BENCH_WORKLOAD_H_
