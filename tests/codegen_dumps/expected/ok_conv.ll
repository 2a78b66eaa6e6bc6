; @net.forward with N = 1
; ModuleID = 'netc_net_forward'
source_filename = "netc_net_forward"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_net_forward(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias %3, i64 %4, i64 %5) local_unnamed_addr #0 {
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
  call void @netc_k_conv2d_f32(ptr %8, ptr %9, ptr %3, i64 1, i64 1, i64 28, i64 28, i64 8, i64 3, i64 3, i64 28, i64 28, i64 1, i64 1)
  %10 = getelementptr inbounds ptr, ptr %2, i64 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %2, i64 4
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds ptr, ptr %2, i64 5
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds ptr, ptr %2, i64 2
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds ptr, ptr %2, i64 3
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %3, i64 25088
  call fastcc void @k0_relu(ptr nonnull %20, ptr %3, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19)
  call void @netc_k_max_pool2d_f32(ptr nonnull %20, ptr %3, i64 8, i64 28, i64 28, i64 14, i64 14, i64 2, i64 2)
  %21 = getelementptr inbounds ptr, ptr %2, i64 6
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %3, i64 6272
  call void @netc_k_conv2d_f32(ptr %3, ptr %22, ptr nonnull %23, i64 1, i64 8, i64 14, i64 14, i64 16, i64 3, i64 3, i64 12, i64 12, i64 1, i64 0)
  %24 = getelementptr inbounds ptr, ptr %2, i64 7
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds i8, ptr %3, i64 15488
  call fastcc void @k1_relu(ptr nonnull %26, ptr nonnull %23, ptr %25)
  call void @netc_k_max_pool2d_f32(ptr nonnull %26, ptr %3, i64 16, i64 12, i64 12, i64 6, i64 6, i64 2, i64 2)
  %27 = getelementptr inbounds ptr, ptr %2, i64 8
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %3, i64 24704
  call fastcc void @k2_small_matmul(ptr %3, ptr %28, ptr nonnull %29)
  %30 = getelementptr inbounds ptr, ptr %2, i64 9
  %31 = load ptr, ptr %30, align 8
  %32 = load ptr, ptr %1, align 8
  call fastcc void @k3_add(ptr %32, ptr nonnull %29, ptr %31)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

declare void @netc_k_conv2d_f32(ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_relu(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6) unnamed_addr #3 {
entry:
  br label %loop1

loop1:                                            ; preds = %exit5, %entry
  %i3 = phi i64 [ 0, %entry ], [ %97, %exit5 ]
  %7 = mul nuw nsw i64 %i3, 784
  %8 = getelementptr inbounds float, ptr %2, i64 %i3
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds float, ptr %3, i64 %i3
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds float, ptr %4, i64 %i3
  %13 = load float, ptr %12, align 4
  %14 = fadd contract float %13, 0x3EE4F8B580000000
  %15 = tail call contract float @llvm.sqrt.f32(float %14)
  %16 = fdiv contract float 1.000000e+00, %15
  %17 = getelementptr inbounds float, ptr %5, i64 %i3
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds float, ptr %6, i64 %i3
  %20 = load float, ptr %19, align 4
  %broadcast.splatinsert19 = insertelement <8 x float> poison, float %20, i64 0
  %broadcast.splat20 = shufflevector <8 x float> %broadcast.splatinsert19, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert17 = insertelement <8 x float> poison, float %18, i64 0
  %broadcast.splat18 = shufflevector <8 x float> %broadcast.splatinsert17, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert15 = insertelement <8 x float> poison, float %16, i64 0
  %broadcast.splat16 = shufflevector <8 x float> %broadcast.splatinsert15, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert13 = insertelement <8 x float> poison, float %11, i64 0
  %broadcast.splat14 = shufflevector <8 x float> %broadcast.splatinsert13, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %loop4

exit2:                                            ; preds = %exit5
  ret void

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %96, %loop4 ]
  %21 = mul nuw nsw i64 %i6, 28
  %22 = add nuw nsw i64 %21, %7
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %wide.load = load <8 x float>, ptr %23, align 4
  %24 = fadd contract <8 x float> %wide.load, %broadcast.splat
  %25 = fsub contract <8 x float> %24, %broadcast.splat14
  %26 = fmul contract <8 x float> %25, %broadcast.splat16
  %27 = fmul contract <8 x float> %broadcast.splat18, %26
  %28 = fadd contract <8 x float> %broadcast.splat20, %27
  %29 = fcmp contract olt <8 x float> %28, zeroinitializer
  %30 = select <8 x i1> %29, <8 x float> zeroinitializer, <8 x float> %28
  %31 = getelementptr inbounds float, ptr %0, i64 %22
  store <8 x float> %30, ptr %31, align 4
  %32 = add nuw nsw i64 %22, 8
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %wide.load.1 = load <8 x float>, ptr %33, align 4
  %34 = fadd contract <8 x float> %wide.load.1, %broadcast.splat
  %35 = fsub contract <8 x float> %34, %broadcast.splat14
  %36 = fmul contract <8 x float> %35, %broadcast.splat16
  %37 = fmul contract <8 x float> %broadcast.splat18, %36
  %38 = fadd contract <8 x float> %broadcast.splat20, %37
  %39 = fcmp contract olt <8 x float> %38, zeroinitializer
  %40 = select <8 x i1> %39, <8 x float> zeroinitializer, <8 x float> %38
  %41 = getelementptr inbounds float, ptr %0, i64 %32
  store <8 x float> %40, ptr %41, align 4
  %42 = add nuw nsw i64 %22, 16
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  %wide.load.2 = load <8 x float>, ptr %43, align 4
  %44 = fadd contract <8 x float> %wide.load.2, %broadcast.splat
  %45 = fsub contract <8 x float> %44, %broadcast.splat14
  %46 = fmul contract <8 x float> %45, %broadcast.splat16
  %47 = fmul contract <8 x float> %broadcast.splat18, %46
  %48 = fadd contract <8 x float> %broadcast.splat20, %47
  %49 = fcmp contract olt <8 x float> %48, zeroinitializer
  %50 = select <8 x i1> %49, <8 x float> zeroinitializer, <8 x float> %48
  %51 = getelementptr inbounds float, ptr %0, i64 %42
  store <8 x float> %50, ptr %51, align 4
  %52 = add nuw nsw i64 %22, 24
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fadd contract float %54, %9
  %56 = fsub contract float %55, %11
  %57 = fmul contract float %56, %16
  %58 = fmul contract float %18, %57
  %59 = fadd contract float %20, %58
  %60 = fcmp contract olt float %59, 0.000000e+00
  %61 = select contract i1 %60, float 0.000000e+00, float %59
  %62 = getelementptr inbounds float, ptr %0, i64 %52
  store float %61, ptr %62, align 4
  %63 = add nuw nsw i64 %22, 25
  %64 = getelementptr inbounds float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %65, %9
  %67 = fsub contract float %66, %11
  %68 = fmul contract float %67, %16
  %69 = fmul contract float %18, %68
  %70 = fadd contract float %20, %69
  %71 = fcmp contract olt float %70, 0.000000e+00
  %72 = select contract i1 %71, float 0.000000e+00, float %70
  %73 = getelementptr inbounds float, ptr %0, i64 %63
  store float %72, ptr %73, align 4
  %74 = add nuw nsw i64 %22, 26
  %75 = getelementptr inbounds float, ptr %1, i64 %74
  %76 = load float, ptr %75, align 4
  %77 = fadd contract float %76, %9
  %78 = fsub contract float %77, %11
  %79 = fmul contract float %78, %16
  %80 = fmul contract float %18, %79
  %81 = fadd contract float %20, %80
  %82 = fcmp contract olt float %81, 0.000000e+00
  %83 = select contract i1 %82, float 0.000000e+00, float %81
  %84 = getelementptr inbounds float, ptr %0, i64 %74
  store float %83, ptr %84, align 4
  %85 = add nuw nsw i64 %22, 27
  %86 = getelementptr inbounds float, ptr %1, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fadd contract float %87, %9
  %89 = fsub contract float %88, %11
  %90 = fmul contract float %89, %16
  %91 = fmul contract float %18, %90
  %92 = fadd contract float %20, %91
  %93 = fcmp contract olt float %92, 0.000000e+00
  %94 = select contract i1 %93, float 0.000000e+00, float %92
  %95 = getelementptr inbounds float, ptr %0, i64 %85
  store float %94, ptr %95, align 4
  %96 = add nuw nsw i64 %i6, 1
  %exitcond11.not = icmp eq i64 %96, 28
  br i1 %exitcond11.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %97 = add nuw nsw i64 %i3, 1
  %exitcond12.not = icmp eq i64 %97, 8
  br i1 %exitcond12.not, label %exit2, label %loop1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

declare void @netc_k_max_pool2d_f32(ptr, ptr, i64, i64, i64, i64, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_relu(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #5 {
entry:
  br label %loop1

loop1:                                            ; preds = %exit5, %entry
  %i3 = phi i64 [ 0, %entry ], [ %92, %exit5 ]
  %3 = mul nuw nsw i64 %i3, 144
  %4 = getelementptr inbounds float, ptr %2, i64 %i3
  %5 = load float, ptr %4, align 4
  br label %loop4

exit2:                                            ; preds = %exit5
  ret void

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %91, %loop4 ]
  %6 = mul nuw nsw i64 %i6, 12
  %7 = add nuw nsw i64 %6, %3
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = load float, ptr %8, align 4
  %10 = fadd contract float %9, %5
  %11 = fcmp contract olt float %10, 0.000000e+00
  %12 = select contract i1 %11, float 0.000000e+00, float %10
  %13 = getelementptr inbounds float, ptr %0, i64 %7
  store float %12, ptr %13, align 4
  %14 = or i64 %7, 1
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = fadd contract float %16, %5
  %18 = fcmp contract olt float %17, 0.000000e+00
  %19 = select contract i1 %18, float 0.000000e+00, float %17
  %20 = getelementptr inbounds float, ptr %0, i64 %14
  store float %19, ptr %20, align 4
  %21 = or i64 %7, 2
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = fadd contract float %23, %5
  %25 = fcmp contract olt float %24, 0.000000e+00
  %26 = select contract i1 %25, float 0.000000e+00, float %24
  %27 = getelementptr inbounds float, ptr %0, i64 %21
  store float %26, ptr %27, align 4
  %28 = or i64 %7, 3
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %5
  %32 = fcmp contract olt float %31, 0.000000e+00
  %33 = select contract i1 %32, float 0.000000e+00, float %31
  %34 = getelementptr inbounds float, ptr %0, i64 %28
  store float %33, ptr %34, align 4
  %35 = add nuw nsw i64 %7, 4
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fadd contract float %37, %5
  %39 = fcmp contract olt float %38, 0.000000e+00
  %40 = select contract i1 %39, float 0.000000e+00, float %38
  %41 = getelementptr inbounds float, ptr %0, i64 %35
  store float %40, ptr %41, align 4
  %42 = add nuw nsw i64 %7, 5
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fadd contract float %44, %5
  %46 = fcmp contract olt float %45, 0.000000e+00
  %47 = select contract i1 %46, float 0.000000e+00, float %45
  %48 = getelementptr inbounds float, ptr %0, i64 %42
  store float %47, ptr %48, align 4
  %49 = add nuw nsw i64 %7, 6
  %50 = getelementptr inbounds float, ptr %1, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = fadd contract float %51, %5
  %53 = fcmp contract olt float %52, 0.000000e+00
  %54 = select contract i1 %53, float 0.000000e+00, float %52
  %55 = getelementptr inbounds float, ptr %0, i64 %49
  store float %54, ptr %55, align 4
  %56 = add nuw nsw i64 %7, 7
  %57 = getelementptr inbounds float, ptr %1, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = fadd contract float %58, %5
  %60 = fcmp contract olt float %59, 0.000000e+00
  %61 = select contract i1 %60, float 0.000000e+00, float %59
  %62 = getelementptr inbounds float, ptr %0, i64 %56
  store float %61, ptr %62, align 4
  %63 = add nuw nsw i64 %7, 8
  %64 = getelementptr inbounds float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %65, %5
  %67 = fcmp contract olt float %66, 0.000000e+00
  %68 = select contract i1 %67, float 0.000000e+00, float %66
  %69 = getelementptr inbounds float, ptr %0, i64 %63
  store float %68, ptr %69, align 4
  %70 = add nuw nsw i64 %7, 9
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = fadd contract float %72, %5
  %74 = fcmp contract olt float %73, 0.000000e+00
  %75 = select contract i1 %74, float 0.000000e+00, float %73
  %76 = getelementptr inbounds float, ptr %0, i64 %70
  store float %75, ptr %76, align 4
  %77 = add nuw nsw i64 %7, 10
  %78 = getelementptr inbounds float, ptr %1, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = fadd contract float %79, %5
  %81 = fcmp contract olt float %80, 0.000000e+00
  %82 = select contract i1 %81, float 0.000000e+00, float %80
  %83 = getelementptr inbounds float, ptr %0, i64 %77
  store float %82, ptr %83, align 4
  %84 = add nuw nsw i64 %7, 11
  %85 = getelementptr inbounds float, ptr %1, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = fadd contract float %86, %5
  %88 = fcmp contract olt float %87, 0.000000e+00
  %89 = select contract i1 %88, float 0.000000e+00, float %87
  %90 = getelementptr inbounds float, ptr %0, i64 %84
  store float %89, ptr %90, align 4
  %91 = add nuw nsw i64 %i6, 1
  %exitcond.not = icmp eq i64 %91, 12
  br i1 %exitcond.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %92 = add nuw nsw i64 %i3, 1
  %exitcond11.not = icmp eq i64 %92, 16
  br i1 %exitcond11.not, label %exit2, label %loop1
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #5 {
entry:
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %entry ], [ %31, %vector.body ]
  %vec.phi26 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %entry ], [ %32, %vector.body ]
  %vec.phi27 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %entry ], [ %33, %vector.body ]
  %vec.phi28 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %entry ], [ %34, %vector.body ]
  %3 = getelementptr inbounds float, ptr %1, i64 %index
  %wide.load = load <8 x float>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load29 = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %3, i64 16
  %wide.load30 = load <8 x float>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %3, i64 24
  %wide.load31 = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 %index
  %wide.load32 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %7, i64 8
  %wide.load33 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %7, i64 16
  %wide.load34 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %7, i64 24
  %wide.load35 = load <8 x float>, ptr %10, align 4
  %11 = fmul reassoc contract <8 x float> %wide.load, %wide.load32
  %12 = fmul reassoc contract <8 x float> %wide.load29, %wide.load33
  %13 = fmul reassoc contract <8 x float> %wide.load30, %wide.load34
  %14 = fmul reassoc contract <8 x float> %wide.load31, %wide.load35
  %15 = fadd reassoc contract <8 x float> %vec.phi, %11
  %16 = fadd reassoc contract <8 x float> %vec.phi26, %12
  %17 = fadd reassoc contract <8 x float> %vec.phi27, %13
  %18 = fadd reassoc contract <8 x float> %vec.phi28, %14
  %index.next = or i64 %index, 32
  %19 = getelementptr inbounds float, ptr %1, i64 %index.next
  %wide.load.1 = load <8 x float>, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %19, i64 8
  %wide.load29.1 = load <8 x float>, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %19, i64 16
  %wide.load30.1 = load <8 x float>, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %19, i64 24
  %wide.load31.1 = load <8 x float>, ptr %22, align 4
  %23 = getelementptr inbounds float, ptr %0, i64 %index.next
  %wide.load32.1 = load <8 x float>, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %23, i64 8
  %wide.load33.1 = load <8 x float>, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %23, i64 16
  %wide.load34.1 = load <8 x float>, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %23, i64 24
  %wide.load35.1 = load <8 x float>, ptr %26, align 4
  %27 = fmul reassoc contract <8 x float> %wide.load.1, %wide.load32.1
  %28 = fmul reassoc contract <8 x float> %wide.load29.1, %wide.load33.1
  %29 = fmul reassoc contract <8 x float> %wide.load30.1, %wide.load34.1
  %30 = fmul reassoc contract <8 x float> %wide.load31.1, %wide.load35.1
  %31 = fadd reassoc contract <8 x float> %15, %27
  %32 = fadd reassoc contract <8 x float> %16, %28
  %33 = fadd reassoc contract <8 x float> %17, %29
  %34 = fadd reassoc contract <8 x float> %18, %30
  %index.next.1 = add nuw nsw i64 %index, 64
  %35 = icmp eq i64 %index.next.1, 576
  br i1 %35, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd reassoc contract <8 x float> %32, %31
  %bin.rdx36 = fadd reassoc contract <8 x float> %33, %bin.rdx
  %bin.rdx37 = fadd reassoc contract <8 x float> %34, %bin.rdx36
  %36 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx37)
  store float %36, ptr %2, align 4
  br label %vector.body43

vector.body43:                                    ; preds = %vector.body43, %middle.block
  %index44 = phi i64 [ 0, %middle.block ], [ %index.next57.1, %vector.body43 ]
  %vec.phi45 = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block ], [ %67, %vector.body43 ]
  %vec.phi46 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block ], [ %68, %vector.body43 ]
  %vec.phi47 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block ], [ %69, %vector.body43 ]
  %vec.phi48 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block ], [ %70, %vector.body43 ]
  %37 = add nuw nsw i64 %index44, 576
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  %wide.load49 = load <8 x float>, ptr %38, align 4
  %39 = getelementptr inbounds float, ptr %38, i64 8
  %wide.load50 = load <8 x float>, ptr %39, align 4
  %40 = getelementptr inbounds float, ptr %38, i64 16
  %wide.load51 = load <8 x float>, ptr %40, align 4
  %41 = getelementptr inbounds float, ptr %38, i64 24
  %wide.load52 = load <8 x float>, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %0, i64 %index44
  %wide.load53 = load <8 x float>, ptr %42, align 4
  %43 = getelementptr inbounds float, ptr %42, i64 8
  %wide.load54 = load <8 x float>, ptr %43, align 4
  %44 = getelementptr inbounds float, ptr %42, i64 16
  %wide.load55 = load <8 x float>, ptr %44, align 4
  %45 = getelementptr inbounds float, ptr %42, i64 24
  %wide.load56 = load <8 x float>, ptr %45, align 4
  %46 = fmul reassoc contract <8 x float> %wide.load49, %wide.load53
  %47 = fmul reassoc contract <8 x float> %wide.load50, %wide.load54
  %48 = fmul reassoc contract <8 x float> %wide.load51, %wide.load55
  %49 = fmul reassoc contract <8 x float> %wide.load52, %wide.load56
  %50 = fadd reassoc contract <8 x float> %vec.phi45, %46
  %51 = fadd reassoc contract <8 x float> %vec.phi46, %47
  %52 = fadd reassoc contract <8 x float> %vec.phi47, %48
  %53 = fadd reassoc contract <8 x float> %vec.phi48, %49
  %index.next57 = or i64 %index44, 32
  %54 = add nuw nsw i64 %index44, 608
  %55 = getelementptr inbounds float, ptr %1, i64 %54
  %wide.load49.1 = load <8 x float>, ptr %55, align 4
  %56 = getelementptr inbounds float, ptr %55, i64 8
  %wide.load50.1 = load <8 x float>, ptr %56, align 4
  %57 = getelementptr inbounds float, ptr %55, i64 16
  %wide.load51.1 = load <8 x float>, ptr %57, align 4
  %58 = getelementptr inbounds float, ptr %55, i64 24
  %wide.load52.1 = load <8 x float>, ptr %58, align 4
  %59 = getelementptr inbounds float, ptr %0, i64 %index.next57
  %wide.load53.1 = load <8 x float>, ptr %59, align 4
  %60 = getelementptr inbounds float, ptr %59, i64 8
  %wide.load54.1 = load <8 x float>, ptr %60, align 4
  %61 = getelementptr inbounds float, ptr %59, i64 16
  %wide.load55.1 = load <8 x float>, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %59, i64 24
  %wide.load56.1 = load <8 x float>, ptr %62, align 4
  %63 = fmul reassoc contract <8 x float> %wide.load49.1, %wide.load53.1
  %64 = fmul reassoc contract <8 x float> %wide.load50.1, %wide.load54.1
  %65 = fmul reassoc contract <8 x float> %wide.load51.1, %wide.load55.1
  %66 = fmul reassoc contract <8 x float> %wide.load52.1, %wide.load56.1
  %67 = fadd reassoc contract <8 x float> %50, %63
  %68 = fadd reassoc contract <8 x float> %51, %64
  %69 = fadd reassoc contract <8 x float> %52, %65
  %70 = fadd reassoc contract <8 x float> %53, %66
  %index.next57.1 = add nuw nsw i64 %index44, 64
  %71 = icmp eq i64 %index.next57.1, 576
  br i1 %71, label %middle.block38, label %vector.body43, !llvm.loop !3

middle.block38:                                   ; preds = %vector.body43
  %bin.rdx58 = fadd reassoc contract <8 x float> %68, %67
  %bin.rdx59 = fadd reassoc contract <8 x float> %69, %bin.rdx58
  %bin.rdx60 = fadd reassoc contract <8 x float> %70, %bin.rdx59
  %72 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx60)
  %73 = getelementptr inbounds float, ptr %2, i64 1
  store float %72, ptr %73, align 4
  br label %vector.body67

vector.body67:                                    ; preds = %vector.body67, %middle.block38
  %index68 = phi i64 [ 0, %middle.block38 ], [ %index.next81.1, %vector.body67 ]
  %vec.phi69 = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block38 ], [ %104, %vector.body67 ]
  %vec.phi70 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block38 ], [ %105, %vector.body67 ]
  %vec.phi71 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block38 ], [ %106, %vector.body67 ]
  %vec.phi72 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block38 ], [ %107, %vector.body67 ]
  %74 = add nuw nsw i64 %index68, 1152
  %75 = getelementptr inbounds float, ptr %1, i64 %74
  %wide.load73 = load <8 x float>, ptr %75, align 4
  %76 = getelementptr inbounds float, ptr %75, i64 8
  %wide.load74 = load <8 x float>, ptr %76, align 4
  %77 = getelementptr inbounds float, ptr %75, i64 16
  %wide.load75 = load <8 x float>, ptr %77, align 4
  %78 = getelementptr inbounds float, ptr %75, i64 24
  %wide.load76 = load <8 x float>, ptr %78, align 4
  %79 = getelementptr inbounds float, ptr %0, i64 %index68
  %wide.load77 = load <8 x float>, ptr %79, align 4
  %80 = getelementptr inbounds float, ptr %79, i64 8
  %wide.load78 = load <8 x float>, ptr %80, align 4
  %81 = getelementptr inbounds float, ptr %79, i64 16
  %wide.load79 = load <8 x float>, ptr %81, align 4
  %82 = getelementptr inbounds float, ptr %79, i64 24
  %wide.load80 = load <8 x float>, ptr %82, align 4
  %83 = fmul reassoc contract <8 x float> %wide.load73, %wide.load77
  %84 = fmul reassoc contract <8 x float> %wide.load74, %wide.load78
  %85 = fmul reassoc contract <8 x float> %wide.load75, %wide.load79
  %86 = fmul reassoc contract <8 x float> %wide.load76, %wide.load80
  %87 = fadd reassoc contract <8 x float> %vec.phi69, %83
  %88 = fadd reassoc contract <8 x float> %vec.phi70, %84
  %89 = fadd reassoc contract <8 x float> %vec.phi71, %85
  %90 = fadd reassoc contract <8 x float> %vec.phi72, %86
  %index.next81 = or i64 %index68, 32
  %91 = add nuw nsw i64 %index68, 1184
  %92 = getelementptr inbounds float, ptr %1, i64 %91
  %wide.load73.1 = load <8 x float>, ptr %92, align 4
  %93 = getelementptr inbounds float, ptr %92, i64 8
  %wide.load74.1 = load <8 x float>, ptr %93, align 4
  %94 = getelementptr inbounds float, ptr %92, i64 16
  %wide.load75.1 = load <8 x float>, ptr %94, align 4
  %95 = getelementptr inbounds float, ptr %92, i64 24
  %wide.load76.1 = load <8 x float>, ptr %95, align 4
  %96 = getelementptr inbounds float, ptr %0, i64 %index.next81
  %wide.load77.1 = load <8 x float>, ptr %96, align 4
  %97 = getelementptr inbounds float, ptr %96, i64 8
  %wide.load78.1 = load <8 x float>, ptr %97, align 4
  %98 = getelementptr inbounds float, ptr %96, i64 16
  %wide.load79.1 = load <8 x float>, ptr %98, align 4
  %99 = getelementptr inbounds float, ptr %96, i64 24
  %wide.load80.1 = load <8 x float>, ptr %99, align 4
  %100 = fmul reassoc contract <8 x float> %wide.load73.1, %wide.load77.1
  %101 = fmul reassoc contract <8 x float> %wide.load74.1, %wide.load78.1
  %102 = fmul reassoc contract <8 x float> %wide.load75.1, %wide.load79.1
  %103 = fmul reassoc contract <8 x float> %wide.load76.1, %wide.load80.1
  %104 = fadd reassoc contract <8 x float> %87, %100
  %105 = fadd reassoc contract <8 x float> %88, %101
  %106 = fadd reassoc contract <8 x float> %89, %102
  %107 = fadd reassoc contract <8 x float> %90, %103
  %index.next81.1 = add nuw nsw i64 %index68, 64
  %108 = icmp eq i64 %index.next81.1, 576
  br i1 %108, label %middle.block62, label %vector.body67, !llvm.loop !4

middle.block62:                                   ; preds = %vector.body67
  %bin.rdx82 = fadd reassoc contract <8 x float> %105, %104
  %bin.rdx83 = fadd reassoc contract <8 x float> %106, %bin.rdx82
  %bin.rdx84 = fadd reassoc contract <8 x float> %107, %bin.rdx83
  %109 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx84)
  %110 = getelementptr inbounds float, ptr %2, i64 2
  store float %109, ptr %110, align 4
  br label %vector.body91

vector.body91:                                    ; preds = %vector.body91, %middle.block62
  %index92 = phi i64 [ 0, %middle.block62 ], [ %index.next105.1, %vector.body91 ]
  %vec.phi93 = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block62 ], [ %141, %vector.body91 ]
  %vec.phi94 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block62 ], [ %142, %vector.body91 ]
  %vec.phi95 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block62 ], [ %143, %vector.body91 ]
  %vec.phi96 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block62 ], [ %144, %vector.body91 ]
  %111 = add nuw nsw i64 %index92, 1728
  %112 = getelementptr inbounds float, ptr %1, i64 %111
  %wide.load97 = load <8 x float>, ptr %112, align 4
  %113 = getelementptr inbounds float, ptr %112, i64 8
  %wide.load98 = load <8 x float>, ptr %113, align 4
  %114 = getelementptr inbounds float, ptr %112, i64 16
  %wide.load99 = load <8 x float>, ptr %114, align 4
  %115 = getelementptr inbounds float, ptr %112, i64 24
  %wide.load100 = load <8 x float>, ptr %115, align 4
  %116 = getelementptr inbounds float, ptr %0, i64 %index92
  %wide.load101 = load <8 x float>, ptr %116, align 4
  %117 = getelementptr inbounds float, ptr %116, i64 8
  %wide.load102 = load <8 x float>, ptr %117, align 4
  %118 = getelementptr inbounds float, ptr %116, i64 16
  %wide.load103 = load <8 x float>, ptr %118, align 4
  %119 = getelementptr inbounds float, ptr %116, i64 24
  %wide.load104 = load <8 x float>, ptr %119, align 4
  %120 = fmul reassoc contract <8 x float> %wide.load97, %wide.load101
  %121 = fmul reassoc contract <8 x float> %wide.load98, %wide.load102
  %122 = fmul reassoc contract <8 x float> %wide.load99, %wide.load103
  %123 = fmul reassoc contract <8 x float> %wide.load100, %wide.load104
  %124 = fadd reassoc contract <8 x float> %vec.phi93, %120
  %125 = fadd reassoc contract <8 x float> %vec.phi94, %121
  %126 = fadd reassoc contract <8 x float> %vec.phi95, %122
  %127 = fadd reassoc contract <8 x float> %vec.phi96, %123
  %index.next105 = or i64 %index92, 32
  %128 = add nuw nsw i64 %index92, 1760
  %129 = getelementptr inbounds float, ptr %1, i64 %128
  %wide.load97.1 = load <8 x float>, ptr %129, align 4
  %130 = getelementptr inbounds float, ptr %129, i64 8
  %wide.load98.1 = load <8 x float>, ptr %130, align 4
  %131 = getelementptr inbounds float, ptr %129, i64 16
  %wide.load99.1 = load <8 x float>, ptr %131, align 4
  %132 = getelementptr inbounds float, ptr %129, i64 24
  %wide.load100.1 = load <8 x float>, ptr %132, align 4
  %133 = getelementptr inbounds float, ptr %0, i64 %index.next105
  %wide.load101.1 = load <8 x float>, ptr %133, align 4
  %134 = getelementptr inbounds float, ptr %133, i64 8
  %wide.load102.1 = load <8 x float>, ptr %134, align 4
  %135 = getelementptr inbounds float, ptr %133, i64 16
  %wide.load103.1 = load <8 x float>, ptr %135, align 4
  %136 = getelementptr inbounds float, ptr %133, i64 24
  %wide.load104.1 = load <8 x float>, ptr %136, align 4
  %137 = fmul reassoc contract <8 x float> %wide.load97.1, %wide.load101.1
  %138 = fmul reassoc contract <8 x float> %wide.load98.1, %wide.load102.1
  %139 = fmul reassoc contract <8 x float> %wide.load99.1, %wide.load103.1
  %140 = fmul reassoc contract <8 x float> %wide.load100.1, %wide.load104.1
  %141 = fadd reassoc contract <8 x float> %124, %137
  %142 = fadd reassoc contract <8 x float> %125, %138
  %143 = fadd reassoc contract <8 x float> %126, %139
  %144 = fadd reassoc contract <8 x float> %127, %140
  %index.next105.1 = add nuw nsw i64 %index92, 64
  %145 = icmp eq i64 %index.next105.1, 576
  br i1 %145, label %middle.block86, label %vector.body91, !llvm.loop !5

middle.block86:                                   ; preds = %vector.body91
  %bin.rdx106 = fadd reassoc contract <8 x float> %142, %141
  %bin.rdx107 = fadd reassoc contract <8 x float> %143, %bin.rdx106
  %bin.rdx108 = fadd reassoc contract <8 x float> %144, %bin.rdx107
  %146 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx108)
  %147 = getelementptr inbounds float, ptr %2, i64 3
  store float %146, ptr %147, align 4
  br label %vector.body115

vector.body115:                                   ; preds = %vector.body115, %middle.block86
  %index116 = phi i64 [ 0, %middle.block86 ], [ %index.next129.1, %vector.body115 ]
  %vec.phi117 = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block86 ], [ %178, %vector.body115 ]
  %vec.phi118 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block86 ], [ %179, %vector.body115 ]
  %vec.phi119 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block86 ], [ %180, %vector.body115 ]
  %vec.phi120 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block86 ], [ %181, %vector.body115 ]
  %148 = add nuw nsw i64 %index116, 2304
  %149 = getelementptr inbounds float, ptr %1, i64 %148
  %wide.load121 = load <8 x float>, ptr %149, align 4
  %150 = getelementptr inbounds float, ptr %149, i64 8
  %wide.load122 = load <8 x float>, ptr %150, align 4
  %151 = getelementptr inbounds float, ptr %149, i64 16
  %wide.load123 = load <8 x float>, ptr %151, align 4
  %152 = getelementptr inbounds float, ptr %149, i64 24
  %wide.load124 = load <8 x float>, ptr %152, align 4
  %153 = getelementptr inbounds float, ptr %0, i64 %index116
  %wide.load125 = load <8 x float>, ptr %153, align 4
  %154 = getelementptr inbounds float, ptr %153, i64 8
  %wide.load126 = load <8 x float>, ptr %154, align 4
  %155 = getelementptr inbounds float, ptr %153, i64 16
  %wide.load127 = load <8 x float>, ptr %155, align 4
  %156 = getelementptr inbounds float, ptr %153, i64 24
  %wide.load128 = load <8 x float>, ptr %156, align 4
  %157 = fmul reassoc contract <8 x float> %wide.load121, %wide.load125
  %158 = fmul reassoc contract <8 x float> %wide.load122, %wide.load126
  %159 = fmul reassoc contract <8 x float> %wide.load123, %wide.load127
  %160 = fmul reassoc contract <8 x float> %wide.load124, %wide.load128
  %161 = fadd reassoc contract <8 x float> %vec.phi117, %157
  %162 = fadd reassoc contract <8 x float> %vec.phi118, %158
  %163 = fadd reassoc contract <8 x float> %vec.phi119, %159
  %164 = fadd reassoc contract <8 x float> %vec.phi120, %160
  %index.next129 = or i64 %index116, 32
  %165 = add nuw nsw i64 %index116, 2336
  %166 = getelementptr inbounds float, ptr %1, i64 %165
  %wide.load121.1 = load <8 x float>, ptr %166, align 4
  %167 = getelementptr inbounds float, ptr %166, i64 8
  %wide.load122.1 = load <8 x float>, ptr %167, align 4
  %168 = getelementptr inbounds float, ptr %166, i64 16
  %wide.load123.1 = load <8 x float>, ptr %168, align 4
  %169 = getelementptr inbounds float, ptr %166, i64 24
  %wide.load124.1 = load <8 x float>, ptr %169, align 4
  %170 = getelementptr inbounds float, ptr %0, i64 %index.next129
  %wide.load125.1 = load <8 x float>, ptr %170, align 4
  %171 = getelementptr inbounds float, ptr %170, i64 8
  %wide.load126.1 = load <8 x float>, ptr %171, align 4
  %172 = getelementptr inbounds float, ptr %170, i64 16
  %wide.load127.1 = load <8 x float>, ptr %172, align 4
  %173 = getelementptr inbounds float, ptr %170, i64 24
  %wide.load128.1 = load <8 x float>, ptr %173, align 4
  %174 = fmul reassoc contract <8 x float> %wide.load121.1, %wide.load125.1
  %175 = fmul reassoc contract <8 x float> %wide.load122.1, %wide.load126.1
  %176 = fmul reassoc contract <8 x float> %wide.load123.1, %wide.load127.1
  %177 = fmul reassoc contract <8 x float> %wide.load124.1, %wide.load128.1
  %178 = fadd reassoc contract <8 x float> %161, %174
  %179 = fadd reassoc contract <8 x float> %162, %175
  %180 = fadd reassoc contract <8 x float> %163, %176
  %181 = fadd reassoc contract <8 x float> %164, %177
  %index.next129.1 = add nuw nsw i64 %index116, 64
  %182 = icmp eq i64 %index.next129.1, 576
  br i1 %182, label %middle.block110, label %vector.body115, !llvm.loop !6

middle.block110:                                  ; preds = %vector.body115
  %bin.rdx130 = fadd reassoc contract <8 x float> %179, %178
  %bin.rdx131 = fadd reassoc contract <8 x float> %180, %bin.rdx130
  %bin.rdx132 = fadd reassoc contract <8 x float> %181, %bin.rdx131
  %183 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx132)
  %184 = getelementptr inbounds float, ptr %2, i64 4
  store float %183, ptr %184, align 4
  br label %vector.body139

vector.body139:                                   ; preds = %vector.body139, %middle.block110
  %index140 = phi i64 [ 0, %middle.block110 ], [ %index.next153.1, %vector.body139 ]
  %vec.phi141 = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block110 ], [ %215, %vector.body139 ]
  %vec.phi142 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block110 ], [ %216, %vector.body139 ]
  %vec.phi143 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block110 ], [ %217, %vector.body139 ]
  %vec.phi144 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block110 ], [ %218, %vector.body139 ]
  %185 = add nuw nsw i64 %index140, 2880
  %186 = getelementptr inbounds float, ptr %1, i64 %185
  %wide.load145 = load <8 x float>, ptr %186, align 4
  %187 = getelementptr inbounds float, ptr %186, i64 8
  %wide.load146 = load <8 x float>, ptr %187, align 4
  %188 = getelementptr inbounds float, ptr %186, i64 16
  %wide.load147 = load <8 x float>, ptr %188, align 4
  %189 = getelementptr inbounds float, ptr %186, i64 24
  %wide.load148 = load <8 x float>, ptr %189, align 4
  %190 = getelementptr inbounds float, ptr %0, i64 %index140
  %wide.load149 = load <8 x float>, ptr %190, align 4
  %191 = getelementptr inbounds float, ptr %190, i64 8
  %wide.load150 = load <8 x float>, ptr %191, align 4
  %192 = getelementptr inbounds float, ptr %190, i64 16
  %wide.load151 = load <8 x float>, ptr %192, align 4
  %193 = getelementptr inbounds float, ptr %190, i64 24
  %wide.load152 = load <8 x float>, ptr %193, align 4
  %194 = fmul reassoc contract <8 x float> %wide.load145, %wide.load149
  %195 = fmul reassoc contract <8 x float> %wide.load146, %wide.load150
  %196 = fmul reassoc contract <8 x float> %wide.load147, %wide.load151
  %197 = fmul reassoc contract <8 x float> %wide.load148, %wide.load152
  %198 = fadd reassoc contract <8 x float> %vec.phi141, %194
  %199 = fadd reassoc contract <8 x float> %vec.phi142, %195
  %200 = fadd reassoc contract <8 x float> %vec.phi143, %196
  %201 = fadd reassoc contract <8 x float> %vec.phi144, %197
  %index.next153 = or i64 %index140, 32
  %202 = add nuw nsw i64 %index140, 2912
  %203 = getelementptr inbounds float, ptr %1, i64 %202
  %wide.load145.1 = load <8 x float>, ptr %203, align 4
  %204 = getelementptr inbounds float, ptr %203, i64 8
  %wide.load146.1 = load <8 x float>, ptr %204, align 4
  %205 = getelementptr inbounds float, ptr %203, i64 16
  %wide.load147.1 = load <8 x float>, ptr %205, align 4
  %206 = getelementptr inbounds float, ptr %203, i64 24
  %wide.load148.1 = load <8 x float>, ptr %206, align 4
  %207 = getelementptr inbounds float, ptr %0, i64 %index.next153
  %wide.load149.1 = load <8 x float>, ptr %207, align 4
  %208 = getelementptr inbounds float, ptr %207, i64 8
  %wide.load150.1 = load <8 x float>, ptr %208, align 4
  %209 = getelementptr inbounds float, ptr %207, i64 16
  %wide.load151.1 = load <8 x float>, ptr %209, align 4
  %210 = getelementptr inbounds float, ptr %207, i64 24
  %wide.load152.1 = load <8 x float>, ptr %210, align 4
  %211 = fmul reassoc contract <8 x float> %wide.load145.1, %wide.load149.1
  %212 = fmul reassoc contract <8 x float> %wide.load146.1, %wide.load150.1
  %213 = fmul reassoc contract <8 x float> %wide.load147.1, %wide.load151.1
  %214 = fmul reassoc contract <8 x float> %wide.load148.1, %wide.load152.1
  %215 = fadd reassoc contract <8 x float> %198, %211
  %216 = fadd reassoc contract <8 x float> %199, %212
  %217 = fadd reassoc contract <8 x float> %200, %213
  %218 = fadd reassoc contract <8 x float> %201, %214
  %index.next153.1 = add nuw nsw i64 %index140, 64
  %219 = icmp eq i64 %index.next153.1, 576
  br i1 %219, label %middle.block134, label %vector.body139, !llvm.loop !7

middle.block134:                                  ; preds = %vector.body139
  %bin.rdx154 = fadd reassoc contract <8 x float> %216, %215
  %bin.rdx155 = fadd reassoc contract <8 x float> %217, %bin.rdx154
  %bin.rdx156 = fadd reassoc contract <8 x float> %218, %bin.rdx155
  %220 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx156)
  %221 = getelementptr inbounds float, ptr %2, i64 5
  store float %220, ptr %221, align 4
  br label %vector.body163

vector.body163:                                   ; preds = %vector.body163, %middle.block134
  %index164 = phi i64 [ 0, %middle.block134 ], [ %index.next177.1, %vector.body163 ]
  %vec.phi165 = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block134 ], [ %252, %vector.body163 ]
  %vec.phi166 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block134 ], [ %253, %vector.body163 ]
  %vec.phi167 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block134 ], [ %254, %vector.body163 ]
  %vec.phi168 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block134 ], [ %255, %vector.body163 ]
  %222 = add nuw nsw i64 %index164, 3456
  %223 = getelementptr inbounds float, ptr %1, i64 %222
  %wide.load169 = load <8 x float>, ptr %223, align 4
  %224 = getelementptr inbounds float, ptr %223, i64 8
  %wide.load170 = load <8 x float>, ptr %224, align 4
  %225 = getelementptr inbounds float, ptr %223, i64 16
  %wide.load171 = load <8 x float>, ptr %225, align 4
  %226 = getelementptr inbounds float, ptr %223, i64 24
  %wide.load172 = load <8 x float>, ptr %226, align 4
  %227 = getelementptr inbounds float, ptr %0, i64 %index164
  %wide.load173 = load <8 x float>, ptr %227, align 4
  %228 = getelementptr inbounds float, ptr %227, i64 8
  %wide.load174 = load <8 x float>, ptr %228, align 4
  %229 = getelementptr inbounds float, ptr %227, i64 16
  %wide.load175 = load <8 x float>, ptr %229, align 4
  %230 = getelementptr inbounds float, ptr %227, i64 24
  %wide.load176 = load <8 x float>, ptr %230, align 4
  %231 = fmul reassoc contract <8 x float> %wide.load169, %wide.load173
  %232 = fmul reassoc contract <8 x float> %wide.load170, %wide.load174
  %233 = fmul reassoc contract <8 x float> %wide.load171, %wide.load175
  %234 = fmul reassoc contract <8 x float> %wide.load172, %wide.load176
  %235 = fadd reassoc contract <8 x float> %vec.phi165, %231
  %236 = fadd reassoc contract <8 x float> %vec.phi166, %232
  %237 = fadd reassoc contract <8 x float> %vec.phi167, %233
  %238 = fadd reassoc contract <8 x float> %vec.phi168, %234
  %index.next177 = or i64 %index164, 32
  %239 = add nuw nsw i64 %index164, 3488
  %240 = getelementptr inbounds float, ptr %1, i64 %239
  %wide.load169.1 = load <8 x float>, ptr %240, align 4
  %241 = getelementptr inbounds float, ptr %240, i64 8
  %wide.load170.1 = load <8 x float>, ptr %241, align 4
  %242 = getelementptr inbounds float, ptr %240, i64 16
  %wide.load171.1 = load <8 x float>, ptr %242, align 4
  %243 = getelementptr inbounds float, ptr %240, i64 24
  %wide.load172.1 = load <8 x float>, ptr %243, align 4
  %244 = getelementptr inbounds float, ptr %0, i64 %index.next177
  %wide.load173.1 = load <8 x float>, ptr %244, align 4
  %245 = getelementptr inbounds float, ptr %244, i64 8
  %wide.load174.1 = load <8 x float>, ptr %245, align 4
  %246 = getelementptr inbounds float, ptr %244, i64 16
  %wide.load175.1 = load <8 x float>, ptr %246, align 4
  %247 = getelementptr inbounds float, ptr %244, i64 24
  %wide.load176.1 = load <8 x float>, ptr %247, align 4
  %248 = fmul reassoc contract <8 x float> %wide.load169.1, %wide.load173.1
  %249 = fmul reassoc contract <8 x float> %wide.load170.1, %wide.load174.1
  %250 = fmul reassoc contract <8 x float> %wide.load171.1, %wide.load175.1
  %251 = fmul reassoc contract <8 x float> %wide.load172.1, %wide.load176.1
  %252 = fadd reassoc contract <8 x float> %235, %248
  %253 = fadd reassoc contract <8 x float> %236, %249
  %254 = fadd reassoc contract <8 x float> %237, %250
  %255 = fadd reassoc contract <8 x float> %238, %251
  %index.next177.1 = add nuw nsw i64 %index164, 64
  %256 = icmp eq i64 %index.next177.1, 576
  br i1 %256, label %middle.block158, label %vector.body163, !llvm.loop !8

middle.block158:                                  ; preds = %vector.body163
  %bin.rdx178 = fadd reassoc contract <8 x float> %253, %252
  %bin.rdx179 = fadd reassoc contract <8 x float> %254, %bin.rdx178
  %bin.rdx180 = fadd reassoc contract <8 x float> %255, %bin.rdx179
  %257 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx180)
  %258 = getelementptr inbounds float, ptr %2, i64 6
  store float %257, ptr %258, align 4
  br label %vector.body187

vector.body187:                                   ; preds = %vector.body187, %middle.block158
  %index188 = phi i64 [ 0, %middle.block158 ], [ %index.next201.1, %vector.body187 ]
  %vec.phi189 = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block158 ], [ %289, %vector.body187 ]
  %vec.phi190 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block158 ], [ %290, %vector.body187 ]
  %vec.phi191 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block158 ], [ %291, %vector.body187 ]
  %vec.phi192 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block158 ], [ %292, %vector.body187 ]
  %259 = add nuw nsw i64 %index188, 4032
  %260 = getelementptr inbounds float, ptr %1, i64 %259
  %wide.load193 = load <8 x float>, ptr %260, align 4
  %261 = getelementptr inbounds float, ptr %260, i64 8
  %wide.load194 = load <8 x float>, ptr %261, align 4
  %262 = getelementptr inbounds float, ptr %260, i64 16
  %wide.load195 = load <8 x float>, ptr %262, align 4
  %263 = getelementptr inbounds float, ptr %260, i64 24
  %wide.load196 = load <8 x float>, ptr %263, align 4
  %264 = getelementptr inbounds float, ptr %0, i64 %index188
  %wide.load197 = load <8 x float>, ptr %264, align 4
  %265 = getelementptr inbounds float, ptr %264, i64 8
  %wide.load198 = load <8 x float>, ptr %265, align 4
  %266 = getelementptr inbounds float, ptr %264, i64 16
  %wide.load199 = load <8 x float>, ptr %266, align 4
  %267 = getelementptr inbounds float, ptr %264, i64 24
  %wide.load200 = load <8 x float>, ptr %267, align 4
  %268 = fmul reassoc contract <8 x float> %wide.load193, %wide.load197
  %269 = fmul reassoc contract <8 x float> %wide.load194, %wide.load198
  %270 = fmul reassoc contract <8 x float> %wide.load195, %wide.load199
  %271 = fmul reassoc contract <8 x float> %wide.load196, %wide.load200
  %272 = fadd reassoc contract <8 x float> %vec.phi189, %268
  %273 = fadd reassoc contract <8 x float> %vec.phi190, %269
  %274 = fadd reassoc contract <8 x float> %vec.phi191, %270
  %275 = fadd reassoc contract <8 x float> %vec.phi192, %271
  %index.next201 = or i64 %index188, 32
  %276 = add nuw nsw i64 %index188, 4064
  %277 = getelementptr inbounds float, ptr %1, i64 %276
  %wide.load193.1 = load <8 x float>, ptr %277, align 4
  %278 = getelementptr inbounds float, ptr %277, i64 8
  %wide.load194.1 = load <8 x float>, ptr %278, align 4
  %279 = getelementptr inbounds float, ptr %277, i64 16
  %wide.load195.1 = load <8 x float>, ptr %279, align 4
  %280 = getelementptr inbounds float, ptr %277, i64 24
  %wide.load196.1 = load <8 x float>, ptr %280, align 4
  %281 = getelementptr inbounds float, ptr %0, i64 %index.next201
  %wide.load197.1 = load <8 x float>, ptr %281, align 4
  %282 = getelementptr inbounds float, ptr %281, i64 8
  %wide.load198.1 = load <8 x float>, ptr %282, align 4
  %283 = getelementptr inbounds float, ptr %281, i64 16
  %wide.load199.1 = load <8 x float>, ptr %283, align 4
  %284 = getelementptr inbounds float, ptr %281, i64 24
  %wide.load200.1 = load <8 x float>, ptr %284, align 4
  %285 = fmul reassoc contract <8 x float> %wide.load193.1, %wide.load197.1
  %286 = fmul reassoc contract <8 x float> %wide.load194.1, %wide.load198.1
  %287 = fmul reassoc contract <8 x float> %wide.load195.1, %wide.load199.1
  %288 = fmul reassoc contract <8 x float> %wide.load196.1, %wide.load200.1
  %289 = fadd reassoc contract <8 x float> %272, %285
  %290 = fadd reassoc contract <8 x float> %273, %286
  %291 = fadd reassoc contract <8 x float> %274, %287
  %292 = fadd reassoc contract <8 x float> %275, %288
  %index.next201.1 = add nuw nsw i64 %index188, 64
  %293 = icmp eq i64 %index.next201.1, 576
  br i1 %293, label %middle.block182, label %vector.body187, !llvm.loop !9

middle.block182:                                  ; preds = %vector.body187
  %bin.rdx202 = fadd reassoc contract <8 x float> %290, %289
  %bin.rdx203 = fadd reassoc contract <8 x float> %291, %bin.rdx202
  %bin.rdx204 = fadd reassoc contract <8 x float> %292, %bin.rdx203
  %294 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx204)
  %295 = getelementptr inbounds float, ptr %2, i64 7
  store float %294, ptr %295, align 4
  br label %vector.body211

vector.body211:                                   ; preds = %vector.body211, %middle.block182
  %index212 = phi i64 [ 0, %middle.block182 ], [ %index.next225.1, %vector.body211 ]
  %vec.phi213 = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block182 ], [ %326, %vector.body211 ]
  %vec.phi214 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block182 ], [ %327, %vector.body211 ]
  %vec.phi215 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block182 ], [ %328, %vector.body211 ]
  %vec.phi216 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block182 ], [ %329, %vector.body211 ]
  %296 = add nuw nsw i64 %index212, 4608
  %297 = getelementptr inbounds float, ptr %1, i64 %296
  %wide.load217 = load <8 x float>, ptr %297, align 4
  %298 = getelementptr inbounds float, ptr %297, i64 8
  %wide.load218 = load <8 x float>, ptr %298, align 4
  %299 = getelementptr inbounds float, ptr %297, i64 16
  %wide.load219 = load <8 x float>, ptr %299, align 4
  %300 = getelementptr inbounds float, ptr %297, i64 24
  %wide.load220 = load <8 x float>, ptr %300, align 4
  %301 = getelementptr inbounds float, ptr %0, i64 %index212
  %wide.load221 = load <8 x float>, ptr %301, align 4
  %302 = getelementptr inbounds float, ptr %301, i64 8
  %wide.load222 = load <8 x float>, ptr %302, align 4
  %303 = getelementptr inbounds float, ptr %301, i64 16
  %wide.load223 = load <8 x float>, ptr %303, align 4
  %304 = getelementptr inbounds float, ptr %301, i64 24
  %wide.load224 = load <8 x float>, ptr %304, align 4
  %305 = fmul reassoc contract <8 x float> %wide.load217, %wide.load221
  %306 = fmul reassoc contract <8 x float> %wide.load218, %wide.load222
  %307 = fmul reassoc contract <8 x float> %wide.load219, %wide.load223
  %308 = fmul reassoc contract <8 x float> %wide.load220, %wide.load224
  %309 = fadd reassoc contract <8 x float> %vec.phi213, %305
  %310 = fadd reassoc contract <8 x float> %vec.phi214, %306
  %311 = fadd reassoc contract <8 x float> %vec.phi215, %307
  %312 = fadd reassoc contract <8 x float> %vec.phi216, %308
  %index.next225 = or i64 %index212, 32
  %313 = add nuw nsw i64 %index212, 4640
  %314 = getelementptr inbounds float, ptr %1, i64 %313
  %wide.load217.1 = load <8 x float>, ptr %314, align 4
  %315 = getelementptr inbounds float, ptr %314, i64 8
  %wide.load218.1 = load <8 x float>, ptr %315, align 4
  %316 = getelementptr inbounds float, ptr %314, i64 16
  %wide.load219.1 = load <8 x float>, ptr %316, align 4
  %317 = getelementptr inbounds float, ptr %314, i64 24
  %wide.load220.1 = load <8 x float>, ptr %317, align 4
  %318 = getelementptr inbounds float, ptr %0, i64 %index.next225
  %wide.load221.1 = load <8 x float>, ptr %318, align 4
  %319 = getelementptr inbounds float, ptr %318, i64 8
  %wide.load222.1 = load <8 x float>, ptr %319, align 4
  %320 = getelementptr inbounds float, ptr %318, i64 16
  %wide.load223.1 = load <8 x float>, ptr %320, align 4
  %321 = getelementptr inbounds float, ptr %318, i64 24
  %wide.load224.1 = load <8 x float>, ptr %321, align 4
  %322 = fmul reassoc contract <8 x float> %wide.load217.1, %wide.load221.1
  %323 = fmul reassoc contract <8 x float> %wide.load218.1, %wide.load222.1
  %324 = fmul reassoc contract <8 x float> %wide.load219.1, %wide.load223.1
  %325 = fmul reassoc contract <8 x float> %wide.load220.1, %wide.load224.1
  %326 = fadd reassoc contract <8 x float> %309, %322
  %327 = fadd reassoc contract <8 x float> %310, %323
  %328 = fadd reassoc contract <8 x float> %311, %324
  %329 = fadd reassoc contract <8 x float> %312, %325
  %index.next225.1 = add nuw nsw i64 %index212, 64
  %330 = icmp eq i64 %index.next225.1, 576
  br i1 %330, label %middle.block206, label %vector.body211, !llvm.loop !10

middle.block206:                                  ; preds = %vector.body211
  %bin.rdx226 = fadd reassoc contract <8 x float> %327, %326
  %bin.rdx227 = fadd reassoc contract <8 x float> %328, %bin.rdx226
  %bin.rdx228 = fadd reassoc contract <8 x float> %329, %bin.rdx227
  %331 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx228)
  %332 = getelementptr inbounds float, ptr %2, i64 8
  store float %331, ptr %332, align 4
  br label %vector.body235

vector.body235:                                   ; preds = %vector.body235, %middle.block206
  %index236 = phi i64 [ 0, %middle.block206 ], [ %index.next249.1, %vector.body235 ]
  %vec.phi237 = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block206 ], [ %363, %vector.body235 ]
  %vec.phi238 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block206 ], [ %364, %vector.body235 ]
  %vec.phi239 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block206 ], [ %365, %vector.body235 ]
  %vec.phi240 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %middle.block206 ], [ %366, %vector.body235 ]
  %333 = add nuw nsw i64 %index236, 5184
  %334 = getelementptr inbounds float, ptr %1, i64 %333
  %wide.load241 = load <8 x float>, ptr %334, align 4
  %335 = getelementptr inbounds float, ptr %334, i64 8
  %wide.load242 = load <8 x float>, ptr %335, align 4
  %336 = getelementptr inbounds float, ptr %334, i64 16
  %wide.load243 = load <8 x float>, ptr %336, align 4
  %337 = getelementptr inbounds float, ptr %334, i64 24
  %wide.load244 = load <8 x float>, ptr %337, align 4
  %338 = getelementptr inbounds float, ptr %0, i64 %index236
  %wide.load245 = load <8 x float>, ptr %338, align 4
  %339 = getelementptr inbounds float, ptr %338, i64 8
  %wide.load246 = load <8 x float>, ptr %339, align 4
  %340 = getelementptr inbounds float, ptr %338, i64 16
  %wide.load247 = load <8 x float>, ptr %340, align 4
  %341 = getelementptr inbounds float, ptr %338, i64 24
  %wide.load248 = load <8 x float>, ptr %341, align 4
  %342 = fmul reassoc contract <8 x float> %wide.load241, %wide.load245
  %343 = fmul reassoc contract <8 x float> %wide.load242, %wide.load246
  %344 = fmul reassoc contract <8 x float> %wide.load243, %wide.load247
  %345 = fmul reassoc contract <8 x float> %wide.load244, %wide.load248
  %346 = fadd reassoc contract <8 x float> %vec.phi237, %342
  %347 = fadd reassoc contract <8 x float> %vec.phi238, %343
  %348 = fadd reassoc contract <8 x float> %vec.phi239, %344
  %349 = fadd reassoc contract <8 x float> %vec.phi240, %345
  %index.next249 = or i64 %index236, 32
  %350 = add nuw nsw i64 %index236, 5216
  %351 = getelementptr inbounds float, ptr %1, i64 %350
  %wide.load241.1 = load <8 x float>, ptr %351, align 4
  %352 = getelementptr inbounds float, ptr %351, i64 8
  %wide.load242.1 = load <8 x float>, ptr %352, align 4
  %353 = getelementptr inbounds float, ptr %351, i64 16
  %wide.load243.1 = load <8 x float>, ptr %353, align 4
  %354 = getelementptr inbounds float, ptr %351, i64 24
  %wide.load244.1 = load <8 x float>, ptr %354, align 4
  %355 = getelementptr inbounds float, ptr %0, i64 %index.next249
  %wide.load245.1 = load <8 x float>, ptr %355, align 4
  %356 = getelementptr inbounds float, ptr %355, i64 8
  %wide.load246.1 = load <8 x float>, ptr %356, align 4
  %357 = getelementptr inbounds float, ptr %355, i64 16
  %wide.load247.1 = load <8 x float>, ptr %357, align 4
  %358 = getelementptr inbounds float, ptr %355, i64 24
  %wide.load248.1 = load <8 x float>, ptr %358, align 4
  %359 = fmul reassoc contract <8 x float> %wide.load241.1, %wide.load245.1
  %360 = fmul reassoc contract <8 x float> %wide.load242.1, %wide.load246.1
  %361 = fmul reassoc contract <8 x float> %wide.load243.1, %wide.load247.1
  %362 = fmul reassoc contract <8 x float> %wide.load244.1, %wide.load248.1
  %363 = fadd reassoc contract <8 x float> %346, %359
  %364 = fadd reassoc contract <8 x float> %347, %360
  %365 = fadd reassoc contract <8 x float> %348, %361
  %366 = fadd reassoc contract <8 x float> %349, %362
  %index.next249.1 = add nuw nsw i64 %index236, 64
  %367 = icmp eq i64 %index.next249.1, 576
  br i1 %367, label %middle.block230, label %vector.body235, !llvm.loop !11

middle.block230:                                  ; preds = %vector.body235
  %bin.rdx250 = fadd reassoc contract <8 x float> %364, %363
  %bin.rdx251 = fadd reassoc contract <8 x float> %365, %bin.rdx250
  %bin.rdx252 = fadd reassoc contract <8 x float> %366, %bin.rdx251
  %368 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx252)
  %369 = getelementptr inbounds float, ptr %2, i64 9
  store float %368, ptr %369, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #5 {
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
  %26 = getelementptr inbounds float, ptr %2, i64 4
  %27 = load float, ptr %26, align 4
  %28 = fadd contract float %25, %27
  %29 = getelementptr inbounds float, ptr %0, i64 4
  store float %28, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %1, i64 5
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds float, ptr %2, i64 5
  %33 = load float, ptr %32, align 4
  %34 = fadd contract float %31, %33
  %35 = getelementptr inbounds float, ptr %0, i64 5
  store float %34, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %1, i64 6
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds float, ptr %2, i64 6
  %39 = load float, ptr %38, align 4
  %40 = fadd contract float %37, %39
  %41 = getelementptr inbounds float, ptr %0, i64 6
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 7
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds float, ptr %2, i64 7
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %43, %45
  %47 = getelementptr inbounds float, ptr %0, i64 7
  store float %46, ptr %47, align 4
  %48 = getelementptr inbounds float, ptr %1, i64 8
  %49 = load float, ptr %48, align 4
  %50 = getelementptr inbounds float, ptr %2, i64 8
  %51 = load float, ptr %50, align 4
  %52 = fadd contract float %49, %51
  %53 = getelementptr inbounds float, ptr %0, i64 8
  store float %52, ptr %53, align 4
  %54 = getelementptr inbounds float, ptr %1, i64 9
  %55 = load float, ptr %54, align 4
  %56 = getelementptr inbounds float, ptr %2, i64 9
  %57 = load float, ptr %56, align 4
  %58 = fadd contract float %55, %57
  %59 = getelementptr inbounds float, ptr %0, i64 9
  store float %58, ptr %59, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #6

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}

