; ModuleID = 'cudasamples_simple_wmma_gemm.cu'
source_filename = "cudasamples_simple_wmma_gemm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z16simple_wmma_gemmPDF16_S_PfS0_iiiff(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #0 {
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = lshr i32 %14, 5
  %16 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %19 = mul nuw nsw i32 %18, %16
  %20 = add nuw nsw i32 %19, %17
  %21 = icmp sgt i32 %6, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %9
  %23 = shl nuw nsw i32 %20, 4
  %24 = shl nuw nsw i32 %15, 4
  br label %37

25:                                               ; preds = %9
  %26 = shl nuw nsw i32 %15, 4
  %27 = shl nuw nsw i32 %20, 4
  %28 = icmp slt i32 %26, %4
  %29 = icmp slt i32 %27, %5
  %30 = select i1 %28, i1 %29, i1 false
  %31 = mul nuw nsw i32 %26, %6
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr half, ptr %0, i64 %32
  %34 = mul nuw nsw i32 %27, %6
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr half, ptr %1, i64 %35
  br label %51

37:                                               ; preds = %92, %22
  %38 = phi i32 [ %24, %22 ], [ %26, %92 ]
  %39 = phi i32 [ %23, %22 ], [ %27, %92 ]
  %40 = phi float [ 0.000000e+00, %22 ], [ %93, %92 ]
  %41 = phi float [ 0.000000e+00, %22 ], [ %94, %92 ]
  %42 = phi float [ 0.000000e+00, %22 ], [ %95, %92 ]
  %43 = phi float [ 0.000000e+00, %22 ], [ %96, %92 ]
  %44 = phi float [ 0.000000e+00, %22 ], [ %97, %92 ]
  %45 = phi float [ 0.000000e+00, %22 ], [ %98, %92 ]
  %46 = phi float [ 0.000000e+00, %22 ], [ %99, %92 ]
  %47 = phi float [ 0.000000e+00, %22 ], [ %100, %92 ]
  %48 = icmp slt i32 %38, %4
  %49 = icmp slt i32 %39, %5
  %50 = select i1 %48, i1 %49, i1 false
  br i1 %50, label %103, label %144

51:                                               ; preds = %25, %92
  %52 = phi float [ 0.000000e+00, %25 ], [ %93, %92 ]
  %53 = phi float [ 0.000000e+00, %25 ], [ %94, %92 ]
  %54 = phi float [ 0.000000e+00, %25 ], [ %95, %92 ]
  %55 = phi float [ 0.000000e+00, %25 ], [ %96, %92 ]
  %56 = phi float [ 0.000000e+00, %25 ], [ %97, %92 ]
  %57 = phi float [ 0.000000e+00, %25 ], [ %98, %92 ]
  %58 = phi float [ 0.000000e+00, %25 ], [ %99, %92 ]
  %59 = phi i32 [ 0, %25 ], [ %101, %92 ]
  %60 = phi float [ 0.000000e+00, %25 ], [ %100, %92 ]
  br i1 %30, label %61, label %92

61:                                               ; preds = %51
  %62 = zext nneg i32 %59 to i64
  %63 = getelementptr half, ptr %33, i64 %62
  %64 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %63, i32 %6)
  %65 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %64, 0
  %66 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %64, 1
  %67 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %64, 2
  %68 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %64, 3
  %69 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %64, 4
  %70 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %64, 5
  %71 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %64, 6
  %72 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %64, 7
  %73 = getelementptr half, ptr %36, i64 %62
  %74 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %73, i32 %6)
  %75 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 0
  %76 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 1
  %77 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 2
  %78 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 3
  %79 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 4
  %80 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 5
  %81 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 6
  %82 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %74, 7
  %83 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %65, <2 x half> %66, <2 x half> %67, <2 x half> %68, <2 x half> %69, <2 x half> %70, <2 x half> %71, <2 x half> %72, <2 x half> %75, <2 x half> %76, <2 x half> %77, <2 x half> %78, <2 x half> %79, <2 x half> %80, <2 x half> %81, <2 x half> %82, float %60, float %58, float %57, float %56, float %55, float %54, float %53, float %52)
  %84 = extractvalue { float, float, float, float, float, float, float, float } %83, 0
  %85 = extractvalue { float, float, float, float, float, float, float, float } %83, 1
  %86 = extractvalue { float, float, float, float, float, float, float, float } %83, 2
  %87 = extractvalue { float, float, float, float, float, float, float, float } %83, 3
  %88 = extractvalue { float, float, float, float, float, float, float, float } %83, 4
  %89 = extractvalue { float, float, float, float, float, float, float, float } %83, 5
  %90 = extractvalue { float, float, float, float, float, float, float, float } %83, 6
  %91 = extractvalue { float, float, float, float, float, float, float, float } %83, 7
  br label %92

92:                                               ; preds = %61, %51
  %93 = phi float [ %91, %61 ], [ %52, %51 ]
  %94 = phi float [ %90, %61 ], [ %53, %51 ]
  %95 = phi float [ %89, %61 ], [ %54, %51 ]
  %96 = phi float [ %88, %61 ], [ %55, %51 ]
  %97 = phi float [ %87, %61 ], [ %56, %51 ]
  %98 = phi float [ %86, %61 ], [ %57, %51 ]
  %99 = phi float [ %85, %61 ], [ %58, %51 ]
  %100 = phi float [ %84, %61 ], [ %60, %51 ]
  %101 = add nuw nsw i32 %59, 16
  %102 = icmp slt i32 %101, %6
  br i1 %102, label %51, label %37, !llvm.loop !5

103:                                              ; preds = %37
  %104 = zext nneg i32 %39 to i64
  %105 = getelementptr inbounds float, ptr %2, i64 %104
  %106 = mul nsw i32 %38, %5
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %105, i64 %107
  %109 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr %108, i32 %5)
  %110 = extractvalue { float, float, float, float, float, float, float, float } %109, 0
  %111 = extractvalue { float, float, float, float, float, float, float, float } %109, 1
  %112 = extractvalue { float, float, float, float, float, float, float, float } %109, 2
  %113 = extractvalue { float, float, float, float, float, float, float, float } %109, 3
  %114 = extractvalue { float, float, float, float, float, float, float, float } %109, 4
  %115 = extractvalue { float, float, float, float, float, float, float, float } %109, 5
  %116 = extractvalue { float, float, float, float, float, float, float, float } %109, 6
  %117 = extractvalue { float, float, float, float, float, float, float, float } %109, 7
  %118 = fmul contract float %47, %7
  %119 = fmul contract float %110, %8
  %120 = fadd contract float %118, %119
  %121 = fmul contract float %46, %7
  %122 = fmul contract float %111, %8
  %123 = fadd contract float %121, %122
  %124 = fmul contract float %45, %7
  %125 = fmul contract float %112, %8
  %126 = fadd contract float %124, %125
  %127 = fmul contract float %44, %7
  %128 = fmul contract float %113, %8
  %129 = fadd contract float %127, %128
  %130 = fmul contract float %43, %7
  %131 = fmul contract float %114, %8
  %132 = fadd contract float %130, %131
  %133 = fmul contract float %42, %7
  %134 = fmul contract float %115, %8
  %135 = fadd contract float %133, %134
  %136 = fmul contract float %41, %7
  %137 = fmul contract float %116, %8
  %138 = fadd contract float %136, %137
  %139 = fmul contract float %40, %7
  %140 = fmul contract float %117, %8
  %141 = fadd contract float %139, %140
  %142 = getelementptr inbounds float, ptr %3, i64 %104
  %143 = getelementptr inbounds float, ptr %142, i64 %107
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %143, float %120, float %123, float %126, float %129, float %132, float %135, float %138, float %141, i32 %5)
  br label %144

144:                                              ; preds = %103, %37
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr nocapture readonly, i32) #2

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nocapture readonly, i32) #2

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #4

attributes #0 = { mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind memory(argmem: read) }
attributes #3 = { nocallback nounwind memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z16simple_wmma_gemmPDF16_S_PfS0_iiiff, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
