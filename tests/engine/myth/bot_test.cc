// Seeded bot games on the engine directly: random legal play ends legally with the invariants
// holding after every decision, and injected illegal decisions are flagged with their rule and
// nothing else (the conformance suite's checks, until the seam runs them for myth).

#include "engine/bot.h"

#include <cmath>
#include <iostream>

#include "engine/myth/candidates.h"
#include "engine/myth/field.h"
#include "tests/engine/myth/table.h"

#ifndef TJ_BOT_GAMES
#define TJ_BOT_GAMES 40
#endif

namespace tcgjudge::myth::testing {
namespace {

// Every basic card of the set `general` may play (§23 ②③), as many copies as reach 60.
std::vector<std::string> BotLibrary(const std::string& general_code) {
  const CardTable& table = Cards();
  const cards::Card& general = table[*table.Find(general_code)];
  std::vector<std::string> eligible;
  for (size_t i = 0; i < table.size(); ++i) {
    const cards::Card& card = table[static_cast<uint16_t>(i)];
    if (!card.IsBasic()) continue;
    if (card.Type() == cards::CardType::kCreature && card.faction != cards::Faction::kNone &&
        card.faction != general.faction) {
      continue;
    }
    const bool classed =
        card.Type() == cards::CardType::kSpell || card.Type() == cards::CardType::kEquipment;
    if (classed && card.class_ != cards::Class::kNone && card.class_ != general.class_) continue;
    eligible.push_back(card.code);
  }
  const size_t copies = std::min<size_t>(4, (60 + eligible.size() - 1) / eligible.size());
  std::vector<std::string> out;
  for (size_t copy = 0; copy < copies; ++copy) {
    out.insert(out.end(), eligible.begin(), eligible.end());
  }
  return out;
}

struct Played {
  int decisions = 0;
  int injected = 0;
  std::string end_reason;
  std::string failure;
};

// One seeded game: the shuffles are random facts; each decision uniform among the legal ones
// (passes made rarer so games reach their end), or at `illegal_rate` an illegal one.
Played PlayGame(uint64_t seed, double illegal_rate) {
  BotRandom random(seed);
  std::array<Decklist, 2> decks{Decklist{kDixin, "", BotLibrary(kDixin)},
                                Decklist{kDaji, kHolyPearl, BotLibrary(kDaji)}};
  std::vector<Violation> deck_violations;
  Result<State> started = StartGame(Cards(), decks, {}, &deck_violations);
  Played out;
  if (!started.ok() || !deck_violations.empty()) {
    out.failure = "the bot decks are not legal";
    return out;
  }
  State s = *started;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    std::vector<CardId> order = s.Player(seat).library;
    for (size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[random.Below(i)]);
    Context c(s, Cards(), 0);
    DoShuffle(c, seat, order);
  }
  uint32_t seq = 1;
  while (!s.over && out.decisions < 20000) {
    Context c(s, Cards(), ++seq);
    Seat player = s.waiting_for;
    Move move;
    std::string expected;
    if (illegal_rate > 0 && random.Below(1000) < illegal_rate * 1000) {
      std::vector<IllegalMove> illegal = IllegalMoves(c);
      if (!illegal.empty()) {
        const IllegalMove& pick = illegal[random.Below(illegal.size())];
        player = pick.player;
        move = pick.move;
        expected = pick.code;
      }
    }
    if (expected.empty()) {
      std::vector<Move> legal = LegalMoves(c);
      if (legal.empty()) {
        out.failure = "no legal decision at seq " + std::to_string(seq);
        return out;
      }
      // Passing is one choice among many; it is taken a third of the time when others exist.
      const bool pass = legal.size() == 1 || random.Below(3) == 0;
      move = pass ? legal.front() : legal[1 + random.Below(legal.size() - 1)];
    }
    Context apply(s, Cards(), seq);
    Status status = ApplyMove(apply, player, move);
    ++out.decisions;
    if (!status.ok()) {
      out.failure = "refused at seq " + std::to_string(seq) + ": " + status.ToString();
      return out;
    }
    if (expected.empty() && !apply.violations.empty()) {
      out.failure = "a legal decision was flagged at seq " + std::to_string(seq) + ": " +
                    apply.violations.front().message;
      return out;
    }
    if (!expected.empty()) {
      ++out.injected;
      if (apply.violations.size() != 1 || apply.violations.front().code != expected) {
        out.failure = "an injected " + expected + " at seq " + std::to_string(seq) + " drew " +
                      std::to_string(apply.violations.size()) + " violations";
        return out;
      }
    }
    const std::string broken = InvariantProblem(s, Cards());
    if (!broken.empty()) {
      out.failure = "after seq " + std::to_string(seq) + ": " + broken;
      return out;
    }
  }
  if (!s.over) out.failure = "the game did not end in 20,000 decisions";
  out.end_reason = s.end_reason;
  return out;
}

TEST(MythBotGames, SeededGamesEndLegallyWithTheInvariantsHoldingAfterEveryDecision) {
  int decisions = 0;
  int by_life = 0;
  for (uint64_t seed = 1; seed <= TJ_BOT_GAMES; ++seed) {
    const Played game = PlayGame(seed, 0);
    ASSERT_EQ(game.failure, "") << "seed " << seed;
    decisions += game.decisions;
    by_life += game.end_reason.find("no life left") != std::string::npos ? 1 : 0;
  }
  EXPECT_GT(decisions, 100 * TJ_BOT_GAMES);
  EXPECT_GT(by_life, 0) << "the bots fight: some games end with a general at 0 life (§1.1 #1)";
  std::cout << TJ_BOT_GAMES << " games, " << decisions << " decisions, " << by_life
            << " ended by a general's life\n";
}

TEST(MythBotGames, EveryInjectedIllegalDecisionIsFlaggedWithItsRuleAndNothingElse) {
  int injected = 0;
  for (uint64_t seed = 1; seed <= TJ_BOT_GAMES / 2; ++seed) {
    const Played game = PlayGame(1000 + seed, 0.05);
    ASSERT_EQ(game.failure, "") << "seed " << 1000 + seed;
    injected += game.injected;
  }
  EXPECT_GT(injected, 20);
}

}  // namespace
}  // namespace tcgjudge::myth::testing
