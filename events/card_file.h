// Card files of every ruleset whose card data is Reflect-named (events/reflect_capnp.h): JSON
// Lines with one card per line in Cap'n Proto's JSON encoding of the ruleset's cards.capnp, read
// strictly into the plain values of its card_data.h and written back. Internal to events/ (it
// sees Cap'n Proto); each ruleset's card_codec.cc instantiates these with its schema, its checks
// and its codec's nesting depth. Game-neutral: a card is any Reflect value with a `code`.

#ifndef TCGJUDGE_EVENTS_CARD_FILE_H_
#define TCGJUDGE_EVENTS_CARD_FILE_H_

#include <capnp/compat/json.h>
#include <capnp/message.h>

#include <map>
#include <string>
#include <string_view>

#include "events/card_set.h"
#include "events/json_decode.h"
#include "events/jsonl.h"
#include "events/reflect_capnp.h"
#include "events/status.h"

namespace tcgjudge::card_file {

// The strict JSON codec of card files (unknown members refused), one per thread and depth:
// JsonCodec is not documented as thread-safe.
template <int kMaxNestingDepth>
capnp::JsonCodec& StrictCodec() {
  thread_local capnp::JsonCodec* codec = [] {
    auto* c = new capnp::JsonCodec();
    c->setRejectUnknownFields(true);
    c->setMaxNestingDepth(kMaxNestingDepth);
    return c;
  }();
  return *codec;
}

// One card from one line of JSON: decoded strictly against `Schema`, read into a `Card` through
// its Reflect, and checked on its own by `validate`. Errors read "[card <code>: ]<field>:
// <problem>", the code given wherever the line has one.
template <typename Schema, typename Card>
Result<Card> CardFromJson(std::string_view line, const capnp::JsonCodec& codec,
                          Status (*validate)(const Card&)) {
  capnp::MallocMessageBuilder message;
  Status decoded =
      DecodeJsonLine(line, codec, capnp::toDynamic(message.initRoot<Schema>()), kCardLine);
  const std::string code = PeekStringMember(line, "code");
  auto in_context = [&](Status status) {
    return code.empty() ? status : status.WithContext(CardContext(code));
  };
  if (!decoded.ok()) return in_context(decoded);
  Card card;
  Status read = reflect_capnp::ReflectReader::Read(
      capnp::DynamicValue::Reader(capnp::toDynamic(message.getRoot<Schema>().asReader())), card,
      "");
  if (!read.ok()) return in_context(read);
  Status valid = validate(card);
  if (!valid.ok()) return in_context(valid);
  return card;
}

// `card` as one line of JSON (no newline): CardFromJson reads it back to an equal value.
template <typename Schema, typename Card>
std::string CardToJson(const Card& card, capnp::JsonCodec& codec) {
  capnp::MallocMessageBuilder message;
  reflect_capnp::ReflectWriter::Write(card, capnp::toDynamic(message.initRoot<Schema>()));
  kj::String json = codec.encode(message.getRoot<Schema>().asReader());
  return std::string(json.cStr(), json.size());
}

// A card set's JSON Lines text under the file rules of game logs (events/jsonl.h), each line
// read by `from_json`; a code defined twice is refused at its second line. Then, where the
// ruleset has them, the checks of each card against the whole set (references may point forward
// in the file), refused at the line of the card that fails. Errors read
// "<source>:<line>: card <code>: <field>: <problem>".
template <typename Card>
Result<CardSetOf<Card>> ParseCardSet(
    std::string_view text, std::string_view source, Result<Card> (*from_json)(std::string_view),
    Status (*validate_references)(const Card&, const CardSetOf<Card>&) = nullptr) {
  CardSetOf<Card> set;
  std::map<std::string, int, std::less<>> lines;  // Code -> the line defining it.
  TJ_RETURN_IF_ERROR(ForEachJsonLine(
      text, source, "file is empty: a card set needs at least one card",
      [&](int line_number, std::string_view line) -> Status {
        TJ_ASSIGN_OR_RETURN(Card card, from_json(line));
        auto [it, inserted] = lines.emplace(card.code, line_number);
        if (!inserted) {
          return Status::InvalidInput(CardContext(card.code) + ": code: already defined on line " +
                                      std::to_string(it->second));
        }
        return set.Add(std::move(card));
      }));
  if (validate_references == nullptr) return set;
  for (const Card& card : set.cards()) {
    Status references = validate_references(card, set);
    if (!references.ok()) {
      return references.WithContext(std::string(source) + ":" +
                                    std::to_string(lines.find(card.code)->second) + ": " +
                                    CardContext(card.code));
    }
  }
  return set;
}

// Whether every field of every struct reached from `Schema` is named by `Card`'s Reflect and
// every name a Reflect gives is a field of the schema (kCorruption naming the first that is not):
// the test that keeps the two in step. `schema_file` names the schema in the message.
template <typename Schema, typename Card>
Status CheckReflectionCoversSchema(std::string_view schema_file) {
  const std::string problem =
      reflect_capnp::ReflectNames::Check<Card>(capnp::Schema::from<Schema>(), schema_file);
  return problem.empty() ? Status::Ok() : Status::Corruption(problem);
}

}  // namespace tcgjudge::card_file

#endif  // TCGJUDGE_EVENTS_CARD_FILE_H_
