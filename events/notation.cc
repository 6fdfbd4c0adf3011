// The notation's header tags and the writing of a whole game (events/notation.h); the actions'
// words are notation_schema.cc's.

#include "events/notation.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <string>
#include <utility>

namespace tcgjudge {
namespace {

std::string Lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The tag names of a seat's fields: "PlayerA", "DeckA", ...; the seat from the last letter.
struct SeatTag {
  std::string base;  // Lower case: "player", "deck", "extradeck", "sidedeck", "outsidedeck",
                     // "decklist".
  Seat seat = Seat::kA;
};

std::optional<SeatTag> SplitSeatTag(const std::string& lower) {
  if (lower.size() < 2) return std::nullopt;
  const char last = lower.back();
  if (last != 'a' && last != 'b') return std::nullopt;
  SeatTag tag{lower.substr(0, lower.size() - 1), last == 'a' ? Seat::kA : Seat::kB};
  static const char* const kBases[] = {"player",   "deck",        "extradeck",
                                       "sidedeck", "outsidedeck", "decklist"};
  for (const char* base : kBases) {
    if (tag.base == base) return tag;
  }
  return std::nullopt;
}

class TagReader {
 public:
  TagReader(std::string_view source, const NotationDecklistReader& read_decklist)
      : source_(source), read_decklist_(read_decklist) {}

  Result<Event> Read(std::span<const NotationTag> tags) {
    Event event;
    event.seq = 1;
    event.actor = TableActor{};
    Header header;
    header.players.resize(2);
    std::map<std::string, NotationPlace> seen;
    // Decklists first, so that a PlayerA tag may name the player whatever the list says.
    for (const NotationTag& tag : tags) {
      const std::string lower = Lower(tag.name);
      if (lower != "option" && !seen.emplace(lower, tag.place).second) {
        return Error(tag.place, "tag [" + tag.name + "] is given twice (line " +
                                    std::to_string(seen[lower].line) + ")");
      }
      std::optional<SeatTag> seat_tag = SplitSeatTag(lower);
      if (seat_tag.has_value() && seat_tag->base == "decklist") {
        TJ_ASSIGN_OR_RETURN(std::string path, One(tag));
        if (!read_decklist_) {
          return Error(tag.place, "[" + tag.name + "]: a decklist file is read only on import");
        }
        Result<Player> player = read_decklist_(path);
        if (!player.ok()) return Error(tag.place, player.status().message());
        header.players[SeatIndex(seat_tag->seat)] = std::move(player).value();
        decklist_[SeatIndex(seat_tag->seat)] = true;
      }
    }
    for (const NotationTag& tag : tags) {
      TJ_RETURN_IF_ERROR(Apply(tag, header, event));
    }
    for (const char* required : {"ruleset", "game"}) {
      if (seen.count(required) == 0) {
        return Status::InvalidInput(std::string(source_) + ": no [" +
                                    (std::string(required) == "game" ? "Game" : "Ruleset") +
                                    "] tag: a notation file begins with its tags");
      }
    }
    event.game = header.game_id;
    event.body = std::move(header);
    return event;
  }

 private:
  Status Error(const NotationPlace& place, std::string_view message) const {
    return NotationError(source_, place, message);
  }

  Result<std::string> One(const NotationTag& tag) const {
    if (tag.values.size() != 1) {
      return Error(tag.place, "[" + tag.name + "] takes one value");
    }
    return tag.values[0].text;
  }

  Result<uint64_t> Number(const NotationTag& tag, const NotationItem& item, uint64_t max) const {
    uint64_t value = 0;
    auto [ptr, error] =
        std::from_chars(item.text.data(), item.text.data() + item.text.size(), value);
    if (error != std::errc() || ptr != item.text.data() + item.text.size() || value > max) {
      return Error(item.place, "[" + tag.name + "]: expected a number from 0 to " +
                                   std::to_string(max) + ", not '" + item.text + "'");
    }
    return value;
  }

  Result<Seat> SeatOf(const NotationTag& tag, const std::string& text) const {
    if (text == "A" || text == "a") return Seat::kA;
    if (text == "B" || text == "b") return Seat::kB;
    return Error(tag.place, "[" + tag.name + "]: expected A or B, not '" + text + "'");
  }

  static std::vector<std::string> Texts(const NotationTag& tag) {
    std::vector<std::string> out;
    for (const NotationItem& item : tag.values) out.push_back(item.text);
    return out;
  }

  Status Apply(const NotationTag& tag, Header& h, Event& event) const {
    const std::string lower = Lower(tag.name);
    if (std::optional<SeatTag> seat_tag = SplitSeatTag(lower)) {
      Player& player = h.players[SeatIndex(seat_tag->seat)];
      if (seat_tag->base == "player") {
        if (tag.values.empty() || tag.values.size() > 2) {
          return Error(tag.place, "[" + tag.name + " \"NAME\" \"ID\"]: the name and the id");
        }
        player.name = tag.values[0].text;
        player.player_id = tag.values.size() > 1 ? tag.values[1].text : "";
      } else if (seat_tag->base != "decklist") {
        if (decklist_[SeatIndex(seat_tag->seat)]) {
          return Error(tag.place,
                       "[" + tag.name + "] beside a decklist file: give one or the other");
        }
        std::vector<std::string>& list = seat_tag->base == "deck"        ? player.deck
                                         : seat_tag->base == "extradeck" ? player.extra_deck
                                         : seat_tag->base == "sidedeck"  ? player.side_deck
                                                                         : player.outside_deck;
        list = Texts(tag);
      }
      return Status::Ok();
    }
    if (lower == "ruleset") {
      TJ_ASSIGN_OR_RETURN(h.ruleset, One(tag));
    } else if (lower == "rulesetversion") {
      TJ_ASSIGN_OR_RETURN(h.ruleset_version, One(tag));
    } else if (lower == "game") {
      TJ_ASSIGN_OR_RETURN(h.game_id, One(tag));
    } else if (lower == "tournament") {
      TJ_ASSIGN_OR_RETURN(h.tournament, One(tag));
    } else if (lower == "round" || lower == "table" || lower == "schemaversion") {
      if (tag.values.size() != 1) return Error(tag.place, "[" + tag.name + "] takes one number");
      TJ_ASSIGN_OR_RETURN(uint64_t value, Number(tag, tag.values[0], UINT16_MAX));
      (lower == "round"   ? h.round
       : lower == "table" ? h.table
                          : h.schema_version) = static_cast<uint16_t>(value);
    } else if (lower == "match") {
      if (tag.values.empty() || tag.values.size() > 2) {
        return Error(tag.place, "[Match \"ID\" DUEL]: the match's id and the duel's number");
      }
      h.match = tag.values[0].text;
      if (tag.values.size() > 1) {
        TJ_ASSIGN_OR_RETURN(uint64_t duel, Number(tag, tag.values[1], UINT8_MAX));
        h.duel = static_cast<uint8_t>(duel);
      }
    } else if (lower == "recorder") {
      TJ_ASSIGN_OR_RETURN(std::string recorder, One(tag));
      if (Lower(recorder) == "table") {
        h.recorder = Recorder{};
      } else {
        TJ_ASSIGN_OR_RETURN(Seat seat, SeatOf(tag, recorder));
        h.recorder = Recorder{seat};
      }
    } else if (lower == "first") {
      TJ_ASSIGN_OR_RETURN(std::string first, One(tag));
      TJ_ASSIGN_OR_RETURN(h.first_player, SeatOf(tag, first));
    } else if (lower == "date") {
      TJ_ASSIGN_OR_RETURN(event.time, One(tag));
    } else if (lower == "option") {
      if (tag.values.size() != 2) return Error(tag.place, "[Option \"NAME\" \"VALUE\"]");
      h.options.push_back(RuleOption{tag.values[0].text, tag.values[1].text});
    } else {
      return Error(tag.place,
                   "unknown tag [" + tag.name +
                       "] (Ruleset, RulesetVersion, Game, Tournament, Round, Table, Match, "
                       "Recorder, First, Date, SchemaVersion, Option, PlayerA/B, DeckA/B, "
                       "ExtraDeckA/B, SideDeckA/B, OutsideDeckA/B, DecklistA/B)");
    }
    return Status::Ok();
  }

  std::string_view source_;
  bool decklist_[2] = {false, false};  // Whether a decklist file gave the seat's lists.
  const NotationDecklistReader& read_decklist_;
};

std::string Tag(std::string_view name, const std::vector<std::string>& values) {
  std::string out = "[" + std::string(name);
  for (const std::string& value : values) out += " " + QuoteNotation(value);
  return out + "]\n";
}

std::string NumberTag(std::string_view name, uint64_t value) {
  return "[" + std::string(name) + " " + std::to_string(value) + "]\n";
}

}  // namespace

Result<Event> HeaderFromTags(std::span<const NotationTag> tags, std::string_view source,
                             const NotationDecklistReader& read_decklist) {
  return TagReader(source, read_decklist).Read(tags);
}

std::string NotationTags(const Event& header_event) {
  const Header& h = std::get<Header>(header_event.body);
  std::string out;
  out += Tag("Ruleset", {h.ruleset});
  out += Tag("RulesetVersion", {h.ruleset_version});
  out += Tag("Game", {h.game_id});
  if (h.schema_version != kSchemaVersion) out += NumberTag("SchemaVersion", h.schema_version);
  if (!h.tournament.empty()) out += Tag("Tournament", {h.tournament});
  if (h.round != 0) out += NumberTag("Round", h.round);
  if (h.table != 0) out += NumberTag("Table", h.table);
  if (!h.match.empty() || h.duel != 0) {
    out += "[Match " + QuoteNotation(h.match) + " " + std::to_string(h.duel) + "]\n";
  }
  if (h.recorder.has_value()) {
    out += Tag("Recorder",
               {h.recorder->seat.has_value() ? std::string(1, SeatLetter(*h.recorder->seat))
                                             : std::string("table")});
  }
  if (!header_event.time.empty()) out += Tag("Date", {header_event.time});
  out += Tag("First", {std::string(1, SeatLetter(h.first_player))});
  for (const RuleOption& option : h.options) out += Tag("Option", {option.name, option.value});
  for (size_t i = 0; i < h.players.size() && i < 2; ++i) {
    const Player& p = h.players[i];
    const std::string seat(1, SeatLetter(i == 0 ? Seat::kA : Seat::kB));
    out += p.player_id.empty() ? Tag("Player" + seat, {p.name})
                               : Tag("Player" + seat, {p.name, p.player_id});
    if (!p.deck.empty()) out += Tag("Deck" + seat, p.deck);
    if (!p.extra_deck.empty()) out += Tag("ExtraDeck" + seat, p.extra_deck);
    if (!p.side_deck.empty()) out += Tag("SideDeck" + seat, p.side_deck);
    if (!p.outside_deck.empty()) out += Tag("OutsideDeck" + seat, p.outside_deck);
  }
  return out;
}

std::string WriteNotation(const Event& header_event, std::span<const NotationEntry> entries) {
  const std::string& ruleset = std::get<Header>(header_event.body).ruleset;
  std::string out = NotationTags(header_event);
  bool line_open = false;
  uint32_t turn = 0;
  std::optional<Actor> actor;  // The actor the line has named last.
  for (const NotationEntry& entry : entries) {
    const Event& event = *entry.event;
    if (IsHeader(event)) continue;
    if (event.recording.has_value() && event.recording->implied && IsDecision(event) &&
        std::holds_alternative<PassPriority>(std::get<Decision>(event.body))) {
      continue;  // Import infers it again (judge/notation_import.h).
    }
    if (!line_open || entry.turn != turn) {
      out += "\n";
      out += std::to_string(entry.turn) + ". ";
      line_open = true;
      turn = entry.turn;
      actor.reset();
    } else {
      out += "; ";
    }
    const bool named = IsDecision(event) || std::holds_alternative<JudgeActor>(event.actor);
    if (named && actor != event.actor) {
      if (const Seat* seat = std::get_if<Seat>(&event.actor)) {
        out += std::string(1, SeatLetter(*seat)) + ": ";
      } else {
        out += "judge " + std::get<JudgeActor>(event.actor).judge_id + ": ";
      }
      actor = event.actor;
    }
    if (entry.out_of_turn) out += '!';
    out += ActionNotation(event, ruleset);
  }
  if (line_open) out += "\n";
  return out;
}

}  // namespace tcgjudge
