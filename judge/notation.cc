#include "judge/notation.h"

#include <algorithm>
#include <deque>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>

#include "engine/board.h"
#include "events/codec.h"
#include "events/game_check.h"
#include "events/jsonl.h"
#include "events/notation.h"
#include "judge/decklist.h"
#include "judge/game_replay.h"

namespace tcgjudge {
namespace {

std::string Place(const NotationPlace& place) {
  return std::to_string(place.line) + ":" + std::to_string(place.column);
}

// Follows a game as its notation is read: binds each action against the position, inserts the
// passes it implies, folds, checks checkpoints, and keeps the events it makes.
class Follower {
 public:
  Follower(const Ruleset& ruleset, std::string source)
      : ruleset_(ruleset), replay_(ruleset), source_(std::move(source)) {}

  // Starts from a stored log (append): every event of it taken, none of them kept as new.
  Status Resume(std::span<const Event> log) {
    for (const Event& event : log) {
      TJ_RETURN_IF_ERROR(replay_.Take(event));
      if (IsHeader(event)) header_ = std::get<Header>(event.body);
    }
    next_seq_ = static_cast<uint32_t>(log.size() + 1);
    return Status::Ok();
  }

  Status Start(Event header, int line) {
    header_ = std::get<Header>(header.body);
    return Take(std::move(header), line, NotationPlace{line, 1}, "the header");
  }

  // The checkpoints written before any action: the position after the header and its facts.
  Status Opening(const std::vector<NotationCheckpoint>& checkpoints) { return Check(checkpoints); }

  // Binds, follows and keeps one written action (and the passes it implies).
  Status Add(const NotationAction& action, std::optional<Seat> default_player) {
    NotationBinding binding;
    binding.ruleset = header_.ruleset;
    binding.source = source_;
    binding.default_player = default_player.has_value() ? default_player : Awaited();
    // First the kind and the player, a card by its code taken as any of its candidates: the
    // passes it implies come before the position its cards are looked for in.
    binding.resolve_card = [this](Seat seat, std::string_view code) {
      return ResolveCard(seat, code, /*any=*/true);
    };
    TJ_ASSIGN_OR_RETURN(Event event, BindNotationAction(action, binding));
    // A concession implies nothing: a player concedes whoever the game waits on.
    const Seat* player = std::get_if<Seat>(&event.actor);
    if (player != nullptr && !action.as_written &&
        !std::holds_alternative<Concede>(std::get<Decision>(event.body))) {
      TJ_RETURN_IF_ERROR(
          ImplyPasses(*player, DecisionKindName(std::get<Decision>(event.body)), action));
    }
    binding.resolve_card = [this](Seat seat, std::string_view code) {
      return ResolveCard(seat, code, /*any=*/false);
    };
    TJ_ASSIGN_OR_RETURN(event, BindNotationAction(action, binding));
    TJ_RETURN_IF_ERROR(Take(std::move(event), action.place.line, action.place, action.kind));
    since_check_.push_back(action.kind + " (" + Place(action.place) + ")");
    return Check(action.checkpoints);
  }

  std::deque<NotationEvent>& events() { return events_; }
  // The violations of the events it made.
  std::vector<Violation>& violations() { return violations_; }

 private:
  Status Error(const NotationPlace& place, std::string_view message) const {
    return NotationError(source_, place, message);
  }

  std::optional<Seat> Awaited() const {
    Pending pending = ruleset_.PendingOf(replay_.state());
    if (const auto* point = std::get_if<DecisionPoint>(&pending)) return point->player;
    return std::nullopt;
  }

  // The passes the written decision `kind` of `player` implies (docs/notation.md N3).
  Status ImplyPasses(Seat player, std::string_view kind, const NotationAction& action) {
    for (int implied = 0;; ++implied) {
      const Asked asked = AskedAt(ruleset_, replay_.state());
      if (!NotYetAsked(asked, player, kind)) return Status::Ok();
      if (!asked.may_pass && *asked.player == player) return Status::Ok();  // The engine judges.
      if (!asked.may_pass || implied == kMaxImpliedPasses) {
        Pending pending = ruleset_.PendingOf(replay_.state());
        const Seat other = *asked.player;
        return Error(
            action.place,
            std::string(1, SeatLetter(player)) + "'s " + action.kind + ", but the game waits for " +
                SeatLetter(other) + ": " + std::get<DecisionPoint>(pending).description +
                (asked.may_pass
                     ? " (still after " + std::to_string(implied) + " implied passes: write !" +
                           action.kind + " for a decision made out of turn)"
                     : std::string("; ") + SeatLetter(other) + " cannot pass there: write " +
                           SeatLetter(other) + "'s decision first, or !" + action.kind +
                           " for a decision made out of turn"));
      }
      const Seat passer = *asked.player;
      Event pass;
      pass.actor = passer;
      pass.body = Decision{PassPriority{}};
      pass.recording = Recording{true, {}};
      TJ_RETURN_IF_ERROR(
          Take(std::move(pass), action.place.line, action.place, "the pass it implies"));
    }
  }

  Status Take(Event event, int line, const NotationPlace& place, std::string_view what) {
    event.game = header_.game_id;
    event.seq = next_seq_++;
    events_.push_back(NotationEvent{line, std::move(event)});
    const Event& kept = events_.back().event;
    if (Status shape = ValidateEventShape(kept); !shape.ok()) {
      return Error(place, std::string(what) + ": " + shape.message());
    }
    // What the import and the store check of every event before the engine folds it (the engine
    // may take a card id the header has for granted).
    if (Status said = CheckNothingSaidTwice(kept); !said.ok()) {
      return Error(place, std::string(what) + ": " + said.message());
    }
    if (!IsHeader(kept)) {
      if (Status fits = CheckEventAgainstHeader(header_, kept); !fits.ok()) {
        return Error(place, std::string(what) + ": " + fits.message());
      }
    }
    if (Status taken = replay_.Take(kept); !taken.ok()) {
      return Error(place, std::string(what) + ": the rules engine refuses it: " + taken.message());
    }
    for (const Violation& v : replay_.last_violations()) violations_.push_back(v);
    return Status::Ok();
  }

  // A card of `seat` whose code starts with `code`: among those the legal decisions name where
  // they name any (the one in hand rather than the copies in the deck), else among all; `any`:
  // the first of all (to learn the action's kind and player before its passes are implied).
  Result<std::string> ResolveCard(Seat seat, std::string_view code, bool any) const {
    const Player& player = header_.players[SeatIndex(seat)];
    std::vector<std::string> all;
    for (uint16_t i = 1; i <= player.InstanceCount(); ++i) {
      const std::string* card_code = player.CodeOf(i);
      if (card_code != nullptr && card_code->compare(0, code.size(), code) == 0) {
        char text[CardId::kMaxTextSize];
        all.emplace_back(text, CardId{seat, i}.Format(text));
      }
    }
    if (all.empty()) {
      return Status::InvalidInput("no card of " + std::string(1, SeatLetter(seat)) +
                                  "'s has a code starting " + std::string(code));
    }
    if (any) return all.front();
    std::vector<std::string> legal;
    for (const Decision& decision : ruleset_.LegalDecisions(replay_.state())) {
      Event event;
      event.game = header_.game_id;
      event.seq = 2;
      event.actor = seat;
      event.body = decision;
      const std::string json = EventToJson(event);
      for (const std::string& card : all) {
        if (json.find("\"" + card + "\"") != std::string::npos &&
            std::find(legal.begin(), legal.end(), card) == legal.end()) {
          legal.push_back(card);
        }
      }
    }
    const std::vector<std::string>& candidates = legal.empty() ? all : legal;
    if (candidates.size() == 1) return candidates[0];
    std::string list;
    for (const std::string& card : candidates) {
      auto id = CardId::Parse(card);
      list += (list.empty() ? "" : ", ") + card + " (" + *player.CodeOf(id->index) + ")";
    }
    return Status::InvalidInput(std::string(1, SeatLetter(seat)) + ":" + std::string(code) +
                                " is any of " + list + ": write the card's id");
  }

  // The checkpoints against the board; a mismatch names the actions since the last one held.
  Status Check(const std::vector<NotationCheckpoint>& checkpoints) {
    if (checkpoints.empty()) return Status::Ok();
    const Board board = ruleset_.MakeBoard(replay_.state());
    for (const NotationCheckpoint& check : checkpoints) {
      const BoardPlayer* player = board.Player(check.seat);
      int64_t shown = 0;
      if (player == nullptr) return Error(check.place, "the board has no such player");
      if (check.what == "life") {
        shown = LifeOf(*player);
      } else if (const BoardZone* zone = board.Zone(check.seat, check.what)) {
        shown = static_cast<int64_t>(zone->cards.size());
      } else {
        std::string zones = "life";
        for (const BoardZone& z : player->zones) zones += ", " + z.name;
        return Error(check.place, "checkpoint '" + check.text + "': no '" + check.what +
                                      "' on the board (" + zones + ")");
      }
      if (shown != check.value) {
        std::string where = since_check_.empty()
                                ? std::string("before the first action")
                                : "in the " + std::to_string(since_check_.size()) + " action" +
                                      (since_check_.size() == 1 ? "" : "s") + " from " +
                                      since_check_.front() + " to " + since_check_.back();
        return Error(check.place, "checkpoint '" + check.text +
                                      "' does not hold: the board shows " + std::to_string(shown) +
                                      "; the recording mistake is " + where +
                                      ", since the last checkpoint that held");
      }
    }
    since_check_.clear();
    return Status::Ok();
  }

  const Ruleset& ruleset_;
  GameReplay replay_;
  std::string source_;
  Header header_;
  uint32_t next_seq_ = 1;
  std::deque<NotationEvent> events_;      // A deque: the replay keeps references to the events.
  std::vector<std::string> since_check_;  // The actions since the last checkpoint that held.
  std::vector<Violation> violations_;
};

}  // namespace

Asked AskedAt(const Ruleset& ruleset, const GameState& state) {
  Asked asked;
  Pending pending = ruleset.PendingOf(state);
  const auto* point = std::get_if<DecisionPoint>(&pending);
  if (point == nullptr) return asked;
  asked.player = point->player;
  asked.may_pass =
      std::find(point->kinds.begin(), point->kinds.end(), "pass") != point->kinds.end();
  for (const Decision& decision : ruleset.LegalDecisions(state)) {
    std::string kind(DecisionKindName(decision));
    if (std::find(asked.legal_kinds.begin(), asked.legal_kinds.end(), kind) ==
        asked.legal_kinds.end()) {
      asked.legal_kinds.push_back(std::move(kind));
    }
  }
  return asked;
}

bool NotYetAsked(const Asked& asked, Seat player, std::string_view kind) {
  if (!asked.player.has_value()) return false;
  return *asked.player != player || std::find(asked.legal_kinds.begin(), asked.legal_kinds.end(),
                                              kind) == asked.legal_kinds.end();
}

Result<std::string> GameNotation(const Ruleset& ruleset, std::span<const Event> log) {
  std::vector<NotationEntry> entries;
  uint32_t turn = 0;
  Asked before;  // What the position before the event asks for.
  TJ_RETURN_IF_ERROR(ReplayGame(ruleset, log, [&](const ReplayStep& step) {
                       const Seat* player = std::get_if<Seat>(&step.event.actor);
                       const Decision* decision = std::get_if<Decision>(&step.event.body);
                       const bool out_of_turn =
                           player != nullptr && !std::holds_alternative<Concede>(*decision) &&
                           NotYetAsked(before, *player, DecisionKindName(*decision));
                       entries.push_back(NotationEntry{&step.event, turn, out_of_turn});
                       turn = ruleset.ClockOf(step.state).turn;
                       before = AskedAt(ruleset, step.state);
                     }).status());
  if (log.empty() || !IsHeader(log.front())) {
    return Status::InvalidInput("a game log starts with its header");
  }
  return WriteNotation(log.front(), entries);
}

bool IsNotationPath(std::string_view path) {
  return path.size() >= 4 && path.substr(path.size() - 4) == ".tjn";
}

Result<std::vector<NotationEvent>> ReadNotation(std::string_view text, const std::string& source,
                                                const std::string& base_dir,
                                                const RulesetRegistry* rulesets) {
  TJ_ASSIGN_OR_RETURN(NotationText parsed, ParseNotationText(text, source));
  auto read_decklist = [&](const std::string& path) -> Result<Player> {
    const std::string full = (std::filesystem::path(base_dir) / path).string();
    TJ_ASSIGN_OR_RETURN(std::string list, ReadTextFile(full, 1 << 20));
    return ParseDecklist(list, full);
  };
  TJ_ASSIGN_OR_RETURN(Event header, HeaderFromTags(parsed.tags, source, read_decklist));
  const int header_line = parsed.tags.empty() ? 1 : parsed.tags.front().place.line;
  if (Status shape = ValidateEventShape(header); !shape.ok()) {
    return NotationError(source, NotationPlace{header_line, 1}, "the tags: " + shape.message());
  }
  std::vector<NotationEvent> out;
  if (rulesets == nullptr) {  // Not followed: each action bound on its own.
    out.push_back(NotationEvent{header_line, header});
    const std::string& ruleset = std::get<Header>(header.body).ruleset;
    for (const NotationAction& action : parsed.actions) {
      if (!action.checkpoints.empty()) {
        return NotationError(source, action.checkpoints[0].place,
                             "a checkpoint is checked only with the rulesets' cards (--cards)");
      }
      NotationBinding binding{ruleset, source, nullptr, std::nullopt};
      TJ_ASSIGN_OR_RETURN(Event event, BindNotationAction(action, binding));
      event.game = header.game;
      event.seq = static_cast<uint32_t>(out.size() + 1);
      out.push_back(NotationEvent{action.place.line, std::move(event)});
    }
    return out;
  }
  auto ruleset = rulesets->ForHeader(std::get<Header>(header.body));
  if (!ruleset.ok()) {
    return NotationError(source, NotationPlace{header_line, 1}, ruleset.status().message());
  }
  Follower follower(**ruleset, source);
  TJ_RETURN_IF_ERROR(follower.Start(std::move(header), header_line));
  TJ_RETURN_IF_ERROR(follower.Opening(parsed.opening_checkpoints));
  for (const NotationAction& action : parsed.actions) {
    TJ_RETURN_IF_ERROR(follower.Add(action, std::nullopt));
  }
  for (NotationEvent& event : follower.events()) out.push_back(std::move(event));
  return out;
}

Result<std::vector<NotationEvent>> ReadNotationFile(const std::string& path,
                                                    const RulesetRegistry* rulesets) {
  TJ_ASSIGN_OR_RETURN(std::string text, ReadTextFile(path, kMaxNotationBytes));
  const std::string dir = std::filesystem::path(path).parent_path().string();
  return ReadNotation(text, path, dir.empty() ? "." : dir, rulesets);
}

Result<NotationAppend> NotationAppendEvents(const Ruleset& ruleset, std::span<const Event> log,
                                            std::string_view text, std::string_view source) {
  TJ_ASSIGN_OR_RETURN(NotationAction action, ParseNotationActionText(text, source));
  Follower follower(ruleset, std::string(source));
  TJ_RETURN_IF_ERROR(follower.Resume(log));
  TJ_RETURN_IF_ERROR(follower.Add(action, std::nullopt));
  NotationAppend out;
  for (NotationEvent& event : follower.events()) out.events.push_back(std::move(event.event));
  out.violations = std::move(follower.violations());
  return out;
}

}  // namespace tcgjudge
