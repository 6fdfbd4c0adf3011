// Conversions between plain values and Cap'n Proto that the codecs share (internal to events/:
// it sees Cap'n Proto). Writers leave empty texts and lists unset (null), so that one value has
// exactly one encoding and one canonical JSON form; readers return a Status naming the field path
// on anything a value cannot hold.

#ifndef TCGJUDGE_EVENTS_CAPNP_VALUES_H_
#define TCGJUDGE_EVENTS_CAPNP_VALUES_H_

#include <capnp/common.h>
#include <capnp/list.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "events/card_id.h"
#include "events/log.capnp.h"
#include "events/seat.h"
#include "events/status.h"

namespace tcgjudge::capnp_values {

namespace s = ::tcgjudge::schema;

inline void SetText(std::string_view text, auto&& setter) {
  if (!text.empty()) setter(capnp::Text::Reader(text.data(), text.size()));
}

inline s::Seat ToSchema(Seat seat) { return seat == Seat::kA ? s::Seat::A : s::Seat::B; }

// Sets a Text field to `id`'s text form (`setter` takes a capnp::Text::Reader).
inline void SetCard(const CardId& id, auto&& setter) {
  char text[CardId::kMaxTextSize];
  setter(capnp::Text::Reader(text, id.Format(text)));
}

template <typename ListBuilder>
void FillCardList(const std::vector<CardId>& ids, ListBuilder&& init) {
  if (ids.empty()) return;
  auto list = init(static_cast<unsigned>(ids.size()));
  for (unsigned i = 0; i < ids.size(); ++i) {
    SetCard(ids[i], [&](capnp::Text::Reader text) { list.set(i, text); });
  }
}

std::string ToString(capnp::Text::Reader text);
Result<Seat> FromSchema(s::Seat seat, std::string_view field);
// The card id `text` names (CardId::Parse), without a field name in its message.
Result<CardId> ParseCard(capnp::Text::Reader text);
// Messages name the field `field` + `member` (+ "[i]" for an element of a list); the name is
// put together only for a message, not for every card read.
Result<CardId> ReadCard(capnp::Text::Reader text, std::string_view field,
                        std::string_view member = {});
Result<std::vector<CardId>> ReadCards(capnp::List<capnp::Text>::Reader list, std::string_view field,
                                      std::string_view member = {});
// The refusal of a union member this build does not know.
Status UnknownMember(const std::string& field);
Result<std::optional<CardId>> ReadOptionalCard(bool is_card, capnp::Text::Reader text,
                                               std::string_view field);

}  // namespace tcgjudge::capnp_values

#endif  // TCGJUDGE_EVENTS_CAPNP_VALUES_H_
