// ValidateEventShape and IsValidGameId (events/codec.h): what can be checked of one event on its
// own, without Cap'n Proto.

#include <set>

#include "events/codec.h"
#include "events/printable.h"

namespace tcgjudge {
namespace {

bool IsDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

// RFC 3339 in UTC: YYYY-MM-DDTHH:MM:SS[.fraction]Z.
bool IsRfc3339Utc(std::string_view t) {
  if (t.size() < 20 || t.size() > 30 || t.back() != 'Z') return false;
  if (!IsDigits(t.substr(0, 4)) || t[4] != '-' || !IsDigits(t.substr(5, 2)) || t[7] != '-' ||
      !IsDigits(t.substr(8, 2)) || t[10] != 'T' || !IsDigits(t.substr(11, 2)) || t[13] != ':' ||
      !IsDigits(t.substr(14, 2)) || t[16] != ':' || !IsDigits(t.substr(17, 2))) {
    return false;
  }
  auto num = [&](size_t pos) { return (t[pos] - '0') * 10 + (t[pos + 1] - '0'); };
  int month = num(5), day = num(8), hour = num(11), minute = num(14), second = num(17);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) {
    return false;
  }
  std::string_view rest = t.substr(19, t.size() - 20);
  if (rest.empty()) return true;
  return rest[0] == '.' && IsDigits(rest.substr(1));
}

// A random pick's shape (log.capnp RandomPick): 1..pool-size distinct cards of a pool without
// repeats, where the picked cards are recorded. Which cards the pool must hold is the engine's.
Status CheckRandomPick(const RandomPickFact& pick) {
  const std::set<CardId> pool(pick.pool.begin(), pick.pool.end());
  if (pool.size() != pick.pool.size()) {
    return Status::InvalidInput("fact.randomPick.pool: a card is listed twice");
  }
  if (pick.count == 0 || pick.count > pick.pool.size()) {
    return Status::InvalidInput("fact.randomPick.count: " + std::to_string(pick.count) +
                                " cannot be picked from a pool of " +
                                std::to_string(pick.pool.size()) + " (1 to the pool's size)");
  }
  if (!pick.picked) return Status::Ok();
  if (pick.picked->size() != pick.count) {
    return Status::InvalidInput("fact.randomPick.picked: " + std::to_string(pick.picked->size()) +
                                " cards, but count is " + std::to_string(pick.count));
  }
  std::set<CardId> picked;
  for (size_t i = 0; i < pick.picked->size(); ++i) {
    const CardId& id = (*pick.picked)[i];
    const std::string field = "fact.randomPick.picked[" + std::to_string(i) + "]: card ";
    if (!pool.contains(id)) {
      return Status::InvalidInput(field + id.ToString() + " is not in the pool");
    }
    if (!picked.insert(id).second) {
      return Status::InvalidInput(field + id.ToString() + " is picked twice");
    }
  }
  return Status::Ok();
}

// A list of card codes: none empty. `field` names the list.
Status CheckCodes(const std::vector<std::string>& codes, const std::string& field) {
  for (size_t i = 0; i < codes.size(); ++i) {
    if (codes[i].empty()) {
      return Status::InvalidInput(field + "[" + std::to_string(i) + "]: empty card code");
    }
  }
  return Status::Ok();
}

// The facts of a paper game (docs/paper-games.md) on their own: what they say is complete.
// Whether the game is a paper game and its cards exist is events/game_check.h's.
Status CheckPaperFact(const Fact& fact) {
  if (const auto* reveal = std::get_if<RevealFact>(&fact)) {
    if (reveal->code.empty()) {
      return Status::InvalidInput("fact.reveal.code: missing: a reveal says which card it was");
    }
    if ((reveal->source == RevealSource::kClaim) != reveal->claimant.has_value()) {
      return Status::InvalidInput(
          "fact.reveal.source: a claim names the seat that claimed it, and only a claim does");
    }
  } else if (const auto* look = std::get_if<LookFact>(&fact)) {
    if (look->cards.empty()) {
      return Status::InvalidInput("fact.look.cards: empty: a look names the cards looked at");
    }
    const std::set<CardId> cards(look->cards.begin(), look->cards.end());
    if (cards.size() != look->cards.size()) {
      return Status::InvalidInput("fact.look.cards: a card is listed twice");
    }
    if (!look->codes.empty() && look->codes.size() != look->cards.size()) {
      return Status::InvalidInput("fact.look.codes: " + std::to_string(look->codes.size()) +
                                  " codes for " + std::to_string(look->cards.size()) +
                                  " cards (one per card, or none where the recorder did not see "
                                  "them)");
    }
    return CheckCodes(look->codes, "fact.look.codes");
  } else if (const auto* check = std::get_if<DeckCheckFact>(&fact)) {
    if (check->zone.empty()) {
      return Status::InvalidInput("fact.deckCheck.zone: missing: a deck check names the zone");
    }
    return CheckCodes(check->codes, "fact.deckCheck.codes");
  }
  return Status::Ok();
}

// Event.recording: set only where it says something (implied, or seen by one seat alone).
Status CheckRecording(const Event& e) {
  const Recording& r = *e.recording;
  if (std::holds_alternative<Header>(e.body)) {
    return Status::InvalidInput("recording: a header carries none (it is the game's own record)");
  }
  if (r.seen_by.size() > 1) {
    if (r.seen_by[0] == r.seen_by[1]) {
      return Status::InvalidInput("recording.seenBy[1]: seat " +
                                  std::string(1, SeatLetter(r.seen_by[1])) + " is listed twice");
    }
    return Status::InvalidInput(
        "recording.seenBy: lists both seats: leave seenBy out (absent means seen by both)");
  }
  if (!r.implied && r.seen_by.empty()) {
    return Status::InvalidInput(
        "recording: says nothing (not implied, seen by both): leave it out");
  }
  return Status::Ok();
}

}  // namespace

bool IsValidGameId(std::string_view id) {
  if (id.empty() || id.size() > 64) return false;
  for (char c : id) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '.' || c == '_' || c == '-';
    if (!ok) return false;
  }
  return true;
}

Status ValidateEventShape(const Event& e) {
  if (e.seq == 0) return Status::InvalidInput("seq: missing or 0 (events are numbered from 1)");
  if (!IsValidGameId(e.game)) {
    return Status::InvalidInput("game: '" + PrintableText(e.game, 80) +
                                "' is not a game id (1-64 characters of A-Z a-z 0-9 . _ -)");
  }
  if (!e.time.empty() && !IsRfc3339Utc(e.time)) {
    return Status::InvalidInput("time: '" + PrintableText(e.time, 80) +
                                "' is not an RFC 3339 UTC time like 2026-11-21T14:03:00Z");
  }
  const bool by_table = std::holds_alternative<TableActor>(e.actor);
  const bool by_player = std::holds_alternative<Seat>(e.actor);
  const bool by_judge = std::holds_alternative<JudgeActor>(e.actor);
  if (const auto* h = std::get_if<Header>(&e.body)) {
    if (!by_table) return Status::InvalidInput("header: the actor must be the table (\"table\")");
    if (e.seq != 1) {
      return Status::InvalidInput("header at seq " + std::to_string(e.seq) +
                                  ": a game has exactly one header, at seq 1");
    }
    if (h->schema_version == 0 || h->schema_version > kSchemaVersion) {
      return Status::InvalidInput("header.schemaVersion: " + std::to_string(h->schema_version) +
                                  " is not supported (this tcgjudge reads schema versions 1.." +
                                  std::to_string(kSchemaVersion) + ")");
    }
    if (h->game_id != e.game) {
      return Status::InvalidInput("header.gameId: '" + PrintableText(h->game_id, 80) +
                                  "' differs from the event's game '" + e.game + "'");
    }
    if (h->ruleset.empty()) return Status::InvalidInput("header.ruleset: missing");
    if (h->players.size() != 2) {
      return Status::InvalidInput("header.players: a game has exactly two players, got " +
                                  std::to_string(h->players.size()));
    }
    for (size_t i = 0; i < h->players.size(); ++i) {
      const Player& p = h->players[i];
      std::string field = "header.players[" + std::to_string(i) + "]";
      if (p.name.empty()) return Status::InvalidInput(field + ".name: missing");
      if (p.deck.empty()) return Status::InvalidInput(field + ".deck: the decklist is empty");
      if (p.InstanceCount() > kMaxDeckSize) {
        return Status::InvalidInput(field + ": more than " + std::to_string(kMaxDeckSize) +
                                    " cards in the main and extra decks and outside the deck");
      }
      for (const auto& [name, codes] :
           {std::pair{"deck", &p.deck}, std::pair{"extraDeck", &p.extra_deck},
            std::pair{"sideDeck", &p.side_deck}, std::pair{"outsideDeck", &p.outside_deck}}) {
        for (size_t j = 0; j < codes->size(); ++j) {
          if ((*codes)[j].empty()) {
            return Status::InvalidInput(field + "." + name + "[" + std::to_string(j) +
                                        "]: empty card code");
          }
        }
      }
    }
  } else if (IsDeckCheck(e)) {
    if (!by_judge || std::get<JudgeActor>(e.actor).judge_id.empty()) {
      return Status::InvalidInput(
          "fact.deckCheck: the actor must be a judge id (\"judge\": \"<id>\"): a deck check is "
          "a judge's observation");
    }
    TJ_RETURN_IF_ERROR(CheckPaperFact(std::get<Fact>(e.body)));
  } else if (std::holds_alternative<Fact>(e.body)) {
    if (!by_table) return Status::InvalidInput("fact: the actor must be the table (\"table\")");
    TJ_RETURN_IF_ERROR(CheckPaperFact(std::get<Fact>(e.body)));
    if (const auto* roll = std::get_if<DieRollFact>(&std::get<Fact>(e.body))) {
      if (roll->sides < 2 || roll->result < 1 || roll->result > roll->sides) {
        return Status::InvalidInput("fact.dieRoll: result " + std::to_string(roll->result) +
                                    " is not a face of a " + std::to_string(roll->sides) +
                                    "-sided die");
      }
    }
    if (const auto* pick = std::get_if<RandomPickFact>(&std::get<Fact>(e.body))) {
      TJ_RETURN_IF_ERROR(CheckRandomPick(*pick));
    }
  } else if (std::holds_alternative<Decision>(e.body)) {
    if (!by_player) {
      return Status::InvalidInput("decision: the actor must be a player (\"player\": \"A\"|\"B\")");
    }
  } else {
    if (!by_judge || std::get<JudgeActor>(e.actor).judge_id.empty()) {
      return Status::InvalidInput("judge: the actor must be a judge id (\"judge\": \"<id>\")");
    }
    const auto* result = std::get_if<GameResult>(&std::get<JudgeAction>(e.body).action);
    if (result != nullptr && result->winner && result->all_lose) {
      return Status::InvalidInput("judge.result: a winner and allLose at once");
    }
  }
  if (e.signature && !std::holds_alternative<JudgeAction>(e.body)) {
    return Status::InvalidInput(std::string(EventKindName(e)) +
                                ": only judge events carry a signature");
  }
  if (e.recording) TJ_RETURN_IF_ERROR(CheckRecording(e));
  return Status::Ok();
}

}  // namespace tcgjudge
