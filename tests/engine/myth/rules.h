// The 神话起源 Ruleset with the bundled card set (samples/myth/cards.jsonl), built once: what the
// tests that go through the seam (the log, Ruleset::Apply) play with.

#ifndef TCGJUDGE_TESTS_ENGINE_MYTH_RULES_H_
#define TCGJUDGE_TESTS_ENGINE_MYTH_RULES_H_

#include <string>

#include "engine/myth/myth_ruleset.h"

namespace tcgjudge::myth::testing {

inline const Ruleset& Rules() {
  static const Ruleset* rules = [] {
    auto made = MythRuleset::FromCardFile(std::string(TCGJUDGE_SOURCE_DIR) +
                                          "/samples/myth/cards.jsonl");
    TJ_CHECK_MSG(made.ok(), made.status().ToString().c_str());
    return std::move(made).value().release();
  }();
  return *rules;
}

}  // namespace tcgjudge::myth::testing

#endif  // TCGJUDGE_TESTS_ENGINE_MYTH_RULES_H_
