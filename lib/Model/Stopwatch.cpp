//===- Stopwatch.cpp - Wall and CPU time against a limit ------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "twill/Model/Stopwatch.h"

#include <ctime>

double twill::Stopwatch::threadCPUSeconds() {
  timespec T;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T) != 0)
    return 0;
  return double(T.tv_sec) + double(T.tv_nsec) * 1e-9;
}
