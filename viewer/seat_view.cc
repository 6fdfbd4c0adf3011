#include "viewer/seat_view.h"

#include <algorithm>

namespace tcgjudge {
namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsWordChar(char c) {
  return IsDigit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c == '-';
}

// Consumes " <word>" at `text[pos]` if it is exactly `word`; returns the new position.
size_t SkipWord(std::string_view text, size_t pos, const std::string& word) {
  if (word.empty() || pos >= text.size() || text[pos] != ' ') return pos;
  if (text.substr(pos + 1, word.size()) != word) return pos;
  const size_t end = pos + 1 + word.size();
  // The word must end there (a name may be followed by " ", ")", ",", ":" or the end).
  if (end < text.size() && IsWordChar(text[end]) && IsWordChar(word.back())) return pos;
  return end;
}

}  // namespace

std::set<CardId> VisibleCards(const Board& board, Seat viewer) {
  std::set<CardId> visible;
  for (const BoardPlayer& player : board.players) {
    for (const BoardZone& zone : player.zones) {
      for (const BoardCard& card : zone.cards) {
        if (SeesCard(card, viewer)) visible.insert(card.id);
      }
    }
  }
  // Attached cards are listed in a zone when they are cards of their own (equipment); one that
  // is listed nowhere (a face-down level indicator) stays unseen.
  for (const BoardLink& link : board.chain) {
    if (SeesLink(link, viewer)) visible.insert(link.source);
  }
  return visible;
}

std::optional<std::string> UnseenEventWords(const Event& event, Seat viewer) {
  const std::string seat(1, SeatLetter(viewer));
  if (event.recording && !event.recording->seen_by.empty() &&
      std::find(event.recording->seen_by.begin(), event.recording->seen_by.end(), viewer) ==
          event.recording->seen_by.end()) {
    return "(not seen by " + seat + ")";
  }
  const auto* fact = std::get_if<Fact>(&event.body);
  if (fact == nullptr) return std::nullopt;
  const auto letter = [](Seat s) { return std::string(1, SeatLetter(s)); };
  if (const auto* shuffle = std::get_if<ShuffleFact>(fact)) {
    return letter(shuffle->seat) + "'s deck (" + std::to_string(shuffle->order.size()) +
           " cards, order unseen)";
  }
  if (const auto* look = std::get_if<LookFact>(fact)) {
    if (look->seat == viewer || look->codes.empty()) return std::nullopt;
    std::string words = letter(look->seat) + " looked at";
    for (const CardId& card : look->cards) words += " " + card.ToString();
    return words;
  }
  if (const auto* check = std::get_if<DeckCheckFact>(fact)) {
    return "the judge checked " + letter(check->seat) + "'s " + check->zone + " (" +
           std::to_string(check->codes.size()) + " cards)";
  }
  if (const auto* reveal = std::get_if<RevealFact>(fact)) {
    if (reveal->source != RevealSource::kJudge) return std::nullopt;
    return reveal->card.ToString() + " shown to the judge";
  }
  return std::nullopt;
}

std::string RedactCardIds(std::string_view text, const std::set<CardId>& visible,
                          const std::map<CardId, CardName>& names) {
  std::string out;
  out.reserve(text.size());
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    const bool token = i + 2 < text.size() && text[i + 1] == 'T' && IsDigit(text[i + 2]);
    const bool starts_id = (c == 'A' || c == 'B') && (i == 0 || !IsWordChar(text[i - 1])) &&
                           i + 1 < text.size() && (IsDigit(text[i + 1]) || token);
    if (!starts_id) {
      out += c;
      ++i;
      continue;
    }
    size_t end = i + (token ? 2 : 1);
    while (end < text.size() && IsDigit(text[end])) ++end;
    if (end < text.size() && IsWordChar(text[end])) {  // Inside a longer word ("A1B").
      out.append(text.substr(i, end - i));
      i = end;
      continue;
    }
    auto id = CardId::Parse(text.substr(i, end - i));
    if (!id.ok() || visible.count(*id) != 0) {
      out.append(text.substr(i, end - i));
      i = end;
      continue;
    }
    out += '?';
    auto name = names.find(*id);
    if (name != names.end()) {
      end = SkipWord(text, end, name->second.code);
      end = SkipWord(text, end, name->second.name);
    }
    i = end;
  }
  return out;
}

}  // namespace tcgjudge
