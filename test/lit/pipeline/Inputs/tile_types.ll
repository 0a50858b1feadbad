; ModuleID = 'tile_types.cu'
source_filename = "tile_types.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ10tile_typesE2As = internal unnamed_addr addrspace(3) global [1024 x %struct.float4] undef, align 16
@_ZZ10tile_typesE2Bs = internal unnamed_addr addrspace(3) global [1024 x double] undef, align 8
@_ZZ10tile_typesE2Cs = internal unnamed_addr addrspace(3) global [1024 x i64] undef, align 8
@_ZZ10tile_typesE2Ds = internal unnamed_addr addrspace(3) global [1024 x i16] undef, align 2
@_ZZ10tile_typesE2Es = internal unnamed_addr addrspace(3) global [1024 x i8] undef, align 1
@_ZZ10tile_typesE2Fs = internal unnamed_addr addrspace(3) global [1024 x <4 x float>] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tile_types(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef readonly %4, ptr noalias nocapture noundef readonly %5, ptr nocapture noundef writeonly %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp sgt i32 %7, 0
  %11 = zext nneg i32 %9 to i64
  br i1 %10, label %12, label %34

12:                                               ; preds = %8
  %13 = getelementptr inbounds [1024 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2As to ptr), i64 0, i64 %11
  %14 = getelementptr inbounds i8, ptr %13, i64 4
  %15 = getelementptr inbounds [1024 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2Bs to ptr), i64 0, i64 %11
  %16 = getelementptr inbounds [1024 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2Cs to ptr), i64 0, i64 %11
  %17 = getelementptr inbounds [1024 x i16], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2Ds to ptr), i64 0, i64 %11
  %18 = getelementptr inbounds [1024 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2Es to ptr), i64 0, i64 %11
  %19 = getelementptr inbounds [1024 x <4 x float>], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2Fs to ptr), i64 0, i64 %11
  %20 = mul nuw nsw i32 %9, 5
  %21 = add nuw nsw i32 %20, 3
  %22 = and i32 %21, 1023
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds [1024 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2As to ptr), i64 0, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 4
  %26 = getelementptr inbounds i8, ptr %24, i64 8
  %27 = getelementptr inbounds i8, ptr %24, i64 12
  %28 = getelementptr inbounds [1024 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2Bs to ptr), i64 0, i64 %23
  %29 = getelementptr inbounds [1024 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2Cs to ptr), i64 0, i64 %23
  %30 = getelementptr inbounds [1024 x i16], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2Ds to ptr), i64 0, i64 %23
  %31 = getelementptr inbounds [1024 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2Es to ptr), i64 0, i64 %23
  %32 = getelementptr inbounds [1024 x <4 x float>], ptr addrspacecast (ptr addrspace(3) @_ZZ10tile_typesE2Fs to ptr), i64 0, i64 %23
  %33 = getelementptr inbounds i8, ptr %32, i64 12
  br label %37

34:                                               ; preds = %37, %8
  %35 = phi float [ 0.000000e+00, %8 ], [ %81, %37 ]
  %36 = getelementptr inbounds float, ptr %6, i64 %11
  store float %35, ptr %36, align 4, !tbaa !6
  ret void

37:                                               ; preds = %12, %37
  %38 = phi float [ 0.000000e+00, %12 ], [ %81, %37 ]
  %39 = phi i32 [ 0, %12 ], [ %82, %37 ]
  %40 = shl nsw i32 %39, 10
  %41 = or disjoint i32 %40, %9
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds %struct.float4, ptr %0, i64 %42
  %44 = load float, ptr %43, align 16, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %43, i64 4
  %46 = fadd contract float %44, 1.000000e+00
  store float %46, ptr %13, align 16, !tbaa !6
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %14, ptr noundef nonnull align 4 dereferenceable(12) %45, i64 12, i1 false)
  %47 = getelementptr inbounds double, ptr %1, i64 %42
  %48 = load double, ptr %47, align 8, !tbaa !10
  store double %48, ptr %15, align 8, !tbaa !10
  %49 = getelementptr inbounds i64, ptr %2, i64 %42
  %50 = load i64, ptr %49, align 8, !tbaa !12
  store i64 %50, ptr %16, align 8, !tbaa !12
  %51 = getelementptr inbounds i16, ptr %3, i64 %42
  %52 = load i16, ptr %51, align 2, !tbaa !14
  store i16 %52, ptr %17, align 2, !tbaa !14
  %53 = getelementptr inbounds i8, ptr %4, i64 %42
  %54 = load i8, ptr %53, align 1, !tbaa !16
  store i8 %54, ptr %18, align 1, !tbaa !16
  %55 = getelementptr inbounds <4 x float>, ptr %5, i64 %42
  %56 = load <4 x float>, ptr %55, align 16, !tbaa !16
  %57 = fmul contract <4 x float> %56, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  store <4 x float> %57, ptr %19, align 16, !tbaa !16
  tail call void @llvm.nvvm.barrier0()
  %58 = load float, ptr %24, align 16, !tbaa !6
  %59 = load float, ptr %25, align 4, !tbaa !6
  %60 = load float, ptr %26, align 8, !tbaa !6
  %61 = load float, ptr %27, align 4, !tbaa !6
  %62 = fmul contract float %58, %59
  %63 = fmul contract float %60, %61
  %64 = fadd contract float %62, %63
  %65 = load double, ptr %28, align 8, !tbaa !10
  %66 = fptrunc double %65 to float
  %67 = fadd contract float %64, %66
  %68 = load i64, ptr %29, align 8, !tbaa !12
  %69 = sitofp i64 %68 to float
  %70 = fadd contract float %67, %69
  %71 = load i16, ptr %30, align 2, !tbaa !14
  %72 = uitofp i16 %71 to float
  %73 = fadd contract float %70, %72
  %74 = load i8, ptr %31, align 1, !tbaa !16
  %75 = uitofp i8 %74 to float
  %76 = fadd contract float %73, %75
  %77 = load float, ptr %32, align 16
  %78 = fadd contract float %76, %77
  %79 = load float, ptr %33, align 4
  %80 = fsub contract float %78, %79
  %81 = fadd contract float %38, %80
  tail call void @llvm.nvvm.barrier0()
  %82 = add nuw nsw i32 %39, 1
  %83 = icmp eq i32 %82, %7
  br i1 %83, label %34, label %37, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @tile_types, !"kernel", i32 1}
!1 = !{ptr @tile_types, !"maxntidx", i32 1024}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
