//===- Z3Session.cpp - A Z3 context kept across queries -------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "Z3SessionImpl.h"

#include "twill/Model/Stopwatch.h"

#include <cstdint>
#include <cstdlib>
#include <mutex>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#define TWILL_HAVE_GLIBC_HEAP_CONTROL 1
#endif

using namespace twill;

void Z3Session::prepareHeap(std::size_t Bytes) {
#ifdef TWILL_HAVE_GLIBC_HEAP_CONTROL
  static std::once_flag Once;
  std::call_once(Once, [Bytes] {
    // Requests below 64 MiB come from the heap; up to 256 MiB of free heap
    // stays mapped.
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    char *P = static_cast<char *>(std::malloc(Bytes));
    if (!P)
      return;
    uintptr_t Page = uintptr_t(sysconf(_SC_PAGESIZE));
    uintptr_t Begin = (uintptr_t(P) + Page - 1) & ~(Page - 1);
    uintptr_t End = (uintptr_t(P) + Bytes) & ~(Page - 1);
    if (End > Begin) {
      // This may fail (THP off): the heap is then as before.
      // Not populated up front (MADV_POPULATE_WRITE): zeroing all of it
      // eagerly cost more than the lazy huge-page faults of what Z3 touches.
      (void)madvise(reinterpret_cast<void *>(Begin), End - Begin,
                    MADV_HUGEPAGE);
    }
    std::free(P);
  });
#else
  (void)Bytes;
#endif
}

Z3Session::Z3Session(bool PrepareHeap) : PrepareHeap(PrepareHeap) {}
Z3Session::~Z3Session() = default;

Z3Session::Impl &Z3Session::impl() {
  if (!I) {
    double Before = Stopwatch::threadCPUSeconds();
    if (PrepareHeap)
      prepareHeap();
    I = std::make_unique<Impl>();
    SetupCPUSeconds = Stopwatch::threadCPUSeconds() - Before;
  }
  return *I;
}
