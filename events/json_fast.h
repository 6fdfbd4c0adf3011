// The fast path of EventFromJson (codec.h): a hand-written reader for the event lines a game log
// holds most, in their canonical form (docs/log-format.md, "Reading JSON fast"), so that `import`
// costs little beside the store.
//
// It reads a line only when the line is exactly one of the shapes below, with no whitespace, no
// escape, no repeated member and nothing else; for any other line it returns nullopt, and
// EventFromJson reads the line with Cap'n Proto's JSON codec, which gives the event or the
// refusal with its message. So the fast path never refuses anything and never changes a message:
// what it reads, the codec reads as the same event (tests/events/json_fast_test.cc and the
// json_fast fuzz target check it).
//
// The shapes: an object with "game" (string), "seq" (number), optionally "time" (string),
// "prevHash" (64 hex digits), "stateHash" and "stateKey" (16 hex digits each), "recording"
// ({"implied": true | false, "seenBy": ["A" | "B", ...]}, each optional, seenBy not empty), the
// actor
// "table": null or "player": "A" | "B", and one body:
//   "decision": {"pass": null} | {"concede": null} | {"chooseYesNo": {"yes": true | false}}
//             | {"placeResource": {"card": CARD} | {"none": null}}
//             | {"declareAttack": {"attacker": CARD}}
//             | {"chooseAttackTarget": {"card": CARD} | {"lifeZone": null}}
//             | {"declareDefender": {"card": CARD} | {"none": null}}
//             | {"playCard": USE} | {"activateEffect": USE}
//             | {"upgrade": {"card": CARD, "method": "flipResource" | "revealHand",
//                            "source": CARD}} (the method optional)
//             | {"discard": CARDS} | {"chooseCards": CARDS}
//             | {"chooseOrder": {"items": [CARD or CARD/N, ...]} | {}}
//             | {"chooseNumber": {"number": INT}}
//   "fact": {"shuffle": {"seat": "A" | "B", "order": [CARD, ...]}}
//         | {"dieRoll": {"sides": N, "result": N, "purpose": STRING}} (each optional)
//         | {"coinFlip": {"result": "heads" | "tails", "purpose": STRING}} (each optional)
//   "header": {"schemaVersion": N, "ruleset", "rulesetVersion", "gameId", "tournament": STRING,
//              "round", "table": N, "players": [{"name", "playerId": STRING, "deck",
//              "extraDeck", "sideDeck": [STRING, ...]}, ...], "firstPlayer": "A" | "B"}
//              (schemaVersion and firstPlayer required; no "options")
// USE is {"card": CARD, "payment": PAYMENT, "targets": [TARGET, ...], "choices": [CHOICE, ...],
// "respondsToCounter": CARD}, the card required, the rest optional; an activateEffect's may also
// hold "effect": N (0 to 255). PAYMENT is an object of at most "tap", "discard", "scrap", "flip"
// and "reveal", each [CARD, ...]. TARGET is {"card": CARD} or {"player": "A" | "B"}; CHOICE is
// {"option": STRING}, {"number": INT}, {"yesNo": true | false} or {"cards": [CARD, ...]}. CARDS
// is {"cards": [CARD, ...]} or {} (none). Members of an object with several may come in any
// order, each once; a member left out takes the schema's default. Strings hold printable ASCII
// only; CARD is a card id in its canonical form (card_id.h); N is a whole number without sign,
// INT one with an optional minus sign, neither with a leading zero, fraction or exponent ("-0"
// is the codec's).

#ifndef TCGJUDGE_EVENTS_JSON_FAST_H_
#define TCGJUDGE_EVENTS_JSON_FAST_H_

#include <optional>
#include <string_view>

#include "events/event.h"

namespace tcgjudge {

// The event `line` holds if it is one of the shapes above; nullopt for any other line (which
// may still be a valid event). The event is not checked beyond its JSON (ValidateEventShape).
std::optional<Event> FastEventFromJson(std::string_view line);

}  // namespace tcgjudge

#endif  // TCGJUDGE_EVENTS_JSON_FAST_H_
