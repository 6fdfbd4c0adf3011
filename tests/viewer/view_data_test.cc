// The page's data for a whole game (viewer/view_data.h ViewData, docs/viewer.md "The data"): the
// events' marks the page's index and pass toggle read, and each judge text once.

#include "viewer/view_data.h"

#include <gtest/gtest.h>

#include <string>

#include "tests/judge/zero_games.h"

namespace tcgjudge {
namespace {

using testing::SampleGame;
using testing::Zero;

size_t Count(const std::string& text, const std::string& part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// The JSON of the event with seq `seq` in the data's "events" (each starts {"s":SEQ,).
std::string EventJson(const std::string& data, uint32_t seq) {
  const std::string start = "{\"s\":" + std::to_string(seq) + ",";
  const size_t at = data.find(start, data.find("\"events\":["));
  if (at == std::string::npos) return "";
  const size_t end = data.find("{\"s\":" + std::to_string(seq + 1) + ",", at);
  return data.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

TEST(ViewData, APassIsMarkedFoldableUnlessItBreaksARule) {
  const std::vector<Event> log = SampleGame("sample-game");
  Result<std::string> data = ViewData(Zero(), log, {});
  ASSERT_TRUE(data.ok()) << data.status().ToString();
  size_t passes = 0;
  for (const Event& event : log) {
    const auto* decision = std::get_if<Decision>(&event.body);
    const bool pass = decision != nullptr && std::holds_alternative<PassPriority>(*decision);
    passes += pass;
    EXPECT_EQ(EventJson(*data, event.seq).find(",\"f\":1") != std::string::npos, pass)
        << "seq " << event.seq << ": " << EventJson(*data, event.seq);
  }
  EXPECT_GT(passes, 10u);
}

TEST(ViewData, AJudgeEventsWordsAreItsActionAndItsTextIsInTheDataOnce) {
  const std::vector<Event> log = SampleGame("sample-game");
  Result<std::string> data = ViewData(Zero(), log, {});
  ASSERT_TRUE(data.ok()) << data.status().ToString();
  size_t judged = 0;
  for (const Event& event : log) {
    const auto* judge = std::get_if<JudgeAction>(&event.body);
    if (judge == nullptr) continue;
    ++judged;
    ASSERT_FALSE(judge->text.empty());
    EXPECT_EQ(Count(*data, judge->text), 1u) << "seq " << event.seq;
    EXPECT_NE(EventJson(*data, event.seq).find(",\"j\":{\"rules\":["), std::string::npos);
  }
  EXPECT_EQ(judged, 5u);  // A note, a reverse, a back-up, a penalty and a ruling.
  // The penalty's words: its kind and player, not its rules or text.
  EXPECT_NE(EventJson(*data, 61).find("\"k\":\"penalty\",\"t\":\"warning for A\""),
            std::string::npos)
      << EventJson(*data, 61);
  EXPECT_NE(EventJson(*data, 5).find("\"k\":\"note\",\"t\":\"\""), std::string::npos);
}

TEST(ViewData, TheTableIsTheRulesetsLayoutAsSeatASeesIt) {
  const std::vector<Event> log = SampleGame("sample-game");
  for (const ViewOptions& options : {ViewOptions{}, ViewOptions{Seat::kB}}) {
    Result<std::string> data = ViewData(Zero(), log, options);
    ASSERT_TRUE(data.ok()) << data.status().ToString();
    // engine/zero/table_layout.cc: 6 columns, B's edge first (turned half round), A's last; the
    // same in every seat's page (the page turns it for seat B).
    EXPECT_NE(data->find("\"table\":{\"n\":6,\"rows\":["
                         "[[\"B\",\"removed\",\"\",0,1],[\"B\",\"hand\",\"\",1,5]],"
                         "[[\"B\",\"deck\",\"\",0,1],[\"B\",\"rest\",\"\",1,1],"
                         "[\"B\",\"resource\",\"\",2,3],[\"B\",\"life\",\"\",5,1]],"
                         "[[\"B\",\"event\",\"\",0,1],[\"B\",\"battle\",\"\",1,5]],"
                         "[[\"A\",\"battle\",\"\",0,5],[\"A\",\"event\",\"\",5,1]],"
                         "[[\"A\",\"life\",\"\",0,1],[\"A\",\"resource\",\"\",1,3],"
                         "[\"A\",\"rest\",\"\",4,1],[\"A\",\"deck\",\"\",5,1]],"
                         "[[\"A\",\"hand\",\"\",0,5],[\"A\",\"removed\",\"\",5,1]]]}"),
              std::string::npos)
        << data->substr(0, 800);
  }
}

}  // namespace
}  // namespace tcgjudge
