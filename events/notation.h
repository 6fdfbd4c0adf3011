// The scorekeeper's notation (docs/notation.md): a game log as a scorekeeper types it at the
// table, read from and written to the log's events. The words of an action are derived from the
// log's Cap'n Proto schema (the Decision, Fact and JudgeAction unions and every struct they hold),
// so every ruleset's vocabulary has its notation with no code of its own:
//
//   normalSummon A01 M3          a kind's name (case-insensitive), then its fields in schema
//   activate A07 cell=S1         order, or `field=value` in any order; a field left out is unset
//   playCard A07 (tap=[A31])     a struct in parentheses, a list in brackets, an enum by name
//   chooseAttackTarget lifeZone  a union member without a value by its name
//   reveal A#17 6914             facts and judge events the same way (`judge J-17: note text=..`)
//
// An action may add `seenBy=[A]` and `implied=yes` (the event's Recording). The header is a list
// of tags, `[Ruleset "ygo"]` (NotationTags). Binding needs no engine: where the game waits and
// which passes a written action implies are judge/notation_import.h's business.

#ifndef TCGJUDGE_EVENTS_NOTATION_H_
#define TCGJUDGE_EVENTS_NOTATION_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/notation_syntax.h"
#include "events/status.h"

namespace tcgjudge {

// A card written by its code, `A:6914`: the card instance (or handle) the caller finds among
// `seat`'s cards for the code `code`, as its text ("A07"); an error (kInvalidInput, without the
// place: the binder adds it) where none or several fit.
using NotationCardResolver = std::function<Result<std::string>(Seat seat, std::string_view code)>;

struct NotationBinding {
  std::string_view ruleset;  // Header.ruleset: whose vocabulary the decision names are first.
  std::string_view source;   // The file's name, for messages.
  NotationCardResolver resolve_card;  // Null: a card by its code is refused.
  // The player of a decision written without `A:` in force (append: the one the game waits on).
  std::optional<Seat> default_player;
};

// The event `action` writes: its actor (a decision's player; a fact's table, a deck check's
// judge; a judge event's judge), its body and its recording; game, seq, time and prevHash are
// left for the caller. kInvalidInput "<source>:<line>:<column>: <what>" for an unknown kind or
// field, a value its field cannot hold, a card id that is none, a missing player.
Result<Event> BindNotationAction(const NotationAction& action, const NotationBinding& binding);

// The action's text of `event` (a fact, a decision or a judge event; never a header), canonical:
// the kind's name, then its fields in schema order, positionally while each is set, then the
// ones after an unset field by name; `seenBy=` and `implied=yes` where its recording says so.
// BindNotationAction of its ParseNotationActionText gives `event`'s actor, body and recording.
std::string ActionNotation(const Event& event, std::string_view ruleset);

// Reads a decklist file a `[DecklistA "file"]` tag names (judge/decklist.h ParseDecklist).
using NotationDecklistReader = std::function<Result<Player>(const std::string& path)>;

// The header event (seq 1, actor the table, time from [Date]) the tags give. Every field of the
// log's Header has a tag (docs/notation.md); an unknown or repeated tag, or a tag's wrong values,
// is kInvalidInput naming its line. `read_decklist` may be null (a [Decklist..] tag is refused).
Result<Event> HeaderFromTags(std::span<const NotationTag> tags, std::string_view source,
                             const NotationDecklistReader& read_decklist);

// The tags of `header_event` (a header), one per line, in the canonical order, "\n"-terminated:
// HeaderFromTags of them gives `header_event` back (its time from [Date]; no prevHash).
std::string NotationTags(const Event& header_event);

// An event of a game and the turn it was made in, as the game's position before it says
// (Ruleset::ClockOf): what a line of the notation groups.
struct NotationEntry {
  const Event* event = nullptr;
  uint32_t turn = 0;
  // A decision made while the game waited on the other player (out of turn): written `!kind`, so
  // that import implies no pass before it.
  bool out_of_turn = false;
};

// The canonical notation of a game: its tags, a blank line, then one line per turn, "N. " and
// its actions separated by "; ", each decision's player written where it changes ("A: "), a judge
// event's judge ("judge J-17: "). A pass marked implied is left out (import infers it again).
std::string WriteNotation(const Event& header_event, std::span<const NotationEntry> entries);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_NOTATION_H_
