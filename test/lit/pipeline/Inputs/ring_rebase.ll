; ModuleID = 'ring_rebase.cu'
source_filename = "ring_rebase.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11ring_rebaseE2As = internal addrspace(3) global [512 x half] undef, align 128
@_ZZ11ring_rebaseE2Bs = internal addrspace(3) global [256 x half] undef, align 128

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @ring_rebase(ptr nocapture noundef writeonly %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %23

7:                                                ; preds = %5
  %8 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nuw nsw i32 %8, 3
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds [512 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_rebaseE2As to ptr), i64 0, i64 %10
  %12 = addrspacecast ptr %11 to ptr addrspace(3)
  %13 = or disjoint i32 %9, 256
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [512 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_rebaseE2As to ptr), i64 0, i64 %14
  %16 = addrspacecast ptr %15 to ptr addrspace(3)
  %17 = getelementptr inbounds [256 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_rebaseE2Bs to ptr), i64 0, i64 %10
  %18 = addrspacecast ptr %17 to ptr addrspace(3)
  %19 = shl nsw i32 %4, 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds half, ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_rebaseE2As to ptr), i64 %20
  %22 = getelementptr inbounds i8, ptr %21, i64 512
  br label %41

23:                                               ; preds = %41, %5
  %24 = phi float [ 0.000000e+00, %5 ], [ %108, %41 ]
  %25 = phi float [ 0.000000e+00, %5 ], [ %107, %41 ]
  %26 = phi float [ 0.000000e+00, %5 ], [ %106, %41 ]
  %27 = phi float [ 0.000000e+00, %5 ], [ %105, %41 ]
  %28 = phi float [ 0.000000e+00, %5 ], [ %104, %41 ]
  %29 = phi float [ 0.000000e+00, %5 ], [ %103, %41 ]
  %30 = phi float [ 0.000000e+00, %5 ], [ %102, %41 ]
  %31 = phi float [ 0.000000e+00, %5 ], [ %117, %41 ]
  %32 = phi float [ 0.000000e+00, %5 ], [ %116, %41 ]
  %33 = phi float [ 0.000000e+00, %5 ], [ %115, %41 ]
  %34 = phi float [ 0.000000e+00, %5 ], [ %114, %41 ]
  %35 = phi float [ 0.000000e+00, %5 ], [ %113, %41 ]
  %36 = phi float [ 0.000000e+00, %5 ], [ %112, %41 ]
  %37 = phi float [ 0.000000e+00, %5 ], [ %111, %41 ]
  %38 = phi float [ 0.000000e+00, %5 ], [ %110, %41 ]
  %39 = phi float [ 0.000000e+00, %5 ], [ %101, %41 ]
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %0, float %39, float %30, float %29, float %28, float %27, float %26, float %25, float %24, i32 16)
  %40 = getelementptr inbounds i8, ptr %0, i64 1024
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nonnull %40, float %38, float %37, float %36, float %35, float %34, float %33, float %32, float %31, i32 16)
  ret void

41:                                               ; preds = %7, %41
  %42 = phi float [ 0.000000e+00, %7 ], [ %117, %41 ]
  %43 = phi float [ 0.000000e+00, %7 ], [ %116, %41 ]
  %44 = phi float [ 0.000000e+00, %7 ], [ %115, %41 ]
  %45 = phi float [ 0.000000e+00, %7 ], [ %114, %41 ]
  %46 = phi float [ 0.000000e+00, %7 ], [ %113, %41 ]
  %47 = phi float [ 0.000000e+00, %7 ], [ %112, %41 ]
  %48 = phi float [ 0.000000e+00, %7 ], [ %111, %41 ]
  %49 = phi float [ 0.000000e+00, %7 ], [ %108, %41 ]
  %50 = phi float [ 0.000000e+00, %7 ], [ %107, %41 ]
  %51 = phi float [ 0.000000e+00, %7 ], [ %106, %41 ]
  %52 = phi float [ 0.000000e+00, %7 ], [ %105, %41 ]
  %53 = phi float [ 0.000000e+00, %7 ], [ %104, %41 ]
  %54 = phi float [ 0.000000e+00, %7 ], [ %103, %41 ]
  %55 = phi float [ 0.000000e+00, %7 ], [ %102, %41 ]
  %56 = phi i32 [ 0, %7 ], [ %118, %41 ]
  %57 = phi float [ 0.000000e+00, %7 ], [ %101, %41 ]
  %58 = phi float [ 0.000000e+00, %7 ], [ %110, %41 ]
  %59 = shl nsw i32 %56, 9
  %60 = or disjoint i32 %59, %9
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds half, ptr %1, i64 %61
  %63 = addrspacecast ptr %62 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %12, ptr addrspace(1) %63)
  %64 = or disjoint i32 %60, 256
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds half, ptr %1, i64 %65
  %67 = addrspacecast ptr %66 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %16, ptr addrspace(1) %67)
  %68 = shl nsw i32 %56, 8
  %69 = or disjoint i32 %68, %9
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds half, ptr %2, i64 %70
  %72 = addrspacecast ptr %71 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %18, ptr addrspace(1) %72)
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier0()
  %73 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %21, i32 16)
  %74 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 0
  %75 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 1
  %76 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 2
  %77 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 3
  %78 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 4
  %79 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 5
  %80 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 6
  %81 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %73, 7
  %82 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %22, i32 16)
  %83 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %82, 0
  %84 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %82, 1
  %85 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %82, 2
  %86 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %82, 3
  %87 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %82, 4
  %88 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %82, 5
  %89 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %82, 6
  %90 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %82, 7
  %91 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr addrspacecast (ptr addrspace(3) @_ZZ11ring_rebaseE2Bs to ptr), i32 16)
  %92 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %91, 0
  %93 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %91, 1
  %94 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %91, 2
  %95 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %91, 3
  %96 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %91, 4
  %97 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %91, 5
  %98 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %91, 6
  %99 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %91, 7
  %100 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %74, <2 x half> %75, <2 x half> %76, <2 x half> %77, <2 x half> %78, <2 x half> %79, <2 x half> %80, <2 x half> %81, <2 x half> %92, <2 x half> %93, <2 x half> %94, <2 x half> %95, <2 x half> %96, <2 x half> %97, <2 x half> %98, <2 x half> %99, float %57, float %55, float %54, float %53, float %52, float %51, float %50, float %49)
  %101 = extractvalue { float, float, float, float, float, float, float, float } %100, 0
  %102 = extractvalue { float, float, float, float, float, float, float, float } %100, 1
  %103 = extractvalue { float, float, float, float, float, float, float, float } %100, 2
  %104 = extractvalue { float, float, float, float, float, float, float, float } %100, 3
  %105 = extractvalue { float, float, float, float, float, float, float, float } %100, 4
  %106 = extractvalue { float, float, float, float, float, float, float, float } %100, 5
  %107 = extractvalue { float, float, float, float, float, float, float, float } %100, 6
  %108 = extractvalue { float, float, float, float, float, float, float, float } %100, 7
  %109 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %83, <2 x half> %84, <2 x half> %85, <2 x half> %86, <2 x half> %87, <2 x half> %88, <2 x half> %89, <2 x half> %90, <2 x half> %92, <2 x half> %93, <2 x half> %94, <2 x half> %95, <2 x half> %96, <2 x half> %97, <2 x half> %98, <2 x half> %99, float %58, float %48, float %47, float %46, float %45, float %44, float %43, float %42)
  %110 = extractvalue { float, float, float, float, float, float, float, float } %109, 0
  %111 = extractvalue { float, float, float, float, float, float, float, float } %109, 1
  %112 = extractvalue { float, float, float, float, float, float, float, float } %109, 2
  %113 = extractvalue { float, float, float, float, float, float, float, float } %109, 3
  %114 = extractvalue { float, float, float, float, float, float, float, float } %109, 4
  %115 = extractvalue { float, float, float, float, float, float, float, float } %109, 5
  %116 = extractvalue { float, float, float, float, float, float, float, float } %109, 6
  %117 = extractvalue { float, float, float, float, float, float, float, float } %109, 7
  tail call void @llvm.nvvm.barrier0()
  %118 = add nuw nsw i32 %56, 1
  %119 = icmp eq i32 %118, %3
  br i1 %119, label %23, label %41, !llvm.loop !6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #5

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #6

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nocapture readonly, i32) #6

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #7

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nocallback nounwind memory(argmem: write) }
attributes #6 = { nocallback nofree nounwind memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @ring_rebase, !"kernel", i32 1}
!1 = !{ptr @ring_rebase, !"maxntidx", i32 32}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
