// The worker protocol: how pipecheck talks to an implementation of the
// window that runs in another process (tools/pypto_worker.py, the real
// PyPTO; `pipecheck serve`, pipecheck's own model through the same bytes).
//
// One frame per message, in both directions: the ASCII header
// "PCW1 <N>\n" and then exactly N bytes of UTF-8 JSON holding one object.
// A length prefix (not a line protocol) because programs and snapshots are
// multi-line text; a magic word so that a stray print on the worker's
// stdout is recognised as garbage at once instead of being read as a length.
//
// Requests: hello (who are you), run (program text, pass list as pypto.passes
// factory names, backend, planner), quit. Answers carry "ok"; a run answer
// echoes the request id and holds either PyPTO's parse error, or one printed
// snapshot per pass that returned plus the exception of the pass that raised
// (if one did). Field names are spelled once here and in pypto_worker.py's
// docstring.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/worker/json.h"

namespace pipecheck::worker {

inline constexpr std::string_view kFrameMagic = "PCW1";
// Frames past this size are garbage (a snapshot is some KiB).
inline constexpr std::size_t kMaxFrameBytes = 256u << 20;

std::string encodeFrame(const Json &body);

// Writes all of data to fd (a socket: MSG_NOSIGNAL, so a dead peer is an
// error value, not SIGPIPE); false with errorOut set on failure.
bool writeAll(int fd, std::string_view data, std::string &errorOut);

// Reads frames from a file descriptor, each within an optional deadline.
class FrameReader {
public:
  enum class Status { Ok, Eof, Timeout, Garbage, IoError };
  struct Frame {
    Status status = Status::Eof;
    Json body;
    std::string detail; // what was wrong, for the harness error
  };

  explicit FrameReader(int fd = -1) : fd_(fd) {}
  void reset(int fd) {
    fd_ = fd;
    buf_.clear();
  }
  // No timeout: wait as long as it takes (the server side).
  Frame read(std::optional<std::chrono::milliseconds> timeout);

private:
  int fd_;
  std::string buf_;
  // Reads more bytes into buf_ before the deadline; Ok, Eof, Timeout or IoError.
  Status fill(std::optional<std::chrono::steady_clock::time_point> deadline, std::string &detail);
};

struct Hello {
  std::string impl;     // "pypto" or "model"
  std::string version;  // as the package tells; empty when unknown
  std::string commit;   // empty when unknown
  std::string location; // where the package was imported from
  std::string python;   // interpreter version (pypto only)
  // "pypto 0.1.0 (commit unknown, /path/to/pypto)"
  std::string describe() const;
};

struct RunRequest {
  long long id = 0;
  std::string program; // pl DSL text
  std::string fileName = "input.py";
  std::vector<std::string> passes; // pypto.passes factory names, in order
  std::string backend = "910B";    // 910B | 950 | none
  std::string planner = "PYPTO";   // PYPTO | PTOAS
  // Ask the implementation's own parser to read back every snapshot it
  // printed ("reparse": true); the answer's snapshots then say whether it
  // could (PrintedSnapshot::reparsed, reparseError).
  bool reparse = false;
};

// An exception of the implementation: its class name and message (PyPTO's
// C++ traceback cut off), and the pass that raised it (empty for the parser).
struct Raised {
  std::string pass;
  std::string kind;
  std::string message;
};

struct PrintedSnapshot {
  std::string pass;
  std::string text; // ir.python_print(prog, format=False)
  // "reparsed": the implementation's parser was asked to read text back;
  // "reparse_error": what it raised (no pass), or null when it read it.
  bool reparsed = false;
  std::optional<Raised> reparseError;
  // "reread_differs": the parser read the text back, but not as the program
  // the implementation printed (its own structural equality's reason: a var
  // printed under another var's name); null or absent when they are equal.
  std::optional<std::string> rereadDiffers;
};

struct RunAnswer {
  long long id = 0;
  std::optional<Raised> parseError; // the implementation's parser rejected the text
  std::vector<PrintedSnapshot> snapshots;
  std::optional<Raised> error; // the pass after the last snapshot raised
  double parseSeconds = 0, passSeconds = 0;
};

Json helloRequest();
Json quitRequest();
Json toJson(const RunRequest &r);
Json toJson(const Hello &h);
Json toJson(const RunAnswer &a);
// A refusal: {"ok": false, "error": message}.
Json refusal(const std::string &message);

// Readers: nullopt with errorOut set when a field is missing or mistyped.
std::optional<RunRequest> runRequestFromJson(const Json &j, std::string &errorOut);
std::optional<Hello> helloFromJson(const Json &j, std::string &errorOut);
// Also checks the answer against its request: the same id, snapshots named
// after a prefix of the requested passes, an error only for the next one.
std::optional<RunAnswer> runAnswerFromJson(const Json &j, const RunRequest &request,
                                           std::string &errorOut);

} // namespace pipecheck::worker
