; The cost model counts the SASS instructions ptxas issues for each PTX
; instruction (sassInstructions, docs/plugin.md "Cost model"), not the PTX
; instructions: one loop per operation, 8 values each updated once an
; iteration by it, plus the counter's add and compare (2). ptxas 13.0's
; counts for these loops (bench_58_sass_expansion.py), each with the
; branch the model does not count: ex2 35, ex2_ftz 11, div_rn 127, add_s64
; 23, shl_add_b64 36 (register moves of the loop-carried pair, not
; modelled), mul_wide_add 11, sdiv_s32 197.
;
; REQUIRES: plugin
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -twill-debug %s -o /dev/null 2>&1 | FileCheck %s
; ex2.approx.f32 without .ftz: the MUFU and 3 FP32 instructions around it.
; CHECK-DAG: cost model for ex2:bb.{{[0-9]+}}.loop: {{.*}}per iteration 34 instrs, 26 fp32, 8 mufu,
; CHECK-DAG: cost model for ex2_ftz:bb.{{[0-9]+}}.loop: {{.*}}per iteration 10 instrs, 2 fp32, 8 mufu,
; CHECK-DAG: cost model for div_rn:bb.{{[0-9]+}}.loop: {{.*}}per iteration 122 instrs,
; Two halves an add.s64; a shl.b64 and an add.s64 two (LEA, LEA.HI.X); a
; mul.wide.s32 and an add.s64 one (IMAD.WIDE).
; CHECK-DAG: cost model for add_s64:bb.{{[0-9]+}}.loop: {{.*}}per iteration 18 instrs,
; CHECK-DAG: cost model for shl_add_b64:bb.{{[0-9]+}}.loop: {{.*}}per iteration 18 instrs,
; CHECK-DAG: cost model for mul_wide_add:bb.{{[0-9]+}}.loop: {{.*}}per iteration 10 instrs,
; CHECK-DAG: cost model for sdiv_s32:bb.{{[0-9]+}}.loop: {{.*}}per iteration 194 instrs,

target triple = "nvptx64-nvidia-cuda"

define void @ex2(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %tid, 16
  %o0 = add i32 %base, 0
  %a0 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o0
  %i0 = load float, ptr addrspace(1) %a0, align 4
  %q0 = add i32 %base, 8
  %b0 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q0
  %c0 = load float, ptr addrspace(1) %b0, align 4
  %o1 = add i32 %base, 1
  %a1 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o1
  %i1 = load float, ptr addrspace(1) %a1, align 4
  %q1 = add i32 %base, 9
  %b1 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q1
  %c1 = load float, ptr addrspace(1) %b1, align 4
  %o2 = add i32 %base, 2
  %a2 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o2
  %i2 = load float, ptr addrspace(1) %a2, align 4
  %q2 = add i32 %base, 10
  %b2 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q2
  %c2 = load float, ptr addrspace(1) %b2, align 4
  %o3 = add i32 %base, 3
  %a3 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o3
  %i3 = load float, ptr addrspace(1) %a3, align 4
  %q3 = add i32 %base, 11
  %b3 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q3
  %c3 = load float, ptr addrspace(1) %b3, align 4
  %o4 = add i32 %base, 4
  %a4 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o4
  %i4 = load float, ptr addrspace(1) %a4, align 4
  %q4 = add i32 %base, 12
  %b4 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q4
  %c4 = load float, ptr addrspace(1) %b4, align 4
  %o5 = add i32 %base, 5
  %a5 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o5
  %i5 = load float, ptr addrspace(1) %a5, align 4
  %q5 = add i32 %base, 13
  %b5 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q5
  %c5 = load float, ptr addrspace(1) %b5, align 4
  %o6 = add i32 %base, 6
  %a6 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o6
  %i6 = load float, ptr addrspace(1) %a6, align 4
  %q6 = add i32 %base, 14
  %b6 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q6
  %c6 = load float, ptr addrspace(1) %b6, align 4
  %o7 = add i32 %base, 7
  %a7 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o7
  %i7 = load float, ptr addrspace(1) %a7, align 4
  %q7 = add i32 %base, 15
  %b7 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q7
  %c7 = load float, ptr addrspace(1) %b7, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v0 = phi float [ %i0, %entry ], [ %u0, %loop ]
  %v1 = phi float [ %i1, %entry ], [ %u1, %loop ]
  %v2 = phi float [ %i2, %entry ], [ %u2, %loop ]
  %v3 = phi float [ %i3, %entry ], [ %u3, %loop ]
  %v4 = phi float [ %i4, %entry ], [ %u4, %loop ]
  %v5 = phi float [ %i5, %entry ], [ %u5, %loop ]
  %v6 = phi float [ %i6, %entry ], [ %u6, %loop ]
  %v7 = phi float [ %i7, %entry ], [ %u7, %loop ]
  %u0 = call float @llvm.nvvm.ex2.approx.f(float %v0)
  %u1 = call float @llvm.nvvm.ex2.approx.f(float %v1)
  %u2 = call float @llvm.nvvm.ex2.approx.f(float %v2)
  %u3 = call float @llvm.nvvm.ex2.approx.f(float %v3)
  %u4 = call float @llvm.nvvm.ex2.approx.f(float %v4)
  %u5 = call float @llvm.nvvm.ex2.approx.f(float %v5)
  %u6 = call float @llvm.nvvm.ex2.approx.f(float %v6)
  %u7 = call float @llvm.nvvm.ex2.approx.f(float %v7)
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !10
exit:
  store float %u0, ptr addrspace(1) %a0, align 4
  store float %u1, ptr addrspace(1) %a1, align 4
  store float %u2, ptr addrspace(1) %a2, align 4
  store float %u3, ptr addrspace(1) %a3, align 4
  store float %u4, ptr addrspace(1) %a4, align 4
  store float %u5, ptr addrspace(1) %a5, align 4
  store float %u6, ptr addrspace(1) %a6, align 4
  store float %u7, ptr addrspace(1) %a7, align 4
  ret void
}
define void @ex2_ftz(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %tid, 16
  %o0 = add i32 %base, 0
  %a0 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o0
  %i0 = load float, ptr addrspace(1) %a0, align 4
  %q0 = add i32 %base, 8
  %b0 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q0
  %c0 = load float, ptr addrspace(1) %b0, align 4
  %o1 = add i32 %base, 1
  %a1 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o1
  %i1 = load float, ptr addrspace(1) %a1, align 4
  %q1 = add i32 %base, 9
  %b1 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q1
  %c1 = load float, ptr addrspace(1) %b1, align 4
  %o2 = add i32 %base, 2
  %a2 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o2
  %i2 = load float, ptr addrspace(1) %a2, align 4
  %q2 = add i32 %base, 10
  %b2 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q2
  %c2 = load float, ptr addrspace(1) %b2, align 4
  %o3 = add i32 %base, 3
  %a3 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o3
  %i3 = load float, ptr addrspace(1) %a3, align 4
  %q3 = add i32 %base, 11
  %b3 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q3
  %c3 = load float, ptr addrspace(1) %b3, align 4
  %o4 = add i32 %base, 4
  %a4 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o4
  %i4 = load float, ptr addrspace(1) %a4, align 4
  %q4 = add i32 %base, 12
  %b4 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q4
  %c4 = load float, ptr addrspace(1) %b4, align 4
  %o5 = add i32 %base, 5
  %a5 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o5
  %i5 = load float, ptr addrspace(1) %a5, align 4
  %q5 = add i32 %base, 13
  %b5 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q5
  %c5 = load float, ptr addrspace(1) %b5, align 4
  %o6 = add i32 %base, 6
  %a6 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o6
  %i6 = load float, ptr addrspace(1) %a6, align 4
  %q6 = add i32 %base, 14
  %b6 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q6
  %c6 = load float, ptr addrspace(1) %b6, align 4
  %o7 = add i32 %base, 7
  %a7 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o7
  %i7 = load float, ptr addrspace(1) %a7, align 4
  %q7 = add i32 %base, 15
  %b7 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q7
  %c7 = load float, ptr addrspace(1) %b7, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v0 = phi float [ %i0, %entry ], [ %u0, %loop ]
  %v1 = phi float [ %i1, %entry ], [ %u1, %loop ]
  %v2 = phi float [ %i2, %entry ], [ %u2, %loop ]
  %v3 = phi float [ %i3, %entry ], [ %u3, %loop ]
  %v4 = phi float [ %i4, %entry ], [ %u4, %loop ]
  %v5 = phi float [ %i5, %entry ], [ %u5, %loop ]
  %v6 = phi float [ %i6, %entry ], [ %u6, %loop ]
  %v7 = phi float [ %i7, %entry ], [ %u7, %loop ]
  %u0 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v0)
  %u1 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v1)
  %u2 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v2)
  %u3 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v3)
  %u4 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v4)
  %u5 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v5)
  %u6 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v6)
  %u7 = call float @llvm.nvvm.ex2.approx.ftz.f(float %v7)
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !10
exit:
  store float %u0, ptr addrspace(1) %a0, align 4
  store float %u1, ptr addrspace(1) %a1, align 4
  store float %u2, ptr addrspace(1) %a2, align 4
  store float %u3, ptr addrspace(1) %a3, align 4
  store float %u4, ptr addrspace(1) %a4, align 4
  store float %u5, ptr addrspace(1) %a5, align 4
  store float %u6, ptr addrspace(1) %a6, align 4
  store float %u7, ptr addrspace(1) %a7, align 4
  ret void
}
define void @div_rn(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %tid, 16
  %o0 = add i32 %base, 0
  %a0 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o0
  %i0 = load float, ptr addrspace(1) %a0, align 4
  %q0 = add i32 %base, 8
  %b0 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q0
  %c0 = load float, ptr addrspace(1) %b0, align 4
  %o1 = add i32 %base, 1
  %a1 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o1
  %i1 = load float, ptr addrspace(1) %a1, align 4
  %q1 = add i32 %base, 9
  %b1 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q1
  %c1 = load float, ptr addrspace(1) %b1, align 4
  %o2 = add i32 %base, 2
  %a2 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o2
  %i2 = load float, ptr addrspace(1) %a2, align 4
  %q2 = add i32 %base, 10
  %b2 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q2
  %c2 = load float, ptr addrspace(1) %b2, align 4
  %o3 = add i32 %base, 3
  %a3 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o3
  %i3 = load float, ptr addrspace(1) %a3, align 4
  %q3 = add i32 %base, 11
  %b3 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q3
  %c3 = load float, ptr addrspace(1) %b3, align 4
  %o4 = add i32 %base, 4
  %a4 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o4
  %i4 = load float, ptr addrspace(1) %a4, align 4
  %q4 = add i32 %base, 12
  %b4 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q4
  %c4 = load float, ptr addrspace(1) %b4, align 4
  %o5 = add i32 %base, 5
  %a5 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o5
  %i5 = load float, ptr addrspace(1) %a5, align 4
  %q5 = add i32 %base, 13
  %b5 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q5
  %c5 = load float, ptr addrspace(1) %b5, align 4
  %o6 = add i32 %base, 6
  %a6 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o6
  %i6 = load float, ptr addrspace(1) %a6, align 4
  %q6 = add i32 %base, 14
  %b6 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q6
  %c6 = load float, ptr addrspace(1) %b6, align 4
  %o7 = add i32 %base, 7
  %a7 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %o7
  %i7 = load float, ptr addrspace(1) %a7, align 4
  %q7 = add i32 %base, 15
  %b7 = getelementptr inbounds float, ptr addrspace(1) %p, i32 %q7
  %c7 = load float, ptr addrspace(1) %b7, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v0 = phi float [ %i0, %entry ], [ %u0, %loop ]
  %v1 = phi float [ %i1, %entry ], [ %u1, %loop ]
  %v2 = phi float [ %i2, %entry ], [ %u2, %loop ]
  %v3 = phi float [ %i3, %entry ], [ %u3, %loop ]
  %v4 = phi float [ %i4, %entry ], [ %u4, %loop ]
  %v5 = phi float [ %i5, %entry ], [ %u5, %loop ]
  %v6 = phi float [ %i6, %entry ], [ %u6, %loop ]
  %v7 = phi float [ %i7, %entry ], [ %u7, %loop ]
  %u0 = fdiv float %c0, %v0
  %u1 = fdiv float %c1, %v1
  %u2 = fdiv float %c2, %v2
  %u3 = fdiv float %c3, %v3
  %u4 = fdiv float %c4, %v4
  %u5 = fdiv float %c5, %v5
  %u6 = fdiv float %c6, %v6
  %u7 = fdiv float %c7, %v7
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !10
exit:
  store float %u0, ptr addrspace(1) %a0, align 4
  store float %u1, ptr addrspace(1) %a1, align 4
  store float %u2, ptr addrspace(1) %a2, align 4
  store float %u3, ptr addrspace(1) %a3, align 4
  store float %u4, ptr addrspace(1) %a4, align 4
  store float %u5, ptr addrspace(1) %a5, align 4
  store float %u6, ptr addrspace(1) %a6, align 4
  store float %u7, ptr addrspace(1) %a7, align 4
  ret void
}
define void @add_s64(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %tid, 16
  %o0 = add i32 %base, 0
  %a0 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o0
  %i0 = load i64, ptr addrspace(1) %a0, align 8
  %q0 = add i32 %base, 8
  %b0 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q0
  %c0 = load i64, ptr addrspace(1) %b0, align 8
  %o1 = add i32 %base, 1
  %a1 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o1
  %i1 = load i64, ptr addrspace(1) %a1, align 8
  %q1 = add i32 %base, 9
  %b1 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q1
  %c1 = load i64, ptr addrspace(1) %b1, align 8
  %o2 = add i32 %base, 2
  %a2 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o2
  %i2 = load i64, ptr addrspace(1) %a2, align 8
  %q2 = add i32 %base, 10
  %b2 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q2
  %c2 = load i64, ptr addrspace(1) %b2, align 8
  %o3 = add i32 %base, 3
  %a3 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o3
  %i3 = load i64, ptr addrspace(1) %a3, align 8
  %q3 = add i32 %base, 11
  %b3 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q3
  %c3 = load i64, ptr addrspace(1) %b3, align 8
  %o4 = add i32 %base, 4
  %a4 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o4
  %i4 = load i64, ptr addrspace(1) %a4, align 8
  %q4 = add i32 %base, 12
  %b4 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q4
  %c4 = load i64, ptr addrspace(1) %b4, align 8
  %o5 = add i32 %base, 5
  %a5 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o5
  %i5 = load i64, ptr addrspace(1) %a5, align 8
  %q5 = add i32 %base, 13
  %b5 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q5
  %c5 = load i64, ptr addrspace(1) %b5, align 8
  %o6 = add i32 %base, 6
  %a6 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o6
  %i6 = load i64, ptr addrspace(1) %a6, align 8
  %q6 = add i32 %base, 14
  %b6 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q6
  %c6 = load i64, ptr addrspace(1) %b6, align 8
  %o7 = add i32 %base, 7
  %a7 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o7
  %i7 = load i64, ptr addrspace(1) %a7, align 8
  %q7 = add i32 %base, 15
  %b7 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q7
  %c7 = load i64, ptr addrspace(1) %b7, align 8
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v0 = phi i64 [ %i0, %entry ], [ %u0, %loop ]
  %v1 = phi i64 [ %i1, %entry ], [ %u1, %loop ]
  %v2 = phi i64 [ %i2, %entry ], [ %u2, %loop ]
  %v3 = phi i64 [ %i3, %entry ], [ %u3, %loop ]
  %v4 = phi i64 [ %i4, %entry ], [ %u4, %loop ]
  %v5 = phi i64 [ %i5, %entry ], [ %u5, %loop ]
  %v6 = phi i64 [ %i6, %entry ], [ %u6, %loop ]
  %v7 = phi i64 [ %i7, %entry ], [ %u7, %loop ]
  %u0 = add i64 %v0, %c0
  %u1 = add i64 %v1, %c1
  %u2 = add i64 %v2, %c2
  %u3 = add i64 %v3, %c3
  %u4 = add i64 %v4, %c4
  %u5 = add i64 %v5, %c5
  %u6 = add i64 %v6, %c6
  %u7 = add i64 %v7, %c7
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !10
exit:
  store i64 %u0, ptr addrspace(1) %a0, align 8
  store i64 %u1, ptr addrspace(1) %a1, align 8
  store i64 %u2, ptr addrspace(1) %a2, align 8
  store i64 %u3, ptr addrspace(1) %a3, align 8
  store i64 %u4, ptr addrspace(1) %a4, align 8
  store i64 %u5, ptr addrspace(1) %a5, align 8
  store i64 %u6, ptr addrspace(1) %a6, align 8
  store i64 %u7, ptr addrspace(1) %a7, align 8
  ret void
}
define void @shl_add_b64(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %tid, 16
  %o0 = add i32 %base, 0
  %a0 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o0
  %i0 = load i64, ptr addrspace(1) %a0, align 8
  %q0 = add i32 %base, 8
  %b0 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q0
  %c0 = load i64, ptr addrspace(1) %b0, align 8
  %o1 = add i32 %base, 1
  %a1 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o1
  %i1 = load i64, ptr addrspace(1) %a1, align 8
  %q1 = add i32 %base, 9
  %b1 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q1
  %c1 = load i64, ptr addrspace(1) %b1, align 8
  %o2 = add i32 %base, 2
  %a2 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o2
  %i2 = load i64, ptr addrspace(1) %a2, align 8
  %q2 = add i32 %base, 10
  %b2 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q2
  %c2 = load i64, ptr addrspace(1) %b2, align 8
  %o3 = add i32 %base, 3
  %a3 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o3
  %i3 = load i64, ptr addrspace(1) %a3, align 8
  %q3 = add i32 %base, 11
  %b3 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q3
  %c3 = load i64, ptr addrspace(1) %b3, align 8
  %o4 = add i32 %base, 4
  %a4 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o4
  %i4 = load i64, ptr addrspace(1) %a4, align 8
  %q4 = add i32 %base, 12
  %b4 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q4
  %c4 = load i64, ptr addrspace(1) %b4, align 8
  %o5 = add i32 %base, 5
  %a5 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o5
  %i5 = load i64, ptr addrspace(1) %a5, align 8
  %q5 = add i32 %base, 13
  %b5 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q5
  %c5 = load i64, ptr addrspace(1) %b5, align 8
  %o6 = add i32 %base, 6
  %a6 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o6
  %i6 = load i64, ptr addrspace(1) %a6, align 8
  %q6 = add i32 %base, 14
  %b6 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q6
  %c6 = load i64, ptr addrspace(1) %b6, align 8
  %o7 = add i32 %base, 7
  %a7 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o7
  %i7 = load i64, ptr addrspace(1) %a7, align 8
  %q7 = add i32 %base, 15
  %b7 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q7
  %c7 = load i64, ptr addrspace(1) %b7, align 8
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v0 = phi i64 [ %i0, %entry ], [ %u0, %loop ]
  %v1 = phi i64 [ %i1, %entry ], [ %u1, %loop ]
  %v2 = phi i64 [ %i2, %entry ], [ %u2, %loop ]
  %v3 = phi i64 [ %i3, %entry ], [ %u3, %loop ]
  %v4 = phi i64 [ %i4, %entry ], [ %u4, %loop ]
  %v5 = phi i64 [ %i5, %entry ], [ %u5, %loop ]
  %v6 = phi i64 [ %i6, %entry ], [ %u6, %loop ]
  %v7 = phi i64 [ %i7, %entry ], [ %u7, %loop ]
  %t0 = shl i64 %v0, 3
  %u0 = add i64 %c0, %t0
  %t1 = shl i64 %v1, 3
  %u1 = add i64 %c1, %t1
  %t2 = shl i64 %v2, 3
  %u2 = add i64 %c2, %t2
  %t3 = shl i64 %v3, 3
  %u3 = add i64 %c3, %t3
  %t4 = shl i64 %v4, 3
  %u4 = add i64 %c4, %t4
  %t5 = shl i64 %v5, 3
  %u5 = add i64 %c5, %t5
  %t6 = shl i64 %v6, 3
  %u6 = add i64 %c6, %t6
  %t7 = shl i64 %v7, 3
  %u7 = add i64 %c7, %t7
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !10
exit:
  store i64 %u0, ptr addrspace(1) %a0, align 8
  store i64 %u1, ptr addrspace(1) %a1, align 8
  store i64 %u2, ptr addrspace(1) %a2, align 8
  store i64 %u3, ptr addrspace(1) %a3, align 8
  store i64 %u4, ptr addrspace(1) %a4, align 8
  store i64 %u5, ptr addrspace(1) %a5, align 8
  store i64 %u6, ptr addrspace(1) %a6, align 8
  store i64 %u7, ptr addrspace(1) %a7, align 8
  ret void
}
define void @mul_wide_add(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %tid, 16
  %o0 = add i32 %base, 0
  %a0 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o0
  %i0 = load i64, ptr addrspace(1) %a0, align 8
  %q0 = add i32 %base, 8
  %b0 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q0
  %c0 = load i64, ptr addrspace(1) %b0, align 8
  %o1 = add i32 %base, 1
  %a1 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o1
  %i1 = load i64, ptr addrspace(1) %a1, align 8
  %q1 = add i32 %base, 9
  %b1 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q1
  %c1 = load i64, ptr addrspace(1) %b1, align 8
  %o2 = add i32 %base, 2
  %a2 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o2
  %i2 = load i64, ptr addrspace(1) %a2, align 8
  %q2 = add i32 %base, 10
  %b2 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q2
  %c2 = load i64, ptr addrspace(1) %b2, align 8
  %o3 = add i32 %base, 3
  %a3 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o3
  %i3 = load i64, ptr addrspace(1) %a3, align 8
  %q3 = add i32 %base, 11
  %b3 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q3
  %c3 = load i64, ptr addrspace(1) %b3, align 8
  %o4 = add i32 %base, 4
  %a4 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o4
  %i4 = load i64, ptr addrspace(1) %a4, align 8
  %q4 = add i32 %base, 12
  %b4 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q4
  %c4 = load i64, ptr addrspace(1) %b4, align 8
  %o5 = add i32 %base, 5
  %a5 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o5
  %i5 = load i64, ptr addrspace(1) %a5, align 8
  %q5 = add i32 %base, 13
  %b5 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q5
  %c5 = load i64, ptr addrspace(1) %b5, align 8
  %o6 = add i32 %base, 6
  %a6 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o6
  %i6 = load i64, ptr addrspace(1) %a6, align 8
  %q6 = add i32 %base, 14
  %b6 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q6
  %c6 = load i64, ptr addrspace(1) %b6, align 8
  %o7 = add i32 %base, 7
  %a7 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %o7
  %i7 = load i64, ptr addrspace(1) %a7, align 8
  %q7 = add i32 %base, 15
  %b7 = getelementptr inbounds i64, ptr addrspace(1) %p, i32 %q7
  %c7 = load i64, ptr addrspace(1) %b7, align 8
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v0 = phi i64 [ %i0, %entry ], [ %u0, %loop ]
  %v1 = phi i64 [ %i1, %entry ], [ %u1, %loop ]
  %v2 = phi i64 [ %i2, %entry ], [ %u2, %loop ]
  %v3 = phi i64 [ %i3, %entry ], [ %u3, %loop ]
  %v4 = phi i64 [ %i4, %entry ], [ %u4, %loop ]
  %v5 = phi i64 [ %i5, %entry ], [ %u5, %loop ]
  %v6 = phi i64 [ %i6, %entry ], [ %u6, %loop ]
  %v7 = phi i64 [ %i7, %entry ], [ %u7, %loop ]
  %t0 = trunc i64 %v0 to i32
  %w0 = sext i32 %t0 to i64
  %x0 = mul nsw i64 %w0, 12
  %u0 = add i64 %c0, %x0
  %t1 = trunc i64 %v1 to i32
  %w1 = sext i32 %t1 to i64
  %x1 = mul nsw i64 %w1, 12
  %u1 = add i64 %c1, %x1
  %t2 = trunc i64 %v2 to i32
  %w2 = sext i32 %t2 to i64
  %x2 = mul nsw i64 %w2, 12
  %u2 = add i64 %c2, %x2
  %t3 = trunc i64 %v3 to i32
  %w3 = sext i32 %t3 to i64
  %x3 = mul nsw i64 %w3, 12
  %u3 = add i64 %c3, %x3
  %t4 = trunc i64 %v4 to i32
  %w4 = sext i32 %t4 to i64
  %x4 = mul nsw i64 %w4, 12
  %u4 = add i64 %c4, %x4
  %t5 = trunc i64 %v5 to i32
  %w5 = sext i32 %t5 to i64
  %x5 = mul nsw i64 %w5, 12
  %u5 = add i64 %c5, %x5
  %t6 = trunc i64 %v6 to i32
  %w6 = sext i32 %t6 to i64
  %x6 = mul nsw i64 %w6, 12
  %u6 = add i64 %c6, %x6
  %t7 = trunc i64 %v7 to i32
  %w7 = sext i32 %t7 to i64
  %x7 = mul nsw i64 %w7, 12
  %u7 = add i64 %c7, %x7
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !10
exit:
  store i64 %u0, ptr addrspace(1) %a0, align 8
  store i64 %u1, ptr addrspace(1) %a1, align 8
  store i64 %u2, ptr addrspace(1) %a2, align 8
  store i64 %u3, ptr addrspace(1) %a3, align 8
  store i64 %u4, ptr addrspace(1) %a4, align 8
  store i64 %u5, ptr addrspace(1) %a5, align 8
  store i64 %u6, ptr addrspace(1) %a6, align 8
  store i64 %u7, ptr addrspace(1) %a7, align 8
  ret void
}
define void @sdiv_s32(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %tid, 16
  %o0 = add i32 %base, 0
  %a0 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %o0
  %i0 = load i32, ptr addrspace(1) %a0, align 4
  %q0 = add i32 %base, 8
  %b0 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %q0
  %c0 = load i32, ptr addrspace(1) %b0, align 4
  %o1 = add i32 %base, 1
  %a1 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %o1
  %i1 = load i32, ptr addrspace(1) %a1, align 4
  %q1 = add i32 %base, 9
  %b1 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %q1
  %c1 = load i32, ptr addrspace(1) %b1, align 4
  %o2 = add i32 %base, 2
  %a2 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %o2
  %i2 = load i32, ptr addrspace(1) %a2, align 4
  %q2 = add i32 %base, 10
  %b2 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %q2
  %c2 = load i32, ptr addrspace(1) %b2, align 4
  %o3 = add i32 %base, 3
  %a3 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %o3
  %i3 = load i32, ptr addrspace(1) %a3, align 4
  %q3 = add i32 %base, 11
  %b3 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %q3
  %c3 = load i32, ptr addrspace(1) %b3, align 4
  %o4 = add i32 %base, 4
  %a4 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %o4
  %i4 = load i32, ptr addrspace(1) %a4, align 4
  %q4 = add i32 %base, 12
  %b4 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %q4
  %c4 = load i32, ptr addrspace(1) %b4, align 4
  %o5 = add i32 %base, 5
  %a5 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %o5
  %i5 = load i32, ptr addrspace(1) %a5, align 4
  %q5 = add i32 %base, 13
  %b5 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %q5
  %c5 = load i32, ptr addrspace(1) %b5, align 4
  %o6 = add i32 %base, 6
  %a6 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %o6
  %i6 = load i32, ptr addrspace(1) %a6, align 4
  %q6 = add i32 %base, 14
  %b6 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %q6
  %c6 = load i32, ptr addrspace(1) %b6, align 4
  %o7 = add i32 %base, 7
  %a7 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %o7
  %i7 = load i32, ptr addrspace(1) %a7, align 4
  %q7 = add i32 %base, 15
  %b7 = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %q7
  %c7 = load i32, ptr addrspace(1) %b7, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v0 = phi i32 [ %i0, %entry ], [ %u0, %loop ]
  %v1 = phi i32 [ %i1, %entry ], [ %u1, %loop ]
  %v2 = phi i32 [ %i2, %entry ], [ %u2, %loop ]
  %v3 = phi i32 [ %i3, %entry ], [ %u3, %loop ]
  %v4 = phi i32 [ %i4, %entry ], [ %u4, %loop ]
  %v5 = phi i32 [ %i5, %entry ], [ %u5, %loop ]
  %v6 = phi i32 [ %i6, %entry ], [ %u6, %loop ]
  %v7 = phi i32 [ %i7, %entry ], [ %u7, %loop ]
  %u0 = sdiv i32 %v0, %c0
  %u1 = sdiv i32 %v1, %c1
  %u2 = sdiv i32 %v2, %c2
  %u3 = sdiv i32 %v3, %c3
  %u4 = sdiv i32 %v4, %c4
  %u5 = sdiv i32 %v5, %c5
  %u6 = sdiv i32 %v6, %c6
  %u7 = sdiv i32 %v7, %c7
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !10
exit:
  store i32 %u0, ptr addrspace(1) %a0, align 4
  store i32 %u1, ptr addrspace(1) %a1, align 4
  store i32 %u2, ptr addrspace(1) %a2, align 4
  store i32 %u3, ptr addrspace(1) %a3, align 4
  store i32 %u4, ptr addrspace(1) %a4, align 4
  store i32 %u5, ptr addrspace(1) %a5, align 4
  store i32 %u6, ptr addrspace(1) %a6, align 4
  store i32 %u7, ptr addrspace(1) %a7, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!nvvm.annotations = !{!20, !21, !22, !23, !24, !25, !26}
!20 = !{ptr @ex2, !"kernel", i32 1}
!21 = !{ptr @ex2_ftz, !"kernel", i32 1}
!22 = !{ptr @div_rn, !"kernel", i32 1}
!23 = !{ptr @add_s64, !"kernel", i32 1}
!24 = !{ptr @shl_add_b64, !"kernel", i32 1}
!25 = !{ptr @mul_wide_add, !"kernel", i32 1}
!26 = !{ptr @sdiv_s32, !"kernel", i32 1}
