#include "store/chain_check.h"

#include <algorithm>
#include <utility>

#include "events/codec.h"
#include "events/game_check.h"
#include "events/hash.h"

namespace tcgjudge {
namespace {

std::string SeqText(std::string_view game, uint32_t seq) {
  return "game '" + std::string(game) + "' seq " + std::to_string(seq);
}

// Two hashes in hex for a message that says they differ: 16 digits each, or more when those are
// the same, up to the first digit where they differ.
std::pair<std::string, std::string> DifferingHex(const EventHash& a, const EventHash& b) {
  const std::string x = HashToHex(a);
  const std::string y = HashToHex(b);
  size_t digits = 16;
  while (digits < x.size() && x.compare(0, digits, y, 0, digits) == 0) ++digits;
  auto cut = [&](const std::string& hex) {
    return digits < hex.size() ? hex.substr(0, digits) + "..." : hex;
  };
  return {cut(x), cut(y)};
}

// Messages from the codec may quote stored bytes; keep every problem on one line.
std::string OneLine(std::string text) {
  for (char& c : text) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  return text;
}

struct Checked {
  std::string problem;                  // Empty: the event verifies.
  std::optional<EventHash> bytes_hash;  // Hash of the stored bytes, if the value splits.
  bool decoded = false;                 // Whether `*event` holds the event the bytes decode to.
};

// Checks the stored value of event `seq`, decoding it into `*event` with `decoder`; `header` (may
// be null) is the game's header, against which events after seq 1 are also checked.
Checked CheckStored(std::string_view game, uint32_t seq, std::string_view value,
                    const EventHash& prev_hash, const Header* header, EventDecoder& decoder,
                    Event* event) {
  Checked checked;
  Result<ParsedEventValue> parsed = ParseEventValue(value);
  if (!parsed.ok()) {
    checked.problem = parsed.status().message();
    return checked;
  }
  const EventHash bytes_hash = HashEncodedEvent(parsed->encoded);
  checked.bytes_hash = bytes_hash;
  if (bytes_hash != parsed->stored_hash) {
    const auto [stored, computed] = DifferingHex(parsed->stored_hash, bytes_hash);
    checked.problem = "stored bytes do not match their stored hash (stored " + stored +
                      ", the bytes hash to " + computed + ")";
    return checked;
  }
  Status decoded = decoder.Decode(parsed->encoded, event);
  if (!decoded.ok()) {
    checked.problem = OneLine(decoded.message());
    return checked;
  }
  checked.decoded = true;
  if (event->seq != seq) {
    checked.problem = "the stored event says it is seq " + std::to_string(event->seq);
  } else if (event->game != game) {
    checked.problem = "the stored event belongs to game '" + event->game + "'";
  } else if (seq == 1 && !IsHeader(*event)) {
    checked.problem = "header missing: seq 1 is a '" + std::string(EventKindName(*event)) +
                      "', not the game's header";
  } else if (seq != 1 && IsHeader(*event)) {
    checked.problem = "a second header (the header is seq 1)";
  } else if (event->prev_hash != prev_hash) {
    checked.problem = seq == 1
                          ? "prevHash of the first event is not all zero"
                          : "prevHash does not match the hash of seq " + std::to_string(seq - 1);
  } else if (header != nullptr && seq != 1) {
    Status fits = CheckEventAgainstHeader(*header, *event);
    if (!fits.ok()) checked.problem = "does not fit the game's header: " + fits.message();
  }
  return checked;
}

}  // namespace

Status DecodeStoredEvent(std::string_view game, uint32_t seq, std::string_view value,
                         const EventHash& prev_hash, EventDecoder& decoder, StoredEvent* stored) {
  Checked checked = CheckStored(game, seq, value, prev_hash, nullptr, decoder, &stored->event);
  if (!checked.problem.empty()) {
    return Status::Corruption(SeqText(game, seq) + ": " + checked.problem);
  }
  stored->hash = *checked.bytes_hash;
  return Status::Ok();
}

Result<StoredEvent> DecodeStoredEvent(std::string_view game, uint32_t seq, std::string_view value,
                                      const EventHash& prev_hash) {
  EventDecoder decoder;
  StoredEvent stored;
  TJ_RETURN_IF_ERROR(DecodeStoredEvent(game, seq, value, prev_hash, decoder, &stored));
  return stored;
}

Result<EventHash> VerifiedStoredHash(std::string_view game, uint32_t seq, std::string_view value) {
  Result<ParsedEventValue> parsed = ParseEventValue(value);
  if (!parsed.ok()) return parsed.status().WithContext(SeqText(game, seq));
  const EventHash bytes_hash = HashEncodedEvent(parsed->encoded);
  if (bytes_hash != parsed->stored_hash) {
    const auto [stored, computed] = DifferingHex(parsed->stored_hash, bytes_hash);
    return Status::Corruption(SeqText(game, seq) +
                              ": stored bytes do not match their stored hash (stored " + stored +
                              ", the bytes hash to " + computed + ")");
  }
  return bytes_hash;
}

Result<StoredGameState> GameStateFromStored(std::string_view game, const GameRow& row,
                                            std::string_view first_value,
                                            std::string_view last_value,
                                            std::shared_ptr<const Header> first_header) {
  TJ_CHECK(row.event_count > 0);
  if (first_header == nullptr) {
    TJ_ASSIGN_OR_RETURN(StoredEvent first, DecodeStoredEvent(game, 1, first_value, EventHash{}));
    first_header = std::make_shared<const Header>(std::get<Header>(std::move(first.event.body)));
  }
  TJ_ASSIGN_OR_RETURN(EventHash last_hash, VerifiedStoredHash(game, row.event_count, last_value));
  if (last_hash != row.last_hash) {
    const auto [in_row, of_event] = DifferingHex(row.last_hash, last_hash);
    return Status::Corruption("game '" + std::string(game) + "': the games row's last hash (" +
                              in_row + ") is not the hash of seq " +
                              std::to_string(row.event_count) + " (" + of_event + ")");
  }
  StoredGameState state;
  state.event_count = row.event_count;
  state.last_hash = row.last_hash;
  state.header = std::move(first_header);
  return state;
}

ChainWalker::ChainWalker(std::string game, std::vector<StoredEvent>* verified)
    : game_(std::move(game)), verified_(verified) {
  if (verified_ != nullptr) verified_->clear();
}

void ChainWalker::Report(uint32_t seq, std::string problem) {
  if (report_.first_bad_seq && *report_.first_bad_seq <= seq) return;
  report_.first_bad_seq = seq;
  report_.problem = std::move(problem);
}

void ChainWalker::Add(uint32_t seq, std::string_view value) {
  ++report_.events_checked;
  if (seq != last_seq_ + 1) {
    if (last_seq_ == 0) {
      Report(1, "header missing: seq 1 is not stored (the first stored event is seq " +
                    std::to_string(seq) + ")");
    } else {
      Report(last_seq_ + 1, "seq " + std::to_string(last_seq_ + 1) +
                                " is missing (a gap: the next stored event is seq " +
                                std::to_string(seq) + ")");
    }
  }
  // Decoded straight into the vector it is handed back in while the chain verifies so far.
  const bool keep = verified_ != nullptr && report_.ok();
  Event* event = keep ? &verified_->emplace_back().event : &scratch_;
  const Header* header = header_ ? &*header_ : nullptr;
  Checked checked = CheckStored(game_, seq, value, last_hash_, header, decoder_, event);
  if (!checked.problem.empty()) Report(seq, checked.problem);
  if (seq == 1 && checked.decoded && IsHeader(*event)) header_ = std::get<Header>(event->body);
  if (keep) {
    if (report_.ok()) {
      verified_->back().hash = *checked.bytes_hash;
    } else {
      verified_->pop_back();
    }
  }
  // The next event must link to what these bytes are; if they do not split, nothing can link.
  last_hash_ = checked.bytes_hash.value_or(EventHash{});
  last_seq_ = seq;
}

void ChainWalker::ExpectEvents(uint32_t count) {
  if (verified_ != nullptr) verified_->reserve(std::min(count, kMaxExpectedEvents));
}

void ChainWalker::AddMalformedKey(size_t key_size) {
  ++report_.events_checked;
  Report(last_seq_ + 1, "a stored key of " + std::to_string(key_size) + " bytes after seq " +
                            std::to_string(last_seq_) + " is not an event key of this game");
}

ChainReport ChainWalker::Finish(const std::optional<GameRow>& row) {
  FinishReport(row);
  // The row may name an earlier bad seq than the events did (it counts fewer of them).
  if (verified_ != nullptr && report_.first_bad_seq) {
    std::erase_if(*verified_,
                  [&](const StoredEvent& e) { return e.event.seq >= *report_.first_bad_seq; });
  }
  return report_;
}

void ChainWalker::FinishReport(const std::optional<GameRow>& row) {
  if (!row) {
    Report(1, "the game has stored events but no row in the 'games' column family");
    return;
  }
  if (row->event_count > last_seq_) {
    Report(last_seq_ + 1, "seq " + std::to_string(last_seq_ + 1) +
                              " is missing: the games row says the game has " +
                              std::to_string(row->event_count) +
                              " events, the last stored is seq " + std::to_string(last_seq_));
  } else if (row->event_count < last_seq_) {
    Report(row->event_count + 1, "seq " + std::to_string(row->event_count + 1) +
                                     " is stored but the games row says the game has " +
                                     std::to_string(row->event_count) + " events");
  } else if (row->last_hash != last_hash_) {
    const auto [in_row, of_event] = DifferingHex(row->last_hash, last_hash_);
    Report(last_seq_, "the games row's last hash (" + in_row + ") is not the hash of seq " +
                          std::to_string(last_seq_) + " (" + of_event + ")");
  }
}

}  // namespace tcgjudge
