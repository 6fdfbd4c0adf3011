#include "engine/rise/snapshot.h"

#include "engine/reflect_bytes.h"
#include "engine/rise/invariants.h"

namespace tcgjudge::rise {
namespace {

constexpr std::string_view kMagic = "rise-state";
constexpr uint64_t kVersion = 1;
// Begins the tail of a game with tokens or counters (§413): the tag, then State::tokens and
// State::counters. A game without either has no tail: its bytes are as they always were.
constexpr std::string_view kTail = "rise.tail";

// Then the tail of a game with extra or skipped turns (§500.3, §500.4, R-38): the tag, then
// State::next_turns and State::skips.
constexpr std::string_view kTurnsTail = "rise.turns";

bool HasTail(const State& s) {
  return !s.tokens[0].empty() || !s.tokens[1].empty() || !s.counters.empty();
}

bool HasTurnsTail(const State& s) {
  return !s.next_turns.empty() || s.skips[0] != 0 || s.skips[1] != 0;
}

// The tails after the state's fields, each present only when it holds something, in order.
Status ReadTails(ReflectReader& r, State& state) {
  std::string tag;
  if (r.ok() && !r.AtEnd()) r(tag);
  if (r.ok() && tag == kTail) {
    r(state.tokens, state.counters);
    if (r.ok() && !HasTail(state)) return Status::Corruption("snapshot: an empty tail");
    tag.clear();
    if (r.ok() && !r.AtEnd()) r(tag);
  }
  if (r.ok() && !tag.empty()) {
    if (tag != kTurnsTail) return Status::Corruption("snapshot: bytes after a 崛起TCG state");
    r(state.next_turns, state.skips);
    if (r.ok() && !HasTurnsTail(state)) return Status::Corruption("snapshot: an empty tail");
  }
  return Status::Ok();
}

}  // namespace

std::string EncodeSnapshot(const State& s) {
  ReflectWriter w;
  w(std::string(kMagic), kVersion);
  State::Reflect(s, w);
  if (HasTail(s)) w(std::string(kTail), s.tokens, s.counters);
  if (HasTurnsTail(s)) w(std::string(kTurnsTail), s.next_turns, s.skips);
  return w.Release();
}

Result<State> DecodeSnapshot(std::string_view bytes, const CardSet& cards) {
  ReflectReader r(bytes);
  std::string magic;
  uint64_t version = 0;
  r(magic, version);
  if (!r.ok() || magic != kMagic || version != kVersion) {
    return Status::Corruption("snapshot: not a 崛起TCG state of format version " +
                              std::to_string(kVersion));
  }
  State state;
  State::Reflect(state, r);
  TJ_RETURN_IF_ERROR(ReadTails(r, state));
  if (!r.ok() || !r.AtEnd()) return Status::Corruption("snapshot: a 崛起TCG state cut short");
  bool unknown = false;
  state.ForEachCard([&](CardId, const CardState& card) { unknown |= card.def >= cards.size(); });
  if (unknown) return Status::Corruption("snapshot: an unknown card");
  TJ_RETURN_IF_ERROR(CheckInvariants(state));
  return state;
}

}  // namespace tcgjudge::rise
