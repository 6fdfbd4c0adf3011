#include "cli/rulesets.h"

#include <fstream>
#include <sstream>

#include "cli/engine_digest.h"
#include "engine/zero/zero_ruleset.h"
#include "events/card_set.h"
#include "events/hash.h"

namespace tcgjudge {

Result<std::unique_ptr<RulesetRegistry>> LoadRulesets(const std::string& cards_path) {
  auto set = LoadCardSetFile(cards_path);
  if (!set.ok()) return set.status().WithContext("--cards");
  auto registry = std::make_unique<RulesetRegistry>();
  registry->Add(std::make_unique<zero::ZeroRuleset>(zero::CardTable(*set)));
  return registry;
}

Result<std::string> EngineFingerprint(const std::string& cards_path) {
  std::ifstream file(cards_path, std::ios::binary);
  std::ostringstream bytes;
  bytes << file.rdbuf();
  if (!file && !file.eof()) return Status::IoError("--cards: " + cards_path + ": cannot be read");
  const std::string digest =
      HashToHex(Blake2b256(std::string(kEngineSourceDigest) + "\n" + bytes.str()));
  return digest.substr(0, 16);
}

}  // namespace tcgjudge
