// The log of a paper game (docs/paper-games.md, "The log of a paper game"; issue 29): a header's
// recorder, card handles, the paper facts and how an event came into the record. Each new field
// round-trips through the canonical encoding and the JSON form, costs no byte and no JSON member
// when unset, and is refused with a message naming the field where it says something a log cannot
// mean.

#include <gtest/gtest.h>

#include <string>

#include "events/codec.h"
#include "events/game_check.h"
#include "events/text_check.h"
#include "tests/events/sample_events.h"

namespace tcgjudge {
namespace {

using testing::EveryPaperEventKind;
using testing::PaperHeader;
using testing::SampleHeader;
using testing::TableFact;

// "<what the JSON line says>" refused, with `expected` in the message.
void ExpectJsonRefused(const std::string& line, const std::string& expected) {
  Result<Event> parsed = EventFromJson(line);
  ASSERT_FALSE(parsed.ok()) << line;
  EXPECT_EQ(parsed.status().code(), StatusCode::kInvalidInput);
  EXPECT_NE(parsed.status().message().find(expected), std::string::npos)
      << parsed.status().message() << "\n"
      << line;
}

void ExpectShapeRefused(const Event& event, const std::string& expected) {
  Status shape = ValidateEventShape(event);
  ASSERT_FALSE(shape.ok()) << EventToJson(event);
  EXPECT_NE(shape.message().find(expected), std::string::npos) << shape.message();
}

TEST(PaperLog, HandleIdsRoundTripAndRefuseLeadingZeros) {
  EXPECT_EQ(CardId::Handle(Seat::kA, 17).ToString(), "A#17");
  EXPECT_EQ(CardId::Handle(Seat::kB, 1).ToString(), "B#1");
  EXPECT_EQ(CardId::Handle(Seat::kA, kMaxHandles).ToString(), "A#9999");
  auto parsed = CardId::Parse("B#203");
  ASSERT_TRUE(parsed.ok()) << parsed.status().ToString();
  EXPECT_EQ(*parsed, CardId::Handle(Seat::kB, 203));
  EXPECT_EQ(parsed->index, kHandleIndexBase + 203) << "index 2000 + n";
  EXPECT_TRUE(parsed->IsHandle());
  EXPECT_FALSE(parsed->IsToken());
  EXPECT_EQ(parsed->HandleNumber(), 203);
  EXPECT_FALSE((CardId{Seat::kA, 7}).IsHandle());
  EXPECT_FALSE(CardId::Token(Seat::kA, 999).IsHandle());

  const std::pair<const char*, const char*> refused[] = {
      {"A#017", "is not canonical: write it A#17 (a handle's number has no leading zeros)"},
      {"A#0", "has handle number 0; handles count from 1"},
      {"A#00", "has handle number 0"},
      {"A#", "is a handle without a number"},
      {"C#3", "must start with the seat letter A or B"},
      {"a#3", "must start with the seat letter A or B"},
      {"A#1x", "must end in the handle's number"},
      {"A#-1", "must end in the handle's number"},
      {"A#10000", "has a handle number over 9999"},
      {"A##1", "must end in the handle's number"},
  };
  for (const auto& [text, why] : refused) {
    auto id = CardId::Parse(text);
    ASSERT_FALSE(id.ok()) << text;
    EXPECT_EQ(id.status().code(), StatusCode::kInvalidInput) << text;
    EXPECT_NE(id.status().message().find(std::string("card id '") + text + "' " + why),
              std::string::npos)
        << id.status().message();
  }
}

class EveryPaperKind : public ::testing::TestWithParam<testing::NamedEvent> {};

TEST_P(EveryPaperKind, RoundTripsThroughTheCanonicalEncodingAndJson) {
  const Event& event = GetParam().event;
  ASSERT_TRUE(ValidateEventShape(event).ok()) << ValidateEventShape(event).ToString();
  const std::string bytes = EncodeEvent(event);
  Result<Event> decoded = DecodeEvent(bytes);
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(*decoded, event);
  EXPECT_EQ(ReferenceEncodeEvent(event), bytes);
  Result<Event> reference = ReferenceDecodeEvent(bytes);
  ASSERT_TRUE(reference.ok()) << reference.status().ToString();
  EXPECT_EQ(*reference, event);
  const std::string json = EventToJson(event);
  Result<Event> parsed = EventFromJson(json);
  ASSERT_TRUE(parsed.ok()) << parsed.status().ToString() << "\n" << json;
  EXPECT_EQ(*parsed, event);
  EXPECT_EQ(EventToJson(*parsed), json) << "canonical JSON is a fixed point";
  Result<Event> by_codec = EventFromJsonByCodec(json);
  ASSERT_TRUE(by_codec.ok()) << by_codec.status().ToString();
  EXPECT_EQ(*by_codec, event) << "the fast path and the codec read the same event";
}

TEST_P(EveryPaperKind, FitsAPaperGamesHeaderAndNoOmniscientOne) {
  const Event& event = GetParam().event;
  if (IsHeader(event)) return;
  Status fits = CheckEventAgainstHeader(PaperHeader(), event);
  EXPECT_TRUE(fits.ok()) << fits.ToString();
  // What names a handle or is a paper fact needs a recorder; an implied pass does not.
  const auto* fact = std::get_if<Fact>(&event.body);
  const auto* decision = std::get_if<Decision>(&event.body);
  const bool names_handle = decision != nullptr && std::holds_alternative<PlayCard>(*decision);
  if ((fact != nullptr && IsPaperFact(*fact)) || names_handle) {
    Status omniscient = CheckEventAgainstHeader(SampleHeader(), event);
    ASSERT_FALSE(omniscient.ok());
    EXPECT_NE(omniscient.message().find("the header names no recorder (header.recorder)"),
              std::string::npos)
        << omniscient.message();
  } else {
    EXPECT_TRUE(CheckEventAgainstHeader(SampleHeader(), event).ok());
  }
}

INSTANTIATE_TEST_SUITE_P(Events, EveryPaperKind, ::testing::ValuesIn(EveryPaperEventKind()),
                         [](const auto& info) {
                           std::string name = info.param.name;
                           for (char& c : name) {
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

// The JSON form of each new field, as export writes it (docs/log-format.md shows these lines).
TEST(PaperLog, EachFieldHasOneJsonForm) {
  const std::pair<std::string, std::string> forms[] = {
      {"header recorded by the table", "\"recorder\":{\"table\":null}"},
      {"header recorded by seat B", "\"recorder\":{\"seat\":\"B\"}"},
      {"unseenShuffle", "\"fact\":{\"unseenShuffle\":{\"seat\":\"A\"}}"},
      {"reveal to the table",
       "\"fact\":{\"reveal\":{\"card\":\"A#17\",\"code\":\"BP02-001\",\"source\":{\"table\":null}}"
       "}"},
      {"reveal claimed by B", "\"source\":{\"claim\":\"B\"}"},
      {"look with codes",
       "\"fact\":{\"look\":{\"seat\":\"A\",\"cards\":[\"A#17\",\"A03\"],\"codes\":[\"BP02-001\","
       "\"BP02-001\"]}}"},
      {"look unseen by the record", "\"fact\":{\"look\":{\"seat\":\"B\",\"cards\":[\"B#2\"]}}"},
      {"pileEnd bottom", "\"fact\":{\"pileEnd\":{\"card\":\"B#2\",\"end\":\"bottom\"}}"},
      {"deckCheck",
       "\"judge\":\"J-0815\",\"fact\":{\"deckCheck\":{\"seat\":\"A\",\"zone\":\"deck\",\"codes\":["
       "\"BP02-001\",\"BP02-003\",\"BP02-003\"]}}"},
      {"implied pass",
       "\"player\":\"B\",\"recording\":{\"implied\":true},\"decision\":{\"pass\":null}"},
      {"play seen by A", "\"recording\":{\"implied\":false,\"seenBy\":[\"A\"]}"},
  };
  for (const auto& [name, form] : forms) {
    bool found = false;
    for (const auto& named : EveryPaperEventKind()) {
      if (named.name != name) continue;
      found = true;
      const std::string json = EventToJson(named.event);
      EXPECT_NE(json.find(form), std::string::npos) << name << ": " << json;
    }
    EXPECT_TRUE(found) << name;
  }
}

// docs/log-format.md: a new field is optional and costs no byte when unset. A header, a fact and
// a decision given the new fields and then cleared encode as before, and their JSON names none.
TEST(PaperLog, UnsetFieldsCostNoByteAndNoJsonMember) {
  Event header;
  header.game = "g1";
  header.seq = 1;
  header.actor = TableActor{};
  header.body = SampleHeader();
  Event pass = TableFact(ShuffleFact{});
  pass.actor = Seat::kA;
  pass.body = Decision(PassPriority{});
  for (Event* event : {&header, &pass}) {
    const std::string bytes = EncodeEvent(*event);
    const std::string json = EventToJson(*event);
    EXPECT_EQ(json.find("recorder"), std::string::npos) << json;
    EXPECT_EQ(json.find("recording"), std::string::npos) << json;
    if (auto* h = std::get_if<Header>(&event->body)) {
      h->recorder = Recorder{};
      EXPECT_NE(EncodeEvent(*event), bytes);
      h->recorder.reset();
    } else {
      event->recording = Recording{true, {}};
      EXPECT_NE(EncodeEvent(*event), bytes);
      event->recording.reset();
    }
    EXPECT_EQ(EncodeEvent(*event), bytes);
    EXPECT_EQ(EventToJson(*event), json);
  }
}

TEST(PaperLog, AHandleOrAPaperFactInALogWithoutARecorderIsRefused) {
  Event play = TableFact(ShuffleFact{});
  play.actor = Seat::kA;
  play.body = Decision(PlayCard{CardId::Handle(Seat::kA, 3)});
  Status refused = CheckEventAgainstHeader(SampleHeader(), play);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.message(),
            "decision.playCard.card: card A#3 is a handle of a paper game's card nobody saw, but "
            "the header names no recorder (header.recorder), so the log is omniscient and names "
            "every card by its decklist instance (docs/paper-games.md)");
  EXPECT_TRUE(CheckEventAgainstHeader(PaperHeader(), play).ok());

  Status reveal = CheckEventAgainstHeader(SampleHeader(),
                                          TableFact(RevealFact{CardId{Seat::kA, 7}, "BP02-002"}));
  ASSERT_FALSE(reveal.ok());
  EXPECT_EQ(reveal.message().rfind("fact.reveal: a paper game's fact, but the header names no "
                                   "recorder",
                                   0),
            0u)
      << reveal.message();
  // A paper game's instances still exist only where its decklists hold them.
  Status missing = CheckEventAgainstHeader(
      PaperHeader(), TableFact(PileEndFact{CardId{Seat::kB, 51}, PileEnd::kTop}));
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.message().find("fact.pileEnd.card: card B51 is not in the game"),
            std::string::npos)
      << missing.message();
}

TEST(PaperLog, ARevealNamesItsCodeAndAClaimItsSeat) {
  ExpectShapeRefused(TableFact(RevealFact{CardId::Handle(Seat::kA, 1), ""}),
                     "fact.reveal.code: missing");
  ExpectShapeRefused(TableFact(RevealFact{CardId::Handle(Seat::kA, 1), "X", RevealSource::kClaim}),
                     "fact.reveal.source: a claim names the seat that claimed it");
  ExpectShapeRefused(
      TableFact(RevealFact{CardId::Handle(Seat::kA, 1), "X", RevealSource::kTable, Seat::kA}),
      "fact.reveal.source: a claim names the seat that claimed it, and only a claim does");
  const std::string start =
      R"({"game":"g1","seq":9,"table":null,"fact":{"reveal":{"card":"A#1","code":"X",)";
  ExpectJsonRefused(start + R"("source":{"claim":null}}}})", "fact.reveal.source.claim: must be");
  ExpectJsonRefused(start + R"("source":{}}}})", "fact.reveal.source: no kind given");
  ExpectJsonRefused(start + R"("source":{"table":null,"judge":null}}}})",
                    "are alternatives: give only one of them");
  ExpectJsonRefused(
      R"({"game":"g1","seq":9,"table":null,"fact":{"reveal":{"card":"A#01","code":"X","source":{"table":null}}}})",
      "fact.reveal.card: card id 'A#01' is not canonical: write it A#1");
}

TEST(PaperLog, ALookNamesItsCardsOnceWithOneCodeEachOrNone) {
  const CardId a1 = CardId::Handle(Seat::kA, 1);
  ExpectShapeRefused(TableFact(LookFact{Seat::kA, {}, {}}), "fact.look.cards: empty");
  ExpectShapeRefused(TableFact(LookFact{Seat::kA, {a1, a1}, {}}),
                     "fact.look.cards: a card is listed twice");
  ExpectShapeRefused(TableFact(LookFact{Seat::kA, {a1}, {"X", "Y"}}),
                     "fact.look.codes: 2 codes for 1 cards");
  ExpectShapeRefused(TableFact(LookFact{Seat::kA, {a1}, {""}}),
                     "fact.look.codes[0]: empty card code");
}

TEST(PaperLog, ADeckCheckIsAJudgesAndNamesItsZone) {
  Event check = TableFact(DeckCheckFact{Seat::kA, "deck", {"X"}});
  ExpectShapeRefused(check,
                     "fact.deckCheck: the actor must be a judge id (\"judge\": \"<id>\"): a deck "
                     "check is a judge's observation");
  check.actor = JudgeActor{""};
  ExpectShapeRefused(check, "fact.deckCheck: the actor must be a judge id");
  check.actor = JudgeActor{"J-1"};
  EXPECT_TRUE(ValidateEventShape(check).ok());
  std::get<DeckCheckFact>(std::get<Fact>(check.body)).zone.clear();
  ExpectShapeRefused(check, "fact.deckCheck.zone: missing");
  std::get<DeckCheckFact>(std::get<Fact>(check.body)).zone = "deck";
  std::get<DeckCheckFact>(std::get<Fact>(check.body)).codes = {"X", ""};
  ExpectShapeRefused(check, "fact.deckCheck.codes[1]: empty card code");
  // Every other fact, paper ones too, is the table's.
  Event reveal = TableFact(RevealFact{CardId::Handle(Seat::kA, 1), "X"});
  reveal.actor = JudgeActor{"J-1"};
  ExpectShapeRefused(reveal, "fact: the actor must be the table");
}

// docs/errors.md, "Text": the paper facts' texts are held to the limits of every code and name.
TEST(PaperLog, ThePaperFactsTextsAreHeldToTheLimitsOfCodes) {
  const std::string long_code(kMaxNameBytes + 1, 'X');
  const std::string bad_utf8 = "BP\xC0\x80";
  Event check = TableFact(DeckCheckFact{Seat::kA, long_code, {}});
  check.actor = JudgeActor{"J-1"};
  Status zone = CheckEventText(check);
  EXPECT_EQ(zone.message().rfind("fact.deckCheck.zone: 257 bytes, more than the 256", 0), 0u)
      << zone.message();
  std::get<DeckCheckFact>(std::get<Fact>(check.body)) =
      DeckCheckFact{Seat::kA, "deck", {"X", bad_utf8}};
  EXPECT_EQ(CheckEventText(check).message().rfind("fact.deckCheck.codes[1]: not valid UTF-8", 0),
            0u)
      << CheckEventText(check).message();
  EXPECT_FALSE(CheckEventText(TableFact(RevealFact{CardId::Handle(Seat::kA, 1), long_code})).ok());
  EXPECT_FALSE(
      CheckEventText(TableFact(LookFact{Seat::kA, {CardId::Handle(Seat::kA, 1)}, {bad_utf8}}))
          .ok());
  EXPECT_TRUE(CheckEventText(TableFact(RevealFact{CardId::Handle(Seat::kA, 1), "BP02-001"})).ok());
}

// docs/errors.md, "Text": a random pick's purpose is held to a label's limit as a coin flip's and a
// die roll's are, its result seen or not.
TEST(PaperLog, EveryChanceFactsPurposeIsHeldToTheLimitOfALabel) {
  const std::string long_purpose(kMaxLabelBytes + 1, 'p');
  const std::string bad_utf8 = "mulligan \xC0\x80";
  auto refusal = [](Fact fact) { return CheckEventText(TableFact(std::move(fact))).message(); };
  EXPECT_EQ(refusal(CoinFlipFact{CoinSide::kHeads, long_purpose})
                .rfind("fact.coinFlip.purpose: 4097 bytes, more than the 4096", 0),
            0u);
  EXPECT_EQ(refusal(DieRollFact{6, 3, bad_utf8}).rfind("fact.dieRoll.purpose: not valid UTF-8", 0),
            0u);
  RandomPickFact pick{{CardId{Seat::kA, 1}, CardId{Seat::kA, 2}}, 1, std::nullopt, long_purpose};
  EXPECT_EQ(refusal(pick).rfind("fact.randomPick.purpose: 4097 bytes, more than the 4096", 0), 0u)
      << refusal(pick);
  pick.picked = std::vector<CardId>{CardId{Seat::kA, 2}};
  pick.purpose = bad_utf8;
  EXPECT_EQ(refusal(pick).rfind("fact.randomPick.purpose: not valid UTF-8", 0), 0u);
  pick.purpose = "random discard (§706.5)";
  EXPECT_TRUE(CheckEventText(TableFact(pick)).ok());
}

TEST(PaperLog, ARecordingSaysSomethingAndNamesOneSeatAtMost) {
  Event pass = TableFact(ShuffleFact{});
  pass.actor = Seat::kA;
  pass.body = Decision(PassPriority{});
  pass.recording = Recording{};
  ExpectShapeRefused(pass, "recording: says nothing (not implied, seen by both): leave it out");
  pass.recording = Recording{false, {Seat::kA, Seat::kB}};
  ExpectShapeRefused(pass, "recording.seenBy: lists both seats: leave seenBy out");
  pass.recording = Recording{true, {Seat::kB, Seat::kB}};
  ExpectShapeRefused(pass, "recording.seenBy[1]: seat B is listed twice");
  const std::string line = R"({"game":"g1","seq":9,"player":"A","decision":{"pass":null},)";
  ExpectJsonRefused(line + R"("recording":{"implied":true,"seenBy":[]}})",
                    "recording.seenBy: empty: name the seats that saw the event, or leave seenBy "
                    "out (seen by both)");
  ExpectJsonRefused(line + R"("recording":{}})", "recording: says nothing");
  ExpectJsonRefused(line + R"("recording":{"seenBy":["C"]}})",
                    "recording.seenBy[0]: \"C\" is not one of A, B");
  ExpectJsonRefused(line + R"("recording":{"implied":1}})",
                    "recording.implied: must be true or false");
  Event header;
  header.game = "g1";
  header.seq = 1;
  header.actor = TableActor{};
  header.body = PaperHeader();
  header.recording = Recording{true, {}};
  ExpectShapeRefused(header, "recording: a header carries none");
}

TEST(PaperLog, ARecorderNamesTheTableOrOneSeat) {
  const std::string start =
      EventToJson(testing::EveryPaperEventKind().front().event);  // Recorded by the table.
  std::string empty = start;
  empty.replace(empty.find("\"recorder\":{\"table\":null}"), 25, "\"recorder\":{}");
  ExpectJsonRefused(empty, "header.recorder: no kind given (expected one of table, seat)");
  std::string both = start;
  both.replace(both.find("\"recorder\":{\"table\":null}"), 25,
               "\"recorder\":{\"table\":null,\"seat\":\"A\"}");
  ExpectJsonRefused(both, "\"table\" and \"seat\" are alternatives");
}

// A struct that is nothing but a union whose first member is Void reads {} as that member: a
// guess the JSON reader refuses for every such object, a declared result's too ({} is no draw).
TEST(PaperLog, AnObjectThatIsOnlyAUnionWithAVoidFirstMemberNamesItsMember) {
  ExpectJsonRefused(R"({"game":"g1","seq":9,"judge":"J-7","judgeAction":{"result":{}}})",
                    "judgeAction.result: no kind given (expected one of draw, winner, allLose)");
  Result<Event> draw = EventFromJson(
      R"({"game":"g1","seq":9,"judge":"J-7","judgeAction":{"result":{"draw":null}}})");
  ASSERT_TRUE(draw.ok()) << draw.status().ToString();
  EXPECT_EQ(std::get<JudgeAction>(draw->body).action,
            (decltype(JudgeAction::action)(GameResult{})));
}

}  // namespace
}  // namespace tcgjudge
