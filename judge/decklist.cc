#include "judge/decklist.h"

#include <cctype>
#include <charconv>
#include <vector>

#include "events/text_check.h"

namespace tcgjudge {
namespace {

std::string_view Trim(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) {
    text.remove_prefix(1);
  }
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) {
    text.remove_suffix(1);
  }
  return text;
}

// Splits a card line into its count and code: "3 26202165" or "26202165".
bool ParseCardLine(std::string_view line, int* count, std::string* code) {
  const size_t space = line.find_first_of(" \t");
  *count = 1;
  std::string_view rest = line;
  if (space != std::string_view::npos) {
    const std::string_view number = line.substr(0, space);
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), *count);
    if (error != std::errc() || end != number.data() + number.size()) return false;
    rest = Trim(line.substr(space));
  }
  if (rest.empty() || rest.find_first_of(" \t") != std::string_view::npos) return false;
  *code = std::string(rest);
  return true;
}

}  // namespace

Result<Player> ParseDecklist(std::string_view text, const std::string& where) {
  if (const size_t bad = FindInvalidUtf8(text); bad != std::string_view::npos) {
    return Status::InvalidInput(where + ": not valid UTF-8 (byte " + std::to_string(bad + 1) +
                                ")");
  }
  Player player;
  bool has_player = false, has_name = false;
  std::vector<std::string>* list = nullptr;
  bool has_main = false, has_extra = false, has_side = false;
  size_t number = 0;
  while (!text.empty()) {
    ++number;
    const size_t newline = text.find('\n');
    std::string_view line = text.substr(0, newline);
    text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
    line = Trim(line.substr(0, line.find('#')));
    if (line.empty()) continue;
    auto refuse = [&](const std::string& why) {
      return Status::InvalidInput(where + ":" + std::to_string(number) + ": " + why);
    };
    const size_t colon = line.find(':');
    if (colon != std::string_view::npos) {
      const std::string_view field = Trim(line.substr(0, colon));
      const std::string_view value = Trim(line.substr(colon + 1));
      auto once = [&](bool& seen) -> Status {
        if (seen) return refuse("'" + std::string(field) + ":' is given twice");
        seen = true;
        return Status::Ok();
      };
      auto heading = [&](bool& seen, std::vector<std::string>& into) -> Status {
        TJ_RETURN_IF_ERROR(once(seen));
        if (!value.empty()) {
          return refuse("'" + std::string(field) + ":' heads a list: its cards follow on the "
                        "next lines, one \"COUNT CODE\" a line");
        }
        list = &into;
        return Status::Ok();
      };
      if (field == "player" || field == "name") {
        TJ_RETURN_IF_ERROR(once(field == "player" ? has_player : has_name));
        if (value.empty()) return refuse("'" + std::string(field) + ":' has no value");
        (field == "player" ? player.player_id : player.name) = std::string(value);
        list = nullptr;
      } else if (field == "main") {
        TJ_RETURN_IF_ERROR(heading(has_main, player.deck));
      } else if (field == "extra") {
        TJ_RETURN_IF_ERROR(heading(has_extra, player.extra_deck));
      } else if (field == "side") {
        TJ_RETURN_IF_ERROR(heading(has_side, player.side_deck));
      } else {
        return refuse("'" + std::string(field) +
                      ":' is no decklist field (player, name, main, extra, side)");
      }
      continue;
    }
    int count = 0;
    std::string code;
    if (!ParseCardLine(line, &count, &code)) {
      return refuse("'" + std::string(line) + "' is not a card line (\"COUNT CODE\" or \"CODE\")");
    }
    if (count < 1 || count > kMaxDecklistCount) {
      return refuse("a count of " + std::to_string(count) + " (1-" +
                    std::to_string(kMaxDecklistCount) + " copies a line)");
    }
    if (list == nullptr) {
      return refuse("card '" + code + "' before any list: start the list with 'main:', "
                    "'extra:' or 'side:'");
    }
    list->insert(list->end(), static_cast<size_t>(count), code);
  }
  if (!has_player || !has_name) {
    return Status::InvalidInput(where + ": no '" + (has_player ? "name" : "player") +
                                ":' line: a decklist names its player (id and name)");
  }
  if (player.deck.empty()) {
    return Status::InvalidInput(where + ": no main deck (a 'main:' line and its cards)");
  }
  return player;
}

}  // namespace tcgjudge
