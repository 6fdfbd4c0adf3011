#include "tests/engine/fake_ruleset.h"

#include "engine/byte_io.h"
#include "engine/state_key.h"

namespace tcgjudge::testing {

Header FakeHeader() {
  Header h;
  h.ruleset = "fake";
  h.ruleset_version = "1";
  h.game_id = "fake-1";
  h.players = {Player{"Ann", "", {"X"}}, Player{"Bo", "", {"X"}}};
  return h;
}

Result<std::unique_ptr<GameState>> FakeRuleset::Start(const Header& header,
                                                      std::vector<Violation>* violations) const {
  if (header.players.size() != 2) return Status::InvalidInput("two players");
  auto state = std::make_unique<FakeState>();
  state->to_move = header.first_player;
  return std::unique_ptr<GameState>(std::move(state));
}

Pending FakeRuleset::Awaiting(const GameState& state) const {
  const auto& s = static_cast<const FakeState&>(state);
  if (s.winner) return GameOver{s.winner, "reached 10"};
  return DecisionPoint{s.to_move, {"chooseNumber", "concede"}, "choose 1..3"};
}

// Every decision of the fake game is a priority point.
std::optional<Seat> FakeRuleset::PriorityHolder(const GameState& state) const {
  const auto& s = static_cast<const FakeState&>(state);
  if (s.winner) return std::nullopt;
  return s.to_move;
}

Result<std::vector<Violation>> FakeRuleset::ApplyEvent(GameState& state, const Event& event) const {
  auto& s = static_cast<FakeState&>(state);
  std::vector<Violation> violations;
  const auto* decision = std::get_if<Decision>(&event.body);
  if (decision == nullptr) return violations;  // Facts change nothing here.
  const Seat player = std::get<Seat>(event.actor);
  if (s.winner) return Status::InvalidInput("the game is over");
  if (player != s.to_move) return Status::InvalidInput("not this player's move");
  if (std::holds_alternative<Concede>(*decision)) {
    s.winner = OtherSeat(player);
    return violations;
  }
  const auto* number = std::get_if<ChooseNumber>(decision);
  if (number == nullptr) return Status::InvalidInput("only numbers and concessions");
  if (number->number < 1 || number->number > 3) {
    violations.push_back(Violation{
        "fake.number", {"F1"}, player, event.seq, WithRules("numbers are 1 to 3", {"F1"})});
  }
  s.total += number->number;
  if (s.total >= 10) s.winner = player;
  s.to_move = OtherSeat(player);
  return violations;
}

std::vector<Decision> FakeRuleset::LegalDecisions(const GameState& state) const {
  const auto& s = static_cast<const FakeState&>(state);
  if (s.winner) return {};
  return {Decision(ChooseNumber{1}), Decision(ChooseNumber{2}), Decision(ChooseNumber{3}),
          Decision(Concede{})};
}

Board FakeRuleset::DrawBoard(const GameState& state) const {
  const auto& s = static_cast<const FakeState&>(state);
  Board board;
  board.active = s.to_move;
  return board;
}

Clock FakeRuleset::ClockOf(const GameState& state) const {
  return {.turn = static_cast<uint32_t>(static_cast<const FakeState&>(state).total)};
}

Status FakeRuleset::CheckInvariants(const GameState& state) const {
  const auto& s = static_cast<const FakeState&>(state);
  if (s.total < 0) return Status::Corruption("total below 0");
  return Status::Ok();
}

std::string FakeRuleset::EncodeSnapshot(const GameState& state) const {
  const auto& s = static_cast<const FakeState&>(state);
  ByteWriter w;
  w.I64(s.total);
  w.U64(SeatIndex(s.to_move));
  w.U64(s.winner ? 1 + SeatIndex(*s.winner) : 0);
  return w.Release();
}

Result<std::unique_ptr<GameState>> FakeRuleset::DecodeSnapshot(std::string_view bytes) const {
  ByteReader r(bytes);
  int64_t total = 0;
  uint64_t to_move = 0, winner = 0;
  if (!r.I64(&total) || !r.U64(&to_move) || to_move > 1 || !r.U64(&winner) || winner > 2 ||
      !r.AtEnd()) {
    return Status::Corruption("not a fake snapshot");
  }
  auto state = std::make_unique<FakeState>();
  state->total = static_cast<int32_t>(total);
  state->to_move = static_cast<Seat>(to_move);
  if (winner != 0) state->winner = static_cast<Seat>(winner - 1);
  return std::unique_ptr<GameState>(std::move(state));
}

// The whole state is one small component: its term is the key.
uint64_t FakeRuleset::StateKey(const GameState& state) const {
  return StateKeyTerm("fake" + EncodeSnapshot(state));
}

}  // namespace tcgjudge::testing
