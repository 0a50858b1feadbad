; The launch bounds the cost model reads from nvvm.annotations (what clang
; writes for __launch_bounds__(threads, minBlocks) and __maxnreg__): the block
; size is the product of maxntid{x,y,z}, the register limit the least of
; maxnreg and the count that keeps minctasm CTAs (Machines/Occupancy.h).
;
; REQUIRES: plugin
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -verify-machineinstrs -pass-remarks-analysis=twill -twill-assume-block-size=1024 %s -o /dev/null 2>&1 | FileCheck %s
; A size given by name (the symbol, or the demangled name: void tile<16>(float*,
; float, int) is named by tile, tile<16> or that whole text) wins for that
; kernel, and never over reqntid or maxntid; the last size without a name is
; every other kernel's.
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -pass-remarks-analysis=twill -twill-assume-block-size=512,tile=64,required=128,free=1000 \
; RUN:   -twill-assume-block-size=free=96 -twill-assume-block-size=1024 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMED
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -pass-remarks-analysis=twill -twill-assume-block-size=tile\<16\>=32 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEMPLATE
; RUN: %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -pass-remarks-analysis=twill -twill-assume-block-size=_Z4tileILi16EEvPffi=48 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SYMBOL
; NAMED-DAG: kernel _Z4tileILi16EEvPffi: 64 threads per block assumed (no maxntid or reqntid; -twill-assume-block-size names this kernel)
; NAMED-DAG: kernel free: 96 threads per block assumed (no maxntid or reqntid; -twill-assume-block-size names this kernel)
; NAMED-DAG: kernel required: 96 threads per block (reqntid)
; NAMED-DAG: kernel blocks: 512 threads per block (maxntid)
; TEMPLATE-DAG: kernel _Z4tileILi16EEvPffi: 32 threads per block assumed (no maxntid or reqntid; -twill-assume-block-size names this kernel)
; TEMPLATE-DAG: kernel free: 256 threads per block assumed (no maxntid or reqntid; -twill-assume-block-size)
; SYMBOL-DAG: kernel _Z4tileILi16EEvPffi: 48 threads per block assumed
; A bad value is an error of the command line, with what is wrong.
; RUN: not %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -twill-assume-block-size=tile=0 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -twill-assume-block-size==64 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONAME
; RUN: not %llc -load %plugin -enable-twill-sched -march=nvptx64 -mcpu=sm_90a -O2 \
; RUN:   -twill-assume-block-size=2048 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BIG
; BAD: for the --twill-assume-block-size option: 'tile=0': expected N or NAME=N, N a block size of 1 to 1024 threads
; NONAME: for the --twill-assume-block-size option: '=64': no kernel name before '='
; BIG: for the --twill-assume-block-size option: '2048': expected N or NAME=N

; 64 x 4 threads, 3 CTAs per SM asked, at most 40 registers.
; CHECK-DAG: kernel bounded: 256 threads per block (maxntid), 0 bytes of static shared memory, minctasm 3, maxnreg 40; register limit 40
; 512 threads and 3 CTAs: 48 warps, so 40 registers per thread
; (40 x 32 = 1280 per warp, 12 warps in each sub-partition's 16384).
; CHECK-DAG: kernel blocks: 512 threads per block (maxntid), 0 bytes of static shared memory, minctasm 3; register limit 40
; reqntid and maxntid win over -twill-assume-block-size.
; CHECK-DAG: kernel required: 96 threads per block (reqntid), 0 bytes of static shared memory; register limit 255

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @bounded(ptr addrspace(1) noalias %x, float %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %vx = load float, ptr addrspace(1) %px, align 4
  %m = fmul float %a, %vx
  store float %m, ptr addrspace(1) %px, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @blocks(ptr addrspace(1) noalias %x, float %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %vx = load float, ptr addrspace(1) %px, align 4
  %m = fmul float %a, %vx
  store float %m, ptr addrspace(1) %px, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @required(ptr addrspace(1) noalias %x, float %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %vx = load float, ptr addrspace(1) %px, align 4
  %m = fmul float %a, %vx
  store float %m, ptr addrspace(1) %px, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @free(ptr addrspace(1) noalias %x, float %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %vx = load float, ptr addrspace(1) %px, align 4
  %m = fmul float %a, %vx
  store float %m, ptr addrspace(1) %px, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @_Z4tileILi16EEvPffi(ptr addrspace(1) noalias %x, float %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %vx = load float, ptr addrspace(1) %px, align 4
  %m = fmul float %a, %vx
  store float %m, ptr addrspace(1) %px, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12}
!0 = !{ptr @bounded, !"kernel", i32 1}
!1 = !{ptr @bounded, !"maxntidx", i32 64}
!2 = !{ptr @bounded, !"maxntidy", i32 4}
!3 = !{ptr @bounded, !"minctasm", i32 3}
!4 = !{ptr @bounded, !"maxnreg", i32 40}
!5 = !{ptr @blocks, !"kernel", i32 1}
!6 = !{ptr @blocks, !"maxntidx", i32 512}
!7 = !{ptr @blocks, !"minctasm", i32 3}
!8 = !{ptr @required, !"kernel", i32 1}
!9 = !{ptr @required, !"reqntidx", i32 32}
!10 = !{ptr @required, !"reqntidy", i32 3}
!11 = !{ptr @free, !"kernel", i32 1}
!12 = !{ptr @_Z4tileILi16EEvPffi, !"kernel", i32 1}
