//===- StableSort.h - A stable sort without a temporary buffer --*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `twill::stableSort`: the result of `std::stable_sort`, computed by
/// `std::sort` on positions with the position as the tie-break (a total
/// order, so the result is the one stable order). `std::stable_sort` of
/// libstdc++ 12 (Debian 12's) calls `std::get_temporary_buffer`, which that
/// library marks deprecated in C++17 and clang-19 then warns about at every
/// use; this keeps the build free of warnings without silencing them.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_MODEL_STABLESORT_H
#define TWILL_MODEL_STABLESORT_H

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <utility>
#include <vector>

namespace twill {

/// Sorts \p V by \p Less (a strict weak order), keeping equal elements in
/// their original order, as `std::stable_sort(V.begin(), V.end(), Less)`.
template <typename T, typename Compare>
void stableSort(std::vector<T> &V, Compare Less) {
  std::vector<size_t> Order(V.size());
  std::iota(Order.begin(), Order.end(), size_t(0));
  std::sort(Order.begin(), Order.end(), [&](size_t A, size_t B) {
    if (Less(V[A], V[B]))
      return true;
    if (Less(V[B], V[A]))
      return false;
    return A < B;
  });
  std::vector<T> Sorted;
  Sorted.reserve(V.size());
  for (size_t I : Order)
    Sorted.push_back(std::move(V[I]));
  V = std::move(Sorted);
}

} // namespace twill

#endif // TWILL_MODEL_STABLESORT_H
