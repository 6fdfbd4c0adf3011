#include "tests/engine/clock_check.h"

#include <functional>
#include <optional>
#include <variant>
#include <vector>

namespace tcgjudge::testing {
namespace {

std::string Describe(uint32_t turn, const std::string& step, size_t chain) {
  return "turn " + std::to_string(turn) + " · " + step + " · chain " + std::to_string(chain);
}

}  // namespace

std::string FirstDisagreement(const Ruleset& ruleset, std::span<const Event> events,
                              const std::function<std::string(const GameState&)>& disagreement) {
  std::vector<Violation> ignored;
  auto state = ruleset.Start(std::get<Header>(events.front().body), &ignored);
  if (!state.ok()) return "seq 1: " + state.status().ToString();
  for (size_t i = 0; i < events.size(); ++i) {
    if (i > 0) {
      auto applied = ruleset.Apply(**state, events[i]);
      if (!applied.ok()) return "seq " + std::to_string(i + 1) + ": " + applied.status().ToString();
    }
    if (std::string found = disagreement(**state); !found.empty()) {
      return "seq " + std::to_string(i + 1) + ": " + found;
    }
  }
  return "";
}

std::string ClockDisagreement(const Ruleset& ruleset, std::span<const Event> events) {
  return FirstDisagreement(ruleset, events, [&](const GameState& state) -> std::string {
    const Clock clock = ruleset.ClockOf(state);
    const Board board = ruleset.MakeBoard(state);
    if (clock.turn == board.turn && clock.step == board.step &&
        clock.chain_depth == board.chain.size()) {
      return "";
    }
    return "clock " + Describe(clock.turn, clock.step, clock.chain_depth) + ", board " +
           Describe(board.turn, board.step, board.chain.size());
  });
}

std::string PriorityHolderDisagreement(const Ruleset& ruleset, std::span<const Event> events) {
  return FirstDisagreement(ruleset, events, [&](const GameState& state) -> std::string {
    const Pending pending = ruleset.PendingOf(state);
    const auto* point = std::get_if<DecisionPoint>(&pending);
    const std::optional<Seat> expected = point != nullptr && point->priority_point
                                             ? std::optional<Seat>(point->player)
                                             : std::nullopt;
    const std::optional<Seat> holder = ruleset.PriorityHolder(state);
    if (holder == expected) return "";
    auto name = [](std::optional<Seat> seat) {
      return seat ? std::string(1, SeatLetter(*seat)) : std::string("nobody");
    };
    return "PriorityHolder " + name(holder) + ", PendingOf " + name(expected);
  });
}

}  // namespace tcgjudge::testing
