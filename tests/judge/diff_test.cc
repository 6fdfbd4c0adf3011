// Diff: a position against itself is empty; across a back-up it shows exactly the cards that
// moved and the properties that changed; the patch text reads as the header documents.

#include "judge/diff.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "engine/ygo/field.h"
#include "engine/ygo/state.h"
#include "engine/ygo/ygo_ruleset.h"
#include "judge/positions.h"
#include "judge/snapshot_cache.h"
#include "tests/judge/test_games.h"

namespace tcgjudge {
namespace {

using testing::SampleGames;
using testing::SampleRuleset;
using testing::Stored;

BoardCard Card(const char* id, const char* name) {
  BoardCard card;
  card.id = *CardId::Parse(id);
  card.code = "BP02-001";
  card.name = name;
  return card;
}

Board TwoPlayers() {
  Board board;
  board.ruleset = "zero";
  board.turn = 3;
  board.step = "action phase";
  board.priority = Seat::kA;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    BoardPlayer player;
    player.seat = seat;
    player.life_zone = "life";
    for (const char* name :
         {"deck", "life", "hand", "resource", "battle", "event", "rest", "removed"}) {
      BoardZone zone;
      zone.name = name;
      zone.hidden = zone.name == "deck" || zone.name == "life" || zone.name == "hand";
      player.zones.push_back(zone);
    }
    board.players.push_back(player);
  }
  return board;
}

BoardZone& ZoneOf(Board& board, Seat seat, const std::string& name) {
  for (BoardZone& zone : board.players[SeatIndex(seat)].zones) {
    if (zone.name == name) return zone;
  }
  throw std::logic_error("no zone " + name);
}

std::vector<std::string> Texts(const std::vector<DiffLine>& lines) {
  std::vector<std::string> texts;
  for (const DiffLine& line : lines) texts.push_back(DiffLineText(line));
  return texts;
}

TEST(CardText, AValueBelowZeroIsWrittenAsTheRulesUseItWithTheRawValueBeside) {
  // 零次元 103(4): ATK -1000 counts as 0 (engine/board.h: raw_atk where it differs).
  BoardCard card = Card("A07", "丝诺");
  card.atk = 0;
  card.raw_atk = -1000;
  card.def = 1000;
  EXPECT_EQ(CardText(card), "A07 BP02-001 丝诺 · ATK 0 (raw -1000) DEF 1000");
}

TEST(DiffBoards, IdenticalBoardsGiveNothing) {
  Board board = TwoPlayers();
  ZoneOf(board, Seat::kA, "hand").cards.push_back(Card("A07", "丝诺"));
  EXPECT_TRUE(DiffBoards(board, board).empty());
}

TEST(DiffBoards, AMovedCardLeavesOneZoneAndEntersAnotherAndChangesShowBothValues) {
  Board before = TwoPlayers();
  ZoneOf(before, Seat::kA, "hand").cards.push_back(Card("A07", "丝诺"));
  ZoneOf(before, Seat::kA, "life").cards.push_back(Card("A40", "x"));
  ZoneOf(before, Seat::kA, "life").cards.back().seen_by = kSeenByNobody;
  ZoneOf(before, Seat::kB, "resource").cards.push_back(Card("B31", "悟空"));
  Board after = before;
  after.turn = 4;
  after.priority = Seat::kB;
  ZoneOf(after, Seat::kA, "hand").cards.clear();
  BoardCard played = Card("A07", "丝诺");
  played.atk = 3000;
  played.def = 2000;
  played.level = 1;
  played.marks = {"entered this turn"};
  ZoneOf(after, Seat::kA, "battle").cards.push_back(played);
  ZoneOf(after, Seat::kA, "life").cards.clear();
  ZoneOf(after, Seat::kB, "resource").cards[0].tapped = true;
  after.chain.push_back(BoardLink{Seat::kB, *CardId::Parse("B31"), "use B31 悟空"});
  EXPECT_EQ(Texts(DiffBoards(before, after)),
            (std::vector<std::string>{
                "-turn: 3", "+turn: 4", "-priority: A", "+priority: B", "-A life: 1", "+A life: 0",
                "-A hand: A07 BP02-001 丝诺",
                "+A battle: A07 BP02-001 丝诺 · ATK 3000 DEF 2000 · level 1 · entered this turn",
                "-B resource: B31 BP02-001 悟空", "+B resource: B31 BP02-001 悟空 · tapped",
                "+chain: 1. B: use B31 悟空"}));
  // The other way round is the same patch reversed.
  std::vector<std::string> back = Texts(DiffBoards(after, before));
  EXPECT_EQ(back.size(), 11u);
  EXPECT_EQ(back.front(), "-turn: 4");
}

// The diff names no game's zones: every zone of either board is compared, whatever its name, and
// life points, cells, positions, counters, combat and chain speeds show (a Yu-Gi-Oh-shaped board).
TEST(DiffBoards, EveryZoneWhateverItsNameIsComparedWithLifePointsCellsCombatAndSpeeds) {
  Board before;
  before.ruleset = "ygo";
  for (Seat seat : {Seat::kA, Seat::kB}) {
    BoardPlayer player;
    player.seat = seat;
    player.life_points = 8000;
    BoardZone monsters;
    monsters.name = "monster";
    monsters.cells = {"M1", "M2", "M3", "M4", "M5"};
    BoardZone graveyard;
    graveyard.name = "graveyard";
    player.zones = {monsters, graveyard};
    before.players.push_back(player);
  }
  BoardCard dragon = Card("A07", "Blue-Eyes White Dragon");
  dragon.slot = 2;
  dragon.position = "attack";
  before.players[0].zones[0].cards.push_back(dragon);
  Board after = before;
  after.players[1].life_points = 5000;
  after.players[0].zones[0].cards[0].position = "defense";
  after.players[0].zones[0].cards[0].counters = {{"spell counter", 1}};
  BoardZone banished;  // A zone only the second board has.
  banished.name = "banished";
  banished.cards.push_back(Card("B09", "Sangan"));
  after.players[1].zones.push_back(banished);
  BoardCombat combat;
  combat.attacker = *CardId::Parse("A07");
  combat.step = "damage step";
  after.combat = combat;
  after.chain.push_back(BoardLink{Seat::kB, *CardId::Parse("B20"), "activate B20", 2});
  EXPECT_EQ(Texts(DiffBoards(before, after)),
            (std::vector<std::string>{
                "-combat: none", "+combat: A07 attacks directly (damage step)",
                "-A monster: A07 BP02-001 Blue-Eyes White Dragon · M3 · attack",
                "+A monster: A07 BP02-001 Blue-Eyes White Dragon · M3 · defense · spell counter 1",
                "-B life: 8000", "+B life: 5000", "+B banished: B09 BP02-001 Sangan",
                "+chain: 1. B: activate B20 (spell speed 2)"}));
}

// What the next games need (issue 25): a life that is a card's (myth §19, rise §301), stats
// beyond ATK/DEF/level (rise §205 power, myth §22 durability), the weapon of an attack (myth
// §21.1) and a chain link only its controller sees each show in the diff.
TEST(DiffBoards, Myth19_21_LifeCardsStatsWeaponsAndHiddenLinksShow) {
  Board before;
  before.ruleset = "myth";
  for (Seat seat : {Seat::kA, Seat::kB}) {
    BoardPlayer player;
    player.seat = seat;
    BoardZone field;
    field.name = "battlefield";
    BoardCard general = Card(seat == Seat::kA ? "A61" : "B61", "general");
    general.stats = {{"life", 30, 30}};
    field.cards.push_back(general);
    player.zones = {field};
    player.life_card = BoardPlayer::LifeCard{general.id, 30};
    before.players.push_back(player);
  }
  BoardCard sword = Card("A30", "sword");
  sword.stats = {{"power", 3, 3}, {"durability", 2, 2}};
  before.players[0].zones[0].cards.push_back(sword);
  Board after = before;
  after.players[1].life_card->life = 27;
  after.players[1].zones[0].cards[0].stats[0].value = 27;
  after.players[0].zones[0].cards[1].stats[1].value = 1;
  BoardCombat combat;
  combat.attacking = Seat::kA;
  combat.attacker = *CardId::Parse("A61");
  combat.weapon = *CardId::Parse("A30");
  combat.target = *CardId::Parse("B61");
  after.combat = combat;
  BoardLink hidden{Seat::kB, *CardId::Parse("B09"), "set B09 face down"};
  hidden.seen_by = SeatBit(Seat::kB);
  after.chain.push_back(hidden);
  EXPECT_EQ(Texts(DiffBoards(before, after)),
            (std::vector<std::string>{
                "-combat: none", "+combat: A61 with A30 attacks B61",
                "-A battlefield: A30 BP02-001 sword · power 3 · durability 2",
                "+A battlefield: A30 BP02-001 sword · power 3 · durability 1 (printed 2)",
                "-B life: 30", "+B life: 27", "-B battlefield: B61 BP02-001 general · life 30",
                "+B battlefield: B61 BP02-001 general · life 27 (printed 30)",
                "+chain: 1. B: set B09 face down · seen by B"}));
  after.players[1].life_card->card = *CardId::Parse("B62");  // Another card carries the life.
  const std::vector<std::string> texts = Texts(DiffBoards(before, after));
  EXPECT_NE(std::find(texts.begin(), texts.end(), "+B life card: B62"), texts.end());
}

// The zone of every card on `board`, e.g. {"A07": "A hand"}.
std::map<std::string, std::string> Zones(const Board& board) {
  std::map<std::string, std::string> zones;
  for (const BoardPlayer& player : board.players) {
    for (const BoardZone& zone : player.zones) {
      for (const BoardCard& card : zone.cards) {
        zones[card.id.ToString()] = std::string(1, SeatLetter(player.seat)) + " " + zone.name;
      }
    }
  }
  return zones;
}

TEST(DiffBoards, EveryPositionOfTheSampleGamesAgainstItselfIsEmpty) {
  auto rules = SampleRuleset();
  for (const std::vector<Event>& game : SampleGames()) {
    MemoryEventLog store;
    const GameLog log = Stored(store, game);
    for (uint32_t seq = 1; seq <= log.events.size(); ++seq) {
      auto a = ReadPosition(*rules, log, nullptr, "", seq);
      auto b = ReadPosition(*rules, log, nullptr, "", seq);
      ASSERT_TRUE(a.ok() && b.ok());
      EXPECT_TRUE(DiffBoards(rules->MakeBoard(*a->state), rules->MakeBoard(*b->state)).empty());
    }
  }
}

// The card of `id` on `board`.
const BoardCard& CardOn(const Board& board, const std::string& id) {
  for (const BoardPlayer& player : board.players) {
    for (const BoardZone& zone : player.zones) {
      for (const BoardCard& card : zone.cards) {
        if (card.id.ToString() == id) return card;
      }
    }
  }
  throw std::logic_error("no card " + id);
}

bool IsPile(const std::string& zone) {
  return zone.ends_with("deck") || zone.ends_with("life") || zone == "none";
}

// DiffBoards(a, b) lists exactly the cards that moved (except from pile to pile: deck and life
// are counted, not listed), each as '-' in its old zone and '+' in its new one, and exactly the
// cards that changed in place, as '-' and '+' in their zone. Returns how many it listed.
size_t ExpectTheDiffShowsExactlyWhatMoved(const Board& a, const Board& b) {
  auto zones_a = Zones(a), zones_b = Zones(b);
  std::map<std::string, std::set<std::string>> listed;
  for (const DiffLine& line : DiffBoards(a, b)) {
    if (!line.card || line.field == "chain") continue;
    listed[line.card->ToString()].insert(std::string(1, line.op) + " " + SeatLetter(*line.player) +
                                         " " + line.field);
  }
  std::map<std::string, std::set<std::string>> expected;
  // A card under another (an indicator) is in no zone of the board: "none".
  for (const auto& [card, zone] : zones_b) zones_a.emplace(card, "none");
  for (const auto& [card, zone] : zones_a) zones_b.emplace(card, "none");
  for (const auto& [card, from] : zones_a) {
    const std::string& to = zones_b.at(card);
    if (from != to && !(IsPile(from) && IsPile(to))) {
      if (!IsPile(from)) expected[card].insert("- " + from);
      if (!IsPile(to)) expected[card].insert("+ " + to);
    } else if (from == to && !IsPile(from) && !(CardOn(a, card) == CardOn(b, card))) {
      expected[card] = {"- " + from, "+ " + to};
    }
  }
  EXPECT_EQ(listed, expected);
  return expected.size();
}

TEST(DiffBoards, AcrossTheSampleBackUpItShowsExactlyTheCardsThatMoved) {
  auto rules = SampleRuleset();
  std::vector<Event> sample;
  for (auto& game : SampleGames()) {
    if (game.front().game == "sample-zero-1") sample = game;
  }
  MemoryEventLog store;
  const GameLog log = Stored(store, sample);
  // The end of the superseded branch (after seq 59) against the position the back-up returns to.
  auto superseded = ReadPosition(*rules, log, nullptr, "", 59);
  auto backed_up = ReadPosition(*rules, log, nullptr, "", 60);
  ASSERT_TRUE(superseded.ok() && backed_up.ok());
  ExpectTheDiffShowsExactlyWhatMoved(rules->MakeBoard(*superseded->state),
                                     rules->MakeBoard(*backed_up->state));
}

TEST(DiffBoards, AcrossBotGameBackUpsItShowsExactlyTheCardsThatMoved) {
  auto rules = SampleRuleset();
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    const std::vector<Event> played = testing::BotGame(*rules, seed);
    const uint32_t back_to = static_cast<uint32_t>(played.size() / 3);
    const uint32_t cut = static_cast<uint32_t>(played.size() / 2);
    MemoryEventLog store;
    const GameLog log = Stored(store, testing::BackedUp(played, back_to, cut));
    auto superseded = ReadPosition(*rules, log, nullptr, "", cut);
    auto backed_up = ReadPosition(*rules, log, nullptr, "", cut + 1);
    ASSERT_TRUE(superseded.ok() && backed_up.ok());
    EXPECT_GT(ExpectTheDiffShowsExactlyWhatMoved(rules->MakeBoard(*superseded->state),
                                                 rules->MakeBoard(*backed_up->state)),
              3u)
        << "seed " << seed;
  }
}

}  // namespace
}  // namespace tcgjudge

namespace tcgjudge {
namespace {

// Yu-Gi-Oh (§1.4, the zones of the field and outside it): one card moved from the hand through
// every zone a card can be in, one move at a time, shows in each diff as leaving the zone it was
// in and entering the next (the deck, hidden from both seats, as its count); nothing else changes.
TEST(DiffBoards, AYgoCardMovedThroughEveryZoneLeavesOneAndEntersTheNextEachTime) {
  auto rules =
      ygo::YgoRuleset::FromCardFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/cards.jsonl");
  ASSERT_TRUE(rules.ok()) << rules.status().ToString();
  auto header = (*rules)->BotHeader("diff-zones");
  ASSERT_TRUE(header.ok()) << header.status().ToString();
  std::vector<Violation> violations;
  auto started = (*rules)->Start(*header, &violations);
  ASSERT_TRUE(started.ok()) << started.status().ToString();
  ygo::State& state = static_cast<ygo::State&>(**started);
  const CardId card{Seat::kA, 1};
  ygo::Unlist(state, card);
  ygo::List(state, card, ygo::Zone::kHand, Seat::kA);

  struct Step {
    ygo::Zone zone;
    uint8_t cell;
    const char* board_zone;  // Its name on the board.
  };
  const Step steps[] = {
      {ygo::Zone::kHand, 0, "hand"},
      {ygo::Zone::kMonster, 2, "monster zones"},
      {ygo::Zone::kExtraMonster, 1, "extra monster zone"},
      {ygo::Zone::kSpellTrap, 4, "spell & trap zones"},
      {ygo::Zone::kField, 0, "field zone"},
      {ygo::Zone::kGraveyard, 0, "graveyard"},
      {ygo::Zone::kBanished, 0, "banished"},
      {ygo::Zone::kExtraDeck, 0, "extra deck"},
      {ygo::Zone::kDeck, 0, "deck"},
      {ygo::Zone::kHand, 0, "hand"},
  };
  for (size_t i = 1; i < std::size(steps); ++i) {
    const Board before = (*rules)->MakeBoard(state);
    ygo::Unlist(state, card);
    ygo::List(state, card, steps[i].zone, Seat::kA, steps[i].cell);
    const std::vector<DiffLine> lines = DiffBoards(before, (*rules)->MakeBoard(state));
    SCOPED_TRACE(std::string(steps[i - 1].board_zone) + " -> " + steps[i].board_zone);
    std::set<std::string> fields;
    for (const DiffLine& line : lines) {
      EXPECT_EQ(line.player, Seat::kA) << DiffLineText(line);
      fields.insert(std::string(1, line.op) + line.field);
      // The deck is hidden from both seats: its count changes, no card is named.
      if (line.field == "deck") EXPECT_FALSE(line.card.has_value()) << DiffLineText(line);
      if (line.field != "deck") EXPECT_EQ(line.card, card) << DiffLineText(line);
    }
    std::set<std::string> expected = {std::string("-") + steps[i - 1].board_zone,
                                      std::string("+") + steps[i].board_zone};
    if (expected.count("-deck") + expected.count("+deck") != 0) expected = {"-deck", "+deck"};
    if (std::string(steps[i].board_zone) == "deck")
      expected.insert(std::string("-") + steps[i - 1].board_zone);
    if (std::string(steps[i - 1].board_zone) == "deck")
      expected.insert(std::string("+") + steps[i].board_zone);
    EXPECT_EQ(fields, expected);
  }
}

}  // namespace
}  // namespace tcgjudge
