// The snapshot encoding of a Yu-Gi-Oh state: one visitor writes and one reads the fields every
// struct of state.h names in its Reflect (engine/reflect_bytes.h), so the two directions cannot
// drift apart.

#include "engine/reflect_bytes.h"
#include "engine/ygo/paper.h"
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
  if (s.paper) w(*s.paper);  // Only a paper game's: an omniscient duel's bytes stay as they were.
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
  if (r.ok() && !r.AtEnd()) r(state->paper.emplace());  // A paper game's part (Y-P1).
  if (!r.ok() || !r.AtEnd()) return Status::Corruption("snapshot: a Yu-Gi-Oh state cut short");
  TJ_RETURN_IF_ERROR(CheckPaperShape(*state, cards_));
  Status bad = Status::Ok();
  state->ForEachCard([&](CardId, const CardState& card) {
    // Only a paper game holds cards of no identity yet (its deck's, its unseen handles).
    const bool unseen = state->paper && card.def == kNoIdentity;
    if (!unseen && card.def >= cards_.size()) bad = Status::Corruption("snapshot: an unknown card");
  });
  TJ_RETURN_IF_ERROR(bad);
  return std::unique_ptr<GameState>(std::move(state));
}

}  // namespace tcgjudge::ygo
