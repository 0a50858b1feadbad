; A Blackwell (sm_100a) GEMM mainloop with a softmax-style epilogue per tile,
; as CUTLASS 3.x / FA4 write it in inline asm: wait for the TMA stage,
; tcgen05.mma into tensor memory, tcgen05.commit to the stage's "empty"
; mbarrier, TMA refill, then tcgen05.ld of the previous tile, ex2 and a
; running sum. LLVM 19 stops at sm_90a, so llc targets sm_90a with
; -twill-machine=blackwell, and the PTX is retargeted to sm_100a (version
; and .target lines only) for ptxas.
;
; REQUIRES: plugin, ptxas
; RUN: %llc -load %plugin -enable-twill-sched -twill-time-limit=600 -twill-function-time-limit=600 -twill-pipeline=false -twill-machine=blackwell \
; RUN:   -march=nvptx64 -mcpu=sm_90a -O2 -verify-machineinstrs \
; RUN:   -pass-remarks=twill -pass-remarks-missed=twill %s -o %t.ptx 2> %t.remarks
; RUN: FileCheck %s < %t.ptx
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %llc -march=nvptx64 -mcpu=sm_90a -O2 %s -o %t.base.ptx
; RUN: %python %S/Inputs/ptx-multiset.py %t.base.ptx %t.ptx
; RUN: sed -e 's/^\.version .*/.version 8.7/' -e 's/^\.target sm_90a/.target sm_100a/' %t.ptx > %t.sm100.ptx
; RUN: %ptxas -arch=sm_100a %t.sm100.ptx -o %t.cubin

; REMARK: loop umma_mainloop:bb.{{[0-9]+}}.loop scheduled: II=[[II:[0-9]+]] MII=[[II]] {{.*}} solver=twill
; REMARK-NOT: left unchanged

; CHECK: // twill.loop umma_mainloop:bb.{{[0-9]+}}.loop {{.*}} machine=blackwell
; CHECK-DAG: unit=sync class=mbarrier mbarrier.try_wait.parity.shared
; Twill's warp model (Z3 at phase 1's starts): the MMA and its commit share a
; warp group.
; CHECK-DAG: wg=[[MMA:[0-9]+]] unit=tc class=tcgen05_mma tcgen05.mma.cta_group::1.kind::f16
; CHECK-DAG: wg=[[MMA]] unit=sync class=async_group tcgen05.commit.cta_group
; CHECK-DAG: unit=tma class=tma_copy cp.async.bulk.tensor.2d.shared
; CHECK-DAG: unit=tmem class=tmem_ld tcgen05.ld.sync.aligned.32x32b.x4.b32
; CHECK-DAG: unit=sync class=async_group tcgen05.wait::ld.sync.aligned
; CHECK-DAG: unit=mufu class=mufu ex2.approx
; CHECK: // end inline asm
; CHECK: mbarrier.try_wait.parity
; CHECK: tcgen05.mma.cta_group::1.kind::f16
; CHECK: tcgen05.commit.cta_group::1
; CHECK: cp.async.bulk.tensor.2d
; CHECK: tcgen05.ld.sync.aligned.32x32b.x4.b32
; CHECK: tcgen05.wait::ld.sync.aligned;
; CHECK: ex2.approx

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@full = internal addrspace(3) global [2 x i64] undef, align 8
@empty = internal addrspace(3) global [2 x i64] undef, align 8
@tileA = internal addrspace(3) global [2 x [8192 x i16]] undef, align 128

define void @umma_mainloop(ptr %tmap, ptr addrspace(1) noalias %out, i32 %ktiles, i32 %tmem) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %leader = icmp eq i32 %tid, 0
  %has = icmp sgt i32 %ktiles, 0
  br i1 %has, label %loop, label %exit

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %s = and i32 %k, 1
  %phase = lshr i32 %k, 1
  %ph = and i32 %phase, 1
  %fullp = getelementptr [2 x i64], ptr addrspace(3) @full, i32 0, i32 %s
  %fulla = ptrtoint ptr addrspace(3) %fullp to i32
  %emptyp = getelementptr [2 x i64], ptr addrspace(3) @empty, i32 0, i32 %s
  %emptya = ptrtoint ptr addrspace(3) %emptyp to i32
  %ap = getelementptr [2 x [8192 x i16]], ptr addrspace(3) @tileA, i32 0, i32 %s, i32 0
  %aa = ptrtoint ptr addrspace(3) %ap to i32
  %a4 = lshr i32 %aa, 4
  %a64 = zext i32 %a4 to i64
  %descA = or i64 %a64, 4611686018427387904
  %descB = add i64 %descA, 512
  %acc = icmp ne i32 %k, 0
  %accd = zext i1 %acc to i32
  call void asm sideeffect "{\0A\09.reg .pred P1;\0A\09LAB_WAIT:\0A\09mbarrier.try_wait.parity.shared::cta.b64 P1, [$0], $1;\0A\09@P1 bra DONE;\0A\09bra LAB_WAIT;\0A\09DONE:\0A\09}", "r,r"(i32 %fulla, i32 %ph)
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $4, 0;\0A\09tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, p;\0A\09}", "r,l,l,r,r,~{memory}"(i32 %tmem, i64 %descA, i64 %descB, i32 136314896, i32 %accd)
  call void asm sideeffect "tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$0];", "r,~{memory}"(i32 %emptya)
  ; The leader refills this stage with k-tile k + 2.
  %kn = add i32 %k, 2
  %more.tiles = icmp slt i32 %kn, %ktiles
  %issue = and i1 %leader, %more.tiles
  %issue32 = zext i1 %issue to i32
  %x = shl i32 %kn, 6
  call void asm sideeffect "{\0A\09.reg .pred p;\0A\09setp.ne.b32 p, $5, 0;\0A\09@p cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$3, $4}], [$2];\0A\09}", "r,l,r,r,r,r,~{memory}"(i32 %aa, ptr %tmap, i32 %fulla, i32 %x, i32 0, i32 %issue32)
  ; Read four columns of the accumulator tile and fold exp2 of them in.
  %ld = call { i32, i32, i32, i32 } asm sideeffect "tcgen05.ld.sync.aligned.32x32b.x4.b32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %tmem)
  call void asm sideeffect "tcgen05.wait::ld.sync.aligned;", "~{memory}"()
  %v0 = extractvalue { i32, i32, i32, i32 } %ld, 0
  %v1 = extractvalue { i32, i32, i32, i32 } %ld, 1
  %v2 = extractvalue { i32, i32, i32, i32 } %ld, 2
  %v3 = extractvalue { i32, i32, i32, i32 } %ld, 3
  %f0 = bitcast i32 %v0 to float
  %f1 = bitcast i32 %v1 to float
  %f2 = bitcast i32 %v2 to float
  %f3 = bitcast i32 %v3 to float
  %e0 = call float @llvm.nvvm.ex2.approx.f(float %f0)
  %e1 = call float @llvm.nvvm.ex2.approx.f(float %f1)
  %e2 = call float @llvm.nvvm.ex2.approx.f(float %f2)
  %e3 = call float @llvm.nvvm.ex2.approx.f(float %f3)
  %p01 = fadd float %e0, %e1
  %p23 = fadd float %e2, %e3
  %p = fadd float %p01, %p23
  %sum.next = fadd float %sum, %p
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp slt i32 %k.next, %ktiles
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %o = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.ex2.approx.f(float)

!nvvm.annotations = !{!0}
!0 = !{ptr @umma_mainloop, !"kernel", i32 1}
