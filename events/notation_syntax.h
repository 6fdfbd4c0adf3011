// The scorekeeper's notation as written (docs/notation.md): the syntax of a .tjn file, before the
// log's schema gives its words a meaning (events/notation.h binds them). Game-neutral: it knows
// tags, turn lines, players, actions, values and checkpoints, no game's words.
//
//   [Ruleset "ygo"]                                   a tag: a name, then words or strings
//   3. A: normalSummon A01 M3; setSpellTrap A03 S2 {A hand 3}; B: pass   # a comment
//
// A value is a word (`A01`, `end`, `12`, `A#17`), a string ("Aiko Tanaka", JSON escapes), a list
// `[A05 A06]` or a group `(tap=[A31] discard=[A09])`; any value may be named, `cell=M3`. Inside
// brackets and parentheses a comma is a space and a line may break.

#ifndef TCGJUDGE_EVENTS_NOTATION_SYNTAX_H_
#define TCGJUDGE_EVENTS_NOTATION_SYNTAX_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// Where something was written: 1-based line and column (in bytes).
struct NotationPlace {
  int line = 0;
  int column = 0;
};

// A value as written.
struct NotationItem {
  enum class Kind : uint8_t { kWord, kString, kList, kGroup };
  Kind kind = Kind::kWord;
  std::string name;  // `name=value`: the name as written; "" for a value without one.
  std::string text;  // kWord: the word; kString: the text, unescaped.
  std::vector<NotationItem> items;  // kList, kGroup: the values inside, in order.
  NotationPlace place;
};

// A checkpoint item, `A hand 5`: what the board must show for a seat after the action.
struct NotationCheckpoint {
  Seat seat = Seat::kA;
  std::string what;  // The words between the seat and the number, lower case ("hand", "life").
  int64_t value = 0;
  NotationPlace place;
  std::string text;  // As written, for messages ("A hand 5").
};

// Who a line says acts: a player (`A:`) or a judge (`judge J-17:`).
struct NotationActor {
  std::optional<Seat> seat;
  std::string judge;  // Set for a judge.
};

// One action as written: its kind's word and its values.
struct NotationAction {
  NotationPlace place;                 // Where its kind's word stands.
  uint32_t turn = 0;                   // The turn number its line began with; 0: none written.
  std::optional<NotationActor> actor;  // The `A:` in force (from this line or an earlier one).
  std::string kind;
  // Written `!kind`: made out of turn, as written: it implies no pass (judge/notation.h).
  bool as_written = false;
  std::vector<NotationItem> args;
  std::vector<NotationCheckpoint> checkpoints;  // The `{...}` written after it.
};

// A tag of the header: `[Round 3]`.
struct NotationTag {
  std::string name;
  std::vector<NotationItem> values;  // Words and strings.
  NotationPlace place;
};

struct NotationText {
  std::vector<NotationTag> tags;
  std::vector<NotationAction> actions;
  // Checkpoints written before any action (the position after the header and its facts).
  std::vector<NotationCheckpoint> opening_checkpoints;
};

// The most bytes a notation file may have, and a value's nesting: a hostile file costs bounded
// memory and stack.
inline constexpr size_t kMaxNotationBytes = 64u << 20;
inline constexpr int kMaxNotationDepth = 16;

// Parses a notation file laxly (whitespace, case of names, `,` or `;` between actions, `#`
// comments). Errors read "<source>:<line>:<column>: <what is wrong>".
Result<NotationText> ParseNotationText(std::string_view text, std::string_view source);

// Parses one action as `append` takes it: an optional `A:` and one action (checkpoints allowed).
Result<NotationAction> ParseNotationActionText(std::string_view text, std::string_view source);

// "<source>:<line>:<column>: <message>".
Status NotationError(std::string_view source, const NotationPlace& place, std::string_view message);

// Whether `word` may be written without quotes (export: else a string): not empty, none of
// the characters the syntax reserves, not starting with `#` or ending with `:`.
bool IsNotationWord(std::string_view word);

// `text` as a notation string: quoted, with JSON escapes.
std::string QuoteNotation(std::string_view text);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_NOTATION_SYNTAX_H_
