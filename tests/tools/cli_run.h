// Runs the pipecheck binary (PIPECHECK_BIN, a compile definition of each CLI
// test target) with arguments through the shell and captures what it prints.
// One helper for every CLI test instead of a copy in each.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

struct CliRun {
  int exitCode = -1;
  std::string output; // stdout and stderr, interleaved
};

inline CliRun runCli(const std::string &args) {
  const std::string cmd = std::string(PIPECHECK_BIN) + " " + args + " 2>&1";
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
