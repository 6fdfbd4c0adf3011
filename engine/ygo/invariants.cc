// CheckInvariants (engine/ruleset.h): what must hold of every Yu-Gi-Oh state the fold reaches.

#include <array>
#include <vector>

#include "engine/ygo/field.h"
#include "engine/ygo/paper.h"
#include "engine/ygo/state_key.h"
#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {
namespace {

Status Broken(const std::string& what) { return Status::Corruption(what); }

// How often each card is listed: decklist cards then tokens, per seat (a flat table: the fold
// checks this after every event of a test or an audit).
class Listed {
 public:
  explicit Listed(const State& s) {
    for (int seat = 0; seat < 2; ++seat) {
      const size_t handles = s.paper ? s.paper->seats[seat].handles.size() : 0;
      counts_[seat].assign(s.cards[seat].size() + s.tokens[seat].size() + handles, 0);
      decklist_[seat] = s.cards[seat].size();
      tokens_[seat] = s.tokens[seat].size();
    }
  }
  uint8_t& operator[](CardId id) {
    const int seat = SeatIndex(id.seat);
    if (id.IsHandle())
      return counts_[seat][decklist_[seat] + tokens_[seat] + id.HandleNumber() - 1];
    return counts_[seat][id.IsToken() ? decklist_[seat] + (id.index - kTokenIndexBase - 1)
                                      : id.index - 1];
  }
  bool count(CardId id) { return (*this)[id] != 0; }

 private:
  std::array<std::vector<uint8_t>, 2> counts_;
  std::array<size_t, 2> decklist_{};
  std::array<size_t, 2> tokens_{};
};

// A paper game's cards in no place (Y-P1, Y-P3): a main-deck instance that stands for no unknown
// card of the deck, and a handle whose card went back into a deck shuffled unseen.
bool GoneInPaper(const State& s, CardId id) {
  if (IsDeckPlaceholder(s, id)) return true;
  return id.IsHandle() &&
         s.paper->seats[SeatIndex(id.seat)].knowledge.handles()[id.HandleNumber() - 1].retired;
}

// A paper game's main-deck instances hold no identity and lie in the deck or nowhere; a retired
// handle lies nowhere.
Status CheckPaperCards(const State& s) {
  Status status;
  s.ForEachCard([&](CardId id, const CardState& card) {
    if (!status.ok()) return;
    if (IsDeckPlaceholder(s, id) &&
        (card.def != kNoIdentity || (card.zone != Zone::kDeck && card.zone != Zone::kGone))) {
      status = Broken(id.ToString() +
                      " stands for an unknown card of a recorded duel's deck, "
                      "but is elsewhere or known");
    } else if (id.IsHandle() && GoneInPaper(s, id) != (card.zone == Zone::kGone)) {
      status = Broken(id.ToString() + " went back into its deck unseen, but is in a place, or not");
    }
  });
  return status;
}

// Every listed card is listed once, in the zone and cell its state names.
Status CheckListing(const State& s) {
  Listed listed(s);
  auto list = [&](CardId id, Zone zone, Seat seat, int cell) -> Status {
    if (!s.HasCard(id)) return Broken("a zone lists " + id.ToString() + ", not a card of the duel");
    const CardState& card = s.Card(id);
    if (card.zone != zone || card.controller != seat || (cell >= 0 && card.cell != cell)) {
      return Broken(id.ToString() + " is listed in " + Letter(seat) + "'s " +
                    std::string(ZoneName(zone)) + " but its state says " +
                    std::string(ZoneName(card.zone)));
    }
    if (++listed[id] > 1) return Broken(id.ToString() + " is listed twice");
    return Status::Ok();
  };
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const PlayerState& p = s.Player(seat);
    const std::pair<const std::vector<CardId>*, Zone> piles[] = {{&p.deck, Zone::kDeck},
                                                                 {&p.hand, Zone::kHand},
                                                                 {&p.graveyard, Zone::kGraveyard},
                                                                 {&p.banished, Zone::kBanished},
                                                                 {&p.extra_deck, Zone::kExtraDeck}};
    for (const auto& [pile, zone] : piles) {
      for (CardId id : *pile) TJ_RETURN_IF_ERROR(list(id, zone, seat, -1));
    }
    for (int i = 0; i < 5; ++i) {
      if (p.monsters[i].index != 0)
        TJ_RETURN_IF_ERROR(list(p.monsters[i], Zone::kMonster, seat, i));
      if (p.spell_traps[i].index != 0) {
        TJ_RETURN_IF_ERROR(list(p.spell_traps[i], Zone::kSpellTrap, seat, i));
      }
    }
    if (p.field_spell.index != 0) TJ_RETURN_IF_ERROR(list(p.field_spell, Zone::kField, seat, 0));
    if (p.life_points < 0) return Broken(Letter(seat) + "'s LP are below 0");
  }
  for (int i = 0; i < 2; ++i) {
    const CardId id = s.extra_monsters[i];
    if (id.index != 0) {
      TJ_RETURN_IF_ERROR(
          list(id, Zone::kExtraMonster, s.HasCard(id) ? s.Card(id).controller : id.seat, i));
    }
  }
  Status status;
  s.ForEachCard([&](CardId id, const CardState& card) {
    if (!status.ok()) return;
    const bool unlisted = card.zone == Zone::kMaterial || card.zone == Zone::kGone;
    if (unlisted == (listed.count(id) != 0)) {
      status = Broken(id.ToString() + " is in no zone, or in one that does not list it");
    } else if (card.zone == Zone::kMaterial &&
               (!s.HasCard(card.attached_to) || !IsMonsterZone(s.Card(card.attached_to).zone))) {
      status = Broken(id.ToString() + " is an xyz material of no monster on the field");
    } else if (card.zone == Zone::kGone && !id.IsToken() && !GoneInPaper(s, id)) {
      status = Broken(id.ToString() + " ceased to exist, but only tokens do");
    } else if (id.IsToken() && card.zone != Zone::kGone && !IsMonsterZone(card.zone)) {
      status = Broken("the token " + id.ToString() + " is off the field (Supplement 1)");
    }
  });
  return status;
}

Status CheckFlow(const State& s) {
  if (s.over != (s.wait == Wait::kOver)) return Broken("the duel is over but waits, or not");
  for (const Link& link : s.chain.links) {
    if (!s.HasCard(link.card)) return Broken("a chain link names a card not in the duel");
    if (link.speed < 1 || link.speed > 3) return Broken("a chain link has no spell speed 1-3");
  }
  if (s.wait == Wait::kPriority && s.chain.resolving) {
    return Broken("a player holds priority while the chain resolves");
  }
  if ((s.wait == Wait::kEffectSummon || s.wait == Wait::kEffectChoice) && !s.chain.current.active) {
    return Broken("the duel waits for an answer to an effect that is not resolving");
  }
  for (CardId id : s.chain.summoning) {
    if (!IsMonsterZone(s.Card(id).zone)) return Broken("a monster being summoned is off the field");
  }
  if (s.combat.active() && s.turn.phase != Phase::kBattle) {
    return Broken("a battle outside the battle phase");
  }
  if (s.wait == Wait::kReplay && !s.combat.active()) return Broken("a replay without a battle");
  return Status::Ok();
}

}  // namespace

Status YgoRuleset::CheckInvariants(const GameState& game_state) const {
  const State& s = static_cast<const State&>(game_state);
  Status status;
  TJ_RETURN_IF_ERROR(CheckPaperShape(s, cards_));
  s.ForEachCard([&](CardId id, const CardState& card) {
    const bool unseen = s.paper && card.def == kNoIdentity;  // Y-P1.
    if (status.ok() && !unseen && IdentityOf(s, id) >= cards_.size())
      status = Broken(id.ToString() + ": unknown card");
  });
  TJ_RETURN_IF_ERROR(status);
  if (s.paper) TJ_RETURN_IF_ERROR(CheckPaperCards(s));
  TJ_RETURN_IF_ERROR(CheckListing(s));
  TJ_RETURN_IF_ERROR(CheckFlow(s));
  return StateKeyProblem(s);
}

}  // namespace tcgjudge::ygo
