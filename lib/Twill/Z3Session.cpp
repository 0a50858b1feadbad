//===- Z3Session.cpp - A Z3 context kept across queries -------------------===//
//
// Part of the twill project.
//
//===----------------------------------------------------------------------===//

#include "Z3SessionImpl.h"

using namespace twill;

Z3Session::Z3Session() : I(std::make_unique<Impl>()) {}
Z3Session::~Z3Session() = default;
