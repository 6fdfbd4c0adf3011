// The scorekeeper's notation (events/notation.h, docs/notation.md): every kind of every body union
// of the log's schema (each vocabulary's decisions, the shared ones, the facts, the judge events)
// written canonically and read back to the same event; the samples' events likewise; the lax
// forms a scorekeeper types; the tags; the errors, named by line and column.

#include "events/notation.h"

#include <capnp/dynamic.h>
#include <capnp/message.h>
#include <capnp/schema.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "events/event_capnp.h"
#include "events/jsonl.h"
#include "events/log.capnp.h"
#include "sample_events.h"

namespace tcgjudge {
namespace {

namespace s = ::tcgjudge::schema;
using capnp::DynamicList;
using capnp::DynamicStruct;
using Field = capnp::StructSchema::Field;

// The texts a filled field tries in turn until the codec reads it (a card id, a ygo cell, a card
// code, a handle, texts that must be quoted).
const std::vector<std::string> kTexts = {"A01",  "M3",  "BP02-001", "A#3", "two words", "A07/1",
                                         "none", "A:1", "B12",      "S2",  "judge",     "x\"y",
                                         "EMZ1", "FZ",  "AZ2",      "DZ1"};

// Fills every field of a body with values: `variant` picks each union's member; a text field
// takes kTexts[choice[path]] (0 until the codec refuses that path).
class Filler {
 public:
  Filler(unsigned variant, const std::map<std::string, size_t>& choice)
      : variant_(variant), choice_(choice) {}

  void NonUnion(DynamicStruct::Builder b, const std::string& path) {
    if (variant_ % 2 == 1) return;
    for (Field field : b.getSchema().getNonUnionFields()) FieldValue(b, field, path, 0);
  }

  void Struct(DynamicStruct::Builder b, const std::string& path, int depth) {
    auto schema = b.getSchema();
    // Variants 2 and 5 leave every other field unset: the fields after it are written by name.
    unsigned index = 0;
    for (Field field : schema.getNonUnionFields()) {
      if (variant_ % 3 != 2 || index++ % 2 == 1) FieldValue(b, field, path, depth);
    }
    auto members = schema.getUnionFields();
    if (members.size() > 0) FieldValue(b, members[variant_ % members.size()], path, depth);
  }

 private:
  static std::string Join(const std::string& path, Field field) {
    return path + "." + field.getProto().getName().cStr();
  }
  std::string Text(const std::string& path) const {
    auto it = choice_.find(path);
    return kTexts[(it == choice_.end() ? 0 : it->second) % kTexts.size()];
  }

  void FieldValue(DynamicStruct::Builder b, Field field, const std::string& parent, int depth) {
    const std::string path = Join(parent, field);
    capnp::Type type = field.getType();
    if (type.isStruct()) {
      if (depth < 5) Struct(b.init(field).as<DynamicStruct>(), path, depth + 1);
      return;
    }
    if (type.isList()) {
      capnp::Type element = type.asList().getElementType();
      DynamicList::Builder list = b.init(field, 2).as<DynamicList>();
      for (unsigned i = 0; i < 2; ++i) {
        if (element.isStruct()) {
          Struct(list[i].as<DynamicStruct>(), path, depth + 1);
        } else if (element.isText()) {
          std::string text = Text(path);
          if (i == 1 && text.size() == 3 && text[0] == 'A') text = "B07";
          list.set(i, capnp::Text::Reader(text.c_str(), text.size()));
        } else {
          Scalar(element, path, [&](capnp::DynamicValue::Reader v) { list.set(i, v); });
        }
      }
      return;
    }
    Scalar(type, path, [&](capnp::DynamicValue::Reader v) { b.set(field, v); });
  }

  template <typename Set>
  void Scalar(capnp::Type type, const std::string& path, Set&& set) {
    switch (type.which()) {
      case capnp::schema::Type::VOID:
        set(capnp::VOID);
        break;
      case capnp::schema::Type::BOOL:
        set(variant_ % 2 == 0);
        break;
      case capnp::schema::Type::TEXT: {
        std::string text = Text(path);
        set(capnp::Text::Reader(text.c_str(), text.size()));
        break;
      }
      case capnp::schema::Type::DATA:
        break;
      case capnp::schema::Type::ENUM: {
        auto enumerants = type.asEnum().getEnumerants();
        set(capnp::DynamicEnum(enumerants[(variant_ + 1) % enumerants.size()]));
        break;
      }
      case capnp::schema::Type::FLOAT32:
      case capnp::schema::Type::FLOAT64:
        set(1.5);
        break;
      default:
        set(static_cast<int64_t>(1 + variant_ % 3));
        break;
    }
  }

  unsigned variant_;
  const std::map<std::string, size_t>& choice_;
};

// The path a codec's message names ("decision.ygo.normalSummon.cell[1]: ..."), without indices.
std::string RefusedPath(const std::string& message) {
  std::string path = message.substr(0, message.find(": "));
  std::string out;
  int depth = 0;
  for (char c : path) {
    if (c == '[') ++depth;
    if (depth == 0) out += c;
    if (c == ']') --depth;
  }
  return out;
}

// Every kind of `body` (a union member), in up to `variants` forms the codec reads.
struct Kind {
  std::string name;
  std::vector<Event> forms;
  std::string last_refusal;  // Why the codec refused the last form tried.
};

std::vector<Kind> KindsOf(capnp::StructSchema union_schema, const std::string& ruleset,
                          const std::function<DynamicStruct::Builder(s::Event::Builder)>& init,
                          const std::string& path, Actor actor) {
  std::vector<Kind> kinds;
  for (Field member : union_schema.getUnionFields()) {
    const std::string name = member.getProto().getName().cStr();
    if (path == "decision" &&
        (name == "ygo" || name == "myth" || name == "wheel" || name == "rise")) {
      continue;  // A vocabulary: its kinds are its own union's.
    }
    Kind kind{name, {}};
    for (unsigned variant = 0; variant < 6; ++variant) {
      std::map<std::string, size_t> choice;
      for (int attempt = 0; attempt < 40; ++attempt) {
        capnp::MallocMessageBuilder message;
        s::Event::Builder root = message.initRoot<s::Event>();
        DynamicStruct::Builder body = init(root);
        Filler filler(variant, choice);
        if (member.getType().isStruct()) {
          filler.Struct(body.init(member).as<DynamicStruct>(), path + "." + name, 0);
        } else if (member.getType().isVoid()) {
          body.set(member, capnp::VOID);
        } else if (member.getType().isEnum()) {  // A payload of one value (ygo's nextPhase).
          auto enumerants = member.getType().asEnum().getEnumerants();
          body.set(member, capnp::DynamicEnum(enumerants[variant % enumerants.size()]));
        } else {
          body.set(member, static_cast<int64_t>(1 + variant));
        }
        filler.NonUnion(body, path);  // A judge event's rules, text and settles.
        Event event;
        Status read = ReadEvent(root.asReader(), &event);
        if (read.ok()) {
          event.actor = actor;
          kind.forms.push_back(std::move(event));
          break;
        }
        ++choice[RefusedPath(read.message())];
        kind.last_refusal = read.message();
      }
    }
    kinds.push_back(std::move(kind));
  }
  (void)ruleset;
  return kinds;
}

// Writes `event`'s action, reads it back, and returns the event read (or the error's text).
Result<Event> RoundTrip(const Event& event, std::string_view ruleset, std::string* text) {
  *text = ActionNotation(event, ruleset);
  std::string written = *text;
  if (const Seat* seat = std::get_if<Seat>(&event.actor)) {
    written = std::string(1, SeatLetter(*seat)) + ": " + written;
  } else if (const JudgeActor* judge = std::get_if<JudgeActor>(&event.actor)) {
    written = "judge " + judge->judge_id + ": " + written;
  }
  TJ_ASSIGN_OR_RETURN(NotationAction action, ParseNotationActionText(written, "test"));
  NotationBinding binding;
  binding.ruleset = ruleset;
  binding.source = "test";
  return BindNotationAction(action, binding);
}

void ExpectRoundTrip(const Event& event, std::string_view ruleset, const std::string& what) {
  std::string text;
  Result<Event> back = RoundTrip(event, ruleset, &text);
  ASSERT_TRUE(back.ok()) << what << ": " << text << "\n" << back.status().message();
  EXPECT_EQ(back->actor, event.actor) << what << ": " << text;
  EXPECT_EQ(back->body, event.body) << what << ": " << text;
  EXPECT_EQ(back->recording, event.recording) << what << ": " << text;
}

TEST(Notation, EveryKindOfEveryVocabularyRoundTrips) {
  struct Union {
    std::string ruleset;
    capnp::StructSchema schema;
    std::string path;
    std::function<DynamicStruct::Builder(s::Event::Builder)> init;
    Actor actor;
  };
  auto decision = [](s::Event::Builder e) { return capnp::toDynamic(e.initDecision()); };
  std::vector<Union> unions = {
      {"zero", capnp::Schema::from<s::Decision>(), "decision", decision, Seat::kB},
      {"zero", capnp::Schema::from<s::Fact>(), "fact",
       [](s::Event::Builder e) { return capnp::toDynamic(e.initFact()); }, TableActor{}},
      {"zero", capnp::Schema::from<s::JudgeAction>(), "judgeAction",
       [](s::Event::Builder e) { return capnp::toDynamic(e.initJudgeAction()); },
       JudgeActor{"J-17"}},
  };
  for (std::string_view id : kVocabularyRulesets) {
    const std::string ruleset(id);
    Field member = capnp::Schema::from<s::Decision>().getFieldByName(ruleset);
    unions.push_back({ruleset, member.getType().asStruct(), "decision." + ruleset,
                      [ruleset](s::Event::Builder e) {
                        return capnp::toDynamic(e.initDecision()).init(ruleset).as<DynamicStruct>();
                      },
                      Seat::kA});
  }
  size_t forms = 0;
  for (const Union& u : unions) {
    for (const Kind& kind : KindsOf(u.schema, u.ruleset, u.init, u.path, u.actor)) {
      EXPECT_FALSE(kind.forms.empty())
          << u.path << "." << kind.name << ": no form read: " << kind.last_refusal;
      for (Event event : kind.forms) {
        if (IsDeckCheck(event)) event.actor = JudgeActor{"J-17"};
        ExpectRoundTrip(event, u.ruleset, u.path + "." + kind.name);
        ++forms;
      }
    }
  }
  EXPECT_GT(forms, 150u);
}

TEST(Notation, EverySampleEventRoundTrips) {
  for (const auto& named : testing::EveryEventKind()) {
    if (IsHeader(named.event)) continue;
    std::string_view ruleset = IsDecision(named.event)
                                   ? DecisionRuleset(std::get<Decision>(named.event.body))
                                   : std::string_view();
    ExpectRoundTrip(named.event, ruleset.empty() ? "zero" : ruleset, named.name);
  }
  for (const auto& named : testing::EveryPaperEventKind()) {
    if (IsHeader(named.event)) continue;
    ExpectRoundTrip(named.event, "wheel", named.name);
  }
  size_t events = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(
           std::string(TCGJUDGE_SOURCE_DIR) + "/samples")) {
    const std::string path = entry.path().string();
    if (path.size() < 6 || path.substr(path.size() - 6) != ".jsonl" ||
        entry.path().filename() == "cards.jsonl") {
      continue;
    }
    auto lines = ReadJsonLinesFile(path);
    ASSERT_TRUE(lines.ok()) << lines.status().message();
    const std::string ruleset = std::get<Header>(lines->front().event.body).ruleset;
    for (const JsonLine& line : *lines) {
      if (IsHeader(line.event)) continue;
      ExpectRoundTrip(line.event, ruleset, path + ":" + std::to_string(line.line));
      ++events;
    }
  }
  EXPECT_GT(events, 1000u);
}

// The error of binding `text` (one action, in a game of ygo), or "" if it binds.
std::string ActionError(const std::string& text) {
  auto action = ParseNotationActionText(text, "t.tjn");
  if (!action.ok()) return action.status().message();
  NotationBinding binding;
  binding.ruleset = "ygo";
  binding.source = "t.tjn";
  auto event = BindNotationAction(*action, binding);
  return event.ok() ? "" : event.status().message();
}

// Every error names the file, the line and the column, and says what is wrong and why
// (docs/notation.md, "Errors").
TEST(Notation, ErrorsNameTheLineAndColumn) {
  EXPECT_EQ(ActionError("A: normalSumon A01 M3"),
            "t.tjn:1:4: unknown action 'normalSumon' in a game of ygo (docs/notation.md lists "
            "them)");
  EXPECT_EQ(ActionError("A: normalSummon A01 zone=M3"),
            "t.tjn:1:21: normalSummon: no field 'zone' (card, cell, tributes)");
  EXPECT_EQ(ActionError("A: nextPhase main").rfind("t.tjn:1:14: nextPhase: expected one of draw, ", 0), 0u) << ActionError("A: nextPhase main");
  EXPECT_EQ(ActionError("A: normalSummon A7 M3").rfind("t.tjn:1:4: decision.ygo.normalSummon.card: card id 'A7'", 0), 0u) << ActionError("A: normalSummon A7 M3");
  EXPECT_EQ(ActionError("normalSummon A01 M3"),
            "t.tjn:1:1: normalSummon: whose decision? write A: or B: before it");
  EXPECT_EQ(ActionError("C: pass"),
            "t.tjn:1:1: unknown player 'C:': a line names its player A: or B: (or judge ID: for "
            "a judge)");
  EXPECT_EQ(ActionError("A: chooseCards [A01 \"A02]"), "t.tjn:1:21: a string without its closing quote");
  EXPECT_EQ(ActionError("A: normalSummon A01 M3 M4 [A02] A05"),
            "t.tjn:1:27: normalSummon: one value too many (the fields are card, cell, tributes)");
  EXPECT_EQ(ActionError("A: pass A01"), "t.tjn:1:9: pass takes no value");
  EXPECT_EQ(ActionError("A: normalSummon A:6914 M3"),
            "t.tjn:1:17: a card by its code ('A:6914') is read only where the game's cards are "
            "known");
  EXPECT_EQ(ActionError("A: normalSummon A01 M3; pass"), "t.tjn:1:25: one action only");
  EXPECT_EQ(ActionError("reverse 12"), "t.tjn:1:1: reverse is a judge's: write judge ID: before it");

  auto tags = [](const std::string& text) {
    auto parsed = ParseNotationText(text, "t.tjn");
    if (!parsed.ok()) return parsed.status().message();
    auto header = HeaderFromTags(parsed->tags, "t.tjn", nullptr);
    return header.ok() ? std::string() : header.status().message();
  };
  EXPECT_EQ(tags("[Ruleset \"ygo\"]\n[Game \"g\"]\n[Rund 3]\n").rfind("t.tjn:3:1: unknown tag [Rund] (Ruleset, RulesetVersion, ", 0), 0u) << tags("[Ruleset \"ygo\"]\n[Game \"g\"]\n[Rund 3]\n");
  EXPECT_EQ(tags("[Ruleset \"ygo\"]\n[Game \"g\"]\n[Round 3]\n[round 4]\n"),
            "t.tjn:4:1: tag [round] is given twice (line 3)");
  EXPECT_EQ(tags("[Ruleset \"ygo\"]\n1. A: pass\n[Game \"g\"]\n"),
            "t.tjn:3:1: a tag after the first action: tags come first");
  EXPECT_EQ(tags("[Game \"g\"]\n"), "t.tjn: no [Ruleset] tag: a notation file begins with its tags");
  EXPECT_EQ(tags("[Ruleset \"ygo\"]\n[Game \"g\"]\n[DecklistA \"a.txt\"]\n"),
            "t.tjn:3:1: [DecklistA]: a decklist file is read only on import");
}

// The lax forms a scorekeeper types read as the canonical ones: case, `,` between actions,
// comments, a list of one written bare, a line without its turn number, yes/true.
TEST(Notation, LaxFormsReadAsTheCanonicalOnes) {
  auto parsed = ParseNotationText(
      "[ruleset ygo]\n[GAME g-1]\n# a comment\n"
      "1. a: NORMALSUMMON A01 M3 TRIBUTES=A05, b: PASS   # both\n"
      "   A: specialSummon A41 [A02 A01] cell=M3 position=Defense\n",
      "t.tjn");
  ASSERT_TRUE(parsed.ok()) << parsed.status().message();
  ASSERT_EQ(parsed->actions.size(), 3u);
  NotationBinding binding;
  binding.ruleset = "ygo";
  binding.source = "t.tjn";
  std::vector<std::string> canonical;
  for (const NotationAction& action : parsed->actions) {
    auto event = BindNotationAction(action, binding);
    ASSERT_TRUE(event.ok()) << event.status().message();
    canonical.push_back(ActionNotation(*event, "ygo"));
    EXPECT_EQ(action.turn, 1u);
  }
  EXPECT_EQ(canonical[0], "normalSummon A01 M3 [A05]");
  EXPECT_EQ(canonical[1], "pass");
  EXPECT_EQ(canonical[2], "specialSummon A41 [A02 A01] M3 defense");
}

}  // namespace
}  // namespace tcgjudge
