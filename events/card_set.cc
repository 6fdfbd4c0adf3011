#include "events/card_set.h"

#include "events/printable.h"

namespace tcgjudge {

std::string CardContext(std::string_view code) { return "card " + PrintableText(code); }

Status CardCodeAlreadyInSet(std::string_view code) {
  return Status::InvalidInput(CardContext(code) + ": code: already in the set");
}

Status CardSetFull() { return Status::InvalidInput("a card set holds at most 65535 cards"); }

}  // namespace tcgjudge
