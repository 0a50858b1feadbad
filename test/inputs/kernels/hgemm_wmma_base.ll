; ModuleID = 'hgemm_wmma_base.cu'
source_filename = "hgemm_wmma_base.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

@smem = external dso_local addrspace(3) global [0 x [32 x half]], align 2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14wmmaBaseKernelPKDF16_S0_PDF16_mmm(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = and i64 %3, 15
  %8 = icmp ne i64 %7, 0
  %9 = lshr i64 %3, 4
  %10 = zext i1 %8 to i64
  %11 = add nuw nsw i64 %9, %10
  %12 = and i64 %4, 15
  %13 = icmp ne i64 %12, 0
  %14 = lshr i64 %4, 4
  %15 = zext i1 %13 to i64
  %16 = add nuw nsw i64 %14, %15
  %17 = and i64 %5, 15
  %18 = icmp ne i64 %17, 0
  %19 = lshr i64 %5, 4
  %20 = zext i1 %18 to i64
  %21 = add nuw nsw i64 %19, %20
  %22 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %23 = and i32 %22, 1
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %30, label %25

25:                                               ; preds = %6
  %26 = tail call range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %27 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %28 = xor i32 %27, -1
  %29 = add nsw i32 %26, %28
  br label %32

30:                                               ; preds = %6
  %31 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  br label %32

32:                                               ; preds = %30, %25
  %33 = phi i32 [ %29, %25 ], [ %31, %30 ]
  %34 = shl nsw i32 %33, 4
  %35 = zext i32 %34 to i64
  %36 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %37 = mul i32 %22, %36
  %38 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = add i32 %37, %38
  %40 = shl i32 %39, 3
  %41 = zext i32 %40 to i64
  %42 = icmp ugt i64 %11, %35
  %43 = icmp ugt i64 %16, %41
  %44 = and i1 %43, %42
  br i1 %44, label %45, label %665

45:                                               ; preds = %32
  %46 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %47 = lshr i32 %46, 5
  %48 = zext nneg i32 %47 to i64
  %49 = and i32 %46, 31
  %50 = lshr i64 %48, 1
  %51 = shl nuw nsw i64 %50, 14
  %52 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %51
  %53 = shl nuw nsw i64 %48, 6
  %54 = and i64 %53, 64
  %55 = getelementptr inbounds half, ptr %52, i64 %54
  %56 = shl nuw nsw i64 %48, 13
  %57 = shl nuw nsw i64 %48, 5
  %58 = shl nuw nsw i64 %35, 4
  %59 = add nuw nsw i64 %58, %57
  %60 = mul i64 %59, %4
  %61 = getelementptr half, ptr %2, i64 %60
  %62 = zext nneg i32 %49 to i64
  %63 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %56
  %64 = shl nuw nsw i64 %41, 4
  %65 = getelementptr half, ptr %61, i64 %64
  %66 = shl i64 %5, 4
  %67 = icmp eq i64 %21, 0
  br i1 %67, label %123, label %68

68:                                               ; preds = %45
  %69 = shl nuw nsw i64 %48, 4
  %70 = mul i64 %64, %5
  %71 = getelementptr inbounds half, ptr %1, i64 %70
  %72 = mul i64 %66, %48
  %73 = getelementptr inbounds half, ptr %71, i64 %72
  %74 = mul i64 %58, %5
  %75 = getelementptr inbounds half, ptr %0, i64 %74
  %76 = mul i64 %57, %5
  %77 = getelementptr inbounds half, ptr %75, i64 %76
  %78 = lshr i64 %62, 2
  %79 = mul i64 %78, %5
  %80 = getelementptr half, ptr %77, i64 %79
  %81 = and i64 %62, 3
  %82 = getelementptr %struct.int4, ptr %80, i64 %81
  %83 = or disjoint i64 %57, %78
  %84 = getelementptr %struct.int4, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %81
  %85 = add nuw nsw i64 %69, 256
  %86 = getelementptr half, ptr %73, i64 %79
  %87 = getelementptr %struct.int4, ptr %86, i64 %81
  %88 = or disjoint i64 %85, %78
  %89 = shl nuw nsw i64 %50, 6
  %90 = getelementptr [0 x [32 x half]], ptr %84, i64 0, i64 %83
  %91 = or disjoint i64 %83, 8
  %92 = getelementptr [0 x [32 x half]], ptr %84, i64 0, i64 %91
  %93 = or disjoint i64 %83, 16
  %94 = getelementptr [0 x [32 x half]], ptr %84, i64 0, i64 %93
  %95 = or disjoint i64 %83, 24
  %96 = getelementptr [0 x [32 x half]], ptr %84, i64 0, i64 %95
  %97 = getelementptr [0 x [32 x half]], ptr %84, i64 0, i64 %88
  %98 = or disjoint i64 %88, 8
  %99 = getelementptr [0 x [32 x half]], ptr %84, i64 0, i64 %98
  %100 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %89, i64 0
  %101 = or disjoint i64 %89, 16
  %102 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %101, i64 0
  %103 = or disjoint i64 %89, 32
  %104 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %103, i64 0
  %105 = or disjoint i64 %89, 48
  %106 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %105, i64 0
  %107 = or disjoint i64 %54, 256
  %108 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %107, i64 0
  %109 = or disjoint i64 %54, 272
  %110 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %109, i64 0
  %111 = or disjoint i64 %54, 288
  %112 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %111, i64 0
  %113 = or disjoint i64 %54, 304
  %114 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %113, i64 0
  %115 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %89, i64 16
  %116 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %101, i64 16
  %117 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %103, i64 16
  %118 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %105, i64 16
  %119 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %107, i64 16
  %120 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %109, i64 16
  %121 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %111, i64 16
  %122 = getelementptr inbounds [0 x [32 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %113, i64 16
  br label %286

123:                                              ; preds = %286, %45
  %124 = phi <2 x half> [ zeroinitializer, %45 ], [ %647, %286 ]
  %125 = phi <2 x half> [ zeroinitializer, %45 ], [ %646, %286 ]
  %126 = phi <2 x half> [ zeroinitializer, %45 ], [ %645, %286 ]
  %127 = phi <2 x half> [ zeroinitializer, %45 ], [ %644, %286 ]
  %128 = phi <2 x half> [ zeroinitializer, %45 ], [ %652, %286 ]
  %129 = phi <2 x half> [ zeroinitializer, %45 ], [ %651, %286 ]
  %130 = phi <2 x half> [ zeroinitializer, %45 ], [ %650, %286 ]
  %131 = phi <2 x half> [ zeroinitializer, %45 ], [ %649, %286 ]
  %132 = phi <2 x half> [ zeroinitializer, %45 ], [ %657, %286 ]
  %133 = phi <2 x half> [ zeroinitializer, %45 ], [ %656, %286 ]
  %134 = phi <2 x half> [ zeroinitializer, %45 ], [ %655, %286 ]
  %135 = phi <2 x half> [ zeroinitializer, %45 ], [ %654, %286 ]
  %136 = phi <2 x half> [ zeroinitializer, %45 ], [ %662, %286 ]
  %137 = phi <2 x half> [ zeroinitializer, %45 ], [ %661, %286 ]
  %138 = phi <2 x half> [ zeroinitializer, %45 ], [ %660, %286 ]
  %139 = phi <2 x half> [ zeroinitializer, %45 ], [ %659, %286 ]
  %140 = phi <2 x half> [ zeroinitializer, %45 ], [ %642, %286 ]
  %141 = phi <2 x half> [ zeroinitializer, %45 ], [ %641, %286 ]
  %142 = phi <2 x half> [ zeroinitializer, %45 ], [ %640, %286 ]
  %143 = phi <2 x half> [ zeroinitializer, %45 ], [ %639, %286 ]
  %144 = phi <2 x half> [ zeroinitializer, %45 ], [ %637, %286 ]
  %145 = phi <2 x half> [ zeroinitializer, %45 ], [ %636, %286 ]
  %146 = phi <2 x half> [ zeroinitializer, %45 ], [ %635, %286 ]
  %147 = phi <2 x half> [ zeroinitializer, %45 ], [ %634, %286 ]
  %148 = phi <2 x half> [ zeroinitializer, %45 ], [ %632, %286 ]
  %149 = phi <2 x half> [ zeroinitializer, %45 ], [ %631, %286 ]
  %150 = phi <2 x half> [ zeroinitializer, %45 ], [ %630, %286 ]
  %151 = phi <2 x half> [ zeroinitializer, %45 ], [ %629, %286 ]
  %152 = phi <2 x half> [ zeroinitializer, %45 ], [ %627, %286 ]
  %153 = phi <2 x half> [ zeroinitializer, %45 ], [ %626, %286 ]
  %154 = phi <2 x half> [ zeroinitializer, %45 ], [ %625, %286 ]
  %155 = phi <2 x half> [ zeroinitializer, %45 ], [ %624, %286 ]
  %156 = phi <2 x half> [ zeroinitializer, %45 ], [ %607, %286 ]
  %157 = phi <2 x half> [ zeroinitializer, %45 ], [ %606, %286 ]
  %158 = phi <2 x half> [ zeroinitializer, %45 ], [ %605, %286 ]
  %159 = phi <2 x half> [ zeroinitializer, %45 ], [ %604, %286 ]
  %160 = phi <2 x half> [ zeroinitializer, %45 ], [ %612, %286 ]
  %161 = phi <2 x half> [ zeroinitializer, %45 ], [ %611, %286 ]
  %162 = phi <2 x half> [ zeroinitializer, %45 ], [ %610, %286 ]
  %163 = phi <2 x half> [ zeroinitializer, %45 ], [ %609, %286 ]
  %164 = phi <2 x half> [ zeroinitializer, %45 ], [ %617, %286 ]
  %165 = phi <2 x half> [ zeroinitializer, %45 ], [ %616, %286 ]
  %166 = phi <2 x half> [ zeroinitializer, %45 ], [ %615, %286 ]
  %167 = phi <2 x half> [ zeroinitializer, %45 ], [ %614, %286 ]
  %168 = phi <2 x half> [ zeroinitializer, %45 ], [ %622, %286 ]
  %169 = phi <2 x half> [ zeroinitializer, %45 ], [ %621, %286 ]
  %170 = phi <2 x half> [ zeroinitializer, %45 ], [ %620, %286 ]
  %171 = phi <2 x half> [ zeroinitializer, %45 ], [ %619, %286 ]
  %172 = phi <2 x half> [ zeroinitializer, %45 ], [ %602, %286 ]
  %173 = phi <2 x half> [ zeroinitializer, %45 ], [ %601, %286 ]
  %174 = phi <2 x half> [ zeroinitializer, %45 ], [ %600, %286 ]
  %175 = phi <2 x half> [ zeroinitializer, %45 ], [ %599, %286 ]
  %176 = phi <2 x half> [ zeroinitializer, %45 ], [ %597, %286 ]
  %177 = phi <2 x half> [ zeroinitializer, %45 ], [ %596, %286 ]
  %178 = phi <2 x half> [ zeroinitializer, %45 ], [ %595, %286 ]
  %179 = phi <2 x half> [ zeroinitializer, %45 ], [ %594, %286 ]
  %180 = phi <2 x half> [ zeroinitializer, %45 ], [ %592, %286 ]
  %181 = phi <2 x half> [ zeroinitializer, %45 ], [ %591, %286 ]
  %182 = phi <2 x half> [ zeroinitializer, %45 ], [ %590, %286 ]
  %183 = phi <2 x half> [ zeroinitializer, %45 ], [ %589, %286 ]
  %184 = phi <2 x half> [ zeroinitializer, %45 ], [ %587, %286 ]
  %185 = phi <2 x half> [ zeroinitializer, %45 ], [ %586, %286 ]
  %186 = phi <2 x half> [ zeroinitializer, %45 ], [ %585, %286 ]
  %187 = phi <2 x half> [ zeroinitializer, %45 ], [ %584, %286 ]
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr %55, <2 x half> %187, <2 x half> %186, <2 x half> %185, <2 x half> %184, i32 128)
  %188 = getelementptr inbounds i8, ptr %55, i64 32
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %188, <2 x half> %183, <2 x half> %182, <2 x half> %181, <2 x half> %180, i32 128)
  %189 = getelementptr inbounds i8, ptr %55, i64 64
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %189, <2 x half> %179, <2 x half> %178, <2 x half> %177, <2 x half> %176, i32 128)
  %190 = getelementptr inbounds i8, ptr %55, i64 96
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %190, <2 x half> %175, <2 x half> %174, <2 x half> %173, <2 x half> %172, i32 128)
  %191 = getelementptr inbounds i8, ptr %55, i64 4096
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %191, <2 x half> %171, <2 x half> %170, <2 x half> %169, <2 x half> %168, i32 128)
  %192 = getelementptr inbounds i8, ptr %55, i64 4128
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %192, <2 x half> %167, <2 x half> %166, <2 x half> %165, <2 x half> %164, i32 128)
  %193 = getelementptr inbounds i8, ptr %55, i64 4160
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %193, <2 x half> %163, <2 x half> %162, <2 x half> %161, <2 x half> %160, i32 128)
  %194 = getelementptr inbounds i8, ptr %55, i64 4192
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %194, <2 x half> %159, <2 x half> %158, <2 x half> %157, <2 x half> %156, i32 128)
  %195 = getelementptr inbounds i8, ptr %55, i64 8192
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %195, <2 x half> %155, <2 x half> %154, <2 x half> %153, <2 x half> %152, i32 128)
  %196 = getelementptr inbounds i8, ptr %55, i64 8224
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %196, <2 x half> %151, <2 x half> %150, <2 x half> %149, <2 x half> %148, i32 128)
  %197 = getelementptr inbounds i8, ptr %55, i64 8256
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %197, <2 x half> %147, <2 x half> %146, <2 x half> %145, <2 x half> %144, i32 128)
  %198 = getelementptr inbounds i8, ptr %55, i64 8288
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %198, <2 x half> %143, <2 x half> %142, <2 x half> %141, <2 x half> %140, i32 128)
  %199 = getelementptr inbounds i8, ptr %55, i64 12288
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %199, <2 x half> %139, <2 x half> %138, <2 x half> %137, <2 x half> %136, i32 128)
  %200 = getelementptr inbounds i8, ptr %55, i64 12320
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %200, <2 x half> %135, <2 x half> %134, <2 x half> %133, <2 x half> %132, i32 128)
  %201 = getelementptr inbounds i8, ptr %55, i64 12352
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %201, <2 x half> %131, <2 x half> %130, <2 x half> %129, <2 x half> %128, i32 128)
  %202 = getelementptr inbounds i8, ptr %55, i64 12384
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %202, <2 x half> %127, <2 x half> %126, <2 x half> %125, <2 x half> %124, i32 128)
  tail call void @llvm.nvvm.barrier0()
  %203 = lshr i64 %62, 4
  %204 = and i64 %62, 15
  %205 = getelementptr inbounds %struct.int4, ptr %63, i64 %204
  %206 = getelementptr %struct.int4, ptr %65, i64 %204
  %207 = shl nuw nsw i64 %203, 8
  %208 = getelementptr inbounds i8, ptr %205, i64 %207
  %209 = mul nuw nsw i64 %203, %4
  %210 = getelementptr half, ptr %206, i64 %209
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %210, ptr noundef nonnull align 16 dereferenceable(16) %208, i64 16, i1 false), !tbaa.struct !5
  %211 = or disjoint i64 %203, 2
  %212 = shl nuw nsw i64 %211, 8
  %213 = getelementptr inbounds i8, ptr %205, i64 %212
  %214 = mul i64 %211, %4
  %215 = getelementptr half, ptr %206, i64 %214
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %215, ptr noundef nonnull align 16 dereferenceable(16) %213, i64 16, i1 false), !tbaa.struct !5
  %216 = or disjoint i64 %203, 4
  %217 = shl nuw nsw i64 %216, 8
  %218 = getelementptr inbounds i8, ptr %205, i64 %217
  %219 = mul i64 %216, %4
  %220 = getelementptr half, ptr %206, i64 %219
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %220, ptr noundef nonnull align 16 dereferenceable(16) %218, i64 16, i1 false), !tbaa.struct !5
  %221 = or disjoint i64 %203, 6
  %222 = shl nuw nsw i64 %221, 8
  %223 = getelementptr inbounds i8, ptr %205, i64 %222
  %224 = mul i64 %221, %4
  %225 = getelementptr half, ptr %206, i64 %224
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %225, ptr noundef nonnull align 16 dereferenceable(16) %223, i64 16, i1 false), !tbaa.struct !5
  %226 = or disjoint i64 %203, 8
  %227 = shl nuw nsw i64 %226, 8
  %228 = getelementptr inbounds i8, ptr %205, i64 %227
  %229 = mul i64 %226, %4
  %230 = getelementptr half, ptr %206, i64 %229
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %230, ptr noundef nonnull align 16 dereferenceable(16) %228, i64 16, i1 false), !tbaa.struct !5
  %231 = or disjoint i64 %203, 10
  %232 = shl nuw nsw i64 %231, 8
  %233 = getelementptr inbounds i8, ptr %205, i64 %232
  %234 = mul i64 %231, %4
  %235 = getelementptr half, ptr %206, i64 %234
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %235, ptr noundef nonnull align 16 dereferenceable(16) %233, i64 16, i1 false), !tbaa.struct !5
  %236 = or disjoint i64 %203, 12
  %237 = shl nuw nsw i64 %236, 8
  %238 = getelementptr inbounds i8, ptr %205, i64 %237
  %239 = mul i64 %236, %4
  %240 = getelementptr half, ptr %206, i64 %239
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %240, ptr noundef nonnull align 16 dereferenceable(16) %238, i64 16, i1 false), !tbaa.struct !5
  %241 = or disjoint i64 %203, 14
  %242 = shl nuw nsw i64 %241, 8
  %243 = getelementptr inbounds i8, ptr %205, i64 %242
  %244 = mul i64 %241, %4
  %245 = getelementptr half, ptr %206, i64 %244
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %245, ptr noundef nonnull align 16 dereferenceable(16) %243, i64 16, i1 false), !tbaa.struct !5
  %246 = or disjoint i64 %203, 16
  %247 = shl nuw nsw i64 %246, 8
  %248 = getelementptr inbounds i8, ptr %205, i64 %247
  %249 = mul i64 %246, %4
  %250 = getelementptr half, ptr %206, i64 %249
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %250, ptr noundef nonnull align 16 dereferenceable(16) %248, i64 16, i1 false), !tbaa.struct !5
  %251 = or disjoint i64 %203, 18
  %252 = shl nuw nsw i64 %251, 8
  %253 = getelementptr inbounds i8, ptr %205, i64 %252
  %254 = mul i64 %251, %4
  %255 = getelementptr half, ptr %206, i64 %254
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %255, ptr noundef nonnull align 16 dereferenceable(16) %253, i64 16, i1 false), !tbaa.struct !5
  %256 = or disjoint i64 %203, 20
  %257 = shl nuw nsw i64 %256, 8
  %258 = getelementptr inbounds i8, ptr %205, i64 %257
  %259 = mul i64 %256, %4
  %260 = getelementptr half, ptr %206, i64 %259
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %260, ptr noundef nonnull align 16 dereferenceable(16) %258, i64 16, i1 false), !tbaa.struct !5
  %261 = or disjoint i64 %203, 22
  %262 = shl nuw nsw i64 %261, 8
  %263 = getelementptr inbounds i8, ptr %205, i64 %262
  %264 = mul i64 %261, %4
  %265 = getelementptr half, ptr %206, i64 %264
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %265, ptr noundef nonnull align 16 dereferenceable(16) %263, i64 16, i1 false), !tbaa.struct !5
  %266 = or disjoint i64 %203, 24
  %267 = shl nuw nsw i64 %266, 8
  %268 = getelementptr inbounds i8, ptr %205, i64 %267
  %269 = mul i64 %266, %4
  %270 = getelementptr half, ptr %206, i64 %269
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %270, ptr noundef nonnull align 16 dereferenceable(16) %268, i64 16, i1 false), !tbaa.struct !5
  %271 = or disjoint i64 %203, 26
  %272 = shl nuw nsw i64 %271, 8
  %273 = getelementptr inbounds i8, ptr %205, i64 %272
  %274 = mul i64 %271, %4
  %275 = getelementptr half, ptr %206, i64 %274
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %275, ptr noundef nonnull align 16 dereferenceable(16) %273, i64 16, i1 false), !tbaa.struct !5
  %276 = or disjoint i64 %203, 28
  %277 = shl nuw nsw i64 %276, 8
  %278 = getelementptr inbounds i8, ptr %205, i64 %277
  %279 = mul i64 %276, %4
  %280 = getelementptr half, ptr %206, i64 %279
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %280, ptr noundef nonnull align 16 dereferenceable(16) %278, i64 16, i1 false), !tbaa.struct !5
  %281 = or disjoint i64 %203, 30
  %282 = shl nuw nsw i64 %281, 8
  %283 = getelementptr inbounds i8, ptr %205, i64 %282
  %284 = mul i64 %281, %4
  %285 = getelementptr half, ptr %206, i64 %284
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %285, ptr noundef nonnull align 16 dereferenceable(16) %283, i64 16, i1 false), !tbaa.struct !5
  br label %665

286:                                              ; preds = %68, %286
  %287 = phi <2 x half> [ zeroinitializer, %68 ], [ %647, %286 ]
  %288 = phi <2 x half> [ zeroinitializer, %68 ], [ %646, %286 ]
  %289 = phi <2 x half> [ zeroinitializer, %68 ], [ %645, %286 ]
  %290 = phi <2 x half> [ zeroinitializer, %68 ], [ %644, %286 ]
  %291 = phi <2 x half> [ zeroinitializer, %68 ], [ %652, %286 ]
  %292 = phi <2 x half> [ zeroinitializer, %68 ], [ %651, %286 ]
  %293 = phi <2 x half> [ zeroinitializer, %68 ], [ %650, %286 ]
  %294 = phi <2 x half> [ zeroinitializer, %68 ], [ %649, %286 ]
  %295 = phi <2 x half> [ zeroinitializer, %68 ], [ %657, %286 ]
  %296 = phi <2 x half> [ zeroinitializer, %68 ], [ %656, %286 ]
  %297 = phi <2 x half> [ zeroinitializer, %68 ], [ %655, %286 ]
  %298 = phi <2 x half> [ zeroinitializer, %68 ], [ %654, %286 ]
  %299 = phi <2 x half> [ zeroinitializer, %68 ], [ %662, %286 ]
  %300 = phi <2 x half> [ zeroinitializer, %68 ], [ %661, %286 ]
  %301 = phi <2 x half> [ zeroinitializer, %68 ], [ %660, %286 ]
  %302 = phi <2 x half> [ zeroinitializer, %68 ], [ %659, %286 ]
  %303 = phi <2 x half> [ zeroinitializer, %68 ], [ %642, %286 ]
  %304 = phi <2 x half> [ zeroinitializer, %68 ], [ %641, %286 ]
  %305 = phi <2 x half> [ zeroinitializer, %68 ], [ %640, %286 ]
  %306 = phi <2 x half> [ zeroinitializer, %68 ], [ %639, %286 ]
  %307 = phi <2 x half> [ zeroinitializer, %68 ], [ %637, %286 ]
  %308 = phi <2 x half> [ zeroinitializer, %68 ], [ %636, %286 ]
  %309 = phi <2 x half> [ zeroinitializer, %68 ], [ %635, %286 ]
  %310 = phi <2 x half> [ zeroinitializer, %68 ], [ %634, %286 ]
  %311 = phi <2 x half> [ zeroinitializer, %68 ], [ %632, %286 ]
  %312 = phi <2 x half> [ zeroinitializer, %68 ], [ %631, %286 ]
  %313 = phi <2 x half> [ zeroinitializer, %68 ], [ %630, %286 ]
  %314 = phi <2 x half> [ zeroinitializer, %68 ], [ %629, %286 ]
  %315 = phi <2 x half> [ zeroinitializer, %68 ], [ %627, %286 ]
  %316 = phi <2 x half> [ zeroinitializer, %68 ], [ %626, %286 ]
  %317 = phi <2 x half> [ zeroinitializer, %68 ], [ %625, %286 ]
  %318 = phi <2 x half> [ zeroinitializer, %68 ], [ %624, %286 ]
  %319 = phi <2 x half> [ zeroinitializer, %68 ], [ %607, %286 ]
  %320 = phi <2 x half> [ zeroinitializer, %68 ], [ %606, %286 ]
  %321 = phi <2 x half> [ zeroinitializer, %68 ], [ %605, %286 ]
  %322 = phi <2 x half> [ zeroinitializer, %68 ], [ %604, %286 ]
  %323 = phi <2 x half> [ zeroinitializer, %68 ], [ %612, %286 ]
  %324 = phi <2 x half> [ zeroinitializer, %68 ], [ %611, %286 ]
  %325 = phi <2 x half> [ zeroinitializer, %68 ], [ %610, %286 ]
  %326 = phi <2 x half> [ zeroinitializer, %68 ], [ %609, %286 ]
  %327 = phi <2 x half> [ zeroinitializer, %68 ], [ %617, %286 ]
  %328 = phi <2 x half> [ zeroinitializer, %68 ], [ %616, %286 ]
  %329 = phi <2 x half> [ zeroinitializer, %68 ], [ %615, %286 ]
  %330 = phi <2 x half> [ zeroinitializer, %68 ], [ %614, %286 ]
  %331 = phi <2 x half> [ zeroinitializer, %68 ], [ %622, %286 ]
  %332 = phi <2 x half> [ zeroinitializer, %68 ], [ %621, %286 ]
  %333 = phi <2 x half> [ zeroinitializer, %68 ], [ %620, %286 ]
  %334 = phi <2 x half> [ zeroinitializer, %68 ], [ %619, %286 ]
  %335 = phi <2 x half> [ zeroinitializer, %68 ], [ %602, %286 ]
  %336 = phi <2 x half> [ zeroinitializer, %68 ], [ %601, %286 ]
  %337 = phi <2 x half> [ zeroinitializer, %68 ], [ %600, %286 ]
  %338 = phi <2 x half> [ zeroinitializer, %68 ], [ %599, %286 ]
  %339 = phi <2 x half> [ zeroinitializer, %68 ], [ %597, %286 ]
  %340 = phi <2 x half> [ zeroinitializer, %68 ], [ %596, %286 ]
  %341 = phi <2 x half> [ zeroinitializer, %68 ], [ %595, %286 ]
  %342 = phi <2 x half> [ zeroinitializer, %68 ], [ %594, %286 ]
  %343 = phi <2 x half> [ zeroinitializer, %68 ], [ %592, %286 ]
  %344 = phi <2 x half> [ zeroinitializer, %68 ], [ %591, %286 ]
  %345 = phi <2 x half> [ zeroinitializer, %68 ], [ %590, %286 ]
  %346 = phi <2 x half> [ zeroinitializer, %68 ], [ %589, %286 ]
  %347 = phi <2 x half> [ zeroinitializer, %68 ], [ %587, %286 ]
  %348 = phi <2 x half> [ zeroinitializer, %68 ], [ %586, %286 ]
  %349 = phi <2 x half> [ zeroinitializer, %68 ], [ %585, %286 ]
  %350 = phi <2 x half> [ zeroinitializer, %68 ], [ %584, %286 ]
  %351 = phi i64 [ 0, %68 ], [ %663, %286 ]
  %352 = shl nuw i64 %351, 4
  %353 = getelementptr half, ptr %82, i64 %352
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %90, ptr noundef nonnull align 16 dereferenceable(16) %353, i64 16, i1 false), !tbaa.struct !5
  %354 = getelementptr inbounds i8, ptr %353, i64 %66
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %92, ptr noundef nonnull align 16 dereferenceable(16) %354, i64 16, i1 false), !tbaa.struct !5
  %355 = getelementptr inbounds i8, ptr %354, i64 %66
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %94, ptr noundef nonnull align 16 dereferenceable(16) %355, i64 16, i1 false), !tbaa.struct !5
  %356 = getelementptr inbounds i8, ptr %355, i64 %66
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %96, ptr noundef nonnull align 16 dereferenceable(16) %356, i64 16, i1 false), !tbaa.struct !5
  %357 = getelementptr half, ptr %87, i64 %352
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %97, ptr noundef nonnull align 16 dereferenceable(16) %357, i64 16, i1 false), !tbaa.struct !5
  %358 = getelementptr inbounds i8, ptr %357, i64 %66
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %99, ptr noundef nonnull align 16 dereferenceable(16) %358, i64 16, i1 false), !tbaa.struct !5
  tail call void @llvm.nvvm.barrier0()
  %359 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %100, i32 32)
  %360 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %359, 0
  %361 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %359, 1
  %362 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %359, 2
  %363 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %359, 3
  %364 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %359, 4
  %365 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %359, 5
  %366 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %359, 6
  %367 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %359, 7
  %368 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %102, i32 32)
  %369 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %368, 0
  %370 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %368, 1
  %371 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %368, 2
  %372 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %368, 3
  %373 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %368, 4
  %374 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %368, 5
  %375 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %368, 6
  %376 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %368, 7
  %377 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %104, i32 32)
  %378 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %377, 0
  %379 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %377, 1
  %380 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %377, 2
  %381 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %377, 3
  %382 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %377, 4
  %383 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %377, 5
  %384 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %377, 6
  %385 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %377, 7
  %386 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %106, i32 32)
  %387 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %386, 0
  %388 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %386, 1
  %389 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %386, 2
  %390 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %386, 3
  %391 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %386, 4
  %392 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %386, 5
  %393 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %386, 6
  %394 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %386, 7
  %395 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %108, i32 32)
  %396 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %395, 0
  %397 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %395, 1
  %398 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %395, 2
  %399 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %395, 3
  %400 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %395, 4
  %401 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %395, 5
  %402 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %395, 6
  %403 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %395, 7
  %404 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %110, i32 32)
  %405 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %404, 0
  %406 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %404, 1
  %407 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %404, 2
  %408 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %404, 3
  %409 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %404, 4
  %410 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %404, 5
  %411 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %404, 6
  %412 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %404, 7
  %413 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %112, i32 32)
  %414 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %413, 0
  %415 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %413, 1
  %416 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %413, 2
  %417 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %413, 3
  %418 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %413, 4
  %419 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %413, 5
  %420 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %413, 6
  %421 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %413, 7
  %422 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %114, i32 32)
  %423 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %422, 0
  %424 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %422, 1
  %425 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %422, 2
  %426 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %422, 3
  %427 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %422, 4
  %428 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %422, 5
  %429 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %422, 6
  %430 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %422, 7
  %431 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %360, <2 x half> %361, <2 x half> %362, <2 x half> %363, <2 x half> %364, <2 x half> %365, <2 x half> %366, <2 x half> %367, <2 x half> %396, <2 x half> %397, <2 x half> %398, <2 x half> %399, <2 x half> %400, <2 x half> %401, <2 x half> %402, <2 x half> %403, <2 x half> %350, <2 x half> %349, <2 x half> %348, <2 x half> %347)
  %432 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %431, 0
  %433 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %431, 1
  %434 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %431, 2
  %435 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %431, 3
  %436 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %360, <2 x half> %361, <2 x half> %362, <2 x half> %363, <2 x half> %364, <2 x half> %365, <2 x half> %366, <2 x half> %367, <2 x half> %405, <2 x half> %406, <2 x half> %407, <2 x half> %408, <2 x half> %409, <2 x half> %410, <2 x half> %411, <2 x half> %412, <2 x half> %346, <2 x half> %345, <2 x half> %344, <2 x half> %343)
  %437 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %436, 0
  %438 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %436, 1
  %439 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %436, 2
  %440 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %436, 3
  %441 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %360, <2 x half> %361, <2 x half> %362, <2 x half> %363, <2 x half> %364, <2 x half> %365, <2 x half> %366, <2 x half> %367, <2 x half> %414, <2 x half> %415, <2 x half> %416, <2 x half> %417, <2 x half> %418, <2 x half> %419, <2 x half> %420, <2 x half> %421, <2 x half> %342, <2 x half> %341, <2 x half> %340, <2 x half> %339)
  %442 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %441, 0
  %443 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %441, 1
  %444 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %441, 2
  %445 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %441, 3
  %446 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %360, <2 x half> %361, <2 x half> %362, <2 x half> %363, <2 x half> %364, <2 x half> %365, <2 x half> %366, <2 x half> %367, <2 x half> %423, <2 x half> %424, <2 x half> %425, <2 x half> %426, <2 x half> %427, <2 x half> %428, <2 x half> %429, <2 x half> %430, <2 x half> %338, <2 x half> %337, <2 x half> %336, <2 x half> %335)
  %447 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 0
  %448 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 1
  %449 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 2
  %450 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 3
  %451 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %369, <2 x half> %370, <2 x half> %371, <2 x half> %372, <2 x half> %373, <2 x half> %374, <2 x half> %375, <2 x half> %376, <2 x half> %423, <2 x half> %424, <2 x half> %425, <2 x half> %426, <2 x half> %427, <2 x half> %428, <2 x half> %429, <2 x half> %430, <2 x half> %322, <2 x half> %321, <2 x half> %320, <2 x half> %319)
  %452 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %451, 0
  %453 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %451, 1
  %454 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %451, 2
  %455 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %451, 3
  %456 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %369, <2 x half> %370, <2 x half> %371, <2 x half> %372, <2 x half> %373, <2 x half> %374, <2 x half> %375, <2 x half> %376, <2 x half> %414, <2 x half> %415, <2 x half> %416, <2 x half> %417, <2 x half> %418, <2 x half> %419, <2 x half> %420, <2 x half> %421, <2 x half> %326, <2 x half> %325, <2 x half> %324, <2 x half> %323)
  %457 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %456, 0
  %458 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %456, 1
  %459 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %456, 2
  %460 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %456, 3
  %461 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %369, <2 x half> %370, <2 x half> %371, <2 x half> %372, <2 x half> %373, <2 x half> %374, <2 x half> %375, <2 x half> %376, <2 x half> %405, <2 x half> %406, <2 x half> %407, <2 x half> %408, <2 x half> %409, <2 x half> %410, <2 x half> %411, <2 x half> %412, <2 x half> %330, <2 x half> %329, <2 x half> %328, <2 x half> %327)
  %462 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %461, 0
  %463 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %461, 1
  %464 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %461, 2
  %465 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %461, 3
  %466 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %369, <2 x half> %370, <2 x half> %371, <2 x half> %372, <2 x half> %373, <2 x half> %374, <2 x half> %375, <2 x half> %376, <2 x half> %396, <2 x half> %397, <2 x half> %398, <2 x half> %399, <2 x half> %400, <2 x half> %401, <2 x half> %402, <2 x half> %403, <2 x half> %334, <2 x half> %333, <2 x half> %332, <2 x half> %331)
  %467 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %466, 0
  %468 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %466, 1
  %469 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %466, 2
  %470 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %466, 3
  %471 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %378, <2 x half> %379, <2 x half> %380, <2 x half> %381, <2 x half> %382, <2 x half> %383, <2 x half> %384, <2 x half> %385, <2 x half> %396, <2 x half> %397, <2 x half> %398, <2 x half> %399, <2 x half> %400, <2 x half> %401, <2 x half> %402, <2 x half> %403, <2 x half> %318, <2 x half> %317, <2 x half> %316, <2 x half> %315)
  %472 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %471, 0
  %473 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %471, 1
  %474 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %471, 2
  %475 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %471, 3
  %476 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %378, <2 x half> %379, <2 x half> %380, <2 x half> %381, <2 x half> %382, <2 x half> %383, <2 x half> %384, <2 x half> %385, <2 x half> %405, <2 x half> %406, <2 x half> %407, <2 x half> %408, <2 x half> %409, <2 x half> %410, <2 x half> %411, <2 x half> %412, <2 x half> %314, <2 x half> %313, <2 x half> %312, <2 x half> %311)
  %477 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %476, 0
  %478 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %476, 1
  %479 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %476, 2
  %480 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %476, 3
  %481 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %378, <2 x half> %379, <2 x half> %380, <2 x half> %381, <2 x half> %382, <2 x half> %383, <2 x half> %384, <2 x half> %385, <2 x half> %414, <2 x half> %415, <2 x half> %416, <2 x half> %417, <2 x half> %418, <2 x half> %419, <2 x half> %420, <2 x half> %421, <2 x half> %310, <2 x half> %309, <2 x half> %308, <2 x half> %307)
  %482 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %481, 0
  %483 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %481, 1
  %484 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %481, 2
  %485 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %481, 3
  %486 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %378, <2 x half> %379, <2 x half> %380, <2 x half> %381, <2 x half> %382, <2 x half> %383, <2 x half> %384, <2 x half> %385, <2 x half> %423, <2 x half> %424, <2 x half> %425, <2 x half> %426, <2 x half> %427, <2 x half> %428, <2 x half> %429, <2 x half> %430, <2 x half> %306, <2 x half> %305, <2 x half> %304, <2 x half> %303)
  %487 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %486, 0
  %488 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %486, 1
  %489 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %486, 2
  %490 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %486, 3
  %491 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %387, <2 x half> %388, <2 x half> %389, <2 x half> %390, <2 x half> %391, <2 x half> %392, <2 x half> %393, <2 x half> %394, <2 x half> %423, <2 x half> %424, <2 x half> %425, <2 x half> %426, <2 x half> %427, <2 x half> %428, <2 x half> %429, <2 x half> %430, <2 x half> %290, <2 x half> %289, <2 x half> %288, <2 x half> %287)
  %492 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %491, 0
  %493 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %491, 1
  %494 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %491, 2
  %495 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %491, 3
  %496 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %387, <2 x half> %388, <2 x half> %389, <2 x half> %390, <2 x half> %391, <2 x half> %392, <2 x half> %393, <2 x half> %394, <2 x half> %414, <2 x half> %415, <2 x half> %416, <2 x half> %417, <2 x half> %418, <2 x half> %419, <2 x half> %420, <2 x half> %421, <2 x half> %294, <2 x half> %293, <2 x half> %292, <2 x half> %291)
  %497 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %496, 0
  %498 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %496, 1
  %499 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %496, 2
  %500 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %496, 3
  %501 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %387, <2 x half> %388, <2 x half> %389, <2 x half> %390, <2 x half> %391, <2 x half> %392, <2 x half> %393, <2 x half> %394, <2 x half> %405, <2 x half> %406, <2 x half> %407, <2 x half> %408, <2 x half> %409, <2 x half> %410, <2 x half> %411, <2 x half> %412, <2 x half> %298, <2 x half> %297, <2 x half> %296, <2 x half> %295)
  %502 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %501, 0
  %503 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %501, 1
  %504 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %501, 2
  %505 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %501, 3
  %506 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %387, <2 x half> %388, <2 x half> %389, <2 x half> %390, <2 x half> %391, <2 x half> %392, <2 x half> %393, <2 x half> %394, <2 x half> %396, <2 x half> %397, <2 x half> %398, <2 x half> %399, <2 x half> %400, <2 x half> %401, <2 x half> %402, <2 x half> %403, <2 x half> %302, <2 x half> %301, <2 x half> %300, <2 x half> %299)
  %507 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %506, 0
  %508 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %506, 1
  %509 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %506, 2
  %510 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %506, 3
  %511 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %115, i32 32)
  %512 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %511, 0
  %513 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %511, 1
  %514 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %511, 2
  %515 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %511, 3
  %516 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %511, 4
  %517 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %511, 5
  %518 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %511, 6
  %519 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %511, 7
  %520 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %116, i32 32)
  %521 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 0
  %522 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 1
  %523 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 2
  %524 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 3
  %525 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 4
  %526 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 5
  %527 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 6
  %528 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 7
  %529 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %117, i32 32)
  %530 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %529, 0
  %531 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %529, 1
  %532 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %529, 2
  %533 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %529, 3
  %534 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %529, 4
  %535 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %529, 5
  %536 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %529, 6
  %537 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %529, 7
  %538 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %118, i32 32)
  %539 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %538, 0
  %540 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %538, 1
  %541 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %538, 2
  %542 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %538, 3
  %543 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %538, 4
  %544 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %538, 5
  %545 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %538, 6
  %546 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %538, 7
  %547 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %119, i32 32)
  %548 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %547, 0
  %549 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %547, 1
  %550 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %547, 2
  %551 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %547, 3
  %552 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %547, 4
  %553 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %547, 5
  %554 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %547, 6
  %555 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %547, 7
  %556 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %120, i32 32)
  %557 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %556, 0
  %558 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %556, 1
  %559 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %556, 2
  %560 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %556, 3
  %561 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %556, 4
  %562 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %556, 5
  %563 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %556, 6
  %564 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %556, 7
  %565 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %121, i32 32)
  %566 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %565, 0
  %567 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %565, 1
  %568 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %565, 2
  %569 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %565, 3
  %570 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %565, 4
  %571 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %565, 5
  %572 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %565, 6
  %573 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %565, 7
  %574 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %122, i32 32)
  %575 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %574, 0
  %576 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %574, 1
  %577 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %574, 2
  %578 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %574, 3
  %579 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %574, 4
  %580 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %574, 5
  %581 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %574, 6
  %582 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %574, 7
  %583 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %512, <2 x half> %513, <2 x half> %514, <2 x half> %515, <2 x half> %516, <2 x half> %517, <2 x half> %518, <2 x half> %519, <2 x half> %548, <2 x half> %549, <2 x half> %550, <2 x half> %551, <2 x half> %552, <2 x half> %553, <2 x half> %554, <2 x half> %555, <2 x half> %432, <2 x half> %433, <2 x half> %434, <2 x half> %435)
  %584 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %583, 0
  %585 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %583, 1
  %586 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %583, 2
  %587 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %583, 3
  %588 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %512, <2 x half> %513, <2 x half> %514, <2 x half> %515, <2 x half> %516, <2 x half> %517, <2 x half> %518, <2 x half> %519, <2 x half> %557, <2 x half> %558, <2 x half> %559, <2 x half> %560, <2 x half> %561, <2 x half> %562, <2 x half> %563, <2 x half> %564, <2 x half> %437, <2 x half> %438, <2 x half> %439, <2 x half> %440)
  %589 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %588, 0
  %590 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %588, 1
  %591 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %588, 2
  %592 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %588, 3
  %593 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %512, <2 x half> %513, <2 x half> %514, <2 x half> %515, <2 x half> %516, <2 x half> %517, <2 x half> %518, <2 x half> %519, <2 x half> %566, <2 x half> %567, <2 x half> %568, <2 x half> %569, <2 x half> %570, <2 x half> %571, <2 x half> %572, <2 x half> %573, <2 x half> %442, <2 x half> %443, <2 x half> %444, <2 x half> %445)
  %594 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %593, 0
  %595 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %593, 1
  %596 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %593, 2
  %597 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %593, 3
  %598 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %512, <2 x half> %513, <2 x half> %514, <2 x half> %515, <2 x half> %516, <2 x half> %517, <2 x half> %518, <2 x half> %519, <2 x half> %575, <2 x half> %576, <2 x half> %577, <2 x half> %578, <2 x half> %579, <2 x half> %580, <2 x half> %581, <2 x half> %582, <2 x half> %447, <2 x half> %448, <2 x half> %449, <2 x half> %450)
  %599 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 0
  %600 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 1
  %601 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 2
  %602 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 3
  %603 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %521, <2 x half> %522, <2 x half> %523, <2 x half> %524, <2 x half> %525, <2 x half> %526, <2 x half> %527, <2 x half> %528, <2 x half> %575, <2 x half> %576, <2 x half> %577, <2 x half> %578, <2 x half> %579, <2 x half> %580, <2 x half> %581, <2 x half> %582, <2 x half> %452, <2 x half> %453, <2 x half> %454, <2 x half> %455)
  %604 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %603, 0
  %605 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %603, 1
  %606 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %603, 2
  %607 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %603, 3
  %608 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %521, <2 x half> %522, <2 x half> %523, <2 x half> %524, <2 x half> %525, <2 x half> %526, <2 x half> %527, <2 x half> %528, <2 x half> %566, <2 x half> %567, <2 x half> %568, <2 x half> %569, <2 x half> %570, <2 x half> %571, <2 x half> %572, <2 x half> %573, <2 x half> %457, <2 x half> %458, <2 x half> %459, <2 x half> %460)
  %609 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %608, 0
  %610 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %608, 1
  %611 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %608, 2
  %612 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %608, 3
  %613 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %521, <2 x half> %522, <2 x half> %523, <2 x half> %524, <2 x half> %525, <2 x half> %526, <2 x half> %527, <2 x half> %528, <2 x half> %557, <2 x half> %558, <2 x half> %559, <2 x half> %560, <2 x half> %561, <2 x half> %562, <2 x half> %563, <2 x half> %564, <2 x half> %462, <2 x half> %463, <2 x half> %464, <2 x half> %465)
  %614 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %613, 0
  %615 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %613, 1
  %616 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %613, 2
  %617 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %613, 3
  %618 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %521, <2 x half> %522, <2 x half> %523, <2 x half> %524, <2 x half> %525, <2 x half> %526, <2 x half> %527, <2 x half> %528, <2 x half> %548, <2 x half> %549, <2 x half> %550, <2 x half> %551, <2 x half> %552, <2 x half> %553, <2 x half> %554, <2 x half> %555, <2 x half> %467, <2 x half> %468, <2 x half> %469, <2 x half> %470)
  %619 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %618, 0
  %620 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %618, 1
  %621 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %618, 2
  %622 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %618, 3
  %623 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %530, <2 x half> %531, <2 x half> %532, <2 x half> %533, <2 x half> %534, <2 x half> %535, <2 x half> %536, <2 x half> %537, <2 x half> %548, <2 x half> %549, <2 x half> %550, <2 x half> %551, <2 x half> %552, <2 x half> %553, <2 x half> %554, <2 x half> %555, <2 x half> %472, <2 x half> %473, <2 x half> %474, <2 x half> %475)
  %624 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %623, 0
  %625 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %623, 1
  %626 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %623, 2
  %627 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %623, 3
  %628 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %530, <2 x half> %531, <2 x half> %532, <2 x half> %533, <2 x half> %534, <2 x half> %535, <2 x half> %536, <2 x half> %537, <2 x half> %557, <2 x half> %558, <2 x half> %559, <2 x half> %560, <2 x half> %561, <2 x half> %562, <2 x half> %563, <2 x half> %564, <2 x half> %477, <2 x half> %478, <2 x half> %479, <2 x half> %480)
  %629 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %628, 0
  %630 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %628, 1
  %631 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %628, 2
  %632 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %628, 3
  %633 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %530, <2 x half> %531, <2 x half> %532, <2 x half> %533, <2 x half> %534, <2 x half> %535, <2 x half> %536, <2 x half> %537, <2 x half> %566, <2 x half> %567, <2 x half> %568, <2 x half> %569, <2 x half> %570, <2 x half> %571, <2 x half> %572, <2 x half> %573, <2 x half> %482, <2 x half> %483, <2 x half> %484, <2 x half> %485)
  %634 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %633, 0
  %635 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %633, 1
  %636 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %633, 2
  %637 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %633, 3
  %638 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %530, <2 x half> %531, <2 x half> %532, <2 x half> %533, <2 x half> %534, <2 x half> %535, <2 x half> %536, <2 x half> %537, <2 x half> %575, <2 x half> %576, <2 x half> %577, <2 x half> %578, <2 x half> %579, <2 x half> %580, <2 x half> %581, <2 x half> %582, <2 x half> %487, <2 x half> %488, <2 x half> %489, <2 x half> %490)
  %639 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %638, 0
  %640 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %638, 1
  %641 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %638, 2
  %642 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %638, 3
  %643 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %539, <2 x half> %540, <2 x half> %541, <2 x half> %542, <2 x half> %543, <2 x half> %544, <2 x half> %545, <2 x half> %546, <2 x half> %575, <2 x half> %576, <2 x half> %577, <2 x half> %578, <2 x half> %579, <2 x half> %580, <2 x half> %581, <2 x half> %582, <2 x half> %492, <2 x half> %493, <2 x half> %494, <2 x half> %495)
  %644 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %643, 0
  %645 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %643, 1
  %646 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %643, 2
  %647 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %643, 3
  %648 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %539, <2 x half> %540, <2 x half> %541, <2 x half> %542, <2 x half> %543, <2 x half> %544, <2 x half> %545, <2 x half> %546, <2 x half> %566, <2 x half> %567, <2 x half> %568, <2 x half> %569, <2 x half> %570, <2 x half> %571, <2 x half> %572, <2 x half> %573, <2 x half> %497, <2 x half> %498, <2 x half> %499, <2 x half> %500)
  %649 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %648, 0
  %650 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %648, 1
  %651 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %648, 2
  %652 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %648, 3
  %653 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %539, <2 x half> %540, <2 x half> %541, <2 x half> %542, <2 x half> %543, <2 x half> %544, <2 x half> %545, <2 x half> %546, <2 x half> %557, <2 x half> %558, <2 x half> %559, <2 x half> %560, <2 x half> %561, <2 x half> %562, <2 x half> %563, <2 x half> %564, <2 x half> %502, <2 x half> %503, <2 x half> %504, <2 x half> %505)
  %654 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %653, 0
  %655 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %653, 1
  %656 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %653, 2
  %657 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %653, 3
  %658 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %539, <2 x half> %540, <2 x half> %541, <2 x half> %542, <2 x half> %543, <2 x half> %544, <2 x half> %545, <2 x half> %546, <2 x half> %548, <2 x half> %549, <2 x half> %550, <2 x half> %551, <2 x half> %552, <2 x half> %553, <2 x half> %554, <2 x half> %555, <2 x half> %507, <2 x half> %508, <2 x half> %509, <2 x half> %510)
  %659 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %658, 0
  %660 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %658, 1
  %661 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %658, 2
  %662 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %658, 3
  tail call void @llvm.nvvm.barrier0()
  %663 = add nuw nsw i64 %351, 2
  %664 = icmp ult i64 %663, %21
  br i1 %664, label %286, label %123, !llvm.loop !10

665:                                              ; preds = %32, %123
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nocapture writeonly, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32) #4

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #5

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nocapture readonly, i32) #5

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: write) }
attributes #5 = { nocallback nofree nounwind memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z14wmmaBaseKernelPKDF16_S0_PDF16_mmm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.enable"}
