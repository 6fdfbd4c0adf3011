#include "engine/zero/game.h"

#include <algorithm>

namespace tcgjudge::zero {

std::string_view ZoneName(Zone zone) {
  static constexpr std::string_view kNames[kNumZones] = {"deck",   "life",     "hand", "resource",
                                                         "battle", "event",    "rest", "removed",
                                                         "chain",  "indicator"};
  return kNames[static_cast<int>(zone)];
}

std::string_view StepName(Step step) {
  static constexpr std::string_view kNames[] = {"setup",         "start step",   "draw step",
                                                "resource step", "action phase", "end step",
                                                "discard step",  "game over",    "reset step"};
  return kNames[static_cast<int>(step)];
}

std::string_view CombatStepName(CombatStep step) {
  static constexpr std::string_view kNames[] = {"none",
                                                "attack declared (501)",
                                                "attack target (502)",
                                                "defence declaration (503)",
                                                "defender declared (504)",
                                                "battle (505)",
                                                "damage (506)"};
  return kNames[static_cast<int>(step)];
}

std::vector<CardId>& PlayerState::Zone(zero::Zone zone) {
  return const_cast<std::vector<CardId>&>(static_cast<const PlayerState&>(*this).Zone(zone));
}

const std::vector<CardId>& PlayerState::Zone(zero::Zone zone) const {
  switch (zone) {
    case Zone::kDeck:
      return deck;
    case Zone::kLife:
      return life;
    case Zone::kHand:
      return hand;
    case Zone::kResource:
      return resource;
    case Zone::kBattle:
      return battle;
    case Zone::kEvent:
      return event;
    case Zone::kRest:
      return rest;
    case Zone::kRemoved:
      return removed;
    case Zone::kChain:
    case Zone::kIndicator:
      break;
  }
  TJ_CHECK_MSG(false, "the chain and level indicators are not a player's zone");
}

std::string Game::Name(CardId id) const { return id.ToString() + " " + Info(id).name; }

void Game::Flag(const std::string& code, const std::vector<std::string>& rules, Seat player,
                const std::string& text) {
  violations_.push_back(Violation{code, rules, player, seq_, WithRules(text, rules)});
}

void Game::Move(CardId id, Zone zone, Seat zone_owner, bool on_top) {
  CardState& card = state_->Card(id);
  const Zone from_zone = card.zone;
  const Seat from_seat = card.controller;
  if (from_zone != Zone::kChain && from_zone != Zone::kIndicator) {
    const auto& from = std::as_const(*state_).Player(from_seat).Zone(from_zone);
    auto it = std::find(from.begin(), from.end(), id);
    TJ_CHECK_MSG(it != from.end(), "a card is missing from the zone its state names");
    state_->EraseFromZone(from_seat, from_zone, static_cast<size_t>(it - from.begin()));
  }
  auto in_play = [](Zone z) { return z == Zone::kBattle || z == Zone::kEvent; };
  if (in_play(from_zone) || in_play(zone)) {
    ForgetInPlay((in_play(from_zone) ? 1u << SeatIndex(from_seat) : 0u) |
                 (in_play(zone) ? 1u << SeatIndex(zone_owner) : 0u));
  }
  // A character leaving leaves its attachments behind; equipment and indicators arrive attached.
  if (zone == Zone::kBattle && cards_[IdentityOf(card)].category == Category::kEquipment) {
    ForgetAttachments();  // An indicator arrives attached: PlaceIndicator looks at its character.
  } else if (from_zone == Zone::kBattle && Info(id).category != Category::kEquipment) {
    ForgetAttachmentsOf(id);
  }
  card.zone = zone;
  card.controller = zone_owner;
  card.tapped = false;
  card.face_down = false;
  card.damage = 0;
  card.object = state_->next_object++;
  card.attached_to = CardId{};
  card.attached_object = 0;
  if (!state_->stat_changes.empty()) {
    std::erase_if(state_->stat_changes, [&](const StatChange& c) { return c.card == id; });
  }
  card.copied = 0;  // 706: a copy lasts while it stays where it is.
  card.effects_used_turn = 0;
  card.effects_used = 0;
  card.granted_until_end_of_turn = 0;
  card.granted = 0;
  card.granted_until_end_of_battle = 0;
  card.prevent = 0;
  card.control_returns = 0;
  if (zone == Zone::kBattle || zone == Zone::kEvent) card.entered_turn = state_->turn;
  if (zone != Zone::kChain && zone != Zone::kIndicator) {
    const size_t end = std::as_const(*state_).Player(zone_owner).Zone(zone).size();
    state_->InsertIntoZone(zone_owner, zone, on_top ? 0 : end, id);
  }
  if (state_->index.known) IndexMove(id, from_zone, from_seat, on_top);
}

void Game::IndexMove(CardId id, Zone from_zone, Seat from_seat, bool on_top) {
  CardIndex& index = state_->index;
  const CardState& card = std::as_const(*state_).Card(id);
  if ((from_zone == Zone::kIndicator) != (card.zone == Zone::kIndicator)) {
    if (card.zone == Zone::kIndicator) {
      index.indicators.push_back(id);
      index.indicator_hosts.push_back({card.attached_to, card.attached_object});
    } else {
      const auto at = std::find(index.indicators.begin(), index.indicators.end(), id);
      index.indicator_hosts.erase(index.indicator_hosts.begin() + (at - index.indicators.begin()));
      index.indicators.erase(at);
    }
  }
  if (from_zone == Zone::kRest) {
    std::vector<CardId>& rest = index.rest_turn_triggers[SeatIndex(from_seat)];
    auto it = std::find(rest.begin(), rest.end(), id);
    if (it != rest.end()) rest.erase(it);
  }
  if (card.zone == Zone::kRest && Info(id).HasTurnTrigger()) {  // Printed: not a copy (706).
    std::vector<CardId>& rest = index.rest_turn_triggers[SeatIndex(card.controller)];
    rest.insert(on_top ? rest.begin() : rest.end(), id);
  }
}

void Game::PlaceIndicator(CardId indicator, Seat controller, CardId character, bool face_down) {
  const uint32_t object = std::as_const(*state_).Card(character).object;
  Move(indicator, Zone::kIndicator, controller);
  CardState& placed = state_->Card(indicator);
  placed.face_down = face_down;
  placed.attached_to = character;
  placed.attached_object = object;
  if (state_->index.known) state_->index.indicator_hosts.back() = {character, object};
  if (!IsCharacterInBattle(character)) ForgetAttachments();  // 323(3) applies to it.
}

void Game::ToRest(CardId id) {
  const int32_t last_level = IsCharacterInBattle(id) ? Level(id) : 1;
  Move(id, Zone::kRest, id.seat);
  RaiseTriggers(cards::Timing::kOnEnterRestArea, id, last_level);
}

void Game::Destroy(CardId id, DestroyKind kind) {
  const int32_t last_level = IsCharacterInBattle(id) ? Level(id) : 1;
  const bool attacking_side = state_->Card(id).controller == state_->active;
  ToRest(id);
  RaiseTriggers(cards::Timing::kOnDestroyed, id, last_level);  // 802(1): every kind.
  if (kind == DestroyKind::kBattle) {
    RaiseTriggers(cards::Timing::kOnBattleDestroyed, id, last_level);  // 803.
    RaiseTriggers(
        attacking_side ? cards::Timing::kOnAttackDestroyed : cards::Timing::kOnDefenceDestroyed, id,
        last_level);
  }
}

void Game::Draw(Seat player) {
  const auto& deck = std::as_const(*state_).Player(player).deck;
  if (deck.empty()) {
    Lose(player, std::string(1, SeatLetter(player)) + " had to draw from an empty deck (101(2))");
    return;
  }
  Move(deck.front(), Zone::kHand, player);
}

void Game::EndGame(std::optional<Seat> loser, const std::string& reason) {
  if (Over()) return;
  state_->step = Step::kOver;
  state_->wait = Wait::kOver;
  state_->winner = loser ? std::optional<Seat>(OtherSeat(*loser)) : std::nullopt;
  state_->end_reason = reason;
  state_->chain.clear();
  EndCombat();
}

void Game::Lose(Seat player, const std::string& reason) {
  if (at_once_ == 0) return EndGame(player, reason);
  loses_[SeatIndex(player)] = true;
  if (std::find(results_.begin(), results_.end(), reason) == results_.end()) {
    results_.push_back(reason);
  }
}

void Game::Win(Seat player, const std::string& reason) {
  if (at_once_ == 0) return EndGame(OtherSeat(player), reason);
  wins_[SeatIndex(player)] = true;
  if (std::find(results_.begin(), results_.end(), reason) == results_.end()) {
    results_.push_back(reason);
  }
}

void Game::SettleAtOnce() {
  TJ_CHECK(at_once_ > 0);
  if (--at_once_ > 0 || results_.empty()) return;
  std::string reason;
  for (const std::string& r : results_) reason += (reason.empty() ? "" : "; ") + r;
  const std::array<bool, kNumSeats> loses = loses_, wins = wins_;
  results_.clear();
  loses_ = {};
  wins_ = {};
  if (loses[0] && loses[1]) {
    return EndGame(std::nullopt, reason + ": both players lose at once, a draw (101(6))");
  }
  for (Seat seat : {Seat::kA, Seat::kB}) {
    if (!loses[SeatIndex(seat)]) continue;
    // 101(5): a win at the same time does not save him.
    return EndGame(seat, wins[SeatIndex(seat)] ? reason + ": " + std::string(1, SeatLetter(seat)) +
                                                     " wins and loses at once and loses (101(5))"
                                               : reason);
  }
  if (wins[0] && wins[1]) {
    return EndGame(std::nullopt, reason + ": both players win at once, a draw (101(6))");
  }
  EndGame(wins[0] ? Seat::kB : Seat::kA, reason);
}

void Game::ChangeControl(CardId id, Seat controller, bool until_end_of_turn) {
  CardState& card = state_->Card(id);
  if (card.zone != Zone::kBattle || card.controller == controller) return;
  const Seat previous = card.controller;
  // 612(5): its equipment goes with it (read before the character moves).
  const std::vector<CardId> equipment = AttachedTo(id, Zone::kBattle);
  // 609(2): from one battle zone to the other is no entering and no leaving: the same object,
  // with its damage, changes, tapped state and usage counts (612(4)); no triggers.
  auto move = [&](CardId moving) {
    CardState& c = state_->Card(moving);
    if (c.zone != Zone::kBattle || c.controller == controller) return;
    const auto& from = std::as_const(*state_).Player(c.controller).battle;
    state_->EraseFromZone(c.controller, Zone::kBattle,
                          std::find(from.begin(), from.end(), moving) - from.begin());
    state_->InsertIntoZone(controller, Zone::kBattle,
                           std::as_const(*state_).Player(controller).battle.size(), moving);
    c.controller = controller;
  };
  move(id);
  for (CardId e : equipment) move(e);
  ForgetInPlay();  // The zones' order changed without a new object (InPlayNow).
  card.control_returns =
      until_end_of_turn ? static_cast<uint8_t>(1 + SeatIndex(previous)) : uint8_t{0};
}

void Game::DamageCharacter(CardId id, int32_t amount) {
  CardState& card = state_->Card(id);
  int32_t damage = ReplacedDamage(id, amount);
  const int32_t prevented = std::min(damage, card.prevent);  // after 707's changes.
  card.prevent -= prevented;
  damage -= prevented;
  card.damage = static_cast<int32_t>(std::min<int64_t>(int64_t{card.damage} + damage, INT32_MAX));
}

const InPlay& Game::FindInPlay() const {
  InPlay& in_play = *in_play_;
  in_play.known = true;
  in_play.continuous.clear();
  in_play.stats.clear();
  in_play.grants.clear();
  in_play.lose.clear();
  in_play.equipment.clear();
  in_play.def_checked.clear();
  in_play.characters.clear();
  in_play.names = false;
  in_play.lowers_def = false;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    const PlayerState& player = state_->players[seat];
    in_play.turn_triggers[seat].clear();
    for (const std::vector<CardId>* zone : {&player.battle, &player.event}) {
      for (CardId id : *zone) {
        const CardState& card = state_->Card(id);
        const CardInfo& info = cards_[card.Characteristics()];
        const uint16_t roles = info.play_roles;
        if ((roles & kTurnTriggerRole) != 0) in_play.turn_triggers[seat].push_back(id);
        if ((roles & kContinuousRole) != 0) in_play.continuous.push_back(id);
        if ((roles & kChangesStatsRole) != 0) in_play.stats.push_back(id);
        if ((roles & kGrantsKeywordsRole) != 0) in_play.grants.push_back(id);
        if ((roles & kMakesLoseEffectsRole) != 0) in_play.lose.push_back(id);
        if (zone == &player.battle &&
            (info.category == Category::kEquipment ||
             (IdentityOf(card) != card.Characteristics() &&
              cards_[IdentityOf(card)].category == Category::kEquipment))) {
          in_play.equipment.push_back(id);
        }
        if (zone == &player.battle && info.category == Category::kCharacter) {
          in_play.characters.push_back(id);
          if ((roles & kDefReadRole) != 0) in_play.def_checked.push_back(id);
        }
        in_play.names = in_play.names || (roles & kChangesNamesRole) != 0;
      }
    }
  }
  std::sort(in_play.characters.begin(), in_play.characters.end());
  std::sort(in_play.lose.begin(), in_play.lose.end(),
            [&](CardId a, CardId b) { return state_->Card(a).object < state_->Card(b).object; });
  for (CardId source : in_play.stats) {
    for (const cards::Effect& effect : Info(source).effects) {
      const auto* c = std::get_if<cards::Continuous>(&effect.kind);
      in_play.lowers_def = in_play.lowers_def || (c != nullptr && (c->def < 0 || c->set_def));
    }
  }
  for (CardId equipment : in_play.equipment) {
    in_play.lowers_def = in_play.lowers_def || Info(equipment).def_bonus < 0;
  }
  return in_play;
}

const std::vector<CardId>& Game::Indicators() const {
  if (state_->index.known) return state_->index.indicators;
  if (indicators_at_ != state_->next_object) {
    indicators_at_ = state_->next_object;
    indicators_.clear();
    indicator_hosts_.clear();
    for (int seat = 0; seat < kNumSeats; ++seat) {
      for (size_t i = 0; i < state_->cards[seat].size(); ++i) {
        const CardState& card = state_->cards[seat][i];
        if (card.zone == Zone::kIndicator) {
          indicators_.push_back(CardId{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)});
          indicator_hosts_.push_back({card.attached_to, card.attached_object});
        }
      }
    }
  }
  return indicators_;
}

const std::vector<Attachment>& Game::IndicatorHosts() const {
  Indicators();  // Found together.
  return state_->index.known ? state_->index.indicator_hosts : indicator_hosts_;
}

bool Game::IsCharacterInBattle(CardId id) const {
  const CardState& card = state_->Card(id);
  return card.zone == Zone::kBattle && Info(id).category == Category::kCharacter;
}

std::vector<CardId> Game::AttachedTo(CardId character, Zone zone) const {
  std::vector<CardId> attached;
  const CardState& target = state_->Card(character);
  if (zone == Zone::kBattle) {  // Only equipment is attached in a battle zone (319(4)).
    for (CardId id : InPlayNow().equipment) {
      const CardState& card = state_->Card(id);
      if (card.attached_to == character && card.attached_object == target.object) {
        attached.push_back(id);
      }
    }
  } else {
    TJ_CHECK(zone == Zone::kIndicator);
    const std::vector<CardId>& indicators = Indicators();
    const std::vector<Attachment>& hosts = IndicatorHosts();
    for (size_t i = 0; i < indicators.size(); ++i) {
      if (hosts[i] == Attachment{character, target.object}) attached.push_back(indicators[i]);
    }
  }
  std::sort(attached.begin(), attached.end(),
            [&](CardId a, CardId b) { return state_->Card(a).object < state_->Card(b).object; });
  return attached;
}

int32_t Game::Level(CardId id) const {
  return 1 + static_cast<int32_t>(AttachedTo(id, Zone::kIndicator).size());
}

const std::vector<std::string>& Game::DuplicateNames(Seat seat) const {
  InPlay& in_play = *in_play_;
  InPlayNow();
  std::vector<std::string>& duplicates = in_play.duplicates[SeatIndex(seat)];
  if (in_play.duplicates_known[SeatIndex(seat)]) return duplicates;
  // 305(6): each of a card's names must be unique; 305(7): no name, no limit. A-18: every card
  // with a character name, not only characters. Names compared by their numbers in the table,
  // counted in marks kept between calls (InPlay::name_marks), so no call allocates.
  NameMarks& marks = in_play.name_marks;
  if (++marks.stamp == 0) {  // The stamps wrapped: forget every old one.
    std::fill(marks.seen.begin(), marks.seen.end(), 0);
    marks.stamp = 1;
  }
  duplicates.clear();
  for (Zone zone : {Zone::kBattle, Zone::kEvent}) {
    for (CardId id : state_->Player(seat).Zone(zone)) {
      const CardInfo& info = Info(id);
      const std::vector<uint32_t>& own = info.name_numbers;
      for (size_t i = 0; i < own.size(); ++i) {
        const uint32_t number = own[i];
        // A name the card has twice counts once.
        if (std::find(own.begin(), own.begin() + i, number) != own.begin() + i) continue;
        if (number >= marks.seen.size()) {
          marks.seen.resize(number + 1, 0);
          marks.second.resize(number + 1, false);
        }
        if (marks.seen[number] != marks.stamp) {  // The first card with it.
          marks.seen[number] = marks.stamp;
          marks.second[number] = false;
        } else if (!marks.second[number]) {  // The second: a duplicate, listed once.
          marks.second[number] = true;
          duplicates.push_back(info.character_names[i]);
        }
      }
    }
  }
  std::sort(duplicates.begin(), duplicates.end());
  in_play.duplicates_known[SeatIndex(seat)] = true;
  return duplicates;
}

bool Game::DefOnlyRises() const {
  for (const StatChange& change : state_->stat_changes) {
    if (change.def < 0 || change.set_def >= 0) return false;
  }
  return !InPlayNow().lowers_def;  // Keyword bonuses (900(4), 900(7)) only add.
}

bool Game::NoCharacterDies(bool def_only_rises) const {
  if (!def_only_rises) return false;  // Every character's DEF must be read.
  const State& view = *state_;
  // Without a change that lowers or sets a DEF, only a character with damage (which only a card
  // an event reached has: CardIndex::touched), an undetermined DEF or one printed at 0 or below
  // can be at or below 0 DEF or its DEF in damage.
  auto dies = [&](CardId id) {
    const CardState& card = view.Card(id);
    if (card.zone != Zone::kBattle) return false;
    const CardInfo& info = Info(id);
    if (info.category != Category::kCharacter) return false;
    if (!info.def_per && card.damage < info.def) return false;
    const int32_t def = Def(id);
    return def <= 0 || card.damage >= def;
  };
  bool any = false;
  for (CardId id : InPlayNow().def_checked) any = any || dies(id);
  if (any) return false;
  return view.ForEachTouched([&](CardId id) { any = any || dies(id); }) && !any;
}

bool Game::NoSecondEquipment() const {
  const State& view = *state_;
  const std::vector<CardId>& equipment = InPlayNow().equipment;
  for (size_t i = 0; i < equipment.size(); ++i) {
    const CardState& a = view.Card(equipment[i]);
    if (a.attached_to.index == 0) continue;
    for (size_t j = i + 1; j < equipment.size(); ++j) {
      const CardState& b = view.Card(equipment[j]);
      if (b.attached_to == a.attached_to && b.attached_object == a.attached_object) return false;
    }
  }
  return true;
}

std::optional<Seat> Game::RuleActions() {
  const State& view = *state_;  // Read without reaching cards for writing (the event's undo).
  bool changed = true;
  while (changed && !Over()) {
    changed = false;
    // Without a change that lowers or sets a DEF, a character's DEF is at least its printed one:
    // one printed above its damage needs no reading.
    const bool def_only_rises = DefOnlyRises();
    RememberConditions(true);  // Until a card changes below.
    const bool none_dies = NoCharacterDies(def_only_rises);
    RememberConditions(false);
    for (int seat = 0; seat < kNumSeats && !changed && !none_dies; ++seat) {
      const std::vector<CardId> battle = state_->players[seat].battle;
      RememberConditions(true);  // Until a card changes below.
      for (CardId id : battle) {
        const CardInfo& info = Info(id);
        if (info.category != Category::kCharacter) continue;
        if (def_only_rises && !info.def_per && view.Card(id).damage < info.def) continue;
        const int32_t def = Def(id);
        if (def <= 0) {  // 309(3): straight to the rest area, not destroyed.
          RememberConditions(false);
          ToRest(id);
          changed = true;
          RememberConditions(true);
        } else if (view.Card(id).damage >= def) {  // 309(2), 605(2): destroyed.
          RememberConditions(false);
          Destroy(id, battle_damage_ ? DestroyKind::kBattle : DestroyKind::kDamage);
          changed = true;
          RememberConditions(true);
        }
      }
      RememberConditions(false);
    }
    if (changed) continue;
    // Nothing attached changed since the attachments were found in order: none is looked at.
    const bool attachments_checked = InPlayNow().attachments_checked;
    // Or only characters left: what was attached to them is looked at (InPlay::left_battle).
    const bool left_battle_only = InPlayNow().left_battle_only;
    const std::vector<CardId>& left_battle = InPlayNow().left_battle;
    auto may_be_left = [&](CardId host) {
      return !left_battle_only ||
             std::find(left_battle.begin(), left_battle.end(), host) != left_battle.end();
    };
    // 319(7) equipment without its character is destroyed; 323(3) level indicators go to
    // the rest area: the first such card, in the order of the cards.
    std::optional<CardId> orphan;
    const std::vector<CardId>& characters = InPlayNow().characters;  // IsCharacterInBattle.
    auto check = [&](CardId id, Attachment attachment) {
      const CardId host = attachment.host;
      const bool host_there = host.index != 0 &&
                              std::binary_search(characters.begin(), characters.end(), host) &&
                              view.Card(host).object == attachment.object;
      if (!host_there && (!orphan || id < *orphan)) orphan = id;
    };
    for (CardId id : InPlayNow().equipment) {  // Every equipment card of both battle zones.
      if (attachments_checked) break;
      const CardState& card = view.Card(id);
      if (Info(id).category == Category::kEquipment && may_be_left(card.attached_to)) {
        check(id, {card.attached_to, card.attached_object});
      }
    }
    if (!attachments_checked) {
      const std::vector<CardId>& indicators = Indicators();
      const std::vector<Attachment>& hosts = IndicatorHosts();
      for (size_t i = 0; i < indicators.size(); ++i) {
        if (may_be_left(hosts[i].host)) check(indicators[i], hosts[i]);
      }
    }
    if (orphan) {
      if (view.Card(*orphan).zone == Zone::kBattle) {
        Destroy(*orphan, DestroyKind::kEffect);
      } else {
        ToRest(*orphan);
      }
      changed = true;
    }
    if (changed) continue;
    const bool one_equipment = attachments_checked || NoSecondEquipment();
    for (int seat = 0; seat < kNumSeats && !changed; ++seat) {
      for (CardId id : state_->players[seat].battle) {  // 319(5): one equipment per character.
        if (one_equipment) break;
        if (Info(id).category != Category::kCharacter) continue;
        std::vector<CardId> equipment = AttachedTo(id, Zone::kBattle);
        if (equipment.size() > 1) {
          ToRest(equipment.front());  // The older one is scrapped.
          changed = true;
          break;
        }
      }
      auto& events = state_->players[seat].event;
      if (!changed && events.size() > 1) {  // 206(3), 321(4): the older event is scrapped.
        ToRest(events.front());
        changed = true;
      }
    }
    if (!changed) {  // The lists are known here.
      in_play_->attachments_checked = true;
      in_play_->left_battle_only = false;
    }
  }
  if (Over()) return std::nullopt;
  if (!DuplicateNames(state_->active).empty()) return state_->active;  // 102(3): the AP first.
  if (!DuplicateNames(state_->NonActive()).empty()) return state_->NonActive();
  return std::nullopt;
}

void Game::AfterResolution() {
  if (Over()) return;
  if (std::optional<Seat> chooser = RuleActions()) {
    state_->wait = Wait::kSameName;
    state_->waiting_for = *chooser;
    return;
  }
  if (Over()) return;
  // 500(3), A-33: a combat whose characters left during the resolution is interrupted; after
  // the calculation step (506) leaving is what battle destruction does, and 507 follows.
  if (state_->combat.step != CombatStep::kNone && state_->combat.step != CombatStep::kDamage &&
      CombatInterrupted()) {
    EndCombat();
    state_->step = Step::kAction;
  }
  OpenWindowWithTriggers();
}

Status Game::ChooseSameNameScrap(Seat player, const ChooseCards& choice) {
  const std::vector<std::string> duplicates = DuplicateNames(player);
  for (CardId id : choice.cards) {
    const CardState& card = state_->Card(id);
    if ((card.zone != Zone::kBattle && card.zone != Zone::kEvent) || card.controller != player) {
      // put into the rest area as the table did (not from the chain).
      Flag("zero.same-name.wrong-card", {"305(4)"}, player,
           Name(id) + " is scrapped from " + Where(id) + ", not from " +
               std::string(1, SeatLetter(player)) + "'s battle zone");
      continue;
    }
    bool shares = false;
    for (const std::string& name : Info(id).character_names) {
      shares = shares || std::find(duplicates.begin(), duplicates.end(), name) != duplicates.end();
    }
    if (!shares) {
      Flag("zero.same-name.wrong-card", {"305(4)"}, player,
           Name(id) + " is scrapped although it shares no character name with another card");
    }
  }
  for (CardId id : choice.cards) ToRestAsPlayed(id);  // Scrapped, not on the chain (305(4)).
  if (!DuplicateNames(player).empty()) {
    Flag("zero.same-name.left", {"305(4)"}, player,
         std::string(1, SeatLetter(player)) +
             " still has two cards with the same character name after the scrap");
  }
  if (state_->resolving_chain) return ContinueResolution();
  AfterResolution();
  return Status::Ok();
}

Status Game::ApplyFact(const Fact& fact) {
  if (const auto* shuffle = std::get_if<ShuffleFact>(&fact)) {
    const std::vector<CardId>& deck = std::as_const(*state_).Player(shuffle->seat).deck;
    // The shuffle lists the deck's cards: it must be a permutation of what the deck holds (each
    // card of the order once, and in the deck: no sort of a 950-card deck).
    bool permutation = shuffle->order.size() == deck.size();
    std::array<std::vector<bool>, kNumSeats> in_deck;
    for (int seat = 0; seat < kNumSeats; ++seat) in_deck[seat].resize(state_->cards[seat].size());
    for (CardId id : deck) in_deck[SeatIndex(id.seat)][id.index - 1] = true;
    for (size_t i = 0; i < shuffle->order.size() && permutation; ++i) {
      const CardId id = shuffle->order[i];
      permutation = state_->HasCard(id) && in_deck[SeatIndex(id.seat)][id.index - 1];
      if (permutation) in_deck[SeatIndex(id.seat)][id.index - 1] = false;  // Once.
    }
    if (!permutation) {
      return Status::InvalidInput("fact.shuffle: the order lists " +
                                  std::to_string(shuffle->order.size()) + " cards, but " +
                                  std::string(1, SeatLetter(shuffle->seat)) + "'s deck holds " +
                                  std::to_string(deck.size()) + " other cards");
    }
    if (state_->step != Step::kSetup) return RecordShuffle(*shuffle);  // 615(2).
    PlayerState& player = state_->Player(shuffle->seat);
    player.deck = shuffle->order;
    player.shuffled = true;
    return FinishSetup();
  }
  if (const auto* roll = std::get_if<DieRollFact>(&fact)) {
    if (state_->wait == Wait::kDieRoll) return RecordDieRoll(*roll);
  }
  if (std::holds_alternative<RandomPickFact>(fact)) {  // 零次元 never picks at random.
    return Status::InvalidInput("fact.randomPick: no random pick is due in this game");
  }
  // Coin flips and die rolls nobody waits for (e.g. deciding the first player) are recorded.
  return Status::Ok();
}

Status Game::ApplyDecision(Seat player, const Decision& decision) {
  TJ_RETURN_IF_ERROR(CheckWellFormed(decision));
  if (Over()) {
    Flag("zero.game-over", {"101(3)"}, player,
         std::string(1, SeatLetter(player)) + " made a decision after the game had ended");
    return Status::Ok();
  }
  if (std::holds_alternative<Concede>(decision)) {  // 101(4): at any time.
    EndGame(player, std::string(1, SeatLetter(player)) + " conceded (101(4))");
    return Status::Ok();
  }
  if (state_->step == Step::kSetup) {
    // nothing can be done before both decks are shuffled and the cards dealt.
    Flag("zero.setup.decision", {"100(3)"}, player,
         std::string(1, SeatLetter(player)) + " made a " + std::string(DecisionKindName(decision)) +
             " before the game began: both decks are shuffled first");
    return Status::Ok();
  }
  const std::optional<CardId>* counter = nullptr;
  if (const auto* play = std::get_if<tcgjudge::PlayCard>(&decision)) {
    counter = &play->responds_to_counter;
  } else if (const auto* activate = std::get_if<tcgjudge::ActivateEffect>(&decision)) {
    counter = &activate->responds_to_counter;
  }
  if (counter != nullptr && counter->has_value()) {
    return RespondToCounter(player, decision, **counter);
  }
  if (state_->wait == Wait::kDeclareEffect && player == state_->waiting_for) {
    const PendingTrigger& front = state_->placing.front();
    const auto* declare = std::get_if<tcgjudge::ActivateEffect>(&decision);
    if (declare != nullptr && declare->card == front.card && declare->effect == front.effect) {
      return DeclareEffect(player, *declare);
    }
    if (const auto* yes_no = std::get_if<ChooseYesNo>(&decision)) {
      if (!yes_no->yes) return DeclineEffect(player);
      // "yes" puts it on the chain with nothing declared: no payment, no targets.
      tcgjudge::ActivateEffect bare;
      bare.card = front.card;
      bare.effect = front.effect;
      return DeclareEffect(player, bare);
    }
  }
  const bool response = std::holds_alternative<tcgjudge::PlayCard>(decision) ||
                        std::holds_alternative<tcgjudge::ActivateEffect>(decision) ||
                        std::holds_alternative<tcgjudge::Upgrade>(decision) ||
                        std::holds_alternative<tcgjudge::DeclareAttack>(decision);
  if (response && (InCounter() || !state_->placing.empty())) {
    // 704(5), 312: nothing can be chained to a counter effect, nor to the chain its triggers
    // form; nor is there a place on the chain while triggers are being put on it (106(4)). The
    // table takes such a play back: flagged, not applied.
    if (InCounter()) {
      Flag("zero.counter.chained", {"704(5)", "312"}, player,
           std::string(1, SeatLetter(player)) + " responded with " +
               std::string(DecisionKindName(decision)) +
               " while a counter effect was being carried out: it cannot be chained");
    } else {
      Flag("zero.priority.not-holder", {"105(1)", "106(4)"}, player,
           std::string(1, SeatLetter(player)) + " made a " +
               std::string(DecisionKindName(decision)) +
               " while triggered effects were being put on the chain, without priority");
    }
    return Status::Ok();
  }
  const bool attack = std::holds_alternative<tcgjudge::DeclareAttack>(decision);
  if (response && state_->wait != Wait::kPriority && (attack || !state_->resolving_chain)) {
    // while the game waits for a decision that is not priority (a resource choice, an
    // attack target, a defence, a discard, a same-name scrap, a trigger's yes/no or order) there
    // is no free timing and no chain to add to, and an attack is declared only in a free timing:
    // the table takes it back, flagged, not applied. (While the chain resolves, a link goes on
    // top of it: CheckPriority.)
    Flag("zero.priority.not-holder", {"105(1)"}, player,
         std::string(1, SeatLetter(player)) + " made a " + std::string(DecisionKindName(decision)) +
             " while the game waited for " + WaitText() +
             ": nobody held priority, so it has no place");
    return Status::Ok();
  }
  return std::visit(
      [&](const auto& d) -> Status {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, tcgjudge::PlayCard>) {
          return PlayCard(player, d);
        } else if constexpr (std::is_same_v<T, tcgjudge::Upgrade>) {
          return Upgrade(player, d);
        } else if constexpr (std::is_same_v<T, tcgjudge::PlaceResource>) {
          return PlaceResource(player, d);
        } else if constexpr (std::is_same_v<T, tcgjudge::DeclareAttack>) {
          return DeclareAttack(player, d);
        } else if constexpr (std::is_same_v<T, tcgjudge::ChooseAttackTarget>) {
          return ChooseAttackTarget(player, d);
        } else if constexpr (std::is_same_v<T, tcgjudge::DeclareDefender>) {
          return DeclareDefender(player, d);
        } else if constexpr (std::is_same_v<T, PassPriority>) {
          return Pass(player);
        } else if constexpr (std::is_same_v<T, DiscardCards>) {
          return Discard(player, d);
        } else if constexpr (std::is_same_v<T, ChooseCards>) {
          if (state_->wait == Wait::kSameName && state_->waiting_for == player) {
            return ChooseSameNameScrap(player, d);
          }
          return AnswerEffect(player, decision);
        } else if constexpr (std::is_same_v<T, tcgjudge::ActivateEffect>) {
          return ActivateEffect(player, d);
        } else if constexpr (std::is_same_v<T, ChooseYesNo>) {
          if (state_->wait == Wait::kTriggerYesNo && state_->waiting_for == player) {
            return AnswerTriggerYesNo(player, d.yes);
          }
          return AnswerEffect(player, decision);
        } else if constexpr (std::is_same_v<T, ChooseNumber>) {
          return AnswerEffect(player, decision);
        } else if constexpr (std::is_same_v<T, ChooseOrder>) {
          if (state_->wait != Wait::kTriggerOrder || state_->waiting_for != player) {
            NotAsked(player, decision);
            return Status::Ok();
          }
          return OrderTriggers(player, d);
        } else {
          // Conceded above. Another ruleset's vocabulary never reaches the engine: Ruleset::Apply
          // refuses it (events/vocabulary.h).
          static_assert(std::is_same_v<T, Concede> || Vocabulary<T>::kIs);
          TJ_CHECK((std::is_same_v<T, Concede>));
          return Status::Ok();
        }
      },
      decision);
}

}  // namespace tcgjudge::zero
