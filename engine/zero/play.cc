// Using cards (318-321), paying costs (303), resources (204, 404), level-up (600) and the
// discard step (408).

#include <algorithm>
#include <set>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

std::string_view CategoryWord(Category category, bool instant) {
  switch (category) {
    case Category::kCharacter:
      return "a character";
    case Category::kEquipment:
      return "an equipment";
    case Category::kEvent:
      return "an event";
    case Category::kTactic:
      return instant ? "an instant tactic" : "a normal tactic";
  }
  return "a card";
}

}  // namespace

void Game::CheckMainTiming(Seat player, const std::string& what,
                           const std::vector<std::string>& rules, const std::string& code) {
  if (player != state_->active) {
    Flag(code + ".opponent-turn", rules, player,
         what + " in " + Letter(state_->active) + "'s turn: only in the own action phase");
  } else if (state_->step != Step::kAction || state_->combat.step != CombatStep::kNone) {
    const std::string where =
        state_->step != Step::kAction ? std::string(StepName(state_->step)) : std::string("combat");
    Flag(code + ".not-action-phase", rules, player,
         what + " during the " + where + ": only in the own non-combat action phase");
  }
  if (!state_->chain.empty()) {
    Flag(code + ".chain-not-empty", rules, player, what + " while the chain is not empty");
  }
  CheckPriority(player, what, {"105(1)"});
}

Status Game::PayResources(Seat player, const std::vector<CardId>& tapped, int32_t total,
                          const std::array<int32_t, kNumColours>& coloured, const std::string& what,
                          const std::vector<std::string>& rules_first) {
  auto rules = [&](std::vector<std::string> own) {
    own.insert(own.begin(), rules_first.begin(), rules_first.end());
    return own;
  };
  int32_t coloured_sum = 0;
  for (int32_t n : coloured) coloured_sum += n;
  const int32_t required = std::max({total, coloured_sum, 0});  // 103(4), 303(4).
  std::array<int32_t, kNumColours> paid{};
  for (CardId id : tapped) {
    const CardState& card = state_->Card(id);
    if (card.zone != Zone::kResource) {
      // the table paid with a card that is no resource; it counts as tapped where a card
      // can be tapped (104(4)), and pays no colour.
      Flag("zero.cost.not-a-resource", rules({"303(2)", "104(4)"}), player,
           what + ": paid with " + Name(id) + ", which is not a resource card (it is in " +
               Where(id) + ")");
      continue;
    }
    if (card.controller != player) {
      Flag("zero.cost.opponent-resource", rules({"303(2)", "612(2)"}), player,
           what + ": paid with " + Name(id) + " from " + Letter(card.controller) +
               "'s resource zone");
    }
    if (card.tapped) {
      Flag("zero.cost.already-tapped", rules({"104(3)", "303(2)"}), player,
           what + ": paid with " + Name(id) + ", which was already tapped");
    }
    if (!card.face_down) ++paid[static_cast<int>(Info(id).colour)];  // 204(3), 304(4).
  }
  if (static_cast<int32_t>(tapped.size()) != required) {
    Flag(
        static_cast<int32_t>(tapped.size()) < required ? "zero.cost.too-few" : "zero.cost.too-many",
        rules({"303(2)", "303(3)"}), player,
        what + ": tapped " + std::to_string(tapped.size()) + " resources for a total cost of " +
            std::to_string(required));
  }
  static constexpr const char* kColourNames[kNumColours] = {"red",   "yellow", "blue",
                                                            "green", "white",  "black"};
  for (int c = 0; c < kNumColours; ++c) {
    if (paid[c] < coloured[c]) {
      Flag("zero.cost.colour", rules({"303(3)", "204(3)"}), player,
           what + ": needs " + std::to_string(coloured[c]) + " " + kColourNames[c] +
               " but the tapped face-up resources give " + std::to_string(paid[c]));
    }
  }
  for (CardId id : tapped) {
    CardState& card = state_->Card(id);
    if (card.zone == Zone::kResource || card.zone == Zone::kBattle) card.tapped = true;  // 104(4).
  }
  return Status::Ok();
}

Status Game::PlayCard(Seat player, const tcgjudge::PlayCard& play) {
  const CardState& card = state_->Card(play.card);
  const std::string what = Letter(player) + " used " + Name(play.card);
  if (card.zone != Zone::kHand || card.controller != player) {
    // a card used from another zone goes on the chain from there; one on the chain is
    // being used already, and nothing happens.
    Flag("zero.play.not-in-hand", {"203(1)"}, player,
         what + " from " + Where(play.card) + ": cards are used from the own hand");
    if (card.zone == Zone::kChain) return Status::Ok();
  }
  const CardInfo& info = Info(play.card);
  if (info.category == Category::kTactic && info.instant) {
    // 311(3), 320(3): an instant tactic needs only priority.
    CheckPriority(player, what, {"105(1)", "320(3)"});
  } else {
    static const std::vector<std::string> kRules[] = {
        {"318(1)"}, {"319(1)"}, {"311(2)", "320(2)"}, {"321(1)"}};
    CheckMainTiming(player, what + " (" + std::string(CategoryWord(info.category, false)) + ")",
                    kRules[static_cast<int>(info.category)], "zero.play");
  }
  for (CardId id : play.payment.discard) {
    if (state_->Card(id).zone != Zone::kHand || state_->Card(id).controller != player) {
      Flag("zero.cost.discard-not-in-hand", {"608", "303(2)"}, player,
           what + ": discarded " + Name(id) + " from " + Where(id) + ", not from the own hand");
    }
  }
  const ResourceCost cost = CostToUse(play.card);  // 303(4): reductions apply.
  TJ_RETURN_IF_ERROR(PayResources(player, play.payment.tap, cost.total, cost.coloured, what));
  // 608: additional costs paid by discard (A-101: from wherever the table took them).
  for (CardId id : play.payment.discard) ToRestAsPlayed(id);

  Link link;
  link.kind = Link::Kind::kCard;
  link.controller = player;
  link.card = play.card;
  if (info.category == Category::kTactic || info.category == Category::kEvent) {
    // 320(4), 321(2): targets are declared as the tactic or event is used.
    const cards::OnUse* on_use = OnUseOf(play.card);
    TJ_RETURN_IF_ERROR(ChooseTargets(
        player, play.card, on_use != nullptr ? on_use->targets : std::vector<cards::TargetSpec>{},
        play.targets, what, &link));
  }
  if (info.category == Category::kEquipment) {
    // 319(2): choose one character in our battle zone (319(9): the opponent's only with
    // permission).
    const CardId* chosen =
        play.targets.size() == 1 ? std::get_if<CardId>(&play.targets[0]) : nullptr;
    if (chosen == nullptr) {
      Flag("zero.equip.no-character", {"319(2)"}, player,
           what + " without choosing exactly one character to equip");
    } else if (!IsCharacterInBattle(*chosen)) {
      Flag("zero.equip.not-a-character", {"319(2)"}, player,
           what + " on " + Name(*chosen) + ", which is not a character in the battle zone");
    } else if (state_->Card(*chosen).controller != player && !info.equip_opponent) {
      Flag("zero.equip.opponent-character", {"319(2)", "319(9)"}, player,
           what + " on the opponent's " + Name(*chosen) + " without card text that allows it");
    }
    if (chosen != nullptr) {
      link.target = *chosen;
      link.target_object = state_->Card(*chosen).object;
    }
  }
  if (info.category == Category::kCharacter && info.enters_as_copy_of) {
    // 706(2), A-85: the card it enters as a copy of is chosen as it is used (none: itself).
    if (play.targets.size() > 1) {
      Flag("zero.copy.original", {"706(2)"}, player,
           what + " choosing " + std::to_string(play.targets.size()) +
               " cards to enter as a copy of; it copies one");
    }
    if (!play.targets.empty()) {
      const CardId* original = std::get_if<CardId>(&play.targets[0]);
      if (original == nullptr) {  // flagged; it enters as itself.
        Flag("zero.copy.original", {"706(2)"}, player,
             what + " as a copy of a player: it enters as a copy of a card");
      } else if (!Matches(*info.enters_as_copy_of, play.card, player, *original)) {
        Flag("zero.copy.original", {"706(2)"}, player,
             what + " as a copy of " + Name(*original) +
                 ", which is not a card in a battle zone that fits its text");
      }
      if (original != nullptr) {
        link.target = *original;
        link.target_object = state_->Card(*original).object;
      }
    }
  }
  Move(play.card, Zone::kChain, player);
  link.card_object = state_->Card(play.card).object;
  link.changed = ChangesHeld(link);  // 707(4): as the card is used.
  state_->chain.push_back(link);
  AfterLinkAdded();
  return Status::Ok();
}

Status Game::Upgrade(Seat player, const tcgjudge::Upgrade& upgrade) {
  const CardState& character = state_->Card(upgrade.card);
  const CardState& source = state_->Card(upgrade.source);
  const std::string what = Letter(player) + " levelled up " + Name(upgrade.card);
  if (character.zone != Zone::kBattle) {
    // the level-up goes on the chain and fails as it resolves.
    Flag("zero.upgrade.not-in-battle", {"600(1)"}, player,
         what + ", which is in " + Where(upgrade.card) + ", not in a battle zone");
  }
  const bool flip = upgrade.method == UpgradeMethod::kFlipResource;
  if (source.zone != (flip ? Zone::kResource : Zone::kHand) || source.controller != player) {
    // a card from elsewhere pays nothing: not flipped unless it is a resource card; a
    // revealed card that is not in the hand makes the level-up fail.
    Flag("zero.upgrade.wrong-source", {flip ? "600(2)a" : "600(2)b"}, player,
         what + (flip ? " by flipping " : " by revealing ") + Name(upgrade.source) +
             ", which is in " + Where(upgrade.source) + ", not in " + Letter(player) +
             (flip ? "'s resource zone" : "'s hand"));
  }
  CheckMainTiming(player, what, {"600(1)"}, "zero.upgrade");
  if (std::as_const(*state_).Player(player).levelled_up) {
    Flag("zero.upgrade.second", {"600(1)", "600(7)"}, player,
         what + ": a level-up already succeeded this turn");
  }
  if (character.controller != player) {
    Flag("zero.upgrade.opponent-card", {"600(1)"}, player,
         what + ", a card " + Letter(player) + " does not control");
  } else if (Info(upgrade.card).category != Category::kCharacter) {
    Flag("zero.upgrade.not-a-character", {"600(1)"}, player, what + ", which is not a character");
  }
  if (flip) {
    if (source.zone == Zone::kResource && source.face_down) {
      // 600(2)a: the cost is turning a FACE-UP resource face down.
      Flag("zero.upgrade.face-down-resource", {"600(2)a"}, player,
           what + " by flipping " + Name(upgrade.source) + ", which is already face down");
    }
    if (source.zone == Zone::kResource) {
      state_->Card(upgrade.source).face_down = true;  // a tapped one may be flipped too.
    }
  } else {
    const CardInfo& a = Info(upgrade.card);
    const CardInfo& b = Info(upgrade.source);
    if (b.category != Category::kCharacter || b.colour != a.colour ||
        CardName(upgrade.source) != CardName(upgrade.card)) {
      // 600(2)b, A-45: a character card of the same colour and card name (as changed, 301(4)).
      Flag("zero.upgrade.wrong-card", {"600(2)b"}, player,
           what + " by revealing " + Name(upgrade.source) +
               ", which is not a character of the same colour and name");
    }
  }
  Link link;
  link.kind = Link::Kind::kUpgrade;
  link.controller = player;
  link.card = upgrade.card;
  link.card_object = character.object;
  link.method = upgrade.method;
  link.upgrade_source = upgrade.source;
  state_->chain.push_back(link);  // 600(8): the level-up uses the chain.
  AfterLinkAdded();
  return Status::Ok();
}

Status Game::PlaceResource(Seat player, const tcgjudge::PlaceResource& place) {
  const bool expected = state_->wait == Wait::kPlaceResource && player == state_->active;
  if (!place.card) {
    if (!expected) {
      NotAsked(player, Decision(place));  // "none" when nothing asks changes nothing.
      return Status::Ok();
    }
    OpenWindow();  // 404: then a free timing.
    return Status::Ok();
  }
  const CardId id = *place.card;
  const CardState& card = state_->Card(id);
  if (card.zone != Zone::kHand || card.controller != player) {
    // put there from wherever the table took it; a card being used stays on the chain.
    Flag("zero.resource.not-from-hand", {"204(1)", "404"}, player,
         Letter(player) + " put " + Name(id) + " into the resource zone from " + Where(id) +
             ", not from the own hand");
    if (card.zone == Zone::kChain) return Status::Ok();
  }
  if (!expected) {
    Flag("zero.resource.outside-resource-step", {"204(1)", "404"}, player,
         Letter(player) + " put " + Name(id) +
             " into the resource zone outside the own resource step");
  }
  if (std::as_const(*state_).Player(player).placed_resource) {
    Flag("zero.resource.second", {"204(2)", "404"}, player,
         Letter(player) + " put a second resource card into the resource zone this turn");
  }
  Move(id, Zone::kResource, player);  // 204(3): face up and reset.
  state_->SetPlayerFlag(player, &PlayerState::placed_resource, true);
  if (expected) OpenWindow();  // 404: then a free timing.
  return Status::Ok();
}

Status Game::Discard(Seat player, const DiscardCards& discard) {
  const PlayerState& me = std::as_const(*state_).Player(player);
  int32_t from_hand = 0;
  for (CardId id : discard.cards) {
    if (state_->Card(id).zone == Zone::kHand && state_->Card(id).controller == player) {
      ++from_hand;
    } else {  // into the rest area from wherever the table took it (not the chain).
      Flag("zero.discard.not-in-hand", {"408", "608"}, player,
           Letter(player) + " discarded " + Name(id) + " from " + Where(id) +
               ": only hand cards are discarded");
    }
  }
  if (state_->wait != Wait::kDiscard || player != state_->waiting_for) {
    // A-101, 408: only the active player discards, in the discard step; the table's discard
    // happens all the same, and the game goes on waiting for what it waited for.
    Flag("zero.discard.not-asked", {"408"}, player,
         Letter(player) + " discarded " + std::to_string(discard.cards.size()) +
             " cards, but nothing asked " + Letter(player) + " to discard: the game waited for " +
             WaitText());
    for (CardId id : discard.cards) ToRestAsPlayed(id);
    return Status::Ok();
  }
  const int32_t after = static_cast<int32_t>(me.hand.size()) - from_hand;
  if (after > me.hand_limit) {
    Flag("zero.discard.above-limit", {"408", "203(2)"}, player,
         Letter(player) + " ended the discard step with " + std::to_string(after) +
             " cards in hand; the hand limit is " + std::to_string(me.hand_limit));
  } else if (after < me.hand_limit) {
    Flag("zero.discard.below-limit", {"408", "203(2)"}, player,
         Letter(player) + " discarded down to " + std::to_string(after) +
             " cards; the discard step stops at the hand limit of " +
             std::to_string(me.hand_limit));
  }
  for (CardId id : discard.cards) ToRestAsPlayed(id);  // 608.
  return BeginTurn();
}

}  // namespace tcgjudge::zero
