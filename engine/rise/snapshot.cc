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

bool HasTail(const State& s) {
  return !s.tokens[0].empty() || !s.tokens[1].empty() || !s.counters.empty();
}

}  // namespace

std::string EncodeSnapshot(const State& s) {
  ReflectWriter w;
  w(std::string(kMagic), kVersion);
  State::Reflect(s, w);
  if (HasTail(s)) w(std::string(kTail), s.tokens, s.counters);
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
  if (r.ok() && !r.AtEnd()) {
    std::string tail;
    r(tail);
    if (!r.ok() || tail != kTail)
      return Status::Corruption("snapshot: bytes after a 崛起TCG state");
    r(state.tokens, state.counters);
    if (r.ok() && !HasTail(state)) return Status::Corruption("snapshot: an empty tail");
  }
  if (!r.ok() || !r.AtEnd()) return Status::Corruption("snapshot: a 崛起TCG state cut short");
  bool unknown = false;
  state.ForEachCard([&](CardId, const CardState& card) { unknown |= card.def >= cards.size(); });
  if (unknown) return Status::Corruption("snapshot: an unknown card");
  TJ_RETURN_IF_ERROR(CheckInvariants(state));
  return state;
}

}  // namespace tcgjudge::rise
