// Plain values that name their fields once in `Reflect(self, visit)` (the card data of each
// ruleset), read from and written to a Cap'n Proto struct of the same field names, and checked
// against it. Internal to events/ (it sees Cap'n Proto). Game-neutral: the values may hold bools,
// integers, enums (in the schema's enumerant order), strings, vectors, nested reflected structs and
// unions.
//
// A schema union is a std::variant, visited by `v.Union(s.kind)` for a struct's unnamed union or
// as a field whose struct is only a union. Each alternative carries its member's name as `kName`
// and is one of: a member without payload (a Reflect naming nothing: Void), a member whose payload
// is a struct (the alternative's Reflect names the payload's fields), or a member whose payload is
// a number or an enum (the alternative holds it as `value`: ScalarMember).
//
//   ReflectReader::Read(dynamic_value, value, "path")  fills `value`; errors name the field path
//                                   ("effects[1].action.damage: unknown value 9 (...)").
//   ReflectWriter::Write(value, dynamic_struct)        fills an initialised struct from `value`;
//                                   empty texts and lists are left unset.
//   ReflectNames::Check<T>(schema, "events/x/cards.capnp")  "" if T's Reflect names every field
//                                   of `schema` and nothing else, recursively; else the first
//                                   difference in words.

#ifndef TCGJUDGE_EVENTS_REFLECT_CAPNP_H_
#define TCGJUDGE_EVENTS_REFLECT_CAPNP_H_

#include <capnp/dynamic.h>
#include <capnp/schema.h>

#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <variant>
#include <vector>

#include "events/check.h"
#include "events/json_decode.h"
#include "events/status.h"

namespace tcgjudge::reflect_capnp {

template <typename T>
struct IsVector : std::false_type {};
template <typename T>
struct IsVector<std::vector<T>> : std::true_type {};
template <typename T>
struct IsVariant : std::false_type {};
template <typename... T>
struct IsVariant<std::variant<T...>> : std::true_type {};

// A union alternative whose payload is a number or an enum, held as `value`.
template <typename T>
concept ScalarMember = requires(T t) {
  t.value;
};

inline std::string Join(const std::string& path, std::string_view name) {
  return path.empty() ? std::string(name) : path + "." + std::string(name);
}
inline std::string Index(const std::string& path, unsigned i) {
  return path + "[" + std::to_string(i) + "]";
}

inline kj::Maybe<capnp::StructSchema::Field> FindField(capnp::StructSchema schema,
                                                       std::string_view name) {
  const std::string terminated(name);  // kj::StringPtr needs a NUL-terminated name.
  return schema.findFieldByName(terminated.c_str());
}

inline capnp::StructSchema::Field FieldOf(capnp::StructSchema schema, std::string_view name) {
  KJ_IF_MAYBE (field, FindField(schema, name)) {
    return *field;
  }
  TJ_CHECK_MSG(false, "Reflect names a field the schema lacks (ReflectNames::Check)");
  __builtin_unreachable();
}

// Fills a value from a Cap'n Proto struct, field by field as the value's Reflect names them.
class ReflectReader {
 public:
  ReflectReader(capnp::DynamicStruct::Reader r, std::string path) : r_(r), path_(std::move(path)) {}

  template <typename T>
  void operator()(std::string_view name, T& value) {
    if (status_.ok())
      status_ = Read(r_.get(FieldOf(r_.getSchema(), name)), value, Join(path_, name));
  }
  // The struct's unnamed union.
  template <typename... Alternatives>
  void Union(std::variant<Alternatives...>& value) {
    if (status_.ok()) status_ = ReadUnion(r_, value, path_);
  }
  Status status() const { return status_; }

  template <typename T>
  static Status Read(capnp::DynamicValue::Reader in, T& value, const std::string& path) {
    try {
      if constexpr (std::is_same_v<T, bool> || std::is_integral_v<T>) {
        value = in.as<T>();
      } else if constexpr (std::is_enum_v<T>) {
        capnp::DynamicEnum e = in.as<capnp::DynamicEnum>();
        if (e.getEnumerant() == nullptr) {
          return Status::InvalidInput(path + ": unknown value " + std::to_string(e.getRaw()) +
                                      " (written by a newer tcgjudge?)");
        }
        value = static_cast<T>(e.getRaw());
      } else if constexpr (std::is_same_v<T, std::string>) {
        capnp::Text::Reader text = in.as<capnp::Text>();
        value.assign(text.cStr(), text.size());
      } else if constexpr (IsVector<T>::value) {
        capnp::DynamicList::Reader list = in.as<capnp::DynamicList>();
        value.assign(list.size(), {});
        for (unsigned i = 0; i < list.size(); ++i) {
          TJ_RETURN_IF_ERROR(Read(list[i], value[i], Index(path, i)));
        }
      } else if constexpr (IsVariant<T>::value) {
        return ReadUnion(in.as<capnp::DynamicStruct>(), value, path);
      } else {
        ReflectReader nested(in.as<capnp::DynamicStruct>(), path);
        T::Reflect(value, nested);
        return nested.status();
      }
    } catch (const kj::Exception& e) {
      return Status::InvalidInput(path + ": " + DescribeKjException(e));
    }
    return Status::Ok();
  }

 private:
  template <typename... Alternatives>
  static Status ReadUnion(capnp::DynamicStruct::Reader r, std::variant<Alternatives...>& value,
                          const std::string& path) {
    KJ_IF_MAYBE (field, r.which()) {
      const std::string_view member = field->getProto().getName().cStr();
      const std::string member_path = Join(path, member);
      Status status =
          Status::InvalidInput(member_path + ": unknown kind (written by a newer tcgjudge?)");
      auto try_one = [&]<typename A>(A*) {
        if (A::kName != member) return false;
        A alternative{};
        capnp::DynamicValue::Reader payload = r.get(*field);
        if constexpr (ScalarMember<A>) {
          status = Read(payload, alternative.value, member_path);
        } else if (payload.getType() == capnp::DynamicValue::STRUCT) {
          ReflectReader nested(payload.as<capnp::DynamicStruct>(), member_path);
          A::Reflect(alternative, nested);
          status = nested.status();
        } else {
          status = Status::Ok();  // A Void member.
        }
        value = std::move(alternative);
        return true;
      };
      (try_one(static_cast<Alternatives*>(nullptr)) || ...);
      return status;
    }
    return Status::InvalidInput(path + ": no kind given");
  }

  capnp::DynamicStruct::Reader r_;
  std::string path_;
  Status status_;
};

// Fills a Cap'n Proto struct from a value, field by field as the value's Reflect names them.
// Numbers, flags and enums are always set; empty texts and lists are left unset (so a writer's
// output reads back to an equal value and omits nothing that is not the default).
class ReflectWriter {
 public:
  explicit ReflectWriter(capnp::DynamicStruct::Builder b) : b_(b) {}

  template <typename T>
  static void Write(const T& value, capnp::DynamicStruct::Builder out) {
    if constexpr (IsVariant<T>::value) {
      WriteUnion(out, value);
    } else {
      ReflectWriter writer(out);
      T::Reflect(value, writer);
    }
  }

  template <typename T>
  void operator()(std::string_view name, const T& value) {
    WriteField(b_, FieldOf(b_.getSchema(), name), value);
  }
  template <typename... Alternatives>
  void Union(const std::variant<Alternatives...>& value) {
    WriteUnion(b_, value);
  }

 private:
  // A number, flag or enum as the dynamic value of `type`.
  template <typename T>
  static capnp::DynamicValue::Reader Leaf(capnp::Type type, const T& value) {
    if constexpr (std::is_enum_v<T>) {
      return capnp::DynamicEnum(type.asEnum(), static_cast<uint16_t>(value));
    } else {
      return value;
    }
  }

  template <typename T>
  static void WriteField(capnp::DynamicStruct::Builder b, capnp::StructSchema::Field field,
                         const T& value) {
    if constexpr (std::is_same_v<T, bool> || std::is_integral_v<T> || std::is_enum_v<T>) {
      b.set(field, Leaf(field.getType(), value));
    } else if constexpr (std::is_same_v<T, std::string>) {
      if (!value.empty()) b.set(field, capnp::Text::Reader(value.data(), value.size()));
    } else if constexpr (IsVector<T>::value) {
      if (value.empty()) return;
      capnp::DynamicList::Builder list =
          b.init(field, static_cast<unsigned>(value.size())).template as<capnp::DynamicList>();
      for (unsigned i = 0; i < value.size(); ++i) SetElement(list, i, value[i]);
    } else {
      Write(value, b.init(field).template as<capnp::DynamicStruct>());
    }
  }

  template <typename T>
  static void SetElement(capnp::DynamicList::Builder list, unsigned i, const T& value) {
    if constexpr (std::is_same_v<T, bool> || std::is_integral_v<T> || std::is_enum_v<T>) {
      list.set(i, Leaf(list.getSchema().getElementType(), value));
    } else if constexpr (std::is_same_v<T, std::string>) {
      list.set(i, capnp::Text::Reader(value.data(), value.size()));
    } else {
      Write(value, list[i].template as<capnp::DynamicStruct>());
    }
  }

  template <typename... Alternatives>
  static void WriteUnion(capnp::DynamicStruct::Builder b,
                         const std::variant<Alternatives...>& value) {
    std::visit(
        [&]<typename A>(const A& alternative) {
          const capnp::StructSchema::Field field = FieldOf(b.getSchema(), A::kName);
          if constexpr (ScalarMember<A>) {
            b.set(field, Leaf(field.getType(), alternative.value));
          } else if (field.getType().isVoid()) {
            b.set(field, capnp::VOID);
          } else {
            ReflectWriter nested(b.init(field).template as<capnp::DynamicStruct>());
            A::Reflect(alternative, nested);
          }
        },
        value);
  }

  capnp::DynamicStruct::Builder b_;
};

// Compares the names a value's Reflect gives (and its unions' alternatives' kName) with its
// schema struct's fields, recursively.
class ReflectNames {
 public:
  // The first disagreement of a value of type T with `schema`, or "".
  template <typename T>
  static std::string Check(capnp::StructSchema schema, std::string_view schema_file) {
    Visited visited;
    return CheckStruct<T>(schema, std::string(schema_file), visited);
  }

  template <typename T>
  void operator()(std::string_view name, const T&) {
    Name(name, [&](capnp::Type type) { Descend<T>(type); });
  }
  template <typename... Alternatives>
  void Union(const std::variant<Alternatives...>&) {
    (NameAlternative<Alternatives>(), ...);
  }

 private:
  using Visited = std::set<std::pair<uint64_t, std::string>>;  // (struct id, C++ type) walked.

  ReflectNames(capnp::StructSchema schema, const std::string& file, Visited& visited)
      : schema_(schema), file_(file), visited_(visited) {}

  template <typename T>
  static std::string CheckStruct(capnp::StructSchema schema, const std::string& file,
                                 Visited& visited) {
    if (!visited.insert({schema.getProto().getId(), typeid(T).name()}).second) return "";
    ReflectNames names(schema, file, visited);
    const T value{};
    if constexpr (IsVariant<T>::value) {
      names.Union(value);
    } else {
      T::Reflect(value, names);
    }
    if (!names.problem_.empty()) return names.problem_;
    for (auto field : schema.getFields()) {
      const std::string name = field.getProto().getName().cStr();
      if (std::find(names.named_.begin(), names.named_.end(), name) == names.named_.end()) {
        return file + "'s " + names.Where(name) + " is not named by its value's Reflect";
      }
    }
    return "";
  }

  template <typename Descend>
  void Name(std::string_view name, Descend descend) {
    named_.emplace_back(name);
    if (!problem_.empty()) return;
    KJ_IF_MAYBE (field, FindField(schema_, name)) {
      descend(field->getType());
    } else {
      problem_ = "Reflect names " + Where(name) + ", which " + file_ + " lacks";
    }
  }

  template <typename A>
  void NameAlternative() {
    Name(A::kName, [&](capnp::Type type) {
      if constexpr (ScalarMember<A>) {
        Descend<decltype(A::value)>(type);
      } else if (type.isStruct()) {
        problem_ = CheckStruct<A>(type.asStruct(), file_, visited_);
      }
    });
  }

  template <typename T>
  void Descend(capnp::Type type) {
    if constexpr (IsVector<T>::value) {
      Descend<typename T::value_type>(type.asList().getElementType());
    } else if constexpr (std::is_class_v<T> && !std::is_same_v<T, std::string>) {
      problem_ = CheckStruct<T>(type.asStruct(), file_, visited_);
    }
  }

  std::string Where(std::string_view name) const {
    return std::string(schema_.getShortDisplayName().cStr()) + "." + std::string(name);
  }

  capnp::StructSchema schema_;
  const std::string& file_;
  Visited& visited_;
  std::vector<std::string> named_;
  std::string problem_;
};

// The schema's name of enumerant `value` of an enum of `schema`'s order.
template <typename E>
std::string_view EnumerantName(E value, capnp::EnumSchema schema) {
  auto enumerants = schema.getEnumerants();
  const auto raw = static_cast<unsigned>(value);
  TJ_CHECK(raw < enumerants.size());
  return enumerants[raw].getProto().getName().cStr();
}

}  // namespace tcgjudge::reflect_capnp

#endif  // TCGJUDGE_EVENTS_REFLECT_CAPNP_H_
