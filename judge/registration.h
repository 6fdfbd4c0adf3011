// A registered decklist as the judge's desk handles it (issue 31): signed by the judge who took
// it (docs/security.md, "Registered decklists"), checked by the ruleset's deck construction when
// it is taken, and what a game's decks are checked against (judge/match.h DeckFindings).

#ifndef TCGJUDGE_JUDGE_REGISTRATION_H_
#define TCGJUDGE_JUDGE_REGISTRATION_H_

#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "engine/ruleset.h"
#include "engine/violation.h"
#include "events/event.h"
#include "events/status.h"
#include "judge/signing.h"
#include "store/registration.h"

namespace tcgjudge {

// Signs `registration` (complete: every later change breaks the signature) with `key`: sets its
// public key and signature. kInvalidInput if it names another judge than the key's.
[[nodiscard]] Status SignRegistration(Registration* registration, const JudgeKey& key);

// kValid, kForged (it does not verify (RegistrationSignatureVerifies, store/registration.h), or
// its key is not one trusted for its judge) or
// kUnknownKey (it verifies, but no key of its judge is trusted). Never kUnsigned: the store keeps
// no registration without its signature.
SignatureStatus CheckRegistrationSignature(const Registration& registration,
                                           const TrustedKeys& trusted);

// A stored registration as the audit checks it (docs/security.md, "Registered decklists"): its
// signature against the trusted keys. A forged one is an integrity failure, as a forged judge
// event is: the registration is not what the judge signed, or not signed by a key trusted for
// its judge.
struct AuditedRegistration {
  Registration registration;
  SignatureStatus signature = SignatureStatus::kValid;
};

// Each registration of `all` (every number: corrections keep the earlier ones readable, and each
// was signed) whose tournament is one of `tournaments`, or every one when `tournaments` is
// nullopt (an audit of every game), with CheckRegistrationSignature against `trusted`; in the
// order of `all`.
std::vector<AuditedRegistration> AuditRegistrations(
    std::span<const Registration> all, const TrustedKeys& trusted,
    const std::optional<std::set<std::string>>& tournaments);

// "registration 1 of P-1042 (Aiko Tanaka) by J-0815 for 'Regional Qualifier'": which one, in a
// line of the audit.
std::string AuditedRegistrationName(const Registration& registration);

// What is wrong with a registration whose signature is kForged, in one line: "the signature by
// J-0815 does not verify ...". "" for any other status.
std::string RegistrationIntegrityProblem(const AuditedRegistration& audited);

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
// is checked under the ruleset's sideboarding rule instead (Ruleset::SideboardProblems), or the
// same way where the game has none (Ruleset::SideboardsBetweenDuels).
std::vector<Violation> RegisteredDeckProblems(Seat seat, const Player& registered,
                                              const Player& played);

// A later duel of a player who registered nothing, in a game without side-decking: where its lists
// differ from `earlier`, the player's lists in `earlier_duel` ("duel 1 (game G)"), the same way,
// as "match.deck-changed" (docs/desk.md).
std::vector<Violation> UnchangedDeckProblems(Seat seat, const Player& earlier, const Player& played,
                                             const std::string& earlier_duel);

// "registration 1 of P-1042 (Aiko Tanaka) by J-0815", or "correction 2 ..." for a later number.
std::string RegistrationText(const Registration& registration);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_REGISTRATION_H_
