; @line.forward with N = 1
; ModuleID = 'netc_line_forward'
source_filename = "netc_line_forward"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_line_forward(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = load ptr, ptr %2, align 8
  call fastcc void @k0_small_matmul(ptr %8, ptr %9, ptr %3)
  %10 = getelementptr inbounds ptr, ptr %2, i64 1
  %11 = load ptr, ptr %10, align 8
  %12 = load ptr, ptr %1, align 8
  call fastcc void @k1_add(ptr %12, ptr %3, ptr %11)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %0, align 4
  %5 = fmul reassoc contract float %3, %4
  %6 = fadd reassoc contract float %5, 0.000000e+00
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fmul reassoc contract float %8, %10
  %12 = fadd reassoc contract float %6, %11
  store float %12, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k1_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fadd contract float %3, %4
  store float %5, ptr %0, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @train.line.points.step with B = 16
; ModuleID = 'netc_train_line_points_step'
source_filename = "netc_train_line_points_step"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_train_line_points_step(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds ptr, ptr %0, i64 1
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %2, align 8
  call fastcc void @k0_small_matmul(ptr %8, ptr %11, ptr %3)
  %12 = getelementptr inbounds ptr, ptr %2, i64 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_sub(ptr nonnull %14, ptr %3, ptr %13, ptr %10)
  %15 = load ptr, ptr %1, align 8
  call fastcc void @k2_mean(ptr %15, ptr nonnull %14)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
entry:
  %.phi.trans.insert = getelementptr inbounds float, ptr %1, i64 1
  %.pre7 = load float, ptr %.phi.trans.insert, align 4
  %broadcast.splatinsert9 = insertelement <8 x float> poison, float %.pre7, i64 0
  %broadcast.splat10 = shufflevector <8 x float> %broadcast.splatinsert9, <8 x float> poison, <8 x i32> zeroinitializer
  %.pre = load float, ptr %1, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.pre, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.vec = load <16 x float>, ptr %0, align 4
  %strided.vec = shufflevector <16 x float> %wide.vec, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8 = shufflevector <16 x float> %wide.vec, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %3 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec
  %4 = fadd reassoc contract <8 x float> %3, zeroinitializer
  %5 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8
  %6 = fadd reassoc contract <8 x float> %4, %5
  store <8 x float> %6, ptr %2, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 16
  %wide.vec.1 = load <16 x float>, ptr %7, align 4
  %strided.vec.1 = shufflevector <16 x float> %wide.vec.1, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.1 = shufflevector <16 x float> %wide.vec.1, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %8 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.1
  %9 = fadd reassoc contract <8 x float> %8, zeroinitializer
  %10 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.1
  %11 = fadd reassoc contract <8 x float> %9, %10
  %12 = getelementptr inbounds float, ptr %2, i64 8
  store <8 x float> %11, ptr %12, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %2, align 4
  %5 = load float, ptr %1, align 4
  %6 = fadd contract float %5, %4
  %7 = load float, ptr %3, align 4
  %8 = fsub contract float %6, %7
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %4
  %12 = getelementptr inbounds float, ptr %3, i64 1
  %13 = load float, ptr %12, align 4
  %14 = fsub contract float %11, %13
  %15 = getelementptr inbounds float, ptr %0, i64 1
  store float %14, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 2
  %17 = load float, ptr %16, align 4
  %18 = fadd contract float %17, %4
  %19 = getelementptr inbounds float, ptr %3, i64 2
  %20 = load float, ptr %19, align 4
  %21 = fsub contract float %18, %20
  %22 = getelementptr inbounds float, ptr %0, i64 2
  store float %21, ptr %22, align 4
  %23 = getelementptr inbounds float, ptr %1, i64 3
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %4
  %26 = getelementptr inbounds float, ptr %3, i64 3
  %27 = load float, ptr %26, align 4
  %28 = fsub contract float %25, %27
  %29 = getelementptr inbounds float, ptr %0, i64 3
  store float %28, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %1, i64 4
  %31 = load float, ptr %30, align 4
  %32 = fadd contract float %31, %4
  %33 = getelementptr inbounds float, ptr %3, i64 4
  %34 = load float, ptr %33, align 4
  %35 = fsub contract float %32, %34
  %36 = getelementptr inbounds float, ptr %0, i64 4
  store float %35, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 5
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %4
  %40 = getelementptr inbounds float, ptr %3, i64 5
  %41 = load float, ptr %40, align 4
  %42 = fsub contract float %39, %41
  %43 = getelementptr inbounds float, ptr %0, i64 5
  store float %42, ptr %43, align 4
  %44 = getelementptr inbounds float, ptr %1, i64 6
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %45, %4
  %47 = getelementptr inbounds float, ptr %3, i64 6
  %48 = load float, ptr %47, align 4
  %49 = fsub contract float %46, %48
  %50 = getelementptr inbounds float, ptr %0, i64 6
  store float %49, ptr %50, align 4
  %51 = getelementptr inbounds float, ptr %1, i64 7
  %52 = load float, ptr %51, align 4
  %53 = fadd contract float %52, %4
  %54 = getelementptr inbounds float, ptr %3, i64 7
  %55 = load float, ptr %54, align 4
  %56 = fsub contract float %53, %55
  %57 = getelementptr inbounds float, ptr %0, i64 7
  store float %56, ptr %57, align 4
  %58 = getelementptr inbounds float, ptr %1, i64 8
  %59 = load float, ptr %58, align 4
  %60 = fadd contract float %59, %4
  %61 = getelementptr inbounds float, ptr %3, i64 8
  %62 = load float, ptr %61, align 4
  %63 = fsub contract float %60, %62
  %64 = getelementptr inbounds float, ptr %0, i64 8
  store float %63, ptr %64, align 4
  %65 = getelementptr inbounds float, ptr %1, i64 9
  %66 = load float, ptr %65, align 4
  %67 = fadd contract float %66, %4
  %68 = getelementptr inbounds float, ptr %3, i64 9
  %69 = load float, ptr %68, align 4
  %70 = fsub contract float %67, %69
  %71 = getelementptr inbounds float, ptr %0, i64 9
  store float %70, ptr %71, align 4
  %72 = getelementptr inbounds float, ptr %1, i64 10
  %73 = load float, ptr %72, align 4
  %74 = fadd contract float %73, %4
  %75 = getelementptr inbounds float, ptr %3, i64 10
  %76 = load float, ptr %75, align 4
  %77 = fsub contract float %74, %76
  %78 = getelementptr inbounds float, ptr %0, i64 10
  store float %77, ptr %78, align 4
  %79 = getelementptr inbounds float, ptr %1, i64 11
  %80 = load float, ptr %79, align 4
  %81 = fadd contract float %80, %4
  %82 = getelementptr inbounds float, ptr %3, i64 11
  %83 = load float, ptr %82, align 4
  %84 = fsub contract float %81, %83
  %85 = getelementptr inbounds float, ptr %0, i64 11
  store float %84, ptr %85, align 4
  %86 = getelementptr inbounds float, ptr %1, i64 12
  %87 = load float, ptr %86, align 4
  %88 = fadd contract float %87, %4
  %89 = getelementptr inbounds float, ptr %3, i64 12
  %90 = load float, ptr %89, align 4
  %91 = fsub contract float %88, %90
  %92 = getelementptr inbounds float, ptr %0, i64 12
  store float %91, ptr %92, align 4
  %93 = getelementptr inbounds float, ptr %1, i64 13
  %94 = load float, ptr %93, align 4
  %95 = fadd contract float %94, %4
  %96 = getelementptr inbounds float, ptr %3, i64 13
  %97 = load float, ptr %96, align 4
  %98 = fsub contract float %95, %97
  %99 = getelementptr inbounds float, ptr %0, i64 13
  store float %98, ptr %99, align 4
  %100 = getelementptr inbounds float, ptr %1, i64 14
  %101 = load float, ptr %100, align 4
  %102 = fadd contract float %101, %4
  %103 = getelementptr inbounds float, ptr %3, i64 14
  %104 = load float, ptr %103, align 4
  %105 = fsub contract float %102, %104
  %106 = getelementptr inbounds float, ptr %0, i64 14
  store float %105, ptr %106, align 4
  %107 = getelementptr inbounds float, ptr %1, i64 15
  %108 = load float, ptr %107, align 4
  %109 = fadd contract float %108, %4
  %110 = getelementptr inbounds float, ptr %3, i64 15
  %111 = load float, ptr %110, align 4
  %112 = fsub contract float %109, %111
  %113 = getelementptr inbounds float, ptr %0, i64 15
  store float %112, ptr %113, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fmul contract float %2, %2
  %4 = fadd contract float %3, 0.000000e+00
  %5 = getelementptr inbounds float, ptr %1, i64 1
  %6 = load float, ptr %5, align 4
  %7 = fmul contract float %6, %6
  %8 = fadd contract float %4, %7
  %9 = getelementptr inbounds float, ptr %1, i64 2
  %10 = load float, ptr %9, align 4
  %11 = fmul contract float %10, %10
  %12 = fadd contract float %8, %11
  %13 = getelementptr inbounds float, ptr %1, i64 3
  %14 = load float, ptr %13, align 4
  %15 = fmul contract float %14, %14
  %16 = fadd contract float %12, %15
  %17 = getelementptr inbounds float, ptr %1, i64 4
  %18 = load float, ptr %17, align 4
  %19 = fmul contract float %18, %18
  %20 = fadd contract float %16, %19
  %21 = getelementptr inbounds float, ptr %1, i64 5
  %22 = load float, ptr %21, align 4
  %23 = fmul contract float %22, %22
  %24 = fadd contract float %20, %23
  %25 = getelementptr inbounds float, ptr %1, i64 6
  %26 = load float, ptr %25, align 4
  %27 = fmul contract float %26, %26
  %28 = fadd contract float %24, %27
  %29 = getelementptr inbounds float, ptr %1, i64 7
  %30 = load float, ptr %29, align 4
  %31 = fmul contract float %30, %30
  %32 = fadd contract float %28, %31
  %33 = getelementptr inbounds float, ptr %1, i64 8
  %34 = load float, ptr %33, align 4
  %35 = fmul contract float %34, %34
  %36 = fadd contract float %32, %35
  %37 = getelementptr inbounds float, ptr %1, i64 9
  %38 = load float, ptr %37, align 4
  %39 = fmul contract float %38, %38
  %40 = fadd contract float %36, %39
  %41 = getelementptr inbounds float, ptr %1, i64 10
  %42 = load float, ptr %41, align 4
  %43 = fmul contract float %42, %42
  %44 = fadd contract float %40, %43
  %45 = getelementptr inbounds float, ptr %1, i64 11
  %46 = load float, ptr %45, align 4
  %47 = fmul contract float %46, %46
  %48 = fadd contract float %44, %47
  %49 = getelementptr inbounds float, ptr %1, i64 12
  %50 = load float, ptr %49, align 4
  %51 = fmul contract float %50, %50
  %52 = fadd contract float %48, %51
  %53 = getelementptr inbounds float, ptr %1, i64 13
  %54 = load float, ptr %53, align 4
  %55 = fmul contract float %54, %54
  %56 = fadd contract float %52, %55
  %57 = getelementptr inbounds float, ptr %1, i64 14
  %58 = load float, ptr %57, align 4
  %59 = fmul contract float %58, %58
  %60 = fadd contract float %56, %59
  %61 = getelementptr inbounds float, ptr %1, i64 15
  %62 = load float, ptr %61, align 4
  %63 = fmul contract float %62, %62
  %64 = fadd contract float %60, %63
  %65 = fmul contract float %64, 6.250000e-02
  store float %65, ptr %0, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @train.line.points.update
; ModuleID = 'netc_train_line_points_update'
source_filename = "netc_train_line_points_update"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_train_line_points_update(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readnone %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds ptr, ptr %0, i64 2
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds ptr, ptr %0, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds ptr, ptr %2, i64 2
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %1, align 8
  %17 = getelementptr inbounds ptr, ptr %1, i64 1
  %18 = load ptr, ptr %17, align 8
  call fastcc void @k0_sub(ptr %16, ptr %18, ptr %13, ptr %8, ptr %15, ptr %10)
  %19 = getelementptr inbounds ptr, ptr %2, i64 1
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds ptr, ptr %2, i64 3
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds ptr, ptr %1, i64 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds ptr, ptr %1, i64 3
  %26 = load ptr, ptr %25, align 8
  call fastcc void @k1_sub(ptr %24, ptr %26, ptr %20, ptr %8, ptr %22, ptr %12)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5) unnamed_addr #3 {
entry:
  %6 = load float, ptr %3, align 4
  %7 = load float, ptr %2, align 4
  %8 = load float, ptr %4, align 4
  %9 = fmul contract float %8, 0.000000e+00
  %10 = load float, ptr %5, align 4
  %11 = fadd contract float %9, %10
  %12 = fmul contract float %6, %11
  %13 = fsub contract float %7, %12
  store float %13, ptr %0, align 4
  store float %11, ptr %1, align 4
  %14 = getelementptr inbounds float, ptr %2, i64 1
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds float, ptr %4, i64 1
  %17 = load float, ptr %16, align 4
  %18 = fmul contract float %17, 0.000000e+00
  %19 = getelementptr inbounds float, ptr %5, i64 1
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %18, %20
  %22 = getelementptr inbounds float, ptr %1, i64 1
  %23 = fmul contract float %6, %21
  %24 = fsub contract float %15, %23
  %25 = getelementptr inbounds float, ptr %0, i64 1
  store float %24, ptr %25, align 4
  store float %21, ptr %22, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5) unnamed_addr #4 {
entry:
  %6 = load float, ptr %2, align 4
  %7 = load float, ptr %3, align 4
  %8 = load float, ptr %4, align 4
  %9 = fmul contract float %8, 0.000000e+00
  %10 = load float, ptr %5, align 4
  %11 = fadd contract float %9, %10
  %12 = fmul contract float %7, %11
  %13 = fsub contract float %6, %12
  store float %13, ptr %0, align 4
  store float %11, ptr %1, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @train.line.points.step.grad with B = 16
; ModuleID = 'netc_train_line_points_step_grad'
source_filename = "netc_train_line_points_step_grad"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_train_line_points_step_grad(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds ptr, ptr %0, i64 1
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %2, align 8
  call fastcc void @k0_small_matmul(ptr %8, ptr %11, ptr %3)
  %12 = getelementptr inbounds ptr, ptr %2, i64 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_sub(ptr nonnull %14, ptr %3, ptr %13, ptr %10)
  %15 = load ptr, ptr %1, align 8
  call fastcc void @k2_mean(ptr %15, ptr nonnull %14)
  call fastcc void @k3_broadcast_to(ptr %3)
  %16 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k4_add(ptr nonnull %16, ptr %3, ptr nonnull %14)
  %17 = getelementptr inbounds ptr, ptr %1, i64 2
  %18 = load ptr, ptr %17, align 8
  call fastcc void @k5_sum_to(ptr %18, ptr nonnull %16)
  %19 = getelementptr inbounds ptr, ptr %1, i64 1
  %20 = load ptr, ptr %19, align 8
  call fastcc void @k6_small_matmul(ptr nonnull %16, ptr %8, ptr %20)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
entry:
  %.phi.trans.insert = getelementptr inbounds float, ptr %1, i64 1
  %.pre7 = load float, ptr %.phi.trans.insert, align 4
  %broadcast.splatinsert9 = insertelement <8 x float> poison, float %.pre7, i64 0
  %broadcast.splat10 = shufflevector <8 x float> %broadcast.splatinsert9, <8 x float> poison, <8 x i32> zeroinitializer
  %.pre = load float, ptr %1, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.pre, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.vec = load <16 x float>, ptr %0, align 4
  %strided.vec = shufflevector <16 x float> %wide.vec, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8 = shufflevector <16 x float> %wide.vec, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %3 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec
  %4 = fadd reassoc contract <8 x float> %3, zeroinitializer
  %5 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8
  %6 = fadd reassoc contract <8 x float> %4, %5
  store <8 x float> %6, ptr %2, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 16
  %wide.vec.1 = load <16 x float>, ptr %7, align 4
  %strided.vec.1 = shufflevector <16 x float> %wide.vec.1, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.1 = shufflevector <16 x float> %wide.vec.1, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %8 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.1
  %9 = fadd reassoc contract <8 x float> %8, zeroinitializer
  %10 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.1
  %11 = fadd reassoc contract <8 x float> %9, %10
  %12 = getelementptr inbounds float, ptr %2, i64 8
  store <8 x float> %11, ptr %12, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %2, align 4
  %5 = load float, ptr %1, align 4
  %6 = fadd contract float %5, %4
  %7 = load float, ptr %3, align 4
  %8 = fsub contract float %6, %7
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %4
  %12 = getelementptr inbounds float, ptr %3, i64 1
  %13 = load float, ptr %12, align 4
  %14 = fsub contract float %11, %13
  %15 = getelementptr inbounds float, ptr %0, i64 1
  store float %14, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 2
  %17 = load float, ptr %16, align 4
  %18 = fadd contract float %17, %4
  %19 = getelementptr inbounds float, ptr %3, i64 2
  %20 = load float, ptr %19, align 4
  %21 = fsub contract float %18, %20
  %22 = getelementptr inbounds float, ptr %0, i64 2
  store float %21, ptr %22, align 4
  %23 = getelementptr inbounds float, ptr %1, i64 3
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %4
  %26 = getelementptr inbounds float, ptr %3, i64 3
  %27 = load float, ptr %26, align 4
  %28 = fsub contract float %25, %27
  %29 = getelementptr inbounds float, ptr %0, i64 3
  store float %28, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %1, i64 4
  %31 = load float, ptr %30, align 4
  %32 = fadd contract float %31, %4
  %33 = getelementptr inbounds float, ptr %3, i64 4
  %34 = load float, ptr %33, align 4
  %35 = fsub contract float %32, %34
  %36 = getelementptr inbounds float, ptr %0, i64 4
  store float %35, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 5
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %4
  %40 = getelementptr inbounds float, ptr %3, i64 5
  %41 = load float, ptr %40, align 4
  %42 = fsub contract float %39, %41
  %43 = getelementptr inbounds float, ptr %0, i64 5
  store float %42, ptr %43, align 4
  %44 = getelementptr inbounds float, ptr %1, i64 6
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %45, %4
  %47 = getelementptr inbounds float, ptr %3, i64 6
  %48 = load float, ptr %47, align 4
  %49 = fsub contract float %46, %48
  %50 = getelementptr inbounds float, ptr %0, i64 6
  store float %49, ptr %50, align 4
  %51 = getelementptr inbounds float, ptr %1, i64 7
  %52 = load float, ptr %51, align 4
  %53 = fadd contract float %52, %4
  %54 = getelementptr inbounds float, ptr %3, i64 7
  %55 = load float, ptr %54, align 4
  %56 = fsub contract float %53, %55
  %57 = getelementptr inbounds float, ptr %0, i64 7
  store float %56, ptr %57, align 4
  %58 = getelementptr inbounds float, ptr %1, i64 8
  %59 = load float, ptr %58, align 4
  %60 = fadd contract float %59, %4
  %61 = getelementptr inbounds float, ptr %3, i64 8
  %62 = load float, ptr %61, align 4
  %63 = fsub contract float %60, %62
  %64 = getelementptr inbounds float, ptr %0, i64 8
  store float %63, ptr %64, align 4
  %65 = getelementptr inbounds float, ptr %1, i64 9
  %66 = load float, ptr %65, align 4
  %67 = fadd contract float %66, %4
  %68 = getelementptr inbounds float, ptr %3, i64 9
  %69 = load float, ptr %68, align 4
  %70 = fsub contract float %67, %69
  %71 = getelementptr inbounds float, ptr %0, i64 9
  store float %70, ptr %71, align 4
  %72 = getelementptr inbounds float, ptr %1, i64 10
  %73 = load float, ptr %72, align 4
  %74 = fadd contract float %73, %4
  %75 = getelementptr inbounds float, ptr %3, i64 10
  %76 = load float, ptr %75, align 4
  %77 = fsub contract float %74, %76
  %78 = getelementptr inbounds float, ptr %0, i64 10
  store float %77, ptr %78, align 4
  %79 = getelementptr inbounds float, ptr %1, i64 11
  %80 = load float, ptr %79, align 4
  %81 = fadd contract float %80, %4
  %82 = getelementptr inbounds float, ptr %3, i64 11
  %83 = load float, ptr %82, align 4
  %84 = fsub contract float %81, %83
  %85 = getelementptr inbounds float, ptr %0, i64 11
  store float %84, ptr %85, align 4
  %86 = getelementptr inbounds float, ptr %1, i64 12
  %87 = load float, ptr %86, align 4
  %88 = fadd contract float %87, %4
  %89 = getelementptr inbounds float, ptr %3, i64 12
  %90 = load float, ptr %89, align 4
  %91 = fsub contract float %88, %90
  %92 = getelementptr inbounds float, ptr %0, i64 12
  store float %91, ptr %92, align 4
  %93 = getelementptr inbounds float, ptr %1, i64 13
  %94 = load float, ptr %93, align 4
  %95 = fadd contract float %94, %4
  %96 = getelementptr inbounds float, ptr %3, i64 13
  %97 = load float, ptr %96, align 4
  %98 = fsub contract float %95, %97
  %99 = getelementptr inbounds float, ptr %0, i64 13
  store float %98, ptr %99, align 4
  %100 = getelementptr inbounds float, ptr %1, i64 14
  %101 = load float, ptr %100, align 4
  %102 = fadd contract float %101, %4
  %103 = getelementptr inbounds float, ptr %3, i64 14
  %104 = load float, ptr %103, align 4
  %105 = fsub contract float %102, %104
  %106 = getelementptr inbounds float, ptr %0, i64 14
  store float %105, ptr %106, align 4
  %107 = getelementptr inbounds float, ptr %1, i64 15
  %108 = load float, ptr %107, align 4
  %109 = fadd contract float %108, %4
  %110 = getelementptr inbounds float, ptr %3, i64 15
  %111 = load float, ptr %110, align 4
  %112 = fsub contract float %109, %111
  %113 = getelementptr inbounds float, ptr %0, i64 15
  store float %112, ptr %113, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fmul contract float %2, %2
  %4 = fadd contract float %3, 0.000000e+00
  %5 = getelementptr inbounds float, ptr %1, i64 1
  %6 = load float, ptr %5, align 4
  %7 = fmul contract float %6, %6
  %8 = fadd contract float %4, %7
  %9 = getelementptr inbounds float, ptr %1, i64 2
  %10 = load float, ptr %9, align 4
  %11 = fmul contract float %10, %10
  %12 = fadd contract float %8, %11
  %13 = getelementptr inbounds float, ptr %1, i64 3
  %14 = load float, ptr %13, align 4
  %15 = fmul contract float %14, %14
  %16 = fadd contract float %12, %15
  %17 = getelementptr inbounds float, ptr %1, i64 4
  %18 = load float, ptr %17, align 4
  %19 = fmul contract float %18, %18
  %20 = fadd contract float %16, %19
  %21 = getelementptr inbounds float, ptr %1, i64 5
  %22 = load float, ptr %21, align 4
  %23 = fmul contract float %22, %22
  %24 = fadd contract float %20, %23
  %25 = getelementptr inbounds float, ptr %1, i64 6
  %26 = load float, ptr %25, align 4
  %27 = fmul contract float %26, %26
  %28 = fadd contract float %24, %27
  %29 = getelementptr inbounds float, ptr %1, i64 7
  %30 = load float, ptr %29, align 4
  %31 = fmul contract float %30, %30
  %32 = fadd contract float %28, %31
  %33 = getelementptr inbounds float, ptr %1, i64 8
  %34 = load float, ptr %33, align 4
  %35 = fmul contract float %34, %34
  %36 = fadd contract float %32, %35
  %37 = getelementptr inbounds float, ptr %1, i64 9
  %38 = load float, ptr %37, align 4
  %39 = fmul contract float %38, %38
  %40 = fadd contract float %36, %39
  %41 = getelementptr inbounds float, ptr %1, i64 10
  %42 = load float, ptr %41, align 4
  %43 = fmul contract float %42, %42
  %44 = fadd contract float %40, %43
  %45 = getelementptr inbounds float, ptr %1, i64 11
  %46 = load float, ptr %45, align 4
  %47 = fmul contract float %46, %46
  %48 = fadd contract float %44, %47
  %49 = getelementptr inbounds float, ptr %1, i64 12
  %50 = load float, ptr %49, align 4
  %51 = fmul contract float %50, %50
  %52 = fadd contract float %48, %51
  %53 = getelementptr inbounds float, ptr %1, i64 13
  %54 = load float, ptr %53, align 4
  %55 = fmul contract float %54, %54
  %56 = fadd contract float %52, %55
  %57 = getelementptr inbounds float, ptr %1, i64 14
  %58 = load float, ptr %57, align 4
  %59 = fmul contract float %58, %58
  %60 = fadd contract float %56, %59
  %61 = getelementptr inbounds float, ptr %1, i64 15
  %62 = load float, ptr %61, align 4
  %63 = fmul contract float %62, %62
  %64 = fadd contract float %60, %63
  %65 = fmul contract float %64, 6.250000e-02
  store float %65, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k3_broadcast_to(ptr noalias nocapture writeonly %0) unnamed_addr #4 {
entry:
  store float 6.250000e-02, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 1
  store float 6.250000e-02, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 2
  store float 6.250000e-02, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %0, i64 3
  store float 6.250000e-02, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %0, i64 4
  store float 6.250000e-02, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %0, i64 5
  store float 6.250000e-02, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 6
  store float 6.250000e-02, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 7
  store float 6.250000e-02, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %0, i64 8
  store float 6.250000e-02, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 9
  store float 6.250000e-02, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %0, i64 10
  store float 6.250000e-02, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %0, i64 11
  store float 6.250000e-02, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %0, i64 12
  store float 6.250000e-02, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %0, i64 13
  store float 6.250000e-02, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %0, i64 14
  store float 6.250000e-02, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 15
  store float 6.250000e-02, ptr %15, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fmul contract float %3, %4
  %6 = fadd contract float %5, %5
  store float %6, ptr %0, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %2, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fmul contract float %8, %10
  %12 = fadd contract float %11, %11
  %13 = getelementptr inbounds float, ptr %0, i64 1
  store float %12, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %1, i64 2
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds float, ptr %2, i64 2
  %17 = load float, ptr %16, align 4
  %18 = fmul contract float %15, %17
  %19 = fadd contract float %18, %18
  %20 = getelementptr inbounds float, ptr %0, i64 2
  store float %19, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %1, i64 3
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr %2, i64 3
  %24 = load float, ptr %23, align 4
  %25 = fmul contract float %22, %24
  %26 = fadd contract float %25, %25
  %27 = getelementptr inbounds float, ptr %0, i64 3
  store float %26, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %1, i64 4
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds float, ptr %2, i64 4
  %31 = load float, ptr %30, align 4
  %32 = fmul contract float %29, %31
  %33 = fadd contract float %32, %32
  %34 = getelementptr inbounds float, ptr %0, i64 4
  store float %33, ptr %34, align 4
  %35 = getelementptr inbounds float, ptr %1, i64 5
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds float, ptr %2, i64 5
  %38 = load float, ptr %37, align 4
  %39 = fmul contract float %36, %38
  %40 = fadd contract float %39, %39
  %41 = getelementptr inbounds float, ptr %0, i64 5
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 6
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds float, ptr %2, i64 6
  %45 = load float, ptr %44, align 4
  %46 = fmul contract float %43, %45
  %47 = fadd contract float %46, %46
  %48 = getelementptr inbounds float, ptr %0, i64 6
  store float %47, ptr %48, align 4
  %49 = getelementptr inbounds float, ptr %1, i64 7
  %50 = load float, ptr %49, align 4
  %51 = getelementptr inbounds float, ptr %2, i64 7
  %52 = load float, ptr %51, align 4
  %53 = fmul contract float %50, %52
  %54 = fadd contract float %53, %53
  %55 = getelementptr inbounds float, ptr %0, i64 7
  store float %54, ptr %55, align 4
  %56 = getelementptr inbounds float, ptr %1, i64 8
  %57 = load float, ptr %56, align 4
  %58 = getelementptr inbounds float, ptr %2, i64 8
  %59 = load float, ptr %58, align 4
  %60 = fmul contract float %57, %59
  %61 = fadd contract float %60, %60
  %62 = getelementptr inbounds float, ptr %0, i64 8
  store float %61, ptr %62, align 4
  %63 = getelementptr inbounds float, ptr %1, i64 9
  %64 = load float, ptr %63, align 4
  %65 = getelementptr inbounds float, ptr %2, i64 9
  %66 = load float, ptr %65, align 4
  %67 = fmul contract float %64, %66
  %68 = fadd contract float %67, %67
  %69 = getelementptr inbounds float, ptr %0, i64 9
  store float %68, ptr %69, align 4
  %70 = getelementptr inbounds float, ptr %1, i64 10
  %71 = load float, ptr %70, align 4
  %72 = getelementptr inbounds float, ptr %2, i64 10
  %73 = load float, ptr %72, align 4
  %74 = fmul contract float %71, %73
  %75 = fadd contract float %74, %74
  %76 = getelementptr inbounds float, ptr %0, i64 10
  store float %75, ptr %76, align 4
  %77 = getelementptr inbounds float, ptr %1, i64 11
  %78 = load float, ptr %77, align 4
  %79 = getelementptr inbounds float, ptr %2, i64 11
  %80 = load float, ptr %79, align 4
  %81 = fmul contract float %78, %80
  %82 = fadd contract float %81, %81
  %83 = getelementptr inbounds float, ptr %0, i64 11
  store float %82, ptr %83, align 4
  %84 = getelementptr inbounds float, ptr %1, i64 12
  %85 = load float, ptr %84, align 4
  %86 = getelementptr inbounds float, ptr %2, i64 12
  %87 = load float, ptr %86, align 4
  %88 = fmul contract float %85, %87
  %89 = fadd contract float %88, %88
  %90 = getelementptr inbounds float, ptr %0, i64 12
  store float %89, ptr %90, align 4
  %91 = getelementptr inbounds float, ptr %1, i64 13
  %92 = load float, ptr %91, align 4
  %93 = getelementptr inbounds float, ptr %2, i64 13
  %94 = load float, ptr %93, align 4
  %95 = fmul contract float %92, %94
  %96 = fadd contract float %95, %95
  %97 = getelementptr inbounds float, ptr %0, i64 13
  store float %96, ptr %97, align 4
  %98 = getelementptr inbounds float, ptr %1, i64 14
  %99 = load float, ptr %98, align 4
  %100 = getelementptr inbounds float, ptr %2, i64 14
  %101 = load float, ptr %100, align 4
  %102 = fmul contract float %99, %101
  %103 = fadd contract float %102, %102
  %104 = getelementptr inbounds float, ptr %0, i64 14
  store float %103, ptr %104, align 4
  %105 = getelementptr inbounds float, ptr %1, i64 15
  %106 = load float, ptr %105, align 4
  %107 = getelementptr inbounds float, ptr %2, i64 15
  %108 = load float, ptr %107, align 4
  %109 = fmul contract float %106, %108
  %110 = fadd contract float %109, %109
  %111 = getelementptr inbounds float, ptr %0, i64 15
  store float %110, ptr %111, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fadd contract float %2, 0.000000e+00
  %4 = getelementptr inbounds float, ptr %1, i64 1
  %5 = load float, ptr %4, align 4
  %6 = fadd contract float %5, %3
  %7 = getelementptr inbounds float, ptr %1, i64 2
  %8 = load float, ptr %7, align 4
  %9 = fadd contract float %8, %6
  %10 = getelementptr inbounds float, ptr %1, i64 3
  %11 = load float, ptr %10, align 4
  %12 = fadd contract float %11, %9
  %13 = getelementptr inbounds float, ptr %1, i64 4
  %14 = load float, ptr %13, align 4
  %15 = fadd contract float %14, %12
  %16 = getelementptr inbounds float, ptr %1, i64 5
  %17 = load float, ptr %16, align 4
  %18 = fadd contract float %17, %15
  %19 = getelementptr inbounds float, ptr %1, i64 6
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %18
  %22 = getelementptr inbounds float, ptr %1, i64 7
  %23 = load float, ptr %22, align 4
  %24 = fadd contract float %23, %21
  %25 = getelementptr inbounds float, ptr %1, i64 8
  %26 = load float, ptr %25, align 4
  %27 = fadd contract float %26, %24
  %28 = getelementptr inbounds float, ptr %1, i64 9
  %29 = load float, ptr %28, align 4
  %30 = fadd contract float %29, %27
  %31 = getelementptr inbounds float, ptr %1, i64 10
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %32, %30
  %34 = getelementptr inbounds float, ptr %1, i64 11
  %35 = load float, ptr %34, align 4
  %36 = fadd contract float %35, %33
  %37 = getelementptr inbounds float, ptr %1, i64 12
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %36
  %40 = getelementptr inbounds float, ptr %1, i64 13
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %41, %39
  %43 = getelementptr inbounds float, ptr %1, i64 14
  %44 = load float, ptr %43, align 4
  %45 = fadd contract float %44, %42
  %46 = getelementptr inbounds float, ptr %1, i64 15
  %47 = load float, ptr %46, align 4
  %48 = fadd contract float %47, %45
  store float %48, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture %2) unnamed_addr #3 {
entry:
  br label %loop4

loop4:                                            ; preds = %loop4, %entry
  %3 = phi float [ 0.000000e+00, %entry ], [ %55, %loop4 ]
  %4 = phi float [ 0.000000e+00, %entry ], [ %50, %loop4 ]
  %i6 = phi i64 [ 0, %entry ], [ %56, %loop4 ]
  %5 = getelementptr inbounds float, ptr %0, i64 %i6
  %6 = load float, ptr %5, align 4
  %7 = shl nuw i64 %i6, 1
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = load float, ptr %8, align 4
  %10 = fmul contract float %6, %9
  %11 = fadd contract float %4, %10
  %12 = or i64 %7, 1
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fmul contract float %6, %14
  %16 = fadd contract float %3, %15
  %17 = or i64 %i6, 1
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = shl nuw i64 %17, 1
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fmul contract float %19, %22
  %24 = fadd contract float %11, %23
  %25 = or i64 %20, 1
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul contract float %19, %27
  %29 = fadd contract float %16, %28
  %30 = or i64 %i6, 2
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = shl nuw i64 %30, 1
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fmul contract float %32, %35
  %37 = fadd contract float %24, %36
  %38 = or i64 %33, 1
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %32, %40
  %42 = fadd contract float %29, %41
  %43 = or i64 %i6, 3
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = shl nuw i64 %43, 1
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fmul contract float %45, %48
  %50 = fadd contract float %37, %49
  %51 = or i64 %46, 1
  %52 = getelementptr inbounds float, ptr %1, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = fmul contract float %45, %53
  %55 = fadd contract float %42, %54
  %56 = add nuw nsw i64 %i6, 4
  %exitcond.not.3 = icmp eq i64 %56, 16
  br i1 %exitcond.not.3, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %57 = getelementptr inbounds float, ptr %2, i64 1
  store float %50, ptr %2, align 4
  store float %55, ptr %57, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }

