// The snapshot encoding's two directions for a 永恒之轮 state (snapshot.cc): a visitor that writes
// every field a struct of state.h names in its Reflect, in that order, as engine/byte_io.h encodes
// it (booleans, enums and unsigned integers as varints, signed ones zigzag, strings and vectors
// length-prefixed, arrays element by element, an optional as a boolean and then its value, a
// CardId as its seat and index, a Cell as its row and index), and one that reads them back. The state key (state_key.h) writes
// the same pieces one component at a time, so both hold the same position.
//
// The same encoding as Yu-Gi-Oh's (engine/ygo/snapshot_writer.h): the core has no shared Reflect
// visitor yet, and a ruleset's folder names no other ruleset (docs/rulesets.md), so wheel keeps
// its own copy until the core gains one.

#ifndef TCGJUDGE_ENGINE_WHEEL_SNAPSHOT_IO_H_
#define TCGJUDGE_ENGINE_WHEEL_SNAPSHOT_IO_H_

#include <array>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "engine/byte_io.h"
#include "events/card_id.h"
#include "events/wheel/decision.h"

namespace tcgjudge::wheel {

// The last enumerator of each enum a state holds: SnapshotReader refuses a value past it. The core's
// and the vocabulary's enums are declared here; wheel's own beside their definitions (state.h,
// options.h), where argument-dependent lookup finds them.
constexpr Seat LastEnumerator(Seat) { return Seat::kB; }
constexpr Row LastEnumerator(Row) { return Row::kDefense; }

template <typename T>
struct IsVector : std::false_type {};
template <typename T>
struct IsVector<std::vector<T>> : std::true_type {};
template <typename T>
struct IsArray : std::false_type {};
template <typename T, size_t N>
struct IsArray<std::array<T, N>> : std::true_type {};
template <typename T>
struct IsOptional : std::false_type {};
template <typename T>
struct IsOptional<std::optional<T>> : std::true_type {};

class SnapshotWriter {
 public:
  template <typename... T>
  void operator()(const T&... values) {
    (Put(values), ...);
  }
  std::string Release() { return out_.Release(); }
  std::string_view data() const { return out_.data(); }
  void Clear() { out_.Clear(); }
  void Reserve(size_t bytes) { out_.Reserve(bytes); }
  void PutBytes(std::string_view bytes) { out_.Bytes(bytes); }  // As a std::string is put.

  template <typename T>
  void Put(const T& v) {
    if constexpr (std::is_same_v<T, bool>) {
      out_.Bool(v);
    } else if constexpr (std::is_enum_v<T>) {
      out_.U64(static_cast<uint64_t>(v));
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
      out_.I64(v);
    } else if constexpr (std::is_integral_v<T>) {
      out_.U64(v);
    } else if constexpr (std::is_same_v<T, std::string>) {
      out_.Bytes(v);
    } else if constexpr (std::is_same_v<T, CardId>) {
      out_.U64(static_cast<uint64_t>(v.seat));
      out_.U64(v.index);
    } else if constexpr (std::is_same_v<T, Cell>) {
      out_.U64(static_cast<uint64_t>(v.row));
      out_.U64(v.index);
    } else if constexpr (IsVector<T>::value) {
      out_.U64(v.size());
      for (const auto& e : v) Put(e);
    } else if constexpr (IsArray<T>::value) {
      for (const auto& e : v) Put(e);
    } else if constexpr (IsOptional<T>::value) {
      out_.Bool(v.has_value());
      if (v) Put(*v);
    } else {
      T::Reflect(v, *this);
    }
  }

 private:
  ByteWriter out_;
};

// Reads what SnapshotWriter wrote; ok() turns false at the first field that does not read.
class SnapshotReader {
 public:
  explicit SnapshotReader(std::string_view bytes) : in_(bytes) {}
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
      // A value past the enum's last enumerator is no state (it would index a table of names).
      static_assert(requires { LastEnumerator(T{}); },
                    "an enum a snapshot holds declares its LastEnumerator beside it");
      uint64_t raw = 0;
      ok_ = in_.U64(&raw) && raw <= static_cast<uint64_t>(LastEnumerator(T{}));
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
    } else if constexpr (std::is_same_v<T, Cell>) {
      uint64_t row = 0;
      ok_ = in_.U64(&row) && row <= 1 && in_.Uint(&v.index, 2);
      v.row = static_cast<Row>(row);
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

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_SNAPSHOT_IO_H_
