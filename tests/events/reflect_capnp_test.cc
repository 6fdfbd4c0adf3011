// The core's Reflect <-> Cap'n Proto codec (events/reflect_capnp.h) and card files
// (events/card_file.h, events/card_set.h), on a test-only value and schema
// (tests/events/reflect_test.capnp): what every ruleset's card codec goes through.

#include "events/reflect_capnp.h"

#include <capnp/message.h>
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <variant>
#include <vector>

#include "events/card_file.h"
#include "events/card_set.h"
#include "events/reflect_union.h"
#include "tests/events/reflect_test.capnp.h"

namespace tcgjudge {
namespace {

namespace s = ::tcgjudge::schema::reflect_test;

enum class Colour : uint8_t { kRed, kGreen, kBlue };

struct Pair {
  std::string name;
  uint8_t count = 0;
  bool operator==(const Pair&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& self, V& v) {
    v("name", self.name);
    v("count", self.count);
  }
};

namespace names {
inline constexpr char kStop[] = "stop", kGo[] = "go", kShade[] = "shade", kNone[] = "none",
                      kPair[] = "pair", kWeight[] = "weight";
}  // namespace names

using Action = std::variant<reflect::Void<names::kStop>, reflect::Member<Pair, names::kGo>,
                            reflect::Scalar<Colour, names::kShade>>;
using Kind = std::variant<reflect::Void<names::kNone>, reflect::Member<Pair, names::kPair>,
                          reflect::Scalar<uint8_t, names::kWeight>>;

struct Thing {
  std::string code;
  int32_t amount = 0;
  bool flag = false;
  Colour colour = Colour::kRed;
  std::vector<std::string> tags;
  std::vector<Pair> pairs;
  std::vector<Colour> colours;
  Action action;
  std::vector<Action> actions;
  std::string refers_to;
  Kind kind;
  bool operator==(const Thing&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& self, V& v) {
    v("code", self.code);
    v("amount", self.amount);
    v("flag", self.flag);
    v("colour", self.colour);
    v("tags", self.tags);
    v("pairs", self.pairs);
    v("colours", self.colours);
    v("action", self.action);
    v("actions", self.actions);
    v("refersTo", self.refers_to);
    v.Union(self.kind);
  }
};

// Pair without its count, and Pair with a field the schema lacks.
struct PairMissingCount {
  std::string name;
  template <typename Self, typename V>
  static void Reflect(Self& self, V& v) {
    v("name", self.name);
  }
};
struct PairWithWeight {
  std::string name;
  uint8_t count = 0;
  uint8_t weight = 0;
  template <typename Self, typename V>
  static void Reflect(Self& self, V& v) {
    v("name", self.name);
    v("count", self.count);
    v("weight", self.weight);
  }
};

Thing Sample() {
  Thing thing;
  thing.code = "T-1";
  thing.amount = -7;
  thing.flag = true;
  thing.colour = Colour::kBlue;
  thing.tags = {"big", "red"};
  thing.pairs = {{"a", 1}, {"b", 2}};
  thing.colours = {Colour::kGreen, Colour::kRed};
  thing.action = reflect::Member<Pair, names::kGo>{{"north", 3}};
  thing.actions = {reflect::Scalar<Colour, names::kShade>{Colour::kGreen},
                   reflect::Void<names::kStop>{}};
  thing.kind = reflect::Scalar<uint8_t, names::kWeight>{9};
  return thing;
}

std::string Lines(std::initializer_list<std::string_view> lines) {
  std::string text;
  for (std::string_view line : lines) text.append(line).append("\n");
  return text;
}

Status NoChecks(const Thing&) { return Status::Ok(); }

Result<Thing> ThingFromJson(std::string_view line) {
  return card_file::CardFromJson<s::Thing, Thing>(line, card_file::StrictCodec<16>(), &NoChecks);
}

// A thing refers to a thing of the set, or to nothing.
Status RefersToThingOfSet(const Thing& thing, const CardSetOf<Thing>& set) {
  if (thing.refers_to.empty() || set.Find(thing.refers_to) != nullptr) return Status::Ok();
  return Status::InvalidInput("refersTo: " + thing.refers_to + " is not in the set");
}

TEST(ReflectCapnp, ValueWrittenToCapnpReadsBackEqual) {
  capnp::MallocMessageBuilder message;
  reflect_capnp::ReflectWriter::Write(Sample(), capnp::toDynamic(message.initRoot<s::Thing>()));
  Thing read;
  Status status = reflect_capnp::ReflectReader::Read(
      capnp::DynamicValue::Reader(capnp::toDynamic(message.getRoot<s::Thing>().asReader())), read,
      "");
  ASSERT_TRUE(status.ok()) << status.ToString();
  EXPECT_EQ(read, Sample());
  EXPECT_EQ(message.getRoot<s::Thing>().getWeight(), 9);
  EXPECT_EQ(message.getRoot<s::Thing>().getAction().getGo().getName(), "north");
}

TEST(ReflectCapnp, JsonRoundTripIsByteIdenticalAndOmitsEmptyTextsAndLists) {
  const std::string json = card_file::CardToJson<s::Thing>(Sample(), card_file::StrictCodec<16>());
  EXPECT_EQ(json, R"({"code":"T-1","amount":-7,"flag":true,"colour":"blue","tags":["big","red"],)"
                  R"("pairs":[{"name":"a","count":1},{"name":"b","count":2}],)"
                  R"("colours":["green","red"],"action":{"go":{"name":"north","count":3}},)"
                  R"("actions":[{"shade":"green"},{"stop":null}],"weight":9})");
  Result<Thing> read = ThingFromJson(json);
  ASSERT_TRUE(read.ok()) << read.status().ToString();
  EXPECT_EQ(*read, Sample());
  EXPECT_EQ(card_file::CardToJson<s::Thing>(*read, card_file::StrictCodec<16>()), json);
}

TEST(ReflectCapnp, UnknownFieldIsRefusedByName) {
  Result<Thing> read = ThingFromJson(R"({"code":"T-2","colour":"red","bogus":1})");
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.status().code(), StatusCode::kInvalidInput);
  EXPECT_NE(read.status().message().find("card T-2: "), std::string::npos)
      << read.status().ToString();
  EXPECT_NE(read.status().message().find("bogus"), std::string::npos) << read.status().ToString();
}

TEST(ReflectCapnp, OutOfRangeEnumIsRefusedWithItsPath) {
  capnp::MallocMessageBuilder message;
  s::Thing::Builder thing = message.initRoot<s::Thing>();
  thing.setColour(static_cast<s::Colour>(9));
  Thing read;
  Status status = reflect_capnp::ReflectReader::Read(
      capnp::DynamicValue::Reader(capnp::toDynamic(thing.asReader())), read, "");
  EXPECT_EQ(status.code(), StatusCode::kInvalidInput);
  EXPECT_EQ(status.message(), "colour: unknown value 9 (written by a newer tcgjudge?)");

  thing.setColour(s::Colour::RED);
  auto colours = thing.initColours(2);
  colours.set(1, static_cast<s::Colour>(7));
  status = reflect_capnp::ReflectReader::Read(
      capnp::DynamicValue::Reader(capnp::toDynamic(thing.asReader())), read, "");
  EXPECT_EQ(status.message(), "colours[1]: unknown value 7 (written by a newer tcgjudge?)");

  thing.initColours(0);
  thing.initActions(1)[0].setShade(static_cast<s::Colour>(5));
  status = reflect_capnp::ReflectReader::Read(
      capnp::DynamicValue::Reader(capnp::toDynamic(thing.asReader())), read, "");
  EXPECT_EQ(status.message(), "actions[0].shade: unknown value 5 (written by a newer tcgjudge?)");
}

TEST(ReflectCapnp, UnionWithoutAKindIsRefusedWithItsPath) {
  Result<Thing> read = ThingFromJson(R"({"code":"T-3","action":{}})");
  ASSERT_FALSE(read.ok());
  EXPECT_NE(read.status().message().find("card T-3: action"), std::string::npos)
      << read.status().ToString();
  EXPECT_NE(read.status().message().find("no kind given"), std::string::npos)
      << read.status().ToString();
}

TEST(ReflectCapnp, SchemaAndReflectAgreeFieldByFieldAndMember) {
  EXPECT_EQ(
      reflect_capnp::ReflectNames::Check<Thing>(capnp::Schema::from<s::Thing>(), "test.capnp"), "");
  EXPECT_TRUE((card_file::CheckReflectionCoversSchema<s::Thing, Thing>("test.capnp").ok()));
}

TEST(ReflectCapnp, SchemaFieldTheReflectMissesIsNamed) {
  EXPECT_EQ(reflect_capnp::ReflectNames::Check<PairMissingCount>(capnp::Schema::from<s::Pair>(),
                                                                 "test.capnp"),
            "test.capnp's Pair.count is not named by its value's Reflect");
  Status status = card_file::CheckReflectionCoversSchema<s::Pair, PairMissingCount>("test.capnp");
  EXPECT_EQ(status.code(), StatusCode::kCorruption);
}

TEST(ReflectCapnp, ReflectNamingAFieldTheSchemaLacksIsNamed) {
  EXPECT_EQ(reflect_capnp::ReflectNames::Check<PairWithWeight>(capnp::Schema::from<s::Pair>(),
                                                               "test.capnp"),
            "Reflect names Pair.weight, which test.capnp lacks");
}

TEST(ReflectCapnp, UnionMemberTheVariantLacksIsNamed) {
  using ShortAction = std::variant<reflect::Void<names::kStop>, reflect::Member<Pair, names::kGo>>;
  EXPECT_EQ(reflect_capnp::ReflectNames::Check<ShortAction>(capnp::Schema::from<s::Action>(),
                                                            "test.capnp"),
            "test.capnp's Action.shade is not named by its value's Reflect");
}

TEST(CardSetOf, FindsByCodeAndIndexInFileOrderAndRefusesACodeTwice) {
  CardSetOf<Thing> set;
  Thing a = Sample();
  Thing b;
  b.code = "T-2";
  ASSERT_TRUE(set.Add(a).ok());
  ASSERT_TRUE(set.Add(b).ok());
  EXPECT_EQ(set.size(), 2u);
  ASSERT_NE(set.Find("T-2"), nullptr);
  EXPECT_EQ(set.Find("T-2")->code, "T-2");
  EXPECT_EQ(set.Find("T-9"), nullptr);
  EXPECT_EQ(set.IndexOf("T-2"), 1);
  EXPECT_EQ(set.IndexOf("T-9"), std::nullopt);
  EXPECT_EQ(set[0], a);
  Status again = set.Add(b);
  EXPECT_EQ(again.code(), StatusCode::kInvalidInput);
  EXPECT_EQ(again.message(), "card T-2: code: already in the set");
}

TEST(CardFile, ParsesLinesAndNamesTheLineOfACodeDefinedTwiceAndOfABadReference) {
  Result<CardSetOf<Thing>> set = card_file::ParseCardSet<Thing>(
      Lines({R"({"code":"A","refersTo":"B","none":null})", R"({"code":"B","none":null})"}),
      "things.jsonl", &ThingFromJson, &RefersToThingOfSet);
  ASSERT_TRUE(set.ok()) << set.status().ToString();
  EXPECT_EQ(set->size(), 2u);

  Result<CardSetOf<Thing>> twice = card_file::ParseCardSet<Thing>(
      Lines({R"({"code":"A","none":null})", R"({"code":"A","none":null})"}), "things.jsonl",
      &ThingFromJson);
  ASSERT_FALSE(twice.ok());
  EXPECT_EQ(twice.status().message(), "things.jsonl:2: card A: code: already defined on line 1");

  Result<CardSetOf<Thing>> dangling = card_file::ParseCardSet<Thing>(
      Lines({R"({"code":"A","none":null})", R"({"code":"C","refersTo":"Z","none":null})"}),
      "things.jsonl", &ThingFromJson, &RefersToThingOfSet);
  ASSERT_FALSE(dangling.ok());
  EXPECT_EQ(dangling.status().message(), "things.jsonl:2: card C: refersTo: Z is not in the set");

  Result<CardSetOf<Thing>> empty =
      card_file::ParseCardSet<Thing>("", "things.jsonl", &ThingFromJson);
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(empty.status().message().find("a card set needs at least one card"), std::string::npos);
}

}  // namespace
}  // namespace tcgjudge
