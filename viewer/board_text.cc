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
         ",\"revealed\":" + (card.revealed ? "true" : "false") +
         ",\"tapped\":" + (card.tapped ? "true" : "false") +
         ",\"damage\":" + std::to_string(card.damage) + ",\"atk\":" + OptionalJson(card.atk) +
         ",\"def\":" + OptionalJson(card.def) + ",\"rawAtk\":" + OptionalJson(card.raw_atk) +
         ",\"rawDef\":" + OptionalJson(card.raw_def) + ",\"level\":" + OptionalJson(card.level) +
         ",\"attached\":" + attached + ",\"marks\":" + StringsJson(card.marks) + "}";
}

// ANSI SGR sequences; Paint leaves the text alone without colour.
constexpr char kBold[] = "1";
constexpr char kDim[] = "2";
constexpr char kRed[] = "31";
constexpr char kGreen[] = "32";
constexpr char kYellow[] = "33";
constexpr char kMagenta[] = "35";
constexpr char kCyan[] = "36";

std::string Paint(bool color, const char* sgr, const std::string& text) {
  if (!color || text.empty()) return text;
  return std::string("\x1b[") + sgr + "m" + text + "\x1b[0m";
}

const char* SeatColour(Seat seat) { return seat == Seat::kA ? kCyan : kMagenta; }

// CardText with its state painted: tapped dim yellow, face down magenta, damage red.
std::string PaintedCard(const BoardCard& card, bool color) {
  std::string text = CardText(card);
  if (!color) return text;
  const std::string head = card.id.ToString() + " " + card.code + " " + card.name;
  std::string rest = text.substr(head.size());
  auto paint = [&](const std::string& piece, const char* sgr) {
    const size_t at = rest.find(piece);
    if (at != std::string::npos) rest.replace(at, piece.size(), Paint(true, sgr, piece));
  };
  paint("tapped", kYellow);
  paint("face down", kMagenta);
  if (card.damage != 0) paint("damage " + std::to_string(card.damage), kRed);
  return Paint(true, kBold, head) + rest;
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

std::string BoardText(const Board& board, bool color) {
  std::string text =
      Paint(color, kBold, "turn " + std::to_string(board.turn)) + " · " +
      Paint(color, SeatColour(board.active), std::string(1, SeatLetter(board.active))) +
      " active · " + board.step;
  if (board.priority) {
    text += " · " +
            Paint(color, kGreen, std::string(1, SeatLetter(*board.priority)) + " holds priority");
  }
  text += "\n";
  if (!board.result.empty()) text += Paint(color, kRed, "game over: " + board.result) + "\n";
  if (!board.pending.empty()) text += "waits for: " + board.pending + "\n";
  for (const BoardPlayer& player : board.players) {
    text += "\n" +
            Paint(color, SeatColour(player.seat),
                  std::string(1, SeatLetter(player.seat)) + " " + player.name) +
            " · life " + Paint(color, kBold, std::to_string(CountOf(player, "life"))) + " · deck " +
            std::to_string(CountOf(player, "deck")) + " · hand " +
            std::to_string(CountOf(player, "hand"));
    for (const std::string& mark : player.marks) text += " · " + mark;
    text += "\n";
    for (const BoardZone& zone : player.zones) {
      if (zone.name == "deck" || zone.name == "life") continue;  // Counted above.
      std::string name = zone.name;
      name.resize(std::max<size_t>(name.size(), 9), ' ');
      if (zone.cards.empty()) {
        text += "  " + Paint(color, kDim, name) + " —\n";
        continue;
      }
      for (size_t i = 0; i < zone.cards.size(); ++i) {
        text += "  " + Paint(color, kDim, i == 0 ? name : std::string(name.size(), ' ')) + " " +
                PaintedCard(zone.cards[i], color) + "\n";
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
