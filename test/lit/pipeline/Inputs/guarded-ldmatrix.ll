; A guarded ldmatrix (guarded-wmma.ll): its guard is computed in the loop, so
; it is not hoisted; the NVVM intrinsic is written as one statement of inline
; PTX and predicated on the guard (the interpreter does not run this loop: its
; shared tile is never written).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; for i<n: if (m[i]) acc += ldmatrix(s + 16 i).x0 : a guarded ldmatrix (the intrinsic).
define void @ldm(ptr addrspace(3) %s, ptr addrspace(1) %m, ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %pm = getelementptr inbounds i32, ptr addrspace(1) %m, i32 %i
  %mv = load i32, ptr addrspace(1) %pm, align 4
  %on = icmp ne i32 %mv, 0
  br i1 %on, label %then, label %latch
then:
  %o = shl i32 %i, 4
  %p = getelementptr inbounds i8, ptr addrspace(3) %s, i32 %o
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %p)
  %x = extractvalue { i32, i32, i32, i32 } %r, 0
  %t = add i32 %acc, %x
  br label %latch
latch:
  %acc.next = phi i32 [ %t, %then ], [ %acc, %loop ]
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
