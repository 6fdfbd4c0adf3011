#include "store/append_check.h"

#include <algorithm>
#include <set>
#include <utility>

#include "events/codec.h"
#include "events/event_encoder.h"
#include "events/game_check.h"
#include "events/hash.h"
#include "events/signature.h"
#include "events/text_check.h"

namespace tcgjudge {
namespace {

std::string GameText(const std::string& game) { return "game '" + game + "'"; }

std::string SeqText(const std::string& game, uint32_t seq) {
  return GameText(game) + " seq " + std::to_string(seq);
}

// A signed event must verify, as it will be stored (with `prev_hash`), against the key it names:
// one that does not would be an integrity failure of its game forever (docs/security.md).
Status CheckSignatureAsStored(const Event& event, const EventHash& prev_hash) {
  if (!event.signature) return Status::Ok();
  bool verifies = false;
  if (event.prev_hash == prev_hash) {
    verifies = SignatureVerifies(event);
  } else {
    Event linked = event;  // The store fills in the link: the signature must cover it.
    linked.prev_hash = prev_hash;
    verifies = SignatureVerifies(linked);
  }
  if (verifies) return Status::Ok();
  return Status::InvalidInput(
      "signature: does not verify against the public key the event names (the event was changed "
      "after it was signed, it was signed before its prevHash was set, or the signature is not "
      "this event's); a judge event is stored signed only with its own valid signature");
}

}  // namespace

Status StaleAppendStatus(const std::string& game, uint32_t count, uint32_t expected_next_seq) {
  std::string message;
  if (count == 0) {
    message = GameText(game) + " has 0 events (it does not exist yet); this append expected to " +
              "write seq " + std::to_string(expected_next_seq) + ", but a new game starts at seq 1";
  } else if (expected_next_seq <= count) {
    message = GameText(game) + " has " + std::to_string(count) +
              " events; this append expected to write seq " + std::to_string(expected_next_seq) +
              " (another writer got there first?)";
  } else {
    message = GameText(game) + " has " + std::to_string(count) +
              " events; this append expected to write seq " + std::to_string(expected_next_seq) +
              ", but the next seq is " + std::to_string(count + 1);
  }
  return Status::Conflict(message + " — nothing was written");
}

namespace {

// Checks one request against `state` and prepares its bytes.
Result<PreparedAppend> CheckRequest(const AppendRequest& request, const StoredGameState& state,
                                    EventEncoder& encoder) {
  const std::string& game = request.game;
  if (request.expected_next_seq != static_cast<uint64_t>(state.event_count) + 1) {
    return StaleAppendStatus(game, state.event_count, request.expected_next_seq);
  }
  if (static_cast<uint64_t>(state.event_count) + request.events.size() > UINT32_MAX) {
    return Status::InvalidInput(GameText(game) + ": the append would exceed " +
                                std::to_string(UINT32_MAX) + " events");
  }
  TJ_CHECK(state.event_count == 0 || state.header != nullptr);

  PreparedAppend prepared;
  prepared.game = game;
  prepared.base_count = state.event_count;
  prepared.base_hash = state.last_hash;
  prepared.events.reserve(request.events.size());
  const Header* header = state.header.get();
  EventHash prev_hash = state.event_count == 0 ? EventHash{} : state.last_hash;

  for (size_t i = 0; i < request.events.size(); ++i) {
    const Event& event = request.events[i];
    const uint32_t seq = request.expected_next_seq + static_cast<uint32_t>(i);
    if (event.seq != seq) {
      return Status::InvalidInput(
          SeqText(game, seq) + ": event " + std::to_string(i + 1) + " of the request has seq " +
          std::to_string(event.seq) + " (the events of a request must be numbered " +
          std::to_string(request.expected_next_seq) + ", " +
          std::to_string(request.expected_next_seq + 1) + ", ... without gaps)");
    }
    TJ_ASSIGN_OR_RETURN(PreparedEvent out,
                        PrepareEvent(game, seq, event, &header, prev_hash, encoder));
    prev_hash = out.hash;
    prepared.events.push_back(std::move(out));
  }
  prepared.row.event_count = state.event_count + static_cast<uint32_t>(request.events.size());
  prepared.row.last_hash = prev_hash;
  return prepared;
}

}  // namespace

Result<PreparedEvent> PrepareEvent(const std::string& game, uint32_t seq, const Event& event,
                                   const Header** header, const EventHash& prev_hash,
                                   EventEncoder& encoder) {
  if (event.game != game) {
    return Status::InvalidInput(SeqText(game, seq) + ": the event belongs to game '" + event.game +
                                "', not to the game of its request");
  }
  // The context of a refusal is written only for one (every event passes here).
  if (Status shape = ValidateEventShape(event); !shape.ok()) {
    return shape.WithContext(SeqText(game, seq));
  }
  if (Status text = CheckEventText(event); !text.ok()) return text.WithContext(SeqText(game, seq));
  if (Status once = CheckNothingSaidTwice(event); !once.ok()) {
    return once.WithContext(SeqText(game, seq));
  }
  if (*header == nullptr) {
    // A new game: its first event must be its header (ValidateEventShape has checked that the
    // header is at seq 1 and names this game).
    const auto* new_header = std::get_if<Header>(&event.body);
    if (new_header == nullptr) {
      return Status::InvalidInput(GameText(game) +
                                  " does not exist yet: its first event (seq 1) must be its "
                                  "header, not '" +
                                  std::string(EventKindName(event)) + "'");
    }
    *header = new_header;
  } else {
    if (Status fits = CheckEventAgainstHeader(**header, event); !fits.ok()) {
      return fits.WithContext(SeqText(game, seq));
    }
  }
  // An all-zero prev_hash is filled in: every event is stored with `prev_hash`, its link.
  if (!IsZeroHash(event.prev_hash)) {
    if (seq == 1) {
      return Status::InvalidInput(SeqText(game, seq) +
                                  ": prevHash must be all zero for the first event of a game");
    }
    if (event.prev_hash != prev_hash) {
      return Status::InvalidInput(SeqText(game, seq) +
                                  ": prevHash does not match the hash of event " +
                                  std::to_string(seq - 1) + ": event " + std::to_string(seq - 1) +
                                  " is not the one this event was written after (it was changed, "
                                  "or this prevHash was)");
    }
  }
  if (Status signed_ = CheckSignatureAsStored(event, prev_hash); !signed_.ok()) {
    return signed_.WithContext(SeqText(game, seq));
  }
  PreparedEvent out;
  out.seq = seq;
  out.encoded = encoder.Encode(event, prev_hash);
  out.hash = HashEncodedEvent(out.encoded);
  return out;
}

Status CheckUnchanged(const PreparedAppend& append, uint32_t count, const EventHash& last_hash) {
  if (count == append.base_count && last_hash == append.base_hash) return Status::Ok();
  if (count != append.base_count)
    return StaleAppendStatus(append.game, count, append.base_count + 1);
  return Status::Conflict(GameText(append.game) + ": its event " + std::to_string(count) +
                          " is not the one this append was checked against — nothing was "
                          "written");
}

bool IsZeroHash(const EventHash& hash) {
  return std::all_of(hash.begin(), hash.end(), [](uint8_t b) { return b == 0; });
}

Result<std::vector<PreparedAppend>> CheckAppend(std::span<const AppendRequest> requests,
                                                const GameStateLookup& lookup) {
  std::set<std::string> games;
  for (const AppendRequest& request : requests) {
    if (!IsValidGameId(request.game)) {
      return Status::InvalidInput("game '" + request.game +
                                  "' is not a game id (1-64 characters of A-Z a-z 0-9 . _ -)");
    }
    if (!games.insert(request.game).second) {
      return Status::InvalidInput(GameText(request.game) +
                                  " has two requests in one append; put all its events in one "
                                  "request");
    }
    if (request.events.empty()) {
      return Status::InvalidInput(GameText(request.game) + ": the append request has no events");
    }
  }
  std::vector<PreparedAppend> prepared;
  prepared.reserve(requests.size());
  EventEncoder encoder;  // One for all the events: it keeps its memory between them.
  for (const AppendRequest& request : requests) {
    TJ_ASSIGN_OR_RETURN(StoredGameState state, lookup(request.game));
    TJ_ASSIGN_OR_RETURN(PreparedAppend one, CheckRequest(request, state, encoder));
    prepared.push_back(std::move(one));
  }
  return prepared;
}

}  // namespace tcgjudge
