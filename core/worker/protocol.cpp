// Frames and messages of the worker protocol; see protocol.h.
#include "core/worker/protocol.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace pipecheck::worker {

std::string encodeFrame(const Json &body) {
  std::string text = body.dump();
  return std::string(kFrameMagic) + " " + std::to_string(text.size()) + "\n" + text;
}

bool writeAll(int fd, std::string_view data, std::string &errorOut) {
  std::size_t done = 0;
  while (done < data.size()) {
    ssize_t n = ::send(fd, data.data() + done, data.size() - done, MSG_NOSIGNAL);
    if (n < 0 && errno == ENOTSOCK) // a plain pipe or file (pipecheck serve on a terminal)
      n = ::write(fd, data.data() + done, data.size() - done);
    if (n < 0) {
      if (errno == EINTR)
        continue;
      errorOut = std::string("write failed: ") + std::strerror(errno);
      return false;
    }
    done += static_cast<std::size_t>(n);
  }
  return true;
}

FrameReader::Status FrameReader::fill(std::optional<std::chrono::steady_clock::time_point> deadline,
                                      std::string &detail) {
  for (;;) {
    int waitMs = -1;
    if (deadline) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          *deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0)
        return Status::Timeout;
      waitMs = static_cast<int>(left.count());
    }
    pollfd p{fd_, POLLIN, 0};
    int r = ::poll(&p, 1, waitMs);
    if (r < 0) {
      if (errno == EINTR)
        continue;
      detail = std::string("poll failed: ") + std::strerror(errno);
      return Status::IoError;
    }
    if (r == 0)
      return Status::Timeout;
    char chunk[65536];
    ssize_t n = ::read(fd_, chunk, sizeof chunk);
    if (n < 0) {
      if (errno == EINTR || errno == EAGAIN)
        continue;
      if (errno == ECONNRESET)
        return Status::Eof;
      detail = std::string("read failed: ") + std::strerror(errno);
      return Status::IoError;
    }
    if (n == 0)
      return Status::Eof;
    buf_.append(chunk, static_cast<std::size_t>(n));
    return Status::Ok;
  }
}

FrameReader::Frame FrameReader::read(std::optional<std::chrono::milliseconds> timeout) {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  if (timeout)
    deadline = std::chrono::steady_clock::now() + *timeout;
  Frame f;
  // The header: magic, one space, decimal length, newline, within 32 bytes.
  constexpr std::size_t kMaxHeader = 32;
  std::size_t nl;
  while ((nl = buf_.find('\n')) == std::string::npos) {
    std::size_t k = std::min(buf_.size(), kFrameMagic.size());
    if (buf_.size() > kMaxHeader || std::string_view(buf_).substr(0, k) != kFrameMagic.substr(0, k)) {
      f.status = Status::Garbage;
      f.detail = "not a frame header: '" + buf_.substr(0, 40) + "'";
      return f;
    }
    Status s = fill(deadline, f.detail);
    if (s != Status::Ok) {
      f.status = s;
      if (s == Status::Eof && !buf_.empty())
        f.detail = "end of stream inside a frame header";
      return f;
    }
  }
  std::string header = buf_.substr(0, nl);
  std::string prefix = std::string(kFrameMagic) + " ";
  bool digits = header.size() > prefix.size() && header.size() - prefix.size() <= 12;
  for (std::size_t i = prefix.size(); digits && i < header.size(); ++i)
    digits = header[i] >= '0' && header[i] <= '9';
  if (header.rfind(prefix, 0) != 0 || !digits) {
    f.status = Status::Garbage;
    f.detail = "not a frame header: '" + header.substr(0, 40) + "'";
    return f;
  }
  std::size_t n = std::stoull(header.substr(prefix.size()));
  if (n > kMaxFrameBytes) {
    f.status = Status::Garbage;
    f.detail = "frame of " + std::to_string(n) + " bytes is over the limit";
    return f;
  }
  while (buf_.size() < nl + 1 + n) {
    Status s = fill(deadline, f.detail);
    if (s != Status::Ok) {
      f.status = s;
      if (s == Status::Eof)
        f.detail = "end of stream after " + std::to_string(buf_.size() - nl - 1) + " of " +
                   std::to_string(n) + " body bytes";
      if (s == Status::Timeout)
        f.detail = "timed out after " + std::to_string(buf_.size() - nl - 1) + " of " +
                   std::to_string(n) + " body bytes";
      return f;
    }
  }
  std::string body = buf_.substr(nl + 1, n);
  buf_.erase(0, nl + 1 + n);
  JsonParse parsed = parseJson(body);
  if (!parsed.value || !parsed.value->isObject()) {
    f.status = Status::Garbage;
    f.detail = "frame body is not one JSON object (" +
               (parsed.value ? std::string("not an object") : parsed.error) + ")";
    return f;
  }
  f.status = Status::Ok;
  f.body = std::move(*parsed.value);
  return f;
}

std::string Hello::describe() const {
  std::string out = impl.empty() ? "unknown" : impl;
  out += " " + (version.empty() ? std::string("(version unknown)") : version);
  out += " (commit " + (commit.empty() ? std::string("unknown") : commit);
  if (!location.empty())
    out += ", " + location;
  if (!python.empty())
    out += ", Python " + python;
  return out + ")";
}

Json helloRequest() { return Json(Json::Object{{"op", "hello"}}); }
Json quitRequest() { return Json(Json::Object{{"op", "quit"}}); }
Json refusal(const std::string &message) {
  return Json(Json::Object{{"ok", false}, {"error", message}});
}

Json toJson(const RunRequest &r) {
  Json::Array passes;
  for (const auto &p : r.passes)
    passes.emplace_back(p);
  return Json(Json::Object{{"op", "run"},
                           {"id", r.id},
                           {"program", r.program},
                           {"file", r.fileName},
                           {"passes", std::move(passes)},
                           {"backend", r.backend},
                           {"planner", r.planner},
                           {"reparse", r.reparse}});
}

Json toJson(const Hello &h) {
  auto orNull = [](const std::string &s) { return s.empty() ? Json() : Json(s); };
  return Json(Json::Object{{"ok", true},
                           {"impl", h.impl},
                           {"version", orNull(h.version)},
                           {"commit", orNull(h.commit)},
                           {"location", orNull(h.location)},
                           {"python", orNull(h.python)}});
}

namespace {

Json raisedJson(const std::optional<Raised> &r, bool withPass) {
  if (!r)
    return Json();
  Json::Object o;
  if (withPass)
    o.emplace_back("pass", r->pass);
  o.emplace_back("kind", r->kind);
  o.emplace_back("message", r->message);
  return Json(std::move(o));
}

std::optional<Raised> raisedFrom(const Json &j, bool withPass, std::string &err) {
  if (j.isNull())
    return std::nullopt;
  Raised r;
  auto kind = j.str("kind"), message = j.str("message");
  auto pass = j.str("pass");
  if (!kind || !message || (withPass && !pass)) {
    err = "an exception record lacks kind, message or pass";
    return std::nullopt;
  }
  r.kind = *kind;
  r.message = *message;
  if (pass)
    r.pass = *pass;
  return r;
}

} // namespace

Json toJson(const RunAnswer &a) {
  Json::Array snaps;
  for (const auto &s : a.snapshots) {
    Json::Object o{{"pass", s.pass}, {"text", s.text}};
    if (s.reparsed) {
      o.emplace_back("reparsed", true);
      o.emplace_back("reparse_error", raisedJson(s.reparseError, false));
      o.emplace_back("reread_differs", s.rereadDiffers ? Json(*s.rereadDiffers) : Json());
    }
    snaps.emplace_back(std::move(o));
  }
  return Json(Json::Object{
      {"ok", true},
      {"id", a.id},
      {"parse_error", raisedJson(a.parseError, false)},
      {"snapshots", std::move(snaps)},
      {"error", raisedJson(a.error, true)},
      {"seconds", Json(Json::Object{{"parse", a.parseSeconds}, {"passes", a.passSeconds}})}});
}

std::optional<RunRequest> runRequestFromJson(const Json &j, std::string &err) {
  RunRequest r;
  auto program = j.str("program");
  if (!program || !j["id"].isNumber() || !j["passes"].isArray()) {
    err = "a run request needs id, program and passes";
    return std::nullopt;
  }
  r.id = static_cast<long long>(j["id"].asNumber());
  r.program = *program;
  r.fileName = j.str("file").value_or("input.py");
  for (const Json &p : j["passes"].asArray()) {
    if (!p.isString()) {
      err = "a pass name is not a string";
      return std::nullopt;
    }
    r.passes.push_back(p.asString());
  }
  r.backend = j.str("backend").value_or("910B");
  r.planner = j.str("planner").value_or("PYPTO");
  r.reparse = j["reparse"].isBool() && j["reparse"].asBool();
  return r;
}

std::optional<Hello> helloFromJson(const Json &j, std::string &err) {
  if (!j["ok"].asBool()) {
    err = "the worker refused hello: " + j.str("error").value_or("(no reason given)");
    return std::nullopt;
  }
  Hello h;
  auto impl = j.str("impl");
  if (!impl) {
    err = "the hello answer names no impl";
    return std::nullopt;
  }
  h.impl = *impl;
  h.version = j.str("version").value_or("");
  h.commit = j.str("commit").value_or("");
  h.location = j.str("location").value_or("");
  h.python = j.str("python").value_or("");
  return h;
}

std::optional<RunAnswer> runAnswerFromJson(const Json &j, const RunRequest &request,
                                           std::string &err) {
  if (!j["ok"].asBool()) {
    err = "the worker refused the run: " + j.str("error").value_or("(no reason given)");
    return std::nullopt;
  }
  RunAnswer a;
  if (!j["id"].isNumber() || static_cast<long long>(j["id"].asNumber()) != request.id) {
    err = "the answer's id does not match request " + std::to_string(request.id);
    return std::nullopt;
  }
  a.id = request.id;
  a.parseError = raisedFrom(j["parse_error"], false, err);
  if (!err.empty())
    return std::nullopt;
  if (!j["snapshots"].isArray()) {
    err = "the answer holds no snapshot list";
    return std::nullopt;
  }
  for (const Json &s : j["snapshots"].asArray()) {
    auto pass = s.str("pass"), text = s.str("text");
    std::size_t k = a.snapshots.size();
    if (!pass || !text || k >= request.passes.size() || *pass != request.passes[k]) {
      err = "snapshot " + std::to_string(k) + " is not named after requested pass " +
            (k < request.passes.size() ? request.passes[k] : std::string("(none left)"));
      return std::nullopt;
    }
    PrintedSnapshot snap{*pass, *text};
    if (s["reparsed"].isBool() && s["reparsed"].asBool()) {
      snap.reparsed = true;
      snap.reparseError = raisedFrom(s["reparse_error"], false, err);
      if (!err.empty())
        return std::nullopt;
      if (auto differs = s.str("reread_differs"))
        snap.rereadDiffers = *differs;
    }
    a.snapshots.push_back(std::move(snap));
  }
  a.error = raisedFrom(j["error"], true, err);
  if (!err.empty())
    return std::nullopt;
  std::size_t k = a.snapshots.size();
  if (a.error && (k >= request.passes.size() || a.error->pass != request.passes[k])) {
    err = "the exception names pass '" + a.error->pass + "', not the one after the last snapshot";
    return std::nullopt;
  }
  if (a.parseError && (k || a.error)) {
    err = "an answer with a parse error also holds snapshots";
    return std::nullopt;
  }
  if (!a.parseError && !a.error && k != request.passes.size()) {
    err = "the answer holds " + std::to_string(k) + " of " +
          std::to_string(request.passes.size()) + " snapshots and no exception";
    return std::nullopt;
  }
  a.parseSeconds = j["seconds"]["parse"].asNumber();
  a.passSeconds = j["seconds"]["passes"].asNumber();
  return a;
}

} // namespace pipecheck::worker
