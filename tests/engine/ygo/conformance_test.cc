// Yu-Gi-Oh against the ruleset conformance suite (tests/engine/conformance.h), with the pins of
// its sample games (samples/ygo/).

#include "tests/engine/conformance.h"

#include "engine/ygo/ygo_ruleset.h"

TJ_RULESET_CONFORMANCE(
    ygo, ygo::YgoRuleset::FromCardFile,
    {{"sample-game", "5558a17463bd98e660776b349a84ca7ec8df2bea41d926e6216a955f403aebd8",
      "6ced6c7eeb89c51e4e98bc29f876f1c7cb713be20fc35d814049d3c9ef014bd2"},
     {"sample-game-illegal", "4ce6aaa8a918b4ac21b354f0e2f298e51e34c637cbb27569aabacc650d5f983f",
      "079e3c86ef024cc33c92729f255e16b4f01fd2f890e14b7a4be05cf640de5a1b"}});
