// The replay viewer page as files and data (the page itself runs in tests/viewer/
// browser_test.py): what a seat may see (零次元 201(3), 202(3), 203(3), 204(5), 322(3)), the
// board parts and their deltas, a self-contained page that nothing can break out of and `show`'s
// colours.

#include "viewer/html_view.h"

#include <gtest/gtest.h>

#include <regex>

#include "viewer/board_text.h"
#include "viewer/event_text.h"
#include "viewer/seat_view.h"
#include "viewer/view_data.h"
#include "tests/events/sample_events.h"

namespace tcgjudge {
namespace {

using testing::TableFact;

CardId Id(const char* text) { return *CardId::Parse(text); }

BoardCard Card(const char* id, const char* name, bool face_down = false) {
  BoardCard card;
  card.id = Id(id);
  card.code = "BP02-001";
  card.name = name;
  card.face_down = face_down;
  return card;
}

BoardZone Zone(const char* name, bool hidden, std::vector<BoardCard> cards) {
  BoardZone zone;
  zone.name = name;
  zone.hidden = hidden;
  zone.cards = std::move(cards);
  return zone;
}

BoardCard SeenBy(BoardCard card, SeatMask seen_by) {
  card.seen_by = seen_by;
  return card;
}

// A's deck A04, life A05, hand A01, resource zone a face-down tapped A02 and a face-up A03; B's
// deck B04, hand B01, battle zone B02 with B03 attached face down (a level indicator). Each card
// seen by whom 零次元 says (201(3), 202(3), 203(3), 322(3)): the board carries it.
Board SmallBoard() {
  Board board;
  board.ruleset = "zero";
  BoardPlayer a;
  a.seat = Seat::kA;
  a.name = "甲";
  a.life_zone = "life";
  BoardCard a02 = SeenBy(Card("A02", "藏", true), kSeenByNobody);
  a02.tapped = true;
  a.zones = {Zone("deck", true, {SeenBy(Card("A04", "牌"), kSeenByNobody)}),
             Zone("life", true, {SeenBy(Card("A05", "命"), kSeenByNobody)}),
             Zone("hand", true, {SeenBy(Card("A01", "手"), SeatBit(Seat::kA))}),
             Zone("resource", false, {a02, Card("A03", "源")})};
  BoardPlayer b;
  b.seat = Seat::kB;
  b.name = "乙";
  b.life_zone = "life";
  BoardCard b02 = Card("B02", "战");
  b02.attached = {Id("B03")};
  b.zones = {Zone("deck", true, {SeenBy(Card("B04", "牌"), kSeenByNobody)}),
             Zone("hand", true, {SeenBy(Card("B01", "秘"), SeatBit(Seat::kB))}),
             Zone("battle", false, {b02})};
  board.players = {a, b};
  return board;
}

TEST(SeatView, ASeatSeesItsHandAndThePublicFaceUpCardsOnly) {
  const Board board = SmallBoard();
  EXPECT_EQ(VisibleCards(board, Seat::kA),
            (std::set<CardId>{Id("A01"), Id("A03"), Id("B02")}));  // Not A02: face down (322(3)).
  EXPECT_EQ(VisibleCards(board, Seat::kB), (std::set<CardId>{Id("A03"), Id("B01"), Id("B02")}));
}

TEST(SeatView, ACardTheBoardSaysBothSeeIsSeenThoughItsZoneIsHidden) {
  // 零次元 201(5), 616: A's deck top revealed, B's hand card revealed by an effect.
  Board board = SmallBoard();
  board.players[0].zones[0].cards[0].seen_by = kSeenByBoth;
  board.players[1].zones[1].cards[0].seen_by = kSeenByBoth;
  EXPECT_EQ(VisibleCards(board, Seat::kA),
            (std::set<CardId>{Id("A01"), Id("A03"), Id("A04"), Id("B01"), Id("B02")}));
  EXPECT_EQ(VisibleCards(board, Seat::kB),
            (std::set<CardId>{Id("A03"), Id("A04"), Id("B01"), Id("B02")}));
}

TEST(SeatView, UnseenCardIdsAreRedactedWithTheirCodeAndName) {
  const std::map<CardId, CardName> names = {{Id("B01"), {"BP02-017", "丝诺"}},
                                            {Id("B10"), {"BP02-003", "悟空"}}};
  const std::set<CardId> visible = {Id("B10")};
  EXPECT_EQ(RedactCardIds("playCard B01 BP02-017 · tap B10 BP02-003", visible, names),
            "playCard ? · tap B10 BP02-003");
  EXPECT_EQ(RedactCardIds("B used B01 丝诺 (a character)", visible, names),
            "B used ? (a character)");
  // Only whole ids: not inside words, not branch labels, not words that merely start with A/B.
  EXPECT_EQ(RedactCardIds("b1:P40 · A wins · XB01 · B01x · B0", visible, names),
            "b1:P40 · A wins · XB01 · B01x · B0");
  // Tokens too (Yu-Gi-Oh's "BT01"), but not a word that merely starts with "BT".
  EXPECT_EQ(RedactCardIds("tribute BT01 · BTW", visible, names), "tribute ? · BTW");
}

// docs/paper-games.md: a seat's page says that a paper fact happened, never what only another
// seat or the judge saw (the codes of B's look, of a deck check, of a card shown to the judge).
TEST(SeatView, APaperFactShowsASeatOnlyWhatItSaw) {
  const CardId a4 = CardId::Handle(Seat::kA, 4), a5 = CardId::Handle(Seat::kA, 5);
  const Event look = TableFact(LookFact{Seat::kA, {a4, a5}, {"W012", "W050"}});
  EXPECT_EQ(UnseenEventWords(look, Seat::kA), std::nullopt);  // A's own look: as written.
  EXPECT_EQ(UnseenEventWords(look, Seat::kB), "A looked at A#4 A#5");
  EXPECT_EQ(UnseenEventWords(TableFact(LookFact{Seat::kA, {a4}, {}}), Seat::kB), std::nullopt);

  Event check = TableFact(DeckCheckFact{Seat::kA, "hand", {"W050", "W012", "W011"}});
  check.actor = JudgeActor{"J-1"};
  for (Seat seat : {Seat::kA, Seat::kB}) {
    EXPECT_EQ(UnseenEventWords(check, seat), "the judge checked A's hand (3 cards)");
  }
  RevealFact reveal{CardId::Handle(Seat::kA, 2), "W011", RevealSource::kJudge, std::nullopt};
  EXPECT_EQ(UnseenEventWords(TableFact(reveal), Seat::kB), "A#2 shown to the judge");
  reveal.source = RevealSource::kTable;
  EXPECT_EQ(UnseenEventWords(TableFact(reveal), Seat::kB), std::nullopt);
  reveal.source = RevealSource::kClaim;
  reveal.claimant = Seat::kA;
  EXPECT_EQ(UnseenEventWords(TableFact(reveal), Seat::kB), std::nullopt);  // B heard the claim.

  EXPECT_EQ(UnseenEventWords(TableFact(ShuffleFact{Seat::kB, {Id("B01"), Id("B02")}}), Seat::kB),
            "B's deck (2 cards, order unseen)");
}

TEST(SeatView, AnEventOutsideTheRecordingsSeenByIsNotShownToTheOtherSeat) {
  Event pass;
  pass.game = "paper";
  pass.seq = 12;
  pass.actor = Seat::kA;
  pass.body = Decision(PassPriority{});
  pass.recording = Recording{false, {Seat::kA}};
  EXPECT_EQ(UnseenEventWords(pass, Seat::kA), std::nullopt);
  EXPECT_EQ(UnseenEventWords(pass, Seat::kB), "(not seen by B)");
  pass.recording = Recording{true, {}};  // Implied, seen by both.
  EXPECT_EQ(UnseenEventWords(pass, Seat::kB), std::nullopt);
}

TEST(ViewData, ASeatsBoardCountsWhatItMayNotSeeAndLeavesNoIdOfIt) {
  std::map<CardId, CardName> names;
  std::map<CardId, CardName> all;
  std::map<std::string, std::string> parts;
  for (auto& [key, value] : BoardParts(SmallBoard(), Seat::kA, names, all)) parts[key] = value;
  EXPECT_EQ(parts["Z1.hand"], "1");                                  // B's hand: a count (203(3)).
  EXPECT_EQ(parts["Z0.deck"], "1");                                  // Nobody's deck (201(3)).
  EXPECT_EQ(parts["Z0.life"], "1");                                  // Nor life (202(3)).
  EXPECT_EQ(parts["Z0.hand"], "[\"A01\"]");                          // The own hand.
  EXPECT_EQ(parts["Z0.resource"], "[{\"h\":1,\"t\":1},\"A03\"]");    // Face down: tapped, no id.
  EXPECT_EQ(parts["Z1.battle"], "[{\"i\":\"B02\",\"q\":[\"?\"]}]");  // Its face-down B03 unseen.
  EXPECT_EQ(names.size(), 3u);  // A01, A03, B02: only what A saw.
  EXPECT_EQ(names.count(Id("B01")), 0u);

  std::map<CardId, CardName> judge_names;
  std::map<std::string, std::string> judge;
  for (auto& [key, value] : BoardParts(SmallBoard(), std::nullopt, judge_names, all)) {
    judge[key] = value;
  }
  // The judge sees everything, and whom each card is seen by where it is not both seats.
  EXPECT_EQ(judge["Z1.hand"], "[{\"i\":\"B01\",\"v\":2}]");
  EXPECT_EQ(judge["Z0.resource"], "[{\"i\":\"A02\",\"t\":1,\"f\":1,\"v\":0},\"A03\"]");
  EXPECT_EQ(judge_names.size(), 8u);  // Every card in a zone; B03 is in none.
}

TEST(ViewData, ASeatsBoardNamesNoUnseenCardInACardsPropertiesOrMarks) {
  // 零次元 322(3): B03 is attached face down, so only B knows which card it is; the words beside
  // B02 that name it ("attached B03") must not tell seat A.
  Board board = SmallBoard();
  BoardCard& b02 = board.players[1].zones[2].cards[0];
  b02.properties = {BoardProperty{"attached B03", "level indicator"}};
  b02.marks = {"under B03"};
  std::map<CardId, CardName> names;
  std::map<CardId, CardName> all;
  std::map<std::string, std::string> parts;
  for (auto& [key, value] : BoardParts(board, Seat::kA, names, all)) parts[key] = value;
  EXPECT_EQ(parts["Z1.battle"],
            "[{\"i\":\"B02\",\"q\":[\"?\"],\"x\":[[\"attached ?\",\"level indicator\"]],"
            "\"m\":[\"under ?\"]}]");
  std::map<CardId, CardName> judge_names;
  std::map<std::string, std::string> judge;
  for (auto& [key, value] : BoardParts(board, std::nullopt, judge_names, all)) judge[key] = value;
  EXPECT_NE(judge["Z1.battle"].find("attached B03"), std::string::npos);  // The judge sees all.
}

// A face-down card on the stack (a chain link only its controller may see): a seat that may not
// see it learns that a link of its controller is there, and neither its card nor its words.
TEST(SeatView, AChainLinkOnlyItsControllerSeesIsHiddenFromTheOtherSeat) {
  Board board = SmallBoard();
  BoardLink hidden{Seat::kB, Id("B01"), "set B01 秘 face down"};
  hidden.seen_by = SeatBit(Seat::kB);
  board.chain = {BoardLink{Seat::kA, Id("A03"), "use A03 源"}, hidden};
  EXPECT_EQ(VisibleCards(board, Seat::kA), (std::set<CardId>{Id("A01"), Id("A03"), Id("B02")}));
  EXPECT_EQ(VisibleCards(board, Seat::kB),
            (std::set<CardId>{Id("A03"), Id("B01"), Id("B02")}));  // Its own link.
  std::map<CardId, CardName> names, all;
  std::map<std::string, std::string> a, b, judge;
  for (auto& [key, value] : BoardParts(board, Seat::kA, names, all)) a[key] = value;
  EXPECT_EQ(a["c"], "[[\"A\",\"A03\",\"use A03 源\",null],[\"B\",\"?\",\"\",null,0]]");
  for (auto& [key, value] : BoardParts(board, Seat::kB, names, all)) b[key] = value;
  EXPECT_EQ(b["c"],
            "[[\"A\",\"A03\",\"use A03 源\",null],[\"B\",\"B01\",\"set B01 秘 face down\",null]]");
  for (auto& [key, value] : BoardParts(board, std::nullopt, names, all)) judge[key] = value;
  EXPECT_EQ(
      judge["c"],
      "[[\"A\",\"A03\",\"use A03 源\",null],[\"B\",\"B01\",\"set B01 秘 face down\",null,2]]");
  EXPECT_NE(BoardText(board).find("2. B: set B01 秘 face down · seen by B\n"), std::string::npos);
  EXPECT_NE(BoardJson(board).find("\"text\":\"set B01 秘 face down\",\"speed\":null,"
                                  "\"seenBy\":[\"B\"]}"),
            std::string::npos);
}

// What the next games need on the board (issue 25), in the text and the JSON of `show` and in the
// viewer's data: the general's life (myth §19), stats (rise §205), the weapon of an attack (myth
// §21.1). A board without them writes exactly what it wrote before.
TEST(BoardText, Myth19_21_LifeCardsStatsAndTheWeaponShowOnlyWhereSet) {
  const Board plain = SmallBoard();
  const std::string json_before = BoardJson(plain);
  EXPECT_EQ(json_before.find("lifeCard"), std::string::npos);
  EXPECT_EQ(json_before.find("stats"), std::string::npos);
  Board board = SmallBoard();
  board.players[1].life_zone.clear();
  BoardCard general = Card("B61", "将");
  general.stats = {{"life", 27, 30}};
  board.players[1].zones[2].cards.push_back(general);
  board.players[1].life_card = BoardPlayer::LifeCard{Id("B61"), 27};
  board.players[0].zones[3].cards[1].stats = {{"power", 3, std::nullopt}};
  BoardCombat combat;
  combat.attacker = Id("A03");
  combat.weapon = Id("A02");
  combat.target = Id("B61");
  board.combat = combat;
  const std::string text = BoardText(board);
  EXPECT_NE(text.find("B 乙 · life 27 (B61's)"), std::string::npos) << text;
  EXPECT_NE(text.find("B61 BP02-001 将 · life 27 (printed 30)"), std::string::npos) << text;
  EXPECT_NE(text.find("A03 BP02-001 源 · power 3"), std::string::npos) << text;
  EXPECT_NE(text.find("combat: A03 with A02 attacks B61"), std::string::npos) << text;
  const std::string json = BoardJson(board);
  EXPECT_NE(json.find("\"life\":27,\"lifePoints\":null,\"lifeZone\":null,"
                      "\"lifeCard\":{\"card\":\"B61\",\"life\":27}"),
            std::string::npos)
      << json;
  EXPECT_NE(json.find("\"level\":null,\"stats\":[{\"label\":\"life\",\"value\":27,"
                      "\"printed\":30}],\"counters\""),
            std::string::npos)
      << json;
  EXPECT_NE(json.find("\"defender\":null,\"weapon\":\"A02\",\"step\""), std::string::npos) << json;
  std::map<CardId, CardName> names, all;
  std::map<std::string, std::string> parts;
  for (auto& [key, value] : BoardParts(board, std::nullopt, names, all)) parts[key] = value;
  EXPECT_EQ(parts["P1"], "[\"B\",\"乙\",[],null,\"\",[\"B61\",27]]");
  EXPECT_EQ(parts["b"], "[\"A\",\"A03\",\"B61\",\"\",\"\",\"A02\"]");
  EXPECT_NE(parts["Z1.battle"].find("\"u\":[[\"life\",27,30]]"), std::string::npos)
      << parts["Z1.battle"];
  EXPECT_NE(parts["Z0.resource"].find("\"u\":[[\"power\",3,null]]"), std::string::npos)
      << parts["Z0.resource"];
}

// rise §706.5: a random pick reads as the cards picked of its pool, or as unseen; myth §1.2: a
// declared all-lose reads as such, not as a draw; rise §101.1: the commander outside the deck.
TEST(EventText, Rise706_5_ARandomPickAllLoseAndCardsOutsideTheDeckRead) {
  Header header;
  header.ruleset = "rise";
  header.players.resize(2);
  header.players[0].name = "甲";
  header.players[0].deck = {"R-1", "R-2"};
  header.players[0].outside_deck = {"R-C"};
  header.players[1].name = "乙";
  header.players[1].deck = {"R-3", "R-4", "R-5"};
  Event pick;
  pick.actor = TableActor{};
  pick.body = Fact(RandomPickFact{
      {Id("B01"), Id("B02"), Id("B03")}, 1, std::vector<CardId>{Id("B02")}, "discard at random"});
  EXPECT_EQ(EventText(pick, header), "picked B02 R-4 of B01 B02 B03 · discard at random");
  std::get<RandomPickFact>(std::get<Fact>(pick.body)).picked.reset();
  EXPECT_EQ(EventText(pick, header), "1 of B01 B02 B03 picked, unseen · discard at random");
  EXPECT_EQ(JudgeActionText(JudgeAction{{"1.2"}, "", GameResult{std::nullopt, true}}), "all lose");
  Event start;
  start.actor = TableActor{};
  start.body = header;
  EXPECT_NE(EventText(start, header)
                .find("甲 (A, 2 cards and 1 outside the deck) vs 乙 (B, 3 "
                      "cards)"),
            std::string::npos)
      << EventText(start, header);
}

// Paper games (docs/paper-games.md): `log` says how an event came into the record and what each
// paper fact says, with handles as they are written.
TEST(EventText, PaperLog_AnImpliedPassAndEachPaperFactReadAsTheTableSawThem) {
  Header header;
  header.players.resize(2);
  header.players[0].deck = {"R-1", "R-2"};
  header.players[1].deck = {"R-3"};
  header.recorder = Recorder{};
  const CardId a17 = CardId::Handle(Seat::kA, 17);
  Event pass;
  pass.actor = Seat::kB;
  pass.body = Decision(PassPriority{});
  EXPECT_EQ(EventText(pass, header), "");
  pass.recording = Recording{true, {}};
  EXPECT_EQ(EventText(pass, header), "implied");
  pass.recording = Recording{true, {Seat::kB}};
  EXPECT_EQ(EventText(pass, header), "implied · seen by B");
  Event play;
  play.actor = Seat::kA;
  play.body = Decision(PlayCard{a17});
  play.recording = Recording{false, {Seat::kA}};
  EXPECT_EQ(EventText(play, header), "A#17 · seen by A");
  Event fact;
  fact.actor = TableActor{};
  const std::pair<Fact, std::string> facts[] = {
      {UnseenShuffleFact{Seat::kA}, "A's deck, order unseen"},
      {RevealFact{a17, "R-2"}, "A#17 is R-2 · shown to the table"},
      {RevealFact{a17, "R-2", RevealSource::kJudge}, "A#17 is R-2 · seen by the judge"},
      {RevealFact{a17, "R-2", RevealSource::kClaim, Seat::kA}, "A#17 is R-2 · claimed by A"},
      {LookFact{Seat::kB, {a17, Id("A01")}, {"R-2", "R-1"}}, "B looked at A#17 R-2 A01 R-1"},
      {LookFact{Seat::kA, {a17}, {}}, "A looked at A#17 · unseen by the record"},
      {PileEndFact{a17, PileEnd::kBottom}, "A#17 to the bottom"},
      {DeckCheckFact{Seat::kA, "deck", {"R-1", "R-2"}}, "A's deck holds 2 cards: R-1 R-2"},
      {DeckCheckFact{Seat::kB, "hand", {}}, "B's hand holds 0 cards"},
  };
  for (const auto& [body, text] : facts) {
    fact.body = body;
    EXPECT_EQ(EventText(fact, header), text);
  }
}

TEST(HtmlView, NothingInTheDataCanCloseTheScriptElement) {
  EXPECT_EQ(ScriptSafeJson("{\"name\":\"</script><script>alert(1)</script>\"}"),
            "{\"name\":\"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\"}");
  EXPECT_EQ(HtmlEscape("a<b & \"c\" 'd'>"), "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;");
}

TEST(BoardText, ColoursOnlyWhenAsked) {
  const Board board = SmallBoard();
  const std::string plain = BoardText(board);
  const std::string coloured = BoardText(board, true);
  EXPECT_EQ(plain.find('\x1b'), std::string::npos);
  EXPECT_NE(coloured.find("\x1b[33mtapped\x1b[0m"), std::string::npos);
  // The same words once the colours are taken out.
  EXPECT_EQ(std::regex_replace(coloured, std::regex("\x1b\\[[0-9]*m"), ""), plain);
}

TEST(BoardText, AnAtkBelowZeroIsShownAsTheRulesUseItWithTheRawValueBeside) {
  // 零次元 103(4): show, show --json and the page show ATK 0 with -1000 beside it.
  Board board = SmallBoard();
  BoardCard& b02 = board.players[1].zones[2].cards[0];  // B's battle zone.
  ASSERT_EQ(b02.id, Id("B02"));
  b02.atk = 0;
  b02.raw_atk = -1000;
  b02.def = 1000;
  EXPECT_NE(BoardText(board).find("ATK 0 (raw -1000) DEF 1000"), std::string::npos);
  EXPECT_NE(BoardJson(board).find("\"atk\":0,\"def\":1000,\"rawAtk\":-1000,\"rawDef\":null"),
            std::string::npos);
  std::map<CardId, CardName> names;
  std::map<std::string, std::string> parts;
  for (auto& [key, value] : BoardParts(board, std::nullopt, names, {})) parts[key] = value;
  EXPECT_NE(parts["Z1.battle"].find("\"a\":0,\"e\":1000,\"ra\":-1000"), std::string::npos)
      << parts["Z1.battle"];
}

}  // namespace
}  // namespace tcgjudge
