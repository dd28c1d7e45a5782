// Flags and environment switches of the pipecheck command line, end to end:
// every subcommand rejects an unknown flag (naming the nearest flag of that
// subcommand), a value flag given twice with different values and a flag
// missing its value, with exit 2; an unknown PIPECHECK_* variable in the
// environment is an error naming the nearest known switch. Before the one
// parser of tools/flags.h, `pipecheck lower --pases lower FILE` ran the
// default pipeline and `campaign --bogus 1` ignored the flag.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace {

struct CliRun {
  int exitCode = -1;
  std::string output; // stdout and stderr, interleaved
};

CliRun runCli(const std::string &args, const std::string &env = "") {
  const std::string cmd = env + " " + std::string(PIPECHECK_BIN) + " " + args + " 2>&1";
  CliRun r;
  FILE *pipe = popen(cmd.c_str(), "r");
  if (!pipe)
    return r;
  std::array<char, 4096> buf;
  while (std::size_t n = fread(buf.data(), 1, buf.size(), pipe))
    r.output.append(buf.data(), n);
  const int status = pclose(pipe);
  r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

const std::string kProgram = std::string(PIPECHECK_SOURCE_DIR) + "/corpus/doc_static_n10_f4.py";

struct FlagCase {
  const char *command;   // subcommand and the arguments it needs besides the flags
  const char *typo;      // a misspelt flag of that subcommand
  const char *suggested; // the flag the message must suggest
  const char *valueFlag; // a value flag of the subcommand (given twice / without value)
};

// One row per subcommand. FILE is replaced by a corpus program.
const FlagCase kCases[] = {
    {"lower FILE", "--pases lower", "--passes", "--passes"},
    {"equal FILE FILE", "--json", "--help", nullptr},
    {"verify FILE", "--verbose", "--help", nullptr},
    {"check FILE", "--propery marker", "--property", "--property"},
    {"validate FILE FILE", "--jsn", "--json", "--div"},
    {"run FILE", "--arg n=3", "--args", "--seed"},
    {"prove FILE", "--timeout 10", "--timeout-ms", "--timeout-ms"},
    {"gen", "--cout 1", "--count", "--seed"},
    {"campaign --count 1", "--bogus 1", "--out", "--seed"},
    {"reduce FILE --property marker", "--max-second 1", "--max-seconds", "--out"},
    {"report FILE --no-reduce", "--no-reduc", "--no-reduce", "--out"},
};

std::string withFile(std::string s) {
  for (std::size_t p; (p = s.find("FILE")) != std::string::npos;)
    s.replace(p, 4, kProgram);
  return s;
}

class Flags : public testing::TestWithParam<FlagCase> {};

TEST_P(Flags, UnknownFlagIsAUsageErrorNamingTheNearestFlag) {
  const FlagCase &c = GetParam();
  std::string cmd = withFile(c.command);
  std::string name = cmd.substr(0, cmd.find(' '));
  std::string flag = std::string(c.typo).substr(0, std::string(c.typo).find(' '));
  CliRun r = runCli(cmd + " " + c.typo);
  EXPECT_EQ(r.exitCode, 2) << r.output;
  EXPECT_NE(r.output.find("pipecheck " + name + ": error: unknown flag " + flag +
                          " (did you mean " + c.suggested + "?)"),
            std::string::npos)
      << r.output;
}

TEST_P(Flags, ValueFlagTwiceWithDifferentValuesOrWithoutValueIsAUsageError) {
  const FlagCase &c = GetParam();
  if (!c.valueFlag)
    GTEST_SKIP() << c.command << " has no value flag";
  std::string cmd = withFile(c.command);
  std::string name = cmd.substr(0, cmd.find(' '));
  std::string f = c.valueFlag;
  CliRun twice = runCli(cmd + " " + f + " 1 " + f + " 2");
  EXPECT_EQ(twice.exitCode, 2) << twice.output;
  EXPECT_NE(twice.output.find("pipecheck " + name + ": error: flag " + f +
                              " given twice with different values ('1' and '2')"),
            std::string::npos)
      << twice.output;
  CliRun missing = runCli(cmd + " " + f);
  EXPECT_EQ(missing.exitCode, 2) << missing.output;
  EXPECT_NE(missing.output.find("pipecheck " + name + ": error: flag " + f + " needs a value"),
            std::string::npos)
      << missing.output;
  CliRun swallowed = runCli(cmd + " " + f + " --help"); // the next flag is not a value
  EXPECT_EQ(swallowed.exitCode, 2) << swallowed.output;
}

INSTANTIATE_TEST_SUITE_P(EverySubcommand, Flags, testing::ValuesIn(kCases),
                         [](const auto &info) {
                           std::string c = info.param.command;
                           return c.substr(0, c.find(' '));
                         });

TEST(Flags, TheSameValueTwiceIsAccepted) {
  CliRun r = runCli("lower --passes lower --passes=lower " + kProgram);
  EXPECT_EQ(r.exitCode, 0) << r.output;
}

TEST(Flags, SwitchWithAValueAndShortFlagsAreUsageErrors) {
  CliRun sw = runCli("check --json=1 " + kProgram);
  EXPECT_EQ(sw.exitCode, 2) << sw.output;
  EXPECT_NE(sw.output.find("flag --json takes no value"), std::string::npos) << sw.output;
  CliRun shortFlag = runCli("lower -passes lower " + kProgram);
  EXPECT_EQ(shortFlag.exitCode, 2) << shortFlag.output;
  EXPECT_NE(shortFlag.output.find("unknown flag -passes (did you mean --passes?)"),
            std::string::npos)
      << shortFlag.output;
}

TEST(Flags, FaultIsRepeatable) {
  CliRun r = runCli("lower --passes lower --fault tail-off-by-one --fault attr-left-at-F " +
                    kProgram);
  EXPECT_EQ(r.exitCode, 0) << r.output;
}

TEST(Flags, UnknownCommandNamesTheNearestCommand) {
  CliRun r = runCli("lwer " + kProgram);
  EXPECT_EQ(r.exitCode, 2) << r.output;
  EXPECT_NE(r.output.find("unknown command 'lwer' (did you mean lower?)"), std::string::npos)
      << r.output;
}

TEST(EnvSwitches, UnknownPipecheckVariableIsAnErrorNamingTheNearestSwitch) {
  CliRun r = runCli("lower --passes lower " + kProgram, "PIPECHECK_FAULT=tail-off-by-one");
  EXPECT_EQ(r.exitCode, 2) << r.output;
  EXPECT_NE(r.output.find("unknown environment variable PIPECHECK_FAULT (did you mean "
                          "PIPECHECK_FAULTS?)"),
            std::string::npos)
      << r.output;
  CliRun build = runCli("gen", "PIPECHECK_SANITIZE=ON");
  EXPECT_EQ(build.exitCode, 2) << build.output;
  EXPECT_NE(build.output.find("is a build setting"), std::string::npos) << build.output;
}

TEST(EnvSwitches, KnownSwitchesAndOtherVariablesAreAccepted) {
  CliRun r = runCli("gen", "PIPECHECK_RC_SCALE=2 PIPECHECKX=1 OTHER_PIPECHECK_FOO=1");
  EXPECT_EQ(r.exitCode, 0) << r.output;
}

} // namespace
