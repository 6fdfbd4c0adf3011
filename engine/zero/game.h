// Game: applies one event to a 零次元 State, runs the automatic steps that follow, and collects
// the violations the event commits. Internal to engine/zero/; ZeroRuleset is its only user.
//
// Its methods are grouped by rule area, one file each: game.cc (zones, moves, characteristics,
// rule actions), turn.cc (400-408), chain.cc (105-106, priority and resolution), play.cc (using
// cards, costs, resources, level-up: 204, 303, 318-322, 600), combat.cc (500-507), stats.cc (ATK
// and DEF, 701(3)), continuous.cc (prohibitions, costs and damage changes of continuous effects).

#ifndef TCGJUDGE_ENGINE_ZERO_GAME_H_
#define TCGJUDGE_ENGINE_ZERO_GAME_H_

#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "engine/violation.h"
#include "engine/zero/card_info.h"
#include "engine/zero/state.h"
#include "engine/zero/stats.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::zero {

// The engine's zone for a card-data zone (cards::Zone::kBattle: the battle zone itself).
Zone ZoneOf(cards::Zone zone);
// Forgets what the action in progress asked and got (its question, answer, roll, stage, cards),
// before the next action of the effect (or of an insteadIf branch) begins.
void ResetActionState(Resolving& r);

// 900(6): the effect is the keyword 智谋.
bool IsScheme(const cards::Effect& effect);
// 615(3), A-109: `filter` asks for a non-specific card ("一张牌"): nothing but where it is and
// whose side it is on.
bool NonSpecific(const cards::Filter& filter);

// 901(4): what ContinueResolution saw of the effects it resolved in one pass, to find a
// mandatory loop's first triggered effect. Not part of the state: a pass with no decision
// in between is one event.
struct MandatoryLoop {
  struct Seen {
    CardId card;
    uint8_t effect = 0;
    int first = 0;  // The number of the link, counted in the pass, as it first resolved.
    int count = 0;
  };
  std::vector<Seen> seen;     // Each effect (card and index) once, in the order first resolved.
  std::optional<Seen> first;  // Set once the pass is a loop: the effect it ends at.
};

class Game {
 public:
  // `state` is changed in place; `cards` is the ruleset's card table (CardState::def indexes it).
  Game(State& state, const std::vector<CardInfo>& cards, uint32_t seq)
      : state_(state), cards_(cards), seq_(seq) {}

  // Applies a fact or a decision (DESIGN.md: record semantics): an illegal decision that can
  // physically happen is applied and flagged; one that cannot happen at all is refused with
  // kInvalidInput, and then the caller puts `state` back as it was (ZeroRuleset::Apply, with
  // State::EndUndo).
  Status ApplyFact(const Fact& fact);
  Status ApplyDecision(Seat player, const Decision& decision);

  std::vector<Violation> TakeViolations() { return std::move(violations_); }

  // ----- game.cc: cards, zones, characteristics, rule actions --------------------------------
  // The characteristics `id` has now (706: a copy's).
  const CardInfo& Info(CardId id) const { return cards_[state_->Card(id).Characteristics()]; }
  // "A12 少年悟空": how messages name a card.
  std::string Name(CardId id) const;
  // Moves `id` to the end (or, with `on_top`, the front) of `zone` of `zone_owner`: a new object
  // (200(4)), untapped, face up, without damage or "this turn" changes. Equipment and level
  // indicators attached to a character that leaves the battle zone are handled by rule actions.
  void Move(CardId id, Zone zone, Seat zone_owner, bool on_top = false);
  // 600(2), 323: `indicator` placed under `character` (its present object), face down or up, as
  // a level indicator of `controller`; the kept index learns what it is attached to.
  void PlaceIndicator(CardId indicator, Seat controller, CardId character, bool face_down);
  // The owner's rest area (207(1)); "此牌进入休息区时" effects trigger (106(5), A-65).
  void ToRest(CardId id);
  // 605: destruction by an effect (605(4)), by battle damage in the calculation step (605(3))
  // or by other lethal damage (605(6)): to the rest area; 【破坏时】 triggers (802), and for battle
  // destruction 【战斗破坏时】 and 【攻击破坏时】/【防御破坏时】 (803).
  enum class DestroyKind : uint8_t { kEffect, kBattle, kDamage };
  void Destroy(CardId id, DestroyKind kind);
  // 403, 602: the player draws one card; drawing from an empty deck loses (101(2)).
  void Draw(Seat player);
  // 101: ends the game. `loser` loses (nullopt: a draw).
  void EndGame(std::optional<Seat> loser, const std::string& reason);
  bool Over() const { return state_->step == Step::kOver; }
  // 101: `player` loses (wins) the game, for `reason`. Outside an action of an effect the game
  // ends at once (101(3)); inside one, every result of the action is settled together when it is
  // done (A-81, SettleAtOnce).
  void Lose(Seat player, const std::string& reason);
  void Win(Seat player, const std::string& reason);
  // what one action of an effect does (a die roll's matched actions included) happens at
  // once. BeginAtOnce and SettleAtOnce bracket it (nested calls count); SettleAtOnce ends the game
  // with every result of the bracket: a player who wins and loses loses (101(5)); both players
  // losing, or both winning, is a draw (101(6)).
  void BeginAtOnce() { ++at_once_; }
  void SettleAtOnce();
  // 308, 310, 900(4), 900(7): current ATK and DEF of a character in the battle zone (raw: may be
  // below 0; 103(4) floors them where they are used).
  int32_t Atk(CardId id) const { return Stat(id, /*atk=*/true); }
  int32_t Def(CardId id) const { return Stat(id, /*atk=*/false); }
  // stats.cc: ATK (`atk`) or DEF, every change folded in timestamp order (701(3)). An
  // undetermined value (308(4), 309(4)) is 0 outside the battle zone.
  int32_t Stat(CardId id, bool atk) const;
  // What "攻击力N以下" / "防御力N以下" read: Stat in the battle zone, the printed value
  // elsewhere, 0 for an undetermined one (308(4), 309(4)).
  int32_t FilterStat(CardId id, bool atk) const;
  // the effect-set part of an undetermined value of `id`: `amount` per matching card.
  int32_t PerCardValue(const cards::PerCard& per, CardId id) const;
  // 600(3): 1 + the number of level indicators.
  int32_t Level(CardId id) const;
  std::vector<CardId> AttachedTo(CardId character, Zone zone) const;
  bool IsCharacterInBattle(CardId id) const;
  // Calls `change(card, id)` with the state of every card `needs(card)` selects, reached through
  // State::Card (recorded for the event's undo); the others are only read.
  template <typename Needs, typename Change>
  void ForEachCard(Needs needs, Change change) {
    const State& state = *state_;
    for (int seat = 0; seat < kNumSeats; ++seat) {
      for (size_t i = 0; i < state.cards[seat].size(); ++i) {
        if (!needs(state.cards[seat][i])) continue;
        const CardId id{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)};
        change(state_->Card(id), id);
      }
    }
  }
  // As ForEachCard, in the same order, for a `needs` that selects only cards with "this turn"
  // state (CardState::HasTurnState): where the state's index is kept, only the cards that may
  // have it are read (State::ForEachTouched), not every card of both decks.
  template <typename Needs, typename Change>
  void ForEachCardWithTurnState(Needs needs, Change change) {
    std::vector<CardId> touched;
    if (!std::as_const(*state_).ForEachTouched([&](CardId id) { touched.push_back(id); })) {
      return ForEachCard(needs, change);
    }
    std::sort(touched.begin(), touched.end());  // Seat, then index: ForEachCard's order.
    touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
    for (CardId id : touched) {
      if (needs(std::as_const(*state_).Card(id))) change(state_->Card(id), id);
    }
  }
  // 612: `controller` gains control of `id` in a battle zone, and of its equipment (612(5));
  // it moves between the battle zones without entering or leaving (609(2)). With
  // `until_end_of_turn`, control returns in the clearing step (407(1)).
  void ChangeControl(CardId id, Seat controller, bool until_end_of_turn);
  // 607: deals `amount` damage to the character `id`: replacement effects change it (707), then
  // prevention takes what it can (607(4), (5)); the rest accumulates (607(2)).
  void DamageCharacter(CardId id, int32_t amount);
  // E1.4: the rule actions, repeated until none applies: DEF <= 0 (309(3)), lethal damage
  // (309(2), 605), equipment without a character (319(7)), indicators (323(3)), a second
  // equipment or event (319(5), 206(3)). `battle_damage` marks destruction as battle destruction
  // (605(3)). Returns the player who must choose which same-name cards to scrap (305(4); the AP
  // first, 102(3)), if any: the caller then waits for that choice.
  std::optional<Seat> RuleActions();
  // No "this turn" change, continuous effect or equipment lowers or sets a DEF now (701(3), 310):
  // every character's DEF is at least its printed one (its characteristics', 706).
  bool DefOnlyRises() const;
  // 305(4), 305(6): the character names `seat` has more than once in its battle zone.
  const std::vector<std::string>& DuplicateNames(Seat seat) const;
  Status ChooseSameNameScrap(Seat player, const ChooseCards& choice);
  // Waits for the same-name choice if one is due; else opens the window after a resolution.
  void AfterResolution();

  // ----- turn.cc: 400-408 -------------------------------------------------------------------
  // 100(3): deals life and hand once both decks are shuffled, then starts the first turn.
  Status FinishSetup();
  // 401-403: reset, start step; runs until the next wait.
  Status BeginTurn();
  // 402: the start step: 【回合开始时】 triggers (807), then its window.
  void StartStep();
  // Moves on from a window that has ended (both passed, chain empty) to the next step.
  Status EndWindow();
  // 405: the AP's window in the non-combat action phase (also where combats return).
  void OpenActionWindow();
  void OpenWindow();  // Any window: the AP first (400(5)).
  Status EndTurn();   // 407 clearing, 408 discard, next turn.
  // 407(2): an effect ended the turn; its link is done: the rest of the chain goes, then 407.
  Status EndTurnByEffect();

  // ----- chain.cc: 105, 106 -----------------------------------------------------------------
  Status Pass(Seat player);
  // After a link is added, the ACTIVE player gets priority (105(1)); a link added while the
  // chain resolves waits on top, and the resolution goes on waiting where it waited (106(4)).
  void AfterLinkAdded();
  // Flags `what` (a link or a main action) by `player` without priority (105(1), `rules`), or
  // while the chain resolves, when nobody may add to it (106(4)).
  void CheckPriority(Seat player, const std::string& what, const std::vector<std::string>& rules);
  // 106(3): resolves the chain top first with no priority in between, pausing where an
  // effect, a trigger or the same-name rule waits for a decision or a fact; called again to
  // resume. Triggers raised while links remain go on top and resolve next (106(5)); when the
  // chain is empty, new triggers form a chain and the AP gets priority.
  Status ContinueResolution();
  void ResolveLink(const Link& link);
  // 901(4), A-110: counts `link` (the `resolved`th of the pass) for the loop watch; the loop's
  // first effect; erases its next trigger and returns true once a loop is found and it triggers.
  void NoteLoopLink(const Link& link, int resolved);
  std::optional<MandatoryLoop::Seen> FirstLoopEffect() const;
  bool EndsMandatoryLoop();
  // Opens a window; triggers waiting to go on the chain go first (402, 406, E1.3 step 2).
  void OpenWindowWithTriggers();

  // ----- effects.cc: 700-809, 900 -----------------------------------------------------------
  // What a link carries out: a tactic's onUse (320(5)), a triggered, activated or counter effect,
  // or 聚气's delayed effect (900(8)). `actions` is null for 智谋 and 聚气's activation.
  struct EffectParts {
    const std::vector<cards::Action>* actions = nullptr;
    const std::vector<cards::TargetSpec>* specs = nullptr;
    // In the card table (not a copy: asked for on every step of a resolution); never null.
    const std::optional<cards::Condition>* condition = &kNoCondition;
    static inline const std::optional<cards::Condition> kNoCondition{};
  };
  EffectParts PartsOf(const Link& link) const;
  // 707(4): Link::changed for `link` now: bit i set if its action i is an insteadIf whose
  // precondition holds. Taken as the link is added to the chain.
  uint32_t ChangesHeld(const Link& link) const;
  bool Matches(const cards::Filter& filter, CardId source, Seat controller, CardId id) const;
  int CountMatching(const cards::Filter& filter, CardId source, Seat controller) const;
  // Calls `visit(id)` for every card that may match `filter` until it returns true; returns
  // whether one did. Matches requires the filter's zone, so only that zone's cards are visited
  // (the battle zone with the event zone, 206(2)); a zone without a list of its own (the chain,
  // level indicators) is searched card by card.
  template <typename Visit>
  bool VisitCandidates(const cards::Filter& filter, Visit visit) const {
    const Zone zone = filter.zone == cards::Zone::kBattle ? Zone::kBattle : ZoneOf(filter.zone);
    if (zone == Zone::kChain || zone == Zone::kIndicator) {
      for (int seat = 0; seat < kNumSeats; ++seat) {
        for (size_t i = 0; i < state_->cards[seat].size(); ++i) {
          if (visit(CardId{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)})) return true;
        }
      }
      return false;
    }
    for (const PlayerState& player : state_->players) {
      for (CardId id : player.Zone(zone)) {
        if (visit(id)) return true;
      }
      if (filter.zone != cards::Zone::kBattle) continue;
      for (CardId id : player.event) {
        if (visit(id)) return true;
      }
    }
    return false;
  }
  bool ConditionHolds(const std::optional<cards::Condition>& condition, CardId source,
                      Seat controller) const;
  bool LevelAllows(CardId id, const cards::Effect& effect) const;         // 317.
  bool TurnAllows(cards::TurnRestriction during, Seat controller) const;  // 809.
  // 701: the (攻)/(防) changes and "变为" sets of every active continuous effect that affects
  // `target`, stamped with their source's object (701(3)), into `fold` (ATK if `atk`, else DEF).
  void ContinuousChanges(CardId target, bool atk, StatFold* fold) const;
  // 702: the effects of `id` with `timing` trigger (their conditions checked, 702(3));
  // `last_level` is the card's level where it was.
  void RaiseTriggers(cards::Timing timing, CardId id, int32_t last_level);
  void RaiseTurnTriggers(bool start);  // 807, 808.
  // Effect `index` of `id`'s characteristics now, or, with `info` (Link::info), of those it had
  // when the effect was used or triggered (702(4), A-100); nullptr if there is none.
  const cards::Effect* EffectOf(CardId id, uint8_t index, uint16_t info = 0) const;
  // Puts the waiting triggers on the chain (APNAP, 106(6)); false while it waits for a yes/no
  // (702(2)) or an order (702(7)).
  bool PlaceTriggers();
  // Puts `placing` on the chain in order; false while it waits for a declaration (702(8), 705(1)).
  bool DrainPlacing();
  void PushTrigger(const PendingTrigger& trigger, Link link = Link{});
  // The cost and target specs a trigger or counter effect declares as it goes on the chain.
  const cards::EffectCost* TriggerCost(const PendingTrigger& trigger) const;
  const std::vector<cards::TargetSpec>* TriggerSpecs(const PendingTrigger& trigger) const;
  // 102(4), 704(4): some card could be chosen for its targets (true when it has none).
  bool HasLegalTarget(const PendingTrigger& trigger) const;
  // kDeclareEffect: `activateEffect` naming the effect declares its targets and pays its cost;
  // `chooseYesNo` no declines it (702(8); a counter effect or a mandatory trigger is flagged).
  Status DeclareEffect(Seat player, const tcgjudge::ActivateEffect& declare);
  Status DeclineEffect(Seat player);
  // 703(1), 702(8): checks and pays `cost` of an effect of `card` with `payment` (flags what is
  // wrong, taps now) and returns the cards it sends to the rest area, which the caller moves
  // after the link is added.
  Result<std::vector<CardId>> PayEffectCost(Seat player, CardId card, const cards::EffectCost& cost,
                                            const Payment& payment, const std::string& what);
  // ----- counter.cc: damage to a life zone and counter effects (324(3), 704) -----------------
  // Deals `amount` damage to `owner`'s life zone one card at a time; `resume`: the resolving
  // effect dealt it and continues afterwards. Run by ContinueResolution.
  void StartLifeDamage(Seat owner, int32_t amount, bool resume);
  // Flips the next life card (its counter effect goes on a chain of its own); false while it
  // waits for the counter effect's declaration.
  bool ContinueLifeDamage();
  // A counter effect (or the damage that flips it) is being carried out: nobody may respond
  // (704(5), 312).
  bool InCounter() const { return !state_->life_damage.empty(); }
  // The index of `id`'s counter effect, or -1.
  int CounterEffectOf(CardId id) const;
  // ----- keywords.cc: keywords, grants and lost effects (701, 708, 900) ----------------------
  // Instances of a keyword (900): printed (unless lost, 708(1)), granted by resolved effects and
  // by continuous effects (708(2)).
  int KeywordCount(CardId id, int bit) const;
  // 708, 701(5): `id` in a battle zone has lost its effects to a continuous effect.
  bool EffectsLost(CardId id) const;
  // The cards in play with continuous effects (InPlay), found once after the cards in play
  // changed (Move, ChangeControl, a copy): ZeroRuleset::Apply's Game keeps them in the state's
  // CardIndex across events (KeepIndex), any other Game for itself.
  const InPlay& InPlayNow() const { return in_play_->known ? *in_play_ : FindInPlay(); }
  // 205(2): `id` enters `controller`'s battle zone (or event zone) from another zone; with
  // `copy_of` (1 + a CardInfo index), as a copy of that card (706(2)): the copy's 【登场时】
  // trigger.
  void EnterPlay(CardId id, Seat controller, bool tapped, uint16_t copy_of = 0);

  // ----- continuous.cc: prohibitions, costs and damage changes of continuous effects (701) ----
  bool CannotAttack(CardId id) const;      // 501(3): a continuous "cannot attack".
  bool CannotBeDefended(CardId id) const;  // 503(1).
  bool CannotBeAttacked(CardId id) const;  // 502(2).
  bool CannotDefend(CardId id) const;      // 503(2), 503(3).
  bool CannotBeTargeted(CardId id) const;  // 705(5).
  bool CannotAttackLife(CardId id) const;  // 502(2): "不能攻击生命区".
  // 202(4), 324(3): the life cards a successful direct attack by `attacker` flips: the latest
  // lifeDamage effect that applies to it (701(3), A-103), else the header's directAttackDamage
  //
  int32_t DirectAttackDamage(CardId attacker) const;
  // 301(4): the card name `id` has now: changed by continuous effects in timestamp order; a
  // face-down resource has none (204(3)).
  std::string CardName(CardId id) const;
  // 『a』 (305(2), 306, A-19): a character name or an attribute of `id` now. Attributes change in
  // timestamp order (306(4) gained, 306(5) replaced); a resource card has neither (204(3)).
  bool HasName(CardId id, const std::string& a) const;
  // {A} (301(2)): the card name of `id` now is `a` (301(4)).
  bool NameIs(CardId id, const std::string& a) const;
  // The attributes of `id` now (306(4), (5)).
  std::vector<std::string> Attributes(CardId id) const;
  // Resources to tap: `total`, of which `coloured[c]` of colour c (303(3)).
  struct ResourceCost {
    int32_t total = 0;
    std::array<int32_t, kNumColours> coloured{};
    bool empty() const { return *this == ResourceCost{}; }
    bool operator==(const ResourceCost&) const = default;
  };
  // 303(3), 303(4): what using `id` costs now: its printed cost (for an undetermined one, what
  // its effect sets, 303(5)), less every cost reduction that applies to it, never below the
  // coloured part.
  ResourceCost CostToUse(CardId id) const;
  // 501(4): the additional cost `id` pays to declare an attack (every effect's, added up).
  ResourceCost AttackCost(CardId id) const;
  // 707: `amount` of damage to `target` as the replacement effects that apply change it.
  int32_t ReplacedDamage(CardId target, int32_t amount) const;

  // ----- triggers.cc, effects.cc and actions.cc: placing triggers, activating and carrying out
  // effects (702-705) ------------------------------------------------------------------------
  Status ContinueAfterTriggers();
  Status AnswerTriggerYesNo(Seat player, bool yes);
  Status OrderTriggers(Seat player, const ChooseOrder& order);
  Status ActivateEffect(Seat player, const tcgjudge::ActivateEffect& activate);
  // Carries out the resolving effect link; false while it waits for a decision or a fact.
  Result<bool> StepEffect();
  Result<bool> DoAction(const cards::Action& action, const Link& link);
  Status AnswerEffect(Seat player, const Decision& decision);
  // The action of the resolving link that waits for an answer (inside an insteadIf, the branch's
  // action in progress), or nullptr (智谋 has none).
  const cards::Action* CurrentAction() const;
  // 705(1), 705(4): checks the targets a decision chose for `specs` of an effect of `source`
  // (flags what is wrong) and records them in `link`. Targets that are no cards are refused.
  // `allow_self`: a trigger may target its own card when it fits (801(2), 807(2), A-50).
  Status ChooseTargets(Seat player, CardId source, const std::vector<cards::TargetSpec>& specs,
                       const std::vector<Target>& chosen, const std::string& what, Link* link,
                       bool allow_self = false);
  // 705(3), 705(6): the targets of spec `index` that are still legal as `link` resolves.
  std::vector<CardId> LegalTargets(const Link& link, const std::vector<cards::TargetSpec>& specs,
                                   size_t index) const;
  // The tactic's effect carried out as it resolves (320(5)), if it has one.
  const cards::OnUse* OnUseOf(CardId id) const;
  Status RecordDieRoll(const DieRollFact& roll);
  // 615(2): the shuffle of a searched deck, a recorded fact.
  Status RecordShuffle(const ShuffleFact& shuffle);
  // 606, 102(3), A-113: the scrap action; false while a player chooses his cards.
  Result<bool> DoScrap(const cards::Scrap& scrap, const Link& link);
  // The players who scrap, in the order they choose (the AP first, 102(3)).
  std::vector<Seat> ScrapPlayers(const cards::Scrap& scrap, const Link& link) const;
  // The cards of `player` the scrap of `link` may take (life cards: the top ones, 324(4)).
  std::vector<CardId> ScrapCandidates(const cards::Scrap& scrap, const Link& link,
                                      Seat player) const;
  // Checks and records `player`'s answer: his cards to scrap.
  void AnswerScrap(Seat player, const cards::Scrap& scrap, const ChooseCards& choice);

  // ----- look.cc: looking at, revealing and ordering cards (614, 616, 201(4), 202(5)) --------
  // The actions; false while they wait for the question they ask (kEffectChoice). `targets`:
  // the legal targets of the cards put on the decks.
  Result<bool> DoLookAtTop(const cards::LookAtTop& look, const Link& link);
  Result<bool> DoPutOnDeck(const cards::PutOnDeck& put, const std::vector<CardId>& targets);
  Result<bool> DoAddLife(const cards::AddLife& add, const Link& link);
  Result<bool> DoAddLifeFrom(const cards::AddLifeFrom& add, const Link& link);
  // 202(5): the cards `add` lets the controller of `link` choose: his cards in its filter's zone
  // that match it.
  std::vector<CardId> AddLifeCandidates(const cards::AddLifeFrom& add, const Link& link) const;
  // Checks and records the answer to an addLifeFrom: a chooseCards of candidates, top first;
  // others are flagged and left where they are.
  void AnswerAddLife(Seat player, const cards::AddLifeFrom& add, const ChooseCards& choice);
  // 614, 615, 900(6): the cards of hidden zones the player the game waits for looks at now (the
  // cards a lookAtTop looks at, the zone a search looks through, the deck top 智谋 looks at), for
  // his seat view.
  std::vector<CardId> LookedAtCards() const;
  // The question the resolving effect asks now: which looked-at card is taken (614(2)), or the
  // order of cards (201(4), 202(5)); kNone for any other question.
  enum class LookQuestion : uint8_t { kNone, kTake, kOrder };
  LookQuestion CurrentLookQuestion() const;
  // The cards the question is about, in their order now (kTake: those looked at; kOrder: those
  // `waiting_for` orders).
  std::vector<CardId> QuestionCards() const;
  // Checks and carries out the answer to CurrentLookQuestion(): the cards named that are not
  // asked about are flagged and left where they are.
  void AnswerLook(Seat player, const ChooseCards& choice);
  // 616, A-94: cards of hidden zones revealed to both players by the resolving effect.
  std::vector<CardId> RevealedCards() const;
  // 201(5), A-96 (continuous.cc): the top card of `seat`'s deck is revealed now.
  bool DeckTopRevealed(Seat seat) const;

  // ----- play.cc: using cards, costs, resources, level-up -----------------------------------
  Status PlayCard(Seat player, const PlayCard& play);
  Status Upgrade(Seat player, const tcgjudge::Upgrade& upgrade);
  Status PlaceResource(Seat player, const tcgjudge::PlaceResource& place);
  Status Discard(Seat player, const DiscardCards& discard);
  // 303: taps `tapped` as payment of (total, coloured) for `player`; flags what is wrong.
  // `rules_first` precede 303's rule numbers in what is flagged (501(4) for attack costs).
  Status PayResources(Seat player, const std::vector<CardId>& tapped, int32_t total,
                      const std::array<int32_t, kNumColours>& coloured, const std::string& what,
                      const std::vector<std::string>& rules_first = {});
  // 318(1), 319(1), 320(2), 321(1), 501(1), 600(1): the player's own non-combat action phase,
  // an empty chain, and priority. Flags each that fails.
  void CheckMainTiming(Seat player, const std::string& what, const std::vector<std::string>& rules,
                       const std::string& code);

  // ----- combat.cc: 500-507 -----------------------------------------------------------------
  Status DeclareAttack(Seat player, const tcgjudge::DeclareAttack& attack);
  Status ChooseAttackTarget(Seat player, const tcgjudge::ChooseAttackTarget& choice);
  Status DeclareDefender(Seat player, const tcgjudge::DeclareDefender& defence);
  // Moves the combat on after its current window ended.
  Status AdvanceCombat();
  // 507, 500(3): the combat ends (however it ends), and with it its "战斗时" changes.
  void EndCombat();
  // The character the attacker battles: the declared defender, or the attacked character (504).
  CardId BattleOpponent() const;
  // 500(3): the attacker (or target, or defender) moved, changed controller or stopped being a
  // character.
  bool CombatInterrupted() const;
  // 615(3), A-109: a search of `link` for a non-specific card, whose zone holds a card it may
  // take: "not found" cannot be declared.
  bool MustFind(const cards::Search& search, const Link& link) const;
  // 502(2): the non-active player has a tapped character that can be attacked.
  bool AnyAttackableCharacter() const;
  // 318(6), 900(2), 900(5), 501(3): `id` may attack as far as its keywords and "cannot attack"
  // effects go (not whether it is tapped: A-35).
  bool MayAttackNow(CardId id) const;
  // 900(2), 501(2), A-108: call before and after an event applied in the 501 free timing, with
  // what the first call returned: once the attacker, able to attack before the event, is not
  // after it, the attack is lost (Combat::attack_lost) and is not established when the timing
  // ends. Returns whether the attacker may attack now (false outside the 501 timing).
  bool WatchAttack(bool able_before);
  // 505(1), A-102: `id` is in battle: the attacker or the character it battles (the same objects),
  // from the battle step (505) until the combat ends (507).
  bool InBattle(CardId id) const;

  // ----- violations and what a table can do (docs/rulings-zero.md, "Record semantics") ------
  void Flag(const std::string& code, const std::vector<std::string>& rules, Seat player,
            const std::string& text);
  // Where `id` is, in words: "A's hand", "the chain", "under A01 (a level indicator)".
  std::string Where(CardId id) const;
  // What the game waits for, in words: "B's defence declaration", "A's priority".
  std::string WaitText() const;
  // The malformed decisions of the written rule (docs/rulings-zero.md, "Record semantics"),
  // refused with kInvalidInput before anything else: an effect the card has neither as printed
  // nor as it is now; one card moved or tapped twice at once (twice in one list of cards, both
  // discarded and scrapped, or discarded for its own use); respondsToCounter naming a card
  // without a counter effect. Cards not in the game are refused earlier (events/game_check.h).
  Status CheckWellFormed(const Decision& decision) const;
  Status CheckCounterNamed(const Decision& decision, const std::optional<CardId>& counter) const;
  // `decision` answers a question nothing asks its player now (no attack waits for a
  // target, no effect for an answer, another kind of answer is asked): flagged
  // zero.decision.not-asked; nothing changes, the game waits as it did.
  void NotAsked(Seat player, const Decision& decision);
  // a pass where nobody holds priority. By the player the game waits for, where his
  // decision has a "nothing" answer, it is that answer (no resource, no defender, an optional
  // trigger declined, a trigger's declaration declined; in the discard step, the step ended
  // without discarding, 408); otherwise it is flagged (105(1)) and changes nothing.
  Status PassWithoutPriority(Seat player);
  // 704(5), 312(2): a play made in response to the counter effect of `counter` (the decision's
  // respondsToCounter): flagged zero.counter.chained and not carried out.
  Status RespondToCounter(Seat player, const Decision& decision, CardId counter);
  // a card a decision puts into the rest area as the table did (a discard or scrap from a
  // zone the rules do not take it from) goes there from wherever it is, except from the chain,
  // where it is being used: there nothing happens to it.
  void ToRestAsPlayed(CardId id);

  State& state() { return *state_; }
  // The lists of the cards in play are kept in the state's CardIndex across events: for the
  // Game that applies an event (ZeroRuleset::Apply), which has the state to itself.
  void KeepIndex() { in_play_ = &state_->index.in_play; }

 private:
  // The state, read as const in const methods: a read there never reaches a card for writing
  // (State::Card, the event's undo record).
  class StatePtr {
   public:
    explicit StatePtr(State& state) : state_(&state) {}
    State* operator->() { return state_; }
    const State* operator->() const { return state_; }
    State& operator*() { return *state_; }
    const State& operator*() const { return *state_; }

   private:
    State* state_;
  };
  StatePtr state_;
  const std::vector<CardInfo>& cards_;
  bool battle_damage_ = false;  // Rule actions run right after 506's battle damage.
  // Set while the effects that change names and attributes are collected: their own filters and
  // conditions read names and attributes as printed, so that no change depends on itself.
  mutable bool printed_names_ = false;
  InPlay own_in_play_;
  InPlay* in_play_ = &own_in_play_;  // Written by InPlayNow (const): a cache.
  // Keeps the state's CardIndex after Move took `id` from `from_zone` of `from_seat`.
  void IndexMove(CardId id, Zone from_zone, Seat from_seat, bool on_top);
  // This Game's lists of the cards in play and the state's kept ones, once each.
  std::vector<InPlay*> InPlays() {
    if (in_play_ == &state_->index.in_play) return {in_play_};
    return {in_play_, &state_->index.in_play};
  }
  // Rule actions look at every attachment again (InPlay::attachments_checked).
  void ForgetAttachments() {
    for (InPlay* in_play : InPlays()) {
      in_play->attachments_checked = false;
      in_play->left_battle_only = false;
    }
  }
  // Rule actions look again at what was attached to `id`, a card not equipment that left a
  // battle zone (InPlay::left_battle), or at every attachment if they had to already.
  void ForgetAttachmentsOf(CardId id) {
    for (InPlay* in_play : InPlays()) {
      if (in_play->attachments_checked) {
        in_play->attachments_checked = false;
        in_play->left_battle_only = true;
        in_play->left_battle.clear();
      }
      if (in_play->left_battle_only) in_play->left_battle.push_back(id);
    }
  }
  const InPlay& FindInPlay() const;  // InPlayNow, when the lists are not known.
  // The cards in play changed: their lists are found again when next read, and so are the
  // duplicate names (305(6)) of the seats in `seats` (bit SeatIndex: those whose battle or event
  // zone changed, or where a card became another, 706; both unless told).
  void ForgetInPlay(unsigned seats = 3u) {
    for (InPlay* in_play : {in_play_, &state_->index.in_play}) {
      in_play->known = false;
      for (int seat = 0; seat < kNumSeats; ++seat) {
        if ((seats >> seat & 1u) != 0) in_play->duplicates_known[seat] = false;
      }
    }
  }
  // Rule actions 309(2)-(3) could apply to no character now: a quick look at the characters
  // whose DEF may be at or below their damage (RuleActions reads every one only if one is).
  bool NoCharacterDies(bool def_only_rises) const;
  // 319(5): no character has two pieces of equipment (read from the equipment in play).
  bool NoSecondEquipment() const;
  // The level indicators, for a state whose CardIndex is unknown (one ZeroRuleset::Apply did not
  // index: a board, the legal decisions of a decoded state), found at State::next_object
  // `indicators_at_`.
  const std::vector<CardId>& Indicators() const;
  // What each of Indicators() is attached to, at the same position (CardIndex::indicator_hosts).
  const std::vector<Attachment>& IndicatorHosts() const;
  mutable std::vector<CardId> indicators_;
  mutable std::vector<Attachment> indicator_hosts_;
  mutable uint32_t indicators_at_ = 0;
  // 701(3), 701(5): a lose-effects effect of `source` makes `target` lose its effects.
  bool LosesEffectsTo(CardId source, CardId target) const;
  // Name and attribute changes may apply now: the game has such a card and one is in a battle
  // zone. The common "no" keeps the hot paths (filters, 独行客) as fast as printed names.
  bool NameChangesMayApply() const;
  // While RuleActions reads ATK and DEF between its changes (no card changes then), conditions
  // of continuous effects are counted once per source and condition, not once per card read.
  struct HeldCondition {
    const cards::Condition* condition;
    CardId source;
    Seat controller;
    bool holds;
  };
  mutable bool remember_conditions_ = false;
  mutable std::vector<HeldCondition> held_conditions_;
  void RememberConditions(bool on) {
    remember_conditions_ = on;
    held_conditions_.clear();
  }
  uint32_t seq_;
  MandatoryLoop loop_;  // 901(4): the resolution pass in progress.
  std::vector<Violation> violations_;
  // the results of the action being carried out, settled together by SettleAtOnce.
  int at_once_ = 0;
  std::array<bool, kNumSeats> loses_{};
  std::array<bool, kNumSeats> wins_{};
  std::vector<std::string> results_;  // Why, in the order they happened; no repeats.
};

}  // namespace tcgjudge::zero

#endif  // TCGJUDGE_ENGINE_ZERO_GAME_H_
