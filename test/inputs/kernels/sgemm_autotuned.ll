; ModuleID = 'sgemm_autotuned.cu'
source_filename = "sgemm_autotuned.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_ = comdat any

$_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As = comdat any

$_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs = comdat any

@_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2048 x float] undef, comdat, align 4
@_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2048 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 comdat {
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
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %9) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) %9, i8 0, i64 256, i1 false)
  %21 = icmp eq i32 %2, 0
  br i1 %21, label %22, label %25

22:                                               ; preds = %8
  %23 = shl nuw nsw i32 %14, 3
  %24 = shl nuw nsw i32 %13, 3
  br label %301

25:                                               ; preds = %8
  %26 = lshr i32 %12, 5
  %27 = lshr i32 %12, 2
  %28 = zext i32 %16 to i64
  %29 = getelementptr inbounds float, ptr %5, i64 %28
  %30 = mul i32 %15, %2
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %4, i64 %31
  %33 = shl nuw nsw i32 %12, 2
  %34 = and i32 %33, 12
  %35 = shl nuw nsw i32 %34, 7
  %36 = or disjoint i32 %35, %27
  %37 = and i32 %33, 124
  %38 = shl nuw nsw i32 %14, 3
  %39 = shl nuw nsw i32 %13, 3
  %40 = shl nsw i32 %1, 4
  %41 = sext i32 %40 to i64
  %42 = mul i32 %27, %2
  %43 = add i32 %42, %34
  %44 = zext i32 %43 to i64
  %45 = zext nneg i32 %36 to i64
  %46 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %45
  %47 = or disjoint i32 %36, 128
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %48
  %50 = or disjoint i32 %36, 256
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %51
  %53 = or disjoint i32 %36, 384
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %54
  %56 = or disjoint i32 %27, 64
  %57 = mul i32 %56, %2
  %58 = add i32 %57, %34
  %59 = zext i32 %58 to i64
  %60 = or disjoint i32 %36, 64
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %61
  %63 = or disjoint i32 %36, 192
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %64
  %66 = or disjoint i32 %36, 320
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %67
  %69 = or disjoint i32 %36, 448
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %70
  %72 = mul i32 %26, %1
  %73 = add i32 %72, %37
  %74 = zext i32 %73 to i64
  %75 = shl nuw nsw i32 %26, 7
  %76 = or disjoint i32 %75, %37
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %77
  %79 = or disjoint i32 %26, 8
  %80 = mul i32 %79, %1
  %81 = add i32 %80, %37
  %82 = zext i32 %81 to i64
  %83 = shl nuw nsw i32 %79, 7
  %84 = or disjoint i32 %83, %37
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %85
  %87 = getelementptr inbounds i8, ptr %9, i64 4
  %88 = getelementptr inbounds i8, ptr %9, i64 8
  %89 = getelementptr inbounds i8, ptr %9, i64 12
  %90 = getelementptr inbounds i8, ptr %9, i64 16
  %91 = getelementptr inbounds i8, ptr %9, i64 20
  %92 = getelementptr inbounds i8, ptr %9, i64 24
  %93 = getelementptr inbounds i8, ptr %9, i64 28
  %94 = getelementptr inbounds i8, ptr %9, i64 32
  %95 = getelementptr inbounds i8, ptr %9, i64 36
  %96 = getelementptr inbounds i8, ptr %9, i64 40
  %97 = getelementptr inbounds i8, ptr %9, i64 44
  %98 = getelementptr inbounds i8, ptr %9, i64 48
  %99 = getelementptr inbounds i8, ptr %9, i64 52
  %100 = getelementptr inbounds i8, ptr %9, i64 56
  %101 = getelementptr inbounds i8, ptr %9, i64 60
  %102 = getelementptr inbounds i8, ptr %9, i64 64
  %103 = getelementptr inbounds i8, ptr %9, i64 68
  %104 = getelementptr inbounds i8, ptr %9, i64 72
  %105 = getelementptr inbounds i8, ptr %9, i64 76
  %106 = getelementptr inbounds i8, ptr %9, i64 80
  %107 = getelementptr inbounds i8, ptr %9, i64 84
  %108 = getelementptr inbounds i8, ptr %9, i64 88
  %109 = getelementptr inbounds i8, ptr %9, i64 92
  %110 = getelementptr inbounds i8, ptr %9, i64 96
  %111 = getelementptr inbounds i8, ptr %9, i64 100
  %112 = getelementptr inbounds i8, ptr %9, i64 104
  %113 = getelementptr inbounds i8, ptr %9, i64 108
  %114 = getelementptr inbounds i8, ptr %9, i64 112
  %115 = getelementptr inbounds i8, ptr %9, i64 116
  %116 = getelementptr inbounds i8, ptr %9, i64 120
  %117 = getelementptr inbounds i8, ptr %9, i64 124
  %118 = getelementptr inbounds i8, ptr %9, i64 128
  %119 = getelementptr inbounds i8, ptr %9, i64 132
  %120 = getelementptr inbounds i8, ptr %9, i64 136
  %121 = getelementptr inbounds i8, ptr %9, i64 140
  %122 = getelementptr inbounds i8, ptr %9, i64 144
  %123 = getelementptr inbounds i8, ptr %9, i64 148
  %124 = getelementptr inbounds i8, ptr %9, i64 152
  %125 = getelementptr inbounds i8, ptr %9, i64 156
  %126 = getelementptr inbounds i8, ptr %9, i64 160
  %127 = getelementptr inbounds i8, ptr %9, i64 164
  %128 = getelementptr inbounds i8, ptr %9, i64 168
  %129 = getelementptr inbounds i8, ptr %9, i64 172
  %130 = getelementptr inbounds i8, ptr %9, i64 176
  %131 = getelementptr inbounds i8, ptr %9, i64 180
  %132 = getelementptr inbounds i8, ptr %9, i64 184
  %133 = getelementptr inbounds i8, ptr %9, i64 188
  %134 = getelementptr inbounds i8, ptr %9, i64 192
  %135 = getelementptr inbounds i8, ptr %9, i64 196
  %136 = getelementptr inbounds i8, ptr %9, i64 200
  %137 = getelementptr inbounds i8, ptr %9, i64 204
  %138 = getelementptr inbounds i8, ptr %9, i64 208
  %139 = getelementptr inbounds i8, ptr %9, i64 212
  %140 = getelementptr inbounds i8, ptr %9, i64 216
  %141 = getelementptr inbounds i8, ptr %9, i64 220
  %142 = getelementptr inbounds i8, ptr %9, i64 224
  %143 = getelementptr inbounds i8, ptr %9, i64 228
  %144 = getelementptr inbounds i8, ptr %9, i64 232
  %145 = getelementptr inbounds i8, ptr %9, i64 236
  %146 = getelementptr inbounds i8, ptr %9, i64 240
  %147 = getelementptr inbounds i8, ptr %9, i64 244
  %148 = getelementptr inbounds i8, ptr %9, i64 248
  %149 = getelementptr inbounds i8, ptr %9, i64 252
  %150 = load float, ptr %9, align 4, !tbaa !6
  %151 = load float, ptr %87, align 4, !tbaa !6
  %152 = load float, ptr %88, align 4, !tbaa !6
  %153 = load float, ptr %89, align 4, !tbaa !6
  %154 = load float, ptr %90, align 4, !tbaa !6
  %155 = load float, ptr %91, align 4, !tbaa !6
  %156 = load float, ptr %92, align 4, !tbaa !6
  %157 = load float, ptr %93, align 4, !tbaa !6
  %158 = load float, ptr %94, align 4, !tbaa !6
  %159 = load float, ptr %95, align 4, !tbaa !6
  %160 = load float, ptr %96, align 4, !tbaa !6
  %161 = load float, ptr %97, align 4, !tbaa !6
  %162 = load float, ptr %98, align 4, !tbaa !6
  %163 = load float, ptr %99, align 4, !tbaa !6
  %164 = load float, ptr %100, align 4, !tbaa !6
  %165 = load float, ptr %101, align 4, !tbaa !6
  %166 = load float, ptr %102, align 4, !tbaa !6
  %167 = load float, ptr %103, align 4, !tbaa !6
  %168 = load float, ptr %104, align 4, !tbaa !6
  %169 = load float, ptr %105, align 4, !tbaa !6
  %170 = load float, ptr %106, align 4, !tbaa !6
  %171 = load float, ptr %107, align 4, !tbaa !6
  %172 = load float, ptr %108, align 4, !tbaa !6
  %173 = load float, ptr %109, align 4, !tbaa !6
  %174 = load float, ptr %110, align 4, !tbaa !6
  %175 = load float, ptr %111, align 4, !tbaa !6
  %176 = load float, ptr %112, align 4, !tbaa !6
  %177 = load float, ptr %113, align 4, !tbaa !6
  %178 = load float, ptr %114, align 4, !tbaa !6
  %179 = load float, ptr %115, align 4, !tbaa !6
  %180 = load float, ptr %116, align 4, !tbaa !6
  %181 = load float, ptr %117, align 4, !tbaa !6
  %182 = load float, ptr %118, align 4, !tbaa !6
  %183 = load float, ptr %119, align 4, !tbaa !6
  %184 = load float, ptr %120, align 4, !tbaa !6
  %185 = load float, ptr %121, align 4, !tbaa !6
  %186 = load float, ptr %122, align 4, !tbaa !6
  %187 = load float, ptr %123, align 4, !tbaa !6
  %188 = load float, ptr %124, align 4, !tbaa !6
  %189 = load float, ptr %125, align 4, !tbaa !6
  %190 = load float, ptr %126, align 4, !tbaa !6
  %191 = load float, ptr %127, align 4, !tbaa !6
  %192 = load float, ptr %128, align 4, !tbaa !6
  %193 = load float, ptr %129, align 4, !tbaa !6
  %194 = load float, ptr %130, align 4, !tbaa !6
  %195 = load float, ptr %131, align 4, !tbaa !6
  %196 = load float, ptr %132, align 4, !tbaa !6
  %197 = load float, ptr %133, align 4, !tbaa !6
  %198 = load float, ptr %134, align 4, !tbaa !6
  %199 = load float, ptr %135, align 4, !tbaa !6
  %200 = load float, ptr %136, align 4, !tbaa !6
  %201 = load float, ptr %137, align 4, !tbaa !6
  %202 = load float, ptr %138, align 4, !tbaa !6
  %203 = load float, ptr %139, align 4, !tbaa !6
  %204 = load float, ptr %140, align 4, !tbaa !6
  %205 = load float, ptr %141, align 4, !tbaa !6
  %206 = load float, ptr %142, align 4, !tbaa !6
  %207 = load float, ptr %143, align 4, !tbaa !6
  %208 = load float, ptr %144, align 4, !tbaa !6
  %209 = load float, ptr %145, align 4, !tbaa !6
  %210 = load float, ptr %146, align 4, !tbaa !6
  %211 = load float, ptr %147, align 4, !tbaa !6
  %212 = load float, ptr %148, align 4, !tbaa !6
  %213 = load float, ptr %149, align 4, !tbaa !6
  br label %214

214:                                              ; preds = %25, %658
  %215 = phi float [ %213, %25 ], [ %655, %658 ]
  %216 = phi float [ %212, %25 ], [ %653, %658 ]
  %217 = phi float [ %211, %25 ], [ %651, %658 ]
  %218 = phi float [ %210, %25 ], [ %649, %658 ]
  %219 = phi float [ %209, %25 ], [ %647, %658 ]
  %220 = phi float [ %208, %25 ], [ %645, %658 ]
  %221 = phi float [ %207, %25 ], [ %643, %658 ]
  %222 = phi float [ %206, %25 ], [ %641, %658 ]
  %223 = phi float [ %205, %25 ], [ %639, %658 ]
  %224 = phi float [ %204, %25 ], [ %637, %658 ]
  %225 = phi float [ %203, %25 ], [ %635, %658 ]
  %226 = phi float [ %202, %25 ], [ %633, %658 ]
  %227 = phi float [ %201, %25 ], [ %631, %658 ]
  %228 = phi float [ %200, %25 ], [ %629, %658 ]
  %229 = phi float [ %199, %25 ], [ %627, %658 ]
  %230 = phi float [ %198, %25 ], [ %625, %658 ]
  %231 = phi float [ %197, %25 ], [ %623, %658 ]
  %232 = phi float [ %196, %25 ], [ %621, %658 ]
  %233 = phi float [ %195, %25 ], [ %619, %658 ]
  %234 = phi float [ %194, %25 ], [ %617, %658 ]
  %235 = phi float [ %193, %25 ], [ %615, %658 ]
  %236 = phi float [ %192, %25 ], [ %613, %658 ]
  %237 = phi float [ %191, %25 ], [ %611, %658 ]
  %238 = phi float [ %190, %25 ], [ %609, %658 ]
  %239 = phi float [ %189, %25 ], [ %607, %658 ]
  %240 = phi float [ %188, %25 ], [ %605, %658 ]
  %241 = phi float [ %187, %25 ], [ %603, %658 ]
  %242 = phi float [ %186, %25 ], [ %601, %658 ]
  %243 = phi float [ %185, %25 ], [ %599, %658 ]
  %244 = phi float [ %184, %25 ], [ %597, %658 ]
  %245 = phi float [ %183, %25 ], [ %595, %658 ]
  %246 = phi float [ %182, %25 ], [ %593, %658 ]
  %247 = phi float [ %181, %25 ], [ %591, %658 ]
  %248 = phi float [ %180, %25 ], [ %589, %658 ]
  %249 = phi float [ %179, %25 ], [ %587, %658 ]
  %250 = phi float [ %178, %25 ], [ %585, %658 ]
  %251 = phi float [ %177, %25 ], [ %583, %658 ]
  %252 = phi float [ %176, %25 ], [ %581, %658 ]
  %253 = phi float [ %175, %25 ], [ %579, %658 ]
  %254 = phi float [ %174, %25 ], [ %577, %658 ]
  %255 = phi float [ %173, %25 ], [ %575, %658 ]
  %256 = phi float [ %172, %25 ], [ %573, %658 ]
  %257 = phi float [ %171, %25 ], [ %571, %658 ]
  %258 = phi float [ %170, %25 ], [ %569, %658 ]
  %259 = phi float [ %169, %25 ], [ %567, %658 ]
  %260 = phi float [ %168, %25 ], [ %565, %658 ]
  %261 = phi float [ %167, %25 ], [ %563, %658 ]
  %262 = phi float [ %166, %25 ], [ %561, %658 ]
  %263 = phi float [ %165, %25 ], [ %559, %658 ]
  %264 = phi float [ %164, %25 ], [ %557, %658 ]
  %265 = phi float [ %163, %25 ], [ %555, %658 ]
  %266 = phi float [ %162, %25 ], [ %553, %658 ]
  %267 = phi float [ %161, %25 ], [ %551, %658 ]
  %268 = phi float [ %160, %25 ], [ %549, %658 ]
  %269 = phi float [ %159, %25 ], [ %547, %658 ]
  %270 = phi float [ %158, %25 ], [ %545, %658 ]
  %271 = phi float [ %157, %25 ], [ %543, %658 ]
  %272 = phi float [ %156, %25 ], [ %541, %658 ]
  %273 = phi float [ %155, %25 ], [ %539, %658 ]
  %274 = phi float [ %154, %25 ], [ %537, %658 ]
  %275 = phi float [ %153, %25 ], [ %535, %658 ]
  %276 = phi float [ %152, %25 ], [ %533, %658 ]
  %277 = phi float [ %151, %25 ], [ %531, %658 ]
  %278 = phi float [ %150, %25 ], [ %529, %658 ]
  %279 = phi ptr [ %32, %25 ], [ %659, %658 ]
  %280 = phi ptr [ %29, %25 ], [ %660, %658 ]
  %281 = phi i32 [ 0, %25 ], [ %661, %658 ]
  %282 = getelementptr inbounds float, ptr %279, i64 %44
  %283 = load float, ptr %282, align 16, !tbaa !6
  %284 = getelementptr inbounds i8, ptr %282, i64 4
  %285 = load float, ptr %284, align 4, !tbaa !6
  %286 = getelementptr inbounds i8, ptr %282, i64 8
  %287 = load float, ptr %286, align 8, !tbaa !6
  %288 = getelementptr inbounds i8, ptr %282, i64 12
  %289 = load float, ptr %288, align 4, !tbaa !6
  store float %283, ptr %46, align 4, !tbaa !6
  store float %285, ptr %49, align 4, !tbaa !6
  store float %287, ptr %52, align 4, !tbaa !6
  store float %289, ptr %55, align 4, !tbaa !6
  %290 = getelementptr inbounds float, ptr %279, i64 %59
  %291 = load float, ptr %290, align 16, !tbaa !6
  %292 = getelementptr inbounds i8, ptr %290, i64 4
  %293 = load float, ptr %292, align 4, !tbaa !6
  %294 = getelementptr inbounds i8, ptr %290, i64 8
  %295 = load float, ptr %294, align 8, !tbaa !6
  %296 = getelementptr inbounds i8, ptr %290, i64 12
  %297 = load float, ptr %296, align 4, !tbaa !6
  store float %291, ptr %62, align 4, !tbaa !6
  store float %293, ptr %65, align 4, !tbaa !6
  store float %295, ptr %68, align 4, !tbaa !6
  store float %297, ptr %71, align 4, !tbaa !6
  %298 = getelementptr inbounds float, ptr %280, i64 %74
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %78, ptr noundef nonnull align 16 dereferenceable(16) %298, i64 16, i1 false), !tbaa.struct !10
  %299 = getelementptr inbounds float, ptr %280, i64 %82
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %86, ptr noundef nonnull align 16 dereferenceable(16) %299, i64 16, i1 false), !tbaa.struct !10
  tail call void @llvm.nvvm.barrier0()
  br label %397

300:                                              ; preds = %658
  store float %529, ptr %9, align 4, !tbaa !6
  store float %531, ptr %87, align 4, !tbaa !6
  store float %533, ptr %88, align 4, !tbaa !6
  store float %535, ptr %89, align 4, !tbaa !6
  store float %537, ptr %90, align 4, !tbaa !6
  store float %539, ptr %91, align 4, !tbaa !6
  store float %541, ptr %92, align 4, !tbaa !6
  store float %543, ptr %93, align 4, !tbaa !6
  store float %545, ptr %94, align 4, !tbaa !6
  store float %547, ptr %95, align 4, !tbaa !6
  store float %549, ptr %96, align 4, !tbaa !6
  store float %551, ptr %97, align 4, !tbaa !6
  store float %553, ptr %98, align 4, !tbaa !6
  store float %555, ptr %99, align 4, !tbaa !6
  store float %557, ptr %100, align 4, !tbaa !6
  store float %559, ptr %101, align 4, !tbaa !6
  store float %561, ptr %102, align 4, !tbaa !6
  store float %563, ptr %103, align 4, !tbaa !6
  store float %565, ptr %104, align 4, !tbaa !6
  store float %567, ptr %105, align 4, !tbaa !6
  store float %569, ptr %106, align 4, !tbaa !6
  store float %571, ptr %107, align 4, !tbaa !6
  store float %573, ptr %108, align 4, !tbaa !6
  store float %575, ptr %109, align 4, !tbaa !6
  store float %577, ptr %110, align 4, !tbaa !6
  store float %579, ptr %111, align 4, !tbaa !6
  store float %581, ptr %112, align 4, !tbaa !6
  store float %583, ptr %113, align 4, !tbaa !6
  store float %585, ptr %114, align 4, !tbaa !6
  store float %587, ptr %115, align 4, !tbaa !6
  store float %589, ptr %116, align 4, !tbaa !6
  store float %591, ptr %117, align 4, !tbaa !6
  store float %593, ptr %118, align 4, !tbaa !6
  store float %595, ptr %119, align 4, !tbaa !6
  store float %597, ptr %120, align 4, !tbaa !6
  store float %599, ptr %121, align 4, !tbaa !6
  store float %601, ptr %122, align 4, !tbaa !6
  store float %603, ptr %123, align 4, !tbaa !6
  store float %605, ptr %124, align 4, !tbaa !6
  store float %607, ptr %125, align 4, !tbaa !6
  store float %609, ptr %126, align 4, !tbaa !6
  store float %611, ptr %127, align 4, !tbaa !6
  store float %613, ptr %128, align 4, !tbaa !6
  store float %615, ptr %129, align 4, !tbaa !6
  store float %617, ptr %130, align 4, !tbaa !6
  store float %619, ptr %131, align 4, !tbaa !6
  store float %621, ptr %132, align 4, !tbaa !6
  store float %623, ptr %133, align 4, !tbaa !6
  store float %625, ptr %134, align 4, !tbaa !6
  store float %627, ptr %135, align 4, !tbaa !6
  store float %629, ptr %136, align 4, !tbaa !6
  store float %631, ptr %137, align 4, !tbaa !6
  store float %633, ptr %138, align 4, !tbaa !6
  store float %635, ptr %139, align 4, !tbaa !6
  store float %637, ptr %140, align 4, !tbaa !6
  store float %639, ptr %141, align 4, !tbaa !6
  store float %641, ptr %142, align 4, !tbaa !6
  store float %643, ptr %143, align 4, !tbaa !6
  store float %645, ptr %144, align 4, !tbaa !6
  store float %647, ptr %145, align 4, !tbaa !6
  store float %649, ptr %146, align 4, !tbaa !6
  store float %651, ptr %147, align 4, !tbaa !6
  store float %653, ptr %148, align 4, !tbaa !6
  store float %655, ptr %149, align 4, !tbaa !6
  br label %301

301:                                              ; preds = %300, %22
  %302 = phi i32 [ %24, %22 ], [ %39, %300 ]
  %303 = phi i32 [ %23, %22 ], [ %38, %300 ]
  %304 = icmp eq i32 %1, 1
  br i1 %304, label %387, label %305

305:                                              ; preds = %301, %305
  %306 = phi i32 [ %385, %305 ], [ 0, %301 ]
  %307 = add nuw nsw i32 %306, %303
  %308 = mul i32 %307, %1
  %309 = add i32 %308, %302
  %310 = shl nuw nsw i32 %306, 3
  %311 = zext i32 %309 to i64
  %312 = getelementptr inbounds float, ptr %20, i64 %311
  %313 = load float, ptr %312, align 16, !tbaa !6
  %314 = getelementptr inbounds i8, ptr %312, i64 4
  %315 = load float, ptr %314, align 4, !tbaa !6
  %316 = getelementptr inbounds i8, ptr %312, i64 8
  %317 = load float, ptr %316, align 8, !tbaa !6
  %318 = getelementptr inbounds i8, ptr %312, i64 12
  %319 = load float, ptr %318, align 4, !tbaa !6
  %320 = zext nneg i32 %310 to i64
  %321 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %320
  %322 = load float, ptr %321, align 4, !tbaa !6
  %323 = fmul contract float %322, %3
  %324 = fmul contract float %313, %6
  %325 = fadd contract float %324, %323
  %326 = or disjoint i32 %310, 1
  %327 = zext nneg i32 %326 to i64
  %328 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %327
  %329 = load float, ptr %328, align 4, !tbaa !6
  %330 = fmul contract float %329, %3
  %331 = fmul contract float %315, %6
  %332 = fadd contract float %331, %330
  %333 = or disjoint i32 %310, 2
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %334
  %336 = load float, ptr %335, align 4, !tbaa !6
  %337 = fmul contract float %336, %3
  %338 = fmul contract float %317, %6
  %339 = fadd contract float %338, %337
  %340 = or disjoint i32 %310, 3
  %341 = zext nneg i32 %340 to i64
  %342 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %341
  %343 = load float, ptr %342, align 4, !tbaa !6
  %344 = fmul contract float %343, %3
  %345 = fmul contract float %319, %6
  %346 = fadd contract float %345, %344
  store float %325, ptr %312, align 16, !tbaa !6
  store float %332, ptr %314, align 4, !tbaa !6
  store float %339, ptr %316, align 8, !tbaa !6
  store float %346, ptr %318, align 4, !tbaa !6
  %347 = add i32 %309, 4
  %348 = zext i32 %347 to i64
  %349 = getelementptr inbounds float, ptr %20, i64 %348
  %350 = load float, ptr %349, align 16, !tbaa !6
  %351 = getelementptr inbounds i8, ptr %349, i64 4
  %352 = load float, ptr %351, align 4, !tbaa !6
  %353 = getelementptr inbounds i8, ptr %349, i64 8
  %354 = load float, ptr %353, align 8, !tbaa !6
  %355 = getelementptr inbounds i8, ptr %349, i64 12
  %356 = load float, ptr %355, align 4, !tbaa !6
  %357 = or disjoint i32 %310, 4
  %358 = zext nneg i32 %357 to i64
  %359 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %358
  %360 = load float, ptr %359, align 4, !tbaa !6
  %361 = fmul contract float %360, %3
  %362 = fmul contract float %350, %6
  %363 = fadd contract float %362, %361
  %364 = or disjoint i32 %310, 5
  %365 = zext nneg i32 %364 to i64
  %366 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %365
  %367 = load float, ptr %366, align 4, !tbaa !6
  %368 = fmul contract float %367, %3
  %369 = fmul contract float %352, %6
  %370 = fadd contract float %369, %368
  %371 = or disjoint i32 %310, 6
  %372 = zext nneg i32 %371 to i64
  %373 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %372
  %374 = load float, ptr %373, align 4, !tbaa !6
  %375 = fmul contract float %374, %3
  %376 = fmul contract float %354, %6
  %377 = fadd contract float %376, %375
  %378 = or disjoint i32 %310, 7
  %379 = zext nneg i32 %378 to i64
  %380 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %379
  %381 = load float, ptr %380, align 4, !tbaa !6
  %382 = fmul contract float %381, %3
  %383 = fmul contract float %356, %6
  %384 = fadd contract float %383, %382
  store float %363, ptr %349, align 16, !tbaa !6
  store float %370, ptr %351, align 4, !tbaa !6
  store float %377, ptr %353, align 8, !tbaa !6
  store float %384, ptr %355, align 4, !tbaa !6
  %385 = add nuw nsw i32 %306, 1
  %386 = icmp eq i32 %385, 8
  br i1 %386, label %745, label %305, !llvm.loop !11

387:                                              ; preds = %301
  %388 = add nuw nsw i32 %302, %303
  %389 = zext nneg i32 %388 to i64
  %390 = add i32 %15, %16
  %391 = zext i32 %390 to i64
  %392 = add nuw nsw i64 %389, %391
  %393 = shl nuw nsw i64 %392, 2
  %394 = or disjoint i64 %393, 24
  %395 = getelementptr i8, ptr %7, i64 %394
  %396 = load float, ptr %395, align 8
  br label %663

397:                                              ; preds = %214, %397
  %398 = phi float [ %215, %214 ], [ %655, %397 ]
  %399 = phi float [ %216, %214 ], [ %653, %397 ]
  %400 = phi float [ %217, %214 ], [ %651, %397 ]
  %401 = phi float [ %218, %214 ], [ %649, %397 ]
  %402 = phi float [ %219, %214 ], [ %647, %397 ]
  %403 = phi float [ %220, %214 ], [ %645, %397 ]
  %404 = phi float [ %221, %214 ], [ %643, %397 ]
  %405 = phi float [ %222, %214 ], [ %641, %397 ]
  %406 = phi float [ %223, %214 ], [ %639, %397 ]
  %407 = phi float [ %224, %214 ], [ %637, %397 ]
  %408 = phi float [ %225, %214 ], [ %635, %397 ]
  %409 = phi float [ %226, %214 ], [ %633, %397 ]
  %410 = phi float [ %227, %214 ], [ %631, %397 ]
  %411 = phi float [ %228, %214 ], [ %629, %397 ]
  %412 = phi float [ %229, %214 ], [ %627, %397 ]
  %413 = phi float [ %230, %214 ], [ %625, %397 ]
  %414 = phi float [ %231, %214 ], [ %623, %397 ]
  %415 = phi float [ %232, %214 ], [ %621, %397 ]
  %416 = phi float [ %233, %214 ], [ %619, %397 ]
  %417 = phi float [ %234, %214 ], [ %617, %397 ]
  %418 = phi float [ %235, %214 ], [ %615, %397 ]
  %419 = phi float [ %236, %214 ], [ %613, %397 ]
  %420 = phi float [ %237, %214 ], [ %611, %397 ]
  %421 = phi float [ %238, %214 ], [ %609, %397 ]
  %422 = phi float [ %239, %214 ], [ %607, %397 ]
  %423 = phi float [ %240, %214 ], [ %605, %397 ]
  %424 = phi float [ %241, %214 ], [ %603, %397 ]
  %425 = phi float [ %242, %214 ], [ %601, %397 ]
  %426 = phi float [ %243, %214 ], [ %599, %397 ]
  %427 = phi float [ %244, %214 ], [ %597, %397 ]
  %428 = phi float [ %245, %214 ], [ %595, %397 ]
  %429 = phi float [ %246, %214 ], [ %593, %397 ]
  %430 = phi float [ %247, %214 ], [ %591, %397 ]
  %431 = phi float [ %248, %214 ], [ %589, %397 ]
  %432 = phi float [ %249, %214 ], [ %587, %397 ]
  %433 = phi float [ %250, %214 ], [ %585, %397 ]
  %434 = phi float [ %251, %214 ], [ %583, %397 ]
  %435 = phi float [ %252, %214 ], [ %581, %397 ]
  %436 = phi float [ %253, %214 ], [ %579, %397 ]
  %437 = phi float [ %254, %214 ], [ %577, %397 ]
  %438 = phi float [ %255, %214 ], [ %575, %397 ]
  %439 = phi float [ %256, %214 ], [ %573, %397 ]
  %440 = phi float [ %257, %214 ], [ %571, %397 ]
  %441 = phi float [ %258, %214 ], [ %569, %397 ]
  %442 = phi float [ %259, %214 ], [ %567, %397 ]
  %443 = phi float [ %260, %214 ], [ %565, %397 ]
  %444 = phi float [ %261, %214 ], [ %563, %397 ]
  %445 = phi float [ %262, %214 ], [ %561, %397 ]
  %446 = phi float [ %263, %214 ], [ %559, %397 ]
  %447 = phi float [ %264, %214 ], [ %557, %397 ]
  %448 = phi float [ %265, %214 ], [ %555, %397 ]
  %449 = phi float [ %266, %214 ], [ %553, %397 ]
  %450 = phi float [ %267, %214 ], [ %551, %397 ]
  %451 = phi float [ %268, %214 ], [ %549, %397 ]
  %452 = phi float [ %269, %214 ], [ %547, %397 ]
  %453 = phi float [ %270, %214 ], [ %545, %397 ]
  %454 = phi float [ %271, %214 ], [ %543, %397 ]
  %455 = phi float [ %272, %214 ], [ %541, %397 ]
  %456 = phi float [ %273, %214 ], [ %539, %397 ]
  %457 = phi float [ %274, %214 ], [ %537, %397 ]
  %458 = phi float [ %275, %214 ], [ %535, %397 ]
  %459 = phi float [ %276, %214 ], [ %533, %397 ]
  %460 = phi float [ %277, %214 ], [ %531, %397 ]
  %461 = phi float [ %278, %214 ], [ %529, %397 ]
  %462 = phi i32 [ 0, %214 ], [ %656, %397 ]
  %463 = shl nuw nsw i32 %462, 7
  %464 = or disjoint i32 %463, %39
  %465 = or disjoint i32 %464, 7
  %466 = zext nneg i32 %465 to i64
  %467 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %466
  %468 = load float, ptr %467, align 4, !tbaa !6
  %469 = or disjoint i32 %464, 6
  %470 = zext nneg i32 %469 to i64
  %471 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %470
  %472 = load float, ptr %471, align 4, !tbaa !6
  %473 = or disjoint i32 %464, 5
  %474 = zext nneg i32 %473 to i64
  %475 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %474
  %476 = load float, ptr %475, align 4, !tbaa !6
  %477 = or disjoint i32 %464, 4
  %478 = zext nneg i32 %477 to i64
  %479 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %478
  %480 = load float, ptr %479, align 4, !tbaa !6
  %481 = or disjoint i32 %464, 3
  %482 = zext nneg i32 %481 to i64
  %483 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %482
  %484 = load float, ptr %483, align 4, !tbaa !6
  %485 = or disjoint i32 %464, 2
  %486 = zext nneg i32 %485 to i64
  %487 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %486
  %488 = load float, ptr %487, align 4, !tbaa !6
  %489 = or disjoint i32 %464, 1
  %490 = zext nneg i32 %489 to i64
  %491 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %490
  %492 = load float, ptr %491, align 4, !tbaa !6
  %493 = zext nneg i32 %464 to i64
  %494 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2Bs to ptr), i64 0, i64 %493
  %495 = load float, ptr %494, align 4, !tbaa !6
  %496 = or disjoint i32 %463, %38
  %497 = or disjoint i32 %496, 7
  %498 = zext nneg i32 %497 to i64
  %499 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %498
  %500 = load float, ptr %499, align 4, !tbaa !6
  %501 = or disjoint i32 %496, 6
  %502 = zext nneg i32 %501 to i64
  %503 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %502
  %504 = load float, ptr %503, align 4, !tbaa !6
  %505 = or disjoint i32 %496, 5
  %506 = zext nneg i32 %505 to i64
  %507 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %506
  %508 = load float, ptr %507, align 4, !tbaa !6
  %509 = or disjoint i32 %496, 4
  %510 = zext nneg i32 %509 to i64
  %511 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %510
  %512 = load float, ptr %511, align 4, !tbaa !6
  %513 = or disjoint i32 %496, 3
  %514 = zext nneg i32 %513 to i64
  %515 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %514
  %516 = load float, ptr %515, align 4, !tbaa !6
  %517 = or disjoint i32 %496, 2
  %518 = zext nneg i32 %517 to i64
  %519 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %518
  %520 = load float, ptr %519, align 4, !tbaa !6
  %521 = or disjoint i32 %496, 1
  %522 = zext nneg i32 %521 to i64
  %523 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %522
  %524 = load float, ptr %523, align 4, !tbaa !6
  %525 = zext nneg i32 %496 to i64
  %526 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_E2As to ptr), i64 0, i64 %525
  %527 = load float, ptr %526, align 4, !tbaa !6
  %528 = fmul contract float %527, %495
  %529 = fadd contract float %461, %528
  %530 = fmul contract float %527, %492
  %531 = fadd contract float %460, %530
  %532 = fmul contract float %527, %488
  %533 = fadd contract float %459, %532
  %534 = fmul contract float %527, %484
  %535 = fadd contract float %458, %534
  %536 = fmul contract float %527, %480
  %537 = fadd contract float %457, %536
  %538 = fmul contract float %527, %476
  %539 = fadd contract float %456, %538
  %540 = fmul contract float %527, %472
  %541 = fadd contract float %455, %540
  %542 = fmul contract float %527, %468
  %543 = fadd contract float %454, %542
  %544 = fmul contract float %524, %495
  %545 = fadd contract float %453, %544
  %546 = fmul contract float %524, %492
  %547 = fadd contract float %452, %546
  %548 = fmul contract float %524, %488
  %549 = fadd contract float %451, %548
  %550 = fmul contract float %524, %484
  %551 = fadd contract float %450, %550
  %552 = fmul contract float %524, %480
  %553 = fadd contract float %449, %552
  %554 = fmul contract float %524, %476
  %555 = fadd contract float %448, %554
  %556 = fmul contract float %524, %472
  %557 = fadd contract float %447, %556
  %558 = fmul contract float %524, %468
  %559 = fadd contract float %446, %558
  %560 = fmul contract float %520, %495
  %561 = fadd contract float %445, %560
  %562 = fmul contract float %520, %492
  %563 = fadd contract float %444, %562
  %564 = fmul contract float %520, %488
  %565 = fadd contract float %443, %564
  %566 = fmul contract float %520, %484
  %567 = fadd contract float %442, %566
  %568 = fmul contract float %520, %480
  %569 = fadd contract float %441, %568
  %570 = fmul contract float %520, %476
  %571 = fadd contract float %440, %570
  %572 = fmul contract float %520, %472
  %573 = fadd contract float %439, %572
  %574 = fmul contract float %520, %468
  %575 = fadd contract float %438, %574
  %576 = fmul contract float %516, %495
  %577 = fadd contract float %437, %576
  %578 = fmul contract float %516, %492
  %579 = fadd contract float %436, %578
  %580 = fmul contract float %516, %488
  %581 = fadd contract float %435, %580
  %582 = fmul contract float %516, %484
  %583 = fadd contract float %434, %582
  %584 = fmul contract float %516, %480
  %585 = fadd contract float %433, %584
  %586 = fmul contract float %516, %476
  %587 = fadd contract float %432, %586
  %588 = fmul contract float %516, %472
  %589 = fadd contract float %431, %588
  %590 = fmul contract float %516, %468
  %591 = fadd contract float %430, %590
  %592 = fmul contract float %512, %495
  %593 = fadd contract float %429, %592
  %594 = fmul contract float %512, %492
  %595 = fadd contract float %428, %594
  %596 = fmul contract float %512, %488
  %597 = fadd contract float %427, %596
  %598 = fmul contract float %512, %484
  %599 = fadd contract float %426, %598
  %600 = fmul contract float %512, %480
  %601 = fadd contract float %425, %600
  %602 = fmul contract float %512, %476
  %603 = fadd contract float %424, %602
  %604 = fmul contract float %512, %472
  %605 = fadd contract float %423, %604
  %606 = fmul contract float %512, %468
  %607 = fadd contract float %422, %606
  %608 = fmul contract float %508, %495
  %609 = fadd contract float %421, %608
  %610 = fmul contract float %508, %492
  %611 = fadd contract float %420, %610
  %612 = fmul contract float %508, %488
  %613 = fadd contract float %419, %612
  %614 = fmul contract float %508, %484
  %615 = fadd contract float %418, %614
  %616 = fmul contract float %508, %480
  %617 = fadd contract float %417, %616
  %618 = fmul contract float %508, %476
  %619 = fadd contract float %416, %618
  %620 = fmul contract float %508, %472
  %621 = fadd contract float %415, %620
  %622 = fmul contract float %508, %468
  %623 = fadd contract float %414, %622
  %624 = fmul contract float %504, %495
  %625 = fadd contract float %413, %624
  %626 = fmul contract float %504, %492
  %627 = fadd contract float %412, %626
  %628 = fmul contract float %504, %488
  %629 = fadd contract float %411, %628
  %630 = fmul contract float %504, %484
  %631 = fadd contract float %410, %630
  %632 = fmul contract float %504, %480
  %633 = fadd contract float %409, %632
  %634 = fmul contract float %504, %476
  %635 = fadd contract float %408, %634
  %636 = fmul contract float %504, %472
  %637 = fadd contract float %407, %636
  %638 = fmul contract float %504, %468
  %639 = fadd contract float %406, %638
  %640 = fmul contract float %500, %495
  %641 = fadd contract float %405, %640
  %642 = fmul contract float %500, %492
  %643 = fadd contract float %404, %642
  %644 = fmul contract float %500, %488
  %645 = fadd contract float %403, %644
  %646 = fmul contract float %500, %484
  %647 = fadd contract float %402, %646
  %648 = fmul contract float %500, %480
  %649 = fadd contract float %401, %648
  %650 = fmul contract float %500, %476
  %651 = fadd contract float %400, %650
  %652 = fmul contract float %500, %472
  %653 = fadd contract float %399, %652
  %654 = fmul contract float %500, %468
  %655 = fadd contract float %398, %654
  %656 = add nuw nsw i32 %462, 1
  %657 = icmp eq i32 %656, 16
  br i1 %657, label %658, label %397, !llvm.loop !13

658:                                              ; preds = %397
  tail call void @llvm.nvvm.barrier0()
  %659 = getelementptr inbounds i8, ptr %279, i64 64
  %660 = getelementptr inbounds float, ptr %280, i64 %41
  %661 = add i32 %281, 16
  %662 = icmp ult i32 %661, %2
  br i1 %662, label %214, label %300, !llvm.loop !14

663:                                              ; preds = %387, %663
  %664 = phi float [ %396, %387 ], [ %742, %663 ]
  %665 = phi i32 [ 0, %387 ], [ %743, %663 ]
  %666 = add nuw nsw i32 %665, %303
  %667 = mul nuw i32 %666, %1
  %668 = add nuw i32 %667, %302
  %669 = shl nuw nsw i32 %665, 3
  %670 = zext i32 %668 to i64
  %671 = getelementptr inbounds float, ptr %20, i64 %670
  %672 = load float, ptr %671, align 16, !tbaa !6
  %673 = getelementptr inbounds i8, ptr %671, i64 4
  %674 = load float, ptr %673, align 4, !tbaa !6
  %675 = getelementptr inbounds i8, ptr %671, i64 8
  %676 = load float, ptr %675, align 8, !tbaa !6
  %677 = getelementptr inbounds i8, ptr %671, i64 12
  %678 = load float, ptr %677, align 4, !tbaa !6
  %679 = zext nneg i32 %669 to i64
  %680 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %679
  %681 = load float, ptr %680, align 4, !tbaa !6
  %682 = fmul contract float %681, %3
  %683 = fmul contract float %672, %6
  %684 = fadd contract float %683, %682
  %685 = or disjoint i32 %669, 1
  %686 = zext nneg i32 %685 to i64
  %687 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %686
  %688 = load float, ptr %687, align 4, !tbaa !6
  %689 = fmul contract float %688, %3
  %690 = fmul contract float %674, %6
  %691 = fadd contract float %690, %689
  %692 = or disjoint i32 %669, 2
  %693 = zext nneg i32 %692 to i64
  %694 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %693
  %695 = load float, ptr %694, align 4, !tbaa !6
  %696 = fmul contract float %695, %3
  %697 = fmul contract float %676, %6
  %698 = fadd contract float %697, %696
  %699 = or disjoint i32 %669, 3
  %700 = zext nneg i32 %699 to i64
  %701 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %700
  %702 = load float, ptr %701, align 4, !tbaa !6
  %703 = fmul contract float %702, %3
  %704 = fmul contract float %678, %6
  %705 = fadd contract float %704, %703
  store float %684, ptr %671, align 16, !tbaa !6
  store float %691, ptr %673, align 4, !tbaa !6
  store float %698, ptr %675, align 8, !tbaa !6
  store float %705, ptr %677, align 4, !tbaa !6
  %706 = add i32 %668, 4
  %707 = zext i32 %706 to i64
  %708 = getelementptr inbounds float, ptr %20, i64 %707
  %709 = load float, ptr %708, align 16, !tbaa !6
  %710 = getelementptr inbounds i8, ptr %708, i64 4
  %711 = load float, ptr %710, align 4, !tbaa !6
  %712 = getelementptr inbounds i8, ptr %708, i64 8
  %713 = getelementptr inbounds i8, ptr %708, i64 12
  %714 = load float, ptr %713, align 4, !tbaa !6
  %715 = or disjoint i32 %669, 4
  %716 = zext nneg i32 %715 to i64
  %717 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %716
  %718 = load float, ptr %717, align 4, !tbaa !6
  %719 = fmul contract float %718, %3
  %720 = fmul contract float %709, %6
  %721 = fadd contract float %720, %719
  %722 = or disjoint i32 %669, 5
  %723 = zext nneg i32 %722 to i64
  %724 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %723
  %725 = load float, ptr %724, align 4, !tbaa !6
  %726 = fmul contract float %725, %3
  %727 = fmul contract float %711, %6
  %728 = fadd contract float %727, %726
  %729 = or disjoint i32 %669, 6
  %730 = zext nneg i32 %729 to i64
  %731 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %730
  %732 = load float, ptr %731, align 4, !tbaa !6
  %733 = fmul contract float %732, %3
  %734 = fmul contract float %664, %6
  %735 = fadd contract float %734, %733
  %736 = or disjoint i32 %669, 7
  %737 = zext nneg i32 %736 to i64
  %738 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %737
  %739 = load float, ptr %738, align 4, !tbaa !6
  %740 = fmul contract float %739, %3
  %741 = fmul contract float %714, %6
  %742 = fadd contract float %741, %740
  store float %721, ptr %708, align 16, !tbaa !6
  store float %728, ptr %710, align 4, !tbaa !6
  store float %735, ptr %712, align 8, !tbaa !6
  store float %742, ptr %713, align 4, !tbaa !6
  %743 = add nuw nsw i32 %665, 1
  %744 = icmp eq i32 %743, 8
  br i1 %744, label %745, label %663, !llvm.loop !11

745:                                              ; preds = %305, %663
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %9) #6
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_, !"kernel", i32 1}
!1 = !{ptr @_Z14sgemmAutotunedILi128ELi128ELi16ELi8ELi8EEviiifPfS0_fS0_, !"maxntidx", i32 256}
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
