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

// §413.2: every createToken effect of the set names a token card of it.
Status CheckTokenCodes(const CardSet& set, const std::map<std::string, int, std::less<>>& lines,
                       std::string_view source) {
  for (const Card& card : set.cards()) {
    auto check = [&](const std::vector<cards::Effect>& effects, const std::string& field) {
      for (size_t i = 0; i < effects.size(); ++i) {
        const std::string& code = effects[i].token;
        if (effects[i].action != cards::Action::kCreateToken) continue;
        const auto def = set.Find(code);
        if (!def || !set[*def].token) {
          return Status::InvalidInput(
              std::string(source) + ":" + std::to_string(lines.find(card.code)->second) + ": " +
              CardContext(card.code) + ": " + field + "effects[" + std::to_string(i) +
              "].token: '" + PrintableText(code) + "' is no token card of the set (§413.2)");
        }
      }
      return Status::Ok();
    };
    TJ_RETURN_IF_ERROR(check(card.effects, ""));
    auto abilities = [&](const std::vector<cards::Ability>& list,
                         const std::string& field) -> Status {
      for (size_t i = 0; i < list.size(); ++i) {
        TJ_RETURN_IF_ERROR(check(list[i].effects, field + "[" + std::to_string(i) + "]."));
      }
      return Status::Ok();
    };
    TJ_RETURN_IF_ERROR(abilities(card.abilities, "abilities"));
    for (size_t f = 0; f < card.faces.size(); ++f) {
      TJ_RETURN_IF_ERROR(
          abilities(card.faces[f].abilities, "faces[" + std::to_string(f) + "].abilities"));
    }
  }
  return Status::Ok();
}

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
  TJ_RETURN_IF_ERROR(CheckTokenCodes(set, lines, source));
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
