#include "engine/ygo/chain.h"

#include <algorithm>

#include "engine/ygo/activate.h"
#include "engine/ygo/battle.h"
#include "engine/ygo/happen.h"
#include "engine/ygo/resolve.h"
#include "engine/ygo/summon.h"
#include "engine/ygo/turn.h"

namespace tcgjudge::ygo {
namespace {

bool IsMandatory(const Context& c, const Trigger& t) {
  return !c.Info(t.card).effects[t.effect].optional;
}

bool IsOptionalWhen(const Context& c, const Trigger& t) {
  const cards::Effect& e = c.Info(t.card).effects[t.effect];
  return e.optional && e.kind == cards::EffectKind::kTrigger && e.wording == cards::Wording::kWhen;
}

// §5 卡时点: an optional "when" effect whose event was not the last thing to happen misses its
// timing; it is kept in `missed` for the judge (and for a player who activates it anyway).
void DropMissedTimings(Context& c) {
  ChainState& chain = c.s.chain;
  for (auto it = chain.triggers.begin(); it != chain.triggers.end();) {
    if (IsOptionalWhen(c, *it) && it->stamp != chain.stamp) {
      chain.missed.push_back(*it);
      it = chain.triggers.erase(it);
    } else {
      ++it;
    }
  }
}

void ContinueResolution(Context& c) {
  ChainState& chain = c.s.chain;
  while (true) {
    if (!chain.current.active) {
      if (chain.links.empty()) break;
      chain.current = Resolving{};
      chain.current.active = true;
      chain.current.link = chain.links.back();
      chain.links.pop_back();
    }
    if (!ResolveCurrent(c)) return;  // Waits for an answer.
    chain.current = Resolving{};
    if (SettleResult(c)) return;  // Y-26: what one link did, it did at once.
    if (c.s.shuffle_due != 0) {
      Resume(c);
      return;
    }
  }
  chain.resolving = false;
  OpenWindow(c);
}

}  // namespace

void GivePriority(Context& c, Seat player) {
  c.s.wait = Wait::kPriority;
  c.s.waiting_for = player;
  c.s.chain.passes = 0;
}

void OpenWindow(Context& c) {
  State& s = c.s;
  if (SettleResult(c)) return;
  if (s.shuffle_due != 0) {
    s.wait = Wait::kShuffle;
    s.waiting_for = (s.shuffle_due & 1) != 0 ? Seat::kA : Seat::kB;
    return;
  }
  DropMissedTimings(c);
  NextTriggerGroup(c);
}

void Resume(Context& c) {
  if (c.s.over) return;
  if (c.s.shuffle_due != 0) {
    c.s.wait = Wait::kShuffle;
    c.s.waiting_for = (c.s.shuffle_due & 1) != 0 ? Seat::kA : Seat::kB;
    return;
  }
  if (c.s.chain.resolving) {
    ContinueResolution(c);
    return;
  }
  OpenWindow(c);
}

std::optional<TriggerGroup> CurrentTriggerGroup(const Context& c) {
  const std::vector<Trigger>& triggers = c.s.chain.triggers;
  for (bool mandatory : {true, false}) {
    for (Seat seat : {c.Tp(), c.Ntp()}) {
      for (const Trigger& t : triggers) {
        if (t.controller == seat && IsMandatory(c, t) == mandatory) {
          return TriggerGroup{seat, mandatory};
        }
      }
    }
  }
  return std::nullopt;
}

bool InCurrentGroup(const Context& c, const Trigger& trigger) {
  const std::optional<TriggerGroup> group = CurrentTriggerGroup(c);
  return group && trigger.controller == group->seat && IsMandatory(c, trigger) == group->mandatory;
}

void NextTriggerGroup(Context& c) {
  // A trigger that cannot be activated now (no legal target, a cost that cannot be paid, a
  // once-per-turn effect used already) is not activated.
  std::erase_if(c.s.chain.triggers, [&](const Trigger& t) { return !CanActivateTrigger(c, t); });
  const std::optional<TriggerGroup> group = CurrentTriggerGroup(c);
  if (!group) {
    GivePriority(c, c.Tp());
    return;
  }
  c.s.wait = Wait::kTrigger;
  c.s.waiting_for = group->seat;
}

Problems DeclineTriggersProblems(const Context& c, Seat player) {
  Problems out;
  const std::optional<TriggerGroup> group = CurrentTriggerGroup(c);
  if (!group || group->seat != player) {
    out.push_back({Rule::kPriority, Letter(player) + " declined triggered effects of the "
                                                     "opponent"});
    return out;
  }
  if (!group->mandatory) return out;
  for (const Trigger& t : c.s.chain.triggers) {
    if (InCurrentGroup(c, t)) {
      out.push_back(
          {Rule::kMandatoryTrigger, Letter(player) + " did not activate the mandatory effect " +
                                        std::to_string(t.effect) + " of " + c.Name(t.card)});
    }
  }
  return out;
}

void DeclineTriggers(Context& c, Seat player) {
  const std::optional<TriggerGroup> group = CurrentTriggerGroup(c);
  if (!group || group->seat != player) return;
  std::erase_if(c.s.chain.triggers, [&](const Trigger& t) { return InCurrentGroup(c, t); });
  NextTriggerGroup(c);
}

void Pass(Context& c, Seat player) {
  State& s = c.s;
  if (s.wait != Wait::kPriority || player != s.waiting_for) return;  // decisions.cc flags it.
  if (++s.chain.passes < 2) {
    s.waiting_for = OtherSeat(player);
    return;
  }
  s.chain.passes = 0;
  if (!s.chain.links.empty()) {
    ResolveChain(c);
  } else if (!s.chain.summoning.empty()) {
    SummonSucceeds(c);
  } else if (s.turn.timing != DamageTiming::kNone) {
    NextDamageTiming(c);
  } else if (s.combat.active()) {
    EnterDamageStep(c);
  } else {
    EndPhaseOrStep(c);
  }
}

void AddLink(Context& c, Link link) {
  State& s = c.s;
  const Seat controller = link.controller;
  s.chain.links.push_back(std::move(link));
  RecordActivation(c, static_cast<uint16_t>(s.chain.links.size()));
  if (s.wait == Wait::kTrigger) return;  // NextTriggerGroup follows.
  GivePriority(c, OtherSeat(controller));
}

void ResolveChain(Context& c) {
  c.s.chain.resolving = true;
  ContinueResolution(c);
}

}  // namespace tcgjudge::ygo
