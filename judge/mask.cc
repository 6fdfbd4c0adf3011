#include "judge/mask.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <tuple>
#include <utility>

#include "engine/board.h"
#include "engine/knowledge.h"
#include "events/jsonl.h"

namespace tcgjudge {
namespace {

// `event` with every card id it names that `to` maps renamed, through its canonical JSON line (the
// one text every event has; every card field is a string there): each string that is a card id
// (or an order item's "A07/1") and that `to` maps is replaced by its image. The card ids the
// event names afterwards go to `named`, in order.
Result<Event> RenameCards(const Event& event, const std::map<CardId, CardId>& to,
                          std::vector<CardId>* named) {
  const std::string text = ToJsonLines(std::span<const Event>(&event, 1));
  std::string renamed;
  renamed.reserve(text.size() + 16);
  for (size_t i = 0; i < text.size();) {
    if (text[i] != '"') {
      renamed.push_back(text[i++]);
      continue;
    }
    size_t end = i + 1;
    bool escaped = false;
    while (end < text.size() && text[end] != '"') {
      escaped |= text[end] == '\\';
      end += text[end] == '\\' ? 2 : 1;
    }
    std::string_view content(text.data() + i + 1, end - i - 1);
    std::string replaced(content);
    if (!escaped) {
      const size_t slash = content.find('/');
      Result<CardId> id = CardId::Parse(content.substr(0, slash));
      if (id.ok()) {
        const auto image = to.find(*id);
        const CardId now = image == to.end() ? *id : image->second;
        replaced = now.ToString();
        if (slash != std::string_view::npos) replaced += content.substr(slash);
        named->push_back(now);
      }
    }
    renamed += '"' + replaced + '"';
    i = end + 1;
  }
  auto parsed = ParseJsonLines(renamed, "masked event " + std::to_string(event.seq));
  if (!parsed.ok()) return parsed.status();
  return std::move((*parsed)[0].event);
}

class Masker {
 public:
  explicit Masker(const Ruleset& ruleset) : rules_(ruleset) {}

  Status Start(const Event& header_event);
  Status Take(const Event& event);
  MaskedGame Finish() { return std::move(masked_); }

 private:
  // Appends `event` to the masked log as its next event and folds it into the record.
  Status Record(Event event);
  Status RecordReveal(CardId handle, const std::string& code, const Event& at);
  Status RevealByPlace(CardId id, const std::string& code, const Event& at);
  // Where the record waits for a decision the game does not wait for, the waiting player's
  // implied pass, if the record then waits for what the game waits for.
  Status CatchUp(const Event& at);
  Status RecordDecision(const Event& event);
  // Which card of the record is which card of the game, read off the two boards after an event;
  // and the cards the table sees face up that the record does not know yet.
  struct Matching {
    size_t recorded = 0;  // The index in the masked log of the event recorded for the game's.
    std::vector<std::pair<CardId, CardId>> names;       // The game's card, the record's name.
    std::vector<std::pair<CardId, std::string>> codes;  // A handle, its true code.
    std::vector<std::pair<CardId, std::string>> seen;   // A handle to reveal, its code.
    // A card the record names by its place in a hidden pile only (no handle), its code.
    std::vector<std::pair<CardId, std::string>> unplaced;
    std::string parted;  // Where the boards part: how; empty where they match.
  };
  Result<Matching> RecordAndMatch(const Event& event);
  Matching Match(const Event& event) const;
  std::vector<CardId> NamesInZone(const BoardZone& game, const BoardZone& record) const;
  Status Commit(const Matching& matching, const Event& event);
  // The cards of the record lying in an open zone or on the chain whose identity it does not
  // know, each with its true code.
  std::vector<std::pair<CardId, std::string>> UnknownInTheOpen() const;
  bool Unknown(CardId id) const;

  const Ruleset& rules_;
  std::unique_ptr<GameState> game_;    // The omniscient game.
  std::unique_ptr<GameState> record_;  // The masked one.
  std::map<CardId, CardId> to_record_;
  // The cards of the record's hidden piles named by their place only, each with its code in the
  // game, as the last matching found them (Matching::unplaced).
  std::map<CardId, std::string> unplaced_;
  MaskedGame masked_;
};

Status Masker::Start(const Event& header_event) {
  const auto* header = std::get_if<Header>(&header_event.body);
  if (header == nullptr) return Status::InvalidInput("mask: the log does not start with a header");
  if (header->recorder) {
    return Status::InvalidInput("mask: the game is recorded by a table already");
  }
  std::vector<Violation> deck;
  auto game = rules_.Start(*header, &deck);
  if (!game.ok()) return game.status();
  game_ = std::move(game).value();
  Event recorded = header_event;
  std::get<Header>(recorded.body).recorder = Recorder{};
  auto record = rules_.Start(std::get<Header>(recorded.body), &deck);
  if (!record.ok()) return record.status();
  record_ = std::move(record).value();
  masked_.log.push_back(std::move(recorded));
  masked_.log.back().state_hash.reset();
  masked_.log.back().state_key.reset();
  const Matching matched = Match(header_event);
  if (!matched.parted.empty()) return Status::InvalidInput("mask: " + matched.parted);
  return Commit(matched, header_event);
}

Status Masker::Record(Event event) {
  event.seq = static_cast<uint32_t>(masked_.log.size() + 1);
  event.prev_hash = {};
  event.state_hash.reset();
  event.state_key.reset();
  auto applied = rules_.Apply(*record_, event);
  if (!applied.ok()) return applied.status();
  masked_.log.push_back(std::move(event));
  return Status::Ok();
}

Status Masker::RecordReveal(CardId handle, const std::string& code, const Event& at) {
  Event reveal;
  reveal.game = at.game;
  reveal.time = at.time;
  reveal.actor = TableActor{};
  reveal.body = Fact(RevealFact{handle, code, RevealSource::kTable, std::nullopt});
  ++masked_.reveals;
  return Record(std::move(reveal));
}

// Who waits for which decision: what the record and the game must agree on.
struct Wait {
  Seat player;
  std::string_view question;
  std::vector<std::string_view> kinds;
  bool operator==(const Wait&) const = default;
};
std::optional<Wait> Waiting(const Pending& pending) {
  const auto* point = std::get_if<DecisionPoint>(&pending);
  if (point == nullptr) return std::nullopt;
  return Wait{point->player, point->question, point->kinds};
}

Status Masker::CatchUp(const Event& at) {
  const auto game = Waiting(rules_.PendingOf(*game_));
  const auto record = Waiting(rules_.PendingOf(*record_));
  if (!record || record == game) return Status::Ok();
  Event pass;
  pass.game = at.game;
  pass.time = at.time;
  pass.actor = record->player;
  pass.body = Decision(PassPriority{});
  pass.recording = Recording{.implied = true};
  std::unique_ptr<GameState> trial = record_->Clone();
  pass.seq = static_cast<uint32_t>(masked_.log.size() + 1);
  if (!rules_.Apply(*trial, pass).ok() || Waiting(rules_.PendingOf(*trial)) != game) {
    return Status::Ok();  // Not a wait the table's silence ends: the boards say the rest.
  }
  ++masked_.implied;
  return Record(std::move(pass));
}

bool Masker::Unknown(CardId id) const {
  if (!id.IsHandle()) return false;
  const SeatKnowledge* knowledge = rules_.Knowledge(*record_, id.seat);
  return knowledge != nullptr && !knowledge->KnownCode(id.HandleNumber() - 1u).has_value();
}

Status Masker::RecordDecision(const Event& event) {
  std::vector<CardId> named;
  auto renamed = RenameCards(event, to_record_, &named);
  if (!renamed.ok()) return renamed.status();
  // As the table saw it: the decision alone, unless the record must show a card it names first
  // (a refused event leaves the record as it was: Ruleset::Apply).
  if (Record(*renamed).ok()) return Status::Ok();
  bool placed = false;
  for (CardId id : named) {
    if (Unknown(id)) {
      const auto code = masked_.true_codes.find(id);
      if (code == masked_.true_codes.end()) {
        return Status::InvalidInput("no card of the game is known as " + id.ToString());
      }
      TJ_RETURN_IF_ERROR(RecordReveal(id, code->second, event));
    } else if (const auto code = unplaced_.find(id); code != unplaced_.end()) {
      TJ_RETURN_IF_ERROR(RevealByPlace(id, code->second, event));
      placed = true;
    }
  }
  if (placed) {  // The decision names the cards the reveals gave a name.
    renamed = RenameCards(event, to_record_, &named);
    if (!renamed.ok()) return renamed.status();
  }
  return Record(std::move(renamed).value());
}

// A card of a hidden pile that the record names by its place only (a decklist instance standing
// for an unknown card, which no handle names yet): its reveal names it by that place, and the
// card at that place afterwards is its name in the record (the handle the reveal gave it).
Status Masker::RevealByPlace(CardId id, const std::string& code, const Event& at) {
  auto place = [&]() -> std::optional<std::tuple<size_t, size_t, size_t>> {
    const Board board = rules_.MakeBoard(*record_);
    for (size_t p = 0; p < board.players.size(); ++p) {
      for (size_t z = 0; z < board.players[p].zones.size(); ++z) {
        const std::vector<BoardCard>& cards = board.players[p].zones[z].cards;
        for (size_t i = 0; i < cards.size(); ++i) {
          if (cards[i].id == id) return std::make_tuple(p, z, i);
        }
      }
    }
    return std::nullopt;
  };
  const auto where = place();
  if (!where) return Status::InvalidInput("no place of the record holds " + id.ToString());
  TJ_RETURN_IF_ERROR(RecordReveal(id, code, at));
  const Board board = rules_.MakeBoard(*record_);
  const auto [p, z, i] = *where;
  const CardId now = board.players[p].zones[z].cards[i].id;
  for (auto& [card, name] : to_record_) {
    if (name == id) name = now;
  }
  unplaced_.erase(id);
  return Status::Ok();
}

Status Masker::Take(const Event& event) {
  if (std::holds_alternative<JudgeAction>(event.body) ||
      std::holds_alternative<Header>(event.body)) {
    return Status::InvalidInput("mask: seq " + std::to_string(event.seq) + ": a " +
                                std::string(EventKindName(event)) +
                                "; only a game of facts and decisions is masked");
  }
  if (const auto* fact = std::get_if<Fact>(&event.body); fact != nullptr && IsPaperFact(*fact)) {
    return Status::InvalidInput("mask: seq " + std::to_string(event.seq) +
                                ": a paper game's fact in an omniscient log");
  }
  auto played = rules_.Apply(*game_, event);
  if (!played.ok()) {
    return Status::InvalidInput("mask: seq " + std::to_string(event.seq) +
                                " does not fold: " + played.status().message());
  }
  const std::unique_ptr<GameState> before = record_->Clone();
  const size_t logged = masked_.log.size();
  const size_t reveals = masked_.reveals;
  const size_t implied = masked_.implied;
  Result<Matching> matched = RecordAndMatch(event);
  if (matched.ok() && !matched->parted.empty()) {
    // The games parted: the record did not see what the game did (a face-down card's ability
    // worked). The table saw that card act, so it saw which card it was: the record shows every
    // card lying face down in an open zone or on the chain before the event, and takes it again.
    record_ = before->Clone();
    masked_.log.resize(logged);
    masked_.reveals = reveals;
    masked_.implied = implied;
    for (const auto& [handle, code] : UnknownInTheOpen()) {
      TJ_RETURN_IF_ERROR(RecordReveal(handle, code, event));
    }
    matched = RecordAndMatch(event);
  }
  if (!matched.ok() || !matched->parted.empty()) {
    return Status::InvalidInput("mask: seq " + std::to_string(event.seq) + " (" +
                                std::string(EventKindName(event)) +
                                ") cannot be recorded by the table: " +
                                (matched.ok() ? matched->parted : matched.status().message()));
  }
  return Commit(*matched, event);
}

Result<Masker::Matching> Masker::RecordAndMatch(const Event& event) {
  if (const auto* fact = std::get_if<Fact>(&event.body)) {
    Event seen = event;
    if (const auto* shuffle = std::get_if<ShuffleFact>(fact)) {
      seen.body = Fact(UnseenShuffleFact{shuffle->seat});
    } else {
      std::vector<CardId> named;
      auto renamed = RenameCards(event, to_record_, &named);
      if (!renamed.ok()) return renamed.status();
      seen = std::move(renamed).value();
    }
    TJ_RETURN_IF_ERROR(Record(std::move(seen)));
  } else {
    TJ_RETURN_IF_ERROR(RecordDecision(event));  // The decision is the last event it records.
  }
  const size_t recorded = masked_.log.size() - 1;
  TJ_RETURN_IF_ERROR(CatchUp(event));
  Matching matched = Match(event);
  matched.recorded = recorded;
  return matched;
}

Status Masker::Commit(const Matching& matching, const Event& event) {
  masked_.recorded_as.push_back(matching.recorded);
  for (const auto& [card, named] : matching.names) to_record_[card] = named;
  for (const auto& [handle, code] : matching.codes) masked_.true_codes[handle] = code;
  unplaced_.clear();
  for (const auto& [card, code] : matching.unplaced) unplaced_[card] = code;
  for (const auto& [handle, code] : matching.seen) {
    TJ_RETURN_IF_ERROR(RecordReveal(handle, code, event));
  }
  return Status::Ok();
}

std::vector<std::pair<CardId, std::string>> Masker::UnknownInTheOpen() const {
  std::vector<std::pair<CardId, std::string>> out;
  auto add = [&](CardId id) {
    const auto code = masked_.true_codes.find(id);
    if (Unknown(id) && code != masked_.true_codes.end() &&
        std::find_if(out.begin(), out.end(), [&](const auto& o) { return o.first == id; }) ==
            out.end()) {
      out.emplace_back(id, code->second);
    }
  };
  const Board record = rules_.MakeBoard(*record_);
  for (const BoardPlayer& player : record.players) {
    for (const BoardZone& zone : player.zones) {
      if (zone.hidden) continue;
      for (const BoardCard& card : zone.cards) add(card.id);
    }
  }
  for (const BoardLink& link : record.chain) add(link.source);
  return out;
}

// The record's name of each card of `game`, a zone of the game, whose record is `record` (as
// many cards): a card keeps the name it had where that name is in the zone still (a zone may
// list its cards in an order of their names, which differ between the two); the others, in the
// zone's order, take the names left, in the record's order.
std::vector<CardId> Masker::NamesInZone(const BoardZone& game, const BoardZone& record) const {
  std::vector<CardId> named(game.cards.size());
  std::vector<bool> taken(record.cards.size(), false);
  auto place_of = [&](CardId id) -> std::optional<size_t> {
    for (size_t j = 0; j < record.cards.size(); ++j) {
      if (!taken[j] && record.cards[j].id == id) return j;
    }
    return std::nullopt;
  };
  for (size_t i = 0; i < game.cards.size(); ++i) {
    const auto known = to_record_.find(game.cards[i].id);
    if (known == to_record_.end()) continue;
    if (const std::optional<size_t> j = place_of(known->second)) {
      named[i] = known->second;
      taken[*j] = true;
    }
  }
  size_t next = 0;
  for (size_t i = 0; i < game.cards.size(); ++i) {
    if (named[i].index != 0) continue;
    while (taken[next]) ++next;
    named[i] = record.cards[next].id;
    taken[next] = true;
  }
  return named;
}

// The two boards after `event`, zone by zone: the same number of cards, the card at each place of
// one named by the card at that place of the other; where they part, `parted` says how.
Masker::Matching Masker::Match(const Event& event) const {
  const Board game = rules_.MakeBoard(*game_);
  const Board record = rules_.MakeBoard(*record_);
  auto parted = [&](const std::string& what) {
    Matching parts;
    parts.parted = "after seq " + std::to_string(event.seq) + ", " + what;
    return parts;
  };
  if (game.players.size() != record.players.size()) return parted("the players differ");
  if (game.chain.size() != record.chain.size()) return parted("the chains differ");
  Matching out;
  for (size_t p = 0; p < game.players.size(); ++p) {
    const std::vector<BoardZone>& zones = game.players[p].zones;
    const std::vector<BoardZone>& recorded = record.players[p].zones;
    if (zones.size() != recorded.size()) return parted("the zones differ");
    for (size_t z = 0; z < zones.size(); ++z) {
      if (zones[z].name != recorded[z].name || zones[z].cards.size() != recorded[z].cards.size()) {
        return parted(std::string(1, SeatLetter(game.players[p].seat)) + "'s " + zones[z].name +
                      " holds " + std::to_string(zones[z].cards.size()) +
                      " cards in the game and " + std::to_string(recorded[z].cards.size()) +
                      " in its record");
      }
      const std::vector<CardId> named = NamesInZone(zones[z], recorded[z]);
      for (size_t i = 0; i < zones[z].cards.size(); ++i) {
        const BoardCard& card = zones[z].cards[i];
        const auto in_record = std::find_if(recorded[z].cards.begin(), recorded[z].cards.end(),
                                            [&](const BoardCard& r) { return r.id == named[i]; });
        if (!in_record->code.empty() && in_record->code != card.code) {
          return parted(card.id.ToString() + " is " + card.code + " and its name in the record, " +
                        named[i].ToString() + ", is " + in_record->code);
        }
        out.names.emplace_back(card.id, named[i]);
        if (named[i].IsHandle()) out.codes.emplace_back(named[i], card.code);
        if (!named[i].IsHandle() && in_record->code.empty() && zones[z].hidden) {
          out.unplaced.emplace_back(named[i], card.code);
        }
        // What the table sees face up that the record does not know yet: shown to the table.
        const bool shown = !zones[z].hidden && !card.face_down && card.seen_by == kSeenByBoth;
        if (shown && Unknown(named[i])) out.seen.emplace_back(named[i], card.code);
      }
    }
  }
  return out;
}
}  // namespace

Result<MaskedGame> MaskGame(const Ruleset& ruleset, std::span<const Event> omniscient) {
  if (!ruleset.FoldsPaperGames()) {
    return Status::InvalidInput("mask: ruleset " + std::string(ruleset.Id()) +
                                " does not fold paper games yet");
  }
  if (omniscient.empty()) return Status::InvalidInput("mask: the log is empty");
  Masker masker(ruleset);
  TJ_RETURN_IF_ERROR(masker.Start(omniscient.front()));
  for (const Event& event : omniscient.subspan(1)) TJ_RETURN_IF_ERROR(masker.Take(event));
  return masker.Finish();
}

}  // namespace tcgjudge
