// The 零次元 state as a game-neutral Board (engine/board.h).

#include <algorithm>

#include "engine/zero/game.h"
#include "engine/zero/zero_ruleset.h"

namespace tcgjudge::zero {

namespace {

// The phase and step as the board names them: "action phase", "..., combat: damage step".
std::string StepText(const State& state) {
  std::string step(StepName(state.step));
  if (state.combat.step != CombatStep::kNone) {
    step += ", combat: ";
    step += CombatStepName(state.combat.step);
  }
  return step;
}

}  // namespace

Clock ZeroRuleset::ClockOf(const GameState& game_state) const {
  const State& state = static_cast<const State&>(game_state);
  return {.turn = state.turn,
          .step = StepText(state),
          .chain_depth = static_cast<uint32_t>(state.chain.size())};
}

Board ZeroRuleset::DrawBoard(const GameState& game_state) const {
  // Game only reads here; the const_cast gives it the state it expects.
  State& state = const_cast<State&>(static_cast<const State&>(game_state));
  Game game(state, cards_, 0);
  Board board;
  board.active = state.active;
  if (state.combat.step != CombatStep::kNone) {
    const Combat& combat = state.combat;
    BoardCombat view;
    view.attacking = state.active;
    view.attacker = combat.attacker;
    if (combat.target_chosen && !combat.target_is_life) view.target = combat.target;
    if (combat.defender_declared && combat.defender.index != 0) view.defender = combat.defender;
    view.step = std::string(CombatStepName(combat.step));
    board.combat = std::move(view);
  }
  // 616, 201(5): cards of hidden zones every player sees now.
  std::vector<CardId> revealed = game.RevealedCards();
  const std::vector<CardId> looked_at = game.LookedAtCards();  // 614, 615: by waiting_for.
  std::vector<CardId> revealed_tops;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    if (game.DeckTopRevealed(static_cast<Seat>(seat))) {
      revealed_tops.push_back(state.players[seat].deck.front());
    }
  }
  // What a seat sees (docs/rulings-zero.md, "What a seat sees"): nobody sees the cards of a deck
  // (201(3)) or a life zone (202(3)); a player sees his own hand (203(3)); nobody sees a face-down
  // card (a resource 204(5), 322(3); a removed card 208(2); a level indicator 600(2)a); the rest
  // of the table is public, and so is a card every player was shown (201(5), 616); a card a
  // player looks at now (614, 615) is seen by him as well.
  auto SeenBy = [&](const CardState& card, CardId id) -> SeatMask {
    const bool shown =
        std::find(revealed.begin(), revealed.end(), id) != revealed.end() ||
        std::find(revealed_tops.begin(), revealed_tops.end(), id) != revealed_tops.end();
    if (shown) return kSeenByBoth;
    // 614, 615, A-107: a card a player looks at now is seen by him too.
    const bool looked = std::find(looked_at.begin(), looked_at.end(), id) != looked_at.end();
    const SeatMask looker = looked ? SeatBit(state.waiting_for) : kSeenByNobody;
    if (card.zone == Zone::kDeck || card.zone == Zone::kLife) return looker;
    if (card.zone == Zone::kHand) return static_cast<SeatMask>(SeatBit(id.seat) | looker);
    if (card.face_down) return looker;
    return kSeenByBoth;
  };
  auto card_view = [&](CardId id) {
    const CardState& card = state.Card(id);
    const CardInfo& info = cards_[IdentityOf(card)];
    BoardCard view;
    view.id = id;
    view.code = info.code;
    view.name = info.name;
    view.face_down = card.face_down;
    view.tapped = card.tapped;
    view.seen_by = SeenBy(card, id);
    view.damage = card.damage;
    if (std::find(revealed.begin(), revealed.end(), id) != revealed.end()) {
      view.revealed = true;
      view.marks.push_back("revealed (616)");
    }
    if (std::find(revealed_tops.begin(), revealed_tops.end(), id) != revealed_tops.end()) {
      view.revealed = true;
      view.marks.push_back("revealed deck top (201(5))");
    }
    if (!view.revealed && std::find(looked_at.begin(), looked_at.end(), id) != looked_at.end()) {
      view.marks.push_back(std::string("looked at by ") + SeatLetter(state.waiting_for) + " (614)");
    }
    if (card.zone == Zone::kBattle && card.controller != id.seat) {  // 612(3).
      view.marks.push_back(std::string("owned by ") + SeatLetter(id.seat));
    }
    if (card.control_returns != 0) {
      view.marks.push_back(std::string("control returns to ") +
                           SeatLetter(static_cast<Seat>(card.control_returns - 1)) +
                           " in the clearing step (612)");
    }
    if (card.prevent > 0) {
      view.marks.push_back("prevents the next " + std::to_string(card.prevent) +
                           " damage this turn (607(4))");
    }
    if (card.zone == Zone::kEvent && card.attached_to.index != 0 &&
        state.Card(card.attached_to).object == card.attached_object) {  // 321(2).
      view.marks.push_back("targets " + card.attached_to.ToString());
    }
    if (card.zone == Zone::kBattle || card.zone == Zone::kEvent) {  // 301(4), 306(4), (5).
      const std::string name = game.CardName(id);
      if (name != cards_[card.Characteristics()].name) view.marks.push_back("named " + name);
      const std::vector<std::string> attributes = game.Attributes(id);
      if (attributes != cards_[card.Characteristics()].attributes) {
        std::string list;
        for (const std::string& a : attributes) list += "『" + a + "』";
        view.marks.push_back("attributes " + (list.empty() ? std::string("none") : list));
      }
    }
    if (card.copied != 0) {  // 706: the printed card, and what it is a copy of now.
      const CardInfo& copy = cards_[card.Characteristics()];
      view.marks.push_back("a copy of " + copy.code + " " + copy.name + " (706)");
    }
    if (card.zone == Zone::kBattle &&
        cards_[card.Characteristics()].category == Category::kCharacter) {
      // 103(4): below 0 counts as 0; the raw value stays beside it, since changes apply to it.
      const int32_t atk = game.Atk(id);
      const int32_t def = game.Def(id);
      view.atk = std::max(0, atk);
      view.def = std::max(0, def);
      if (atk < 0) view.raw_atk = atk;
      if (def < 0) view.raw_def = def;
      view.level = game.Level(id);
      // 319, 323: equipment, then level indicators; each also as a property that names its kind
      // and its face (600(2)a): "attached A20" "equipment", "attached A21" "level indicator,
      // face down".
      for (Zone zone : {Zone::kBattle, Zone::kIndicator}) {
        for (CardId attached : game.AttachedTo(id, zone)) {
          view.attached.push_back(attached);
          std::string kind = zone == Zone::kBattle ? "equipment" : "level indicator";
          if (state.Card(attached).face_down) kind += ", face down";
          view.properties.push_back({"attached " + attached.ToString(), std::move(kind)});
        }
      }
      if (card.entered_turn == state.turn) view.marks.push_back("entered this turn");
      const uint8_t granted =
          card.granted | card.granted_until_end_of_turn | card.granted_until_end_of_battle;
      for (const auto& [bit, name] :
           {std::pair{kRushBit, "突袭"}, std::pair{kSlowBit, "迟缓"},
            std::pair{kLoneWolfBit, "独行客"}, std::pair{kGuardBit, "守备"}}) {
        if ((granted & bit) != 0) view.marks.push_back(std::string("granted ") + name);
      }
      if (game.EffectsLost(id)) view.marks.push_back("lost its effects (708)");
      for (const PendingTrigger& t : state.gathered) {
        if (t.card == id) view.marks.push_back("聚气 waits for its reset (900(8))");
      }
    }
    return view;
  };
  for (int seat = 0; seat < kNumSeats; ++seat) {
    const PlayerState& player = state.players[seat];
    BoardPlayer view;
    view.seat = static_cast<Seat>(seat);
    view.life_zone = std::string(ZoneName(Zone::kLife));
    for (Zone zone : {Zone::kDeck, Zone::kLife, Zone::kHand, Zone::kResource, Zone::kBattle,
                      Zone::kEvent, Zone::kRest, Zone::kRemoved}) {
      BoardZone zone_view;
      zone_view.name = std::string(ZoneName(zone));
      zone_view.hidden = zone == Zone::kDeck || zone == Zone::kLife || zone == Zone::kHand;
      for (CardId id : player.Zone(zone)) zone_view.cards.push_back(card_view(id));
      view.zones.push_back(std::move(zone_view));
    }
    if (player.levelled_up) view.marks.push_back("levelled up this turn");
    if (player.placed_resource) view.marks.push_back("placed a resource this turn");
    board.players.push_back(std::move(view));
  }
  for (const Link& link : state.chain) {
    BoardLink view;
    view.controller = link.controller;
    view.source = link.card;
    const bool character = game.Info(link.card).category == Category::kCharacter;
    view.text = link.kind == Link::Kind::kUpgrade ? "level up " + game.Name(link.card)
                : link.copy ? "a copy of " + game.Name(link.card) + " (706(2))"
                            : "use " + game.Name(link.card) +
                                  (link.target.index == 0 ? ""
                                   : character ? " as a copy of " + game.Name(link.target)
                                               : " on " + game.Name(link.target));
    board.chain.push_back(std::move(view));
  }
  return board;
}

}  // namespace tcgjudge::zero
