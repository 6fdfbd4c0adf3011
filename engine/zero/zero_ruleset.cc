#include "engine/zero/zero_ruleset.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "engine/zero/bot_deck.h"
#include "engine/zero/game.h"
#include "engine/zero/state_key.h"
#include "events/zero/card_set.h"

namespace tcgjudge::zero {
namespace {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

// No equipment or level indicator without its character, no character with two pieces of
// equipment: what InPlay::attachments_checked promises; with `excused` (InPlay::left_battle),
// except what is attached to one of those.
bool AttachmentsInOrder(const State& state, const std::vector<CardInfo>& cards,
                        const std::vector<CardId>& excused = {}) {
  std::map<std::pair<CardId, uint32_t>, int> equipped;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    for (size_t i = 0; i < state.cards[seat].size(); ++i) {
      const CardState& card = state.cards[seat][i];
      const bool in_battle = card.zone == Zone::kBattle;
      const bool equipment_now =
          in_battle && cards[card.Characteristics()].category == Category::kEquipment;
      const bool equipment_any =
          equipment_now || (in_battle && cards[card.def].category == Category::kEquipment);
      const CardId host = card.attached_to;
      const bool host_there =
          host.index != 0 && state.HasCard(host) && state.Card(host).zone == Zone::kBattle &&
          state.Card(host).object == card.attached_object &&
          cards[state.Card(host).Characteristics()].category == Category::kCharacter;
      if ((equipment_now || card.zone == Zone::kIndicator) && !host_there &&
          std::find(excused.begin(), excused.end(), host) == excused.end()) {
        return false;
      }
      if (equipment_any && host_there && ++equipped[{host, card.attached_object}] > 1) {
        return false;
      }
    }
  }
  return true;
}

// The index the fold keeps (CardIndex) against one found from scratch: the same indicators and
// rest-area turn triggers, every card with "this turn" state among those touched, every tapped
// card among those that may be, and the lists
// of cards in play, if kept, as InPlayNow finds them anew.
Status IndexProblem(const State& state, const std::vector<CardInfo>& cards) {
  const CardIndex& kept = state.index;
  if (!kept.known) return Status::Ok();
  State fresh_state = state;
  fresh_state.FindIndex(cards);
  const CardIndex& fresh = fresh_state.index;
  auto sorted = [](std::vector<CardId> ids) {
    std::sort(ids.begin(), ids.end());
    return ids;
  };
  if (sorted(kept.indicators) != sorted(fresh.indicators)) {
    return Status::Corruption("the kept level indicators differ from the cards'");
  }
  if (kept.indicator_hosts.size() != kept.indicators.size()) {
    return Status::Corruption("the kept level indicators and their characters differ in number");
  }
  for (size_t i = 0; i < kept.indicators.size(); ++i) {
    const CardState& card = state.Card(kept.indicators[i]);
    if (kept.indicator_hosts[i] != Attachment{card.attached_to, card.attached_object}) {
      return Status::Corruption("the kept character of level indicator " +
                                kept.indicators[i].ToString() + " differs from the card's (323)");
    }
  }
  if (kept.rest_turn_triggers != fresh.rest_turn_triggers) {
    return Status::Corruption("the kept rest-area turn triggers differ from the rest areas'");
  }
  for (CardId id : fresh.touched.ids) {
    if (!kept.touched.Has(id)) {
      return Status::Corruption(id.ToString() + " has \"this turn\" state the index misses");
    }
  }
  for (CardId id : fresh.tapped.ids) {
    if (!kept.tapped.Has(id)) {
      return Status::Corruption(id.ToString() + " is tapped, but the index misses it (104)");
    }
  }
  if (kept.in_play.attachments_checked && !AttachmentsInOrder(state, cards)) {
    return Status::Corruption(
        "rule actions were taken as done, but a card is attached wrongly (319(5), 319(7), 323(3))");
  }
  if (kept.in_play.left_battle_only &&
      !AttachmentsInOrder(state, cards, kept.in_play.left_battle)) {
    return Status::Corruption(
        "a card is attached wrongly to one that did not leave a battle zone (319(7), 323(3))");
  }
  if (kept.in_play.known) {
    // A Game not kept by Apply finds its lists for itself, reading the state only.
    Game game(fresh_state, cards, 0);
    const InPlay& now = game.InPlayNow();
    const InPlay& was = kept.in_play;
    if (was.continuous != now.continuous || was.stats != now.stats || was.grants != now.grants ||
        was.lose != now.lose || was.equipment != now.equipment ||
        was.def_checked != now.def_checked || was.names != now.names ||
        was.lowers_def != now.lowers_def || was.turn_triggers != now.turn_triggers ||
        was.characters != now.characters) {
      return Status::Corruption("the kept lists of the cards in play differ from the zones'");
    }
    for (Seat seat : {Seat::kA, Seat::kB}) {
      if (was.duplicates_known[SeatIndex(seat)] &&
          was.duplicates[SeatIndex(seat)] != game.DuplicateNames(seat)) {
        return Status::Corruption("the kept duplicate character names differ (305(4))");
      }
    }
  }
  return Status::Ok();
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
    std::map<std::pair<Colour, std::string>, int> copies;
    for (size_t i = 0; i < player.deck.size(); ++i) {
      auto it = index_of_code_.find(player.deck[i]);
      if (it == index_of_code_.end()) {
        return Status::InvalidInput("header.players[" + std::to_string(seat) + "].deck[" +
                                    std::to_string(i) + "]: card code '" + player.deck[i] +
                                    "' is not in the 零次元 card set");
      }
      CardState card;
      card.def = it->second;
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
      if (!cards_[card.def].anime.empty()) series.insert(cards_[card.def].anime);
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
  };
}

Pending ZeroRuleset::PendingOf(const GameState& game_state) const {
  const State& state = State::Of(game_state);
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
          true,
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
                           false,
                           who + " may put one hand card into the resource zone (404)"};
    case Wait::kAttackTarget:
      return DecisionPoint{state.waiting_for,
                           {"chooseAttackTarget", "concede"},
                           false,
                           who + " chooses the attack target (502)"};
    case Wait::kDefender:
      return DecisionPoint{state.waiting_for,
                           {"declareDefender", "concede"},
                           false,
                           who + " may declare a defender (503)"};
    case Wait::kDiscard:
      return DecisionPoint{state.waiting_for,
                           {"discard", "concede"},
                           false,
                           who + " discards down to the hand limit (408)"};
    case Wait::kSameName:
      return DecisionPoint{state.waiting_for,
                           {"chooseCards", "concede"},
                           false,
                           who + " scraps cards until no character name is shared (305(4))"};
    case Wait::kTriggerYesNo:
      return DecisionPoint{state.waiting_for,
                           {"chooseYesNo", "concede"},
                           false,
                           who + " decides whether an optional effect triggers (702(2))"};
    case Wait::kTriggerOrder:
      return DecisionPoint{state.waiting_for,
                           {"chooseOrder", "concede"},
                           false,
                           who + " orders its simultaneous triggers (106(6), 702(7))"};
    case Wait::kEffectChoice:
      return DecisionPoint{
          state.waiting_for,
          {"chooseYesNo", "chooseNumber", "chooseCards", "concede"},
          false,
          who + " answers the resolving effect of " + state.resolving.link.card.ToString()};
    case Wait::kDeclareEffect: {
      const PendingTrigger& t = state.placing.front();
      return DecisionPoint{state.waiting_for,
                           {"activateEffect", "chooseYesNo", "concede"},
                           false,
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

std::optional<Seat> ZeroRuleset::PriorityHolder(const GameState& game_state) const {
  // PendingOf's one priority point: a player holds priority (105).
  const State& state = State::Of(game_state);
  if (state.wait != Wait::kPriority) return std::nullopt;
  return state.waiting_for;
}

Result<std::vector<Violation>> ZeroRuleset::Apply(GameState& game_state, const Event& event) const {
  State& state = State::Of(game_state);
  if (std::holds_alternative<Header>(event.body)) {
    return Status::InvalidInput("a second header");
  }
  const auto* judge = std::get_if<JudgeAction>(&event.body);
  if (judge != nullptr && !std::holds_alternative<GameResult>(judge->action)) {
    return std::vector<Violation>{};  // Rulings, notes and penalties do not change the game.
  }
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
  }
  // The event changes `state` in place, recording what it changes: an event refused half-way
  // is undone, and leaves `state` as it was.
  if (!state.index.known) state.FindIndex(cards_);
  state.BeginUndo();
  Game game(state, cards_, event.seq);
  game.KeepIndex();
  Status status = Status::Ok();
  if (judge != nullptr) {
    // 101(7), 901(6), A-83: the judge recognises what no automatic step can, and ends the game.
    const auto* by = std::get_if<JudgeActor>(&event.actor);
    status = game.DeclareResult(by != nullptr ? by->judge_id : "?", *judge);
  } else if (const auto* fact = std::get_if<Fact>(&event.body)) {
    status = game.ApplyFact(*fact);
  } else {
    status = game.ApplyDecision(std::get<Seat>(event.actor), std::get<Decision>(event.body));
  }
  state.EndUndo(/*undo_changes=*/!status.ok());
  TJ_RETURN_IF_ERROR(status);
  return game.TakeViolations();
}

Status ZeroRuleset::CheckInvariants(const GameState& game_state) const {
  const State& state = State::Of(game_state);
  // Every card is listed in exactly the zone its state names (or is on the chain / under a
  // character, which no zone lists).
  // listed[seat][index - 1]: the card is in some zone's list (a mark per card, not a map: this
  // runs on every decoded snapshot, 1,900 cards in the longest games).
  std::array<std::vector<uint8_t>, kNumSeats> listed;
  for (int seat = 0; seat < kNumSeats; ++seat) listed[seat].assign(state.cards[seat].size(), 0);
  for (int seat = 0; seat < kNumSeats; ++seat) {
    for (int z = 0; z < static_cast<int>(Zone::kChain); ++z) {
      const Zone zone = static_cast<Zone>(z);
      for (CardId id : state.players[seat].Zone(zone)) {
        if (!state.HasCard(id)) return Status::Corruption("zone lists unknown card");
        const CardState& card = state.Card(id);
        if (card.zone != zone || card.controller != static_cast<Seat>(seat)) {
          return Status::Corruption(id.ToString() + " is listed in " +
                                    Letter(static_cast<Seat>(seat)) + "'s " +
                                    std::string(ZoneName(zone)) + " but its state says " +
                                    std::string(ZoneName(card.zone)));
        }
        uint8_t& mark = listed[SeatIndex(id.seat)][id.index - 1];
        if (mark != 0) return Status::Corruption(id.ToString() + " is listed twice");
        mark = 1;
      }
    }
  }
  for (int seat = 0; seat < kNumSeats; ++seat) {
    for (size_t i = 0; i < state.cards[seat].size(); ++i) {
      const CardId id{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)};
      const CardState& card = state.cards[seat][i];
      const bool unlisted = card.zone == Zone::kChain || card.zone == Zone::kIndicator;
      if (unlisted == (listed[seat][i] != 0)) {
        return Status::Corruption(id.ToString() + " is in no zone or in one it should not be");
      }
      if (card.attached_to.index != 0 && !state.HasCard(card.attached_to)) {
        return Status::Corruption(id.ToString() + " is attached to a card not in the game");
      }
      if (card.def >= cards_.size()) return Status::Corruption(id.ToString() + ": unknown card");
      if (card.tapped && card.zone != Zone::kBattle && card.zone != Zone::kResource) {
        return Status::Corruption(id.ToString() +
                                  " is tapped outside the battle and resource "
                                  "zones (104(4))");
      }
    }
  }
  if (state.players[0].event.size() > 1 || state.players[1].event.size() > 1) {
    if (state.wait == Wait::kPriority) {
      return Status::Corruption("two events in one event zone at a priority point (206(3))");
    }
  }
  // an effect's recorded characteristics name a card of the table and one of its effects.
  auto effect_known = [&](CardId card, uint8_t effect, uint16_t info) {
    if (!state.HasCard(card) || info > cards_.size()) return false;
    const CardInfo& of = cards_[info != 0 ? info - 1 : state.Card(card).Characteristics()];
    return effect < of.effects.size();
  };
  for (const auto* list : {&state.triggers, &state.placing, &state.gathered}) {
    for (const PendingTrigger& trigger : *list) {
      if (!effect_known(trigger.card, trigger.effect, trigger.info)) {
        return Status::Corruption(
            "a waiting trigger names a card or effect that is not in the game");
      }
    }
  }
  for (const Link& link : state.chain) {
    if (link.kind == Link::Kind::kEffect && !effect_known(link.card, link.effect, link.info)) {
      return Status::Corruption("a link of the chain names an effect its card does not have");
    }
  }
  if (state.resolving.active && state.resolving.link.kind == Link::Kind::kEffect &&
      !effect_known(state.resolving.link.card, state.resolving.link.effect,
                    state.resolving.link.info)) {
    return Status::Corruption("the resolving link names an effect its card does not have");
  }
  for (const StatChange& change : state.stat_changes) {  // 407, 200(4): only cards in play.
    if (!state.HasCard(change.card) || (state.Card(change.card).zone != Zone::kBattle &&
                                        state.Card(change.card).zone != Zone::kEvent)) {
      return Status::Corruption("a \"this turn\" change names a card that is not in play");
    }
  }
  if (state.combat.step == CombatStep::kNone) {  // 507: "战斗时" changes end with the combat.
    for (const StatChange& change : state.stat_changes) {
      if (change.until_end_of_battle) {
        return Status::Corruption("a \"战斗时\" change outlasts its combat (507)");
      }
    }
    for (const auto& seat_cards : state.cards) {
      for (const CardState& card : seat_cards) {
        if (card.granted_until_end_of_battle != 0) {
          return Status::Corruption("a \"战斗时\" keyword grant outlasts its combat (507)");
        }
      }
    }
  }
  if (state.wait == Wait::kDeclareEffect && state.placing.empty()) {
    return Status::Corruption("the game waits for a declaration, but no effect is being placed");
  }
  if (!state.placing.empty() && state.wait == Wait::kPriority) {
    return Status::Corruption("a priority point while triggered effects go on the chain");
  }
  for (const LifeDamage& d : state.life_damage) {
    if (d.chain_base > state.chain.size()) {
      return Status::Corruption("life damage interrupted a chain longer than the chain");
    }
  }
  if (!state.life_damage.empty() && state.wait == Wait::kPriority) {
    return Status::Corruption("a priority point while a counter effect is carried out (704(5))");
  }
  for (const auto* list : {&state.placing, &state.gathered}) {
    for (const PendingTrigger& t : *list) {
      if (!state.HasCard(t.card)) {
        return Status::Corruption("a trigger being placed names a card that is not in the game");
      }
    }
  }
  if (state.resolving.active && !state.HasCard(state.resolving.link.card)) {
    return Status::Corruption("the resolving link names a card that is not in the game");
  }
  TJ_RETURN_IF_ERROR(IndexProblem(state, cards_));
  TJ_RETURN_IF_ERROR(StateKeyProblem(state));
  for (const Link& link : state.chain) {
    if (!state.HasCard(link.card) || (link.target.index != 0 && !state.HasCard(link.target)) ||
        (link.upgrade_source.index != 0 && !state.HasCard(link.upgrade_source))) {
      return Status::Corruption("a chain link names a card that is not in the game");
    }
    if (link.kind == Link::Kind::kCard && !link.copy &&
        state.Card(link.card).zone != Zone::kChain) {
      // A link whose card left the chain is possible only while resolving; never at a wait.
      return Status::Corruption("a chain link's card " + link.card.ToString() +
                                " is not on the chain");
    }
  }
  return Status::Ok();
}

}  // namespace tcgjudge::zero
