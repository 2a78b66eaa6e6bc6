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

; @train.line.points.step with B = 64
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
  %14 = getelementptr inbounds i8, ptr %3, i64 256
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
  %13 = getelementptr inbounds float, ptr %0, i64 32
  %wide.vec.2 = load <16 x float>, ptr %13, align 4
  %strided.vec.2 = shufflevector <16 x float> %wide.vec.2, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.2 = shufflevector <16 x float> %wide.vec.2, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %14 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.2
  %15 = fadd reassoc contract <8 x float> %14, zeroinitializer
  %16 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.2
  %17 = fadd reassoc contract <8 x float> %15, %16
  %18 = getelementptr inbounds float, ptr %2, i64 16
  store <8 x float> %17, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %0, i64 48
  %wide.vec.3 = load <16 x float>, ptr %19, align 4
  %strided.vec.3 = shufflevector <16 x float> %wide.vec.3, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.3 = shufflevector <16 x float> %wide.vec.3, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %20 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.3
  %21 = fadd reassoc contract <8 x float> %20, zeroinitializer
  %22 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.3
  %23 = fadd reassoc contract <8 x float> %21, %22
  %24 = getelementptr inbounds float, ptr %2, i64 24
  store <8 x float> %23, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %0, i64 64
  %wide.vec.4 = load <16 x float>, ptr %25, align 4
  %strided.vec.4 = shufflevector <16 x float> %wide.vec.4, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.4 = shufflevector <16 x float> %wide.vec.4, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %26 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.4
  %27 = fadd reassoc contract <8 x float> %26, zeroinitializer
  %28 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.4
  %29 = fadd reassoc contract <8 x float> %27, %28
  %30 = getelementptr inbounds float, ptr %2, i64 32
  store <8 x float> %29, ptr %30, align 4
  %31 = getelementptr inbounds float, ptr %0, i64 80
  %wide.vec.5 = load <16 x float>, ptr %31, align 4
  %strided.vec.5 = shufflevector <16 x float> %wide.vec.5, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.5 = shufflevector <16 x float> %wide.vec.5, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %32 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.5
  %33 = fadd reassoc contract <8 x float> %32, zeroinitializer
  %34 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.5
  %35 = fadd reassoc contract <8 x float> %33, %34
  %36 = getelementptr inbounds float, ptr %2, i64 40
  store <8 x float> %35, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %0, i64 96
  %wide.vec.6 = load <16 x float>, ptr %37, align 4
  %strided.vec.6 = shufflevector <16 x float> %wide.vec.6, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.6 = shufflevector <16 x float> %wide.vec.6, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %38 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.6
  %39 = fadd reassoc contract <8 x float> %38, zeroinitializer
  %40 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.6
  %41 = fadd reassoc contract <8 x float> %39, %40
  %42 = getelementptr inbounds float, ptr %2, i64 48
  store <8 x float> %41, ptr %42, align 4
  %43 = getelementptr inbounds float, ptr %0, i64 112
  %wide.vec.7 = load <16 x float>, ptr %43, align 4
  %strided.vec.7 = shufflevector <16 x float> %wide.vec.7, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.7 = shufflevector <16 x float> %wide.vec.7, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %44 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.7
  %45 = fadd reassoc contract <8 x float> %44, zeroinitializer
  %46 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.7
  %47 = fadd reassoc contract <8 x float> %45, %46
  %48 = getelementptr inbounds float, ptr %2, i64 56
  store <8 x float> %47, ptr %48, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %2, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %4, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load = load <8 x float>, ptr %1, align 4
  %5 = fadd contract <8 x float> %wide.load, %broadcast.splat
  %wide.load1 = load <8 x float>, ptr %3, align 4
  %6 = fsub contract <8 x float> %5, %wide.load1
  store <8 x float> %6, ptr %0, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 8
  %wide.load.1 = load <8 x float>, ptr %7, align 4
  %8 = fadd contract <8 x float> %wide.load.1, %broadcast.splat
  %9 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load1.1 = load <8 x float>, ptr %9, align 4
  %10 = fsub contract <8 x float> %8, %wide.load1.1
  %11 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 16
  %wide.load.2 = load <8 x float>, ptr %12, align 4
  %13 = fadd contract <8 x float> %wide.load.2, %broadcast.splat
  %14 = getelementptr inbounds float, ptr %3, i64 16
  %wide.load1.2 = load <8 x float>, ptr %14, align 4
  %15 = fsub contract <8 x float> %13, %wide.load1.2
  %16 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %15, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %1, i64 24
  %wide.load.3 = load <8 x float>, ptr %17, align 4
  %18 = fadd contract <8 x float> %wide.load.3, %broadcast.splat
  %19 = getelementptr inbounds float, ptr %3, i64 24
  %wide.load1.3 = load <8 x float>, ptr %19, align 4
  %20 = fsub contract <8 x float> %18, %wide.load1.3
  %21 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %20, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %1, i64 32
  %wide.load.4 = load <8 x float>, ptr %22, align 4
  %23 = fadd contract <8 x float> %wide.load.4, %broadcast.splat
  %24 = getelementptr inbounds float, ptr %3, i64 32
  %wide.load1.4 = load <8 x float>, ptr %24, align 4
  %25 = fsub contract <8 x float> %23, %wide.load1.4
  %26 = getelementptr inbounds float, ptr %0, i64 32
  store <8 x float> %25, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 40
  %wide.load.5 = load <8 x float>, ptr %27, align 4
  %28 = fadd contract <8 x float> %wide.load.5, %broadcast.splat
  %29 = getelementptr inbounds float, ptr %3, i64 40
  %wide.load1.5 = load <8 x float>, ptr %29, align 4
  %30 = fsub contract <8 x float> %28, %wide.load1.5
  %31 = getelementptr inbounds float, ptr %0, i64 40
  store <8 x float> %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 48
  %wide.load.6 = load <8 x float>, ptr %32, align 4
  %33 = fadd contract <8 x float> %wide.load.6, %broadcast.splat
  %34 = getelementptr inbounds float, ptr %3, i64 48
  %wide.load1.6 = load <8 x float>, ptr %34, align 4
  %35 = fsub contract <8 x float> %33, %wide.load1.6
  %36 = getelementptr inbounds float, ptr %0, i64 48
  store <8 x float> %35, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 56
  %wide.load.7 = load <8 x float>, ptr %37, align 4
  %38 = fadd contract <8 x float> %wide.load.7, %broadcast.splat
  %39 = getelementptr inbounds float, ptr %3, i64 56
  %wide.load1.7 = load <8 x float>, ptr %39, align 4
  %40 = fsub contract <8 x float> %38, %wide.load1.7
  %41 = getelementptr inbounds float, ptr %0, i64 56
  store <8 x float> %40, ptr %41, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %2 = phi float [ 0.000000e+00, %entry ], [ %41, %loop ]
  %i = phi i64 [ 0, %entry ], [ %42, %loop ]
  %3 = getelementptr inbounds float, ptr %1, i64 %i
  %4 = load float, ptr %3, align 4
  %5 = fmul contract float %4, %4
  %6 = fadd contract float %2, %5
  %7 = or i64 %i, 1
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = load float, ptr %8, align 4
  %10 = fmul contract float %9, %9
  %11 = fadd contract float %6, %10
  %12 = or i64 %i, 2
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fmul contract float %14, %14
  %16 = fadd contract float %11, %15
  %17 = or i64 %i, 3
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, %19
  %21 = fadd contract float %16, %20
  %22 = or i64 %i, 4
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fmul contract float %24, %24
  %26 = fadd contract float %21, %25
  %27 = or i64 %i, 5
  %28 = getelementptr inbounds float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fmul contract float %29, %29
  %31 = fadd contract float %26, %30
  %32 = or i64 %i, 6
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fmul contract float %34, %34
  %36 = fadd contract float %31, %35
  %37 = or i64 %i, 7
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fmul contract float %39, %39
  %41 = fadd contract float %36, %40
  %42 = add nuw nsw i64 %i, 8
  %exitcond.not.7 = icmp eq i64 %42, 64
  br i1 %exitcond.not.7, label %exit, label %loop

exit:                                             ; preds = %loop
  %43 = fmul contract float %41, 1.562500e-02
  store float %43, ptr %0, align 4
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

; @train.line.points.step.grad with B = 64
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
  %14 = getelementptr inbounds i8, ptr %3, i64 256
  call fastcc void @k1_sub(ptr nonnull %14, ptr %3, ptr %13, ptr %10)
  %15 = load ptr, ptr %1, align 8
  call fastcc void @k2_mean(ptr %15, ptr nonnull %14)
  call fastcc void @k3_broadcast_to(ptr %3)
  %16 = getelementptr inbounds i8, ptr %3, i64 512
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
  %13 = getelementptr inbounds float, ptr %0, i64 32
  %wide.vec.2 = load <16 x float>, ptr %13, align 4
  %strided.vec.2 = shufflevector <16 x float> %wide.vec.2, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.2 = shufflevector <16 x float> %wide.vec.2, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %14 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.2
  %15 = fadd reassoc contract <8 x float> %14, zeroinitializer
  %16 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.2
  %17 = fadd reassoc contract <8 x float> %15, %16
  %18 = getelementptr inbounds float, ptr %2, i64 16
  store <8 x float> %17, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %0, i64 48
  %wide.vec.3 = load <16 x float>, ptr %19, align 4
  %strided.vec.3 = shufflevector <16 x float> %wide.vec.3, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.3 = shufflevector <16 x float> %wide.vec.3, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %20 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.3
  %21 = fadd reassoc contract <8 x float> %20, zeroinitializer
  %22 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.3
  %23 = fadd reassoc contract <8 x float> %21, %22
  %24 = getelementptr inbounds float, ptr %2, i64 24
  store <8 x float> %23, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %0, i64 64
  %wide.vec.4 = load <16 x float>, ptr %25, align 4
  %strided.vec.4 = shufflevector <16 x float> %wide.vec.4, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.4 = shufflevector <16 x float> %wide.vec.4, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %26 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.4
  %27 = fadd reassoc contract <8 x float> %26, zeroinitializer
  %28 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.4
  %29 = fadd reassoc contract <8 x float> %27, %28
  %30 = getelementptr inbounds float, ptr %2, i64 32
  store <8 x float> %29, ptr %30, align 4
  %31 = getelementptr inbounds float, ptr %0, i64 80
  %wide.vec.5 = load <16 x float>, ptr %31, align 4
  %strided.vec.5 = shufflevector <16 x float> %wide.vec.5, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.5 = shufflevector <16 x float> %wide.vec.5, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %32 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.5
  %33 = fadd reassoc contract <8 x float> %32, zeroinitializer
  %34 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.5
  %35 = fadd reassoc contract <8 x float> %33, %34
  %36 = getelementptr inbounds float, ptr %2, i64 40
  store <8 x float> %35, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %0, i64 96
  %wide.vec.6 = load <16 x float>, ptr %37, align 4
  %strided.vec.6 = shufflevector <16 x float> %wide.vec.6, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.6 = shufflevector <16 x float> %wide.vec.6, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %38 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.6
  %39 = fadd reassoc contract <8 x float> %38, zeroinitializer
  %40 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.6
  %41 = fadd reassoc contract <8 x float> %39, %40
  %42 = getelementptr inbounds float, ptr %2, i64 48
  store <8 x float> %41, ptr %42, align 4
  %43 = getelementptr inbounds float, ptr %0, i64 112
  %wide.vec.7 = load <16 x float>, ptr %43, align 4
  %strided.vec.7 = shufflevector <16 x float> %wide.vec.7, <16 x float> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec8.7 = shufflevector <16 x float> %wide.vec.7, <16 x float> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %44 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.7
  %45 = fadd reassoc contract <8 x float> %44, zeroinitializer
  %46 = fmul reassoc contract <8 x float> %broadcast.splat10, %strided.vec8.7
  %47 = fadd reassoc contract <8 x float> %45, %46
  %48 = getelementptr inbounds float, ptr %2, i64 56
  store <8 x float> %47, ptr %48, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %2, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %4, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load = load <8 x float>, ptr %1, align 4
  %5 = fadd contract <8 x float> %wide.load, %broadcast.splat
  %wide.load1 = load <8 x float>, ptr %3, align 4
  %6 = fsub contract <8 x float> %5, %wide.load1
  store <8 x float> %6, ptr %0, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 8
  %wide.load.1 = load <8 x float>, ptr %7, align 4
  %8 = fadd contract <8 x float> %wide.load.1, %broadcast.splat
  %9 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load1.1 = load <8 x float>, ptr %9, align 4
  %10 = fsub contract <8 x float> %8, %wide.load1.1
  %11 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 16
  %wide.load.2 = load <8 x float>, ptr %12, align 4
  %13 = fadd contract <8 x float> %wide.load.2, %broadcast.splat
  %14 = getelementptr inbounds float, ptr %3, i64 16
  %wide.load1.2 = load <8 x float>, ptr %14, align 4
  %15 = fsub contract <8 x float> %13, %wide.load1.2
  %16 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %15, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %1, i64 24
  %wide.load.3 = load <8 x float>, ptr %17, align 4
  %18 = fadd contract <8 x float> %wide.load.3, %broadcast.splat
  %19 = getelementptr inbounds float, ptr %3, i64 24
  %wide.load1.3 = load <8 x float>, ptr %19, align 4
  %20 = fsub contract <8 x float> %18, %wide.load1.3
  %21 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %20, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %1, i64 32
  %wide.load.4 = load <8 x float>, ptr %22, align 4
  %23 = fadd contract <8 x float> %wide.load.4, %broadcast.splat
  %24 = getelementptr inbounds float, ptr %3, i64 32
  %wide.load1.4 = load <8 x float>, ptr %24, align 4
  %25 = fsub contract <8 x float> %23, %wide.load1.4
  %26 = getelementptr inbounds float, ptr %0, i64 32
  store <8 x float> %25, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 40
  %wide.load.5 = load <8 x float>, ptr %27, align 4
  %28 = fadd contract <8 x float> %wide.load.5, %broadcast.splat
  %29 = getelementptr inbounds float, ptr %3, i64 40
  %wide.load1.5 = load <8 x float>, ptr %29, align 4
  %30 = fsub contract <8 x float> %28, %wide.load1.5
  %31 = getelementptr inbounds float, ptr %0, i64 40
  store <8 x float> %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 48
  %wide.load.6 = load <8 x float>, ptr %32, align 4
  %33 = fadd contract <8 x float> %wide.load.6, %broadcast.splat
  %34 = getelementptr inbounds float, ptr %3, i64 48
  %wide.load1.6 = load <8 x float>, ptr %34, align 4
  %35 = fsub contract <8 x float> %33, %wide.load1.6
  %36 = getelementptr inbounds float, ptr %0, i64 48
  store <8 x float> %35, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 56
  %wide.load.7 = load <8 x float>, ptr %37, align 4
  %38 = fadd contract <8 x float> %wide.load.7, %broadcast.splat
  %39 = getelementptr inbounds float, ptr %3, i64 56
  %wide.load1.7 = load <8 x float>, ptr %39, align 4
  %40 = fsub contract <8 x float> %38, %wide.load1.7
  %41 = getelementptr inbounds float, ptr %0, i64 56
  store <8 x float> %40, ptr %41, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %2 = phi float [ 0.000000e+00, %entry ], [ %41, %loop ]
  %i = phi i64 [ 0, %entry ], [ %42, %loop ]
  %3 = getelementptr inbounds float, ptr %1, i64 %i
  %4 = load float, ptr %3, align 4
  %5 = fmul contract float %4, %4
  %6 = fadd contract float %2, %5
  %7 = or i64 %i, 1
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = load float, ptr %8, align 4
  %10 = fmul contract float %9, %9
  %11 = fadd contract float %6, %10
  %12 = or i64 %i, 2
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fmul contract float %14, %14
  %16 = fadd contract float %11, %15
  %17 = or i64 %i, 3
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, %19
  %21 = fadd contract float %16, %20
  %22 = or i64 %i, 4
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fmul contract float %24, %24
  %26 = fadd contract float %21, %25
  %27 = or i64 %i, 5
  %28 = getelementptr inbounds float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fmul contract float %29, %29
  %31 = fadd contract float %26, %30
  %32 = or i64 %i, 6
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fmul contract float %34, %34
  %36 = fadd contract float %31, %35
  %37 = or i64 %i, 7
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fmul contract float %39, %39
  %41 = fadd contract float %36, %40
  %42 = add nuw nsw i64 %i, 8
  %exitcond.not.7 = icmp eq i64 %42, 64
  br i1 %exitcond.not.7, label %exit, label %loop

exit:                                             ; preds = %loop
  %43 = fmul contract float %41, 1.562500e-02
  store float %43, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k3_broadcast_to(ptr noalias nocapture writeonly %0) unnamed_addr #4 {
entry:
  store <8 x float> <float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02>, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> <float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02>, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> <float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02>, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> <float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %0, i64 32
  store <8 x float> <float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %0, i64 40
  store <8 x float> <float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 48
  store <8 x float> <float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 56
  store <8 x float> <float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02, float 1.562500e-02>, ptr %7, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %wide.load = load <8 x float>, ptr %1, align 4
  %wide.load1 = load <8 x float>, ptr %2, align 4
  %3 = fmul contract <8 x float> %wide.load, %wide.load1
  %4 = fadd contract <8 x float> %3, %3
  store <8 x float> %4, ptr %0, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 8
  %wide.load.1 = load <8 x float>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %2, i64 8
  %wide.load1.1 = load <8 x float>, ptr %6, align 4
  %7 = fmul contract <8 x float> %wide.load.1, %wide.load1.1
  %8 = fadd contract <8 x float> %7, %7
  %9 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %8, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %1, i64 16
  %wide.load.2 = load <8 x float>, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %2, i64 16
  %wide.load1.2 = load <8 x float>, ptr %11, align 4
  %12 = fmul contract <8 x float> %wide.load.2, %wide.load1.2
  %13 = fadd contract <8 x float> %12, %12
  %14 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %13, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 24
  %wide.load.3 = load <8 x float>, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %2, i64 24
  %wide.load1.3 = load <8 x float>, ptr %16, align 4
  %17 = fmul contract <8 x float> %wide.load.3, %wide.load1.3
  %18 = fadd contract <8 x float> %17, %17
  %19 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %18, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %1, i64 32
  %wide.load.4 = load <8 x float>, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %2, i64 32
  %wide.load1.4 = load <8 x float>, ptr %21, align 4
  %22 = fmul contract <8 x float> %wide.load.4, %wide.load1.4
  %23 = fadd contract <8 x float> %22, %22
  %24 = getelementptr inbounds float, ptr %0, i64 32
  store <8 x float> %23, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 40
  %wide.load.5 = load <8 x float>, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %2, i64 40
  %wide.load1.5 = load <8 x float>, ptr %26, align 4
  %27 = fmul contract <8 x float> %wide.load.5, %wide.load1.5
  %28 = fadd contract <8 x float> %27, %27
  %29 = getelementptr inbounds float, ptr %0, i64 40
  store <8 x float> %28, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %1, i64 48
  %wide.load.6 = load <8 x float>, ptr %30, align 4
  %31 = getelementptr inbounds float, ptr %2, i64 48
  %wide.load1.6 = load <8 x float>, ptr %31, align 4
  %32 = fmul contract <8 x float> %wide.load.6, %wide.load1.6
  %33 = fadd contract <8 x float> %32, %32
  %34 = getelementptr inbounds float, ptr %0, i64 48
  store <8 x float> %33, ptr %34, align 4
  %35 = getelementptr inbounds float, ptr %1, i64 56
  %wide.load.7 = load <8 x float>, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %2, i64 56
  %wide.load1.7 = load <8 x float>, ptr %36, align 4
  %37 = fmul contract <8 x float> %wide.load.7, %wide.load1.7
  %38 = fadd contract <8 x float> %37, %37
  %39 = getelementptr inbounds float, ptr %0, i64 56
  store <8 x float> %38, ptr %39, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  br label %loop1

loop1:                                            ; preds = %loop1, %entry
  %2 = phi float [ 0.000000e+00, %entry ], [ %65, %loop1 ]
  %i3 = phi i64 [ 0, %entry ], [ %66, %loop1 ]
  %3 = getelementptr inbounds float, ptr %1, i64 %i3
  %4 = load float, ptr %3, align 4
  %5 = fadd contract float %4, %2
  %6 = or i64 %i3, 1
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = load float, ptr %7, align 4
  %9 = fadd contract float %8, %5
  %10 = or i64 %i3, 2
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4
  %13 = fadd contract float %12, %9
  %14 = or i64 %i3, 3
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = fadd contract float %16, %13
  %18 = or i64 %i3, 4
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %17
  %22 = or i64 %i3, 5
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %21
  %26 = or i64 %i3, 6
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = fadd contract float %28, %25
  %30 = or i64 %i3, 7
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %32, %29
  %34 = or i64 %i3, 8
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = fadd contract float %36, %33
  %38 = or i64 %i3, 9
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fadd contract float %40, %37
  %42 = or i64 %i3, 10
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fadd contract float %44, %41
  %46 = or i64 %i3, 11
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fadd contract float %48, %45
  %50 = or i64 %i3, 12
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fadd contract float %52, %49
  %54 = or i64 %i3, 13
  %55 = getelementptr inbounds float, ptr %1, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = fadd contract float %56, %53
  %58 = or i64 %i3, 14
  %59 = getelementptr inbounds float, ptr %1, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fadd contract float %60, %57
  %62 = or i64 %i3, 15
  %63 = getelementptr inbounds float, ptr %1, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = fadd contract float %64, %61
  %66 = add nuw nsw i64 %i3, 16
  %exitcond.not.15 = icmp eq i64 %66, 64
  br i1 %exitcond.not.15, label %exit2, label %loop1

exit2:                                            ; preds = %loop1
  store float %65, ptr %0, align 4
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
  %exitcond.not.3 = icmp eq i64 %56, 64
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

