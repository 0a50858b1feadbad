; ModuleID = 'llmc_matmul_forward4.cu'
source_filename = "llmc_matmul_forward4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5lhs_s = internal unnamed_addr addrspace(3) global [128 x [32 x float]] undef, align 4
@_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5rhs_s = internal unnamed_addr addrspace(3) global [128 x [32 x float]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.float4 @_Z6ld_vecPKf(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load float, ptr %0, align 16, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load float, ptr %5, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %0, i64 12
  %8 = load float, ptr %7, align 4, !tbaa !6
  %9 = insertvalue %struct.float4 poison, float %2, 0
  %10 = insertvalue %struct.float4 %9, float %4, 1
  %11 = insertvalue %struct.float4 %10, float %6, 2
  %12 = insertvalue %struct.float4 %11, float %8, 3
  ret %struct.float4 %12
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z6st_vecPf6float4(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly byval(%struct.float4) align 16 %1) local_unnamed_addr #2 {
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %0, ptr noundef nonnull align 16 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !10
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z22matmul_forward_kernel4PfPKfS1_S1_ii(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr noundef readonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = alloca [8 x [8 x float]], align 4
  %8 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 7
  %12 = mul i32 %11, %4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = shl nuw nsw i32 %8, 7
  %16 = mul i32 %15, %4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %7) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) %7, i8 0, i64 256, i1 false)
  %19 = icmp eq ptr %3, null
  br i1 %19, label %113, label %20

20:                                               ; preds = %6
  %21 = tail call range(i32 1, 257) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %22 = mul nuw nsw i32 %8, %21
  %23 = add nuw nsw i32 %22, %9
  %24 = shl nuw nsw i32 %23, 3
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %3, i64 %25
  %27 = load float, ptr %26, align 16, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %26, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %26, i64 8
  %31 = load float, ptr %30, align 8, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %26, i64 12
  %33 = load float, ptr %32, align 4, !tbaa !6
  store float %27, ptr %7, align 4, !tbaa !6
  %34 = getelementptr inbounds i8, ptr %7, i64 4
  store float %29, ptr %34, align 4, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %7, i64 8
  store float %31, ptr %35, align 4, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %7, i64 12
  store float %33, ptr %36, align 4, !tbaa !6
  %37 = getelementptr inbounds i8, ptr %26, i64 16
  %38 = load float, ptr %37, align 16, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %26, i64 20
  %40 = load float, ptr %39, align 4, !tbaa !6
  %41 = getelementptr inbounds i8, ptr %26, i64 24
  %42 = load float, ptr %41, align 8, !tbaa !6
  %43 = getelementptr inbounds i8, ptr %26, i64 28
  %44 = load float, ptr %43, align 4, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %7, i64 16
  store float %38, ptr %45, align 4, !tbaa !6
  %46 = getelementptr inbounds i8, ptr %7, i64 20
  store float %40, ptr %46, align 4, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %7, i64 24
  store float %42, ptr %47, align 4, !tbaa !6
  %48 = getelementptr inbounds i8, ptr %7, i64 28
  store float %44, ptr %48, align 4, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %7, i64 32
  store float %27, ptr %49, align 4, !tbaa !6
  %50 = getelementptr inbounds i8, ptr %7, i64 36
  store float %29, ptr %50, align 4, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %7, i64 40
  store float %31, ptr %51, align 4, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %7, i64 44
  store float %33, ptr %52, align 4, !tbaa !6
  %53 = getelementptr inbounds i8, ptr %7, i64 48
  store float %38, ptr %53, align 4, !tbaa !6
  %54 = getelementptr inbounds i8, ptr %7, i64 52
  store float %40, ptr %54, align 4, !tbaa !6
  %55 = getelementptr inbounds i8, ptr %7, i64 56
  store float %42, ptr %55, align 4, !tbaa !6
  %56 = getelementptr inbounds i8, ptr %7, i64 60
  store float %44, ptr %56, align 4, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %7, i64 64
  store float %27, ptr %57, align 4, !tbaa !6
  %58 = getelementptr inbounds i8, ptr %7, i64 68
  store float %29, ptr %58, align 4, !tbaa !6
  %59 = getelementptr inbounds i8, ptr %7, i64 72
  store float %31, ptr %59, align 4, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %7, i64 76
  store float %33, ptr %60, align 4, !tbaa !6
  %61 = getelementptr inbounds i8, ptr %7, i64 80
  store float %38, ptr %61, align 4, !tbaa !6
  %62 = getelementptr inbounds i8, ptr %7, i64 84
  store float %40, ptr %62, align 4, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %7, i64 88
  store float %42, ptr %63, align 4, !tbaa !6
  %64 = getelementptr inbounds i8, ptr %7, i64 92
  store float %44, ptr %64, align 4, !tbaa !6
  %65 = getelementptr inbounds i8, ptr %7, i64 96
  store float %27, ptr %65, align 4, !tbaa !6
  %66 = getelementptr inbounds i8, ptr %7, i64 100
  store float %29, ptr %66, align 4, !tbaa !6
  %67 = getelementptr inbounds i8, ptr %7, i64 104
  store float %31, ptr %67, align 4, !tbaa !6
  %68 = getelementptr inbounds i8, ptr %7, i64 108
  store float %33, ptr %68, align 4, !tbaa !6
  %69 = getelementptr inbounds i8, ptr %7, i64 112
  store float %38, ptr %69, align 4, !tbaa !6
  %70 = getelementptr inbounds i8, ptr %7, i64 116
  store float %40, ptr %70, align 4, !tbaa !6
  %71 = getelementptr inbounds i8, ptr %7, i64 120
  store float %42, ptr %71, align 4, !tbaa !6
  %72 = getelementptr inbounds i8, ptr %7, i64 124
  store float %44, ptr %72, align 4, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %7, i64 128
  store float %27, ptr %73, align 4, !tbaa !6
  %74 = getelementptr inbounds i8, ptr %7, i64 132
  store float %29, ptr %74, align 4, !tbaa !6
  %75 = getelementptr inbounds i8, ptr %7, i64 136
  store float %31, ptr %75, align 4, !tbaa !6
  %76 = getelementptr inbounds i8, ptr %7, i64 140
  store float %33, ptr %76, align 4, !tbaa !6
  %77 = getelementptr inbounds i8, ptr %7, i64 144
  store float %38, ptr %77, align 4, !tbaa !6
  %78 = getelementptr inbounds i8, ptr %7, i64 148
  store float %40, ptr %78, align 4, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %7, i64 152
  store float %42, ptr %79, align 4, !tbaa !6
  %80 = getelementptr inbounds i8, ptr %7, i64 156
  store float %44, ptr %80, align 4, !tbaa !6
  %81 = getelementptr inbounds i8, ptr %7, i64 160
  store float %27, ptr %81, align 4, !tbaa !6
  %82 = getelementptr inbounds i8, ptr %7, i64 164
  store float %29, ptr %82, align 4, !tbaa !6
  %83 = getelementptr inbounds i8, ptr %7, i64 168
  store float %31, ptr %83, align 4, !tbaa !6
  %84 = getelementptr inbounds i8, ptr %7, i64 172
  store float %33, ptr %84, align 4, !tbaa !6
  %85 = getelementptr inbounds i8, ptr %7, i64 176
  store float %38, ptr %85, align 4, !tbaa !6
  %86 = getelementptr inbounds i8, ptr %7, i64 180
  store float %40, ptr %86, align 4, !tbaa !6
  %87 = getelementptr inbounds i8, ptr %7, i64 184
  store float %42, ptr %87, align 4, !tbaa !6
  %88 = getelementptr inbounds i8, ptr %7, i64 188
  store float %44, ptr %88, align 4, !tbaa !6
  %89 = load float, ptr %26, align 16, !tbaa !6
  %90 = load float, ptr %28, align 4, !tbaa !6
  %91 = load float, ptr %30, align 8, !tbaa !6
  %92 = load float, ptr %32, align 4, !tbaa !6
  %93 = getelementptr inbounds i8, ptr %7, i64 192
  store float %89, ptr %93, align 4, !tbaa !6
  %94 = getelementptr inbounds i8, ptr %7, i64 196
  store float %90, ptr %94, align 4, !tbaa !6
  %95 = getelementptr inbounds i8, ptr %7, i64 200
  store float %91, ptr %95, align 4, !tbaa !6
  %96 = getelementptr inbounds i8, ptr %7, i64 204
  store float %92, ptr %96, align 4, !tbaa !6
  %97 = load float, ptr %37, align 16, !tbaa !6
  %98 = load float, ptr %39, align 4, !tbaa !6
  %99 = load float, ptr %41, align 8, !tbaa !6
  %100 = load float, ptr %43, align 4, !tbaa !6
  %101 = getelementptr inbounds i8, ptr %7, i64 208
  store float %97, ptr %101, align 4, !tbaa !6
  %102 = getelementptr inbounds i8, ptr %7, i64 212
  store float %98, ptr %102, align 4, !tbaa !6
  %103 = getelementptr inbounds i8, ptr %7, i64 216
  store float %99, ptr %103, align 4, !tbaa !6
  %104 = getelementptr inbounds i8, ptr %7, i64 220
  store float %100, ptr %104, align 4, !tbaa !6
  %105 = getelementptr inbounds i8, ptr %7, i64 224
  store float %89, ptr %105, align 4, !tbaa !6
  %106 = getelementptr inbounds i8, ptr %7, i64 228
  store float %90, ptr %106, align 4, !tbaa !6
  %107 = getelementptr inbounds i8, ptr %7, i64 232
  store float %91, ptr %107, align 4, !tbaa !6
  %108 = getelementptr inbounds i8, ptr %7, i64 236
  store float %92, ptr %108, align 4, !tbaa !6
  %109 = getelementptr inbounds i8, ptr %7, i64 240
  store float %97, ptr %109, align 4, !tbaa !6
  %110 = getelementptr inbounds i8, ptr %7, i64 244
  store float %98, ptr %110, align 4, !tbaa !6
  %111 = getelementptr inbounds i8, ptr %7, i64 248
  store float %99, ptr %111, align 4, !tbaa !6
  %112 = getelementptr inbounds i8, ptr %7, i64 252
  store float %100, ptr %112, align 4, !tbaa !6
  br label %113

113:                                              ; preds = %20, %6
  %114 = phi float [ %44, %20 ], [ 0.000000e+00, %6 ]
  %115 = phi float [ %42, %20 ], [ 0.000000e+00, %6 ]
  %116 = phi float [ %40, %20 ], [ 0.000000e+00, %6 ]
  %117 = phi float [ %38, %20 ], [ 0.000000e+00, %6 ]
  %118 = phi float [ %33, %20 ], [ 0.000000e+00, %6 ]
  %119 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %120 = shl nuw nsw i32 %9, 6
  %121 = shl nuw nsw i32 %119, 2
  %122 = add nuw nsw i32 %120, %121
  %123 = icmp sgt i32 %4, 0
  br i1 %123, label %128, label %124

124:                                              ; preds = %113
  %125 = shl nuw nsw i32 %119, 3
  %126 = shl nuw nsw i32 %9, 3
  %127 = zext nneg i32 %126 to i64
  br label %166

128:                                              ; preds = %113
  %129 = lshr i32 %119, 3
  %130 = and i32 %121, 28
  %131 = shl nuw nsw i32 %9, 1
  %132 = add nuw nsw i32 %131, %129
  %133 = icmp ult i32 %132, 128
  %134 = zext nneg i32 %130 to i64
  %135 = getelementptr float, ptr %14, i64 %134
  %136 = getelementptr float, ptr %18, i64 %134
  %137 = add nuw nsw i32 %122, 32
  %138 = shl nuw nsw i32 %9, 3
  %139 = shl nuw nsw i32 %119, 3
  %140 = zext nneg i32 %138 to i64
  %141 = or disjoint i32 %138, 1
  %142 = zext nneg i32 %141 to i64
  %143 = or disjoint i32 %138, 2
  %144 = zext nneg i32 %143 to i64
  %145 = or disjoint i32 %138, 3
  %146 = zext nneg i32 %145 to i64
  %147 = or disjoint i32 %138, 4
  %148 = zext nneg i32 %147 to i64
  %149 = or disjoint i32 %138, 5
  %150 = zext nneg i32 %149 to i64
  %151 = or disjoint i32 %138, 6
  %152 = zext nneg i32 %151 to i64
  %153 = or disjoint i32 %138, 7
  %154 = zext nneg i32 %153 to i64
  br label %383

155:                                              ; preds = %421
  %156 = getelementptr inbounds i8, ptr %7, i64 76
  %157 = load float, ptr %156, align 4, !tbaa !6
  %158 = getelementptr inbounds i8, ptr %7, i64 80
  %159 = load float, ptr %158, align 4, !tbaa !6
  %160 = getelementptr inbounds i8, ptr %7, i64 84
  %161 = load float, ptr %160, align 4, !tbaa !6
  %162 = getelementptr inbounds i8, ptr %7, i64 88
  %163 = load float, ptr %162, align 4, !tbaa !6
  %164 = getelementptr inbounds i8, ptr %7, i64 92
  %165 = load float, ptr %164, align 4, !tbaa !6
  br label %166

166:                                              ; preds = %124, %155
  %167 = phi i64 [ %127, %124 ], [ %140, %155 ]
  %168 = phi i32 [ %125, %124 ], [ %139, %155 ]
  %169 = phi float [ %114, %124 ], [ %165, %155 ]
  %170 = phi float [ %115, %124 ], [ %163, %155 ]
  %171 = phi float [ %116, %124 ], [ %161, %155 ]
  %172 = phi float [ %117, %124 ], [ %159, %155 ]
  %173 = phi float [ %118, %124 ], [ %157, %155 ]
  %174 = mul i32 %11, %5
  %175 = add i32 %174, %15
  %176 = zext i32 %175 to i64
  %177 = getelementptr inbounds float, ptr %0, i64 %176
  %178 = getelementptr inbounds float, ptr %177, i64 %167
  %179 = mul i32 %168, %5
  %180 = zext i32 %179 to i64
  %181 = getelementptr inbounds float, ptr %178, i64 %180
  %182 = load float, ptr %7, align 4, !tbaa !6
  %183 = getelementptr inbounds i8, ptr %7, i64 4
  %184 = load float, ptr %183, align 4, !tbaa !6
  %185 = getelementptr inbounds i8, ptr %7, i64 8
  %186 = load float, ptr %185, align 4, !tbaa !6
  %187 = getelementptr inbounds i8, ptr %7, i64 12
  %188 = load float, ptr %187, align 4, !tbaa !6
  store float %182, ptr %181, align 16, !tbaa !6
  %189 = getelementptr inbounds i8, ptr %181, i64 4
  store float %184, ptr %189, align 4, !tbaa !6
  %190 = getelementptr inbounds i8, ptr %181, i64 8
  store float %186, ptr %190, align 8, !tbaa !6
  %191 = getelementptr inbounds i8, ptr %181, i64 12
  store float %188, ptr %191, align 4, !tbaa !6
  %192 = getelementptr inbounds i8, ptr %7, i64 16
  %193 = load float, ptr %192, align 4, !tbaa !6
  %194 = getelementptr inbounds i8, ptr %7, i64 20
  %195 = load float, ptr %194, align 4, !tbaa !6
  %196 = getelementptr inbounds i8, ptr %7, i64 24
  %197 = load float, ptr %196, align 4, !tbaa !6
  %198 = getelementptr inbounds i8, ptr %7, i64 28
  %199 = load float, ptr %198, align 4, !tbaa !6
  %200 = getelementptr inbounds i8, ptr %181, i64 16
  store float %193, ptr %200, align 16, !tbaa !6
  %201 = getelementptr inbounds i8, ptr %181, i64 20
  store float %195, ptr %201, align 4, !tbaa !6
  %202 = getelementptr inbounds i8, ptr %181, i64 24
  store float %197, ptr %202, align 8, !tbaa !6
  %203 = getelementptr inbounds i8, ptr %181, i64 28
  store float %199, ptr %203, align 4, !tbaa !6
  %204 = or disjoint i32 %168, 1
  %205 = mul i32 %204, %5
  %206 = zext i32 %205 to i64
  %207 = getelementptr inbounds float, ptr %178, i64 %206
  %208 = getelementptr inbounds i8, ptr %7, i64 32
  %209 = load float, ptr %208, align 4, !tbaa !6
  %210 = getelementptr inbounds i8, ptr %7, i64 36
  %211 = load float, ptr %210, align 4, !tbaa !6
  %212 = getelementptr inbounds i8, ptr %7, i64 40
  %213 = load float, ptr %212, align 4, !tbaa !6
  %214 = getelementptr inbounds i8, ptr %7, i64 44
  %215 = load float, ptr %214, align 4, !tbaa !6
  store float %209, ptr %207, align 16, !tbaa !6
  %216 = getelementptr inbounds i8, ptr %207, i64 4
  store float %211, ptr %216, align 4, !tbaa !6
  %217 = getelementptr inbounds i8, ptr %207, i64 8
  store float %213, ptr %217, align 8, !tbaa !6
  %218 = getelementptr inbounds i8, ptr %207, i64 12
  store float %215, ptr %218, align 4, !tbaa !6
  %219 = getelementptr inbounds i8, ptr %7, i64 48
  %220 = load float, ptr %219, align 4, !tbaa !6
  %221 = getelementptr inbounds i8, ptr %7, i64 52
  %222 = load float, ptr %221, align 4, !tbaa !6
  %223 = getelementptr inbounds i8, ptr %7, i64 56
  %224 = load float, ptr %223, align 4, !tbaa !6
  %225 = getelementptr inbounds i8, ptr %7, i64 60
  %226 = load float, ptr %225, align 4, !tbaa !6
  %227 = getelementptr inbounds i8, ptr %207, i64 16
  store float %220, ptr %227, align 16, !tbaa !6
  %228 = getelementptr inbounds i8, ptr %207, i64 20
  store float %222, ptr %228, align 4, !tbaa !6
  %229 = getelementptr inbounds i8, ptr %207, i64 24
  store float %224, ptr %229, align 8, !tbaa !6
  %230 = getelementptr inbounds i8, ptr %207, i64 28
  store float %226, ptr %230, align 4, !tbaa !6
  %231 = or disjoint i32 %168, 2
  %232 = mul i32 %231, %5
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds float, ptr %178, i64 %233
  %235 = getelementptr inbounds i8, ptr %7, i64 64
  %236 = load float, ptr %235, align 4, !tbaa !6
  %237 = getelementptr inbounds i8, ptr %7, i64 68
  %238 = load float, ptr %237, align 4, !tbaa !6
  %239 = getelementptr inbounds i8, ptr %7, i64 72
  %240 = load float, ptr %239, align 4, !tbaa !6
  store float %236, ptr %234, align 16, !tbaa !6
  %241 = getelementptr inbounds i8, ptr %234, i64 4
  store float %238, ptr %241, align 4, !tbaa !6
  %242 = getelementptr inbounds i8, ptr %234, i64 8
  store float %240, ptr %242, align 8, !tbaa !6
  %243 = getelementptr inbounds i8, ptr %234, i64 12
  store float %173, ptr %243, align 4, !tbaa !6
  %244 = getelementptr inbounds i8, ptr %234, i64 16
  store float %172, ptr %244, align 16, !tbaa !6
  %245 = getelementptr inbounds i8, ptr %234, i64 20
  store float %171, ptr %245, align 4, !tbaa !6
  %246 = getelementptr inbounds i8, ptr %234, i64 24
  store float %170, ptr %246, align 8, !tbaa !6
  %247 = getelementptr inbounds i8, ptr %234, i64 28
  store float %169, ptr %247, align 4, !tbaa !6
  %248 = or disjoint i32 %168, 3
  %249 = mul i32 %248, %5
  %250 = zext i32 %249 to i64
  %251 = getelementptr inbounds float, ptr %178, i64 %250
  %252 = getelementptr inbounds i8, ptr %7, i64 96
  %253 = load float, ptr %252, align 4, !tbaa !6
  %254 = getelementptr inbounds i8, ptr %7, i64 100
  %255 = load float, ptr %254, align 4, !tbaa !6
  %256 = getelementptr inbounds i8, ptr %7, i64 104
  %257 = load float, ptr %256, align 4, !tbaa !6
  %258 = getelementptr inbounds i8, ptr %7, i64 108
  %259 = load float, ptr %258, align 4, !tbaa !6
  store float %253, ptr %251, align 16, !tbaa !6
  %260 = getelementptr inbounds i8, ptr %251, i64 4
  store float %255, ptr %260, align 4, !tbaa !6
  %261 = getelementptr inbounds i8, ptr %251, i64 8
  store float %257, ptr %261, align 8, !tbaa !6
  %262 = getelementptr inbounds i8, ptr %251, i64 12
  store float %259, ptr %262, align 4, !tbaa !6
  %263 = getelementptr inbounds i8, ptr %7, i64 112
  %264 = load float, ptr %263, align 4, !tbaa !6
  %265 = getelementptr inbounds i8, ptr %7, i64 116
  %266 = load float, ptr %265, align 4, !tbaa !6
  %267 = getelementptr inbounds i8, ptr %7, i64 120
  %268 = load float, ptr %267, align 4, !tbaa !6
  %269 = getelementptr inbounds i8, ptr %7, i64 124
  %270 = load float, ptr %269, align 4, !tbaa !6
  %271 = getelementptr inbounds i8, ptr %251, i64 16
  store float %264, ptr %271, align 16, !tbaa !6
  %272 = getelementptr inbounds i8, ptr %251, i64 20
  store float %266, ptr %272, align 4, !tbaa !6
  %273 = getelementptr inbounds i8, ptr %251, i64 24
  store float %268, ptr %273, align 8, !tbaa !6
  %274 = getelementptr inbounds i8, ptr %251, i64 28
  store float %270, ptr %274, align 4, !tbaa !6
  %275 = or disjoint i32 %168, 4
  %276 = mul i32 %275, %5
  %277 = zext i32 %276 to i64
  %278 = getelementptr inbounds float, ptr %178, i64 %277
  %279 = getelementptr inbounds i8, ptr %7, i64 128
  %280 = load float, ptr %279, align 4, !tbaa !6
  %281 = getelementptr inbounds i8, ptr %7, i64 132
  %282 = load float, ptr %281, align 4, !tbaa !6
  %283 = getelementptr inbounds i8, ptr %7, i64 136
  %284 = load float, ptr %283, align 4, !tbaa !6
  %285 = getelementptr inbounds i8, ptr %7, i64 140
  %286 = load float, ptr %285, align 4, !tbaa !6
  store float %280, ptr %278, align 16, !tbaa !6
  %287 = getelementptr inbounds i8, ptr %278, i64 4
  store float %282, ptr %287, align 4, !tbaa !6
  %288 = getelementptr inbounds i8, ptr %278, i64 8
  store float %284, ptr %288, align 8, !tbaa !6
  %289 = getelementptr inbounds i8, ptr %278, i64 12
  store float %286, ptr %289, align 4, !tbaa !6
  %290 = getelementptr inbounds i8, ptr %7, i64 144
  %291 = load float, ptr %290, align 4, !tbaa !6
  %292 = getelementptr inbounds i8, ptr %7, i64 148
  %293 = load float, ptr %292, align 4, !tbaa !6
  %294 = getelementptr inbounds i8, ptr %7, i64 152
  %295 = load float, ptr %294, align 4, !tbaa !6
  %296 = getelementptr inbounds i8, ptr %7, i64 156
  %297 = load float, ptr %296, align 4, !tbaa !6
  %298 = getelementptr inbounds i8, ptr %278, i64 16
  store float %291, ptr %298, align 16, !tbaa !6
  %299 = getelementptr inbounds i8, ptr %278, i64 20
  store float %293, ptr %299, align 4, !tbaa !6
  %300 = getelementptr inbounds i8, ptr %278, i64 24
  store float %295, ptr %300, align 8, !tbaa !6
  %301 = getelementptr inbounds i8, ptr %278, i64 28
  store float %297, ptr %301, align 4, !tbaa !6
  %302 = or disjoint i32 %168, 5
  %303 = mul i32 %302, %5
  %304 = zext i32 %303 to i64
  %305 = getelementptr inbounds float, ptr %178, i64 %304
  %306 = getelementptr inbounds i8, ptr %7, i64 160
  %307 = load float, ptr %306, align 4, !tbaa !6
  %308 = getelementptr inbounds i8, ptr %7, i64 164
  %309 = load float, ptr %308, align 4, !tbaa !6
  %310 = getelementptr inbounds i8, ptr %7, i64 168
  %311 = load float, ptr %310, align 4, !tbaa !6
  %312 = getelementptr inbounds i8, ptr %7, i64 172
  %313 = load float, ptr %312, align 4, !tbaa !6
  store float %307, ptr %305, align 16, !tbaa !6
  %314 = getelementptr inbounds i8, ptr %305, i64 4
  store float %309, ptr %314, align 4, !tbaa !6
  %315 = getelementptr inbounds i8, ptr %305, i64 8
  store float %311, ptr %315, align 8, !tbaa !6
  %316 = getelementptr inbounds i8, ptr %305, i64 12
  store float %313, ptr %316, align 4, !tbaa !6
  %317 = getelementptr inbounds i8, ptr %7, i64 176
  %318 = load float, ptr %317, align 4, !tbaa !6
  %319 = getelementptr inbounds i8, ptr %7, i64 180
  %320 = load float, ptr %319, align 4, !tbaa !6
  %321 = getelementptr inbounds i8, ptr %7, i64 184
  %322 = load float, ptr %321, align 4, !tbaa !6
  %323 = getelementptr inbounds i8, ptr %7, i64 188
  %324 = load float, ptr %323, align 4, !tbaa !6
  %325 = getelementptr inbounds i8, ptr %305, i64 16
  store float %318, ptr %325, align 16, !tbaa !6
  %326 = getelementptr inbounds i8, ptr %305, i64 20
  store float %320, ptr %326, align 4, !tbaa !6
  %327 = getelementptr inbounds i8, ptr %305, i64 24
  store float %322, ptr %327, align 8, !tbaa !6
  %328 = getelementptr inbounds i8, ptr %305, i64 28
  store float %324, ptr %328, align 4, !tbaa !6
  %329 = or disjoint i32 %168, 6
  %330 = mul i32 %329, %5
  %331 = zext i32 %330 to i64
  %332 = getelementptr inbounds float, ptr %178, i64 %331
  %333 = getelementptr inbounds i8, ptr %7, i64 192
  %334 = load float, ptr %333, align 4, !tbaa !6
  %335 = getelementptr inbounds i8, ptr %7, i64 196
  %336 = load float, ptr %335, align 4, !tbaa !6
  %337 = getelementptr inbounds i8, ptr %7, i64 200
  %338 = load float, ptr %337, align 4, !tbaa !6
  %339 = getelementptr inbounds i8, ptr %7, i64 204
  %340 = load float, ptr %339, align 4, !tbaa !6
  store float %334, ptr %332, align 16, !tbaa !6
  %341 = getelementptr inbounds i8, ptr %332, i64 4
  store float %336, ptr %341, align 4, !tbaa !6
  %342 = getelementptr inbounds i8, ptr %332, i64 8
  store float %338, ptr %342, align 8, !tbaa !6
  %343 = getelementptr inbounds i8, ptr %332, i64 12
  store float %340, ptr %343, align 4, !tbaa !6
  %344 = getelementptr inbounds i8, ptr %7, i64 208
  %345 = load float, ptr %344, align 4, !tbaa !6
  %346 = getelementptr inbounds i8, ptr %7, i64 212
  %347 = load float, ptr %346, align 4, !tbaa !6
  %348 = getelementptr inbounds i8, ptr %7, i64 216
  %349 = load float, ptr %348, align 4, !tbaa !6
  %350 = getelementptr inbounds i8, ptr %7, i64 220
  %351 = load float, ptr %350, align 4, !tbaa !6
  %352 = getelementptr inbounds i8, ptr %332, i64 16
  store float %345, ptr %352, align 16, !tbaa !6
  %353 = getelementptr inbounds i8, ptr %332, i64 20
  store float %347, ptr %353, align 4, !tbaa !6
  %354 = getelementptr inbounds i8, ptr %332, i64 24
  store float %349, ptr %354, align 8, !tbaa !6
  %355 = getelementptr inbounds i8, ptr %332, i64 28
  store float %351, ptr %355, align 4, !tbaa !6
  %356 = or disjoint i32 %168, 7
  %357 = mul i32 %356, %5
  %358 = zext i32 %357 to i64
  %359 = getelementptr inbounds float, ptr %178, i64 %358
  %360 = getelementptr inbounds i8, ptr %7, i64 224
  %361 = load float, ptr %360, align 4, !tbaa !6
  %362 = getelementptr inbounds i8, ptr %7, i64 228
  %363 = load float, ptr %362, align 4, !tbaa !6
  %364 = getelementptr inbounds i8, ptr %7, i64 232
  %365 = load float, ptr %364, align 4, !tbaa !6
  %366 = getelementptr inbounds i8, ptr %7, i64 236
  %367 = load float, ptr %366, align 4, !tbaa !6
  store float %361, ptr %359, align 16, !tbaa !6
  %368 = getelementptr inbounds i8, ptr %359, i64 4
  store float %363, ptr %368, align 4, !tbaa !6
  %369 = getelementptr inbounds i8, ptr %359, i64 8
  store float %365, ptr %369, align 8, !tbaa !6
  %370 = getelementptr inbounds i8, ptr %359, i64 12
  store float %367, ptr %370, align 4, !tbaa !6
  %371 = getelementptr inbounds i8, ptr %7, i64 240
  %372 = load float, ptr %371, align 4, !tbaa !6
  %373 = getelementptr inbounds i8, ptr %7, i64 244
  %374 = load float, ptr %373, align 4, !tbaa !6
  %375 = getelementptr inbounds i8, ptr %7, i64 248
  %376 = load float, ptr %375, align 4, !tbaa !6
  %377 = getelementptr inbounds i8, ptr %7, i64 252
  %378 = load float, ptr %377, align 4, !tbaa !6
  %379 = getelementptr inbounds i8, ptr %359, i64 16
  store float %372, ptr %379, align 16, !tbaa !6
  %380 = getelementptr inbounds i8, ptr %359, i64 20
  store float %374, ptr %380, align 4, !tbaa !6
  %381 = getelementptr inbounds i8, ptr %359, i64 24
  store float %376, ptr %381, align 8, !tbaa !6
  %382 = getelementptr inbounds i8, ptr %359, i64 28
  store float %378, ptr %382, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %7) #8
  ret void

383:                                              ; preds = %128, %421
  %384 = phi i32 [ 0, %128 ], [ %422, %421 ]
  tail call void @llvm.nvvm.barrier0()
  br i1 %133, label %385, label %389

385:                                              ; preds = %383
  %386 = zext nneg i32 %384 to i64
  %387 = getelementptr float, ptr %135, i64 %386
  %388 = getelementptr float, ptr %136, i64 %386
  br label %390

389:                                              ; preds = %390, %383
  tail call void @llvm.nvvm.barrier0()
  br label %424

390:                                              ; preds = %385, %390
  %391 = phi i32 [ %132, %385 ], [ %419, %390 ]
  %392 = zext nneg i32 %391 to i64
  %393 = getelementptr inbounds [128 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5lhs_s to ptr), i64 0, i64 %392, i64 %134
  %394 = mul nuw nsw i32 %391, %4
  %395 = zext nneg i32 %394 to i64
  %396 = getelementptr float, ptr %387, i64 %395
  %397 = load float, ptr %396, align 16, !tbaa !6
  %398 = getelementptr inbounds i8, ptr %396, i64 4
  %399 = load float, ptr %398, align 4, !tbaa !6
  %400 = getelementptr inbounds i8, ptr %396, i64 8
  %401 = load float, ptr %400, align 8, !tbaa !6
  %402 = getelementptr inbounds i8, ptr %396, i64 12
  %403 = load float, ptr %402, align 4, !tbaa !6
  store float %397, ptr %393, align 16, !tbaa !6
  %404 = getelementptr inbounds i8, ptr %393, i64 4
  store float %399, ptr %404, align 4, !tbaa !6
  %405 = getelementptr inbounds i8, ptr %393, i64 8
  store float %401, ptr %405, align 8, !tbaa !6
  %406 = getelementptr inbounds i8, ptr %393, i64 12
  store float %403, ptr %406, align 4, !tbaa !6
  %407 = getelementptr inbounds [128 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5rhs_s to ptr), i64 0, i64 %392, i64 %134
  %408 = getelementptr float, ptr %388, i64 %395
  %409 = load float, ptr %408, align 16, !tbaa !6
  %410 = getelementptr inbounds i8, ptr %408, i64 4
  %411 = load float, ptr %410, align 4, !tbaa !6
  %412 = getelementptr inbounds i8, ptr %408, i64 8
  %413 = load float, ptr %412, align 8, !tbaa !6
  %414 = getelementptr inbounds i8, ptr %408, i64 12
  %415 = load float, ptr %414, align 4, !tbaa !6
  store float %409, ptr %407, align 16, !tbaa !6
  %416 = getelementptr inbounds i8, ptr %407, i64 4
  store float %411, ptr %416, align 4, !tbaa !6
  %417 = getelementptr inbounds i8, ptr %407, i64 8
  store float %413, ptr %417, align 8, !tbaa !6
  %418 = getelementptr inbounds i8, ptr %407, i64 12
  store float %415, ptr %418, align 4, !tbaa !6
  %419 = add nuw nsw i32 %391, 32
  %420 = icmp ult i32 %391, 96
  br i1 %420, label %390, label %389, !llvm.loop !11

421:                                              ; preds = %492
  %422 = add nuw nsw i32 %384, 32
  %423 = icmp slt i32 %422, %4
  br i1 %423, label %383, label %155, !llvm.loop !13

424:                                              ; preds = %389, %492
  %425 = phi i32 [ %122, %389 ], [ %493, %492 ]
  %426 = and i32 %425, 28
  %427 = zext nneg i32 %426 to i64
  %428 = getelementptr inbounds [128 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5rhs_s to ptr), i64 0, i64 %140, i64 %427
  %429 = load float, ptr %428, align 16, !tbaa !6
  %430 = getelementptr inbounds i8, ptr %428, i64 4
  %431 = load float, ptr %430, align 4, !tbaa !6
  %432 = getelementptr inbounds i8, ptr %428, i64 8
  %433 = load float, ptr %432, align 8, !tbaa !6
  %434 = getelementptr inbounds i8, ptr %428, i64 12
  %435 = load float, ptr %434, align 4, !tbaa !6
  %436 = getelementptr inbounds [128 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5rhs_s to ptr), i64 0, i64 %142, i64 %427
  %437 = load float, ptr %436, align 16, !tbaa !6
  %438 = getelementptr inbounds i8, ptr %436, i64 4
  %439 = load float, ptr %438, align 4, !tbaa !6
  %440 = getelementptr inbounds i8, ptr %436, i64 8
  %441 = load float, ptr %440, align 8, !tbaa !6
  %442 = getelementptr inbounds i8, ptr %436, i64 12
  %443 = load float, ptr %442, align 4, !tbaa !6
  %444 = getelementptr inbounds [128 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5rhs_s to ptr), i64 0, i64 %144, i64 %427
  %445 = load float, ptr %444, align 16, !tbaa !6
  %446 = getelementptr inbounds i8, ptr %444, i64 4
  %447 = load float, ptr %446, align 4, !tbaa !6
  %448 = getelementptr inbounds i8, ptr %444, i64 8
  %449 = load float, ptr %448, align 8, !tbaa !6
  %450 = getelementptr inbounds i8, ptr %444, i64 12
  %451 = load float, ptr %450, align 4, !tbaa !6
  %452 = getelementptr inbounds [128 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5rhs_s to ptr), i64 0, i64 %146, i64 %427
  %453 = load float, ptr %452, align 16, !tbaa !6
  %454 = getelementptr inbounds i8, ptr %452, i64 4
  %455 = load float, ptr %454, align 4, !tbaa !6
  %456 = getelementptr inbounds i8, ptr %452, i64 8
  %457 = load float, ptr %456, align 8, !tbaa !6
  %458 = getelementptr inbounds i8, ptr %452, i64 12
  %459 = load float, ptr %458, align 4, !tbaa !6
  %460 = getelementptr inbounds [128 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5rhs_s to ptr), i64 0, i64 %148, i64 %427
  %461 = load float, ptr %460, align 16, !tbaa !6
  %462 = getelementptr inbounds i8, ptr %460, i64 4
  %463 = load float, ptr %462, align 4, !tbaa !6
  %464 = getelementptr inbounds i8, ptr %460, i64 8
  %465 = load float, ptr %464, align 8, !tbaa !6
  %466 = getelementptr inbounds i8, ptr %460, i64 12
  %467 = load float, ptr %466, align 4, !tbaa !6
  %468 = getelementptr inbounds [128 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5rhs_s to ptr), i64 0, i64 %150, i64 %427
  %469 = load float, ptr %468, align 16, !tbaa !6
  %470 = getelementptr inbounds i8, ptr %468, i64 4
  %471 = load float, ptr %470, align 4, !tbaa !6
  %472 = getelementptr inbounds i8, ptr %468, i64 8
  %473 = load float, ptr %472, align 8, !tbaa !6
  %474 = getelementptr inbounds i8, ptr %468, i64 12
  %475 = load float, ptr %474, align 4, !tbaa !6
  %476 = getelementptr inbounds [128 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5rhs_s to ptr), i64 0, i64 %152, i64 %427
  %477 = load float, ptr %476, align 16, !tbaa !6
  %478 = getelementptr inbounds i8, ptr %476, i64 4
  %479 = load float, ptr %478, align 4, !tbaa !6
  %480 = getelementptr inbounds i8, ptr %476, i64 8
  %481 = load float, ptr %480, align 8, !tbaa !6
  %482 = getelementptr inbounds i8, ptr %476, i64 12
  %483 = load float, ptr %482, align 4, !tbaa !6
  %484 = getelementptr inbounds [128 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5rhs_s to ptr), i64 0, i64 %154, i64 %427
  %485 = load float, ptr %484, align 16, !tbaa !6
  %486 = getelementptr inbounds i8, ptr %484, i64 4
  %487 = load float, ptr %486, align 4, !tbaa !6
  %488 = getelementptr inbounds i8, ptr %484, i64 8
  %489 = load float, ptr %488, align 8, !tbaa !6
  %490 = getelementptr inbounds i8, ptr %484, i64 12
  %491 = load float, ptr %490, align 4, !tbaa !6
  br label %495

492:                                              ; preds = %495
  %493 = add nuw nsw i32 %425, 4
  %494 = icmp ult i32 %493, %137
  br i1 %494, label %424, label %421, !llvm.loop !14

495:                                              ; preds = %424, %495
  %496 = phi i32 [ 0, %424 ], [ %588, %495 ]
  %497 = add nuw nsw i32 %496, %139
  %498 = zext nneg i32 %497 to i64
  %499 = getelementptr inbounds [128 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ22matmul_forward_kernel4PfPKfS1_S1_iiE5lhs_s to ptr), i64 0, i64 %498, i64 %427
  %500 = load float, ptr %499, align 16, !tbaa !6
  %501 = getelementptr inbounds i8, ptr %499, i64 4
  %502 = load float, ptr %501, align 4, !tbaa !6
  %503 = getelementptr inbounds i8, ptr %499, i64 8
  %504 = load float, ptr %503, align 8, !tbaa !6
  %505 = getelementptr inbounds i8, ptr %499, i64 12
  %506 = load float, ptr %505, align 4, !tbaa !6
  %507 = zext nneg i32 %496 to i64
  %508 = fmul contract float %500, %429
  %509 = getelementptr inbounds [8 x [8 x float]], ptr %7, i64 0, i64 %507, i64 0
  %510 = load float, ptr %509, align 4, !tbaa !6
  %511 = fadd contract float %510, %508
  %512 = fmul contract float %502, %431
  %513 = fadd contract float %511, %512
  %514 = fmul contract float %504, %433
  %515 = fadd contract float %513, %514
  %516 = fmul contract float %506, %435
  %517 = fadd contract float %515, %516
  store float %517, ptr %509, align 4, !tbaa !6
  %518 = fmul contract float %500, %437
  %519 = getelementptr inbounds [8 x [8 x float]], ptr %7, i64 0, i64 %507, i64 1
  %520 = load float, ptr %519, align 4, !tbaa !6
  %521 = fadd contract float %520, %518
  %522 = fmul contract float %502, %439
  %523 = fadd contract float %521, %522
  %524 = fmul contract float %504, %441
  %525 = fadd contract float %523, %524
  %526 = fmul contract float %506, %443
  %527 = fadd contract float %525, %526
  store float %527, ptr %519, align 4, !tbaa !6
  %528 = fmul contract float %500, %445
  %529 = getelementptr inbounds [8 x [8 x float]], ptr %7, i64 0, i64 %507, i64 2
  %530 = load float, ptr %529, align 4, !tbaa !6
  %531 = fadd contract float %530, %528
  %532 = fmul contract float %502, %447
  %533 = fadd contract float %531, %532
  %534 = fmul contract float %504, %449
  %535 = fadd contract float %533, %534
  %536 = fmul contract float %506, %451
  %537 = fadd contract float %535, %536
  store float %537, ptr %529, align 4, !tbaa !6
  %538 = fmul contract float %500, %453
  %539 = getelementptr inbounds [8 x [8 x float]], ptr %7, i64 0, i64 %507, i64 3
  %540 = load float, ptr %539, align 4, !tbaa !6
  %541 = fadd contract float %540, %538
  %542 = fmul contract float %502, %455
  %543 = fadd contract float %541, %542
  %544 = fmul contract float %504, %457
  %545 = fadd contract float %543, %544
  %546 = fmul contract float %506, %459
  %547 = fadd contract float %545, %546
  store float %547, ptr %539, align 4, !tbaa !6
  %548 = fmul contract float %500, %461
  %549 = getelementptr inbounds [8 x [8 x float]], ptr %7, i64 0, i64 %507, i64 4
  %550 = load float, ptr %549, align 4, !tbaa !6
  %551 = fadd contract float %550, %548
  %552 = fmul contract float %502, %463
  %553 = fadd contract float %551, %552
  %554 = fmul contract float %504, %465
  %555 = fadd contract float %553, %554
  %556 = fmul contract float %506, %467
  %557 = fadd contract float %555, %556
  store float %557, ptr %549, align 4, !tbaa !6
  %558 = fmul contract float %500, %469
  %559 = getelementptr inbounds [8 x [8 x float]], ptr %7, i64 0, i64 %507, i64 5
  %560 = load float, ptr %559, align 4, !tbaa !6
  %561 = fadd contract float %560, %558
  %562 = fmul contract float %502, %471
  %563 = fadd contract float %561, %562
  %564 = fmul contract float %504, %473
  %565 = fadd contract float %563, %564
  %566 = fmul contract float %506, %475
  %567 = fadd contract float %565, %566
  store float %567, ptr %559, align 4, !tbaa !6
  %568 = fmul contract float %500, %477
  %569 = getelementptr inbounds [8 x [8 x float]], ptr %7, i64 0, i64 %507, i64 6
  %570 = load float, ptr %569, align 4, !tbaa !6
  %571 = fadd contract float %570, %568
  %572 = fmul contract float %502, %479
  %573 = fadd contract float %571, %572
  %574 = fmul contract float %504, %481
  %575 = fadd contract float %573, %574
  %576 = fmul contract float %506, %483
  %577 = fadd contract float %575, %576
  store float %577, ptr %569, align 4, !tbaa !6
  %578 = fmul contract float %500, %485
  %579 = getelementptr inbounds [8 x [8 x float]], ptr %7, i64 0, i64 %507, i64 7
  %580 = load float, ptr %579, align 4, !tbaa !6
  %581 = fadd contract float %580, %578
  %582 = fmul contract float %502, %487
  %583 = fadd contract float %581, %582
  %584 = fmul contract float %504, %489
  %585 = fadd contract float %583, %584
  %586 = fmul contract float %506, %491
  %587 = fadd contract float %585, %586
  store float %587, ptr %579, align 4, !tbaa !6
  %588 = add nuw nsw i32 %496, 1
  %589 = icmp eq i32 %588, 8
  br i1 %589, label %492, label %495, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { convergent nocallback nounwind }
attributes #8 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z22matmul_forward_kernel4PfPKfS1_S1_ii, !"kernel", i32 1}
!1 = !{ptr @_Z22matmul_forward_kernel4PfPKfS1_S1_ii, !"maxntidx", i32 256}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
