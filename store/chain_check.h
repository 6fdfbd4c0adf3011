// Verification of stored events and of a game's hash chain, shared by the EventLog
// implementations. Works on stored values in the keys.h layout (hash, then encoded event).

#ifndef TCGJUDGE_STORE_CHAIN_CHECK_H_
#define TCGJUDGE_STORE_CHAIN_CHECK_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "events/event.h"
#include "events/event_decoder.h"
#include "events/status.h"
#include "store/append_check.h"
#include "store/event_log.h"
#include "store/keys.h"

namespace tcgjudge {

// Decodes the stored value of `game`'s event `seq` and verifies it: the stored hash is the hash
// of the stored bytes, the bytes decode, the event carries this game and seq, it is a header iff
// seq is 1, and its prev_hash is `prev_hash` (the hash of event seq-1; all zero for seq 1).
// kCorruption "game '<game>' seq <seq>: <problem>" otherwise.
Result<StoredEvent> DecodeStoredEvent(std::string_view game, uint32_t seq, std::string_view value,
                                      const EventHash& prev_hash);

// The same, with the caller's decoder, into `*stored` (unspecified after a refusal): for a read
// of many events.
Status DecodeStoredEvent(std::string_view game, uint32_t seq, std::string_view value,
                         const EventHash& prev_hash, EventDecoder& decoder, StoredEvent* stored);

// Checks only that the stored hash of `game`'s event `seq` is the hash of its stored bytes, and
// returns it (the link the next event must carry). kCorruption naming the seq otherwise.
Result<EventHash> VerifiedStoredHash(std::string_view game, uint32_t seq, std::string_view value);

// The state an append to `game` continues from, given its games row and the stored values of its
// events 1 (the header) and row.event_count: kCorruption if event 1 does not verify or the row's
// last hash is not the stored, verified hash of event row.event_count. With `first_header`, the
// header that `first_value` was verified and decoded to before: it is not decoded again.
Result<StoredGameState> GameStateFromStored(std::string_view game, const GameRow& row,
                                            std::string_view first_value,
                                            std::string_view last_value,
                                            std::shared_ptr<const Header> first_header = nullptr);

// Walks one game's stored events in ascending seq order and reports the first bad seq. It never
// stops early: every event fed to it is checked (and counted in events_checked).
class ChainWalker {
 public:
  // `verified` (may be null; cleared): receives the decoded events before the first bad seq, as
  // known when Finish returns.
  ChainWalker(std::string game, std::vector<StoredEvent>* verified);

  // The number of events the walk expects (the games row's count), so that `verified` is sized
  // once; at most kMaxExpectedEvents are counted on (a damaged row may claim any number).
  void ExpectEvents(uint32_t count);
  static constexpr uint32_t kMaxExpectedEvents = 1 << 16;

  // The next stored event, in ascending seq order (as the events key order gives them).
  void Add(uint32_t seq, std::string_view value);

  // A key under the game's prefix that is not an event key of the game (reported at the seq after
  // the last one added).
  void AddMalformedKey(size_t key_size);

  // Ends the walk. `row` is the game's games row, nullopt if there is none. Also reports a row
  // whose count or last hash disagrees with the events walked.
  ChainReport Finish(const std::optional<GameRow>& row);

 private:
  void FinishReport(const std::optional<GameRow>& row);
  // Records `problem` at `seq` if no problem at a lower seq is known yet.
  void Report(uint32_t seq, std::string problem);

  std::string game_;
  uint32_t last_seq_ = 0;
  EventHash last_hash_{};  // Hash of the bytes of event last_seq_ (as computed, not as stored).
  std::optional<Header> header_;
  ChainReport report_;
  std::vector<StoredEvent>* verified_;
  EventDecoder decoder_;
  Event scratch_;  // The decoded event when it is not handed back.
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_STORE_CHAIN_CHECK_H_
