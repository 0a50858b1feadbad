//===- SplitMix64.h - Portable random numbers for GauS ----------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// splitmix64: a tiny generator whose sequence is the same on every
/// platform (the standard distributions are not), so GauS results depend
/// only on the seed. Private to lib/GauS.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_LIB_GAUS_SPLITMIX64_H
#define TWILL_LIB_GAUS_SPLITMIX64_H

#include <cstdint>

namespace twill::gaus {

class SplitMix64 {
public:
  /// Starts from \p State as given; callers derive it from their seed.
  explicit SplitMix64(uint64_t State) : S(State) {}

  uint64_t next() {
    uint64_t Z = (S += 0x9E3779B97F4A7C15ull);
    Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ull;
    Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBull;
    return Z ^ (Z >> 31);
  }
  /// Uniform in [0, 1).
  double uniform() { return double(next() >> 11) * 0x1.0p-53; }
  /// Uniform in [0, N).
  uint64_t below(uint64_t N) { return next() % N; }

private:
  uint64_t S;
};

} // namespace twill::gaus

#endif // TWILL_LIB_GAUS_SPLITMIX64_H
