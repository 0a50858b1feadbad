; Guarded loops whose folded form the cost model predicts no faster: dsame
; (an if-then-else, from ../guarded-diamond.ll) is memory-bound and gstore
; (an if-then, from ../guarded.ll) issue-bound, both at 64 warps/SM. For
; fold-trial.test.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dsame(ptr addrspace(1) noalias %m, ptr addrspace(1) noalias %p, i32 %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %pm = getelementptr inbounds i32, ptr addrspace(1) %m, i32 %i
  %mv = load i32, ptr addrspace(1) %pm, align 4
  %z = icmp eq i32 %mv, 0
  %pp = getelementptr inbounds <2 x i32>, ptr addrspace(1) %p, i32 %i
  br i1 %z, label %then, label %else
then:
  %a1 = add i32 %a, %i
  %v0 = insertelement <2 x i32> undef, i32 %a1, i32 0
  %a2 = add i32 %a1, 1
  %v1 = insertelement <2 x i32> %v0, i32 %a2, i32 1
  store <2 x i32> %v1, ptr addrspace(1) %pp, align 8
  br label %latch
else:
  store i32 %mv, ptr addrspace(1) %pp, align 8
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @gstore(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q, align 4
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %latch
then:
  %w = mul i32 %v, 3
  store i32 %w, ptr addrspace(1) %q, align 4
  br label %latch
latch:
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @dsame, !"kernel", i32 1}
!1 = !{ptr @gstore, !"kernel", i32 1}
