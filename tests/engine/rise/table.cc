#include "tests/engine/rise/table.h"

#include "engine/rise/context.h"
#include "engine/rise/field.h"
#include "engine/rise/invariants.h"
#include "engine/rise/snapshot.h"
#include "engine/rise/state_key.h"

namespace tcgjudge::rise::testing {

const CardSet& TestSet() {
  static const CardSet set = [] {
    Result<CardSet> loaded =
        LoadCardSetFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/rise/cards.jsonl");
    EXPECT_TRUE(loaded.ok()) << loaded.status().message();
    CardSet s = std::move(*loaded);
    auto add = [&](const std::string& json) {
      Result<cards::Card> card = CardFromJson(json);
      EXPECT_TRUE(card.ok()) << card.status().message();
      EXPECT_TRUE(s.Add(*card).ok());
    };
    for (int i = 1; i <= 20; ++i) {
      const std::string code = (i < 10 ? "F0" : "F") + std::to_string(i);
      add(R"({"code":")" + code + R"(","name":"Filler )" + code +
          R"(","type":"reinforcement","power":1,"life":1,"invented":true})");
    }
    add(R"({"code":"G01","name":"幽灵","type":"reinforcement","life":1,)"
        R"("keywords":{"untargetable":true},"invented":true})");
    add(R"({"code":"G02","name":"补给官","type":"reinforcement","life":2,"abilities":[)"
        R"({"kind":"paid","oncePerTurn":true,"effects":[{"action":"draw","amount":1}]}],)"
        R"("invented":true})");
    add(R"({"code":"G03","name":"晨号手","type":"reinforcement","life":2,"abilities":[)"
        R"({"kind":"triggered","on":"turnStart","effects":[{"action":"draw","amount":1}]}],)"
        R"("invented":true})");
    add(R"({"code":"G04","name":"车载炮","type":"weapon","tags":["炮"],"power":1,"fireCost":1,)"
        R"("invented":true})");
    add(R"({"code":"G05","name":"步兵替代物","type":"reinforcement","token":true,"tags":["步兵"],)"
        R"("power":1,"life":1,"invented":true})");
    add(R"({"code":"G06","name":"空投","type":"ability","cost":1,"effects":[)"
        R"({"action":"createToken","amount":2,"token":"G05"}],"invented":true})");
    auto instant = [&](const char* code, const char* name, int cost, const char* effect) {
      add(std::string(R"({"code":")") + code + R"(","name":")" + name +
          R"(","type":"ability","instant":true,"cost":)" + std::to_string(cost) +
          R"(,"effects":[)" + effect + R"(],"invented":true})");
    };
    instant("G07", "强化", 1,
            R"({"action":"addCounters","amount":2,"target":"character","counterStat":"power",)"
            R"("counterValue":1})");
    instant("G08", "腐蚀", 1,
            R"({"action":"addCounters","amount":2,"target":"character","counterStat":"life",)"
            R"("counterValue":-1})");
    instant("G09", "侦察标记", 0,
            R"({"action":"addCounters","amount":2,"target":"unit","counter":"侦察"})");
    instant("G10", "清除标记", 0,
            R"({"action":"removeCounters","amount":1,"target":"unit","counter":"侦察"})");
    instant("G11", "加固", 0,
            R"({"action":"addCounters","amount":1,"target":"unit","counterStat":"armour",)"
            R"("counterValue":1})");
    add(R"({"code":"G12","name":"战地哨兵","type":"reinforcement","life":2,"abilities":[)"
        R"({"kind":"triggered","on":"turnStart","condition":{"check":"commanderDamaged"},)"
        R"("effects":[{"action":"draw","amount":1}]}],"invented":true})");
    instant("G13", "急救", 0, R"({"action":"repair","amount":5,"target":"character"})");
    instant("G14", "时间扭曲", 0, R"({"action":"extraTurn","amount":1})");
    instant("G15", "停滞力场", 0, R"({"action":"skipTurn","amount":1,"target":"player"})");
    instant("G16", "撤退号令", 0, R"({"action":"endTurn"})");
    instant("G17", "借来的时间", 0, R"({"action":"extraTurn","amount":1,"target":"player"})");
    add(R"({"code":"G18","name":"磁力诱饵","type":"reinforcement","life":3,)"
        R"("keywords":{"magnet":true},"invented":true})");
    instant("G19", "乱射", 0,
            R"({"action":"damage","amount":1,"target":"opposingCharacter","random":true})");
    instant("G20", "散射", 0,
            R"({"action":"damage","amount":1,"target":"character","targets":2,"random":true})");
    instant("G21", "偏转", 0, R"({"action":"changeTarget","target":"link"})");
    add(R"({"code":"G22","name":"火花哨兵","type":"reinforcement","life":1,"abilities":[)"
        R"({"kind":"triggered","on":"enters","effects":[{"action":"damage","amount":1,)"
        R"("target":"opposingCharacter","random":true}]}],"invented":true})");
    add(R"({"code":"G23","name":"磁暴干扰器","type":"reinforcement","life":1,"abilities":[)"
        R"({"kind":"triggered","on":"enters","effects":[{"action":"moveAttachment",)"
        R"("target":"attachment","random":true}]}],"invented":true})");
    return s;
  }();
  return set;
}

Header TestHeader(const std::vector<std::string>& a, const std::vector<std::string>& b,
                  std::vector<RuleOption> options, size_t size) {
  Header h;
  h.ruleset = "rise";
  h.game_id = "test";
  auto deck = [size](const std::vector<std::string>& first) {
    std::vector<std::string> d = first;
    for (int i = 0; d.size() < size; ++i) {
      const int n = i / 4 % 20 + 1;
      d.push_back((n < 10 ? "F0" : "F") + std::to_string(n));
    }
    return d;
  };
  h.players.resize(2);
  h.players[0] = Player{"Ann", "ann", deck(a), {kKane}, {}, {}};
  h.players[1] = Player{"Bo", "bo", deck(b), {kGrom}, {}, {}};
  h.options = std::move(options);
  return h;
}

Table::Table(Header header, Opening opening) : engine_(TestSet()) {
  Result<State> started = engine_.Start(header, &start_violations_);
  EXPECT_TRUE(started.ok()) << started.status().message();
  if (!started.ok()) return;
  state_ = std::move(*started);
  for (Seat seat : {kA, kB}) EXPECT_TRUE(Shuffle(seat, state_.Player(seat).deck).ok());
  if (opening == Opening::kDecide) return;
  Do(state_.turn.first_player, Mulligan{false});
  Do(OtherSeat(state_.turn.first_player), Mulligan{false});
}

Table::Table(const std::vector<std::string>& a, const std::vector<std::string>& b,
             std::vector<RuleOption> options)
    : Table(TestHeader(a, b, std::move(options))) {}

std::vector<std::string> Table::Do(Seat player, Move move) {
  std::vector<Violation> v;
  Status status = engine_.Apply(state_, player, move, ++seq_, &v, &rewound_);
  EXPECT_TRUE(status.ok()) << MoveKindName(move) << ": " << status.message();
  std::vector<std::string> codes;
  for (const Violation& x : v) codes.push_back(x.code);
  violations_.insert(violations_.end(), v.begin(), v.end());
  return codes;
}

std::string Table::Refused(Seat player, Move move) {
  const State before = state_;
  std::vector<Violation> v;
  Status status = engine_.Apply(state_, player, move, ++seq_, &v);
  EXPECT_FALSE(status.ok()) << MoveKindName(move) << " was not refused";
  EXPECT_TRUE(state_ == before) << "a refused move changed the state";
  return status.message();
}

Status Table::Shuffle(Seat seat, std::vector<CardId> order) {
  return engine_.ApplyFact(state_, Fact(ShuffleFact{seat, std::move(order)}), ++seq_);
}

void Table::PassUntil(const std::function<bool(const State&)>& done) {
  for (int i = 0; i < 200 && !done(state_); ++i) {
    ASSERT_TRUE(state_.wait == Wait::kPriority || state_.wait == Wait::kGuard ||
                state_.wait == Wait::kArmour)
        << "the game waits for something else than a pass";
    Do(state_.waiting_for, Move(PassPriority{}));
  }
  ASSERT_TRUE(done(state_)) << "still not there after 200 passes";
}

void Table::ToActionOf(Seat seat) {
  // Leave the current action phase first if it is already `seat`'s.
  if (state_.turn.active == seat && state_.turn.step == Step::kAction) {
    PassUntil([](const State& s) { return s.turn.step != Step::kAction; });
  }
  PassUntil([seat](const State& s) {
    return s.turn.active == seat && s.turn.step == Step::kAction && s.stack.empty() &&
           s.wait == Wait::kPriority && s.waiting_for == seat;
  });
}

std::vector<CardId> Table::GiveResources(Seat seat, int n) {
  Context c(state_, engine_.cards(), 0);
  std::vector<CardId> out;
  for (int i = 0; i < n; ++i) {
    const CardId id = state_.Player(seat).deck.front();
    MoveTo(c, id, Zone::kField, Row::kResource);
    state_.Card(id).face_down = true;
    out.push_back(id);
  }
  return out;
}

void Table::Field(CardId card) {
  Context c(state_, engine_.cards(), 0);
  MoveTo(c, card, Zone::kField, Row::kTroop);
  state_.Card(card).entered_turn = 0;  // On the team since before any turn (§302.2).
}

void Table::Equip(CardId card) {
  Context c(state_, engine_.cards(), 0);
  MoveTo(c, card, Zone::kField, Row::kCommander);
  state_.Card(card).entered_turn = 0;
}

void Table::ToHand(CardId card) {
  Context c(state_, engine_.cards(), 0);
  MoveTo(c, card, Zone::kHand);
}

LinkChoices Paying(const std::vector<CardId>& resources, size_t n) {
  LinkChoices choices;
  choices.payment.assign(resources.begin(), resources.begin() + n);
  return choices;
}

void Attack(Table& t, CardId attacker, CardId defender) {
  ASSERT_THAT(t.Do(kA, DeclareCombat{attacker, defender}), ::testing::IsEmpty());
  t.PassUntil(
      [](const State& s) { return s.combat.stage == CombatStage::kResponses && s.stack.empty(); });
}

void PassToCombatEnd(Table& t) {
  t.PassUntil([](const State& s) { return s.combat.stage == CombatStage::kNone; });
}

std::set<std::string> ExpectMovesConsistent(const Table& t) {
  const State& s = t.state();
  for (const Move& m : t.engine().LegalMoves(s)) {
    Result<Problems> p = t.engine().Check(s, s.waiting_for, m);
    EXPECT_TRUE(p.ok() && p->empty()) << MoveKindName(m) << " is legal but breaks a rule";
  }
  std::set<std::string> codes;
  for (const auto& illegal : t.engine().IllegalMoves(s)) {
    Result<Problems> p = t.engine().Check(s, illegal.player, illegal.move);
    EXPECT_TRUE(p.ok() && p->size() == 1u && InfoOf(p->front().rule).code == illegal.code)
        << MoveKindName(illegal.move) << " is listed as breaking " << illegal.code;
    codes.insert(illegal.code);
  }
  return codes;
}

void ExpectKept(const State& s) {
  const Status invariants = CheckInvariants(s);
  ASSERT_TRUE(invariants.ok()) << invariants.message();
  ASSERT_TRUE(StateKeyProblem(s).ok());
  Result<State> decoded = DecodeSnapshot(EncodeSnapshot(s), TestSet());
  ASSERT_TRUE(decoded.ok()) << decoded.status().message();
  EXPECT_TRUE(*decoded == s);
  EXPECT_EQ(KeptStateKey(*decoded), KeptStateKey(s));
}

}  // namespace tcgjudge::rise::testing
