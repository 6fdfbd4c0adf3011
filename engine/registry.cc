#include "engine/registry.h"

namespace tcgjudge {

void RulesetRegistry::Add(std::unique_ptr<Ruleset> ruleset) {
  TJ_CHECK(ruleset != nullptr);
  TJ_CHECK_MSG(Find(ruleset->Id()) == nullptr, "ruleset registered twice");
  rulesets_.push_back(std::move(ruleset));
}

const Ruleset* RulesetRegistry::Find(std::string_view id) const {
  for (const auto& ruleset : rulesets_) {
    if (ruleset->Id() == id) return ruleset.get();
  }
  return nullptr;
}

std::vector<std::string> RulesetRegistry::Ids() const {
  std::vector<std::string> ids;
  for (const auto& ruleset : rulesets_) ids.emplace_back(ruleset->Id());
  return ids;
}

Result<const Ruleset*> RulesetRegistry::ForHeader(const Header& header) const {
  const Ruleset* ruleset = Find(header.ruleset);
  if (ruleset == nullptr) {
    std::string known;
    for (const std::string& id : Ids()) known += (known.empty() ? "" : ", ") + id;
    return Status::InvalidInput("header.ruleset: no rules engine for '" + header.ruleset +
                                "' in this build (it has: " + (known.empty() ? "none" : known) +
                                ")");
  }
  if (!ruleset->SupportsVersion(header.ruleset_version)) {
    return Status::InvalidInput("header.rulesetVersion: the '" + header.ruleset +
                                "' engine does not implement rulebook version '" +
                                header.ruleset_version + "'");
  }
  return ruleset;
}

}  // namespace tcgjudge
