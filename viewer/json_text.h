// Minimal JSON text helpers for command output (the log itself uses Cap'n Proto's JSON codec).

#ifndef TCGJUDGE_VIEWER_JSON_TEXT_H_
#define TCGJUDGE_VIEWER_JSON_TEXT_H_

#include <string>
#include <string_view>
#include <vector>

namespace tcgjudge {

// `text` as a JSON string literal, quotes included. `text` must be UTF-8.
std::string JsonQuote(std::string_view text);

// `items` as a JSON array of string literals: ["a","b"].
std::string JsonStrings(const std::vector<std::string>& items);

}  // namespace tcgjudge

#endif  // TCGJUDGE_VIEWER_JSON_TEXT_H_
