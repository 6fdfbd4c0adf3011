// A card set: its cards by code, and the card-data codec between JSON Lines and the plain values
// (the Cap'n Proto halves are events/zero/card_write.cc and events/zero/card_read.cc).

#include "events/zero/card_set.h"

#include <capnp/compat/json.h>
#include <capnp/dynamic.h>
#include <capnp/message.h>

#include <set>
#include <utility>

#include "events/json_decode.h"
#include "events/jsonl.h"
#include "events/printable.h"
#include "events/zero/card_schema.h"
#include "events/zero/cards.capnp.h"

namespace tcgjudge {
namespace {

namespace s = ::tcgjudge::schema::cards;
using namespace ::tcgjudge::cards;  // NOLINT: the whole vocabulary is used here.
using card_schema::ReadCard;
using card_schema::WriteCard;

// ===== JSON ==================================================================================

capnp::JsonCodec& Codec() {
  // One codec per thread: JsonCodec is not documented as thread-safe.
  thread_local capnp::JsonCodec* codec = [] {
    auto* c = new capnp::JsonCodec();
    c->handleByAnnotation<s::Card>();
    c->setRejectUnknownFields(true);
    c->setMaxNestingDepth(32);
    return c;
  }();
  return *codec;
}

std::string CardContext(std::string_view code) { return "card " + PrintableText(code); }

std::string ToString(capnp::Text::Reader text) { return std::string(text.cStr(), text.size()); }

}  // namespace

const CardDef* CardSet::Find(std::string_view code) const {
  auto it = by_code_.find(code);
  return it == by_code_.end() ? nullptr : &cards_[it->second];
}

Status CardSet::Add(CardDef card) {
  if (by_code_.count(card.code) != 0) {
    return Status::InvalidInput(CardContext(card.code) + ": code: already in the set");
  }
  by_code_.emplace(card.code, cards_.size());
  cards_.push_back(std::move(card));
  return Status::Ok();
}

std::string CardToJson(const CardDef& card) {
  capnp::MallocMessageBuilder message;
  WriteCard(card, message.initRoot<s::Card>());
  kj::String json = Codec().encode(message.getRoot<s::Card>().asReader());
  return std::string(json.cStr(), json.size());
}

Result<CardDef> CardFromJson(std::string_view line) {
  capnp::MallocMessageBuilder message;
  Status decoded =
      DecodeJsonLine(line, Codec(), capnp::toDynamic(message.initRoot<s::Card>()), kCardLine);
  if (!decoded.ok()) {
    const std::string code = PeekStringMember(line, "code");
    return code.empty() ? decoded : decoded.WithContext(CardContext(code));
  }
  const s::Card::Reader reader = message.getRoot<s::Card>().asReader();
  Result<CardDef> card = ReadCard(reader);
  const std::string code = ToString(reader.getCode());
  if (!card.ok()) {
    return code.empty() ? card.status() : card.status().WithContext(CardContext(code));
  }
  Status valid = ValidateCard(*card);
  if (!valid.ok()) return code.empty() ? valid : valid.WithContext(CardContext(code));
  return card;
}

namespace {

constexpr std::string_view kEmptyCardSet = "file is empty: a card set needs at least one card";

// Adds each line's card to `set`; `lines` maps each code to the line defining it.
std::function<Status(int, std::string_view)> CardAdder(
    CardSet* set, std::map<std::string, int, std::less<>>* lines) {
  return [set, lines](int line_number, std::string_view line) -> Status {
    TJ_ASSIGN_OR_RETURN(CardDef card, CardFromJson(line));
    auto [it, inserted] = lines->emplace(card.code, line_number);
    if (!inserted) {
      return Status::InvalidInput(CardContext(card.code) + ": code: already defined on line " +
                                  std::to_string(it->second));
    }
    return set->Add(std::move(card));
  };
}

}  // namespace

Result<CardSet> ParseCardSet(std::string_view text, std::string_view source) {
  CardSet set;
  std::map<std::string, int, std::less<>> lines;
  TJ_RETURN_IF_ERROR(ForEachJsonLine(text, source, kEmptyCardSet, CardAdder(&set, &lines)));
  return set;
}

Result<CardSet> LoadCardSetFile(const std::string& path) {
  CardSet set;
  std::map<std::string, int, std::less<>> lines;
  TJ_RETURN_IF_ERROR(ForEachJsonLineOfFile(path, kEmptyCardSet, CardAdder(&set, &lines)));
  return set;
}

}  // namespace tcgjudge
