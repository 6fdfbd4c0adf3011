#include "events/rise/decision_json.h"

#include <capnp/compat/json.h>
#include <capnp/message.h>

#include "events/json_decode.h"
#include "events/rise/decision_codec.h"

namespace tcgjudge::rise {
namespace {

namespace s = ::tcgjudge::schema::rise;

constexpr JsonLineKind kDecisionJson{"decision", "a decision", "rise decision", false};

capnp::JsonCodec& Codec() {
  // One codec per thread: JsonCodec is not documented as thread-safe.
  thread_local capnp::JsonCodec* codec = [] {
    auto* c = new capnp::JsonCodec();
    c->setRejectUnknownFields(true);
    c->setMaxNestingDepth(16);
    return c;
  }();
  return *codec;
}

}  // namespace

std::string DecisionToJson(const Decision& decision) {
  capnp::MallocMessageBuilder message;
  auto root = message.initRoot<s::Decision>();
  WriteDecision(decision, root);
  kj::String json = Codec().encode(root.asReader());
  return std::string(json.cStr(), json.size());
}

Result<Decision> DecisionFromJson(std::string_view json) {
  capnp::MallocMessageBuilder message;
  auto root = message.initRoot<s::Decision>();
  TJ_RETURN_IF_ERROR(
      DecodeJsonLine(json, Codec(), capnp::toDynamic(root), kDecisionJson).WithContext("decision"));
  const std::string missing = MissingDecisionKind(root.asReader(), "decision");
  if (!missing.empty()) return Status::InvalidInput(missing);
  return ReadDecision(root.asReader(), "decision");
}

}  // namespace tcgjudge::rise
