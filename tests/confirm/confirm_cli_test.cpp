// `pipecheck report --confirm` without a PyPTO: PIPECHECK_PYTHON points at
// fake_python.sh, which answers like tools/pypto_confirm.py would (or dies,
// or prints garbage). Checks that the answer lands in the printed line, the
// Markdown and the JSON, that a runner that gives no well-formed answer is
// an "error" confirmation (never "reproduced" or "not reproduced"), and that
// without --confirm the JSON says null. The real runner against the real
// PyPTO is tested by the `pypto`-labelled tests beside this file.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/report/json_check.h"

namespace {

namespace fs = std::filesystem;
using pipecheck::testing::Json;
using pipecheck::testing::JsonReader;

struct CliRun {
  int exitCode = -1;
  std::string output;
};

CliRun run(const std::string &cmd) {
  CliRun r;
  FILE *pipe = popen((cmd + " 2>&1").c_str(), "r");
  if (!pipe)
    return r;
  std::array<char, 4096> buf;
  while (std::size_t n = fread(buf.data(), 1, buf.size(), pipe))
    r.output.append(buf.data(), n);
  int status = pclose(pipe);
  r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

std::string readFile(const fs::path &p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct Confirmed {
  CliRun cli;
  std::string markdown;
  Json json;
};

// Reports the corpus finding with the fake runner answering `mode`
// ("" = no --confirm).
Confirmed reportWith(const std::string &mode) {
  fs::path dir = fs::temp_directory_path() /
                 ("pipecheck_confirm_cli_" + std::to_string(getpid()) + "_" + mode);
  fs::remove_all(dir);
  std::string env = "PIPECHECK_PYTHON=" PIPECHECK_SOURCE_DIR "/tests/confirm/fake_python.sh "
                    "FAKE_CONFIRM=" + mode + " ";
  Confirmed c;
  c.cli = run(env + PIPECHECK_BIN + std::string(" report --no-reduce ") +
              (mode.empty() ? "" : "--confirm ") + "--out " + dir.string() + " " +
              PIPECHECK_SOURCE_DIR "/corpus/finding_init_read_after_carry_loop.py");
  for (const auto &e : fs::directory_iterator(dir)) {
    if (e.path().extension() == ".md")
      c.markdown = readFile(e.path());
    if (e.path().extension() == ".json") {
      JsonReader reader(readFile(e.path()));
      EXPECT_TRUE(reader.parse(c.json)) << reader.error();
    }
  }
  return c;
}

std::string field(const Json &json, const std::string &key) {
  const Json *conf = json.get("confirmation");
  if (!conf || conf->kind != Json::Object)
    return "<no confirmation object>";
  const Json *v = conf->get(key);
  return v && v->kind == Json::String ? v->str : "<missing " + key + ">";
}

TEST(ConfirmCli, ReproducedLandsInLineMarkdownAndJson) {
  Confirmed c = reportWith("reproduced");
  EXPECT_EQ(c.cli.exitCode, 1) << c.cli.output; // the property still fails
  EXPECT_NE(c.cli.output.find("confirm (PyPTO 9.9.9, python3): reproduced"), std::string::npos)
      << c.cli.output;
  EXPECT_NE(c.markdown.find("## Confirmed against the real PyPTO"), std::string::npos);
  EXPECT_NE(c.markdown.find("| outcome | **reproduced** |"), std::string::npos) << c.markdown;
  EXPECT_NE(c.markdown.find("9.9.9 (commit: abc1234)"), std::string::npos);
  EXPECT_EQ(field(c.json, "outcome"), "reproduced");
  EXPECT_EQ(field(c.json, "pypto_commit"), "abc1234");
  // The witness-based assertion says what the confirmation rests on.
  EXPECT_NE(field(c.json, "detail").find("printed the very output pipecheck judged wrong"),
            std::string::npos)
      << field(c.json, "detail");
  EXPECT_TRUE(fs::exists(field(c.json, "test_file")));
}

TEST(ConfirmCli, NotReproducedIsRecordedAsSuch) {
  Confirmed c = reportWith("not-reproduced");
  EXPECT_EQ(field(c.json, "outcome"), "not reproduced");
  EXPECT_NE(c.markdown.find("| outcome | **not reproduced** |"), std::string::npos);
}

TEST(ConfirmCli, RunnerThatDiesHalfWayIsAnErrorNotAVerdict) {
  for (std::string mode : {"truncated", "garbage"}) {
    Confirmed c = reportWith(mode);
    EXPECT_EQ(field(c.json, "outcome"), "error") << mode;
    EXPECT_NE(field(c.json, "detail").find("gave no answer"), std::string::npos)
        << mode << ": " << field(c.json, "detail");
  }
}

TEST(ConfirmCli, WithoutConfirmTheJsonSaysNull) {
  Confirmed c = reportWith("");
  const Json *conf = c.json.get("confirmation");
  ASSERT_NE(conf, nullptr);
  EXPECT_EQ(conf->kind, Json::Null);
  EXPECT_EQ(c.markdown.find("Confirmed against"), std::string::npos);
}

} // namespace
