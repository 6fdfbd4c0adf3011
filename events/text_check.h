// The one check of the text an event carries into the store: every writer (append, import, the
// judge commands, simulate) runs it on every event it stores (store/append_check.cc PrepareEvent,
// and the commands before they do any work), so that nothing stored can make an export that does
// not read back (docs/errors.md, "Text").

#ifndef TCGJUDGE_EVENTS_TEXT_CHECK_H_
#define TCGJUDGE_EVENTS_TEXT_CHECK_H_

#include <cstddef>
#include <string_view>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// The byte offset of the first invalid UTF-8 sequence in `text` (an overlong form, a surrogate, a
// code point past U+10FFFF, a cut sequence), or npos.
size_t FindInvalidUtf8(std::string_view text);

// Limits on the bytes of one text field (docs/errors.md, "Text").
inline constexpr size_t kMaxNameBytes = 256;      // Ids, codes, names, rules, option names.
inline constexpr size_t kMaxLabelBytes = 4096;    // Tournament, option values, purposes.
inline constexpr size_t kMaxJudgeTextBytes = 65536;  // The text of a judge event.

// kInvalidInput "<field>: not valid UTF-8 (byte N of the text)" or "<field>: N bytes, more than
// the M a <field> may hold".
[[nodiscard]] Status CheckText(std::string_view field, std::string_view text, size_t max_bytes);

// CheckText on every text of `event`: the judge id, the header's names, ids, codes, tournament and
// options, the facts' purposes, the decisions' options, the judge event's rules and text. The
// first problem, naming its field as the JSON does ("header.players[1].name").
[[nodiscard]] Status CheckEventText(const Event& event);

// `refused` (kInvalidInput, as every check here refuses) saying "<message> (nothing was stored)",
// as a command that writes reports a check's refusal.
[[nodiscard]] Status NothingStored(const Status& refused);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_TEXT_CHECK_H_
