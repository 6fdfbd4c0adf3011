#include "events/card_id.h"

namespace tcgjudge {

size_t CardId::Format(char (&out)[kMaxTextSize]) const {
  size_t size = 0;
  out[size++] = SeatLetter(seat);
  unsigned number = index;
  if (IsHandle()) {
    out[size++] = '#';
    number -= kHandleIndexBase;
  } else if (IsToken()) {
    out[size++] = 'T';
    number -= kTokenIndexBase;
  }
  // At least two digits ("A07"), a handle's without leading zeros ("A#7"); a uint16_t has at most
  // five.
  char digits[5];
  size_t count = 0;
  do {
    digits[count++] = static_cast<char>('0' + number % 10);
    number /= 10;
  } while (number != 0);
  if (count == 1 && !IsHandle()) digits[count++] = '0';
  while (count != 0) out[size++] = digits[--count];
  return size;
}

std::string CardId::ToString() const {
  char text[kMaxTextSize];
  return std::string(text, Format(text));
}

namespace {

// "A#17": the seat letter, "#", and the handle's number from 1 without leading zeros.
template <typename Invalid>
Result<CardId> ParseHandle(std::string_view text, const Invalid& invalid) {
  if (text[0] != 'A' && text[0] != 'B') {
    return invalid("must start with the seat letter A or B");
  }
  const std::string_view digits = text.substr(2);
  if (digits.empty()) return invalid("is a handle without a number: write e.g. A#17");
  if (digits.size() > 4) return invalid("has a handle number over " + std::to_string(kMaxHandles));
  unsigned value = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return invalid("must end in the handle's number (digits), e.g. A#17");
    value = value * 10 + static_cast<unsigned>(c - '0');
  }
  if (value == 0) return invalid("has handle number 0; handles count from 1");
  if (digits[0] == '0') {
    return invalid("is not canonical: write it " + std::string(1, text[0]) + "#" +
                   std::to_string(value) + " (a handle's number has no leading zeros)");
  }
  return CardId::Handle(text[0] == 'A' ? Seat::kA : Seat::kB, static_cast<uint16_t>(value));
}

}  // namespace

Result<CardId> CardId::Parse(std::string_view text) {
  auto invalid = [&](std::string_view why) {
    std::string shown;
    for (char c : text.substr(0, 12)) shown += static_cast<unsigned char>(c) < 0x20 ? '?' : c;
    return Status::InvalidInput("card id '" + shown + "' " + std::string(why));
  };
  if (text.size() >= 2 && text[1] == '#') return ParseHandle(text, invalid);
  if (text.size() < 2 || text.size() > 5) {
    return invalid(
        "is not a card id: expected a seat letter A or B and a decklist position, "
        "e.g. A07");
  }
  CardId id;
  if (text[0] == 'A') {
    id.seat = Seat::kA;
  } else if (text[0] == 'B') {
    id.seat = Seat::kB;
  } else {
    return invalid("must start with the seat letter A or B");
  }
  const bool token = text.size() > 2 && text[1] == 'T';
  const std::string_view digits = text.substr(token ? 2 : 1);
  if (digits.size() > 3) return invalid("has more than three digits");
  unsigned value = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') {
      return invalid(
          "must end in a decklist position (digits), e.g. A07, or be a token, e.g. AT01");
    }
    value = value * 10 + static_cast<unsigned>(c - '0');
  }
  if (value == 0 || value > (token ? kMaxTokens : kMaxDeckSize)) {
    return invalid(token ? "has token number 0 or over 999; tokens count from 01"
                         : "has decklist position 0 or over 999; positions count from 01");
  }
  id.index = static_cast<uint16_t>(token ? kTokenIndexBase + value : value);
  char canonical[kMaxTextSize];
  if (std::string_view(canonical, id.Format(canonical)) != text) {
    return invalid("is not canonical: write it " + id.ToString());
  }
  return id;
}

}  // namespace tcgjudge
