// 神话起源 against the ruleset conformance suite (tests/engine/conformance.h), with the pins of its
// sample games (samples/myth/).

#include "tests/engine/conformance.h"

#include "engine/myth/myth_ruleset.h"

TJ_RULESET_CONFORMANCE(
    myth, myth::MythRuleset::FromCardFile,
    {{"sample-game", "abe89fc3a56c47cdefbf22b081b2b53178ce4cfc10be405260af33f2b044a880",
      "cdac5386206eb03bdf319468bda46c578dbb1f5a022b2ebd2f0ccf7ff6e8c5d7"},
     {"sample-game-illegal", "d3c57a1abf4660eaec8da9735d3fbf890135294f72cb5ff6265ed0485a3f01c9",
      "4bcbd97e489d002793aecda48192d531d2c412dab1c6196b0857dd89855f614a"}});
