#include "engine/rise/targets.h"

#include <algorithm>
#include <set>
#include <string>

#include "engine/rise/priority.h"
#include "engine/rise/stack.h"

namespace tcgjudge::rise {
namespace {

using cards::Effect;

// §706.4: a magnet of an opponent of `player`.
bool OpposingMagnet(const Context& c, Seat player, CardId id) {
  return State::Controller(id) != player && c.Info(id).keywords.magnet;
}

void AddTargets(Context& c, Link& link, const std::vector<CardId>& cards) {
  for (CardId id : cards) {
    LinkTarget t;
    t.card = id;
    t.object = c.s.Card(id).object;
    link.targets.push_back(t);
  }
}

// The link on the stack of the card `card` (a card used, §705.2), or nullptr.
Link* CardLink(State& s, CardId card) {
  for (Link& link : s.stack) {
    if (link.kind == LinkKind::kCard && link.card == card) return &link;
  }
  return nullptr;
}

Target AsTarget(const LinkTarget& t) {
  if (t.is_player) return t.player;
  return t.card;
}

// §706.2: whether `target` is another legal target of `changed`, a link with a single target,
// for that link's controller.
std::optional<std::string> NotAnotherTarget(const Context& c, const Link& changed,
                                            const Target& target) {
  const Effect* e = TargetedEffectOf(c, changed);
  if (e == nullptr || changed.targets.size() != 1) {
    return c.Name(changed.card) + " has no single target to change (§706.2)";
  }
  if (AsTarget(changed.targets[0]) == target) {
    return "the new target is the one " + c.Name(changed.card) + " has (§706.2: another)";
  }
  if (auto problem = TargetProblem(c, changed.controller, e->target, target, changed.card)) {
    return problem->text + ": not a legal target of " + c.Name(changed.card) +
           " for its controller (§706.2)";
  }
  return std::nullopt;
}

}  // namespace

std::optional<Problem> ChangeTargetProblem(const Context& c, Seat player,
                                           const std::vector<Aim>& targets, CardId source) {
  if (targets.empty() || targets.size() > 2) {
    return Problem{Rule::kTargets,
                   "a change of target names the link, then the new target if any (§706.2)"};
  }
  if (auto problem =
          TargetProblem(c, player, cards::TargetKind::kLink, targets[0].target, source)) {
    return problem;
  }
  const Link* changed = CardLink(c.s, std::get<CardId>(targets[0].target));
  if (changed == nullptr) return Problem{Rule::kTargets, "no card's link to change"};
  std::optional<std::string> wrong;
  if (targets.size() == 1) {
    if (TargetedEffectOf(c, *changed) == nullptr || changed->targets.size() != 1) {
      wrong = c.Name(changed->card) + " has no single target to change (§706.2)";
    }
  } else {
    wrong = NotAnotherTarget(c, *changed, targets[1].target);
  }
  if (wrong) return Problem{Rule::kTargets, *wrong};
  return std::nullopt;
}

void ChangeTarget(Context& c, const Link& link) {
  if (link.targets.size() != 2) return;  // No new target named: nothing to change to.
  Link* changed = CardLink(c.s, link.targets[0].card);
  if (changed == nullptr) return;
  const Target target = AsTarget(link.targets[1]);
  if (link.targets[1].is_player == false &&
      c.s.Card(link.targets[1].card).object != link.targets[1].object) {
    return;  // §405.9a: the new target is another object now.
  }
  if (NotAnotherTarget(c, *changed, target)) return;  // §706.2: the target does not change.
  const uint32_t amount = changed->targets[0].amount;
  changed->targets[0] = ToLinkTarget(c, Aim{target, amount});
}

std::vector<CardId> LegalTargetCards(const Context& c, Seat controller, const Effect& e,
                                     CardId source) {
  std::vector<CardId> out;
  c.s.ForEachCard([&](CardId id, const CardState& card) {
    if (card.zone == Zone::kField && !TargetProblem(c, controller, e.target, id, source)) {
      out.push_back(id);
    }
  });
  return out;
}

std::optional<Problem> MagnetProblem(const Context& c, Seat player, const Effect& e,
                                     const std::vector<Aim>& targets, CardId source) {
  std::set<CardId> chosen;
  for (const Aim& aim : targets) {
    if (const CardId* id = std::get_if<CardId>(&aim.target)) chosen.insert(*id);
  }
  std::vector<CardId> magnets;
  for (CardId id : LegalTargetCards(c, player, e, source)) {
    if (OpposingMagnet(c, player, id)) magnets.push_back(id);
  }
  // "As many of the magnets as possible" (§706.4): the link's every target, if it has fewer.
  const size_t must = std::min(magnets.size(), size_t(e.MaxTargets()));
  size_t in = 0;
  for (CardId id : magnets) in += chosen.count(id);
  if (in >= must) return std::nullopt;
  for (CardId id : magnets) {
    if (chosen.count(id) == 0) {
      return Problem{Rule::kTargetMagnet, c.Name(id) +
                                              " is a magnet (磁石) the link can target: an "
                                              "opposing link must target it (§706.4)"};
    }
  }
  return std::nullopt;
}

std::optional<Problem> RandomTargetProblem(const Context& c, Seat player, const Effect& e,
                                           const std::vector<Aim>& targets, CardId source) {
  if (!targets.empty()) {
    return Problem{Rule::kTargets, std::to_string(targets.size()) +
                                       " targets chosen for a link whose targets are picked at "
                                       "random (§706.5)"};
  }
  if (LegalTargetCards(c, player, e, source).empty()) {
    return Problem{Rule::kTargets, "no legal target to pick at random (§706.5, §707.1d)"};
  }
  return std::nullopt;
}

RandomPick PendingPick(const Context& c) {
  RandomPick pick;
  if (c.s.stack.empty()) return pick;
  const Link& link = c.s.stack.back();
  const Effect* e = TargetedEffectOf(c, link);
  if (e == nullptr || !e->random) return pick;
  const size_t most = size_t(e->MaxTargets());
  const size_t left = link.targets.size() >= most ? 0 : most - link.targets.size();
  std::vector<CardId> legal;
  for (CardId id : LegalTargetCards(c, link.controller, *e, link.card)) {
    const bool taken = std::any_of(link.targets.begin(), link.targets.end(),
                                   [&](const LinkTarget& t) { return t.card == id; });
    if (!taken) legal.push_back(id);
  }
  std::vector<CardId> magnets;  // §706.5: the magnets first, until all are picked.
  for (CardId id : legal) {
    if (OpposingMagnet(c, link.controller, id)) magnets.push_back(id);
  }
  pick.pool = magnets.empty() ? std::move(legal) : std::move(magnets);
  pick.count = uint16_t(std::min(left, pick.pool.size()));
  return pick;
}

bool PickTargetsWithoutChance(Context& c) {
  State& s = c.s;
  while (true) {
    const RandomPick pick = PendingPick(c);
    if (pick.count == 0) return false;
    if (pick.count < pick.pool.size()) {  // a pick of every card of the pool is no chance.
      s.wait = Wait::kRandomPick;
      s.waiting_for = s.stack.back().controller;
      return true;
    }
    AddTargets(c, s.stack.back(), pick.pool);
  }
}

void AwaitRandomTargets(Context& c) {
  if (PickTargetsWithoutChance(c)) return;
  c.s.wait = Wait::kPriority;  // §707.1f: its adder holds priority.
  c.s.waiting_for = c.s.stack.back().controller;
}

Status ApplyRandomPick(Context& c, const RandomPickFact& fact) {
  State& s = c.s;
  if (s.wait != Wait::kRandomPick) {
    return Status::InvalidInput("randomPick: the game does not wait for a random pick now");
  }
  const RandomPick pick = PendingPick(c);
  const std::set<CardId> pool(pick.pool.begin(), pick.pool.end());
  if (std::set<CardId>(fact.pool.begin(), fact.pool.end()) != pool ||
      fact.pool.size() != pool.size() || fact.count != pick.count) {
    return Status::InvalidInput("randomPick: the game picks " + std::to_string(pick.count) +
                                " of the " + std::to_string(pool.size()) +
                                " legal targets of the top link (§706.5)");
  }
  if (!fact.picked) {
    return Status::InvalidInput("randomPick.picked: the game goes on from the cards picked");
  }
  const std::set<CardId> picked(fact.picked->begin(), fact.picked->end());
  if (picked.size() != fact.picked->size() || picked.size() != pick.count ||
      !std::includes(pool.begin(), pool.end(), picked.begin(), picked.end())) {
    return Status::InvalidInput("randomPick.picked: not " + std::to_string(pick.count) +
                                " distinct cards of the pool");
  }
  AddTargets(c, s.stack.back(), *fact.picked);
  if (s.stack.back().kind == LinkKind::kTriggered) {
    // §708.1b: pre-priority processing goes on (the rest picked first, R-39).
    if (!PickTargetsWithoutChance(c)) ContinuePrePriority(c);
  } else {
    AwaitRandomTargets(c);  // The rest, once the magnets are picked (§706.5).
  }
  return Status::Ok();
}

}  // namespace tcgjudge::rise
