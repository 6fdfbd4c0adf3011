#include "engine/wheel/chain.h"

#include "engine/wheel/effects.h"
#include "engine/wheel/field.h"
#include "engine/wheel/turn.h"

namespace tcgjudge::wheel {
namespace {

void ResolveLink(Context& c, const Link& link) {
  if (c.Known(link.card) == nullptr) {
    // W-P7: a card nobody saw, played face-down: it takes its cell; what it would do on entering
    // waits for the reveal that says what it is.
    PutInCell(c, link.card, link.cell, /*face_down=*/true);
    c.s.chain.resolved.push_back({link.card, link.effect, /*triggered=*/false});
    return;
  }
  const cards::Card& info = c.Info(link.card);
  switch (link.kind) {
    case LinkKind::kCard:
      if (link.places) {
        PutInCell(c, link.card, link.cell, link.face_down);
        Happen(c, link.card, cards::TriggerEvent::kEnters);
      } else {
        // §七.2.d: magic does its effect, then stays in the magic zone if continuous.
        ResolveEffect(c, link.controller, link.card, 0, FromLinkTargets(link.targets));
        if (info.continuous) {
          Lift(c, link.card);
          c.s.Card(link.card).zone = Zone::kMagic;
          c.s.Player(link.card.seat).magic.push_back(link.card);
        } else {
          ToGraveyard(c, link.card);
        }
      }
      break;
    case LinkKind::kEffect:
      ResolveEffect(c, link.controller, link.card, link.effect, FromLinkTargets(link.targets));
      break;
    case LinkKind::kFlip:
      if (InBattleZone(c.s.Card(link.card).zone)) c.s.Card(link.card).face_down = false;
      break;
  }
  c.s.chain.resolved.push_back({link.card, link.effect, /*triggered=*/false});
}

void ResolveChain(Context& c) {
  ChainState& chain = c.s.chain;
  while (!chain.links.empty()) {
    const Link link = chain.links.back();
    chain.links.pop_back();
    ResolveLink(c, link);
    SettleResult(c);
    ResolveTriggers(c);  // WOE-CH-3: right after the link that caused them.
    if (c.s.over) return;  // The rest of the chain stays where it was.
  }
  chain.passes = 0;
  ReturnToWindow(c);
}

}  // namespace

Problems UseTimingProblems(const Context& c, Seat player, bool instant, const std::string& what) {
  const State& s = c.s;
  const bool holder = s.waiting_for == player;
  switch (s.wait) {
    case Wait::kAction:
      if (holder) return {};
      break;
    case Wait::kResponse:
    case Wait::kEndWindow:
      if (holder) {
        if (instant) return {};
        return {
            {Rule::kNotInstant,
             Letter(player) + " " + what +
                 (s.wait == Wait::kResponse ? " in response on the chain" : " in the end phase") +
                 ", which only an Instant card or an activated effect may be"}};
      }
      if (s.wait == Wait::kResponse && !s.chain.links.empty() &&
          s.chain.links.back().controller == player) {
        return {{Rule::kRespondToOwn, Letter(player) + " " + what +
                                          " in response to their own link; only the "
                                          "opponent may respond"}};
      }
      break;
    default:
      break;
  }
  return {{Rule::kNotAsked,
           Letter(player) + " " + what + " while the game waited for " + Letter(s.waiting_for)}};
}

Problems ActionTimingProblems(const Context& c, Seat player, const std::string& what) {
  const State& s = c.s;
  if (s.wait == Wait::kAction && s.waiting_for == player) return {};
  if (player != c.Tp()) {
    return {{Rule::kTiming, Letter(player) + " " + what + " in the opponent's turn"}};
  }
  return {{Rule::kTiming, Letter(player) + " " + what + " " +
                              (s.wait == Wait::kResponse    ? "while the chain was not empty"
                               : s.wait == Wait::kEndWindow ? "in the end phase"
                                                            : "outside the action phase")}};
}

void AddLink(Context& c, Link link) {
  State& s = c.s;
  if (s.chain.links.empty()) s.chain.resolved.clear();
  const Seat controller = link.controller;
  s.chain.links.push_back(std::move(link));
  s.chain.passes = 0;
  s.wait = Wait::kResponse;
  s.waiting_for = OtherSeat(controller);
}

void PassResponse(Context& c, Seat player) {
  State& s = c.s;
  ++s.chain.passes;
  if (s.options.respond_to_own && s.chain.passes < 2) {
    s.waiting_for = OtherSeat(player);
    return;
  }
  ResolveChain(c);
}

}  // namespace tcgjudge::wheel
