// The worker protocol without a process: JSON in and out, frames read from
// a socket with their failure modes, and the checks that tie an answer to
// its request (an answer for other passes, another id, or a partial answer
// without an exception is garbage, never a snapshot list).
#include <gtest/gtest.h>

#include <sys/socket.h>
#include <unistd.h>

#include "core/worker/json.h"
#include "core/worker/protocol.h"

namespace pipecheck::worker {
namespace {

TEST(Json, RoundTripsTheProtocolsValues) {
  Json j(Json::Object{{"s", "a\"b\\c\nd\t\x01"},
                      {"n", 42},
                      {"f", 0.25},
                      {"b", true},
                      {"z", Json()},
                      {"a", Json(Json::Array{1, "x"})}});
  JsonParse back = parseJson(j.dump());
  ASSERT_TRUE(back.value) << back.error;
  EXPECT_EQ(back.value->dump(), j.dump());
  EXPECT_EQ(*back.value->str("s"), "a\"b\\c\nd\t\x01");
  EXPECT_EQ((*back.value)["n"].asNumber(), 42);
  EXPECT_TRUE((*back.value)["missing"].isNull());
}

TEST(Json, DecodesPythonEscapes) {
  // json.dumps writes non-ASCII as \uXXXX, and astral characters as surrogate pairs.
  JsonParse p = parseJson(R"({"t": "\u00e9\ud83d\ude00\/"})");
  ASSERT_TRUE(p.value) << p.error;
  EXPECT_EQ(*p.value->str("t"), "\xc3\xa9\xf0\x9f\x98\x80/");
}

TEST(Json, RejectsMalformedText) {
  for (const char *bad : {"", "{", "{\"a\": }", "[1,]", "{\"a\": 1} x", "tru", "\"\\q\"",
                          "{\"a\": \"unterminated}", "01x"})
    EXPECT_FALSE(parseJson(bad).value) << bad;
  std::string deep(200, '[');
  EXPECT_FALSE(parseJson(deep).value);
}

struct Pair {
  int a = -1, b = -1;
  Pair() {
    int sv[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0) {
      a = sv[0];
      b = sv[1];
    }
  }
  ~Pair() {
    ::close(a);
    if (b >= 0)
      ::close(b);
  }
  void put(const std::string &bytes) {
    std::string err;
    ASSERT_TRUE(writeAll(b, bytes, err)) << err;
  }
  void closeWriter() {
    ::close(b);
    b = -1;
  }
};

using S = FrameReader::Status;
constexpr std::chrono::milliseconds kShort{200};

TEST(Frames, ReadsConsecutiveFrames) {
  Pair p;
  p.put(encodeFrame(Json(Json::Object{{"k", 1}})) + encodeFrame(Json(Json::Object{{"k", 2}})));
  FrameReader r(p.a);
  auto f1 = r.read(kShort), f2 = r.read(kShort);
  ASSERT_EQ(f1.status, S::Ok);
  ASSERT_EQ(f2.status, S::Ok);
  EXPECT_EQ(f1.body["k"].asNumber(), 1);
  EXPECT_EQ(f2.body["k"].asNumber(), 2);
  EXPECT_EQ(r.read(kShort).status, S::Timeout);
  p.closeWriter();
  EXPECT_EQ(r.read(kShort).status, S::Eof);
}

TEST(Frames, NamesEachKindOfGarbage) {
  struct Case {
    const char *why;
    std::string bytes;
    S status;
  } cases[] = {
      {"a stray print", "hello from python\n", S::Garbage},
      {"no length", "PCW1 \n{}", S::Garbage},
      {"a length past the limit", "PCW1 999999999999\n", S::Garbage},
      {"a body that is not JSON", "PCW1 3\nabc", S::Garbage},
      {"a body that is not an object", "PCW1 2\n[]", S::Garbage},
      {"a length one short: cut JSON", "PCW1 7\n{\"a\": 1}", S::Garbage},
      {"a length one long: waits for a byte that never comes", "PCW1 9\n{\"a\": 1}",
       S::Timeout},
      {"a header without its newline", "PCW1 12", S::Timeout},
  };
  for (const auto &c : cases) {
    Pair p;
    p.put(c.bytes);
    FrameReader r(p.a);
    auto f = r.read(kShort);
    EXPECT_EQ(f.status, c.status) << c.why << ": " << f.detail;
    EXPECT_FALSE(f.detail.empty() && c.status == S::Garbage) << c.why;
  }
}

TEST(Frames, EndOfStreamInsideABodyIsNotAFrame) {
  Pair p;
  p.put("PCW1 100\n{\"a\":");
  p.closeWriter();
  FrameReader r(p.a);
  auto f = r.read(kShort);
  EXPECT_EQ(f.status, S::Eof);
  EXPECT_NE(f.detail.find("of 100 body bytes"), std::string::npos) << f.detail;
}

RunRequest request() {
  RunRequest r;
  r.id = 7;
  r.program = "...";
  r.passes = {"lower_pipeline_loops", "canonicalize_io_order"};
  return r;
}

Json answer(long long id, Json::Array snaps, Json error = Json()) {
  return Json(Json::Object{{"ok", true},
                           {"id", id},
                           {"parse_error", Json()},
                           {"snapshots", std::move(snaps)},
                           {"error", std::move(error)}});
}

Json snap(const char *pass) { return Json(Json::Object{{"pass", pass}, {"text", "t"}}); }

TEST(Answers, AcceptsAWholeAnswerAndOneThatStopsAtAnException) {
  std::string err;
  auto whole = runAnswerFromJson(
      answer(7, {snap("lower_pipeline_loops"), snap("canonicalize_io_order")}), request(), err);
  ASSERT_TRUE(whole) << err;
  EXPECT_EQ(whole->snapshots.size(), 2u);
  auto raised = runAnswerFromJson(
      answer(7, {snap("lower_pipeline_loops")},
             Json(Json::Object{{"pass", "canonicalize_io_order"}, {"kind", "ValueError"},
                               {"message", "m"}})),
      request(), err);
  ASSERT_TRUE(raised) << err;
  ASSERT_TRUE(raised->error);
  EXPECT_EQ(raised->error->kind, "ValueError");
}

TEST(Answers, RejectsAnswersThatDoNotFitTheRequest) {
  struct Case {
    const char *why;
    Json j;
  } cases[] = {
      {"another id", answer(8, {snap("lower_pipeline_loops"), snap("canonicalize_io_order")})},
      {"passes in another order",
       answer(7, {snap("canonicalize_io_order"), snap("lower_pipeline_loops")})},
      {"fewer snapshots and no exception", answer(7, {snap("lower_pipeline_loops")})},
      {"an exception from a pass that already answered",
       answer(7, {snap("lower_pipeline_loops")},
              Json(Json::Object{{"pass", "lower_pipeline_loops"}, {"kind", "K"},
                                {"message", "m"}}))},
      {"a refusal", refusal("no")},
      {"no snapshot list", Json(Json::Object{{"ok", true}, {"id", 7}})},
  };
  for (const auto &c : cases) {
    std::string err;
    EXPECT_FALSE(runAnswerFromJson(c.j, request(), err)) << c.why;
    EXPECT_FALSE(err.empty()) << c.why;
  }
}

TEST(Answers, RequestsRoundTrip) {
  std::string err;
  RunRequest r = request();
  r.backend = "950";
  r.planner = "PTOAS";
  auto back = runRequestFromJson(toJson(r), err);
  ASSERT_TRUE(back) << err;
  EXPECT_EQ(back->passes, r.passes);
  EXPECT_EQ(back->backend, "950");
  EXPECT_EQ(back->planner, "PTOAS");
  EXPECT_EQ(back->id, 7);
  EXPECT_FALSE(back->reparse);
  r.reparse = true;
  back = runRequestFromJson(toJson(r), err);
  ASSERT_TRUE(back) << err;
  EXPECT_TRUE(back->reparse);
}

// "reparse": each snapshot says whether the implementation's parser was
// asked to read its text back, and what it raised.
TEST(Answers, SnapshotsCarryTheReparseAnswer) {
  RunAnswer a;
  a.id = 7;
  a.snapshots = {{"lower_pipeline_loops", "t1", true, Raised{"", "ParserSyntaxError", "no"}, {}},
                 {"canonicalize_io_order", "t2", true, std::nullopt,
                  std::string("Variable mapping inconsistent")}};
  std::string err;
  auto back = runAnswerFromJson(toJson(a), request(), err);
  ASSERT_TRUE(back) << err;
  ASSERT_EQ(back->snapshots.size(), 2u);
  EXPECT_TRUE(back->snapshots[0].reparsed);
  ASSERT_TRUE(back->snapshots[0].reparseError);
  EXPECT_EQ(back->snapshots[0].reparseError->kind, "ParserSyntaxError");
  EXPECT_EQ(back->snapshots[0].reparseError->message, "no");
  EXPECT_TRUE(back->snapshots[1].reparsed);
  EXPECT_FALSE(back->snapshots[1].reparseError);
  // "reread_differs": it read the text back, as another program.
  EXPECT_FALSE(back->snapshots[0].rereadDiffers);
  ASSERT_TRUE(back->snapshots[1].rereadDiffers);
  EXPECT_EQ(*back->snapshots[1].rereadDiffers, "Variable mapping inconsistent");
  // Not asked (an older worker, `pipecheck serve`): nothing is claimed.
  auto plain = runAnswerFromJson(
      answer(7, {snap("lower_pipeline_loops"), snap("canonicalize_io_order")}), request(), err);
  ASSERT_TRUE(plain) << err;
  EXPECT_FALSE(plain->snapshots[0].reparsed);
  // A malformed reparse record is garbage, not "it reads back".
  Json bad = Json(Json::Object{{"pass", "lower_pipeline_loops"}, {"text", "t"},
                               {"reparsed", true}, {"reparse_error", Json(Json::Object{{"kind", "X"}})}});
  EXPECT_FALSE(runAnswerFromJson(answer(7, {bad, snap("canonicalize_io_order")}), request(), err));
}

} // namespace
} // namespace pipecheck::worker
