// Plain values that name their fields once in `Reflect(self, visit)` (the card data of each
// ruleset), read from a Cap'n Proto struct of the same field names, and checked against it.
// Internal to events/ (it sees Cap'n Proto). Game-neutral: the values may hold bools, integers,
// enums (in the schema's enumerant order), strings, vectors and nested reflected structs; a
// schema with unions needs its own reader (events/ygo/card_codec.cc).
//
//   ReflectReader::Read(dynamic_value, value, "path")  fills `value`; errors name the field path;
//   ReflectNames::Check<T>(schema, "events/x/cards.capnp")  "" if T's Reflect names every field
//                                   of `schema` and nothing else, recursively; else the first
//                                   difference in words.

#ifndef TCGJUDGE_EVENTS_REFLECT_CAPNP_H_
#define TCGJUDGE_EVENTS_REFLECT_CAPNP_H_

#include <capnp/dynamic.h>
#include <capnp/schema.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "events/check.h"
#include "events/json_decode.h"
#include "events/status.h"

namespace tcgjudge::reflect_capnp {

template <typename T>
struct IsVector : std::false_type {};
template <typename T>
struct IsVector<std::vector<T>> : std::true_type {};

inline std::string Join(const std::string& path, std::string_view name) {
  return path.empty() ? std::string(name) : path + "." + std::string(name);
}

inline capnp::StructSchema::Field FieldOf(capnp::StructSchema schema, std::string_view name) {
  const std::string terminated(name);
  KJ_IF_MAYBE (field, schema.findFieldByName(terminated.c_str())) {
    return *field;
  }
  TJ_CHECK_MSG(false, "Reflect names a field the schema lacks (ReflectNames::Check)");
  __builtin_unreachable();
}

// Fills a value from a Cap'n Proto struct, field by field as the value's Reflect names them.
class ReflectReader {
 public:
  ReflectReader(capnp::DynamicStruct::Reader r, std::string path)
      : r_(r), path_(std::move(path)) {}

  template <typename T>
  void operator()(std::string_view name, T& value) {
    if (status_.ok())
      status_ = Read(r_.get(FieldOf(r_.getSchema(), name)), value, Join(path_, name));
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
          TJ_RETURN_IF_ERROR(Read(list[i], value[i], path + "[" + std::to_string(i) + "]"));
        }
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
  capnp::DynamicStruct::Reader r_;
  std::string path_;
  Status status_;
};

// Compares the names a value's Reflect gives with its schema struct's fields, recursively.
class ReflectNames {
 public:
  ReflectNames(capnp::StructSchema schema, std::string_view schema_file)
      : schema_(schema), file_(schema_file) {}

  template <typename T>
  void operator()(std::string_view name, const T&) {
    named_.emplace_back(name);
    if (!problem_.empty()) return;
    const std::string terminated(name);
    KJ_IF_MAYBE (field, schema_.findFieldByName(terminated.c_str())) {
      Descend<T>(field->getType());
    } else {
      problem_ = "Reflect names " + Where(name) + ", which " + file_ + " lacks";
    }
  }

  // The first disagreement of a value of type T with `schema`, or "".
  template <typename T>
  static std::string Check(capnp::StructSchema schema, std::string_view schema_file) {
    ReflectNames names(schema, schema_file);
    const T value{};
    T::Reflect(value, names);
    if (!names.problem_.empty()) return names.problem_;
    for (auto field : schema.getFields()) {
      const std::string name = field.getProto().getName().cStr();
      if (std::find(names.named_.begin(), names.named_.end(), name) == names.named_.end()) {
        return names.file_ + "'s " + names.Where(name) + " is not named by its value's Reflect";
      }
    }
    return "";
  }

 private:
  template <typename T>
  void Descend(capnp::Type type) {
    if constexpr (IsVector<T>::value) {
      Descend<typename T::value_type>(type.asList().getElementType());
    } else if constexpr (std::is_class_v<T> && !std::is_same_v<T, std::string>) {
      problem_ = Check<T>(type.asStruct(), file_);
    }
  }
  std::string Where(std::string_view name) const {
    return std::string(schema_.getShortDisplayName().cStr()) + "." + std::string(name);
  }

  capnp::StructSchema schema_;
  std::string file_;
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
