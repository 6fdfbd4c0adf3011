// 崛起TCG card data between JSON Lines, Cap'n Proto and the plain values of card_data.h: the
// generic Reflect reader of events/reflect_capnp.h over events/rise/cards.capnp.

#include <capnp/compat/json.h>
#include <capnp/message.h>

#include "events/json_decode.h"
#include "events/jsonl.h"
#include "events/printable.h"
#include "events/reflect_capnp.h"
#include "events/rise/card_set.h"
#include "events/rise/cards.capnp.h"

namespace tcgjudge::rise {
namespace {

namespace s = ::tcgjudge::schema::rise::cards;
using cards::Card;
using reflect_capnp::EnumerantName;

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

std::string CardContext(std::string_view code) { return "card " + PrintableText(code); }

}  // namespace

std::optional<uint16_t> CardSet::Find(std::string_view code) const {
  auto it = by_code_.find(code);
  if (it == by_code_.end()) return std::nullopt;
  return it->second;
}

Status CardSet::Add(Card card) {
  if (by_code_.count(card.code) != 0) {
    return Status::InvalidInput(CardContext(card.code) + ": code: already in the set");
  }
  if (cards_.size() >= UINT16_MAX)
    return Status::InvalidInput("a card set holds at most 65535 cards");
  by_code_.emplace(card.code, static_cast<uint16_t>(cards_.size()));
  cards_.push_back(std::move(card));
  return Status::Ok();
}

Result<Card> CardFromJson(std::string_view line) {
  capnp::MallocMessageBuilder message;
  Status decoded =
      DecodeJsonLine(line, Codec(), capnp::toDynamic(message.initRoot<s::Card>()), kCardLine);
  const std::string code = PeekStringMember(line, "code");
  auto in_context = [&](Status status) {
    return code.empty() ? status : status.WithContext(CardContext(code));
  };
  if (!decoded.ok()) return in_context(decoded);
  Card card;
  Status read = reflect_capnp::ReflectReader::Read(
      capnp::DynamicValue::Reader(capnp::toDynamic(message.getRoot<s::Card>().asReader())), card,
      "");
  if (!read.ok()) return in_context(read);
  Status valid = ValidateCard(card);
  if (!valid.ok()) return in_context(valid);
  return card;
}

Result<CardSet> ParseCardSet(std::string_view text, std::string_view source) {
  CardSet set;
  std::map<std::string, int, std::less<>> lines;  // Code -> the line defining it.
  TJ_RETURN_IF_ERROR(ForEachJsonLine(
      text, source, "file is empty: a card set needs at least one card",
      [&](int line_number, std::string_view line) -> Status {
        TJ_ASSIGN_OR_RETURN(Card card, CardFromJson(line));
        auto [it, inserted] = lines.emplace(card.code, line_number);
        if (!inserted) {
          return Status::InvalidInput(CardContext(card.code) + ": code: already defined on line " +
                                      std::to_string(it->second));
        }
        return set.Add(std::move(card));
      }));
  return set;
}

Result<CardSet> LoadCardSetFile(const std::string& path) {
  TJ_ASSIGN_OR_RETURN(const std::string content, ReadTextFile(path, kMaxJsonLinesFileBytes));
  return ParseCardSet(content, path);
}

Status CheckReflectionCoversSchema() {
  const std::string problem = reflect_capnp::ReflectNames::Check<Card>(
      capnp::Schema::from<s::Card>(), "events/rise/cards.capnp");
  return problem.empty() ? Status::Ok() : Status::Corruption(problem);
}

namespace cards {

std::string_view CardTypeName(CardType type) {
  return EnumerantName(type, capnp::Schema::from<s::CardType>());
}

}  // namespace cards
}  // namespace tcgjudge::rise
