// Judge events carry an optional Ed25519 signature and any event an optional recorded state
// hash and state key (events/log.capnp fields 9, 10 and 11). All round-trip through the canonical
// encoding and the JSON form, logs without them encode exactly as before, and a signature covers
// every other field of the event.

#include "events/signature.h"

#include <gtest/gtest.h>

#include "events/codec.h"
#include "events/hash.h"
#include "tests/events/sample_events.h"

namespace tcgjudge {
namespace {

Event JudgeRuling() {
  Event e;
  e.game = "g1";
  e.seq = 7;
  e.time = "2026-11-21T14:03:00Z";
  e.prev_hash.fill(0x42);
  e.actor = JudgeActor{"J-0815"};
  e.body = JudgeAction{{"902(1)"}, "The play stands.", Ruling{}};
  return e;
}

Event PlayerPass() {
  Event e;
  e.game = "g1";
  e.seq = 8;
  e.prev_hash.fill(0x17);
  e.actor = Seat::kB;
  e.body = Decision{PassPriority{}};
  return e;
}

TEST(StateHashField, RoundTripsThroughBothForms) {
  Event e = PlayerPass();
  e.state_hash = 0x0123456789abcdefULL;
  auto decoded = DecodeEvent(EncodeEvent(e));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(decoded.value(), e);
  const std::string json = EventToJson(e);
  EXPECT_NE(json.find("\"stateHash\":\"0123456789abcdef\""), std::string::npos) << json;
  auto parsed = EventFromJson(json);
  ASSERT_TRUE(parsed.ok()) << parsed.status().ToString();
  EXPECT_EQ(parsed.value(), e);
}

TEST(StateHashField, ZeroIsAValueNotAbsence) {
  Event e = PlayerPass();
  e.state_hash = 0;
  auto decoded = DecodeEvent(EncodeEvent(e));
  ASSERT_TRUE(decoded.ok());
  ASSERT_TRUE(decoded->state_hash.has_value());
  EXPECT_EQ(*decoded->state_hash, 0u);
}

TEST(StateHashField, AWrongLengthIsRefusedNamingTheField) {
  std::string json = EventToJson(PlayerPass());
  json.insert(json.size() - 1, ",\"stateHash\":\"0123\"");
  auto parsed = EventFromJson(json);
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(parsed.status().message().find("stateHash"), std::string::npos)
      << parsed.status().message();
}

TEST(StateKeyField, RoundTripsThroughBothFormsBesideAStateHash) {
  for (bool with_hash : {false, true}) {
    Event e = PlayerPass();
    e.state_key = 0xfedcba9876543210ULL;
    if (with_hash) e.state_hash = 0x0123456789abcdefULL;
    const std::string bytes = EncodeEvent(e);
    auto decoded = DecodeEvent(bytes);
    ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
    EXPECT_EQ(decoded.value(), e);
    const std::string json = EventToJson(e);
    EXPECT_NE(json.find("\"stateKey\":\"fedcba9876543210\""), std::string::npos) << json;
    EXPECT_EQ(json.find("\"stateHash\"") != std::string::npos, with_hash) << json;
    auto parsed = EventFromJson(json);
    ASSERT_TRUE(parsed.ok()) << parsed.status().ToString();
    EXPECT_EQ(parsed.value(), e);
    EXPECT_EQ(EventToJson(parsed.value()), json) << "the JSON form round-trips byte for byte";
    EXPECT_EQ(EncodeEvent(parsed.value()), bytes);
  }
}

TEST(StateKeyField, IsADifferentFieldFromTheStateHash) {
  Event keyed = PlayerPass();
  keyed.state_key = 7;
  Event hashed = PlayerPass();
  hashed.state_hash = 7;
  EXPECT_NE(EncodeEvent(keyed), EncodeEvent(hashed));
  auto decoded = DecodeEvent(EncodeEvent(keyed));
  ASSERT_TRUE(decoded.ok());
  EXPECT_FALSE(decoded->state_hash.has_value());
  ASSERT_TRUE(decoded->state_key.has_value());
  EXPECT_EQ(*decoded->state_key, 7u);
}

TEST(StateKeyField, AWrongLengthIsRefusedNamingTheField) {
  std::string json = EventToJson(PlayerPass());
  json.insert(json.size() - 1, ",\"stateKey\":\"01234567\"");
  auto parsed = EventFromJson(json);
  ASSERT_FALSE(parsed.ok());
  EXPECT_NE(parsed.status().message().find("stateKey"), std::string::npos)
      << parsed.status().message();
}

TEST(NewFields, LeaveTheEncodingOfOldEventsUnchanged) {
  // Unset, the new fields add no byte: every event stored before them keeps its hash.
  for (const testing::NamedEvent& named : testing::EveryEventKind()) {
    const std::string bytes = EncodeEvent(named.event);
    Event with = named.event;
    with.state_hash = 1;
    EXPECT_NE(EncodeEvent(with), bytes) << named.name;
    Event keyed = named.event;
    keyed.state_key = 1;
    EXPECT_NE(EncodeEvent(keyed), bytes) << named.name;
    EXPECT_EQ(EventToJson(named.event).find("stateHash"), std::string::npos) << named.name;
    EXPECT_EQ(EventToJson(named.event).find("stateKey"), std::string::npos) << named.name;
    EXPECT_EQ(EventToJson(named.event).find("signature"), std::string::npos) << named.name;
  }
}

TEST(Signature, OfAJudgeEventVerifiesAndRoundTrips) {
  const KeyPair pair = GenerateKeyPair();
  Event e = JudgeRuling();
  e.state_hash = 99;
  SignEvent(&e, pair.secret_key);
  ASSERT_TRUE(e.signature.has_value());
  EXPECT_EQ(e.signature->public_key, pair.public_key);
  EXPECT_TRUE(SignatureVerifies(e));
  auto decoded = DecodeEvent(EncodeEvent(e));
  ASSERT_TRUE(decoded.ok()) << decoded.status().ToString();
  EXPECT_EQ(decoded.value(), e);
  EXPECT_TRUE(SignatureVerifies(decoded.value()));
  auto parsed = EventFromJson(EventToJson(e));
  ASSERT_TRUE(parsed.ok()) << parsed.status().ToString();
  EXPECT_TRUE(SignatureVerifies(parsed.value()));
}

TEST(Signature, CoversEveryOtherField) {
  const KeyPair pair = GenerateKeyPair();
  Event signed_event = JudgeRuling();
  signed_event.state_hash = 5;
  signed_event.state_key = 9;
  SignEvent(&signed_event, pair.secret_key);
  std::vector<std::pair<std::string, Event>> changed;
  auto change = [&](const std::string& what, auto&& edit) {
    Event e = signed_event;
    edit(e);
    changed.emplace_back(what, e);
  };
  change("seq", [](Event& e) { e.seq = 8; });
  change("time", [](Event& e) { e.time = "2026-11-21T14:03:01Z"; });
  change("prevHash", [](Event& e) { e.prev_hash[31] ^= 1; });
  change("judge", [](Event& e) { e.actor = JudgeActor{"J-0816"}; });
  change("text", [](Event& e) { std::get<JudgeAction>(e.body).text = "The play is reversed."; });
  change("rules", [](Event& e) { std::get<JudgeAction>(e.body).rules.push_back("318(1)"); });
  change("kind", [](Event& e) { std::get<JudgeAction>(e.body).action = Note{}; });
  change("stateHash", [](Event& e) { e.state_hash = 6; });
  change("no stateHash", [](Event& e) { e.state_hash.reset(); });
  change("stateKey", [](Event& e) { e.state_key = 10; });
  change("no stateKey", [](Event& e) { e.state_key.reset(); });
  change("signature byte", [](Event& e) { e.signature->value[10] ^= 0x80; });
  change("another key", [](Event& e) { e.signature->public_key = GenerateKeyPair().public_key; });
  for (const auto& [what, e] : changed) EXPECT_FALSE(SignatureVerifies(e)) << what;
}

TEST(Signature, AnUnsignedEventDoesNotVerify) { EXPECT_FALSE(SignatureVerifies(JudgeRuling())); }

TEST(Signature, OnlyJudgeEventsMayCarryOne) {
  const KeyPair pair = GenerateKeyPair();
  Event e = PlayerPass();
  SignEvent(&e, pair.secret_key);
  Status shape = ValidateEventShape(e);
  ASSERT_FALSE(shape.ok());
  EXPECT_NE(shape.message().find("only judge events carry a signature"), std::string::npos)
      << shape.message();
  EXPECT_FALSE(EventFromJson(EventToJson(e)).ok());
}

TEST(Signature, SignedBytesStartWithTheDomainAndLeaveTheSignatureOut) {
  Event e = JudgeRuling();
  const std::string unsigned_bytes = SignedBytes(e);
  SignEvent(&e, GenerateKeyPair().secret_key);
  EXPECT_EQ(SignedBytes(e), unsigned_bytes);
  EXPECT_EQ(unsigned_bytes.substr(0, 28), std::string("tcgjudge event signature v1\0", 28));
  EXPECT_EQ(unsigned_bytes.substr(28), EncodeEvent(JudgeRuling()));
}

TEST(SecretKey, HalvesAgreeForAGeneratedKeyOnly) {
  KeyPair pair = GenerateKeyPair();
  EXPECT_TRUE(SecretKeyHalvesAgree(pair.secret_key));
  EXPECT_EQ(PublicKeyOf(pair.secret_key), pair.public_key);
  pair.secret_key[40] ^= 1;  // The public half.
  EXPECT_FALSE(SecretKeyHalvesAgree(pair.secret_key));
}

}  // namespace
}  // namespace tcgjudge
