#include "engine/ygo/happen.h"

#include <algorithm>

#include "engine/ygo/filter.h"
#include "engine/ygo/stats.h"

namespace tcgjudge::ygo {
namespace {

using cards::EffectKind;
using cards::Event;

bool HasEvent(const cards::Effect& effect, Event event) {
  return std::find(effect.events.begin(), effect.events.end(), event) != effect.events.end();
}

// Whether `card` is where its trigger effect works (and not negated there).
bool TriggerWorks(const Context& c, CardId card, const cards::Effect& effect, Event event,
                  CardId subject) {
  if (card == subject && effect.subject.self && MovesTheCard(event)) return true;
  return EffectWorksFrom(c, card, effect);
}

void CollectTriggers(Context& c, Event event, CardId subject) {
  State& s = c.s;
  const uint32_t object = s.Card(subject).object;
  s.ForEachCard([&](CardId card, const CardState& state) {
    if (state.zone == Zone::kGone || state.zone == Zone::kDeck) return;
    const cards::Card& info = c.cards[state.def];
    for (size_t i = 0; i < info.effects.size(); ++i) {
      const cards::Effect& effect = info.effects[i];
      bool fires = false;
      if (effect.kind == EffectKind::kFlip) {
        fires = event == Event::kFlipped && subject == card;
      } else if (effect.kind == EffectKind::kTrigger && HasEvent(effect, event)) {
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

bool MovesTheCard(Event event) {
  return event == Event::kDestroyed || event == Event::kDestroyedByBattle ||
         event == Event::kSentToGraveyard || event == Event::kSentFromFieldToGraveyard;
}

void NewMoment(Context& c) {
  ++c.s.chain.stamp;
  c.s.chain.last.clear();
  c.s.chain.missed.clear();
}

void Happen(Context& c, Event event, CardId card, Seat by, uint16_t link) {
  c.s.chain.last.push_back(
      Happening{static_cast<uint8_t>(event), card, c.s.Card(card).object, by, link});
  CollectTriggers(c, event, card);
}

const Happening* RespondsTo(const Context& c, CardId card, uint8_t effect, Seat controller) {
  const cards::Effect& e = c.Info(card).effects[effect];
  for (const Happening& h : c.s.chain.last) {
    if (!HasEvent(e, static_cast<Event>(h.event))) continue;
    // The card it happened to may have moved on since (a destroyed monster): the subject is
    // matched as it is now, only where the filter asks for something it no longer has.
    if (Matches(c, e.subject, h.card, Source{card, controller, h.card}, false)) return &h;
  }
  return nullptr;
}

}  // namespace tcgjudge::ygo
