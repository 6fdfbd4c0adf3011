#include "events/json_decode.h"

#include <capnp/message.h>

#include "events/json_shape.h"

namespace tcgjudge {

std::string DescribeKjException(const kj::Exception& e) {
  std::string text(e.getDescription().cStr());
  // Drop the "expected <internal condition>; " prefix KJ adds to requirement failures.
  const std::string kPrefix = "expected ";
  if (text.rfind(kPrefix, 0) == 0) {
    size_t semi = text.find("; ");
    if (semi != std::string::npos) text = text.substr(semi + 2);
  }
  // KJ appends the offending value as "; <expression> = <value>"; say it plainly.
  struct Rewrite {
    std::string_view kj_prefix;
    std::string_view before;
    std::string_view after;
  };
  static constexpr Rewrite kRewrites[] = {
      {"Value out-of-range for requested type.; value = ", "", " is out of range for its field"},
  };
  for (const Rewrite& r : kRewrites) {
    if (text.rfind(r.kj_prefix, 0) == 0) {
      return std::string(r.before) + text.substr(r.kj_prefix.size()) + std::string(r.after);
    }
  }
  return text;
}

Status DecodeJsonLine(std::string_view line, const capnp::JsonCodec& codec,
                      capnp::DynamicStruct::Builder root, const JsonLineKind& kind) {
  TJ_ASSIGN_OR_RETURN(const std::string json, ScanJsonLine(line, kind));
  try {
    capnp::MallocMessageBuilder raw_message;
    auto raw = raw_message.initRoot<capnp::JsonValue>();
    codec.decodeRaw(kj::ArrayPtr<const char>(json.data(), json.size()), raw);
    TJ_RETURN_IF_ERROR(CheckJsonShape(raw.asReader(), root.getSchema(), kind));
    codec.decode(raw.asReader(), root);
  } catch (const kj::Exception& e) {
    return Status::InvalidInput(DescribeKjException(e));
  }
  return Status::Ok();
}

std::string PeekStringMember(std::string_view line, std::string_view name) {
  Result<std::string> json = ScanJsonLine(line);
  if (!json.ok()) return "";
  try {
    capnp::JsonCodec codec;
    capnp::MallocMessageBuilder message;
    auto raw = message.initRoot<capnp::JsonValue>();
    codec.decodeRaw(kj::ArrayPtr<const char>(json->data(), json->size()), raw);
    if (!raw.isObject()) return "";
    for (auto field : raw.asReader().getObject()) {
      if (std::string_view(field.getName().cStr()) == name && field.getValue().isString()) {
        return field.getValue().getString().cStr();
      }
    }
  } catch (const kj::Exception&) {
  }
  return "";
}

}  // namespace tcgjudge
