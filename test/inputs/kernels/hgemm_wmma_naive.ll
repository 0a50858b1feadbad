; ModuleID = 'hgemm_wmma_naive.cu'
source_filename = "hgemm_wmma_naive.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z15wmmaNaiveKernelPKDF16_S0_PDF16_mmm(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = add i64 %5, 15
  %8 = lshr i64 %7, 4
  %9 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 4
  %11 = zext nneg i32 %10 to i64
  %12 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 4
  %14 = zext i32 %13 to i64
  %15 = icmp ult i64 %11, %3
  %16 = icmp ult i64 %14, %4
  %17 = or i1 %15, %16
  br i1 %17, label %18, label %204

18:                                               ; preds = %6
  %19 = icmp ult i64 %7, 16
  br i1 %19, label %78, label %20

20:                                               ; preds = %18
  %21 = mul i64 %11, %5
  %22 = getelementptr inbounds half, ptr %0, i64 %21
  %23 = trunc i64 %5 to i32
  %24 = mul i64 %14, %5
  %25 = getelementptr half, ptr %1, i64 %24
  %26 = add nsw i64 %8, -1
  %27 = and i64 %8, 3
  %28 = icmp ult i64 %26, 3
  br i1 %28, label %31, label %29

29:                                               ; preds = %20
  %30 = and i64 %8, 1152921504606846972
  br label %87

31:                                               ; preds = %87, %20
  %32 = phi <2 x half> [ poison, %20 ], [ %197, %87 ]
  %33 = phi <2 x half> [ poison, %20 ], [ %198, %87 ]
  %34 = phi <2 x half> [ poison, %20 ], [ %199, %87 ]
  %35 = phi <2 x half> [ poison, %20 ], [ %200, %87 ]
  %36 = phi <2 x half> [ zeroinitializer, %20 ], [ %200, %87 ]
  %37 = phi <2 x half> [ zeroinitializer, %20 ], [ %199, %87 ]
  %38 = phi <2 x half> [ zeroinitializer, %20 ], [ %198, %87 ]
  %39 = phi i64 [ 0, %20 ], [ %201, %87 ]
  %40 = phi <2 x half> [ zeroinitializer, %20 ], [ %197, %87 ]
  %41 = icmp eq i64 %27, 0
  br i1 %41, label %78, label %42

42:                                               ; preds = %31, %42
  %43 = phi <2 x half> [ %74, %42 ], [ %36, %31 ]
  %44 = phi <2 x half> [ %73, %42 ], [ %37, %31 ]
  %45 = phi <2 x half> [ %72, %42 ], [ %38, %31 ]
  %46 = phi i64 [ %75, %42 ], [ %39, %31 ]
  %47 = phi <2 x half> [ %71, %42 ], [ %40, %31 ]
  %48 = phi i64 [ %76, %42 ], [ 0, %31 ]
  %49 = shl nuw i64 %46, 4
  %50 = getelementptr inbounds half, ptr %22, i64 %49
  %51 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %50, i32 %23)
  %52 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %51, 0
  %53 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %51, 1
  %54 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %51, 2
  %55 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %51, 3
  %56 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %51, 4
  %57 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %51, 5
  %58 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %51, 6
  %59 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %51, 7
  %60 = getelementptr half, ptr %25, i64 %49
  %61 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %60, i32 %23)
  %62 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %61, 0
  %63 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %61, 1
  %64 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %61, 2
  %65 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %61, 3
  %66 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %61, 4
  %67 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %61, 5
  %68 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %61, 6
  %69 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %61, 7
  %70 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %52, <2 x half> %53, <2 x half> %54, <2 x half> %55, <2 x half> %56, <2 x half> %57, <2 x half> %58, <2 x half> %59, <2 x half> %62, <2 x half> %63, <2 x half> %64, <2 x half> %65, <2 x half> %66, <2 x half> %67, <2 x half> %68, <2 x half> %69, <2 x half> %47, <2 x half> %45, <2 x half> %44, <2 x half> %43)
  %71 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %70, 0
  %72 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %70, 1
  %73 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %70, 2
  %74 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %70, 3
  %75 = add nuw nsw i64 %46, 1
  %76 = add nuw nsw i64 %48, 1
  %77 = icmp eq i64 %76, %27
  br i1 %77, label %78, label %42, !llvm.loop !5

78:                                               ; preds = %42, %31, %18
  %79 = phi <2 x half> [ zeroinitializer, %18 ], [ %35, %31 ], [ %74, %42 ]
  %80 = phi <2 x half> [ zeroinitializer, %18 ], [ %34, %31 ], [ %73, %42 ]
  %81 = phi <2 x half> [ zeroinitializer, %18 ], [ %33, %31 ], [ %72, %42 ]
  %82 = phi <2 x half> [ zeroinitializer, %18 ], [ %32, %31 ], [ %71, %42 ]
  %83 = mul i64 %11, %4
  %84 = getelementptr inbounds half, ptr %2, i64 %83
  %85 = getelementptr inbounds half, ptr %84, i64 %14
  %86 = trunc i64 %4 to i32
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr %85, <2 x half> %82, <2 x half> %81, <2 x half> %80, <2 x half> %79, i32 %86)
  br label %204

87:                                               ; preds = %87, %29
  %88 = phi <2 x half> [ zeroinitializer, %29 ], [ %200, %87 ]
  %89 = phi <2 x half> [ zeroinitializer, %29 ], [ %199, %87 ]
  %90 = phi <2 x half> [ zeroinitializer, %29 ], [ %198, %87 ]
  %91 = phi i64 [ 0, %29 ], [ %201, %87 ]
  %92 = phi <2 x half> [ zeroinitializer, %29 ], [ %197, %87 ]
  %93 = phi i64 [ 0, %29 ], [ %202, %87 ]
  %94 = shl nuw i64 %91, 4
  %95 = getelementptr inbounds half, ptr %22, i64 %94
  %96 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %95, i32 %23)
  %97 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %96, 0
  %98 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %96, 1
  %99 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %96, 2
  %100 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %96, 3
  %101 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %96, 4
  %102 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %96, 5
  %103 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %96, 6
  %104 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %96, 7
  %105 = getelementptr half, ptr %25, i64 %94
  %106 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %105, i32 %23)
  %107 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %106, 0
  %108 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %106, 1
  %109 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %106, 2
  %110 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %106, 3
  %111 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %106, 4
  %112 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %106, 5
  %113 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %106, 6
  %114 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %106, 7
  %115 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %97, <2 x half> %98, <2 x half> %99, <2 x half> %100, <2 x half> %101, <2 x half> %102, <2 x half> %103, <2 x half> %104, <2 x half> %107, <2 x half> %108, <2 x half> %109, <2 x half> %110, <2 x half> %111, <2 x half> %112, <2 x half> %113, <2 x half> %114, <2 x half> %92, <2 x half> %90, <2 x half> %89, <2 x half> %88)
  %116 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %115, 0
  %117 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %115, 1
  %118 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %115, 2
  %119 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %115, 3
  %120 = shl i64 %91, 4
  %121 = or disjoint i64 %120, 16
  %122 = getelementptr inbounds half, ptr %22, i64 %121
  %123 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %122, i32 %23)
  %124 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %123, 0
  %125 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %123, 1
  %126 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %123, 2
  %127 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %123, 3
  %128 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %123, 4
  %129 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %123, 5
  %130 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %123, 6
  %131 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %123, 7
  %132 = getelementptr half, ptr %25, i64 %121
  %133 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %132, i32 %23)
  %134 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %133, 0
  %135 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %133, 1
  %136 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %133, 2
  %137 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %133, 3
  %138 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %133, 4
  %139 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %133, 5
  %140 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %133, 6
  %141 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %133, 7
  %142 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %124, <2 x half> %125, <2 x half> %126, <2 x half> %127, <2 x half> %128, <2 x half> %129, <2 x half> %130, <2 x half> %131, <2 x half> %134, <2 x half> %135, <2 x half> %136, <2 x half> %137, <2 x half> %138, <2 x half> %139, <2 x half> %140, <2 x half> %141, <2 x half> %116, <2 x half> %117, <2 x half> %118, <2 x half> %119)
  %143 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %142, 0
  %144 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %142, 1
  %145 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %142, 2
  %146 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %142, 3
  %147 = shl i64 %91, 4
  %148 = or disjoint i64 %147, 32
  %149 = getelementptr inbounds half, ptr %22, i64 %148
  %150 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %149, i32 %23)
  %151 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %150, 0
  %152 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %150, 1
  %153 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %150, 2
  %154 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %150, 3
  %155 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %150, 4
  %156 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %150, 5
  %157 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %150, 6
  %158 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %150, 7
  %159 = getelementptr half, ptr %25, i64 %148
  %160 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %159, i32 %23)
  %161 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %160, 0
  %162 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %160, 1
  %163 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %160, 2
  %164 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %160, 3
  %165 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %160, 4
  %166 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %160, 5
  %167 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %160, 6
  %168 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %160, 7
  %169 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %151, <2 x half> %152, <2 x half> %153, <2 x half> %154, <2 x half> %155, <2 x half> %156, <2 x half> %157, <2 x half> %158, <2 x half> %161, <2 x half> %162, <2 x half> %163, <2 x half> %164, <2 x half> %165, <2 x half> %166, <2 x half> %167, <2 x half> %168, <2 x half> %143, <2 x half> %144, <2 x half> %145, <2 x half> %146)
  %170 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %169, 0
  %171 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %169, 1
  %172 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %169, 2
  %173 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %169, 3
  %174 = shl i64 %91, 4
  %175 = or disjoint i64 %174, 48
  %176 = getelementptr inbounds half, ptr %22, i64 %175
  %177 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull %176, i32 %23)
  %178 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 0
  %179 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 1
  %180 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 2
  %181 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 3
  %182 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 4
  %183 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 5
  %184 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 6
  %185 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 7
  %186 = getelementptr half, ptr %25, i64 %175
  %187 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr %186, i32 %23)
  %188 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %187, 0
  %189 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %187, 1
  %190 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %187, 2
  %191 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %187, 3
  %192 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %187, 4
  %193 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %187, 5
  %194 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %187, 6
  %195 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %187, 7
  %196 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %178, <2 x half> %179, <2 x half> %180, <2 x half> %181, <2 x half> %182, <2 x half> %183, <2 x half> %184, <2 x half> %185, <2 x half> %188, <2 x half> %189, <2 x half> %190, <2 x half> %191, <2 x half> %192, <2 x half> %193, <2 x half> %194, <2 x half> %195, <2 x half> %170, <2 x half> %171, <2 x half> %172, <2 x half> %173)
  %197 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %196, 0
  %198 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %196, 1
  %199 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %196, 2
  %200 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %196, 3
  %201 = add nuw nsw i64 %91, 4
  %202 = add i64 %93, 4
  %203 = icmp eq i64 %202, %30
  br i1 %203, label %31, label %87, !llvm.loop !7

204:                                              ; preds = %6, %78
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr nocapture writeonly, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #3

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nocapture readonly, i32) #3

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #4

attributes #0 = { mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90a" "target-features"="+ptx85,+sm_90a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nocallback nofree nosync nounwind memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z15wmmaNaiveKernelPKDF16_S0_PDF16_mmm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = distinct !{!7, !8, !6}
!8 = !{!"llvm.loop.mustprogress"}
