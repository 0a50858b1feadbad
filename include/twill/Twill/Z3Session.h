//===- Z3Session.h - A Z3 context kept across queries -----------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A Z3 context that a caller keeps across the queries it asks on one
/// thread. Creating a context costs tens of milliseconds of CPU (about 55 ms
/// with Debian's Z3 4.8.12 on the project's machine), more than a small
/// query, so a caller asking many small ones (the plugin, a few per loop)
/// passes one session to every call: JointOptions::Session for Phase 2,
/// MILPOptions::Session for the Z3 pseudo-Boolean backend. Answers do not
/// depend on it beyond the order of the queries asked before. Not
/// thread-safe: one session per thread. z3++.h stays out of this header.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_TWILL_Z3SESSION_H
#define TWILL_TWILL_Z3SESSION_H

#include <memory>

namespace twill {

class Z3Session {
public:
  Z3Session();
  ~Z3Session();
  Z3Session(const Z3Session &) = delete;
  Z3Session &operator=(const Z3Session &) = delete;

  /// Defined in lib/Twill/Z3SessionImpl.h: the context itself.
  struct Impl;
  Impl &impl() { return *I; }

private:
  std::unique_ptr<Impl> I;
};

} // namespace twill

#endif // TWILL_TWILL_Z3SESSION_H
