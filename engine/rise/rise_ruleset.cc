#include "engine/rise/rise_ruleset.h"

#include <span>

#include "engine/rise/board.h"
#include "engine/rise/bot_deck.h"
#include "engine/rise/context.h"
#include "engine/rise/deck.h"
#include "engine/rise/invariants.h"
#include "engine/rise/snapshot.h"
#include "engine/rise/state_key.h"
#include "engine/rise/targets.h"
#include "engine/rise/turn.h"

namespace tcgjudge::rise {
namespace {

// The decision kinds each wait asks for, by their schema names (events/rise/decision.capnp and
// the log's generic verbs).
constexpr std::string_view kPriorityKinds[] = {
    "pass",          "placeResource", "useCard", "activateAbility", "completeCommand",
    "declareCombat", "fireWeapon",    "board",   "concede"};

DecisionPoint Point(const State& s, std::span<const std::string_view> kinds,
                    const std::string& rule, std::string_view question = {}) {
  return DecisionPoint{s.waiting_for, std::vector<std::string_view>(kinds.begin(), kinds.end()),
                       PendingText(s) + " (" + rule + ")", question};
}

}  // namespace

RiseRuleset::RiseRuleset(CardSet set) : engine_(std::move(set)) {}

Result<std::unique_ptr<Ruleset>> RiseRuleset::FromCardFile(const std::string& cards_path) {
  TJ_ASSIGN_OR_RETURN(CardSet set, LoadCardSetFile(cards_path));
  return std::unique_ptr<Ruleset>(std::make_unique<RiseRuleset>(std::move(set)));
}

Result<std::unique_ptr<GameState>> RiseRuleset::Start(const Header& header,
                                                      std::vector<Violation>* violations) const {
  TJ_ASSIGN_OR_RETURN(State s, engine_.Start(header, violations));
  return std::unique_ptr<GameState>(std::make_unique<State>(std::move(s)));
}

// §412.1: the priority points are the waits where a player holds priority.
std::optional<Seat> RiseRuleset::PriorityHolder(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  if (s.over || s.wait != Wait::kPriority) return std::nullopt;
  return s.waiting_for;
}

Pending RiseRuleset::Awaiting(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  if (s.over) return GameOver{s.winner, s.end_reason};
  switch (s.wait) {
    case Wait::kShuffle:
      return FactPoint{FactKind::kShuffle, s.waiting_for, s.Player(s.waiting_for).deck, 0,
                       PendingText(s) + " (§101.1, §411.2)"};
    case Wait::kMulligan: {
      static constexpr std::string_view kKinds[] = {"mulligan", "concede"};
      return Point(s, kKinds, "§101.2", "mulligan");
    }
    case Wait::kPriority:
      return Point(s, kPriorityKinds, "§412.1");
    case Wait::kOrderTriggers: {
      static constexpr std::string_view kKinds[] = {"orderTriggers", "concede"};
      return Point(s, kKinds, "§708.1a", "triggerOrder");
    }
    case Wait::kDiscard: {
      static constexpr std::string_view kKinds[] = {"discard", "concede"};
      return Point(s, kKinds, "§503.2a", "handSize");
    }
    case Wait::kGuard: {
      static constexpr std::string_view kKinds[] = {"guard", "pass", "concede"};
      return Point(s, kKinds, "§602.2, C-5", "guard");
    }
    case Wait::kUnique: {
      static constexpr std::string_view kKinds[] = {"chooseUnique", "concede"};
      return Point(s, kKinds, "§409.2", "uniqueness");
    }
    case Wait::kArmour: {
      static constexpr std::string_view kKinds[] = {"exhaustArmour", "pass", "concede"};
      return Point(s, kKinds, "§717.2c", "armour");
    }
    case Wait::kHost: {
      static constexpr std::string_view kKinds[] = {"chooseHost", "concede"};
      return Point(s, kKinds, "§403.3, §403.6a", "host");
    }
    case Wait::kSearch: {
      static constexpr std::string_view kKinds[] = {"searchDeck", "concede"};
      return Point(s, kKinds, "§411", "search");
    }
    case Wait::kRandomPick: {
      Context c(const_cast<State&>(s), engine_.cards(), 0);  // Only read.
      const RandomPick pick = PendingPick(c);
      FactPoint point{FactKind::kRandomPick, s.waiting_for, pick.pool, 0,
                      PendingText(s) + " (§706.5)"};
      point.count = pick.count;
      return point;
    }
    case Wait::kOver:
      break;
  }
  return GameOver{s.winner, s.end_reason};
}

// A judge's declared result ends the game with its winner, or a draw (§102.3, §102.1a).
Status RiseRuleset::EndByJudge(GameState& game_state, const Event& event,
                               const GameOver& end) const {
  State& s = State::Of(game_state);
  Context c(s, engine_.cards(), event.seq);
  EndGame(c, end.winner, end.reason);
  return Status::Ok();
}

Result<std::vector<Violation>> RiseRuleset::ApplyEvent(GameState& game_state,
                                                       const Event& event) const {
  State& s = State::Of(game_state);
  std::vector<Violation> violations;
  if (const auto* fact = std::get_if<Fact>(&event.body)) {
    TJ_RETURN_IF_ERROR(engine_.ApplyFact(s, *fact, event.seq));
    return violations;
  }
  TJ_ASSIGN_OR_RETURN(Move move, MoveOf(std::get<::tcgjudge::Decision>(event.body)));
  TJ_RETURN_IF_ERROR(engine_.Apply(s, std::get<Seat>(event.actor), move, event.seq, &violations));
  return violations;
}

std::vector<::tcgjudge::Decision> RiseRuleset::LegalDecisions(const GameState& state) const {
  std::vector<::tcgjudge::Decision> out;
  for (const Move& move : engine_.LegalMoves(State::Of(state))) out.push_back(DecisionOf(move));
  return out;
}

std::vector<Ruleset::IllegalDecision> RiseRuleset::IllegalDecisions(const GameState& state) const {
  std::vector<IllegalDecision> out;
  for (RiseEngine::IllegalMove& m : engine_.IllegalMoves(State::Of(state))) {
    out.push_back({m.player, DecisionOf(m.move), std::move(m.code)});
  }
  return out;
}

Result<Header> RiseRuleset::BotHeader(const std::string& game_id) const {
  return RiseBotHeader(game_id);
}

bool RiseRuleset::IsAttackDeclaration(const ::tcgjudge::Decision& decision) const {
  const auto* rise = std::get_if<Decision>(&decision);
  return rise != nullptr && std::holds_alternative<DeclareCombat>(*rise);
}

// §707.2 is the rulebook's one reversal rule (digest §11.1); R-33: a judge reverses the latest
// illegal decision the same way, and backs the game up past earlier ones.
JudgeTexts RiseRuleset::Judging() const {
  return JudgeTexts{
      .reverse_rules = {"707.2", "R-33"},
      .reverse_name = "707.2",
      .reverse_citation = "§707.2, R-33 (docs/rulings-rise.md)",
      .latest_only =
          "§707.2 reverses the action under way only (R-33); earlier ones are backed up past",
      .deck_remedy =
          "the decklist breaks deck construction (§100): not an action a reversal can undo; the "
          "tournament's rules decide",
      .reverse_effect =
          "the game goes back to before the action and its player gets priority back (§707.2)",
      .remedied_by_rules = "§707.2 undid the attempt and gave its player priority back",
      .no_all_lose =
          "every player losing is no result of 崛起TCG: players who lose at the same time draw "
          "(§102.1a)",
      .end_reason_cites_rules = false,
  };
}

std::vector<Violation> RiseRuleset::SideboardProblems(Seat seat, const Player& registered,
                                                      const Player& played) const {
  return SideExchangeProblems(seat, registered, played, engine_.cards());
}

::tcgjudge::Board RiseRuleset::DrawBoard(const GameState& state) const {
  return MakeRiseBoard(State::Of(state), engine_.cards());
}

Clock RiseRuleset::ClockOf(const GameState& state) const {
  const State& s = State::Of(state);
  return Clock{s.turn.number, StepText(s), static_cast<uint32_t>(s.stack.size())};
}

TableLayout RiseRuleset::Table() const { return RiseTable(); }

Status RiseRuleset::CheckInvariants(const GameState& state) const {
  const State& s = State::Of(state);
  TJ_RETURN_IF_ERROR(rise::CheckInvariants(s));
  return StateKeyProblem(s);
}

std::string RiseRuleset::EncodeSnapshot(const GameState& state) const {
  return rise::EncodeSnapshot(State::Of(state));
}

Result<std::unique_ptr<GameState>> RiseRuleset::DecodeSnapshot(std::string_view bytes) const {
  TJ_ASSIGN_OR_RETURN(State s, rise::DecodeSnapshot(bytes, engine_.cards()));
  return std::unique_ptr<GameState>(std::make_unique<State>(std::move(s)));
}

uint64_t RiseRuleset::StateKey(const GameState& state) const {
  return KeptStateKey(State::Of(state));
}

}  // namespace tcgjudge::rise
