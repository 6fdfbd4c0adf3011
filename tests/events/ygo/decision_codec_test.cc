// Yu-Gi-Oh's decisions through the event codecs (events/ygo/decision_codec.cc): `nextPhase` keeps
// its encoding, and `nextPhaseExactly` (Y-36) round-trips through JSON and the binary form and is
// named by its own schema member wherever a kind is printed (log lines, JSON, the viewer).

#include <gtest/gtest.h>

#include "events/codec.h"
#include "events/event.h"
#include "events/ygo/decision.h"

namespace tcgjudge::ygo {
namespace {

Event PhaseEvent(NextPhase next) {
  Event event;
  event.game = "g";
  event.seq = 9;
  event.actor = Seat::kA;
  event.body = tcgjudge::Decision(Decision(next));
  return event;
}

TEST(YgoDecisionCodec, NextPhaseIsWrittenAsItAlwaysWas) {
  const Event event = PhaseEvent(NextPhase{Phase::kMain2});
  const std::string json = EventToJson(event);
  EXPECT_NE(json.find(R"({"ygo":{"nextPhase":"main2"}})"), std::string::npos) << json;
  EXPECT_EQ(json.find("Exactly"), std::string::npos) << "no byte for the form stored logs have";
  auto back = EventFromJson(json);
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  EXPECT_EQ(*back, event);
}

TEST(YgoDecisionCodec, NextPhaseExactlyRoundTripsThroughJsonAndBinary) {
  const Event event = PhaseEvent(NextPhase{Phase::kEnd, /*exact=*/true});
  const std::string json = EventToJson(event);
  EXPECT_NE(json.find(R"({"ygo":{"nextPhaseExactly":"end"}})"), std::string::npos) << json;
  auto from_json = EventFromJson(json);
  ASSERT_TRUE(from_json.ok()) << from_json.status().ToString();
  EXPECT_EQ(*from_json, event);
  const std::string bytes = EncodeEvent(event);
  auto from_bytes = DecodeEvent(bytes);
  ASSERT_TRUE(from_bytes.ok()) << from_bytes.status().ToString();
  EXPECT_EQ(*from_bytes, event);
  EXPECT_NE(bytes, EncodeEvent(PhaseEvent(NextPhase{Phase::kEnd})));
}

// Y-36: `log`, `log --json` and the viewer's timeline print EventKindName; each form is named by
// its schema member, so a reader of the log tells the two apart.
TEST(YgoDecisionCodec, EachPhaseChangeIsNamedByItsOwnSchemaMember) {
  EXPECT_EQ(EventKindName(PhaseEvent(NextPhase{Phase::kMain2})), "nextPhase");
  EXPECT_EQ(EventKindName(PhaseEvent(NextPhase{Phase::kMain2, /*exact=*/true})),
            "nextPhaseExactly");
  EXPECT_EQ(DecisionKindName(Decision(NextPhase{Phase::kEnd, /*exact=*/true})),
            "nextPhaseExactly");
}

}  // namespace
}  // namespace tcgjudge::ygo
