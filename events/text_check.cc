#include "events/text_check.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace tcgjudge {

size_t FindInvalidUtf8(std::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    // Eight ASCII bytes at a time: most of a log is ASCII.
    for (uint64_t word; i + sizeof(word) <= text.size(); i += sizeof(word)) {
      std::memcpy(&word, text.data() + i, sizeof(word));
      if ((word & 0x8080808080808080ull) != 0) break;
    }
    if (i == text.size()) break;
    const auto byte = static_cast<unsigned char>(text[i]);
    size_t length = 0;
    uint32_t min_code_point = 0;
    if (byte < 0x80) {
      ++i;
      continue;
    } else if ((byte & 0xE0) == 0xC0) {
      length = 2;
      min_code_point = 0x80;
    } else if ((byte & 0xF0) == 0xE0) {
      length = 3;
      min_code_point = 0x800;
    } else if ((byte & 0xF8) == 0xF0) {
      length = 4;
      min_code_point = 0x10000;
    } else {
      return i;
    }
    if (i + length > text.size()) return i;
    uint32_t code_point = byte & (0x7F >> length);
    for (size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) return i;
      code_point = (code_point << 6) | (next & 0x3F);
    }
    if (code_point < min_code_point || code_point > 0x10FFFF ||
        (code_point >= 0xD800 && code_point <= 0xDFFF)) {
      return i;
    }
    i += length;
  }
  return std::string_view::npos;
}

Status NothingStored(const Status& refused) {
  return Status::InvalidInput(refused.message() + " (nothing was stored)");
}

Status CheckText(std::string_view field, std::string_view text, size_t max_bytes) {
  if (text.size() > max_bytes) {
    return Status::InvalidInput(std::string(field) + ": " + std::to_string(text.size()) +
                                " bytes, more than the " + std::to_string(max_bytes) +
                                " it may hold");
  }
  if (size_t bad = FindInvalidUtf8(text); bad != std::string_view::npos) {
    return Status::InvalidInput(std::string(field) + ": not valid UTF-8 (byte " +
                                std::to_string(bad + 1) + " of the text)");
  }
  return Status::Ok();
}

namespace {

std::string Indexed(std::string_view field, size_t i) {
  return std::string(field) + "[" + std::to_string(i) + "]";
}

Status CheckTexts(std::string_view field, const std::vector<std::string>& texts, size_t max_bytes) {
  for (size_t i = 0; i < texts.size(); ++i) {
    TJ_RETURN_IF_ERROR(CheckText(Indexed(field, i), texts[i], max_bytes));
  }
  return Status::Ok();
}

Status CheckHeaderText(const Header& h) {
  TJ_RETURN_IF_ERROR(CheckText("header.ruleset", h.ruleset, kMaxNameBytes));
  TJ_RETURN_IF_ERROR(CheckText("header.rulesetVersion", h.ruleset_version, kMaxNameBytes));
  TJ_RETURN_IF_ERROR(CheckText("header.tournament", h.tournament, kMaxLabelBytes));
  TJ_RETURN_IF_ERROR(CheckText("header.match", h.match, kMaxNameBytes));
  for (size_t i = 0; i < h.players.size(); ++i) {
    const Player& p = h.players[i];
    const std::string field = Indexed("header.players", i);
    TJ_RETURN_IF_ERROR(CheckText(field + ".name", p.name, kMaxNameBytes));
    TJ_RETURN_IF_ERROR(CheckText(field + ".playerId", p.player_id, kMaxNameBytes));
    TJ_RETURN_IF_ERROR(CheckTexts(field + ".deck", p.deck, kMaxNameBytes));
    TJ_RETURN_IF_ERROR(CheckTexts(field + ".extraDeck", p.extra_deck, kMaxNameBytes));
    TJ_RETURN_IF_ERROR(CheckTexts(field + ".sideDeck", p.side_deck, kMaxNameBytes));
  }
  for (size_t i = 0; i < h.options.size(); ++i) {
    const std::string field = Indexed("header.options", i);
    TJ_RETURN_IF_ERROR(CheckText(field + ".name", h.options[i].name, kMaxNameBytes));
    TJ_RETURN_IF_ERROR(CheckText(field + ".value", h.options[i].value, kMaxLabelBytes));
  }
  return Status::Ok();
}

Status CheckChoicesText(std::string_view field, const std::vector<Choice>& choices) {
  for (size_t i = 0; i < choices.size(); ++i) {
    if (const auto* option = std::get_if<ChoiceOption>(&choices[i])) {
      TJ_RETURN_IF_ERROR(CheckText(Indexed(field, i) + ".option", option->option, kMaxNameBytes));
    }
  }
  return Status::Ok();
}

// The decisions' only free text is a choice's option (a ruleset's own vocabulary holds card ids,
// numbers and enums: events/<id>/decision.h).
Status CheckDecisionText(const Decision& d) {
  if (const auto* play = std::get_if<PlayCard>(&d)) {
    return CheckChoicesText("decision.playCard.choices", play->choices);
  }
  if (const auto* effect = std::get_if<ActivateEffect>(&d)) {
    return CheckChoicesText("decision.activateEffect.choices", effect->choices);
  }
  return Status::Ok();
}

}  // namespace

Status CheckEventText(const Event& event) {
  if (const auto* judge = std::get_if<JudgeActor>(&event.actor)) {
    TJ_RETURN_IF_ERROR(CheckText("judge", judge->judge_id, kMaxNameBytes));
  }
  if (const auto* header = std::get_if<Header>(&event.body)) return CheckHeaderText(*header);
  if (const auto* fact = std::get_if<Fact>(&event.body)) {
    if (const auto* coin = std::get_if<CoinFlipFact>(fact)) {
      return CheckText("fact.coinFlip.purpose", coin->purpose, kMaxLabelBytes);
    }
    if (const auto* roll = std::get_if<DieRollFact>(fact)) {
      return CheckText("fact.dieRoll.purpose", roll->purpose, kMaxLabelBytes);
    }
    if (const auto* pick = std::get_if<RandomPickFact>(fact)) {
      return CheckText("fact.randomPick.purpose", pick->purpose, kMaxLabelBytes);
    }
    if (const auto* reveal = std::get_if<RevealFact>(fact)) {
      return CheckText("fact.reveal.code", reveal->code, kMaxNameBytes);
    }
    if (const auto* look = std::get_if<LookFact>(fact)) {
      return CheckTexts("fact.look.codes", look->codes, kMaxNameBytes);
    }
    if (const auto* check = std::get_if<DeckCheckFact>(fact)) {
      TJ_RETURN_IF_ERROR(CheckText("fact.deckCheck.zone", check->zone, kMaxNameBytes));
      return CheckTexts("fact.deckCheck.codes", check->codes, kMaxNameBytes);
    }
    return Status::Ok();
  }
  if (const auto* decision = std::get_if<Decision>(&event.body)) {
    return CheckDecisionText(*decision);
  }
  const auto& action = std::get<JudgeAction>(event.body);
  TJ_RETURN_IF_ERROR(CheckTexts("judgeAction.rules", action.rules, kMaxNameBytes));
  return CheckText("judgeAction.text", action.text, kMaxJudgeTextBytes);
}

}  // namespace tcgjudge
