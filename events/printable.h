// Quoting user text in one-line messages.

#ifndef TCGJUDGE_EVENTS_PRINTABLE_H_
#define TCGJUDGE_EVENTS_PRINTABLE_H_

#include <string>
#include <string_view>

namespace tcgjudge {

// `text` with control characters written as \xNN and cut after `max_bytes` (then "..."), so a
// message that quotes it stays one line.
std::string PrintableText(std::string_view text, size_t max_bytes = 40);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_PRINTABLE_H_
