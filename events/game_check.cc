#include "events/game_check.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "events/printable.h"
#include "events/vocabulary.h"

namespace tcgjudge {
namespace {

// Whether card `id` exists in the game's decklists. A token's id is the engine's to check:
// whether that token exists depends on the game so far; so is a handle's in a paper game (the
// fold mints them), and a log without a recorder has none (docs/paper-games.md).
bool InGame(const Header& header, const CardId& id) {
  if (id.IsHandle()) return header.recorder.has_value();
  return id.IsToken() ||
         (id.index != 0 && id.index <= header.players[SeatIndex(id.seat)].InstanceCount());
}

constexpr std::string_view kOmniscient =
    "the header names no recorder (header.recorder), so the log is omniscient and names every "
    "card by its decklist instance (docs/paper-games.md)";

// The refusal of a card id that does not exist in the game, with the field it was found in. The
// checks below build a field's name only for this message, not for every card they check.
Status NotInGame(const Header& header, const CardId& id, const std::string& field) {
  if (id.IsHandle()) {
    return Status::InvalidInput(field + ": card " + id.ToString() +
                                " is a handle of a paper game's card nobody saw, but " +
                                std::string(kOmniscient));
  }
  const Player& player = header.players[SeatIndex(id.seat)];
  std::string has = std::to_string(player.deck.size()) + " cards";
  if (!player.extra_deck.empty() || !player.outside_deck.empty()) {
    has = std::to_string(player.deck.size()) + " main deck";
    if (!player.extra_deck.empty()) {
      has += (player.outside_deck.empty() ? " and " : ", ") +
             std::to_string(player.extra_deck.size()) + " extra deck";
    }
    if (!player.outside_deck.empty()) {
      has += " and " + std::to_string(player.outside_deck.size()) + " outside the deck";
    }
    has += " cards";
  }
  return Status::InvalidInput(field + ": card " + id.ToString() + " is not in the game: seat " +
                              std::string(1, SeatLetter(id.seat)) + "'s decklist has " + has);
}

Status CheckCard(const Header& header, const CardId& id, std::string_view field) {
  return InGame(header, id) ? Status::Ok() : NotInGame(header, id, std::string(field));
}

// "<field><member>[<i>]".
std::string ElementName(std::string_view field, std::string_view member, size_t i) {
  return std::string(field) + std::string(member) + "[" + std::to_string(i) + "]";
}

Status CheckCards(const Header& header, const std::vector<CardId>& ids, std::string_view field,
                  std::string_view member = {}) {
  for (size_t i = 0; i < ids.size(); ++i) {
    if (!InGame(header, ids[i])) return NotInGame(header, ids[i], ElementName(field, member, i));
  }
  return Status::Ok();
}

Status CheckPayment(const Header& header, const Payment& p, std::string_view field) {
  TJ_RETURN_IF_ERROR(CheckCards(header, p.tap, field, ".tap"));
  TJ_RETURN_IF_ERROR(CheckCards(header, p.discard, field, ".discard"));
  TJ_RETURN_IF_ERROR(CheckCards(header, p.scrap, field, ".scrap"));
  TJ_RETURN_IF_ERROR(CheckCards(header, p.flip, field, ".flip"));
  return CheckCards(header, p.reveal, field, ".reveal");
}

Status CheckTargets(const Header& header, const std::vector<Target>& targets,
                    std::string_view field) {
  for (size_t i = 0; i < targets.size(); ++i) {
    const auto* id = std::get_if<CardId>(&targets[i]);
    if (id != nullptr && !InGame(header, *id)) {
      return NotInGame(header, *id, ElementName(field, "", i) + ".card");
    }
  }
  return Status::Ok();
}

Status CheckChoices(const Header& header, const std::vector<Choice>& choices,
                    std::string_view field) {
  for (size_t i = 0; i < choices.size(); ++i) {
    const auto* cards = std::get_if<ChoiceCards>(&choices[i]);
    if (cards == nullptr) continue;
    for (size_t j = 0; j < cards->cards.size(); ++j) {
      if (!InGame(header, cards->cards[j])) {
        return NotInGame(header, cards->cards[j],
                         ElementName(ElementName(field, "", i), ".cards", j));
      }
    }
  }
  return Status::Ok();
}

Status CheckOptionalCard(const Header& header, const std::optional<CardId>& id,
                         std::string_view field) {
  return id ? CheckCard(header, *id, field) : Status::Ok();
}

Status CheckDecision(const Header& header, const Decision& decision) {
  return std::visit(
      [&](const auto& d) -> Status {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlayCard>) {
          TJ_RETURN_IF_ERROR(CheckCard(header, d.card, "decision.playCard.card"));
          TJ_RETURN_IF_ERROR(CheckPayment(header, d.payment, "decision.playCard.payment"));
          TJ_RETURN_IF_ERROR(CheckTargets(header, d.targets, "decision.playCard.targets"));
          TJ_RETURN_IF_ERROR(CheckOptionalCard(header, d.responds_to_counter,
                                               "decision.playCard.respondsToCounter"));
          return CheckChoices(header, d.choices, "decision.playCard.choices");
        } else if constexpr (std::is_same_v<T, ActivateEffect>) {
          TJ_RETURN_IF_ERROR(CheckCard(header, d.card, "decision.activateEffect.card"));
          TJ_RETURN_IF_ERROR(CheckPayment(header, d.payment, "decision.activateEffect.payment"));
          TJ_RETURN_IF_ERROR(CheckTargets(header, d.targets, "decision.activateEffect.targets"));
          TJ_RETURN_IF_ERROR(CheckOptionalCard(header, d.responds_to_counter,
                                               "decision.activateEffect.respondsToCounter"));
          return CheckChoices(header, d.choices, "decision.activateEffect.choices");
        } else if constexpr (std::is_same_v<T, Upgrade>) {
          TJ_RETURN_IF_ERROR(CheckCard(header, d.card, "decision.upgrade.card"));
          return CheckCard(header, d.source, "decision.upgrade.source");
        } else if constexpr (std::is_same_v<T, PlaceResource>) {
          return CheckOptionalCard(header, d.card, "decision.placeResource.card");
        } else if constexpr (std::is_same_v<T, DeclareAttack>) {
          TJ_RETURN_IF_ERROR(CheckCard(header, d.attacker, "decision.declareAttack.attacker"));
          return CheckPayment(header, d.payment, "decision.declareAttack.payment");
        } else if constexpr (std::is_same_v<T, ChooseAttackTarget>) {
          return CheckOptionalCard(header, d.card, "decision.chooseAttackTarget.card");
        } else if constexpr (std::is_same_v<T, DeclareDefender>) {
          return CheckOptionalCard(header, d.card, "decision.declareDefender.card");
        } else if constexpr (std::is_same_v<T, DiscardCards>) {
          return CheckCards(header, d.cards, "decision.discard.cards");
        } else if constexpr (std::is_same_v<T, ChooseCards>) {
          return CheckCards(header, d.cards, "decision.chooseCards.cards");
        } else if constexpr (std::is_same_v<T, ChooseOrder>) {
          for (size_t i = 0; i < d.items.size(); ++i) {
            if (!InGame(header, d.items[i].card)) {
              return NotInGame(header, d.items[i].card,
                               ElementName("decision.chooseOrder.items", "", i));
            }
          }
          return Status::Ok();
        } else if constexpr (std::is_same_v<T, PassPriority> || std::is_same_v<T, ChooseYesNo> ||
                             std::is_same_v<T, ChooseNumber> || std::is_same_v<T, Concede>) {
          return Status::Ok();  // They name no card.
        } else {
          static_assert(Vocabulary<T>::kIs, "a decision whose cards are not checked");
          for (const auto& [field, id] : Vocabulary<T>::CardsNamed(d)) {
            TJ_RETURN_IF_ERROR(CheckCard(
                header, id, "decision." + std::string(Vocabulary<T>::kRuleset) + "." + field));
          }
          return Status::Ok();
        }
      },
      decision);
}

// A paper game's fact (docs/paper-games.md): only in a log with a recorder, naming cards of the
// game.
Status CheckPaperFactAgainstHeader(const Header& header, const Fact& fact) {
  const std::string kind = "fact." + std::string(FactKindName(fact));
  if (!header.recorder) {
    return Status::InvalidInput(kind + ": a paper game's fact, but " + std::string(kOmniscient));
  }
  if (const auto* reveal = std::get_if<RevealFact>(&fact)) {
    return CheckCard(header, reveal->card, kind + ".card");
  }
  if (const auto* look = std::get_if<LookFact>(&fact)) {
    return CheckCards(header, look->cards, kind + ".cards");
  }
  if (const auto* pile_end = std::get_if<PileEndFact>(&fact)) {
    return CheckCard(header, pile_end->card, kind + ".card");
  }
  return Status::Ok();
}

// JudgeAction.settles: only a ruling or a penalty settles violations, each named once by an
// earlier seq of this game.
Status CheckSettles(uint32_t seq, const JudgeAction& judge) {
  if (judge.settles.empty()) return Status::Ok();
  if (!std::holds_alternative<Ruling>(judge.action) &&
      !std::holds_alternative<Penalty>(judge.action)) {
    return Status::InvalidInput("judge.settles: only a ruling or a penalty settles violations");
  }
  for (size_t i = 0; i < judge.settles.size(); ++i) {
    const uint32_t settled = judge.settles[i];
    if (settled == 0 || settled >= seq) {
      return Status::InvalidInput("judge.settles: " + std::to_string(settled) +
                                  " is not an earlier event of this game");
    }
    if (std::find(judge.settles.begin(), judge.settles.begin() + i, settled) !=
        judge.settles.begin() + i) {
      return Status::InvalidInput("judge.settles: seq " + std::to_string(settled) +
                                  " is named twice");
    }
  }
  return Status::Ok();
}

}  // namespace

Status CheckEventAgainstHeader(const Header& header, const Event& event) {
  TJ_CHECK_MSG(header.players.size() == 2, "the header was not validated (ValidateEventShape)");
  if (event.game != header.game_id) {
    return Status::InvalidInput("game: event belongs to '" + event.game + "', not '" +
                                header.game_id + "'");
  }
  if (std::holds_alternative<Header>(event.body)) {
    return Status::InvalidInput("header at seq " + std::to_string(event.seq) + ": game '" +
                                header.game_id + "' already has its header (seq 1)");
  }
  if (const auto* fact = std::get_if<Fact>(&event.body)) {
    if (const auto* shuffle = std::get_if<ShuffleFact>(fact)) {
      // Any seat's cards (a deck may hold the other seat's card after an owner change, rise
      // §405.2: which cards it holds is the engine's FactPoint), each once: listed by seat and
      // index.
      std::vector<bool> seen(2 * (size_t{UINT16_MAX} + 1));
      for (size_t i = 0; i < shuffle->order.size(); ++i) {
        const CardId& id = shuffle->order[i];
        auto field = [&] { return ElementName("fact.shuffle.order", "", i); };
        if (!InGame(header, id)) return NotInGame(header, id, field());
        const size_t slot = SeatIndex(id.seat) * (size_t{UINT16_MAX} + 1) + id.index;
        if (seen[slot]) {
          return Status::InvalidInput(field() + ": card " + id.ToString() + " is listed twice");
        }
        seen[slot] = true;
      }
    } else if (const auto* pick = std::get_if<RandomPickFact>(fact)) {
      TJ_RETURN_IF_ERROR(CheckCards(header, pick->pool, "fact.randomPick.pool"));
      if (pick->picked) {
        TJ_RETURN_IF_ERROR(CheckCards(header, *pick->picked, "fact.randomPick.picked"));
      }
    } else if (IsPaperFact(*fact)) {
      return CheckPaperFactAgainstHeader(header, *fact);
    }
    return Status::Ok();
  }
  if (const auto* decision = std::get_if<Decision>(&event.body)) {
    return CheckDecision(header, *decision);
  }
  const auto& judge = std::get<JudgeAction>(event.body);
  if (const auto* reverse = std::get_if<Reverse>(&judge.action)) {
    if (reverse->seq == 0 || reverse->seq >= event.seq) {
      return Status::InvalidInput("judge.reverse.seq: " + std::to_string(reverse->seq) +
                                  " is not an earlier event of this game");
    }
  }
  if (const auto* back_up = std::get_if<BackUp>(&judge.action)) {
    if (back_up->after_seq == 0 || back_up->after_seq >= event.seq) {
      return Status::InvalidInput("judge.backUp.afterSeq: " + std::to_string(back_up->after_seq) +
                                  " is not an earlier event of this game");
    }
  }
  if (const auto* restore = std::get_if<Restore>(&judge.action)) {
    if (restore->left_by_seq == 0 || restore->left_by_seq >= event.seq) {
      return Status::InvalidInput(
          "judge.restore.leftBySeq: " + std::to_string(restore->left_by_seq) +
          " is not an earlier event of this game");
    }
  }
  return CheckSettles(event.seq, judge);
}

namespace {

// The list a field of CardsNamed belongs to: the field up to its last index
// ("activate.cost.tribute[1]" and "pendulumSummon.monsters[0].card": "activate.cost.tribute",
// "pendulumSummon.monsters").
std::string_view ListOf(std::string_view field) {
  const size_t open = field.rfind('[');
  return open == std::string_view::npos ? std::string_view() : field.substr(0, open);
}

Status ListedTwice(const std::string& field, const CardId& id) {
  return Status::InvalidInput(field + ": card " + id.ToString() +
                              " is listed twice (a card is named once in a list)");
}

// The first card of `ids` that an earlier element repeats, named "<field>[<i>]".
Status CheckOnce(const std::vector<CardId>& ids, std::string_view field) {
  for (size_t i = 1; i < ids.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (ids[j] == ids[i]) return ListedTwice(ElementName(field, "", i), ids[i]);
    }
  }
  return Status::Ok();
}

Status CheckPaymentOnce(const Payment& p, const std::string& field) {
  TJ_RETURN_IF_ERROR(CheckOnce(p.tap, field + ".tap"));
  TJ_RETURN_IF_ERROR(CheckOnce(p.discard, field + ".discard"));
  TJ_RETURN_IF_ERROR(CheckOnce(p.scrap, field + ".scrap"));
  TJ_RETURN_IF_ERROR(CheckOnce(p.flip, field + ".flip"));
  return CheckOnce(p.reveal, field + ".reveal");
}

Status CheckTargetsOnce(const std::vector<Target>& targets, const std::vector<Choice>& choices,
                        const std::string& field) {
  std::vector<CardId> cards;
  std::vector<size_t> at;
  for (size_t i = 0; i < targets.size(); ++i) {
    const auto* id = std::get_if<CardId>(&targets[i]);
    if (id == nullptr) continue;
    for (size_t j = 0; j < cards.size(); ++j) {
      if (cards[j] == *id) return ListedTwice(ElementName(field, ".targets", i) + ".card", *id);
    }
    cards.push_back(*id);
    at.push_back(i);
  }
  for (size_t i = 0; i < choices.size(); ++i) {
    if (const auto* chosen = std::get_if<ChoiceCards>(&choices[i])) {
      TJ_RETURN_IF_ERROR(CheckOnce(chosen->cards, ElementName(field, ".choices", i) + ".cards"));
    }
  }
  return Status::Ok();
}

Status CheckDecisionOnce(const Decision& decision) {
  return std::visit(
      [&](const auto& d) -> Status {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, PlayCard>) {
          TJ_RETURN_IF_ERROR(CheckPaymentOnce(d.payment, "decision.playCard.payment"));
          return CheckTargetsOnce(d.targets, d.choices, "decision.playCard");
        } else if constexpr (std::is_same_v<T, ActivateEffect>) {
          TJ_RETURN_IF_ERROR(CheckPaymentOnce(d.payment, "decision.activateEffect.payment"));
          return CheckTargetsOnce(d.targets, d.choices, "decision.activateEffect");
        } else if constexpr (std::is_same_v<T, DeclareAttack>) {
          return CheckPaymentOnce(d.payment, "decision.declareAttack.payment");
        } else if constexpr (std::is_same_v<T, DiscardCards>) {
          return CheckOnce(d.cards, "decision.discard.cards");
        } else if constexpr (std::is_same_v<T, ChooseCards>) {
          return CheckOnce(d.cards, "decision.chooseCards.cards");
        } else if constexpr (std::is_same_v<T, ChooseOrder>) {
          for (size_t i = 1; i < d.items.size(); ++i) {
            for (size_t j = 0; j < i; ++j) {
              if (d.items[j] == d.items[i]) {
                return Status::InvalidInput(ElementName("decision.chooseOrder.items", "", i) +
                                            ": " + d.items[i].card.ToString() +
                                            " is listed twice (an item is named once)");
              }
            }
          }
          return Status::Ok();
        } else if constexpr (kIsVocabulary<T>) {
          // Any ruleset's own vocabulary: the cards it names, by the list they are in.
          const auto named = Vocabulary<T>::CardsNamed(d);
          for (size_t i = 1; i < named.size(); ++i) {
            const std::string_view list = ListOf(named[i].first);
            if (list.empty()) continue;
            for (size_t j = 0; j < i; ++j) {
              if (named[j].second == named[i].second && ListOf(named[j].first) == list) {
                return ListedTwice("decision." + std::string(Vocabulary<T>::kRuleset) + "." + named[i].first, named[i].second);
              }
            }
          }
          return Status::Ok();
        } else {
          return Status::Ok();
        }
      },
      decision);
}

}  // namespace

Status CheckNothingSaidTwice(const Event& event) {
  if (const auto* header = std::get_if<Header>(&event.body)) {
    const std::vector<RuleOption>& options = header->options;
    for (size_t i = 1; i < options.size(); ++i) {
      for (size_t j = 0; j < i; ++j) {
        if (options[j].name == options[i].name && options[j].value != options[i].value) {
          return Status::InvalidInput(
              ElementName("header.options", "", i) + ": option '" + PrintableText(options[i].name) +
              "' is given twice, as '" + PrintableText(options[j].value) + "' and as '" +
              PrintableText(options[i].value) +
              "' (an option is given once: which one the table played by the log does not say)");
        }
      }
    }
    return Status::Ok();
  }
  if (const auto* decision = std::get_if<Decision>(&event.body)) return CheckDecisionOnce(*decision);
  return Status::Ok();
}

}  // namespace tcgjudge
