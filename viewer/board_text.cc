#include "viewer/board_text.h"

#include "judge/diff.h"
#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

std::string SeatJson(Seat seat) { return std::string("\"") + SeatLetter(seat) + "\""; }

template <typename T>
std::string OptionalJson(const std::optional<T>& value) {
  return value ? std::to_string(*value) : std::string("null");
}

std::string StringsJson(const std::vector<std::string>& items) {
  std::string json = "[";
  for (size_t i = 0; i < items.size(); ++i) json += (i ? "," : "") + JsonQuote(items[i]);
  return json + "]";
}

std::string CardJson(const BoardCard& card) {
  std::string attached = "[";
  for (size_t i = 0; i < card.attached.size(); ++i) {
    attached += (i ? "," : "") + JsonQuote(card.attached[i].ToString());
  }
  attached += "]";
  return "{\"id\":" + JsonQuote(card.id.ToString()) + ",\"code\":" + JsonQuote(card.code) +
         ",\"name\":" + JsonQuote(card.name) +
         ",\"faceDown\":" + (card.face_down ? "true" : "false") +
         ",\"tapped\":" + (card.tapped ? "true" : "false") +
         ",\"damage\":" + std::to_string(card.damage) + ",\"atk\":" + OptionalJson(card.atk) +
         ",\"def\":" + OptionalJson(card.def) + ",\"level\":" + OptionalJson(card.level) +
         ",\"attached\":" + attached + ",\"marks\":" + StringsJson(card.marks) + "}";
}

size_t CountOf(const BoardPlayer& player, const std::string& zone) {
  for (const BoardZone& z : player.zones) {
    if (z.name == zone) return z.cards.size();
  }
  return 0;
}

}  // namespace

void NameBoardPlayers(const Header& header, Board& board) {
  for (BoardPlayer& player : board.players) {
    const size_t i = static_cast<size_t>(SeatIndex(player.seat));
    if (player.name.empty() && i < header.players.size()) player.name = header.players[i].name;
  }
}

std::string BoardJson(const Board& board) {
  std::string json =
      "{\"ruleset\":" + JsonQuote(board.ruleset) + ",\"turn\":" + std::to_string(board.turn) +
      ",\"active\":" + SeatJson(board.active) + ",\"step\":" + JsonQuote(board.step) +
      ",\"priority\":" + (board.priority ? SeatJson(*board.priority) : "null") +
      ",\"waitsFor\":" + JsonQuote(board.pending) + ",\"result\":" + JsonQuote(board.result) +
      ",\"players\":[";
  for (size_t p = 0; p < board.players.size(); ++p) {
    const BoardPlayer& player = board.players[p];
    json += std::string(p ? "," : "") + "{\"seat\":" + SeatJson(player.seat) +
            ",\"name\":" + JsonQuote(player.name) + ",\"marks\":" + StringsJson(player.marks) +
            ",\"zones\":[";
    for (size_t z = 0; z < player.zones.size(); ++z) {
      const BoardZone& zone = player.zones[z];
      json += std::string(z ? "," : "") + "{\"name\":" + JsonQuote(zone.name) +
              ",\"hidden\":" + (zone.hidden ? "true" : "false") + ",\"cards\":[";
      for (size_t c = 0; c < zone.cards.size(); ++c) {
        json += (c ? "," : "") + CardJson(zone.cards[c]);
      }
      json += "]}";
    }
    json += "]}";
  }
  json += "],\"chain\":[";
  for (size_t i = 0; i < board.chain.size(); ++i) {
    const BoardLink& link = board.chain[i];
    json += std::string(i ? "," : "") + "{\"controller\":" + SeatJson(link.controller) +
            ",\"source\":" + JsonQuote(link.source.ToString()) +
            ",\"text\":" + JsonQuote(link.text) + "}";
  }
  return json + "]}";
}

std::string BoardText(const Board& board) {
  std::string text = "turn " + std::to_string(board.turn) + " · " + SeatLetter(board.active) +
                     " active · " + board.step;
  if (board.priority)
    text += " · " + std::string(1, SeatLetter(*board.priority)) + " holds priority";
  text += "\n";
  if (!board.result.empty()) text += "game over: " + board.result + "\n";
  if (!board.pending.empty()) text += "waits for: " + board.pending + "\n";
  for (const BoardPlayer& player : board.players) {
    text += "\n" + std::string(1, SeatLetter(player.seat)) + " " + player.name + " · life " +
            std::to_string(CountOf(player, "life")) + " · deck " +
            std::to_string(CountOf(player, "deck")) + " · hand " +
            std::to_string(CountOf(player, "hand"));
    for (const std::string& mark : player.marks) text += " · " + mark;
    text += "\n";
    for (const BoardZone& zone : player.zones) {
      if (zone.name == "deck" || zone.name == "life") continue;  // Counted above.
      std::string name = zone.name;
      name.resize(std::max<size_t>(name.size(), 9), ' ');
      if (zone.cards.empty()) {
        text += "  " + name + " —\n";
        continue;
      }
      for (size_t i = 0; i < zone.cards.size(); ++i) {
        text += "  " + (i == 0 ? name : std::string(name.size(), ' ')) + " " +
                CardText(zone.cards[i]) + "\n";
      }
    }
  }
  text += "\nchain";
  if (board.chain.empty()) return text + ": empty\n";
  text += " (bottom first):\n";
  for (size_t i = 0; i < board.chain.size(); ++i) {
    text += "  " + std::to_string(i + 1) + ". " + SeatLetter(board.chain[i].controller) + ": " +
            board.chain[i].text + "\n";
  }
  return text;
}

}  // namespace tcgjudge
