// The bot's game header: two copies of one legal deck of the bundled set (every keyword and limit
// in play) and every ruleset option written out (options.h AllOptions: a bot game names the
// readings it is played under).

#ifndef TCGJUDGE_ENGINE_WHEEL_BOT_DECK_H_
#define TCGJUDGE_ENGINE_WHEEL_BOT_DECK_H_

#include <string>

#include "engine/wheel/options.h"
#include "events/event.h"

namespace tcgjudge::wheel {

Header WheelBotHeader(const std::string& game_id, const Options& options = {});

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_BOT_DECK_H_
