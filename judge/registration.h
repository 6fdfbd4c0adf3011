// A registered decklist as the judge's desk handles it (issue 31): signed by the judge who took
// it (docs/security.md, "Registered decklists"), checked by the ruleset's deck construction when
// it is taken, and what a game's decks are checked against (judge/match.h DeckFindings).

#ifndef TCGJUDGE_JUDGE_REGISTRATION_H_
#define TCGJUDGE_JUDGE_REGISTRATION_H_

#include <string>
#include <vector>

#include "engine/ruleset.h"
#include "engine/violation.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/signing.h"
#include "store/registration.h"

namespace tcgjudge {

// The bytes a registration's signature covers: "tcgjudge registration signature v1", 0x00, then
// RegistrationBody (store/registration.h): every field but the signature, so that no signature of
// a judge event verifies as a registration's, nor the other way round.
std::string RegistrationSignedBytes(const Registration& registration);

// Signs `registration` (complete: every later change breaks the signature) with `key`: sets its
// public key and signature. kInvalidInput if it names another judge than the key's.
[[nodiscard]] Status SignRegistration(Registration* registration, const JudgeKey& key);

// kValid, kForged (it does not verify, or its key is not one trusted for its judge) or
// kUnknownKey (it verifies, but no key of its judge is trusted). Never kUnsigned: the store keeps
// no registration without its signature.
SignatureStatus CheckRegistrationSignature(const Registration& registration,
                                           const TrustedKeys& trusted);

// What the ruleset's deck construction finds wrong with `player`'s decklists (each a Violation at
// seq 1 of seat A, with the ruleset's rules): the checks a game's header gets (Ruleset::Start),
// run on the decklists alone. kInvalidInput if the ruleset cannot play them at all (an unknown
// card code), naming why, or if it has no game to check them in (no bot header).
Result<std::vector<Violation>> DecklistProblems(const Ruleset& ruleset, const Player& player);

// Where a game's decklists differ from the registration of its player in `seat`, list by list
// (main deck, extra deck, side deck, each as a multiset of card codes: the order a header gives
// decides only the cards' instance ids): one Violation "registration.deck-differs" per list that
// differs, at seq 1, naming how many of which codes are not registered and which are missing. A
// side deck `played` does not list is not compared: a header need not record it, as it does not
// play.
// The check of a game outside a match and of a match's first duel (docs/desk.md); a later duel
// is checked under the ruleset's sideboarding rule instead (Ruleset::SideboardProblems).
std::vector<Violation> RegisteredDeckProblems(Seat seat, const Player& registered,
                                              const Player& played);

// "registration 1 of P-1042 (Aiko Tanaka) by J-0815", or "correction 2 ..." for a later number.
std::string RegistrationText(const Registration& registration);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_REGISTRATION_H_
