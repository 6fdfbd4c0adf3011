// The snapshot encoding of a 永恒之轮 state: one visitor writes and one reads the fields every
// struct of state.h names in its Reflect (engine/reflect_bytes.h), so the two directions cannot
// drift apart.

#include "engine/reflect_bytes.h"
#include "engine/wheel/invariants.h"
#include "engine/wheel/wheel_ruleset.h"

namespace tcgjudge::wheel {
namespace {

constexpr std::string_view kMagic = "wheel-state";
constexpr uint64_t kVersion = 1;

}  // namespace

std::string WheelRuleset::EncodeSnapshot(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  ReflectWriter w;
  w(std::string(kMagic), kVersion);
  State::Reflect(s, w);
  if (s.paper) w(*s.paper);  // Only a paper game's: an omniscient game's bytes stay as they were.
  if (s.paper && s.paper->HasTentativeSpirit()) w(s.paper->tentative_spirit);  // W-P11.
  return w.Release();
}

Result<std::unique_ptr<GameState>> WheelRuleset::DecodeSnapshot(std::string_view bytes) const {
  ReflectReader r(bytes);
  std::string magic;
  uint64_t version = 0;
  r(magic, version);
  if (!r.ok() || magic != kMagic || version != kVersion) {
    return Status::Corruption("snapshot: not a 永恒之轮 state of format version " +
                              std::to_string(kVersion));
  }
  auto state = std::make_unique<State>();
  State::Reflect(*state, r);
  if (r.ok() && !r.AtEnd()) r(state->paper.emplace());
  if (r.ok() && !r.AtEnd()) {  // W-P11: written only where one is set.
    r(state->paper->tentative_spirit);
    if (r.ok() && !state->paper->HasTentativeSpirit()) {
      return Status::Corruption("snapshot: a 永恒之轮 state with an empty tail");
    }
  }
  if (!r.ok() || !r.AtEnd()) return Status::Corruption("snapshot: a 永恒之轮 state cut short");
  for (int seat = 0; seat < 2; ++seat) {
    // Only a paper game holds cards of no identity yet (its deck's, its unseen handles).
    Status bad = Status::Ok();
    state->ForEachCard(static_cast<Seat>(seat), [&](CardId, const CardState& card) {
      const bool unseen = state->paper && card.def == kNoIdentity;
      if (!unseen && card.def >= engine_.cards().size()) {
        bad = Status::Corruption("snapshot: an unknown card");
      }
    });
    TJ_RETURN_IF_ERROR(bad);
    if (!state->paper) continue;
    for (const std::string& code : state->paper->seats[seat].knowledge.decklist().codes) {
      if (!engine_.cards().Find(code)) return Status::Corruption("snapshot: an unknown card code");
    }
  }
  TJ_RETURN_IF_ERROR(wheel::CheckInvariants(*state));
  return std::unique_ptr<GameState>(std::move(state));
}

}  // namespace tcgjudge::wheel
