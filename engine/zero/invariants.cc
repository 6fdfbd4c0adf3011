#include "engine/zero/invariants.h"

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <utility>

#include "engine/zero/game.h"
#include "engine/zero/state_key.h"

namespace tcgjudge::zero {
namespace {

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
          equipment_now || (in_battle && cards[IdentityOf(card)].category == Category::kEquipment);
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

// Ok, or the first card listed in a zone its state does not name, listed twice, or in no zone.
Status ZoneListProblem(const State& state) {
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
                                    std::string(1, SeatLetter(static_cast<Seat>(seat))) + "'s " +
                                    std::string(ZoneName(zone)) + " but its state says " +
                                    std::string(ZoneName(card.zone)));
        }
        uint8_t& mark = listed[SeatIndex(id.seat)][id.index - 1];
        if (mark != 0) return Status::Corruption(id.ToString() + " is listed twice");
        mark = 1;
      }
    }
  }
  // Cards on the chain or under a character are the ones no zone lists.
  for (int seat = 0; seat < kNumSeats; ++seat) {
    for (size_t i = 0; i < state.cards[seat].size(); ++i) {
      const CardState& card = state.cards[seat][i];
      const bool unlisted = card.zone == Zone::kChain || card.zone == Zone::kIndicator;
      if (unlisted == (listed[seat][i] != 0)) {
        const CardId id{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)};
        return Status::Corruption(id.ToString() + " is in no zone or in one it should not be");
      }
    }
  }
  return Status::Ok();
}

// Ok, or the first card attached to a card not in the game, of a definition not in the table,
// or tapped outside the battle and resource zones (104(4)).
Status CardProblem(const State& state, const std::vector<CardInfo>& cards) {
  for (int seat = 0; seat < kNumSeats; ++seat) {
    for (size_t i = 0; i < state.cards[seat].size(); ++i) {
      const CardId id{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)};
      const CardState& card = state.cards[seat][i];
      if (card.attached_to.index != 0 && !state.HasCard(card.attached_to)) {
        return Status::Corruption(id.ToString() + " is attached to a card not in the game");
      }
      if (IdentityOf(card) >= cards.size())
        return Status::Corruption(id.ToString() + ": unknown card");
      if (card.tapped && card.zone != Zone::kBattle && card.zone != Zone::kResource) {
        return Status::Corruption(id.ToString() +
                                  " is tapped outside the battle and resource "
                                  "zones (104(4))");
      }
    }
  }
  return Status::Ok();
}

// an effect's recorded characteristics name a card of the table and one of its effects.
Status RecordedEffectProblem(const State& state, const std::vector<CardInfo>& cards) {
  auto effect_known = [&](CardId card, uint8_t effect, uint16_t info) {
    if (!state.HasCard(card) || info > cards.size()) return false;
    const CardInfo& of = cards[info != 0 ? info - 1 : state.Card(card).Characteristics()];
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
  return Status::Ok();
}

// Ok, or the first "this turn" change on a card not in play (407, 200(4)), or a "战斗时" change
// or keyword grant that outlasts its combat (507).
Status TemporaryChangeProblem(const State& state) {
  for (const StatChange& change : state.stat_changes) {
    if (!state.HasCard(change.card) || (state.Card(change.card).zone != Zone::kBattle &&
                                        state.Card(change.card).zone != Zone::kEvent)) {
      return Status::Corruption("a \"this turn\" change names a card that is not in play");
    }
  }
  if (state.combat.step != CombatStep::kNone) return Status::Ok();
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
  return Status::Ok();
}

// Ok, or the first wait that disagrees with the triggered effects being placed or the counter
// effects being carried out (704(5)), or a trigger or resolving link of a card not in the game.
Status WaitProblem(const State& state) {
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
  return Status::Ok();
}

// Ok, or the first chain link that names a card not in the game, or whose card left the chain
// (possible only while resolving; never at a wait).
Status ChainProblem(const State& state) {
  for (const Link& link : state.chain) {
    if (!state.HasCard(link.card) || (link.target.index != 0 && !state.HasCard(link.target)) ||
        (link.upgrade_source.index != 0 && !state.HasCard(link.upgrade_source))) {
      return Status::Corruption("a chain link names a card that is not in the game");
    }
    if (link.kind == Link::Kind::kCard && !link.copy &&
        state.Card(link.card).zone != Zone::kChain) {
      return Status::Corruption("a chain link's card " + link.card.ToString() +
                                " is not on the chain");
    }
  }
  return Status::Ok();
}

}  // namespace

Status InvariantProblem(const State& state, const std::vector<CardInfo>& cards) {
  TJ_RETURN_IF_ERROR(ZoneListProblem(state));
  TJ_RETURN_IF_ERROR(CardProblem(state, cards));
  if ((state.players[0].event.size() > 1 || state.players[1].event.size() > 1) &&
      state.wait == Wait::kPriority) {
    return Status::Corruption("two events in one event zone at a priority point (206(3))");
  }
  TJ_RETURN_IF_ERROR(RecordedEffectProblem(state, cards));
  TJ_RETURN_IF_ERROR(TemporaryChangeProblem(state));
  TJ_RETURN_IF_ERROR(WaitProblem(state));
  TJ_RETURN_IF_ERROR(IndexProblem(state, cards));
  TJ_RETURN_IF_ERROR(StateKeyProblem(state));
  return ChainProblem(state);
}

}  // namespace tcgjudge::zero
