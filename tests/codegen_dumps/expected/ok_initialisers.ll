; @init.forward with N = 1
; ModuleID = 'netc_init_forward'
source_filename = "netc_init_forward"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_init_forward(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds ptr, ptr %2, i64 3
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds ptr, ptr %2, i64 4
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds ptr, ptr %2, i64 5
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds ptr, ptr %2, i64 6
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds ptr, ptr %2, i64 7
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds ptr, ptr %2, i64 8
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds ptr, ptr %2, i64 9
  %22 = load ptr, ptr %21, align 8
  %23 = load ptr, ptr %2, align 8
  call fastcc void @k0_sum(ptr %3, ptr %23)
  %24 = getelementptr inbounds ptr, ptr %2, i64 1
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_sum(ptr nonnull %26, ptr %25)
  %27 = getelementptr inbounds ptr, ptr %2, i64 2
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k2_sum(ptr nonnull %29, ptr %28)
  %30 = load ptr, ptr %1, align 8
  call fastcc void @k3_add(ptr %30, ptr %8, ptr %10, ptr %12, ptr %14, ptr %16, ptr %18, ptr %20, ptr %22, ptr %3, ptr nonnull %26, ptr nonnull %29)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_sum(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %.lcssa.lcssa.lcssa16 = phi float [ 0.000000e+00, %entry ], [ %103, %exit2 ]
  %i = phi i64 [ 0, %entry ], [ %105, %exit2 ]
  %2 = mul nuw nsw i64 %i, 75
  br label %loop1

exit:                                             ; preds = %exit2
  store float %103, ptr %0, align 4
  ret void

loop1:                                            ; preds = %loop1, %loop
  %.lcssa.lcssa14 = phi float [ %.lcssa.lcssa.lcssa16, %loop ], [ %103, %loop1 ]
  %i3 = phi i64 [ 0, %loop ], [ %104, %loop1 ]
  %3 = mul nuw nsw i64 %i3, 25
  %4 = add nuw nsw i64 %3, %2
  %5 = getelementptr inbounds float, ptr %1, i64 %4
  %6 = load float, ptr %5, align 4
  %7 = fadd contract float %6, %.lcssa.lcssa14
  %8 = add nuw nsw i64 %4, 1
  %9 = getelementptr inbounds float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %7
  %12 = add nuw nsw i64 %4, 2
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fadd contract float %14, %11
  %16 = add nuw nsw i64 %4, 3
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = fadd contract float %18, %15
  %20 = add nuw nsw i64 %4, 4
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fadd contract float %22, %19
  %24 = add nuw nsw i64 %4, 5
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fadd contract float %26, %23
  %28 = add nuw nsw i64 %4, 6
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %27
  %32 = add nuw nsw i64 %4, 7
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fadd contract float %34, %31
  %36 = add nuw nsw i64 %4, 8
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %35
  %40 = add nuw nsw i64 %4, 9
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fadd contract float %42, %39
  %44 = add nuw nsw i64 %4, 10
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fadd contract float %46, %43
  %48 = add nuw nsw i64 %4, 11
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %47
  %52 = add nuw nsw i64 %4, 12
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fadd contract float %54, %51
  %56 = add nuw nsw i64 %4, 13
  %57 = getelementptr inbounds float, ptr %1, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = fadd contract float %58, %55
  %60 = add nuw nsw i64 %4, 14
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fadd contract float %62, %59
  %64 = add nuw nsw i64 %4, 15
  %65 = getelementptr inbounds float, ptr %1, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = fadd contract float %66, %63
  %68 = add nuw nsw i64 %4, 16
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = fadd contract float %70, %67
  %72 = add nuw nsw i64 %4, 17
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = fadd contract float %74, %71
  %76 = add nuw nsw i64 %4, 18
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fadd contract float %78, %75
  %80 = add nuw nsw i64 %4, 19
  %81 = getelementptr inbounds float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fadd contract float %82, %79
  %84 = add nuw nsw i64 %4, 20
  %85 = getelementptr inbounds float, ptr %1, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = fadd contract float %86, %83
  %88 = add nuw nsw i64 %4, 21
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = fadd contract float %90, %87
  %92 = add nuw nsw i64 %4, 22
  %93 = getelementptr inbounds float, ptr %1, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = fadd contract float %94, %91
  %96 = add nuw nsw i64 %4, 23
  %97 = getelementptr inbounds float, ptr %1, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = fadd contract float %98, %95
  %100 = add nuw nsw i64 %4, 24
  %101 = getelementptr inbounds float, ptr %1, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fadd contract float %102, %99
  %104 = add nuw nsw i64 %i3, 1
  %exitcond.not = icmp eq i64 %104, 3
  br i1 %exitcond.not, label %exit2, label %loop1

exit2:                                            ; preds = %loop1
  %105 = add nuw nsw i64 %i, 1
  %exitcond17.not = icmp eq i64 %105, 8
  br i1 %exitcond17.not, label %exit, label %loop
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sum(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
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
  %49 = getelementptr inbounds float, ptr %1, i64 16
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %48
  %52 = getelementptr inbounds float, ptr %1, i64 17
  %53 = load float, ptr %52, align 4
  %54 = fadd contract float %53, %51
  %55 = getelementptr inbounds float, ptr %1, i64 18
  %56 = load float, ptr %55, align 4
  %57 = fadd contract float %56, %54
  %58 = getelementptr inbounds float, ptr %1, i64 19
  %59 = load float, ptr %58, align 4
  %60 = fadd contract float %59, %57
  %61 = getelementptr inbounds float, ptr %1, i64 20
  %62 = load float, ptr %61, align 4
  %63 = fadd contract float %62, %60
  %64 = getelementptr inbounds float, ptr %1, i64 21
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %65, %63
  %67 = getelementptr inbounds float, ptr %1, i64 22
  %68 = load float, ptr %67, align 4
  %69 = fadd contract float %68, %66
  %70 = getelementptr inbounds float, ptr %1, i64 23
  %71 = load float, ptr %70, align 4
  %72 = fadd contract float %71, %69
  store float %72, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_sum(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
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
  %49 = getelementptr inbounds float, ptr %1, i64 16
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %48
  %52 = getelementptr inbounds float, ptr %1, i64 17
  %53 = load float, ptr %52, align 4
  %54 = fadd contract float %53, %51
  %55 = getelementptr inbounds float, ptr %1, i64 18
  %56 = load float, ptr %55, align 4
  %57 = fadd contract float %56, %54
  %58 = getelementptr inbounds float, ptr %1, i64 19
  %59 = load float, ptr %58, align 4
  %60 = fadd contract float %59, %57
  %61 = getelementptr inbounds float, ptr %1, i64 20
  %62 = load float, ptr %61, align 4
  %63 = fadd contract float %62, %60
  %64 = getelementptr inbounds float, ptr %1, i64 21
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %65, %63
  %67 = getelementptr inbounds float, ptr %1, i64 22
  %68 = load float, ptr %67, align 4
  %69 = fadd contract float %68, %66
  %70 = getelementptr inbounds float, ptr %1, i64 23
  %71 = load float, ptr %70, align 4
  %72 = fadd contract float %71, %69
  store float %72, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8, ptr noalias nocapture readonly %9, ptr noalias nocapture readonly %10, ptr noalias nocapture readonly %11) unnamed_addr #3 {
entry:
  %12 = load float, ptr %9, align 4
  %13 = load float, ptr %10, align 4
  %14 = load float, ptr %11, align 4
  %15 = load float, ptr %1, align 4
  %16 = load float, ptr %2, align 4
  %17 = fmul contract float %15, %16
  %18 = load float, ptr %3, align 4
  %19 = fadd contract float %17, %18
  %20 = load float, ptr %4, align 4
  %21 = fadd contract float %19, %20
  %22 = load float, ptr %5, align 4
  %23 = fadd contract float %21, %22
  %24 = load float, ptr %6, align 4
  %25 = fadd contract float %23, %24
  %26 = load float, ptr %7, align 4
  %27 = fadd contract float %25, %26
  %28 = load float, ptr %8, align 4
  %29 = fadd contract float %27, %28
  %30 = fadd contract float %29, %12
  %31 = fadd contract float %30, %13
  %32 = fadd contract float %31, %14
  store float %32, ptr %0, align 4
  %33 = getelementptr inbounds float, ptr %1, i64 1
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr %2, i64 1
  %36 = load float, ptr %35, align 4
  %37 = fmul contract float %34, %36
  %38 = getelementptr inbounds float, ptr %3, i64 1
  %39 = load float, ptr %38, align 4
  %40 = fadd contract float %37, %39
  %41 = getelementptr inbounds float, ptr %4, i64 1
  %42 = load float, ptr %41, align 4
  %43 = fadd contract float %40, %42
  %44 = getelementptr inbounds float, ptr %5, i64 1
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %43, %45
  %47 = getelementptr inbounds float, ptr %6, i64 1
  %48 = load float, ptr %47, align 4
  %49 = fadd contract float %46, %48
  %50 = getelementptr inbounds float, ptr %7, i64 1
  %51 = load float, ptr %50, align 4
  %52 = fadd contract float %49, %51
  %53 = getelementptr inbounds float, ptr %8, i64 1
  %54 = load float, ptr %53, align 4
  %55 = fadd contract float %52, %54
  %56 = fadd contract float %55, %12
  %57 = fadd contract float %56, %13
  %58 = fadd contract float %57, %14
  %59 = getelementptr inbounds float, ptr %0, i64 1
  store float %58, ptr %59, align 4
  %60 = getelementptr inbounds float, ptr %1, i64 2
  %61 = load float, ptr %60, align 4
  %62 = getelementptr inbounds float, ptr %2, i64 2
  %63 = load float, ptr %62, align 4
  %64 = fmul contract float %61, %63
  %65 = getelementptr inbounds float, ptr %3, i64 2
  %66 = load float, ptr %65, align 4
  %67 = fadd contract float %64, %66
  %68 = getelementptr inbounds float, ptr %4, i64 2
  %69 = load float, ptr %68, align 4
  %70 = fadd contract float %67, %69
  %71 = getelementptr inbounds float, ptr %5, i64 2
  %72 = load float, ptr %71, align 4
  %73 = fadd contract float %70, %72
  %74 = getelementptr inbounds float, ptr %6, i64 2
  %75 = load float, ptr %74, align 4
  %76 = fadd contract float %73, %75
  %77 = getelementptr inbounds float, ptr %7, i64 2
  %78 = load float, ptr %77, align 4
  %79 = fadd contract float %76, %78
  %80 = getelementptr inbounds float, ptr %8, i64 2
  %81 = load float, ptr %80, align 4
  %82 = fadd contract float %79, %81
  %83 = fadd contract float %82, %12
  %84 = fadd contract float %83, %13
  %85 = fadd contract float %84, %14
  %86 = getelementptr inbounds float, ptr %0, i64 2
  store float %85, ptr %86, align 4
  %87 = getelementptr inbounds float, ptr %1, i64 3
  %88 = load float, ptr %87, align 4
  %89 = getelementptr inbounds float, ptr %2, i64 3
  %90 = load float, ptr %89, align 4
  %91 = fmul contract float %88, %90
  %92 = getelementptr inbounds float, ptr %3, i64 3
  %93 = load float, ptr %92, align 4
  %94 = fadd contract float %91, %93
  %95 = getelementptr inbounds float, ptr %4, i64 3
  %96 = load float, ptr %95, align 4
  %97 = fadd contract float %94, %96
  %98 = getelementptr inbounds float, ptr %5, i64 3
  %99 = load float, ptr %98, align 4
  %100 = fadd contract float %97, %99
  %101 = getelementptr inbounds float, ptr %6, i64 3
  %102 = load float, ptr %101, align 4
  %103 = fadd contract float %100, %102
  %104 = getelementptr inbounds float, ptr %7, i64 3
  %105 = load float, ptr %104, align 4
  %106 = fadd contract float %103, %105
  %107 = getelementptr inbounds float, ptr %8, i64 3
  %108 = load float, ptr %107, align 4
  %109 = fadd contract float %106, %108
  %110 = fadd contract float %109, %12
  %111 = fadd contract float %110, %13
  %112 = fadd contract float %111, %14
  %113 = getelementptr inbounds float, ptr %0, i64 3
  store float %112, ptr %113, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

