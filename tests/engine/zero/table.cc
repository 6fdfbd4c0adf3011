#include "tests/engine/zero/table.h"

#include <algorithm>
#include <string>
#include <variant>
#include <vector>

namespace tcgjudge::zero::testing {
namespace {

CardInfo Character(std::string code, Colour colour, int32_t cost, int32_t atk, int32_t def) {
  CardInfo c;
  c.code = code;
  c.name = code;
  c.colour = colour;
  c.category = Category::kCharacter;
  c.cost_total = cost;
  c.atk = atk;
  c.def = def;
  return c;
}

}  // namespace

std::vector<CardInfo> TestCards() {
  std::vector<CardInfo> cards;
  cards.push_back(Character("悟空", Colour::kRed, 1, 1000, 1000));
  cards.back().character_names = {"悟空"};
  cards.push_back(Character("天津饭", Colour::kRed, 2, 2000, 2000));
  cards.push_back(Character("丝诺", Colour::kBlue, 1, 500, 1000));
  cards.back().character_names = {"丝诺"};
  cards.push_back(Character("突袭兵", Colour::kRed, 1, 1000, 1000));
  cards.back().rush = 1;
  cards.push_back(Character("守卫", Colour::kRed, 1, 0, 3000));
  cards.back().guard = 1;
  cards.push_back(Character("迟缓兵", Colour::kRed, 1, 3000, 3000));
  cards.back().slow = 1;
  cards.push_back(Character("独狼", Colour::kRed, 1, 1000, 1000));
  cards.back().lone_wolf = 2;
  cards.push_back(Character("绿巨人", Colour::kGreen, 8, 5000, 5000));
  cards.back().cost_coloured[static_cast<int>(Colour::kGreen)] = 3;
  CardInfo bar = Character("金箍棒", Colour::kRed, 1, 0, 0);
  bar.category = Category::kEquipment;
  bar.atk_bonus = 2000;
  cards.push_back(bar);
  CardInfo cloud = Character("筋斗云", Colour::kRed, 1, 0, 0);
  cloud.category = Category::kEquipment;
  cloud.def_bonus = 1000;
  cards.push_back(cloud);
  for (const char* name : {"事件一", "事件二"}) {
    CardInfo event = Character(name, Colour::kRed, 1, 0, 0);
    event.category = Category::kEvent;
    cards.push_back(event);
  }
  CardInfo normal = Character("普通战术", Colour::kRed, 1, 0, 0);
  normal.category = Category::kTactic;
  cards.push_back(normal);
  CardInfo instant = normal;
  instant.code = instant.name = "瞬间战术";
  instant.instant = true;
  cards.push_back(instant);
  cards.push_back(Character("绿兵", Colour::kGreen, 1, 1000, 1000));
  auto with_trigger = [](CardInfo card, cards::Timing timing) {
    cards::Triggered trigger;
    trigger.timing = timing;
    trigger.actions = {cards::Action{cards::Draw{1}}};
    card.effects.push_back(cards::Effect{0, trigger});
    return card;
  };
  // 【破坏时】抽一张牌 (802) and 【攻击胜利时】抽一张牌 (804).
  cards.push_back(
      with_trigger(Character("遗言兵", Colour::kBlue, 1, 1000, 1000), cards::Timing::kOnDestroyed));
  cards.push_back(
      with_trigger(Character("胜者", Colour::kBlue, 1, 2000, 2000), cards::Timing::kOnAttackWon));
  return cards;
}

Header TestHeader(const std::vector<std::string>& layout_a,
                  const std::vector<std::string>& layout_b, std::vector<RuleOption> options) {
  Header h;
  h.ruleset = "zero";
  h.ruleset_version = "2013-02-01";
  h.game_id = "rules";
  for (const auto* layout : {&layout_a, &layout_b}) {
    Player p;
    p.name = layout == &layout_a ? "Ann" : "Bo";
    for (int i = 0; i < 50; ++i) {
      p.deck.push_back(i < static_cast<int>(layout->size()) ? (*layout)[i] : "悟空");
    }
    h.players.push_back(p);
  }
  h.options = std::move(options);
  return h;
}

std::vector<CardInfo> SampleCards() {
  auto set = LoadCardSetFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/zero/cards.jsonl");
  EXPECT_TRUE(set.ok()) << set.status().ToString();
  return set.ok() ? CardTable(set.value()) : std::vector<CardInfo>{};
}

std::vector<std::string> SampleDeck(std::vector<std::string> hand, std::string life_top) {
  std::vector<std::string> deck(5, "BP02-001");
  deck.push_back(std::move(life_top));
  for (std::string& code : hand) deck.push_back(std::move(code));
  while (deck.size() < 50) deck.push_back("BP02-026");
  return deck;
}

std::vector<CardId> Table::ResourcesFromDeckBottom(Seat seat, int n) {
  mutable_state();  // Changed by hand below: the kept index is forgotten.
  std::vector<CardId> moved;
  for (int i = 0; i < n; ++i) {
    const CardId id = state_->Player(seat).deck.back();
    state_->Player(seat).deck.pop_back();
    state_->Player(seat).resource.push_back(id);
    state_->Card(id).zone = Zone::kResource;
    moved.push_back(id);
  }
  return moved;
}

Table SampleActionPhase(std::vector<std::string> a_hand, std::vector<std::string> b_hand,
                        std::string b_life_top, int resources, std::string a_life_top) {
  Table t(TestHeader(SampleDeck(std::move(a_hand), std::move(a_life_top)),
                     SampleDeck(std::move(b_hand), std::move(b_life_top))),
          SampleCards());
  t.PlaceResourceNow(std::nullopt);
  t.ToActionPhase(Seat::kA);
  t.ResourcesFromDeckBottom(Seat::kA, resources);
  return t;
}

std::vector<CardId> UntappedResources(const Table& t, int n) {
  std::vector<CardId> ids;
  for (CardId id : t.state().Player(Seat::kA).resource) {
    if (!t.state().Card(id).tapped && static_cast<int>(ids.size()) < n) ids.push_back(id);
  }
  return ids;
}

void Table::PutIntoBattle(CardId card) {
  mutable_state();  // Changed by hand below: the kept index is forgotten.
  CardState& c = state_->Card(card);
  auto& from = state_->Player(c.controller).Zone(c.zone);
  from.erase(std::find(from.begin(), from.end(), card));
  c.zone = Zone::kBattle;
  c.entered_turn = 0;
  state_->Player(c.controller).battle.push_back(card);
}

Table::Table(Header header, std::vector<CardInfo> cards) : rules_(std::move(cards)) {
  auto started = rules_.Start(header, &start_violations_);
  if (!started.ok()) {
    ADD_FAILURE() << started.status().ToString();
    return;
  }
  state_.reset(static_cast<State*>(started.value().release()));
  for (Seat seat : {Seat::kA, Seat::kB}) {
    ShuffleFact shuffle{seat, {}};
    for (uint16_t i = 1; i <= header.players[SeatIndex(seat)].deck.size(); ++i) {
      shuffle.order.push_back(CardId{seat, i});
    }
    Status s = Fact(shuffle);
    EXPECT_TRUE(s.ok()) << s.ToString();
  }
}

Status Table::Fact(tcgjudge::Fact fact) {
  Event e;
  e.game = "rules";
  e.seq = ++seq_;
  e.actor = TableActor{};
  e.body = std::move(fact);
  auto applied = rules_.Apply(*state_, e);
  if (!applied.ok()) return applied.status();
  for (auto& v : applied.value()) violations_.push_back(v);
  return rules_.CheckInvariants(*state_);
}

std::vector<Violation> Table::Do(Seat player, Decision decision) {
  Event e;
  e.game = "rules";
  e.seq = ++seq_;
  e.actor = player;
  e.body = std::move(decision);
  auto applied = rules_.Apply(*state_, e);
  if (!applied.ok()) {
    ADD_FAILURE() << "refused: " << applied.status().ToString();
    return {};
  }
  Status invariants = rules_.CheckInvariants(*state_);
  EXPECT_TRUE(invariants.ok()) << invariants.ToString();
  for (auto& v : applied.value()) violations_.push_back(v);
  return applied.value();
}

std::string Table::Refused(Seat player, Decision decision) {
  Event e;
  e.game = "rules";
  e.seq = seq_ + 1;
  e.actor = player;
  e.body = std::move(decision);
  const State before = *state_;
  auto applied = rules_.Apply(*state_, e);
  EXPECT_FALSE(applied.ok()) << "the decision was applied";
  EXPECT_TRUE(*state_ == before) << "a refused decision changes nothing";
  return applied.ok() ? "" : applied.status().message();
}

void Table::PassUntil(const std::function<bool(const State&)>& done) {
  for (int i = 0; i < 200; ++i) {
    if (done(*state_)) return;
    if (state_->wait == Wait::kPlaceResource) {
      Do(state_->waiting_for, PlaceResource{std::nullopt});
    } else if (state_->wait == Wait::kPriority) {
      Do(state_->waiting_for, PassPriority{});
    } else if (state_->wait == Wait::kDiscard) {
      // 408: discard the newest cards down to the hand limit.
      const auto& hand = state_->Player(state_->waiting_for).hand;
      DiscardCards discard;
      discard.cards.assign(hand.begin() + state_->Player(state_->waiting_for).hand_limit,
                           hand.end());
      Do(state_->waiting_for, discard);
    } else {
      ADD_FAILURE() << "PassUntil: the game waits for something other than priority";
      return;
    }
  }
  ADD_FAILURE() << "PassUntil: never reached";
}

void Table::ToActionPhase(Seat active) {
  PassUntil([&](const State& s) {
    return s.active == active && s.step == Step::kAction && s.wait == Wait::kPriority &&
           s.waiting_for == active && s.chain.empty() && s.combat.step == CombatStep::kNone;
  });
}

void Table::PlaceResourceNow(std::optional<CardId> card) {
  PassUntil([](const State& s) { return s.wait == Wait::kPlaceResource; });
  Do(state_->active, PlaceResource{card});
}

std::vector<Violation> Table::Play(Seat player, CardId card, std::vector<CardId> tap,
                                   std::vector<Target> targets) {
  PlayCard play;
  play.card = card;
  play.payment.tap = std::move(tap);
  play.targets = std::move(targets);
  return Do(player, play);
}

void Table::BothPass() {
  Do(state_->waiting_for, PassPriority{});
  Do(state_->waiting_for, PassPriority{});
}

BoardCard Table::OnBoard(CardId id) const {
  const Board board = rules_.MakeBoard(*state_);
  for (const BoardPlayer& player : board.players) {
    for (const BoardZone& zone : player.zones) {
      for (const BoardCard& card : zone.cards) {
        if (card.id == id) return card;
      }
    }
  }
  ADD_FAILURE() << id.ToString() << " is not on the board";
  return BoardCard{};
}

std::vector<std::string> Table::Codes(const std::vector<Violation>& violations) const {
  std::vector<std::string> codes;
  for (const Violation& v : violations) codes.push_back(v.code);
  return codes;
}

std::vector<CardInfo> EndingInAnUnreadAction(std::vector<CardInfo> cards) {
  cards::RollDie unread;  // A die roll whose match asks a question (a discard).
  unread.on_match.push_back(cards::Action{cards::Discard{1}});
  for (CardInfo& card : cards) {
    for (cards::Effect& effect : card.effects) {
      std::visit(
          [&](auto& kind) {
            if constexpr (requires { kind.actions.push_back(cards::Action{unread}); }) {
              kind.actions.push_back(cards::Action{unread});
            }
          },
          effect.kind);
    }
  }
  return cards;
}

Result<BotGame> LongBotGame(const ZeroRuleset& rules, const std::string& game_id) {
  TJ_ASSIGN_OR_RETURN(Header header, rules.BotHeader(game_id));
  for (Player& player : header.players) {
    const std::vector<std::string> deck = player.deck;
    for (int copy = 1; copy < 5; ++copy) {
      player.deck.insert(player.deck.end(), deck.begin(), deck.end());
    }
  }
  BotOptions options{3};
  options.attack_keep_rate = 0.05;
  return PlayBotGame(rules, header, options);
}

}  // namespace tcgjudge::zero::testing
