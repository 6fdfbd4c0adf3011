// The bot's game header: a legal 60-card deck of the bundled set for each commander (A: 伊莎贝拉·
// 凯恩 of 众神议会, B: 格罗姆·铁牙 of 自由战线; every card type, vehicle, weapon, armour,
// accessory, crystal and command in play) and every ruleset option written out (options.h
// AllOptions: a bot game names the readings it is played under).

#ifndef TCGJUDGE_ENGINE_RISE_BOT_DECK_H_
#define TCGJUDGE_ENGINE_RISE_BOT_DECK_H_

#include <string>

#include "engine/rise/options.h"
#include "events/event.h"

namespace tcgjudge::rise {

Header RiseBotHeader(const std::string& game_id, const Options& options = {});

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_BOT_DECK_H_
