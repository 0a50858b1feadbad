; ModuleID = 'sgemm_warptiling.cu'
source_filename = "sgemm_warptiling.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_ = comdat any

$_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As = comdat any

$_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs = comdat any

@_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2048 x float] undef, comdat, align 4
@_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2048 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 comdat {
  %9 = alloca [128 x float], align 4
  %10 = alloca [8 x float], align 4
  %11 = alloca [16 x float], align 4
  %12 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = lshr i32 %14, 5
  %16 = and i32 %14, 31
  %17 = and i32 %14, 3
  %18 = lshr i32 %16, 2
  %19 = shl nuw nsw i32 %12, 7
  %20 = shl i32 %13, 7
  %21 = and i32 %14, 64
  %22 = or disjoint i32 %19, %21
  %23 = mul i32 %22, %1
  %24 = shl nuw nsw i32 %15, 6
  %25 = and i32 %24, 64
  %26 = or disjoint i32 %25, %20
  %27 = add i32 %26, %23
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %7, i64 %28
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %9) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %9, i8 0, i64 512, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %11, i8 0, i64 64, i1 false)
  %30 = icmp eq i32 %2, 0
  br i1 %30, label %31, label %34

31:                                               ; preds = %8
  %32 = shl nuw nsw i32 %18, 3
  %33 = shl nuw nsw i32 %17, 2
  br label %165

34:                                               ; preds = %8
  %35 = lshr i32 %14, 2
  %36 = zext i32 %20 to i64
  %37 = getelementptr inbounds float, ptr %5, i64 %36
  %38 = mul i32 %19, %2
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %4, i64 %39
  %41 = shl nuw nsw i32 %17, 2
  %42 = shl nuw nsw i32 %17, 9
  %43 = or disjoint i32 %42, %35
  %44 = or disjoint i32 %43, 128
  %45 = or disjoint i32 %43, 256
  %46 = or disjoint i32 %43, 384
  %47 = mul i32 %35, %2
  %48 = add i32 %47, %41
  %49 = zext i32 %48 to i64
  %50 = zext nneg i32 %43 to i64
  %51 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %50
  %52 = zext nneg i32 %44 to i64
  %53 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %52
  %54 = zext nneg i32 %45 to i64
  %55 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %54
  %56 = zext nneg i32 %46 to i64
  %57 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %56
  %58 = or disjoint i32 %35, 32
  %59 = mul i32 %58, %2
  %60 = add i32 %59, %41
  %61 = zext i32 %60 to i64
  %62 = or disjoint i32 %43, 32
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %63
  %65 = or disjoint i32 %43, 160
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %66
  %68 = or disjoint i32 %43, 288
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %69
  %71 = or disjoint i32 %43, 416
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %72
  %74 = or disjoint i32 %35, 64
  %75 = mul i32 %74, %2
  %76 = add i32 %75, %41
  %77 = zext i32 %76 to i64
  %78 = or disjoint i32 %43, 64
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %79
  %81 = or disjoint i32 %43, 192
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %82
  %84 = or disjoint i32 %43, 320
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %85
  %87 = or disjoint i32 %43, 448
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %88
  %90 = or disjoint i32 %35, 96
  %91 = mul i32 %90, %2
  %92 = add i32 %91, %41
  %93 = zext i32 %92 to i64
  %94 = or disjoint i32 %43, 96
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %95
  %97 = or disjoint i32 %43, 224
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %98
  %100 = or disjoint i32 %43, 352
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %101
  %103 = or disjoint i32 %43, 480
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %104
  %106 = shl nuw nsw i32 %16, 2
  %107 = mul i32 %15, %1
  %108 = add i32 %107, %106
  %109 = zext i32 %108 to i64
  %110 = shl nuw nsw i32 %15, 7
  %111 = or disjoint i32 %110, %106
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %112
  %114 = or disjoint i32 %15, 4
  %115 = mul i32 %114, %1
  %116 = add i32 %115, %106
  %117 = zext i32 %116 to i64
  %118 = shl nuw nsw i32 %114, 7
  %119 = or disjoint i32 %118, %106
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %120
  %122 = or disjoint i32 %15, 8
  %123 = mul i32 %122, %1
  %124 = add i32 %123, %106
  %125 = zext i32 %124 to i64
  %126 = shl nuw nsw i32 %122, 7
  %127 = or disjoint i32 %126, %106
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %128
  %130 = or disjoint i32 %15, 12
  %131 = mul i32 %130, %1
  %132 = add i32 %131, %106
  %133 = zext i32 %132 to i64
  %134 = shl nuw nsw i32 %130, 7
  %135 = or disjoint i32 %134, %106
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %136
  %138 = shl nuw nsw i32 %18, 3
  %139 = or disjoint i32 %138, %21
  %140 = or disjoint i32 %25, %41
  %141 = getelementptr inbounds i8, ptr %10, i64 4
  %142 = getelementptr inbounds i8, ptr %10, i64 8
  %143 = getelementptr inbounds i8, ptr %10, i64 12
  %144 = getelementptr inbounds i8, ptr %10, i64 16
  %145 = getelementptr inbounds i8, ptr %10, i64 20
  %146 = getelementptr inbounds i8, ptr %10, i64 24
  %147 = getelementptr inbounds i8, ptr %10, i64 28
  %148 = getelementptr inbounds i8, ptr %11, i64 4
  %149 = getelementptr inbounds i8, ptr %11, i64 8
  %150 = getelementptr inbounds i8, ptr %11, i64 12
  %151 = getelementptr inbounds i8, ptr %11, i64 16
  %152 = getelementptr inbounds i8, ptr %11, i64 20
  %153 = getelementptr inbounds i8, ptr %11, i64 24
  %154 = getelementptr inbounds i8, ptr %11, i64 28
  %155 = getelementptr inbounds i8, ptr %11, i64 32
  %156 = getelementptr inbounds i8, ptr %11, i64 36
  %157 = getelementptr inbounds i8, ptr %11, i64 40
  %158 = getelementptr inbounds i8, ptr %11, i64 44
  %159 = getelementptr inbounds i8, ptr %11, i64 48
  %160 = getelementptr inbounds i8, ptr %11, i64 52
  %161 = getelementptr inbounds i8, ptr %11, i64 56
  %162 = getelementptr inbounds i8, ptr %11, i64 60
  %163 = shl nsw i32 %1, 4
  %164 = sext i32 %163 to i64
  br label %179

165:                                              ; preds = %374, %31
  %166 = phi i32 [ %33, %31 ], [ %41, %374 ]
  %167 = phi i32 [ %32, %31 ], [ %138, %374 ]
  %168 = add i32 %19, %20
  %169 = or disjoint i32 %168, %21
  %170 = add i32 %169, %25
  %171 = zext i32 %170 to i64
  %172 = add nuw nsw i32 %166, %167
  %173 = zext nneg i32 %172 to i64
  %174 = add nuw nsw i64 %171, %173
  %175 = shl nuw nsw i64 %174, 2
  %176 = icmp eq i32 %1, 1
  %177 = getelementptr i8, ptr %7, i64 %175
  %178 = getelementptr i8, ptr %177, i64 8
  br label %380

179:                                              ; preds = %34, %374
  %180 = phi ptr [ %40, %34 ], [ %375, %374 ]
  %181 = phi ptr [ %37, %34 ], [ %376, %374 ]
  %182 = phi i32 [ 0, %34 ], [ %377, %374 ]
  %183 = getelementptr inbounds float, ptr %180, i64 %49
  %184 = load float, ptr %183, align 16, !tbaa !6
  %185 = getelementptr inbounds i8, ptr %183, i64 4
  %186 = load float, ptr %185, align 4, !tbaa !6
  %187 = getelementptr inbounds i8, ptr %183, i64 8
  %188 = load float, ptr %187, align 8, !tbaa !6
  %189 = getelementptr inbounds i8, ptr %183, i64 12
  %190 = load float, ptr %189, align 4, !tbaa !6
  store float %184, ptr %51, align 4, !tbaa !6
  store float %186, ptr %53, align 4, !tbaa !6
  store float %188, ptr %55, align 4, !tbaa !6
  store float %190, ptr %57, align 4, !tbaa !6
  %191 = getelementptr inbounds float, ptr %180, i64 %61
  %192 = load float, ptr %191, align 16, !tbaa !6
  %193 = getelementptr inbounds i8, ptr %191, i64 4
  %194 = load float, ptr %193, align 4, !tbaa !6
  %195 = getelementptr inbounds i8, ptr %191, i64 8
  %196 = load float, ptr %195, align 8, !tbaa !6
  %197 = getelementptr inbounds i8, ptr %191, i64 12
  %198 = load float, ptr %197, align 4, !tbaa !6
  store float %192, ptr %64, align 4, !tbaa !6
  store float %194, ptr %67, align 4, !tbaa !6
  store float %196, ptr %70, align 4, !tbaa !6
  store float %198, ptr %73, align 4, !tbaa !6
  %199 = getelementptr inbounds float, ptr %180, i64 %77
  %200 = load float, ptr %199, align 16, !tbaa !6
  %201 = getelementptr inbounds i8, ptr %199, i64 4
  %202 = load float, ptr %201, align 4, !tbaa !6
  %203 = getelementptr inbounds i8, ptr %199, i64 8
  %204 = load float, ptr %203, align 8, !tbaa !6
  %205 = getelementptr inbounds i8, ptr %199, i64 12
  %206 = load float, ptr %205, align 4, !tbaa !6
  store float %200, ptr %80, align 4, !tbaa !6
  store float %202, ptr %83, align 4, !tbaa !6
  store float %204, ptr %86, align 4, !tbaa !6
  store float %206, ptr %89, align 4, !tbaa !6
  %207 = getelementptr inbounds float, ptr %180, i64 %93
  %208 = load float, ptr %207, align 16, !tbaa !6
  %209 = getelementptr inbounds i8, ptr %207, i64 4
  %210 = load float, ptr %209, align 4, !tbaa !6
  %211 = getelementptr inbounds i8, ptr %207, i64 8
  %212 = load float, ptr %211, align 8, !tbaa !6
  %213 = getelementptr inbounds i8, ptr %207, i64 12
  %214 = load float, ptr %213, align 4, !tbaa !6
  store float %208, ptr %96, align 4, !tbaa !6
  store float %210, ptr %99, align 4, !tbaa !6
  store float %212, ptr %102, align 4, !tbaa !6
  store float %214, ptr %105, align 4, !tbaa !6
  %215 = getelementptr inbounds float, ptr %181, i64 %109
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %113, ptr noundef nonnull align 16 dereferenceable(16) %215, i64 16, i1 false), !tbaa.struct !10
  %216 = getelementptr inbounds float, ptr %181, i64 %117
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %121, ptr noundef nonnull align 16 dereferenceable(16) %216, i64 16, i1 false), !tbaa.struct !10
  %217 = getelementptr inbounds float, ptr %181, i64 %125
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %129, ptr noundef nonnull align 16 dereferenceable(16) %217, i64 16, i1 false), !tbaa.struct !10
  %218 = getelementptr inbounds float, ptr %181, i64 %133
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %137, ptr noundef nonnull align 16 dereferenceable(16) %218, i64 16, i1 false), !tbaa.struct !10
  tail call void @llvm.nvvm.barrier0()
  br label %219

219:                                              ; preds = %336, %179
  %220 = phi i32 [ 0, %179 ], [ %337, %336 ]
  %221 = shl nuw nsw i32 %220, 7
  %222 = or disjoint i32 %221, %139
  %223 = zext nneg i32 %222 to i64
  %224 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %223
  %225 = load float, ptr %224, align 4, !tbaa !6
  store float %225, ptr %10, align 4, !tbaa !6
  %226 = or disjoint i32 %222, 1
  %227 = zext nneg i32 %226 to i64
  %228 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %227
  %229 = load float, ptr %228, align 4, !tbaa !6
  store float %229, ptr %141, align 4, !tbaa !6
  %230 = or disjoint i32 %222, 2
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %231
  %233 = load float, ptr %232, align 4, !tbaa !6
  store float %233, ptr %142, align 4, !tbaa !6
  %234 = or disjoint i32 %222, 3
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %235
  %237 = load float, ptr %236, align 4, !tbaa !6
  store float %237, ptr %143, align 4, !tbaa !6
  %238 = or disjoint i32 %222, 4
  %239 = zext nneg i32 %238 to i64
  %240 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %239
  %241 = load float, ptr %240, align 4, !tbaa !6
  store float %241, ptr %144, align 4, !tbaa !6
  %242 = or disjoint i32 %222, 5
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %243
  %245 = load float, ptr %244, align 4, !tbaa !6
  store float %245, ptr %145, align 4, !tbaa !6
  %246 = or disjoint i32 %222, 6
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %247
  %249 = load float, ptr %248, align 4, !tbaa !6
  store float %249, ptr %146, align 4, !tbaa !6
  %250 = or disjoint i32 %222, 7
  %251 = zext nneg i32 %250 to i64
  %252 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2As to ptr), i64 %251
  %253 = load float, ptr %252, align 4, !tbaa !6
  store float %253, ptr %147, align 4, !tbaa !6
  %254 = or disjoint i32 %140, %221
  %255 = zext nneg i32 %254 to i64
  %256 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %255
  %257 = load float, ptr %256, align 4, !tbaa !6
  store float %257, ptr %11, align 4, !tbaa !6
  %258 = or disjoint i32 %254, 1
  %259 = zext nneg i32 %258 to i64
  %260 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %259
  %261 = load float, ptr %260, align 4, !tbaa !6
  store float %261, ptr %148, align 4, !tbaa !6
  %262 = or disjoint i32 %254, 2
  %263 = zext nneg i32 %262 to i64
  %264 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %263
  %265 = load float, ptr %264, align 4, !tbaa !6
  store float %265, ptr %149, align 4, !tbaa !6
  %266 = or disjoint i32 %254, 3
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %267
  %269 = load float, ptr %268, align 4, !tbaa !6
  store float %269, ptr %150, align 4, !tbaa !6
  %270 = or disjoint i32 %254, 16
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %271
  %273 = load float, ptr %272, align 4, !tbaa !6
  store float %273, ptr %151, align 4, !tbaa !6
  %274 = or disjoint i32 %254, 17
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %275
  %277 = load float, ptr %276, align 4, !tbaa !6
  store float %277, ptr %152, align 4, !tbaa !6
  %278 = or disjoint i32 %254, 18
  %279 = zext nneg i32 %278 to i64
  %280 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %279
  %281 = load float, ptr %280, align 4, !tbaa !6
  store float %281, ptr %153, align 4, !tbaa !6
  %282 = or disjoint i32 %254, 19
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %283
  %285 = load float, ptr %284, align 4, !tbaa !6
  store float %285, ptr %154, align 4, !tbaa !6
  %286 = or disjoint i32 %254, 32
  %287 = zext nneg i32 %286 to i64
  %288 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %287
  %289 = load float, ptr %288, align 4, !tbaa !6
  store float %289, ptr %155, align 4, !tbaa !6
  %290 = or disjoint i32 %254, 33
  %291 = zext nneg i32 %290 to i64
  %292 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %291
  %293 = load float, ptr %292, align 4, !tbaa !6
  store float %293, ptr %156, align 4, !tbaa !6
  %294 = or disjoint i32 %254, 34
  %295 = zext nneg i32 %294 to i64
  %296 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %295
  %297 = load float, ptr %296, align 4, !tbaa !6
  store float %297, ptr %157, align 4, !tbaa !6
  %298 = or disjoint i32 %254, 35
  %299 = zext nneg i32 %298 to i64
  %300 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %299
  %301 = load float, ptr %300, align 4, !tbaa !6
  store float %301, ptr %158, align 4, !tbaa !6
  %302 = or disjoint i32 %254, 48
  %303 = zext nneg i32 %302 to i64
  %304 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %303
  %305 = load float, ptr %304, align 4, !tbaa !6
  store float %305, ptr %159, align 4, !tbaa !6
  %306 = or disjoint i32 %254, 49
  %307 = zext nneg i32 %306 to i64
  %308 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %307
  %309 = load float, ptr %308, align 4, !tbaa !6
  store float %309, ptr %160, align 4, !tbaa !6
  %310 = or disjoint i32 %254, 50
  %311 = zext nneg i32 %310 to i64
  %312 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %311
  %313 = load float, ptr %312, align 4, !tbaa !6
  store float %313, ptr %161, align 4, !tbaa !6
  %314 = or disjoint i32 %254, 51
  %315 = zext nneg i32 %314 to i64
  %316 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_E2Bs to ptr), i64 %315
  %317 = load float, ptr %316, align 4, !tbaa !6
  store float %317, ptr %162, align 4, !tbaa !6
  br label %318

318:                                              ; preds = %371, %219
  %319 = phi i32 [ %372, %371 ], [ 0, %219 ]
  %320 = shl nuw nsw i32 %319, 2
  %321 = zext nneg i32 %320 to i64
  %322 = getelementptr inbounds float, ptr %11, i64 %321
  %323 = or disjoint i32 %320, 1
  %324 = zext nneg i32 %323 to i64
  %325 = getelementptr inbounds float, ptr %11, i64 %324
  %326 = or disjoint i32 %320, 2
  %327 = zext nneg i32 %326 to i64
  %328 = getelementptr inbounds float, ptr %11, i64 %327
  %329 = or disjoint i32 %320, 3
  %330 = zext nneg i32 %329 to i64
  %331 = getelementptr inbounds float, ptr %11, i64 %330
  %332 = load float, ptr %322, align 4, !tbaa !6
  %333 = load float, ptr %325, align 4, !tbaa !6
  %334 = load float, ptr %328, align 4, !tbaa !6
  %335 = load float, ptr %331, align 4, !tbaa !6
  br label %339

336:                                              ; preds = %371
  %337 = add nuw nsw i32 %220, 1
  %338 = icmp eq i32 %337, 16
  br i1 %338, label %374, label %219, !llvm.loop !11

339:                                              ; preds = %339, %318
  %340 = phi i32 [ 0, %318 ], [ %369, %339 ]
  %341 = zext nneg i32 %340 to i64
  %342 = getelementptr inbounds float, ptr %10, i64 %341
  %343 = shl nuw nsw i32 %340, 4
  %344 = add nuw nsw i32 %343, %320
  %345 = load float, ptr %342, align 4, !tbaa !6
  %346 = fmul contract float %345, %332
  %347 = zext nneg i32 %344 to i64
  %348 = getelementptr inbounds float, ptr %9, i64 %347
  %349 = load float, ptr %348, align 4, !tbaa !6
  %350 = fadd contract float %349, %346
  store float %350, ptr %348, align 4, !tbaa !6
  %351 = fmul contract float %345, %333
  %352 = or disjoint i32 %344, 1
  %353 = zext nneg i32 %352 to i64
  %354 = getelementptr inbounds float, ptr %9, i64 %353
  %355 = load float, ptr %354, align 4, !tbaa !6
  %356 = fadd contract float %355, %351
  store float %356, ptr %354, align 4, !tbaa !6
  %357 = fmul contract float %345, %334
  %358 = or disjoint i32 %344, 2
  %359 = zext nneg i32 %358 to i64
  %360 = getelementptr inbounds float, ptr %9, i64 %359
  %361 = load float, ptr %360, align 4, !tbaa !6
  %362 = fadd contract float %361, %357
  store float %362, ptr %360, align 4, !tbaa !6
  %363 = fmul contract float %345, %335
  %364 = or disjoint i32 %344, 3
  %365 = zext nneg i32 %364 to i64
  %366 = getelementptr inbounds float, ptr %9, i64 %365
  %367 = load float, ptr %366, align 4, !tbaa !6
  %368 = fadd contract float %367, %363
  store float %368, ptr %366, align 4, !tbaa !6
  %369 = add nuw nsw i32 %340, 1
  %370 = icmp eq i32 %369, 8
  br i1 %370, label %371, label %339, !llvm.loop !13

371:                                              ; preds = %339
  %372 = add nuw nsw i32 %319, 1
  %373 = icmp eq i32 %372, 4
  br i1 %373, label %336, label %318, !llvm.loop !14

374:                                              ; preds = %336
  %375 = getelementptr inbounds i8, ptr %180, i64 64
  %376 = getelementptr inbounds float, ptr %181, i64 %164
  tail call void @llvm.nvvm.barrier0()
  %377 = add i32 %182, 16
  %378 = icmp ult i32 %377, %2
  br i1 %378, label %179, label %165, !llvm.loop !15

379:                                              ; preds = %436
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %9) #6
  ret void

380:                                              ; preds = %165, %436
  %381 = phi i64 [ 0, %165 ], [ %439, %436 ]
  %382 = phi i32 [ 0, %165 ], [ %437, %436 ]
  %383 = shl nuw nsw i32 %382, 4
  %384 = zext nneg i32 %383 to i64
  %385 = getelementptr inbounds float, ptr %29, i64 %384
  %386 = shl nuw nsw i32 %382, 2
  br i1 %176, label %432, label %387

387:                                              ; preds = %380, %387
  %388 = phi i32 [ %430, %387 ], [ 0, %380 ]
  %389 = add nuw nsw i32 %388, %167
  %390 = mul i32 %389, %1
  %391 = add i32 %390, %166
  %392 = zext i32 %391 to i64
  %393 = getelementptr inbounds float, ptr %385, i64 %392
  %394 = load float, ptr %393, align 16, !tbaa !6
  %395 = getelementptr inbounds i8, ptr %393, i64 4
  %396 = load float, ptr %395, align 4, !tbaa !6
  %397 = getelementptr inbounds i8, ptr %393, i64 8
  %398 = load float, ptr %397, align 8, !tbaa !6
  %399 = getelementptr inbounds i8, ptr %393, i64 12
  %400 = load float, ptr %399, align 4, !tbaa !6
  %401 = shl nuw nsw i32 %388, 4
  %402 = add nuw nsw i32 %401, %386
  %403 = zext nneg i32 %402 to i64
  %404 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %403
  %405 = load float, ptr %404, align 4, !tbaa !6
  %406 = fmul contract float %405, %3
  %407 = fmul contract float %394, %6
  %408 = fadd contract float %407, %406
  %409 = or disjoint i32 %402, 1
  %410 = zext nneg i32 %409 to i64
  %411 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %410
  %412 = load float, ptr %411, align 4, !tbaa !6
  %413 = fmul contract float %412, %3
  %414 = fmul contract float %396, %6
  %415 = fadd contract float %414, %413
  %416 = or disjoint i32 %402, 2
  %417 = zext nneg i32 %416 to i64
  %418 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %417
  %419 = load float, ptr %418, align 4, !tbaa !6
  %420 = fmul contract float %419, %3
  %421 = fmul contract float %398, %6
  %422 = fadd contract float %421, %420
  %423 = or disjoint i32 %402, 3
  %424 = zext nneg i32 %423 to i64
  %425 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %424
  %426 = load float, ptr %425, align 4, !tbaa !6
  %427 = fmul contract float %426, %3
  %428 = fmul contract float %400, %6
  %429 = fadd contract float %428, %427
  store float %408, ptr %393, align 16, !tbaa !6
  store float %415, ptr %395, align 4, !tbaa !6
  store float %422, ptr %397, align 8, !tbaa !6
  store float %429, ptr %399, align 4, !tbaa !6
  %430 = add nuw nsw i32 %388, 1
  %431 = icmp eq i32 %430, 8
  br i1 %431, label %436, label %387, !llvm.loop !16

432:                                              ; preds = %380
  %433 = shl nuw nsw i64 %381, 6
  %434 = getelementptr i8, ptr %178, i64 %433
  %435 = load float, ptr %434, align 8
  br label %440

436:                                              ; preds = %387, %440
  %437 = add nuw nsw i32 %382, 1
  %438 = icmp eq i32 %437, 4
  %439 = add i64 %381, 1
  br i1 %438, label %379, label %380, !llvm.loop !17

440:                                              ; preds = %432, %440
  %441 = phi float [ %435, %432 ], [ %482, %440 ]
  %442 = phi i32 [ 0, %432 ], [ %483, %440 ]
  %443 = add nuw nsw i32 %442, %167
  %444 = mul nuw i32 %443, %1
  %445 = add nuw i32 %444, %166
  %446 = zext i32 %445 to i64
  %447 = getelementptr inbounds float, ptr %385, i64 %446
  %448 = load float, ptr %447, align 16, !tbaa !6
  %449 = getelementptr inbounds i8, ptr %447, i64 4
  %450 = load float, ptr %449, align 4, !tbaa !6
  %451 = getelementptr inbounds i8, ptr %447, i64 8
  %452 = getelementptr inbounds i8, ptr %447, i64 12
  %453 = load float, ptr %452, align 4, !tbaa !6
  %454 = shl nuw nsw i32 %442, 4
  %455 = add nuw nsw i32 %454, %386
  %456 = zext nneg i32 %455 to i64
  %457 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %456
  %458 = load float, ptr %457, align 4, !tbaa !6
  %459 = fmul contract float %458, %3
  %460 = fmul contract float %448, %6
  %461 = fadd contract float %460, %459
  %462 = or disjoint i32 %455, 1
  %463 = zext nneg i32 %462 to i64
  %464 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %463
  %465 = load float, ptr %464, align 4, !tbaa !6
  %466 = fmul contract float %465, %3
  %467 = fmul contract float %450, %6
  %468 = fadd contract float %467, %466
  %469 = or disjoint i32 %455, 2
  %470 = zext nneg i32 %469 to i64
  %471 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %470
  %472 = load float, ptr %471, align 4, !tbaa !6
  %473 = fmul contract float %472, %3
  %474 = fmul contract float %441, %6
  %475 = fadd contract float %474, %473
  %476 = or disjoint i32 %455, 3
  %477 = zext nneg i32 %476 to i64
  %478 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %477
  %479 = load float, ptr %478, align 4, !tbaa !6
  %480 = fmul contract float %479, %3
  %481 = fmul contract float %453, %6
  %482 = fadd contract float %481, %480
  store float %461, ptr %447, align 16, !tbaa !6
  store float %468, ptr %449, align 4, !tbaa !6
  store float %475, ptr %451, align 8, !tbaa !6
  store float %482, ptr %452, align 4, !tbaa !6
  %483 = add nuw nsw i32 %442, 1
  %484 = icmp eq i32 %483, 8
  br i1 %484, label %436, label %440, !llvm.loop !16
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_, !"kernel", i32 1}
!1 = !{ptr @_Z15sgemmWarptilingILi128ELi128ELi16ELi64ELi64ELi4ELi8ELi4ELi128EEviiifPfS0_fS0_, !"maxntidx", i32 128}
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
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
