// Bot games: seeded random play of any ruleset, for samples, soak tests and benchmarks
// (`tcgjudge simulate`). The bot records every random outcome as a fact, so its games replay
// exactly; it never logs and reads no clock.

#ifndef TCGJUDGE_ENGINE_BOT_H_
#define TCGJUDGE_ENGINE_BOT_H_

#include <cstdint>
#include <vector>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// A small deterministic generator (SplitMix64): the same seed gives the same game on every
// machine and compiler, unlike the distributions of <random>.
class BotRandom {
 public:
  explicit BotRandom(uint64_t seed) : state_(seed) {}
  uint64_t Next();
  // Uniform in [0, n); n > 0.
  uint64_t Below(uint64_t n);

 private:
  uint64_t state_;
};

struct BotOptions {
  uint64_t seed = 1;
  uint32_t max_events = 20000;  // A game longer than this is refused (kInvalidInput).
  // At each decision point, the chance of taking one of Ruleset::IllegalDecisions instead of a
  // legal decision (0: never).
  double illegal_rate = 0;
  // The chance that a chosen attack declaration is kept (1: decisions are uniform among the legal
  // ones). Below 1, a declared attack is replaced by another legal decision at that rate, so games
  // last longer: benchmarks use it for games of thousands of events.
  double attack_keep_rate = 1;
  // Record in each event the StateKey of the position it leads to (Event.state_key), as
  // `tcgjudge append` and `simulate` store it.
  bool state_keys = false;
  // Record in each event the StateHash of the position it leads to (Event.state_hash), as they
  // stored it before state keys: what older recordings carry.
  bool state_hashes = false;
};

// An illegal decision the bot took on purpose, and the violation it must draw.
struct InjectedIllegal {
  uint32_t seq = 0;
  Seat player = Seat::kA;
  std::string code;
  bool operator==(const InjectedIllegal&) const = default;
};

struct BotGame {
  std::vector<Event> log;  // Header first, seqs 1..n, ending in a win, loss or draw.
  std::vector<InjectedIllegal> injected;
};

// Plays `header`'s game to its end: facts drawn from the seed, decisions chosen uniformly among
// Ruleset::LegalDecisions (never conceding), or, at `illegal_rate`, among its
// IllegalDecisions.
Result<BotGame> PlayBotGame(const Ruleset& ruleset, const Header& header,
                            const BotOptions& options);

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_BOT_H_
