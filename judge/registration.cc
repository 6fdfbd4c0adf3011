#include "judge/registration.h"

#include <map>

namespace tcgjudge {
namespace {

using Counts = std::map<std::string, int>;

Counts CountCodes(const std::vector<std::string>& codes) {
  Counts counts;
  for (const std::string& code : codes) ++counts[code];
  return counts;
}

// "2 × 83764718, 1 × 26202165": what `more` holds beyond `less`.
std::string Surplus(const Counts& more, const Counts& less) {
  std::string text;
  for (const auto& [code, n] : more) {
    const auto other = less.find(code);
    const int extra = n - (other == less.end() ? 0 : other->second);
    if (extra > 0) text += (text.empty() ? "" : ", ") + std::to_string(extra) + " × " + code;
  }
  return text;
}

}  // namespace

Status SignRegistration(Registration* registration, const JudgeKey& key) {
  if (registration->judge_id != key.judge_id) {
    return Status::InvalidInput("the key is judge " + key.judge_id +
                                "'s, the registration is taken by judge " +
                                registration->judge_id);
  }
  registration->public_key = PublicKeyOf(key.secret_key);
  registration->signature =
      SignMessage(RegistrationSignedBytes(*registration), key.secret_key);
  return Status::Ok();
}

SignatureStatus CheckRegistrationSignature(const Registration& registration,
                                           const TrustedKeys& trusted) {
  if (!RegistrationSignatureVerifies(registration)) {
    return SignatureStatus::kForged;
  }
  if (trusted.Trusts(registration.judge_id, registration.public_key)) {
    return SignatureStatus::kValid;
  }
  return trusted.HasJudge(registration.judge_id) ? SignatureStatus::kForged
                                                 : SignatureStatus::kUnknownKey;
}

std::vector<AuditedRegistration> AuditRegistrations(
    std::span<const Registration> all, const TrustedKeys& trusted,
    const std::optional<std::set<std::string>>& tournaments) {
  std::vector<AuditedRegistration> audited;
  for (const Registration& r : all) {
    if (tournaments && !tournaments->contains(r.tournament)) continue;
    audited.push_back({r, CheckRegistrationSignature(r, trusted)});
  }
  return audited;
}

std::string AuditedRegistrationName(const Registration& registration) {
  return RegistrationText(registration) + " for '" + registration.tournament + "'";
}

std::string RegistrationIntegrityProblem(const AuditedRegistration& audited) {
  if (audited.signature != SignatureStatus::kForged) return "";
  const Registration& r = audited.registration;
  if (!RegistrationSignatureVerifies(r)) {
    return "its signature (key " + KeyFingerprint(r.public_key) +
           ") does not verify: the registration was changed after " + r.judge_id +
           " signed it, or the signature was made up";
  }
  return "its signature verifies only with key " + KeyFingerprint(r.public_key) +
         ", which is not a key trusted for " + r.judge_id;
}

Result<std::vector<Violation>> DecklistProblems(const Ruleset& ruleset, const Player& player) {
  // A game of the decklists against themselves: Start checks each seat's decks the same way.
  TJ_ASSIGN_OR_RETURN(Header header, ruleset.BotHeader("registration"));
  header.players = {player, player};
  std::vector<Violation> found;
  Result<std::unique_ptr<GameState>> started = ruleset.Start(header, &found);
  if (!started.ok()) return started.status();
  std::vector<Violation> problems;
  for (Violation& v : found) {
    if (v.player == Seat::kA) problems.push_back(std::move(v));
  }
  return problems;
}

namespace {

// Where `played`'s lists differ from `reference`'s, list by list as multisets of codes: one
// Violation `code` per list that differs, its message "A's main deck (40 cards) is not the one
// <reference_words> (40 cards): <added><added_words>; <missing> missing". A side deck `played`
// does not list is not compared (docs/desk.md).
std::vector<Violation> ListsDiffer(Seat seat, const Player& reference, const Player& played,
                                   const std::string& reference_words,
                                   const std::string& added_words, const std::string& code) {
  std::vector<Violation> problems;
  const struct {
    const char* name;
    const std::vector<std::string>& reference;
    const std::vector<std::string>& played;
  } lists[] = {{"main deck", reference.deck, played.deck},
               {"extra deck", reference.extra_deck, played.extra_deck},
               {"side deck", reference.side_deck, played.side_deck}};
  for (const auto& list : lists) {
    // A header that lists no side deck records none: the side deck does not play (docs/desk.md).
    if (&list.played == &played.side_deck && list.played.empty()) continue;
    const Counts before = CountCodes(list.reference);
    const Counts now = CountCodes(list.played);
    if (before == now) continue;
    const std::string added = Surplus(now, before);
    const std::string missing = Surplus(before, now);
    std::string text = std::string(1, SeatLetter(seat)) + "'s " + list.name + " (" +
                       std::to_string(list.played.size()) + " cards) is not the one " +
                       reference_words + " (" + std::to_string(list.reference.size()) + " cards):";
    if (!added.empty()) text += " " + added + added_words;
    if (!missing.empty()) text += std::string(added.empty() ? " " : "; ") + missing + " missing";
    Violation v;
    v.code = code;
    v.player = seat;
    v.seq = 1;
    v.message = text;
    problems.push_back(std::move(v));
  }
  return problems;
}

}  // namespace

std::vector<Violation> RegisteredDeckProblems(Seat seat, const Player& registered,
                                              const Player& played) {
  return ListsDiffer(seat, registered, played, played.name + " registered", " not registered",
                     "registration.deck-differs");
}

std::vector<Violation> UnchangedDeckProblems(Seat seat, const Player& earlier, const Player& played,
                                             const std::string& earlier_duel) {
  std::vector<Violation> problems =
      ListsDiffer(seat, earlier, played, played.name + " played in " + earlier_duel,
                  " not played there", "match.deck-changed");
  for (Violation& v : problems) {
    v.message +=
        " (this game has no side-decking between duels: every duel of a match is "
        "played with the same deck)";
  }
  return problems;
}

std::string RegistrationText(const Registration& r) {
  return std::string(r.number == 1 ? "registration 1" : "correction " + std::to_string(r.number)) +
         " of " + r.player.player_id + " (" + r.player.name + ") by " + r.judge_id;
}

}  // namespace tcgjudge
