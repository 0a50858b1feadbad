; Small loops with a trip-count parameter, for the interpreter's tests
; (test/lit/ptxinterp).  saxpy-like: z[i] = a*x[i] + y[i]; dot: out = sum
; x[i]*y[i] (fma chain); recur: a[i+1] = a[i] + b[i] (a dependence through
; memory, carried by a store and the next iteration's load).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @saxpy(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z, float %a, i32 %n) {
entry:
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %i
  %pz = getelementptr inbounds float, ptr addrspace(1) %z, i32 %i
  %vx = load float, ptr addrspace(1) %px, align 4
  %vy = load float, ptr addrspace(1) %py, align 4
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr addrspace(1) %pz, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @dot(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i32 %i
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i32 %i
  %vx = load float, ptr addrspace(1) %px, align 4
  %vy = load float, ptr addrspace(1) %py, align 4
  %acc.next = call float @llvm.fma.f32(float %vx, float %vy, float %acc)
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

define void @recur(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {
entry:
  %cmp0 = icmp sgt i32 %n, 0
  br i1 %cmp0, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %i
  %i.next = add nsw i32 %i, 1
  %pa1 = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i.next
  %va = load float, ptr addrspace(1) %pa, align 4
  %vb = load float, ptr addrspace(1) %pb, align 4
  %s = fadd float %va, %vb
  store float %s, ptr addrspace(1) %pa1, align 4
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare float @llvm.fma.f32(float, float, float)

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @saxpy, !"kernel", i32 1}
!1 = !{ptr @dot, !"kernel", i32 1}
!2 = !{ptr @recur, !"kernel", i32 1}
