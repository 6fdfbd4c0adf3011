#include "engine/zero/zero_ruleset.h"

#include <algorithm>
#include <map>
#include <set>

#include "engine/zero/bot_deck.h"
#include "engine/zero/game.h"
#include "engine/zero/invariants.h"
#include "engine/zero/state_key.h"
#include "events/zero/card_set.h"

namespace tcgjudge::zero {
namespace {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

// The machine-readable question of each kind of decision point (DecisionPoint::question, the
// board's `waitsForKind`): a tool tells apart questions answered by the same kind of decision,
// such as a same-name scrap (305(4)) and an effect's choice of cards.
std::string_view QuestionOf(Wait wait) {
  switch (wait) {
    case Wait::kPriority:
      return "priority";
    case Wait::kPlaceResource:
      return "placeResource";
    case Wait::kAttackTarget:
      return "attackTarget";
    case Wait::kDefender:
      return "defender";
    case Wait::kDiscard:
      return "discard";
    case Wait::kSameName:
      return "sameNameScrap";
    case Wait::kTriggerYesNo:
      return "triggerYesNo";
    case Wait::kTriggerOrder:
      return "triggerOrder";
    case Wait::kEffectChoice:
      return "effectChoice";
    case Wait::kDeclareEffect:
      return "declareEffect";
    case Wait::kShuffle:
    case Wait::kDieRoll:
    case Wait::kOver:
      break;
  }
  return "";
}

// What `state` waits for (PendingOf, before the question is named).
Pending WaitOf(const State& state) {
  const std::string who = Letter(state.waiting_for);
  switch (state.wait) {
    case Wait::kShuffle:
      return FactPoint{
          FactKind::kShuffle, state.waiting_for, state.Player(state.waiting_for).deck, 0,
          state.step == Step::kSetup ? who + "'s deck is shuffled for the game (100(3))"
                                     : who + "'s deck is shuffled after it was searched (615(2))"};
    case Wait::kPriority: {
      DecisionPoint point{
          state.waiting_for,
          {"pass", "playCard", "activateEffect", "concede"},
          who + " holds priority in the " + std::string(StepName(state.step)) +
              (state.combat.step == CombatStep::kNone
                   ? std::string()
                   : ", combat: " + std::string(CombatStepName(state.combat.step)))};
      if (state.waiting_for == state.active && state.step == Step::kAction && state.chain.empty() &&
          state.combat.step == CombatStep::kNone) {
        point.kinds.push_back("upgrade");
        point.kinds.push_back("declareAttack");
      }
      return point;
    }
    case Wait::kPlaceResource:
      return DecisionPoint{state.waiting_for,
                           {"placeResource", "concede"},
                           who + " may put one hand card into the resource zone (404)"};
    case Wait::kAttackTarget:
      return DecisionPoint{state.waiting_for,
                           {"chooseAttackTarget", "concede"},
                           who + " chooses the attack target (502)"};
    case Wait::kDefender:
      return DecisionPoint{
          state.waiting_for, {"declareDefender", "concede"}, who + " may declare a defender (503)"};
    case Wait::kDiscard:
      return DecisionPoint{state.waiting_for,
                           {"discard", "concede"},
                           who + " discards down to the hand limit (408)"};
    case Wait::kSameName:
      return DecisionPoint{state.waiting_for,
                           {"chooseCards", "concede"},
                           who + " scraps cards until no character name is shared (305(4))"};
    case Wait::kTriggerYesNo:
      return DecisionPoint{state.waiting_for,
                           {"chooseYesNo", "concede"},
                           who + " decides whether an optional effect triggers (702(2))"};
    case Wait::kTriggerOrder:
      return DecisionPoint{state.waiting_for,
                           {"chooseOrder", "concede"},
                           who + " orders its simultaneous triggers (106(6), 702(7))"};
    case Wait::kEffectChoice:
      return DecisionPoint{
          state.waiting_for,
          {"chooseYesNo", "chooseNumber", "chooseCards", "concede"},
          who + " answers the resolving effect of " + state.resolving.link.card.ToString()};
    case Wait::kDeclareEffect: {
      const PendingTrigger& t = state.placing.front();
      return DecisionPoint{state.waiting_for,
                           {"activateEffect", "chooseYesNo", "concede"},
                           who + " declares the cost and targets of effect " +
                               std::to_string(t.effect) + " of " + t.card.ToString() +
                               " as it goes on the chain (702(8), 704, 705(1))"};
    }
    case Wait::kDieRoll:
      return FactPoint{FactKind::kDieRoll,
                       state.waiting_for,
                       {},
                       6,
                       "a die roll for the effect of " + state.resolving.link.card.ToString()};
    case Wait::kOver:
      break;
  }
  return GameOver{state.winner, state.end_reason};
}

}  // namespace

ZeroRuleset::ZeroRuleset(std::vector<CardInfo> cards) : cards_(std::move(cards)) {
  TJ_CHECK(cards_.size() < UINT16_MAX);
  for (size_t i = 0; i < cards_.size(); ++i) {
    FindEffectSummary(cards_[i]);
    FindPlayRoles(cards_[i]);
    const bool inserted = index_of_code_.emplace(cards_[i].code, static_cast<uint16_t>(i)).second;
    TJ_CHECK_MSG(inserted, "card codes must be unique");
  }
  NumberCharacterNames(cards_);
}

Result<std::unique_ptr<GameState>> ZeroRuleset::Start(const Header& header,
                                                      std::vector<Violation>* violations) const {
  TJ_ASSIGN_OR_RETURN(Options options, ParseOptions(header.options));
  auto state = std::make_unique<State>();
  state->options = options;
  state->first_player = header.first_player;
  state->active = header.first_player;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    const Player& player = header.players[seat];
    const Seat s = static_cast<Seat>(seat);
    if (!player.outside_deck.empty()) {  // 100(2): every card of a 零次元 game is in the deck.
      return Status::InvalidInput("header.players[" + std::to_string(seat) +
                                  "].outsideDeck: 零次元 has no cards outside the deck (100(2))");
    }
    std::map<std::pair<Colour, std::string>, int> copies;
    for (size_t i = 0; i < player.deck.size(); ++i) {
      auto it = index_of_code_.find(player.deck[i]);
      if (it == index_of_code_.end()) {
        return Status::InvalidInput("header.players[" + std::to_string(seat) + "].deck[" +
                                    std::to_string(i) + "]: card code '" + player.deck[i] +
                                    "' is not in the 零次元 card set");
      }
      CardState card;
      BindIdentity(card, it->second);
      card.zone = Zone::kDeck;
      card.controller = s;
      card.object = state->next_object++;
      state->cards[seat].push_back(card);
      state->players[seat].deck.push_back(CardId{s, static_cast<uint16_t>(i + 1)});
      ++copies[{cards_[it->second].colour, cards_[it->second].name}];
    }
    // 100(2), 201(1): 50 cards, at most four of the same colour and card name.
    if (player.deck.size() != 50) {
      violations->push_back(
          Violation{"zero.deck.size",
                    {"100(2)", "201(1)"},
                    s,
                    1,
                    WithRules(Letter(s) + "'s deck has " + std::to_string(player.deck.size()) +
                                  " cards; a deck has exactly 50",
                              {"100(2)", "201(1)"})});
    }
    // 100(2): in an official tournament, cards of one anime series only (A-72: cards without a
    // series count as none).
    std::set<std::string> series;
    for (const CardState& card : state->cards[seat]) {
      if (!cards_[IdentityOf(card)].anime.empty()) series.insert(cards_[IdentityOf(card)].anime);
    }
    if (state->options.official_tournament && series.size() > 1) {
      std::string names;
      for (const std::string& name : series) names += (names.empty() ? "" : ", ") + name;
      violations->push_back(Violation{"zero.deck.anime",
                                      {"100(2)"},
                                      s,
                                      1,
                                      WithRules(Letter(s) + "'s deck mixes the anime series " +
                                                    names + "; an official tournament allows one",
                                                {"100(2)"})});
    }
    for (const auto& [key, n] : copies) {
      if (n > 4) {
        violations->push_back(
            Violation{"zero.deck.copies",
                      {"100(2)"},
                      s,
                      1,
                      WithRules(Letter(s) + "'s deck has " + std::to_string(n) + " cards named " +
                                    key.second + " of one colour; at most 4 are allowed",
                                {"100(2)"})});
      }
    }
  }
  state->wait = Wait::kShuffle;
  state->waiting_for = Seat::kA;
  return std::unique_ptr<GameState>(std::move(state));
}

Result<Header> ZeroRuleset::BotHeader(const std::string& game_id) const {
  TJ_ASSIGN_OR_RETURN(std::vector<std::string> deck, BotDeck(cards_));
  Header header;
  header.ruleset = std::string(Id());
  header.ruleset_version = std::string(kRulebookVersion);
  header.game_id = game_id;
  header.players = {Player{"Bot A", "", deck}, Player{"Bot B", "", deck}};
  header.first_player = Seat::kA;
  return header;
}

Result<std::unique_ptr<Ruleset>> ZeroRuleset::FromCardFile(const std::string& cards_path) {
  TJ_ASSIGN_OR_RETURN(CardSet set, LoadCardSetFile(cards_path));
  return std::unique_ptr<Ruleset>(std::make_unique<ZeroRuleset>(CardTable(set)));
}

// 902: a judge reverses the latest action; anything earlier is a back-up.
JudgeTexts ZeroRuleset::Judging() const {
  return JudgeTexts{
      .reverse_rules = {"902(1)", "902(2)"},
      .reverse_name = "902",
      .reverse_citation = "902(1)-(2)",
      .latest_only = "902 undoes the latest action only (A-53)",
      .deck_remedy =
          "the decklist breaks the deck rules (100(2)): not an action 902 can undo; the "
          "tournament's rules decide",
      .reverse_effect =
          "the action is undone, its costs refunded, and the player who held priority before it "
          "acts again",
      .no_all_lose =
          "every player losing is no result of 零次元: a game both players end at once is a draw "
          "(101(6))",
  };
}

Pending ZeroRuleset::Awaiting(const GameState& game_state) const {
  const State& state = State::Of(game_state);
  Pending pending = WaitOf(state);
  if (auto* point = std::get_if<DecisionPoint>(&pending)) point->question = QuestionOf(state.wait);
  return pending;
}

std::optional<Seat> ZeroRuleset::PriorityHolder(const GameState& game_state) const {
  // The one priority point: a player holds priority (105).
  const State& state = State::Of(game_state);
  if (state.wait != Wait::kPriority) return std::nullopt;
  return state.waiting_for;
}

Result<std::vector<Violation>> ZeroRuleset::ApplyEvent(GameState& game_state,
                                                       const Event& event) const {
  State& state = State::Of(game_state);
  if (const auto* fact = std::get_if<Fact>(&event.body)) {
    if (const auto* shuffle = std::get_if<ShuffleFact>(fact)) {
      const bool setup = state.step == Step::kSetup && !state.Player(shuffle->seat).shuffled;
      const bool searched = state.step != Step::kSetup && state.wait == Wait::kShuffle &&
                            state.waiting_for == shuffle->seat;  // 615(2).
      if (!setup && !searched) {
        return Status::InvalidInput("fact.shuffle: no shuffle of " + Letter(shuffle->seat) +
                                    "'s deck is due now");
      }
    }
    return InPlace(state, event.seq, [&](Game& game) { return game.ApplyFact(*fact); });
  }
  return InPlace(state, event.seq, [&](Game& game) {
    return game.ApplyDecision(std::get<Seat>(event.actor), std::get<Decision>(event.body));
  });
}

Status ZeroRuleset::EndByJudge(GameState& game_state, const Event& event,
                               const GameOver& end) const {
  // 101(7), 901(6), A-83: the judge recognises what no automatic step can (an unstoppable loop is
  // a draw), and ends the game.
  return InPlace(State::Of(game_state), event.seq,
                 [&](Game& game) {
                   game.EndGame(
                       end.winner ? std::optional<Seat>(OtherSeat(*end.winner)) : std::nullopt,
                       end.reason);
                   return Status::Ok();
                 })
      .status();
}

Result<std::vector<Violation>> ZeroRuleset::InPlace(State& state, uint32_t seq,
                                                    const std::function<Status(Game&)>& step,
                                                    bool keep) const {
  // The event changes `state` in place, recording what it changes: an event refused half-way
  // is undone, and leaves `state` as it was.
  if (!state.index.known) state.FindIndex(cards_);
  state.BeginUndo();
  Game game(state, cards_, seq);
  game.KeepIndex();
  // 900(2), 501(2), A-108: an attacker that could attack as the 501 timing went on and cannot
  // after this event has lost its attack.
  const bool attack_watched =
      state.combat.step == CombatStep::kDeclared && !state.combat.attack_lost;
  const bool able_before = attack_watched && game.WatchAttack(false);
  const Status status = step(game);
  if (status.ok() && able_before) game.WatchAttack(true);
  state.EndUndo(/*undo_changes=*/!status.ok() || !keep);
  TJ_RETURN_IF_ERROR(status);
  return game.TakeViolations();
}

Status ZeroRuleset::CheckInvariants(const GameState& game_state) const {
  return InvariantProblem(State::Of(game_state), cards_);
}

}  // namespace tcgjudge::zero
