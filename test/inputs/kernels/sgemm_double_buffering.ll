; ModuleID = 'sgemm_double_buffering.cu'
source_filename = "sgemm_double_buffering.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_ = comdat any

$_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As = comdat any

$_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs = comdat any

@_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [4096 x float] undef, comdat, align 4
@_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [8192 x float] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 comdat {
  %9 = alloca [128 x float], align 4
  %10 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 96
  %14 = and i32 %12, 3
  %15 = lshr i32 %12, 2
  %16 = and i32 %15, 7
  %17 = icmp ult i32 %12, 128
  %18 = shl nuw nsw i32 %10, 7
  %19 = mul i32 %18, %2
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %4, i64 %20
  %22 = shl i32 %11, 8
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %5, i64 %23
  %25 = mul i32 %18, %1
  %26 = and i32 %12, 224
  %27 = or disjoint i32 %26, %22
  %28 = add i32 %27, %25
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %7, i64 %29
  %31 = and i32 %12, 127
  %32 = lshr i32 %31, 2
  %33 = lshr i32 %31, 6
  %34 = and i32 %12, 63
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %9) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %9, i8 0, i64 512, i1 false)
  br i1 %17, label %35, label %205

35:                                               ; preds = %8
  %36 = shl nuw nsw i32 %14, 2
  %37 = shl nuw nsw i32 %14, 9
  %38 = or disjoint i32 %37, %32
  %39 = or disjoint i32 %38, 128
  %40 = or disjoint i32 %38, 256
  %41 = or disjoint i32 %38, 384
  %42 = mul i32 %32, %2
  %43 = add i32 %42, %36
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %21, i64 %44
  %46 = load float, ptr %45, align 16, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %45, i64 4
  %48 = load float, ptr %47, align 4, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %45, i64 8
  %50 = load float, ptr %49, align 8, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %45, i64 12
  %52 = load float, ptr %51, align 4, !tbaa !6
  %53 = zext nneg i32 %38 to i64
  %54 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %53
  store float %46, ptr %54, align 4, !tbaa !6
  %55 = zext nneg i32 %39 to i64
  %56 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %55
  store float %48, ptr %56, align 4, !tbaa !6
  %57 = zext nneg i32 %40 to i64
  %58 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %57
  store float %50, ptr %58, align 4, !tbaa !6
  %59 = zext nneg i32 %41 to i64
  %60 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %59
  store float %52, ptr %60, align 4, !tbaa !6
  %61 = or disjoint i32 %32, 32
  %62 = mul i32 %61, %2
  %63 = add i32 %62, %36
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %21, i64 %64
  %66 = load float, ptr %65, align 16, !tbaa !6
  %67 = getelementptr inbounds i8, ptr %65, i64 4
  %68 = load float, ptr %67, align 4, !tbaa !6
  %69 = getelementptr inbounds i8, ptr %65, i64 8
  %70 = load float, ptr %69, align 8, !tbaa !6
  %71 = getelementptr inbounds i8, ptr %65, i64 12
  %72 = load float, ptr %71, align 4, !tbaa !6
  %73 = or disjoint i32 %38, 32
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %74
  store float %66, ptr %75, align 4, !tbaa !6
  %76 = or disjoint i32 %38, 160
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %77
  store float %68, ptr %78, align 4, !tbaa !6
  %79 = or disjoint i32 %38, 288
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %80
  store float %70, ptr %81, align 4, !tbaa !6
  %82 = or disjoint i32 %38, 416
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %83
  store float %72, ptr %84, align 4, !tbaa !6
  %85 = or disjoint i32 %32, 64
  %86 = mul i32 %85, %2
  %87 = add i32 %86, %36
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %21, i64 %88
  %90 = load float, ptr %89, align 16, !tbaa !6
  %91 = getelementptr inbounds i8, ptr %89, i64 4
  %92 = load float, ptr %91, align 4, !tbaa !6
  %93 = getelementptr inbounds i8, ptr %89, i64 8
  %94 = load float, ptr %93, align 8, !tbaa !6
  %95 = getelementptr inbounds i8, ptr %89, i64 12
  %96 = load float, ptr %95, align 4, !tbaa !6
  %97 = or disjoint i32 %38, 64
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %98
  store float %90, ptr %99, align 4, !tbaa !6
  %100 = or disjoint i32 %38, 192
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %101
  store float %92, ptr %102, align 4, !tbaa !6
  %103 = or disjoint i32 %38, 320
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %104
  store float %94, ptr %105, align 4, !tbaa !6
  %106 = or disjoint i32 %38, 448
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %107
  store float %96, ptr %108, align 4, !tbaa !6
  %109 = or disjoint i32 %32, 96
  %110 = mul i32 %109, %2
  %111 = add i32 %110, %36
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr %21, i64 %112
  %114 = load float, ptr %113, align 16, !tbaa !6
  %115 = getelementptr inbounds i8, ptr %113, i64 4
  %116 = load float, ptr %115, align 4, !tbaa !6
  %117 = getelementptr inbounds i8, ptr %113, i64 8
  %118 = load float, ptr %117, align 8, !tbaa !6
  %119 = getelementptr inbounds i8, ptr %113, i64 12
  %120 = load float, ptr %119, align 4, !tbaa !6
  %121 = or disjoint i32 %38, 96
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %122
  store float %114, ptr %123, align 4, !tbaa !6
  %124 = or disjoint i32 %38, 224
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %125
  store float %116, ptr %126, align 4, !tbaa !6
  %127 = or disjoint i32 %38, 352
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %128
  store float %118, ptr %129, align 4, !tbaa !6
  %130 = or disjoint i32 %38, 480
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %131
  store float %120, ptr %132, align 4, !tbaa !6
  %133 = shl nuw nsw i32 %34, 2
  %134 = mul nuw nsw i32 %33, %1
  %135 = add i32 %134, %133
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds float, ptr %24, i64 %136
  %138 = shl nuw nsw i32 %33, 8
  %139 = or disjoint i32 %138, %133
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %140
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %141, ptr noundef nonnull align 16 dereferenceable(16) %137, i64 16, i1 false), !tbaa.struct !10
  %142 = or disjoint i32 %33, 2
  %143 = mul i32 %142, %1
  %144 = add i32 %143, %133
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr %24, i64 %145
  %147 = shl nuw nsw i32 %142, 8
  %148 = or disjoint i32 %147, %133
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %149
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %150, ptr noundef nonnull align 16 dereferenceable(16) %146, i64 16, i1 false), !tbaa.struct !10
  %151 = or disjoint i32 %33, 4
  %152 = mul i32 %151, %1
  %153 = add i32 %152, %133
  %154 = zext i32 %153 to i64
  %155 = getelementptr inbounds float, ptr %24, i64 %154
  %156 = shl nuw nsw i32 %151, 8
  %157 = or disjoint i32 %156, %133
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %158
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %159, ptr noundef nonnull align 16 dereferenceable(16) %155, i64 16, i1 false), !tbaa.struct !10
  %160 = or disjoint i32 %33, 6
  %161 = mul i32 %160, %1
  %162 = add i32 %161, %133
  %163 = zext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr %24, i64 %163
  %165 = shl nuw nsw i32 %160, 8
  %166 = or disjoint i32 %165, %133
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %167
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %168, ptr noundef nonnull align 16 dereferenceable(16) %164, i64 16, i1 false), !tbaa.struct !10
  %169 = or disjoint i32 %33, 8
  %170 = mul i32 %169, %1
  %171 = add i32 %170, %133
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds float, ptr %24, i64 %172
  %174 = shl nuw nsw i32 %169, 8
  %175 = or disjoint i32 %174, %133
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %176
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %177, ptr noundef nonnull align 16 dereferenceable(16) %173, i64 16, i1 false), !tbaa.struct !10
  %178 = or disjoint i32 %33, 10
  %179 = mul i32 %178, %1
  %180 = add i32 %179, %133
  %181 = zext i32 %180 to i64
  %182 = getelementptr inbounds float, ptr %24, i64 %181
  %183 = shl nuw nsw i32 %178, 8
  %184 = or disjoint i32 %183, %133
  %185 = zext nneg i32 %184 to i64
  %186 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %185
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %186, ptr noundef nonnull align 16 dereferenceable(16) %182, i64 16, i1 false), !tbaa.struct !10
  %187 = or disjoint i32 %33, 12
  %188 = mul i32 %187, %1
  %189 = add i32 %188, %133
  %190 = zext i32 %189 to i64
  %191 = getelementptr inbounds float, ptr %24, i64 %190
  %192 = shl nuw nsw i32 %187, 8
  %193 = or disjoint i32 %192, %133
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %194
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %195, ptr noundef nonnull align 16 dereferenceable(16) %191, i64 16, i1 false), !tbaa.struct !10
  %196 = or disjoint i32 %33, 14
  %197 = mul i32 %196, %1
  %198 = add i32 %197, %133
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %24, i64 %199
  %201 = shl nuw nsw i32 %196, 8
  %202 = or disjoint i32 %201, %133
  %203 = zext nneg i32 %202 to i64
  %204 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %203
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %204, ptr noundef nonnull align 16 dereferenceable(16) %200, i64 16, i1 false), !tbaa.struct !10
  br label %205

205:                                              ; preds = %35, %8
  tail call void @llvm.nvvm.barrier0()
  %206 = icmp eq i32 %2, 0
  br i1 %206, label %207, label %210

207:                                              ; preds = %205
  %208 = shl nuw nsw i32 %16, 3
  %209 = shl nuw nsw i32 %14, 3
  br label %880

210:                                              ; preds = %205
  %211 = shl nsw i32 %1, 4
  %212 = sext i32 %211 to i64
  %213 = shl nuw nsw i32 %14, 2
  %214 = shl nuw nsw i32 %14, 9
  %215 = or disjoint i32 %214, %32
  %216 = or disjoint i32 %215, 128
  %217 = or disjoint i32 %215, 256
  %218 = or disjoint i32 %215, 384
  %219 = mul i32 %32, %2
  %220 = add i32 %219, %213
  %221 = zext i32 %220 to i64
  %222 = zext nneg i32 %215 to i64
  %223 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %222
  %224 = zext nneg i32 %216 to i64
  %225 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %224
  %226 = zext nneg i32 %217 to i64
  %227 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %226
  %228 = zext nneg i32 %218 to i64
  %229 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %228
  %230 = or disjoint i32 %32, 32
  %231 = mul i32 %230, %2
  %232 = add i32 %231, %213
  %233 = zext i32 %232 to i64
  %234 = or disjoint i32 %215, 32
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %235
  %237 = or disjoint i32 %215, 160
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %238
  %240 = or disjoint i32 %215, 288
  %241 = zext nneg i32 %240 to i64
  %242 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %241
  %243 = or disjoint i32 %215, 416
  %244 = zext nneg i32 %243 to i64
  %245 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %244
  %246 = or disjoint i32 %32, 64
  %247 = mul i32 %246, %2
  %248 = add i32 %247, %213
  %249 = zext i32 %248 to i64
  %250 = or disjoint i32 %215, 64
  %251 = zext nneg i32 %250 to i64
  %252 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %251
  %253 = or disjoint i32 %215, 192
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %254
  %256 = or disjoint i32 %215, 320
  %257 = zext nneg i32 %256 to i64
  %258 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %257
  %259 = or disjoint i32 %215, 448
  %260 = zext nneg i32 %259 to i64
  %261 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %260
  %262 = or disjoint i32 %32, 96
  %263 = mul i32 %262, %2
  %264 = add i32 %263, %213
  %265 = zext i32 %264 to i64
  %266 = or disjoint i32 %215, 96
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %267
  %269 = or disjoint i32 %215, 224
  %270 = zext nneg i32 %269 to i64
  %271 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %270
  %272 = or disjoint i32 %215, 352
  %273 = zext nneg i32 %272 to i64
  %274 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %273
  %275 = or disjoint i32 %215, 480
  %276 = zext nneg i32 %275 to i64
  %277 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %276
  %278 = shl nuw nsw i32 %34, 2
  %279 = mul nuw nsw i32 %33, %1
  %280 = add i32 %279, %278
  %281 = zext i32 %280 to i64
  %282 = shl nuw nsw i32 %33, 8
  %283 = or disjoint i32 %282, %278
  %284 = zext nneg i32 %283 to i64
  %285 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %284
  %286 = or disjoint i32 %33, 2
  %287 = mul i32 %286, %1
  %288 = add i32 %287, %278
  %289 = zext i32 %288 to i64
  %290 = shl nuw nsw i32 %286, 8
  %291 = or disjoint i32 %290, %278
  %292 = zext nneg i32 %291 to i64
  %293 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %292
  %294 = or disjoint i32 %33, 4
  %295 = mul i32 %294, %1
  %296 = add i32 %295, %278
  %297 = zext i32 %296 to i64
  %298 = shl nuw nsw i32 %294, 8
  %299 = or disjoint i32 %298, %278
  %300 = zext nneg i32 %299 to i64
  %301 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %300
  %302 = or disjoint i32 %33, 6
  %303 = mul i32 %302, %1
  %304 = add i32 %303, %278
  %305 = zext i32 %304 to i64
  %306 = shl nuw nsw i32 %302, 8
  %307 = or disjoint i32 %306, %278
  %308 = zext nneg i32 %307 to i64
  %309 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %308
  %310 = or disjoint i32 %33, 8
  %311 = mul i32 %310, %1
  %312 = add i32 %311, %278
  %313 = zext i32 %312 to i64
  %314 = shl nuw nsw i32 %310, 8
  %315 = or disjoint i32 %314, %278
  %316 = zext nneg i32 %315 to i64
  %317 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %316
  %318 = or disjoint i32 %33, 10
  %319 = mul i32 %318, %1
  %320 = add i32 %319, %278
  %321 = zext i32 %320 to i64
  %322 = shl nuw nsw i32 %318, 8
  %323 = or disjoint i32 %322, %278
  %324 = zext nneg i32 %323 to i64
  %325 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %324
  %326 = or disjoint i32 %33, 12
  %327 = mul i32 %326, %1
  %328 = add i32 %327, %278
  %329 = zext i32 %328 to i64
  %330 = shl nuw nsw i32 %326, 8
  %331 = or disjoint i32 %330, %278
  %332 = zext nneg i32 %331 to i64
  %333 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %332
  %334 = or disjoint i32 %33, 14
  %335 = mul i32 %334, %1
  %336 = add i32 %335, %278
  %337 = zext i32 %336 to i64
  %338 = shl nuw nsw i32 %334, 8
  %339 = or disjoint i32 %338, %278
  %340 = zext nneg i32 %339 to i64
  %341 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %340
  %342 = shl nuw nsw i32 %16, 3
  %343 = shl nuw nsw i32 %14, 3
  %344 = or disjoint i32 %343, %26
  %345 = or disjoint i32 %343, %13
  %346 = shl nsw i32 %1, 5
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %222
  %349 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %224
  %350 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %226
  %351 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %228
  %352 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %235
  %353 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %238
  %354 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %241
  %355 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %244
  %356 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %251
  %357 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %254
  %358 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %257
  %359 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %260
  %360 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %267
  %361 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %270
  %362 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %273
  %363 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %276
  %364 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %284
  %365 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %292
  %366 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %300
  %367 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %308
  %368 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %316
  %369 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %324
  %370 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %332
  %371 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %340
  %372 = getelementptr inbounds i8, ptr %9, i64 4
  %373 = getelementptr inbounds i8, ptr %9, i64 8
  %374 = getelementptr inbounds i8, ptr %9, i64 12
  %375 = getelementptr inbounds i8, ptr %9, i64 16
  %376 = getelementptr inbounds i8, ptr %9, i64 20
  %377 = getelementptr inbounds i8, ptr %9, i64 24
  %378 = getelementptr inbounds i8, ptr %9, i64 28
  %379 = getelementptr inbounds i8, ptr %9, i64 32
  %380 = getelementptr inbounds i8, ptr %9, i64 36
  %381 = getelementptr inbounds i8, ptr %9, i64 40
  %382 = getelementptr inbounds i8, ptr %9, i64 44
  %383 = getelementptr inbounds i8, ptr %9, i64 48
  %384 = getelementptr inbounds i8, ptr %9, i64 52
  %385 = getelementptr inbounds i8, ptr %9, i64 56
  %386 = getelementptr inbounds i8, ptr %9, i64 60
  %387 = getelementptr inbounds i8, ptr %9, i64 64
  %388 = getelementptr inbounds i8, ptr %9, i64 68
  %389 = getelementptr inbounds i8, ptr %9, i64 72
  %390 = getelementptr inbounds i8, ptr %9, i64 76
  %391 = getelementptr inbounds i8, ptr %9, i64 80
  %392 = getelementptr inbounds i8, ptr %9, i64 84
  %393 = getelementptr inbounds i8, ptr %9, i64 88
  %394 = getelementptr inbounds i8, ptr %9, i64 92
  %395 = getelementptr inbounds i8, ptr %9, i64 96
  %396 = getelementptr inbounds i8, ptr %9, i64 100
  %397 = getelementptr inbounds i8, ptr %9, i64 104
  %398 = getelementptr inbounds i8, ptr %9, i64 108
  %399 = getelementptr inbounds i8, ptr %9, i64 112
  %400 = getelementptr inbounds i8, ptr %9, i64 116
  %401 = getelementptr inbounds i8, ptr %9, i64 120
  %402 = getelementptr inbounds i8, ptr %9, i64 124
  %403 = getelementptr inbounds i8, ptr %9, i64 128
  %404 = getelementptr inbounds i8, ptr %9, i64 132
  %405 = getelementptr inbounds i8, ptr %9, i64 136
  %406 = getelementptr inbounds i8, ptr %9, i64 140
  %407 = getelementptr inbounds i8, ptr %9, i64 144
  %408 = getelementptr inbounds i8, ptr %9, i64 148
  %409 = getelementptr inbounds i8, ptr %9, i64 152
  %410 = getelementptr inbounds i8, ptr %9, i64 156
  %411 = getelementptr inbounds i8, ptr %9, i64 160
  %412 = getelementptr inbounds i8, ptr %9, i64 164
  %413 = getelementptr inbounds i8, ptr %9, i64 168
  %414 = getelementptr inbounds i8, ptr %9, i64 172
  %415 = getelementptr inbounds i8, ptr %9, i64 176
  %416 = getelementptr inbounds i8, ptr %9, i64 180
  %417 = getelementptr inbounds i8, ptr %9, i64 184
  %418 = getelementptr inbounds i8, ptr %9, i64 188
  %419 = getelementptr inbounds i8, ptr %9, i64 192
  %420 = getelementptr inbounds i8, ptr %9, i64 196
  %421 = getelementptr inbounds i8, ptr %9, i64 200
  %422 = getelementptr inbounds i8, ptr %9, i64 204
  %423 = getelementptr inbounds i8, ptr %9, i64 208
  %424 = getelementptr inbounds i8, ptr %9, i64 212
  %425 = getelementptr inbounds i8, ptr %9, i64 216
  %426 = getelementptr inbounds i8, ptr %9, i64 220
  %427 = getelementptr inbounds i8, ptr %9, i64 224
  %428 = getelementptr inbounds i8, ptr %9, i64 228
  %429 = getelementptr inbounds i8, ptr %9, i64 232
  %430 = getelementptr inbounds i8, ptr %9, i64 236
  %431 = getelementptr inbounds i8, ptr %9, i64 240
  %432 = getelementptr inbounds i8, ptr %9, i64 244
  %433 = getelementptr inbounds i8, ptr %9, i64 248
  %434 = getelementptr inbounds i8, ptr %9, i64 252
  %435 = getelementptr inbounds i8, ptr %9, i64 256
  %436 = getelementptr inbounds i8, ptr %9, i64 260
  %437 = getelementptr inbounds i8, ptr %9, i64 264
  %438 = getelementptr inbounds i8, ptr %9, i64 268
  %439 = getelementptr inbounds i8, ptr %9, i64 272
  %440 = getelementptr inbounds i8, ptr %9, i64 276
  %441 = getelementptr inbounds i8, ptr %9, i64 280
  %442 = getelementptr inbounds i8, ptr %9, i64 284
  %443 = getelementptr inbounds i8, ptr %9, i64 288
  %444 = getelementptr inbounds i8, ptr %9, i64 292
  %445 = getelementptr inbounds i8, ptr %9, i64 296
  %446 = getelementptr inbounds i8, ptr %9, i64 300
  %447 = getelementptr inbounds i8, ptr %9, i64 304
  %448 = getelementptr inbounds i8, ptr %9, i64 308
  %449 = getelementptr inbounds i8, ptr %9, i64 312
  %450 = getelementptr inbounds i8, ptr %9, i64 316
  %451 = getelementptr inbounds i8, ptr %9, i64 320
  %452 = getelementptr inbounds i8, ptr %9, i64 324
  %453 = getelementptr inbounds i8, ptr %9, i64 328
  %454 = getelementptr inbounds i8, ptr %9, i64 332
  %455 = getelementptr inbounds i8, ptr %9, i64 336
  %456 = getelementptr inbounds i8, ptr %9, i64 340
  %457 = getelementptr inbounds i8, ptr %9, i64 344
  %458 = getelementptr inbounds i8, ptr %9, i64 348
  %459 = getelementptr inbounds i8, ptr %9, i64 352
  %460 = getelementptr inbounds i8, ptr %9, i64 356
  %461 = getelementptr inbounds i8, ptr %9, i64 360
  %462 = getelementptr inbounds i8, ptr %9, i64 364
  %463 = getelementptr inbounds i8, ptr %9, i64 368
  %464 = getelementptr inbounds i8, ptr %9, i64 372
  %465 = getelementptr inbounds i8, ptr %9, i64 376
  %466 = getelementptr inbounds i8, ptr %9, i64 380
  %467 = getelementptr inbounds i8, ptr %9, i64 384
  %468 = getelementptr inbounds i8, ptr %9, i64 388
  %469 = getelementptr inbounds i8, ptr %9, i64 392
  %470 = getelementptr inbounds i8, ptr %9, i64 396
  %471 = getelementptr inbounds i8, ptr %9, i64 400
  %472 = getelementptr inbounds i8, ptr %9, i64 404
  %473 = getelementptr inbounds i8, ptr %9, i64 408
  %474 = getelementptr inbounds i8, ptr %9, i64 412
  %475 = getelementptr inbounds i8, ptr %9, i64 416
  %476 = getelementptr inbounds i8, ptr %9, i64 420
  %477 = getelementptr inbounds i8, ptr %9, i64 424
  %478 = getelementptr inbounds i8, ptr %9, i64 428
  %479 = getelementptr inbounds i8, ptr %9, i64 432
  %480 = getelementptr inbounds i8, ptr %9, i64 436
  %481 = getelementptr inbounds i8, ptr %9, i64 440
  %482 = getelementptr inbounds i8, ptr %9, i64 444
  %483 = getelementptr inbounds i8, ptr %9, i64 448
  %484 = getelementptr inbounds i8, ptr %9, i64 452
  %485 = getelementptr inbounds i8, ptr %9, i64 456
  %486 = getelementptr inbounds i8, ptr %9, i64 460
  %487 = getelementptr inbounds i8, ptr %9, i64 464
  %488 = getelementptr inbounds i8, ptr %9, i64 468
  %489 = getelementptr inbounds i8, ptr %9, i64 472
  %490 = getelementptr inbounds i8, ptr %9, i64 476
  %491 = getelementptr inbounds i8, ptr %9, i64 480
  %492 = getelementptr inbounds i8, ptr %9, i64 484
  %493 = getelementptr inbounds i8, ptr %9, i64 488
  %494 = getelementptr inbounds i8, ptr %9, i64 492
  %495 = getelementptr inbounds i8, ptr %9, i64 496
  %496 = getelementptr inbounds i8, ptr %9, i64 500
  %497 = getelementptr inbounds i8, ptr %9, i64 504
  %498 = getelementptr inbounds i8, ptr %9, i64 508
  %499 = getelementptr inbounds i8, ptr %9, i64 4
  %500 = getelementptr inbounds i8, ptr %9, i64 8
  %501 = getelementptr inbounds i8, ptr %9, i64 12
  %502 = getelementptr inbounds i8, ptr %9, i64 16
  %503 = getelementptr inbounds i8, ptr %9, i64 20
  %504 = getelementptr inbounds i8, ptr %9, i64 24
  %505 = getelementptr inbounds i8, ptr %9, i64 28
  %506 = getelementptr inbounds i8, ptr %9, i64 32
  %507 = getelementptr inbounds i8, ptr %9, i64 36
  %508 = getelementptr inbounds i8, ptr %9, i64 40
  %509 = getelementptr inbounds i8, ptr %9, i64 44
  %510 = getelementptr inbounds i8, ptr %9, i64 48
  %511 = getelementptr inbounds i8, ptr %9, i64 52
  %512 = getelementptr inbounds i8, ptr %9, i64 56
  %513 = getelementptr inbounds i8, ptr %9, i64 60
  %514 = getelementptr inbounds i8, ptr %9, i64 64
  %515 = getelementptr inbounds i8, ptr %9, i64 68
  %516 = getelementptr inbounds i8, ptr %9, i64 72
  %517 = getelementptr inbounds i8, ptr %9, i64 76
  %518 = getelementptr inbounds i8, ptr %9, i64 80
  %519 = getelementptr inbounds i8, ptr %9, i64 84
  %520 = getelementptr inbounds i8, ptr %9, i64 88
  %521 = getelementptr inbounds i8, ptr %9, i64 92
  %522 = getelementptr inbounds i8, ptr %9, i64 96
  %523 = getelementptr inbounds i8, ptr %9, i64 100
  %524 = getelementptr inbounds i8, ptr %9, i64 104
  %525 = getelementptr inbounds i8, ptr %9, i64 108
  %526 = getelementptr inbounds i8, ptr %9, i64 112
  %527 = getelementptr inbounds i8, ptr %9, i64 116
  %528 = getelementptr inbounds i8, ptr %9, i64 120
  %529 = getelementptr inbounds i8, ptr %9, i64 124
  %530 = getelementptr inbounds i8, ptr %9, i64 128
  %531 = getelementptr inbounds i8, ptr %9, i64 132
  %532 = getelementptr inbounds i8, ptr %9, i64 136
  %533 = getelementptr inbounds i8, ptr %9, i64 140
  %534 = getelementptr inbounds i8, ptr %9, i64 144
  %535 = getelementptr inbounds i8, ptr %9, i64 148
  %536 = getelementptr inbounds i8, ptr %9, i64 152
  %537 = getelementptr inbounds i8, ptr %9, i64 156
  %538 = getelementptr inbounds i8, ptr %9, i64 160
  %539 = getelementptr inbounds i8, ptr %9, i64 164
  %540 = getelementptr inbounds i8, ptr %9, i64 168
  %541 = getelementptr inbounds i8, ptr %9, i64 172
  %542 = getelementptr inbounds i8, ptr %9, i64 176
  %543 = getelementptr inbounds i8, ptr %9, i64 180
  %544 = getelementptr inbounds i8, ptr %9, i64 184
  %545 = getelementptr inbounds i8, ptr %9, i64 188
  %546 = getelementptr inbounds i8, ptr %9, i64 192
  %547 = getelementptr inbounds i8, ptr %9, i64 196
  %548 = getelementptr inbounds i8, ptr %9, i64 200
  %549 = getelementptr inbounds i8, ptr %9, i64 204
  %550 = getelementptr inbounds i8, ptr %9, i64 208
  %551 = getelementptr inbounds i8, ptr %9, i64 212
  %552 = getelementptr inbounds i8, ptr %9, i64 216
  %553 = getelementptr inbounds i8, ptr %9, i64 220
  %554 = getelementptr inbounds i8, ptr %9, i64 224
  %555 = getelementptr inbounds i8, ptr %9, i64 228
  %556 = getelementptr inbounds i8, ptr %9, i64 232
  %557 = getelementptr inbounds i8, ptr %9, i64 236
  %558 = getelementptr inbounds i8, ptr %9, i64 240
  %559 = getelementptr inbounds i8, ptr %9, i64 244
  %560 = getelementptr inbounds i8, ptr %9, i64 248
  %561 = getelementptr inbounds i8, ptr %9, i64 252
  %562 = getelementptr inbounds i8, ptr %9, i64 256
  %563 = getelementptr inbounds i8, ptr %9, i64 260
  %564 = getelementptr inbounds i8, ptr %9, i64 264
  %565 = getelementptr inbounds i8, ptr %9, i64 268
  %566 = getelementptr inbounds i8, ptr %9, i64 272
  %567 = getelementptr inbounds i8, ptr %9, i64 276
  %568 = getelementptr inbounds i8, ptr %9, i64 280
  %569 = getelementptr inbounds i8, ptr %9, i64 284
  %570 = getelementptr inbounds i8, ptr %9, i64 288
  %571 = getelementptr inbounds i8, ptr %9, i64 292
  %572 = getelementptr inbounds i8, ptr %9, i64 296
  %573 = getelementptr inbounds i8, ptr %9, i64 300
  %574 = getelementptr inbounds i8, ptr %9, i64 304
  %575 = getelementptr inbounds i8, ptr %9, i64 308
  %576 = getelementptr inbounds i8, ptr %9, i64 312
  %577 = getelementptr inbounds i8, ptr %9, i64 316
  %578 = getelementptr inbounds i8, ptr %9, i64 320
  %579 = getelementptr inbounds i8, ptr %9, i64 324
  %580 = getelementptr inbounds i8, ptr %9, i64 328
  %581 = getelementptr inbounds i8, ptr %9, i64 332
  %582 = getelementptr inbounds i8, ptr %9, i64 336
  %583 = getelementptr inbounds i8, ptr %9, i64 340
  %584 = getelementptr inbounds i8, ptr %9, i64 344
  %585 = getelementptr inbounds i8, ptr %9, i64 348
  %586 = getelementptr inbounds i8, ptr %9, i64 352
  %587 = getelementptr inbounds i8, ptr %9, i64 356
  %588 = getelementptr inbounds i8, ptr %9, i64 360
  %589 = getelementptr inbounds i8, ptr %9, i64 364
  %590 = getelementptr inbounds i8, ptr %9, i64 368
  %591 = getelementptr inbounds i8, ptr %9, i64 372
  %592 = getelementptr inbounds i8, ptr %9, i64 376
  %593 = getelementptr inbounds i8, ptr %9, i64 380
  %594 = getelementptr inbounds i8, ptr %9, i64 384
  %595 = getelementptr inbounds i8, ptr %9, i64 388
  %596 = getelementptr inbounds i8, ptr %9, i64 392
  %597 = getelementptr inbounds i8, ptr %9, i64 396
  %598 = getelementptr inbounds i8, ptr %9, i64 400
  %599 = getelementptr inbounds i8, ptr %9, i64 404
  %600 = getelementptr inbounds i8, ptr %9, i64 408
  %601 = getelementptr inbounds i8, ptr %9, i64 412
  %602 = getelementptr inbounds i8, ptr %9, i64 416
  %603 = getelementptr inbounds i8, ptr %9, i64 420
  %604 = getelementptr inbounds i8, ptr %9, i64 424
  %605 = getelementptr inbounds i8, ptr %9, i64 428
  %606 = getelementptr inbounds i8, ptr %9, i64 432
  %607 = getelementptr inbounds i8, ptr %9, i64 436
  %608 = getelementptr inbounds i8, ptr %9, i64 440
  %609 = getelementptr inbounds i8, ptr %9, i64 444
  %610 = getelementptr inbounds i8, ptr %9, i64 448
  %611 = getelementptr inbounds i8, ptr %9, i64 452
  %612 = getelementptr inbounds i8, ptr %9, i64 456
  %613 = getelementptr inbounds i8, ptr %9, i64 460
  %614 = getelementptr inbounds i8, ptr %9, i64 464
  %615 = getelementptr inbounds i8, ptr %9, i64 468
  %616 = getelementptr inbounds i8, ptr %9, i64 472
  %617 = getelementptr inbounds i8, ptr %9, i64 476
  %618 = getelementptr inbounds i8, ptr %9, i64 480
  %619 = getelementptr inbounds i8, ptr %9, i64 484
  %620 = getelementptr inbounds i8, ptr %9, i64 488
  %621 = getelementptr inbounds i8, ptr %9, i64 492
  %622 = getelementptr inbounds i8, ptr %9, i64 496
  %623 = getelementptr inbounds i8, ptr %9, i64 500
  %624 = getelementptr inbounds i8, ptr %9, i64 504
  %625 = getelementptr inbounds i8, ptr %9, i64 508
  %626 = getelementptr inbounds i8, ptr %9, i64 4
  %627 = getelementptr inbounds i8, ptr %9, i64 8
  %628 = getelementptr inbounds i8, ptr %9, i64 12
  %629 = getelementptr inbounds i8, ptr %9, i64 16
  %630 = getelementptr inbounds i8, ptr %9, i64 20
  %631 = getelementptr inbounds i8, ptr %9, i64 24
  %632 = getelementptr inbounds i8, ptr %9, i64 28
  %633 = getelementptr inbounds i8, ptr %9, i64 32
  %634 = getelementptr inbounds i8, ptr %9, i64 36
  %635 = getelementptr inbounds i8, ptr %9, i64 40
  %636 = getelementptr inbounds i8, ptr %9, i64 44
  %637 = getelementptr inbounds i8, ptr %9, i64 48
  %638 = getelementptr inbounds i8, ptr %9, i64 52
  %639 = getelementptr inbounds i8, ptr %9, i64 56
  %640 = getelementptr inbounds i8, ptr %9, i64 60
  %641 = getelementptr inbounds i8, ptr %9, i64 64
  %642 = getelementptr inbounds i8, ptr %9, i64 68
  %643 = getelementptr inbounds i8, ptr %9, i64 72
  %644 = getelementptr inbounds i8, ptr %9, i64 76
  %645 = getelementptr inbounds i8, ptr %9, i64 80
  %646 = getelementptr inbounds i8, ptr %9, i64 84
  %647 = getelementptr inbounds i8, ptr %9, i64 88
  %648 = getelementptr inbounds i8, ptr %9, i64 92
  %649 = getelementptr inbounds i8, ptr %9, i64 96
  %650 = getelementptr inbounds i8, ptr %9, i64 100
  %651 = getelementptr inbounds i8, ptr %9, i64 104
  %652 = getelementptr inbounds i8, ptr %9, i64 108
  %653 = getelementptr inbounds i8, ptr %9, i64 112
  %654 = getelementptr inbounds i8, ptr %9, i64 116
  %655 = getelementptr inbounds i8, ptr %9, i64 120
  %656 = getelementptr inbounds i8, ptr %9, i64 124
  %657 = getelementptr inbounds i8, ptr %9, i64 128
  %658 = getelementptr inbounds i8, ptr %9, i64 132
  %659 = getelementptr inbounds i8, ptr %9, i64 136
  %660 = getelementptr inbounds i8, ptr %9, i64 140
  %661 = getelementptr inbounds i8, ptr %9, i64 144
  %662 = getelementptr inbounds i8, ptr %9, i64 148
  %663 = getelementptr inbounds i8, ptr %9, i64 152
  %664 = getelementptr inbounds i8, ptr %9, i64 156
  %665 = getelementptr inbounds i8, ptr %9, i64 160
  %666 = getelementptr inbounds i8, ptr %9, i64 164
  %667 = getelementptr inbounds i8, ptr %9, i64 168
  %668 = getelementptr inbounds i8, ptr %9, i64 172
  %669 = getelementptr inbounds i8, ptr %9, i64 176
  %670 = getelementptr inbounds i8, ptr %9, i64 180
  %671 = getelementptr inbounds i8, ptr %9, i64 184
  %672 = getelementptr inbounds i8, ptr %9, i64 188
  %673 = getelementptr inbounds i8, ptr %9, i64 192
  %674 = getelementptr inbounds i8, ptr %9, i64 196
  %675 = getelementptr inbounds i8, ptr %9, i64 200
  %676 = getelementptr inbounds i8, ptr %9, i64 204
  %677 = getelementptr inbounds i8, ptr %9, i64 208
  %678 = getelementptr inbounds i8, ptr %9, i64 212
  %679 = getelementptr inbounds i8, ptr %9, i64 216
  %680 = getelementptr inbounds i8, ptr %9, i64 220
  %681 = getelementptr inbounds i8, ptr %9, i64 224
  %682 = getelementptr inbounds i8, ptr %9, i64 228
  %683 = getelementptr inbounds i8, ptr %9, i64 232
  %684 = getelementptr inbounds i8, ptr %9, i64 236
  %685 = getelementptr inbounds i8, ptr %9, i64 240
  %686 = getelementptr inbounds i8, ptr %9, i64 244
  %687 = getelementptr inbounds i8, ptr %9, i64 248
  %688 = getelementptr inbounds i8, ptr %9, i64 252
  %689 = getelementptr inbounds i8, ptr %9, i64 256
  %690 = getelementptr inbounds i8, ptr %9, i64 260
  %691 = getelementptr inbounds i8, ptr %9, i64 264
  %692 = getelementptr inbounds i8, ptr %9, i64 268
  %693 = getelementptr inbounds i8, ptr %9, i64 272
  %694 = getelementptr inbounds i8, ptr %9, i64 276
  %695 = getelementptr inbounds i8, ptr %9, i64 280
  %696 = getelementptr inbounds i8, ptr %9, i64 284
  %697 = getelementptr inbounds i8, ptr %9, i64 288
  %698 = getelementptr inbounds i8, ptr %9, i64 292
  %699 = getelementptr inbounds i8, ptr %9, i64 296
  %700 = getelementptr inbounds i8, ptr %9, i64 300
  %701 = getelementptr inbounds i8, ptr %9, i64 304
  %702 = getelementptr inbounds i8, ptr %9, i64 308
  %703 = getelementptr inbounds i8, ptr %9, i64 312
  %704 = getelementptr inbounds i8, ptr %9, i64 316
  %705 = getelementptr inbounds i8, ptr %9, i64 320
  %706 = getelementptr inbounds i8, ptr %9, i64 324
  %707 = getelementptr inbounds i8, ptr %9, i64 328
  %708 = getelementptr inbounds i8, ptr %9, i64 332
  %709 = getelementptr inbounds i8, ptr %9, i64 336
  %710 = getelementptr inbounds i8, ptr %9, i64 340
  %711 = getelementptr inbounds i8, ptr %9, i64 344
  %712 = getelementptr inbounds i8, ptr %9, i64 348
  %713 = getelementptr inbounds i8, ptr %9, i64 352
  %714 = getelementptr inbounds i8, ptr %9, i64 356
  %715 = getelementptr inbounds i8, ptr %9, i64 360
  %716 = getelementptr inbounds i8, ptr %9, i64 364
  %717 = getelementptr inbounds i8, ptr %9, i64 368
  %718 = getelementptr inbounds i8, ptr %9, i64 372
  %719 = getelementptr inbounds i8, ptr %9, i64 376
  %720 = getelementptr inbounds i8, ptr %9, i64 380
  %721 = getelementptr inbounds i8, ptr %9, i64 384
  %722 = getelementptr inbounds i8, ptr %9, i64 388
  %723 = getelementptr inbounds i8, ptr %9, i64 392
  %724 = getelementptr inbounds i8, ptr %9, i64 396
  %725 = getelementptr inbounds i8, ptr %9, i64 400
  %726 = getelementptr inbounds i8, ptr %9, i64 404
  %727 = getelementptr inbounds i8, ptr %9, i64 408
  %728 = getelementptr inbounds i8, ptr %9, i64 412
  %729 = getelementptr inbounds i8, ptr %9, i64 416
  %730 = getelementptr inbounds i8, ptr %9, i64 420
  %731 = getelementptr inbounds i8, ptr %9, i64 424
  %732 = getelementptr inbounds i8, ptr %9, i64 428
  %733 = getelementptr inbounds i8, ptr %9, i64 432
  %734 = getelementptr inbounds i8, ptr %9, i64 436
  %735 = getelementptr inbounds i8, ptr %9, i64 440
  %736 = getelementptr inbounds i8, ptr %9, i64 444
  %737 = getelementptr inbounds i8, ptr %9, i64 448
  %738 = getelementptr inbounds i8, ptr %9, i64 452
  %739 = getelementptr inbounds i8, ptr %9, i64 456
  %740 = getelementptr inbounds i8, ptr %9, i64 460
  %741 = getelementptr inbounds i8, ptr %9, i64 464
  %742 = getelementptr inbounds i8, ptr %9, i64 468
  %743 = getelementptr inbounds i8, ptr %9, i64 472
  %744 = getelementptr inbounds i8, ptr %9, i64 476
  %745 = getelementptr inbounds i8, ptr %9, i64 480
  %746 = getelementptr inbounds i8, ptr %9, i64 484
  %747 = getelementptr inbounds i8, ptr %9, i64 488
  %748 = getelementptr inbounds i8, ptr %9, i64 492
  %749 = getelementptr inbounds i8, ptr %9, i64 496
  %750 = getelementptr inbounds i8, ptr %9, i64 500
  %751 = getelementptr inbounds i8, ptr %9, i64 504
  %752 = getelementptr inbounds i8, ptr %9, i64 508
  %753 = getelementptr inbounds i8, ptr %9, i64 4
  %754 = getelementptr inbounds i8, ptr %9, i64 8
  %755 = getelementptr inbounds i8, ptr %9, i64 12
  %756 = getelementptr inbounds i8, ptr %9, i64 16
  %757 = getelementptr inbounds i8, ptr %9, i64 20
  %758 = getelementptr inbounds i8, ptr %9, i64 24
  %759 = getelementptr inbounds i8, ptr %9, i64 28
  %760 = getelementptr inbounds i8, ptr %9, i64 32
  %761 = getelementptr inbounds i8, ptr %9, i64 36
  %762 = getelementptr inbounds i8, ptr %9, i64 40
  %763 = getelementptr inbounds i8, ptr %9, i64 44
  %764 = getelementptr inbounds i8, ptr %9, i64 48
  %765 = getelementptr inbounds i8, ptr %9, i64 52
  %766 = getelementptr inbounds i8, ptr %9, i64 56
  %767 = getelementptr inbounds i8, ptr %9, i64 60
  %768 = getelementptr inbounds i8, ptr %9, i64 64
  %769 = getelementptr inbounds i8, ptr %9, i64 68
  %770 = getelementptr inbounds i8, ptr %9, i64 72
  %771 = getelementptr inbounds i8, ptr %9, i64 76
  %772 = getelementptr inbounds i8, ptr %9, i64 80
  %773 = getelementptr inbounds i8, ptr %9, i64 84
  %774 = getelementptr inbounds i8, ptr %9, i64 88
  %775 = getelementptr inbounds i8, ptr %9, i64 92
  %776 = getelementptr inbounds i8, ptr %9, i64 96
  %777 = getelementptr inbounds i8, ptr %9, i64 100
  %778 = getelementptr inbounds i8, ptr %9, i64 104
  %779 = getelementptr inbounds i8, ptr %9, i64 108
  %780 = getelementptr inbounds i8, ptr %9, i64 112
  %781 = getelementptr inbounds i8, ptr %9, i64 116
  %782 = getelementptr inbounds i8, ptr %9, i64 120
  %783 = getelementptr inbounds i8, ptr %9, i64 124
  %784 = getelementptr inbounds i8, ptr %9, i64 128
  %785 = getelementptr inbounds i8, ptr %9, i64 132
  %786 = getelementptr inbounds i8, ptr %9, i64 136
  %787 = getelementptr inbounds i8, ptr %9, i64 140
  %788 = getelementptr inbounds i8, ptr %9, i64 144
  %789 = getelementptr inbounds i8, ptr %9, i64 148
  %790 = getelementptr inbounds i8, ptr %9, i64 152
  %791 = getelementptr inbounds i8, ptr %9, i64 156
  %792 = getelementptr inbounds i8, ptr %9, i64 160
  %793 = getelementptr inbounds i8, ptr %9, i64 164
  %794 = getelementptr inbounds i8, ptr %9, i64 168
  %795 = getelementptr inbounds i8, ptr %9, i64 172
  %796 = getelementptr inbounds i8, ptr %9, i64 176
  %797 = getelementptr inbounds i8, ptr %9, i64 180
  %798 = getelementptr inbounds i8, ptr %9, i64 184
  %799 = getelementptr inbounds i8, ptr %9, i64 188
  %800 = getelementptr inbounds i8, ptr %9, i64 192
  %801 = getelementptr inbounds i8, ptr %9, i64 196
  %802 = getelementptr inbounds i8, ptr %9, i64 200
  %803 = getelementptr inbounds i8, ptr %9, i64 204
  %804 = getelementptr inbounds i8, ptr %9, i64 208
  %805 = getelementptr inbounds i8, ptr %9, i64 212
  %806 = getelementptr inbounds i8, ptr %9, i64 216
  %807 = getelementptr inbounds i8, ptr %9, i64 220
  %808 = getelementptr inbounds i8, ptr %9, i64 224
  %809 = getelementptr inbounds i8, ptr %9, i64 228
  %810 = getelementptr inbounds i8, ptr %9, i64 232
  %811 = getelementptr inbounds i8, ptr %9, i64 236
  %812 = getelementptr inbounds i8, ptr %9, i64 240
  %813 = getelementptr inbounds i8, ptr %9, i64 244
  %814 = getelementptr inbounds i8, ptr %9, i64 248
  %815 = getelementptr inbounds i8, ptr %9, i64 252
  %816 = getelementptr inbounds i8, ptr %9, i64 256
  %817 = getelementptr inbounds i8, ptr %9, i64 260
  %818 = getelementptr inbounds i8, ptr %9, i64 264
  %819 = getelementptr inbounds i8, ptr %9, i64 268
  %820 = getelementptr inbounds i8, ptr %9, i64 272
  %821 = getelementptr inbounds i8, ptr %9, i64 276
  %822 = getelementptr inbounds i8, ptr %9, i64 280
  %823 = getelementptr inbounds i8, ptr %9, i64 284
  %824 = getelementptr inbounds i8, ptr %9, i64 288
  %825 = getelementptr inbounds i8, ptr %9, i64 292
  %826 = getelementptr inbounds i8, ptr %9, i64 296
  %827 = getelementptr inbounds i8, ptr %9, i64 300
  %828 = getelementptr inbounds i8, ptr %9, i64 304
  %829 = getelementptr inbounds i8, ptr %9, i64 308
  %830 = getelementptr inbounds i8, ptr %9, i64 312
  %831 = getelementptr inbounds i8, ptr %9, i64 316
  %832 = getelementptr inbounds i8, ptr %9, i64 320
  %833 = getelementptr inbounds i8, ptr %9, i64 324
  %834 = getelementptr inbounds i8, ptr %9, i64 328
  %835 = getelementptr inbounds i8, ptr %9, i64 332
  %836 = getelementptr inbounds i8, ptr %9, i64 336
  %837 = getelementptr inbounds i8, ptr %9, i64 340
  %838 = getelementptr inbounds i8, ptr %9, i64 344
  %839 = getelementptr inbounds i8, ptr %9, i64 348
  %840 = getelementptr inbounds i8, ptr %9, i64 352
  %841 = getelementptr inbounds i8, ptr %9, i64 356
  %842 = getelementptr inbounds i8, ptr %9, i64 360
  %843 = getelementptr inbounds i8, ptr %9, i64 364
  %844 = getelementptr inbounds i8, ptr %9, i64 368
  %845 = getelementptr inbounds i8, ptr %9, i64 372
  %846 = getelementptr inbounds i8, ptr %9, i64 376
  %847 = getelementptr inbounds i8, ptr %9, i64 380
  %848 = getelementptr inbounds i8, ptr %9, i64 384
  %849 = getelementptr inbounds i8, ptr %9, i64 388
  %850 = getelementptr inbounds i8, ptr %9, i64 392
  %851 = getelementptr inbounds i8, ptr %9, i64 396
  %852 = getelementptr inbounds i8, ptr %9, i64 400
  %853 = getelementptr inbounds i8, ptr %9, i64 404
  %854 = getelementptr inbounds i8, ptr %9, i64 408
  %855 = getelementptr inbounds i8, ptr %9, i64 412
  %856 = getelementptr inbounds i8, ptr %9, i64 416
  %857 = getelementptr inbounds i8, ptr %9, i64 420
  %858 = getelementptr inbounds i8, ptr %9, i64 424
  %859 = getelementptr inbounds i8, ptr %9, i64 428
  %860 = getelementptr inbounds i8, ptr %9, i64 432
  %861 = getelementptr inbounds i8, ptr %9, i64 436
  %862 = getelementptr inbounds i8, ptr %9, i64 440
  %863 = getelementptr inbounds i8, ptr %9, i64 444
  %864 = getelementptr inbounds i8, ptr %9, i64 448
  %865 = getelementptr inbounds i8, ptr %9, i64 452
  %866 = getelementptr inbounds i8, ptr %9, i64 456
  %867 = getelementptr inbounds i8, ptr %9, i64 460
  %868 = getelementptr inbounds i8, ptr %9, i64 464
  %869 = getelementptr inbounds i8, ptr %9, i64 468
  %870 = getelementptr inbounds i8, ptr %9, i64 472
  %871 = getelementptr inbounds i8, ptr %9, i64 476
  %872 = getelementptr inbounds i8, ptr %9, i64 480
  %873 = getelementptr inbounds i8, ptr %9, i64 484
  %874 = getelementptr inbounds i8, ptr %9, i64 488
  %875 = getelementptr inbounds i8, ptr %9, i64 492
  %876 = getelementptr inbounds i8, ptr %9, i64 496
  %877 = getelementptr inbounds i8, ptr %9, i64 500
  %878 = getelementptr inbounds i8, ptr %9, i64 504
  %879 = getelementptr inbounds i8, ptr %9, i64 508
  br label %893

880:                                              ; preds = %2938, %207
  %881 = phi i32 [ %209, %207 ], [ %343, %2938 ]
  %882 = phi i32 [ %208, %207 ], [ %342, %2938 ]
  %883 = add i32 %22, %18
  %884 = add i32 %883, %26
  %885 = zext i32 %884 to i64
  %886 = add nuw nsw i32 %881, %882
  %887 = zext nneg i32 %886 to i64
  %888 = add nuw nsw i64 %885, %887
  %889 = shl nuw nsw i64 %888, 2
  %890 = or disjoint i64 %889, 24
  %891 = getelementptr i8, ptr %7, i64 %890
  %892 = icmp eq i32 %1, 1
  br label %2944

893:                                              ; preds = %210, %2938
  %894 = phi ptr [ %21, %210 ], [ %2939, %2938 ]
  %895 = phi ptr [ %24, %210 ], [ %2940, %2938 ]
  %896 = phi i32 [ 0, %210 ], [ %2941, %2938 ]
  br i1 %17, label %897, label %1918

897:                                              ; preds = %893, %897
  %898 = phi i32 [ %1381, %897 ], [ 0, %893 ]
  %899 = shl i32 %898, 7
  %900 = or disjoint i32 %899, %342
  %901 = zext i32 %900 to i64
  %902 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %901
  %903 = load float, ptr %902, align 4, !tbaa !6
  %904 = or disjoint i32 %900, 1
  %905 = zext i32 %904 to i64
  %906 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %905
  %907 = load float, ptr %906, align 4, !tbaa !6
  %908 = or disjoint i32 %900, 2
  %909 = zext i32 %908 to i64
  %910 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %909
  %911 = load float, ptr %910, align 4, !tbaa !6
  %912 = or disjoint i32 %900, 3
  %913 = zext i32 %912 to i64
  %914 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %913
  %915 = load float, ptr %914, align 4, !tbaa !6
  %916 = or disjoint i32 %900, 4
  %917 = zext i32 %916 to i64
  %918 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %917
  %919 = load float, ptr %918, align 4, !tbaa !6
  %920 = or disjoint i32 %900, 5
  %921 = zext i32 %920 to i64
  %922 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %921
  %923 = load float, ptr %922, align 4, !tbaa !6
  %924 = or disjoint i32 %900, 6
  %925 = zext i32 %924 to i64
  %926 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %925
  %927 = load float, ptr %926, align 4, !tbaa !6
  %928 = or disjoint i32 %900, 7
  %929 = zext i32 %928 to i64
  %930 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %929
  %931 = load float, ptr %930, align 4, !tbaa !6
  %932 = or disjoint i32 %900, 64
  %933 = zext i32 %932 to i64
  %934 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %933
  %935 = load float, ptr %934, align 4, !tbaa !6
  %936 = or disjoint i32 %900, 65
  %937 = zext i32 %936 to i64
  %938 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %937
  %939 = load float, ptr %938, align 4, !tbaa !6
  %940 = or disjoint i32 %900, 66
  %941 = zext i32 %940 to i64
  %942 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %941
  %943 = load float, ptr %942, align 4, !tbaa !6
  %944 = or disjoint i32 %900, 67
  %945 = zext i32 %944 to i64
  %946 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %945
  %947 = load float, ptr %946, align 4, !tbaa !6
  %948 = or disjoint i32 %900, 68
  %949 = zext i32 %948 to i64
  %950 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %949
  %951 = load float, ptr %950, align 4, !tbaa !6
  %952 = or disjoint i32 %900, 69
  %953 = zext i32 %952 to i64
  %954 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %953
  %955 = load float, ptr %954, align 4, !tbaa !6
  %956 = or disjoint i32 %900, 70
  %957 = zext i32 %956 to i64
  %958 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %957
  %959 = load float, ptr %958, align 4, !tbaa !6
  %960 = or disjoint i32 %900, 71
  %961 = zext i32 %960 to i64
  %962 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %961
  %963 = load float, ptr %962, align 4, !tbaa !6
  %964 = shl nuw nsw i32 %898, 8
  %965 = or disjoint i32 %964, %345
  %966 = zext nneg i32 %965 to i64
  %967 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %966
  %968 = load float, ptr %967, align 4, !tbaa !6
  %969 = or disjoint i32 %965, 1
  %970 = zext nneg i32 %969 to i64
  %971 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %970
  %972 = load float, ptr %971, align 4, !tbaa !6
  %973 = or disjoint i32 %965, 2
  %974 = zext nneg i32 %973 to i64
  %975 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %974
  %976 = load float, ptr %975, align 4, !tbaa !6
  %977 = or disjoint i32 %965, 3
  %978 = zext nneg i32 %977 to i64
  %979 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %978
  %980 = load float, ptr %979, align 4, !tbaa !6
  %981 = or disjoint i32 %965, 4
  %982 = zext nneg i32 %981 to i64
  %983 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %982
  %984 = load float, ptr %983, align 4, !tbaa !6
  %985 = or disjoint i32 %965, 5
  %986 = zext nneg i32 %985 to i64
  %987 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %986
  %988 = load float, ptr %987, align 4, !tbaa !6
  %989 = or disjoint i32 %965, 6
  %990 = zext nneg i32 %989 to i64
  %991 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %990
  %992 = load float, ptr %991, align 4, !tbaa !6
  %993 = or disjoint i32 %965, 7
  %994 = zext nneg i32 %993 to i64
  %995 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %994
  %996 = load float, ptr %995, align 4, !tbaa !6
  %997 = fmul contract float %968, %903
  %998 = load float, ptr %9, align 4, !tbaa !6
  %999 = fadd contract float %998, %997
  store float %999, ptr %9, align 4, !tbaa !6
  %1000 = fmul contract float %972, %903
  %1001 = load float, ptr %626, align 4, !tbaa !6
  %1002 = fadd contract float %1000, %1001
  store float %1002, ptr %626, align 4, !tbaa !6
  %1003 = fmul contract float %976, %903
  %1004 = load float, ptr %627, align 4, !tbaa !6
  %1005 = fadd contract float %1003, %1004
  store float %1005, ptr %627, align 4, !tbaa !6
  %1006 = fmul contract float %980, %903
  %1007 = load float, ptr %628, align 4, !tbaa !6
  %1008 = fadd contract float %1006, %1007
  store float %1008, ptr %628, align 4, !tbaa !6
  %1009 = fmul contract float %984, %903
  %1010 = load float, ptr %629, align 4, !tbaa !6
  %1011 = fadd contract float %1009, %1010
  store float %1011, ptr %629, align 4, !tbaa !6
  %1012 = fmul contract float %988, %903
  %1013 = load float, ptr %630, align 4, !tbaa !6
  %1014 = fadd contract float %1012, %1013
  store float %1014, ptr %630, align 4, !tbaa !6
  %1015 = fmul contract float %992, %903
  %1016 = load float, ptr %631, align 4, !tbaa !6
  %1017 = fadd contract float %1015, %1016
  store float %1017, ptr %631, align 4, !tbaa !6
  %1018 = fmul contract float %996, %903
  %1019 = load float, ptr %632, align 4, !tbaa !6
  %1020 = fadd contract float %1018, %1019
  store float %1020, ptr %632, align 4, !tbaa !6
  %1021 = fmul contract float %968, %907
  %1022 = load float, ptr %633, align 4, !tbaa !6
  %1023 = fadd contract float %1022, %1021
  store float %1023, ptr %633, align 4, !tbaa !6
  %1024 = fmul contract float %972, %907
  %1025 = load float, ptr %634, align 4, !tbaa !6
  %1026 = fadd contract float %1024, %1025
  store float %1026, ptr %634, align 4, !tbaa !6
  %1027 = fmul contract float %976, %907
  %1028 = load float, ptr %635, align 4, !tbaa !6
  %1029 = fadd contract float %1027, %1028
  store float %1029, ptr %635, align 4, !tbaa !6
  %1030 = fmul contract float %980, %907
  %1031 = load float, ptr %636, align 4, !tbaa !6
  %1032 = fadd contract float %1030, %1031
  store float %1032, ptr %636, align 4, !tbaa !6
  %1033 = fmul contract float %984, %907
  %1034 = load float, ptr %637, align 4, !tbaa !6
  %1035 = fadd contract float %1033, %1034
  store float %1035, ptr %637, align 4, !tbaa !6
  %1036 = fmul contract float %988, %907
  %1037 = load float, ptr %638, align 4, !tbaa !6
  %1038 = fadd contract float %1036, %1037
  store float %1038, ptr %638, align 4, !tbaa !6
  %1039 = fmul contract float %992, %907
  %1040 = load float, ptr %639, align 4, !tbaa !6
  %1041 = fadd contract float %1039, %1040
  store float %1041, ptr %639, align 4, !tbaa !6
  %1042 = fmul contract float %996, %907
  %1043 = load float, ptr %640, align 4, !tbaa !6
  %1044 = fadd contract float %1042, %1043
  store float %1044, ptr %640, align 4, !tbaa !6
  %1045 = fmul contract float %968, %911
  %1046 = load float, ptr %641, align 4, !tbaa !6
  %1047 = fadd contract float %1046, %1045
  store float %1047, ptr %641, align 4, !tbaa !6
  %1048 = fmul contract float %972, %911
  %1049 = load float, ptr %642, align 4, !tbaa !6
  %1050 = fadd contract float %1048, %1049
  store float %1050, ptr %642, align 4, !tbaa !6
  %1051 = fmul contract float %976, %911
  %1052 = load float, ptr %643, align 4, !tbaa !6
  %1053 = fadd contract float %1051, %1052
  store float %1053, ptr %643, align 4, !tbaa !6
  %1054 = fmul contract float %980, %911
  %1055 = load float, ptr %644, align 4, !tbaa !6
  %1056 = fadd contract float %1054, %1055
  store float %1056, ptr %644, align 4, !tbaa !6
  %1057 = fmul contract float %984, %911
  %1058 = load float, ptr %645, align 4, !tbaa !6
  %1059 = fadd contract float %1057, %1058
  store float %1059, ptr %645, align 4, !tbaa !6
  %1060 = fmul contract float %988, %911
  %1061 = load float, ptr %646, align 4, !tbaa !6
  %1062 = fadd contract float %1060, %1061
  store float %1062, ptr %646, align 4, !tbaa !6
  %1063 = fmul contract float %992, %911
  %1064 = load float, ptr %647, align 4, !tbaa !6
  %1065 = fadd contract float %1063, %1064
  store float %1065, ptr %647, align 4, !tbaa !6
  %1066 = fmul contract float %996, %911
  %1067 = load float, ptr %648, align 4, !tbaa !6
  %1068 = fadd contract float %1066, %1067
  store float %1068, ptr %648, align 4, !tbaa !6
  %1069 = fmul contract float %968, %915
  %1070 = load float, ptr %649, align 4, !tbaa !6
  %1071 = fadd contract float %1070, %1069
  store float %1071, ptr %649, align 4, !tbaa !6
  %1072 = fmul contract float %972, %915
  %1073 = load float, ptr %650, align 4, !tbaa !6
  %1074 = fadd contract float %1072, %1073
  store float %1074, ptr %650, align 4, !tbaa !6
  %1075 = fmul contract float %976, %915
  %1076 = load float, ptr %651, align 4, !tbaa !6
  %1077 = fadd contract float %1075, %1076
  store float %1077, ptr %651, align 4, !tbaa !6
  %1078 = fmul contract float %980, %915
  %1079 = load float, ptr %652, align 4, !tbaa !6
  %1080 = fadd contract float %1078, %1079
  store float %1080, ptr %652, align 4, !tbaa !6
  %1081 = fmul contract float %984, %915
  %1082 = load float, ptr %653, align 4, !tbaa !6
  %1083 = fadd contract float %1081, %1082
  store float %1083, ptr %653, align 4, !tbaa !6
  %1084 = fmul contract float %988, %915
  %1085 = load float, ptr %654, align 4, !tbaa !6
  %1086 = fadd contract float %1084, %1085
  store float %1086, ptr %654, align 4, !tbaa !6
  %1087 = fmul contract float %992, %915
  %1088 = load float, ptr %655, align 4, !tbaa !6
  %1089 = fadd contract float %1087, %1088
  store float %1089, ptr %655, align 4, !tbaa !6
  %1090 = fmul contract float %996, %915
  %1091 = load float, ptr %656, align 4, !tbaa !6
  %1092 = fadd contract float %1090, %1091
  store float %1092, ptr %656, align 4, !tbaa !6
  %1093 = fmul contract float %968, %919
  %1094 = load float, ptr %657, align 4, !tbaa !6
  %1095 = fadd contract float %1094, %1093
  store float %1095, ptr %657, align 4, !tbaa !6
  %1096 = fmul contract float %972, %919
  %1097 = load float, ptr %658, align 4, !tbaa !6
  %1098 = fadd contract float %1096, %1097
  store float %1098, ptr %658, align 4, !tbaa !6
  %1099 = fmul contract float %976, %919
  %1100 = load float, ptr %659, align 4, !tbaa !6
  %1101 = fadd contract float %1099, %1100
  store float %1101, ptr %659, align 4, !tbaa !6
  %1102 = fmul contract float %980, %919
  %1103 = load float, ptr %660, align 4, !tbaa !6
  %1104 = fadd contract float %1102, %1103
  store float %1104, ptr %660, align 4, !tbaa !6
  %1105 = fmul contract float %984, %919
  %1106 = load float, ptr %661, align 4, !tbaa !6
  %1107 = fadd contract float %1105, %1106
  store float %1107, ptr %661, align 4, !tbaa !6
  %1108 = fmul contract float %988, %919
  %1109 = load float, ptr %662, align 4, !tbaa !6
  %1110 = fadd contract float %1108, %1109
  store float %1110, ptr %662, align 4, !tbaa !6
  %1111 = fmul contract float %992, %919
  %1112 = load float, ptr %663, align 4, !tbaa !6
  %1113 = fadd contract float %1111, %1112
  store float %1113, ptr %663, align 4, !tbaa !6
  %1114 = fmul contract float %996, %919
  %1115 = load float, ptr %664, align 4, !tbaa !6
  %1116 = fadd contract float %1114, %1115
  store float %1116, ptr %664, align 4, !tbaa !6
  %1117 = fmul contract float %968, %923
  %1118 = load float, ptr %665, align 4, !tbaa !6
  %1119 = fadd contract float %1118, %1117
  store float %1119, ptr %665, align 4, !tbaa !6
  %1120 = fmul contract float %972, %923
  %1121 = load float, ptr %666, align 4, !tbaa !6
  %1122 = fadd contract float %1120, %1121
  store float %1122, ptr %666, align 4, !tbaa !6
  %1123 = fmul contract float %976, %923
  %1124 = load float, ptr %667, align 4, !tbaa !6
  %1125 = fadd contract float %1123, %1124
  store float %1125, ptr %667, align 4, !tbaa !6
  %1126 = fmul contract float %980, %923
  %1127 = load float, ptr %668, align 4, !tbaa !6
  %1128 = fadd contract float %1126, %1127
  store float %1128, ptr %668, align 4, !tbaa !6
  %1129 = fmul contract float %984, %923
  %1130 = load float, ptr %669, align 4, !tbaa !6
  %1131 = fadd contract float %1129, %1130
  store float %1131, ptr %669, align 4, !tbaa !6
  %1132 = fmul contract float %988, %923
  %1133 = load float, ptr %670, align 4, !tbaa !6
  %1134 = fadd contract float %1132, %1133
  store float %1134, ptr %670, align 4, !tbaa !6
  %1135 = fmul contract float %992, %923
  %1136 = load float, ptr %671, align 4, !tbaa !6
  %1137 = fadd contract float %1135, %1136
  store float %1137, ptr %671, align 4, !tbaa !6
  %1138 = fmul contract float %996, %923
  %1139 = load float, ptr %672, align 4, !tbaa !6
  %1140 = fadd contract float %1138, %1139
  store float %1140, ptr %672, align 4, !tbaa !6
  %1141 = fmul contract float %968, %927
  %1142 = load float, ptr %673, align 4, !tbaa !6
  %1143 = fadd contract float %1142, %1141
  store float %1143, ptr %673, align 4, !tbaa !6
  %1144 = fmul contract float %972, %927
  %1145 = load float, ptr %674, align 4, !tbaa !6
  %1146 = fadd contract float %1144, %1145
  store float %1146, ptr %674, align 4, !tbaa !6
  %1147 = fmul contract float %976, %927
  %1148 = load float, ptr %675, align 4, !tbaa !6
  %1149 = fadd contract float %1147, %1148
  store float %1149, ptr %675, align 4, !tbaa !6
  %1150 = fmul contract float %980, %927
  %1151 = load float, ptr %676, align 4, !tbaa !6
  %1152 = fadd contract float %1150, %1151
  store float %1152, ptr %676, align 4, !tbaa !6
  %1153 = fmul contract float %984, %927
  %1154 = load float, ptr %677, align 4, !tbaa !6
  %1155 = fadd contract float %1153, %1154
  store float %1155, ptr %677, align 4, !tbaa !6
  %1156 = fmul contract float %988, %927
  %1157 = load float, ptr %678, align 4, !tbaa !6
  %1158 = fadd contract float %1156, %1157
  store float %1158, ptr %678, align 4, !tbaa !6
  %1159 = fmul contract float %992, %927
  %1160 = load float, ptr %679, align 4, !tbaa !6
  %1161 = fadd contract float %1159, %1160
  store float %1161, ptr %679, align 4, !tbaa !6
  %1162 = fmul contract float %996, %927
  %1163 = load float, ptr %680, align 4, !tbaa !6
  %1164 = fadd contract float %1162, %1163
  store float %1164, ptr %680, align 4, !tbaa !6
  %1165 = fmul contract float %968, %931
  %1166 = load float, ptr %681, align 4, !tbaa !6
  %1167 = fadd contract float %1166, %1165
  store float %1167, ptr %681, align 4, !tbaa !6
  %1168 = fmul contract float %972, %931
  %1169 = load float, ptr %682, align 4, !tbaa !6
  %1170 = fadd contract float %1168, %1169
  store float %1170, ptr %682, align 4, !tbaa !6
  %1171 = fmul contract float %976, %931
  %1172 = load float, ptr %683, align 4, !tbaa !6
  %1173 = fadd contract float %1171, %1172
  store float %1173, ptr %683, align 4, !tbaa !6
  %1174 = fmul contract float %980, %931
  %1175 = load float, ptr %684, align 4, !tbaa !6
  %1176 = fadd contract float %1174, %1175
  store float %1176, ptr %684, align 4, !tbaa !6
  %1177 = fmul contract float %984, %931
  %1178 = load float, ptr %685, align 4, !tbaa !6
  %1179 = fadd contract float %1177, %1178
  store float %1179, ptr %685, align 4, !tbaa !6
  %1180 = fmul contract float %988, %931
  %1181 = load float, ptr %686, align 4, !tbaa !6
  %1182 = fadd contract float %1180, %1181
  store float %1182, ptr %686, align 4, !tbaa !6
  %1183 = fmul contract float %992, %931
  %1184 = load float, ptr %687, align 4, !tbaa !6
  %1185 = fadd contract float %1183, %1184
  store float %1185, ptr %687, align 4, !tbaa !6
  %1186 = fmul contract float %996, %931
  %1187 = load float, ptr %688, align 4, !tbaa !6
  %1188 = fadd contract float %1186, %1187
  store float %1188, ptr %688, align 4, !tbaa !6
  %1189 = fmul contract float %968, %935
  %1190 = load float, ptr %689, align 4, !tbaa !6
  %1191 = fadd contract float %1190, %1189
  store float %1191, ptr %689, align 4, !tbaa !6
  %1192 = fmul contract float %972, %935
  %1193 = load float, ptr %690, align 4, !tbaa !6
  %1194 = fadd contract float %1192, %1193
  store float %1194, ptr %690, align 4, !tbaa !6
  %1195 = fmul contract float %976, %935
  %1196 = load float, ptr %691, align 4, !tbaa !6
  %1197 = fadd contract float %1195, %1196
  store float %1197, ptr %691, align 4, !tbaa !6
  %1198 = fmul contract float %980, %935
  %1199 = load float, ptr %692, align 4, !tbaa !6
  %1200 = fadd contract float %1198, %1199
  store float %1200, ptr %692, align 4, !tbaa !6
  %1201 = fmul contract float %984, %935
  %1202 = load float, ptr %693, align 4, !tbaa !6
  %1203 = fadd contract float %1201, %1202
  store float %1203, ptr %693, align 4, !tbaa !6
  %1204 = fmul contract float %988, %935
  %1205 = load float, ptr %694, align 4, !tbaa !6
  %1206 = fadd contract float %1204, %1205
  store float %1206, ptr %694, align 4, !tbaa !6
  %1207 = fmul contract float %992, %935
  %1208 = load float, ptr %695, align 4, !tbaa !6
  %1209 = fadd contract float %1207, %1208
  store float %1209, ptr %695, align 4, !tbaa !6
  %1210 = fmul contract float %996, %935
  %1211 = load float, ptr %696, align 4, !tbaa !6
  %1212 = fadd contract float %1210, %1211
  store float %1212, ptr %696, align 4, !tbaa !6
  %1213 = fmul contract float %968, %939
  %1214 = load float, ptr %697, align 4, !tbaa !6
  %1215 = fadd contract float %1214, %1213
  store float %1215, ptr %697, align 4, !tbaa !6
  %1216 = fmul contract float %972, %939
  %1217 = load float, ptr %698, align 4, !tbaa !6
  %1218 = fadd contract float %1216, %1217
  store float %1218, ptr %698, align 4, !tbaa !6
  %1219 = fmul contract float %976, %939
  %1220 = load float, ptr %699, align 4, !tbaa !6
  %1221 = fadd contract float %1219, %1220
  store float %1221, ptr %699, align 4, !tbaa !6
  %1222 = fmul contract float %980, %939
  %1223 = load float, ptr %700, align 4, !tbaa !6
  %1224 = fadd contract float %1222, %1223
  store float %1224, ptr %700, align 4, !tbaa !6
  %1225 = fmul contract float %984, %939
  %1226 = load float, ptr %701, align 4, !tbaa !6
  %1227 = fadd contract float %1225, %1226
  store float %1227, ptr %701, align 4, !tbaa !6
  %1228 = fmul contract float %988, %939
  %1229 = load float, ptr %702, align 4, !tbaa !6
  %1230 = fadd contract float %1228, %1229
  store float %1230, ptr %702, align 4, !tbaa !6
  %1231 = fmul contract float %992, %939
  %1232 = load float, ptr %703, align 4, !tbaa !6
  %1233 = fadd contract float %1231, %1232
  store float %1233, ptr %703, align 4, !tbaa !6
  %1234 = fmul contract float %996, %939
  %1235 = load float, ptr %704, align 4, !tbaa !6
  %1236 = fadd contract float %1234, %1235
  store float %1236, ptr %704, align 4, !tbaa !6
  %1237 = fmul contract float %968, %943
  %1238 = load float, ptr %705, align 4, !tbaa !6
  %1239 = fadd contract float %1238, %1237
  store float %1239, ptr %705, align 4, !tbaa !6
  %1240 = fmul contract float %972, %943
  %1241 = load float, ptr %706, align 4, !tbaa !6
  %1242 = fadd contract float %1240, %1241
  store float %1242, ptr %706, align 4, !tbaa !6
  %1243 = fmul contract float %976, %943
  %1244 = load float, ptr %707, align 4, !tbaa !6
  %1245 = fadd contract float %1243, %1244
  store float %1245, ptr %707, align 4, !tbaa !6
  %1246 = fmul contract float %980, %943
  %1247 = load float, ptr %708, align 4, !tbaa !6
  %1248 = fadd contract float %1246, %1247
  store float %1248, ptr %708, align 4, !tbaa !6
  %1249 = fmul contract float %984, %943
  %1250 = load float, ptr %709, align 4, !tbaa !6
  %1251 = fadd contract float %1249, %1250
  store float %1251, ptr %709, align 4, !tbaa !6
  %1252 = fmul contract float %988, %943
  %1253 = load float, ptr %710, align 4, !tbaa !6
  %1254 = fadd contract float %1252, %1253
  store float %1254, ptr %710, align 4, !tbaa !6
  %1255 = fmul contract float %992, %943
  %1256 = load float, ptr %711, align 4, !tbaa !6
  %1257 = fadd contract float %1255, %1256
  store float %1257, ptr %711, align 4, !tbaa !6
  %1258 = fmul contract float %996, %943
  %1259 = load float, ptr %712, align 4, !tbaa !6
  %1260 = fadd contract float %1258, %1259
  store float %1260, ptr %712, align 4, !tbaa !6
  %1261 = fmul contract float %968, %947
  %1262 = load float, ptr %713, align 4, !tbaa !6
  %1263 = fadd contract float %1262, %1261
  store float %1263, ptr %713, align 4, !tbaa !6
  %1264 = fmul contract float %972, %947
  %1265 = load float, ptr %714, align 4, !tbaa !6
  %1266 = fadd contract float %1264, %1265
  store float %1266, ptr %714, align 4, !tbaa !6
  %1267 = fmul contract float %976, %947
  %1268 = load float, ptr %715, align 4, !tbaa !6
  %1269 = fadd contract float %1267, %1268
  store float %1269, ptr %715, align 4, !tbaa !6
  %1270 = fmul contract float %980, %947
  %1271 = load float, ptr %716, align 4, !tbaa !6
  %1272 = fadd contract float %1270, %1271
  store float %1272, ptr %716, align 4, !tbaa !6
  %1273 = fmul contract float %984, %947
  %1274 = load float, ptr %717, align 4, !tbaa !6
  %1275 = fadd contract float %1273, %1274
  store float %1275, ptr %717, align 4, !tbaa !6
  %1276 = fmul contract float %988, %947
  %1277 = load float, ptr %718, align 4, !tbaa !6
  %1278 = fadd contract float %1276, %1277
  store float %1278, ptr %718, align 4, !tbaa !6
  %1279 = fmul contract float %992, %947
  %1280 = load float, ptr %719, align 4, !tbaa !6
  %1281 = fadd contract float %1279, %1280
  store float %1281, ptr %719, align 4, !tbaa !6
  %1282 = fmul contract float %996, %947
  %1283 = load float, ptr %720, align 4, !tbaa !6
  %1284 = fadd contract float %1282, %1283
  store float %1284, ptr %720, align 4, !tbaa !6
  %1285 = fmul contract float %968, %951
  %1286 = load float, ptr %721, align 4, !tbaa !6
  %1287 = fadd contract float %1286, %1285
  store float %1287, ptr %721, align 4, !tbaa !6
  %1288 = fmul contract float %972, %951
  %1289 = load float, ptr %722, align 4, !tbaa !6
  %1290 = fadd contract float %1288, %1289
  store float %1290, ptr %722, align 4, !tbaa !6
  %1291 = fmul contract float %976, %951
  %1292 = load float, ptr %723, align 4, !tbaa !6
  %1293 = fadd contract float %1291, %1292
  store float %1293, ptr %723, align 4, !tbaa !6
  %1294 = fmul contract float %980, %951
  %1295 = load float, ptr %724, align 4, !tbaa !6
  %1296 = fadd contract float %1294, %1295
  store float %1296, ptr %724, align 4, !tbaa !6
  %1297 = fmul contract float %984, %951
  %1298 = load float, ptr %725, align 4, !tbaa !6
  %1299 = fadd contract float %1297, %1298
  store float %1299, ptr %725, align 4, !tbaa !6
  %1300 = fmul contract float %988, %951
  %1301 = load float, ptr %726, align 4, !tbaa !6
  %1302 = fadd contract float %1300, %1301
  store float %1302, ptr %726, align 4, !tbaa !6
  %1303 = fmul contract float %992, %951
  %1304 = load float, ptr %727, align 4, !tbaa !6
  %1305 = fadd contract float %1303, %1304
  store float %1305, ptr %727, align 4, !tbaa !6
  %1306 = fmul contract float %996, %951
  %1307 = load float, ptr %728, align 4, !tbaa !6
  %1308 = fadd contract float %1306, %1307
  store float %1308, ptr %728, align 4, !tbaa !6
  %1309 = fmul contract float %968, %955
  %1310 = load float, ptr %729, align 4, !tbaa !6
  %1311 = fadd contract float %1310, %1309
  store float %1311, ptr %729, align 4, !tbaa !6
  %1312 = fmul contract float %972, %955
  %1313 = load float, ptr %730, align 4, !tbaa !6
  %1314 = fadd contract float %1312, %1313
  store float %1314, ptr %730, align 4, !tbaa !6
  %1315 = fmul contract float %976, %955
  %1316 = load float, ptr %731, align 4, !tbaa !6
  %1317 = fadd contract float %1315, %1316
  store float %1317, ptr %731, align 4, !tbaa !6
  %1318 = fmul contract float %980, %955
  %1319 = load float, ptr %732, align 4, !tbaa !6
  %1320 = fadd contract float %1318, %1319
  store float %1320, ptr %732, align 4, !tbaa !6
  %1321 = fmul contract float %984, %955
  %1322 = load float, ptr %733, align 4, !tbaa !6
  %1323 = fadd contract float %1321, %1322
  store float %1323, ptr %733, align 4, !tbaa !6
  %1324 = fmul contract float %988, %955
  %1325 = load float, ptr %734, align 4, !tbaa !6
  %1326 = fadd contract float %1324, %1325
  store float %1326, ptr %734, align 4, !tbaa !6
  %1327 = fmul contract float %992, %955
  %1328 = load float, ptr %735, align 4, !tbaa !6
  %1329 = fadd contract float %1327, %1328
  store float %1329, ptr %735, align 4, !tbaa !6
  %1330 = fmul contract float %996, %955
  %1331 = load float, ptr %736, align 4, !tbaa !6
  %1332 = fadd contract float %1330, %1331
  store float %1332, ptr %736, align 4, !tbaa !6
  %1333 = fmul contract float %968, %959
  %1334 = load float, ptr %737, align 4, !tbaa !6
  %1335 = fadd contract float %1334, %1333
  store float %1335, ptr %737, align 4, !tbaa !6
  %1336 = fmul contract float %972, %959
  %1337 = load float, ptr %738, align 4, !tbaa !6
  %1338 = fadd contract float %1336, %1337
  store float %1338, ptr %738, align 4, !tbaa !6
  %1339 = fmul contract float %976, %959
  %1340 = load float, ptr %739, align 4, !tbaa !6
  %1341 = fadd contract float %1339, %1340
  store float %1341, ptr %739, align 4, !tbaa !6
  %1342 = fmul contract float %980, %959
  %1343 = load float, ptr %740, align 4, !tbaa !6
  %1344 = fadd contract float %1342, %1343
  store float %1344, ptr %740, align 4, !tbaa !6
  %1345 = fmul contract float %984, %959
  %1346 = load float, ptr %741, align 4, !tbaa !6
  %1347 = fadd contract float %1345, %1346
  store float %1347, ptr %741, align 4, !tbaa !6
  %1348 = fmul contract float %988, %959
  %1349 = load float, ptr %742, align 4, !tbaa !6
  %1350 = fadd contract float %1348, %1349
  store float %1350, ptr %742, align 4, !tbaa !6
  %1351 = fmul contract float %992, %959
  %1352 = load float, ptr %743, align 4, !tbaa !6
  %1353 = fadd contract float %1351, %1352
  store float %1353, ptr %743, align 4, !tbaa !6
  %1354 = fmul contract float %996, %959
  %1355 = load float, ptr %744, align 4, !tbaa !6
  %1356 = fadd contract float %1354, %1355
  store float %1356, ptr %744, align 4, !tbaa !6
  %1357 = fmul contract float %968, %963
  %1358 = load float, ptr %745, align 4, !tbaa !6
  %1359 = fadd contract float %1358, %1357
  store float %1359, ptr %745, align 4, !tbaa !6
  %1360 = fmul contract float %972, %963
  %1361 = load float, ptr %746, align 4, !tbaa !6
  %1362 = fadd contract float %1360, %1361
  store float %1362, ptr %746, align 4, !tbaa !6
  %1363 = fmul contract float %976, %963
  %1364 = load float, ptr %747, align 4, !tbaa !6
  %1365 = fadd contract float %1363, %1364
  store float %1365, ptr %747, align 4, !tbaa !6
  %1366 = fmul contract float %980, %963
  %1367 = load float, ptr %748, align 4, !tbaa !6
  %1368 = fadd contract float %1366, %1367
  store float %1368, ptr %748, align 4, !tbaa !6
  %1369 = fmul contract float %984, %963
  %1370 = load float, ptr %749, align 4, !tbaa !6
  %1371 = fadd contract float %1369, %1370
  store float %1371, ptr %749, align 4, !tbaa !6
  %1372 = fmul contract float %988, %963
  %1373 = load float, ptr %750, align 4, !tbaa !6
  %1374 = fadd contract float %1372, %1373
  store float %1374, ptr %750, align 4, !tbaa !6
  %1375 = fmul contract float %992, %963
  %1376 = load float, ptr %751, align 4, !tbaa !6
  %1377 = fadd contract float %1375, %1376
  store float %1377, ptr %751, align 4, !tbaa !6
  %1378 = fmul contract float %996, %963
  %1379 = load float, ptr %752, align 4, !tbaa !6
  %1380 = fadd contract float %1378, %1379
  store float %1380, ptr %752, align 4, !tbaa !6
  %1381 = add nuw nsw i32 %898, 1
  %1382 = icmp eq i32 %1381, 16
  br i1 %1382, label %1383, label %897, !llvm.loop !11

1383:                                             ; preds = %897
  tail call void @llvm.nvvm.barrier0()
  %1384 = or disjoint i32 %896, 16
  %1385 = icmp ult i32 %1384, %2
  br i1 %1385, label %1386, label %1872

1386:                                             ; preds = %1383, %1386
  %1387 = phi i32 [ %1870, %1386 ], [ 0, %1383 ]
  %1388 = shl i32 %1387, 7
  %1389 = or disjoint i32 %1388, %342
  %1390 = zext i32 %1389 to i64
  %1391 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1390
  %1392 = load float, ptr %1391, align 4, !tbaa !6
  %1393 = or disjoint i32 %1389, 1
  %1394 = zext i32 %1393 to i64
  %1395 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1394
  %1396 = load float, ptr %1395, align 4, !tbaa !6
  %1397 = or disjoint i32 %1389, 2
  %1398 = zext i32 %1397 to i64
  %1399 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1398
  %1400 = load float, ptr %1399, align 4, !tbaa !6
  %1401 = or disjoint i32 %1389, 3
  %1402 = zext i32 %1401 to i64
  %1403 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1402
  %1404 = load float, ptr %1403, align 4, !tbaa !6
  %1405 = or disjoint i32 %1389, 4
  %1406 = zext i32 %1405 to i64
  %1407 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1406
  %1408 = load float, ptr %1407, align 4, !tbaa !6
  %1409 = or disjoint i32 %1389, 5
  %1410 = zext i32 %1409 to i64
  %1411 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1410
  %1412 = load float, ptr %1411, align 4, !tbaa !6
  %1413 = or disjoint i32 %1389, 6
  %1414 = zext i32 %1413 to i64
  %1415 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1414
  %1416 = load float, ptr %1415, align 4, !tbaa !6
  %1417 = or disjoint i32 %1389, 7
  %1418 = zext i32 %1417 to i64
  %1419 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1418
  %1420 = load float, ptr %1419, align 4, !tbaa !6
  %1421 = or disjoint i32 %1389, 64
  %1422 = zext i32 %1421 to i64
  %1423 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1422
  %1424 = load float, ptr %1423, align 4, !tbaa !6
  %1425 = or disjoint i32 %1389, 65
  %1426 = zext i32 %1425 to i64
  %1427 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1426
  %1428 = load float, ptr %1427, align 4, !tbaa !6
  %1429 = or disjoint i32 %1389, 66
  %1430 = zext i32 %1429 to i64
  %1431 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1430
  %1432 = load float, ptr %1431, align 4, !tbaa !6
  %1433 = or disjoint i32 %1389, 67
  %1434 = zext i32 %1433 to i64
  %1435 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1434
  %1436 = load float, ptr %1435, align 4, !tbaa !6
  %1437 = or disjoint i32 %1389, 68
  %1438 = zext i32 %1437 to i64
  %1439 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1438
  %1440 = load float, ptr %1439, align 4, !tbaa !6
  %1441 = or disjoint i32 %1389, 69
  %1442 = zext i32 %1441 to i64
  %1443 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1442
  %1444 = load float, ptr %1443, align 4, !tbaa !6
  %1445 = or disjoint i32 %1389, 70
  %1446 = zext i32 %1445 to i64
  %1447 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1446
  %1448 = load float, ptr %1447, align 4, !tbaa !6
  %1449 = or disjoint i32 %1389, 71
  %1450 = zext i32 %1449 to i64
  %1451 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %1450
  %1452 = load float, ptr %1451, align 4, !tbaa !6
  %1453 = shl nuw nsw i32 %1387, 8
  %1454 = or disjoint i32 %1453, %345
  %1455 = zext nneg i32 %1454 to i64
  %1456 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %1455
  %1457 = load float, ptr %1456, align 4, !tbaa !6
  %1458 = or disjoint i32 %1454, 1
  %1459 = zext nneg i32 %1458 to i64
  %1460 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %1459
  %1461 = load float, ptr %1460, align 4, !tbaa !6
  %1462 = or disjoint i32 %1454, 2
  %1463 = zext nneg i32 %1462 to i64
  %1464 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %1463
  %1465 = load float, ptr %1464, align 4, !tbaa !6
  %1466 = or disjoint i32 %1454, 3
  %1467 = zext nneg i32 %1466 to i64
  %1468 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %1467
  %1469 = load float, ptr %1468, align 4, !tbaa !6
  %1470 = or disjoint i32 %1454, 4
  %1471 = zext nneg i32 %1470 to i64
  %1472 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %1471
  %1473 = load float, ptr %1472, align 4, !tbaa !6
  %1474 = or disjoint i32 %1454, 5
  %1475 = zext nneg i32 %1474 to i64
  %1476 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %1475
  %1477 = load float, ptr %1476, align 4, !tbaa !6
  %1478 = or disjoint i32 %1454, 6
  %1479 = zext nneg i32 %1478 to i64
  %1480 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %1479
  %1481 = load float, ptr %1480, align 4, !tbaa !6
  %1482 = or disjoint i32 %1454, 7
  %1483 = zext nneg i32 %1482 to i64
  %1484 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %1483
  %1485 = load float, ptr %1484, align 4, !tbaa !6
  %1486 = fmul contract float %1457, %1392
  %1487 = load float, ptr %9, align 4, !tbaa !6
  %1488 = fadd contract float %1487, %1486
  store float %1488, ptr %9, align 4, !tbaa !6
  %1489 = fmul contract float %1461, %1392
  %1490 = load float, ptr %753, align 4, !tbaa !6
  %1491 = fadd contract float %1489, %1490
  store float %1491, ptr %753, align 4, !tbaa !6
  %1492 = fmul contract float %1465, %1392
  %1493 = load float, ptr %754, align 4, !tbaa !6
  %1494 = fadd contract float %1492, %1493
  store float %1494, ptr %754, align 4, !tbaa !6
  %1495 = fmul contract float %1469, %1392
  %1496 = load float, ptr %755, align 4, !tbaa !6
  %1497 = fadd contract float %1495, %1496
  store float %1497, ptr %755, align 4, !tbaa !6
  %1498 = fmul contract float %1473, %1392
  %1499 = load float, ptr %756, align 4, !tbaa !6
  %1500 = fadd contract float %1498, %1499
  store float %1500, ptr %756, align 4, !tbaa !6
  %1501 = fmul contract float %1477, %1392
  %1502 = load float, ptr %757, align 4, !tbaa !6
  %1503 = fadd contract float %1501, %1502
  store float %1503, ptr %757, align 4, !tbaa !6
  %1504 = fmul contract float %1481, %1392
  %1505 = load float, ptr %758, align 4, !tbaa !6
  %1506 = fadd contract float %1504, %1505
  store float %1506, ptr %758, align 4, !tbaa !6
  %1507 = fmul contract float %1485, %1392
  %1508 = load float, ptr %759, align 4, !tbaa !6
  %1509 = fadd contract float %1507, %1508
  store float %1509, ptr %759, align 4, !tbaa !6
  %1510 = fmul contract float %1457, %1396
  %1511 = load float, ptr %760, align 4, !tbaa !6
  %1512 = fadd contract float %1511, %1510
  store float %1512, ptr %760, align 4, !tbaa !6
  %1513 = fmul contract float %1461, %1396
  %1514 = load float, ptr %761, align 4, !tbaa !6
  %1515 = fadd contract float %1513, %1514
  store float %1515, ptr %761, align 4, !tbaa !6
  %1516 = fmul contract float %1465, %1396
  %1517 = load float, ptr %762, align 4, !tbaa !6
  %1518 = fadd contract float %1516, %1517
  store float %1518, ptr %762, align 4, !tbaa !6
  %1519 = fmul contract float %1469, %1396
  %1520 = load float, ptr %763, align 4, !tbaa !6
  %1521 = fadd contract float %1519, %1520
  store float %1521, ptr %763, align 4, !tbaa !6
  %1522 = fmul contract float %1473, %1396
  %1523 = load float, ptr %764, align 4, !tbaa !6
  %1524 = fadd contract float %1522, %1523
  store float %1524, ptr %764, align 4, !tbaa !6
  %1525 = fmul contract float %1477, %1396
  %1526 = load float, ptr %765, align 4, !tbaa !6
  %1527 = fadd contract float %1525, %1526
  store float %1527, ptr %765, align 4, !tbaa !6
  %1528 = fmul contract float %1481, %1396
  %1529 = load float, ptr %766, align 4, !tbaa !6
  %1530 = fadd contract float %1528, %1529
  store float %1530, ptr %766, align 4, !tbaa !6
  %1531 = fmul contract float %1485, %1396
  %1532 = load float, ptr %767, align 4, !tbaa !6
  %1533 = fadd contract float %1531, %1532
  store float %1533, ptr %767, align 4, !tbaa !6
  %1534 = fmul contract float %1457, %1400
  %1535 = load float, ptr %768, align 4, !tbaa !6
  %1536 = fadd contract float %1535, %1534
  store float %1536, ptr %768, align 4, !tbaa !6
  %1537 = fmul contract float %1461, %1400
  %1538 = load float, ptr %769, align 4, !tbaa !6
  %1539 = fadd contract float %1537, %1538
  store float %1539, ptr %769, align 4, !tbaa !6
  %1540 = fmul contract float %1465, %1400
  %1541 = load float, ptr %770, align 4, !tbaa !6
  %1542 = fadd contract float %1540, %1541
  store float %1542, ptr %770, align 4, !tbaa !6
  %1543 = fmul contract float %1469, %1400
  %1544 = load float, ptr %771, align 4, !tbaa !6
  %1545 = fadd contract float %1543, %1544
  store float %1545, ptr %771, align 4, !tbaa !6
  %1546 = fmul contract float %1473, %1400
  %1547 = load float, ptr %772, align 4, !tbaa !6
  %1548 = fadd contract float %1546, %1547
  store float %1548, ptr %772, align 4, !tbaa !6
  %1549 = fmul contract float %1477, %1400
  %1550 = load float, ptr %773, align 4, !tbaa !6
  %1551 = fadd contract float %1549, %1550
  store float %1551, ptr %773, align 4, !tbaa !6
  %1552 = fmul contract float %1481, %1400
  %1553 = load float, ptr %774, align 4, !tbaa !6
  %1554 = fadd contract float %1552, %1553
  store float %1554, ptr %774, align 4, !tbaa !6
  %1555 = fmul contract float %1485, %1400
  %1556 = load float, ptr %775, align 4, !tbaa !6
  %1557 = fadd contract float %1555, %1556
  store float %1557, ptr %775, align 4, !tbaa !6
  %1558 = fmul contract float %1457, %1404
  %1559 = load float, ptr %776, align 4, !tbaa !6
  %1560 = fadd contract float %1559, %1558
  store float %1560, ptr %776, align 4, !tbaa !6
  %1561 = fmul contract float %1461, %1404
  %1562 = load float, ptr %777, align 4, !tbaa !6
  %1563 = fadd contract float %1561, %1562
  store float %1563, ptr %777, align 4, !tbaa !6
  %1564 = fmul contract float %1465, %1404
  %1565 = load float, ptr %778, align 4, !tbaa !6
  %1566 = fadd contract float %1564, %1565
  store float %1566, ptr %778, align 4, !tbaa !6
  %1567 = fmul contract float %1469, %1404
  %1568 = load float, ptr %779, align 4, !tbaa !6
  %1569 = fadd contract float %1567, %1568
  store float %1569, ptr %779, align 4, !tbaa !6
  %1570 = fmul contract float %1473, %1404
  %1571 = load float, ptr %780, align 4, !tbaa !6
  %1572 = fadd contract float %1570, %1571
  store float %1572, ptr %780, align 4, !tbaa !6
  %1573 = fmul contract float %1477, %1404
  %1574 = load float, ptr %781, align 4, !tbaa !6
  %1575 = fadd contract float %1573, %1574
  store float %1575, ptr %781, align 4, !tbaa !6
  %1576 = fmul contract float %1481, %1404
  %1577 = load float, ptr %782, align 4, !tbaa !6
  %1578 = fadd contract float %1576, %1577
  store float %1578, ptr %782, align 4, !tbaa !6
  %1579 = fmul contract float %1485, %1404
  %1580 = load float, ptr %783, align 4, !tbaa !6
  %1581 = fadd contract float %1579, %1580
  store float %1581, ptr %783, align 4, !tbaa !6
  %1582 = fmul contract float %1457, %1408
  %1583 = load float, ptr %784, align 4, !tbaa !6
  %1584 = fadd contract float %1583, %1582
  store float %1584, ptr %784, align 4, !tbaa !6
  %1585 = fmul contract float %1461, %1408
  %1586 = load float, ptr %785, align 4, !tbaa !6
  %1587 = fadd contract float %1585, %1586
  store float %1587, ptr %785, align 4, !tbaa !6
  %1588 = fmul contract float %1465, %1408
  %1589 = load float, ptr %786, align 4, !tbaa !6
  %1590 = fadd contract float %1588, %1589
  store float %1590, ptr %786, align 4, !tbaa !6
  %1591 = fmul contract float %1469, %1408
  %1592 = load float, ptr %787, align 4, !tbaa !6
  %1593 = fadd contract float %1591, %1592
  store float %1593, ptr %787, align 4, !tbaa !6
  %1594 = fmul contract float %1473, %1408
  %1595 = load float, ptr %788, align 4, !tbaa !6
  %1596 = fadd contract float %1594, %1595
  store float %1596, ptr %788, align 4, !tbaa !6
  %1597 = fmul contract float %1477, %1408
  %1598 = load float, ptr %789, align 4, !tbaa !6
  %1599 = fadd contract float %1597, %1598
  store float %1599, ptr %789, align 4, !tbaa !6
  %1600 = fmul contract float %1481, %1408
  %1601 = load float, ptr %790, align 4, !tbaa !6
  %1602 = fadd contract float %1600, %1601
  store float %1602, ptr %790, align 4, !tbaa !6
  %1603 = fmul contract float %1485, %1408
  %1604 = load float, ptr %791, align 4, !tbaa !6
  %1605 = fadd contract float %1603, %1604
  store float %1605, ptr %791, align 4, !tbaa !6
  %1606 = fmul contract float %1457, %1412
  %1607 = load float, ptr %792, align 4, !tbaa !6
  %1608 = fadd contract float %1607, %1606
  store float %1608, ptr %792, align 4, !tbaa !6
  %1609 = fmul contract float %1461, %1412
  %1610 = load float, ptr %793, align 4, !tbaa !6
  %1611 = fadd contract float %1609, %1610
  store float %1611, ptr %793, align 4, !tbaa !6
  %1612 = fmul contract float %1465, %1412
  %1613 = load float, ptr %794, align 4, !tbaa !6
  %1614 = fadd contract float %1612, %1613
  store float %1614, ptr %794, align 4, !tbaa !6
  %1615 = fmul contract float %1469, %1412
  %1616 = load float, ptr %795, align 4, !tbaa !6
  %1617 = fadd contract float %1615, %1616
  store float %1617, ptr %795, align 4, !tbaa !6
  %1618 = fmul contract float %1473, %1412
  %1619 = load float, ptr %796, align 4, !tbaa !6
  %1620 = fadd contract float %1618, %1619
  store float %1620, ptr %796, align 4, !tbaa !6
  %1621 = fmul contract float %1477, %1412
  %1622 = load float, ptr %797, align 4, !tbaa !6
  %1623 = fadd contract float %1621, %1622
  store float %1623, ptr %797, align 4, !tbaa !6
  %1624 = fmul contract float %1481, %1412
  %1625 = load float, ptr %798, align 4, !tbaa !6
  %1626 = fadd contract float %1624, %1625
  store float %1626, ptr %798, align 4, !tbaa !6
  %1627 = fmul contract float %1485, %1412
  %1628 = load float, ptr %799, align 4, !tbaa !6
  %1629 = fadd contract float %1627, %1628
  store float %1629, ptr %799, align 4, !tbaa !6
  %1630 = fmul contract float %1457, %1416
  %1631 = load float, ptr %800, align 4, !tbaa !6
  %1632 = fadd contract float %1631, %1630
  store float %1632, ptr %800, align 4, !tbaa !6
  %1633 = fmul contract float %1461, %1416
  %1634 = load float, ptr %801, align 4, !tbaa !6
  %1635 = fadd contract float %1633, %1634
  store float %1635, ptr %801, align 4, !tbaa !6
  %1636 = fmul contract float %1465, %1416
  %1637 = load float, ptr %802, align 4, !tbaa !6
  %1638 = fadd contract float %1636, %1637
  store float %1638, ptr %802, align 4, !tbaa !6
  %1639 = fmul contract float %1469, %1416
  %1640 = load float, ptr %803, align 4, !tbaa !6
  %1641 = fadd contract float %1639, %1640
  store float %1641, ptr %803, align 4, !tbaa !6
  %1642 = fmul contract float %1473, %1416
  %1643 = load float, ptr %804, align 4, !tbaa !6
  %1644 = fadd contract float %1642, %1643
  store float %1644, ptr %804, align 4, !tbaa !6
  %1645 = fmul contract float %1477, %1416
  %1646 = load float, ptr %805, align 4, !tbaa !6
  %1647 = fadd contract float %1645, %1646
  store float %1647, ptr %805, align 4, !tbaa !6
  %1648 = fmul contract float %1481, %1416
  %1649 = load float, ptr %806, align 4, !tbaa !6
  %1650 = fadd contract float %1648, %1649
  store float %1650, ptr %806, align 4, !tbaa !6
  %1651 = fmul contract float %1485, %1416
  %1652 = load float, ptr %807, align 4, !tbaa !6
  %1653 = fadd contract float %1651, %1652
  store float %1653, ptr %807, align 4, !tbaa !6
  %1654 = fmul contract float %1457, %1420
  %1655 = load float, ptr %808, align 4, !tbaa !6
  %1656 = fadd contract float %1655, %1654
  store float %1656, ptr %808, align 4, !tbaa !6
  %1657 = fmul contract float %1461, %1420
  %1658 = load float, ptr %809, align 4, !tbaa !6
  %1659 = fadd contract float %1657, %1658
  store float %1659, ptr %809, align 4, !tbaa !6
  %1660 = fmul contract float %1465, %1420
  %1661 = load float, ptr %810, align 4, !tbaa !6
  %1662 = fadd contract float %1660, %1661
  store float %1662, ptr %810, align 4, !tbaa !6
  %1663 = fmul contract float %1469, %1420
  %1664 = load float, ptr %811, align 4, !tbaa !6
  %1665 = fadd contract float %1663, %1664
  store float %1665, ptr %811, align 4, !tbaa !6
  %1666 = fmul contract float %1473, %1420
  %1667 = load float, ptr %812, align 4, !tbaa !6
  %1668 = fadd contract float %1666, %1667
  store float %1668, ptr %812, align 4, !tbaa !6
  %1669 = fmul contract float %1477, %1420
  %1670 = load float, ptr %813, align 4, !tbaa !6
  %1671 = fadd contract float %1669, %1670
  store float %1671, ptr %813, align 4, !tbaa !6
  %1672 = fmul contract float %1481, %1420
  %1673 = load float, ptr %814, align 4, !tbaa !6
  %1674 = fadd contract float %1672, %1673
  store float %1674, ptr %814, align 4, !tbaa !6
  %1675 = fmul contract float %1485, %1420
  %1676 = load float, ptr %815, align 4, !tbaa !6
  %1677 = fadd contract float %1675, %1676
  store float %1677, ptr %815, align 4, !tbaa !6
  %1678 = fmul contract float %1457, %1424
  %1679 = load float, ptr %816, align 4, !tbaa !6
  %1680 = fadd contract float %1679, %1678
  store float %1680, ptr %816, align 4, !tbaa !6
  %1681 = fmul contract float %1461, %1424
  %1682 = load float, ptr %817, align 4, !tbaa !6
  %1683 = fadd contract float %1681, %1682
  store float %1683, ptr %817, align 4, !tbaa !6
  %1684 = fmul contract float %1465, %1424
  %1685 = load float, ptr %818, align 4, !tbaa !6
  %1686 = fadd contract float %1684, %1685
  store float %1686, ptr %818, align 4, !tbaa !6
  %1687 = fmul contract float %1469, %1424
  %1688 = load float, ptr %819, align 4, !tbaa !6
  %1689 = fadd contract float %1687, %1688
  store float %1689, ptr %819, align 4, !tbaa !6
  %1690 = fmul contract float %1473, %1424
  %1691 = load float, ptr %820, align 4, !tbaa !6
  %1692 = fadd contract float %1690, %1691
  store float %1692, ptr %820, align 4, !tbaa !6
  %1693 = fmul contract float %1477, %1424
  %1694 = load float, ptr %821, align 4, !tbaa !6
  %1695 = fadd contract float %1693, %1694
  store float %1695, ptr %821, align 4, !tbaa !6
  %1696 = fmul contract float %1481, %1424
  %1697 = load float, ptr %822, align 4, !tbaa !6
  %1698 = fadd contract float %1696, %1697
  store float %1698, ptr %822, align 4, !tbaa !6
  %1699 = fmul contract float %1485, %1424
  %1700 = load float, ptr %823, align 4, !tbaa !6
  %1701 = fadd contract float %1699, %1700
  store float %1701, ptr %823, align 4, !tbaa !6
  %1702 = fmul contract float %1457, %1428
  %1703 = load float, ptr %824, align 4, !tbaa !6
  %1704 = fadd contract float %1703, %1702
  store float %1704, ptr %824, align 4, !tbaa !6
  %1705 = fmul contract float %1461, %1428
  %1706 = load float, ptr %825, align 4, !tbaa !6
  %1707 = fadd contract float %1705, %1706
  store float %1707, ptr %825, align 4, !tbaa !6
  %1708 = fmul contract float %1465, %1428
  %1709 = load float, ptr %826, align 4, !tbaa !6
  %1710 = fadd contract float %1708, %1709
  store float %1710, ptr %826, align 4, !tbaa !6
  %1711 = fmul contract float %1469, %1428
  %1712 = load float, ptr %827, align 4, !tbaa !6
  %1713 = fadd contract float %1711, %1712
  store float %1713, ptr %827, align 4, !tbaa !6
  %1714 = fmul contract float %1473, %1428
  %1715 = load float, ptr %828, align 4, !tbaa !6
  %1716 = fadd contract float %1714, %1715
  store float %1716, ptr %828, align 4, !tbaa !6
  %1717 = fmul contract float %1477, %1428
  %1718 = load float, ptr %829, align 4, !tbaa !6
  %1719 = fadd contract float %1717, %1718
  store float %1719, ptr %829, align 4, !tbaa !6
  %1720 = fmul contract float %1481, %1428
  %1721 = load float, ptr %830, align 4, !tbaa !6
  %1722 = fadd contract float %1720, %1721
  store float %1722, ptr %830, align 4, !tbaa !6
  %1723 = fmul contract float %1485, %1428
  %1724 = load float, ptr %831, align 4, !tbaa !6
  %1725 = fadd contract float %1723, %1724
  store float %1725, ptr %831, align 4, !tbaa !6
  %1726 = fmul contract float %1457, %1432
  %1727 = load float, ptr %832, align 4, !tbaa !6
  %1728 = fadd contract float %1727, %1726
  store float %1728, ptr %832, align 4, !tbaa !6
  %1729 = fmul contract float %1461, %1432
  %1730 = load float, ptr %833, align 4, !tbaa !6
  %1731 = fadd contract float %1729, %1730
  store float %1731, ptr %833, align 4, !tbaa !6
  %1732 = fmul contract float %1465, %1432
  %1733 = load float, ptr %834, align 4, !tbaa !6
  %1734 = fadd contract float %1732, %1733
  store float %1734, ptr %834, align 4, !tbaa !6
  %1735 = fmul contract float %1469, %1432
  %1736 = load float, ptr %835, align 4, !tbaa !6
  %1737 = fadd contract float %1735, %1736
  store float %1737, ptr %835, align 4, !tbaa !6
  %1738 = fmul contract float %1473, %1432
  %1739 = load float, ptr %836, align 4, !tbaa !6
  %1740 = fadd contract float %1738, %1739
  store float %1740, ptr %836, align 4, !tbaa !6
  %1741 = fmul contract float %1477, %1432
  %1742 = load float, ptr %837, align 4, !tbaa !6
  %1743 = fadd contract float %1741, %1742
  store float %1743, ptr %837, align 4, !tbaa !6
  %1744 = fmul contract float %1481, %1432
  %1745 = load float, ptr %838, align 4, !tbaa !6
  %1746 = fadd contract float %1744, %1745
  store float %1746, ptr %838, align 4, !tbaa !6
  %1747 = fmul contract float %1485, %1432
  %1748 = load float, ptr %839, align 4, !tbaa !6
  %1749 = fadd contract float %1747, %1748
  store float %1749, ptr %839, align 4, !tbaa !6
  %1750 = fmul contract float %1457, %1436
  %1751 = load float, ptr %840, align 4, !tbaa !6
  %1752 = fadd contract float %1751, %1750
  store float %1752, ptr %840, align 4, !tbaa !6
  %1753 = fmul contract float %1461, %1436
  %1754 = load float, ptr %841, align 4, !tbaa !6
  %1755 = fadd contract float %1753, %1754
  store float %1755, ptr %841, align 4, !tbaa !6
  %1756 = fmul contract float %1465, %1436
  %1757 = load float, ptr %842, align 4, !tbaa !6
  %1758 = fadd contract float %1756, %1757
  store float %1758, ptr %842, align 4, !tbaa !6
  %1759 = fmul contract float %1469, %1436
  %1760 = load float, ptr %843, align 4, !tbaa !6
  %1761 = fadd contract float %1759, %1760
  store float %1761, ptr %843, align 4, !tbaa !6
  %1762 = fmul contract float %1473, %1436
  %1763 = load float, ptr %844, align 4, !tbaa !6
  %1764 = fadd contract float %1762, %1763
  store float %1764, ptr %844, align 4, !tbaa !6
  %1765 = fmul contract float %1477, %1436
  %1766 = load float, ptr %845, align 4, !tbaa !6
  %1767 = fadd contract float %1765, %1766
  store float %1767, ptr %845, align 4, !tbaa !6
  %1768 = fmul contract float %1481, %1436
  %1769 = load float, ptr %846, align 4, !tbaa !6
  %1770 = fadd contract float %1768, %1769
  store float %1770, ptr %846, align 4, !tbaa !6
  %1771 = fmul contract float %1485, %1436
  %1772 = load float, ptr %847, align 4, !tbaa !6
  %1773 = fadd contract float %1771, %1772
  store float %1773, ptr %847, align 4, !tbaa !6
  %1774 = fmul contract float %1457, %1440
  %1775 = load float, ptr %848, align 4, !tbaa !6
  %1776 = fadd contract float %1775, %1774
  store float %1776, ptr %848, align 4, !tbaa !6
  %1777 = fmul contract float %1461, %1440
  %1778 = load float, ptr %849, align 4, !tbaa !6
  %1779 = fadd contract float %1777, %1778
  store float %1779, ptr %849, align 4, !tbaa !6
  %1780 = fmul contract float %1465, %1440
  %1781 = load float, ptr %850, align 4, !tbaa !6
  %1782 = fadd contract float %1780, %1781
  store float %1782, ptr %850, align 4, !tbaa !6
  %1783 = fmul contract float %1469, %1440
  %1784 = load float, ptr %851, align 4, !tbaa !6
  %1785 = fadd contract float %1783, %1784
  store float %1785, ptr %851, align 4, !tbaa !6
  %1786 = fmul contract float %1473, %1440
  %1787 = load float, ptr %852, align 4, !tbaa !6
  %1788 = fadd contract float %1786, %1787
  store float %1788, ptr %852, align 4, !tbaa !6
  %1789 = fmul contract float %1477, %1440
  %1790 = load float, ptr %853, align 4, !tbaa !6
  %1791 = fadd contract float %1789, %1790
  store float %1791, ptr %853, align 4, !tbaa !6
  %1792 = fmul contract float %1481, %1440
  %1793 = load float, ptr %854, align 4, !tbaa !6
  %1794 = fadd contract float %1792, %1793
  store float %1794, ptr %854, align 4, !tbaa !6
  %1795 = fmul contract float %1485, %1440
  %1796 = load float, ptr %855, align 4, !tbaa !6
  %1797 = fadd contract float %1795, %1796
  store float %1797, ptr %855, align 4, !tbaa !6
  %1798 = fmul contract float %1457, %1444
  %1799 = load float, ptr %856, align 4, !tbaa !6
  %1800 = fadd contract float %1799, %1798
  store float %1800, ptr %856, align 4, !tbaa !6
  %1801 = fmul contract float %1461, %1444
  %1802 = load float, ptr %857, align 4, !tbaa !6
  %1803 = fadd contract float %1801, %1802
  store float %1803, ptr %857, align 4, !tbaa !6
  %1804 = fmul contract float %1465, %1444
  %1805 = load float, ptr %858, align 4, !tbaa !6
  %1806 = fadd contract float %1804, %1805
  store float %1806, ptr %858, align 4, !tbaa !6
  %1807 = fmul contract float %1469, %1444
  %1808 = load float, ptr %859, align 4, !tbaa !6
  %1809 = fadd contract float %1807, %1808
  store float %1809, ptr %859, align 4, !tbaa !6
  %1810 = fmul contract float %1473, %1444
  %1811 = load float, ptr %860, align 4, !tbaa !6
  %1812 = fadd contract float %1810, %1811
  store float %1812, ptr %860, align 4, !tbaa !6
  %1813 = fmul contract float %1477, %1444
  %1814 = load float, ptr %861, align 4, !tbaa !6
  %1815 = fadd contract float %1813, %1814
  store float %1815, ptr %861, align 4, !tbaa !6
  %1816 = fmul contract float %1481, %1444
  %1817 = load float, ptr %862, align 4, !tbaa !6
  %1818 = fadd contract float %1816, %1817
  store float %1818, ptr %862, align 4, !tbaa !6
  %1819 = fmul contract float %1485, %1444
  %1820 = load float, ptr %863, align 4, !tbaa !6
  %1821 = fadd contract float %1819, %1820
  store float %1821, ptr %863, align 4, !tbaa !6
  %1822 = fmul contract float %1457, %1448
  %1823 = load float, ptr %864, align 4, !tbaa !6
  %1824 = fadd contract float %1823, %1822
  store float %1824, ptr %864, align 4, !tbaa !6
  %1825 = fmul contract float %1461, %1448
  %1826 = load float, ptr %865, align 4, !tbaa !6
  %1827 = fadd contract float %1825, %1826
  store float %1827, ptr %865, align 4, !tbaa !6
  %1828 = fmul contract float %1465, %1448
  %1829 = load float, ptr %866, align 4, !tbaa !6
  %1830 = fadd contract float %1828, %1829
  store float %1830, ptr %866, align 4, !tbaa !6
  %1831 = fmul contract float %1469, %1448
  %1832 = load float, ptr %867, align 4, !tbaa !6
  %1833 = fadd contract float %1831, %1832
  store float %1833, ptr %867, align 4, !tbaa !6
  %1834 = fmul contract float %1473, %1448
  %1835 = load float, ptr %868, align 4, !tbaa !6
  %1836 = fadd contract float %1834, %1835
  store float %1836, ptr %868, align 4, !tbaa !6
  %1837 = fmul contract float %1477, %1448
  %1838 = load float, ptr %869, align 4, !tbaa !6
  %1839 = fadd contract float %1837, %1838
  store float %1839, ptr %869, align 4, !tbaa !6
  %1840 = fmul contract float %1481, %1448
  %1841 = load float, ptr %870, align 4, !tbaa !6
  %1842 = fadd contract float %1840, %1841
  store float %1842, ptr %870, align 4, !tbaa !6
  %1843 = fmul contract float %1485, %1448
  %1844 = load float, ptr %871, align 4, !tbaa !6
  %1845 = fadd contract float %1843, %1844
  store float %1845, ptr %871, align 4, !tbaa !6
  %1846 = fmul contract float %1457, %1452
  %1847 = load float, ptr %872, align 4, !tbaa !6
  %1848 = fadd contract float %1847, %1846
  store float %1848, ptr %872, align 4, !tbaa !6
  %1849 = fmul contract float %1461, %1452
  %1850 = load float, ptr %873, align 4, !tbaa !6
  %1851 = fadd contract float %1849, %1850
  store float %1851, ptr %873, align 4, !tbaa !6
  %1852 = fmul contract float %1465, %1452
  %1853 = load float, ptr %874, align 4, !tbaa !6
  %1854 = fadd contract float %1852, %1853
  store float %1854, ptr %874, align 4, !tbaa !6
  %1855 = fmul contract float %1469, %1452
  %1856 = load float, ptr %875, align 4, !tbaa !6
  %1857 = fadd contract float %1855, %1856
  store float %1857, ptr %875, align 4, !tbaa !6
  %1858 = fmul contract float %1473, %1452
  %1859 = load float, ptr %876, align 4, !tbaa !6
  %1860 = fadd contract float %1858, %1859
  store float %1860, ptr %876, align 4, !tbaa !6
  %1861 = fmul contract float %1477, %1452
  %1862 = load float, ptr %877, align 4, !tbaa !6
  %1863 = fadd contract float %1861, %1862
  store float %1863, ptr %877, align 4, !tbaa !6
  %1864 = fmul contract float %1481, %1452
  %1865 = load float, ptr %878, align 4, !tbaa !6
  %1866 = fadd contract float %1864, %1865
  store float %1866, ptr %878, align 4, !tbaa !6
  %1867 = fmul contract float %1485, %1452
  %1868 = load float, ptr %879, align 4, !tbaa !6
  %1869 = fadd contract float %1867, %1868
  store float %1869, ptr %879, align 4, !tbaa !6
  %1870 = add nuw nsw i32 %1387, 1
  %1871 = icmp eq i32 %1870, 16
  br i1 %1871, label %1872, label %1386, !llvm.loop !11

1872:                                             ; preds = %1386, %1383
  tail call void @llvm.nvvm.barrier0()
  %1873 = add i32 %896, 32
  %1874 = icmp ult i32 %1873, %2
  br i1 %1874, label %1875, label %2938

1875:                                             ; preds = %1872
  %1876 = getelementptr inbounds i8, ptr %894, i64 128
  %1877 = getelementptr inbounds float, ptr %895, i64 %347
  %1878 = getelementptr inbounds float, ptr %1876, i64 %221
  %1879 = load float, ptr %1878, align 16, !tbaa !6
  %1880 = getelementptr inbounds i8, ptr %1878, i64 4
  %1881 = load float, ptr %1880, align 4, !tbaa !6
  %1882 = getelementptr inbounds i8, ptr %1878, i64 8
  %1883 = load float, ptr %1882, align 8, !tbaa !6
  %1884 = getelementptr inbounds i8, ptr %1878, i64 12
  %1885 = load float, ptr %1884, align 4, !tbaa !6
  store float %1879, ptr %348, align 4, !tbaa !6
  store float %1881, ptr %349, align 4, !tbaa !6
  store float %1883, ptr %350, align 4, !tbaa !6
  store float %1885, ptr %351, align 4, !tbaa !6
  %1886 = getelementptr inbounds float, ptr %1876, i64 %233
  %1887 = load float, ptr %1886, align 16, !tbaa !6
  %1888 = getelementptr inbounds i8, ptr %1886, i64 4
  %1889 = load float, ptr %1888, align 4, !tbaa !6
  %1890 = getelementptr inbounds i8, ptr %1886, i64 8
  %1891 = load float, ptr %1890, align 8, !tbaa !6
  %1892 = getelementptr inbounds i8, ptr %1886, i64 12
  %1893 = load float, ptr %1892, align 4, !tbaa !6
  store float %1887, ptr %352, align 4, !tbaa !6
  store float %1889, ptr %353, align 4, !tbaa !6
  store float %1891, ptr %354, align 4, !tbaa !6
  store float %1893, ptr %355, align 4, !tbaa !6
  %1894 = getelementptr inbounds float, ptr %1876, i64 %249
  %1895 = load float, ptr %1894, align 16, !tbaa !6
  %1896 = getelementptr inbounds i8, ptr %1894, i64 4
  %1897 = load float, ptr %1896, align 4, !tbaa !6
  %1898 = getelementptr inbounds i8, ptr %1894, i64 8
  %1899 = load float, ptr %1898, align 8, !tbaa !6
  %1900 = getelementptr inbounds i8, ptr %1894, i64 12
  %1901 = load float, ptr %1900, align 4, !tbaa !6
  store float %1895, ptr %356, align 4, !tbaa !6
  store float %1897, ptr %357, align 4, !tbaa !6
  store float %1899, ptr %358, align 4, !tbaa !6
  store float %1901, ptr %359, align 4, !tbaa !6
  %1902 = getelementptr inbounds float, ptr %1876, i64 %265
  %1903 = load float, ptr %1902, align 16, !tbaa !6
  %1904 = getelementptr inbounds i8, ptr %1902, i64 4
  %1905 = load float, ptr %1904, align 4, !tbaa !6
  %1906 = getelementptr inbounds i8, ptr %1902, i64 8
  %1907 = load float, ptr %1906, align 8, !tbaa !6
  %1908 = getelementptr inbounds i8, ptr %1902, i64 12
  %1909 = load float, ptr %1908, align 4, !tbaa !6
  store float %1903, ptr %360, align 4, !tbaa !6
  store float %1905, ptr %361, align 4, !tbaa !6
  store float %1907, ptr %362, align 4, !tbaa !6
  store float %1909, ptr %363, align 4, !tbaa !6
  %1910 = getelementptr inbounds float, ptr %1877, i64 %281
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %364, ptr noundef nonnull align 16 dereferenceable(16) %1910, i64 16, i1 false), !tbaa.struct !10
  %1911 = getelementptr inbounds float, ptr %1877, i64 %289
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %365, ptr noundef nonnull align 16 dereferenceable(16) %1911, i64 16, i1 false), !tbaa.struct !10
  %1912 = getelementptr inbounds float, ptr %1877, i64 %297
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %366, ptr noundef nonnull align 16 dereferenceable(16) %1912, i64 16, i1 false), !tbaa.struct !10
  %1913 = getelementptr inbounds float, ptr %1877, i64 %305
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %367, ptr noundef nonnull align 16 dereferenceable(16) %1913, i64 16, i1 false), !tbaa.struct !10
  %1914 = getelementptr inbounds float, ptr %1877, i64 %313
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %368, ptr noundef nonnull align 16 dereferenceable(16) %1914, i64 16, i1 false), !tbaa.struct !10
  %1915 = getelementptr inbounds float, ptr %1877, i64 %321
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %369, ptr noundef nonnull align 16 dereferenceable(16) %1915, i64 16, i1 false), !tbaa.struct !10
  %1916 = getelementptr inbounds float, ptr %1877, i64 %329
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %370, ptr noundef nonnull align 16 dereferenceable(16) %1916, i64 16, i1 false), !tbaa.struct !10
  %1917 = getelementptr inbounds float, ptr %1877, i64 %337
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %371, ptr noundef nonnull align 16 dereferenceable(16) %1917, i64 16, i1 false), !tbaa.struct !10
  br label %2938

1918:                                             ; preds = %893
  %1919 = or disjoint i32 %896, 16
  %1920 = icmp ult i32 %1919, %2
  br i1 %1920, label %1921, label %1964

1921:                                             ; preds = %1918
  %1922 = getelementptr inbounds i8, ptr %894, i64 64
  %1923 = getelementptr inbounds float, ptr %895, i64 %212
  %1924 = getelementptr inbounds float, ptr %1922, i64 %221
  %1925 = load float, ptr %1924, align 16, !tbaa !6
  %1926 = getelementptr inbounds i8, ptr %1924, i64 4
  %1927 = load float, ptr %1926, align 4, !tbaa !6
  %1928 = getelementptr inbounds i8, ptr %1924, i64 8
  %1929 = load float, ptr %1928, align 8, !tbaa !6
  %1930 = getelementptr inbounds i8, ptr %1924, i64 12
  %1931 = load float, ptr %1930, align 4, !tbaa !6
  store float %1925, ptr %223, align 4, !tbaa !6
  store float %1927, ptr %225, align 4, !tbaa !6
  store float %1929, ptr %227, align 4, !tbaa !6
  store float %1931, ptr %229, align 4, !tbaa !6
  %1932 = getelementptr inbounds float, ptr %1922, i64 %233
  %1933 = load float, ptr %1932, align 16, !tbaa !6
  %1934 = getelementptr inbounds i8, ptr %1932, i64 4
  %1935 = load float, ptr %1934, align 4, !tbaa !6
  %1936 = getelementptr inbounds i8, ptr %1932, i64 8
  %1937 = load float, ptr %1936, align 8, !tbaa !6
  %1938 = getelementptr inbounds i8, ptr %1932, i64 12
  %1939 = load float, ptr %1938, align 4, !tbaa !6
  store float %1933, ptr %236, align 4, !tbaa !6
  store float %1935, ptr %239, align 4, !tbaa !6
  store float %1937, ptr %242, align 4, !tbaa !6
  store float %1939, ptr %245, align 4, !tbaa !6
  %1940 = getelementptr inbounds float, ptr %1922, i64 %249
  %1941 = load float, ptr %1940, align 16, !tbaa !6
  %1942 = getelementptr inbounds i8, ptr %1940, i64 4
  %1943 = load float, ptr %1942, align 4, !tbaa !6
  %1944 = getelementptr inbounds i8, ptr %1940, i64 8
  %1945 = load float, ptr %1944, align 8, !tbaa !6
  %1946 = getelementptr inbounds i8, ptr %1940, i64 12
  %1947 = load float, ptr %1946, align 4, !tbaa !6
  store float %1941, ptr %252, align 4, !tbaa !6
  store float %1943, ptr %255, align 4, !tbaa !6
  store float %1945, ptr %258, align 4, !tbaa !6
  store float %1947, ptr %261, align 4, !tbaa !6
  %1948 = getelementptr inbounds float, ptr %1922, i64 %265
  %1949 = load float, ptr %1948, align 16, !tbaa !6
  %1950 = getelementptr inbounds i8, ptr %1948, i64 4
  %1951 = load float, ptr %1950, align 4, !tbaa !6
  %1952 = getelementptr inbounds i8, ptr %1948, i64 8
  %1953 = load float, ptr %1952, align 8, !tbaa !6
  %1954 = getelementptr inbounds i8, ptr %1948, i64 12
  %1955 = load float, ptr %1954, align 4, !tbaa !6
  store float %1949, ptr %268, align 4, !tbaa !6
  store float %1951, ptr %271, align 4, !tbaa !6
  store float %1953, ptr %274, align 4, !tbaa !6
  store float %1955, ptr %277, align 4, !tbaa !6
  %1956 = getelementptr inbounds float, ptr %1923, i64 %281
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %285, ptr noundef nonnull align 16 dereferenceable(16) %1956, i64 16, i1 false), !tbaa.struct !10
  %1957 = getelementptr inbounds float, ptr %1923, i64 %289
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %293, ptr noundef nonnull align 16 dereferenceable(16) %1957, i64 16, i1 false), !tbaa.struct !10
  %1958 = getelementptr inbounds float, ptr %1923, i64 %297
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %301, ptr noundef nonnull align 16 dereferenceable(16) %1958, i64 16, i1 false), !tbaa.struct !10
  %1959 = getelementptr inbounds float, ptr %1923, i64 %305
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %309, ptr noundef nonnull align 16 dereferenceable(16) %1959, i64 16, i1 false), !tbaa.struct !10
  %1960 = getelementptr inbounds float, ptr %1923, i64 %313
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %317, ptr noundef nonnull align 16 dereferenceable(16) %1960, i64 16, i1 false), !tbaa.struct !10
  %1961 = getelementptr inbounds float, ptr %1923, i64 %321
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %325, ptr noundef nonnull align 16 dereferenceable(16) %1961, i64 16, i1 false), !tbaa.struct !10
  %1962 = getelementptr inbounds float, ptr %1923, i64 %329
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %333, ptr noundef nonnull align 16 dereferenceable(16) %1962, i64 16, i1 false), !tbaa.struct !10
  %1963 = getelementptr inbounds float, ptr %1923, i64 %337
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %341, ptr noundef nonnull align 16 dereferenceable(16) %1963, i64 16, i1 false), !tbaa.struct !10
  br label %1964

1964:                                             ; preds = %1921, %1918
  tail call void @llvm.nvvm.barrier0()
  br label %1965

1965:                                             ; preds = %1965, %1964
  %1966 = phi i32 [ 0, %1964 ], [ %2449, %1965 ]
  %1967 = shl i32 %1966, 7
  %1968 = or disjoint i32 %1967, %342
  %1969 = zext i32 %1968 to i64
  %1970 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %1969
  %1971 = load float, ptr %1970, align 4, !tbaa !6
  %1972 = or disjoint i32 %1968, 1
  %1973 = zext i32 %1972 to i64
  %1974 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %1973
  %1975 = load float, ptr %1974, align 4, !tbaa !6
  %1976 = or disjoint i32 %1968, 2
  %1977 = zext i32 %1976 to i64
  %1978 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %1977
  %1979 = load float, ptr %1978, align 4, !tbaa !6
  %1980 = or disjoint i32 %1968, 3
  %1981 = zext i32 %1980 to i64
  %1982 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %1981
  %1983 = load float, ptr %1982, align 4, !tbaa !6
  %1984 = or disjoint i32 %1968, 4
  %1985 = zext i32 %1984 to i64
  %1986 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %1985
  %1987 = load float, ptr %1986, align 4, !tbaa !6
  %1988 = or disjoint i32 %1968, 5
  %1989 = zext i32 %1988 to i64
  %1990 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %1989
  %1991 = load float, ptr %1990, align 4, !tbaa !6
  %1992 = or disjoint i32 %1968, 6
  %1993 = zext i32 %1992 to i64
  %1994 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %1993
  %1995 = load float, ptr %1994, align 4, !tbaa !6
  %1996 = or disjoint i32 %1968, 7
  %1997 = zext i32 %1996 to i64
  %1998 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %1997
  %1999 = load float, ptr %1998, align 4, !tbaa !6
  %2000 = or disjoint i32 %1968, 64
  %2001 = zext i32 %2000 to i64
  %2002 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %2001
  %2003 = load float, ptr %2002, align 4, !tbaa !6
  %2004 = or disjoint i32 %1968, 65
  %2005 = zext i32 %2004 to i64
  %2006 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %2005
  %2007 = load float, ptr %2006, align 4, !tbaa !6
  %2008 = or disjoint i32 %1968, 66
  %2009 = zext i32 %2008 to i64
  %2010 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %2009
  %2011 = load float, ptr %2010, align 4, !tbaa !6
  %2012 = or disjoint i32 %1968, 67
  %2013 = zext i32 %2012 to i64
  %2014 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %2013
  %2015 = load float, ptr %2014, align 4, !tbaa !6
  %2016 = or disjoint i32 %1968, 68
  %2017 = zext i32 %2016 to i64
  %2018 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %2017
  %2019 = load float, ptr %2018, align 4, !tbaa !6
  %2020 = or disjoint i32 %1968, 69
  %2021 = zext i32 %2020 to i64
  %2022 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %2021
  %2023 = load float, ptr %2022, align 4, !tbaa !6
  %2024 = or disjoint i32 %1968, 70
  %2025 = zext i32 %2024 to i64
  %2026 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %2025
  %2027 = load float, ptr %2026, align 4, !tbaa !6
  %2028 = or disjoint i32 %1968, 71
  %2029 = zext i32 %2028 to i64
  %2030 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 %2029
  %2031 = load float, ptr %2030, align 4, !tbaa !6
  %2032 = shl nuw nsw i32 %1966, 8
  %2033 = or disjoint i32 %2032, %344
  %2034 = zext nneg i32 %2033 to i64
  %2035 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %2034
  %2036 = load float, ptr %2035, align 4, !tbaa !6
  %2037 = or disjoint i32 %2033, 1
  %2038 = zext nneg i32 %2037 to i64
  %2039 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %2038
  %2040 = load float, ptr %2039, align 4, !tbaa !6
  %2041 = or disjoint i32 %2033, 2
  %2042 = zext nneg i32 %2041 to i64
  %2043 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %2042
  %2044 = load float, ptr %2043, align 4, !tbaa !6
  %2045 = or disjoint i32 %2033, 3
  %2046 = zext nneg i32 %2045 to i64
  %2047 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %2046
  %2048 = load float, ptr %2047, align 4, !tbaa !6
  %2049 = or disjoint i32 %2033, 4
  %2050 = zext nneg i32 %2049 to i64
  %2051 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %2050
  %2052 = load float, ptr %2051, align 4, !tbaa !6
  %2053 = or disjoint i32 %2033, 5
  %2054 = zext nneg i32 %2053 to i64
  %2055 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %2054
  %2056 = load float, ptr %2055, align 4, !tbaa !6
  %2057 = or disjoint i32 %2033, 6
  %2058 = zext nneg i32 %2057 to i64
  %2059 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %2058
  %2060 = load float, ptr %2059, align 4, !tbaa !6
  %2061 = or disjoint i32 %2033, 7
  %2062 = zext nneg i32 %2061 to i64
  %2063 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 %2062
  %2064 = load float, ptr %2063, align 4, !tbaa !6
  %2065 = fmul contract float %2036, %1971
  %2066 = load float, ptr %9, align 4, !tbaa !6
  %2067 = fadd contract float %2066, %2065
  store float %2067, ptr %9, align 4, !tbaa !6
  %2068 = fmul contract float %2040, %1971
  %2069 = load float, ptr %372, align 4, !tbaa !6
  %2070 = fadd contract float %2068, %2069
  store float %2070, ptr %372, align 4, !tbaa !6
  %2071 = fmul contract float %2044, %1971
  %2072 = load float, ptr %373, align 4, !tbaa !6
  %2073 = fadd contract float %2071, %2072
  store float %2073, ptr %373, align 4, !tbaa !6
  %2074 = fmul contract float %2048, %1971
  %2075 = load float, ptr %374, align 4, !tbaa !6
  %2076 = fadd contract float %2074, %2075
  store float %2076, ptr %374, align 4, !tbaa !6
  %2077 = fmul contract float %2052, %1971
  %2078 = load float, ptr %375, align 4, !tbaa !6
  %2079 = fadd contract float %2077, %2078
  store float %2079, ptr %375, align 4, !tbaa !6
  %2080 = fmul contract float %2056, %1971
  %2081 = load float, ptr %376, align 4, !tbaa !6
  %2082 = fadd contract float %2080, %2081
  store float %2082, ptr %376, align 4, !tbaa !6
  %2083 = fmul contract float %2060, %1971
  %2084 = load float, ptr %377, align 4, !tbaa !6
  %2085 = fadd contract float %2083, %2084
  store float %2085, ptr %377, align 4, !tbaa !6
  %2086 = fmul contract float %2064, %1971
  %2087 = load float, ptr %378, align 4, !tbaa !6
  %2088 = fadd contract float %2086, %2087
  store float %2088, ptr %378, align 4, !tbaa !6
  %2089 = fmul contract float %2036, %1975
  %2090 = load float, ptr %379, align 4, !tbaa !6
  %2091 = fadd contract float %2090, %2089
  store float %2091, ptr %379, align 4, !tbaa !6
  %2092 = fmul contract float %2040, %1975
  %2093 = load float, ptr %380, align 4, !tbaa !6
  %2094 = fadd contract float %2092, %2093
  store float %2094, ptr %380, align 4, !tbaa !6
  %2095 = fmul contract float %2044, %1975
  %2096 = load float, ptr %381, align 4, !tbaa !6
  %2097 = fadd contract float %2095, %2096
  store float %2097, ptr %381, align 4, !tbaa !6
  %2098 = fmul contract float %2048, %1975
  %2099 = load float, ptr %382, align 4, !tbaa !6
  %2100 = fadd contract float %2098, %2099
  store float %2100, ptr %382, align 4, !tbaa !6
  %2101 = fmul contract float %2052, %1975
  %2102 = load float, ptr %383, align 4, !tbaa !6
  %2103 = fadd contract float %2101, %2102
  store float %2103, ptr %383, align 4, !tbaa !6
  %2104 = fmul contract float %2056, %1975
  %2105 = load float, ptr %384, align 4, !tbaa !6
  %2106 = fadd contract float %2104, %2105
  store float %2106, ptr %384, align 4, !tbaa !6
  %2107 = fmul contract float %2060, %1975
  %2108 = load float, ptr %385, align 4, !tbaa !6
  %2109 = fadd contract float %2107, %2108
  store float %2109, ptr %385, align 4, !tbaa !6
  %2110 = fmul contract float %2064, %1975
  %2111 = load float, ptr %386, align 4, !tbaa !6
  %2112 = fadd contract float %2110, %2111
  store float %2112, ptr %386, align 4, !tbaa !6
  %2113 = fmul contract float %2036, %1979
  %2114 = load float, ptr %387, align 4, !tbaa !6
  %2115 = fadd contract float %2114, %2113
  store float %2115, ptr %387, align 4, !tbaa !6
  %2116 = fmul contract float %2040, %1979
  %2117 = load float, ptr %388, align 4, !tbaa !6
  %2118 = fadd contract float %2116, %2117
  store float %2118, ptr %388, align 4, !tbaa !6
  %2119 = fmul contract float %2044, %1979
  %2120 = load float, ptr %389, align 4, !tbaa !6
  %2121 = fadd contract float %2119, %2120
  store float %2121, ptr %389, align 4, !tbaa !6
  %2122 = fmul contract float %2048, %1979
  %2123 = load float, ptr %390, align 4, !tbaa !6
  %2124 = fadd contract float %2122, %2123
  store float %2124, ptr %390, align 4, !tbaa !6
  %2125 = fmul contract float %2052, %1979
  %2126 = load float, ptr %391, align 4, !tbaa !6
  %2127 = fadd contract float %2125, %2126
  store float %2127, ptr %391, align 4, !tbaa !6
  %2128 = fmul contract float %2056, %1979
  %2129 = load float, ptr %392, align 4, !tbaa !6
  %2130 = fadd contract float %2128, %2129
  store float %2130, ptr %392, align 4, !tbaa !6
  %2131 = fmul contract float %2060, %1979
  %2132 = load float, ptr %393, align 4, !tbaa !6
  %2133 = fadd contract float %2131, %2132
  store float %2133, ptr %393, align 4, !tbaa !6
  %2134 = fmul contract float %2064, %1979
  %2135 = load float, ptr %394, align 4, !tbaa !6
  %2136 = fadd contract float %2134, %2135
  store float %2136, ptr %394, align 4, !tbaa !6
  %2137 = fmul contract float %2036, %1983
  %2138 = load float, ptr %395, align 4, !tbaa !6
  %2139 = fadd contract float %2138, %2137
  store float %2139, ptr %395, align 4, !tbaa !6
  %2140 = fmul contract float %2040, %1983
  %2141 = load float, ptr %396, align 4, !tbaa !6
  %2142 = fadd contract float %2140, %2141
  store float %2142, ptr %396, align 4, !tbaa !6
  %2143 = fmul contract float %2044, %1983
  %2144 = load float, ptr %397, align 4, !tbaa !6
  %2145 = fadd contract float %2143, %2144
  store float %2145, ptr %397, align 4, !tbaa !6
  %2146 = fmul contract float %2048, %1983
  %2147 = load float, ptr %398, align 4, !tbaa !6
  %2148 = fadd contract float %2146, %2147
  store float %2148, ptr %398, align 4, !tbaa !6
  %2149 = fmul contract float %2052, %1983
  %2150 = load float, ptr %399, align 4, !tbaa !6
  %2151 = fadd contract float %2149, %2150
  store float %2151, ptr %399, align 4, !tbaa !6
  %2152 = fmul contract float %2056, %1983
  %2153 = load float, ptr %400, align 4, !tbaa !6
  %2154 = fadd contract float %2152, %2153
  store float %2154, ptr %400, align 4, !tbaa !6
  %2155 = fmul contract float %2060, %1983
  %2156 = load float, ptr %401, align 4, !tbaa !6
  %2157 = fadd contract float %2155, %2156
  store float %2157, ptr %401, align 4, !tbaa !6
  %2158 = fmul contract float %2064, %1983
  %2159 = load float, ptr %402, align 4, !tbaa !6
  %2160 = fadd contract float %2158, %2159
  store float %2160, ptr %402, align 4, !tbaa !6
  %2161 = fmul contract float %2036, %1987
  %2162 = load float, ptr %403, align 4, !tbaa !6
  %2163 = fadd contract float %2162, %2161
  store float %2163, ptr %403, align 4, !tbaa !6
  %2164 = fmul contract float %2040, %1987
  %2165 = load float, ptr %404, align 4, !tbaa !6
  %2166 = fadd contract float %2164, %2165
  store float %2166, ptr %404, align 4, !tbaa !6
  %2167 = fmul contract float %2044, %1987
  %2168 = load float, ptr %405, align 4, !tbaa !6
  %2169 = fadd contract float %2167, %2168
  store float %2169, ptr %405, align 4, !tbaa !6
  %2170 = fmul contract float %2048, %1987
  %2171 = load float, ptr %406, align 4, !tbaa !6
  %2172 = fadd contract float %2170, %2171
  store float %2172, ptr %406, align 4, !tbaa !6
  %2173 = fmul contract float %2052, %1987
  %2174 = load float, ptr %407, align 4, !tbaa !6
  %2175 = fadd contract float %2173, %2174
  store float %2175, ptr %407, align 4, !tbaa !6
  %2176 = fmul contract float %2056, %1987
  %2177 = load float, ptr %408, align 4, !tbaa !6
  %2178 = fadd contract float %2176, %2177
  store float %2178, ptr %408, align 4, !tbaa !6
  %2179 = fmul contract float %2060, %1987
  %2180 = load float, ptr %409, align 4, !tbaa !6
  %2181 = fadd contract float %2179, %2180
  store float %2181, ptr %409, align 4, !tbaa !6
  %2182 = fmul contract float %2064, %1987
  %2183 = load float, ptr %410, align 4, !tbaa !6
  %2184 = fadd contract float %2182, %2183
  store float %2184, ptr %410, align 4, !tbaa !6
  %2185 = fmul contract float %2036, %1991
  %2186 = load float, ptr %411, align 4, !tbaa !6
  %2187 = fadd contract float %2186, %2185
  store float %2187, ptr %411, align 4, !tbaa !6
  %2188 = fmul contract float %2040, %1991
  %2189 = load float, ptr %412, align 4, !tbaa !6
  %2190 = fadd contract float %2188, %2189
  store float %2190, ptr %412, align 4, !tbaa !6
  %2191 = fmul contract float %2044, %1991
  %2192 = load float, ptr %413, align 4, !tbaa !6
  %2193 = fadd contract float %2191, %2192
  store float %2193, ptr %413, align 4, !tbaa !6
  %2194 = fmul contract float %2048, %1991
  %2195 = load float, ptr %414, align 4, !tbaa !6
  %2196 = fadd contract float %2194, %2195
  store float %2196, ptr %414, align 4, !tbaa !6
  %2197 = fmul contract float %2052, %1991
  %2198 = load float, ptr %415, align 4, !tbaa !6
  %2199 = fadd contract float %2197, %2198
  store float %2199, ptr %415, align 4, !tbaa !6
  %2200 = fmul contract float %2056, %1991
  %2201 = load float, ptr %416, align 4, !tbaa !6
  %2202 = fadd contract float %2200, %2201
  store float %2202, ptr %416, align 4, !tbaa !6
  %2203 = fmul contract float %2060, %1991
  %2204 = load float, ptr %417, align 4, !tbaa !6
  %2205 = fadd contract float %2203, %2204
  store float %2205, ptr %417, align 4, !tbaa !6
  %2206 = fmul contract float %2064, %1991
  %2207 = load float, ptr %418, align 4, !tbaa !6
  %2208 = fadd contract float %2206, %2207
  store float %2208, ptr %418, align 4, !tbaa !6
  %2209 = fmul contract float %2036, %1995
  %2210 = load float, ptr %419, align 4, !tbaa !6
  %2211 = fadd contract float %2210, %2209
  store float %2211, ptr %419, align 4, !tbaa !6
  %2212 = fmul contract float %2040, %1995
  %2213 = load float, ptr %420, align 4, !tbaa !6
  %2214 = fadd contract float %2212, %2213
  store float %2214, ptr %420, align 4, !tbaa !6
  %2215 = fmul contract float %2044, %1995
  %2216 = load float, ptr %421, align 4, !tbaa !6
  %2217 = fadd contract float %2215, %2216
  store float %2217, ptr %421, align 4, !tbaa !6
  %2218 = fmul contract float %2048, %1995
  %2219 = load float, ptr %422, align 4, !tbaa !6
  %2220 = fadd contract float %2218, %2219
  store float %2220, ptr %422, align 4, !tbaa !6
  %2221 = fmul contract float %2052, %1995
  %2222 = load float, ptr %423, align 4, !tbaa !6
  %2223 = fadd contract float %2221, %2222
  store float %2223, ptr %423, align 4, !tbaa !6
  %2224 = fmul contract float %2056, %1995
  %2225 = load float, ptr %424, align 4, !tbaa !6
  %2226 = fadd contract float %2224, %2225
  store float %2226, ptr %424, align 4, !tbaa !6
  %2227 = fmul contract float %2060, %1995
  %2228 = load float, ptr %425, align 4, !tbaa !6
  %2229 = fadd contract float %2227, %2228
  store float %2229, ptr %425, align 4, !tbaa !6
  %2230 = fmul contract float %2064, %1995
  %2231 = load float, ptr %426, align 4, !tbaa !6
  %2232 = fadd contract float %2230, %2231
  store float %2232, ptr %426, align 4, !tbaa !6
  %2233 = fmul contract float %2036, %1999
  %2234 = load float, ptr %427, align 4, !tbaa !6
  %2235 = fadd contract float %2234, %2233
  store float %2235, ptr %427, align 4, !tbaa !6
  %2236 = fmul contract float %2040, %1999
  %2237 = load float, ptr %428, align 4, !tbaa !6
  %2238 = fadd contract float %2236, %2237
  store float %2238, ptr %428, align 4, !tbaa !6
  %2239 = fmul contract float %2044, %1999
  %2240 = load float, ptr %429, align 4, !tbaa !6
  %2241 = fadd contract float %2239, %2240
  store float %2241, ptr %429, align 4, !tbaa !6
  %2242 = fmul contract float %2048, %1999
  %2243 = load float, ptr %430, align 4, !tbaa !6
  %2244 = fadd contract float %2242, %2243
  store float %2244, ptr %430, align 4, !tbaa !6
  %2245 = fmul contract float %2052, %1999
  %2246 = load float, ptr %431, align 4, !tbaa !6
  %2247 = fadd contract float %2245, %2246
  store float %2247, ptr %431, align 4, !tbaa !6
  %2248 = fmul contract float %2056, %1999
  %2249 = load float, ptr %432, align 4, !tbaa !6
  %2250 = fadd contract float %2248, %2249
  store float %2250, ptr %432, align 4, !tbaa !6
  %2251 = fmul contract float %2060, %1999
  %2252 = load float, ptr %433, align 4, !tbaa !6
  %2253 = fadd contract float %2251, %2252
  store float %2253, ptr %433, align 4, !tbaa !6
  %2254 = fmul contract float %2064, %1999
  %2255 = load float, ptr %434, align 4, !tbaa !6
  %2256 = fadd contract float %2254, %2255
  store float %2256, ptr %434, align 4, !tbaa !6
  %2257 = fmul contract float %2036, %2003
  %2258 = load float, ptr %435, align 4, !tbaa !6
  %2259 = fadd contract float %2258, %2257
  store float %2259, ptr %435, align 4, !tbaa !6
  %2260 = fmul contract float %2040, %2003
  %2261 = load float, ptr %436, align 4, !tbaa !6
  %2262 = fadd contract float %2260, %2261
  store float %2262, ptr %436, align 4, !tbaa !6
  %2263 = fmul contract float %2044, %2003
  %2264 = load float, ptr %437, align 4, !tbaa !6
  %2265 = fadd contract float %2263, %2264
  store float %2265, ptr %437, align 4, !tbaa !6
  %2266 = fmul contract float %2048, %2003
  %2267 = load float, ptr %438, align 4, !tbaa !6
  %2268 = fadd contract float %2266, %2267
  store float %2268, ptr %438, align 4, !tbaa !6
  %2269 = fmul contract float %2052, %2003
  %2270 = load float, ptr %439, align 4, !tbaa !6
  %2271 = fadd contract float %2269, %2270
  store float %2271, ptr %439, align 4, !tbaa !6
  %2272 = fmul contract float %2056, %2003
  %2273 = load float, ptr %440, align 4, !tbaa !6
  %2274 = fadd contract float %2272, %2273
  store float %2274, ptr %440, align 4, !tbaa !6
  %2275 = fmul contract float %2060, %2003
  %2276 = load float, ptr %441, align 4, !tbaa !6
  %2277 = fadd contract float %2275, %2276
  store float %2277, ptr %441, align 4, !tbaa !6
  %2278 = fmul contract float %2064, %2003
  %2279 = load float, ptr %442, align 4, !tbaa !6
  %2280 = fadd contract float %2278, %2279
  store float %2280, ptr %442, align 4, !tbaa !6
  %2281 = fmul contract float %2036, %2007
  %2282 = load float, ptr %443, align 4, !tbaa !6
  %2283 = fadd contract float %2282, %2281
  store float %2283, ptr %443, align 4, !tbaa !6
  %2284 = fmul contract float %2040, %2007
  %2285 = load float, ptr %444, align 4, !tbaa !6
  %2286 = fadd contract float %2284, %2285
  store float %2286, ptr %444, align 4, !tbaa !6
  %2287 = fmul contract float %2044, %2007
  %2288 = load float, ptr %445, align 4, !tbaa !6
  %2289 = fadd contract float %2287, %2288
  store float %2289, ptr %445, align 4, !tbaa !6
  %2290 = fmul contract float %2048, %2007
  %2291 = load float, ptr %446, align 4, !tbaa !6
  %2292 = fadd contract float %2290, %2291
  store float %2292, ptr %446, align 4, !tbaa !6
  %2293 = fmul contract float %2052, %2007
  %2294 = load float, ptr %447, align 4, !tbaa !6
  %2295 = fadd contract float %2293, %2294
  store float %2295, ptr %447, align 4, !tbaa !6
  %2296 = fmul contract float %2056, %2007
  %2297 = load float, ptr %448, align 4, !tbaa !6
  %2298 = fadd contract float %2296, %2297
  store float %2298, ptr %448, align 4, !tbaa !6
  %2299 = fmul contract float %2060, %2007
  %2300 = load float, ptr %449, align 4, !tbaa !6
  %2301 = fadd contract float %2299, %2300
  store float %2301, ptr %449, align 4, !tbaa !6
  %2302 = fmul contract float %2064, %2007
  %2303 = load float, ptr %450, align 4, !tbaa !6
  %2304 = fadd contract float %2302, %2303
  store float %2304, ptr %450, align 4, !tbaa !6
  %2305 = fmul contract float %2036, %2011
  %2306 = load float, ptr %451, align 4, !tbaa !6
  %2307 = fadd contract float %2306, %2305
  store float %2307, ptr %451, align 4, !tbaa !6
  %2308 = fmul contract float %2040, %2011
  %2309 = load float, ptr %452, align 4, !tbaa !6
  %2310 = fadd contract float %2308, %2309
  store float %2310, ptr %452, align 4, !tbaa !6
  %2311 = fmul contract float %2044, %2011
  %2312 = load float, ptr %453, align 4, !tbaa !6
  %2313 = fadd contract float %2311, %2312
  store float %2313, ptr %453, align 4, !tbaa !6
  %2314 = fmul contract float %2048, %2011
  %2315 = load float, ptr %454, align 4, !tbaa !6
  %2316 = fadd contract float %2314, %2315
  store float %2316, ptr %454, align 4, !tbaa !6
  %2317 = fmul contract float %2052, %2011
  %2318 = load float, ptr %455, align 4, !tbaa !6
  %2319 = fadd contract float %2317, %2318
  store float %2319, ptr %455, align 4, !tbaa !6
  %2320 = fmul contract float %2056, %2011
  %2321 = load float, ptr %456, align 4, !tbaa !6
  %2322 = fadd contract float %2320, %2321
  store float %2322, ptr %456, align 4, !tbaa !6
  %2323 = fmul contract float %2060, %2011
  %2324 = load float, ptr %457, align 4, !tbaa !6
  %2325 = fadd contract float %2323, %2324
  store float %2325, ptr %457, align 4, !tbaa !6
  %2326 = fmul contract float %2064, %2011
  %2327 = load float, ptr %458, align 4, !tbaa !6
  %2328 = fadd contract float %2326, %2327
  store float %2328, ptr %458, align 4, !tbaa !6
  %2329 = fmul contract float %2036, %2015
  %2330 = load float, ptr %459, align 4, !tbaa !6
  %2331 = fadd contract float %2330, %2329
  store float %2331, ptr %459, align 4, !tbaa !6
  %2332 = fmul contract float %2040, %2015
  %2333 = load float, ptr %460, align 4, !tbaa !6
  %2334 = fadd contract float %2332, %2333
  store float %2334, ptr %460, align 4, !tbaa !6
  %2335 = fmul contract float %2044, %2015
  %2336 = load float, ptr %461, align 4, !tbaa !6
  %2337 = fadd contract float %2335, %2336
  store float %2337, ptr %461, align 4, !tbaa !6
  %2338 = fmul contract float %2048, %2015
  %2339 = load float, ptr %462, align 4, !tbaa !6
  %2340 = fadd contract float %2338, %2339
  store float %2340, ptr %462, align 4, !tbaa !6
  %2341 = fmul contract float %2052, %2015
  %2342 = load float, ptr %463, align 4, !tbaa !6
  %2343 = fadd contract float %2341, %2342
  store float %2343, ptr %463, align 4, !tbaa !6
  %2344 = fmul contract float %2056, %2015
  %2345 = load float, ptr %464, align 4, !tbaa !6
  %2346 = fadd contract float %2344, %2345
  store float %2346, ptr %464, align 4, !tbaa !6
  %2347 = fmul contract float %2060, %2015
  %2348 = load float, ptr %465, align 4, !tbaa !6
  %2349 = fadd contract float %2347, %2348
  store float %2349, ptr %465, align 4, !tbaa !6
  %2350 = fmul contract float %2064, %2015
  %2351 = load float, ptr %466, align 4, !tbaa !6
  %2352 = fadd contract float %2350, %2351
  store float %2352, ptr %466, align 4, !tbaa !6
  %2353 = fmul contract float %2036, %2019
  %2354 = load float, ptr %467, align 4, !tbaa !6
  %2355 = fadd contract float %2354, %2353
  store float %2355, ptr %467, align 4, !tbaa !6
  %2356 = fmul contract float %2040, %2019
  %2357 = load float, ptr %468, align 4, !tbaa !6
  %2358 = fadd contract float %2356, %2357
  store float %2358, ptr %468, align 4, !tbaa !6
  %2359 = fmul contract float %2044, %2019
  %2360 = load float, ptr %469, align 4, !tbaa !6
  %2361 = fadd contract float %2359, %2360
  store float %2361, ptr %469, align 4, !tbaa !6
  %2362 = fmul contract float %2048, %2019
  %2363 = load float, ptr %470, align 4, !tbaa !6
  %2364 = fadd contract float %2362, %2363
  store float %2364, ptr %470, align 4, !tbaa !6
  %2365 = fmul contract float %2052, %2019
  %2366 = load float, ptr %471, align 4, !tbaa !6
  %2367 = fadd contract float %2365, %2366
  store float %2367, ptr %471, align 4, !tbaa !6
  %2368 = fmul contract float %2056, %2019
  %2369 = load float, ptr %472, align 4, !tbaa !6
  %2370 = fadd contract float %2368, %2369
  store float %2370, ptr %472, align 4, !tbaa !6
  %2371 = fmul contract float %2060, %2019
  %2372 = load float, ptr %473, align 4, !tbaa !6
  %2373 = fadd contract float %2371, %2372
  store float %2373, ptr %473, align 4, !tbaa !6
  %2374 = fmul contract float %2064, %2019
  %2375 = load float, ptr %474, align 4, !tbaa !6
  %2376 = fadd contract float %2374, %2375
  store float %2376, ptr %474, align 4, !tbaa !6
  %2377 = fmul contract float %2036, %2023
  %2378 = load float, ptr %475, align 4, !tbaa !6
  %2379 = fadd contract float %2378, %2377
  store float %2379, ptr %475, align 4, !tbaa !6
  %2380 = fmul contract float %2040, %2023
  %2381 = load float, ptr %476, align 4, !tbaa !6
  %2382 = fadd contract float %2380, %2381
  store float %2382, ptr %476, align 4, !tbaa !6
  %2383 = fmul contract float %2044, %2023
  %2384 = load float, ptr %477, align 4, !tbaa !6
  %2385 = fadd contract float %2383, %2384
  store float %2385, ptr %477, align 4, !tbaa !6
  %2386 = fmul contract float %2048, %2023
  %2387 = load float, ptr %478, align 4, !tbaa !6
  %2388 = fadd contract float %2386, %2387
  store float %2388, ptr %478, align 4, !tbaa !6
  %2389 = fmul contract float %2052, %2023
  %2390 = load float, ptr %479, align 4, !tbaa !6
  %2391 = fadd contract float %2389, %2390
  store float %2391, ptr %479, align 4, !tbaa !6
  %2392 = fmul contract float %2056, %2023
  %2393 = load float, ptr %480, align 4, !tbaa !6
  %2394 = fadd contract float %2392, %2393
  store float %2394, ptr %480, align 4, !tbaa !6
  %2395 = fmul contract float %2060, %2023
  %2396 = load float, ptr %481, align 4, !tbaa !6
  %2397 = fadd contract float %2395, %2396
  store float %2397, ptr %481, align 4, !tbaa !6
  %2398 = fmul contract float %2064, %2023
  %2399 = load float, ptr %482, align 4, !tbaa !6
  %2400 = fadd contract float %2398, %2399
  store float %2400, ptr %482, align 4, !tbaa !6
  %2401 = fmul contract float %2036, %2027
  %2402 = load float, ptr %483, align 4, !tbaa !6
  %2403 = fadd contract float %2402, %2401
  store float %2403, ptr %483, align 4, !tbaa !6
  %2404 = fmul contract float %2040, %2027
  %2405 = load float, ptr %484, align 4, !tbaa !6
  %2406 = fadd contract float %2404, %2405
  store float %2406, ptr %484, align 4, !tbaa !6
  %2407 = fmul contract float %2044, %2027
  %2408 = load float, ptr %485, align 4, !tbaa !6
  %2409 = fadd contract float %2407, %2408
  store float %2409, ptr %485, align 4, !tbaa !6
  %2410 = fmul contract float %2048, %2027
  %2411 = load float, ptr %486, align 4, !tbaa !6
  %2412 = fadd contract float %2410, %2411
  store float %2412, ptr %486, align 4, !tbaa !6
  %2413 = fmul contract float %2052, %2027
  %2414 = load float, ptr %487, align 4, !tbaa !6
  %2415 = fadd contract float %2413, %2414
  store float %2415, ptr %487, align 4, !tbaa !6
  %2416 = fmul contract float %2056, %2027
  %2417 = load float, ptr %488, align 4, !tbaa !6
  %2418 = fadd contract float %2416, %2417
  store float %2418, ptr %488, align 4, !tbaa !6
  %2419 = fmul contract float %2060, %2027
  %2420 = load float, ptr %489, align 4, !tbaa !6
  %2421 = fadd contract float %2419, %2420
  store float %2421, ptr %489, align 4, !tbaa !6
  %2422 = fmul contract float %2064, %2027
  %2423 = load float, ptr %490, align 4, !tbaa !6
  %2424 = fadd contract float %2422, %2423
  store float %2424, ptr %490, align 4, !tbaa !6
  %2425 = fmul contract float %2036, %2031
  %2426 = load float, ptr %491, align 4, !tbaa !6
  %2427 = fadd contract float %2426, %2425
  store float %2427, ptr %491, align 4, !tbaa !6
  %2428 = fmul contract float %2040, %2031
  %2429 = load float, ptr %492, align 4, !tbaa !6
  %2430 = fadd contract float %2428, %2429
  store float %2430, ptr %492, align 4, !tbaa !6
  %2431 = fmul contract float %2044, %2031
  %2432 = load float, ptr %493, align 4, !tbaa !6
  %2433 = fadd contract float %2431, %2432
  store float %2433, ptr %493, align 4, !tbaa !6
  %2434 = fmul contract float %2048, %2031
  %2435 = load float, ptr %494, align 4, !tbaa !6
  %2436 = fadd contract float %2434, %2435
  store float %2436, ptr %494, align 4, !tbaa !6
  %2437 = fmul contract float %2052, %2031
  %2438 = load float, ptr %495, align 4, !tbaa !6
  %2439 = fadd contract float %2437, %2438
  store float %2439, ptr %495, align 4, !tbaa !6
  %2440 = fmul contract float %2056, %2031
  %2441 = load float, ptr %496, align 4, !tbaa !6
  %2442 = fadd contract float %2440, %2441
  store float %2442, ptr %496, align 4, !tbaa !6
  %2443 = fmul contract float %2060, %2031
  %2444 = load float, ptr %497, align 4, !tbaa !6
  %2445 = fadd contract float %2443, %2444
  store float %2445, ptr %497, align 4, !tbaa !6
  %2446 = fmul contract float %2064, %2031
  %2447 = load float, ptr %498, align 4, !tbaa !6
  %2448 = fadd contract float %2446, %2447
  store float %2448, ptr %498, align 4, !tbaa !6
  %2449 = add nuw nsw i32 %1966, 1
  %2450 = icmp eq i32 %2449, 16
  br i1 %2450, label %2451, label %1965, !llvm.loop !11

2451:                                             ; preds = %1965
  tail call void @llvm.nvvm.barrier0()
  br i1 %1920, label %2452, label %2938

2452:                                             ; preds = %2451, %2452
  %2453 = phi i32 [ %2936, %2452 ], [ 0, %2451 ]
  %2454 = shl i32 %2453, 7
  %2455 = or disjoint i32 %2454, %342
  %2456 = zext i32 %2455 to i64
  %2457 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2456
  %2458 = load float, ptr %2457, align 4, !tbaa !6
  %2459 = or disjoint i32 %2455, 1
  %2460 = zext i32 %2459 to i64
  %2461 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2460
  %2462 = load float, ptr %2461, align 4, !tbaa !6
  %2463 = or disjoint i32 %2455, 2
  %2464 = zext i32 %2463 to i64
  %2465 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2464
  %2466 = load float, ptr %2465, align 4, !tbaa !6
  %2467 = or disjoint i32 %2455, 3
  %2468 = zext i32 %2467 to i64
  %2469 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2468
  %2470 = load float, ptr %2469, align 4, !tbaa !6
  %2471 = or disjoint i32 %2455, 4
  %2472 = zext i32 %2471 to i64
  %2473 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2472
  %2474 = load float, ptr %2473, align 4, !tbaa !6
  %2475 = or disjoint i32 %2455, 5
  %2476 = zext i32 %2475 to i64
  %2477 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2476
  %2478 = load float, ptr %2477, align 4, !tbaa !6
  %2479 = or disjoint i32 %2455, 6
  %2480 = zext i32 %2479 to i64
  %2481 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2480
  %2482 = load float, ptr %2481, align 4, !tbaa !6
  %2483 = or disjoint i32 %2455, 7
  %2484 = zext i32 %2483 to i64
  %2485 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2484
  %2486 = load float, ptr %2485, align 4, !tbaa !6
  %2487 = or disjoint i32 %2455, 64
  %2488 = zext i32 %2487 to i64
  %2489 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2488
  %2490 = load float, ptr %2489, align 4, !tbaa !6
  %2491 = or disjoint i32 %2455, 65
  %2492 = zext i32 %2491 to i64
  %2493 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2492
  %2494 = load float, ptr %2493, align 4, !tbaa !6
  %2495 = or disjoint i32 %2455, 66
  %2496 = zext i32 %2495 to i64
  %2497 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2496
  %2498 = load float, ptr %2497, align 4, !tbaa !6
  %2499 = or disjoint i32 %2455, 67
  %2500 = zext i32 %2499 to i64
  %2501 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2500
  %2502 = load float, ptr %2501, align 4, !tbaa !6
  %2503 = or disjoint i32 %2455, 68
  %2504 = zext i32 %2503 to i64
  %2505 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2504
  %2506 = load float, ptr %2505, align 4, !tbaa !6
  %2507 = or disjoint i32 %2455, 69
  %2508 = zext i32 %2507 to i64
  %2509 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2508
  %2510 = load float, ptr %2509, align 4, !tbaa !6
  %2511 = or disjoint i32 %2455, 70
  %2512 = zext i32 %2511 to i64
  %2513 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2512
  %2514 = load float, ptr %2513, align 4, !tbaa !6
  %2515 = or disjoint i32 %2455, 71
  %2516 = zext i32 %2515 to i64
  %2517 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2As to ptr), i64 8192), i64 %2516
  %2518 = load float, ptr %2517, align 4, !tbaa !6
  %2519 = shl nuw nsw i32 %2453, 8
  %2520 = or disjoint i32 %2519, %344
  %2521 = zext nneg i32 %2520 to i64
  %2522 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %2521
  %2523 = load float, ptr %2522, align 4, !tbaa !6
  %2524 = or disjoint i32 %2520, 1
  %2525 = zext nneg i32 %2524 to i64
  %2526 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %2525
  %2527 = load float, ptr %2526, align 4, !tbaa !6
  %2528 = or disjoint i32 %2520, 2
  %2529 = zext nneg i32 %2528 to i64
  %2530 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %2529
  %2531 = load float, ptr %2530, align 4, !tbaa !6
  %2532 = or disjoint i32 %2520, 3
  %2533 = zext nneg i32 %2532 to i64
  %2534 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %2533
  %2535 = load float, ptr %2534, align 4, !tbaa !6
  %2536 = or disjoint i32 %2520, 4
  %2537 = zext nneg i32 %2536 to i64
  %2538 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %2537
  %2539 = load float, ptr %2538, align 4, !tbaa !6
  %2540 = or disjoint i32 %2520, 5
  %2541 = zext nneg i32 %2540 to i64
  %2542 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %2541
  %2543 = load float, ptr %2542, align 4, !tbaa !6
  %2544 = or disjoint i32 %2520, 6
  %2545 = zext nneg i32 %2544 to i64
  %2546 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %2545
  %2547 = load float, ptr %2546, align 4, !tbaa !6
  %2548 = or disjoint i32 %2520, 7
  %2549 = zext nneg i32 %2548 to i64
  %2550 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_E2Bs to ptr), i64 16384), i64 %2549
  %2551 = load float, ptr %2550, align 4, !tbaa !6
  %2552 = fmul contract float %2523, %2458
  %2553 = load float, ptr %9, align 4, !tbaa !6
  %2554 = fadd contract float %2553, %2552
  store float %2554, ptr %9, align 4, !tbaa !6
  %2555 = fmul contract float %2527, %2458
  %2556 = load float, ptr %499, align 4, !tbaa !6
  %2557 = fadd contract float %2555, %2556
  store float %2557, ptr %499, align 4, !tbaa !6
  %2558 = fmul contract float %2531, %2458
  %2559 = load float, ptr %500, align 4, !tbaa !6
  %2560 = fadd contract float %2558, %2559
  store float %2560, ptr %500, align 4, !tbaa !6
  %2561 = fmul contract float %2535, %2458
  %2562 = load float, ptr %501, align 4, !tbaa !6
  %2563 = fadd contract float %2561, %2562
  store float %2563, ptr %501, align 4, !tbaa !6
  %2564 = fmul contract float %2539, %2458
  %2565 = load float, ptr %502, align 4, !tbaa !6
  %2566 = fadd contract float %2564, %2565
  store float %2566, ptr %502, align 4, !tbaa !6
  %2567 = fmul contract float %2543, %2458
  %2568 = load float, ptr %503, align 4, !tbaa !6
  %2569 = fadd contract float %2567, %2568
  store float %2569, ptr %503, align 4, !tbaa !6
  %2570 = fmul contract float %2547, %2458
  %2571 = load float, ptr %504, align 4, !tbaa !6
  %2572 = fadd contract float %2570, %2571
  store float %2572, ptr %504, align 4, !tbaa !6
  %2573 = fmul contract float %2551, %2458
  %2574 = load float, ptr %505, align 4, !tbaa !6
  %2575 = fadd contract float %2573, %2574
  store float %2575, ptr %505, align 4, !tbaa !6
  %2576 = fmul contract float %2523, %2462
  %2577 = load float, ptr %506, align 4, !tbaa !6
  %2578 = fadd contract float %2577, %2576
  store float %2578, ptr %506, align 4, !tbaa !6
  %2579 = fmul contract float %2527, %2462
  %2580 = load float, ptr %507, align 4, !tbaa !6
  %2581 = fadd contract float %2579, %2580
  store float %2581, ptr %507, align 4, !tbaa !6
  %2582 = fmul contract float %2531, %2462
  %2583 = load float, ptr %508, align 4, !tbaa !6
  %2584 = fadd contract float %2582, %2583
  store float %2584, ptr %508, align 4, !tbaa !6
  %2585 = fmul contract float %2535, %2462
  %2586 = load float, ptr %509, align 4, !tbaa !6
  %2587 = fadd contract float %2585, %2586
  store float %2587, ptr %509, align 4, !tbaa !6
  %2588 = fmul contract float %2539, %2462
  %2589 = load float, ptr %510, align 4, !tbaa !6
  %2590 = fadd contract float %2588, %2589
  store float %2590, ptr %510, align 4, !tbaa !6
  %2591 = fmul contract float %2543, %2462
  %2592 = load float, ptr %511, align 4, !tbaa !6
  %2593 = fadd contract float %2591, %2592
  store float %2593, ptr %511, align 4, !tbaa !6
  %2594 = fmul contract float %2547, %2462
  %2595 = load float, ptr %512, align 4, !tbaa !6
  %2596 = fadd contract float %2594, %2595
  store float %2596, ptr %512, align 4, !tbaa !6
  %2597 = fmul contract float %2551, %2462
  %2598 = load float, ptr %513, align 4, !tbaa !6
  %2599 = fadd contract float %2597, %2598
  store float %2599, ptr %513, align 4, !tbaa !6
  %2600 = fmul contract float %2523, %2466
  %2601 = load float, ptr %514, align 4, !tbaa !6
  %2602 = fadd contract float %2601, %2600
  store float %2602, ptr %514, align 4, !tbaa !6
  %2603 = fmul contract float %2527, %2466
  %2604 = load float, ptr %515, align 4, !tbaa !6
  %2605 = fadd contract float %2603, %2604
  store float %2605, ptr %515, align 4, !tbaa !6
  %2606 = fmul contract float %2531, %2466
  %2607 = load float, ptr %516, align 4, !tbaa !6
  %2608 = fadd contract float %2606, %2607
  store float %2608, ptr %516, align 4, !tbaa !6
  %2609 = fmul contract float %2535, %2466
  %2610 = load float, ptr %517, align 4, !tbaa !6
  %2611 = fadd contract float %2609, %2610
  store float %2611, ptr %517, align 4, !tbaa !6
  %2612 = fmul contract float %2539, %2466
  %2613 = load float, ptr %518, align 4, !tbaa !6
  %2614 = fadd contract float %2612, %2613
  store float %2614, ptr %518, align 4, !tbaa !6
  %2615 = fmul contract float %2543, %2466
  %2616 = load float, ptr %519, align 4, !tbaa !6
  %2617 = fadd contract float %2615, %2616
  store float %2617, ptr %519, align 4, !tbaa !6
  %2618 = fmul contract float %2547, %2466
  %2619 = load float, ptr %520, align 4, !tbaa !6
  %2620 = fadd contract float %2618, %2619
  store float %2620, ptr %520, align 4, !tbaa !6
  %2621 = fmul contract float %2551, %2466
  %2622 = load float, ptr %521, align 4, !tbaa !6
  %2623 = fadd contract float %2621, %2622
  store float %2623, ptr %521, align 4, !tbaa !6
  %2624 = fmul contract float %2523, %2470
  %2625 = load float, ptr %522, align 4, !tbaa !6
  %2626 = fadd contract float %2625, %2624
  store float %2626, ptr %522, align 4, !tbaa !6
  %2627 = fmul contract float %2527, %2470
  %2628 = load float, ptr %523, align 4, !tbaa !6
  %2629 = fadd contract float %2627, %2628
  store float %2629, ptr %523, align 4, !tbaa !6
  %2630 = fmul contract float %2531, %2470
  %2631 = load float, ptr %524, align 4, !tbaa !6
  %2632 = fadd contract float %2630, %2631
  store float %2632, ptr %524, align 4, !tbaa !6
  %2633 = fmul contract float %2535, %2470
  %2634 = load float, ptr %525, align 4, !tbaa !6
  %2635 = fadd contract float %2633, %2634
  store float %2635, ptr %525, align 4, !tbaa !6
  %2636 = fmul contract float %2539, %2470
  %2637 = load float, ptr %526, align 4, !tbaa !6
  %2638 = fadd contract float %2636, %2637
  store float %2638, ptr %526, align 4, !tbaa !6
  %2639 = fmul contract float %2543, %2470
  %2640 = load float, ptr %527, align 4, !tbaa !6
  %2641 = fadd contract float %2639, %2640
  store float %2641, ptr %527, align 4, !tbaa !6
  %2642 = fmul contract float %2547, %2470
  %2643 = load float, ptr %528, align 4, !tbaa !6
  %2644 = fadd contract float %2642, %2643
  store float %2644, ptr %528, align 4, !tbaa !6
  %2645 = fmul contract float %2551, %2470
  %2646 = load float, ptr %529, align 4, !tbaa !6
  %2647 = fadd contract float %2645, %2646
  store float %2647, ptr %529, align 4, !tbaa !6
  %2648 = fmul contract float %2523, %2474
  %2649 = load float, ptr %530, align 4, !tbaa !6
  %2650 = fadd contract float %2649, %2648
  store float %2650, ptr %530, align 4, !tbaa !6
  %2651 = fmul contract float %2527, %2474
  %2652 = load float, ptr %531, align 4, !tbaa !6
  %2653 = fadd contract float %2651, %2652
  store float %2653, ptr %531, align 4, !tbaa !6
  %2654 = fmul contract float %2531, %2474
  %2655 = load float, ptr %532, align 4, !tbaa !6
  %2656 = fadd contract float %2654, %2655
  store float %2656, ptr %532, align 4, !tbaa !6
  %2657 = fmul contract float %2535, %2474
  %2658 = load float, ptr %533, align 4, !tbaa !6
  %2659 = fadd contract float %2657, %2658
  store float %2659, ptr %533, align 4, !tbaa !6
  %2660 = fmul contract float %2539, %2474
  %2661 = load float, ptr %534, align 4, !tbaa !6
  %2662 = fadd contract float %2660, %2661
  store float %2662, ptr %534, align 4, !tbaa !6
  %2663 = fmul contract float %2543, %2474
  %2664 = load float, ptr %535, align 4, !tbaa !6
  %2665 = fadd contract float %2663, %2664
  store float %2665, ptr %535, align 4, !tbaa !6
  %2666 = fmul contract float %2547, %2474
  %2667 = load float, ptr %536, align 4, !tbaa !6
  %2668 = fadd contract float %2666, %2667
  store float %2668, ptr %536, align 4, !tbaa !6
  %2669 = fmul contract float %2551, %2474
  %2670 = load float, ptr %537, align 4, !tbaa !6
  %2671 = fadd contract float %2669, %2670
  store float %2671, ptr %537, align 4, !tbaa !6
  %2672 = fmul contract float %2523, %2478
  %2673 = load float, ptr %538, align 4, !tbaa !6
  %2674 = fadd contract float %2673, %2672
  store float %2674, ptr %538, align 4, !tbaa !6
  %2675 = fmul contract float %2527, %2478
  %2676 = load float, ptr %539, align 4, !tbaa !6
  %2677 = fadd contract float %2675, %2676
  store float %2677, ptr %539, align 4, !tbaa !6
  %2678 = fmul contract float %2531, %2478
  %2679 = load float, ptr %540, align 4, !tbaa !6
  %2680 = fadd contract float %2678, %2679
  store float %2680, ptr %540, align 4, !tbaa !6
  %2681 = fmul contract float %2535, %2478
  %2682 = load float, ptr %541, align 4, !tbaa !6
  %2683 = fadd contract float %2681, %2682
  store float %2683, ptr %541, align 4, !tbaa !6
  %2684 = fmul contract float %2539, %2478
  %2685 = load float, ptr %542, align 4, !tbaa !6
  %2686 = fadd contract float %2684, %2685
  store float %2686, ptr %542, align 4, !tbaa !6
  %2687 = fmul contract float %2543, %2478
  %2688 = load float, ptr %543, align 4, !tbaa !6
  %2689 = fadd contract float %2687, %2688
  store float %2689, ptr %543, align 4, !tbaa !6
  %2690 = fmul contract float %2547, %2478
  %2691 = load float, ptr %544, align 4, !tbaa !6
  %2692 = fadd contract float %2690, %2691
  store float %2692, ptr %544, align 4, !tbaa !6
  %2693 = fmul contract float %2551, %2478
  %2694 = load float, ptr %545, align 4, !tbaa !6
  %2695 = fadd contract float %2693, %2694
  store float %2695, ptr %545, align 4, !tbaa !6
  %2696 = fmul contract float %2523, %2482
  %2697 = load float, ptr %546, align 4, !tbaa !6
  %2698 = fadd contract float %2697, %2696
  store float %2698, ptr %546, align 4, !tbaa !6
  %2699 = fmul contract float %2527, %2482
  %2700 = load float, ptr %547, align 4, !tbaa !6
  %2701 = fadd contract float %2699, %2700
  store float %2701, ptr %547, align 4, !tbaa !6
  %2702 = fmul contract float %2531, %2482
  %2703 = load float, ptr %548, align 4, !tbaa !6
  %2704 = fadd contract float %2702, %2703
  store float %2704, ptr %548, align 4, !tbaa !6
  %2705 = fmul contract float %2535, %2482
  %2706 = load float, ptr %549, align 4, !tbaa !6
  %2707 = fadd contract float %2705, %2706
  store float %2707, ptr %549, align 4, !tbaa !6
  %2708 = fmul contract float %2539, %2482
  %2709 = load float, ptr %550, align 4, !tbaa !6
  %2710 = fadd contract float %2708, %2709
  store float %2710, ptr %550, align 4, !tbaa !6
  %2711 = fmul contract float %2543, %2482
  %2712 = load float, ptr %551, align 4, !tbaa !6
  %2713 = fadd contract float %2711, %2712
  store float %2713, ptr %551, align 4, !tbaa !6
  %2714 = fmul contract float %2547, %2482
  %2715 = load float, ptr %552, align 4, !tbaa !6
  %2716 = fadd contract float %2714, %2715
  store float %2716, ptr %552, align 4, !tbaa !6
  %2717 = fmul contract float %2551, %2482
  %2718 = load float, ptr %553, align 4, !tbaa !6
  %2719 = fadd contract float %2717, %2718
  store float %2719, ptr %553, align 4, !tbaa !6
  %2720 = fmul contract float %2523, %2486
  %2721 = load float, ptr %554, align 4, !tbaa !6
  %2722 = fadd contract float %2721, %2720
  store float %2722, ptr %554, align 4, !tbaa !6
  %2723 = fmul contract float %2527, %2486
  %2724 = load float, ptr %555, align 4, !tbaa !6
  %2725 = fadd contract float %2723, %2724
  store float %2725, ptr %555, align 4, !tbaa !6
  %2726 = fmul contract float %2531, %2486
  %2727 = load float, ptr %556, align 4, !tbaa !6
  %2728 = fadd contract float %2726, %2727
  store float %2728, ptr %556, align 4, !tbaa !6
  %2729 = fmul contract float %2535, %2486
  %2730 = load float, ptr %557, align 4, !tbaa !6
  %2731 = fadd contract float %2729, %2730
  store float %2731, ptr %557, align 4, !tbaa !6
  %2732 = fmul contract float %2539, %2486
  %2733 = load float, ptr %558, align 4, !tbaa !6
  %2734 = fadd contract float %2732, %2733
  store float %2734, ptr %558, align 4, !tbaa !6
  %2735 = fmul contract float %2543, %2486
  %2736 = load float, ptr %559, align 4, !tbaa !6
  %2737 = fadd contract float %2735, %2736
  store float %2737, ptr %559, align 4, !tbaa !6
  %2738 = fmul contract float %2547, %2486
  %2739 = load float, ptr %560, align 4, !tbaa !6
  %2740 = fadd contract float %2738, %2739
  store float %2740, ptr %560, align 4, !tbaa !6
  %2741 = fmul contract float %2551, %2486
  %2742 = load float, ptr %561, align 4, !tbaa !6
  %2743 = fadd contract float %2741, %2742
  store float %2743, ptr %561, align 4, !tbaa !6
  %2744 = fmul contract float %2523, %2490
  %2745 = load float, ptr %562, align 4, !tbaa !6
  %2746 = fadd contract float %2745, %2744
  store float %2746, ptr %562, align 4, !tbaa !6
  %2747 = fmul contract float %2527, %2490
  %2748 = load float, ptr %563, align 4, !tbaa !6
  %2749 = fadd contract float %2747, %2748
  store float %2749, ptr %563, align 4, !tbaa !6
  %2750 = fmul contract float %2531, %2490
  %2751 = load float, ptr %564, align 4, !tbaa !6
  %2752 = fadd contract float %2750, %2751
  store float %2752, ptr %564, align 4, !tbaa !6
  %2753 = fmul contract float %2535, %2490
  %2754 = load float, ptr %565, align 4, !tbaa !6
  %2755 = fadd contract float %2753, %2754
  store float %2755, ptr %565, align 4, !tbaa !6
  %2756 = fmul contract float %2539, %2490
  %2757 = load float, ptr %566, align 4, !tbaa !6
  %2758 = fadd contract float %2756, %2757
  store float %2758, ptr %566, align 4, !tbaa !6
  %2759 = fmul contract float %2543, %2490
  %2760 = load float, ptr %567, align 4, !tbaa !6
  %2761 = fadd contract float %2759, %2760
  store float %2761, ptr %567, align 4, !tbaa !6
  %2762 = fmul contract float %2547, %2490
  %2763 = load float, ptr %568, align 4, !tbaa !6
  %2764 = fadd contract float %2762, %2763
  store float %2764, ptr %568, align 4, !tbaa !6
  %2765 = fmul contract float %2551, %2490
  %2766 = load float, ptr %569, align 4, !tbaa !6
  %2767 = fadd contract float %2765, %2766
  store float %2767, ptr %569, align 4, !tbaa !6
  %2768 = fmul contract float %2523, %2494
  %2769 = load float, ptr %570, align 4, !tbaa !6
  %2770 = fadd contract float %2769, %2768
  store float %2770, ptr %570, align 4, !tbaa !6
  %2771 = fmul contract float %2527, %2494
  %2772 = load float, ptr %571, align 4, !tbaa !6
  %2773 = fadd contract float %2771, %2772
  store float %2773, ptr %571, align 4, !tbaa !6
  %2774 = fmul contract float %2531, %2494
  %2775 = load float, ptr %572, align 4, !tbaa !6
  %2776 = fadd contract float %2774, %2775
  store float %2776, ptr %572, align 4, !tbaa !6
  %2777 = fmul contract float %2535, %2494
  %2778 = load float, ptr %573, align 4, !tbaa !6
  %2779 = fadd contract float %2777, %2778
  store float %2779, ptr %573, align 4, !tbaa !6
  %2780 = fmul contract float %2539, %2494
  %2781 = load float, ptr %574, align 4, !tbaa !6
  %2782 = fadd contract float %2780, %2781
  store float %2782, ptr %574, align 4, !tbaa !6
  %2783 = fmul contract float %2543, %2494
  %2784 = load float, ptr %575, align 4, !tbaa !6
  %2785 = fadd contract float %2783, %2784
  store float %2785, ptr %575, align 4, !tbaa !6
  %2786 = fmul contract float %2547, %2494
  %2787 = load float, ptr %576, align 4, !tbaa !6
  %2788 = fadd contract float %2786, %2787
  store float %2788, ptr %576, align 4, !tbaa !6
  %2789 = fmul contract float %2551, %2494
  %2790 = load float, ptr %577, align 4, !tbaa !6
  %2791 = fadd contract float %2789, %2790
  store float %2791, ptr %577, align 4, !tbaa !6
  %2792 = fmul contract float %2523, %2498
  %2793 = load float, ptr %578, align 4, !tbaa !6
  %2794 = fadd contract float %2793, %2792
  store float %2794, ptr %578, align 4, !tbaa !6
  %2795 = fmul contract float %2527, %2498
  %2796 = load float, ptr %579, align 4, !tbaa !6
  %2797 = fadd contract float %2795, %2796
  store float %2797, ptr %579, align 4, !tbaa !6
  %2798 = fmul contract float %2531, %2498
  %2799 = load float, ptr %580, align 4, !tbaa !6
  %2800 = fadd contract float %2798, %2799
  store float %2800, ptr %580, align 4, !tbaa !6
  %2801 = fmul contract float %2535, %2498
  %2802 = load float, ptr %581, align 4, !tbaa !6
  %2803 = fadd contract float %2801, %2802
  store float %2803, ptr %581, align 4, !tbaa !6
  %2804 = fmul contract float %2539, %2498
  %2805 = load float, ptr %582, align 4, !tbaa !6
  %2806 = fadd contract float %2804, %2805
  store float %2806, ptr %582, align 4, !tbaa !6
  %2807 = fmul contract float %2543, %2498
  %2808 = load float, ptr %583, align 4, !tbaa !6
  %2809 = fadd contract float %2807, %2808
  store float %2809, ptr %583, align 4, !tbaa !6
  %2810 = fmul contract float %2547, %2498
  %2811 = load float, ptr %584, align 4, !tbaa !6
  %2812 = fadd contract float %2810, %2811
  store float %2812, ptr %584, align 4, !tbaa !6
  %2813 = fmul contract float %2551, %2498
  %2814 = load float, ptr %585, align 4, !tbaa !6
  %2815 = fadd contract float %2813, %2814
  store float %2815, ptr %585, align 4, !tbaa !6
  %2816 = fmul contract float %2523, %2502
  %2817 = load float, ptr %586, align 4, !tbaa !6
  %2818 = fadd contract float %2817, %2816
  store float %2818, ptr %586, align 4, !tbaa !6
  %2819 = fmul contract float %2527, %2502
  %2820 = load float, ptr %587, align 4, !tbaa !6
  %2821 = fadd contract float %2819, %2820
  store float %2821, ptr %587, align 4, !tbaa !6
  %2822 = fmul contract float %2531, %2502
  %2823 = load float, ptr %588, align 4, !tbaa !6
  %2824 = fadd contract float %2822, %2823
  store float %2824, ptr %588, align 4, !tbaa !6
  %2825 = fmul contract float %2535, %2502
  %2826 = load float, ptr %589, align 4, !tbaa !6
  %2827 = fadd contract float %2825, %2826
  store float %2827, ptr %589, align 4, !tbaa !6
  %2828 = fmul contract float %2539, %2502
  %2829 = load float, ptr %590, align 4, !tbaa !6
  %2830 = fadd contract float %2828, %2829
  store float %2830, ptr %590, align 4, !tbaa !6
  %2831 = fmul contract float %2543, %2502
  %2832 = load float, ptr %591, align 4, !tbaa !6
  %2833 = fadd contract float %2831, %2832
  store float %2833, ptr %591, align 4, !tbaa !6
  %2834 = fmul contract float %2547, %2502
  %2835 = load float, ptr %592, align 4, !tbaa !6
  %2836 = fadd contract float %2834, %2835
  store float %2836, ptr %592, align 4, !tbaa !6
  %2837 = fmul contract float %2551, %2502
  %2838 = load float, ptr %593, align 4, !tbaa !6
  %2839 = fadd contract float %2837, %2838
  store float %2839, ptr %593, align 4, !tbaa !6
  %2840 = fmul contract float %2523, %2506
  %2841 = load float, ptr %594, align 4, !tbaa !6
  %2842 = fadd contract float %2841, %2840
  store float %2842, ptr %594, align 4, !tbaa !6
  %2843 = fmul contract float %2527, %2506
  %2844 = load float, ptr %595, align 4, !tbaa !6
  %2845 = fadd contract float %2843, %2844
  store float %2845, ptr %595, align 4, !tbaa !6
  %2846 = fmul contract float %2531, %2506
  %2847 = load float, ptr %596, align 4, !tbaa !6
  %2848 = fadd contract float %2846, %2847
  store float %2848, ptr %596, align 4, !tbaa !6
  %2849 = fmul contract float %2535, %2506
  %2850 = load float, ptr %597, align 4, !tbaa !6
  %2851 = fadd contract float %2849, %2850
  store float %2851, ptr %597, align 4, !tbaa !6
  %2852 = fmul contract float %2539, %2506
  %2853 = load float, ptr %598, align 4, !tbaa !6
  %2854 = fadd contract float %2852, %2853
  store float %2854, ptr %598, align 4, !tbaa !6
  %2855 = fmul contract float %2543, %2506
  %2856 = load float, ptr %599, align 4, !tbaa !6
  %2857 = fadd contract float %2855, %2856
  store float %2857, ptr %599, align 4, !tbaa !6
  %2858 = fmul contract float %2547, %2506
  %2859 = load float, ptr %600, align 4, !tbaa !6
  %2860 = fadd contract float %2858, %2859
  store float %2860, ptr %600, align 4, !tbaa !6
  %2861 = fmul contract float %2551, %2506
  %2862 = load float, ptr %601, align 4, !tbaa !6
  %2863 = fadd contract float %2861, %2862
  store float %2863, ptr %601, align 4, !tbaa !6
  %2864 = fmul contract float %2523, %2510
  %2865 = load float, ptr %602, align 4, !tbaa !6
  %2866 = fadd contract float %2865, %2864
  store float %2866, ptr %602, align 4, !tbaa !6
  %2867 = fmul contract float %2527, %2510
  %2868 = load float, ptr %603, align 4, !tbaa !6
  %2869 = fadd contract float %2867, %2868
  store float %2869, ptr %603, align 4, !tbaa !6
  %2870 = fmul contract float %2531, %2510
  %2871 = load float, ptr %604, align 4, !tbaa !6
  %2872 = fadd contract float %2870, %2871
  store float %2872, ptr %604, align 4, !tbaa !6
  %2873 = fmul contract float %2535, %2510
  %2874 = load float, ptr %605, align 4, !tbaa !6
  %2875 = fadd contract float %2873, %2874
  store float %2875, ptr %605, align 4, !tbaa !6
  %2876 = fmul contract float %2539, %2510
  %2877 = load float, ptr %606, align 4, !tbaa !6
  %2878 = fadd contract float %2876, %2877
  store float %2878, ptr %606, align 4, !tbaa !6
  %2879 = fmul contract float %2543, %2510
  %2880 = load float, ptr %607, align 4, !tbaa !6
  %2881 = fadd contract float %2879, %2880
  store float %2881, ptr %607, align 4, !tbaa !6
  %2882 = fmul contract float %2547, %2510
  %2883 = load float, ptr %608, align 4, !tbaa !6
  %2884 = fadd contract float %2882, %2883
  store float %2884, ptr %608, align 4, !tbaa !6
  %2885 = fmul contract float %2551, %2510
  %2886 = load float, ptr %609, align 4, !tbaa !6
  %2887 = fadd contract float %2885, %2886
  store float %2887, ptr %609, align 4, !tbaa !6
  %2888 = fmul contract float %2523, %2514
  %2889 = load float, ptr %610, align 4, !tbaa !6
  %2890 = fadd contract float %2889, %2888
  store float %2890, ptr %610, align 4, !tbaa !6
  %2891 = fmul contract float %2527, %2514
  %2892 = load float, ptr %611, align 4, !tbaa !6
  %2893 = fadd contract float %2891, %2892
  store float %2893, ptr %611, align 4, !tbaa !6
  %2894 = fmul contract float %2531, %2514
  %2895 = load float, ptr %612, align 4, !tbaa !6
  %2896 = fadd contract float %2894, %2895
  store float %2896, ptr %612, align 4, !tbaa !6
  %2897 = fmul contract float %2535, %2514
  %2898 = load float, ptr %613, align 4, !tbaa !6
  %2899 = fadd contract float %2897, %2898
  store float %2899, ptr %613, align 4, !tbaa !6
  %2900 = fmul contract float %2539, %2514
  %2901 = load float, ptr %614, align 4, !tbaa !6
  %2902 = fadd contract float %2900, %2901
  store float %2902, ptr %614, align 4, !tbaa !6
  %2903 = fmul contract float %2543, %2514
  %2904 = load float, ptr %615, align 4, !tbaa !6
  %2905 = fadd contract float %2903, %2904
  store float %2905, ptr %615, align 4, !tbaa !6
  %2906 = fmul contract float %2547, %2514
  %2907 = load float, ptr %616, align 4, !tbaa !6
  %2908 = fadd contract float %2906, %2907
  store float %2908, ptr %616, align 4, !tbaa !6
  %2909 = fmul contract float %2551, %2514
  %2910 = load float, ptr %617, align 4, !tbaa !6
  %2911 = fadd contract float %2909, %2910
  store float %2911, ptr %617, align 4, !tbaa !6
  %2912 = fmul contract float %2523, %2518
  %2913 = load float, ptr %618, align 4, !tbaa !6
  %2914 = fadd contract float %2913, %2912
  store float %2914, ptr %618, align 4, !tbaa !6
  %2915 = fmul contract float %2527, %2518
  %2916 = load float, ptr %619, align 4, !tbaa !6
  %2917 = fadd contract float %2915, %2916
  store float %2917, ptr %619, align 4, !tbaa !6
  %2918 = fmul contract float %2531, %2518
  %2919 = load float, ptr %620, align 4, !tbaa !6
  %2920 = fadd contract float %2918, %2919
  store float %2920, ptr %620, align 4, !tbaa !6
  %2921 = fmul contract float %2535, %2518
  %2922 = load float, ptr %621, align 4, !tbaa !6
  %2923 = fadd contract float %2921, %2922
  store float %2923, ptr %621, align 4, !tbaa !6
  %2924 = fmul contract float %2539, %2518
  %2925 = load float, ptr %622, align 4, !tbaa !6
  %2926 = fadd contract float %2924, %2925
  store float %2926, ptr %622, align 4, !tbaa !6
  %2927 = fmul contract float %2543, %2518
  %2928 = load float, ptr %623, align 4, !tbaa !6
  %2929 = fadd contract float %2927, %2928
  store float %2929, ptr %623, align 4, !tbaa !6
  %2930 = fmul contract float %2547, %2518
  %2931 = load float, ptr %624, align 4, !tbaa !6
  %2932 = fadd contract float %2930, %2931
  store float %2932, ptr %624, align 4, !tbaa !6
  %2933 = fmul contract float %2551, %2518
  %2934 = load float, ptr %625, align 4, !tbaa !6
  %2935 = fadd contract float %2933, %2934
  store float %2935, ptr %625, align 4, !tbaa !6
  %2936 = add nuw nsw i32 %2453, 1
  %2937 = icmp eq i32 %2936, 16
  br i1 %2937, label %2938, label %2452, !llvm.loop !11

2938:                                             ; preds = %2452, %2451, %1872, %1875
  %2939 = getelementptr inbounds i8, ptr %894, i64 128
  %2940 = getelementptr inbounds float, ptr %895, i64 %347
  tail call void @llvm.nvvm.barrier0()
  %2941 = add i32 %896, 32
  %2942 = icmp ult i32 %2941, %2
  br i1 %2942, label %893, label %880, !llvm.loop !13

2943:                                             ; preds = %3121
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %9) #6
  ret void

2944:                                             ; preds = %880, %3121
  %2945 = phi i1 [ true, %880 ], [ false, %3121 ]
  %2946 = phi i32 [ 0, %880 ], [ 64, %3121 ]
  %2947 = mul i32 %2946, %1
  %2948 = zext i32 %2947 to i64
  %2949 = getelementptr inbounds float, ptr %30, i64 %2948
  br i1 %892, label %3033, label %2950

2950:                                             ; preds = %2944, %2950
  %2951 = phi i32 [ %3031, %2950 ], [ 0, %2944 ]
  %2952 = add nuw nsw i32 %2951, %882
  %2953 = mul i32 %2952, %1
  %2954 = add i32 %2953, %881
  %2955 = shl nuw nsw i32 %2951, 3
  %2956 = add nuw nsw i32 %2955, %2946
  %2957 = zext i32 %2954 to i64
  %2958 = getelementptr inbounds float, ptr %2949, i64 %2957
  %2959 = load float, ptr %2958, align 16, !tbaa !6
  %2960 = getelementptr inbounds i8, ptr %2958, i64 4
  %2961 = load float, ptr %2960, align 4, !tbaa !6
  %2962 = getelementptr inbounds i8, ptr %2958, i64 8
  %2963 = load float, ptr %2962, align 8, !tbaa !6
  %2964 = getelementptr inbounds i8, ptr %2958, i64 12
  %2965 = load float, ptr %2964, align 4, !tbaa !6
  %2966 = zext nneg i32 %2956 to i64
  %2967 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %2966
  %2968 = load float, ptr %2967, align 4, !tbaa !6
  %2969 = fmul contract float %2968, %3
  %2970 = fmul contract float %2959, %6
  %2971 = fadd contract float %2970, %2969
  %2972 = or disjoint i32 %2956, 1
  %2973 = zext nneg i32 %2972 to i64
  %2974 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %2973
  %2975 = load float, ptr %2974, align 4, !tbaa !6
  %2976 = fmul contract float %2975, %3
  %2977 = fmul contract float %2961, %6
  %2978 = fadd contract float %2977, %2976
  %2979 = or disjoint i32 %2956, 2
  %2980 = zext nneg i32 %2979 to i64
  %2981 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %2980
  %2982 = load float, ptr %2981, align 4, !tbaa !6
  %2983 = fmul contract float %2982, %3
  %2984 = fmul contract float %2963, %6
  %2985 = fadd contract float %2984, %2983
  %2986 = or disjoint i32 %2956, 3
  %2987 = zext nneg i32 %2986 to i64
  %2988 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %2987
  %2989 = load float, ptr %2988, align 4, !tbaa !6
  %2990 = fmul contract float %2989, %3
  %2991 = fmul contract float %2965, %6
  %2992 = fadd contract float %2991, %2990
  store float %2971, ptr %2958, align 16, !tbaa !6
  store float %2978, ptr %2960, align 4, !tbaa !6
  store float %2985, ptr %2962, align 8, !tbaa !6
  store float %2992, ptr %2964, align 4, !tbaa !6
  %2993 = add i32 %2954, 4
  %2994 = zext i32 %2993 to i64
  %2995 = getelementptr inbounds float, ptr %2949, i64 %2994
  %2996 = load float, ptr %2995, align 16, !tbaa !6
  %2997 = getelementptr inbounds i8, ptr %2995, i64 4
  %2998 = load float, ptr %2997, align 4, !tbaa !6
  %2999 = getelementptr inbounds i8, ptr %2995, i64 8
  %3000 = load float, ptr %2999, align 8, !tbaa !6
  %3001 = getelementptr inbounds i8, ptr %2995, i64 12
  %3002 = load float, ptr %3001, align 4, !tbaa !6
  %3003 = or disjoint i32 %2956, 4
  %3004 = zext nneg i32 %3003 to i64
  %3005 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3004
  %3006 = load float, ptr %3005, align 4, !tbaa !6
  %3007 = fmul contract float %3006, %3
  %3008 = fmul contract float %2996, %6
  %3009 = fadd contract float %3008, %3007
  %3010 = or disjoint i32 %2956, 5
  %3011 = zext nneg i32 %3010 to i64
  %3012 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3011
  %3013 = load float, ptr %3012, align 4, !tbaa !6
  %3014 = fmul contract float %3013, %3
  %3015 = fmul contract float %2998, %6
  %3016 = fadd contract float %3015, %3014
  %3017 = or disjoint i32 %2956, 6
  %3018 = zext nneg i32 %3017 to i64
  %3019 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3018
  %3020 = load float, ptr %3019, align 4, !tbaa !6
  %3021 = fmul contract float %3020, %3
  %3022 = fmul contract float %3000, %6
  %3023 = fadd contract float %3022, %3021
  %3024 = or disjoint i32 %2956, 7
  %3025 = zext nneg i32 %3024 to i64
  %3026 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3025
  %3027 = load float, ptr %3026, align 4, !tbaa !6
  %3028 = fmul contract float %3027, %3
  %3029 = fmul contract float %3002, %6
  %3030 = fadd contract float %3029, %3028
  store float %3009, ptr %2995, align 16, !tbaa !6
  store float %3016, ptr %2997, align 4, !tbaa !6
  store float %3023, ptr %2999, align 8, !tbaa !6
  store float %3030, ptr %3001, align 4, !tbaa !6
  %3031 = add nuw nsw i32 %2951, 1
  %3032 = icmp eq i32 %3031, 8
  br i1 %3032, label %3121, label %2950, !llvm.loop !14

3033:                                             ; preds = %2944
  %3034 = shl nuw nsw i32 %2946, 2
  %3035 = zext nneg i32 %3034 to i64
  %3036 = getelementptr i8, ptr %891, i64 %3035
  %3037 = load float, ptr %3036, align 8
  br label %3038

3038:                                             ; preds = %3033, %3038
  %3039 = phi float [ %3037, %3033 ], [ %3118, %3038 ]
  %3040 = phi i32 [ 0, %3033 ], [ %3119, %3038 ]
  %3041 = add nuw nsw i32 %3040, %882
  %3042 = mul nuw i32 %3041, %1
  %3043 = add nuw i32 %3042, %881
  %3044 = shl nuw nsw i32 %3040, 3
  %3045 = add nuw nsw i32 %3044, %2946
  %3046 = zext i32 %3043 to i64
  %3047 = getelementptr inbounds float, ptr %2949, i64 %3046
  %3048 = load float, ptr %3047, align 16, !tbaa !6
  %3049 = getelementptr inbounds i8, ptr %3047, i64 4
  %3050 = load float, ptr %3049, align 4, !tbaa !6
  %3051 = getelementptr inbounds i8, ptr %3047, i64 8
  %3052 = load float, ptr %3051, align 8, !tbaa !6
  %3053 = getelementptr inbounds i8, ptr %3047, i64 12
  %3054 = load float, ptr %3053, align 4, !tbaa !6
  %3055 = zext nneg i32 %3045 to i64
  %3056 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3055
  %3057 = load float, ptr %3056, align 4, !tbaa !6
  %3058 = fmul contract float %3057, %3
  %3059 = fmul contract float %3048, %6
  %3060 = fadd contract float %3059, %3058
  %3061 = or disjoint i32 %3045, 1
  %3062 = zext nneg i32 %3061 to i64
  %3063 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3062
  %3064 = load float, ptr %3063, align 4, !tbaa !6
  %3065 = fmul contract float %3064, %3
  %3066 = fmul contract float %3050, %6
  %3067 = fadd contract float %3066, %3065
  %3068 = or disjoint i32 %3045, 2
  %3069 = zext nneg i32 %3068 to i64
  %3070 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3069
  %3071 = load float, ptr %3070, align 4, !tbaa !6
  %3072 = fmul contract float %3071, %3
  %3073 = fmul contract float %3052, %6
  %3074 = fadd contract float %3073, %3072
  %3075 = or disjoint i32 %3045, 3
  %3076 = zext nneg i32 %3075 to i64
  %3077 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3076
  %3078 = load float, ptr %3077, align 4, !tbaa !6
  %3079 = fmul contract float %3078, %3
  %3080 = fmul contract float %3054, %6
  %3081 = fadd contract float %3080, %3079
  store float %3060, ptr %3047, align 16, !tbaa !6
  store float %3067, ptr %3049, align 4, !tbaa !6
  store float %3074, ptr %3051, align 8, !tbaa !6
  store float %3081, ptr %3053, align 4, !tbaa !6
  %3082 = add i32 %3043, 4
  %3083 = zext i32 %3082 to i64
  %3084 = getelementptr inbounds float, ptr %2949, i64 %3083
  %3085 = load float, ptr %3084, align 16, !tbaa !6
  %3086 = getelementptr inbounds i8, ptr %3084, i64 4
  %3087 = load float, ptr %3086, align 4, !tbaa !6
  %3088 = getelementptr inbounds i8, ptr %3084, i64 8
  %3089 = getelementptr inbounds i8, ptr %3084, i64 12
  %3090 = load float, ptr %3089, align 4, !tbaa !6
  %3091 = or disjoint i32 %3045, 4
  %3092 = zext nneg i32 %3091 to i64
  %3093 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3092
  %3094 = load float, ptr %3093, align 4, !tbaa !6
  %3095 = fmul contract float %3094, %3
  %3096 = fmul contract float %3085, %6
  %3097 = fadd contract float %3096, %3095
  %3098 = or disjoint i32 %3045, 5
  %3099 = zext nneg i32 %3098 to i64
  %3100 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3099
  %3101 = load float, ptr %3100, align 4, !tbaa !6
  %3102 = fmul contract float %3101, %3
  %3103 = fmul contract float %3087, %6
  %3104 = fadd contract float %3103, %3102
  %3105 = or disjoint i32 %3045, 6
  %3106 = zext nneg i32 %3105 to i64
  %3107 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3106
  %3108 = load float, ptr %3107, align 4, !tbaa !6
  %3109 = fmul contract float %3108, %3
  %3110 = fmul contract float %3039, %6
  %3111 = fadd contract float %3110, %3109
  %3112 = or disjoint i32 %3045, 7
  %3113 = zext nneg i32 %3112 to i64
  %3114 = getelementptr inbounds [128 x float], ptr %9, i64 0, i64 %3113
  %3115 = load float, ptr %3114, align 4, !tbaa !6
  %3116 = fmul contract float %3115, %3
  %3117 = fmul contract float %3090, %6
  %3118 = fadd contract float %3117, %3116
  store float %3097, ptr %3084, align 16, !tbaa !6
  store float %3104, ptr %3086, align 4, !tbaa !6
  store float %3111, ptr %3088, align 8, !tbaa !6
  store float %3118, ptr %3089, align 4, !tbaa !6
  %3119 = add nuw nsw i32 %3040, 1
  %3120 = icmp eq i32 %3119, 8
  br i1 %3120, label %3121, label %3038, !llvm.loop !14

3121:                                             ; preds = %2950, %3038
  br i1 %2945, label %2944, label %2943, !llvm.loop !15
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

!0 = !{ptr @_Z20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_, !"kernel", i32 1}
!1 = !{ptr @_Z20sgemmDoubleBufferingILi128ELi256ELi16ELi128ELi32ELi1ELi8ELi8ELi256EEviiifPfS0_fS0_, !"maxntidx", i32 256}
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
