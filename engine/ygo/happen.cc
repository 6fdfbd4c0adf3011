#include "engine/ygo/happen.h"

#include <algorithm>

#include "engine/ygo/filter.h"
#include "engine/ygo/stats.h"

namespace tcgjudge::ygo {
namespace {

using cards::EffectKind;
using cards::Event;

// The summon procedure an event of the kind "<procedure>Summoned" names (kNone: another event).
Arrival ProcedureOf(Event event) {
  switch (event) {
    case Event::kSynchroSummoned:
      return Arrival::kSynchro;
    case Event::kXyzSummoned:
      return Arrival::kXyz;
    case Event::kPendulumSummoned:
      return Arrival::kPendulum;
    case Event::kFusionSummoned:
      return Arrival::kFusion;
    case Event::kRitualSummoned:
      return Arrival::kRitual;
    case Event::kLinkSummoned:
      return Arrival::kLink;
    default:
      return Arrival::kNone;
  }
}

bool DestroysWhenResolved(const cards::Effect& effect) {
  return std::any_of(effect.actions.begin(), effect.actions.end(), [](const cards::Action& a) {
    return cards::KindOf(a) == cards::ActionKind::kDestroy;
  });
}

// Whether what happened, `h`, is the event `wanted` an effect responds to. The events that say
// more than the duel records (how a monster was Special Summoned, that a card left the field,
// that an activation destroys) are read from the happening and the card it happened to.
bool IsEvent(const Context& c, Event wanted, const Happening& h) {
  const auto happened = static_cast<Event>(h.event);
  if (happened == wanted) return true;
  if (const Arrival procedure = ProcedureOf(wanted); procedure != Arrival::kNone) {
    const CardState& card = c.s.Card(h.card);
    return happened == Event::kSpecialSummoned && card.arrival == procedure &&
           card.object == h.object;
  }
  if (wanted == Event::kLeftField) {  // Y-32.
    return happened == Event::kDestroyed || happened == Event::kSentFromFieldToGraveyard;
  }
  if (wanted == Event::kDestroyingActivation) {
    if (happened != Event::kSpellActivated && happened != Event::kTrapActivated &&
        happened != Event::kMonsterEffectActivated) {
      return false;
    }
    if (h.link == 0 || h.link > c.s.chain.links.size()) return false;
    const Link& link = c.s.chain.links[h.link - 1];
    return !link.scale && DestroysWhenResolved(c.Info(link.card).effects[link.effect]);
  }
  return false;
}

bool HasEvent(const Context& c, const cards::Effect& effect, const Happening& h) {
  return std::any_of(effect.events.begin(), effect.events.end(),
                     [&](Event wanted) { return IsEvent(c, wanted, h); });
}

// Whether `card` is where its trigger effect works (and not negated there).
bool TriggerWorks(const Context& c, CardId card, const cards::Effect& effect, Event event,
                  CardId subject) {
  if (card == subject && effect.subject.self && MovesTheCard(event)) return true;
  return EffectWorksFrom(c, card, effect);
}

void CollectTriggers(Context& c, const Happening& h) {
  State& s = c.s;
  const auto event = static_cast<Event>(h.event);
  const CardId subject = h.card;
  const uint32_t object = s.Card(subject).object;
  s.ForEachCard([&](CardId card, const CardState& state) {
    if (state.zone == Zone::kGone || state.zone == Zone::kDeck) return;
    // Y-P5: a card nobody saw (a paper game's) has no effects the record knows.
    if (c.Known(card) == nullptr) return;
    const cards::Card& info = c.Info(card);
    for (size_t i = 0; i < info.effects.size(); ++i) {
      const cards::Effect& effect = info.effects[i];
      bool fires = false;
      if (effect.kind == EffectKind::kFlip) {
        fires = event == Event::kFlipped && subject == card;
      } else if (effect.kind == EffectKind::kTrigger && HasEvent(c, effect, h)) {
        const Source source{card, state.controller, subject};
        fires = Matches(c, effect.subject, subject, source, false) &&
                TriggerWorks(c, card, effect, event, subject) &&
                ConditionsHold(c, card, effect, state.controller);
      }
      if (!fires) continue;
      const Trigger trigger{state.controller, card,    static_cast<uint8_t>(i),
                            s.chain.stamp,    subject, object};
      const bool again =
          std::any_of(s.chain.triggers.begin(), s.chain.triggers.end(), [&](const Trigger& t) {
            return t.card == card && t.effect == i && t.stamp == trigger.stamp;
          });
      if (!again) s.chain.triggers.push_back(trigger);
    }
  });
}

}  // namespace

bool OwnEffectsRespondTo(const Context& c, CardId card, Event event) {
  for (const cards::Effect& effect : c.Info(card).effects) {
    if (std::find(effect.events.begin(), effect.events.end(), event) != effect.events.end()) {
      return true;
    }
  }
  return false;
}

bool MovesTheCard(Event event) {
  return event == Event::kDestroyed || event == Event::kDestroyedByBattle ||
         event == Event::kSentToGraveyard || event == Event::kSentFromFieldToGraveyard ||
         event == Event::kLeftField;
}

void NewMoment(Context& c) {
  ++c.s.chain.stamp;
  c.s.chain.last.clear();
  c.s.chain.missed.clear();
}

void Happen(Context& c, Event event, CardId card, Seat by, uint16_t link) {
  c.s.chain.last.push_back(
      Happening{static_cast<uint8_t>(event), card, c.s.Card(card).object, by, link});
  const Happening h = c.s.chain.last.back();
  CollectTriggers(c, h);
}

const Happening* RespondsTo(const Context& c, CardId card, uint8_t effect, Seat controller) {
  const cards::Effect& e = c.Info(card).effects[effect];
  for (const Happening& h : c.s.chain.last) {
    if (!HasEvent(c, e, h)) continue;
    // The card it happened to may have moved on since (a destroyed monster): the subject is
    // matched as it is now, only where the filter asks for something it no longer has.
    if (Matches(c, e.subject, h.card, Source{card, controller, h.card}, false)) return &h;
  }
  return nullptr;
}

}  // namespace tcgjudge::ygo
