#include "tests/store/test_events.h"

#include <cstdio>
#include <utility>

namespace tcgjudge::testing {

Header TestHeader(const std::string& game) {
  Header header;
  header.ruleset = "zero";
  header.ruleset_version = "2013-02-01";
  header.game_id = game;
  header.tournament = "Store test cup";
  header.round = 1;
  header.table = 7;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    Player player;
    player.name = seat == 0 ? "Alice" : "Bob";
    player.player_id = seat == 0 ? "ZD-0001" : "ZD-0002";
    for (int i = 1; i <= kTestDeckSize; ++i) {
      char code[16];
      std::snprintf(code, sizeof(code), "BP02-%03d", i);
      player.deck.push_back(code);
    }
    header.players.push_back(std::move(player));
  }
  header.first_player = Seat::kA;
  return header;
}

Event HeaderEvent(const std::string& game) {
  Event event;
  event.game = game;
  event.seq = 1;
  event.time = "2026-11-21T14:00:00Z";
  event.actor = TableActor{};
  event.body = TestHeader(game);
  return event;
}

Event PassEvent(const std::string& game, uint32_t seq, Seat seat) {
  Event event;
  event.game = game;
  event.seq = seq;
  event.actor = seat;
  event.body = Decision(PassPriority{});
  return event;
}

Event PlayCardEvent(const std::string& game, uint32_t seq, Seat seat, uint16_t index) {
  Event event;
  event.game = game;
  event.seq = seq;
  event.time = "2026-11-21T14:05:30.25Z";
  event.actor = seat;
  PlayCard play;
  play.card = CardId{seat, index};
  if (index < kTestDeckSize) play.payment.tap = {CardId{seat, static_cast<uint16_t>(index + 1)}};
  play.targets = {OtherSeat(seat)};
  event.body = Decision(std::move(play));
  return event;
}

Event DecisionAt(const std::string& game, uint32_t seq) {
  const Seat seat = seq % 4 < 2 ? Seat::kA : Seat::kB;
  if (seq % 2 == 0) return PassEvent(game, seq, seat);
  return PlayCardEvent(game, seq, seat, static_cast<uint16_t>(1 + seq % kTestDeckSize));
}

std::vector<Event> LogEvents(const std::string& game, uint32_t first_seq, uint32_t count) {
  std::vector<Event> events;
  for (uint32_t seq = first_seq; seq < first_seq + count; ++seq) {
    events.push_back(seq == 1 ? HeaderEvent(game) : DecisionAt(game, seq));
  }
  return events;
}

AppendRequest LogAppend(const std::string& game, uint32_t first_seq, uint32_t count) {
  return AppendRequest{game, first_seq, LogEvents(game, first_seq, count)};
}

std::vector<Event> EveryKindLog(const std::string& game) {
  std::vector<Event> events = {HeaderEvent(game)};
  auto add = [&](Actor actor, EventBody body) {
    Event event;
    event.game = game;
    event.seq = static_cast<uint32_t>(events.size() + 1);
    event.actor = std::move(actor);
    event.body = std::move(body);
    events.push_back(std::move(event));
  };
  auto a = [](uint16_t index) { return CardId{Seat::kA, index}; };
  auto b = [](uint16_t index) { return CardId{Seat::kB, index}; };

  ShuffleFact shuffle{Seat::kB, {}};
  for (uint16_t i = kTestDeckSize; i >= 1; --i) shuffle.order.push_back(b(i));
  add(TableActor{}, Fact(shuffle));
  add(TableActor{}, Fact(CoinFlipFact{CoinSide::kTails, "first player"}));
  add(TableActor{}, Fact(DieRollFact{20, 20, "who chooses"}));

  PlayCard play;
  play.card = a(7);
  play.payment = Payment{{a(31)}, {a(8)}, {a(1)}, {a(2)}, {a(3)}};
  play.targets = {b(5), Seat::kB};
  play.choices = {ChoiceOption{"mode 2"}, ChoiceNumber{-3}, ChoiceYesNo{true},
                  ChoiceCards{{a(9), a(10)}}};
  add(Seat::kA, Decision(play));
  ActivateEffect activate;
  activate.card = b(12);
  activate.effect = 1;
  activate.payment.tap = {b(12)};
  activate.targets = {a(7)};
  activate.choices = {ChoiceYesNo{false}};
  add(Seat::kB, Decision(activate));
  add(Seat::kA, Decision(Upgrade{a(7), UpgradeMethod::kRevealHand, a(5)}));
  add(Seat::kA, Decision(PlaceResource{a(40)}));
  add(Seat::kB, Decision(PlaceResource{std::nullopt}));
  add(Seat::kA, Decision(DeclareAttack{a(7), Payment{{}, {a(11)}, {}, {}, {}}}));
  add(Seat::kA, Decision(ChooseAttackTarget{b(3)}));
  add(Seat::kA, Decision(ChooseAttackTarget{std::nullopt}));
  add(Seat::kB, Decision(DeclareDefender{b(4)}));
  add(Seat::kB, Decision(DeclareDefender{std::nullopt}));
  add(Seat::kB, Decision(PassPriority{}));
  add(Seat::kA, Decision(DiscardCards{{a(20), a(21)}}));
  add(Seat::kB, Decision(ChooseCards{{b(17)}}));
  add(Seat::kA, Decision(ChooseYesNo{true}));
  add(Seat::kA, Decision(ChooseOrder{{OrderItem{a(7), std::nullopt}, OrderItem{a(12), 1}}}));
  add(Seat::kB, Decision(ChooseNumber{3}));

  add(JudgeActor{"J-0042"}, JudgeAction{{"902(1)"}, "played out of timing", Reverse{6}});
  add(JudgeActor{"J-0042"}, JudgeAction{{"902"}, "", BackUp{4}});
  add(JudgeActor{"J-0042"}, JudgeAction{{"305(4)"}, "the older one is scrapped", Ruling{}});
  add(JudgeActor{"J-0042"},
      JudgeAction{{}, "looked at the deck", Penalty{Seat::kA, PenaltyKind::kWarning}});
  add(JudgeActor{"J-7"}, JudgeAction{{}, "slow play reminder", Note{}});
  add(Seat::kB, Decision(Concede{}));
  return events;
}

Event WithoutPrevHash(Event event) {
  event.prev_hash = {};
  return event;
}

}  // namespace tcgjudge::testing
