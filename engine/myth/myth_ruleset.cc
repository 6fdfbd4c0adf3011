#include "engine/myth/myth_ruleset.h"

#include <algorithm>

#include "engine/myth/candidates.h"
#include "engine/myth/context.h"
#include "engine/myth/decisions.h"
#include "engine/myth/state_key.h"
#include "engine/myth/turn.h"

namespace tcgjudge::myth {
namespace {

// The log's decision as the engine's move: the `myth` member and the generic verbs a myth game
// uses (pass, discard, concede); nullopt for any other (零次元's verbs, the generic choices).
std::optional<Move> MoveOf(const tcgjudge::Decision& decision) {
  if (const auto* mine = std::get_if<Decision>(&decision)) return Move(*mine);
  if (std::holds_alternative<PassPriority>(decision)) return Move(PassPriority{});
  if (const auto* discard = std::get_if<DiscardCards>(&decision)) return Move(*discard);
  if (std::holds_alternative<Concede>(decision)) return Move(Concede{});
  return std::nullopt;
}

tcgjudge::Decision DecisionOf(Move move) {
  return std::visit([](auto&& m) -> tcgjudge::Decision { return std::move(m); }, std::move(move));
}

Status ApplyShuffle(Context& c, const ShuffleFact& shuffle) {
  TJ_RETURN_IF_ERROR(RefuseShuffle(c, shuffle.seat, shuffle.order));
  DoShuffle(c, shuffle.seat, shuffle.order);
  return Status::Ok();
}

// The seat that did not lose; nullopt when both lost (§1.2: there are no draws, M-23).
std::optional<Seat> WinnerOf(const State& s) {
  if (s.losers == 1) return Seat::kB;
  if (s.losers == 2) return Seat::kA;
  return std::nullopt;
}

std::string WaitDescription(const Context& c) {
  const State& s = c.s;
  const std::string who = Letter(s.waiting_for);
  const std::string turn = "turn " + std::to_string(s.turn.number) + ", " +
                           std::string(StepName(s.turn.step)) + " step";
  switch (s.wait) {
    case Wait::kMain:
      return who + " acts in its main phase with no window open (§14.2, §17.3; " + turn + ")";
    case Wait::kPriority: {
      const size_t size = s.window.stack.size();
      std::string what = who + " may respond in the open window (§18.3, §18.4; " + turn + ")";
      if (size > 0) what += ", a stack of " + std::to_string(size);
      return what;
    }
    case Wait::kTriggers:
      return who + " orders its triggered skills into the new window (§13.2, §13.3; " + turn + ")";
    case Wait::kDiscard:
      return who + " discards down to 7 cards (§17.4; " + turn + ")";
    default:
      return who + " (" + turn + ")";
  }
}

}  // namespace

Result<Decklist> DecklistOf(const Player& player, Seat seat) {
  const std::string where = "header.players[" + std::to_string(SeatIndex(seat)) + "].extraDeck";
  if (player.extra_deck.empty() || player.extra_deck.size() > 2) {
    return Status::InvalidInput(where + ": a myth deck names its general there, then at most "
                                        "one treasure (§23, M-23); it has " +
                                std::to_string(player.extra_deck.size()) + " cards");
  }
  Decklist deck;
  deck.library = player.deck;
  deck.general = player.extra_deck[0];
  if (player.extra_deck.size() == 2) deck.treasure = player.extra_deck[1];
  return deck;
}

MythRuleset::MythRuleset(const CardSet& set) : cards_(set) {}

Result<std::unique_ptr<Ruleset>> MythRuleset::FromCardFile(const std::string& cards_path) {
  TJ_ASSIGN_OR_RETURN(CardSet set, LoadCardSetFile(cards_path));
  return std::unique_ptr<Ruleset>(std::make_unique<MythRuleset>(set));
}

Result<std::unique_ptr<GameState>> MythRuleset::Start(const Header& header,
                                                      std::vector<Violation>* violations) const {
  if (header.first_player != Seat::kA) {
    return Status::InvalidInput(
        "header.firstPlayer: seat A takes the first turn of a myth game (M-2); list the player "
        "who goes first as players[0]");
  }
  std::array<Decklist, 2> decks;
  for (int i = 0; i < 2; ++i) {
    if (!header.players[i].side_deck.empty()) {
      return Status::InvalidInput("header.players[" + std::to_string(i) +
                                  "].sideDeck: a myth game has no side deck");
    }
    TJ_ASSIGN_OR_RETURN(decks[i], DecklistOf(header.players[i], static_cast<Seat>(i)));
  }
  TJ_ASSIGN_OR_RETURN(State state, StartGame(cards_, decks, header.options, violations));
  return std::unique_ptr<GameState>(std::make_unique<State>(std::move(state)));
}

std::optional<Seat> MythRuleset::PriorityHolder(const GameState& game_state) const {
  // The priority points: the main phase with no window open, and an open window.
  const State& s = State::Of(game_state);
  if (s.over || (s.wait != Wait::kMain && s.wait != Wait::kPriority)) return std::nullopt;
  return s.waiting_for;
}

Pending MythRuleset::Awaiting(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  if (s.over) {
    const std::optional<Seat> winner = WinnerOf(s);
    return GameOver{winner, s.end_reason, /*all_lose=*/!winner};  // No draws (§1.2, M-23).
  }
  const Context c(const_cast<State&>(s), cards_, 0);
  const std::string description = WaitDescription(c);
  switch (s.wait) {
    case Wait::kShuffle:
      return FactPoint{FactKind::kShuffle, s.waiting_for, s.Player(s.waiting_for).library, 0,
                       Letter(s.waiting_for) + "'s library is shuffled for the game (M-2)"};
    case Wait::kMain:
      return DecisionPoint{s.waiting_for,
                           {"pass", "useCard", "activateSkill", "flipAdventure", "placeSpirit",
                            "initiateCombat", "concede"},
                           description};
    case Wait::kPriority:
      return DecisionPoint{s.waiting_for,
                           {"pass", "useCard", "activateSkill", "flipAdventure", "concede"},
                           description};
    case Wait::kTriggers:
      return DecisionPoint{s.waiting_for, {"orderTriggers", "pass", "concede"}, description};
    case Wait::kDiscard:
      return DecisionPoint{s.waiting_for, {"discard", "concede"}, description};
    case Wait::kOver:
      break;
  }
  return GameOver{std::nullopt, s.end_reason};
}

// A judge's result: the seat it names wins (the other loses); without a winner both lose, since
// 神话起源 has no draws (§1.2, M-23).
Status MythRuleset::EndByJudge(GameState& game_state, const Event& event,
                               const GameOver& end) const {
  State& s = State::Of(game_state);
  Context c(s, cards_, event.seq);
  EndGame(c, end.winner ? static_cast<uint8_t>(1u << SeatIndex(OtherSeat(*end.winner))) : 3,
          end.reason);
  return Status::Ok();
}

Result<std::vector<Violation>> MythRuleset::ApplyEvent(GameState& game_state,
                                                       const Event& event) const {
  State& s = State::Of(game_state);
  Context c(s, cards_, event.seq);
  if (const auto* fact = std::get_if<Fact>(&event.body)) {
    const auto* shuffle = std::get_if<ShuffleFact>(fact);
    if (shuffle == nullptr) {
      return Status::InvalidInput("fact: no coin flip or die roll is due in a myth game");
    }
    TJ_RETURN_IF_ERROR(ApplyShuffle(c, *shuffle));
    return std::move(c.violations);
  }
  const auto& decision = std::get<tcgjudge::Decision>(event.body);
  const std::optional<Move> move = MoveOf(decision);
  if (!move) {
    return Status::InvalidInput("decision." + std::string(DecisionKindName(decision)) +
                                ": a myth game has no such decision (docs/log-format.md, myth)");
  }
  TJ_RETURN_IF_ERROR(ApplyMove(c, std::get<Seat>(event.actor), *move));
  return std::move(c.violations);
}

std::vector<tcgjudge::Decision> MythRuleset::LegalDecisions(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  const Context c(const_cast<State&>(s), cards_, 0);
  std::vector<tcgjudge::Decision> out;
  for (Move& move : LegalMoves(c)) out.push_back(DecisionOf(std::move(move)));
  return out;
}

std::vector<Ruleset::IllegalDecision> MythRuleset::IllegalDecisions(
    const GameState& game_state) const {
  const State& s = State::Of(game_state);
  const Context c(const_cast<State&>(s), cards_, 0);
  std::vector<IllegalDecision> out;
  for (IllegalMove& m : IllegalMoves(c)) {
    out.push_back({m.player, DecisionOf(std::move(m.move)), std::move(m.code)});
  }
  return out;
}

bool MythRuleset::IsAttackDeclaration(const tcgjudge::Decision& decision) const {
  const auto* mine = std::get_if<Decision>(&decision);
  return mine != nullptr && std::holds_alternative<InitiateCombat>(*mine);
}

// M-21: the guide has no procedure for illegal actions (digest §10); a judge reverses the latest
// illegal action and backs the game up past earlier ones.
JudgeTexts MythRuleset::Judging() const {
  return JudgeTexts{
      .reverse_rules = {"M-21"},
      .reverse_name = "M-21",
      .reverse_citation = "M-21 (docs/rulings-myth.md)",
      .latest_only = "M-21 reverses the latest action only; earlier ones are backed up past",
      .deck_remedy =
          "the deck breaks deck construction (§23, §24): not an action a reversal can undo; the "
          "tournament's rules decide",
  };
}

Clock MythRuleset::ClockOf(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  return Clock{s.turn.number, std::string(StepName(s.turn.step)),
               static_cast<uint32_t>(s.window.open ? s.window.stack.size() : 0)};
}

Status MythRuleset::CheckInvariants(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  const std::string problem = InvariantProblem(s, cards_);
  if (!problem.empty()) return Status::Corruption("myth invariant: " + problem);
  return StateKeyProblem(s);
}

}  // namespace tcgjudge::myth
