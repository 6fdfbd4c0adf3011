#include "engine/rise/attach.h"

#include <algorithm>
#include <string>

#include "engine/rise/field.h"
#include "engine/rise/priority.h"
#include "engine/rise/stack.h"

namespace tcgjudge::rise {
namespace {

using cards::CardType;
using cards::HostKind;

Problem P(Rule rule, std::string text) { return Problem{rule, std::move(text)}; }

std::string_view HostWord(HostKind kind) {
  switch (kind) {
    case HostKind::kCharacter:
      return "a character";
    case HostKind::kUnit:
      return "a unit";
    case HostKind::kReinforcement:
      return "a 援军";
    case HostKind::kVehicle:
      return "a 载具";
    case HostKind::kSquad:
      return "a 战队";
    case HostKind::kCommander:
      return "a commander";
    default:
      return "nothing";
  }
}

bool IsCrystal(const cards::Card& info) {
  return info.type == CardType::kAbility && info.persistence == cards::Persistence::kCrystal;
}

}  // namespace

bool HostFits(const Context& c, HostKind kind, CardId host) {
  if (!IsCharacterOnField(c, host)) return false;
  const cards::Card& info = c.Info(host);
  switch (kind) {
    case HostKind::kCharacter:
      return true;
    case HostKind::kUnit:
      return info.IsUnit();
    case HostKind::kReinforcement:
      return info.type == CardType::kReinforcement;
    case HostKind::kVehicle:
      return info.type == CardType::kVehicle;
    case HostKind::kSquad:
      return info.type == CardType::kSquad;
    case HostKind::kCommander:
      return info.type == CardType::kCommander;
    default:
      return false;
  }
}

std::optional<Problem> HostProblem(const Context& c, HostKind kind, const std::vector<Aim>& targets,
                                   CardId source) {
  if (targets.size() != 1) {
    return P(Rule::kTargets, c.Name(source) +
                                 " is an attachment: its one target is its host "
                                 "(§403.2); " +
                                 std::to_string(targets.size()) + " targets chosen");
  }
  const CardId* host = std::get_if<CardId>(&targets[0].target);
  if (host == nullptr || !HostFits(c, kind, *host)) {
    return P(Rule::kAttachHost, c.Name(source) + " attaches to " + std::string(HostWord(kind)) +
                                    " on the field (§403.1), not to " +
                                    (host == nullptr ? "a player" : c.Name(*host)));
  }
  if (c.Info(*host).keywords.untargetable) {
    return P(Rule::kUntargetable, c.Name(*host) + " cannot be targeted (不能被指定)");
  }
  return std::nullopt;
}

namespace {

// The cards an attachment of `kind` may attach to now: the characters on either field that fit
// (§403.3, §403.6a), `except` left out.
std::vector<CardId> FittingHosts(const Context& c, HostKind kind, CardId except) {
  std::vector<CardId> out;
  for (const PlayerState& p : c.s.players) {
    for (const auto* row : {&p.troops, &p.commander_row}) {
      for (CardId id : *row) {
        if (id != except && HostFits(c, kind, id)) out.push_back(id);
      }
    }
  }
  return out;
}

// Attaches `attachment` (on the stack: it enters the field, §710.1b) to `host`.
void AttachTo(Context& c, CardId attachment, CardId host) {
  if (c.s.Card(attachment).zone != Zone::kField) {
    MoveTo(c, attachment, Zone::kField, Row::kCommander);  // Its controller's field.
    Trigger(c, attachment, cards::TriggerEvent::kEnters);  // §710.1d
  }
  CardState& card = c.s.Card(attachment);
  card.host = host;
  card.host_object = c.s.Card(host).object;
}

bool AskForHost(Context& c, CardId attachment, Seat chooser) {
  c.s.attaching = attachment;
  c.s.wait = Wait::kHost;
  c.s.waiting_for = chooser;
  return true;
}

bool AskedForHost(const Context& c, Seat player) {
  return c.s.wait == Wait::kHost && c.s.waiting_for == player && c.s.attaching.index != 0;
}

}  // namespace

HostKind TargetedHost(const cards::Card& info) {
  return info.host_chosen ? HostKind::kNone : info.attachment;
}

bool MoveAttachment(Context& c, CardId attachment, Seat chooser) {
  const CardState& card = c.s.Card(attachment);
  if (card.zone != Zone::kField || card.host.index == 0) return false;
  if (FittingHosts(c, c.Info(attachment).attachment, card.host).empty()) return false;  // Stays.
  return AskForHost(c, attachment, chooser);
}

Status RefuseChooseHost(const Context& c, Seat /*player*/, const ChooseHost& d) {
  const CardState& host = c.s.Card(d.host);
  if (host.zone != Zone::kField || host.row == Row::kResource) {
    return Status::InvalidInput("chooseHost: " + c.Name(d.host) +
                                " is not a card on the field outside the resource row");
  }
  return Status::Ok();
}

Problems ChooseHostProblems(const Context& c, Seat player, const ChooseHost& d) {
  if (!AskedForHost(c, player)) {
    return {P(Rule::kAttachNotAsked,
              Letter(player) + " chose a host for an attachment nobody asked it to attach")};
  }
  const CardId attachment = c.s.attaching;
  const CardId current = c.s.Card(attachment).host;
  if (!Contains(FittingHosts(c, c.Info(attachment).attachment, current), d.host)) {
    return {P(Rule::kAttachChoice,
              c.Name(d.host) + " is not another card " + c.Name(attachment) + " may attach to: " +
                  std::string(HostWord(c.Info(attachment).attachment)) + " on the field")};
  }
  return {};
}

void DoChooseHost(Context& c, Seat player, const ChooseHost& d) {
  if (!AskedForHost(c, player)) return;  // R-15's way: nothing changes.
  const CardId attachment = c.s.attaching;
  c.s.attaching = CardId{};
  AttachTo(c, attachment, d.host);  // As the table did; §412.6c removes one that does not fit.
  if (c.s.resolving) {
    ContinueResolving(c);  // §403.6a: the moving effect's link goes on.
  } else {
    FinishResolution(c);  // §403.3: the attachment's own link is done.
  }
}

bool ResolveAttachment(Context& c, const Link& link) {
  const cards::Card& info = c.Info(link.card);
  if (info.host_chosen) {  // §403.3
    if (FittingHosts(c, info.attachment, CardId{}).empty()) {
      MoveTo(c, link.card, Zone::kBase);  // It does not enter the field.
      return false;
    }
    return AskForHost(c, link.card, link.controller);
  }
  const HostKind kind = info.attachment;
  const bool legal = link.targets.size() == 1 && !link.targets[0].is_player &&
                     c.s.Card(link.targets[0].card).object == link.targets[0].object &&
                     HostFits(c, kind, link.targets[0].card);
  if (!legal) {  // §709.2a: countered by the game.
    MoveTo(c, link.card, Zone::kBase);
    return false;
  }
  AttachTo(c, link.card, link.targets[0].card);
  return false;
}

void DestroyAttachmentsOf(Context& c, CardId host) {
  std::vector<CardId> attached;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const auto& seat_cards = c.s.cards[SeatIndex(seat)];
    for (uint16_t i = 0; i < seat_cards.size(); ++i) {
      const CardState& card = seat_cards[i];
      if (card.zone == Zone::kField && card.host == host &&
          card.host_object == c.s.Card(host).object) {
        attached.push_back(CardId{seat, static_cast<uint16_t>(i + 1)});
      }
    }
  }
  for (CardId id : attached) Destroy(c, id);  // §403.4, §103.3
}

std::vector<CardId> FallingAttachments(const Context& c) {
  // Only the field's rows hold a card with a host (invariants.cc): they are scanned, not every
  // card of the game, and what falls is given in card order, as the batch destroys it.
  std::vector<CardId> out;
  for (const PlayerState& p : c.s.players) {
    for (const auto* row : {&p.resources, &p.troops, &p.commander_row}) {
      for (CardId id : *row) {
        const CardState& card = c.s.Card(id);
        if (card.zone != Zone::kField || card.host.index == 0) continue;
        const bool same_host = c.s.Card(card.host).object == card.host_object;
        if (!same_host || IsCrystal(c.Info(card.host)) ||
            !HostFits(c, c.Info(id).attachment, card.host)) {
          out.push_back(id);
        }
      }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace tcgjudge::rise
