// 崛起TCG against the ruleset conformance suite (tests/engine/conformance.h), with the pins of
// its sample games (samples/rise/), recorded from their first fold: two bot games and one written
// by hand from docs/log-format.md 5.3.6-5.3.7 (hand-written.jsonl, imported as written).

#include "tests/engine/conformance.h"

#include "engine/rise/rise_ruleset.h"

TJ_RULESET_CONFORMANCE(
    rise, rise::RiseRuleset::FromCardFile,
    {{"hand-written", "d6984ab62a68e01218c44fecf83239637d3ed9e3fb15a5820c4f510a26bea604",
      "d581ae26134f927d4139202c7bcb86ff2743453c5d6047a04b552fc4433b6aab"},
     {"sample-game", "56334f53a61da17042dbf264c318aeecf0d39f03187616689953dce0e3bd10ff",
      "bc6aa5c37087ea3388c64a62c443243642798791c17bb9ad46ac56c3d2619435"},
     {"sample-game-illegal", "95b9ad1c2baa59b2030336bf84cf8ec4f39660586014b9818cbf9670663002f6",
      "c1abf74caafa3400d665fcf5eca38c773af4a7310685f88d158fe73c6f37a86f"}});
