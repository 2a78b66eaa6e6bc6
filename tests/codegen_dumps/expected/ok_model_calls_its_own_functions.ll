; @net.twice with N = 1
; ModuleID = 'netc_net_twice'
source_filename = "netc_net_twice"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_net_twice(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
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
  %12 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_add(ptr nonnull %12, ptr %3, ptr %11)
  call fastcc void @k2_small_matmul(ptr nonnull %12, ptr %9, ptr %3)
  %13 = load ptr, ptr %1, align 8
  call fastcc void @k3_add(ptr %13, ptr %3, ptr %11)
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
  %13 = getelementptr inbounds float, ptr %1, i64 2
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 2
  %16 = load float, ptr %15, align 4
  %17 = fmul reassoc contract float %14, %16
  %18 = fadd reassoc contract float %12, %17
  %19 = getelementptr inbounds float, ptr %1, i64 3
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 3
  %22 = load float, ptr %21, align 4
  %23 = fmul reassoc contract float %20, %22
  %24 = fadd reassoc contract float %18, %23
  store float %24, ptr %2, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 4
  %26 = load float, ptr %25, align 4
  %27 = fmul reassoc contract float %26, %4
  %28 = fadd reassoc contract float %27, 0.000000e+00
  %29 = getelementptr inbounds float, ptr %1, i64 5
  %30 = load float, ptr %29, align 4
  %31 = fmul reassoc contract float %30, %10
  %32 = fadd reassoc contract float %28, %31
  %33 = getelementptr inbounds float, ptr %1, i64 6
  %34 = load float, ptr %33, align 4
  %35 = fmul reassoc contract float %34, %16
  %36 = fadd reassoc contract float %32, %35
  %37 = getelementptr inbounds float, ptr %1, i64 7
  %38 = load float, ptr %37, align 4
  %39 = fmul reassoc contract float %38, %22
  %40 = fadd reassoc contract float %36, %39
  %41 = getelementptr inbounds float, ptr %2, i64 1
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 8
  %43 = load float, ptr %42, align 4
  %44 = fmul reassoc contract float %43, %4
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = getelementptr inbounds float, ptr %1, i64 9
  %47 = load float, ptr %46, align 4
  %48 = fmul reassoc contract float %47, %10
  %49 = fadd reassoc contract float %45, %48
  %50 = getelementptr inbounds float, ptr %1, i64 10
  %51 = load float, ptr %50, align 4
  %52 = fmul reassoc contract float %51, %16
  %53 = fadd reassoc contract float %49, %52
  %54 = getelementptr inbounds float, ptr %1, i64 11
  %55 = load float, ptr %54, align 4
  %56 = fmul reassoc contract float %55, %22
  %57 = fadd reassoc contract float %53, %56
  %58 = getelementptr inbounds float, ptr %2, i64 2
  store float %57, ptr %58, align 4
  %59 = getelementptr inbounds float, ptr %1, i64 12
  %60 = load float, ptr %59, align 4
  %61 = fmul reassoc contract float %60, %4
  %62 = fadd reassoc contract float %61, 0.000000e+00
  %63 = getelementptr inbounds float, ptr %1, i64 13
  %64 = load float, ptr %63, align 4
  %65 = fmul reassoc contract float %64, %10
  %66 = fadd reassoc contract float %62, %65
  %67 = getelementptr inbounds float, ptr %1, i64 14
  %68 = load float, ptr %67, align 4
  %69 = fmul reassoc contract float %68, %16
  %70 = fadd reassoc contract float %66, %69
  %71 = getelementptr inbounds float, ptr %1, i64 15
  %72 = load float, ptr %71, align 4
  %73 = fmul reassoc contract float %72, %22
  %74 = fadd reassoc contract float %70, %73
  %75 = getelementptr inbounds float, ptr %2, i64 3
  store float %74, ptr %75, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fadd contract float %3, %4
  store float %5, ptr %0, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 1
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %2, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fadd contract float %7, %9
  %11 = getelementptr inbounds float, ptr %0, i64 1
  store float %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 2
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %2, i64 2
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %13, %15
  %17 = getelementptr inbounds float, ptr %0, i64 2
  store float %16, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 3
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %2, i64 3
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %19, %21
  %23 = getelementptr inbounds float, ptr %0, i64 3
  store float %22, ptr %23, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
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
  %13 = getelementptr inbounds float, ptr %1, i64 2
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 2
  %16 = load float, ptr %15, align 4
  %17 = fmul reassoc contract float %14, %16
  %18 = fadd reassoc contract float %12, %17
  %19 = getelementptr inbounds float, ptr %1, i64 3
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 3
  %22 = load float, ptr %21, align 4
  %23 = fmul reassoc contract float %20, %22
  %24 = fadd reassoc contract float %18, %23
  store float %24, ptr %2, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 4
  %26 = load float, ptr %25, align 4
  %27 = fmul reassoc contract float %26, %4
  %28 = fadd reassoc contract float %27, 0.000000e+00
  %29 = getelementptr inbounds float, ptr %1, i64 5
  %30 = load float, ptr %29, align 4
  %31 = fmul reassoc contract float %30, %10
  %32 = fadd reassoc contract float %28, %31
  %33 = getelementptr inbounds float, ptr %1, i64 6
  %34 = load float, ptr %33, align 4
  %35 = fmul reassoc contract float %34, %16
  %36 = fadd reassoc contract float %32, %35
  %37 = getelementptr inbounds float, ptr %1, i64 7
  %38 = load float, ptr %37, align 4
  %39 = fmul reassoc contract float %38, %22
  %40 = fadd reassoc contract float %36, %39
  %41 = getelementptr inbounds float, ptr %2, i64 1
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 8
  %43 = load float, ptr %42, align 4
  %44 = fmul reassoc contract float %43, %4
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = getelementptr inbounds float, ptr %1, i64 9
  %47 = load float, ptr %46, align 4
  %48 = fmul reassoc contract float %47, %10
  %49 = fadd reassoc contract float %45, %48
  %50 = getelementptr inbounds float, ptr %1, i64 10
  %51 = load float, ptr %50, align 4
  %52 = fmul reassoc contract float %51, %16
  %53 = fadd reassoc contract float %49, %52
  %54 = getelementptr inbounds float, ptr %1, i64 11
  %55 = load float, ptr %54, align 4
  %56 = fmul reassoc contract float %55, %22
  %57 = fadd reassoc contract float %53, %56
  %58 = getelementptr inbounds float, ptr %2, i64 2
  store float %57, ptr %58, align 4
  %59 = getelementptr inbounds float, ptr %1, i64 12
  %60 = load float, ptr %59, align 4
  %61 = fmul reassoc contract float %60, %4
  %62 = fadd reassoc contract float %61, 0.000000e+00
  %63 = getelementptr inbounds float, ptr %1, i64 13
  %64 = load float, ptr %63, align 4
  %65 = fmul reassoc contract float %64, %10
  %66 = fadd reassoc contract float %62, %65
  %67 = getelementptr inbounds float, ptr %1, i64 14
  %68 = load float, ptr %67, align 4
  %69 = fmul reassoc contract float %68, %16
  %70 = fadd reassoc contract float %66, %69
  %71 = getelementptr inbounds float, ptr %1, i64 15
  %72 = load float, ptr %71, align 4
  %73 = fmul reassoc contract float %72, %22
  %74 = fadd reassoc contract float %70, %73
  %75 = getelementptr inbounds float, ptr %2, i64 3
  store float %74, ptr %75, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fadd contract float %3, %4
  store float %5, ptr %0, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 1
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %2, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fadd contract float %7, %9
  %11 = getelementptr inbounds float, ptr %0, i64 1
  store float %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 2
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %2, i64 2
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %13, %15
  %17 = getelementptr inbounds float, ptr %0, i64 2
  store float %16, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 3
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %2, i64 3
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %19, %21
  %23 = getelementptr inbounds float, ptr %0, i64 3
  store float %22, ptr %23, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @net.forward with N = 1
; ModuleID = 'netc_net_forward'
source_filename = "netc_net_forward"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_net_forward(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
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
  %12 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_add(ptr nonnull %12, ptr %3, ptr %11)
  call fastcc void @k2_small_matmul(ptr nonnull %12, ptr %9, ptr %3)
  %13 = load ptr, ptr %1, align 8
  call fastcc void @k3_add(ptr %13, ptr %3, ptr %11, ptr %8)
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
  %13 = getelementptr inbounds float, ptr %1, i64 2
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 2
  %16 = load float, ptr %15, align 4
  %17 = fmul reassoc contract float %14, %16
  %18 = fadd reassoc contract float %12, %17
  %19 = getelementptr inbounds float, ptr %1, i64 3
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 3
  %22 = load float, ptr %21, align 4
  %23 = fmul reassoc contract float %20, %22
  %24 = fadd reassoc contract float %18, %23
  store float %24, ptr %2, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 4
  %26 = load float, ptr %25, align 4
  %27 = fmul reassoc contract float %26, %4
  %28 = fadd reassoc contract float %27, 0.000000e+00
  %29 = getelementptr inbounds float, ptr %1, i64 5
  %30 = load float, ptr %29, align 4
  %31 = fmul reassoc contract float %30, %10
  %32 = fadd reassoc contract float %28, %31
  %33 = getelementptr inbounds float, ptr %1, i64 6
  %34 = load float, ptr %33, align 4
  %35 = fmul reassoc contract float %34, %16
  %36 = fadd reassoc contract float %32, %35
  %37 = getelementptr inbounds float, ptr %1, i64 7
  %38 = load float, ptr %37, align 4
  %39 = fmul reassoc contract float %38, %22
  %40 = fadd reassoc contract float %36, %39
  %41 = getelementptr inbounds float, ptr %2, i64 1
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 8
  %43 = load float, ptr %42, align 4
  %44 = fmul reassoc contract float %43, %4
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = getelementptr inbounds float, ptr %1, i64 9
  %47 = load float, ptr %46, align 4
  %48 = fmul reassoc contract float %47, %10
  %49 = fadd reassoc contract float %45, %48
  %50 = getelementptr inbounds float, ptr %1, i64 10
  %51 = load float, ptr %50, align 4
  %52 = fmul reassoc contract float %51, %16
  %53 = fadd reassoc contract float %49, %52
  %54 = getelementptr inbounds float, ptr %1, i64 11
  %55 = load float, ptr %54, align 4
  %56 = fmul reassoc contract float %55, %22
  %57 = fadd reassoc contract float %53, %56
  %58 = getelementptr inbounds float, ptr %2, i64 2
  store float %57, ptr %58, align 4
  %59 = getelementptr inbounds float, ptr %1, i64 12
  %60 = load float, ptr %59, align 4
  %61 = fmul reassoc contract float %60, %4
  %62 = fadd reassoc contract float %61, 0.000000e+00
  %63 = getelementptr inbounds float, ptr %1, i64 13
  %64 = load float, ptr %63, align 4
  %65 = fmul reassoc contract float %64, %10
  %66 = fadd reassoc contract float %62, %65
  %67 = getelementptr inbounds float, ptr %1, i64 14
  %68 = load float, ptr %67, align 4
  %69 = fmul reassoc contract float %68, %16
  %70 = fadd reassoc contract float %66, %69
  %71 = getelementptr inbounds float, ptr %1, i64 15
  %72 = load float, ptr %71, align 4
  %73 = fmul reassoc contract float %72, %22
  %74 = fadd reassoc contract float %70, %73
  %75 = getelementptr inbounds float, ptr %2, i64 3
  store float %74, ptr %75, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fadd contract float %3, %4
  store float %5, ptr %0, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 1
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %2, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fadd contract float %7, %9
  %11 = getelementptr inbounds float, ptr %0, i64 1
  store float %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 2
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %2, i64 2
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %13, %15
  %17 = getelementptr inbounds float, ptr %0, i64 2
  store float %16, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 3
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %2, i64 3
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %19, %21
  %23 = getelementptr inbounds float, ptr %0, i64 3
  store float %22, ptr %23, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
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
  %13 = getelementptr inbounds float, ptr %1, i64 2
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 2
  %16 = load float, ptr %15, align 4
  %17 = fmul reassoc contract float %14, %16
  %18 = fadd reassoc contract float %12, %17
  %19 = getelementptr inbounds float, ptr %1, i64 3
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 3
  %22 = load float, ptr %21, align 4
  %23 = fmul reassoc contract float %20, %22
  %24 = fadd reassoc contract float %18, %23
  store float %24, ptr %2, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 4
  %26 = load float, ptr %25, align 4
  %27 = fmul reassoc contract float %26, %4
  %28 = fadd reassoc contract float %27, 0.000000e+00
  %29 = getelementptr inbounds float, ptr %1, i64 5
  %30 = load float, ptr %29, align 4
  %31 = fmul reassoc contract float %30, %10
  %32 = fadd reassoc contract float %28, %31
  %33 = getelementptr inbounds float, ptr %1, i64 6
  %34 = load float, ptr %33, align 4
  %35 = fmul reassoc contract float %34, %16
  %36 = fadd reassoc contract float %32, %35
  %37 = getelementptr inbounds float, ptr %1, i64 7
  %38 = load float, ptr %37, align 4
  %39 = fmul reassoc contract float %38, %22
  %40 = fadd reassoc contract float %36, %39
  %41 = getelementptr inbounds float, ptr %2, i64 1
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 8
  %43 = load float, ptr %42, align 4
  %44 = fmul reassoc contract float %43, %4
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = getelementptr inbounds float, ptr %1, i64 9
  %47 = load float, ptr %46, align 4
  %48 = fmul reassoc contract float %47, %10
  %49 = fadd reassoc contract float %45, %48
  %50 = getelementptr inbounds float, ptr %1, i64 10
  %51 = load float, ptr %50, align 4
  %52 = fmul reassoc contract float %51, %16
  %53 = fadd reassoc contract float %49, %52
  %54 = getelementptr inbounds float, ptr %1, i64 11
  %55 = load float, ptr %54, align 4
  %56 = fmul reassoc contract float %55, %22
  %57 = fadd reassoc contract float %53, %56
  %58 = getelementptr inbounds float, ptr %2, i64 2
  store float %57, ptr %58, align 4
  %59 = getelementptr inbounds float, ptr %1, i64 12
  %60 = load float, ptr %59, align 4
  %61 = fmul reassoc contract float %60, %4
  %62 = fadd reassoc contract float %61, 0.000000e+00
  %63 = getelementptr inbounds float, ptr %1, i64 13
  %64 = load float, ptr %63, align 4
  %65 = fmul reassoc contract float %64, %10
  %66 = fadd reassoc contract float %62, %65
  %67 = getelementptr inbounds float, ptr %1, i64 14
  %68 = load float, ptr %67, align 4
  %69 = fmul reassoc contract float %68, %16
  %70 = fadd reassoc contract float %66, %69
  %71 = getelementptr inbounds float, ptr %1, i64 15
  %72 = load float, ptr %71, align 4
  %73 = fmul reassoc contract float %72, %22
  %74 = fadd reassoc contract float %70, %73
  %75 = getelementptr inbounds float, ptr %2, i64 3
  store float %74, ptr %75, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %1, align 4
  %5 = load float, ptr %2, align 4
  %6 = fadd contract float %4, %5
  %7 = fcmp contract olt float %6, 0.000000e+00
  %8 = select contract i1 %7, float 0.000000e+00, float %6
  %9 = load float, ptr %3, align 4
  %10 = fadd contract float %9, %8
  store float %10, ptr %0, align 4
  %11 = getelementptr inbounds float, ptr %1, i64 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds float, ptr %2, i64 1
  %14 = load float, ptr %13, align 4
  %15 = fadd contract float %12, %14
  %16 = fcmp contract olt float %15, 0.000000e+00
  %17 = select contract i1 %16, float 0.000000e+00, float %15
  %18 = getelementptr inbounds float, ptr %3, i64 1
  %19 = load float, ptr %18, align 4
  %20 = fadd contract float %19, %17
  %21 = getelementptr inbounds float, ptr %0, i64 1
  store float %20, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %1, i64 2
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds float, ptr %2, i64 2
  %25 = load float, ptr %24, align 4
  %26 = fadd contract float %23, %25
  %27 = fcmp contract olt float %26, 0.000000e+00
  %28 = select contract i1 %27, float 0.000000e+00, float %26
  %29 = getelementptr inbounds float, ptr %3, i64 2
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %28
  %32 = getelementptr inbounds float, ptr %0, i64 2
  store float %31, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %1, i64 3
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr %2, i64 3
  %36 = load float, ptr %35, align 4
  %37 = fadd contract float %34, %36
  %38 = fcmp contract olt float %37, 0.000000e+00
  %39 = select contract i1 %38, float 0.000000e+00, float %37
  %40 = getelementptr inbounds float, ptr %3, i64 3
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %41, %39
  %43 = getelementptr inbounds float, ptr %0, i64 3
  store float %42, ptr %43, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @top
; ModuleID = 'netc_top'
source_filename = "netc_top"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_top(ptr noalias nocapture readnone %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  call fastcc void @k0_ones(ptr %3)
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_small_matmul(ptr %3, ptr %8, ptr nonnull %9)
  %10 = getelementptr inbounds ptr, ptr %2, i64 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k2_add(ptr nonnull %12, ptr nonnull %9, ptr %11)
  call fastcc void @k3_small_matmul(ptr nonnull %12, ptr %8, ptr nonnull %9)
  %13 = load ptr, ptr %1, align 8
  call fastcc void @k4_add(ptr %13, ptr nonnull %9, ptr %11, ptr %3)
  call fastcc void @k5_ones(ptr nonnull %12)
  call fastcc void @k6_small_matmul(ptr nonnull %12, ptr %8, ptr %3)
  call fastcc void @k7_add(ptr nonnull %9, ptr %3, ptr %11)
  call fastcc void @k8_small_matmul(ptr nonnull %9, ptr %8, ptr nonnull %12)
  %14 = getelementptr inbounds ptr, ptr %1, i64 1
  %15 = load ptr, ptr %14, align 8
  call fastcc void @k9_add(ptr %15, ptr nonnull %12, ptr %11)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k0_ones(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store float 1.000000e+00, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 1
  store float 1.000000e+00, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 2
  store float 1.000000e+00, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %0, i64 3
  store float 1.000000e+00, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %0, i64 4
  store float 1.000000e+00, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %0, i64 5
  store float 1.000000e+00, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 6
  store float 1.000000e+00, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 7
  store float 1.000000e+00, ptr %7, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #4 {
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
  %13 = getelementptr inbounds float, ptr %1, i64 2
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 2
  %16 = load float, ptr %15, align 4
  %17 = fmul reassoc contract float %14, %16
  %18 = fadd reassoc contract float %12, %17
  %19 = getelementptr inbounds float, ptr %1, i64 3
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 3
  %22 = load float, ptr %21, align 4
  %23 = fmul reassoc contract float %20, %22
  %24 = fadd reassoc contract float %18, %23
  store float %24, ptr %2, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 4
  %26 = load float, ptr %25, align 4
  %27 = fmul reassoc contract float %26, %4
  %28 = fadd reassoc contract float %27, 0.000000e+00
  %29 = getelementptr inbounds float, ptr %1, i64 5
  %30 = load float, ptr %29, align 4
  %31 = fmul reassoc contract float %30, %10
  %32 = fadd reassoc contract float %28, %31
  %33 = getelementptr inbounds float, ptr %1, i64 6
  %34 = load float, ptr %33, align 4
  %35 = fmul reassoc contract float %34, %16
  %36 = fadd reassoc contract float %32, %35
  %37 = getelementptr inbounds float, ptr %1, i64 7
  %38 = load float, ptr %37, align 4
  %39 = fmul reassoc contract float %38, %22
  %40 = fadd reassoc contract float %36, %39
  %41 = getelementptr inbounds float, ptr %2, i64 1
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 8
  %43 = load float, ptr %42, align 4
  %44 = fmul reassoc contract float %43, %4
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = getelementptr inbounds float, ptr %1, i64 9
  %47 = load float, ptr %46, align 4
  %48 = fmul reassoc contract float %47, %10
  %49 = fadd reassoc contract float %45, %48
  %50 = getelementptr inbounds float, ptr %1, i64 10
  %51 = load float, ptr %50, align 4
  %52 = fmul reassoc contract float %51, %16
  %53 = fadd reassoc contract float %49, %52
  %54 = getelementptr inbounds float, ptr %1, i64 11
  %55 = load float, ptr %54, align 4
  %56 = fmul reassoc contract float %55, %22
  %57 = fadd reassoc contract float %53, %56
  %58 = getelementptr inbounds float, ptr %2, i64 2
  store float %57, ptr %58, align 4
  %59 = getelementptr inbounds float, ptr %1, i64 12
  %60 = load float, ptr %59, align 4
  %61 = fmul reassoc contract float %60, %4
  %62 = fadd reassoc contract float %61, 0.000000e+00
  %63 = getelementptr inbounds float, ptr %1, i64 13
  %64 = load float, ptr %63, align 4
  %65 = fmul reassoc contract float %64, %10
  %66 = fadd reassoc contract float %62, %65
  %67 = getelementptr inbounds float, ptr %1, i64 14
  %68 = load float, ptr %67, align 4
  %69 = fmul reassoc contract float %68, %16
  %70 = fadd reassoc contract float %66, %69
  %71 = getelementptr inbounds float, ptr %1, i64 15
  %72 = load float, ptr %71, align 4
  %73 = fmul reassoc contract float %72, %22
  %74 = fadd reassoc contract float %70, %73
  %75 = getelementptr inbounds float, ptr %2, i64 3
  store float %74, ptr %75, align 4
  %76 = getelementptr inbounds float, ptr %0, i64 4
  %77 = load float, ptr %76, align 4
  %78 = fmul reassoc contract float %3, %77
  %79 = fadd reassoc contract float %78, 0.000000e+00
  %80 = getelementptr inbounds float, ptr %0, i64 5
  %81 = load float, ptr %80, align 4
  %82 = fmul reassoc contract float %8, %81
  %83 = fadd reassoc contract float %79, %82
  %84 = getelementptr inbounds float, ptr %0, i64 6
  %85 = load float, ptr %84, align 4
  %86 = fmul reassoc contract float %14, %85
  %87 = fadd reassoc contract float %83, %86
  %88 = getelementptr inbounds float, ptr %0, i64 7
  %89 = load float, ptr %88, align 4
  %90 = fmul reassoc contract float %20, %89
  %91 = fadd reassoc contract float %87, %90
  %92 = getelementptr inbounds float, ptr %2, i64 4
  store float %91, ptr %92, align 4
  %93 = fmul reassoc contract float %26, %77
  %94 = fadd reassoc contract float %93, 0.000000e+00
  %95 = fmul reassoc contract float %30, %81
  %96 = fadd reassoc contract float %94, %95
  %97 = fmul reassoc contract float %34, %85
  %98 = fadd reassoc contract float %96, %97
  %99 = fmul reassoc contract float %38, %89
  %100 = fadd reassoc contract float %98, %99
  %101 = getelementptr inbounds float, ptr %2, i64 5
  store float %100, ptr %101, align 4
  %102 = fmul reassoc contract float %43, %77
  %103 = fadd reassoc contract float %102, 0.000000e+00
  %104 = fmul reassoc contract float %47, %81
  %105 = fadd reassoc contract float %103, %104
  %106 = fmul reassoc contract float %51, %85
  %107 = fadd reassoc contract float %105, %106
  %108 = fmul reassoc contract float %55, %89
  %109 = fadd reassoc contract float %107, %108
  %110 = getelementptr inbounds float, ptr %2, i64 6
  store float %109, ptr %110, align 4
  %111 = fmul reassoc contract float %60, %77
  %112 = fadd reassoc contract float %111, 0.000000e+00
  %113 = fmul reassoc contract float %64, %81
  %114 = fadd reassoc contract float %112, %113
  %115 = fmul reassoc contract float %68, %85
  %116 = fadd reassoc contract float %114, %115
  %117 = fmul reassoc contract float %72, %89
  %118 = fadd reassoc contract float %116, %117
  %119 = getelementptr inbounds float, ptr %2, i64 7
  store float %118, ptr %119, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fadd contract float %3, %4
  store float %5, ptr %0, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 1
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %2, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fadd contract float %7, %9
  %11 = getelementptr inbounds float, ptr %0, i64 1
  store float %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 2
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %2, i64 2
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %13, %15
  %17 = getelementptr inbounds float, ptr %0, i64 2
  store float %16, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 3
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %2, i64 3
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %19, %21
  %23 = getelementptr inbounds float, ptr %0, i64 3
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 4
  %25 = load float, ptr %24, align 4
  %26 = fadd contract float %25, %4
  %27 = getelementptr inbounds float, ptr %0, i64 4
  store float %26, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %1, i64 5
  %29 = load float, ptr %28, align 4
  %30 = fadd contract float %29, %9
  %31 = getelementptr inbounds float, ptr %0, i64 5
  store float %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 6
  %33 = load float, ptr %32, align 4
  %34 = fadd contract float %33, %15
  %35 = getelementptr inbounds float, ptr %0, i64 6
  store float %34, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %1, i64 7
  %37 = load float, ptr %36, align 4
  %38 = fadd contract float %37, %21
  %39 = getelementptr inbounds float, ptr %0, i64 7
  store float %38, ptr %39, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #4 {
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
  %13 = getelementptr inbounds float, ptr %1, i64 2
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 2
  %16 = load float, ptr %15, align 4
  %17 = fmul reassoc contract float %14, %16
  %18 = fadd reassoc contract float %12, %17
  %19 = getelementptr inbounds float, ptr %1, i64 3
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 3
  %22 = load float, ptr %21, align 4
  %23 = fmul reassoc contract float %20, %22
  %24 = fadd reassoc contract float %18, %23
  store float %24, ptr %2, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 4
  %26 = load float, ptr %25, align 4
  %27 = fmul reassoc contract float %26, %4
  %28 = fadd reassoc contract float %27, 0.000000e+00
  %29 = getelementptr inbounds float, ptr %1, i64 5
  %30 = load float, ptr %29, align 4
  %31 = fmul reassoc contract float %30, %10
  %32 = fadd reassoc contract float %28, %31
  %33 = getelementptr inbounds float, ptr %1, i64 6
  %34 = load float, ptr %33, align 4
  %35 = fmul reassoc contract float %34, %16
  %36 = fadd reassoc contract float %32, %35
  %37 = getelementptr inbounds float, ptr %1, i64 7
  %38 = load float, ptr %37, align 4
  %39 = fmul reassoc contract float %38, %22
  %40 = fadd reassoc contract float %36, %39
  %41 = getelementptr inbounds float, ptr %2, i64 1
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 8
  %43 = load float, ptr %42, align 4
  %44 = fmul reassoc contract float %43, %4
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = getelementptr inbounds float, ptr %1, i64 9
  %47 = load float, ptr %46, align 4
  %48 = fmul reassoc contract float %47, %10
  %49 = fadd reassoc contract float %45, %48
  %50 = getelementptr inbounds float, ptr %1, i64 10
  %51 = load float, ptr %50, align 4
  %52 = fmul reassoc contract float %51, %16
  %53 = fadd reassoc contract float %49, %52
  %54 = getelementptr inbounds float, ptr %1, i64 11
  %55 = load float, ptr %54, align 4
  %56 = fmul reassoc contract float %55, %22
  %57 = fadd reassoc contract float %53, %56
  %58 = getelementptr inbounds float, ptr %2, i64 2
  store float %57, ptr %58, align 4
  %59 = getelementptr inbounds float, ptr %1, i64 12
  %60 = load float, ptr %59, align 4
  %61 = fmul reassoc contract float %60, %4
  %62 = fadd reassoc contract float %61, 0.000000e+00
  %63 = getelementptr inbounds float, ptr %1, i64 13
  %64 = load float, ptr %63, align 4
  %65 = fmul reassoc contract float %64, %10
  %66 = fadd reassoc contract float %62, %65
  %67 = getelementptr inbounds float, ptr %1, i64 14
  %68 = load float, ptr %67, align 4
  %69 = fmul reassoc contract float %68, %16
  %70 = fadd reassoc contract float %66, %69
  %71 = getelementptr inbounds float, ptr %1, i64 15
  %72 = load float, ptr %71, align 4
  %73 = fmul reassoc contract float %72, %22
  %74 = fadd reassoc contract float %70, %73
  %75 = getelementptr inbounds float, ptr %2, i64 3
  store float %74, ptr %75, align 4
  %76 = getelementptr inbounds float, ptr %0, i64 4
  %77 = load float, ptr %76, align 4
  %78 = fmul reassoc contract float %3, %77
  %79 = fadd reassoc contract float %78, 0.000000e+00
  %80 = getelementptr inbounds float, ptr %0, i64 5
  %81 = load float, ptr %80, align 4
  %82 = fmul reassoc contract float %8, %81
  %83 = fadd reassoc contract float %79, %82
  %84 = getelementptr inbounds float, ptr %0, i64 6
  %85 = load float, ptr %84, align 4
  %86 = fmul reassoc contract float %14, %85
  %87 = fadd reassoc contract float %83, %86
  %88 = getelementptr inbounds float, ptr %0, i64 7
  %89 = load float, ptr %88, align 4
  %90 = fmul reassoc contract float %20, %89
  %91 = fadd reassoc contract float %87, %90
  %92 = getelementptr inbounds float, ptr %2, i64 4
  store float %91, ptr %92, align 4
  %93 = fmul reassoc contract float %26, %77
  %94 = fadd reassoc contract float %93, 0.000000e+00
  %95 = fmul reassoc contract float %30, %81
  %96 = fadd reassoc contract float %94, %95
  %97 = fmul reassoc contract float %34, %85
  %98 = fadd reassoc contract float %96, %97
  %99 = fmul reassoc contract float %38, %89
  %100 = fadd reassoc contract float %98, %99
  %101 = getelementptr inbounds float, ptr %2, i64 5
  store float %100, ptr %101, align 4
  %102 = fmul reassoc contract float %43, %77
  %103 = fadd reassoc contract float %102, 0.000000e+00
  %104 = fmul reassoc contract float %47, %81
  %105 = fadd reassoc contract float %103, %104
  %106 = fmul reassoc contract float %51, %85
  %107 = fadd reassoc contract float %105, %106
  %108 = fmul reassoc contract float %55, %89
  %109 = fadd reassoc contract float %107, %108
  %110 = getelementptr inbounds float, ptr %2, i64 6
  store float %109, ptr %110, align 4
  %111 = fmul reassoc contract float %60, %77
  %112 = fadd reassoc contract float %111, 0.000000e+00
  %113 = fmul reassoc contract float %64, %81
  %114 = fadd reassoc contract float %112, %113
  %115 = fmul reassoc contract float %68, %85
  %116 = fadd reassoc contract float %114, %115
  %117 = fmul reassoc contract float %72, %89
  %118 = fadd reassoc contract float %116, %117
  %119 = getelementptr inbounds float, ptr %2, i64 7
  store float %118, ptr %119, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #4 {
entry:
  %4 = load float, ptr %1, align 4
  %5 = load float, ptr %2, align 4
  %6 = fadd contract float %4, %5
  %7 = fcmp contract olt float %6, 0.000000e+00
  %8 = select contract i1 %7, float 0.000000e+00, float %6
  %9 = load float, ptr %3, align 4
  %10 = fadd contract float %9, %8
  store float %10, ptr %0, align 4
  %11 = getelementptr inbounds float, ptr %1, i64 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds float, ptr %2, i64 1
  %14 = load float, ptr %13, align 4
  %15 = fadd contract float %12, %14
  %16 = fcmp contract olt float %15, 0.000000e+00
  %17 = select contract i1 %16, float 0.000000e+00, float %15
  %18 = getelementptr inbounds float, ptr %3, i64 1
  %19 = load float, ptr %18, align 4
  %20 = fadd contract float %19, %17
  %21 = getelementptr inbounds float, ptr %0, i64 1
  store float %20, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %1, i64 2
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds float, ptr %2, i64 2
  %25 = load float, ptr %24, align 4
  %26 = fadd contract float %23, %25
  %27 = fcmp contract olt float %26, 0.000000e+00
  %28 = select contract i1 %27, float 0.000000e+00, float %26
  %29 = getelementptr inbounds float, ptr %3, i64 2
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %28
  %32 = getelementptr inbounds float, ptr %0, i64 2
  store float %31, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %1, i64 3
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr %2, i64 3
  %36 = load float, ptr %35, align 4
  %37 = fadd contract float %34, %36
  %38 = fcmp contract olt float %37, 0.000000e+00
  %39 = select contract i1 %38, float 0.000000e+00, float %37
  %40 = getelementptr inbounds float, ptr %3, i64 3
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %41, %39
  %43 = getelementptr inbounds float, ptr %0, i64 3
  store float %42, ptr %43, align 4
  %44 = getelementptr inbounds float, ptr %1, i64 4
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %45, %5
  %47 = fcmp contract olt float %46, 0.000000e+00
  %48 = select contract i1 %47, float 0.000000e+00, float %46
  %49 = getelementptr inbounds float, ptr %3, i64 4
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %48
  %52 = getelementptr inbounds float, ptr %0, i64 4
  store float %51, ptr %52, align 4
  %53 = getelementptr inbounds float, ptr %1, i64 5
  %54 = load float, ptr %53, align 4
  %55 = fadd contract float %54, %14
  %56 = fcmp contract olt float %55, 0.000000e+00
  %57 = select contract i1 %56, float 0.000000e+00, float %55
  %58 = getelementptr inbounds float, ptr %3, i64 5
  %59 = load float, ptr %58, align 4
  %60 = fadd contract float %59, %57
  %61 = getelementptr inbounds float, ptr %0, i64 5
  store float %60, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %1, i64 6
  %63 = load float, ptr %62, align 4
  %64 = fadd contract float %63, %25
  %65 = fcmp contract olt float %64, 0.000000e+00
  %66 = select contract i1 %65, float 0.000000e+00, float %64
  %67 = getelementptr inbounds float, ptr %3, i64 6
  %68 = load float, ptr %67, align 4
  %69 = fadd contract float %68, %66
  %70 = getelementptr inbounds float, ptr %0, i64 6
  store float %69, ptr %70, align 4
  %71 = getelementptr inbounds float, ptr %1, i64 7
  %72 = load float, ptr %71, align 4
  %73 = fadd contract float %72, %36
  %74 = fcmp contract olt float %73, 0.000000e+00
  %75 = select contract i1 %74, float 0.000000e+00, float %73
  %76 = getelementptr inbounds float, ptr %3, i64 7
  %77 = load float, ptr %76, align 4
  %78 = fadd contract float %77, %75
  %79 = getelementptr inbounds float, ptr %0, i64 7
  store float %78, ptr %79, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k5_ones(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store float 1.000000e+00, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 1
  store float 1.000000e+00, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 2
  store float 1.000000e+00, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %0, i64 3
  store float 1.000000e+00, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %0, i64 4
  store float 1.000000e+00, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %0, i64 5
  store float 1.000000e+00, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 6
  store float 1.000000e+00, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 7
  store float 1.000000e+00, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %0, i64 8
  store float 1.000000e+00, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 9
  store float 1.000000e+00, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %0, i64 10
  store float 1.000000e+00, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %0, i64 11
  store float 1.000000e+00, ptr %11, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #4 {
entry:
  %3 = getelementptr inbounds float, ptr %1, i64 3
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 2
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = load float, ptr %1, align 4
  %.phi.trans.insert28 = getelementptr inbounds float, ptr %1, i64 15
  %.pre29 = load float, ptr %.phi.trans.insert28, align 4
  %.phi.trans.insert26 = getelementptr inbounds float, ptr %1, i64 14
  %.pre27 = load float, ptr %.phi.trans.insert26, align 4
  %.phi.trans.insert24 = getelementptr inbounds float, ptr %1, i64 13
  %.pre25 = load float, ptr %.phi.trans.insert24, align 4
  %10 = getelementptr inbounds float, ptr %1, i64 12
  %.pre23 = load float, ptr %10, align 4
  %.phi.trans.insert21 = getelementptr inbounds float, ptr %1, i64 11
  %.pre22 = load float, ptr %.phi.trans.insert21, align 4
  %.phi.trans.insert19 = getelementptr inbounds float, ptr %1, i64 10
  %.pre20 = load float, ptr %.phi.trans.insert19, align 4
  %.phi.trans.insert17 = getelementptr inbounds float, ptr %1, i64 9
  %.pre18 = load float, ptr %.phi.trans.insert17, align 4
  %.phi.trans.insert15 = getelementptr inbounds float, ptr %1, i64 8
  %.pre16 = load float, ptr %.phi.trans.insert15, align 4
  %.phi.trans.insert13 = getelementptr inbounds float, ptr %1, i64 7
  %.pre14 = load float, ptr %.phi.trans.insert13, align 4
  %.phi.trans.insert11 = getelementptr inbounds float, ptr %1, i64 6
  %.pre12 = load float, ptr %.phi.trans.insert11, align 4
  %.phi.trans.insert9 = getelementptr inbounds float, ptr %1, i64 5
  %.pre10 = load float, ptr %.phi.trans.insert9, align 4
  %.phi.trans.insert = getelementptr inbounds float, ptr %1, i64 4
  %.pre = load float, ptr %.phi.trans.insert, align 4
  %11 = load float, ptr %0, align 4
  %12 = fmul reassoc contract float %9, %11
  %13 = fadd reassoc contract float %12, 0.000000e+00
  %14 = getelementptr inbounds float, ptr %0, i64 1
  %15 = load float, ptr %14, align 4
  %16 = fmul reassoc contract float %8, %15
  %17 = fadd reassoc contract float %13, %16
  %18 = getelementptr inbounds float, ptr %0, i64 2
  %19 = load float, ptr %18, align 4
  %20 = fmul reassoc contract float %6, %19
  %21 = fadd reassoc contract float %17, %20
  %22 = getelementptr inbounds float, ptr %0, i64 3
  %23 = load float, ptr %22, align 4
  %24 = fmul reassoc contract float %4, %23
  %25 = fadd reassoc contract float %21, %24
  store float %25, ptr %2, align 4
  %26 = fmul reassoc contract float %.pre, %11
  %27 = fadd reassoc contract float %26, 0.000000e+00
  %28 = fmul reassoc contract float %.pre10, %15
  %29 = fadd reassoc contract float %27, %28
  %30 = fmul reassoc contract float %.pre12, %19
  %31 = fadd reassoc contract float %29, %30
  %32 = fmul reassoc contract float %.pre14, %23
  %33 = fadd reassoc contract float %31, %32
  %34 = getelementptr inbounds float, ptr %2, i64 1
  store float %33, ptr %34, align 4
  %35 = fmul reassoc contract float %.pre16, %11
  %36 = fadd reassoc contract float %35, 0.000000e+00
  %37 = fmul reassoc contract float %.pre18, %15
  %38 = fadd reassoc contract float %36, %37
  %39 = fmul reassoc contract float %.pre20, %19
  %40 = fadd reassoc contract float %38, %39
  %41 = fmul reassoc contract float %.pre22, %23
  %42 = fadd reassoc contract float %40, %41
  %43 = getelementptr inbounds float, ptr %2, i64 2
  store float %42, ptr %43, align 4
  %44 = fmul reassoc contract float %.pre23, %11
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = fmul reassoc contract float %.pre25, %15
  %47 = fadd reassoc contract float %45, %46
  %48 = fmul reassoc contract float %.pre27, %19
  %49 = fadd reassoc contract float %47, %48
  %50 = fmul reassoc contract float %.pre29, %23
  %51 = fadd reassoc contract float %49, %50
  %52 = getelementptr inbounds float, ptr %2, i64 3
  store float %51, ptr %52, align 4
  %53 = getelementptr inbounds float, ptr %0, i64 4
  %54 = load float, ptr %53, align 4
  %55 = fmul reassoc contract float %9, %54
  %56 = fadd reassoc contract float %55, 0.000000e+00
  %57 = getelementptr inbounds float, ptr %0, i64 5
  %58 = load float, ptr %57, align 4
  %59 = fmul reassoc contract float %8, %58
  %60 = fadd reassoc contract float %56, %59
  %61 = getelementptr inbounds float, ptr %0, i64 6
  %62 = load float, ptr %61, align 4
  %63 = fmul reassoc contract float %6, %62
  %64 = fadd reassoc contract float %60, %63
  %65 = getelementptr inbounds float, ptr %0, i64 7
  %66 = load float, ptr %65, align 4
  %67 = fmul reassoc contract float %4, %66
  %68 = fadd reassoc contract float %64, %67
  %69 = getelementptr inbounds float, ptr %2, i64 4
  store float %68, ptr %69, align 4
  %70 = fmul reassoc contract float %.pre, %54
  %71 = fadd reassoc contract float %70, 0.000000e+00
  %72 = fmul reassoc contract float %.pre10, %58
  %73 = fadd reassoc contract float %71, %72
  %74 = fmul reassoc contract float %.pre12, %62
  %75 = fadd reassoc contract float %73, %74
  %76 = fmul reassoc contract float %.pre14, %66
  %77 = fadd reassoc contract float %75, %76
  %78 = getelementptr inbounds float, ptr %2, i64 5
  store float %77, ptr %78, align 4
  %79 = fmul reassoc contract float %.pre16, %54
  %80 = fadd reassoc contract float %79, 0.000000e+00
  %81 = fmul reassoc contract float %.pre18, %58
  %82 = fadd reassoc contract float %80, %81
  %83 = fmul reassoc contract float %.pre20, %62
  %84 = fadd reassoc contract float %82, %83
  %85 = fmul reassoc contract float %.pre22, %66
  %86 = fadd reassoc contract float %84, %85
  %87 = getelementptr inbounds float, ptr %2, i64 6
  store float %86, ptr %87, align 4
  %88 = fmul reassoc contract float %.pre23, %54
  %89 = fadd reassoc contract float %88, 0.000000e+00
  %90 = fmul reassoc contract float %.pre25, %58
  %91 = fadd reassoc contract float %89, %90
  %92 = fmul reassoc contract float %.pre27, %62
  %93 = fadd reassoc contract float %91, %92
  %94 = fmul reassoc contract float %.pre29, %66
  %95 = fadd reassoc contract float %93, %94
  %96 = getelementptr inbounds float, ptr %2, i64 7
  store float %95, ptr %96, align 4
  %97 = getelementptr inbounds float, ptr %0, i64 8
  %98 = load float, ptr %97, align 4
  %99 = fmul reassoc contract float %9, %98
  %100 = fadd reassoc contract float %99, 0.000000e+00
  %101 = getelementptr inbounds float, ptr %0, i64 9
  %102 = load float, ptr %101, align 4
  %103 = fmul reassoc contract float %8, %102
  %104 = fadd reassoc contract float %100, %103
  %105 = getelementptr inbounds float, ptr %0, i64 10
  %106 = load float, ptr %105, align 4
  %107 = fmul reassoc contract float %6, %106
  %108 = fadd reassoc contract float %104, %107
  %109 = getelementptr inbounds float, ptr %0, i64 11
  %110 = load float, ptr %109, align 4
  %111 = fmul reassoc contract float %4, %110
  %112 = fadd reassoc contract float %108, %111
  %113 = getelementptr inbounds float, ptr %2, i64 8
  store float %112, ptr %113, align 4
  %114 = fmul reassoc contract float %.pre, %98
  %115 = fadd reassoc contract float %114, 0.000000e+00
  %116 = fmul reassoc contract float %.pre10, %102
  %117 = fadd reassoc contract float %115, %116
  %118 = fmul reassoc contract float %.pre12, %106
  %119 = fadd reassoc contract float %117, %118
  %120 = fmul reassoc contract float %.pre14, %110
  %121 = fadd reassoc contract float %119, %120
  %122 = getelementptr inbounds float, ptr %2, i64 9
  store float %121, ptr %122, align 4
  %123 = fmul reassoc contract float %.pre16, %98
  %124 = fadd reassoc contract float %123, 0.000000e+00
  %125 = fmul reassoc contract float %.pre18, %102
  %126 = fadd reassoc contract float %124, %125
  %127 = fmul reassoc contract float %.pre20, %106
  %128 = fadd reassoc contract float %126, %127
  %129 = fmul reassoc contract float %.pre22, %110
  %130 = fadd reassoc contract float %128, %129
  %131 = getelementptr inbounds float, ptr %2, i64 10
  store float %130, ptr %131, align 4
  %132 = fmul reassoc contract float %.pre23, %98
  %133 = fadd reassoc contract float %132, 0.000000e+00
  %134 = fmul reassoc contract float %.pre25, %102
  %135 = fadd reassoc contract float %133, %134
  %136 = fmul reassoc contract float %.pre27, %106
  %137 = fadd reassoc contract float %135, %136
  %138 = fmul reassoc contract float %.pre29, %110
  %139 = fadd reassoc contract float %137, %138
  %140 = getelementptr inbounds float, ptr %2, i64 11
  store float %139, ptr %140, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k7_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fadd contract float %3, %4
  store float %5, ptr %0, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 1
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %2, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fadd contract float %7, %9
  %11 = getelementptr inbounds float, ptr %0, i64 1
  store float %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 2
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %2, i64 2
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %13, %15
  %17 = getelementptr inbounds float, ptr %0, i64 2
  store float %16, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 3
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %2, i64 3
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %19, %21
  %23 = getelementptr inbounds float, ptr %0, i64 3
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 4
  %25 = load float, ptr %24, align 4
  %26 = fadd contract float %25, %4
  %27 = getelementptr inbounds float, ptr %0, i64 4
  store float %26, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %1, i64 5
  %29 = load float, ptr %28, align 4
  %30 = fadd contract float %29, %9
  %31 = getelementptr inbounds float, ptr %0, i64 5
  store float %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 6
  %33 = load float, ptr %32, align 4
  %34 = fadd contract float %33, %15
  %35 = getelementptr inbounds float, ptr %0, i64 6
  store float %34, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %1, i64 7
  %37 = load float, ptr %36, align 4
  %38 = fadd contract float %37, %21
  %39 = getelementptr inbounds float, ptr %0, i64 7
  store float %38, ptr %39, align 4
  %40 = getelementptr inbounds float, ptr %1, i64 8
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %41, %4
  %43 = getelementptr inbounds float, ptr %0, i64 8
  store float %42, ptr %43, align 4
  %44 = getelementptr inbounds float, ptr %1, i64 9
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %45, %9
  %47 = getelementptr inbounds float, ptr %0, i64 9
  store float %46, ptr %47, align 4
  %48 = getelementptr inbounds float, ptr %1, i64 10
  %49 = load float, ptr %48, align 4
  %50 = fadd contract float %49, %15
  %51 = getelementptr inbounds float, ptr %0, i64 10
  store float %50, ptr %51, align 4
  %52 = getelementptr inbounds float, ptr %1, i64 11
  %53 = load float, ptr %52, align 4
  %54 = fadd contract float %53, %21
  %55 = getelementptr inbounds float, ptr %0, i64 11
  store float %54, ptr %55, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k8_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #4 {
entry:
  %3 = getelementptr inbounds float, ptr %1, i64 3
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 2
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = load float, ptr %1, align 4
  %.phi.trans.insert28 = getelementptr inbounds float, ptr %1, i64 15
  %.pre29 = load float, ptr %.phi.trans.insert28, align 4
  %.phi.trans.insert26 = getelementptr inbounds float, ptr %1, i64 14
  %.pre27 = load float, ptr %.phi.trans.insert26, align 4
  %.phi.trans.insert24 = getelementptr inbounds float, ptr %1, i64 13
  %.pre25 = load float, ptr %.phi.trans.insert24, align 4
  %10 = getelementptr inbounds float, ptr %1, i64 12
  %.pre23 = load float, ptr %10, align 4
  %.phi.trans.insert21 = getelementptr inbounds float, ptr %1, i64 11
  %.pre22 = load float, ptr %.phi.trans.insert21, align 4
  %.phi.trans.insert19 = getelementptr inbounds float, ptr %1, i64 10
  %.pre20 = load float, ptr %.phi.trans.insert19, align 4
  %.phi.trans.insert17 = getelementptr inbounds float, ptr %1, i64 9
  %.pre18 = load float, ptr %.phi.trans.insert17, align 4
  %.phi.trans.insert15 = getelementptr inbounds float, ptr %1, i64 8
  %.pre16 = load float, ptr %.phi.trans.insert15, align 4
  %.phi.trans.insert13 = getelementptr inbounds float, ptr %1, i64 7
  %.pre14 = load float, ptr %.phi.trans.insert13, align 4
  %.phi.trans.insert11 = getelementptr inbounds float, ptr %1, i64 6
  %.pre12 = load float, ptr %.phi.trans.insert11, align 4
  %.phi.trans.insert9 = getelementptr inbounds float, ptr %1, i64 5
  %.pre10 = load float, ptr %.phi.trans.insert9, align 4
  %.phi.trans.insert = getelementptr inbounds float, ptr %1, i64 4
  %.pre = load float, ptr %.phi.trans.insert, align 4
  %11 = load float, ptr %0, align 4
  %12 = fmul reassoc contract float %9, %11
  %13 = fadd reassoc contract float %12, 0.000000e+00
  %14 = getelementptr inbounds float, ptr %0, i64 1
  %15 = load float, ptr %14, align 4
  %16 = fmul reassoc contract float %8, %15
  %17 = fadd reassoc contract float %13, %16
  %18 = getelementptr inbounds float, ptr %0, i64 2
  %19 = load float, ptr %18, align 4
  %20 = fmul reassoc contract float %6, %19
  %21 = fadd reassoc contract float %17, %20
  %22 = getelementptr inbounds float, ptr %0, i64 3
  %23 = load float, ptr %22, align 4
  %24 = fmul reassoc contract float %4, %23
  %25 = fadd reassoc contract float %21, %24
  store float %25, ptr %2, align 4
  %26 = fmul reassoc contract float %.pre, %11
  %27 = fadd reassoc contract float %26, 0.000000e+00
  %28 = fmul reassoc contract float %.pre10, %15
  %29 = fadd reassoc contract float %27, %28
  %30 = fmul reassoc contract float %.pre12, %19
  %31 = fadd reassoc contract float %29, %30
  %32 = fmul reassoc contract float %.pre14, %23
  %33 = fadd reassoc contract float %31, %32
  %34 = getelementptr inbounds float, ptr %2, i64 1
  store float %33, ptr %34, align 4
  %35 = fmul reassoc contract float %.pre16, %11
  %36 = fadd reassoc contract float %35, 0.000000e+00
  %37 = fmul reassoc contract float %.pre18, %15
  %38 = fadd reassoc contract float %36, %37
  %39 = fmul reassoc contract float %.pre20, %19
  %40 = fadd reassoc contract float %38, %39
  %41 = fmul reassoc contract float %.pre22, %23
  %42 = fadd reassoc contract float %40, %41
  %43 = getelementptr inbounds float, ptr %2, i64 2
  store float %42, ptr %43, align 4
  %44 = fmul reassoc contract float %.pre23, %11
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = fmul reassoc contract float %.pre25, %15
  %47 = fadd reassoc contract float %45, %46
  %48 = fmul reassoc contract float %.pre27, %19
  %49 = fadd reassoc contract float %47, %48
  %50 = fmul reassoc contract float %.pre29, %23
  %51 = fadd reassoc contract float %49, %50
  %52 = getelementptr inbounds float, ptr %2, i64 3
  store float %51, ptr %52, align 4
  %53 = getelementptr inbounds float, ptr %0, i64 4
  %54 = load float, ptr %53, align 4
  %55 = fmul reassoc contract float %9, %54
  %56 = fadd reassoc contract float %55, 0.000000e+00
  %57 = getelementptr inbounds float, ptr %0, i64 5
  %58 = load float, ptr %57, align 4
  %59 = fmul reassoc contract float %8, %58
  %60 = fadd reassoc contract float %56, %59
  %61 = getelementptr inbounds float, ptr %0, i64 6
  %62 = load float, ptr %61, align 4
  %63 = fmul reassoc contract float %6, %62
  %64 = fadd reassoc contract float %60, %63
  %65 = getelementptr inbounds float, ptr %0, i64 7
  %66 = load float, ptr %65, align 4
  %67 = fmul reassoc contract float %4, %66
  %68 = fadd reassoc contract float %64, %67
  %69 = getelementptr inbounds float, ptr %2, i64 4
  store float %68, ptr %69, align 4
  %70 = fmul reassoc contract float %.pre, %54
  %71 = fadd reassoc contract float %70, 0.000000e+00
  %72 = fmul reassoc contract float %.pre10, %58
  %73 = fadd reassoc contract float %71, %72
  %74 = fmul reassoc contract float %.pre12, %62
  %75 = fadd reassoc contract float %73, %74
  %76 = fmul reassoc contract float %.pre14, %66
  %77 = fadd reassoc contract float %75, %76
  %78 = getelementptr inbounds float, ptr %2, i64 5
  store float %77, ptr %78, align 4
  %79 = fmul reassoc contract float %.pre16, %54
  %80 = fadd reassoc contract float %79, 0.000000e+00
  %81 = fmul reassoc contract float %.pre18, %58
  %82 = fadd reassoc contract float %80, %81
  %83 = fmul reassoc contract float %.pre20, %62
  %84 = fadd reassoc contract float %82, %83
  %85 = fmul reassoc contract float %.pre22, %66
  %86 = fadd reassoc contract float %84, %85
  %87 = getelementptr inbounds float, ptr %2, i64 6
  store float %86, ptr %87, align 4
  %88 = fmul reassoc contract float %.pre23, %54
  %89 = fadd reassoc contract float %88, 0.000000e+00
  %90 = fmul reassoc contract float %.pre25, %58
  %91 = fadd reassoc contract float %89, %90
  %92 = fmul reassoc contract float %.pre27, %62
  %93 = fadd reassoc contract float %91, %92
  %94 = fmul reassoc contract float %.pre29, %66
  %95 = fadd reassoc contract float %93, %94
  %96 = getelementptr inbounds float, ptr %2, i64 7
  store float %95, ptr %96, align 4
  %97 = getelementptr inbounds float, ptr %0, i64 8
  %98 = load float, ptr %97, align 4
  %99 = fmul reassoc contract float %9, %98
  %100 = fadd reassoc contract float %99, 0.000000e+00
  %101 = getelementptr inbounds float, ptr %0, i64 9
  %102 = load float, ptr %101, align 4
  %103 = fmul reassoc contract float %8, %102
  %104 = fadd reassoc contract float %100, %103
  %105 = getelementptr inbounds float, ptr %0, i64 10
  %106 = load float, ptr %105, align 4
  %107 = fmul reassoc contract float %6, %106
  %108 = fadd reassoc contract float %104, %107
  %109 = getelementptr inbounds float, ptr %0, i64 11
  %110 = load float, ptr %109, align 4
  %111 = fmul reassoc contract float %4, %110
  %112 = fadd reassoc contract float %108, %111
  %113 = getelementptr inbounds float, ptr %2, i64 8
  store float %112, ptr %113, align 4
  %114 = fmul reassoc contract float %.pre, %98
  %115 = fadd reassoc contract float %114, 0.000000e+00
  %116 = fmul reassoc contract float %.pre10, %102
  %117 = fadd reassoc contract float %115, %116
  %118 = fmul reassoc contract float %.pre12, %106
  %119 = fadd reassoc contract float %117, %118
  %120 = fmul reassoc contract float %.pre14, %110
  %121 = fadd reassoc contract float %119, %120
  %122 = getelementptr inbounds float, ptr %2, i64 9
  store float %121, ptr %122, align 4
  %123 = fmul reassoc contract float %.pre16, %98
  %124 = fadd reassoc contract float %123, 0.000000e+00
  %125 = fmul reassoc contract float %.pre18, %102
  %126 = fadd reassoc contract float %124, %125
  %127 = fmul reassoc contract float %.pre20, %106
  %128 = fadd reassoc contract float %126, %127
  %129 = fmul reassoc contract float %.pre22, %110
  %130 = fadd reassoc contract float %128, %129
  %131 = getelementptr inbounds float, ptr %2, i64 10
  store float %130, ptr %131, align 4
  %132 = fmul reassoc contract float %.pre23, %98
  %133 = fadd reassoc contract float %132, 0.000000e+00
  %134 = fmul reassoc contract float %.pre25, %102
  %135 = fadd reassoc contract float %133, %134
  %136 = fmul reassoc contract float %.pre27, %106
  %137 = fadd reassoc contract float %135, %136
  %138 = fmul reassoc contract float %.pre29, %110
  %139 = fadd reassoc contract float %137, %138
  %140 = getelementptr inbounds float, ptr %2, i64 11
  store float %139, ptr %140, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k9_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fadd contract float %3, %4
  store float %5, ptr %0, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 1
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %2, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fadd contract float %7, %9
  %11 = getelementptr inbounds float, ptr %0, i64 1
  store float %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 2
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %2, i64 2
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %13, %15
  %17 = getelementptr inbounds float, ptr %0, i64 2
  store float %16, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 3
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %2, i64 3
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %19, %21
  %23 = getelementptr inbounds float, ptr %0, i64 3
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 4
  %25 = load float, ptr %24, align 4
  %26 = fadd contract float %25, %4
  %27 = getelementptr inbounds float, ptr %0, i64 4
  store float %26, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %1, i64 5
  %29 = load float, ptr %28, align 4
  %30 = fadd contract float %29, %9
  %31 = getelementptr inbounds float, ptr %0, i64 5
  store float %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 6
  %33 = load float, ptr %32, align 4
  %34 = fadd contract float %33, %15
  %35 = getelementptr inbounds float, ptr %0, i64 6
  store float %34, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %1, i64 7
  %37 = load float, ptr %36, align 4
  %38 = fadd contract float %37, %21
  %39 = getelementptr inbounds float, ptr %0, i64 7
  store float %38, ptr %39, align 4
  %40 = getelementptr inbounds float, ptr %1, i64 8
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %41, %4
  %43 = getelementptr inbounds float, ptr %0, i64 8
  store float %42, ptr %43, align 4
  %44 = getelementptr inbounds float, ptr %1, i64 9
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %45, %9
  %47 = getelementptr inbounds float, ptr %0, i64 9
  store float %46, ptr %47, align 4
  %48 = getelementptr inbounds float, ptr %1, i64 10
  %49 = load float, ptr %48, align 4
  %50 = fadd contract float %49, %15
  %51 = getelementptr inbounds float, ptr %0, i64 10
  store float %50, ptr %51, align 4
  %52 = getelementptr inbounds float, ptr %1, i64 11
  %53 = load float, ptr %52, align 4
  %54 = fadd contract float %53, %21
  %55 = getelementptr inbounds float, ptr %0, i64 11
  store float %54, ptr %55, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

