// The client side of the worker protocol: one long-lived worker process.
//
// WorkerClient starts the worker (argv from WorkerOptions: the PyPTO worker
// is `python3 tools/pypto_worker.py`, the model is `pipecheck serve`), says
// hello once per process, and then serves run requests through the same
// process, because PyPTO's import costs a third of a second and its parser
// 5-16 ms per program. Every request has a deadline. Any trouble with the
// process (it cannot start, exits, closes its stream, misses the deadline,
// answers something that is not a frame, a frame that is not the answer to
// the request, or refuses the request) comes back as a WorkerTrouble: a
// harness error for the driver, never a finding. After trouble the process
// is killed; the next request starts a fresh one (counted in restarts()).
//
// The worker talks over one Unix socket pair on its stdin and stdout (a
// socket, so that writing to a dead worker is an error value, not SIGPIPE);
// its stderr goes to a private log file whose tail is quoted in a trouble
// message, so a crash explains itself without flooding the terminal.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <sys/types.h>

#include "core/worker/protocol.h"

namespace pipecheck::worker {

struct WorkerOptions {
  std::vector<std::string> command; // argv; argv[0] is looked up in PATH
  std::chrono::milliseconds requestTimeout{20000};
  // Start-up and hello: importing PyPTO takes ~0.3 s, a cold disk longer.
  std::chrono::milliseconds startTimeout{60000};
};

struct WorkerTrouble {
  enum class Kind { StartFailed, Exited, Timeout, Garbage, Refused };
  Kind kind = Kind::StartFailed;
  std::string message;
};
const char *troubleName(WorkerTrouble::Kind k);

template <class T> using WorkerResult = std::variant<T, WorkerTrouble>;

class WorkerClient {
public:
  explicit WorkerClient(WorkerOptions options);
  ~WorkerClient();
  WorkerClient(const WorkerClient &) = delete;
  WorkerClient &operator=(const WorkerClient &) = delete;

  // The worker's identity; starts it when it is not running.
  WorkerResult<Hello> hello();
  // One program through the worker's passes; starts it when it is not running.
  WorkerResult<RunAnswer> run(RunRequest request);

  // Processes started after the first (each one follows a trouble).
  int restarts() const { return restarts_; }
  bool running() const { return pid_ > 0; }
  const WorkerOptions &options() const { return options_; }

private:
  WorkerOptions options_;
  pid_t pid_ = -1;
  int fd_ = -1;
  FrameReader reader_;
  std::string logPath_;
  std::optional<Hello> hello_;
  int starts_ = 0, restarts_ = 0;
  long long nextId_ = 1;

  std::optional<WorkerTrouble> start();
  // Sends one frame and reads the answer within timeout; kills the worker on trouble.
  WorkerResult<Json> exchange(const Json &request, std::chrono::milliseconds timeout);
  WorkerTrouble trouble(WorkerTrouble::Kind kind, std::string message);
  void stop(bool politely);
  std::string logTail() const;
};

} // namespace pipecheck::worker
