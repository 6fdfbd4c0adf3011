#include "events/card_id.h"

#include <cstdio>

namespace tcgjudge {

std::string CardId::ToString() const {
  char buffer[8];
  std::snprintf(buffer, sizeof(buffer), "%c%02u", SeatLetter(seat), static_cast<unsigned>(index));
  return buffer;
}

Result<CardId> CardId::Parse(std::string_view text) {
  auto invalid = [&](std::string_view why) {
    std::string shown;
    for (char c : text.substr(0, 12)) shown += static_cast<unsigned char>(c) < 0x20 ? '?' : c;
    return Status::InvalidInput("card id '" + shown + "' " + std::string(why));
  };
  if (text.size() < 2 || text.size() > 4) {
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
  unsigned value = 0;
  for (char c : text.substr(1)) {
    if (c < '0' || c > '9') return invalid("must end in a decklist position (digits), e.g. A07");
    value = value * 10 + static_cast<unsigned>(c - '0');
  }
  if (value == 0 || value > kMaxDeckSize) {
    return invalid("has decklist position 0 or over 999; positions count from 01");
  }
  id.index = static_cast<uint16_t>(value);
  if (id.ToString() != text) return invalid("is not canonical: write it " + id.ToString());
  return id;
}

}  // namespace tcgjudge
