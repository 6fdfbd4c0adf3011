#include "viewer/rulesets.h"

#include "engine/zero/zero_ruleset.h"
#include "events/card_set.h"

namespace tcgjudge {

Result<std::unique_ptr<RulesetRegistry>> LoadRulesets(const std::string& cards_path) {
  auto set = LoadCardSetFile(cards_path);
  if (!set.ok()) return set.status().WithContext("--cards");
  auto registry = std::make_unique<RulesetRegistry>();
  registry->Add(std::make_unique<zero::ZeroRuleset>(zero::CardTable(*set)));
  return registry;
}

}  // namespace tcgjudge
