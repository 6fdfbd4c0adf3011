#include "engine/wheel/wheel_ruleset.h"

#include <span>

#include "engine/wheel/board.h"
#include "engine/wheel/bot_deck.h"
#include "engine/wheel/context.h"
#include "engine/wheel/invariants.h"
#include "engine/wheel/state_key.h"
#include "engine/wheel/turn.h"

namespace tcgjudge::wheel {
namespace {

// The decision kinds each wait asks for (W-14, W-16, W-23, W-28), by their schema names.
constexpr std::string_view kActionKinds[] = {
    "pass",         "placeManaStone", "playWarSpirit", "playVehicle", "playMagic", "moveUnit",
    "declareAttack", "board",         "swap",          "flipAmbush",  "activateEffect", "concede"};
constexpr std::string_view kInstantKinds[] = {"pass",       "playWarSpirit",  "playVehicle",
                                              "playMagic",  "activateEffect", "flipAmbush",
                                              "concede"};

DecisionPoint Point(const State& s, std::span<const std::string_view> kinds,
                    const std::string& rule) {
  return DecisionPoint{s.waiting_for, std::vector<std::string_view>(kinds.begin(), kinds.end()),
                       PendingText(s) + " (" + rule + ")"};
}

// W-28: the priority points are the windows of W-14: the action phase, a response, the end phase.
bool IsPriorityWait(Wait wait) {
  return wait == Wait::kAction || wait == Wait::kResponse || wait == Wait::kEndWindow;
}

}  // namespace

WheelRuleset::WheelRuleset(CardSet set) : engine_(std::move(set)) {}

Result<std::unique_ptr<Ruleset>> WheelRuleset::FromCardFile(const std::string& cards_path) {
  TJ_ASSIGN_OR_RETURN(CardSet set, LoadCardSetFile(cards_path));
  return std::unique_ptr<Ruleset>(std::make_unique<WheelRuleset>(std::move(set)));
}

Result<std::unique_ptr<GameState>> WheelRuleset::Start(const Header& header,
                                                       std::vector<Violation>* violations) const {
  TJ_ASSIGN_OR_RETURN(State s, engine_.Start(header, violations));
  return std::unique_ptr<GameState>(std::make_unique<State>(std::move(s)));
}

std::optional<Seat> WheelRuleset::PriorityHolder(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  if (s.over || !IsPriorityWait(s.wait)) return std::nullopt;
  return s.waiting_for;
}

Pending WheelRuleset::Awaiting(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  if (s.over) return GameOver{s.winner, s.end_reason};
  switch (s.wait) {
    case Wait::kShuffle:
      return FactPoint{FactKind::kShuffle, s.waiting_for, s.Player(s.waiting_for).deck, 0,
                       Letter(s.waiting_for) + "'s deck is shuffled (W-3)"};
    case Wait::kMulligan: {
      static constexpr std::string_view kKinds[] = {"chooseYesNo", "concede"};
      return Point(s, kKinds, "W-3");
    }
    case Wait::kAction:
      return Point(s, kActionKinds, "§七.2, W-14");
    case Wait::kResponse:
      return Point(s, kInstantKinds, "§九, W-14");
    case Wait::kEndWindow:
      return Point(s, kInstantKinds, "§七.4, W-14");
    case Wait::kGuard: {
      static constexpr std::string_view kKinds[] = {"guard", "pass", "concede"};
      return Point(s, kKinds, "L26, W-23");
    }
    case Wait::kDiscard: {
      static constexpr std::string_view kKinds[] = {"discard", "concede"};
      return Point(s, kKinds, "§七.4, W-11");
    }
    case Wait::kOver:
      break;
  }
  return GameOver{s.winner, s.end_reason};
}

// A judge's declared result ends the game with its winner, or a draw (W-2).
Status WheelRuleset::EndByJudge(GameState& game_state, const Event& event,
                                const GameOver& end) const {
  State& s = State::Of(game_state);
  Context c(s, engine_.cards(), event.seq);
  EndGame(c, end.winner, end.reason);
  return Status::Ok();
}

Result<std::vector<Violation>> WheelRuleset::ApplyEvent(GameState& game_state,
                                                        const Event& event) const {
  State& s = State::Of(game_state);
  std::vector<Violation> violations;
  if (const auto* fact = std::get_if<Fact>(&event.body)) {
    TJ_RETURN_IF_ERROR(engine_.ApplyFact(s, *fact, event.seq, &violations));
    return violations;
  }
  TJ_ASSIGN_OR_RETURN(Move move, MoveOf(std::get<::tcgjudge::Decision>(event.body)));
  TJ_RETURN_IF_ERROR(engine_.Apply(s, std::get<Seat>(event.actor), move, event.seq, &violations));
  return violations;
}

std::vector<OpenQuestion> WheelRuleset::OpenQuestions(const GameState& state) const {
  const State& s = State::Of(state);
  return s.paper ? s.paper->questions : std::vector<OpenQuestion>{};
}

const SeatKnowledge* WheelRuleset::Knowledge(const GameState& state, Seat seat) const {
  const State& s = State::Of(state);
  return s.paper ? &s.paper->seats[SeatIndex(seat)].knowledge : nullptr;
}

std::vector<::tcgjudge::Decision> WheelRuleset::LegalDecisions(const GameState& state) const {
  std::vector<::tcgjudge::Decision> out;
  for (const Move& move : engine_.LegalMoves(State::Of(state))) out.push_back(DecisionOf(move));
  return out;
}

std::vector<Ruleset::IllegalDecision> WheelRuleset::IllegalDecisions(
    const GameState& state) const {
  std::vector<IllegalDecision> out;
  for (WheelEngine::IllegalMove& m : engine_.IllegalMoves(State::Of(state))) {
    out.push_back({m.player, DecisionOf(m.move), std::move(m.code)});
  }
  return out;
}

Result<Header> WheelRuleset::BotHeader(const std::string& game_id) const {
  return WheelBotHeader(game_id);
}

bool WheelRuleset::IsAttackDeclaration(const ::tcgjudge::Decision& decision) const {
  const auto* wheel = std::get_if<Decision>(&decision);
  return wheel != nullptr && std::holds_alternative<DeclareAttack>(*wheel);
}

// W-27: the source has no rule for illegal actions (digest B10); a judge reverses the latest
// illegal action and backs the game up past earlier ones.
JudgeTexts WheelRuleset::Judging() const {
  return JudgeTexts{
      .reverse_rules = {"W-27"},
      .reverse_name = "W-27",
      .reverse_citation = "W-27 (docs/rulings-wheel.md)",
      .latest_only = "W-27 reverses the latest action only; earlier ones are backed up past",
      .deck_remedy =
          "the decklist breaks deck construction (§二, B1): not an action a reversal can "
          "undo; the tournament's rules decide",
      .no_all_lose =
          "every player losing is no result of 永恒之轮: both players losing at once is a draw "
          "(W-2)",
      .end_reason_cites_rules = false,
  };
}

::tcgjudge::Board WheelRuleset::DrawBoard(const GameState& state) const {
  return MakeWheelBoard(State::Of(state), engine_.cards());
}

Clock WheelRuleset::ClockOf(const GameState& state) const {
  const State& s = State::Of(state);
  return Clock{s.turn.number, StepText(s), static_cast<uint32_t>(s.chain.links.size())};
}

TableLayout WheelRuleset::Table() const { return WheelTable(); }

Status WheelRuleset::CheckInvariants(const GameState& state) const {
  const State& s = State::Of(state);
  TJ_RETURN_IF_ERROR(wheel::CheckInvariants(s));
  return StateKeyProblem(s);
}

uint64_t WheelRuleset::StateKey(const GameState& state) const {
  return KeptStateKey(State::Of(state));
}

}  // namespace tcgjudge::wheel
