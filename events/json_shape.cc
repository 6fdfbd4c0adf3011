#include "events/json_shape.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace tcgjudge {
namespace {

constexpr uint64_t kJsonNameAnnotation = 0xfa5b1fd61c2e7c3dull;     // $Json.name
constexpr uint64_t kJsonFlattenAnnotation = 0x82d3e852af0336bfull;  // $Json.flatten

std::string JsonName(capnp::List<capnp::schema::Annotation>::Reader annotations,
                     capnp::Text::Reader proto_name) {
  for (auto annotation : annotations) {
    if (annotation.getId() == kJsonNameAnnotation) {
      return annotation.getValue().getText().cStr();
    }
  }
  return proto_name.cStr();
}

bool IsFlattened(const capnp::StructSchema::Field& field) {
  for (auto annotation : field.getProto().getAnnotations()) {
    if (annotation.getId() == kJsonFlattenAnnotation) return true;
  }
  return false;
}

// A JSON member that a struct accepts: the field, and the union it belongs to (identified by
// the id of the struct whose union it is; 0 when not in a union).
struct Member {
  capnp::StructSchema::Field field;
  uint64_t union_id;
};

void CollectMembers(capnp::StructSchema schema, std::map<std::string, Member>* members) {
  for (capnp::StructSchema::Field field : schema.getFields()) {
    if (IsFlattened(field) && field.getType().isStruct()) {
      CollectMembers(field.getType().asStruct(), members);
      continue;
    }
    const bool in_union =
        field.getProto().getDiscriminantValue() != capnp::schema::Field::NO_DISCRIMINANT;
    members->emplace(JsonName(field.getProto().getAnnotations(), field.getProto().getName()),
                     Member{field, in_union ? schema.getProto().getId() : 0});
  }
}

std::string_view JsonTypeName(capnp::JsonValue::Which which) {
  switch (which) {
    case capnp::JsonValue::NULL_:
      return "null";
    case capnp::JsonValue::BOOLEAN:
      return "a boolean";
    case capnp::JsonValue::NUMBER:
      return "a number";
    case capnp::JsonValue::STRING:
      return "a string";
    case capnp::JsonValue::ARRAY:
      return "a list";
    case capnp::JsonValue::OBJECT:
      return "an object";
    default:
      return "not JSON";
  }
}

// `number` as JSON wrote it, near enough: whole numbers below 2^64 in full (2^63 is
// "9223372036854775808", not "9.22337e+18"), others as %g.
std::string NumberText(double number) {
  if (number == std::trunc(number) && number > -0x1p63 && number < 0x1p63) {
    return std::to_string(static_cast<int64_t>(number));
  }
  if (number == std::trunc(number) && number >= 0x1p63 && number < 0x1p64) {
    return std::to_string(static_cast<uint64_t>(number));
  }
  if (number == -0x1p63) return "-9223372036854775808";
  char text[32];
  std::snprintf(text, sizeof(text), "%g", number);
  return text;
}

// Refuses a number outside the integer type `which` (e.g. a seq of 2^32) naming the field.
Status CheckIntegerRange(double number, capnp::schema::Type::Which which, const std::string& path) {
  double low = 0, high_exclusive = 0;  // Powers of two: exact as doubles.
  std::string range;
  switch (which) {
    case capnp::schema::Type::INT8:
      low = -0x1p7, high_exclusive = 0x1p7, range = "-128 to 127";
      break;
    case capnp::schema::Type::INT16:
      low = -0x1p15, high_exclusive = 0x1p15, range = "-32768 to 32767";
      break;
    case capnp::schema::Type::INT32:
      low = -0x1p31, high_exclusive = 0x1p31, range = "-2147483648 to 2147483647";
      break;
    case capnp::schema::Type::INT64:
      low = -0x1p63, high_exclusive = 0x1p63, range = "-2^63 to 2^63-1";
      break;
    case capnp::schema::Type::UINT8:
      high_exclusive = 0x1p8, range = "0 to 255";
      break;
    case capnp::schema::Type::UINT16:
      high_exclusive = 0x1p16, range = "0 to 65535";
      break;
    case capnp::schema::Type::UINT32:
      high_exclusive = 0x1p32, range = "0 to 4294967295";
      break;
    default:
      high_exclusive = 0x1p64, range = "0 to 2^64-1";
      break;
  }
  if (number >= low && number < high_exclusive) return Status::Ok();
  return Status::InvalidInput(path + ": " + NumberText(number) +
                              " is out of range for its field (" + range + ")");
}

Status CheckValue(capnp::JsonValue::Reader value, capnp::Type type, const std::string& path,
                  const JsonLineKind& kind);

// Whether `schema` is nothing but a union whose first member (discriminant 0) is Void: a
// recorder's {"table": null}, a reveal's source, a declared result's {"draw": null}. Given as {},
// the codec would read that first member, a guess: such an object must name its member in every
// kind of line.
bool MustNameItsMember(capnp::StructSchema schema) {
  if (schema.getNonUnionFields().size() != 0) return false;
  for (capnp::StructSchema::Field field : schema.getUnionFields()) {
    if (field.getProto().getDiscriminantValue() == 0) return field.getType().isVoid();
  }
  return false;
}

Status CheckStruct(capnp::JsonValue::Reader value, capnp::StructSchema schema,
                   const std::string& path, const JsonLineKind& kind) {
  if (!value.isObject()) {
    return Status::InvalidInput((path.empty() ? "the " + std::string(kind.noun) : path) +
                                ": must be an object, not " +
                                std::string(JsonTypeName(value.which())));
  }
  std::map<std::string, Member> members;
  CollectMembers(schema, &members);
  std::map<uint64_t, std::string> union_member_given;
  for (auto field : value.getObject()) {
    const std::string name = field.getName().cStr();
    const std::string member_path = path.empty() ? name : path + "." + name;
    auto it = members.find(name);
    if (it == members.end()) {
      return Status::InvalidInput("unknown field \"" + name + "\"" +
                                  (path.empty() ? std::string("") : " in " + path) +
                                  " (not in the " + std::string(kind.schema) + " schema)");
    }
    if (it->second.union_id != 0) {
      auto [given, inserted] = union_member_given.emplace(it->second.union_id, name);
      if (!inserted) {
        return Status::InvalidInput((path.empty() ? std::string("") : path + ": ") + "\"" +
                                    given->second + "\" and \"" + name +
                                    "\" are alternatives: give only one of them");
      }
    }
    TJ_RETURN_IF_ERROR(CheckValue(field.getValue(), it->second.field.getType(), member_path, kind));
  }
  if ((kind.require_union_member || MustNameItsMember(schema)) &&
      schema.getUnionFields().size() > 0 &&
      union_member_given.count(schema.getProto().getId()) == 0) {
    std::string expected;
    for (capnp::StructSchema::Field field : schema.getUnionFields()) {
      expected += (expected.empty() ? "" : ", ") +
                  JsonName(field.getProto().getAnnotations(), field.getProto().getName());
    }
    return Status::InvalidInput((path.empty() ? "the " + std::string(kind.noun) : path) +
                                ": no kind given (expected one of " + expected + ")");
  }
  return Status::Ok();
}

Status Expect(bool ok, capnp::JsonValue::Reader value, std::string_view expected,
              const std::string& path) {
  if (ok) return Status::Ok();
  return Status::InvalidInput(path + ": must be " + std::string(expected) + ", not " +
                              std::string(JsonTypeName(value.which())));
}

Status CheckValue(capnp::JsonValue::Reader value, capnp::Type type, const std::string& path,
                  const JsonLineKind& kind) {
  switch (type.which()) {
    case capnp::schema::Type::VOID:
      return Expect(value.isNull(), value, "null", path);
    case capnp::schema::Type::BOOL:
      return Expect(value.isBoolean(), value, "true or false", path);
    case capnp::schema::Type::INT8:
    case capnp::schema::Type::INT16:
    case capnp::schema::Type::INT32:
    case capnp::schema::Type::INT64:
    case capnp::schema::Type::UINT8:
    case capnp::schema::Type::UINT16:
    case capnp::schema::Type::UINT32:
    case capnp::schema::Type::UINT64: {
      TJ_RETURN_IF_ERROR(Expect(value.isNumber(), value, "a whole number", path));
      const double number = value.getNumber();
      // Range first: converting a double outside the integer type is undefined behaviour.
      TJ_RETURN_IF_ERROR(CheckIntegerRange(number, type.which(), path));
      if (number != std::trunc(number)) {
        return Status::InvalidInput(path +
                                    ": must be a whole number (103(3): numbers in the "
                                    "game are integers)");
      }
      return Status::Ok();
    }
    case capnp::schema::Type::FLOAT32:
    case capnp::schema::Type::FLOAT64:
      return Expect(value.isNumber(), value, "a number", path);
    case capnp::schema::Type::TEXT:
    case capnp::schema::Type::DATA:
      return Expect(value.isString(), value, "a string", path);
    case capnp::schema::Type::ENUM: {
      capnp::EnumSchema schema = type.asEnum();
      std::string allowed;
      for (auto enumerant : schema.getEnumerants()) {
        std::string name =
            JsonName(enumerant.getProto().getAnnotations(), enumerant.getProto().getName());
        if (value.isString() && name == value.getString().cStr()) return Status::Ok();
        allowed += (allowed.empty() ? "" : ", ") + name;
      }
      if (!value.isString()) return Expect(false, value, "one of " + allowed, path);
      return Status::InvalidInput(path + ": \"" + std::string(value.getString().cStr()) +
                                  "\" is not one of " + allowed);
    }
    case capnp::schema::Type::STRUCT:
      return CheckStruct(value, type.asStruct(), path, kind);
    case capnp::schema::Type::LIST: {
      TJ_RETURN_IF_ERROR(Expect(value.isArray(), value, "a list", path));
      capnp::Type element = type.asList().getElementType();
      auto items = value.getArray();
      for (unsigned i = 0; i < items.size(); ++i) {
        TJ_RETURN_IF_ERROR(
            CheckValue(items[i], element, path + "[" + std::to_string(i) + "]", kind));
      }
      return Status::Ok();
    }
    default:
      return Status::InvalidInput(path + ": a field type the " + std::string(kind.schema) +
                                  " schema never uses");
  }
}

}  // namespace

Status CheckJsonShape(capnp::JsonValue::Reader value, capnp::StructSchema schema,
                      const JsonLineKind& kind) {
  return CheckStruct(value, schema, "", kind);
}

}  // namespace tcgjudge
