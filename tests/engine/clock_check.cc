#include "tests/engine/clock_check.h"

#include <variant>
#include <vector>

namespace tcgjudge::testing {
namespace {

std::string Describe(uint32_t turn, const std::string& step, size_t chain) {
  return "turn " + std::to_string(turn) + " · " + step + " · chain " + std::to_string(chain);
}

}  // namespace

std::string ClockDisagreement(const Ruleset& ruleset, std::span<const Event> events) {
  std::vector<Violation> ignored;
  auto state = ruleset.Start(std::get<Header>(events.front().body), &ignored);
  if (!state.ok()) return "seq 1: " + state.status().ToString();
  for (size_t i = 0; i < events.size(); ++i) {
    if (i > 0) {
      auto applied = ruleset.Apply(**state, events[i]);
      if (!applied.ok()) return "seq " + std::to_string(i + 1) + ": " + applied.status().ToString();
    }
    const Clock clock = ruleset.ClockOf(**state);
    const Board board = ruleset.MakeBoard(**state);
    if (clock.turn != board.turn || clock.step != board.step ||
        clock.chain_depth != board.chain.size()) {
      return "seq " + std::to_string(i + 1) + ": clock " +
             Describe(clock.turn, clock.step, clock.chain_depth) + ", board " +
             Describe(board.turn, board.step, board.chain.size());
    }
  }
  return "";
}

}  // namespace tcgjudge::testing
