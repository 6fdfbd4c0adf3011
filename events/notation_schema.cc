// The actions of the notation over the log's schema (events/notation.h): an action's words are
// bound to, and written from, a Cap'n Proto Event by walking the schema of its body, so that every
// kind of every vocabulary has its notation with no code of its own.

#include <capnp/dynamic.h>
#include <capnp/message.h>
#include <capnp/schema.h>
#include <kj/exception.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cinttypes>
#include <string>
#include <utility>

#include "events/event_capnp.h"
#include "events/json_decode.h"
#include "events/log.capnp.h"
#include "events/notation.h"

namespace tcgjudge {
namespace {

namespace s = ::tcgjudge::schema;
using capnp::DynamicList;
using capnp::DynamicStruct;
using capnp::DynamicValue;
using capnp::StructSchema;
using Field = StructSchema::Field;
using Kind = NotationItem::Kind;

constexpr uint64_t kJsonNameAnnotation = 0xfa5b1fd61c2e7c3dull;  // capnp/compat/json.capnp name.

bool EqualsIgnoringCase(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

std::string_view NameOf(const Field& field) {
  auto name = field.getProto().getName();
  return std::string_view(name.cStr(), name.size());
}

// An enumerant's name as the log's JSON writes it ($Json.name: the seats' "A" and "B").
std::string EnumerantName(const capnp::EnumSchema::Enumerant& enumerant) {
  for (auto annotation : enumerant.getProto().getAnnotations()) {
    if (annotation.getId() == kJsonNameAnnotation && annotation.getValue().isText()) {
      return annotation.getValue().getText().cStr();
    }
  }
  return enumerant.getProto().getName().cStr();
}

bool IsVocabularyMember(const Field& field) {
  return std::find(std::begin(kVocabularyRulesets), std::end(kVocabularyRulesets), NameOf(field)) !=
         std::end(kVocabularyRulesets);
}

bool IsVoid(const Field& field) { return field.getType().isVoid(); }

bool IsUnionOnly(StructSchema schema) {
  return schema.getNonUnionFields().size() == 0 && schema.getUnionFields().size() > 0;
}

std::string FieldNames(StructSchema schema) {
  std::string out;
  for (Field field : schema.getFields()) {
    if (!out.empty()) out += ", ";
    out += NameOf(field);
  }
  return out;
}

kj::Maybe<Field> FindField(StructSchema schema, std::string_view name) {
  for (Field field : schema.getFields()) {
    if (EqualsIgnoringCase(NameOf(field), name)) return field;
  }
  return nullptr;
}

// A Void union member of `schema` named `word` (a bare word selects it anywhere in the struct).
kj::Maybe<Field> VoidMember(StructSchema schema, const NotationItem& item) {
  if (item.kind != Kind::kWord || !item.name.empty()) return nullptr;
  for (Field field : schema.getUnionFields()) {
    if (IsVoid(field) && EqualsIgnoringCase(NameOf(field), item.text)) return field;
  }
  return nullptr;
}

// ===== Words -> Cap'n Proto ==================================================================

class Binder {
 public:
  explicit Binder(const NotationBinding& binding) : binding_(binding) {}

  Status Error(const NotationPlace& place, std::string_view message) const {
    return NotationError(binding_.source, place, message);
  }

  // Fills `b`'s fields from `items`: named ones by name, the others in schema order (the
  // non-union fields, then the union).
  Status Struct(const std::vector<NotationItem>& items, DynamicStruct::Builder b,
                const NotationPlace& place, const std::string& path) {
    StructSchema schema = b.getSchema();
    std::vector<Field> slots;
    for (Field field : schema.getNonUnionFields()) slots.push_back(field);
    const bool has_union = schema.getUnionFields().size() > 0;
    std::vector<bool> filled(slots.size() + (has_union ? 1 : 0), false);
    size_t next = 0;
    auto mark = [&](const Field& field) {
      if (field.getProto().getDiscriminantValue() != capnp::schema::Field::NO_DISCRIMINANT) {
        return filled.back() ? false : (filled.back() = true, true);
      }
      for (size_t i = 0; i < slots.size(); ++i) {
        if (slots[i] == field) return filled[i] ? false : (filled[i] = true, true);
      }
      return false;
    };
    for (const NotationItem& item : items) {
      const std::string where = path.empty() ? std::string() : path + ": ";
      if (!item.name.empty()) {
        KJ_IF_MAYBE (field, FindField(schema, item.name)) {
          if (!mark(*field)) {
            return Error(item.place, where + std::string(NameOf(*field)) + " is given twice");
          }
          TJ_RETURN_IF_ERROR(Value(item, *field, b, Join(path, NameOf(*field))));
          continue;
        }
        return Error(item.place,
                     where + "no field '" + item.name + "' (" + FieldNames(schema) + ")");
      }
      KJ_IF_MAYBE (member, VoidMember(schema, item)) {
        if (!mark(*member)) return Error(item.place, where + "a second member of one union");
        b.set(*member, capnp::VOID);
        continue;
      }
      while (next < filled.size() && filled[next]) ++next;
      if (next >= filled.size()) {
        return Error(item.place,
                     where + "one value too many (the fields are " + FieldNames(schema) + ")");
      }
      filled[next] = true;
      if (next < slots.size()) {
        TJ_RETURN_IF_ERROR(Value(item, slots[next], b, Join(path, NameOf(slots[next]))));
        continue;
      }
      Field first = schema.getUnionFields()[0];
      if (IsVoid(first)) {
        return Error(item.place, where + "expected one of " + FieldNames(schema) + ", found '" +
                                     item.text + "'");
      }
      TJ_RETURN_IF_ERROR(Value(item, first, b, Join(path, NameOf(first))));
    }
    (void)place;
    return Status::Ok();
  }

  // Sets field `field` of `b` to `item`.
  Status Value(const NotationItem& item, const Field& field, DynamicStruct::Builder b,
               const std::string& path) {
    capnp::Type type = field.getType();
    if (type.isVoid()) {
      if (item.kind == Kind::kWord && EqualsIgnoringCase(item.text, NameOf(field))) {
        b.set(field, capnp::VOID);
        return Status::Ok();
      }
      return Error(item.place, path + ": takes no value");
    }
    if (type.isStruct()) {
      DynamicStruct::Builder inner = field.getProto().isGroup() ? b.get(field).as<DynamicStruct>()
                                                                : b.init(field).as<DynamicStruct>();
      return StructValue(Unnamed(item), inner, path);
    }
    if (type.isList()) {
      capnp::ListSchema list_schema = type.asList();
      const std::vector<NotationItem> single = {Unnamed(item)};
      const std::vector<NotationItem>& elements = item.kind == Kind::kList ? item.items : single;
      DynamicList::Builder list =
          b.init(field, static_cast<unsigned>(elements.size())).as<DynamicList>();
      capnp::Type element = list_schema.getElementType();
      for (unsigned i = 0; i < elements.size(); ++i) {
        const std::string at = path + "[" + std::to_string(i) + "]";
        if (element.isStruct()) {
          TJ_RETURN_IF_ERROR(StructValue(elements[i], list[i].as<DynamicStruct>(), at));
        } else if (element.isList()) {
          return Error(elements[i].place, at + ": a list of lists has no notation");
        } else {
          TJ_RETURN_IF_ERROR(Scalar(elements[i], element, at,
                                    [&](const DynamicValue::Reader& v) { list.set(i, v); }));
        }
      }
      return Status::Ok();
    }
    return Scalar(item, type, path, [&](const DynamicValue::Reader& v) { b.set(field, v); });
  }

  Status StructValue(const NotationItem& item, DynamicStruct::Builder b, const std::string& path) {
    if (item.kind == Kind::kGroup) return Struct(item.items, b, item.place, path);
    if (item.kind == Kind::kList && item.name.empty()) {
      return Error(item.place, path + ": expected ( ... ), not [ ... ]");
    }
    // A single value: the struct's first value, or a union's member: `B05`, `player=B` in a
    // list of targets.
    return Struct({item}, b, item.place, path);
  }

  template <typename Set>
  Status Scalar(const NotationItem& item, capnp::Type type, const std::string& path, Set&& set) {
    if (item.kind == Kind::kList || item.kind == Kind::kGroup) {
      return Error(item.place, path + ": expected one value, not a list or group");
    }
    const std::string& text = item.text;
    const bool word = item.kind == Kind::kWord;
    switch (type.which()) {
      case capnp::schema::Type::BOOL: {
        const std::string lower = Lower(text);
        if (word && (lower == "yes" || lower == "true")) {
          set(DynamicValue::Reader(true));
        } else if (word && (lower == "no" || lower == "false")) {
          set(DynamicValue::Reader(false));
        } else {
          return Error(item.place, path + ": expected yes or no, not '" + text + "'");
        }
        return Status::Ok();
      }
      case capnp::schema::Type::INT8:
      case capnp::schema::Type::INT16:
      case capnp::schema::Type::INT32:
      case capnp::schema::Type::INT64: {
        int64_t value = 0;
        if (!word || !Number(text, value) || !Fits(type, value)) {
          return Error(item.place, path + ": expected a whole number in range, not '" + text + "'");
        }
        set(DynamicValue::Reader(value));
        return Status::Ok();
      }
      case capnp::schema::Type::UINT8:
      case capnp::schema::Type::UINT16:
      case capnp::schema::Type::UINT32:
      case capnp::schema::Type::UINT64: {
        uint64_t value = 0;
        if (!word || !Number(text, value) || !Fits(type, value)) {
          return Error(item.place,
                       path + ": expected a number from 0 in range, not '" + text + "'");
        }
        set(DynamicValue::Reader(value));
        return Status::Ok();
      }
      case capnp::schema::Type::TEXT: {
        std::string value = text;
        if (word && value.size() > 2 && value[1] == ':' &&
            (std::toupper(static_cast<unsigned char>(value[0])) == 'A' ||
             std::toupper(static_cast<unsigned char>(value[0])) == 'B')) {
          TJ_ASSIGN_OR_RETURN(value, Card(item));
        }
        set(DynamicValue::Reader(capnp::Text::Reader(value.c_str(), value.size())));
        return Status::Ok();
      }
      case capnp::schema::Type::DATA: {
        std::string bytes;
        if (!word || !Hex(text, bytes)) {
          return Error(item.place, path + ": expected hex digits, not '" + text + "'");
        }
        set(DynamicValue::Reader(
            capnp::Data::Reader(reinterpret_cast<const capnp::byte*>(bytes.data()), bytes.size())));
        return Status::Ok();
      }
      case capnp::schema::Type::ENUM: {
        std::string names;
        for (auto enumerant : type.asEnum().getEnumerants()) {
          const std::string name = EnumerantName(enumerant);
          if (word && (EqualsIgnoringCase(name, text) ||
                       EqualsIgnoringCase(enumerant.getProto().getName().cStr(), text))) {
            set(DynamicValue::Reader(capnp::DynamicEnum(enumerant)));
            return Status::Ok();
          }
          names += names.empty() ? name : ", " + name;
        }
        return Error(item.place, path + ": expected one of " + names + ", not '" + text + "'");
      }
      default:
        return Error(item.place, path + ": a value of this type has no notation");
    }
  }

 private:
  static NotationItem Unnamed(const NotationItem& item) {
    NotationItem copy = item;
    copy.name.clear();
    return copy;
  }
  static std::string Join(const std::string& path, std::string_view name) {
    return path.empty() ? std::string(name) : path + "." + std::string(name);
  }
  static std::string Lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
  }
  template <typename N>
  static bool Number(const std::string& text, N& value) {
    auto [ptr, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && ptr == text.data() + text.size();
  }
  static bool Fits(capnp::Type type, int64_t value) {
    switch (type.which()) {
      case capnp::schema::Type::INT8:
        return value >= INT8_MIN && value <= INT8_MAX;
      case capnp::schema::Type::INT16:
        return value >= INT16_MIN && value <= INT16_MAX;
      case capnp::schema::Type::INT32:
        return value >= INT32_MIN && value <= INT32_MAX;
      default:
        return true;
    }
  }
  static bool Fits(capnp::Type type, uint64_t value) {
    switch (type.which()) {
      case capnp::schema::Type::UINT8:
        return value <= UINT8_MAX;
      case capnp::schema::Type::UINT16:
        return value <= UINT16_MAX;
      case capnp::schema::Type::UINT32:
        return value <= UINT32_MAX;
      default:
        return true;
    }
  }
  static bool Hex(const std::string& text, std::string& bytes) {
    if (text.size() % 2 != 0) return false;
    for (size_t i = 0; i < text.size(); i += 2) {
      unsigned value = 0;
      auto [ptr, error] = std::from_chars(text.data() + i, text.data() + i + 2, value, 16);
      if (error != std::errc() || ptr != text.data() + i + 2) return false;
      bytes += static_cast<char>(value);
    }
    return true;
  }

  Result<std::string> Card(const NotationItem& item) {
    const Seat seat =
        std::toupper(static_cast<unsigned char>(item.text[0])) == 'A' ? Seat::kA : Seat::kB;
    const std::string_view code = std::string_view(item.text).substr(2);
    if (!binding_.resolve_card) {
      return Error(item.place, "a card by its code ('" + item.text +
                                   "') is read only where the game's cards are known");
    }
    Result<std::string> card = binding_.resolve_card(seat, code);
    if (!card.ok()) return Error(item.place, card.status().message());
    return card;
  }

  const NotationBinding& binding_;
};

// Where a kind's name is found: the union it is a member of, in the body of an Event.
struct KindPlace {
  enum class Body : uint8_t { kFact, kDecision, kVocabulary, kJudge } body;
  Field member;
};

kj::Maybe<Field> UnionMember(StructSchema schema, std::string_view name, bool skip_vocabularies) {
  for (Field field : schema.getUnionFields()) {
    if (skip_vocabularies && IsVocabularyMember(field)) continue;
    if (EqualsIgnoringCase(NameOf(field), name)) return field;
  }
  return nullptr;
}

// The kind `name` names in a game of `ruleset`: its vocabulary's first, then the shared
// decisions, the facts, the judge events.
std::optional<KindPlace> FindKind(std::string_view name, std::string_view ruleset) {
  StructSchema decision = capnp::Schema::from<s::Decision>();
  KJ_IF_MAYBE (vocabulary, UnionMember(decision, ruleset, false)) {
    if (IsVocabularyMember(*vocabulary)) {
      KJ_IF_MAYBE (member, UnionMember(vocabulary->getType().asStruct(), name, false)) {
        return KindPlace{KindPlace::Body::kVocabulary, *member};
      }
    }
  }
  KJ_IF_MAYBE (member, UnionMember(decision, name, true)) {
    return KindPlace{KindPlace::Body::kDecision, *member};
  }
  KJ_IF_MAYBE (member, UnionMember(capnp::Schema::from<s::Fact>(), name, false)) {
    return KindPlace{KindPlace::Body::kFact, *member};
  }
  KJ_IF_MAYBE (member, UnionMember(capnp::Schema::from<s::JudgeAction>(), name, false)) {
    return KindPlace{KindPlace::Body::kJudge, *member};
  }
  return std::nullopt;
}

Status BindRecording(const NotationItem& item, const NotationBinding& binding, Event& event) {
  Recording recording = event.recording.value_or(Recording{});
  if (EqualsIgnoringCase(item.name, "implied")) {
    if (item.kind != Kind::kWord ||
        !(EqualsIgnoringCase(item.text, "yes") || EqualsIgnoringCase(item.text, "no"))) {
      return NotationError(binding.source, item.place, "implied: expected yes or no");
    }
    recording.implied = EqualsIgnoringCase(item.text, "yes");
  } else {
    const std::vector<NotationItem> single = {item};
    for (const NotationItem& seat : item.kind == Kind::kList ? item.items : single) {
      const bool a = seat.kind == Kind::kWord && EqualsIgnoringCase(seat.text, "A");
      const bool b = seat.kind == Kind::kWord && EqualsIgnoringCase(seat.text, "B");
      if (!a && !b) return NotationError(binding.source, seat.place, "seenBy: a seat, A or B");
      recording.seen_by.push_back(a ? Seat::kA : Seat::kB);
    }
  }
  if (recording == Recording{}) {
    event.recording.reset();
  } else {
    event.recording = recording;
  }
  return Status::Ok();
}

}  // namespace

Result<Event> BindNotationAction(const NotationAction& action, const NotationBinding& binding) {
  std::optional<KindPlace> kind = FindKind(action.kind, binding.ruleset);
  if (!kind.has_value()) {
    return NotationError(binding.source, action.place,
                         "unknown action '" + action.kind + "' in a game of " +
                             std::string(binding.ruleset) + " (docs/notation.md lists them)");
  }
  Event event;
  std::vector<NotationItem> args;
  std::vector<NotationItem> outer;  // A judge event's rules, text and settles.
  StructSchema judge = capnp::Schema::from<s::JudgeAction>();
  for (const NotationItem& item : action.args) {
    if (EqualsIgnoringCase(item.name, "implied") || EqualsIgnoringCase(item.name, "seenBy")) {
      TJ_RETURN_IF_ERROR(BindRecording(item, binding, event));
    } else if (kind->body == KindPlace::Body::kJudge && !item.name.empty() &&
               FindField(judge, item.name) != nullptr &&
               (!kind->member.getType().isStruct() ||
                FindField(kind->member.getType().asStruct(), item.name) == nullptr)) {
      outer.push_back(item);
    } else {
      args.push_back(item);
    }
  }
  Binder binder(binding);
  const std::string name(NameOf(kind->member));
  capnp::MallocMessageBuilder message;
  s::Event::Builder root = message.initRoot<s::Event>();
  DynamicStruct::Builder body =
      kind->body == KindPlace::Body::kFact       ? capnp::toDynamic(root.initFact())
      : kind->body == KindPlace::Body::kJudge    ? capnp::toDynamic(root.initJudgeAction())
      : kind->body == KindPlace::Body::kDecision ? capnp::toDynamic(root.initDecision())
                                                 : capnp::toDynamic(root.initDecision())
                                                       .init(std::string(binding.ruleset))
                                                       .as<DynamicStruct>();
  try {
    capnp::Type type = kind->member.getType();
    if (type.isVoid()) {
      if (!args.empty()) return binder.Error(args[0].place, name + " takes no value");
      body.set(kind->member, capnp::VOID);
    } else if (type.isStruct()) {
      TJ_RETURN_IF_ERROR(
          binder.Struct(args, body.init(kind->member).as<DynamicStruct>(), action.place, name));
    } else if (args.size() != 1) {
      return binder.Error(args.empty() ? action.place : args[1].place, name + " takes one value");
    } else {
      TJ_RETURN_IF_ERROR(binder.Value(args[0], kind->member, body, name));
    }
    if (!outer.empty()) TJ_RETURN_IF_ERROR(binder.Struct(outer, body, action.place, name));
  } catch (const kj::Exception& e) {
    return binder.Error(action.place, name + ": " + DescribeKjException(e));
  }
  const Recording recording = event.recording.value_or(Recording{});
  Status read = ReadEvent(root.asReader(), &event);
  if (!read.ok()) return binder.Error(action.place, read.message());
  if (recording != Recording{}) event.recording = recording;
  // The actor: a decision's player, a judge event's judge, a fact's table (a deck check's judge).
  const NotationActor* actor = action.actor.has_value() ? &*action.actor : nullptr;
  if (std::holds_alternative<Decision>(event.body)) {
    std::optional<Seat> seat = actor != nullptr ? actor->seat : binding.default_player;
    if (!seat.has_value()) {
      return binder.Error(action.place, name + ": whose decision? write A: or B: before it");
    }
    event.actor = *seat;
  } else if (std::holds_alternative<JudgeAction>(event.body) || IsDeckCheck(event)) {
    if (actor == nullptr || actor->judge.empty()) {
      return binder.Error(action.place, name + " is a judge's: write judge ID: before it");
    }
    event.actor = JudgeActor{actor->judge};
  } else {
    event.actor = TableActor{};
  }
  return event;
}

// ===== Cap'n Proto -> words ==================================================================

namespace {

class Writer {
 public:
  // `schema`'s fields as words: positionally while each is set, then by name; all by name where
  // `named` (a struct in a field: `(tap=[A31])` says more than `([A31])`).
  void Fields(DynamicStruct::Reader r, std::vector<std::string>& out, bool named = false) {
    StructSchema schema = r.getSchema();
    bool positional = !named;
    // A struct of one field writes it even when unset: `chooseYesNo no`, `chooseNumber 0`.
    const bool single = schema.getFields().size() == 1;
    for (Field field : schema.getNonUnionFields()) {
      if (!single && IsDefault(r, field)) {
        positional = false;
        continue;
      }
      std::string value = Value(r.get(field), field.getType(), schema);
      out.push_back(positional ? value : std::string(NameOf(field)) + "=" + value);
    }
    if (schema.getUnionFields().size() > 0) out.push_back(UnionSlot(r, positional));
  }

  // The union's member: bare where it is the union's first (and positional), else name=value.
  std::string UnionSlot(DynamicStruct::Reader r, bool positional) {
    StructSchema schema = r.getSchema();
    KJ_IF_MAYBE (member, r.which()) {
      if (IsVoid(*member)) return std::string(NameOf(*member));
      std::string value = Value(r.get(*member), member->getType(), schema);
      if (positional && *member == schema.getUnionFields()[0]) return value;
      return std::string(NameOf(*member)) + "=" + value;
    }
    return "?";  // A member this build does not know: ReadEvent refused it before.
  }

  // Whether the field is left out: an unset text, list or struct, a number 0. An enum or a bool
  // is always written (`shuffle A [...]`, `pileEnd A#3 top`): it has no "unset".
  static bool IsDefault(DynamicStruct::Reader r, const Field& field) {
    if (field.getProto().isGroup()) return false;
    if (field.getType().isEnum() || field.getType().isBool()) return false;
    return !r.has(field, capnp::HasMode::NON_DEFAULT);
  }

  // `v` (of type `type`, in a field of `owner`) as one value.
  std::string Value(DynamicValue::Reader v, capnp::Type type, StructSchema owner,
                    bool in_list = false) {
    switch (type.which()) {
      case capnp::schema::Type::VOID:
        return "";
      case capnp::schema::Type::BOOL:
        return v.as<bool>() ? "yes" : "no";
      case capnp::schema::Type::INT8:
      case capnp::schema::Type::INT16:
      case capnp::schema::Type::INT32:
      case capnp::schema::Type::INT64:
        return std::to_string(v.as<int64_t>());
      case capnp::schema::Type::UINT8:
      case capnp::schema::Type::UINT16:
      case capnp::schema::Type::UINT32:
      case capnp::schema::Type::UINT64:
        return std::to_string(v.as<uint64_t>());
      case capnp::schema::Type::TEXT: {
        auto text = v.as<capnp::Text>();
        return Text(std::string_view(text.cStr(), text.size()), owner);
      }
      case capnp::schema::Type::DATA: {
        static constexpr char kHex[] = "0123456789abcdef";
        std::string out;
        for (capnp::byte b : v.as<capnp::Data>()) {
          out += kHex[b >> 4];
          out += kHex[b & 0xF];
        }
        return out.empty() ? "\"\"" : out;
      }
      case capnp::schema::Type::ENUM: {
        capnp::DynamicEnum e = v.as<capnp::DynamicEnum>();
        KJ_IF_MAYBE (enumerant, e.getEnumerant()) {
          return EnumerantName(*enumerant);
        }
        return std::to_string(e.getRaw());
      }
      case capnp::schema::Type::STRUCT: {
        DynamicStruct::Reader inner = v.as<DynamicStruct>();
        if (IsUnionOnly(inner.getSchema())) {
          // Bare where it reads back as the member: `B05`, `lifeZone`, `[player=A]` in a list.
          std::string slot = UnionSlot(inner, true);
          if (in_list || slot.find('=') == std::string::npos) return slot;
          return "(" + slot + ")";
        }
        std::vector<std::string> fields;
        Fields(inner, fields, /*named=*/!in_list);
        return "(" + Join(fields) + ")";
      }
      case capnp::schema::Type::LIST: {
        DynamicList::Reader list = v.as<DynamicList>();
        capnp::Type element = type.asList().getElementType();
        std::vector<std::string> items;
        for (auto item : list) items.push_back(Value(item, element, owner, true));
        return "[" + Join(items) + "]";
      }
      default:
        return "?";
    }
  }

  // A text: a word where it reads back as itself, else a string.
  static std::string Text(std::string_view text, StructSchema owner) {
    bool word = IsNotationWord(text) && text.find(':') == std::string_view::npos &&
                !EqualsIgnoringCase(text, "judge");
    for (Field field : owner.getUnionFields()) {
      if (IsVoid(field) && EqualsIgnoringCase(NameOf(field), text)) word = false;
    }
    return word ? std::string(text) : QuoteNotation(text);
  }

  static std::string Join(const std::vector<std::string>& parts) {
    std::string out;
    for (const std::string& part : parts) {
      if (!out.empty()) out += ' ';
      out += part;
    }
    return out;
  }
};

// The kind's name and its values, of a body struct whose union holds the kind.
std::string KindText(DynamicStruct::Reader body) {
  Writer writer;
  std::vector<std::string> words;
  KJ_IF_MAYBE (member, body.which()) {
    words.push_back(std::string(NameOf(*member)));
    capnp::Type type = member->getType();
    if (type.isStruct()) {
      writer.Fields(body.get(*member).as<DynamicStruct>(), words);
    } else if (!type.isVoid()) {
      words.push_back(writer.Value(body.get(*member), type, body.getSchema()));
    }
  }
  for (Field field : body.getSchema().getNonUnionFields()) {  // A judge event's rules, text.
    if (Writer::IsDefault(body, field)) continue;
    words.push_back(std::string(NameOf(field)) + "=" +
                    writer.Value(body.get(field), field.getType(), body.getSchema()));
  }
  return Writer::Join(words);
}

}  // namespace

std::string ActionNotation(const Event& event, std::string_view ruleset) {
  capnp::MallocMessageBuilder message;
  WriteEvent(event, message.initRoot<s::Event>());
  s::Event::Reader r = message.getRoot<s::Event>().asReader();
  std::string out;
  switch (r.which()) {
    case s::Event::FACT:
      out = KindText(capnp::toDynamic(r.getFact()));
      break;
    case s::Event::DECISION: {
      DynamicStruct::Reader decision = capnp::toDynamic(r.getDecision());
      KJ_IF_MAYBE (member, decision.which()) {
        if (IsVocabularyMember(*member)) {
          out = KindText(decision.get(*member).as<DynamicStruct>());
          break;
        }
      }
      out = KindText(decision);
      break;
    }
    case s::Event::JUDGE_ACTION:
      out = KindText(capnp::toDynamic(r.getJudgeAction()));
      break;
    default:
      return "";
  }
  (void)ruleset;
  if (event.recording.has_value()) {
    if (event.recording->implied) out += " implied=yes";
    if (!event.recording->seen_by.empty()) {
      out += " seenBy=[";
      for (size_t i = 0; i < event.recording->seen_by.size(); ++i) {
        if (i > 0) out += ' ';
        out += SeatLetter(event.recording->seen_by[i]);
      }
      out += ']';
    }
  }
  return out;
}

}  // namespace tcgjudge
