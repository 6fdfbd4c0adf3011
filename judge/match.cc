#include "judge/match.h"

#include <algorithm>
#include <iterator>
#include <map>

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

std::vector<Violation> SideDeckViolations(const Ruleset& ruleset, const Header& reference,
                                          const Header& duel) {
  std::vector<Violation> found;
  for (size_t seat = 0; seat < duel.players.size() && seat < 2; ++seat) {
    const Player& played = duel.players[seat];
    const std::optional<size_t> before = SamePlayer(reference, played);
    if (!before) continue;
    std::vector<Violation> problems = ruleset.SideboardProblems(
        static_cast<Seat>(seat), reference.players[*before], played);
    found.insert(found.end(), std::make_move_iterator(problems.begin()),
                 std::make_move_iterator(problems.end()));
  }
  return found;
}

void AuditMatchDecks(std::span<const GameInfo> games, const RulesetLookup& rulesets,
                     std::vector<GameAudit>& audits) {
  std::map<std::string, const GameInfo*> by_id;
  for (const GameInfo& g : games) by_id[g.game_id] = &g;
  for (GameAudit& audit : audits) {
    const auto info = by_id.find(audit.game);
    if (info == by_id.end() || !audit.folded) continue;
    const Header& duel = info->second->header;
    const std::optional<Header> reference = MatchReference(games, duel);
    if (!reference) continue;
    auto ruleset = rulesets(duel);
    if (!ruleset.ok()) continue;
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
    for (Violation& v : SideDeckViolations(**ruleset, *reference, duel)) {
      AuditedViolation audited;
      audited.violation = std::move(v);
      audited.standing = ruled_by ? Standing::kRuled : Standing::kStanding;
      audited.ruled_by = ruled_by;
      audited.ruling_signature = signature;
      audited.remedy = ruled_by ? "left standing by ruling (seq " + std::to_string(*ruled_by) + ")"
                                : "against the lists of " + reference->game_id + " (duel " +
                                      std::to_string(reference->duel) + " of match " +
                                      duel.match + "): a penalty, or leave it standing with a "
                                      "ruling (tcgjudge ruling " + audit.game +
                                      " --settles 1 ...)";
      added.push_back(std::move(audited));
    }
    // Seq 1 first, as the violations are in seq order.
    audit.violations.insert(audit.violations.begin(), std::make_move_iterator(added.begin()),
                            std::make_move_iterator(added.end()));
  }
}

}  // namespace tcgjudge
