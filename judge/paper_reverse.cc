#include "judge/paper_reverse.h"

#include <array>
#include <map>
#include <vector>

#include "engine/knowledge.h"
#include "judge/game_replay.h"

namespace tcgjudge {
namespace {

// What the record knows of each seat's cards nobody saw at one position, as far as a reversal
// asks: how many handles were minted, and which of them are retired.
struct UnknownCards {
  std::array<size_t, 2> minted{};
  std::array<std::vector<bool>, 2> retired;
};

UnknownCards UnknownCardsOf(const Ruleset& ruleset, const GameState& state) {
  UnknownCards out;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const SeatKnowledge* knowledge = ruleset.Knowledge(state, seat);
    if (knowledge == nullptr) continue;
    const size_t s = SeatIndex(seat);
    out.minted[s] = knowledge->handles().size();
    for (const HandleFacts& h : knowledge->handles()) out.retired[s].push_back(h.retired);
  }
  return out;
}

// "A#5 and A#6", "A#5, A#6 and B#3".
std::string NamesText(const std::vector<std::string>& names) {
  std::string text;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += i + 1 == names.size() ? " and " : ", ";
    text += names[i];
  }
  return text;
}

}  // namespace

Result<std::string> InexactReversal(const Ruleset& ruleset, std::span<const Event> log,
                                    uint32_t seq, const GameState& now_state) {
  if (ruleset.Knowledge(now_state, Seat::kA) == nullptr) return std::string();  // Omniscient.
  std::map<uint32_t, UnknownCards> at;  // After the header and every folded event.
  uint32_t before_seq = 0;
  TJ_RETURN_IF_ERROR(ReplayGame(ruleset, log, [&](const ReplayStep& step) {
                       if (!step.folded) return;
                       if (step.event.seq == seq) before_seq = step.before_seq;
                       at[step.event.seq] = UnknownCardsOf(ruleset, step.state);
                     }).status());
  const UnknownCards before = at[before_seq == 0 ? 1 : before_seq];
  const UnknownCards now = UnknownCardsOf(ruleset, now_state);
  std::vector<std::string> drawn;
  std::vector<std::string> shuffled;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const size_t s = SeatIndex(seat);
    for (size_t h = before.minted[s]; h < now.minted[s]; ++h) {
      drawn.push_back(HandleName(SeatLetter(seat), static_cast<HandleIndex>(h)));
    }
    for (size_t h = 0; h < now.retired[s].size(); ++h) {
      const bool was = h < before.retired[s].size() && before.retired[s][h];
      if (now.retired[s][h] && !was) {
        shuffled.push_back(HandleName(SeatLetter(seat), static_cast<HandleIndex>(h)));
      }
    }
  }
  if (drawn.empty() && shuffled.empty()) return std::string();
  std::string why =
      "a paper game's decision is reversed exactly only where it moved no card "
      "nobody saw out of a hidden pile and shuffled none back into one; since the "
      "position before seq " +
      std::to_string(seq) + ", ";
  if (!drawn.empty()) {
    why += NamesText(drawn) + " left" +
           " a hidden pile unseen (which physical card is which, the record does not know)";
  }
  if (!shuffled.empty()) {
    why += std::string(drawn.empty() ? "" : ", and ") + NamesText(shuffled) +
           " went back into a hidden pile that was shuffled unseen";
  }
  why +=
      ". The back-up plan, in the order of MTG's IPG 1.4: undo the actions in reverse order; "
      "each card drawn since goes back as a card picked at random from the zone it went to "
      "among the cards nobody saw there, onto the pile it left; a pile shuffled since is "
      "shuffled again in its random portion; what was revealed stays known. tcgjudge does not "
      "record that plan as facts yet: carry it out at the table and record what happens, or "
      "leave the decision standing with a ruling";
  return why;
}

}  // namespace tcgjudge
