// The byte encoding of a state built from Reflect: a writer and a reader that visit every field a
// struct names in its `Reflect(self, visit)`, in that order, as engine/byte_io.h encodes it
// (booleans, enums and unsigned integers as varints, signed ones zigzag, strings and vectors
// length-prefixed, arrays element by element, an optional as a boolean and then its value, a
// CardId as its seat and index). A ruleset's snapshot writes its whole state with the writer and
// reads it back with the reader, so the two directions cannot drift apart; its state key writes
// the same pieces one component at a time (engine/reflect_state_key.h). Yu-Gi-Oh's encoding, in the
// core for every ruleset written in its mould (ygo, 神话起源, 永恒之轮).
//
// Two things a ruleset declares beside its own types, found by argument-dependent lookup:
// - every enum a state holds names its last enumerator, `constexpr E LastEnumerator(E)`: the
//   reader refuses a value past it (a state never holds one, and a table of names indexed with it
//   would be read out of bounds), and an enum without one is a compile error;
// - a leaf type it encodes itself rather than through a Reflect (a value type of its vocabulary
//   that events/ defines, such as a cell of the field) declares
//   `void PutReflectLeaf(ByteWriter&, const T&)` and `bool GetReflectLeaf(ByteReader&, T&)`, the
//   latter false for bytes that are no such value.

#ifndef TCGJUDGE_ENGINE_REFLECT_BYTES_H_
#define TCGJUDGE_ENGINE_REFLECT_BYTES_H_

#include <array>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "engine/byte_io.h"
#include "events/card_id.h"

namespace tcgjudge {

constexpr Seat LastEnumerator(Seat) { return Seat::kB; }

template <typename T>
struct IsReflectVector : std::false_type {};
template <typename T>
struct IsReflectVector<std::vector<T>> : std::true_type {};
template <typename T>
struct IsReflectArray : std::false_type {};
template <typename T, size_t N>
struct IsReflectArray<std::array<T, N>> : std::true_type {};
template <typename T>
struct IsReflectOptional : std::false_type {};
template <typename T>
struct IsReflectOptional<std::optional<T>> : std::true_type {};

class ReflectWriter {
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
    } else if constexpr (requires(ByteWriter& out) { PutReflectLeaf(out, v); }) {
      PutReflectLeaf(out_, v);
    } else if constexpr (IsReflectVector<T>::value) {
      out_.U64(v.size());
      for (const auto& e : v) Put(e);
    } else if constexpr (IsReflectArray<T>::value) {
      for (const auto& e : v) Put(e);
    } else if constexpr (IsReflectOptional<T>::value) {
      out_.Bool(v.has_value());
      if (v) Put(*v);
    } else {
      T::Reflect(v, *this);
    }
  }

 private:
  ByteWriter out_;
};

// Reads what ReflectWriter wrote; ok() turns false at the first value that does not fit (an enum
// past its last enumerator, an integer outside its type's range, a vector longer than 2^20, a leaf
// its GetReflectLeaf refuses, bytes cut short), and every later Get leaves its value alone.
class ReflectReader {
 public:
  explicit ReflectReader(std::string_view bytes) : in_(bytes) {}
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
      static_assert(requires { LastEnumerator(T{}); },
                    "an enum a snapshot holds declares its LastEnumerator beside it");
      uint64_t raw = 0;
      ok_ = in_.U64(&raw) && raw <= static_cast<uint64_t>(LastEnumerator(T{}));
      v = static_cast<T>(raw);
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
      int64_t raw = 0;
      ok_ = in_.I64(&raw) && raw >= std::numeric_limits<T>::min() &&
            raw <= std::numeric_limits<T>::max();
      v = static_cast<T>(raw);
    } else if constexpr (std::is_integral_v<T>) {
      ok_ = in_.Uint(&v, std::numeric_limits<T>::max());
    } else if constexpr (std::is_same_v<T, std::string>) {
      ok_ = in_.Bytes(&v);
    } else if constexpr (std::is_same_v<T, CardId>) {
      uint64_t seat = 0;
      ok_ = in_.U64(&seat) && seat <= 1 && in_.Uint(&v.index, UINT16_MAX);
      v.seat = static_cast<Seat>(seat);
    } else if constexpr (requires(ByteReader& in) { GetReflectLeaf(in, v); }) {
      ok_ = GetReflectLeaf(in_, v);
    } else if constexpr (IsReflectVector<T>::value) {
      uint64_t n = 0;
      ok_ = in_.U64(&n) && n <= (1u << 20);
      if (!ok_) return;
      v.assign(n, typename T::value_type{});
      for (auto& e : v) Get(e);
    } else if constexpr (IsReflectArray<T>::value) {
      for (auto& e : v) Get(e);
    } else if constexpr (IsReflectOptional<T>::value) {
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

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_REFLECT_BYTES_H_
