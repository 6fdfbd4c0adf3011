// The snapshot encoding of a Yu-Gi-Oh state: one visitor writes and one reads the fields every
// struct of state.h names in its Reflect, so the two directions cannot drift apart.

#include <array>
#include <limits>
#include <optional>
#include <type_traits>

#include "engine/byte_io.h"
#include "engine/ygo/snapshot_writer.h"
#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {
namespace {

constexpr std::string_view kMagic = "ygo-state";
constexpr uint64_t kVersion = 1;

class Reader {
 public:
  explicit Reader(std::string_view bytes) : in_(bytes) {}
  template <typename... T>
  void operator()(T&... values) {
    (Get(values), ...);
  }
  bool ok() const { return ok_; }
  bool AtEnd() const { return in_.AtEnd(); }

  template <typename T>
  void Get(T& v) {
    if (!ok_) return;
    if constexpr (std::is_same_v<T, bool>) {
      ok_ = in_.Bool(&v);
    } else if constexpr (std::is_enum_v<T>) {
      uint64_t raw = 0;
      ok_ = in_.U64(&raw) && raw <= 255;
      v = static_cast<T>(raw);
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
      int64_t raw = 0;
      ok_ = in_.I64(&raw);
      v = static_cast<T>(raw);
    } else if constexpr (std::is_integral_v<T>) {
      ok_ = in_.Uint(&v, std::numeric_limits<T>::max());
    } else if constexpr (std::is_same_v<T, std::string>) {
      ok_ = in_.Bytes(&v);
    } else if constexpr (std::is_same_v<T, CardId>) {
      uint64_t seat = 0;
      ok_ = in_.U64(&seat) && seat <= 1 && in_.Uint(&v.index, UINT16_MAX);
      v.seat = static_cast<Seat>(seat);
    } else if constexpr (IsVector<T>::value) {
      uint64_t n = 0;
      ok_ = in_.U64(&n) && n <= (1u << 20);
      if (!ok_) return;
      v.assign(n, typename T::value_type{});
      for (auto& e : v) Get(e);
    } else if constexpr (IsArray<T>::value) {
      for (auto& e : v) Get(e);
    } else if constexpr (IsOptional<T>::value) {
      bool has = false;
      ok_ = in_.Bool(&has);
      if (!ok_) return;
      v.reset();
      if (has) {
        v.emplace();
        Get(*v);
      }
    } else {
      T::Reflect(v, *this);
    }
  }

 private:
  ByteReader in_;
  bool ok_ = true;
};

}  // namespace

std::string YgoRuleset::EncodeSnapshot(const GameState& game_state) const {
  const State& s = static_cast<const State&>(game_state);
  SnapshotWriter w;
  w(std::string(kMagic), kVersion);
  State::Reflect(s, w);
  return w.Release();
}

Result<std::unique_ptr<GameState>> YgoRuleset::DecodeSnapshot(std::string_view bytes) const {
  Reader r(bytes);
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
  for (const auto& seat_cards : state->cards) {
    for (const CardState& card : seat_cards) {
      if (card.def >= cards_.size()) return Status::Corruption("snapshot: an unknown card");
    }
  }
  return std::unique_ptr<GameState>(std::move(state));
}

}  // namespace tcgjudge::ygo
