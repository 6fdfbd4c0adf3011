// 零次元 against the ruleset conformance suite (tests/engine/conformance.h), with the pins of its
// sample games (samples/zero/).

#include "tests/engine/conformance.h"

#include "engine/zero/zero_ruleset.h"

TJ_RULESET_CONFORMANCE(
    zero, zero::ZeroRuleset::FromCardFile,
    {{"sample-game", "ba06dfebc21023efd439838d45562dd6c532acc1e7a3cc0201abae3c00bfeb41",
      "cab27a2d50d6328cd72720e4efb296287c625e2555b0136889397f613d8f3eba"},
     {"bot-game-clean", "00c4183d60209d726134d71d592a576f24e6cd79932151a10697bf41c0199225",
      "5e069c54180f035473a860a18560702a8a445c3c8be3c58cd449bb9213dab1f8"},
     {"bot-game-illegal", "eb811f24f9af0dbb93ea384d33f7b567dba19dd30629e2e51aaafd959f6a6f0e",
      "bfaa67791ae8fb00895e7d6961232b1eccba14285ad5c3ee8ed73f3f3fdb51d3"}});
