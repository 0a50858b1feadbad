; Bruce-Lee-LY/cuda_hgemm's src/wmma/wmma_async.cu (MIT, commit
; 0d26c2e4415ab0d0af5a6bfae301275c608d46b4; licence text in
; test/inputs/kernels/LICENSES.md), kernel code verbatim, headers replaced by
; a shim, compiled by clang-19 -x cuda --cuda-device-only -O2 for sm_90a (a derived work, same licence).
; ModuleID = 'hgemm_wmma_async.cu'
source_filename = "hgemm_wmma_async.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

@smem = external dso_local addrspace(3) global [0 x [40 x half]], align 2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15wmmaAsyncKernelPKDF16_S0_PDF16_mmm(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #0 {
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
  br i1 %44, label %45, label %689

45:                                               ; preds = %32
  %46 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %47 = lshr i32 %46, 5
  %48 = zext nneg i32 %47 to i64
  %49 = and i32 %46, 31
  %50 = lshr i64 %48, 1
  %51 = mul nuw nsw i64 %50, 17408
  %52 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 %51
  %53 = shl nuw nsw i64 %48, 6
  %54 = and i64 %53, 64
  %55 = getelementptr inbounds half, ptr %52, i64 %54
  %56 = mul nuw nsw i64 %48, 8704
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
  br i1 %67, label %147, label %68

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
  %84 = shl nuw nsw i64 %81, 4
  %85 = add nuw nsw i64 %69, 256
  %86 = getelementptr half, ptr %73, i64 %79
  %87 = getelementptr %struct.int4, ptr %86, i64 %81
  %88 = or disjoint i64 %85, %78
  %89 = shl nuw nsw i64 %50, 6
  %90 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %83
  %91 = addrspacecast ptr %90 to ptr addrspace(3)
  %92 = ptrtoint ptr addrspace(3) %91 to i64
  %93 = add i64 %84, %92
  %94 = trunc i64 %93 to i32
  %95 = or disjoint i64 %83, 8
  %96 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %95
  %97 = addrspacecast ptr %96 to ptr addrspace(3)
  %98 = ptrtoint ptr addrspace(3) %97 to i64
  %99 = add i64 %84, %98
  %100 = trunc i64 %99 to i32
  %101 = or disjoint i64 %83, 16
  %102 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %101
  %103 = addrspacecast ptr %102 to ptr addrspace(3)
  %104 = ptrtoint ptr addrspace(3) %103 to i64
  %105 = add i64 %84, %104
  %106 = trunc i64 %105 to i32
  %107 = or disjoint i64 %83, 24
  %108 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %107
  %109 = addrspacecast ptr %108 to ptr addrspace(3)
  %110 = ptrtoint ptr addrspace(3) %109 to i64
  %111 = add i64 %84, %110
  %112 = trunc i64 %111 to i32
  %113 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %88
  %114 = addrspacecast ptr %113 to ptr addrspace(3)
  %115 = ptrtoint ptr addrspace(3) %114 to i64
  %116 = add i64 %84, %115
  %117 = trunc i64 %116 to i32
  %118 = or disjoint i64 %88, 8
  %119 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %118
  %120 = addrspacecast ptr %119 to ptr addrspace(3)
  %121 = ptrtoint ptr addrspace(3) %120 to i64
  %122 = add i64 %84, %121
  %123 = trunc i64 %122 to i32
  %124 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %89, i64 0
  %125 = or disjoint i64 %89, 16
  %126 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %125, i64 0
  %127 = or disjoint i64 %89, 32
  %128 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %127, i64 0
  %129 = or disjoint i64 %89, 48
  %130 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %129, i64 0
  %131 = or disjoint i64 %54, 256
  %132 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %131, i64 0
  %133 = or disjoint i64 %54, 272
  %134 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %133, i64 0
  %135 = or disjoint i64 %54, 288
  %136 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %135, i64 0
  %137 = or disjoint i64 %54, 304
  %138 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %137, i64 0
  %139 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %89, i64 16
  %140 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %125, i64 16
  %141 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %127, i64 16
  %142 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %129, i64 16
  %143 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %131, i64 16
  %144 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %133, i64 16
  %145 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %135, i64 16
  %146 = getelementptr inbounds [0 x [40 x half]], ptr addrspacecast (ptr addrspace(3) @smem to ptr), i64 0, i64 %137, i64 16
  br label %310

147:                                              ; preds = %310, %45
  %148 = phi <2 x half> [ zeroinitializer, %45 ], [ %671, %310 ]
  %149 = phi <2 x half> [ zeroinitializer, %45 ], [ %670, %310 ]
  %150 = phi <2 x half> [ zeroinitializer, %45 ], [ %669, %310 ]
  %151 = phi <2 x half> [ zeroinitializer, %45 ], [ %668, %310 ]
  %152 = phi <2 x half> [ zeroinitializer, %45 ], [ %676, %310 ]
  %153 = phi <2 x half> [ zeroinitializer, %45 ], [ %675, %310 ]
  %154 = phi <2 x half> [ zeroinitializer, %45 ], [ %674, %310 ]
  %155 = phi <2 x half> [ zeroinitializer, %45 ], [ %673, %310 ]
  %156 = phi <2 x half> [ zeroinitializer, %45 ], [ %681, %310 ]
  %157 = phi <2 x half> [ zeroinitializer, %45 ], [ %680, %310 ]
  %158 = phi <2 x half> [ zeroinitializer, %45 ], [ %679, %310 ]
  %159 = phi <2 x half> [ zeroinitializer, %45 ], [ %678, %310 ]
  %160 = phi <2 x half> [ zeroinitializer, %45 ], [ %686, %310 ]
  %161 = phi <2 x half> [ zeroinitializer, %45 ], [ %685, %310 ]
  %162 = phi <2 x half> [ zeroinitializer, %45 ], [ %684, %310 ]
  %163 = phi <2 x half> [ zeroinitializer, %45 ], [ %683, %310 ]
  %164 = phi <2 x half> [ zeroinitializer, %45 ], [ %666, %310 ]
  %165 = phi <2 x half> [ zeroinitializer, %45 ], [ %665, %310 ]
  %166 = phi <2 x half> [ zeroinitializer, %45 ], [ %664, %310 ]
  %167 = phi <2 x half> [ zeroinitializer, %45 ], [ %663, %310 ]
  %168 = phi <2 x half> [ zeroinitializer, %45 ], [ %661, %310 ]
  %169 = phi <2 x half> [ zeroinitializer, %45 ], [ %660, %310 ]
  %170 = phi <2 x half> [ zeroinitializer, %45 ], [ %659, %310 ]
  %171 = phi <2 x half> [ zeroinitializer, %45 ], [ %658, %310 ]
  %172 = phi <2 x half> [ zeroinitializer, %45 ], [ %656, %310 ]
  %173 = phi <2 x half> [ zeroinitializer, %45 ], [ %655, %310 ]
  %174 = phi <2 x half> [ zeroinitializer, %45 ], [ %654, %310 ]
  %175 = phi <2 x half> [ zeroinitializer, %45 ], [ %653, %310 ]
  %176 = phi <2 x half> [ zeroinitializer, %45 ], [ %651, %310 ]
  %177 = phi <2 x half> [ zeroinitializer, %45 ], [ %650, %310 ]
  %178 = phi <2 x half> [ zeroinitializer, %45 ], [ %649, %310 ]
  %179 = phi <2 x half> [ zeroinitializer, %45 ], [ %648, %310 ]
  %180 = phi <2 x half> [ zeroinitializer, %45 ], [ %631, %310 ]
  %181 = phi <2 x half> [ zeroinitializer, %45 ], [ %630, %310 ]
  %182 = phi <2 x half> [ zeroinitializer, %45 ], [ %629, %310 ]
  %183 = phi <2 x half> [ zeroinitializer, %45 ], [ %628, %310 ]
  %184 = phi <2 x half> [ zeroinitializer, %45 ], [ %636, %310 ]
  %185 = phi <2 x half> [ zeroinitializer, %45 ], [ %635, %310 ]
  %186 = phi <2 x half> [ zeroinitializer, %45 ], [ %634, %310 ]
  %187 = phi <2 x half> [ zeroinitializer, %45 ], [ %633, %310 ]
  %188 = phi <2 x half> [ zeroinitializer, %45 ], [ %641, %310 ]
  %189 = phi <2 x half> [ zeroinitializer, %45 ], [ %640, %310 ]
  %190 = phi <2 x half> [ zeroinitializer, %45 ], [ %639, %310 ]
  %191 = phi <2 x half> [ zeroinitializer, %45 ], [ %638, %310 ]
  %192 = phi <2 x half> [ zeroinitializer, %45 ], [ %646, %310 ]
  %193 = phi <2 x half> [ zeroinitializer, %45 ], [ %645, %310 ]
  %194 = phi <2 x half> [ zeroinitializer, %45 ], [ %644, %310 ]
  %195 = phi <2 x half> [ zeroinitializer, %45 ], [ %643, %310 ]
  %196 = phi <2 x half> [ zeroinitializer, %45 ], [ %626, %310 ]
  %197 = phi <2 x half> [ zeroinitializer, %45 ], [ %625, %310 ]
  %198 = phi <2 x half> [ zeroinitializer, %45 ], [ %624, %310 ]
  %199 = phi <2 x half> [ zeroinitializer, %45 ], [ %623, %310 ]
  %200 = phi <2 x half> [ zeroinitializer, %45 ], [ %621, %310 ]
  %201 = phi <2 x half> [ zeroinitializer, %45 ], [ %620, %310 ]
  %202 = phi <2 x half> [ zeroinitializer, %45 ], [ %619, %310 ]
  %203 = phi <2 x half> [ zeroinitializer, %45 ], [ %618, %310 ]
  %204 = phi <2 x half> [ zeroinitializer, %45 ], [ %616, %310 ]
  %205 = phi <2 x half> [ zeroinitializer, %45 ], [ %615, %310 ]
  %206 = phi <2 x half> [ zeroinitializer, %45 ], [ %614, %310 ]
  %207 = phi <2 x half> [ zeroinitializer, %45 ], [ %613, %310 ]
  %208 = phi <2 x half> [ zeroinitializer, %45 ], [ %611, %310 ]
  %209 = phi <2 x half> [ zeroinitializer, %45 ], [ %610, %310 ]
  %210 = phi <2 x half> [ zeroinitializer, %45 ], [ %609, %310 ]
  %211 = phi <2 x half> [ zeroinitializer, %45 ], [ %608, %310 ]
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr %55, <2 x half> %211, <2 x half> %210, <2 x half> %209, <2 x half> %208, i32 136)
  %212 = getelementptr inbounds i8, ptr %55, i64 32
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %212, <2 x half> %207, <2 x half> %206, <2 x half> %205, <2 x half> %204, i32 136)
  %213 = getelementptr inbounds i8, ptr %55, i64 64
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %213, <2 x half> %203, <2 x half> %202, <2 x half> %201, <2 x half> %200, i32 136)
  %214 = getelementptr inbounds i8, ptr %55, i64 96
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %214, <2 x half> %199, <2 x half> %198, <2 x half> %197, <2 x half> %196, i32 136)
  %215 = getelementptr inbounds i8, ptr %55, i64 4352
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %215, <2 x half> %195, <2 x half> %194, <2 x half> %193, <2 x half> %192, i32 136)
  %216 = getelementptr inbounds i8, ptr %55, i64 4384
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %216, <2 x half> %191, <2 x half> %190, <2 x half> %189, <2 x half> %188, i32 136)
  %217 = getelementptr inbounds i8, ptr %55, i64 4416
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %217, <2 x half> %187, <2 x half> %186, <2 x half> %185, <2 x half> %184, i32 136)
  %218 = getelementptr inbounds i8, ptr %55, i64 4448
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %218, <2 x half> %183, <2 x half> %182, <2 x half> %181, <2 x half> %180, i32 136)
  %219 = getelementptr inbounds i8, ptr %55, i64 8704
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %219, <2 x half> %179, <2 x half> %178, <2 x half> %177, <2 x half> %176, i32 136)
  %220 = getelementptr inbounds i8, ptr %55, i64 8736
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %220, <2 x half> %175, <2 x half> %174, <2 x half> %173, <2 x half> %172, i32 136)
  %221 = getelementptr inbounds i8, ptr %55, i64 8768
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %221, <2 x half> %171, <2 x half> %170, <2 x half> %169, <2 x half> %168, i32 136)
  %222 = getelementptr inbounds i8, ptr %55, i64 8800
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %222, <2 x half> %167, <2 x half> %166, <2 x half> %165, <2 x half> %164, i32 136)
  %223 = getelementptr inbounds i8, ptr %55, i64 13056
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %223, <2 x half> %163, <2 x half> %162, <2 x half> %161, <2 x half> %160, i32 136)
  %224 = getelementptr inbounds i8, ptr %55, i64 13088
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %224, <2 x half> %159, <2 x half> %158, <2 x half> %157, <2 x half> %156, i32 136)
  %225 = getelementptr inbounds i8, ptr %55, i64 13120
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %225, <2 x half> %155, <2 x half> %154, <2 x half> %153, <2 x half> %152, i32 136)
  %226 = getelementptr inbounds i8, ptr %55, i64 13152
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nonnull %226, <2 x half> %151, <2 x half> %150, <2 x half> %149, <2 x half> %148, i32 136)
  tail call void @llvm.nvvm.barrier0()
  %227 = lshr i64 %62, 4
  %228 = and i64 %62, 15
  %229 = getelementptr inbounds %struct.int4, ptr %63, i64 %228
  %230 = getelementptr %struct.int4, ptr %65, i64 %228
  %231 = mul nuw nsw i64 %227, 272
  %232 = getelementptr inbounds i8, ptr %229, i64 %231
  %233 = mul nuw nsw i64 %227, %4
  %234 = getelementptr half, ptr %230, i64 %233
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %234, ptr noundef nonnull align 16 dereferenceable(16) %232, i64 16, i1 false), !tbaa.struct !5
  %235 = or disjoint i64 %227, 2
  %236 = mul nuw nsw i64 %235, 272
  %237 = getelementptr inbounds i8, ptr %229, i64 %236
  %238 = mul i64 %235, %4
  %239 = getelementptr half, ptr %230, i64 %238
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %239, ptr noundef nonnull align 16 dereferenceable(16) %237, i64 16, i1 false), !tbaa.struct !5
  %240 = or disjoint i64 %227, 4
  %241 = mul nuw nsw i64 %240, 272
  %242 = getelementptr inbounds i8, ptr %229, i64 %241
  %243 = mul i64 %240, %4
  %244 = getelementptr half, ptr %230, i64 %243
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %244, ptr noundef nonnull align 16 dereferenceable(16) %242, i64 16, i1 false), !tbaa.struct !5
  %245 = or disjoint i64 %227, 6
  %246 = mul nuw nsw i64 %245, 272
  %247 = getelementptr inbounds i8, ptr %229, i64 %246
  %248 = mul i64 %245, %4
  %249 = getelementptr half, ptr %230, i64 %248
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %249, ptr noundef nonnull align 16 dereferenceable(16) %247, i64 16, i1 false), !tbaa.struct !5
  %250 = or disjoint i64 %227, 8
  %251 = mul nuw nsw i64 %250, 272
  %252 = getelementptr inbounds i8, ptr %229, i64 %251
  %253 = mul i64 %250, %4
  %254 = getelementptr half, ptr %230, i64 %253
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %254, ptr noundef nonnull align 16 dereferenceable(16) %252, i64 16, i1 false), !tbaa.struct !5
  %255 = or disjoint i64 %227, 10
  %256 = mul nuw nsw i64 %255, 272
  %257 = getelementptr inbounds i8, ptr %229, i64 %256
  %258 = mul i64 %255, %4
  %259 = getelementptr half, ptr %230, i64 %258
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %259, ptr noundef nonnull align 16 dereferenceable(16) %257, i64 16, i1 false), !tbaa.struct !5
  %260 = or disjoint i64 %227, 12
  %261 = mul nuw nsw i64 %260, 272
  %262 = getelementptr inbounds i8, ptr %229, i64 %261
  %263 = mul i64 %260, %4
  %264 = getelementptr half, ptr %230, i64 %263
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %264, ptr noundef nonnull align 16 dereferenceable(16) %262, i64 16, i1 false), !tbaa.struct !5
  %265 = or disjoint i64 %227, 14
  %266 = mul nuw nsw i64 %265, 272
  %267 = getelementptr inbounds i8, ptr %229, i64 %266
  %268 = mul i64 %265, %4
  %269 = getelementptr half, ptr %230, i64 %268
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %269, ptr noundef nonnull align 16 dereferenceable(16) %267, i64 16, i1 false), !tbaa.struct !5
  %270 = or disjoint i64 %227, 16
  %271 = mul nuw nsw i64 %270, 272
  %272 = getelementptr inbounds i8, ptr %229, i64 %271
  %273 = mul i64 %270, %4
  %274 = getelementptr half, ptr %230, i64 %273
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %274, ptr noundef nonnull align 16 dereferenceable(16) %272, i64 16, i1 false), !tbaa.struct !5
  %275 = or disjoint i64 %227, 18
  %276 = mul nuw nsw i64 %275, 272
  %277 = getelementptr inbounds i8, ptr %229, i64 %276
  %278 = mul i64 %275, %4
  %279 = getelementptr half, ptr %230, i64 %278
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %279, ptr noundef nonnull align 16 dereferenceable(16) %277, i64 16, i1 false), !tbaa.struct !5
  %280 = or disjoint i64 %227, 20
  %281 = mul nuw nsw i64 %280, 272
  %282 = getelementptr inbounds i8, ptr %229, i64 %281
  %283 = mul i64 %280, %4
  %284 = getelementptr half, ptr %230, i64 %283
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %284, ptr noundef nonnull align 16 dereferenceable(16) %282, i64 16, i1 false), !tbaa.struct !5
  %285 = or disjoint i64 %227, 22
  %286 = mul nuw nsw i64 %285, 272
  %287 = getelementptr inbounds i8, ptr %229, i64 %286
  %288 = mul i64 %285, %4
  %289 = getelementptr half, ptr %230, i64 %288
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %289, ptr noundef nonnull align 16 dereferenceable(16) %287, i64 16, i1 false), !tbaa.struct !5
  %290 = or disjoint i64 %227, 24
  %291 = mul nuw nsw i64 %290, 272
  %292 = getelementptr inbounds i8, ptr %229, i64 %291
  %293 = mul i64 %290, %4
  %294 = getelementptr half, ptr %230, i64 %293
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %294, ptr noundef nonnull align 16 dereferenceable(16) %292, i64 16, i1 false), !tbaa.struct !5
  %295 = or disjoint i64 %227, 26
  %296 = mul nuw nsw i64 %295, 272
  %297 = getelementptr inbounds i8, ptr %229, i64 %296
  %298 = mul i64 %295, %4
  %299 = getelementptr half, ptr %230, i64 %298
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %299, ptr noundef nonnull align 16 dereferenceable(16) %297, i64 16, i1 false), !tbaa.struct !5
  %300 = or disjoint i64 %227, 28
  %301 = mul nuw nsw i64 %300, 272
  %302 = getelementptr inbounds i8, ptr %229, i64 %301
  %303 = mul i64 %300, %4
  %304 = getelementptr half, ptr %230, i64 %303
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %304, ptr noundef nonnull align 16 dereferenceable(16) %302, i64 16, i1 false), !tbaa.struct !5
  %305 = or disjoint i64 %227, 30
  %306 = mul nuw nsw i64 %305, 272
  %307 = getelementptr inbounds i8, ptr %229, i64 %306
  %308 = mul i64 %305, %4
  %309 = getelementptr half, ptr %230, i64 %308
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %309, ptr noundef nonnull align 16 dereferenceable(16) %307, i64 16, i1 false), !tbaa.struct !5
  br label %689

310:                                              ; preds = %68, %310
  %311 = phi <2 x half> [ zeroinitializer, %68 ], [ %671, %310 ]
  %312 = phi <2 x half> [ zeroinitializer, %68 ], [ %670, %310 ]
  %313 = phi <2 x half> [ zeroinitializer, %68 ], [ %669, %310 ]
  %314 = phi <2 x half> [ zeroinitializer, %68 ], [ %668, %310 ]
  %315 = phi <2 x half> [ zeroinitializer, %68 ], [ %676, %310 ]
  %316 = phi <2 x half> [ zeroinitializer, %68 ], [ %675, %310 ]
  %317 = phi <2 x half> [ zeroinitializer, %68 ], [ %674, %310 ]
  %318 = phi <2 x half> [ zeroinitializer, %68 ], [ %673, %310 ]
  %319 = phi <2 x half> [ zeroinitializer, %68 ], [ %681, %310 ]
  %320 = phi <2 x half> [ zeroinitializer, %68 ], [ %680, %310 ]
  %321 = phi <2 x half> [ zeroinitializer, %68 ], [ %679, %310 ]
  %322 = phi <2 x half> [ zeroinitializer, %68 ], [ %678, %310 ]
  %323 = phi <2 x half> [ zeroinitializer, %68 ], [ %686, %310 ]
  %324 = phi <2 x half> [ zeroinitializer, %68 ], [ %685, %310 ]
  %325 = phi <2 x half> [ zeroinitializer, %68 ], [ %684, %310 ]
  %326 = phi <2 x half> [ zeroinitializer, %68 ], [ %683, %310 ]
  %327 = phi <2 x half> [ zeroinitializer, %68 ], [ %666, %310 ]
  %328 = phi <2 x half> [ zeroinitializer, %68 ], [ %665, %310 ]
  %329 = phi <2 x half> [ zeroinitializer, %68 ], [ %664, %310 ]
  %330 = phi <2 x half> [ zeroinitializer, %68 ], [ %663, %310 ]
  %331 = phi <2 x half> [ zeroinitializer, %68 ], [ %661, %310 ]
  %332 = phi <2 x half> [ zeroinitializer, %68 ], [ %660, %310 ]
  %333 = phi <2 x half> [ zeroinitializer, %68 ], [ %659, %310 ]
  %334 = phi <2 x half> [ zeroinitializer, %68 ], [ %658, %310 ]
  %335 = phi <2 x half> [ zeroinitializer, %68 ], [ %656, %310 ]
  %336 = phi <2 x half> [ zeroinitializer, %68 ], [ %655, %310 ]
  %337 = phi <2 x half> [ zeroinitializer, %68 ], [ %654, %310 ]
  %338 = phi <2 x half> [ zeroinitializer, %68 ], [ %653, %310 ]
  %339 = phi <2 x half> [ zeroinitializer, %68 ], [ %651, %310 ]
  %340 = phi <2 x half> [ zeroinitializer, %68 ], [ %650, %310 ]
  %341 = phi <2 x half> [ zeroinitializer, %68 ], [ %649, %310 ]
  %342 = phi <2 x half> [ zeroinitializer, %68 ], [ %648, %310 ]
  %343 = phi <2 x half> [ zeroinitializer, %68 ], [ %631, %310 ]
  %344 = phi <2 x half> [ zeroinitializer, %68 ], [ %630, %310 ]
  %345 = phi <2 x half> [ zeroinitializer, %68 ], [ %629, %310 ]
  %346 = phi <2 x half> [ zeroinitializer, %68 ], [ %628, %310 ]
  %347 = phi <2 x half> [ zeroinitializer, %68 ], [ %636, %310 ]
  %348 = phi <2 x half> [ zeroinitializer, %68 ], [ %635, %310 ]
  %349 = phi <2 x half> [ zeroinitializer, %68 ], [ %634, %310 ]
  %350 = phi <2 x half> [ zeroinitializer, %68 ], [ %633, %310 ]
  %351 = phi <2 x half> [ zeroinitializer, %68 ], [ %641, %310 ]
  %352 = phi <2 x half> [ zeroinitializer, %68 ], [ %640, %310 ]
  %353 = phi <2 x half> [ zeroinitializer, %68 ], [ %639, %310 ]
  %354 = phi <2 x half> [ zeroinitializer, %68 ], [ %638, %310 ]
  %355 = phi <2 x half> [ zeroinitializer, %68 ], [ %646, %310 ]
  %356 = phi <2 x half> [ zeroinitializer, %68 ], [ %645, %310 ]
  %357 = phi <2 x half> [ zeroinitializer, %68 ], [ %644, %310 ]
  %358 = phi <2 x half> [ zeroinitializer, %68 ], [ %643, %310 ]
  %359 = phi <2 x half> [ zeroinitializer, %68 ], [ %626, %310 ]
  %360 = phi <2 x half> [ zeroinitializer, %68 ], [ %625, %310 ]
  %361 = phi <2 x half> [ zeroinitializer, %68 ], [ %624, %310 ]
  %362 = phi <2 x half> [ zeroinitializer, %68 ], [ %623, %310 ]
  %363 = phi <2 x half> [ zeroinitializer, %68 ], [ %621, %310 ]
  %364 = phi <2 x half> [ zeroinitializer, %68 ], [ %620, %310 ]
  %365 = phi <2 x half> [ zeroinitializer, %68 ], [ %619, %310 ]
  %366 = phi <2 x half> [ zeroinitializer, %68 ], [ %618, %310 ]
  %367 = phi <2 x half> [ zeroinitializer, %68 ], [ %616, %310 ]
  %368 = phi <2 x half> [ zeroinitializer, %68 ], [ %615, %310 ]
  %369 = phi <2 x half> [ zeroinitializer, %68 ], [ %614, %310 ]
  %370 = phi <2 x half> [ zeroinitializer, %68 ], [ %613, %310 ]
  %371 = phi <2 x half> [ zeroinitializer, %68 ], [ %611, %310 ]
  %372 = phi <2 x half> [ zeroinitializer, %68 ], [ %610, %310 ]
  %373 = phi <2 x half> [ zeroinitializer, %68 ], [ %609, %310 ]
  %374 = phi <2 x half> [ zeroinitializer, %68 ], [ %608, %310 ]
  %375 = phi i64 [ 0, %68 ], [ %687, %310 ]
  %376 = shl nuw i64 %375, 4
  %377 = getelementptr half, ptr %82, i64 %376
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %94, ptr %377, i32 16) #7, !srcloc !10
  %378 = getelementptr inbounds i8, ptr %377, i64 %66
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %100, ptr %378, i32 16) #7, !srcloc !10
  %379 = getelementptr inbounds i8, ptr %378, i64 %66
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %106, ptr %379, i32 16) #7, !srcloc !10
  %380 = getelementptr inbounds i8, ptr %379, i64 %66
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %112, ptr %380, i32 16) #7, !srcloc !10
  %381 = getelementptr half, ptr %87, i64 %376
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %117, ptr %381, i32 16) #7, !srcloc !11
  %382 = getelementptr inbounds i8, ptr %381, i64 %66
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], $2;\0A", "r,l,n"(i32 %123, ptr %382, i32 16) #7, !srcloc !11
  tail call void asm sideeffect "cp.async.commit_group;\0A", ""() #7, !srcloc !12
  tail call void asm sideeffect "cp.async.wait_group $0;\0A", "n"(i32 0) #7, !srcloc !13
  tail call void @llvm.nvvm.barrier0()
  %383 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %124, i32 40)
  %384 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %383, 0
  %385 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %383, 1
  %386 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %383, 2
  %387 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %383, 3
  %388 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %383, 4
  %389 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %383, 5
  %390 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %383, 6
  %391 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %383, 7
  %392 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %126, i32 40)
  %393 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 0
  %394 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 1
  %395 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 2
  %396 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 3
  %397 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 4
  %398 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 5
  %399 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 6
  %400 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 7
  %401 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %128, i32 40)
  %402 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %401, 0
  %403 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %401, 1
  %404 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %401, 2
  %405 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %401, 3
  %406 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %401, 4
  %407 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %401, 5
  %408 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %401, 6
  %409 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %401, 7
  %410 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %130, i32 40)
  %411 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %410, 0
  %412 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %410, 1
  %413 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %410, 2
  %414 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %410, 3
  %415 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %410, 4
  %416 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %410, 5
  %417 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %410, 6
  %418 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %410, 7
  %419 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %132, i32 40)
  %420 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %419, 0
  %421 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %419, 1
  %422 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %419, 2
  %423 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %419, 3
  %424 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %419, 4
  %425 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %419, 5
  %426 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %419, 6
  %427 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %419, 7
  %428 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %134, i32 40)
  %429 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %428, 0
  %430 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %428, 1
  %431 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %428, 2
  %432 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %428, 3
  %433 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %428, 4
  %434 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %428, 5
  %435 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %428, 6
  %436 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %428, 7
  %437 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %136, i32 40)
  %438 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %437, 0
  %439 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %437, 1
  %440 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %437, 2
  %441 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %437, 3
  %442 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %437, 4
  %443 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %437, 5
  %444 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %437, 6
  %445 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %437, 7
  %446 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %138, i32 40)
  %447 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 0
  %448 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 1
  %449 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 2
  %450 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 3
  %451 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 4
  %452 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 5
  %453 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 6
  %454 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %446, 7
  %455 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %384, <2 x half> %385, <2 x half> %386, <2 x half> %387, <2 x half> %388, <2 x half> %389, <2 x half> %390, <2 x half> %391, <2 x half> %420, <2 x half> %421, <2 x half> %422, <2 x half> %423, <2 x half> %424, <2 x half> %425, <2 x half> %426, <2 x half> %427, <2 x half> %374, <2 x half> %373, <2 x half> %372, <2 x half> %371)
  %456 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %455, 0
  %457 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %455, 1
  %458 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %455, 2
  %459 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %455, 3
  %460 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %384, <2 x half> %385, <2 x half> %386, <2 x half> %387, <2 x half> %388, <2 x half> %389, <2 x half> %390, <2 x half> %391, <2 x half> %429, <2 x half> %430, <2 x half> %431, <2 x half> %432, <2 x half> %433, <2 x half> %434, <2 x half> %435, <2 x half> %436, <2 x half> %370, <2 x half> %369, <2 x half> %368, <2 x half> %367)
  %461 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %460, 0
  %462 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %460, 1
  %463 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %460, 2
  %464 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %460, 3
  %465 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %384, <2 x half> %385, <2 x half> %386, <2 x half> %387, <2 x half> %388, <2 x half> %389, <2 x half> %390, <2 x half> %391, <2 x half> %438, <2 x half> %439, <2 x half> %440, <2 x half> %441, <2 x half> %442, <2 x half> %443, <2 x half> %444, <2 x half> %445, <2 x half> %366, <2 x half> %365, <2 x half> %364, <2 x half> %363)
  %466 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %465, 0
  %467 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %465, 1
  %468 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %465, 2
  %469 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %465, 3
  %470 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %384, <2 x half> %385, <2 x half> %386, <2 x half> %387, <2 x half> %388, <2 x half> %389, <2 x half> %390, <2 x half> %391, <2 x half> %447, <2 x half> %448, <2 x half> %449, <2 x half> %450, <2 x half> %451, <2 x half> %452, <2 x half> %453, <2 x half> %454, <2 x half> %362, <2 x half> %361, <2 x half> %360, <2 x half> %359)
  %471 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %470, 0
  %472 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %470, 1
  %473 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %470, 2
  %474 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %470, 3
  %475 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %393, <2 x half> %394, <2 x half> %395, <2 x half> %396, <2 x half> %397, <2 x half> %398, <2 x half> %399, <2 x half> %400, <2 x half> %447, <2 x half> %448, <2 x half> %449, <2 x half> %450, <2 x half> %451, <2 x half> %452, <2 x half> %453, <2 x half> %454, <2 x half> %346, <2 x half> %345, <2 x half> %344, <2 x half> %343)
  %476 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %475, 0
  %477 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %475, 1
  %478 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %475, 2
  %479 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %475, 3
  %480 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %393, <2 x half> %394, <2 x half> %395, <2 x half> %396, <2 x half> %397, <2 x half> %398, <2 x half> %399, <2 x half> %400, <2 x half> %438, <2 x half> %439, <2 x half> %440, <2 x half> %441, <2 x half> %442, <2 x half> %443, <2 x half> %444, <2 x half> %445, <2 x half> %350, <2 x half> %349, <2 x half> %348, <2 x half> %347)
  %481 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %480, 0
  %482 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %480, 1
  %483 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %480, 2
  %484 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %480, 3
  %485 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %393, <2 x half> %394, <2 x half> %395, <2 x half> %396, <2 x half> %397, <2 x half> %398, <2 x half> %399, <2 x half> %400, <2 x half> %429, <2 x half> %430, <2 x half> %431, <2 x half> %432, <2 x half> %433, <2 x half> %434, <2 x half> %435, <2 x half> %436, <2 x half> %354, <2 x half> %353, <2 x half> %352, <2 x half> %351)
  %486 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %485, 0
  %487 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %485, 1
  %488 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %485, 2
  %489 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %485, 3
  %490 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %393, <2 x half> %394, <2 x half> %395, <2 x half> %396, <2 x half> %397, <2 x half> %398, <2 x half> %399, <2 x half> %400, <2 x half> %420, <2 x half> %421, <2 x half> %422, <2 x half> %423, <2 x half> %424, <2 x half> %425, <2 x half> %426, <2 x half> %427, <2 x half> %358, <2 x half> %357, <2 x half> %356, <2 x half> %355)
  %491 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %490, 0
  %492 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %490, 1
  %493 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %490, 2
  %494 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %490, 3
  %495 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %402, <2 x half> %403, <2 x half> %404, <2 x half> %405, <2 x half> %406, <2 x half> %407, <2 x half> %408, <2 x half> %409, <2 x half> %420, <2 x half> %421, <2 x half> %422, <2 x half> %423, <2 x half> %424, <2 x half> %425, <2 x half> %426, <2 x half> %427, <2 x half> %342, <2 x half> %341, <2 x half> %340, <2 x half> %339)
  %496 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %495, 0
  %497 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %495, 1
  %498 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %495, 2
  %499 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %495, 3
  %500 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %402, <2 x half> %403, <2 x half> %404, <2 x half> %405, <2 x half> %406, <2 x half> %407, <2 x half> %408, <2 x half> %409, <2 x half> %429, <2 x half> %430, <2 x half> %431, <2 x half> %432, <2 x half> %433, <2 x half> %434, <2 x half> %435, <2 x half> %436, <2 x half> %338, <2 x half> %337, <2 x half> %336, <2 x half> %335)
  %501 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %500, 0
  %502 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %500, 1
  %503 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %500, 2
  %504 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %500, 3
  %505 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %402, <2 x half> %403, <2 x half> %404, <2 x half> %405, <2 x half> %406, <2 x half> %407, <2 x half> %408, <2 x half> %409, <2 x half> %438, <2 x half> %439, <2 x half> %440, <2 x half> %441, <2 x half> %442, <2 x half> %443, <2 x half> %444, <2 x half> %445, <2 x half> %334, <2 x half> %333, <2 x half> %332, <2 x half> %331)
  %506 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %505, 0
  %507 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %505, 1
  %508 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %505, 2
  %509 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %505, 3
  %510 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %402, <2 x half> %403, <2 x half> %404, <2 x half> %405, <2 x half> %406, <2 x half> %407, <2 x half> %408, <2 x half> %409, <2 x half> %447, <2 x half> %448, <2 x half> %449, <2 x half> %450, <2 x half> %451, <2 x half> %452, <2 x half> %453, <2 x half> %454, <2 x half> %330, <2 x half> %329, <2 x half> %328, <2 x half> %327)
  %511 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %510, 0
  %512 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %510, 1
  %513 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %510, 2
  %514 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %510, 3
  %515 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %411, <2 x half> %412, <2 x half> %413, <2 x half> %414, <2 x half> %415, <2 x half> %416, <2 x half> %417, <2 x half> %418, <2 x half> %447, <2 x half> %448, <2 x half> %449, <2 x half> %450, <2 x half> %451, <2 x half> %452, <2 x half> %453, <2 x half> %454, <2 x half> %314, <2 x half> %313, <2 x half> %312, <2 x half> %311)
  %516 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %515, 0
  %517 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %515, 1
  %518 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %515, 2
  %519 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %515, 3
  %520 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %411, <2 x half> %412, <2 x half> %413, <2 x half> %414, <2 x half> %415, <2 x half> %416, <2 x half> %417, <2 x half> %418, <2 x half> %438, <2 x half> %439, <2 x half> %440, <2 x half> %441, <2 x half> %442, <2 x half> %443, <2 x half> %444, <2 x half> %445, <2 x half> %318, <2 x half> %317, <2 x half> %316, <2 x half> %315)
  %521 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 0
  %522 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 1
  %523 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 2
  %524 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %520, 3
  %525 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %411, <2 x half> %412, <2 x half> %413, <2 x half> %414, <2 x half> %415, <2 x half> %416, <2 x half> %417, <2 x half> %418, <2 x half> %429, <2 x half> %430, <2 x half> %431, <2 x half> %432, <2 x half> %433, <2 x half> %434, <2 x half> %435, <2 x half> %436, <2 x half> %322, <2 x half> %321, <2 x half> %320, <2 x half> %319)
  %526 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %525, 0
  %527 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %525, 1
  %528 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %525, 2
  %529 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %525, 3
  %530 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %411, <2 x half> %412, <2 x half> %413, <2 x half> %414, <2 x half> %415, <2 x half> %416, <2 x half> %417, <2 x half> %418, <2 x half> %420, <2 x half> %421, <2 x half> %422, <2 x half> %423, <2 x half> %424, <2 x half> %425, <2 x half> %426, <2 x half> %427, <2 x half> %326, <2 x half> %325, <2 x half> %324, <2 x half> %323)
  %531 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %530, 0
  %532 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %530, 1
  %533 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %530, 2
  %534 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %530, 3
  %535 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %139, i32 40)
  %536 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %535, 0
  %537 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %535, 1
  %538 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %535, 2
  %539 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %535, 3
  %540 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %535, 4
  %541 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %535, 5
  %542 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %535, 6
  %543 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %535, 7
  %544 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %140, i32 40)
  %545 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %544, 0
  %546 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %544, 1
  %547 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %544, 2
  %548 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %544, 3
  %549 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %544, 4
  %550 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %544, 5
  %551 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %544, 6
  %552 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %544, 7
  %553 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %141, i32 40)
  %554 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %553, 0
  %555 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %553, 1
  %556 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %553, 2
  %557 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %553, 3
  %558 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %553, 4
  %559 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %553, 5
  %560 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %553, 6
  %561 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %553, 7
  %562 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %142, i32 40)
  %563 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %562, 0
  %564 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %562, 1
  %565 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %562, 2
  %566 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %562, 3
  %567 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %562, 4
  %568 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %562, 5
  %569 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %562, 6
  %570 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %562, 7
  %571 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %143, i32 40)
  %572 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %571, 0
  %573 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %571, 1
  %574 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %571, 2
  %575 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %571, 3
  %576 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %571, 4
  %577 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %571, 5
  %578 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %571, 6
  %579 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %571, 7
  %580 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %144, i32 40)
  %581 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %580, 0
  %582 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %580, 1
  %583 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %580, 2
  %584 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %580, 3
  %585 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %580, 4
  %586 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %580, 5
  %587 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %580, 6
  %588 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %580, 7
  %589 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %145, i32 40)
  %590 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %589, 0
  %591 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %589, 1
  %592 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %589, 2
  %593 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %589, 3
  %594 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %589, 4
  %595 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %589, 5
  %596 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %589, 6
  %597 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %589, 7
  %598 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull %146, i32 40)
  %599 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 0
  %600 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 1
  %601 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 2
  %602 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 3
  %603 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 4
  %604 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 5
  %605 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 6
  %606 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %598, 7
  %607 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %536, <2 x half> %537, <2 x half> %538, <2 x half> %539, <2 x half> %540, <2 x half> %541, <2 x half> %542, <2 x half> %543, <2 x half> %572, <2 x half> %573, <2 x half> %574, <2 x half> %575, <2 x half> %576, <2 x half> %577, <2 x half> %578, <2 x half> %579, <2 x half> %456, <2 x half> %457, <2 x half> %458, <2 x half> %459)
  %608 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %607, 0
  %609 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %607, 1
  %610 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %607, 2
  %611 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %607, 3
  %612 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %536, <2 x half> %537, <2 x half> %538, <2 x half> %539, <2 x half> %540, <2 x half> %541, <2 x half> %542, <2 x half> %543, <2 x half> %581, <2 x half> %582, <2 x half> %583, <2 x half> %584, <2 x half> %585, <2 x half> %586, <2 x half> %587, <2 x half> %588, <2 x half> %461, <2 x half> %462, <2 x half> %463, <2 x half> %464)
  %613 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %612, 0
  %614 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %612, 1
  %615 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %612, 2
  %616 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %612, 3
  %617 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %536, <2 x half> %537, <2 x half> %538, <2 x half> %539, <2 x half> %540, <2 x half> %541, <2 x half> %542, <2 x half> %543, <2 x half> %590, <2 x half> %591, <2 x half> %592, <2 x half> %593, <2 x half> %594, <2 x half> %595, <2 x half> %596, <2 x half> %597, <2 x half> %466, <2 x half> %467, <2 x half> %468, <2 x half> %469)
  %618 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %617, 0
  %619 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %617, 1
  %620 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %617, 2
  %621 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %617, 3
  %622 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %536, <2 x half> %537, <2 x half> %538, <2 x half> %539, <2 x half> %540, <2 x half> %541, <2 x half> %542, <2 x half> %543, <2 x half> %599, <2 x half> %600, <2 x half> %601, <2 x half> %602, <2 x half> %603, <2 x half> %604, <2 x half> %605, <2 x half> %606, <2 x half> %471, <2 x half> %472, <2 x half> %473, <2 x half> %474)
  %623 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %622, 0
  %624 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %622, 1
  %625 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %622, 2
  %626 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %622, 3
  %627 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %545, <2 x half> %546, <2 x half> %547, <2 x half> %548, <2 x half> %549, <2 x half> %550, <2 x half> %551, <2 x half> %552, <2 x half> %599, <2 x half> %600, <2 x half> %601, <2 x half> %602, <2 x half> %603, <2 x half> %604, <2 x half> %605, <2 x half> %606, <2 x half> %476, <2 x half> %477, <2 x half> %478, <2 x half> %479)
  %628 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %627, 0
  %629 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %627, 1
  %630 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %627, 2
  %631 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %627, 3
  %632 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %545, <2 x half> %546, <2 x half> %547, <2 x half> %548, <2 x half> %549, <2 x half> %550, <2 x half> %551, <2 x half> %552, <2 x half> %590, <2 x half> %591, <2 x half> %592, <2 x half> %593, <2 x half> %594, <2 x half> %595, <2 x half> %596, <2 x half> %597, <2 x half> %481, <2 x half> %482, <2 x half> %483, <2 x half> %484)
  %633 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %632, 0
  %634 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %632, 1
  %635 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %632, 2
  %636 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %632, 3
  %637 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %545, <2 x half> %546, <2 x half> %547, <2 x half> %548, <2 x half> %549, <2 x half> %550, <2 x half> %551, <2 x half> %552, <2 x half> %581, <2 x half> %582, <2 x half> %583, <2 x half> %584, <2 x half> %585, <2 x half> %586, <2 x half> %587, <2 x half> %588, <2 x half> %486, <2 x half> %487, <2 x half> %488, <2 x half> %489)
  %638 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %637, 0
  %639 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %637, 1
  %640 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %637, 2
  %641 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %637, 3
  %642 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %545, <2 x half> %546, <2 x half> %547, <2 x half> %548, <2 x half> %549, <2 x half> %550, <2 x half> %551, <2 x half> %552, <2 x half> %572, <2 x half> %573, <2 x half> %574, <2 x half> %575, <2 x half> %576, <2 x half> %577, <2 x half> %578, <2 x half> %579, <2 x half> %491, <2 x half> %492, <2 x half> %493, <2 x half> %494)
  %643 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %642, 0
  %644 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %642, 1
  %645 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %642, 2
  %646 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %642, 3
  %647 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %554, <2 x half> %555, <2 x half> %556, <2 x half> %557, <2 x half> %558, <2 x half> %559, <2 x half> %560, <2 x half> %561, <2 x half> %572, <2 x half> %573, <2 x half> %574, <2 x half> %575, <2 x half> %576, <2 x half> %577, <2 x half> %578, <2 x half> %579, <2 x half> %496, <2 x half> %497, <2 x half> %498, <2 x half> %499)
  %648 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %647, 0
  %649 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %647, 1
  %650 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %647, 2
  %651 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %647, 3
  %652 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %554, <2 x half> %555, <2 x half> %556, <2 x half> %557, <2 x half> %558, <2 x half> %559, <2 x half> %560, <2 x half> %561, <2 x half> %581, <2 x half> %582, <2 x half> %583, <2 x half> %584, <2 x half> %585, <2 x half> %586, <2 x half> %587, <2 x half> %588, <2 x half> %501, <2 x half> %502, <2 x half> %503, <2 x half> %504)
  %653 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %652, 0
  %654 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %652, 1
  %655 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %652, 2
  %656 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %652, 3
  %657 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %554, <2 x half> %555, <2 x half> %556, <2 x half> %557, <2 x half> %558, <2 x half> %559, <2 x half> %560, <2 x half> %561, <2 x half> %590, <2 x half> %591, <2 x half> %592, <2 x half> %593, <2 x half> %594, <2 x half> %595, <2 x half> %596, <2 x half> %597, <2 x half> %506, <2 x half> %507, <2 x half> %508, <2 x half> %509)
  %658 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %657, 0
  %659 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %657, 1
  %660 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %657, 2
  %661 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %657, 3
  %662 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %554, <2 x half> %555, <2 x half> %556, <2 x half> %557, <2 x half> %558, <2 x half> %559, <2 x half> %560, <2 x half> %561, <2 x half> %599, <2 x half> %600, <2 x half> %601, <2 x half> %602, <2 x half> %603, <2 x half> %604, <2 x half> %605, <2 x half> %606, <2 x half> %511, <2 x half> %512, <2 x half> %513, <2 x half> %514)
  %663 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %662, 0
  %664 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %662, 1
  %665 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %662, 2
  %666 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %662, 3
  %667 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %563, <2 x half> %564, <2 x half> %565, <2 x half> %566, <2 x half> %567, <2 x half> %568, <2 x half> %569, <2 x half> %570, <2 x half> %599, <2 x half> %600, <2 x half> %601, <2 x half> %602, <2 x half> %603, <2 x half> %604, <2 x half> %605, <2 x half> %606, <2 x half> %516, <2 x half> %517, <2 x half> %518, <2 x half> %519)
  %668 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %667, 0
  %669 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %667, 1
  %670 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %667, 2
  %671 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %667, 3
  %672 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %563, <2 x half> %564, <2 x half> %565, <2 x half> %566, <2 x half> %567, <2 x half> %568, <2 x half> %569, <2 x half> %570, <2 x half> %590, <2 x half> %591, <2 x half> %592, <2 x half> %593, <2 x half> %594, <2 x half> %595, <2 x half> %596, <2 x half> %597, <2 x half> %521, <2 x half> %522, <2 x half> %523, <2 x half> %524)
  %673 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %672, 0
  %674 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %672, 1
  %675 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %672, 2
  %676 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %672, 3
  %677 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %563, <2 x half> %564, <2 x half> %565, <2 x half> %566, <2 x half> %567, <2 x half> %568, <2 x half> %569, <2 x half> %570, <2 x half> %581, <2 x half> %582, <2 x half> %583, <2 x half> %584, <2 x half> %585, <2 x half> %586, <2 x half> %587, <2 x half> %588, <2 x half> %526, <2 x half> %527, <2 x half> %528, <2 x half> %529)
  %678 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %677, 0
  %679 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %677, 1
  %680 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %677, 2
  %681 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %677, 3
  %682 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %563, <2 x half> %564, <2 x half> %565, <2 x half> %566, <2 x half> %567, <2 x half> %568, <2 x half> %569, <2 x half> %570, <2 x half> %572, <2 x half> %573, <2 x half> %574, <2 x half> %575, <2 x half> %576, <2 x half> %577, <2 x half> %578, <2 x half> %579, <2 x half> %531, <2 x half> %532, <2 x half> %533, <2 x half> %534)
  %683 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %682, 0
  %684 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %682, 1
  %685 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %682, 2
  %686 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %682, 3
  tail call void @llvm.nvvm.barrier0()
  %687 = add nuw nsw i64 %375, 2
  %688 = icmp ult i64 %687, %21
  br i1 %688, label %310, label %147, !llvm.loop !14

689:                                              ; preds = %32, %147
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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

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
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nounwind memory(argmem: write) }
attributes #5 = { nocallback nofree nounwind memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind memory(none) }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15wmmaAsyncKernelPKDF16_S0_PDF16_mmm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i64 2147545414}
!11 = !{i64 2147545565}
!12 = !{i64 2147545696}
!13 = !{i64 2147545740}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.enable"}
