; ModuleID = 'sgemm_2d_blocktiling.cu'
source_filename = "sgemm_2d_blocktiling.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPf = comdat any

$_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As = comdat any

$_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs = comdat any

@_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, comdat, align 4
@_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [1024 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPf(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 comdat {
  %9 = alloca [64 x float], align 4
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 15
  %14 = lshr i32 %12, 4
  %15 = shl nuw nsw i32 %10, 7
  %16 = shl i32 %11, 7
  %17 = mul i32 %15, %1
  %18 = add i32 %17, %16
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %7, i64 %19
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %9) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) %9, i8 0, i64 256, i1 false)
  %21 = icmp eq i32 %2, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %8
  %23 = shl nuw nsw i32 %13, 3
  br label %316

24:                                               ; preds = %8
  %25 = and i32 %12, 127
  %26 = lshr i32 %12, 7
  %27 = and i32 %12, 7
  %28 = lshr i32 %12, 3
  %29 = zext i32 %16 to i64
  %30 = getelementptr inbounds float, ptr %5, i64 %29
  %31 = mul i32 %15, %2
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %4, i64 %32
  %34 = shl nsw i32 %1, 3
  %35 = sext i32 %34 to i64
  %36 = shl nuw nsw i32 %14, 6
  %37 = shl nuw nsw i32 %13, 3
  %38 = mul i32 %28, %2
  %39 = add i32 %38, %27
  %40 = zext i32 %39 to i64
  %41 = zext nneg i32 %12 to i64
  %42 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %41
  %43 = or disjoint i32 %28, 32
  %44 = mul i32 %43, %2
  %45 = add i32 %44, %27
  %46 = zext i32 %45 to i64
  %47 = shl nuw nsw i32 %43, 3
  %48 = or disjoint i32 %47, %27
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %49
  %51 = or disjoint i32 %28, 64
  %52 = mul i32 %51, %2
  %53 = add i32 %52, %27
  %54 = zext i32 %53 to i64
  %55 = shl nuw nsw i32 %51, 3
  %56 = or disjoint i32 %55, %27
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %57
  %59 = or disjoint i32 %28, 96
  %60 = mul i32 %59, %2
  %61 = add i32 %60, %27
  %62 = zext i32 %61 to i64
  %63 = shl nuw nsw i32 %59, 3
  %64 = or disjoint i32 %63, %27
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %65
  %67 = mul nuw nsw i32 %26, %1
  %68 = add i32 %67, %25
  %69 = zext i32 %68 to i64
  %70 = zext nneg i32 %12 to i64
  %71 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %70
  %72 = or disjoint i32 %26, 2
  %73 = mul i32 %72, %1
  %74 = add i32 %73, %25
  %75 = zext i32 %74 to i64
  %76 = shl nuw nsw i32 %72, 7
  %77 = or disjoint i32 %76, %25
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %78
  %80 = or disjoint i32 %26, 4
  %81 = mul i32 %80, %1
  %82 = add i32 %81, %25
  %83 = zext i32 %82 to i64
  %84 = shl nuw nsw i32 %80, 7
  %85 = or disjoint i32 %84, %25
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %86
  %88 = or disjoint i32 %26, 6
  %89 = mul i32 %88, %1
  %90 = add i32 %89, %25
  %91 = zext i32 %90 to i64
  %92 = shl nuw nsw i32 %88, 7
  %93 = or disjoint i32 %92, %25
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %94
  %96 = or disjoint i32 %36, 8
  %97 = or disjoint i32 %36, 16
  %98 = or disjoint i32 %36, 24
  %99 = or disjoint i32 %36, 32
  %100 = or disjoint i32 %36, 40
  %101 = or disjoint i32 %36, 48
  %102 = or disjoint i32 %36, 56
  %103 = getelementptr inbounds i8, ptr %9, i64 4
  %104 = getelementptr inbounds i8, ptr %9, i64 8
  %105 = getelementptr inbounds i8, ptr %9, i64 12
  %106 = getelementptr inbounds i8, ptr %9, i64 16
  %107 = getelementptr inbounds i8, ptr %9, i64 20
  %108 = getelementptr inbounds i8, ptr %9, i64 24
  %109 = getelementptr inbounds i8, ptr %9, i64 28
  %110 = getelementptr inbounds i8, ptr %9, i64 32
  %111 = getelementptr inbounds i8, ptr %9, i64 36
  %112 = getelementptr inbounds i8, ptr %9, i64 40
  %113 = getelementptr inbounds i8, ptr %9, i64 44
  %114 = getelementptr inbounds i8, ptr %9, i64 48
  %115 = getelementptr inbounds i8, ptr %9, i64 52
  %116 = getelementptr inbounds i8, ptr %9, i64 56
  %117 = getelementptr inbounds i8, ptr %9, i64 60
  %118 = getelementptr inbounds i8, ptr %9, i64 64
  %119 = getelementptr inbounds i8, ptr %9, i64 68
  %120 = getelementptr inbounds i8, ptr %9, i64 72
  %121 = getelementptr inbounds i8, ptr %9, i64 76
  %122 = getelementptr inbounds i8, ptr %9, i64 80
  %123 = getelementptr inbounds i8, ptr %9, i64 84
  %124 = getelementptr inbounds i8, ptr %9, i64 88
  %125 = getelementptr inbounds i8, ptr %9, i64 92
  %126 = getelementptr inbounds i8, ptr %9, i64 96
  %127 = getelementptr inbounds i8, ptr %9, i64 100
  %128 = getelementptr inbounds i8, ptr %9, i64 104
  %129 = getelementptr inbounds i8, ptr %9, i64 108
  %130 = getelementptr inbounds i8, ptr %9, i64 112
  %131 = getelementptr inbounds i8, ptr %9, i64 116
  %132 = getelementptr inbounds i8, ptr %9, i64 120
  %133 = getelementptr inbounds i8, ptr %9, i64 124
  %134 = getelementptr inbounds i8, ptr %9, i64 128
  %135 = getelementptr inbounds i8, ptr %9, i64 132
  %136 = getelementptr inbounds i8, ptr %9, i64 136
  %137 = getelementptr inbounds i8, ptr %9, i64 140
  %138 = getelementptr inbounds i8, ptr %9, i64 144
  %139 = getelementptr inbounds i8, ptr %9, i64 148
  %140 = getelementptr inbounds i8, ptr %9, i64 152
  %141 = getelementptr inbounds i8, ptr %9, i64 156
  %142 = getelementptr inbounds i8, ptr %9, i64 160
  %143 = getelementptr inbounds i8, ptr %9, i64 164
  %144 = getelementptr inbounds i8, ptr %9, i64 168
  %145 = getelementptr inbounds i8, ptr %9, i64 172
  %146 = getelementptr inbounds i8, ptr %9, i64 176
  %147 = getelementptr inbounds i8, ptr %9, i64 180
  %148 = getelementptr inbounds i8, ptr %9, i64 184
  %149 = getelementptr inbounds i8, ptr %9, i64 188
  %150 = getelementptr inbounds i8, ptr %9, i64 192
  %151 = getelementptr inbounds i8, ptr %9, i64 196
  %152 = getelementptr inbounds i8, ptr %9, i64 200
  %153 = getelementptr inbounds i8, ptr %9, i64 204
  %154 = getelementptr inbounds i8, ptr %9, i64 208
  %155 = getelementptr inbounds i8, ptr %9, i64 212
  %156 = getelementptr inbounds i8, ptr %9, i64 216
  %157 = getelementptr inbounds i8, ptr %9, i64 220
  %158 = getelementptr inbounds i8, ptr %9, i64 224
  %159 = getelementptr inbounds i8, ptr %9, i64 228
  %160 = getelementptr inbounds i8, ptr %9, i64 232
  %161 = getelementptr inbounds i8, ptr %9, i64 236
  %162 = getelementptr inbounds i8, ptr %9, i64 240
  %163 = getelementptr inbounds i8, ptr %9, i64 244
  %164 = getelementptr inbounds i8, ptr %9, i64 248
  %165 = getelementptr inbounds i8, ptr %9, i64 252
  %166 = load float, ptr %9, align 4, !tbaa !7
  %167 = load float, ptr %103, align 4, !tbaa !7
  %168 = load float, ptr %104, align 4, !tbaa !7
  %169 = load float, ptr %105, align 4, !tbaa !7
  %170 = load float, ptr %106, align 4, !tbaa !7
  %171 = load float, ptr %107, align 4, !tbaa !7
  %172 = load float, ptr %108, align 4, !tbaa !7
  %173 = load float, ptr %109, align 4, !tbaa !7
  %174 = load float, ptr %110, align 4, !tbaa !7
  %175 = load float, ptr %111, align 4, !tbaa !7
  %176 = load float, ptr %112, align 4, !tbaa !7
  %177 = load float, ptr %113, align 4, !tbaa !7
  %178 = load float, ptr %114, align 4, !tbaa !7
  %179 = load float, ptr %115, align 4, !tbaa !7
  %180 = load float, ptr %116, align 4, !tbaa !7
  %181 = load float, ptr %117, align 4, !tbaa !7
  %182 = load float, ptr %118, align 4, !tbaa !7
  %183 = load float, ptr %119, align 4, !tbaa !7
  %184 = load float, ptr %120, align 4, !tbaa !7
  %185 = load float, ptr %121, align 4, !tbaa !7
  %186 = load float, ptr %122, align 4, !tbaa !7
  %187 = load float, ptr %123, align 4, !tbaa !7
  %188 = load float, ptr %124, align 4, !tbaa !7
  %189 = load float, ptr %125, align 4, !tbaa !7
  %190 = load float, ptr %126, align 4, !tbaa !7
  %191 = load float, ptr %127, align 4, !tbaa !7
  %192 = load float, ptr %128, align 4, !tbaa !7
  %193 = load float, ptr %129, align 4, !tbaa !7
  %194 = load float, ptr %130, align 4, !tbaa !7
  %195 = load float, ptr %131, align 4, !tbaa !7
  %196 = load float, ptr %132, align 4, !tbaa !7
  %197 = load float, ptr %133, align 4, !tbaa !7
  %198 = load float, ptr %134, align 4, !tbaa !7
  %199 = load float, ptr %135, align 4, !tbaa !7
  %200 = load float, ptr %136, align 4, !tbaa !7
  %201 = load float, ptr %137, align 4, !tbaa !7
  %202 = load float, ptr %138, align 4, !tbaa !7
  %203 = load float, ptr %139, align 4, !tbaa !7
  %204 = load float, ptr %140, align 4, !tbaa !7
  %205 = load float, ptr %141, align 4, !tbaa !7
  %206 = load float, ptr %142, align 4, !tbaa !7
  %207 = load float, ptr %143, align 4, !tbaa !7
  %208 = load float, ptr %144, align 4, !tbaa !7
  %209 = load float, ptr %145, align 4, !tbaa !7
  %210 = load float, ptr %146, align 4, !tbaa !7
  %211 = load float, ptr %147, align 4, !tbaa !7
  %212 = load float, ptr %148, align 4, !tbaa !7
  %213 = load float, ptr %149, align 4, !tbaa !7
  %214 = load float, ptr %150, align 4, !tbaa !7
  %215 = load float, ptr %151, align 4, !tbaa !7
  %216 = load float, ptr %152, align 4, !tbaa !7
  %217 = load float, ptr %153, align 4, !tbaa !7
  %218 = load float, ptr %154, align 4, !tbaa !7
  %219 = load float, ptr %155, align 4, !tbaa !7
  %220 = load float, ptr %156, align 4, !tbaa !7
  %221 = load float, ptr %157, align 4, !tbaa !7
  %222 = load float, ptr %158, align 4, !tbaa !7
  %223 = load float, ptr %159, align 4, !tbaa !7
  %224 = load float, ptr %160, align 4, !tbaa !7
  %225 = load float, ptr %161, align 4, !tbaa !7
  %226 = load float, ptr %162, align 4, !tbaa !7
  %227 = load float, ptr %163, align 4, !tbaa !7
  %228 = load float, ptr %164, align 4, !tbaa !7
  %229 = load float, ptr %165, align 4, !tbaa !7
  br label %230

230:                                              ; preds = %24, %685
  %231 = phi float [ %229, %24 ], [ %682, %685 ]
  %232 = phi float [ %228, %24 ], [ %680, %685 ]
  %233 = phi float [ %227, %24 ], [ %678, %685 ]
  %234 = phi float [ %226, %24 ], [ %676, %685 ]
  %235 = phi float [ %225, %24 ], [ %674, %685 ]
  %236 = phi float [ %224, %24 ], [ %672, %685 ]
  %237 = phi float [ %223, %24 ], [ %670, %685 ]
  %238 = phi float [ %222, %24 ], [ %668, %685 ]
  %239 = phi float [ %221, %24 ], [ %666, %685 ]
  %240 = phi float [ %220, %24 ], [ %664, %685 ]
  %241 = phi float [ %219, %24 ], [ %662, %685 ]
  %242 = phi float [ %218, %24 ], [ %660, %685 ]
  %243 = phi float [ %217, %24 ], [ %658, %685 ]
  %244 = phi float [ %216, %24 ], [ %656, %685 ]
  %245 = phi float [ %215, %24 ], [ %654, %685 ]
  %246 = phi float [ %214, %24 ], [ %652, %685 ]
  %247 = phi float [ %213, %24 ], [ %650, %685 ]
  %248 = phi float [ %212, %24 ], [ %648, %685 ]
  %249 = phi float [ %211, %24 ], [ %646, %685 ]
  %250 = phi float [ %210, %24 ], [ %644, %685 ]
  %251 = phi float [ %209, %24 ], [ %642, %685 ]
  %252 = phi float [ %208, %24 ], [ %640, %685 ]
  %253 = phi float [ %207, %24 ], [ %638, %685 ]
  %254 = phi float [ %206, %24 ], [ %636, %685 ]
  %255 = phi float [ %205, %24 ], [ %634, %685 ]
  %256 = phi float [ %204, %24 ], [ %632, %685 ]
  %257 = phi float [ %203, %24 ], [ %630, %685 ]
  %258 = phi float [ %202, %24 ], [ %628, %685 ]
  %259 = phi float [ %201, %24 ], [ %626, %685 ]
  %260 = phi float [ %200, %24 ], [ %624, %685 ]
  %261 = phi float [ %199, %24 ], [ %622, %685 ]
  %262 = phi float [ %198, %24 ], [ %620, %685 ]
  %263 = phi float [ %197, %24 ], [ %618, %685 ]
  %264 = phi float [ %196, %24 ], [ %616, %685 ]
  %265 = phi float [ %195, %24 ], [ %614, %685 ]
  %266 = phi float [ %194, %24 ], [ %612, %685 ]
  %267 = phi float [ %193, %24 ], [ %610, %685 ]
  %268 = phi float [ %192, %24 ], [ %608, %685 ]
  %269 = phi float [ %191, %24 ], [ %606, %685 ]
  %270 = phi float [ %190, %24 ], [ %604, %685 ]
  %271 = phi float [ %189, %24 ], [ %602, %685 ]
  %272 = phi float [ %188, %24 ], [ %600, %685 ]
  %273 = phi float [ %187, %24 ], [ %598, %685 ]
  %274 = phi float [ %186, %24 ], [ %596, %685 ]
  %275 = phi float [ %185, %24 ], [ %594, %685 ]
  %276 = phi float [ %184, %24 ], [ %592, %685 ]
  %277 = phi float [ %183, %24 ], [ %590, %685 ]
  %278 = phi float [ %182, %24 ], [ %588, %685 ]
  %279 = phi float [ %181, %24 ], [ %586, %685 ]
  %280 = phi float [ %180, %24 ], [ %584, %685 ]
  %281 = phi float [ %179, %24 ], [ %582, %685 ]
  %282 = phi float [ %178, %24 ], [ %580, %685 ]
  %283 = phi float [ %177, %24 ], [ %578, %685 ]
  %284 = phi float [ %176, %24 ], [ %576, %685 ]
  %285 = phi float [ %175, %24 ], [ %574, %685 ]
  %286 = phi float [ %174, %24 ], [ %572, %685 ]
  %287 = phi float [ %173, %24 ], [ %570, %685 ]
  %288 = phi float [ %172, %24 ], [ %568, %685 ]
  %289 = phi float [ %171, %24 ], [ %566, %685 ]
  %290 = phi float [ %170, %24 ], [ %564, %685 ]
  %291 = phi float [ %169, %24 ], [ %562, %685 ]
  %292 = phi float [ %168, %24 ], [ %560, %685 ]
  %293 = phi float [ %167, %24 ], [ %558, %685 ]
  %294 = phi float [ %166, %24 ], [ %556, %685 ]
  %295 = phi i32 [ 0, %24 ], [ %687, %685 ]
  %296 = phi ptr [ %33, %24 ], [ %314, %685 ]
  %297 = phi ptr [ %30, %24 ], [ %686, %685 ]
  %298 = getelementptr inbounds float, ptr %296, i64 %40
  %299 = load float, ptr %298, align 4, !tbaa !7
  store float %299, ptr %42, align 4, !tbaa !7
  %300 = getelementptr inbounds float, ptr %296, i64 %46
  %301 = load float, ptr %300, align 4, !tbaa !7
  store float %301, ptr %50, align 4, !tbaa !7
  %302 = getelementptr inbounds float, ptr %296, i64 %54
  %303 = load float, ptr %302, align 4, !tbaa !7
  store float %303, ptr %58, align 4, !tbaa !7
  %304 = getelementptr inbounds float, ptr %296, i64 %62
  %305 = load float, ptr %304, align 4, !tbaa !7
  store float %305, ptr %66, align 4, !tbaa !7
  %306 = getelementptr inbounds float, ptr %297, i64 %69
  %307 = load float, ptr %306, align 4, !tbaa !7
  store float %307, ptr %71, align 4, !tbaa !7
  %308 = getelementptr inbounds float, ptr %297, i64 %75
  %309 = load float, ptr %308, align 4, !tbaa !7
  store float %309, ptr %79, align 4, !tbaa !7
  %310 = getelementptr inbounds float, ptr %297, i64 %83
  %311 = load float, ptr %310, align 4, !tbaa !7
  store float %311, ptr %87, align 4, !tbaa !7
  %312 = getelementptr inbounds float, ptr %297, i64 %91
  %313 = load float, ptr %312, align 4, !tbaa !7
  store float %313, ptr %95, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  %314 = getelementptr inbounds i8, ptr %296, i64 32
  br label %424

315:                                              ; preds = %685
  store float %556, ptr %9, align 4, !tbaa !7
  store float %558, ptr %103, align 4, !tbaa !7
  store float %560, ptr %104, align 4, !tbaa !7
  store float %562, ptr %105, align 4, !tbaa !7
  store float %564, ptr %106, align 4, !tbaa !7
  store float %566, ptr %107, align 4, !tbaa !7
  store float %568, ptr %108, align 4, !tbaa !7
  store float %570, ptr %109, align 4, !tbaa !7
  store float %572, ptr %110, align 4, !tbaa !7
  store float %574, ptr %111, align 4, !tbaa !7
  store float %576, ptr %112, align 4, !tbaa !7
  store float %578, ptr %113, align 4, !tbaa !7
  store float %580, ptr %114, align 4, !tbaa !7
  store float %582, ptr %115, align 4, !tbaa !7
  store float %584, ptr %116, align 4, !tbaa !7
  store float %586, ptr %117, align 4, !tbaa !7
  store float %588, ptr %118, align 4, !tbaa !7
  store float %590, ptr %119, align 4, !tbaa !7
  store float %592, ptr %120, align 4, !tbaa !7
  store float %594, ptr %121, align 4, !tbaa !7
  store float %596, ptr %122, align 4, !tbaa !7
  store float %598, ptr %123, align 4, !tbaa !7
  store float %600, ptr %124, align 4, !tbaa !7
  store float %602, ptr %125, align 4, !tbaa !7
  store float %604, ptr %126, align 4, !tbaa !7
  store float %606, ptr %127, align 4, !tbaa !7
  store float %608, ptr %128, align 4, !tbaa !7
  store float %610, ptr %129, align 4, !tbaa !7
  store float %612, ptr %130, align 4, !tbaa !7
  store float %614, ptr %131, align 4, !tbaa !7
  store float %616, ptr %132, align 4, !tbaa !7
  store float %618, ptr %133, align 4, !tbaa !7
  store float %620, ptr %134, align 4, !tbaa !7
  store float %622, ptr %135, align 4, !tbaa !7
  store float %624, ptr %136, align 4, !tbaa !7
  store float %626, ptr %137, align 4, !tbaa !7
  store float %628, ptr %138, align 4, !tbaa !7
  store float %630, ptr %139, align 4, !tbaa !7
  store float %632, ptr %140, align 4, !tbaa !7
  store float %634, ptr %141, align 4, !tbaa !7
  store float %636, ptr %142, align 4, !tbaa !7
  store float %638, ptr %143, align 4, !tbaa !7
  store float %640, ptr %144, align 4, !tbaa !7
  store float %642, ptr %145, align 4, !tbaa !7
  store float %644, ptr %146, align 4, !tbaa !7
  store float %646, ptr %147, align 4, !tbaa !7
  store float %648, ptr %148, align 4, !tbaa !7
  store float %650, ptr %149, align 4, !tbaa !7
  store float %652, ptr %150, align 4, !tbaa !7
  store float %654, ptr %151, align 4, !tbaa !7
  store float %656, ptr %152, align 4, !tbaa !7
  store float %658, ptr %153, align 4, !tbaa !7
  store float %660, ptr %154, align 4, !tbaa !7
  store float %662, ptr %155, align 4, !tbaa !7
  store float %664, ptr %156, align 4, !tbaa !7
  store float %666, ptr %157, align 4, !tbaa !7
  store float %668, ptr %158, align 4, !tbaa !7
  store float %670, ptr %159, align 4, !tbaa !7
  store float %672, ptr %160, align 4, !tbaa !7
  store float %674, ptr %161, align 4, !tbaa !7
  store float %676, ptr %162, align 4, !tbaa !7
  store float %678, ptr %163, align 4, !tbaa !7
  store float %680, ptr %164, align 4, !tbaa !7
  store float %682, ptr %165, align 4, !tbaa !7
  br label %316

316:                                              ; preds = %315, %22
  %317 = phi i32 [ %23, %22 ], [ %37, %315 ]
  %318 = shl nuw nsw i32 %14, 3
  %319 = icmp eq i32 %1, 1
  br i1 %319, label %414, label %320

320:                                              ; preds = %316, %320
  %321 = phi i32 [ %412, %320 ], [ 0, %316 ]
  %322 = shl nuw nsw i32 %321, 3
  %323 = add nuw nsw i32 %321, %318
  %324 = mul i32 %323, %1
  %325 = add i32 %324, %317
  %326 = zext nneg i32 %322 to i64
  %327 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %326
  %328 = load float, ptr %327, align 4, !tbaa !7
  %329 = fmul contract float %328, %3
  %330 = zext i32 %325 to i64
  %331 = getelementptr inbounds float, ptr %20, i64 %330
  %332 = load float, ptr %331, align 4, !tbaa !7
  %333 = fmul contract float %332, %6
  %334 = fadd contract float %329, %333
  store float %334, ptr %331, align 4, !tbaa !7
  %335 = or disjoint i32 %322, 1
  %336 = zext nneg i32 %335 to i64
  %337 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %336
  %338 = load float, ptr %337, align 4, !tbaa !7
  %339 = fmul contract float %338, %3
  %340 = add i32 %325, 1
  %341 = zext i32 %340 to i64
  %342 = getelementptr inbounds float, ptr %20, i64 %341
  %343 = load float, ptr %342, align 4, !tbaa !7
  %344 = fmul contract float %343, %6
  %345 = fadd contract float %339, %344
  store float %345, ptr %342, align 4, !tbaa !7
  %346 = or disjoint i32 %322, 2
  %347 = zext nneg i32 %346 to i64
  %348 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %347
  %349 = load float, ptr %348, align 4, !tbaa !7
  %350 = fmul contract float %349, %3
  %351 = add i32 %325, 2
  %352 = zext i32 %351 to i64
  %353 = getelementptr inbounds float, ptr %20, i64 %352
  %354 = load float, ptr %353, align 4, !tbaa !7
  %355 = fmul contract float %354, %6
  %356 = fadd contract float %350, %355
  store float %356, ptr %353, align 4, !tbaa !7
  %357 = or disjoint i32 %322, 3
  %358 = zext nneg i32 %357 to i64
  %359 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %358
  %360 = load float, ptr %359, align 4, !tbaa !7
  %361 = fmul contract float %360, %3
  %362 = add i32 %325, 3
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds float, ptr %20, i64 %363
  %365 = load float, ptr %364, align 4, !tbaa !7
  %366 = fmul contract float %365, %6
  %367 = fadd contract float %361, %366
  store float %367, ptr %364, align 4, !tbaa !7
  %368 = or disjoint i32 %322, 4
  %369 = zext nneg i32 %368 to i64
  %370 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %369
  %371 = load float, ptr %370, align 4, !tbaa !7
  %372 = fmul contract float %371, %3
  %373 = add i32 %325, 4
  %374 = zext i32 %373 to i64
  %375 = getelementptr inbounds float, ptr %20, i64 %374
  %376 = load float, ptr %375, align 4, !tbaa !7
  %377 = fmul contract float %376, %6
  %378 = fadd contract float %372, %377
  store float %378, ptr %375, align 4, !tbaa !7
  %379 = or disjoint i32 %322, 5
  %380 = zext nneg i32 %379 to i64
  %381 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %380
  %382 = load float, ptr %381, align 4, !tbaa !7
  %383 = fmul contract float %382, %3
  %384 = add i32 %325, 5
  %385 = zext i32 %384 to i64
  %386 = getelementptr inbounds float, ptr %20, i64 %385
  %387 = load float, ptr %386, align 4, !tbaa !7
  %388 = fmul contract float %387, %6
  %389 = fadd contract float %383, %388
  store float %389, ptr %386, align 4, !tbaa !7
  %390 = or disjoint i32 %322, 6
  %391 = zext nneg i32 %390 to i64
  %392 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %391
  %393 = load float, ptr %392, align 4, !tbaa !7
  %394 = fmul contract float %393, %3
  %395 = add i32 %325, 6
  %396 = zext i32 %395 to i64
  %397 = getelementptr inbounds float, ptr %20, i64 %396
  %398 = load float, ptr %397, align 4, !tbaa !7
  %399 = fmul contract float %398, %6
  %400 = fadd contract float %394, %399
  store float %400, ptr %397, align 4, !tbaa !7
  %401 = or disjoint i32 %322, 7
  %402 = zext nneg i32 %401 to i64
  %403 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %402
  %404 = load float, ptr %403, align 4, !tbaa !7
  %405 = fmul contract float %404, %3
  %406 = add i32 %325, 7
  %407 = zext i32 %406 to i64
  %408 = getelementptr inbounds float, ptr %20, i64 %407
  %409 = load float, ptr %408, align 4, !tbaa !7
  %410 = fmul contract float %409, %6
  %411 = fadd contract float %405, %410
  store float %411, ptr %408, align 4, !tbaa !7
  %412 = add nuw nsw i32 %321, 1
  %413 = icmp eq i32 %412, 8
  br i1 %413, label %783, label %320, !llvm.loop !11

414:                                              ; preds = %316
  %415 = add i32 %15, %16
  %416 = zext i32 %415 to i64
  %417 = add nuw nsw i32 %317, %318
  %418 = zext nneg i32 %417 to i64
  %419 = add nuw nsw i64 %416, %418
  %420 = shl nuw nsw i64 %419, 2
  %421 = or disjoint i64 %420, 24
  %422 = getelementptr i8, ptr %7, i64 %421
  %423 = load float, ptr %422, align 4
  br label %689

424:                                              ; preds = %230, %424
  %425 = phi float [ %231, %230 ], [ %682, %424 ]
  %426 = phi float [ %232, %230 ], [ %680, %424 ]
  %427 = phi float [ %233, %230 ], [ %678, %424 ]
  %428 = phi float [ %234, %230 ], [ %676, %424 ]
  %429 = phi float [ %235, %230 ], [ %674, %424 ]
  %430 = phi float [ %236, %230 ], [ %672, %424 ]
  %431 = phi float [ %237, %230 ], [ %670, %424 ]
  %432 = phi float [ %238, %230 ], [ %668, %424 ]
  %433 = phi float [ %239, %230 ], [ %666, %424 ]
  %434 = phi float [ %240, %230 ], [ %664, %424 ]
  %435 = phi float [ %241, %230 ], [ %662, %424 ]
  %436 = phi float [ %242, %230 ], [ %660, %424 ]
  %437 = phi float [ %243, %230 ], [ %658, %424 ]
  %438 = phi float [ %244, %230 ], [ %656, %424 ]
  %439 = phi float [ %245, %230 ], [ %654, %424 ]
  %440 = phi float [ %246, %230 ], [ %652, %424 ]
  %441 = phi float [ %247, %230 ], [ %650, %424 ]
  %442 = phi float [ %248, %230 ], [ %648, %424 ]
  %443 = phi float [ %249, %230 ], [ %646, %424 ]
  %444 = phi float [ %250, %230 ], [ %644, %424 ]
  %445 = phi float [ %251, %230 ], [ %642, %424 ]
  %446 = phi float [ %252, %230 ], [ %640, %424 ]
  %447 = phi float [ %253, %230 ], [ %638, %424 ]
  %448 = phi float [ %254, %230 ], [ %636, %424 ]
  %449 = phi float [ %255, %230 ], [ %634, %424 ]
  %450 = phi float [ %256, %230 ], [ %632, %424 ]
  %451 = phi float [ %257, %230 ], [ %630, %424 ]
  %452 = phi float [ %258, %230 ], [ %628, %424 ]
  %453 = phi float [ %259, %230 ], [ %626, %424 ]
  %454 = phi float [ %260, %230 ], [ %624, %424 ]
  %455 = phi float [ %261, %230 ], [ %622, %424 ]
  %456 = phi float [ %262, %230 ], [ %620, %424 ]
  %457 = phi float [ %263, %230 ], [ %618, %424 ]
  %458 = phi float [ %264, %230 ], [ %616, %424 ]
  %459 = phi float [ %265, %230 ], [ %614, %424 ]
  %460 = phi float [ %266, %230 ], [ %612, %424 ]
  %461 = phi float [ %267, %230 ], [ %610, %424 ]
  %462 = phi float [ %268, %230 ], [ %608, %424 ]
  %463 = phi float [ %269, %230 ], [ %606, %424 ]
  %464 = phi float [ %270, %230 ], [ %604, %424 ]
  %465 = phi float [ %271, %230 ], [ %602, %424 ]
  %466 = phi float [ %272, %230 ], [ %600, %424 ]
  %467 = phi float [ %273, %230 ], [ %598, %424 ]
  %468 = phi float [ %274, %230 ], [ %596, %424 ]
  %469 = phi float [ %275, %230 ], [ %594, %424 ]
  %470 = phi float [ %276, %230 ], [ %592, %424 ]
  %471 = phi float [ %277, %230 ], [ %590, %424 ]
  %472 = phi float [ %278, %230 ], [ %588, %424 ]
  %473 = phi float [ %279, %230 ], [ %586, %424 ]
  %474 = phi float [ %280, %230 ], [ %584, %424 ]
  %475 = phi float [ %281, %230 ], [ %582, %424 ]
  %476 = phi float [ %282, %230 ], [ %580, %424 ]
  %477 = phi float [ %283, %230 ], [ %578, %424 ]
  %478 = phi float [ %284, %230 ], [ %576, %424 ]
  %479 = phi float [ %285, %230 ], [ %574, %424 ]
  %480 = phi float [ %286, %230 ], [ %572, %424 ]
  %481 = phi float [ %287, %230 ], [ %570, %424 ]
  %482 = phi float [ %288, %230 ], [ %568, %424 ]
  %483 = phi float [ %289, %230 ], [ %566, %424 ]
  %484 = phi float [ %290, %230 ], [ %564, %424 ]
  %485 = phi float [ %291, %230 ], [ %562, %424 ]
  %486 = phi float [ %292, %230 ], [ %560, %424 ]
  %487 = phi float [ %293, %230 ], [ %558, %424 ]
  %488 = phi float [ %294, %230 ], [ %556, %424 ]
  %489 = phi i32 [ 0, %230 ], [ %683, %424 ]
  %490 = shl nuw nsw i32 %489, 7
  %491 = or disjoint i32 %490, %37
  %492 = or disjoint i32 %491, 7
  %493 = zext nneg i32 %492 to i64
  %494 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %493
  %495 = load float, ptr %494, align 4, !tbaa !7
  %496 = or disjoint i32 %491, 6
  %497 = zext nneg i32 %496 to i64
  %498 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %497
  %499 = load float, ptr %498, align 4, !tbaa !7
  %500 = or disjoint i32 %491, 5
  %501 = zext nneg i32 %500 to i64
  %502 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %501
  %503 = load float, ptr %502, align 4, !tbaa !7
  %504 = or disjoint i32 %491, 4
  %505 = zext nneg i32 %504 to i64
  %506 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %505
  %507 = load float, ptr %506, align 4, !tbaa !7
  %508 = or disjoint i32 %491, 3
  %509 = zext nneg i32 %508 to i64
  %510 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %509
  %511 = load float, ptr %510, align 4, !tbaa !7
  %512 = or disjoint i32 %491, 2
  %513 = zext nneg i32 %512 to i64
  %514 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %513
  %515 = load float, ptr %514, align 4, !tbaa !7
  %516 = or disjoint i32 %491, 1
  %517 = zext nneg i32 %516 to i64
  %518 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %517
  %519 = load float, ptr %518, align 4, !tbaa !7
  %520 = zext nneg i32 %491 to i64
  %521 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2Bs to ptr), i64 0, i64 %520
  %522 = load float, ptr %521, align 4, !tbaa !7
  %523 = add nuw nsw i32 %102, %489
  %524 = zext nneg i32 %523 to i64
  %525 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %524
  %526 = load float, ptr %525, align 4, !tbaa !7
  %527 = add nuw nsw i32 %101, %489
  %528 = zext nneg i32 %527 to i64
  %529 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %528
  %530 = load float, ptr %529, align 4, !tbaa !7
  %531 = add nuw nsw i32 %100, %489
  %532 = zext nneg i32 %531 to i64
  %533 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %532
  %534 = load float, ptr %533, align 4, !tbaa !7
  %535 = add nuw nsw i32 %99, %489
  %536 = zext nneg i32 %535 to i64
  %537 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %536
  %538 = load float, ptr %537, align 4, !tbaa !7
  %539 = add nuw nsw i32 %98, %489
  %540 = zext nneg i32 %539 to i64
  %541 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %540
  %542 = load float, ptr %541, align 4, !tbaa !7
  %543 = add nuw nsw i32 %97, %489
  %544 = zext nneg i32 %543 to i64
  %545 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %544
  %546 = load float, ptr %545, align 4, !tbaa !7
  %547 = add nuw nsw i32 %96, %489
  %548 = zext nneg i32 %547 to i64
  %549 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %548
  %550 = load float, ptr %549, align 4, !tbaa !7
  %551 = add nuw nsw i32 %36, %489
  %552 = zext nneg i32 %551 to i64
  %553 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPfE2As to ptr), i64 0, i64 %552
  %554 = load float, ptr %553, align 4, !tbaa !7
  %555 = fmul contract float %554, %522
  %556 = fadd contract float %488, %555
  %557 = fmul contract float %554, %519
  %558 = fadd contract float %487, %557
  %559 = fmul contract float %554, %515
  %560 = fadd contract float %486, %559
  %561 = fmul contract float %554, %511
  %562 = fadd contract float %485, %561
  %563 = fmul contract float %554, %507
  %564 = fadd contract float %484, %563
  %565 = fmul contract float %554, %503
  %566 = fadd contract float %483, %565
  %567 = fmul contract float %554, %499
  %568 = fadd contract float %482, %567
  %569 = fmul contract float %554, %495
  %570 = fadd contract float %481, %569
  %571 = fmul contract float %550, %522
  %572 = fadd contract float %480, %571
  %573 = fmul contract float %550, %519
  %574 = fadd contract float %479, %573
  %575 = fmul contract float %550, %515
  %576 = fadd contract float %478, %575
  %577 = fmul contract float %550, %511
  %578 = fadd contract float %477, %577
  %579 = fmul contract float %550, %507
  %580 = fadd contract float %476, %579
  %581 = fmul contract float %550, %503
  %582 = fadd contract float %475, %581
  %583 = fmul contract float %550, %499
  %584 = fadd contract float %474, %583
  %585 = fmul contract float %550, %495
  %586 = fadd contract float %473, %585
  %587 = fmul contract float %546, %522
  %588 = fadd contract float %472, %587
  %589 = fmul contract float %546, %519
  %590 = fadd contract float %471, %589
  %591 = fmul contract float %546, %515
  %592 = fadd contract float %470, %591
  %593 = fmul contract float %546, %511
  %594 = fadd contract float %469, %593
  %595 = fmul contract float %546, %507
  %596 = fadd contract float %468, %595
  %597 = fmul contract float %546, %503
  %598 = fadd contract float %467, %597
  %599 = fmul contract float %546, %499
  %600 = fadd contract float %466, %599
  %601 = fmul contract float %546, %495
  %602 = fadd contract float %465, %601
  %603 = fmul contract float %542, %522
  %604 = fadd contract float %464, %603
  %605 = fmul contract float %542, %519
  %606 = fadd contract float %463, %605
  %607 = fmul contract float %542, %515
  %608 = fadd contract float %462, %607
  %609 = fmul contract float %542, %511
  %610 = fadd contract float %461, %609
  %611 = fmul contract float %542, %507
  %612 = fadd contract float %460, %611
  %613 = fmul contract float %542, %503
  %614 = fadd contract float %459, %613
  %615 = fmul contract float %542, %499
  %616 = fadd contract float %458, %615
  %617 = fmul contract float %542, %495
  %618 = fadd contract float %457, %617
  %619 = fmul contract float %538, %522
  %620 = fadd contract float %456, %619
  %621 = fmul contract float %538, %519
  %622 = fadd contract float %455, %621
  %623 = fmul contract float %538, %515
  %624 = fadd contract float %454, %623
  %625 = fmul contract float %538, %511
  %626 = fadd contract float %453, %625
  %627 = fmul contract float %538, %507
  %628 = fadd contract float %452, %627
  %629 = fmul contract float %538, %503
  %630 = fadd contract float %451, %629
  %631 = fmul contract float %538, %499
  %632 = fadd contract float %450, %631
  %633 = fmul contract float %538, %495
  %634 = fadd contract float %449, %633
  %635 = fmul contract float %534, %522
  %636 = fadd contract float %448, %635
  %637 = fmul contract float %534, %519
  %638 = fadd contract float %447, %637
  %639 = fmul contract float %534, %515
  %640 = fadd contract float %446, %639
  %641 = fmul contract float %534, %511
  %642 = fadd contract float %445, %641
  %643 = fmul contract float %534, %507
  %644 = fadd contract float %444, %643
  %645 = fmul contract float %534, %503
  %646 = fadd contract float %443, %645
  %647 = fmul contract float %534, %499
  %648 = fadd contract float %442, %647
  %649 = fmul contract float %534, %495
  %650 = fadd contract float %441, %649
  %651 = fmul contract float %530, %522
  %652 = fadd contract float %440, %651
  %653 = fmul contract float %530, %519
  %654 = fadd contract float %439, %653
  %655 = fmul contract float %530, %515
  %656 = fadd contract float %438, %655
  %657 = fmul contract float %530, %511
  %658 = fadd contract float %437, %657
  %659 = fmul contract float %530, %507
  %660 = fadd contract float %436, %659
  %661 = fmul contract float %530, %503
  %662 = fadd contract float %435, %661
  %663 = fmul contract float %530, %499
  %664 = fadd contract float %434, %663
  %665 = fmul contract float %530, %495
  %666 = fadd contract float %433, %665
  %667 = fmul contract float %526, %522
  %668 = fadd contract float %432, %667
  %669 = fmul contract float %526, %519
  %670 = fadd contract float %431, %669
  %671 = fmul contract float %526, %515
  %672 = fadd contract float %430, %671
  %673 = fmul contract float %526, %511
  %674 = fadd contract float %429, %673
  %675 = fmul contract float %526, %507
  %676 = fadd contract float %428, %675
  %677 = fmul contract float %526, %503
  %678 = fadd contract float %427, %677
  %679 = fmul contract float %526, %499
  %680 = fadd contract float %426, %679
  %681 = fmul contract float %526, %495
  %682 = fadd contract float %425, %681
  %683 = add nuw nsw i32 %489, 1
  %684 = icmp eq i32 %683, 8
  br i1 %684, label %685, label %424, !llvm.loop !13

685:                                              ; preds = %424
  %686 = getelementptr inbounds float, ptr %297, i64 %35
  tail call void @llvm.nvvm.barrier0()
  %687 = add i32 %295, 8
  %688 = icmp ult i32 %687, %2
  br i1 %688, label %230, label %315, !llvm.loop !14

689:                                              ; preds = %414, %689
  %690 = phi float [ %423, %414 ], [ %780, %689 ]
  %691 = phi i32 [ 0, %414 ], [ %781, %689 ]
  %692 = shl nuw nsw i32 %691, 3
  %693 = add nuw nsw i32 %691, %318
  %694 = mul nuw i32 %693, %1
  %695 = add nuw i32 %694, %317
  %696 = zext nneg i32 %692 to i64
  %697 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %696
  %698 = load float, ptr %697, align 4, !tbaa !7
  %699 = fmul contract float %698, %3
  %700 = zext i32 %695 to i64
  %701 = getelementptr inbounds float, ptr %20, i64 %700
  %702 = load float, ptr %701, align 4, !tbaa !7
  %703 = fmul contract float %702, %6
  %704 = fadd contract float %699, %703
  store float %704, ptr %701, align 4, !tbaa !7
  %705 = or disjoint i32 %692, 1
  %706 = zext nneg i32 %705 to i64
  %707 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %706
  %708 = load float, ptr %707, align 4, !tbaa !7
  %709 = fmul contract float %708, %3
  %710 = add i32 %695, 1
  %711 = zext i32 %710 to i64
  %712 = getelementptr inbounds float, ptr %20, i64 %711
  %713 = load float, ptr %712, align 4, !tbaa !7
  %714 = fmul contract float %713, %6
  %715 = fadd contract float %709, %714
  store float %715, ptr %712, align 4, !tbaa !7
  %716 = or disjoint i32 %692, 2
  %717 = zext nneg i32 %716 to i64
  %718 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %717
  %719 = load float, ptr %718, align 4, !tbaa !7
  %720 = fmul contract float %719, %3
  %721 = add i32 %695, 2
  %722 = zext i32 %721 to i64
  %723 = getelementptr inbounds float, ptr %20, i64 %722
  %724 = load float, ptr %723, align 4, !tbaa !7
  %725 = fmul contract float %724, %6
  %726 = fadd contract float %720, %725
  store float %726, ptr %723, align 4, !tbaa !7
  %727 = or disjoint i32 %692, 3
  %728 = zext nneg i32 %727 to i64
  %729 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %728
  %730 = load float, ptr %729, align 4, !tbaa !7
  %731 = fmul contract float %730, %3
  %732 = add i32 %695, 3
  %733 = zext i32 %732 to i64
  %734 = getelementptr inbounds float, ptr %20, i64 %733
  %735 = load float, ptr %734, align 4, !tbaa !7
  %736 = fmul contract float %735, %6
  %737 = fadd contract float %731, %736
  store float %737, ptr %734, align 4, !tbaa !7
  %738 = or disjoint i32 %692, 4
  %739 = zext nneg i32 %738 to i64
  %740 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %739
  %741 = load float, ptr %740, align 4, !tbaa !7
  %742 = fmul contract float %741, %3
  %743 = add i32 %695, 4
  %744 = zext i32 %743 to i64
  %745 = getelementptr inbounds float, ptr %20, i64 %744
  %746 = load float, ptr %745, align 4, !tbaa !7
  %747 = fmul contract float %746, %6
  %748 = fadd contract float %742, %747
  store float %748, ptr %745, align 4, !tbaa !7
  %749 = or disjoint i32 %692, 5
  %750 = zext nneg i32 %749 to i64
  %751 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %750
  %752 = load float, ptr %751, align 4, !tbaa !7
  %753 = fmul contract float %752, %3
  %754 = add i32 %695, 5
  %755 = zext i32 %754 to i64
  %756 = getelementptr inbounds float, ptr %20, i64 %755
  %757 = load float, ptr %756, align 4, !tbaa !7
  %758 = fmul contract float %757, %6
  %759 = fadd contract float %753, %758
  store float %759, ptr %756, align 4, !tbaa !7
  %760 = or disjoint i32 %692, 6
  %761 = zext nneg i32 %760 to i64
  %762 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %761
  %763 = load float, ptr %762, align 4, !tbaa !7
  %764 = fmul contract float %763, %3
  %765 = add i32 %695, 6
  %766 = zext i32 %765 to i64
  %767 = getelementptr inbounds float, ptr %20, i64 %766
  %768 = fmul contract float %690, %6
  %769 = fadd contract float %764, %768
  store float %769, ptr %767, align 4, !tbaa !7
  %770 = or disjoint i32 %692, 7
  %771 = zext nneg i32 %770 to i64
  %772 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %771
  %773 = load float, ptr %772, align 4, !tbaa !7
  %774 = fmul contract float %773, %3
  %775 = add i32 %695, 7
  %776 = zext i32 %775 to i64
  %777 = getelementptr inbounds float, ptr %20, i64 %776
  %778 = load float, ptr %777, align 4, !tbaa !7
  %779 = fmul contract float %778, %6
  %780 = fadd contract float %774, %779
  store float %780, ptr %777, align 4, !tbaa !7
  %781 = add nuw nsw i32 %691, 1
  %782 = icmp eq i32 %781, 8
  br i1 %782, label %783, label %689, !llvm.loop !11

783:                                              ; preds = %320, %689
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %9) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}

!0 = !{ptr @_Z18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPf, !"kernel", i32 1}
!1 = !{ptr @_Z18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPf, !"maxntidx", i32 256}
!2 = !{ptr @_Z18sgemm2DBlocktilingILi128ELi128ELi8ELi8ELi8EEviiifPKfS1_fPf, !"minctasm", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
