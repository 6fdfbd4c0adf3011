#include "engine/ygo/turn.h"

#include <algorithm>

#include "engine/ygo/chain.h"
#include "engine/ygo/field.h"
#include "engine/ygo/happen.h"

namespace tcgjudge::ygo {
namespace {

constexpr size_t kHandLimit = 6;  // §3.2/P6.

void EnterPhase(Context& c, Phase phase);

void BeginTurn(Context& c) {
  State& s = c.s;
  TurnState& t = s.turn;
  t.number += 1;
  t.active = t.number == 1 ? t.first_player : OtherSeat(t.active);
  for (PlayerState& p : s.players) p.used.clear();
  // §3.2 note (L334): the first player's first turn has no draw phase (and no battle phase).
  EnterPhase(c, t.number == 1 ? Phase::kStandby : Phase::kDraw);
}

void EndTurn(Context& c) {
  State& s = c.s;
  // "Until the end of the turn" changes end (their negations end with the turn number).
  std::erase_if(s.stat_changes, [](const StatChange& change) { return change.until_end_of_turn; });
  BeginTurn(c);
}

// §3.2/P6: after the end phase, the turn player discards down to 6 before the turn ends.
void EndEndPhase(Context& c) {
  if (c.s.Player(c.Tp()).hand.size() > kHandLimit) {
    c.s.wait = Wait::kDiscard;
    c.s.waiting_for = c.Tp();
    return;
  }
  EndTurn(c);
}

void EnterPhase(Context& c, Phase phase) {
  State& s = c.s;
  NewMoment(c);
  s.turn.phase = phase;
  s.turn.declared_next.reset();
  s.turn.step = phase == Phase::kBattle ? BattleStep::kStart : BattleStep::kNone;
  s.turn.timing = DamageTiming::kNone;
  if (phase == Phase::kDraw) {
    Draw(c, c.Tp(), 1);  // §3.2/P1.
    if (SettleResult(c)) return;
  }
  OpenWindow(c);
}

}  // namespace

std::string_view PhaseTitle(Phase phase) {
  static constexpr std::string_view kTitles[] = {"draw phase",   "standby phase", "main phase 1",
                                                 "battle phase", "main phase 2",  "end phase"};
  return kTitles[static_cast<int>(phase)];
}

void FinishSetup(Context& c) {
  for (Seat seat : {c.s.turn.first_player, OtherSeat(c.s.turn.first_player)}) {
    Draw(c, seat, 5);  // §3.1 L263.
  }
  if (SettleResult(c)) return;
  BeginTurn(c);
}

Phase NextPhaseAfter(const State& s, Phase phase) {
  switch (phase) {
    case Phase::kDraw:
      return Phase::kStandby;
    case Phase::kStandby:
      return Phase::kMain1;
    case Phase::kMain1:
      return s.turn.number == 1 ? Phase::kEnd : Phase::kBattle;
    case Phase::kBattle:
      return Phase::kMain2;
    default:
      return Phase::kEnd;
  }
}

bool MayFollow(const State& s, Phase next) {
  const Phase now = s.turn.phase;
  if (next == NextPhaseAfter(s, now)) return true;
  return next == Phase::kEnd && (now == Phase::kMain1 || now == Phase::kBattle);
}

void EndPhaseOrStep(Context& c) {
  State& s = c.s;
  TurnState& t = s.turn;
  if (t.phase == Phase::kBattle && t.step != BattleStep::kEnd) {
    // §3.2/P4: start step, battle step, end step; the damage step is entered by an attack.
    NewMoment(c);
    t.step = t.step == BattleStep::kStart ? BattleStep::kBattle : BattleStep::kEnd;
    OpenWindow(c);
    return;
  }
  if (t.phase == Phase::kEnd) {
    EndEndPhase(c);
    return;
  }
  EnterPhase(c, t.declared_next.value_or(NextPhaseAfter(s, t.phase)));
}

void DiscardForHandLimit(Context& c, Seat player, const std::vector<CardId>& cards) {
  NewMoment(c);
  for (CardId id : cards) SendToGraveyard(c, id, Cause::kRule);
  // A hand still above the limit is flagged by decisions.cc; the turn ends as the table ended it.
  if (c.s.Player(player).hand.size() <= kHandLimit && !c.s.chain.triggers.empty()) {
    OpenWindow(c);  // What the discards triggered, still in the end phase.
    return;
  }
  EndTurn(c);
}

void EndGame(Context& c, std::optional<Seat> winner, const std::string& reason) {
  State& s = c.s;
  s.over = true;
  s.winner = winner;
  s.end_reason = reason;
  s.wait = Wait::kOver;
}

bool SettleResult(Context& c) {
  State& s = c.s;
  if (s.over) return true;
  uint8_t losing = c.losing;
  std::string reason = c.losing_reason;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    if (s.Player(seat).life_points <= 0) {
      losing |= static_cast<uint8_t>(1u << SeatIndex(seat));
      reason = Letter(seat) + "'s LP became 0 (§3)";
    }
  }
  c.losing = 0;
  c.losing_reason.clear();
  if (losing == 0) return false;
  if (losing == 3) {
    EndGame(c, std::nullopt, "both players met a losing condition at once (§3 L248)");
  } else {
    EndGame(c, losing == 1 ? Seat::kB : Seat::kA, reason);
  }
  return true;
}

}  // namespace tcgjudge::ygo
