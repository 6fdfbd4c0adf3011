// 永恒之轮 against the ruleset conformance suite (tests/engine/conformance.h), with the pins of
// its sample games (samples/wheel/), recorded from their first fold.

#include "tests/engine/conformance.h"

#include "engine/wheel/wheel_ruleset.h"

TJ_RULESET_CONFORMANCE(
    wheel, wheel::WheelRuleset::FromCardFile,
    {{"paper-game", "7292c90b796170f64d9b0d1a4c429f6379961bcbc44795f7c7d1ad7adaf8d9df",
      "35c4a3559a0bebc0601999680b70ec04d81fe3fd730ce85bc00aaa8a26378c39"},
     {"paper-game-open", "81e694f65925b07fb6110e10880c47f2c9e047e4987f70f3c3555527df568fd8",
      "0080026b691613d6d1ed8cd458f24cb858beed0620a1d206c61e73c81591c692"},
     {"sample-game", "358c8732e8ab5d051dbb94447f3f9d5d5d2c2276030f09e4745101f884ed9a78",
      "0f176d8b1b01e014141dbed7db16df2ea6ddf5f25b2593a36d42e880cc3ece4c"},
     {"sample-game-illegal", "4a3cc3adfbe0e35353ad6eb2cdc79cd5417b1600d25ba86e3a83eb7078bf521f",
      "1d68c99cef1699048d8def2315481b09d71e5de9556ec909195dfca70fe76f1e"}});
