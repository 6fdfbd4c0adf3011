#include "engine/rise/attach.h"

#include <string>

#include "engine/rise/field.h"

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

void ResolveAttachment(Context& c, const Link& link) {
  const HostKind kind = c.Info(link.card).attachment;
  const bool legal = link.targets.size() == 1 && !link.targets[0].is_player &&
                     c.s.Card(link.targets[0].card).object == link.targets[0].object &&
                     HostFits(c, kind, link.targets[0].card);
  if (!legal) {  // §709.2a: countered by the game.
    MoveTo(c, link.card, Zone::kBase);
    return;
  }
  const CardId host = link.targets[0].card;
  MoveTo(c, link.card, Zone::kField, Row::kCommander);  // §710.1b; its controller's field.
  CardState& card = c.s.Card(link.card);
  card.host = host;
  card.host_object = c.s.Card(host).object;
  Trigger(c, link.card, cards::TriggerEvent::kEnters);  // §710.1d
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
  std::vector<CardId> out;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const auto& seat_cards = c.s.cards[SeatIndex(seat)];
    for (uint16_t i = 0; i < seat_cards.size(); ++i) {
      const CardState& card = seat_cards[i];
      if (card.zone != Zone::kField || card.host.index == 0) continue;
      const CardId id{seat, static_cast<uint16_t>(i + 1)};
      const bool same_host = c.s.Card(card.host).object == card.host_object;
      if (!same_host || IsCrystal(c.Info(card.host)) ||
          !HostFits(c, c.Info(id).attachment, card.host)) {
        out.push_back(id);
      }
    }
  }
  return out;
}

}  // namespace tcgjudge::rise
