// 永恒之轮 against the ruleset conformance suite (tests/engine/conformance.h), with the pins of
// its sample games (samples/wheel/), recorded from their first fold. The two paper games'
// were recorded again when W-P11 marked a war spirit counted on an unknown card (their reviews
// unchanged): docs/rulings-wheel.md.

#include "tests/engine/conformance.h"

#include "engine/wheel/wheel_ruleset.h"

TJ_RULESET_CONFORMANCE(
    wheel, wheel::WheelRuleset::FromCardFile,
    {{"paper-game", "e8c1e603daaf0d2045d1aed47d7aeaacfd4a796e4a6653a8e4ff78f9597b4fa2",
      "cfb7173d1a6e845dcf57acfce9cd11d9e9d9108723807ff5fdcf72e922250e3f"},
     {"paper-game-open", "0b3ddccfea7ca1403c1e93768e229232894075a8417ee1a369d8dd963015dce2",
      "e5eb7208996049d06e12c47efeb9a6a08965c3128c14978101f97aa7a2ed243c"},
     {"sample-game", "358c8732e8ab5d051dbb94447f3f9d5d5d2c2276030f09e4745101f884ed9a78",
      "0f176d8b1b01e014141dbed7db16df2ea6ddf5f25b2593a36d42e880cc3ece4c"},
     {"sample-game-illegal", "4a3cc3adfbe0e35353ad6eb2cdc79cd5417b1600d25ba86e3a83eb7078bf521f",
      "1d68c99cef1699048d8def2315481b09d71e5de9556ec909195dfca70fe76f1e"}});
