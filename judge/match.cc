#include "judge/match.h"

#include <algorithm>
#include <iterator>
#include <map>

#include "judge/registration.h"

namespace tcgjudge {
namespace {

// The index of `player` among `header`'s players: by player id where both have one, else by name.
std::optional<size_t> SamePlayer(const Header& header, const Player& player) {
  for (size_t i = 0; i < header.players.size(); ++i) {
    const Player& p = header.players[i];
    const bool same = !p.player_id.empty() && !player.player_id.empty()
                          ? p.player_id == player.player_id
                          : p.name == player.name;
    if (same) return i;
  }
  return std::nullopt;
}

}  // namespace

std::vector<size_t> MatchOrder(std::span<const Header* const> headers) {
  // Each game's group: its own index, or its match's first game's.
  std::map<std::pair<std::string, std::string>, size_t> first;
  std::vector<std::pair<size_t, uint8_t>> keys;
  for (size_t i = 0; i < headers.size(); ++i) {
    const Header& h = *headers[i];
    size_t group = i;
    if (!h.match.empty()) group = first.emplace(std::pair(h.tournament, h.match), i).first->second;
    keys.emplace_back(group, h.duel);
  }
  std::vector<size_t> order(headers.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return keys[a] < keys[b]; });
  return order;
}

std::string MatchText(const Header& header) {
  if (header.match.empty()) return "";
  return header.duel != 0 ? header.match + " duel " + std::to_string(header.duel) : header.match;
}

std::optional<Header> MatchReference(std::span<const GameInfo> games, const Header& duel) {
  if (duel.match.empty() || duel.duel < 2) return std::nullopt;
  const Header* best = nullptr;
  for (const GameInfo& g : games) {
    const Header& h = g.header;
    if (h.match != duel.match || h.tournament != duel.tournament || h.ruleset != duel.ruleset ||
        h.duel == 0 || h.duel >= duel.duel) {
      continue;
    }
    if (best == nullptr || h.duel < best->duel) best = &h;
  }
  return best != nullptr ? std::optional<Header>(*best) : std::nullopt;
}

std::vector<DeckFinding> DeckFindings(const Ruleset& ruleset, std::span<const GameInfo> games,
                                      std::span<const Registration> registrations,
                                      const Header& game) {
  std::vector<DeckFinding> found;
  const bool later_duel = !game.match.empty() && game.duel >= 2;
  const std::optional<Header> reference = MatchReference(games, game);
  for (size_t index = 0; index < game.players.size() && index < 2; ++index) {
    const Player& played = game.players[index];
    const Seat seat = static_cast<Seat>(index);
    const Registration* registered =
        played.player_id.empty()
            ? nullptr
            : FindRegistration(registrations, game.tournament, played.player_id);
    if (registered != nullptr && registered->ruleset != game.ruleset) registered = nullptr;
    std::vector<Violation> problems;
    DeckFinding against;
    if (registered != nullptr) {
      problems = later_duel && ruleset.SideboardsBetweenDuels()
                     ? ruleset.SideboardProblems(seat, registered->player, played)
                     : RegisteredDeckProblems(seat, registered->player, played);
      against.registration = *registered;
    } else if (reference) {
      const std::optional<size_t> before = SamePlayer(*reference, played);
      if (!before) continue;
      const Player& earlier = reference->players[*before];
      problems = ruleset.SideboardsBetweenDuels()
                     ? ruleset.SideboardProblems(seat, earlier, played)
                     : UnchangedDeckProblems(seat, earlier, played,
                                             "duel " + std::to_string(reference->duel) + " (" +
                                                 reference->game_id + ")");
      against.reference_game = reference->game_id;
      against.reference_duel = reference->duel;
    }
    for (Violation& v : problems) {
      DeckFinding finding = against;
      finding.violation = std::move(v);
      found.push_back(std::move(finding));
    }
  }
  return found;
}

namespace {

// What a remedy says the decks were checked against.
std::string AgainstText(const DeckFinding& finding, const std::string& match,
                        const TrustedKeys& trusted) {
  if (finding.registration) {
    return "against " + RegistrationText(*finding.registration) + " (signature " +
           std::string(SignatureStatusName(
               CheckRegistrationSignature(*finding.registration, trusted))) +
           ")";
  }
  return "against the lists of " + finding.reference_game + " (duel " +
         std::to_string(finding.reference_duel) + " of match " + match + ")";
}

}  // namespace

void AuditMatchDecks(std::span<const GameInfo> games, std::span<const Registration> registrations,
                     const TrustedKeys& trusted, const RulesetLookup& rulesets,
                     std::vector<GameAudit>& audits) {
  std::map<std::string, const GameInfo*> by_id;
  for (const GameInfo& g : games) by_id[g.game_id] = &g;
  for (GameAudit& audit : audits) {
    const auto info = by_id.find(audit.game);
    if (info == by_id.end() || !audit.folded) continue;
    const Header& game = info->second->header;
    auto ruleset = rulesets(game);
    if (!ruleset.ok()) continue;
    std::vector<DeckFinding> findings = DeckFindings(**ruleset, games, registrations, game);
    if (findings.empty()) continue;
    // A ruling or penalty that settles seq 1 settles the decks' problems too.
    std::optional<uint32_t> ruled_by;
    SignatureStatus signature = SignatureStatus::kUnsigned;
    for (const AuditedJudgeEvent& j : audit.judge_events) {
      if (!ruled_by && std::find(j.settles.begin(), j.settles.end(), 1u) != j.settles.end()) {
        ruled_by = j.seq;
        signature = j.signature;
      }
    }
    std::vector<AuditedViolation> added;
    for (DeckFinding& finding : findings) {
      AuditedViolation audited;
      audited.standing = ruled_by ? Standing::kRuled : Standing::kStanding;
      audited.ruled_by = ruled_by;
      audited.ruling_signature = signature;
      audited.remedy = ruled_by ? "left standing by ruling (seq " + std::to_string(*ruled_by) + ")"
                                : AgainstText(finding, game.match, trusted) +
                                      ": a penalty, or leave it standing with a ruling "
                                      "(tcgjudge ruling " + audit.game + " --settles 1 ...)";
      audited.violation = std::move(finding.violation);
      added.push_back(std::move(audited));
    }
    // Seq 1 first, as the violations are in seq order.
    audit.violations.insert(audit.violations.begin(), std::make_move_iterator(added.begin()),
                            std::make_move_iterator(added.end()));
  }
}

}  // namespace tcgjudge
