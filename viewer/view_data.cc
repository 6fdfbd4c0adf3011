#include "viewer/view_data.h"

#include <algorithm>
#include <memory>

#include "events/check.h"
#include "judge/review.h"
#include "viewer/board_text.h"
#include "viewer/event_text.h"
#include "viewer/json_text.h"
#include "viewer/seat_view.h"

namespace tcgjudge {
namespace {

std::string SeatText(Seat seat) { return std::string(1, SeatLetter(seat)); }

// CARD of BoardParts for a card the viewer sees.
std::string CardJson(const BoardCard& card, const std::set<CardId>* visible,
                     std::map<CardId, CardName>& names) {
  auto known = names.find(card.id);
  if (known == names.end()) {
    known = names.emplace(card.id, CardName{card.code, card.name}).first;
  }
  const bool same_name = known->second.code == card.code && known->second.name == card.name;
  std::string fields;
  auto add = [&](const std::string& field) { fields += "," + field; };
  auto number = [&](const char* key, const std::optional<int32_t>& value) {
    if (value) add(std::string("\"") + key + "\":" + std::to_string(*value));
  };
  if (!same_name) add("\"c\":" + JsonQuote(card.code) + ",\"n\":" + JsonQuote(card.name));
  if (card.slot) add("\"s\":" + std::to_string(*card.slot));
  if (!card.position.empty()) add("\"o\":" + JsonQuote(card.position));
  if (card.tapped) add("\"t\":1");
  if (card.face_down) add("\"f\":1");
  if (card.damage != 0) add("\"d\":" + std::to_string(card.damage));
  number("a", card.atk);
  number("e", card.def);
  number("l", card.level);
  number("ra", card.raw_atk);
  number("re", card.raw_def);
  if (!card.stats.empty()) {  // [label, value, printed or null], only where a card has them.
    std::string stats = "[";
    for (size_t i = 0; i < card.stats.size(); ++i) {
      const BoardStat& stat = card.stats[i];
      stats += std::string(i ? "," : "") + "[" + JsonQuote(stat.label) + "," +
               std::to_string(stat.value) + "," +
               (stat.printed ? std::to_string(*stat.printed) : "null") + "]";
    }
    add("\"u\":" + stats + "]");
  }
  if (!card.counters.empty()) {
    std::string counters = "[";
    for (size_t i = 0; i < card.counters.size(); ++i) {
      counters += std::string(i ? "," : "") + "[" + JsonQuote(card.counters[i].name) + "," +
                  std::to_string(card.counters[i].count) + "]";
    }
    add("\"k\":" + counters + "]");
  }
  if (!card.attached.empty()) {
    std::string attached = "[";
    for (size_t i = 0; i < card.attached.size(); ++i) {
      const CardId& id = card.attached[i];
      const bool seen = visible == nullptr || visible->count(id) != 0;
      attached += std::string(i ? "," : "") + (seen ? JsonQuote(id.ToString()) : "\"?\"");
    }
    add("\"q\":" + attached + "]");
  }
  // A property's or mark's words may name another card ("attached A02"): a seat's view names
  // only the cards that seat sees.
  auto words = [&](const std::string& text) {
    return visible == nullptr ? text : RedactCardIds(text, *visible, names);
  };
  if (!card.properties.empty()) {
    std::string properties = "[";
    for (size_t i = 0; i < card.properties.size(); ++i) {
      properties += std::string(i ? "," : "") + "[" + JsonQuote(words(card.properties[i].name)) +
                    "," + JsonQuote(words(card.properties[i].value)) + "]";
    }
    add("\"x\":" + properties + "]");
  }
  if (!card.marks.empty()) {
    std::vector<std::string> marks;
    for (const std::string& mark : card.marks) marks.push_back(words(mark));
    add("\"m\":" + JsonStrings(marks));
  }
  // Whom it is seen by, in the judge's view only (a seat's view leaves out what it does not see).
  if (visible == nullptr && card.seen_by != kSeenByBoth) {
    add("\"v\":" + std::to_string(card.seen_by));
  }
  if (fields.empty()) return JsonQuote(card.id.ToString());
  return "{\"i\":" + JsonQuote(card.id.ToString()) + fields + "}";
}

// A card the seat does not see: "?", or what the table shows of it (its slot, position, tapped).
std::string UnseenCardJson(const BoardCard& card) {
  std::string fields;
  if (card.slot) fields += ",\"s\":" + std::to_string(*card.slot);
  if (!card.position.empty()) fields += ",\"o\":" + JsonQuote(card.position);
  if (card.tapped) fields += ",\"t\":1";
  return fields.empty() ? "\"?\"" : "{\"h\":1" + fields + "}";
}

struct EventMarks {
  std::vector<const ReviewedViolation*> violations;
  std::vector<const ReviewedQuestion*> open;  // A paper game's questions still open at the end.
  char standing = 0;  // 'r' reversed, 's' superseded.
};

// The position whose board an event shows: its own, or for a judge event the one it leaves the
// game at (the last event of its line).
struct Position {
  uint32_t parent = 0;   // The position the event was applied to (0 for the header).
  uint32_t same_as = 0;  // A judge event's: the seq whose position it shows.
  std::vector<std::pair<std::string, std::string>> parts;
  std::set<CardId> visible;  // In a seat's view: the cards that seat sees there.
};

std::string DeltaJson(const std::vector<std::pair<std::string, std::string>>* parent,
                      const std::vector<std::pair<std::string, std::string>>& parts) {
  std::map<std::string_view, std::string_view> before;
  if (parent != nullptr) {
    for (const auto& [key, value] : *parent) before.emplace(key, value);
  }
  std::string json = "{";
  bool first = true;
  auto add = [&](std::string_view key, std::string_view value) {
    json += (first ? "" : ",") + JsonQuote(key) + ":";
    json += value;
    first = false;
  };
  for (const auto& [key, value] : parts) {
    auto old = before.find(key);
    if (old != before.end()) {
      const bool same = old->second == value;
      before.erase(old);
      if (same) continue;
    }
    add(key, value);
  }
  for (const auto& [key, value] : before) add(key, "null");  // Parts the board no longer has.
  return json + "}";
}

// The page's "table": where the ruleset's zones lie (engine/table_layout.h), or null.
std::string TableJson(const TableLayout& layout) {
  if (layout.columns == 0) return "null";
  std::string json = "{\"n\":" + std::to_string(layout.columns) + ",\"rows\":[";
  for (size_t r = 0; r < layout.rows.size(); ++r) {
    json += r ? ",[" : "[";
    for (size_t i = 0; i < layout.rows[r].size(); ++i) {
      const TablePlace& place = layout.rows[r][i];
      json += std::string(i ? "," : "") + "[" +
              JsonQuote(place.seat ? SeatText(*place.seat) : std::string()) + "," +
              JsonQuote(place.zone) + "," + JsonQuote(place.cell) + "," +
              std::to_string(place.column) + "," + std::to_string(place.span) + "]";
    }
    json += "]";
  }
  return json + "]}";
}

}  // namespace

std::vector<std::pair<std::string, std::string>> BoardParts(
    const Board& board, std::optional<Seat> seat, std::map<CardId, CardName>& names,
    const std::map<CardId, CardName>& all_names) {
  std::vector<std::pair<std::string, std::string>> parts;
  std::set<CardId> visible;
  if (seat) visible = VisibleCards(board, *seat);
  auto words = [&](const std::string& text) {
    return seat ? RedactCardIds(text, visible, all_names) : text;
  };
  parts.emplace_back("t", std::to_string(board.turn));
  parts.emplace_back("a", JsonQuote(SeatText(board.active)));
  parts.emplace_back("s", JsonQuote(board.step));
  parts.emplace_back("p", JsonQuote(board.priority ? SeatText(*board.priority) : ""));
  parts.emplace_back("w", JsonQuote(words(board.pending)));
  parts.emplace_back("r", JsonQuote(board.result));
  std::string chain = "[";
  for (size_t i = 0; i < board.chain.size(); ++i) {
    const BoardLink& link = board.chain[i];
    chain += std::string(i ? "," : "") + "[" + JsonQuote(SeatText(link.controller)) + ",";
    if (seat && !SeesLink(link, *seat)) {  // A link hidden from the seat: whose, and nothing else.
      chain += "\"?\",\"\",null,0]";
      continue;
    }
    chain += JsonQuote(link.source.ToString()) + "," + JsonQuote(words(link.text)) + "," +
             (link.speed ? std::to_string(*link.speed) : "null");
    // Whom it is seen by, in the judge's view only, where not both players.
    if (!seat && link.seen_by != kSeenByBoth) chain += "," + std::to_string(link.seen_by);
    chain += "]";
  }
  parts.emplace_back("c", chain + "]");
  std::string combat = "null";
  if (board.combat) {
    const BoardCombat& c = *board.combat;
    auto id = [&](const std::optional<CardId>& card) {
      return JsonQuote(card ? card->ToString() : std::string());
    };
    combat = "[" + JsonQuote(SeatText(c.attacking)) + "," + id(c.attacker) + "," + id(c.target) +
             "," + id(c.defender) + "," + JsonQuote(c.step) +
             (c.weapon ? "," + id(c.weapon) : std::string()) + "]";
  }
  parts.emplace_back("b", combat);
  for (size_t p = 0; p < board.players.size(); ++p) {
    const BoardPlayer& player = board.players[p];
    const std::string index = std::to_string(p);
    parts.emplace_back(
        "P" + index, "[" + JsonQuote(SeatText(player.seat)) + "," + JsonQuote(player.name) + "," +
                         JsonStrings(player.marks) + "," +
                         (player.life_points ? std::to_string(*player.life_points) : "null") + "," +
                         JsonQuote(player.life_zone) +
                         (player.life_card ? ",[" + JsonQuote(player.life_card->card.ToString()) +
                                                 "," + std::to_string(player.life_card->life) + "]"
                                           : std::string()) +
                         "]");
    std::string zones = "[";
    for (size_t z = 0; z < player.zones.size(); ++z) {
      const BoardZone& zone = player.zones[z];
      // A pile nobody looks through (a deck): the page counts it and lists it for the judge only.
      const bool pile = zone.hidden && !zone.cards.empty() &&
                        std::all_of(zone.cards.begin(), zone.cards.end(),
                                    [](const BoardCard& c) { return c.seen_by == kSeenByNobody; });
      zones += std::string(z ? "," : "") + "[" + JsonQuote(zone.name) + "," +
               (zone.hidden ? "1" : "0") + "," + JsonStrings(zone.cells) + "," +
               (pile ? "1" : "0") + "]";
      std::string cards;
      const bool sees_any =
          !seat || std::any_of(zone.cards.begin(), zone.cards.end(),
                               [&](const BoardCard& card) { return SeesCard(card, *seat); });
      if (zone.hidden && !sees_any) {
        cards = std::to_string(zone.cards.size());
      } else {
        // A zone of cards the seat sees and cards it does not (a revealed hand card, a face-down
        // card on the field): those it sees, the others unseen with their slot and state.
        cards = "[";
        for (size_t c = 0; c < zone.cards.size(); ++c) {
          const BoardCard& card = zone.cards[c];
          cards += c ? "," : "";
          if (seat && !SeesCard(card, *seat)) {
            cards += UnseenCardJson(card);
          } else {
            cards += CardJson(card, seat ? &visible : nullptr, names);
          }
        }
        cards += "]";
      }
      parts.emplace_back("Z" + index + "." + zone.name, cards);
    }
    parts.emplace_back("Z" + index, zones + "]");
  }
  return parts;
}

Result<std::string> ViewData(const Ruleset& ruleset, std::span<const Event> log,
                             const ViewOptions& options) {
  if (log.empty() || !IsHeader(log.front())) {
    return Status::InvalidInput("seq 1: a game log starts with its header");
  }
  const Header& header = std::get<Header>(log.front().body);
  const size_t n = log.size();
  // Every position: the boards in parts, and in a seat's view the cards it sees.
  std::map<CardId, CardName> names;  // Of the cards the page may name.
  // Of every card: what a seat's view must leave out of the words it shows.
  std::map<CardId, CardName> all_names;
  for (size_t p = 0; p < header.players.size() && p < 2; ++p) {
    const Player& player = header.players[p];
    for (size_t i = 1; i <= player.InstanceCount() && i <= kMaxDeckSize; ++i) {
      all_names[CardId{static_cast<Seat>(p), static_cast<uint16_t>(i)}].code =
          *player.CodeOf(static_cast<uint16_t>(i));
    }
  }
  std::vector<Position> positions(n + 1);
  ReviewOptions review_options;
  review_options.positions = true;
  review_options.visit = [&](const ReplayStep& step) {
    const Event& event = step.event;
    TJ_CHECK(event.seq >= 1 && event.seq <= n);
    Position& position = positions[event.seq];
    if (!step.folded) {  // A judge event shows the position it leaves the game in.
      position.same_as = step.at_seq;
      return;
    }
    Board board = ruleset.MakeBoard(step.state);
    NameBoardPlayers(header, board);
    for (const BoardPlayer& player : board.players) {
      for (const BoardZone& zone : player.zones) {
        for (const BoardCard& card : zone.cards) {
          CardName& name = all_names[card.id];
          if (name.name.empty()) name = CardName{card.code, card.name};
        }
      }
    }
    position.parent = step.before_seq;
    position.parts = BoardParts(board, options.seat, names, all_names);
    if (options.seat) position.visible = VisibleCards(board, *options.seat);
  };
  TJ_ASSIGN_OR_RETURN(GameReview review, ReviewGame(ruleset, log, review_options));
  const PositionIndex& index = review.positions;

  std::vector<EventMarks> marks(n + 1);
  for (const ReviewedViolation& v : review.violations) {
    if (v.violation.seq >= 1 && v.violation.seq <= n)
      marks[v.violation.seq].violations.push_back(&v);
  }
  for (const ReviewedQuestion& q : review.open_questions) {
    if (q.question.seq >= 1 && q.question.seq <= n) marks[q.question.seq].open.push_back(&q);
  }
  for (uint32_t seq : review.line.reversed) marks[seq].standing = 'r';
  for (uint32_t seq : review.line.superseded) marks[seq].standing = 's';

  auto shown = [&](uint32_t seq) -> const Position& {
    const Position& position = positions[seq];
    return position.same_as != 0 ? positions[position.same_as] : position;
  };

  // In a seat's view, an event's words name only the cards the seat sees right before or after
  // it; a shuffle's resulting order is never shown.
  auto words = [&](const Event& event, const std::string& text) -> std::string {
    if (!options.seat) return text;
    std::set<CardId> visible = shown(event.seq).visible;
    const uint32_t before =
        positions[event.seq].same_as != 0 ? event.seq - 1 : positions[event.seq].parent;
    if (before != 0) {
      const std::set<CardId>& earlier = shown(before).visible;
      visible.insert(earlier.begin(), earlier.end());
    }
    return RedactCardIds(text, visible, all_names);
  };

  std::string json = "{\"format\":1,\"game\":" + JsonQuote(header.game_id) +
                     ",\"ruleset\":" + JsonQuote(header.ruleset) +
                     ",\"seat\":" + (options.seat ? JsonQuote(SeatText(*options.seat)) : "null") +
                     ",\"players\":[";
  for (size_t i = 0; i < header.players.size(); ++i) {
    json += std::string(i ? "," : "") + JsonQuote(header.players[i].name);
  }
  json += "],\"table\":" + TableJson(ruleset.Table()) + ",\"lines\":[";
  for (size_t l = 0; l < index.lines.size(); ++l) {
    const PlayLine& line = index.lines[l];
    json += std::string(l ? "," : "") + "{\"b\":" + std::to_string(line.branch);
    if (line.branch != 0) {
      json += ",\"left\":" + std::to_string(line.left_by_seq) + ",\"seqs\":[";
      for (size_t i = 0; i < line.seqs.size(); ++i) {
        json += (i ? "," : "") + std::to_string(line.seqs[i]);
      }
      json += "]";
    }
    json += ",\"points\":[";
    for (size_t i = 0; i < line.points.size(); ++i) {
      json += (i ? "," : "") + std::to_string(line.points[i].seq);
    }
    json += "]}";
  }
  json += "],\"events\":[";
  for (const Event& event : log) {
    const uint32_t seq = event.seq;
    // A judge event's words are its action; its rules and text are in "j", shown once.
    const auto* judge = std::get_if<JudgeAction>(&event.body);
    std::string text =
        judge != nullptr ? JudgeActionText(*judge) : EventText(event, header, &all_names);
    if (options.seat) {
      if (auto unseen = UnseenEventWords(event, *options.seat)) text = *std::move(unseen);
    }
    json += std::string(seq > 1 ? "," : "") + "{\"s\":" + std::to_string(seq) +
            ",\"a\":" + JsonQuote(ActorText(event.actor)) +
            ",\"k\":" + JsonQuote(EventKindName(event)) + ",\"t\":" + JsonQuote(words(event, text));
    if (judge != nullptr) {
      json += ",\"j\":{\"rules\":" + JsonStrings(judge->rules) +
              ",\"text\":" + JsonQuote(words(event, judge->text)) + "}";
    }
    // A pass: the page may fold it away (an illegal one stays).
    const auto* decision = std::get_if<Decision>(&event.body);
    if (decision != nullptr && std::holds_alternative<PassPriority>(*decision)) json += ",\"f\":1";
    if (!marks[seq].violations.empty()) {
      json += ",\"v\":[";
      for (size_t i = 0; i < marks[seq].violations.size(); ++i) {
        const ReviewedViolation& v = *marks[seq].violations[i];
        json += std::string(i ? "," : "") + "[" + JsonQuote(v.violation.code) + "," +
                JsonStrings(v.violation.rules) + "," +
                JsonQuote(words(event, v.violation.message)) + "," +
                JsonQuote(StandingName(v.standing)) + "]";
      }
      json += "]";
    }
    if (!marks[seq].open.empty()) {  // [code, rules, question, verdict, what would settle it]
      json += ",\"q\":[";
      for (size_t i = 0; i < marks[seq].open.size(); ++i) {
        const ReviewedQuestion& q = *marks[seq].open[i];
        json += std::string(i ? "," : "") + "[" + JsonQuote(q.question.code) + "," +
                JsonStrings(q.question.rules) + "," +
                JsonQuote(words(event, q.question.Describe())) + "," +
                JsonQuote(OpenVerdictName(q.verdict)) + "," +
                JsonQuote(words(event, q.settled_by)) + "]";
      }
      json += "]";
    }
    if (marks[seq].standing != 0) json += std::string(",\"x\":\"") + marks[seq].standing + "\"";
    for (const PlayLine& line : index.lines) {
      if (line.branch == 0 || !std::binary_search(line.seqs.begin(), line.seqs.end(), seq)) {
        continue;
      }
      // The lowest branch that holds a superseded event.
      if (marks[seq].standing == 's') json += ",\"b\":" + std::to_string(line.branch);
      break;
    }
    uint32_t branch = 0;
    if (const PriorityPoint* point = index.PointAfter(seq, &branch)) {
      json += ",\"p\":[" + std::to_string(branch) + "," + std::to_string(point->number) + "," +
              JsonQuote(SeatText(point->holder)) + "]";
    }
    json += "}";
  }
  json += "],\"pos\":[null";
  for (uint32_t seq = 1; seq <= n; ++seq) {
    const Position& position = positions[seq];
    if (position.same_as != 0) {
      json += ",[" + std::to_string(position.same_as) + "]";
      continue;
    }
    const auto* parent = position.parent != 0 ? &positions[position.parent].parts : nullptr;
    json += ",[" + std::to_string(position.parent) + "," + DeltaJson(parent, position.parts) + "]";
  }
  json += "],\"cards\":{";
  bool first = true;
  for (const auto& [id, name] : names) {
    json += (first ? "" : ",") + JsonQuote(id.ToString()) + ":[" + JsonQuote(name.code) + "," +
            JsonQuote(name.name) + "]";
    first = false;
  }
  return json + "}}";
}

}  // namespace tcgjudge
