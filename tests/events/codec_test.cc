// The codec is the contract between the store, the interchange and everything else: every event
// kind must survive both encodings unchanged, and bad input must be refused with a message that
// names the field.

#include "events/codec.h"

#include <gtest/gtest.h>

#include "events/hash.h"
#include "tests/events/sample_events.h"

namespace tcgjudge {
namespace {

using testing::EveryEventKind;

class EveryKind : public ::testing::TestWithParam<testing::NamedEvent> {};

TEST_P(EveryKind, CanonicalEncodingRoundTrips) {
  const Event& event = GetParam().event;
  std::string bytes = EncodeEvent(event);
  Result<Event> decoded = DecodeEvent(bytes);
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(decoded.value(), event);
  EXPECT_EQ(EncodeEvent(decoded.value()), bytes) << "one value, one encoding";
}

TEST_P(EveryKind, JsonRoundTrips) {
  const Event& event = GetParam().event;
  std::string json = EventToJson(event);
  EXPECT_EQ(json.find('\n'), std::string::npos) << "one event is one line";
  Result<Event> parsed = EventFromJson(json);
  ASSERT_TRUE(parsed.ok()) << parsed.status().ToString() << "\n" << json;
  EXPECT_EQ(parsed.value(), event);
  EXPECT_EQ(EventToJson(parsed.value()), json) << "canonical JSON is a fixed point";
}

INSTANTIATE_TEST_SUITE_P(Events, EveryKind, ::testing::ValuesIn(EveryEventKind()),
                         [](const auto& info) {
                           std::string name = info.param.name;
                           for (char& c : name) {
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

TEST(EveryKindTest, CoversEveryUnionMember) {
  // 1 header + 9 facts (5 of them a paper game's, EveryPaperEventKind) + 14 decisions of 零次元
  // and the generic verbs + 10 of Yu-Gi-Oh + 11 of 永恒之轮 + 6 of 神话起源 + 14 of 崛起TCG + 7
  // judge actions, plus the optional forms.
  // A decision's kind with its ruleset: 永恒之轮's declareAttack is not 零次元's.
  std::set<std::string> kinds;
  std::vector<testing::NamedEvent> every = EveryEventKind();
  for (auto& paper : testing::EveryPaperEventKind()) every.push_back(std::move(paper));
  for (const auto& named : every) {
    std::string kind(EventKindName(named.event));
    if (const auto* decision = std::get_if<Decision>(&named.event.body)) {
      kind = std::string(DecisionRuleset(*decision)) + "." + kind;
    }
    kinds.insert(kind);
  }
  EXPECT_EQ(kinds.size(),
            1u + std::variant_size_v<Fact> + kSharedDecisionKinds +
                std::variant_size_v<ygo::Decision> + std::variant_size_v<wheel::Decision> +
                std::variant_size_v<myth::Decision> + std::variant_size_v<rise::Decision> +
                std::variant_size_v<decltype(JudgeAction::action)>);
}

TEST(HeaderForm, ExtraAndSideDecksRoundTripAndOlderHeadersEncodeAsBefore) {
  Event event = EveryEventKind().front().event;
  const std::string before = EncodeEvent(event);
  const std::string json_before = EventToJson(event);
  Header& header = std::get<Header>(event.body);
  // Empty extra and side decks are not written: a 零次元 header encodes as it always did.
  EXPECT_EQ(json_before.find("extraDeck"), std::string::npos);
  EXPECT_EQ(json_before.find("sideDeck"), std::string::npos);
  header.players[0].extra_deck = {"44508094", "44508094"};
  header.players[1].side_deck = {"12580477"};
  const std::string bytes = EncodeEvent(event);
  EXPECT_NE(bytes, before);
  Result<Event> decoded = DecodeEvent(bytes);
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(*decoded, event);
  Result<Event> parsed = EventFromJson(EventToJson(event));
  ASSERT_TRUE(parsed.ok()) << parsed.status().ToString();
  EXPECT_EQ(*parsed, event);
  EXPECT_EQ(header.players[0].CodeOf(51), &header.players[0].extra_deck[0]);
  EXPECT_EQ(header.players[0].CodeOf(53), nullptr);
}

// JudgeAction.settles (issue 31): a ruling that names the violations it leaves standing round
// trips; one that names none encodes exactly as rulings always did.
TEST(JudgeForm, SettlesRoundTripsAndCostsNoByteUnset) {
  Event ruling;
  ruling.game = "g1";
  ruling.seq = 30;
  ruling.actor = JudgeActor{"J-0815"};
  ruling.body = JudgeAction{{"318(6)"}, "it stands", Ruling{}};
  const std::string before = EncodeEvent(ruling);
  const std::string json_before = EventToJson(ruling);
  EXPECT_EQ(json_before.find("settles"), std::string::npos) << json_before;
  std::get<JudgeAction>(ruling.body).settles = {13, 9};
  const std::string bytes = EncodeEvent(ruling);
  EXPECT_NE(bytes, before);
  Result<Event> decoded = DecodeEvent(bytes);
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(*decoded, ruling);
  const std::string json = EventToJson(ruling);
  EXPECT_NE(json.find("\"settles\":[13,9]"), std::string::npos) << json;
  Result<Event> parsed = EventFromJson(json);
  ASSERT_TRUE(parsed.ok()) << parsed.status().ToString();
  EXPECT_EQ(*parsed, ruling);
  std::get<JudgeAction>(ruling.body).settles.clear();
  EXPECT_EQ(EncodeEvent(ruling), before);
}

// rise §101.1, myth §23: the cards outside the deck round trip, number on after the extra deck,
// and a header without them encodes exactly as before.
TEST(HeaderForm, Rise101_1_CardsOutsideTheDeckRoundTripAndNumberAfterTheExtraDeck) {
  Event event = EveryEventKind().front().event;
  const std::string json_before = EventToJson(event);
  EXPECT_EQ(json_before.find("outsideDeck"), std::string::npos);
  Header& header = std::get<Header>(event.body);
  header.players[0].extra_deck = {"44508094"};
  header.players[0].outside_deck = {"R01-001", "R01-002"};
  Result<Event> decoded = DecodeEvent(EncodeEvent(event));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(*decoded, event);
  const std::string json = EventToJson(event);
  EXPECT_NE(json.find("\"outsideDeck\":[\"R01-001\",\"R01-002\"]"), std::string::npos) << json;
  Result<Event> parsed = EventFromJson(json);
  ASSERT_TRUE(parsed.ok()) << parsed.status().ToString();
  EXPECT_EQ(*parsed, event);
  const Player& a = header.players[0];
  EXPECT_EQ(a.InstanceCount(), 53u);
  EXPECT_EQ(a.FirstOutsideIndex(), 52u);
  EXPECT_EQ(a.CodeOf(51), &a.extra_deck[0]);
  EXPECT_EQ(a.CodeOf(52), &a.outside_deck[0]);
  EXPECT_EQ(a.CodeOf(53), &a.outside_deck[1]);
  EXPECT_EQ(a.CodeOf(54), nullptr);
  EXPECT_EQ(a.CodeOf(0), nullptr);
}

// myth §1.2: "both players lose" is its own result, not a draw.
TEST(ResultForm, Myth1_2_AllLoseIsItsOwnResultAndNeverWithAWinner) {
  Event event;
  for (const auto& named : EveryEventKind()) {
    if (named.name == "resultAllLose") event = named.event;
  }
  ASSERT_TRUE(IsResult(event));
  const std::string json = EventToJson(event);
  EXPECT_NE(json.find("\"result\":{\"allLose\":null}"), std::string::npos) << json;
  EXPECT_EQ(ResultName(std::nullopt, true), "all lose");
  EXPECT_EQ(ResultName(std::nullopt, false), "draw");
  EXPECT_EQ(ResultName(Seat::kB, false), "B wins");
  std::get<GameResult>(std::get<JudgeAction>(event.body).action).winner = Seat::kA;
  EXPECT_EQ(ValidateEventShape(event).message(), "judge.result: a winner and allLose at once");
}

// rise §706.5: a random pick records its pool, its count and the picked cards, or leaves them
// unseen; its shape is checked on its own.
TEST(RandomPickForm, Rise706_5_ThePickedCardsAreCountDistinctCardsOfThePool) {
  auto shape = [](RandomPickFact pick) {
    Event event;
    event.game = "g1";
    event.seq = 9;
    event.actor = TableActor{};
    event.body = Fact(std::move(pick));
    return ValidateEventShape(event);
  };
  const CardId b3{Seat::kB, 3}, b4{Seat::kB, 4}, b5{Seat::kB, 5};
  EXPECT_TRUE(shape({{b3, b4, b5}, 2, std::vector<CardId>{b5, b3}, ""}).ok());
  EXPECT_TRUE(shape({{b3, b4, b5}, 2, std::nullopt, ""}).ok());
  EXPECT_EQ(shape({{b3, b3}, 1, std::vector<CardId>{b3}, ""}).message(),
            "fact.randomPick.pool: a card is listed twice");
  EXPECT_EQ(shape({{b3, b4}, 0, std::vector<CardId>{}, ""}).message(),
            "fact.randomPick.count: 0 cannot be picked from a pool of 2 (1 to the pool's size)");
  EXPECT_EQ(shape({{b3, b4}, 3, std::nullopt, ""}).message(),
            "fact.randomPick.count: 3 cannot be picked from a pool of 2 (1 to the pool's size)");
  EXPECT_EQ(shape({{b3, b4}, 2, std::vector<CardId>{b3}, ""}).message(),
            "fact.randomPick.picked: 1 cards, but count is 2");
  EXPECT_EQ(shape({{b3, b4}, 1, std::vector<CardId>{b5}, ""}).message(),
            "fact.randomPick.picked[0]: card B05 is not in the pool");
  EXPECT_EQ(shape({{b3, b4}, 2, std::vector<CardId>{b4, b4}, ""}).message(),
            "fact.randomPick.picked[1]: card B04 is picked twice");
  // In JSON a pick names exactly one of picked and unseen; neither is an empty pick, refused.
  Result<Event> none = EventFromJson(
      R"({"game":"g1","seq":9,"table":null,"fact":{"randomPick":{"pool":["B03"],"count":1}}})");
  ASSERT_FALSE(none.ok());
  EXPECT_NE(none.status().message().find("fact.randomPick.picked: 0 cards, but count is 1"),
            std::string::npos)
      << none.status().message();
  Result<Event> unseen = EventFromJson(
      R"({"game":"g1","seq":9,"table":null,"fact":{"randomPick":{"pool":["B03"],"count":1,"unseen":null}}})");
  ASSERT_TRUE(unseen.ok()) << unseen.status().ToString();
  EXPECT_FALSE(std::get<RandomPickFact>(std::get<Fact>(unseen->body)).picked.has_value());
}

TEST(JsonForm, ReadsAsDocumented) {
  Event pass;
  pass.game = "g1";
  pass.seq = 9;
  pass.actor = Seat::kB;
  pass.body = Decision(PassPriority{});
  EXPECT_EQ(EventToJson(pass), "{\"game\":\"g1\",\"seq\":9,\"prevHash\":\"" + std::string(64, '0') +
                                   "\",\"player\":\"B\",\"decision\":{\"pass\":null}}");
}

TEST(JsonForm, PrevHashMayBeOmitted) {
  Result<Event> e = EventFromJson(R"({"game":"g1","seq":2,"player":"A","decision":{"pass":null}})");
  ASSERT_TRUE(e.ok()) << e.status().ToString();
  EXPECT_EQ(e->prev_hash, EventHash{});
}

struct BadJson {
  std::string name;
  std::string line;
  std::string message;  // Expected substring of the error.
};

void PrintTo(const BadJson& bad, std::ostream* os) { *os << bad.name; }

class BadJsonTest : public ::testing::TestWithParam<BadJson> {};

TEST_P(BadJsonTest, IsRefusedWithAMessageNamingTheProblem) {
  Result<Event> e = EventFromJson(GetParam().line);
  ASSERT_FALSE(e.ok());
  EXPECT_EQ(e.status().code(), StatusCode::kInvalidInput);
  EXPECT_NE(e.status().message().find(GetParam().message), std::string::npos)
      << e.status().message();
}

INSTANTIATE_TEST_SUITE_P(
    Lines, BadJsonTest,
    ::testing::Values(
        BadJson{"UnknownField", R"({"game":"g1","seq":2,"colour":"red"})",
                "unknown field \"colour\""},
        BadJson{
            "UnknownNestedField",
            R"({"game":"g1","seq":2,"player":"A","decision":{"playCard":{"card":"A01","cost":3}}})",
            "unknown field \"cost\" in decision.playCard (not in the log schema)"},
        BadJson{"NotJson", R"({"game":"g1","seq":2,)", "expected a member name"},
        BadJson{"NotAnObject", "[1]", "the line is not a JSON object"},
        BadJson{"RepeatedActor",
                R"({"game":"g1","seq":2,"player":"A","player":"B","decision":{"pass":null}})",
                "player: appears twice in the same object"},
        BadJson{"OutOfRange", R"({"game":"g1","seq":5000000000})",
                "seq: 5000000000 is out of range for its field (0 to 4294967295)"},
        BadJson{"FarOutOfRange", R"({"game":"g1","seq":1e300})",
                "seq: 1e+300 is out of range for its field (0 to 4294967295)"},
        BadJson{"NegativeUnsigned", R"({"game":"g1","seq":-1})",
                "seq: -1 is out of range for its field (0 to 4294967295)"},
        BadJson{"WrongType", R"({"game":"g1","seq":"two"})",
                "seq: must be a whole number, not a string"},
        BadJson{"NumberAsString",
                R"({"game":"g1","seq":"2","player":"A","decision":{"pass":null}})",
                "seq: must be a whole number, not a string"},
        BadJson{"Fraction",
                R"({"game":"g1","seq":2,"player":"A","decision":{"chooseNumber":{"number":1.5}}})",
                "decision.chooseNumber.number: must be a whole number (103(3)"},
        BadJson{"VoidWithAValue", R"({"game":"g1","seq":2,"player":"A","decision":{"pass":1}})",
                "decision.pass: must be null, not a number"},
        BadJson{"BoolAsString",
                R"({"game":"g1","seq":2,"player":"A","decision":{"chooseYesNo":{"yes":"true"}}})",
                "decision.chooseYesNo.yes: must be true or false, not a string"},
        BadJson{
            "TwoBodies",
            R"({"game":"g1","seq":2,"player":"A","decision":{"pass":null},"fact":{"coinFlip":{}}})",
            "\"decision\" and \"fact\" are alternatives: give only one of them"},
        BadJson{"TwoActors",
                R"({"game":"g1","seq":2,"player":"A","judge":"J","decision":{"pass":null}})",
                "\"player\" and \"judge\" are alternatives"},
        BadJson{"TwoDecisionKinds",
                R"({"game":"g1","seq":2,"player":"A","decision":{"pass":null,"concede":null}})",
                "decision: \"pass\" and \"concede\" are alternatives"},
        BadJson{"NoBody", R"({"game":"g1","seq":2,"player":"A"})", "the event has no body"},
        BadJson{"NoDecisionKind", R"({"game":"g1","seq":2,"player":"A","decision":{}})",
                "decision: no kind given"},
        BadJson{"NoYgoDecisionKind", R"({"game":"g1","seq":2,"player":"A","decision":{"ygo":{}}})",
                "decision.ygo: no kind given (expected normalSummon"},
        BadJson{
            "NotACell",
            R"({"game":"g1","seq":2,"player":"A","decision":{"ygo":{"normalSummon":{"card":"A07","cell":"M6"}}}})",
            "decision.ygo.normalSummon.cell: cell 'M6' is not a cell of the field"},
        BadJson{
            "NoCell",
            R"({"game":"g1","seq":2,"player":"A","decision":{"ygo":{"normalSummon":{"card":"A07","cell":""}}}})",
            "decision.ygo.normalSummon.cell: no cell given: name one of M1..M5"},
        BadJson{
            "NonCanonicalTokenId",
            R"({"game":"g1","seq":2,"player":"A","decision":{"ygo":{"attack":{"attacker":"AT1"}}}})",
            "decision.ygo.attack.attacker: card id 'AT1' is not canonical: write it AT01"},
        BadJson{"NonCanonicalCardId",
                R"({"game":"g1","seq":2,"player":"A","decision":{"playCard":{"card":"A7"}}})",
                "decision.playCard.card: card id 'A7' is not canonical: write it A07"},
        BadJson{
            "NotACardId",
            R"({"game":"g1","seq":2,"player":"A","decision":{"discard":{"cards":["A01","C3"]}}})",
            "decision.discard.cards[1]: card id 'C3'"},
        BadJson{"UnknownSeat", R"({"game":"g1","seq":2,"player":"C","decision":{"pass":null}})",
                "player: \"C\" is not one of A, B"},
        BadJson{"DecisionByTheTable",
                R"({"game":"g1","seq":2,"table":null,"decision":{"pass":null}})",
                "decision: the actor must be a player"},
        BadJson{"FactByAPlayer",
                R"({"game":"g1","seq":2,"player":"A","fact":{"coinFlip":{"result":"heads"}}})",
                "fact: the actor must be the table"},
        BadJson{"JudgeWithoutId", R"({"game":"g1","seq":2,"judgeAction":{"note":null}})",
                "judge: the actor must be a judge id"},
        BadJson{
            "HeaderNotFirst",
            R"({"game":"g1","seq":3,"table":null,"header":{"schemaVersion":1,"ruleset":"zero","gameId":"g1"}})",
            "a game has exactly one header, at seq 1"},
        BadJson{
            "NewerSchema",
            R"({"game":"g1","seq":1,"table":null,"header":{"schemaVersion":9,"ruleset":"zero","gameId":"g1"}})",
            "header.schemaVersion: 9 is not supported"},
        BadJson{
            "OnePlayer",
            R"({"game":"g1","seq":1,"table":null,"header":{"schemaVersion":1,"ruleset":"zero","gameId":"g1","players":[{"name":"x","deck":["c"]}]}})",
            "exactly two players"},
        BadJson{"SeqZero", R"({"game":"g1","player":"A","decision":{"pass":null}})",
                "seq: missing or 0"},
        BadJson{"BadGameId", R"({"game":"g 1","seq":2,"player":"A","decision":{"pass":null}})",
                "is not a game id"},
        BadJson{"GameIdWithNewline",
                R"({"game":"a\nb","seq":2,"player":"A","decision":{"pass":null}})",
                "game: 'a\\x0ab' is not a game id"},
        BadJson{"BadTime",
                R"({"game":"g1","seq":2,"time":"yesterday","player":"A","decision":{"pass":null}})",
                "time: 'yesterday' is not an RFC 3339 UTC time"},
        BadJson{"ShortPrevHash",
                R"({"game":"g1","seq":2,"prevHash":"abcd","player":"A","decision":{"pass":null}})",
                "prevHash: must be 64 lower-case hex digits"},
        BadJson{"DieFace",
                R"({"game":"g1","seq":2,"table":null,"fact":{"dieRoll":{"sides":6,"result":7}}})",
                "is not a face of a 6-sided die"},
        BadJson{
            "BadOrderItem",
            R"({"game":"g1","seq":2,"player":"A","decision":{"chooseOrder":{"items":["A01/x"]}}})",
            "must be a card id, optionally with /<effect index>"},
        BadJson{"DeepNesting", "{\"a\":" + std::string(100, '[') + std::string(100, ']') + "}",
                "nested more than 16 levels deep"}),
    [](const auto& info) { return info.param.name; });

TEST(DecodeEvent, RefusesBytesThatAreNotAnEvent) {
  EXPECT_EQ(DecodeEvent("").status().code(), StatusCode::kCorruption);
  EXPECT_EQ(DecodeEvent("abc").status().code(), StatusCode::kCorruption);
  EXPECT_EQ(DecodeEvent(std::string(64, '\xff')).status().code(), StatusCode::kCorruption);
}

// Eight-byte words, little-endian, as Cap'n Proto lays them out.
std::string Words(std::initializer_list<uint64_t> words) {
  std::string bytes;
  for (uint64_t word : words) {
    for (int i = 0; i < 8; ++i) bytes += static_cast<char>((word >> (8 * i)) & 0xff);
  }
  return bytes;
}

TEST(DecodeEvent, RefusesBitsNoFieldCarries) {
  // Found by the stored_event fuzzer: a byte of the decision's data section that belongs to no
  // field of chooseYesNo. Cap'n Proto calls the message canonical; it is not what EncodeEvent
  // writes, and would give the same event a second hash.
  Event event;
  event.game = "g1";
  event.seq = 135;
  event.prev_hash[0] = 1;
  event.actor = Seat::kA;
  event.body = Decision(ChooseYesNo{true});
  const std::string bytes = EncodeEvent(event);
  ASSERT_TRUE(DecodeEvent(bytes).ok());
  bool refused_one = false;
  for (size_t i = 0; i < bytes.size(); ++i) {
    std::string changed = bytes;
    changed[i] = static_cast<char>(changed[i] ^ 0x10);
    Result<Event> decoded = DecodeEvent(changed);
    if (decoded.ok()) {
      EXPECT_EQ(EncodeEvent(*decoded), changed) << "byte " << i << " decodes to another event";
    } else {
      refused_one = true;
    }
  }
  EXPECT_TRUE(refused_one);
}

TEST(DecodeEvent, APointerLoopIsRefusedNotFollowed) {
  // The root is a struct of one pointer whose pointer points back at the struct itself: without
  // the nesting limit (kEventNestingLimit) a reader would recurse forever.
  const std::string loop = Words({0x0001'0000'0000'0000, 0x0001'0000'ffff'fffc});
  Result<Event> decoded = DecodeEvent(loop);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.status().code(), StatusCode::kCorruption);
}

TEST(DecodeEvent, AHugeListOfEmptyElementsIsRefusedByTheTraversalLimit) {
  // Two words that claim a list of 2^29 - 1 void elements: reading them costs nothing per element
  // in bytes, so only the traversal limit (kEventTraversalWordsPerWord) stops the walk.
  const std::string amplified = Words({0x0001'0000'0000'0000, 0xffff'fff8'0000'0001});
  Result<Event> decoded = DecodeEvent(amplified);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.status().code(), StatusCode::kCorruption);
  EXPECT_NE(decoded.status().message().find("stored event"), std::string::npos);
}

TEST(Hash, IsBlake2b256OfTheEncoding) {
  // Known-answer test: BLAKE2b-256 of the empty string.
  EXPECT_EQ(HashToHex(HashEncodedEvent("")),
            "0e5751c026e543b2e8ab2eb06099daa1d1e5df47778f7787faab45cdf12fe3a8");
  const std::string bytes = EncodeEvent(EveryEventKind()[0].event);
  EXPECT_EQ(HashEncodedEvent(bytes), HashEncodedEvent(bytes));
  EXPECT_NE(HashEncodedEvent(bytes), HashEncodedEvent(bytes + std::string(8, '\0')));
}

TEST(GameId, AllowsOnlyPortableCharacters) {
  EXPECT_TRUE(IsValidGameId("2026-shanghai.r3.t12_A"));
  EXPECT_FALSE(IsValidGameId(""));
  EXPECT_FALSE(IsValidGameId(std::string(65, 'g')));
  EXPECT_FALSE(IsValidGameId("a/b"));
  EXPECT_FALSE(IsValidGameId("游戏"));
}

}  // namespace
}  // namespace tcgjudge
