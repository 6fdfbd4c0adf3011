// The snapshot encoding of a Yu-Gi-Oh state: one visitor writes and one reads the fields every
// struct of state.h names in its Reflect (engine/reflect_bytes.h), so the two directions cannot
// drift apart.

#include "engine/reflect_bytes.h"
#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {
namespace {

constexpr std::string_view kMagic = "ygo-state";
constexpr uint64_t kVersion = 1;

}  // namespace

std::string YgoRuleset::EncodeSnapshot(const GameState& game_state) const {
  const State& s = static_cast<const State&>(game_state);
  ReflectWriter w;
  w(std::string(kMagic), kVersion);
  State::Reflect(s, w);
  return w.Release();
}

Result<std::unique_ptr<GameState>> YgoRuleset::DecodeSnapshot(std::string_view bytes) const {
  ReflectReader r(bytes);
  std::string magic;
  uint64_t version = 0;
  r(magic, version);
  if (!r.ok() || magic != kMagic || version != kVersion) {
    return Status::Corruption("snapshot: not a Yu-Gi-Oh state of format version " +
                              std::to_string(kVersion));
  }
  auto state = std::make_unique<State>();
  State::Reflect(*state, r);
  if (!r.ok() || !r.AtEnd()) return Status::Corruption("snapshot: a Yu-Gi-Oh state cut short");
  for (int seat = 0; seat < 2; ++seat) {
    for (uint16_t index = 1; index <= state->cards[seat].size(); ++index) {
      if (IdentityOf(*state, CardId{static_cast<Seat>(seat), index}) >= cards_.size()) {
        return Status::Corruption("snapshot: an unknown card");
      }
    }
  }
  return std::unique_ptr<GameState>(std::move(state));
}

}  // namespace tcgjudge::ygo
