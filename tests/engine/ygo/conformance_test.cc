// Yu-Gi-Oh against the ruleset conformance suite (tests/engine/conformance.h), with the pins of
// its sample games (samples/ygo/).

#include "tests/engine/conformance.h"

#include "engine/ygo/ygo_ruleset.h"

TJ_RULESET_CONFORMANCE(
    ygo, ygo::YgoRuleset::FromCardFile,
    {{"sample-game", "5558a17463bd98e660776b349a84ca7ec8df2bea41d926e6216a955f403aebd8",
      "6ced6c7eeb89c51e4e98bc29f876f1c7cb713be20fc35d814049d3c9ef014bd2"},
     {"sample-game-illegal", "4ce6aaa8a918b4ac21b354f0e2f298e51e34c637cbb27569aabacc650d5f983f",
      "079e3c86ef024cc33c92729f255e16b4f01fd2f890e14b7a4be05cf640de5a1b"},
     {"match-r4-t7-1", "d5acd692135736a92dbb35d65ca325c0306c7ba7e489b2171f08ade5cbcbbbb6",
      "983fa8ab96a4d8f9343ac9fa84e58274f7ac9d48a1415835b20947dd8b1e5892"},
     {"match-r4-t7-2", "d5a7b0dc711189e8f94d81da26fbda92b624c481d353dc447e61b5f1d56b5135",
      "ed7922fdf061dfee7936560f044c9016a1aa16eb618e52ef66fce76f34647357"},
     {"match-r4-t7-3", "37632221583cd104c968cf8c60a9f161a06a43e98adf405ba68745d92e3402bf",
      "121ebf8a42c440f111cf661911b056c6b586b6695e03346dfa8482f5a3ac4564"}});
