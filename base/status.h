// Errors as values, the one error type of netc: the compiler's passes, the
// code generators, the executors and libnetrt (which is linked into user
// programs) all return a Status or an Expected<T>. Nothing throws across a
// phase, calls exit() or aborts on bad input: a failure is a Status whose
// message names the file, the problem and what to do about it, and the
// caller decides how to report it.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace netc {

class [[nodiscard]] Status {
 public:
  Status() = default;  // success
  static Status error(std::string message) {
    Status s;
    s.failed_ = true;
    s.message_ = std::move(message);
    return s;
  }
  bool ok() const { return !failed_; }
  // Empty when ok().
  const std::string& message() const { return message_; }

 private:
  bool failed_ = false;
  std::string message_;
};

// A value or the Status that explains why there is none.
template <class T>
class [[nodiscard]] Expected {
 public:
  Expected(T value) : v_(std::move(value)) {}  // NOLINT: implicit, so `return value;` works
  Expected(Status error) : v_(std::move(error)) {}  // NOLINT: implicit, so `return status;` works

  bool ok() const { return std::holds_alternative<T>(v_); }
  // Only when ok().
  T& value() & { return std::get<T>(v_); }
  const T& value() const& { return std::get<T>(v_); }
  T&& value() && { return std::get<T>(std::move(v_)); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

  // Success when ok(); the error otherwise.
  Status status() const { return ok() ? Status() : std::get<Status>(v_); }
  const std::string& message() const {
    static const std::string empty;
    return ok() ? empty : std::get<Status>(v_).message();
  }

 private:
  std::variant<T, Status> v_;
};

}  // namespace netc
