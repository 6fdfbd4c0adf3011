// The alternatives of a schema union in a ruleset's Reflect-named card data: a union is a
// std::variant of these, each carrying its member's schema name as `kName` (the codec of
// events/reflect_capnp.h reads, writes and checks them by it). Game-neutral; no Cap'n Proto.
//
//   inline constexpr char kStop[] = "stop", kDraw[] = "draw", kDamage[] = "damage";
//   using Action = std::variant<reflect::Void<kStop>, reflect::Member<Draw, kDraw>,
//                               reflect::Scalar<uint8_t, kDamage>>;

#ifndef TCGJUDGE_EVENTS_REFLECT_UNION_H_
#define TCGJUDGE_EVENTS_REFLECT_UNION_H_

#include <string_view>

namespace tcgjudge::reflect {

// A union member without a payload.
template <const char* kMemberName>
struct Void {
  static constexpr std::string_view kName = kMemberName;
  bool operator==(const Void&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self&, V&) {}
};

// A union member whose payload is the struct `Payload` (its Reflect names the payload's fields).
template <typename Payload, const char* kMemberName>
struct Member : Payload {
  static constexpr std::string_view kName = kMemberName;
  bool operator==(const Member&) const = default;
};

// A union member whose payload is a number or an enum.
template <typename T, const char* kMemberName>
struct Scalar {
  static constexpr std::string_view kName = kMemberName;
  T value{};
  bool operator==(const Scalar&) const = default;
};

}  // namespace tcgjudge::reflect

#endif  // TCGJUDGE_EVENTS_REFLECT_UNION_H_
