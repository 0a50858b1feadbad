#!/usr/bin/env python3
"""Writes the LLVM IR of kernel @acc with N accumulators in a local array:

    for (i = 0; i < n; ++i) { v = x[i]; for k < N: a[k] += v * (k + 1); }
    out[k] = a[k] for k < N; out[N] = a[n & (N - 1)]

The last read indexes the array by a runtime value, so the array stays in
local memory (llc has no SROA), and every access in the loop is the depot's
address, defined before the loop, plus a constant: the shape of SGEMM_CUDA's
unrolled register tiles. N is a power of two.
  gen-accumulators.py N
"""
import sys

n = int(sys.argv[1])
assert n > 0 and n & (n - 1) == 0
out = []
w = out.append
w('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"')
w('target triple = "nvptx64-nvidia-cuda"')
w('define void @acc(ptr addrspace(1) %x, ptr addrspace(1) %out, i32 %n) {')
w('entry:')
w(f'  %a = alloca [{n} x float], align 4')
w('  %l = addrspacecast ptr %a to ptr addrspace(5)')
for k in range(n):
    w(f'  %p{k} = getelementptr inbounds i8, ptr addrspace(5) %l, i64 {4 * k}')
    w(f'  store float 0.0, ptr addrspace(5) %p{k}')
w('  %cmp = icmp sgt i32 %n, 0')
w('  br i1 %cmp, label %loop, label %exit')
w('loop:')
w('  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]')
w('  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i')
w('  %v = load float, ptr addrspace(1) %px, align 4')
for k in range(n):
    w(f'  %o{k} = load float, ptr addrspace(5) %p{k}')
    w(f'  %m{k} = fmul float %v, {float(k + 1):.1f}')
    w(f'  %s{k} = fadd float %o{k}, %m{k}')
    w(f'  store float %s{k}, ptr addrspace(5) %p{k}')
w('  %i.next = add nuw nsw i32 %i, 1')
w('  %c = icmp slt i32 %i.next, %n')
w('  br i1 %c, label %loop, label %exit, !llvm.loop !0')
w('exit:')
for k in range(n):
    w(f'  %r{k} = load float, ptr addrspace(5) %p{k}')
    w(f'  %q{k} = getelementptr inbounds float, ptr addrspace(1) %out, i32 {k}')
    w(f'  store float %r{k}, ptr addrspace(1) %q{k}')
w(f'  %idx = and i32 %n, {n - 1}')
w('  %pd = getelementptr inbounds float, ptr addrspace(5) %l, i32 %idx')
w('  %rd = load float, ptr addrspace(5) %pd')
w(f'  %qd = getelementptr inbounds float, ptr addrspace(1) %out, i32 {n}')
w('  store float %rd, ptr addrspace(1) %qd')
w('  ret void')
w('}')
w('!0 = distinct !{!0, !1}')
w('!1 = !{!"llvm.loop.unroll.disable"}')
w('!nvvm.annotations = !{!2}')
w('!2 = !{ptr @acc, !"kernel", i32 1}')
print("\n".join(out))
