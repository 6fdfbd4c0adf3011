// 永恒之轮 card data between JSON Lines, Cap'n Proto and the plain values of card_data.h.
//
// Nothing here mirrors the schema field by field: each value names its fields once in Reflect and
// two visitors walk them: SchemaReader fills a value from a Cap'n Proto struct, SchemaNames
// compares the names with the schema's (CheckReflectionCoversSchema). The schema has no unions,
// so the reader is the small part of Yu-Gi-Oh's (events/ygo/card_codec.cc) that it needs; both
// move onto the core's Reflect <-> Cap'n Proto codec when the ruleset seam (issue 25) brings one.

#include <capnp/compat/json.h>
#include <capnp/dynamic.h>
#include <capnp/message.h>
#include <capnp/schema.h>

#include <type_traits>

#include "events/json_decode.h"
#include "events/jsonl.h"
#include "events/printable.h"
#include "events/wheel/card_set.h"
#include "events/wheel/cards.capnp.h"

namespace tcgjudge::wheel {
namespace {

namespace s = ::tcgjudge::schema::wheel::cards;
using cards::Card;

template <typename T>
struct IsVector : std::false_type {};
template <typename T>
struct IsVector<std::vector<T>> : std::true_type {};

std::string Join(const std::string& path, std::string_view name) {
  return path.empty() ? std::string(name) : path + "." + std::string(name);
}

capnp::StructSchema::Field FieldOf(capnp::StructSchema schema, std::string_view name) {
  const std::string terminated(name);
  KJ_IF_MAYBE (field, schema.findFieldByName(terminated.c_str())) {
    return *field;
  }
  TJ_CHECK_MSG(false, "Reflect names a field the schema lacks (CheckReflectionCoversSchema)");
  __builtin_unreachable();
}

// Fills a value from a Cap'n Proto struct, field by field as the value's Reflect names them.
class SchemaReader {
 public:
  SchemaReader(capnp::DynamicStruct::Reader r, std::string path) : r_(r), path_(std::move(path)) {}

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
        SchemaReader nested(in.as<capnp::DynamicStruct>(), path);
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
class SchemaNames {
 public:
  explicit SchemaNames(capnp::StructSchema schema) : schema_(schema) {}

  template <typename T>
  void operator()(std::string_view name, const T&) {
    named_.emplace_back(name);
    if (!problem_.empty()) return;
    const std::string terminated(name);
    KJ_IF_MAYBE (field, schema_.findFieldByName(terminated.c_str())) {
      Descend<T>(field->getType());
    } else {
      problem_ = "card_data.h names " + Where(name) + ", which events/wheel/cards.capnp lacks";
    }
  }

  // The first disagreement of a value of type T with `schema`, or "".
  template <typename T>
  static std::string Check(capnp::StructSchema schema) {
    SchemaNames names(schema);
    const T value{};
    T::Reflect(value, names);
    if (!names.problem_.empty()) return names.problem_;
    for (auto field : schema.getFields()) {
      const std::string name = field.getProto().getName().cStr();
      if (std::find(names.named_.begin(), names.named_.end(), name) == names.named_.end()) {
        return "events/wheel/cards.capnp's " + names.Where(name) +
               " is not named by card_data.h's Reflect";
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
      problem_ = Check<T>(type.asStruct());
    }
  }
  std::string Where(std::string_view name) const {
    return std::string(schema_.getShortDisplayName().cStr()) + "." + std::string(name);
  }

  capnp::StructSchema schema_;
  std::vector<std::string> named_;
  std::string problem_;
};

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

template <typename E>
std::string_view EnumerantName(E value, capnp::EnumSchema schema) {
  auto enumerants = schema.getEnumerants();
  const auto raw = static_cast<unsigned>(value);
  TJ_CHECK(raw < enumerants.size());
  return enumerants[raw].getProto().getName().cStr();
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
  Status read = SchemaReader::Read(
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
  const std::string problem = SchemaNames::Check<Card>(capnp::Schema::from<s::Card>());
  return problem.empty() ? Status::Ok() : Status::Corruption(problem);
}

namespace cards {

std::string_view CardTypeName(CardType type) {
  return EnumerantName(type, capnp::Schema::from<s::CardType>());
}
std::string_view ColourName(Colour colour) {
  return EnumerantName(colour, capnp::Schema::from<s::Colour>());
}

bool Card::HasTrait(std::string_view trait) const {
  return std::find(traits.begin(), traits.end(), trait) != traits.end();
}

int Card::TotalCost() const {
  int total = 0;
  for (const CostSymbol& symbol : cost) total += symbol.count;
  return total;
}

int Card::CostOf(Colour colour) const {
  int total = 0;
  for (const CostSymbol& symbol : cost) total += symbol.colour == colour ? symbol.count : 0;
  return total;
}

}  // namespace cards
}  // namespace tcgjudge::wheel
