// RenameGame: one log stored under another id, as tests and benchmarks store a game again.

#include "events/game_rename.h"

#include <gtest/gtest.h>

#include "tests/events/sample_events.h"

namespace tcgjudge {
namespace {

std::vector<Event> EveryKind() {
  std::vector<Event> events;
  for (const testing::NamedEvent& named : testing::EveryEventKind()) {
    Event event = named.event;
    event.prev_hash[0] = 0x5a;  // Linked, as a stored log is.
    event.state_hash = 0x1234;
    event.state_key = 0x5678;
    events.push_back(std::move(event));
  }
  return events;
}

TEST(RenameGame, MovesEveryEventAndTheHeaderToTheNewIdAndUnlinksThem) {
  const std::vector<Event> events = EveryKind();
  const std::vector<Event> renamed = RenameGame(events, "again-1");
  ASSERT_EQ(renamed.size(), events.size());
  bool header = false;
  for (size_t i = 0; i < renamed.size(); ++i) {
    EXPECT_EQ(renamed[i].game, "again-1");
    EXPECT_EQ(renamed[i].prev_hash, EventHash{});
    EXPECT_EQ(renamed[i].state_hash, events[i].state_hash);  // kKeep.
    EXPECT_EQ(renamed[i].state_key, events[i].state_key);
    EXPECT_EQ(renamed[i].seq, events[i].seq);
    if (const auto* h = std::get_if<Header>(&renamed[i].body)) {
      header = true;
      EXPECT_EQ(h->game_id, "again-1");
    } else {
      EXPECT_EQ(renamed[i].body, events[i].body);
    }
  }
  EXPECT_TRUE(header);
}

TEST(RenameGame, DropsTheRecordedStateHashesAndKeysWhenAsked) {
  for (const Event& event : RenameGame(EveryKind(), "again-2", StateHashes::kDrop)) {
    EXPECT_FALSE(event.state_hash.has_value()) << "seq " << event.seq;
    EXPECT_FALSE(event.state_key.has_value()) << "seq " << event.seq;
  }
}

}  // namespace
}  // namespace tcgjudge
