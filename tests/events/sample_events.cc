#include "tests/events/sample_events.h"

#include "events/codec.h"

namespace tcgjudge {

void PrintTo(const Event& event, std::ostream* os) { *os << EventToJson(event); }

}  // namespace tcgjudge

namespace tcgjudge::testing {
namespace {

CardId A(uint16_t index) { return CardId{Seat::kA, index}; }
CardId B(uint16_t index) { return CardId{Seat::kB, index}; }
CardId AT(uint16_t n) { return CardId::Token(Seat::kA, n); }

Event Make(uint32_t seq, Actor actor, EventBody body) {
  Event e;
  e.game = "g1";
  e.seq = seq;
  e.time =
      "2026-11-21T14:03:" + std::string(seq % 60 < 10 ? "0" : "") + std::to_string(seq % 60) + "Z";
  e.prev_hash[0] = static_cast<uint8_t>(seq);  // Any 32 bytes: the codec does not check links.
  e.actor = std::move(actor);
  e.body = std::move(body);
  return e;
}

}  // namespace

Header SampleHeader(const std::string& game) {
  Header h;
  h.ruleset = "zero";
  h.ruleset_version = "2013-02-01";
  h.game_id = game;
  h.tournament = "上海城市赛";
  h.round = 3;
  h.table = 12;
  for (int seat = 0; seat < 2; ++seat) {
    Player p;
    p.name = seat == 0 ? "王小明" : "李华";
    p.player_id = seat == 0 ? "ZD-0001" : "";
    for (int i = 0; i < 50; ++i) {
      char code[16];
      std::snprintf(code, sizeof(code), "BP02-%03d", 1 + (i / 4));
      p.deck.push_back(code);
    }
    h.players.push_back(std::move(p));
  }
  h.first_player = Seat::kB;
  h.options = {RuleOption{"directAttackDamage", "1"}};
  return h;
}

std::vector<NamedEvent> EveryEventKind() {
  Header header = SampleHeader();
  std::vector<NamedEvent> events;
  uint32_t seq = 1;
  auto add = [&](std::string name, Actor actor, EventBody body) {
    events.push_back(NamedEvent{std::move(name), Make(seq++, std::move(actor), std::move(body))});
  };
  add("header", TableActor{}, header);
  events.back().event.prev_hash = {};

  ShuffleFact shuffle{Seat::kA, {}};
  for (uint16_t i = 50; i >= 1; --i) shuffle.order.push_back(A(i));
  add("shuffle", TableActor{}, Fact(shuffle));
  add("coinFlip", TableActor{}, Fact(CoinFlipFact{CoinSide::kTails, "first player"}));
  add("dieRoll", TableActor{}, Fact(DieRollFact{6, 4, ""}));

  PlayCard play;
  play.card = A(7);
  play.payment.tap = {A(31), A(32)};
  play.payment.discard = {A(8)};
  play.payment.scrap = {A(1)};
  play.targets = {B(5), Seat::kB};
  play.choices = {ChoiceOption{"mode 2"}, ChoiceNumber{-3}, ChoiceYesNo{true},
                  ChoiceCards{{A(9), A(10)}}};
  add("playCard", Seat::kA, Decision(play));

  ActivateEffect activate;
  activate.card = B(12);
  activate.effect = 2;
  activate.payment.tap = {B(12)};
  activate.targets = {A(7)};
  add("activateEffect", Seat::kB, Decision(activate));

  add("upgrade flipResource", Seat::kA,
      Decision(Upgrade{A(7), UpgradeMethod::kFlipResource, A(31)}));
  add("upgrade revealHand", Seat::kA, Decision(Upgrade{A(7), UpgradeMethod::kRevealHand, A(5)}));
  add("placeResource card", Seat::kA, Decision(PlaceResource{A(40)}));
  add("placeResource none", Seat::kB, Decision(PlaceResource{std::nullopt}));
  DeclareAttack attack;
  attack.attacker = A(7);
  attack.payment.discard = {A(11)};
  add("declareAttack", Seat::kA, Decision(attack));
  add("chooseAttackTarget card", Seat::kA, Decision(ChooseAttackTarget{B(3)}));
  add("chooseAttackTarget lifeZone", Seat::kA, Decision(ChooseAttackTarget{std::nullopt}));
  add("declareDefender card", Seat::kB, Decision(DeclareDefender{B(4)}));
  add("declareDefender none", Seat::kB, Decision(DeclareDefender{std::nullopt}));
  add("pass", Seat::kB, Decision(PassPriority{}));
  add("discard", Seat::kA, Decision(DiscardCards{{A(20), A(21)}}));
  add("chooseCards", Seat::kB, Decision(ChooseCards{{B(17)}}));
  add("chooseYesNo", Seat::kA, Decision(ChooseYesNo{false}));
  add("chooseOrder", Seat::kA,
      Decision(ChooseOrder{{OrderItem{A(7), std::nullopt}, OrderItem{A(12), uint8_t{1}}}}));
  add("chooseNumber", Seat::kB, Decision(ChooseNumber{3}));
  add("concede", Seat::kB, Decision(Concede{}));

  // Yu-Gi-Oh's own verbs (events/ygo/decision.capnp).
  using ygo::Cell;
  const Cell m3{Cell::Kind::kMonster, 2}, s1{Cell::Kind::kSpellTrap, 0};
  add("normalSummon", Seat::kA, Decision(ygo::Decision(ygo::NormalSummon{A(7), m3, {A(1)}})));
  add("setMonster", Seat::kB, Decision(ygo::Decision(ygo::SetMonster{B(3), m3, {}})));
  add("flipSummon", Seat::kB, Decision(ygo::Decision(ygo::FlipSummon{B(3)})));
  add("changePosition", Seat::kA, Decision(ygo::Decision(ygo::ChangePosition{A(7)})));
  add("specialSummon", Seat::kA,
      Decision(ygo::Decision(ygo::SpecialSummon{
          A(41), {A(7), AT(1)}, Cell{Cell::Kind::kExtraMonster, 1}, ygo::Position::kDefense})));
  add("pendulumSummon", Seat::kA,
      Decision(ygo::Decision(
          ygo::PendulumSummon{{{A(9), Cell{Cell::Kind::kMonster, 0}, ygo::Position::kAttack},
                               {A(45), Cell{Cell::Kind::kMonster, 4}, ygo::Position::kDefense}}})));
  ygo::Activate activate_ygo;
  activate_ygo.card = B(20);
  activate_ygo.effect = 1;
  activate_ygo.cell = Cell{Cell::Kind::kField, 0};
  activate_ygo.targets = {A(7), AT(2)};
  activate_ygo.cost = {{B(4)}, {B(5)}, {B(6)}, {B(7)}, {B(8)}, 1000};
  add("activate", Seat::kB, Decision(ygo::Decision(activate_ygo)));
  add("setSpellTrap", Seat::kB, Decision(ygo::Decision(ygo::SetSpellTrap{B(21), s1})));
  add("attack", Seat::kA, Decision(ygo::Decision(ygo::Attack{A(7), B(3)})));
  add("attackDirect", Seat::kA, Decision(ygo::Decision(ygo::Attack{A(7), std::nullopt})));
  add("nextPhase", Seat::kA, Decision(ygo::Decision(ygo::NextPhase{ygo::Phase::kBattle})));

  // 永恒之轮's own verbs (events/wheel/decision.capnp).
  const wheel::Cell az2{wheel::Row::kAttack, 1}, dz3{wheel::Row::kDefense, 2};
  auto wheel_decision = [](wheel::Decision d) { return Decision(std::move(d)); };
  add("placeManaStone", Seat::kA, wheel_decision(wheel::PlaceManaStone{A(50)}));
  add("playWarSpirit", Seat::kA, wheel_decision(wheel::PlayWarSpirit{A(7), az2, false}));
  add("playVehicle", Seat::kB, wheel_decision(wheel::PlayVehicle{B(9), dz3, true}));
  add("playMagic", Seat::kA,
      wheel_decision(wheel::PlayMagic{A(12), {wheel::Target(B(3)), wheel::Target(Seat::kB)}}));
  add("moveUnit", Seat::kA, wheel_decision(wheel::MoveUnit{A(7), dz3}));
  add("wheel declareAttack", Seat::kA,
      wheel_decision(wheel::DeclareAttack{A(7), wheel::Target(Seat::kB)}));
  add("guard", Seat::kB, wheel_decision(wheel::Guard{B(4)}));
  add("board", Seat::kB, wheel_decision(wheel::Board{B(5), B(9)}));
  add("swap", Seat::kA, wheel_decision(wheel::Swap{A(20), A(7)}));
  add("flipAmbush", Seat::kB, wheel_decision(wheel::FlipAmbush{B(9)}));
  add("wheel activateEffect", Seat::kB,
      wheel_decision(wheel::ActivateEffect{B(4), 1, {wheel::Target(A(7))}}));

  add("reverse", JudgeActor{"J-0042"},
      JudgeAction{{"902(1)", "318(1)"}, "played outside the action phase", Reverse{5}});
  add("backUp", JudgeActor{"J-0042"}, JudgeAction{{"902"}, "", BackUp{4}});
  add("restore", JudgeActor{"J-0042"},
      JudgeAction{{}, "the back-up was a mistake", Restore{static_cast<uint32_t>(events.size())}});
  add("ruling", JudgeActor{"J-0042"},
      JudgeAction{{"305(4)"}, "丝诺: the older one is scrapped", Ruling{}});
  add("penalty", JudgeActor{"J-0042"},
      JudgeAction{{}, "looked at the deck", Penalty{Seat::kA, PenaltyKind::kWarning}});
  add("note", JudgeActor{"J-7"}, JudgeAction{{}, "slow play reminder", Note{}});
  add("result", JudgeActor{"J-7"},
      JudgeAction{{"901(6)", "101(7)"}, "a mandatory loop without triggers", GameResult{}});
  add("resultWinner", JudgeActor{"J-7"}, JudgeAction{{"101(7)"}, "", GameResult{Seat::kB}});
  // Issue 25's core gaps, after every older kind so that those keep their seqs.
  add("resultAllLose", JudgeActor{"J-7"},
      JudgeAction{{"1.2"}, "both generals fell at once", GameResult{std::nullopt, true}});
  add("randomPick", TableActor{},
      Fact(RandomPickFact{{B(3), B(4), B(5)}, 2, std::vector<CardId>{B(5), B(3)}, "706.5"}));
  add("randomPick unseen", TableActor{},
      Fact(RandomPickFact{{B(3), B(4), B(5)}, 1, std::nullopt, "discard at random"}));

  // 神话起源's own verbs (events/myth/decision.capnp), after every older kind.
  auto myth_decision = [](myth::Decision d) { return Decision(std::move(d)); };
  add("myth useCard", Seat::kA,
      myth_decision(myth::UseCard{A(7), myth::StackAt{2}, {B(3)}, {A(20), A(21)}}));
  add("activateSkill", Seat::kB,
      myth_decision(myth::ActivateSkill{B(4), 1, myth::StackAt{1}, {A(7)}, {B(20)}}));
  add("flipAdventure", Seat::kA, myth_decision(myth::FlipAdventure{A(22), {}, {}, {A(22)}}));
  add("placeSpirit", Seat::kB, myth_decision(myth::PlaceSpirit{B(21)}));
  add("initiateCombat", Seat::kA, myth_decision(myth::InitiateCombat{A(1), B(1), A(9)}));
  add("myth orderTriggers", Seat::kB,
      myth_decision(myth::OrderTriggers{{{B(4), 0, {A(7)}}, {B(5), 2, {}}}}));

  // 崛起TCG's own verbs (events/rise/decision.capnp), after every older kind.
  auto rise_decision = [](rise::Decision d) { return Decision(std::move(d)); };
  rise::LinkChoices choices{{0, 2}, 3, {{B(3), 2}, {Seat::kB, 1}}, {A(30), A(31)}};
  add("rise placeResource", Seat::kA, rise_decision(rise::PlaceResource{A(12), true}));
  add("rise useCard", Seat::kA, rise_decision(rise::UseCard{A(7), choices}));
  add("activateAbility", Seat::kB, rise_decision(rise::ActivateAbility{B(4), 1, {}}));
  add("completeCommand", Seat::kA, rise_decision(rise::CompleteCommand{A(12), 0, choices}));
  add("declareCombat", Seat::kA, rise_decision(rise::DeclareCombat{A(1), B(1)}));
  add("rise guard", Seat::kB, rise_decision(rise::Guard{B(6)}));
  add("fireWeapon", Seat::kB, rise_decision(rise::FireWeapon{B(8), {B(30)}}));
  add("rise board", Seat::kA, rise_decision(rise::Board{A(5), A(9)}));
  add("mulligan", Seat::kB, rise_decision(rise::Mulligan{true}));
  add("chooseUnique", Seat::kA, rise_decision(rise::ChooseUnique{A(14)}));
  add("rise orderTriggers", Seat::kB, rise_decision(rise::OrderTriggers{{{B(4), 0}, {B(5), 1}}}));
  add("exhaustArmour", Seat::kB, rise_decision(rise::ExhaustArmour{B(10)}));
  add("chooseHost", Seat::kA, rise_decision(rise::ChooseHost{A(7)}));
  add("searchDeck", Seat::kA, rise_decision(rise::SearchDeck{{A(33), A(34)}}));
  add("searchDeck that failed", Seat::kB, rise_decision(rise::SearchDeck{}));
  return events;
}

Header PaperHeader(const std::string& game) {
  Header header = SampleHeader(game);
  header.recorder = Recorder{};
  return header;
}

std::vector<NamedEvent> EveryPaperEventKind() {
  const CardId a17 = CardId::Handle(Seat::kA, 17);
  const CardId b2 = CardId::Handle(Seat::kB, 2);
  std::vector<NamedEvent> events;
  uint32_t seq = 1;
  auto add = [&](std::string name, Actor actor, EventBody body) {
    events.push_back(NamedEvent{std::move(name), Make(seq++, std::move(actor), std::move(body))});
    return &events.back().event;
  };
  add("header recorded by the table", TableActor{}, PaperHeader());
  Header by_seat = PaperHeader();
  by_seat.recorder = Recorder{Seat::kB};
  events.push_back(NamedEvent{"header recorded by seat B", Make(1, TableActor{}, by_seat)});
  add("unseenShuffle", TableActor{}, Fact(UnseenShuffleFact{Seat::kA}));
  add("reveal to the table", TableActor{}, Fact(RevealFact{a17, "BP02-001"}));
  add("reveal seen by the judge", TableActor{},
      Fact(RevealFact{b2, "BP02-013", RevealSource::kJudge}));
  add("reveal claimed by B", TableActor{},
      Fact(RevealFact{b2, "BP02-013", RevealSource::kClaim, Seat::kB}));
  add("reveal of an instance", TableActor{}, Fact(RevealFact{A(7), "BP02-002"}));
  add("look with codes", TableActor{},
      Fact(LookFact{Seat::kA, {a17, A(3)}, {"BP02-001", "BP02-001"}}));
  add("look unseen by the record", TableActor{}, Fact(LookFact{Seat::kB, {b2}, {}}));
  add("pileEnd top", TableActor{}, Fact(PileEndFact{a17, PileEnd::kTop}));
  add("pileEnd bottom", TableActor{}, Fact(PileEndFact{b2, PileEnd::kBottom}));
  add("deckCheck", JudgeActor{"J-0815"},
      Fact(DeckCheckFact{Seat::kA, "deck", {"BP02-001", "BP02-003", "BP02-003"}}));
  add("deckCheck of an empty zone", JudgeActor{"J-0815"}, Fact(DeckCheckFact{Seat::kB, "hand"}));
  add("implied pass", Seat::kB, Decision(PassPriority{}))->recording = Recording{true, {}};
  add("play seen by A", Seat::kA, Decision(PlayCard{a17}))->recording =
      Recording{false, {Seat::kA}};
  add("implied draw-step pass seen by B", Seat::kB, Decision(PassPriority{}))->recording =
      Recording{true, {Seat::kB}};
  return events;
}

Event TableFact(Fact fact) {
  Event event;
  event.game = "g1";
  event.seq = 9;
  event.actor = TableActor{};
  event.body = std::move(fact);
  return event;
}

}  // namespace tcgjudge::testing
