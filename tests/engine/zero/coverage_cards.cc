#include "tests/engine/zero/coverage_cards.h"

#include <algorithm>

namespace tcgjudge::zero::testing {
namespace {

CardInfo Card(std::string code, Colour colour, Category category, int32_t cost, int32_t atk,
              int32_t def) {
  CardInfo c;
  c.code = code;
  c.name = code;
  c.colour = colour;
  c.category = category;
  c.cost_total = cost;
  c.atk = atk;
  c.def = def;
  return c;
}

cards::Effect Trigger(cards::Timing timing, bool optional = false) {
  cards::Triggered trigger;
  trigger.timing = timing;
  trigger.optional = optional;
  trigger.actions = {cards::Action{cards::Draw{1}}};
  return cards::Effect{0, trigger};
}

// An instant tactic of cost 0 that deals `amount` to `count` opponent characters (tapped ones
// only with `tapped`).
CardInfo DamageTactic(std::string code, int32_t amount, uint8_t count, bool tapped) {
  CardInfo c = Card(std::move(code), Colour::kBlue, Category::kTactic, 0, 0, 0);
  c.instant = true;
  cards::OnUse on_use;
  cards::TargetSpec spec;
  spec.filter.side = cards::Side::kOpponent;
  spec.filter.categories = {Category::kCharacter};
  spec.filter.tapped = tapped;
  spec.count = count;
  on_use.targets = {spec};
  on_use.actions = {cards::Action{cards::Damage{amount, uint8_t{0}}}};
  c.effects.push_back(cards::Effect{0, on_use});
  return c;
}

}  // namespace

std::vector<CardInfo> CoverageCards() {
  std::vector<CardInfo> cards = TestCards();
  for (CardInfo& sample : SampleCards()) cards.push_back(std::move(sample));

  CardInfo blue = Card("蓝悟空", Colour::kBlue, Category::kCharacter, 1, 1000, 1000);
  blue.name = "悟空";
  blue.character_names = {"悟空"};
  cards.push_back(blue);

  CardInfo red = Card("红兵", Colour::kRed, Category::kCharacter, 1, 1000, 1000);
  red.cost_coloured[static_cast<int>(Colour::kRed)] = 1;
  cards.push_back(red);

  CardInfo two_names = Card("双名", Colour::kRed, Category::kCharacter, 1, 1000, 1000);
  two_names.character_names = {"悟空", "丝诺"};
  cards.push_back(two_names);

  CardInfo rush_guard = Card("突袭守卫", Colour::kRed, Category::kCharacter, 1, 1000, 1000);
  rush_guard.rush = 1;
  rush_guard.guard = 1;
  cards.push_back(rush_guard);

  CardInfo optional = Card("可选兵", Colour::kBlue, Category::kCharacter, 1, 500, 1000);
  optional.effects.push_back(Trigger(cards::Timing::kOnEnter, /*optional=*/true));
  cards.push_back(optional);

  CardInfo scheme = Card("智谋兵", Colour::kYellow, Category::kCharacter, 1, 500, 1000);
  scheme.scheme = 1;
  scheme.effects.push_back(cards::Effect{0, cards::Keyword{cards::Scheme{}}});
  cards.push_back(scheme);

  CardInfo equipment = Card("登场装备", Colour::kRed, Category::kEquipment, 1, 0, 0);
  equipment.atk_bonus = 1000;
  equipment.effects.push_back(Trigger(cards::Timing::kOnEnter));
  equipment.effects.push_back(Trigger(cards::Timing::kOnDestroyed));
  cards.push_back(equipment);

  CardInfo linked = Card("连协兵", Colour::kRed, Category::kCharacter, 1, 1000, 1000);
  linked.battle_links = {"龟仙流"};
  linked.effects.push_back(cards::Effect{0, cards::Keyword{cards::BattleLink{"龟仙流"}}});
  cards.push_back(linked);

  CardInfo shell = Card("龟甲", Colour::kRed, Category::kEquipment, 1, 0, 0);
  shell.attributes = {"龟仙流"};
  shell.def_bonus = 500;
  cards.push_back(shell);

  CardInfo event = Card("龟事件", Colour::kRed, Category::kEvent, 1, 0, 0);
  event.attributes = {"龟仙流"};
  cards.push_back(event);

  CardInfo battle_lost = Card("战败兵", Colour::kBlue, Category::kCharacter, 1, 1000, 1000);
  battle_lost.effects.push_back(Trigger(cards::Timing::kOnBattleDestroyed));
  cards.push_back(battle_lost);

  CardInfo defence_lost = Card("防败兵", Colour::kBlue, Category::kCharacter, 1, 1000, 1000);
  defence_lost.effects.push_back(Trigger(cards::Timing::kOnDefenceDestroyed));
  cards.push_back(defence_lost);

  CardInfo level_two = Card("二级技", Colour::kBlack, Category::kCharacter, 1, 1000, 1000);
  cards::Activated tap_draw;
  tap_draw.cost.tap_self = true;
  tap_draw.actions = {cards::Action{cards::Draw{1}}};
  level_two.effects.push_back(cards::Effect{2, tap_draw});
  cards.push_back(level_two);

  CardInfo marksman = Card("神射手", Colour::kBlack, Category::kCharacter, 1, 1000, 1000);
  cards::Activated destroy;
  cards::TargetSpec any_character;
  any_character.filter.categories = {Category::kCharacter};
  destroy.targets = {any_character};
  destroy.actions = {cards::Action{cards::Destroy{0}}};
  marksman.effects.push_back(cards::Effect{0, destroy});
  cards.push_back(marksman);

  cards.push_back(DamageTactic("气功弹", 2000, 1, /*tapped=*/false));
  cards.push_back(DamageTactic("双目标", 1000, 2, /*tapped=*/false));
  cards.push_back(DamageTactic("横置狙击", 1000, 1, /*tapped=*/true));
  return cards;
}

std::vector<std::string> CoverageDeck(std::vector<std::string> hand, const std::string& rest) {
  std::vector<std::string> deck(6, "悟空");
  deck.insert(deck.end(), hand.begin(), hand.end());
  while (deck.size() < 50) deck.push_back(rest);
  return deck;
}

Table CoverageTable(const std::vector<std::string>& deck_a, const std::vector<std::string>& deck_b,
                    std::vector<RuleOption> options) {
  return Table(TestHeader(deck_a, deck_b, std::move(options)), CoverageCards());
}

void MoveTo(State& s, CardId id, Zone zone) {
  CardState& c = s.Card(id);
  auto& from = s.Player(c.controller).Zone(c.zone);
  from.erase(std::find(from.begin(), from.end(), id));
  c.zone = zone;
  c.tapped = false;
  c.damage = 0;
  c.entered_turn = 0;
  c.object = s.next_object++;
  s.Player(c.controller).Zone(zone).push_back(id);
}

std::vector<CardId> AddResources(Table& t, Seat seat, int n) {
  std::vector<CardId> ids;
  for (int i = 0; i < n; ++i) {
    const CardId id = t.state().Player(seat).deck.back();
    MoveTo(t.mutable_state(), id, Zone::kResource);
    ids.push_back(id);
  }
  return ids;
}

cards::CardDef InstantTactic(const std::string& code, std::vector<cards::Action> actions,
                             std::vector<cards::TargetSpec> targets) {
  cards::CardDef def;
  def.code = def.name = code;
  def.colour = cards::Colour::kBlue;
  def.category = cards::Category::kTactic;
  def.tactic_speed = cards::TacticSpeed::kInstant;
  cards::OnUse on_use;
  on_use.targets = std::move(targets);
  on_use.actions = std::move(actions);
  def.effects.push_back(cards::Effect{0, on_use});
  return def;
}

std::vector<Violation> AttackWith(Table& t, Seat player, CardId attacker) {
  DeclareAttack attack;
  attack.attacker = attacker;
  return t.Do(player, attack);
}

}  // namespace tcgjudge::zero::testing
