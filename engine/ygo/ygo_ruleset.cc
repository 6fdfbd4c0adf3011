#include "engine/ygo/ygo_ruleset.h"

#include <algorithm>
#include <set>

#include "engine/ygo/chain.h"
#include "engine/ygo/context.h"
#include "engine/ygo/decisions.h"
#include "engine/ygo/deck.h"
#include "engine/ygo/field.h"
#include "engine/ygo/paper.h"
#include "engine/ygo/turn.h"

namespace tcgjudge::ygo {
namespace {

// The deck shuffle due now: a set-up shuffle (§3.1) or one after a search (Y-16).
std::optional<Seat> ShuffleDue(const State& s) {
  if (s.turn.number == 0) {
    for (Seat seat : {Seat::kA, Seat::kB}) {
      if (!s.Player(seat).shuffled) return seat;
    }
    return std::nullopt;
  }
  if (s.wait != Wait::kShuffle) return std::nullopt;
  return s.waiting_for;
}

// A shuffle of `seat`'s deck is due now (or the duel is over: Y-2).
Status RefuseShuffleNow(const State& s, Seat seat, std::string_view kind) {
  if (ShuffleDue(s) != seat && !s.over) {
    return Status::InvalidInput("fact." + std::string(kind) + ": no shuffle of " + Letter(seat) +
                                "'s deck is due now");
  }
  return Status::Ok();
}

// What follows a deck's shuffle: the set-up goes on (§3.1), or the duel after a search (Y-16).
void AfterShuffle(Context& c, Seat seat) {
  State& s = c.s;
  if (s.turn.number == 0) {
    s.Player(seat).shuffled = true;
    if (!ShuffleDue(s)) FinishSetup(c);
    return;
  }
  s.shuffle_due &= static_cast<uint8_t>(~(1u << SeatIndex(seat)));
  Resume(c);
}

Status ApplyShuffle(Context& c, const ShuffleFact& shuffle) {
  State& s = c.s;
  TJ_RETURN_IF_ERROR(RefuseShuffleNow(s, shuffle.seat, "shuffle"));
  if (s.paper) {  // Y-P1: nobody saw the order of a recorded duel's deck.
    return Status::InvalidInput("fact.shuffle: a recorded duel's deck order is unknown (" +
                                Letter(shuffle.seat) +
                                "'s deck is a multiset); record it as unseenShuffle (Y-P3)");
  }
  PlayerState& p = s.Player(shuffle.seat);
  const std::set<CardId> deck(p.deck.begin(), p.deck.end());
  const std::set<CardId> order(shuffle.order.begin(), shuffle.order.end());
  if (deck != order || shuffle.order.size() != p.deck.size()) {
    return Status::InvalidInput("fact.shuffle.order: the order lists other cards than the " +
                                std::to_string(p.deck.size()) + " of " + Letter(shuffle.seat) +
                                "'s deck");
  }
  // Y-2: a table that played on after the duel ended (an LP 0 nobody noticed) shuffled a deck
  // that no longer matters: recorded, changing nothing.
  if (s.over) return Status::Ok();
  p.deck = shuffle.order;
  AfterShuffle(c, shuffle.seat);
  return Status::Ok();
}

// Y-P3: a paper game's shuffle answers the shuffle the duel waits for, as a shuffle fact does.
Status ApplyUnseenShuffle(Context& c, const UnseenShuffleFact& shuffle) {
  TJ_RETURN_IF_ERROR(RefuseShuffleNow(c.s, shuffle.seat, "unseenShuffle"));
  if (c.s.over) return Status::Ok();  // Y-2, as above.
  ShuffleUnseen(c, shuffle.seat);
  AfterShuffle(c, shuffle.seat);
  return Status::Ok();
}

std::string PriorityDescription(const State& s) {
  std::string where(PhaseTitle(s.turn.phase));
  static constexpr std::string_view kSteps[] = {"", "start step", "battle step", "damage step",
                                                "end step"};
  if (s.turn.step != BattleStep::kNone)
    where += ", " + std::string(kSteps[static_cast<int>(s.turn.step)]);
  static constexpr std::string_view kTimings[] = {"",
                                                  "start of the damage step",
                                                  "before damage calculation",
                                                  "damage calculation",
                                                  "after damage calculation",
                                                  "end of the damage step"};
  if (s.turn.timing != DamageTiming::kNone) {
    where += " (" + std::string(kTimings[static_cast<int>(s.turn.timing)]) + ")";
  }
  std::string what = Letter(s.waiting_for) + " holds priority in the " + where;
  if (!s.chain.links.empty()) what += " with a chain of " + std::to_string(s.chain.links.size());
  if (!s.chain.summoning.empty()) what += " while a summon may be negated";
  return what + " (§3.2)";
}

}  // namespace

YgoRuleset::YgoRuleset(const CardSet& set) : cards_(set) {}

Result<std::unique_ptr<Ruleset>> YgoRuleset::FromCardFile(const std::string& cards_path) {
  TJ_ASSIGN_OR_RETURN(CardSet set, LoadCardSetFile(cards_path));
  return std::unique_ptr<Ruleset>(std::make_unique<YgoRuleset>(set));
}

Result<std::unique_ptr<GameState>> YgoRuleset::Start(const Header& header,
                                                     std::vector<Violation>* violations) const {
  TJ_ASSIGN_OR_RETURN(Options options, ParseOptions(header.options));
  TJ_RETURN_IF_ERROR(CheckDecks(header, cards_, options, violations));
  auto state = std::make_unique<State>();
  state->options = options;
  state->turn.first_player = header.first_player;
  state->turn.active = header.first_player;
  for (int i = 0; i < 2; ++i) {
    const Seat seat = static_cast<Seat>(i);
    const Player& player = header.players[i];
    PlayerState& p = state->players[i];
    p.life_points = options.life_points;
    for (size_t n = 0; n < player.InstanceCount(); ++n) {
      const bool extra = n >= player.deck.size();
      CardState card;
      card.zone = extra ? Zone::kExtraDeck : Zone::kDeck;
      card.controller = seat;
      card.face_down = extra;
      card.object = state->next_object++;
      state->cards[i].push_back(card);
      const CardId id{seat, static_cast<uint16_t>(n + 1)};
      BindIdentity(*state, id, *cards_.Find(*player.CodeOf(id.index)));
      (extra ? p.extra_deck : p.deck).push_back(id);
    }
  }
  if (header.recorder) TJ_RETURN_IF_ERROR(StartPaper(*state, header));  // Y-P1.
  state->wait = Wait::kShuffle;
  state->waiting_for = Seat::kA;
  return std::unique_ptr<GameState>(std::move(state));
}

std::optional<Seat> YgoRuleset::PriorityHolder(const GameState& game_state) const {
  // The one priority point (§3.2 优先权), unless the duel is over or a shuffle is due.
  const State& s = State::Of(game_state);
  if (s.over || ShuffleDue(s) || s.wait != Wait::kPriority) return std::nullopt;
  return s.waiting_for;
}

Pending YgoRuleset::Awaiting(const GameState& game_state) const {
  const State& s = State::Of(game_state);
  const std::string who = Letter(s.waiting_for);
  if (s.over) return GameOver{s.winner, s.end_reason};
  if (const std::optional<Seat> due = ShuffleDue(s)) {
    return FactPoint{FactKind::kShuffle, *due, s.Player(*due).deck, 0,
                     s.turn.number == 0
                         ? Letter(*due) + "'s deck is shuffled for the duel (§3.1)"
                         : Letter(*due) + "'s deck is shuffled after it was searched"};
  }
  switch (s.wait) {
    case Wait::kPriority: {
      DecisionPoint point{s.waiting_for, {"pass", "activate", "concede"}, PriorityDescription(s)};
      if (s.waiting_for == s.turn.active && s.chain.links.empty()) {
        for (std::string_view kind :
             {"normalSummon", "setMonster", "flipSummon", "changePosition", "specialSummon",
              "pendulumSummon", "setSpellTrap", "attack", "nextPhase", "nextPhaseExactly"}) {
          point.kinds.push_back(kind);
        }
      }
      return point;
    }
    case Wait::kTrigger:
      return DecisionPoint{s.waiting_for,
                           {"activate", "pass", "concede"},
                           who + " activates its triggered effects (§2.1.2, Y-7)"};
    case Wait::kEffectSummon:
      return DecisionPoint{
          s.waiting_for,
          {"specialSummon", "pass", "concede"},
          who + " Special Summons for the effect of " + s.chain.current.link.card.ToString()};
    case Wait::kEffectChoice:
      return DecisionPoint{
          s.waiting_for,
          {"chooseCards", "discard", "pass", "concede"},
          who + " chooses cards for the effect of " + s.chain.current.link.card.ToString()};
    case Wait::kReplay:
      return DecisionPoint{s.waiting_for,
                           {"attack", "pass", "concede"},
                           who + " names a new attack target or gives the attack up (§3.2 卷回)"};
    case Wait::kDiscard:
      return DecisionPoint{
          s.waiting_for, {"discard", "concede"}, who + " discards down to 6 cards (§3.2/P6)"};
    case Wait::kShuffle:
    case Wait::kOver:
      break;
  }
  return GameOver{s.winner, s.end_reason};
}

// A judge's declared result ends the duel with its winner, or a draw (§3).
Status YgoRuleset::EndByJudge(GameState& game_state, const Event& event,
                              const GameOver& end) const {
  State& s = State::Of(game_state);
  Context c(s, cards_, event.seq);
  EndGame(c, end.winner, end.reason);
  return Status::Ok();
}

Result<std::vector<Violation>> YgoRuleset::ApplyEvent(GameState& game_state,
                                                      const Event& event) const {
  State& s = State::Of(game_state);
  const auto* fact = std::get_if<Fact>(&event.body);
  if (s.paper || (fact != nullptr && IsPaperFact(*fact))) return ApplyPaperEvent(s, event);
  Context c(s, cards_, event.seq);
  if (fact != nullptr) {
    const auto* shuffle = std::get_if<ShuffleFact>(fact);
    if (shuffle == nullptr) {
      return Status::InvalidInput("fact: no coin flip or die roll is due in this duel");
    }
    TJ_RETURN_IF_ERROR(ApplyShuffle(c, *shuffle));
    return std::move(c.violations);
  }
  TJ_RETURN_IF_ERROR(
      ApplyDecision(c, std::get<Seat>(event.actor), std::get<tcgjudge::Decision>(event.body)));
  return std::move(c.violations);
}

// A paper game's event (paper.h), applied to a copy so that a refused one leaves the state as it
// was: a paper fact (Y-P3, Y-P7), a shuffle (refused: Y-P1), or a decision, refused where it names
// a card nobody saw (Y-P4) or would show one (Y-P5).
Result<std::vector<Violation>> YgoRuleset::ApplyPaperEvent(State& s, const Event& event) const {
  if (!s.paper) {
    return Status::InvalidInput(
        "a paper game's fact in a duel with no recorder (docs/paper-games.md)");
  }
  State next = s;
  Context c(next, cards_, event.seq);
  if (const auto* fact = std::get_if<Fact>(&event.body)) {
    if (const auto* unseen = std::get_if<UnseenShuffleFact>(fact)) {
      TJ_RETURN_IF_ERROR(ApplyUnseenShuffle(c, *unseen));
    } else if (const auto* shuffle = std::get_if<ShuffleFact>(fact)) {
      TJ_RETURN_IF_ERROR(ApplyShuffle(c, *shuffle));
    } else if (IsPaperFact(*fact)) {
      TJ_RETURN_IF_ERROR(ApplyPaperFact(c, *fact));
    } else {
      return Status::InvalidInput("fact: no coin flip or die roll is due in this duel");
    }
  } else {
    const auto& decision = std::get<tcgjudge::Decision>(event.body);
    TJ_RETURN_IF_ERROR(ApplyTableDecision(c, std::get<Seat>(event.actor), decision,
                                          event.recording && event.recording->implied));
  }
  s = std::move(next);
  return std::move(c.violations);
}

std::vector<OpenQuestion> YgoRuleset::OpenQuestions(const GameState& state) const {
  const State& s = State::Of(state);
  return s.paper ? s.paper->questions : std::vector<OpenQuestion>{};
}

const SeatKnowledge* YgoRuleset::Knowledge(const GameState& state, Seat seat) const {
  const State& s = State::Of(state);
  return s.paper ? &s.paper->seats[SeatIndex(seat)].knowledge : nullptr;
}

bool YgoRuleset::IsAttackDeclaration(const tcgjudge::Decision& decision) const {
  const auto* ygo = std::get_if<ygo::Decision>(&decision);
  return ygo != nullptr && std::holds_alternative<Attack>(*ygo);
}

// Y-1: the basic rules have no rule for illegal actions (digest A10); a judge reverses the latest
// illegal action and backs the duel up past earlier ones.
JudgeTexts YgoRuleset::Judging() const {
  return JudgeTexts{
      .reverse_rules = {"Y-1"},
      .reverse_name = "Y-1",
      .reverse_citation = "Y-1 (docs/rulings-ygo.md)",
      .latest_only = "Y-1 reverses the latest action only; earlier ones are backed up past",
      .deck_remedy =
          "the decklist breaks deck construction (§1.1): not an action a reversal can "
          "undo; the tournament's rules decide",
      .reverse_effect =
          "the action is undone, its costs refunded, and the player who held priority before it "
          "acts again",
      .no_all_lose =
          "every player losing is no result of a duel: a duel both players lose at once is a draw "
          "(§3 L248)",
  };
}

}  // namespace tcgjudge::ygo
