#include "events/decision_codec.h"

#include "events/capnp_values.h"
#include "events/vocabulary_codecs.h"

namespace tcgjudge {
namespace {

namespace s = ::tcgjudge::schema;
using namespace capnp_values;  // NOLINT: the shared helpers of the codecs.

void WritePayment(const Payment& p, s::Payment::Builder b) {
  FillCardList(p.tap, [&](unsigned n) { return b.initTap(n); });
  FillCardList(p.discard, [&](unsigned n) { return b.initDiscard(n); });
  FillCardList(p.scrap, [&](unsigned n) { return b.initScrap(n); });
  FillCardList(p.flip, [&](unsigned n) { return b.initFlip(n); });
  FillCardList(p.reveal, [&](unsigned n) { return b.initReveal(n); });
}

template <typename Init>
void WriteTargets(const std::vector<Target>& targets, Init&& init) {
  if (targets.empty()) return;
  auto list = init(static_cast<unsigned>(targets.size()));
  for (unsigned i = 0; i < targets.size(); ++i) {
    if (const auto* card = std::get_if<CardId>(&targets[i])) {
      list[i].setCard(card->ToString());
    } else {
      list[i].setPlayer(ToSchema(std::get<Seat>(targets[i])));
    }
  }
}

template <typename Init>
void WriteChoices(const std::vector<Choice>& choices, Init&& init) {
  if (choices.empty()) return;
  auto list = init(static_cast<unsigned>(choices.size()));
  for (unsigned i = 0; i < choices.size(); ++i) {
    auto b = list[i];
    std::visit(
        [&](const auto& c) {
          using T = std::decay_t<decltype(c)>;
          if constexpr (std::is_same_v<T, ChoiceOption>) {
            b.setOption(capnp::Text::Reader(c.option.data(), c.option.size()));
          } else if constexpr (std::is_same_v<T, ChoiceNumber>) {
            b.setNumber(c.number);
          } else if constexpr (std::is_same_v<T, ChoiceYesNo>) {
            b.setYesNo(c.yes);
          } else {
            auto cards = b.initCards(static_cast<unsigned>(c.cards.size()));
            for (unsigned j = 0; j < c.cards.size(); ++j) cards.set(j, c.cards[j].ToString());
          }
        },
        choices[i]);
  }
}

}  // namespace

void WriteDecision(const Decision& decision, s::Decision::Builder b) {
  std::visit(
      [&](const auto& d) {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlayCard>) {
          auto x = b.initPlayCard();
          x.setCard(d.card.ToString());
          if (!d.payment.empty()) WritePayment(d.payment, x.initPayment());
          WriteTargets(d.targets, [&](unsigned n) { return x.initTargets(n); });
          WriteChoices(d.choices, [&](unsigned n) { return x.initChoices(n); });
          if (d.responds_to_counter) x.setRespondsToCounter(d.responds_to_counter->ToString());
        } else if constexpr (std::is_same_v<T, ActivateEffect>) {
          auto x = b.initActivateEffect();
          x.setCard(d.card.ToString());
          x.setEffect(d.effect);
          if (!d.payment.empty()) WritePayment(d.payment, x.initPayment());
          WriteTargets(d.targets, [&](unsigned n) { return x.initTargets(n); });
          WriteChoices(d.choices, [&](unsigned n) { return x.initChoices(n); });
          if (d.responds_to_counter) x.setRespondsToCounter(d.responds_to_counter->ToString());
        } else if constexpr (std::is_same_v<T, Upgrade>) {
          auto x = b.initUpgrade();
          x.setCard(d.card.ToString());
          x.setMethod(d.method == UpgradeMethod::kFlipResource ? s::UpgradeMethod::FLIP_RESOURCE
                                                               : s::UpgradeMethod::REVEAL_HAND);
          x.setSource(d.source.ToString());
        } else if constexpr (std::is_same_v<T, PlaceResource>) {
          auto x = b.initPlaceResource();
          if (d.card) {
            x.setCard(d.card->ToString());
          } else {
            x.setNone();
          }
        } else if constexpr (std::is_same_v<T, DeclareAttack>) {
          auto x = b.initDeclareAttack();
          x.setAttacker(d.attacker.ToString());
          if (!d.payment.empty()) WritePayment(d.payment, x.initPayment());
        } else if constexpr (std::is_same_v<T, ChooseAttackTarget>) {
          auto x = b.initChooseAttackTarget();
          if (d.card) {
            x.setCard(d.card->ToString());
          } else {
            x.setLifeZone();
          }
        } else if constexpr (std::is_same_v<T, DeclareDefender>) {
          auto x = b.initDeclareDefender();
          if (d.card) {
            x.setCard(d.card->ToString());
          } else {
            x.setNone();
          }
        } else if constexpr (std::is_same_v<T, PassPriority>) {
          b.setPass();
        } else if constexpr (std::is_same_v<T, DiscardCards>) {
          auto x = b.initDiscard();
          FillCardList(d.cards, [&](unsigned n) { return x.initCards(n); });
        } else if constexpr (std::is_same_v<T, ChooseCards>) {
          auto x = b.initChooseCards();
          FillCardList(d.cards, [&](unsigned n) { return x.initCards(n); });
        } else if constexpr (std::is_same_v<T, ChooseYesNo>) {
          b.initChooseYesNo().setYes(d.yes);
        } else if constexpr (std::is_same_v<T, ChooseOrder>) {
          auto x = b.initChooseOrder();
          if (!d.items.empty()) {
            auto items = x.initItems(static_cast<unsigned>(d.items.size()));
            for (unsigned i = 0; i < d.items.size(); ++i) {
              std::string text = d.items[i].card.ToString();
              if (d.items[i].effect) text += "/" + std::to_string(*d.items[i].effect);
              items.set(i, text);
            }
          }
        } else if constexpr (std::is_same_v<T, ChooseNumber>) {
          b.initChooseNumber().setNumber(d.number);
        } else if constexpr (std::is_same_v<T, Concede>) {
          b.setConcede();
        } else {
          static_assert(Vocabulary<T>::kIs, "a decision the codec does not write");
#define TJ_WRITE_VOCABULARY(id, Id, ID) \
  if constexpr (std::is_same_v<T, id::Decision>) id::WriteDecision(d, b.init##Id());
          TCGJUDGE_FOR_EACH_VOCABULARY(TJ_WRITE_VOCABULARY)
#undef TJ_WRITE_VOCABULARY
        }
      },
      decision);
}

namespace {

Result<Payment> ReadPayment(s::Payment::Reader r, std::string_view field) {
  Payment p;
  TJ_ASSIGN_OR_RETURN(p.tap, ReadCards(r.getTap(), field, ".tap"));
  TJ_ASSIGN_OR_RETURN(p.discard, ReadCards(r.getDiscard(), field, ".discard"));
  TJ_ASSIGN_OR_RETURN(p.scrap, ReadCards(r.getScrap(), field, ".scrap"));
  TJ_ASSIGN_OR_RETURN(p.flip, ReadCards(r.getFlip(), field, ".flip"));
  TJ_ASSIGN_OR_RETURN(p.reveal, ReadCards(r.getReveal(), field, ".reveal"));
  return p;
}

// "<field>[<i>]": the name of element `i` of a list, for a message.
std::string ElementName(std::string_view field, unsigned i) {
  return std::string(field) + "[" + std::to_string(i) + "]";
}

Result<std::vector<Target>> ReadTargets(capnp::List<s::Target>::Reader list,
                                        std::string_view field) {
  std::vector<Target> targets;
  targets.reserve(list.size());
  for (unsigned i = 0; i < list.size(); ++i) {
    auto t = list[i];
    switch (t.which()) {
      case s::Target::CARD: {
        Result<CardId> id = ParseCard(t.getCard());
        if (!id.ok()) return id.status().WithContext(ElementName(field, i) + ".card");
        targets.emplace_back(*id);
        break;
      }
      case s::Target::PLAYER: {
        TJ_ASSIGN_OR_RETURN(Seat seat,
                            FromSchema(t.getPlayer(), ElementName(field, i) + ".player"));
        targets.emplace_back(seat);
        break;
      }
      default:
        return UnknownMember(ElementName(field, i));
    }
  }
  return targets;
}

Result<std::vector<Choice>> ReadChoices(capnp::List<s::Choice>::Reader list,
                                        std::string_view field) {
  std::vector<Choice> choices;
  choices.reserve(list.size());
  for (unsigned i = 0; i < list.size(); ++i) {
    auto c = list[i];
    switch (c.which()) {
      case s::Choice::OPTION:
        choices.emplace_back(ChoiceOption{ToString(c.getOption())});
        break;
      case s::Choice::NUMBER:
        choices.emplace_back(ChoiceNumber{c.getNumber()});
        break;
      case s::Choice::YES_NO:
        choices.emplace_back(ChoiceYesNo{c.getYesNo()});
        break;
      case s::Choice::CARDS: {
        TJ_ASSIGN_OR_RETURN(auto cards, ReadCards(c.getCards(), ElementName(field, i), ".cards"));
        choices.emplace_back(ChoiceCards{std::move(cards)});
        break;
      }
      default:
        return UnknownMember(ElementName(field, i));
    }
  }
  return choices;
}

}  // namespace

// Every member of log.capnp's Decision union has its case: a member whose ruleset is not in the
// ruleset list (rulesets.cmake) fails the build here.
#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Wswitch"
Result<Decision> ReadDecision(s::Decision::Reader r) {
  switch (r.which()) {
    case s::Decision::PLAY_CARD: {
      auto x = r.getPlayCard();
      PlayCard d;
      TJ_ASSIGN_OR_RETURN(d.card, ReadCard(x.getCard(), "decision.playCard.card"));
      TJ_ASSIGN_OR_RETURN(d.payment, ReadPayment(x.getPayment(), "decision.playCard.payment"));
      TJ_ASSIGN_OR_RETURN(d.targets, ReadTargets(x.getTargets(), "decision.playCard.targets"));
      TJ_ASSIGN_OR_RETURN(d.choices, ReadChoices(x.getChoices(), "decision.playCard.choices"));
      TJ_ASSIGN_OR_RETURN(d.responds_to_counter,
                          ReadOptionalCard(x.hasRespondsToCounter(), x.getRespondsToCounter(),
                                           "decision.playCard.respondsToCounter"));
      return Decision(std::move(d));
    }
    case s::Decision::ACTIVATE_EFFECT: {
      auto x = r.getActivateEffect();
      ActivateEffect d;
      TJ_ASSIGN_OR_RETURN(d.card, ReadCard(x.getCard(), "decision.activateEffect.card"));
      d.effect = x.getEffect();
      TJ_ASSIGN_OR_RETURN(d.payment,
                          ReadPayment(x.getPayment(), "decision.activateEffect.payment"));
      TJ_ASSIGN_OR_RETURN(d.targets,
                          ReadTargets(x.getTargets(), "decision.activateEffect.targets"));
      TJ_ASSIGN_OR_RETURN(d.choices,
                          ReadChoices(x.getChoices(), "decision.activateEffect.choices"));
      TJ_ASSIGN_OR_RETURN(d.responds_to_counter,
                          ReadOptionalCard(x.hasRespondsToCounter(), x.getRespondsToCounter(),
                                           "decision.activateEffect.respondsToCounter"));
      return Decision(std::move(d));
    }
    case s::Decision::UPGRADE: {
      auto x = r.getUpgrade();
      Upgrade d;
      TJ_ASSIGN_OR_RETURN(d.card, ReadCard(x.getCard(), "decision.upgrade.card"));
      switch (x.getMethod()) {
        case s::UpgradeMethod::FLIP_RESOURCE:
          d.method = UpgradeMethod::kFlipResource;
          break;
        case s::UpgradeMethod::REVEAL_HAND:
          d.method = UpgradeMethod::kRevealHand;
          break;
        default:
          return Status::InvalidInput("decision.upgrade.method: unknown method");
      }
      TJ_ASSIGN_OR_RETURN(d.source, ReadCard(x.getSource(), "decision.upgrade.source"));
      return Decision(std::move(d));
    }
    case s::Decision::PLACE_RESOURCE: {
      auto x = r.getPlaceResource();
      if (x.which() != s::PlaceResource::CARD && x.which() != s::PlaceResource::NONE) {
        return UnknownMember("decision.placeResource");
      }
      PlaceResource d;
      TJ_ASSIGN_OR_RETURN(d.card, ReadOptionalCard(x.which() == s::PlaceResource::CARD,
                                                   x.isCard() ? x.getCard() : nullptr,
                                                   "decision.placeResource.card"));
      return Decision(std::move(d));
    }
    case s::Decision::DECLARE_ATTACK: {
      auto x = r.getDeclareAttack();
      DeclareAttack d;
      TJ_ASSIGN_OR_RETURN(d.attacker, ReadCard(x.getAttacker(), "decision.declareAttack.attacker"));
      TJ_ASSIGN_OR_RETURN(d.payment, ReadPayment(x.getPayment(), "decision.declareAttack.payment"));
      return Decision(std::move(d));
    }
    case s::Decision::CHOOSE_ATTACK_TARGET: {
      auto x = r.getChooseAttackTarget();
      if (x.which() != s::ChooseAttackTarget::CARD &&
          x.which() != s::ChooseAttackTarget::LIFE_ZONE) {
        return UnknownMember("decision.chooseAttackTarget");
      }
      ChooseAttackTarget d;
      TJ_ASSIGN_OR_RETURN(d.card, ReadOptionalCard(x.isCard(), x.isCard() ? x.getCard() : nullptr,
                                                   "decision.chooseAttackTarget.card"));
      return Decision(std::move(d));
    }
    case s::Decision::DECLARE_DEFENDER: {
      auto x = r.getDeclareDefender();
      if (x.which() != s::DeclareDefender::CARD && x.which() != s::DeclareDefender::NONE) {
        return UnknownMember("decision.declareDefender");
      }
      DeclareDefender d;
      TJ_ASSIGN_OR_RETURN(d.card, ReadOptionalCard(x.isCard(), x.isCard() ? x.getCard() : nullptr,
                                                   "decision.declareDefender.card"));
      return Decision(std::move(d));
    }
    case s::Decision::PASS:
      return Decision(PassPriority{});
    case s::Decision::DISCARD: {
      DiscardCards d;
      TJ_ASSIGN_OR_RETURN(d.cards, ReadCards(r.getDiscard().getCards(), "decision.discard.cards"));
      return Decision(std::move(d));
    }
    case s::Decision::CHOOSE_CARDS: {
      ChooseCards d;
      TJ_ASSIGN_OR_RETURN(d.cards,
                          ReadCards(r.getChooseCards().getCards(), "decision.chooseCards.cards"));
      return Decision(std::move(d));
    }
    case s::Decision::CHOOSE_YES_NO:
      return Decision(ChooseYesNo{r.getChooseYesNo().getYes()});
    case s::Decision::CHOOSE_ORDER: {
      ChooseOrder d;
      auto items = r.getChooseOrder().getItems();
      for (unsigned i = 0; i < items.size(); ++i) {
        std::string field = "decision.chooseOrder.items[" + std::to_string(i) + "]";
        std::string text = ToString(items[i]);
        OrderItem item;
        size_t slash = text.find('/');
        Result<CardId> card = CardId::Parse(text.substr(0, slash));
        if (!card.ok()) return card.status().WithContext(field);
        item.card = card.value();
        if (slash != std::string::npos) {
          std::string digits = text.substr(slash + 1);
          bool valid = !digits.empty() && digits.size() <= 3 &&
                       digits.find_first_not_of("0123456789") == std::string::npos &&
                       (digits.size() == 1 || digits[0] != '0') && std::stoi(digits) <= 255;
          if (!valid) {
            return Status::InvalidInput(field + ": '" + text +
                                        "' must be a card id, optionally with /<effect index>");
          }
          item.effect = static_cast<uint8_t>(std::stoi(digits));
        }
        d.items.push_back(item);
      }
      return Decision(std::move(d));
    }
    case s::Decision::CHOOSE_NUMBER:
      return Decision(ChooseNumber{r.getChooseNumber().getNumber()});
    case s::Decision::CONCEDE:
      return Decision(Concede{});
#define TJ_READ_VOCABULARY(id, Id, ID)                                                   \
  case s::Decision::ID: {                                                                \
    TJ_ASSIGN_OR_RETURN(id::Decision d, id::ReadDecision(r.get##Id(), "decision." #id)); \
    return Decision(std::move(d));                                                       \
  }
      TCGJUDGE_FOR_EACH_VOCABULARY(TJ_READ_VOCABULARY)
#undef TJ_READ_VOCABULARY
  }
  return UnknownMember("decision");
}
#pragma GCC diagnostic pop

std::string MissingDecisionKind(s::Decision::Reader r) {
  if (r.isPlayCard() && !r.hasPlayCard()) {
    std::string vocabularies;
    for (std::string_view id : kVocabularyRulesets) {
      vocabularies += (vocabularies.empty() ? "" : ", ") + std::string(id);
    }
    return "decision: no kind given (expected playCard, activateEffect, upgrade, placeResource, "
           "declareAttack, chooseAttackTarget, declareDefender, pass, discard, chooseCards, "
           "chooseYesNo, chooseOrder, chooseNumber, concede or a ruleset's own: " +
           vocabularies + ")";
  }
#define TJ_MISSING_KIND(id, Id, ID) \
  if (r.is##Id()) return id::MissingDecisionKind(r.get##Id(), "decision." #id);
  TCGJUDGE_FOR_EACH_VOCABULARY(TJ_MISSING_KIND)
#undef TJ_MISSING_KIND
  return "";
}

}  // namespace tcgjudge
