// 神话起源 card data from JSON Lines through Cap'n Proto into the plain values of card_data.h.
//
// Nothing here mirrors the schema field by field: each value names its fields once in Reflect,
// and two visitors walk them: CapnpReader fills a value from a Cap'n Proto struct, and
// NameCollector lists the names for the test that the schema and the values agree. They follow
// events/ygo/card_codec.cc's, with one addition (a union member holding a number or an enum, the
// `Scalar` of card_data.h); the core's shared Reflect <-> Cap'n Proto machinery (issue 25) is to
// replace both copies.

#include <capnp/compat/json.h>
#include <capnp/dynamic.h>
#include <capnp/message.h>
#include <capnp/schema.h>

#include <map>
#include <set>
#include <type_traits>
#include <typeinfo>
#include <utility>

#include "events/check.h"
#include "events/json_decode.h"
#include "events/jsonl.h"
#include "events/myth/card_set.h"
#include "events/myth/cards.capnp.h"
#include "events/printable.h"

namespace tcgjudge::myth {
namespace {

namespace s = ::tcgjudge::schema::myth::cards;
using namespace ::tcgjudge::myth::cards;  // NOLINT: the whole vocabulary is used here.

template <typename T>
struct IsVector : std::false_type {};
template <typename T>
struct IsVector<std::vector<T>> : std::true_type {};
template <typename T>
struct IsVariant : std::false_type {};
template <typename... T>
struct IsVariant<std::variant<T...>> : std::true_type {};
template <typename T>
concept ScalarMember = requires(T t) {
  t.value;
};

std::string Index(const std::string& path, unsigned i) {
  return path + "[" + std::to_string(i) + "]";
}

kj::Maybe<capnp::StructSchema::Field> FindField(capnp::StructSchema schema, std::string_view name) {
  const std::string terminated(name);
  return schema.findFieldByName(terminated.c_str());
}

std::string Join(const std::string& path, std::string_view name) {
  return path.empty() ? std::string(name) : path + "." + std::string(name);
}

// ===== Cap'n Proto -> values =================================================================

class CapnpReader {
 public:
  CapnpReader(capnp::DynamicStruct::Reader r, std::string path) : r_(r), path_(std::move(path)) {}

  template <typename T>
  void operator()(std::string_view name, T& value) {
    if (!status_.ok()) return;
    KJ_IF_MAYBE (field, FindField(r_.getSchema(), name)) {
      status_ = Read(r_.get(*field), value, Join(path_, name));
    } else {
      TJ_CHECK_MSG(false, "Reflect names a field the schema lacks (CheckReflectionCoversSchema)");
    }
  }

  template <typename... Alternatives>
  void Union(std::variant<Alternatives...>& value) {
    if (!status_.ok()) return;
    status_ = ReadUnion(r_, value, path_);
  }

  Status status() const { return status_; }

  template <typename T>
  static Status Read(capnp::DynamicValue::Reader in, T& value, const std::string& path) {
    try {
      if constexpr (std::is_same_v<T, bool>) {
        value = in.as<bool>();
      } else if constexpr (std::is_integral_v<T>) {
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
        value.clear();
        value.resize(list.size());
        for (unsigned i = 0; i < list.size(); ++i) {
          TJ_RETURN_IF_ERROR(Read(list[i], value[i], Index(path, i)));
        }
      } else if constexpr (IsVariant<T>::value) {
        return ReadUnion(in.as<capnp::DynamicStruct>(), value, path);
      } else {
        CapnpReader nested(in.as<capnp::DynamicStruct>(), path);
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
      Status status = Status::InvalidInput(member_path +
                                           ": unknown kind (written by a newer "
                                           "tcgjudge?)");
      auto try_one = [&]<typename A>(A*) {
        if (A::kName != member) return false;
        A alternative{};
        capnp::DynamicValue::Reader payload = r.get(*field);
        if constexpr (ScalarMember<A>) {
          status = Read(payload, alternative.value, member_path);
        } else if (payload.getType() == capnp::DynamicValue::STRUCT) {
          CapnpReader nested(payload.as<capnp::DynamicStruct>(), member_path);
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

// ===== Schema agreement ======================================================================

// Collects, per schema struct, the field names the values' Reflect gives, by walking one value of
// every type (one of each union alternative).
class NameCollector {
 public:
  NameCollector(capnp::StructSchema schema, std::map<uint64_t, std::set<std::string>>* names,
                std::vector<std::string>* unknown)
      : schema_(schema), names_(names), unknown_(unknown) {}

  template <typename T>
  void operator()(std::string_view name, const T&) {
    (*names_)[schema_.getProto().getId()].insert(std::string(name));
    KJ_IF_MAYBE (field, FindField(schema_, name)) {
      Descend<T>(field->getType());
    } else {
      unknown_->push_back(std::string(schema_.getShortDisplayName().cStr()) + "." +
                          std::string(name));
    }
  }

  template <typename... Alternatives>
  void Union(const std::variant<Alternatives...>&) {
    CollectUnion<Alternatives...>(schema_);
  }

 private:
  template <typename T>
  void Descend(capnp::Type type) {
    if constexpr (IsVector<T>::value) {
      Descend<typename T::value_type>(type.asList().getElementType());
    } else if constexpr (IsVariant<T>::value) {
      [&]<typename... A>(std::variant<A...>*) {
        CollectUnion<A...>(type.asStruct());
      }(static_cast<T*>(nullptr));
    } else if constexpr (std::is_class_v<T> && !std::is_same_v<T, std::string>) {
      NameCollector nested(type.asStruct(), names_, unknown_);
      (*names_)[type.asStruct().getProto().getId()];
      T value{};
      T::Reflect(value, nested);
    }
  }

  template <typename... Alternatives>
  void CollectUnion(capnp::StructSchema schema) {
    auto one = [&]<typename A>(A*) {
      (*names_)[schema.getProto().getId()].insert(std::string(A::kName));
      KJ_IF_MAYBE (field, FindField(schema, A::kName)) {
        if constexpr (!ScalarMember<A>) {
          if (field->getType().isStruct()) {
            NameCollector nested(field->getType().asStruct(), names_, unknown_);
            (*names_)[field->getType().asStruct().getProto().getId()];
            A value{};
            A::Reflect(value, nested);
          }
        }
      } else {
        unknown_->push_back(std::string(schema.getShortDisplayName().cStr()) + "." +
                            std::string(A::kName));
      }
    };
    (one(static_cast<Alternatives*>(nullptr)), ...);
  }

  capnp::StructSchema schema_;
  std::map<uint64_t, std::set<std::string>>* names_;
  std::vector<std::string>* unknown_;
};

// ===== JSON ==================================================================================

capnp::JsonCodec& Codec() {
  // One codec per thread: JsonCodec is not documented as thread-safe.
  thread_local capnp::JsonCodec* codec = [] {
    auto* c = new capnp::JsonCodec();
    c->setRejectUnknownFields(true);
    c->setMaxNestingDepth(32);
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

// ===== The card set ==========================================================================

const Card* CardSet::Find(std::string_view code) const {
  auto it = by_code_.find(code);
  return it == by_code_.end() ? nullptr : &cards_[it->second];
}

Status CardSet::Add(Card card) {
  if (by_code_.count(card.code) != 0) {
    return Status::InvalidInput(CardContext(card.code) + ": code: already in the set");
  }
  by_code_.emplace(card.code, cards_.size());
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
  Status read = CapnpReader::Read(
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
  for (const Card& card : set.cards()) {
    Status references = ValidateReferences(card, set);
    if (!references.ok()) {
      return references.WithContext(std::string(source) + ":" +
                                    std::to_string(lines.find(card.code)->second) + ": " +
                                    CardContext(card.code));
    }
  }
  return set;
}

Result<CardSet> LoadCardSetFile(const std::string& path) {
  TJ_ASSIGN_OR_RETURN(const std::string content, ReadTextFile(path, kMaxJsonLinesFileBytes));
  return ParseCardSet(content, path);
}

Status CheckReflectionCoversSchema() {
  std::map<uint64_t, std::set<std::string>> names;
  std::vector<std::string> unknown;
  const capnp::StructSchema card = capnp::Schema::from<s::Card>();
  NameCollector collector(card, &names, &unknown);
  const Card empty;
  Card::Reflect(empty, collector);
  if (!unknown.empty()) {
    return Status::Corruption("card_data.h names " + unknown.front() +
                              ", which events/myth/cards.capnp does not have");
  }
  std::vector<capnp::StructSchema> pending = {card};
  std::set<uint64_t> seen;
  while (!pending.empty()) {
    capnp::StructSchema schema = pending.back();
    pending.pop_back();
    if (!seen.insert(schema.getProto().getId()).second) continue;
    for (auto field : schema.getFields()) {
      const std::string name = field.getProto().getName().cStr();
      if (names[schema.getProto().getId()].count(name) == 0) {
        return Status::Corruption("events/myth/cards.capnp's " +
                                  std::string(schema.getShortDisplayName().cStr()) + "." + name +
                                  " is not named by card_data.h's Reflect");
      }
      capnp::Type type = field.getType();
      if (type.isList()) type = type.asList().getElementType();
      if (type.isStruct()) pending.push_back(type.asStruct());
    }
  }
  return Status::Ok();
}

namespace cards {

bool Card::HasKeyword(Keyword k) const {
  for (Keyword mine : keywords) {
    if (mine == k) return true;
  }
  return false;
}

const Creature* Card::AsCreature() const {
  if (const auto* c = std::get_if<0>(&kind)) return c;
  return std::get_if<6>(&kind);
}

std::string_view CardTypeName(CardType type) {
  return capnp::Schema::from<s::Card>()
      .getUnionFields()[static_cast<unsigned>(type)]
      .getProto()
      .getName()
      .cStr();
}
std::string_view FactionName(Faction faction) {
  return EnumerantName(faction, capnp::Schema::from<s::Faction>());
}
std::string_view ClassName(Class cls) {
  return EnumerantName(cls, capnp::Schema::from<s::Class>());
}
std::string_view KeywordName(Keyword keyword) {
  return EnumerantName(keyword, capnp::Schema::from<s::Keyword>());
}

}  // namespace cards
}  // namespace tcgjudge::myth
