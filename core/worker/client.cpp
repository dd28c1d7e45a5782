// The worker process and its requests; see client.h.
#include "core/worker/client.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <spawn.h>
#include <sstream>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

namespace pipecheck::worker {
namespace {

// "exited with code 3" / "killed by signal 9 (Killed)"; waits up to graceMs.
std::string reap(pid_t pid, int graceMs) {
  int status = 0;
  for (int waited = 0;; waited += 10) {
    pid_t r = ::waitpid(pid, &status, WNOHANG);
    if (r == pid)
      break;
    if (r < 0)
      return "gone";
    if (waited >= graceMs) {
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      return "still running, killed";
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  if (WIFEXITED(status))
    return "exited with code " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status))
    return "killed by signal " + std::to_string(WTERMSIG(status)) + " (" +
           strsignal(WTERMSIG(status)) + ")";
  return "ended";
}

} // namespace

const char *troubleName(WorkerTrouble::Kind k) {
  switch (k) {
  case WorkerTrouble::Kind::StartFailed: return "start failed";
  case WorkerTrouble::Kind::Exited: return "exited";
  case WorkerTrouble::Kind::Timeout: return "timeout";
  case WorkerTrouble::Kind::Garbage: return "garbage";
  case WorkerTrouble::Kind::Refused: return "refused";
  }
  return "?";
}

WorkerClient::WorkerClient(WorkerOptions options) : options_(std::move(options)) {}

WorkerClient::~WorkerClient() {
  stop(true);
  if (!logPath_.empty())
    ::unlink(logPath_.c_str());
}

std::string WorkerClient::logTail() const {
  std::ifstream in(logPath_);
  std::vector<std::string> lines;
  std::string line;
  while (std::getline(in, line))
    if (!line.empty())
      lines.push_back(line);
  std::string out;
  for (std::size_t i = lines.size() > 4 ? lines.size() - 4 : 0; i < lines.size(); ++i)
    out += (out.empty() ? "" : " | ") + lines[i];
  if (out.size() > 600)
    out = "..." + out.substr(out.size() - 600);
  return out;
}

WorkerTrouble WorkerClient::trouble(WorkerTrouble::Kind kind, std::string message) {
  WorkerTrouble t{kind, std::move(message)};
  if (pid_ > 0) {
    bool exited = kind == WorkerTrouble::Kind::Exited;
    ::close(fd_);
    fd_ = -1;
    if (!exited)
      ::kill(pid_, SIGKILL);
    std::string how = reap(pid_, exited ? 2000 : 1000);
    pid_ = -1;
    t.message += exited ? " (worker " + how + ")" : " (worker killed)";
  }
  std::string tail = logTail();
  if (!tail.empty())
    t.message += "; worker stderr: " + tail;
  return t;
}

std::optional<WorkerTrouble> WorkerClient::start() {
  if (options_.command.empty())
    return WorkerTrouble{WorkerTrouble::Kind::StartFailed, "no worker command configured"};
  if (logPath_.empty()) {
    char tmpl[] = "/tmp/pipecheck-worker-XXXXXX";
    int lfd = ::mkstemp(tmpl);
    if (lfd >= 0) {
      ::close(lfd);
      logPath_ = tmpl;
    }
  }
  int sv[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
    return WorkerTrouble{WorkerTrouble::Kind::StartFailed,
                         std::string("socketpair: ") + std::strerror(errno)};
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, sv[1], 0);
  posix_spawn_file_actions_adddup2(&fa, sv[1], 1);
  if (!logPath_.empty())
    posix_spawn_file_actions_addopen(&fa, 2, logPath_.c_str(), O_WRONLY | O_TRUNC | O_CREAT, 0600);
  std::vector<char *> argv;
  for (auto &a : options_.command)
    argv.push_back(const_cast<char *>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = -1;
  int rc = ::posix_spawnp(&pid, argv[0], &fa, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  ::close(sv[1]);
  if (rc != 0) {
    ::close(sv[0]);
    return WorkerTrouble{WorkerTrouble::Kind::StartFailed,
                         "cannot start '" + options_.command[0] + "': " + std::strerror(rc)};
  }
  pid_ = pid;
  fd_ = sv[0];
  reader_.reset(fd_);
  if (starts_++ > 0)
    ++restarts_;
  // Every process introduces itself before its first run.
  auto h = exchange(helloRequest(), options_.startTimeout);
  if (auto *t = std::get_if<WorkerTrouble>(&h))
    return *t;
  std::string err;
  auto hello = helloFromJson(std::get<Json>(h), err);
  if (!hello)
    return trouble(WorkerTrouble::Kind::Refused, err);
  hello_ = *hello;
  return std::nullopt;
}

void WorkerClient::stop(bool politely) {
  if (pid_ <= 0)
    return;
  std::string ignored;
  if (politely)
    writeAll(fd_, encodeFrame(quitRequest()), ignored);
  ::close(fd_);
  fd_ = -1;
  if (!politely)
    ::kill(pid_, SIGKILL);
  reap(pid_, politely ? 1000 : 0);
  pid_ = -1;
}

WorkerResult<Json> WorkerClient::exchange(const Json &request, std::chrono::milliseconds timeout) {
  std::string err;
  bool sent = writeAll(fd_, encodeFrame(request), err);
  // A worker that died may still have left bytes (garbage, a last frame)
  // before the write failed; read them briefly so the trouble names them.
  FrameReader::Frame f = reader_.read(sent ? timeout : std::chrono::milliseconds(200));
  if (!sent && f.status != FrameReader::Status::Garbage)
    return trouble(WorkerTrouble::Kind::Exited, "cannot send the request: " + err);
  using S = FrameReader::Status;
  switch (f.status) {
  case S::Ok: return std::move(f.body);
  case S::Eof:
    return trouble(WorkerTrouble::Kind::Exited,
                   "the worker closed its output" + (f.detail.empty() ? "" : ": " + f.detail));
  case S::Timeout:
    return trouble(WorkerTrouble::Kind::Timeout,
                   "no answer within " + std::to_string(timeout.count()) + " ms" +
                       (f.detail.empty() ? "" : " (" + f.detail + ")"));
  case S::Garbage:
    return trouble(WorkerTrouble::Kind::Garbage, "the worker answered garbage: " + f.detail);
  case S::IoError: return trouble(WorkerTrouble::Kind::Exited, f.detail);
  }
  return trouble(WorkerTrouble::Kind::Garbage, "unreachable");
}

WorkerResult<Hello> WorkerClient::hello() {
  if (pid_ <= 0)
    if (auto t = start())
      return *t;
  return *hello_;
}

WorkerResult<RunAnswer> WorkerClient::run(RunRequest request) {
  if (pid_ <= 0)
    if (auto t = start())
      return *t;
  request.id = nextId_++;
  auto j = exchange(toJson(request), options_.requestTimeout);
  if (auto *t = std::get_if<WorkerTrouble>(&j))
    return *t;
  std::string err;
  auto answer = runAnswerFromJson(std::get<Json>(j), request, err);
  if (!answer)
    return trouble(std::get<Json>(j)["ok"].asBool() ? WorkerTrouble::Kind::Garbage
                                                     : WorkerTrouble::Kind::Refused,
                   err);
  return *answer;
}

} // namespace pipecheck::worker
