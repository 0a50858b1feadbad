//===- Z3SessionImpl.h - The context inside a Z3Session ---------*- C++ -*-===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Private to the solver library: the files that build Z3 queries reach the
/// context of a twill::Z3Session through this header.
///
//===----------------------------------------------------------------------===//

#ifndef TWILL_LIB_TWILL_Z3SESSIONIMPL_H
#define TWILL_LIB_TWILL_Z3SESSIONIMPL_H

#include "twill/Twill/Z3Session.h"

#include <z3++.h>

struct twill::Z3Session::Impl {
  z3::context C;
};

#endif // TWILL_LIB_TWILL_Z3SESSIONIMPL_H
