#include "events/decision_text.h"

#include <type_traits>

namespace tcgjudge {
namespace {

constexpr std::string_view kSep = " · ";

// "A31 A32": instances only, for lists where codes would drown the line.
std::string Ids(const std::vector<CardId>& ids) {
  std::string text;
  for (const CardId& id : ids) {
    if (!text.empty()) text += ' ';
    text += id.ToString();
  }
  return text;
}

std::string PaymentText(const Payment& p) {
  std::string text;
  auto add = [&](std::string_view verb, const std::vector<CardId>& ids) {
    if (ids.empty()) return;
    text += kSep;
    text += verb;
    text += ' ';
    text += Ids(ids);
  };
  add("tap", p.tap);
  add("discard", p.discard);
  add("scrap", p.scrap);
  add("flip", p.flip);
  add("reveal", p.reveal);
  return text;
}

// " · in response to the counter effect of B06 SAMPLE-024" (704(5)).
std::string CounterText(const std::optional<CardId>& counter, const CardNamer& card) {
  return counter ? std::string(kSep) + "in response to the counter effect of " + card(*counter)
                 : "";
}

std::string TargetsText(const std::vector<Target>& targets, const CardNamer& card) {
  if (targets.empty()) return "";
  std::string text = std::string(kSep) + "targets";
  for (const Target& t : targets) {
    text += ' ';
    if (const auto* id = std::get_if<CardId>(&t)) {
      text += card(*id);
    } else {
      text += "player ";
      text += SeatLetter(std::get<Seat>(t));
    }
  }
  return text;
}

std::string ChoicesText(const std::vector<Choice>& choices) {
  if (choices.empty()) return "";
  std::string text = std::string(kSep) + "choices";
  for (const Choice& c : choices) {
    text += ' ';
    std::visit(
        [&](const auto& x) {
          using T = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<T, ChoiceOption>) {
            text += x.option;
          } else if constexpr (std::is_same_v<T, ChoiceNumber>) {
            text += std::to_string(x.number);
          } else if constexpr (std::is_same_v<T, ChoiceYesNo>) {
            text += x.yes ? "yes" : "no";
          } else {
            text += "[" + Ids(x.cards) + "]";
          }
        },
        c);
  }
  return text;
}

}  // namespace

std::string DecisionText(const Decision& decision, const CardNamer& card) {
  return std::visit(
      [&](const auto& d) -> std::string {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlayCard>) {
          return card(d.card) + PaymentText(d.payment) + TargetsText(d.targets, card) +
                 ChoicesText(d.choices) + CounterText(d.responds_to_counter, card);
        } else if constexpr (std::is_same_v<T, ActivateEffect>) {
          return card(d.card) + " effect " + std::to_string(d.effect) + PaymentText(d.payment) +
                 TargetsText(d.targets, card) + ChoicesText(d.choices) +
                 CounterText(d.responds_to_counter, card);
        } else if constexpr (std::is_same_v<T, Upgrade>) {
          return card(d.card) +
                 (d.method == UpgradeMethod::kFlipResource ? " · flip resource "
                                                           : " · reveal from hand ") +
                 card(d.source);
        } else if constexpr (std::is_same_v<T, PlaceResource>) {
          return d.card ? card(*d.card) : "none";
        } else if constexpr (std::is_same_v<T, DeclareAttack>) {
          return card(d.attacker) + PaymentText(d.payment);
        } else if constexpr (std::is_same_v<T, ChooseAttackTarget>) {
          return d.card ? card(*d.card) : "life zone";
        } else if constexpr (std::is_same_v<T, DeclareDefender>) {
          return d.card ? card(*d.card) : "none";
        } else if constexpr (std::is_same_v<T, DiscardCards> || std::is_same_v<T, ChooseCards>) {
          return Ids(d.cards);
        } else if constexpr (std::is_same_v<T, ChooseYesNo>) {
          return d.yes ? "yes" : "no";
        } else if constexpr (std::is_same_v<T, ChooseOrder>) {
          std::string text;
          for (const OrderItem& item : d.items) {
            if (!text.empty()) text += ", ";
            text += item.card.ToString();
            if (item.effect) text += "/" + std::to_string(*item.effect);
          }
          return text;
        } else if constexpr (std::is_same_v<T, ChooseNumber>) {
          return std::to_string(d.number);
        } else if constexpr (std::is_same_v<T, PassPriority> || std::is_same_v<T, Concede>) {
          return "";  // The kind says it all.
        } else {
          static_assert(Vocabulary<T>::kIs, "a decision the text does not describe");
          return Vocabulary<T>::Text(d, card);
        }
      },
      decision);
}

}  // namespace tcgjudge
