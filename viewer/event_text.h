// One-line readable descriptions of events, for `tcgjudge log` and messages.

#ifndef TCGJUDGE_VIEWER_EVENT_TEXT_H_
#define TCGJUDGE_VIEWER_EVENT_TEXT_H_

#include <string>

#include "events/event.h"
#include "viewer/card_names.h"

namespace tcgjudge {

// Who caused the event: "table", "A", "B", or the judge's id.
std::string ActorText(const Actor& actor);

// What the event records, e.g. "playCard A07 BP02-001 丝诺 · tap A31 BP02-026 饺子". Card
// instances are followed by their card code from `header`'s decklists, and by their printed name
// where `names` (PrintedCardNames) has it. A paper game's event says how it came into the record
// (Event::recording): "implied" for a pass the recorder inferred, "seen by A".
std::string EventText(const Event& event, const Header& header, const CardNames* names = nullptr);

// What a judge event does, without its rules and text: "seq 25", "to the position after seq 57",
// "warning for A", "A wins"; "" for a ruling or a note.
std::string JudgeActionText(const JudgeAction& action);

// The players' names: "陈思远 vs 林雨桐".
std::string PlayersText(const Header& header);

}  // namespace tcgjudge

#endif  // TCGJUDGE_VIEWER_EVENT_TEXT_H_
