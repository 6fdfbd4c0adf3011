// The writing half of the Yu-Gi-Oh snapshot encoding (snapshot.cc): a visitor that writes every
// field a struct of state.h names in its Reflect, in that order, as engine/byte_io.h encodes it
// (booleans, enums and unsigned integers as varints, signed ones zigzag, strings and vectors
// length-prefixed, arrays element by element, an optional as a boolean and then its value, a
// CardId as its seat and index). The snapshot writes the whole State with it; the state key
// (state_key.h) writes the same pieces one component at a time, so both hold the same position.

#ifndef TCGJUDGE_ENGINE_YGO_SNAPSHOT_WRITER_H_
#define TCGJUDGE_ENGINE_YGO_SNAPSHOT_WRITER_H_

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "engine/byte_io.h"
#include "events/card_id.h"

namespace tcgjudge::ygo {

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

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_SNAPSHOT_WRITER_H_
