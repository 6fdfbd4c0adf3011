// The snapshot encoding of a 神话起源 state: engine/reflect_bytes.h writes and reads the fields
// every struct of state.h names in its Reflect, so the two directions cannot drift apart.

#include "engine/myth/myth_ruleset.h"
#include "engine/reflect_bytes.h"

namespace tcgjudge::myth {
namespace {

constexpr std::string_view kMagic = "myth-state";
constexpr uint64_t kVersion = 1;

}  // namespace

std::string MythRuleset::EncodeSnapshot(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  ReflectWriter w;
  w(std::string(kMagic), kVersion);
  State::Reflect(s, w);
  return w.Release();
}

Result<std::unique_ptr<GameState>> MythRuleset::DecodeSnapshot(std::string_view bytes) const {
  ReflectReader r(bytes);
  std::string magic;
  uint64_t version = 0;
  r(magic, version);
  if (!r.ok() || magic != kMagic || version != kVersion) {
    return Status::Corruption("snapshot: not a myth state of format version " +
                              std::to_string(kVersion));
  }
  auto state = std::make_unique<State>();
  State::Reflect(*state, r);
  if (!r.ok() || !r.AtEnd()) return Status::Corruption("snapshot: a myth state cut short");
  bool known = true;
  state->ForEachCard([&](CardId, const CardState& card) {
    if (card.def != CardState::kUnseen && card.def >= cards_.size()) known = false;
  });
  if (!known) return Status::Corruption("snapshot: a card the myth card set does not have");
  return std::unique_ptr<GameState>(std::move(state));
}

}  // namespace tcgjudge::myth
