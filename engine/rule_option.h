// Reading a game header's ruleset options (Header.options): what every ruleset's option parser
// says when a value is not one it takes.

#ifndef TCGJUDGE_ENGINE_RULE_OPTION_H_
#define TCGJUDGE_ENGINE_RULE_OPTION_H_

#include <string>

#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// kInvalidInput "header.options: NAME = 'VALUE': expected EXPECTED".
inline Status BadOptionValue(const RuleOption& option, const std::string& expected) {
  return Status::InvalidInput("header.options: " + option.name + " = '" + option.value +
                              "': expected " + expected);
}

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_RULE_OPTION_H_
