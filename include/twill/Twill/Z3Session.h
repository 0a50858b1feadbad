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

#include <cstddef>
#include <memory>

namespace twill {

class Z3Session {
public:
  /// The context is created on first use (impl()), so a caller may hand a
  /// session to calls that end before asking Z3 anything (a program over
  /// its size limit) without paying for one. With \p PrepareHeap,
  /// prepareHeap() runs just before the context is created.
  explicit Z3Session(bool PrepareHeap = false);
  ~Z3Session();
  Z3Session(const Z3Session &) = delete;
  Z3Session &operator=(const Z3Session &) = delete;

  /// Prepares this process's heap so that creating a context and solving
  /// touch heap memory on huge pages where the kernel allows them: once per
  /// process, the first call only; Linux with glibc
  /// only (elsewhere it does nothing). Meant for a long-lived caller that
  /// owns its process's allocator policy, such as the compiler plugin;
  /// answers do not change, only where Z3's tables live.
  ///
  /// Why: a Z3 4.8.12 context fills two hash tables of 8.5 MB each as it is
  /// created. On the project's virtual machines every first touch of a
  /// 4 KiB page costs a page fault and a nested TLB miss, so creating a
  /// context took 55-75 ms of CPU. With this, a few milliseconds.
  ///
  /// How: glibc's mmap threshold is raised, so Z3's large tables come from
  /// the heap rather than from fresh mappings, and its trim threshold, so
  /// freed heap memory stays mapped; then \p Bytes of heap are allocated,
  /// advised for transparent huge pages (MADV_HUGEPAGE) and freed again for
  /// Z3's allocations to reuse, so that its first touches fault in 2 MiB
  /// pages. The range is not populated up front: in runs of llc-19 with
  /// the plugin, interleaved in random order, populating 32 MiB
  /// (MADV_POPULATE_WRITE) cost more than it saved (median CPU ms with /
  /// without populating: hopper_fa_fwd.ll 193 / 170 over 20 runs,
  /// blackwell_umma.ll 112 / 105 and cp-async.ll 93 / 92 over 15; plain
  /// llc-19 72, 70, 68). Each step that the kernel refuses is skipped.
  static void prepareHeap(std::size_t Bytes = std::size_t(32) << 20);

  /// Defined in lib/Twill/Z3SessionImpl.h: the context itself, created
  /// here on the first call.
  struct Impl;
  Impl &impl();

  /// Whether the context exists yet.
  bool started() const { return bool(I); }
  /// CPU seconds of the creating thread spent in creating the context
  /// (prepareHeap() included); 0 before.
  double setupCPUSeconds() const { return SetupCPUSeconds; }

private:
  std::unique_ptr<Impl> I;
  bool PrepareHeap;
  double SetupCPUSeconds = 0;
};

} // namespace twill

#endif // TWILL_TWILL_Z3SESSION_H
