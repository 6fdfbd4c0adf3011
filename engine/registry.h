// RulesetRegistry: the rulesets a program knows, by id. main() builds one and passes it down;
// there is no global registry and no self-registration.

#ifndef TCGJUDGE_ENGINE_REGISTRY_H_
#define TCGJUDGE_ENGINE_REGISTRY_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/ruleset.h"
#include "events/status.h"

namespace tcgjudge {

class RulesetRegistry {
 public:
  // Adds `ruleset`; its id must not be registered yet.
  void Add(std::unique_ptr<Ruleset> ruleset);

  // The ruleset for `header`: kInvalidInput naming the ruleset id or version when this build
  // has no engine for it, listing the ids it has.
  Result<const Ruleset*> ForHeader(const Header& header) const;

  const Ruleset* Find(std::string_view id) const;
  std::vector<std::string> Ids() const;

 private:
  std::vector<std::unique_ptr<Ruleset>> rulesets_;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_REGISTRY_H_
