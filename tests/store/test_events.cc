#include "tests/store/test_events.h"

#include <cstdio>
#include <utility>

#include "events/game_rename.h"
#include "events/jsonl.h"
#include "tests/events/sample_events.h"

namespace tcgjudge::testing {

Header TestHeader(const std::string& game) {
  Header header;
  header.ruleset = "zero";
  header.ruleset_version = "2013-02-01";
  header.game_id = game;
  header.tournament = "Store test cup";
  header.round = 1;
  header.table = 7;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    Player player;
    player.name = seat == 0 ? "Alice" : "Bob";
    player.player_id = seat == 0 ? "ZD-0001" : "ZD-0002";
    for (int i = 1; i <= kTestDeckSize; ++i) {
      char code[16];
      std::snprintf(code, sizeof(code), "BP02-%03d", i);
      player.deck.push_back(code);
    }
    header.players.push_back(std::move(player));
  }
  header.first_player = Seat::kA;
  return header;
}

Event HeaderEvent(const std::string& game) {
  Event event;
  event.game = game;
  event.seq = 1;
  event.time = "2026-11-21T14:00:00Z";
  event.actor = TableActor{};
  event.body = TestHeader(game);
  return event;
}

Event PassEvent(const std::string& game, uint32_t seq, Seat seat) {
  Event event;
  event.game = game;
  event.seq = seq;
  event.actor = seat;
  event.body = Decision(PassPriority{});
  return event;
}

Event PlayCardEvent(const std::string& game, uint32_t seq, Seat seat, uint16_t index) {
  Event event;
  event.game = game;
  event.seq = seq;
  event.time = "2026-11-21T14:05:30.25Z";
  event.actor = seat;
  PlayCard play;
  play.card = CardId{seat, index};
  if (index < kTestDeckSize) play.payment.tap = {CardId{seat, static_cast<uint16_t>(index + 1)}};
  play.targets = {OtherSeat(seat)};
  event.body = Decision(std::move(play));
  return event;
}

Event DecisionAt(const std::string& game, uint32_t seq) {
  const Seat seat = seq % 4 < 2 ? Seat::kA : Seat::kB;
  if (seq % 2 == 0) return PassEvent(game, seq, seat);
  return PlayCardEvent(game, seq, seat, static_cast<uint16_t>(1 + seq % kTestDeckSize));
}

std::vector<Event> LogEvents(const std::string& game, uint32_t first_seq, uint32_t count) {
  std::vector<Event> events;
  for (uint32_t seq = first_seq; seq < first_seq + count; ++seq) {
    events.push_back(seq == 1 ? HeaderEvent(game) : DecisionAt(game, seq));
  }
  return events;
}

uint32_t ImportBatchSize(uint32_t first_seq) {
  return 1 + ((first_seq * 2654435761u) >> 7) % kMaxImportBatch;
}

std::string LogJsonLines(const std::string& game, uint32_t first_seq, uint32_t count) {
  return ToJsonLines(LogEvents(game, first_seq, count));
}

AppendRequest LogAppend(const std::string& game, uint32_t first_seq, uint32_t count) {
  return AppendRequest{game, first_seq, LogEvents(game, first_seq, count)};
}

std::vector<Event> EveryKindLog(const std::string& game) {
  std::vector<Event> events;
  for (const NamedEvent& named : EveryEventKind()) events.push_back(named.event);
  return RenameGame(events, game);
}

Event WithoutPrevHash(Event event) {
  event.prev_hash = {};
  return event;
}

}  // namespace tcgjudge::testing
