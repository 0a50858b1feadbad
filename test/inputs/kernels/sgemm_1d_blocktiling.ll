; ModuleID = 'sgemm_1d_blocktiling.cu'
source_filename = "sgemm_1d_blocktiling.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPf = comdat any

$_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2As = comdat any

$_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2Bs = comdat any

@_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [512 x float] undef, comdat, align 4
@_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [512 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPf(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 comdat {
  %9 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 63
  %13 = lshr i32 %11, 6
  %14 = shl nuw nsw i32 %9, 6
  %15 = shl i32 %10, 6
  %16 = icmp eq i32 %2, 0
  br i1 %16, label %44, label %17

17:                                               ; preds = %8
  %18 = lshr i32 %11, 3
  %19 = and i32 %11, 7
  %20 = zext i32 %15 to i64
  %21 = getelementptr inbounds float, ptr %5, i64 %20
  %22 = mul i32 %14, %2
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %4, i64 %23
  %25 = mul i32 %18, %2
  %26 = add i32 %25, %19
  %27 = zext i32 %26 to i64
  %28 = zext nneg i32 %11 to i64
  %29 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %28
  %30 = mul i32 %13, %1
  %31 = add i32 %30, %12
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %28
  %34 = shl nsw i32 %1, 3
  %35 = sext i32 %34 to i64
  %36 = and i32 %11, 960
  %37 = or disjoint i32 %36, 8
  %38 = or disjoint i32 %36, 16
  %39 = or disjoint i32 %36, 24
  %40 = or disjoint i32 %36, 32
  %41 = or disjoint i32 %36, 40
  %42 = or disjoint i32 %36, 48
  %43 = or disjoint i32 %36, 56
  br label %129

44:                                               ; preds = %146, %8
  %45 = phi float [ 0.000000e+00, %8 ], [ %170, %146 ]
  %46 = phi float [ 0.000000e+00, %8 ], [ %176, %146 ]
  %47 = phi float [ 0.000000e+00, %8 ], [ %182, %146 ]
  %48 = phi float [ 0.000000e+00, %8 ], [ %188, %146 ]
  %49 = phi float [ 0.000000e+00, %8 ], [ %194, %146 ]
  %50 = phi float [ 0.000000e+00, %8 ], [ %200, %146 ]
  %51 = phi float [ 0.000000e+00, %8 ], [ %206, %146 ]
  %52 = phi float [ 0.000000e+00, %8 ], [ %212, %146 ]
  %53 = mul i32 %14, %1
  %54 = add i32 %53, %15
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %7, i64 %55
  %57 = shl nuw nsw i32 %13, 3
  %58 = fmul contract float %45, %3
  %59 = mul i32 %57, %1
  %60 = add i32 %59, %12
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %56, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = fmul contract float %63, %6
  %65 = fadd contract float %58, %64
  store float %65, ptr %62, align 4, !tbaa !5
  %66 = fmul contract float %46, %3
  %67 = or disjoint i32 %57, 1
  %68 = mul i32 %67, %1
  %69 = add i32 %68, %12
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %56, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !5
  %73 = fmul contract float %72, %6
  %74 = fadd contract float %66, %73
  store float %74, ptr %71, align 4, !tbaa !5
  %75 = fmul contract float %47, %3
  %76 = or disjoint i32 %57, 2
  %77 = mul i32 %76, %1
  %78 = add i32 %77, %12
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %56, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !5
  %82 = fmul contract float %81, %6
  %83 = fadd contract float %75, %82
  store float %83, ptr %80, align 4, !tbaa !5
  %84 = fmul contract float %48, %3
  %85 = or disjoint i32 %57, 3
  %86 = mul i32 %85, %1
  %87 = add i32 %86, %12
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %56, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !5
  %91 = fmul contract float %90, %6
  %92 = fadd contract float %84, %91
  store float %92, ptr %89, align 4, !tbaa !5
  %93 = fmul contract float %49, %3
  %94 = or disjoint i32 %57, 4
  %95 = mul i32 %94, %1
  %96 = add i32 %95, %12
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %56, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !5
  %100 = fmul contract float %99, %6
  %101 = fadd contract float %93, %100
  store float %101, ptr %98, align 4, !tbaa !5
  %102 = fmul contract float %50, %3
  %103 = or disjoint i32 %57, 5
  %104 = mul i32 %103, %1
  %105 = add i32 %104, %12
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr %56, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !5
  %109 = fmul contract float %108, %6
  %110 = fadd contract float %102, %109
  store float %110, ptr %107, align 4, !tbaa !5
  %111 = fmul contract float %51, %3
  %112 = or disjoint i32 %57, 6
  %113 = mul i32 %112, %1
  %114 = add i32 %113, %12
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %56, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !5
  %118 = fmul contract float %117, %6
  %119 = fadd contract float %111, %118
  store float %119, ptr %116, align 4, !tbaa !5
  %120 = fmul contract float %52, %3
  %121 = or disjoint i32 %57, 7
  %122 = mul i32 %121, %1
  %123 = add i32 %122, %12
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds float, ptr %56, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !5
  %127 = fmul contract float %126, %6
  %128 = fadd contract float %120, %127
  store float %128, ptr %125, align 4, !tbaa !5
  ret void

129:                                              ; preds = %17, %146
  %130 = phi float [ 0.000000e+00, %17 ], [ %170, %146 ]
  %131 = phi float [ 0.000000e+00, %17 ], [ %176, %146 ]
  %132 = phi float [ 0.000000e+00, %17 ], [ %182, %146 ]
  %133 = phi float [ 0.000000e+00, %17 ], [ %188, %146 ]
  %134 = phi float [ 0.000000e+00, %17 ], [ %194, %146 ]
  %135 = phi float [ 0.000000e+00, %17 ], [ %200, %146 ]
  %136 = phi float [ 0.000000e+00, %17 ], [ %206, %146 ]
  %137 = phi float [ 0.000000e+00, %17 ], [ %212, %146 ]
  %138 = phi ptr [ %24, %17 ], [ %145, %146 ]
  %139 = phi i32 [ 0, %17 ], [ %148, %146 ]
  %140 = phi ptr [ %21, %17 ], [ %147, %146 ]
  %141 = getelementptr inbounds float, ptr %138, i64 %27
  %142 = load float, ptr %141, align 4, !tbaa !5
  store float %142, ptr %29, align 4, !tbaa !5
  %143 = getelementptr inbounds float, ptr %140, i64 %32
  %144 = load float, ptr %143, align 4, !tbaa !5
  store float %144, ptr %33, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %145 = getelementptr inbounds i8, ptr %138, i64 32
  br label %150

146:                                              ; preds = %150
  %147 = getelementptr inbounds float, ptr %140, i64 %35
  tail call void @llvm.nvvm.barrier0()
  %148 = add i32 %139, 8
  %149 = icmp ult i32 %148, %2
  br i1 %149, label %129, label %44, !llvm.loop !9

150:                                              ; preds = %129, %150
  %151 = phi float [ %130, %129 ], [ %170, %150 ]
  %152 = phi float [ %131, %129 ], [ %176, %150 ]
  %153 = phi float [ %132, %129 ], [ %182, %150 ]
  %154 = phi float [ %133, %129 ], [ %188, %150 ]
  %155 = phi float [ %134, %129 ], [ %194, %150 ]
  %156 = phi float [ %135, %129 ], [ %200, %150 ]
  %157 = phi float [ %136, %129 ], [ %206, %150 ]
  %158 = phi float [ %137, %129 ], [ %212, %150 ]
  %159 = phi i32 [ 0, %129 ], [ %213, %150 ]
  %160 = shl nuw nsw i32 %159, 6
  %161 = or disjoint i32 %160, %12
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %162
  %164 = load float, ptr %163, align 4, !tbaa !5
  %165 = add nuw nsw i32 %36, %159
  %166 = zext nneg i32 %165 to i64
  %167 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %166
  %168 = load float, ptr %167, align 4, !tbaa !5
  %169 = fmul contract float %164, %168
  %170 = fadd contract float %151, %169
  %171 = add nuw nsw i32 %37, %159
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !5
  %175 = fmul contract float %164, %174
  %176 = fadd contract float %152, %175
  %177 = add nuw nsw i32 %38, %159
  %178 = zext nneg i32 %177 to i64
  %179 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %178
  %180 = load float, ptr %179, align 4, !tbaa !5
  %181 = fmul contract float %164, %180
  %182 = fadd contract float %153, %181
  %183 = add nuw nsw i32 %39, %159
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %184
  %186 = load float, ptr %185, align 4, !tbaa !5
  %187 = fmul contract float %164, %186
  %188 = fadd contract float %154, %187
  %189 = add nuw nsw i32 %40, %159
  %190 = zext nneg i32 %189 to i64
  %191 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %190
  %192 = load float, ptr %191, align 4, !tbaa !5
  %193 = fmul contract float %164, %192
  %194 = fadd contract float %155, %193
  %195 = add nuw nsw i32 %41, %159
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %196
  %198 = load float, ptr %197, align 4, !tbaa !5
  %199 = fmul contract float %164, %198
  %200 = fadd contract float %156, %199
  %201 = add nuw nsw i32 %42, %159
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %202
  %204 = load float, ptr %203, align 4, !tbaa !5
  %205 = fmul contract float %164, %204
  %206 = fadd contract float %157, %205
  %207 = add nuw nsw i32 %43, %159
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %208
  %210 = load float, ptr %209, align 4, !tbaa !5
  %211 = fmul contract float %164, %210
  %212 = fadd contract float %158, %211
  %213 = add nuw nsw i32 %159, 1
  %214 = icmp eq i32 %213, 8
  br i1 %214, label %146, label %150, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z18sgemm1DBlocktilingILi64ELi64ELi8ELi8EEviiifPKfS1_fPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
