// EventEncoder and EventDecoder keep their memory from one event to the next; they must write and
// read exactly what the reference (a new message and Cap'n Proto's canonicalize per event,
// codec.h ReferenceEncodeEvent / ReferenceDecodeEvent) writes and reads: the same bytes, the same
// events, and for bytes that are not an event, the same refusal with the same message. The
// stored_event fuzz target holds them to the reference on arbitrary bytes as well.

#include <gtest/gtest.h>

#include "events/codec.h"
#include "events/event_decoder.h"
#include "events/event_encoder.h"
#include "tests/events/sample_events.h"

namespace tcgjudge {
namespace {

using testing::EveryEventKind;

// Every kind, then a header of two 950-card decks (the coders' buffers grow), then every kind
// again (they are reused at their grown size).
std::vector<Event> EventsInTurn() {
  std::vector<Event> events;
  for (const auto& named : EveryEventKind()) events.push_back(named.event);
  Event big = EveryEventKind().front().event;
  for (Player& player : std::get<Header>(big.body).players) {
    const std::vector<std::string> deck = player.deck;
    for (int i = 0; i < 18; ++i) player.deck.insert(player.deck.end(), deck.begin(), deck.end());
  }
  events.push_back(big);
  for (const auto& named : EveryEventKind()) events.push_back(named.event);
  return events;
}

// The decoder's answer for `bytes` is the reference's: the same event, or the same Status.
void ExpectSameAnswer(EventDecoder& decoder, Event& into, const std::string& bytes,
                      const std::string& what) {
  const Result<Event> reference = ReferenceDecodeEvent(bytes);
  const Status status = decoder.Decode(bytes, &into);
  ASSERT_EQ(status.ok(), reference.ok())
      << what << ": " << status.ToString() << " / " << reference.status().ToString();
  if (status.ok()) {
    EXPECT_EQ(into, *reference) << what;
  } else {
    EXPECT_EQ(status.code(), reference.status().code()) << what;
    EXPECT_EQ(status.message(), reference.status().message()) << what;
  }
}

TEST(EventEncoder, WritesTheReferenceBytesForEveryKindWhileReused) {
  EventEncoder encoder;
  for (const Event& event : EventsInTurn()) {
    const std::string expected = ReferenceEncodeEvent(event);
    EXPECT_EQ(std::string(encoder.Encode(event)), expected) << EventKindName(event);
    EXPECT_EQ(EncodeEvent(event), expected) << EventKindName(event);
  }
}

TEST(EventDecoder, ReadsEveryKindAsTheReferenceDoesIntoAReusedEvent) {
  EventDecoder decoder;
  Event into;  // Holds the event before: the decoder must leave nothing of it.
  for (const Event& event : EventsInTurn()) {
    const std::string bytes = ReferenceEncodeEvent(event);
    ASSERT_TRUE(decoder.Decode(bytes, &into).ok()) << EventKindName(event);
    EXPECT_EQ(into, event);
    ExpectSameAnswer(decoder, into, bytes, std::string(EventKindName(event)));
  }
}

TEST(EventDecoder, RefusesEveryAlteredByteAsTheReferenceDoes) {
  // Each byte of each kind's bytes changed in two ways: the refusals (not canonical, bits no field
  // carries, bad shapes, pointers out of bounds) and their messages must be the reference's.
  EventDecoder decoder;
  Event into;
  for (const Event& event : EventsInTurn()) {
    const std::string bytes = ReferenceEncodeEvent(event);
    if (bytes.size() > 2048) continue;  // The big header: its bytes are texts like the others'.
    for (size_t i = 0; i < bytes.size(); ++i) {
      for (uint8_t flip : {uint8_t{0x01}, uint8_t{0xff}}) {
        std::string changed = bytes;
        changed[i] = static_cast<char>(changed[i] ^ flip);
        ExpectSameAnswer(decoder, into, changed,
                         std::string(EventKindName(event)) + " byte " + std::to_string(i));
      }
    }
    ExpectSameAnswer(decoder, into, bytes.substr(0, bytes.size() - 8), "truncated");
    ExpectSameAnswer(decoder, into, bytes + std::string(8, '\0'), "a word appended");
  }
  for (const std::string bytes : {std::string(), std::string("abc"), std::string(64, '\xff')}) {
    ExpectSameAnswer(decoder, into, bytes, "not an event");
  }
}

TEST(EventDecoder, MeetsTheTraversalLimitWhereTheReferenceDoes) {
  // Rule options with neither name nor value encode as list elements of no words: reading them
  // costs traversal budget (a word each, for every read of the list, the canonical check's
  // included) but no bytes. Somewhere between none and a few hundred of them the reads pass
  // kEventTraversalWordsPerWord per word of input. The decoder reads first without the canonical
  // check, with half the budget, and decodes in the reference's order whatever that does not
  // accept: both must refuse from the same count on.
  EventDecoder decoder;
  Event into;
  bool accepted = false, refused = false;
  for (int count = 0; count <= 300; ++count) {
    Header header;
    header.ruleset = "zero";
    header.game_id = "g1";
    header.players = {Player{"A", "", {"X"}, {}, {}, {}}, Player{"B", "", {"X"}, {}, {}, {}}};
    header.options.assign(static_cast<size_t>(count), RuleOption{});
    Event event;
    event.game = "g1";
    event.seq = 1;
    event.actor = TableActor{};
    event.body = header;
    const std::string bytes = ReferenceEncodeEvent(event);
    ExpectSameAnswer(decoder, into, bytes, std::to_string(count) + " empty options");
    (ReferenceDecodeEvent(bytes).ok() ? accepted : refused) = true;
  }
  EXPECT_TRUE(accepted);
  EXPECT_TRUE(refused) << "the traversal limit was never reached: count further";
}

}  // namespace
}  // namespace tcgjudge
