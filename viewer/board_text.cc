#include "viewer/board_text.h"

#include <algorithm>

#include "viewer/json_text.h"

namespace tcgjudge {
namespace {

std::string SeatJson(Seat seat) { return std::string("\"") + SeatLetter(seat) + "\""; }

template <typename T>
std::string OptionalJson(const std::optional<T>& value) {
  return value ? std::to_string(static_cast<int64_t>(*value)) : std::string("null");
}

// ["A","B"]: the seats of `seen_by`.
std::string SeenJson(SeatMask seen_by) {
  std::string seen = "[";
  for (Seat seat : {Seat::kA, Seat::kB}) {
    if ((seen_by & SeatBit(seat)) != 0) {
      seen += std::string(seen.size() > 1 ? "," : "") + SeatJson(seat);
    }
  }
  return seen + "]";
}

std::string CardJson(const BoardCard& card) {
  std::string attached = "[";
  for (size_t i = 0; i < card.attached.size(); ++i) {
    attached += (i ? "," : "") + JsonQuote(card.attached[i].ToString());
  }
  attached += "]";
  std::string counters = "[";
  for (size_t i = 0; i < card.counters.size(); ++i) {
    counters += std::string(i ? "," : "") + "{\"name\":" + JsonQuote(card.counters[i].name) +
                ",\"count\":" + std::to_string(card.counters[i].count) + "}";
  }
  counters += "]";
  std::string properties = "[";
  for (size_t i = 0; i < card.properties.size(); ++i) {
    properties += std::string(i ? "," : "") + "{\"name\":" + JsonQuote(card.properties[i].name) +
                  ",\"value\":" + JsonQuote(card.properties[i].value) + "}";
  }
  properties += "]";
  std::string stats;  // Only where the card has them: the boards of existing games keep theirs.
  if (!card.stats.empty()) {
    stats = ",\"stats\":[";
    for (size_t i = 0; i < card.stats.size(); ++i) {
      const BoardStat& stat = card.stats[i];
      stats += std::string(i ? "," : "") + "{\"label\":" + JsonQuote(stat.label) +
               ",\"value\":" + std::to_string(stat.value) +
               ",\"printed\":" + OptionalJson(stat.printed) + "}";
    }
    stats += "]";
  }
  return "{\"id\":" + JsonQuote(card.id.ToString()) + ",\"code\":" + JsonQuote(card.code) +
         ",\"name\":" + JsonQuote(card.name) + ",\"slot\":" + OptionalJson(card.slot) +
         ",\"position\":" + (card.position.empty() ? "null" : JsonQuote(card.position)) +
         ",\"faceDown\":" + (card.face_down ? "true" : "false") +
         ",\"revealed\":" + (card.revealed ? "true" : "false") +
         ",\"tapped\":" + (card.tapped ? "true" : "false") +
         ",\"damage\":" + std::to_string(card.damage) + ",\"atk\":" + OptionalJson(card.atk) +
         ",\"def\":" + OptionalJson(card.def) + ",\"rawAtk\":" + OptionalJson(card.raw_atk) +
         ",\"rawDef\":" + OptionalJson(card.raw_def) + ",\"level\":" + OptionalJson(card.level) +
         stats + ",\"counters\":" + counters + ",\"attached\":" + attached +
         ",\"properties\":" + properties + ",\"marks\":" + JsonStrings(card.marks) +
         ",\"seenBy\":" + SeenJson(card.seen_by) + "}";
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
std::string PaintedCard(const BoardCard& card, const BoardZone& zone, bool color) {
  std::string text = CardText(card, &zone);
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

// A hidden zone whose cards nobody may see (a deck, a life zone): text counts it instead.
bool Unseen(const BoardZone& zone) {
  return zone.hidden && !zone.cards.empty() &&
         std::all_of(zone.cards.begin(), zone.cards.end(),
                     [](const BoardCard& card) { return card.seen_by == kSeenByNobody; });
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
      ",\"waitsFor\":" + JsonQuote(board.pending) +
      ",\"waitsForKind\":" + JsonQuote(board.pending_kind) +
      ",\"result\":" + JsonQuote(board.result) + ",\"players\":[";
  for (size_t p = 0; p < board.players.size(); ++p) {
    const BoardPlayer& player = board.players[p];
    json += std::string(p ? "," : "") + "{\"seat\":" + SeatJson(player.seat) +
            ",\"name\":" + JsonQuote(player.name) + ",\"life\":" + std::to_string(LifeOf(player)) +
            ",\"lifePoints\":" + OptionalJson(player.life_points) +
            ",\"lifeZone\":" + (player.life_zone.empty() ? "null" : JsonQuote(player.life_zone)) +
            (player.life_card
                 ? ",\"lifeCard\":{\"card\":" + JsonQuote(player.life_card->card.ToString()) +
                       ",\"life\":" + std::to_string(player.life_card->life) + "}"
                 : std::string()) +
            ",\"marks\":" + JsonStrings(player.marks) + ",\"zones\":[";
    for (size_t z = 0; z < player.zones.size(); ++z) {
      const BoardZone& zone = player.zones[z];
      json += std::string(z ? "," : "") + "{\"name\":" + JsonQuote(zone.name) +
              ",\"hidden\":" + (zone.hidden ? "true" : "false") +
              ",\"cells\":" + JsonStrings(zone.cells) + ",\"cards\":[";
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
    json +=
        std::string(i ? "," : "") + "{\"controller\":" + SeatJson(link.controller) +
        ",\"source\":" + JsonQuote(link.source.ToString()) + ",\"text\":" + JsonQuote(link.text) +
        ",\"speed\":" + OptionalJson(link.speed) +
        (link.seen_by != kSeenByBoth ? ",\"seenBy\":" + SeenJson(link.seen_by) : std::string()) +
        "}";
  }
  json += "],\"combat\":";
  if (!board.combat) return json + "null}";
  const BoardCombat& c = *board.combat;
  auto id = [](const std::optional<CardId>& card) {
    return card ? JsonQuote(card->ToString()) : std::string("null");
  };
  return json + "{\"attacking\":" + SeatJson(c.attacking) + ",\"attacker\":" + id(c.attacker) +
         ",\"target\":" + id(c.target) + ",\"defender\":" + id(c.defender) +
         (c.weapon ? ",\"weapon\":" + id(c.weapon) : std::string()) +
         ",\"step\":" + JsonQuote(c.step) + ",\"text\":" + JsonQuote(CombatText(c)) + "}}";
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
  if (board.combat) text += "combat: " + CombatText(*board.combat) + "\n";
  for (const BoardPlayer& player : board.players) {
    text += "\n" +
            Paint(color, SeatColour(player.seat),
                  std::string(1, SeatLetter(player.seat)) + " " + player.name) +
            " · life " + Paint(color, kBold, std::to_string(LifeOf(player)));
    if (player.life_card) text += " (" + player.life_card->card.ToString() + "'s)";
    // Counts first: the zones whose contents are not public.
    for (const BoardZone& zone : player.zones) {
      if (zone.hidden && zone.name != player.life_zone) {
        text += " · " + zone.name + " " + std::to_string(zone.cards.size());
      }
    }
    for (const std::string& mark : player.marks) text += " · " + mark;
    text += "\n";
    for (const BoardZone& zone : player.zones) {
      if (Unseen(zone) || zone.name == player.life_zone) continue;  // Counted above.
      std::string name = zone.name;
      name.resize(std::max<size_t>(name.size(), 9), ' ');
      if (zone.cards.empty()) {
        text += "  " + Paint(color, kDim, name) + " —\n";
        continue;
      }
      for (size_t i = 0; i < zone.cards.size(); ++i) {
        text += "  " + Paint(color, kDim, i == 0 ? name : std::string(name.size(), ' ')) + " " +
                PaintedCard(zone.cards[i], zone, color) + "\n";
      }
    }
  }
  text += "\nchain";
  if (board.chain.empty()) return text + ": empty\n";
  text += " (bottom first):\n";
  for (size_t i = 0; i < board.chain.size(); ++i) {
    text += "  " + std::to_string(i + 1) + ". " + LinkText(board.chain[i]) + "\n";
  }
  return text;
}

}  // namespace tcgjudge
