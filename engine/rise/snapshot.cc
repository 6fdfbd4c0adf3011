#include "engine/rise/snapshot.h"

#include "engine/reflect_bytes.h"
#include "engine/rise/invariants.h"

namespace tcgjudge::rise {
namespace {

constexpr std::string_view kMagic = "rise-state";
constexpr uint64_t kVersion = 1;

}  // namespace

std::string EncodeSnapshot(const State& s) {
  ReflectWriter w;
  w(std::string(kMagic), kVersion);
  State::Reflect(s, w);
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
  if (!r.ok() || !r.AtEnd()) return Status::Corruption("snapshot: a 崛起TCG state cut short");
  for (const auto& seat_cards : state.cards) {
    for (const CardState& card : seat_cards) {
      if (card.def >= cards.size()) return Status::Corruption("snapshot: an unknown card");
    }
  }
  TJ_RETURN_IF_ERROR(CheckInvariants(state));
  return state;
}

}  // namespace tcgjudge::rise
