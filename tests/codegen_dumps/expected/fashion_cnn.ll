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
  call void @netc_k_conv2d_f32(ptr %8, ptr %9, ptr %3, i64 1, i64 1, i64 28, i64 28, i64 16, i64 3, i64 3, i64 28, i64 28, i64 1, i64 1)
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
  %20 = getelementptr inbounds i8, ptr %3, i64 50176
  call fastcc void @k0_relu(ptr nonnull %20, ptr %3, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19)
  call void @netc_k_max_pool2d_f32(ptr nonnull %20, ptr %3, i64 16, i64 28, i64 28, i64 14, i64 14, i64 2, i64 2)
  %21 = getelementptr inbounds ptr, ptr %2, i64 6
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds i8, ptr %3, i64 12544
  call void @netc_k_conv2d_f32(ptr %3, ptr %22, ptr nonnull %23, i64 1, i64 16, i64 14, i64 14, i64 32, i64 3, i64 3, i64 12, i64 12, i64 1, i64 0)
  %24 = getelementptr inbounds ptr, ptr %2, i64 7
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds i8, ptr %3, i64 30976
  call fastcc void @k1_relu(ptr nonnull %26, ptr nonnull %23, ptr %25)
  call void @netc_k_max_pool2d_f32(ptr nonnull %26, ptr %3, i64 32, i64 12, i64 12, i64 6, i64 6, i64 2, i64 2)
  %27 = getelementptr inbounds ptr, ptr %2, i64 8
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds i8, ptr %3, i64 49408
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
  %exitcond12.not = icmp eq i64 %97, 16
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
  %exitcond11.not = icmp eq i64 %92, 32
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
  %35 = icmp eq i64 %index.next.1, 1152
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
  %37 = add nuw nsw i64 %index44, 1152
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
  %54 = add nuw nsw i64 %index44, 1184
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
  %71 = icmp eq i64 %index.next57.1, 1152
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
  %74 = add nuw nsw i64 %index68, 2304
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
  %91 = add nuw nsw i64 %index68, 2336
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
  %108 = icmp eq i64 %index.next81.1, 1152
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
  %111 = add nuw nsw i64 %index92, 3456
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
  %128 = add nuw nsw i64 %index92, 3488
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
  %145 = icmp eq i64 %index.next105.1, 1152
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
  %148 = add nuw nsw i64 %index116, 4608
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
  %165 = add nuw nsw i64 %index116, 4640
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
  %182 = icmp eq i64 %index.next129.1, 1152
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
  %185 = add nuw nsw i64 %index140, 5760
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
  %202 = add nuw nsw i64 %index140, 5792
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
  %219 = icmp eq i64 %index.next153.1, 1152
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
  %222 = add nuw nsw i64 %index164, 6912
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
  %239 = add nuw nsw i64 %index164, 6944
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
  %256 = icmp eq i64 %index.next177.1, 1152
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
  %259 = add nuw nsw i64 %index188, 8064
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
  %276 = add nuw nsw i64 %index188, 8096
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
  %293 = icmp eq i64 %index.next201.1, 1152
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
  %296 = add nuw nsw i64 %index212, 9216
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
  %313 = add nuw nsw i64 %index212, 9248
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
  %330 = icmp eq i64 %index.next225.1, 1152
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
  %333 = add nuw nsw i64 %index236, 10368
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
  %350 = add nuw nsw i64 %index236, 10400
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
  %367 = icmp eq i64 %index.next249.1, 1152
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

; @train.net.fashion.step with B = 128
; ModuleID = 'netc_train_net_fashion_step'
source_filename = "netc_train_net_fashion_step"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_train_net_fashion_step(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %bufs2 = alloca [3 x ptr], align 8
  %bufs1 = alloca [7 x ptr], align 8
  %bufs = alloca [2 x ptr], align 8
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
  store ptr %3, ptr %bufs, align 8
  %11 = getelementptr inbounds ptr, ptr %bufs, i64 1
  store ptr %8, ptr %11, align 8
  call void @netc_parallel_for(ptr nonnull @k0_div_chunk, ptr nonnull %bufs, i64 100352)
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 401408
  call void @netc_k_conv2d_f32(ptr %3, ptr %12, ptr nonnull %13, i64 128, i64 1, i64 28, i64 28, i64 16, i64 3, i64 3, i64 28, i64 28, i64 1, i64 1)
  %14 = getelementptr inbounds ptr, ptr %2, i64 1
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds ptr, ptr %2, i64 4
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds ptr, ptr %2, i64 5
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds ptr, ptr %2, i64 2
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds ptr, ptr %2, i64 3
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %3, i64 6823936
  store ptr %24, ptr %bufs1, align 8
  %25 = getelementptr inbounds ptr, ptr %bufs1, i64 1
  store ptr %13, ptr %25, align 8
  %26 = getelementptr inbounds ptr, ptr %bufs1, i64 2
  store ptr %15, ptr %26, align 8
  %27 = getelementptr inbounds ptr, ptr %bufs1, i64 3
  store ptr %17, ptr %27, align 8
  %28 = getelementptr inbounds ptr, ptr %bufs1, i64 4
  store ptr %19, ptr %28, align 8
  %29 = getelementptr inbounds ptr, ptr %bufs1, i64 5
  store ptr %21, ptr %29, align 8
  %30 = getelementptr inbounds ptr, ptr %bufs1, i64 6
  store ptr %23, ptr %30, align 8
  call void @netc_parallel_for(ptr nonnull @k1_relu_chunk, ptr nonnull %bufs1, i64 128)
  call void @netc_k_max_pool2d_f32(ptr nonnull %24, ptr nonnull %13, i64 2048, i64 28, i64 28, i64 14, i64 14, i64 2, i64 2)
  %31 = getelementptr inbounds ptr, ptr %2, i64 6
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr inbounds i8, ptr %3, i64 2007040
  call void @netc_k_conv2d_f32(ptr nonnull %13, ptr %32, ptr nonnull %33, i64 128, i64 16, i64 14, i64 14, i64 32, i64 3, i64 3, i64 12, i64 12, i64 1, i64 0)
  %34 = getelementptr inbounds ptr, ptr %2, i64 7
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds i8, ptr %3, i64 4366336
  store ptr %36, ptr %bufs2, align 8
  %37 = getelementptr inbounds ptr, ptr %bufs2, i64 1
  store ptr %33, ptr %37, align 8
  %38 = getelementptr inbounds ptr, ptr %bufs2, i64 2
  store ptr %35, ptr %38, align 8
  call void @netc_parallel_for(ptr nonnull @k2_relu_chunk, ptr nonnull %bufs2, i64 128)
  call void @netc_k_max_pool2d_f32(ptr nonnull %36, ptr nonnull %13, i64 4096, i64 12, i64 12, i64 6, i64 6, i64 2, i64 2)
  %39 = getelementptr inbounds ptr, ptr %2, i64 8
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr inbounds i8, ptr %3, i64 6725632
  call void @cblas_sgemm(i32 101, i32 111, i32 112, i32 128, i32 10, i32 1152, float 1.000000e+00, ptr nonnull %13, i32 1152, ptr %40, i32 1152, float 0.000000e+00, ptr nonnull %41, i32 10)
  %42 = getelementptr inbounds ptr, ptr %2, i64 9
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr inbounds i8, ptr %3, i64 6730752
  call fastcc void @k3_add(ptr nonnull %44, ptr nonnull %41, ptr %43)
  call void @netc_k_softmax_f32(ptr nonnull %44, ptr nonnull %41, i64 128, i64 10, i64 1, i32 1)
  %45 = getelementptr inbounds i8, ptr %3, i64 6735872
  call void @netc_k_gather_f32(ptr nonnull %41, ptr %10, i32 0, ptr nonnull %45, i64 128, i64 10)
  call fastcc void @k4_mean(ptr nonnull %41, ptr nonnull %45)
  %46 = load ptr, ptr %1, align 8
  call fastcc void @k5_neg(ptr %46, ptr nonnull %41)
  %47 = getelementptr inbounds i8, ptr %3, i64 6725696
  call void @netc_k_argmax_f32(ptr nonnull %44, ptr nonnull %47, i64 128, i64 10, i64 1)
  %48 = getelementptr inbounds ptr, ptr %1, i64 1
  %49 = load ptr, ptr %48, align 8
  call fastcc void @k6_mean(ptr %49, ptr nonnull %47, ptr %10)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_div(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, i64 %2, i64 %3) unnamed_addr #3 {
entry:
  %4 = add nuw nsw i64 %2, 1
  %smax = tail call i64 @llvm.smax.i64(i64 %3, i64 %4)
  %5 = sub i64 %smax, %2
  %min.iters.check = icmp ult i64 %5, 32
  br i1 %min.iters.check, label %loop.preheader, label %vector.ph

vector.ph:                                        ; preds = %entry
  %n.vec = and i64 %5, -32
  %ind.end = add i64 %n.vec, %2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %index, %2
  %6 = getelementptr inbounds float, ptr %1, i64 %offset.idx
  %wide.load = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %6, i64 8
  %wide.load1 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %6, i64 16
  %wide.load2 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %6, i64 24
  %wide.load3 = load <8 x float>, ptr %9, align 4
  %10 = fdiv contract <8 x float> %wide.load, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %11 = fdiv contract <8 x float> %wide.load1, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %12 = fdiv contract <8 x float> %wide.load2, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %13 = fdiv contract <8 x float> %wide.load3, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %14 = getelementptr inbounds float, ptr %0, i64 %offset.idx
  store <8 x float> %10, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %14, i64 8
  store <8 x float> %11, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %14, i64 16
  store <8 x float> %12, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %14, i64 24
  store <8 x float> %13, ptr %17, align 4
  %index.next = add nuw i64 %index, 32
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %exit, label %loop.preheader

loop.preheader:                                   ; preds = %entry, %middle.block
  %i.ph = phi i64 [ %2, %entry ], [ %ind.end, %middle.block ]
  br label %loop

loop:                                             ; preds = %loop.preheader, %loop
  %i = phi i64 [ %23, %loop ], [ %i.ph, %loop.preheader ]
  %19 = getelementptr inbounds float, ptr %1, i64 %i
  %20 = load float, ptr %19, align 4
  %21 = fdiv contract float %20, 2.550000e+02
  %22 = getelementptr inbounds float, ptr %0, i64 %i
  store float %21, ptr %22, align 4
  %23 = add nuw nsw i64 %i, 1
  %24 = icmp slt i64 %23, %3
  br i1 %24, label %loop, label %exit, !llvm.loop !3

exit:                                             ; preds = %loop, %middle.block
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k0_div_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  tail call fastcc void @k0_div(ptr %3, ptr %5, i64 %1, i64 %2)
  ret void
}

declare void @netc_parallel_for(ptr, ptr, i64) local_unnamed_addr

declare void @netc_k_conv2d_f32(ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_relu(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, i64 %7, i64 %8) unnamed_addr #5 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %7, %entry ], [ %25, %exit2 ]
  %9 = mul i64 %i, 12544
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %103, %exit5 ]
  %10 = mul nuw nsw i64 %i3, 784
  %11 = add i64 %10, %9
  %12 = getelementptr inbounds float, ptr %2, i64 %i3
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %3, i64 %i3
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds float, ptr %4, i64 %i3
  %17 = load float, ptr %16, align 4
  %18 = fadd contract float %17, 0x3EE4F8B580000000
  %19 = tail call contract float @llvm.sqrt.f32(float %18)
  %20 = fdiv contract float 1.000000e+00, %19
  %21 = getelementptr inbounds float, ptr %5, i64 %i3
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr %6, i64 %i3
  %24 = load float, ptr %23, align 4
  %broadcast.splatinsert20 = insertelement <8 x float> poison, float %24, i64 0
  %broadcast.splat21 = shufflevector <8 x float> %broadcast.splatinsert20, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <8 x float> poison, float %22, i64 0
  %broadcast.splat19 = shufflevector <8 x float> %broadcast.splatinsert18, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <8 x float> poison, float %20, i64 0
  %broadcast.splat17 = shufflevector <8 x float> %broadcast.splatinsert16, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <8 x float> poison, float %15, i64 0
  %broadcast.splat15 = shufflevector <8 x float> %broadcast.splatinsert14, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert = insertelement <8 x float> poison, float %13, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %loop4

exit2:                                            ; preds = %exit5
  %25 = add nuw nsw i64 %i, 1
  %26 = icmp slt i64 %25, %8
  br i1 %26, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %102, %loop4 ]
  %27 = mul nuw nsw i64 %i6, 28
  %28 = add i64 %11, %27
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %wide.load = load <8 x float>, ptr %29, align 4
  %30 = fadd contract <8 x float> %wide.load, %broadcast.splat
  %31 = fsub contract <8 x float> %30, %broadcast.splat15
  %32 = fmul contract <8 x float> %31, %broadcast.splat17
  %33 = fmul contract <8 x float> %broadcast.splat19, %32
  %34 = fadd contract <8 x float> %broadcast.splat21, %33
  %35 = fcmp contract olt <8 x float> %34, zeroinitializer
  %36 = select <8 x i1> %35, <8 x float> zeroinitializer, <8 x float> %34
  %37 = getelementptr inbounds float, ptr %0, i64 %28
  store <8 x float> %36, ptr %37, align 4
  %38 = add i64 %28, 8
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %wide.load.1 = load <8 x float>, ptr %39, align 4
  %40 = fadd contract <8 x float> %wide.load.1, %broadcast.splat
  %41 = fsub contract <8 x float> %40, %broadcast.splat15
  %42 = fmul contract <8 x float> %41, %broadcast.splat17
  %43 = fmul contract <8 x float> %broadcast.splat19, %42
  %44 = fadd contract <8 x float> %broadcast.splat21, %43
  %45 = fcmp contract olt <8 x float> %44, zeroinitializer
  %46 = select <8 x i1> %45, <8 x float> zeroinitializer, <8 x float> %44
  %47 = getelementptr inbounds float, ptr %0, i64 %38
  store <8 x float> %46, ptr %47, align 4
  %48 = add i64 %28, 16
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %wide.load.2 = load <8 x float>, ptr %49, align 4
  %50 = fadd contract <8 x float> %wide.load.2, %broadcast.splat
  %51 = fsub contract <8 x float> %50, %broadcast.splat15
  %52 = fmul contract <8 x float> %51, %broadcast.splat17
  %53 = fmul contract <8 x float> %broadcast.splat19, %52
  %54 = fadd contract <8 x float> %broadcast.splat21, %53
  %55 = fcmp contract olt <8 x float> %54, zeroinitializer
  %56 = select <8 x i1> %55, <8 x float> zeroinitializer, <8 x float> %54
  %57 = getelementptr inbounds float, ptr %0, i64 %48
  store <8 x float> %56, ptr %57, align 4
  %58 = add i64 %28, 24
  %59 = getelementptr inbounds float, ptr %1, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fadd contract float %60, %13
  %62 = fsub contract float %61, %15
  %63 = fmul contract float %62, %20
  %64 = fmul contract float %22, %63
  %65 = fadd contract float %24, %64
  %66 = fcmp contract olt float %65, 0.000000e+00
  %67 = select contract i1 %66, float 0.000000e+00, float %65
  %68 = getelementptr inbounds float, ptr %0, i64 %58
  store float %67, ptr %68, align 4
  %69 = add i64 %28, 25
  %70 = getelementptr inbounds float, ptr %1, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = fadd contract float %71, %13
  %73 = fsub contract float %72, %15
  %74 = fmul contract float %73, %20
  %75 = fmul contract float %22, %74
  %76 = fadd contract float %24, %75
  %77 = fcmp contract olt float %76, 0.000000e+00
  %78 = select contract i1 %77, float 0.000000e+00, float %76
  %79 = getelementptr inbounds float, ptr %0, i64 %69
  store float %78, ptr %79, align 4
  %80 = add i64 %28, 26
  %81 = getelementptr inbounds float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fadd contract float %82, %13
  %84 = fsub contract float %83, %15
  %85 = fmul contract float %84, %20
  %86 = fmul contract float %22, %85
  %87 = fadd contract float %24, %86
  %88 = fcmp contract olt float %87, 0.000000e+00
  %89 = select contract i1 %88, float 0.000000e+00, float %87
  %90 = getelementptr inbounds float, ptr %0, i64 %80
  store float %89, ptr %90, align 4
  %91 = add i64 %28, 27
  %92 = getelementptr inbounds float, ptr %1, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = fadd contract float %93, %13
  %95 = fsub contract float %94, %15
  %96 = fmul contract float %95, %20
  %97 = fmul contract float %22, %96
  %98 = fadd contract float %24, %97
  %99 = fcmp contract olt float %98, 0.000000e+00
  %100 = select contract i1 %99, float 0.000000e+00, float %98
  %101 = getelementptr inbounds float, ptr %0, i64 %91
  store float %100, ptr %101, align 4
  %102 = add nuw nsw i64 %i6, 1
  %exitcond12.not = icmp eq i64 %102, 28
  br i1 %exitcond12.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %103 = add nuw nsw i64 %i3, 1
  %exitcond13.not = icmp eq i64 %103, 16
  br i1 %exitcond13.not, label %exit2, label %loop1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #6

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k1_relu_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #7 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds ptr, ptr %0, i64 3
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds ptr, ptr %0, i64 4
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %0, i64 5
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds ptr, ptr %0, i64 6
  %15 = load ptr, ptr %14, align 8
  tail call fastcc void @k1_relu(ptr %3, ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, i64 %1, i64 %2)
  ret void
}

declare void @netc_k_max_pool2d_f32(ptr, ptr, i64, i64, i64, i64, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_relu(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, i64 %3, i64 %4) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %3, %entry ], [ %10, %exit2 ]
  %5 = mul i64 %i, 4608
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %98, %exit5 ]
  %6 = mul nuw nsw i64 %i3, 144
  %7 = add i64 %6, %5
  %8 = getelementptr inbounds float, ptr %2, i64 %i3
  %9 = load float, ptr %8, align 4
  br label %loop4

exit2:                                            ; preds = %exit5
  %10 = add nuw nsw i64 %i, 1
  %11 = icmp slt i64 %10, %4
  br i1 %11, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %97, %loop4 ]
  %12 = mul nuw nsw i64 %i6, 12
  %13 = add i64 %7, %12
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %15, %9
  %17 = fcmp contract olt float %16, 0.000000e+00
  %18 = select contract i1 %17, float 0.000000e+00, float %16
  %19 = getelementptr inbounds float, ptr %0, i64 %13
  store float %18, ptr %19, align 4
  %20 = or i64 %13, 1
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fadd contract float %22, %9
  %24 = fcmp contract olt float %23, 0.000000e+00
  %25 = select contract i1 %24, float 0.000000e+00, float %23
  %26 = getelementptr inbounds float, ptr %0, i64 %20
  store float %25, ptr %26, align 4
  %27 = or i64 %13, 2
  %28 = getelementptr inbounds float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = fadd contract float %29, %9
  %31 = fcmp contract olt float %30, 0.000000e+00
  %32 = select contract i1 %31, float 0.000000e+00, float %30
  %33 = getelementptr inbounds float, ptr %0, i64 %27
  store float %32, ptr %33, align 4
  %34 = or i64 %13, 3
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = fadd contract float %36, %9
  %38 = fcmp contract olt float %37, 0.000000e+00
  %39 = select contract i1 %38, float 0.000000e+00, float %37
  %40 = getelementptr inbounds float, ptr %0, i64 %34
  store float %39, ptr %40, align 4
  %41 = add i64 %13, 4
  %42 = getelementptr inbounds float, ptr %1, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = fadd contract float %43, %9
  %45 = fcmp contract olt float %44, 0.000000e+00
  %46 = select contract i1 %45, float 0.000000e+00, float %44
  %47 = getelementptr inbounds float, ptr %0, i64 %41
  store float %46, ptr %47, align 4
  %48 = add i64 %13, 5
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %9
  %52 = fcmp contract olt float %51, 0.000000e+00
  %53 = select contract i1 %52, float 0.000000e+00, float %51
  %54 = getelementptr inbounds float, ptr %0, i64 %48
  store float %53, ptr %54, align 4
  %55 = add i64 %13, 6
  %56 = getelementptr inbounds float, ptr %1, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fadd contract float %57, %9
  %59 = fcmp contract olt float %58, 0.000000e+00
  %60 = select contract i1 %59, float 0.000000e+00, float %58
  %61 = getelementptr inbounds float, ptr %0, i64 %55
  store float %60, ptr %61, align 4
  %62 = add i64 %13, 7
  %63 = getelementptr inbounds float, ptr %1, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = fadd contract float %64, %9
  %66 = fcmp contract olt float %65, 0.000000e+00
  %67 = select contract i1 %66, float 0.000000e+00, float %65
  %68 = getelementptr inbounds float, ptr %0, i64 %62
  store float %67, ptr %68, align 4
  %69 = add i64 %13, 8
  %70 = getelementptr inbounds float, ptr %1, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = fadd contract float %71, %9
  %73 = fcmp contract olt float %72, 0.000000e+00
  %74 = select contract i1 %73, float 0.000000e+00, float %72
  %75 = getelementptr inbounds float, ptr %0, i64 %69
  store float %74, ptr %75, align 4
  %76 = add i64 %13, 9
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fadd contract float %78, %9
  %80 = fcmp contract olt float %79, 0.000000e+00
  %81 = select contract i1 %80, float 0.000000e+00, float %79
  %82 = getelementptr inbounds float, ptr %0, i64 %76
  store float %81, ptr %82, align 4
  %83 = add i64 %13, 10
  %84 = getelementptr inbounds float, ptr %1, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = fadd contract float %85, %9
  %87 = fcmp contract olt float %86, 0.000000e+00
  %88 = select contract i1 %87, float 0.000000e+00, float %86
  %89 = getelementptr inbounds float, ptr %0, i64 %83
  store float %88, ptr %89, align 4
  %90 = add i64 %13, 11
  %91 = getelementptr inbounds float, ptr %1, i64 %90
  %92 = load float, ptr %91, align 4
  %93 = fadd contract float %92, %9
  %94 = fcmp contract olt float %93, 0.000000e+00
  %95 = select contract i1 %94, float 0.000000e+00, float %93
  %96 = getelementptr inbounds float, ptr %0, i64 %90
  store float %95, ptr %96, align 4
  %97 = add nuw nsw i64 %i6, 1
  %exitcond.not = icmp eq i64 %97, 12
  br i1 %exitcond.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %98 = add nuw nsw i64 %i3, 1
  %exitcond12.not = icmp eq i64 %98, 32
  br i1 %exitcond12.not, label %exit2, label %loop1
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k2_relu_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  tail call fastcc void @k2_relu(ptr %3, ptr %5, ptr %7, i64 %1, i64 %2)
  ret void
}

declare void @cblas_sgemm(i32, i32, i32, i32, i32, i32, float, ptr, i32, ptr, i32, float, ptr, i32) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %.pre = load float, ptr %2, align 4
  %.phi.trans.insert = getelementptr inbounds float, ptr %2, i64 1
  %.pre4 = load float, ptr %.phi.trans.insert, align 4
  %.phi.trans.insert5 = getelementptr inbounds float, ptr %2, i64 2
  %.pre6 = load float, ptr %.phi.trans.insert5, align 4
  %.phi.trans.insert7 = getelementptr inbounds float, ptr %2, i64 3
  %.pre8 = load float, ptr %.phi.trans.insert7, align 4
  %.phi.trans.insert9 = getelementptr inbounds float, ptr %2, i64 4
  %.pre10 = load float, ptr %.phi.trans.insert9, align 4
  %.phi.trans.insert11 = getelementptr inbounds float, ptr %2, i64 5
  %.pre12 = load float, ptr %.phi.trans.insert11, align 4
  %.phi.trans.insert13 = getelementptr inbounds float, ptr %2, i64 6
  %.pre14 = load float, ptr %.phi.trans.insert13, align 4
  %.phi.trans.insert15 = getelementptr inbounds float, ptr %2, i64 7
  %.pre16 = load float, ptr %.phi.trans.insert15, align 4
  %.phi.trans.insert17 = getelementptr inbounds float, ptr %2, i64 8
  %.pre18 = load float, ptr %.phi.trans.insert17, align 4
  %.phi.trans.insert19 = getelementptr inbounds float, ptr %2, i64 9
  %.pre20 = load float, ptr %.phi.trans.insert19, align 4
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i64 [ 0, %entry ], [ %53, %loop ]
  %3 = mul nuw nsw i64 %i, 10
  %4 = getelementptr inbounds float, ptr %1, i64 %3
  %5 = load float, ptr %4, align 4
  %6 = fadd contract float %5, %.pre
  %7 = getelementptr inbounds float, ptr %0, i64 %3
  store float %6, ptr %7, align 4
  %8 = or i64 %3, 1
  %9 = getelementptr inbounds float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %.pre4
  %12 = getelementptr inbounds float, ptr %0, i64 %8
  store float %11, ptr %12, align 4
  %13 = add nuw nsw i64 %3, 2
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %15, %.pre6
  %17 = getelementptr inbounds float, ptr %0, i64 %13
  store float %16, ptr %17, align 4
  %18 = add nuw nsw i64 %3, 3
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %.pre8
  %22 = getelementptr inbounds float, ptr %0, i64 %18
  store float %21, ptr %22, align 4
  %23 = add nuw nsw i64 %3, 4
  %24 = getelementptr inbounds float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fadd contract float %25, %.pre10
  %27 = getelementptr inbounds float, ptr %0, i64 %23
  store float %26, ptr %27, align 4
  %28 = add nuw nsw i64 %3, 5
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %.pre12
  %32 = getelementptr inbounds float, ptr %0, i64 %28
  store float %31, ptr %32, align 4
  %33 = add nuw nsw i64 %3, 6
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fadd contract float %35, %.pre14
  %37 = getelementptr inbounds float, ptr %0, i64 %33
  store float %36, ptr %37, align 4
  %38 = add nuw nsw i64 %3, 7
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fadd contract float %40, %.pre16
  %42 = getelementptr inbounds float, ptr %0, i64 %38
  store float %41, ptr %42, align 4
  %43 = add nuw nsw i64 %3, 8
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %45, %.pre18
  %47 = getelementptr inbounds float, ptr %0, i64 %43
  store float %46, ptr %47, align 4
  %48 = add nuw nsw i64 %3, 9
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %.pre20
  %52 = getelementptr inbounds float, ptr %0, i64 %48
  store float %51, ptr %52, align 4
  %53 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %53, 128
  br i1 %exitcond.not, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

declare void @netc_k_softmax_f32(ptr, ptr, i64, i64, i64, i32) local_unnamed_addr

declare void @netc_k_gather_f32(ptr, ptr, i32, ptr, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %2 = phi float [ 0.000000e+00, %entry ], [ %65, %loop ]
  %i = phi i64 [ 0, %entry ], [ %66, %loop ]
  %3 = getelementptr inbounds float, ptr %1, i64 %i
  %4 = load float, ptr %3, align 4
  %5 = fadd contract float %4, %2
  %6 = or i64 %i, 1
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = load float, ptr %7, align 4
  %9 = fadd contract float %8, %5
  %10 = or i64 %i, 2
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4
  %13 = fadd contract float %12, %9
  %14 = or i64 %i, 3
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = fadd contract float %16, %13
  %18 = or i64 %i, 4
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %17
  %22 = or i64 %i, 5
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %21
  %26 = or i64 %i, 6
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = fadd contract float %28, %25
  %30 = or i64 %i, 7
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %32, %29
  %34 = or i64 %i, 8
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = fadd contract float %36, %33
  %38 = or i64 %i, 9
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fadd contract float %40, %37
  %42 = or i64 %i, 10
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fadd contract float %44, %41
  %46 = or i64 %i, 11
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fadd contract float %48, %45
  %50 = or i64 %i, 12
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fadd contract float %52, %49
  %54 = or i64 %i, 13
  %55 = getelementptr inbounds float, ptr %1, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = fadd contract float %56, %53
  %58 = or i64 %i, 14
  %59 = getelementptr inbounds float, ptr %1, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fadd contract float %60, %57
  %62 = or i64 %i, 15
  %63 = getelementptr inbounds float, ptr %1, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = fadd contract float %64, %61
  %66 = add nuw nsw i64 %i, 16
  %exitcond.not.15 = icmp eq i64 %66, 128
  br i1 %exitcond.not.15, label %exit, label %loop

exit:                                             ; preds = %loop
  %67 = fmul contract float %65, 7.812500e-03
  store float %67, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k5_neg(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #8 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fneg contract float %2
  store float %3, ptr %0, align 4
  ret void
}

declare void @netc_k_argmax_f32(ptr, ptr, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %3 = phi float [ 0.000000e+00, %entry ], [ %66, %loop ]
  %i = phi i64 [ 0, %entry ], [ %67, %loop ]
  %4 = getelementptr inbounds i64, ptr %1, i64 %i
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i64, ptr %2, i64 %i
  %7 = load i64, ptr %6, align 4
  %8 = icmp eq i64 %5, %7
  %9 = uitofp i1 %8 to float
  %10 = fadd contract float %3, %9
  %11 = or i64 %i, 1
  %12 = getelementptr inbounds i64, ptr %1, i64 %11
  %13 = load i64, ptr %12, align 4
  %14 = getelementptr inbounds i64, ptr %2, i64 %11
  %15 = load i64, ptr %14, align 4
  %16 = icmp eq i64 %13, %15
  %17 = uitofp i1 %16 to float
  %18 = fadd contract float %10, %17
  %19 = or i64 %i, 2
  %20 = getelementptr inbounds i64, ptr %1, i64 %19
  %21 = load i64, ptr %20, align 4
  %22 = getelementptr inbounds i64, ptr %2, i64 %19
  %23 = load i64, ptr %22, align 4
  %24 = icmp eq i64 %21, %23
  %25 = uitofp i1 %24 to float
  %26 = fadd contract float %18, %25
  %27 = or i64 %i, 3
  %28 = getelementptr inbounds i64, ptr %1, i64 %27
  %29 = load i64, ptr %28, align 4
  %30 = getelementptr inbounds i64, ptr %2, i64 %27
  %31 = load i64, ptr %30, align 4
  %32 = icmp eq i64 %29, %31
  %33 = uitofp i1 %32 to float
  %34 = fadd contract float %26, %33
  %35 = or i64 %i, 4
  %36 = getelementptr inbounds i64, ptr %1, i64 %35
  %37 = load i64, ptr %36, align 4
  %38 = getelementptr inbounds i64, ptr %2, i64 %35
  %39 = load i64, ptr %38, align 4
  %40 = icmp eq i64 %37, %39
  %41 = uitofp i1 %40 to float
  %42 = fadd contract float %34, %41
  %43 = or i64 %i, 5
  %44 = getelementptr inbounds i64, ptr %1, i64 %43
  %45 = load i64, ptr %44, align 4
  %46 = getelementptr inbounds i64, ptr %2, i64 %43
  %47 = load i64, ptr %46, align 4
  %48 = icmp eq i64 %45, %47
  %49 = uitofp i1 %48 to float
  %50 = fadd contract float %42, %49
  %51 = or i64 %i, 6
  %52 = getelementptr inbounds i64, ptr %1, i64 %51
  %53 = load i64, ptr %52, align 4
  %54 = getelementptr inbounds i64, ptr %2, i64 %51
  %55 = load i64, ptr %54, align 4
  %56 = icmp eq i64 %53, %55
  %57 = uitofp i1 %56 to float
  %58 = fadd contract float %50, %57
  %59 = or i64 %i, 7
  %60 = getelementptr inbounds i64, ptr %1, i64 %59
  %61 = load i64, ptr %60, align 4
  %62 = getelementptr inbounds i64, ptr %2, i64 %59
  %63 = load i64, ptr %62, align 4
  %64 = icmp eq i64 %61, %63
  %65 = uitofp i1 %64 to float
  %66 = fadd contract float %58, %65
  %67 = add nuw nsw i64 %i, 8
  %exitcond.not.7 = icmp eq i64 %67, 128
  br i1 %exitcond.not.7, label %exit, label %loop

exit:                                             ; preds = %loop
  %68 = fmul contract float %66, 7.812500e-03
  store float %68, ptr %0, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #9

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "target-cpu"="x86-64-v3" }
attributes #5 = { nofree noinline nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) "target-cpu"="x86-64-v3" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !2, !1}

; @train.net.fashion.update
; ModuleID = 'netc_train_net_fashion_update'
source_filename = "netc_train_net_fashion_update"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_train_net_fashion_update(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readnone %3, i64 %4, i64 %5) local_unnamed_addr #0 {
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
  %11 = getelementptr inbounds ptr, ptr %0, i64 2
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds ptr, ptr %0, i64 3
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds ptr, ptr %0, i64 4
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds ptr, ptr %0, i64 5
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds ptr, ptr %0, i64 6
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds ptr, ptr %0, i64 7
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds ptr, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds ptr, ptr %0, i64 9
  %26 = load ptr, ptr %25, align 8
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds ptr, ptr %2, i64 10
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds ptr, ptr %2, i64 11
  %31 = load ptr, ptr %30, align 8
  %32 = load ptr, ptr %1, align 8
  %33 = getelementptr inbounds ptr, ptr %1, i64 1
  %34 = load ptr, ptr %33, align 8
  %35 = getelementptr inbounds ptr, ptr %1, i64 2
  %36 = load ptr, ptr %35, align 8
  call fastcc void @k0_sub(ptr %32, ptr %34, ptr %36, ptr %27, ptr %8, ptr %29, ptr %12, ptr %10, ptr %31)
  %37 = getelementptr inbounds ptr, ptr %2, i64 1
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds ptr, ptr %2, i64 12
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr inbounds ptr, ptr %2, i64 13
  %42 = load ptr, ptr %41, align 8
  %43 = getelementptr inbounds ptr, ptr %1, i64 3
  %44 = load ptr, ptr %43, align 8
  %45 = getelementptr inbounds ptr, ptr %1, i64 4
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds ptr, ptr %1, i64 5
  %48 = load ptr, ptr %47, align 8
  call fastcc void @k1_sub(ptr %44, ptr %46, ptr %48, ptr %38, ptr %8, ptr %40, ptr %14, ptr %10, ptr %42)
  %49 = getelementptr inbounds ptr, ptr %2, i64 2
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr inbounds ptr, ptr %2, i64 14
  %52 = load ptr, ptr %51, align 8
  %53 = getelementptr inbounds ptr, ptr %2, i64 15
  %54 = load ptr, ptr %53, align 8
  %55 = getelementptr inbounds ptr, ptr %1, i64 6
  %56 = load ptr, ptr %55, align 8
  %57 = getelementptr inbounds ptr, ptr %1, i64 7
  %58 = load ptr, ptr %57, align 8
  %59 = getelementptr inbounds ptr, ptr %1, i64 8
  %60 = load ptr, ptr %59, align 8
  call fastcc void @k2_sub(ptr %56, ptr %58, ptr %60, ptr %50, ptr %8, ptr %52, ptr %16, ptr %10, ptr %54)
  %61 = getelementptr inbounds ptr, ptr %2, i64 3
  %62 = load ptr, ptr %61, align 8
  %63 = getelementptr inbounds ptr, ptr %2, i64 16
  %64 = load ptr, ptr %63, align 8
  %65 = getelementptr inbounds ptr, ptr %2, i64 17
  %66 = load ptr, ptr %65, align 8
  %67 = getelementptr inbounds ptr, ptr %1, i64 9
  %68 = load ptr, ptr %67, align 8
  %69 = getelementptr inbounds ptr, ptr %1, i64 10
  %70 = load ptr, ptr %69, align 8
  %71 = getelementptr inbounds ptr, ptr %1, i64 11
  %72 = load ptr, ptr %71, align 8
  call fastcc void @k3_sub(ptr %68, ptr %70, ptr %72, ptr %62, ptr %8, ptr %64, ptr %18, ptr %10, ptr %66)
  %73 = getelementptr inbounds ptr, ptr %2, i64 6
  %74 = load ptr, ptr %73, align 8
  %75 = getelementptr inbounds ptr, ptr %2, i64 18
  %76 = load ptr, ptr %75, align 8
  %77 = getelementptr inbounds ptr, ptr %2, i64 19
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr inbounds ptr, ptr %1, i64 12
  %80 = load ptr, ptr %79, align 8
  %81 = getelementptr inbounds ptr, ptr %1, i64 13
  %82 = load ptr, ptr %81, align 8
  %83 = getelementptr inbounds ptr, ptr %1, i64 14
  %84 = load ptr, ptr %83, align 8
  call fastcc void @k4_sub(ptr %80, ptr %82, ptr %84, ptr %74, ptr %8, ptr %76, ptr %20, ptr %10, ptr %78)
  %85 = getelementptr inbounds ptr, ptr %2, i64 7
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr inbounds ptr, ptr %2, i64 20
  %88 = load ptr, ptr %87, align 8
  %89 = getelementptr inbounds ptr, ptr %2, i64 21
  %90 = load ptr, ptr %89, align 8
  %91 = getelementptr inbounds ptr, ptr %1, i64 15
  %92 = load ptr, ptr %91, align 8
  %93 = getelementptr inbounds ptr, ptr %1, i64 16
  %94 = load ptr, ptr %93, align 8
  %95 = getelementptr inbounds ptr, ptr %1, i64 17
  %96 = load ptr, ptr %95, align 8
  call fastcc void @k5_sub(ptr %92, ptr %94, ptr %96, ptr %86, ptr %8, ptr %88, ptr %22, ptr %10, ptr %90)
  %97 = getelementptr inbounds ptr, ptr %2, i64 8
  %98 = load ptr, ptr %97, align 8
  %99 = getelementptr inbounds ptr, ptr %2, i64 22
  %100 = load ptr, ptr %99, align 8
  %101 = getelementptr inbounds ptr, ptr %2, i64 23
  %102 = load ptr, ptr %101, align 8
  %103 = getelementptr inbounds ptr, ptr %1, i64 18
  %104 = load ptr, ptr %103, align 8
  %105 = getelementptr inbounds ptr, ptr %1, i64 19
  %106 = load ptr, ptr %105, align 8
  %107 = getelementptr inbounds ptr, ptr %1, i64 20
  %108 = load ptr, ptr %107, align 8
  call fastcc void @k6_sub(ptr %104, ptr %106, ptr %108, ptr %98, ptr %8, ptr %100, ptr %24, ptr %10, ptr %102)
  %109 = getelementptr inbounds ptr, ptr %2, i64 9
  %110 = load ptr, ptr %109, align 8
  %111 = getelementptr inbounds ptr, ptr %2, i64 24
  %112 = load ptr, ptr %111, align 8
  %113 = getelementptr inbounds ptr, ptr %2, i64 25
  %114 = load ptr, ptr %113, align 8
  %115 = getelementptr inbounds ptr, ptr %1, i64 21
  %116 = load ptr, ptr %115, align 8
  %117 = getelementptr inbounds ptr, ptr %1, i64 22
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr inbounds ptr, ptr %1, i64 23
  %120 = load ptr, ptr %119, align 8
  call fastcc void @k7_sub(ptr %116, ptr %118, ptr %120, ptr %110, ptr %8, ptr %112, ptr %26, ptr %10, ptr %114)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %7, align 4
  %10 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %9)
  %11 = fsub contract float 1.000000e+00, %10
  %12 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %9)
  %13 = fsub contract float 1.000000e+00, %12
  %14 = load float, ptr %4, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %13, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %11, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %15 = getelementptr inbounds float, ptr %3, i64 %index
  %wide.load = load <8 x float>, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %5, i64 %index
  %wide.load1 = load <8 x float>, ptr %16, align 4
  %17 = fmul contract <8 x float> %wide.load1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %18 = getelementptr inbounds float, ptr %6, i64 %index
  %wide.load2 = load <8 x float>, ptr %18, align 4
  %19 = fmul contract <8 x float> %wide.load2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %20 = fadd contract <8 x float> %17, %19
  %21 = getelementptr inbounds float, ptr %1, i64 %index
  %22 = fdiv contract <8 x float> %20, %broadcast.splat
  %23 = getelementptr inbounds float, ptr %8, i64 %index
  %wide.load3 = load <8 x float>, ptr %23, align 4
  %24 = fmul contract <8 x float> %wide.load3, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %25 = fmul contract <8 x float> %wide.load2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %26 = fmul contract <8 x float> %wide.load2, %25
  %27 = fadd contract <8 x float> %26, %24
  %28 = getelementptr inbounds float, ptr %2, i64 %index
  %29 = fdiv contract <8 x float> %27, %broadcast.splat5
  %30 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %29)
  %31 = fadd contract <8 x float> %30, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %32 = fdiv contract <8 x float> %22, %31
  %33 = fmul contract <8 x float> %wide.load, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %34 = fadd contract <8 x float> %33, %32
  %35 = fmul contract <8 x float> %broadcast.splat7, %34
  %36 = fsub contract <8 x float> %wide.load, %35
  %37 = getelementptr inbounds float, ptr %0, i64 %index
  store <8 x float> %36, ptr %37, align 4
  store <8 x float> %20, ptr %21, align 4
  store <8 x float> %27, ptr %28, align 4
  %index.next = add nuw i64 %index, 8
  %38 = icmp eq i64 %index.next, 144
  br i1 %38, label %exit, label %vector.body, !llvm.loop !0

exit:                                             ; preds = %vector.body
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #4

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %4, align 4
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %10 = load float, ptr %7, align 4
  %11 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %10)
  %12 = fsub contract float 1.000000e+00, %11
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %12, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %13 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %10)
  %14 = fsub contract float 1.000000e+00, %13
  %broadcast.splatinsert = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load = load <8 x float>, ptr %3, align 4
  %wide.load1 = load <8 x float>, ptr %5, align 4
  %15 = fmul contract <8 x float> %wide.load1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %wide.load2 = load <8 x float>, ptr %6, align 4
  %16 = fmul contract <8 x float> %wide.load2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %17 = fadd contract <8 x float> %15, %16
  %18 = fdiv contract <8 x float> %17, %broadcast.splat
  %wide.load3 = load <8 x float>, ptr %8, align 4
  %19 = fmul contract <8 x float> %wide.load3, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %20 = fmul contract <8 x float> %wide.load2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %21 = fmul contract <8 x float> %wide.load2, %20
  %22 = fadd contract <8 x float> %21, %19
  %23 = fdiv contract <8 x float> %22, %broadcast.splat5
  %24 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %23)
  %25 = fadd contract <8 x float> %24, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %26 = fdiv contract <8 x float> %18, %25
  %27 = fmul contract <8 x float> %wide.load, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %28 = fadd contract <8 x float> %27, %26
  %29 = fmul contract <8 x float> %broadcast.splat7, %28
  %30 = fsub contract <8 x float> %wide.load, %29
  store <8 x float> %30, ptr %0, align 4
  store <8 x float> %17, ptr %1, align 4
  store <8 x float> %22, ptr %2, align 4
  %31 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load.1 = load <8 x float>, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %5, i64 8
  %wide.load1.1 = load <8 x float>, ptr %32, align 4
  %33 = fmul contract <8 x float> %wide.load1.1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %34 = getelementptr inbounds float, ptr %6, i64 8
  %wide.load2.1 = load <8 x float>, ptr %34, align 4
  %35 = fmul contract <8 x float> %wide.load2.1, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %36 = fadd contract <8 x float> %33, %35
  %37 = getelementptr inbounds float, ptr %1, i64 8
  %38 = fdiv contract <8 x float> %36, %broadcast.splat
  %39 = getelementptr inbounds float, ptr %8, i64 8
  %wide.load3.1 = load <8 x float>, ptr %39, align 4
  %40 = fmul contract <8 x float> %wide.load3.1, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %41 = fmul contract <8 x float> %wide.load2.1, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %42 = fmul contract <8 x float> %wide.load2.1, %41
  %43 = fadd contract <8 x float> %42, %40
  %44 = getelementptr inbounds float, ptr %2, i64 8
  %45 = fdiv contract <8 x float> %43, %broadcast.splat5
  %46 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %45)
  %47 = fadd contract <8 x float> %46, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %48 = fdiv contract <8 x float> %38, %47
  %49 = fmul contract <8 x float> %wide.load.1, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %50 = fadd contract <8 x float> %49, %48
  %51 = fmul contract <8 x float> %broadcast.splat7, %50
  %52 = fsub contract <8 x float> %wide.load.1, %51
  %53 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %52, ptr %53, align 4
  store <8 x float> %36, ptr %37, align 4
  store <8 x float> %43, ptr %44, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %4, align 4
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %10 = load float, ptr %7, align 4
  %11 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %10)
  %12 = fsub contract float 1.000000e+00, %11
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %12, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %13 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %10)
  %14 = fsub contract float 1.000000e+00, %13
  %broadcast.splatinsert = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load = load <8 x float>, ptr %3, align 4
  %wide.load1 = load <8 x float>, ptr %5, align 4
  %15 = fmul contract <8 x float> %wide.load1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %wide.load2 = load <8 x float>, ptr %6, align 4
  %16 = fmul contract <8 x float> %wide.load2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %17 = fadd contract <8 x float> %15, %16
  %18 = fdiv contract <8 x float> %17, %broadcast.splat
  %wide.load3 = load <8 x float>, ptr %8, align 4
  %19 = fmul contract <8 x float> %wide.load3, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %20 = fmul contract <8 x float> %wide.load2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %21 = fmul contract <8 x float> %wide.load2, %20
  %22 = fadd contract <8 x float> %21, %19
  %23 = fdiv contract <8 x float> %22, %broadcast.splat5
  %24 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %23)
  %25 = fadd contract <8 x float> %24, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %26 = fdiv contract <8 x float> %18, %25
  %27 = fmul contract <8 x float> %wide.load, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %28 = fadd contract <8 x float> %27, %26
  %29 = fmul contract <8 x float> %broadcast.splat7, %28
  %30 = fsub contract <8 x float> %wide.load, %29
  store <8 x float> %30, ptr %0, align 4
  store <8 x float> %17, ptr %1, align 4
  store <8 x float> %22, ptr %2, align 4
  %31 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load.1 = load <8 x float>, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %5, i64 8
  %wide.load1.1 = load <8 x float>, ptr %32, align 4
  %33 = fmul contract <8 x float> %wide.load1.1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %34 = getelementptr inbounds float, ptr %6, i64 8
  %wide.load2.1 = load <8 x float>, ptr %34, align 4
  %35 = fmul contract <8 x float> %wide.load2.1, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %36 = fadd contract <8 x float> %33, %35
  %37 = getelementptr inbounds float, ptr %1, i64 8
  %38 = fdiv contract <8 x float> %36, %broadcast.splat
  %39 = getelementptr inbounds float, ptr %8, i64 8
  %wide.load3.1 = load <8 x float>, ptr %39, align 4
  %40 = fmul contract <8 x float> %wide.load3.1, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %41 = fmul contract <8 x float> %wide.load2.1, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %42 = fmul contract <8 x float> %wide.load2.1, %41
  %43 = fadd contract <8 x float> %42, %40
  %44 = getelementptr inbounds float, ptr %2, i64 8
  %45 = fdiv contract <8 x float> %43, %broadcast.splat5
  %46 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %45)
  %47 = fadd contract <8 x float> %46, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %48 = fdiv contract <8 x float> %38, %47
  %49 = fmul contract <8 x float> %wide.load.1, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %50 = fadd contract <8 x float> %49, %48
  %51 = fmul contract <8 x float> %broadcast.splat7, %50
  %52 = fsub contract <8 x float> %wide.load.1, %51
  %53 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %52, ptr %53, align 4
  store <8 x float> %36, ptr %37, align 4
  store <8 x float> %43, ptr %44, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %4, align 4
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %10 = load float, ptr %7, align 4
  %11 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %10)
  %12 = fsub contract float 1.000000e+00, %11
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %12, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %13 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %10)
  %14 = fsub contract float 1.000000e+00, %13
  %broadcast.splatinsert = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load = load <8 x float>, ptr %3, align 4
  %wide.load1 = load <8 x float>, ptr %5, align 4
  %15 = fmul contract <8 x float> %wide.load1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %wide.load2 = load <8 x float>, ptr %6, align 4
  %16 = fmul contract <8 x float> %wide.load2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %17 = fadd contract <8 x float> %15, %16
  %18 = fdiv contract <8 x float> %17, %broadcast.splat
  %wide.load3 = load <8 x float>, ptr %8, align 4
  %19 = fmul contract <8 x float> %wide.load3, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %20 = fmul contract <8 x float> %wide.load2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %21 = fmul contract <8 x float> %wide.load2, %20
  %22 = fadd contract <8 x float> %21, %19
  %23 = fdiv contract <8 x float> %22, %broadcast.splat5
  %24 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %23)
  %25 = fadd contract <8 x float> %24, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %26 = fdiv contract <8 x float> %18, %25
  %27 = fmul contract <8 x float> %wide.load, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %28 = fadd contract <8 x float> %27, %26
  %29 = fmul contract <8 x float> %broadcast.splat7, %28
  %30 = fsub contract <8 x float> %wide.load, %29
  store <8 x float> %30, ptr %0, align 4
  store <8 x float> %17, ptr %1, align 4
  store <8 x float> %22, ptr %2, align 4
  %31 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load.1 = load <8 x float>, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %5, i64 8
  %wide.load1.1 = load <8 x float>, ptr %32, align 4
  %33 = fmul contract <8 x float> %wide.load1.1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %34 = getelementptr inbounds float, ptr %6, i64 8
  %wide.load2.1 = load <8 x float>, ptr %34, align 4
  %35 = fmul contract <8 x float> %wide.load2.1, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %36 = fadd contract <8 x float> %33, %35
  %37 = getelementptr inbounds float, ptr %1, i64 8
  %38 = fdiv contract <8 x float> %36, %broadcast.splat
  %39 = getelementptr inbounds float, ptr %8, i64 8
  %wide.load3.1 = load <8 x float>, ptr %39, align 4
  %40 = fmul contract <8 x float> %wide.load3.1, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %41 = fmul contract <8 x float> %wide.load2.1, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %42 = fmul contract <8 x float> %wide.load2.1, %41
  %43 = fadd contract <8 x float> %42, %40
  %44 = getelementptr inbounds float, ptr %2, i64 8
  %45 = fdiv contract <8 x float> %43, %broadcast.splat5
  %46 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %45)
  %47 = fadd contract <8 x float> %46, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %48 = fdiv contract <8 x float> %38, %47
  %49 = fmul contract <8 x float> %wide.load.1, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %50 = fadd contract <8 x float> %49, %48
  %51 = fmul contract <8 x float> %broadcast.splat7, %50
  %52 = fsub contract <8 x float> %wide.load.1, %51
  %53 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %52, ptr %53, align 4
  store <8 x float> %36, ptr %37, align 4
  store <8 x float> %43, ptr %44, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %7, align 4
  %10 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %9)
  %11 = fsub contract float 1.000000e+00, %10
  %12 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %9)
  %13 = fsub contract float 1.000000e+00, %12
  %14 = load float, ptr %4, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %13, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %11, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %15 = getelementptr inbounds float, ptr %3, i64 %index
  %wide.load = load <8 x float>, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %5, i64 %index
  %wide.load1 = load <8 x float>, ptr %16, align 4
  %17 = fmul contract <8 x float> %wide.load1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %18 = getelementptr inbounds float, ptr %6, i64 %index
  %wide.load2 = load <8 x float>, ptr %18, align 4
  %19 = fmul contract <8 x float> %wide.load2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %20 = fadd contract <8 x float> %17, %19
  %21 = getelementptr inbounds float, ptr %1, i64 %index
  %22 = fdiv contract <8 x float> %20, %broadcast.splat
  %23 = getelementptr inbounds float, ptr %8, i64 %index
  %wide.load3 = load <8 x float>, ptr %23, align 4
  %24 = fmul contract <8 x float> %wide.load3, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %25 = fmul contract <8 x float> %wide.load2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %26 = fmul contract <8 x float> %wide.load2, %25
  %27 = fadd contract <8 x float> %26, %24
  %28 = getelementptr inbounds float, ptr %2, i64 %index
  %29 = fdiv contract <8 x float> %27, %broadcast.splat5
  %30 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %29)
  %31 = fadd contract <8 x float> %30, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %32 = fdiv contract <8 x float> %22, %31
  %33 = fmul contract <8 x float> %wide.load, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %34 = fadd contract <8 x float> %33, %32
  %35 = fmul contract <8 x float> %broadcast.splat7, %34
  %36 = fsub contract <8 x float> %wide.load, %35
  %37 = getelementptr inbounds float, ptr %0, i64 %index
  store <8 x float> %36, ptr %37, align 4
  store <8 x float> %20, ptr %21, align 4
  store <8 x float> %27, ptr %28, align 4
  %index.next = add nuw i64 %index, 8
  %38 = icmp eq i64 %index.next, 4608
  br i1 %38, label %exit, label %vector.body, !llvm.loop !3

exit:                                             ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %4, align 4
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %10 = load float, ptr %7, align 4
  %11 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %10)
  %12 = fsub contract float 1.000000e+00, %11
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %12, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %13 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %10)
  %14 = fsub contract float 1.000000e+00, %13
  %broadcast.splatinsert = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load = load <8 x float>, ptr %3, align 4
  %wide.load1 = load <8 x float>, ptr %5, align 4
  %15 = fmul contract <8 x float> %wide.load1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %wide.load2 = load <8 x float>, ptr %6, align 4
  %16 = fmul contract <8 x float> %wide.load2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %17 = fadd contract <8 x float> %15, %16
  %18 = fdiv contract <8 x float> %17, %broadcast.splat
  %wide.load3 = load <8 x float>, ptr %8, align 4
  %19 = fmul contract <8 x float> %wide.load3, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %20 = fmul contract <8 x float> %wide.load2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %21 = fmul contract <8 x float> %wide.load2, %20
  %22 = fadd contract <8 x float> %21, %19
  %23 = fdiv contract <8 x float> %22, %broadcast.splat5
  %24 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %23)
  %25 = fadd contract <8 x float> %24, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %26 = fdiv contract <8 x float> %18, %25
  %27 = fmul contract <8 x float> %wide.load, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %28 = fadd contract <8 x float> %27, %26
  %29 = fmul contract <8 x float> %broadcast.splat7, %28
  %30 = fsub contract <8 x float> %wide.load, %29
  store <8 x float> %30, ptr %0, align 4
  store <8 x float> %17, ptr %1, align 4
  store <8 x float> %22, ptr %2, align 4
  %31 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load.1 = load <8 x float>, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %5, i64 8
  %wide.load1.1 = load <8 x float>, ptr %32, align 4
  %33 = fmul contract <8 x float> %wide.load1.1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %34 = getelementptr inbounds float, ptr %6, i64 8
  %wide.load2.1 = load <8 x float>, ptr %34, align 4
  %35 = fmul contract <8 x float> %wide.load2.1, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %36 = fadd contract <8 x float> %33, %35
  %37 = getelementptr inbounds float, ptr %1, i64 8
  %38 = fdiv contract <8 x float> %36, %broadcast.splat
  %39 = getelementptr inbounds float, ptr %8, i64 8
  %wide.load3.1 = load <8 x float>, ptr %39, align 4
  %40 = fmul contract <8 x float> %wide.load3.1, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %41 = fmul contract <8 x float> %wide.load2.1, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %42 = fmul contract <8 x float> %wide.load2.1, %41
  %43 = fadd contract <8 x float> %42, %40
  %44 = getelementptr inbounds float, ptr %2, i64 8
  %45 = fdiv contract <8 x float> %43, %broadcast.splat5
  %46 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %45)
  %47 = fadd contract <8 x float> %46, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %48 = fdiv contract <8 x float> %38, %47
  %49 = fmul contract <8 x float> %wide.load.1, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %50 = fadd contract <8 x float> %49, %48
  %51 = fmul contract <8 x float> %broadcast.splat7, %50
  %52 = fsub contract <8 x float> %wide.load.1, %51
  %53 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %52, ptr %53, align 4
  store <8 x float> %36, ptr %37, align 4
  store <8 x float> %43, ptr %44, align 4
  %54 = getelementptr inbounds float, ptr %3, i64 16
  %wide.load.2 = load <8 x float>, ptr %54, align 4
  %55 = getelementptr inbounds float, ptr %5, i64 16
  %wide.load1.2 = load <8 x float>, ptr %55, align 4
  %56 = fmul contract <8 x float> %wide.load1.2, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %57 = getelementptr inbounds float, ptr %6, i64 16
  %wide.load2.2 = load <8 x float>, ptr %57, align 4
  %58 = fmul contract <8 x float> %wide.load2.2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %59 = fadd contract <8 x float> %56, %58
  %60 = getelementptr inbounds float, ptr %1, i64 16
  %61 = fdiv contract <8 x float> %59, %broadcast.splat
  %62 = getelementptr inbounds float, ptr %8, i64 16
  %wide.load3.2 = load <8 x float>, ptr %62, align 4
  %63 = fmul contract <8 x float> %wide.load3.2, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %64 = fmul contract <8 x float> %wide.load2.2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %65 = fmul contract <8 x float> %wide.load2.2, %64
  %66 = fadd contract <8 x float> %65, %63
  %67 = getelementptr inbounds float, ptr %2, i64 16
  %68 = fdiv contract <8 x float> %66, %broadcast.splat5
  %69 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %68)
  %70 = fadd contract <8 x float> %69, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %71 = fdiv contract <8 x float> %61, %70
  %72 = fmul contract <8 x float> %wide.load.2, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %73 = fadd contract <8 x float> %72, %71
  %74 = fmul contract <8 x float> %broadcast.splat7, %73
  %75 = fsub contract <8 x float> %wide.load.2, %74
  %76 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %75, ptr %76, align 4
  store <8 x float> %59, ptr %60, align 4
  store <8 x float> %66, ptr %67, align 4
  %77 = getelementptr inbounds float, ptr %3, i64 24
  %wide.load.3 = load <8 x float>, ptr %77, align 4
  %78 = getelementptr inbounds float, ptr %5, i64 24
  %wide.load1.3 = load <8 x float>, ptr %78, align 4
  %79 = fmul contract <8 x float> %wide.load1.3, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %80 = getelementptr inbounds float, ptr %6, i64 24
  %wide.load2.3 = load <8 x float>, ptr %80, align 4
  %81 = fmul contract <8 x float> %wide.load2.3, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %82 = fadd contract <8 x float> %79, %81
  %83 = getelementptr inbounds float, ptr %1, i64 24
  %84 = fdiv contract <8 x float> %82, %broadcast.splat
  %85 = getelementptr inbounds float, ptr %8, i64 24
  %wide.load3.3 = load <8 x float>, ptr %85, align 4
  %86 = fmul contract <8 x float> %wide.load3.3, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %87 = fmul contract <8 x float> %wide.load2.3, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %88 = fmul contract <8 x float> %wide.load2.3, %87
  %89 = fadd contract <8 x float> %88, %86
  %90 = getelementptr inbounds float, ptr %2, i64 24
  %91 = fdiv contract <8 x float> %89, %broadcast.splat5
  %92 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %91)
  %93 = fadd contract <8 x float> %92, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %94 = fdiv contract <8 x float> %84, %93
  %95 = fmul contract <8 x float> %wide.load.3, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %96 = fadd contract <8 x float> %95, %94
  %97 = fmul contract <8 x float> %broadcast.splat7, %96
  %98 = fsub contract <8 x float> %wide.load.3, %97
  %99 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %98, ptr %99, align 4
  store <8 x float> %82, ptr %83, align 4
  store <8 x float> %89, ptr %90, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %7, align 4
  %10 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %9)
  %11 = fsub contract float 1.000000e+00, %10
  %12 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %9)
  %13 = fsub contract float 1.000000e+00, %12
  %14 = load float, ptr %4, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %13, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %11, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %15 = getelementptr inbounds float, ptr %3, i64 %index
  %wide.load = load <8 x float>, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %5, i64 %index
  %wide.load1 = load <8 x float>, ptr %16, align 4
  %17 = fmul contract <8 x float> %wide.load1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %18 = getelementptr inbounds float, ptr %6, i64 %index
  %wide.load2 = load <8 x float>, ptr %18, align 4
  %19 = fmul contract <8 x float> %wide.load2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %20 = fadd contract <8 x float> %17, %19
  %21 = getelementptr inbounds float, ptr %1, i64 %index
  %22 = fdiv contract <8 x float> %20, %broadcast.splat
  %23 = getelementptr inbounds float, ptr %8, i64 %index
  %wide.load3 = load <8 x float>, ptr %23, align 4
  %24 = fmul contract <8 x float> %wide.load3, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %25 = fmul contract <8 x float> %wide.load2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %26 = fmul contract <8 x float> %wide.load2, %25
  %27 = fadd contract <8 x float> %26, %24
  %28 = getelementptr inbounds float, ptr %2, i64 %index
  %29 = fdiv contract <8 x float> %27, %broadcast.splat5
  %30 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %29)
  %31 = fadd contract <8 x float> %30, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %32 = fdiv contract <8 x float> %22, %31
  %33 = fmul contract <8 x float> %wide.load, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %34 = fadd contract <8 x float> %33, %32
  %35 = fmul contract <8 x float> %broadcast.splat7, %34
  %36 = fsub contract <8 x float> %wide.load, %35
  %37 = getelementptr inbounds float, ptr %0, i64 %index
  store <8 x float> %36, ptr %37, align 4
  store <8 x float> %20, ptr %21, align 4
  store <8 x float> %27, ptr %28, align 4
  %index.next = add nuw i64 %index, 8
  %38 = icmp eq i64 %index.next, 11520
  br i1 %38, label %exit, label %vector.body, !llvm.loop !4

exit:                                             ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k7_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %4, align 4
  %broadcast.splatinsert8 = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat9 = shufflevector <8 x float> %broadcast.splatinsert8, <8 x float> poison, <8 x i32> zeroinitializer
  %10 = load float, ptr %7, align 4
  %11 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %10)
  %12 = fsub contract float 1.000000e+00, %11
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %12, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %13 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %10)
  %14 = fsub contract float 1.000000e+00, %13
  %broadcast.splatinsert3 = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat4 = shufflevector <8 x float> %broadcast.splatinsert3, <8 x float> poison, <8 x i32> zeroinitializer
  %unmaskedload = load <8 x float>, ptr %3, align 4
  %unmaskedload10 = load <8 x float>, ptr %5, align 4
  %15 = fmul contract <8 x float> %unmaskedload10, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %unmaskedload11 = load <8 x float>, ptr %6, align 4
  %16 = fmul contract <8 x float> %unmaskedload11, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %17 = fadd contract <8 x float> %15, %16
  %18 = fdiv contract <8 x float> %17, %broadcast.splat4
  %unmaskedload12 = load <8 x float>, ptr %8, align 4
  %19 = fmul contract <8 x float> %unmaskedload12, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %20 = fmul contract <8 x float> %unmaskedload11, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %21 = fmul contract <8 x float> %unmaskedload11, %20
  %22 = fadd contract <8 x float> %21, %19
  %23 = fdiv contract <8 x float> %22, %broadcast.splat7
  %24 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %23)
  %25 = fadd contract <8 x float> %24, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %26 = fdiv contract <8 x float> %18, %25
  %27 = fmul contract <8 x float> %unmaskedload, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %28 = fadd contract <8 x float> %27, %26
  %29 = fmul contract <8 x float> %broadcast.splat9, %28
  %30 = fsub contract <8 x float> %unmaskedload, %29
  store <8 x float> %30, ptr %0, align 4
  store <8 x float> %17, ptr %1, align 4
  store <8 x float> %22, ptr %2, align 4
  %31 = getelementptr inbounds float, ptr %3, i64 8
  %wide.masked.load.1 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull %31, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison)
  %32 = getelementptr inbounds float, ptr %5, i64 8
  %wide.masked.load1.1 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull %32, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison)
  %33 = fmul contract <8 x float> %wide.masked.load1.1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %34 = getelementptr inbounds float, ptr %6, i64 8
  %wide.masked.load2.1 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull %34, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison)
  %35 = fmul contract <8 x float> %wide.masked.load2.1, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %36 = fadd contract <8 x float> %33, %35
  %37 = getelementptr inbounds float, ptr %1, i64 8
  %38 = fdiv contract <8 x float> %36, %broadcast.splat4
  %39 = getelementptr inbounds float, ptr %8, i64 8
  %wide.masked.load5.1 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull %39, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <8 x float> poison)
  %40 = fmul contract <8 x float> %wide.masked.load5.1, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %41 = fmul contract <8 x float> %wide.masked.load2.1, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %42 = fmul contract <8 x float> %wide.masked.load2.1, %41
  %43 = fadd contract <8 x float> %42, %40
  %44 = getelementptr inbounds float, ptr %2, i64 8
  %45 = fdiv contract <8 x float> %43, %broadcast.splat7
  %46 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %45)
  %47 = fadd contract <8 x float> %46, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float poison, float poison, float poison, float poison, float poison, float poison>
  %48 = fdiv contract <8 x float> %38, %47
  %49 = fmul contract <8 x float> %wide.masked.load.1, <float 0x3F847AE140000000, float 0x3F847AE140000000, float poison, float poison, float poison, float poison, float poison, float poison>
  %50 = fadd contract <8 x float> %49, %48
  %51 = fmul contract <8 x float> %broadcast.splat9, %50
  %52 = fsub contract <8 x float> %wide.masked.load.1, %51
  %53 = getelementptr inbounds float, ptr %0, i64 8
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %52, ptr %53, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %36, ptr %37, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %43, ptr %44, i32 4, <8 x i1> <i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr nocapture, i32 immarg, <8 x i1>) #7

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}

; @train.net.fashion.step.grad with B = 128
; ModuleID = 'netc_train_net_fashion_step_grad'
source_filename = "netc_train_net_fashion_step_grad"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_train_net_fashion_step_grad(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %bufs15 = alloca [5 x ptr], align 8
  %bufs14 = alloca [3 x ptr], align 8
  %bufs13 = alloca [4 x ptr], align 8
  %bufs12 = alloca [3 x ptr], align 8
  %bufs11 = alloca [3 x ptr], align 8
  %bufs10 = alloca [3 x ptr], align 8
  %bufs9 = alloca [3 x ptr], align 8
  %bufs8 = alloca [2 x ptr], align 8
  %bufs7 = alloca [3 x ptr], align 8
  %bufs6 = alloca [2 x ptr], align 8
  %bufs5 = alloca [4 x ptr], align 8
  %bufs4 = alloca [3 x ptr], align 8
  %bufs3 = alloca [3 x ptr], align 8
  %bufs2 = alloca [3 x ptr], align 8
  %bufs1 = alloca [3 x ptr], align 8
  %bufs = alloca [2 x ptr], align 8
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
  store ptr %3, ptr %bufs, align 8
  %11 = getelementptr inbounds ptr, ptr %bufs, i64 1
  store ptr %8, ptr %11, align 8
  call void @netc_parallel_for(ptr nonnull @k0_div_chunk, ptr nonnull %bufs, i64 100352)
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 401408
  call void @netc_k_conv2d_f32(ptr %3, ptr %12, ptr nonnull %13, i64 128, i64 1, i64 28, i64 28, i64 16, i64 3, i64 3, i64 28, i64 28, i64 1, i64 1)
  %14 = getelementptr inbounds ptr, ptr %2, i64 1
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %3, i64 6823936
  store ptr %16, ptr %bufs1, align 8
  %17 = getelementptr inbounds ptr, ptr %bufs1, i64 1
  store ptr %13, ptr %17, align 8
  %18 = getelementptr inbounds ptr, ptr %bufs1, i64 2
  store ptr %15, ptr %18, align 8
  call void @netc_parallel_for(ptr nonnull @k1_add_chunk, ptr nonnull %bufs1, i64 128)
  call fastcc void @k2_mean(ptr nonnull %13, ptr nonnull %16)
  %19 = getelementptr inbounds i8, ptr %3, i64 13246464
  store ptr %19, ptr %bufs2, align 8
  %20 = getelementptr inbounds ptr, ptr %bufs2, i64 1
  store ptr %16, ptr %20, align 8
  %21 = getelementptr inbounds ptr, ptr %bufs2, i64 2
  store ptr %13, ptr %21, align 8
  call void @netc_parallel_for(ptr nonnull @k3_sub_chunk, ptr nonnull %bufs2, i64 128)
  %22 = getelementptr inbounds i8, ptr %3, i64 401472
  call fastcc void @k4_mean(ptr nonnull %22, ptr nonnull %19)
  %23 = getelementptr inbounds ptr, ptr %2, i64 4
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds ptr, ptr %1, i64 10
  %26 = load ptr, ptr %25, align 8
  call fastcc void @k5_add(ptr %26, ptr %24, ptr nonnull %13)
  %27 = getelementptr inbounds ptr, ptr %2, i64 5
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr inbounds ptr, ptr %1, i64 11
  %30 = load ptr, ptr %29, align 8
  call fastcc void @k6_add(ptr %30, ptr %28, ptr nonnull %22)
  %31 = getelementptr inbounds i8, ptr %3, i64 19668992
  store ptr %31, ptr %bufs3, align 8
  %32 = getelementptr inbounds ptr, ptr %bufs3, i64 1
  store ptr %16, ptr %32, align 8
  %33 = getelementptr inbounds ptr, ptr %bufs3, i64 2
  store ptr %13, ptr %33, align 8
  call void @netc_parallel_for(ptr nonnull @k7_sub_chunk, ptr nonnull %bufs3, i64 128)
  call fastcc void @k8_add(ptr nonnull %13, ptr nonnull %22)
  call fastcc void @k9_rsqrt(ptr nonnull %22, ptr nonnull %13)
  store ptr %16, ptr %bufs4, align 8
  %34 = getelementptr inbounds ptr, ptr %bufs4, i64 1
  store ptr %31, ptr %34, align 8
  %35 = getelementptr inbounds ptr, ptr %bufs4, i64 2
  store ptr %22, ptr %35, align 8
  call void @netc_parallel_for(ptr nonnull @k10_mul_chunk, ptr nonnull %bufs4, i64 128)
  %36 = getelementptr inbounds ptr, ptr %2, i64 2
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds ptr, ptr %2, i64 3
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds i8, ptr %3, i64 26091520
  store ptr %40, ptr %bufs5, align 8
  %41 = getelementptr inbounds ptr, ptr %bufs5, i64 1
  store ptr %16, ptr %41, align 8
  %42 = getelementptr inbounds ptr, ptr %bufs5, i64 2
  store ptr %37, ptr %42, align 8
  %43 = getelementptr inbounds ptr, ptr %bufs5, i64 3
  store ptr %39, ptr %43, align 8
  call void @netc_parallel_for(ptr nonnull @k11_add_chunk, ptr nonnull %bufs5, i64 128)
  %44 = getelementptr inbounds i8, ptr %3, i64 32514048
  store ptr %44, ptr %bufs6, align 8
  %45 = getelementptr inbounds ptr, ptr %bufs6, i64 1
  store ptr %40, ptr %45, align 8
  call void @netc_parallel_for(ptr nonnull @k12_relu_chunk, ptr nonnull %bufs6, i64 1605632)
  %46 = getelementptr inbounds i8, ptr %3, i64 401536
  call void @netc_k_max_pool2d_f32(ptr nonnull %44, ptr nonnull %46, i64 2048, i64 28, i64 28, i64 14, i64 14, i64 2, i64 2)
  %47 = getelementptr inbounds ptr, ptr %2, i64 6
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr inbounds i8, ptr %3, i64 2007168
  call void @netc_k_conv2d_f32(ptr nonnull %46, ptr %48, ptr nonnull %49, i64 128, i64 16, i64 14, i64 14, i64 32, i64 3, i64 3, i64 12, i64 12, i64 1, i64 0)
  %50 = getelementptr inbounds ptr, ptr %2, i64 7
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr inbounds i8, ptr %3, i64 4366464
  store ptr %52, ptr %bufs7, align 8
  %53 = getelementptr inbounds ptr, ptr %bufs7, i64 1
  store ptr %49, ptr %53, align 8
  %54 = getelementptr inbounds ptr, ptr %bufs7, i64 2
  store ptr %51, ptr %54, align 8
  call void @netc_parallel_for(ptr nonnull @k13_add_chunk, ptr nonnull %bufs7, i64 128)
  store ptr %49, ptr %bufs8, align 8
  %55 = getelementptr inbounds ptr, ptr %bufs8, i64 1
  store ptr %52, ptr %55, align 8
  call void @netc_parallel_for(ptr nonnull @k14_relu_chunk, ptr nonnull %bufs8, i64 589824)
  %56 = getelementptr inbounds i8, ptr %3, i64 38936576
  call void @netc_k_max_pool2d_f32(ptr nonnull %49, ptr nonnull %56, i64 4096, i64 12, i64 12, i64 6, i64 6, i64 2, i64 2)
  %57 = getelementptr inbounds i8, ptr %3, i64 39526400
  %58 = add i64 %5, 2
  call void @netc_k_dropout_f32(ptr nonnull %56, ptr nonnull %57, i64 147456, float 2.500000e-01, i64 %58, i64 %4)
  %59 = getelementptr inbounds ptr, ptr %2, i64 8
  %60 = load ptr, ptr %59, align 8
  %61 = getelementptr inbounds i8, ptr %3, i64 6725760
  call void @cblas_sgemm(i32 101, i32 111, i32 112, i32 128, i32 10, i32 1152, float 1.000000e+00, ptr nonnull %57, i32 1152, ptr %60, i32 1152, float 0.000000e+00, ptr nonnull %61, i32 10)
  %62 = getelementptr inbounds ptr, ptr %2, i64 9
  %63 = load ptr, ptr %62, align 8
  %64 = getelementptr inbounds i8, ptr %3, i64 6730880
  call fastcc void @k15_add(ptr nonnull %64, ptr nonnull %61, ptr %63)
  call void @netc_k_softmax_f32(ptr nonnull %64, ptr nonnull %61, i64 128, i64 10, i64 1, i32 1)
  %65 = getelementptr inbounds i8, ptr %3, i64 6736000
  call void @netc_k_gather_f32(ptr nonnull %61, ptr %10, i32 0, ptr nonnull %65, i64 128, i64 10)
  %66 = getelementptr inbounds i8, ptr %3, i64 6736512
  call fastcc void @k16_mean(ptr nonnull %66, ptr nonnull %65)
  %67 = load ptr, ptr %1, align 8
  call fastcc void @k17_neg(ptr %67, ptr nonnull %66)
  %68 = getelementptr inbounds i8, ptr %3, i64 6736576
  call void @netc_k_argmax_f32(ptr nonnull %64, ptr nonnull %68, i64 128, i64 10, i64 1)
  %69 = getelementptr inbounds ptr, ptr %1, i64 1
  %70 = load ptr, ptr %69, align 8
  call fastcc void @k18_mean(ptr %70, ptr nonnull %68, ptr %10)
  call fastcc void @k19_broadcast_to(ptr nonnull %65)
  call void @netc_k_gather_grad_f32(ptr nonnull %65, ptr %10, i32 0, ptr nonnull %64, i64 128, i64 10)
  call fastcc void @k20_sum(ptr nonnull %65, ptr nonnull %64)
  %71 = getelementptr inbounds i8, ptr %3, i64 6737600
  call fastcc void @k21_sub(ptr nonnull %71, ptr nonnull %64, ptr nonnull %61, ptr nonnull %65)
  %72 = getelementptr inbounds ptr, ptr %1, i64 9
  %73 = load ptr, ptr %72, align 8
  call fastcc void @k22_sum_to(ptr %73, ptr nonnull %71)
  call void @cblas_sgemm(i32 101, i32 111, i32 111, i32 128, i32 1152, i32 10, float 1.000000e+00, ptr nonnull %71, i32 10, ptr %60, i32 1152, float 0.000000e+00, ptr nonnull %56, i32 1152)
  %74 = getelementptr inbounds ptr, ptr %1, i64 8
  %75 = load ptr, ptr %74, align 8
  call void @cblas_sgemm(i32 101, i32 112, i32 111, i32 10, i32 1152, i32 128, float 1.000000e+00, ptr nonnull %71, i32 10, ptr nonnull %57, i32 1152, float 0.000000e+00, ptr %75, i32 1152)
  call void @netc_k_dropout_f32(ptr nonnull %56, ptr nonnull %57, i64 147456, float 2.500000e-01, i64 %58, i64 %4)
  %76 = getelementptr inbounds i8, ptr %3, i64 40116224
  call void @netc_k_max_pool2d_grad_f32(ptr nonnull %49, ptr nonnull %57, ptr nonnull %76, i64 4096, i64 12, i64 12, i64 6, i64 6, i64 2, i64 2)
  store ptr %49, ptr %bufs9, align 8
  %77 = getelementptr inbounds ptr, ptr %bufs9, i64 1
  store ptr %52, ptr %77, align 8
  %78 = getelementptr inbounds ptr, ptr %bufs9, i64 2
  store ptr %76, ptr %78, align 8
  call void @netc_parallel_for(ptr nonnull @k23_where_chunk, ptr nonnull %bufs9, i64 589824)
  %79 = getelementptr inbounds ptr, ptr %1, i64 7
  %80 = load ptr, ptr %79, align 8
  call fastcc void @k24_sum_to(ptr %80, ptr nonnull %49)
  call void @netc_k_conv2d_grad_input_f32(ptr nonnull %49, ptr %48, ptr nonnull %52, i64 128, i64 16, i64 14, i64 14, i64 32, i64 3, i64 3, i64 12, i64 12, i64 1, i64 0)
  %81 = getelementptr inbounds ptr, ptr %1, i64 6
  %82 = load ptr, ptr %81, align 8
  call void @netc_k_conv2d_grad_weight_f32(ptr nonnull %46, ptr nonnull %49, ptr %82, i64 128, i64 16, i64 14, i64 14, i64 32, i64 3, i64 3, i64 12, i64 12, i64 1, i64 0)
  %83 = getelementptr inbounds i8, ptr %3, i64 42475520
  call void @netc_k_max_pool2d_grad_f32(ptr nonnull %44, ptr nonnull %52, ptr nonnull %83, i64 2048, i64 28, i64 28, i64 14, i64 14, i64 2, i64 2)
  store ptr %44, ptr %bufs10, align 8
  %84 = getelementptr inbounds ptr, ptr %bufs10, i64 1
  store ptr %40, ptr %84, align 8
  %85 = getelementptr inbounds ptr, ptr %bufs10, i64 2
  store ptr %83, ptr %85, align 8
  call void @netc_parallel_for(ptr nonnull @k25_where_chunk, ptr nonnull %bufs10, i64 1605632)
  %86 = getelementptr inbounds ptr, ptr %1, i64 5
  %87 = load ptr, ptr %86, align 8
  call fastcc void @k26_sum_to(ptr %87, ptr nonnull %44)
  store ptr %40, ptr %bufs11, align 8
  %88 = getelementptr inbounds ptr, ptr %bufs11, i64 1
  store ptr %44, ptr %88, align 8
  %89 = getelementptr inbounds ptr, ptr %bufs11, i64 2
  store ptr %37, ptr %89, align 8
  call void @netc_parallel_for(ptr nonnull @k27_mul_chunk, ptr nonnull %bufs11, i64 128)
  %90 = getelementptr inbounds ptr, ptr %1, i64 4
  %91 = load ptr, ptr %90, align 8
  call fastcc void @k28_sum_to(ptr %91, ptr nonnull %44, ptr nonnull %16)
  store ptr %83, ptr %bufs12, align 8
  %92 = getelementptr inbounds ptr, ptr %bufs12, i64 1
  store ptr %40, ptr %92, align 8
  %93 = getelementptr inbounds ptr, ptr %bufs12, i64 2
  store ptr %22, ptr %93, align 8
  call void @netc_parallel_for(ptr nonnull @k29_mul_chunk, ptr nonnull %bufs12, i64 128)
  call fastcc void @k30_sum_to(ptr nonnull %66, ptr nonnull %40, ptr nonnull %31)
  call fastcc void @k31_sum_to(ptr nonnull %65, ptr nonnull %83)
  store ptr %16, ptr %bufs13, align 8
  %94 = getelementptr inbounds ptr, ptr %bufs13, i64 1
  store ptr %66, ptr %94, align 8
  %95 = getelementptr inbounds ptr, ptr %bufs13, i64 2
  store ptr %22, ptr %95, align 8
  %96 = getelementptr inbounds ptr, ptr %bufs13, i64 3
  store ptr %13, ptr %96, align 8
  call void @netc_parallel_for(ptr nonnull @k32_broadcast_to_chunk, ptr nonnull %bufs13, i64 128)
  store ptr %44, ptr %bufs14, align 8
  %97 = getelementptr inbounds ptr, ptr %bufs14, i64 1
  store ptr %16, ptr %97, align 8
  %98 = getelementptr inbounds ptr, ptr %bufs14, i64 2
  store ptr %19, ptr %98, align 8
  call void @netc_parallel_for(ptr nonnull @k33_add_chunk, ptr nonnull %bufs14, i64 1605632)
  call fastcc void @k34_sum_to(ptr nonnull %13, ptr nonnull %44)
  store ptr %31, ptr %bufs15, align 8
  %99 = getelementptr inbounds ptr, ptr %bufs15, i64 1
  store ptr %83, ptr %99, align 8
  %100 = getelementptr inbounds ptr, ptr %bufs15, i64 2
  store ptr %44, ptr %100, align 8
  %101 = getelementptr inbounds ptr, ptr %bufs15, i64 3
  store ptr %65, ptr %101, align 8
  %102 = getelementptr inbounds ptr, ptr %bufs15, i64 4
  store ptr %13, ptr %102, align 8
  call void @netc_parallel_for(ptr nonnull @k35_add_chunk, ptr nonnull %bufs15, i64 128)
  %103 = getelementptr inbounds ptr, ptr %1, i64 3
  %104 = load ptr, ptr %103, align 8
  call fastcc void @k36_sum_to(ptr %104, ptr nonnull %31)
  %105 = getelementptr inbounds ptr, ptr %1, i64 2
  %106 = load ptr, ptr %105, align 8
  call void @netc_k_conv2d_grad_weight_f32(ptr %3, ptr nonnull %31, ptr %106, i64 128, i64 1, i64 28, i64 28, i64 16, i64 3, i64 3, i64 28, i64 28, i64 1, i64 1)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_div(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, i64 %2, i64 %3) unnamed_addr #3 {
entry:
  %4 = add nuw nsw i64 %2, 1
  %smax = tail call i64 @llvm.smax.i64(i64 %3, i64 %4)
  %5 = sub i64 %smax, %2
  %min.iters.check = icmp ult i64 %5, 32
  br i1 %min.iters.check, label %loop.preheader, label %vector.ph

vector.ph:                                        ; preds = %entry
  %n.vec = and i64 %5, -32
  %ind.end = add i64 %n.vec, %2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %index, %2
  %6 = getelementptr inbounds float, ptr %1, i64 %offset.idx
  %wide.load = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %6, i64 8
  %wide.load1 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %6, i64 16
  %wide.load2 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %6, i64 24
  %wide.load3 = load <8 x float>, ptr %9, align 4
  %10 = fdiv contract <8 x float> %wide.load, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %11 = fdiv contract <8 x float> %wide.load1, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %12 = fdiv contract <8 x float> %wide.load2, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %13 = fdiv contract <8 x float> %wide.load3, <float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02, float 2.550000e+02>
  %14 = getelementptr inbounds float, ptr %0, i64 %offset.idx
  store <8 x float> %10, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %14, i64 8
  store <8 x float> %11, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %14, i64 16
  store <8 x float> %12, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %14, i64 24
  store <8 x float> %13, ptr %17, align 4
  %index.next = add nuw i64 %index, 32
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %exit, label %loop.preheader

loop.preheader:                                   ; preds = %entry, %middle.block
  %i.ph = phi i64 [ %2, %entry ], [ %ind.end, %middle.block ]
  br label %loop

loop:                                             ; preds = %loop.preheader, %loop
  %i = phi i64 [ %23, %loop ], [ %i.ph, %loop.preheader ]
  %19 = getelementptr inbounds float, ptr %1, i64 %i
  %20 = load float, ptr %19, align 4
  %21 = fdiv contract float %20, 2.550000e+02
  %22 = getelementptr inbounds float, ptr %0, i64 %i
  store float %21, ptr %22, align 4
  %23 = add nuw nsw i64 %i, 1
  %24 = icmp slt i64 %23, %3
  br i1 %24, label %loop, label %exit, !llvm.loop !3

exit:                                             ; preds = %loop, %middle.block
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k0_div_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  tail call fastcc void @k0_div(ptr %3, ptr %5, i64 %1, i64 %2)
  ret void
}

declare void @netc_parallel_for(ptr, ptr, i64) local_unnamed_addr

declare void @netc_k_conv2d_f32(ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, i64 %3, i64 %4) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %3, %entry ], [ %10, %exit2 ]
  %5 = mul i64 %i, 12544
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %46, %exit5 ]
  %6 = mul nuw nsw i64 %i3, 784
  %7 = add i64 %6, %5
  %8 = getelementptr inbounds float, ptr %2, i64 %i3
  %9 = load float, ptr %8, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %loop4

exit2:                                            ; preds = %exit5
  %10 = add nuw nsw i64 %i, 1
  %11 = icmp slt i64 %10, %4
  br i1 %11, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %45, %loop4 ]
  %12 = mul nuw nsw i64 %i6, 28
  %13 = add i64 %7, %12
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %wide.load = load <8 x float>, ptr %14, align 4
  %15 = fadd contract <8 x float> %wide.load, %broadcast.splat
  %16 = getelementptr inbounds float, ptr %0, i64 %13
  store <8 x float> %15, ptr %16, align 4
  %17 = add i64 %13, 8
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %wide.load.1 = load <8 x float>, ptr %18, align 4
  %19 = fadd contract <8 x float> %wide.load.1, %broadcast.splat
  %20 = getelementptr inbounds float, ptr %0, i64 %17
  store <8 x float> %19, ptr %20, align 4
  %21 = add i64 %13, 16
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %wide.load.2 = load <8 x float>, ptr %22, align 4
  %23 = fadd contract <8 x float> %wide.load.2, %broadcast.splat
  %24 = getelementptr inbounds float, ptr %0, i64 %21
  store <8 x float> %23, ptr %24, align 4
  %25 = add i64 %13, 24
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fadd contract float %27, %9
  %29 = getelementptr inbounds float, ptr %0, i64 %25
  store float %28, ptr %29, align 4
  %30 = add i64 %13, 25
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %32, %9
  %34 = getelementptr inbounds float, ptr %0, i64 %30
  store float %33, ptr %34, align 4
  %35 = add i64 %13, 26
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fadd contract float %37, %9
  %39 = getelementptr inbounds float, ptr %0, i64 %35
  store float %38, ptr %39, align 4
  %40 = add i64 %13, 27
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fadd contract float %42, %9
  %44 = getelementptr inbounds float, ptr %0, i64 %40
  store float %43, ptr %44, align 4
  %45 = add nuw nsw i64 %i6, 1
  %exitcond12.not = icmp eq i64 %45, 28
  br i1 %exitcond12.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %46 = add nuw nsw i64 %i3, 1
  %exitcond13.not = icmp eq i64 %46, 16
  br i1 %exitcond13.not, label %exit2, label %loop1
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k1_add_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  tail call fastcc void @k1_add(ptr %3, ptr %5, ptr %7, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %0, i8 0, i64 64, i1 false)
  br label %loop10

loop10:                                           ; preds = %entry, %exit14
  %i12 = phi i64 [ %6, %exit14 ], [ 0, %entry ]
  %2 = mul nuw nsw i64 %i12, 12544
  br label %loop13

loop13:                                           ; preds = %exit17, %loop10
  %i15 = phi i64 [ 0, %loop10 ], [ %168, %exit17 ]
  %3 = mul nuw nsw i64 %i15, 784
  %4 = add nuw nsw i64 %3, %2
  %5 = getelementptr inbounds float, ptr %0, i64 %i15
  %.promoted38 = load float, ptr %5, align 4
  br label %loop16

exit14:                                           ; preds = %exit17
  %6 = add nuw nsw i64 %i12, 1
  %exitcond41.not = icmp eq i64 %6, 128
  br i1 %exitcond41.not, label %loop25.preheader, label %loop10

loop25.preheader:                                 ; preds = %exit14
  %7 = load float, ptr %0, align 4
  %8 = fmul contract float %7, 0x3EE4E5E0A0000000
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fmul contract float %10, 0x3EE4E5E0A0000000
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds float, ptr %0, i64 2
  %13 = load float, ptr %12, align 4
  %14 = fmul contract float %13, 0x3EE4E5E0A0000000
  store float %14, ptr %12, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 3
  %16 = load float, ptr %15, align 4
  %17 = fmul contract float %16, 0x3EE4E5E0A0000000
  store float %17, ptr %15, align 4
  %18 = getelementptr inbounds float, ptr %0, i64 4
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, 0x3EE4E5E0A0000000
  store float %20, ptr %18, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 5
  %22 = load float, ptr %21, align 4
  %23 = fmul contract float %22, 0x3EE4E5E0A0000000
  store float %23, ptr %21, align 4
  %24 = getelementptr inbounds float, ptr %0, i64 6
  %25 = load float, ptr %24, align 4
  %26 = fmul contract float %25, 0x3EE4E5E0A0000000
  store float %26, ptr %24, align 4
  %27 = getelementptr inbounds float, ptr %0, i64 7
  %28 = load float, ptr %27, align 4
  %29 = fmul contract float %28, 0x3EE4E5E0A0000000
  store float %29, ptr %27, align 4
  %30 = getelementptr inbounds float, ptr %0, i64 8
  %31 = load float, ptr %30, align 4
  %32 = fmul contract float %31, 0x3EE4E5E0A0000000
  store float %32, ptr %30, align 4
  %33 = getelementptr inbounds float, ptr %0, i64 9
  %34 = load float, ptr %33, align 4
  %35 = fmul contract float %34, 0x3EE4E5E0A0000000
  store float %35, ptr %33, align 4
  %36 = getelementptr inbounds float, ptr %0, i64 10
  %37 = load float, ptr %36, align 4
  %38 = fmul contract float %37, 0x3EE4E5E0A0000000
  store float %38, ptr %36, align 4
  %39 = getelementptr inbounds float, ptr %0, i64 11
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %40, 0x3EE4E5E0A0000000
  store float %41, ptr %39, align 4
  %42 = getelementptr inbounds float, ptr %0, i64 12
  %43 = load float, ptr %42, align 4
  %44 = fmul contract float %43, 0x3EE4E5E0A0000000
  store float %44, ptr %42, align 4
  %45 = getelementptr inbounds float, ptr %0, i64 13
  %46 = load float, ptr %45, align 4
  %47 = fmul contract float %46, 0x3EE4E5E0A0000000
  store float %47, ptr %45, align 4
  %48 = getelementptr inbounds float, ptr %0, i64 14
  %49 = load float, ptr %48, align 4
  %50 = fmul contract float %49, 0x3EE4E5E0A0000000
  store float %50, ptr %48, align 4
  %51 = getelementptr inbounds float, ptr %0, i64 15
  %52 = load float, ptr %51, align 4
  %53 = fmul contract float %52, 0x3EE4E5E0A0000000
  store float %53, ptr %51, align 4
  ret void

loop16:                                           ; preds = %loop16, %loop13
  %.lcssa39 = phi float [ %.promoted38, %loop13 ], [ %166, %loop16 ]
  %i18 = phi i64 [ 0, %loop13 ], [ %167, %loop16 ]
  %54 = mul nuw nsw i64 %i18, 28
  %55 = add nuw nsw i64 %4, %54
  %56 = getelementptr inbounds float, ptr %1, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fadd contract float %57, %.lcssa39
  %59 = or i64 %55, 1
  %60 = getelementptr inbounds float, ptr %1, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = fadd contract float %61, %58
  %63 = or i64 %55, 2
  %64 = getelementptr inbounds float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %65, %62
  %67 = or i64 %55, 3
  %68 = getelementptr inbounds float, ptr %1, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = fadd contract float %69, %66
  %71 = add nuw nsw i64 %55, 4
  %72 = getelementptr inbounds float, ptr %1, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = fadd contract float %73, %70
  %75 = add nuw nsw i64 %55, 5
  %76 = getelementptr inbounds float, ptr %1, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = fadd contract float %77, %74
  %79 = add nuw nsw i64 %55, 6
  %80 = getelementptr inbounds float, ptr %1, i64 %79
  %81 = load float, ptr %80, align 4
  %82 = fadd contract float %81, %78
  %83 = add nuw nsw i64 %55, 7
  %84 = getelementptr inbounds float, ptr %1, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = fadd contract float %85, %82
  %87 = add nuw nsw i64 %55, 8
  %88 = getelementptr inbounds float, ptr %1, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = fadd contract float %89, %86
  %91 = add nuw nsw i64 %55, 9
  %92 = getelementptr inbounds float, ptr %1, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = fadd contract float %93, %90
  %95 = add nuw nsw i64 %55, 10
  %96 = getelementptr inbounds float, ptr %1, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = fadd contract float %97, %94
  %99 = add nuw nsw i64 %55, 11
  %100 = getelementptr inbounds float, ptr %1, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = fadd contract float %101, %98
  %103 = add nuw nsw i64 %55, 12
  %104 = getelementptr inbounds float, ptr %1, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = fadd contract float %105, %102
  %107 = add nuw nsw i64 %55, 13
  %108 = getelementptr inbounds float, ptr %1, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = fadd contract float %109, %106
  %111 = add nuw nsw i64 %55, 14
  %112 = getelementptr inbounds float, ptr %1, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = fadd contract float %113, %110
  %115 = add nuw nsw i64 %55, 15
  %116 = getelementptr inbounds float, ptr %1, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = fadd contract float %117, %114
  %119 = add nuw nsw i64 %55, 16
  %120 = getelementptr inbounds float, ptr %1, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = fadd contract float %121, %118
  %123 = add nuw nsw i64 %55, 17
  %124 = getelementptr inbounds float, ptr %1, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = fadd contract float %125, %122
  %127 = add nuw nsw i64 %55, 18
  %128 = getelementptr inbounds float, ptr %1, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = fadd contract float %129, %126
  %131 = add nuw nsw i64 %55, 19
  %132 = getelementptr inbounds float, ptr %1, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = fadd contract float %133, %130
  %135 = add nuw nsw i64 %55, 20
  %136 = getelementptr inbounds float, ptr %1, i64 %135
  %137 = load float, ptr %136, align 4
  %138 = fadd contract float %137, %134
  %139 = add nuw nsw i64 %55, 21
  %140 = getelementptr inbounds float, ptr %1, i64 %139
  %141 = load float, ptr %140, align 4
  %142 = fadd contract float %141, %138
  %143 = add nuw nsw i64 %55, 22
  %144 = getelementptr inbounds float, ptr %1, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = fadd contract float %145, %142
  %147 = add nuw nsw i64 %55, 23
  %148 = getelementptr inbounds float, ptr %1, i64 %147
  %149 = load float, ptr %148, align 4
  %150 = fadd contract float %149, %146
  %151 = add nuw nsw i64 %55, 24
  %152 = getelementptr inbounds float, ptr %1, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = fadd contract float %153, %150
  %155 = add nuw nsw i64 %55, 25
  %156 = getelementptr inbounds float, ptr %1, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = fadd contract float %157, %154
  %159 = add nuw nsw i64 %55, 26
  %160 = getelementptr inbounds float, ptr %1, i64 %159
  %161 = load float, ptr %160, align 4
  %162 = fadd contract float %161, %158
  %163 = add nuw nsw i64 %55, 27
  %164 = getelementptr inbounds float, ptr %1, i64 %163
  %165 = load float, ptr %164, align 4
  %166 = fadd contract float %165, %162
  %167 = add nuw nsw i64 %i18, 1
  %exitcond.not = icmp eq i64 %167, 28
  br i1 %exitcond.not, label %exit17, label %loop16

exit17:                                           ; preds = %loop16
  store float %166, ptr %5, align 4
  %168 = add nuw nsw i64 %i15, 1
  %exitcond40.not = icmp eq i64 %168, 16
  br i1 %exitcond40.not, label %exit14, label %loop13
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, i64 %3, i64 %4) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %3, %entry ], [ %10, %exit2 ]
  %5 = mul i64 %i, 12544
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %46, %exit5 ]
  %6 = mul nuw nsw i64 %i3, 784
  %7 = add i64 %6, %5
  %8 = getelementptr inbounds float, ptr %2, i64 %i3
  %9 = load float, ptr %8, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %loop4

exit2:                                            ; preds = %exit5
  %10 = add nuw nsw i64 %i, 1
  %11 = icmp slt i64 %10, %4
  br i1 %11, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %45, %loop4 ]
  %12 = mul nuw nsw i64 %i6, 28
  %13 = add i64 %7, %12
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %wide.load = load <8 x float>, ptr %14, align 4
  %15 = fsub contract <8 x float> %wide.load, %broadcast.splat
  %16 = getelementptr inbounds float, ptr %0, i64 %13
  store <8 x float> %15, ptr %16, align 4
  %17 = add i64 %13, 8
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %wide.load.1 = load <8 x float>, ptr %18, align 4
  %19 = fsub contract <8 x float> %wide.load.1, %broadcast.splat
  %20 = getelementptr inbounds float, ptr %0, i64 %17
  store <8 x float> %19, ptr %20, align 4
  %21 = add i64 %13, 16
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %wide.load.2 = load <8 x float>, ptr %22, align 4
  %23 = fsub contract <8 x float> %wide.load.2, %broadcast.splat
  %24 = getelementptr inbounds float, ptr %0, i64 %21
  store <8 x float> %23, ptr %24, align 4
  %25 = add i64 %13, 24
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fsub contract float %27, %9
  %29 = getelementptr inbounds float, ptr %0, i64 %25
  store float %28, ptr %29, align 4
  %30 = add i64 %13, 25
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fsub contract float %32, %9
  %34 = getelementptr inbounds float, ptr %0, i64 %30
  store float %33, ptr %34, align 4
  %35 = add i64 %13, 26
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fsub contract float %37, %9
  %39 = getelementptr inbounds float, ptr %0, i64 %35
  store float %38, ptr %39, align 4
  %40 = add i64 %13, 27
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fsub contract float %42, %9
  %44 = getelementptr inbounds float, ptr %0, i64 %40
  store float %43, ptr %44, align 4
  %45 = add nuw nsw i64 %i6, 1
  %exitcond12.not = icmp eq i64 %45, 28
  br i1 %exitcond12.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %46 = add nuw nsw i64 %i3, 1
  %exitcond13.not = icmp eq i64 %46, 16
  br i1 %exitcond13.not, label %exit2, label %loop1
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k3_sub_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  tail call fastcc void @k3_sub(ptr %3, ptr %5, ptr %7, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %0, i8 0, i64 64, i1 false)
  br label %loop10

loop10:                                           ; preds = %entry, %exit14
  %i12 = phi i64 [ %6, %exit14 ], [ 0, %entry ]
  %2 = mul nuw nsw i64 %i12, 12544
  br label %loop13

loop13:                                           ; preds = %exit17, %loop10
  %i15 = phi i64 [ 0, %loop10 ], [ %196, %exit17 ]
  %3 = mul nuw nsw i64 %i15, 784
  %4 = add nuw nsw i64 %3, %2
  %5 = getelementptr inbounds float, ptr %0, i64 %i15
  %.promoted38 = load float, ptr %5, align 4
  br label %loop16

exit14:                                           ; preds = %exit17
  %6 = add nuw nsw i64 %i12, 1
  %exitcond41.not = icmp eq i64 %6, 128
  br i1 %exitcond41.not, label %loop25.preheader, label %loop10

loop25.preheader:                                 ; preds = %exit14
  %7 = load float, ptr %0, align 4
  %8 = fmul contract float %7, 0x3EE4E5E0A0000000
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fmul contract float %10, 0x3EE4E5E0A0000000
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds float, ptr %0, i64 2
  %13 = load float, ptr %12, align 4
  %14 = fmul contract float %13, 0x3EE4E5E0A0000000
  store float %14, ptr %12, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 3
  %16 = load float, ptr %15, align 4
  %17 = fmul contract float %16, 0x3EE4E5E0A0000000
  store float %17, ptr %15, align 4
  %18 = getelementptr inbounds float, ptr %0, i64 4
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, 0x3EE4E5E0A0000000
  store float %20, ptr %18, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 5
  %22 = load float, ptr %21, align 4
  %23 = fmul contract float %22, 0x3EE4E5E0A0000000
  store float %23, ptr %21, align 4
  %24 = getelementptr inbounds float, ptr %0, i64 6
  %25 = load float, ptr %24, align 4
  %26 = fmul contract float %25, 0x3EE4E5E0A0000000
  store float %26, ptr %24, align 4
  %27 = getelementptr inbounds float, ptr %0, i64 7
  %28 = load float, ptr %27, align 4
  %29 = fmul contract float %28, 0x3EE4E5E0A0000000
  store float %29, ptr %27, align 4
  %30 = getelementptr inbounds float, ptr %0, i64 8
  %31 = load float, ptr %30, align 4
  %32 = fmul contract float %31, 0x3EE4E5E0A0000000
  store float %32, ptr %30, align 4
  %33 = getelementptr inbounds float, ptr %0, i64 9
  %34 = load float, ptr %33, align 4
  %35 = fmul contract float %34, 0x3EE4E5E0A0000000
  store float %35, ptr %33, align 4
  %36 = getelementptr inbounds float, ptr %0, i64 10
  %37 = load float, ptr %36, align 4
  %38 = fmul contract float %37, 0x3EE4E5E0A0000000
  store float %38, ptr %36, align 4
  %39 = getelementptr inbounds float, ptr %0, i64 11
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %40, 0x3EE4E5E0A0000000
  store float %41, ptr %39, align 4
  %42 = getelementptr inbounds float, ptr %0, i64 12
  %43 = load float, ptr %42, align 4
  %44 = fmul contract float %43, 0x3EE4E5E0A0000000
  store float %44, ptr %42, align 4
  %45 = getelementptr inbounds float, ptr %0, i64 13
  %46 = load float, ptr %45, align 4
  %47 = fmul contract float %46, 0x3EE4E5E0A0000000
  store float %47, ptr %45, align 4
  %48 = getelementptr inbounds float, ptr %0, i64 14
  %49 = load float, ptr %48, align 4
  %50 = fmul contract float %49, 0x3EE4E5E0A0000000
  store float %50, ptr %48, align 4
  %51 = getelementptr inbounds float, ptr %0, i64 15
  %52 = load float, ptr %51, align 4
  %53 = fmul contract float %52, 0x3EE4E5E0A0000000
  store float %53, ptr %51, align 4
  ret void

loop16:                                           ; preds = %loop16, %loop13
  %.lcssa39 = phi float [ %.promoted38, %loop13 ], [ %194, %loop16 ]
  %i18 = phi i64 [ 0, %loop13 ], [ %195, %loop16 ]
  %54 = mul nuw nsw i64 %i18, 28
  %55 = add nuw nsw i64 %4, %54
  %56 = getelementptr inbounds float, ptr %1, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fmul contract float %57, %57
  %59 = fadd contract float %.lcssa39, %58
  %60 = or i64 %55, 1
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fmul contract float %62, %62
  %64 = fadd contract float %59, %63
  %65 = or i64 %55, 2
  %66 = getelementptr inbounds float, ptr %1, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = fmul contract float %67, %67
  %69 = fadd contract float %64, %68
  %70 = or i64 %55, 3
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = fmul contract float %72, %72
  %74 = fadd contract float %69, %73
  %75 = add nuw nsw i64 %55, 4
  %76 = getelementptr inbounds float, ptr %1, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = fmul contract float %77, %77
  %79 = fadd contract float %74, %78
  %80 = add nuw nsw i64 %55, 5
  %81 = getelementptr inbounds float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fmul contract float %82, %82
  %84 = fadd contract float %79, %83
  %85 = add nuw nsw i64 %55, 6
  %86 = getelementptr inbounds float, ptr %1, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fmul contract float %87, %87
  %89 = fadd contract float %84, %88
  %90 = add nuw nsw i64 %55, 7
  %91 = getelementptr inbounds float, ptr %1, i64 %90
  %92 = load float, ptr %91, align 4
  %93 = fmul contract float %92, %92
  %94 = fadd contract float %89, %93
  %95 = add nuw nsw i64 %55, 8
  %96 = getelementptr inbounds float, ptr %1, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = fmul contract float %97, %97
  %99 = fadd contract float %94, %98
  %100 = add nuw nsw i64 %55, 9
  %101 = getelementptr inbounds float, ptr %1, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fmul contract float %102, %102
  %104 = fadd contract float %99, %103
  %105 = add nuw nsw i64 %55, 10
  %106 = getelementptr inbounds float, ptr %1, i64 %105
  %107 = load float, ptr %106, align 4
  %108 = fmul contract float %107, %107
  %109 = fadd contract float %104, %108
  %110 = add nuw nsw i64 %55, 11
  %111 = getelementptr inbounds float, ptr %1, i64 %110
  %112 = load float, ptr %111, align 4
  %113 = fmul contract float %112, %112
  %114 = fadd contract float %109, %113
  %115 = add nuw nsw i64 %55, 12
  %116 = getelementptr inbounds float, ptr %1, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = fmul contract float %117, %117
  %119 = fadd contract float %114, %118
  %120 = add nuw nsw i64 %55, 13
  %121 = getelementptr inbounds float, ptr %1, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = fmul contract float %122, %122
  %124 = fadd contract float %119, %123
  %125 = add nuw nsw i64 %55, 14
  %126 = getelementptr inbounds float, ptr %1, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = fmul contract float %127, %127
  %129 = fadd contract float %124, %128
  %130 = add nuw nsw i64 %55, 15
  %131 = getelementptr inbounds float, ptr %1, i64 %130
  %132 = load float, ptr %131, align 4
  %133 = fmul contract float %132, %132
  %134 = fadd contract float %129, %133
  %135 = add nuw nsw i64 %55, 16
  %136 = getelementptr inbounds float, ptr %1, i64 %135
  %137 = load float, ptr %136, align 4
  %138 = fmul contract float %137, %137
  %139 = fadd contract float %134, %138
  %140 = add nuw nsw i64 %55, 17
  %141 = getelementptr inbounds float, ptr %1, i64 %140
  %142 = load float, ptr %141, align 4
  %143 = fmul contract float %142, %142
  %144 = fadd contract float %139, %143
  %145 = add nuw nsw i64 %55, 18
  %146 = getelementptr inbounds float, ptr %1, i64 %145
  %147 = load float, ptr %146, align 4
  %148 = fmul contract float %147, %147
  %149 = fadd contract float %144, %148
  %150 = add nuw nsw i64 %55, 19
  %151 = getelementptr inbounds float, ptr %1, i64 %150
  %152 = load float, ptr %151, align 4
  %153 = fmul contract float %152, %152
  %154 = fadd contract float %149, %153
  %155 = add nuw nsw i64 %55, 20
  %156 = getelementptr inbounds float, ptr %1, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = fmul contract float %157, %157
  %159 = fadd contract float %154, %158
  %160 = add nuw nsw i64 %55, 21
  %161 = getelementptr inbounds float, ptr %1, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = fmul contract float %162, %162
  %164 = fadd contract float %159, %163
  %165 = add nuw nsw i64 %55, 22
  %166 = getelementptr inbounds float, ptr %1, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = fmul contract float %167, %167
  %169 = fadd contract float %164, %168
  %170 = add nuw nsw i64 %55, 23
  %171 = getelementptr inbounds float, ptr %1, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = fmul contract float %172, %172
  %174 = fadd contract float %169, %173
  %175 = add nuw nsw i64 %55, 24
  %176 = getelementptr inbounds float, ptr %1, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = fmul contract float %177, %177
  %179 = fadd contract float %174, %178
  %180 = add nuw nsw i64 %55, 25
  %181 = getelementptr inbounds float, ptr %1, i64 %180
  %182 = load float, ptr %181, align 4
  %183 = fmul contract float %182, %182
  %184 = fadd contract float %179, %183
  %185 = add nuw nsw i64 %55, 26
  %186 = getelementptr inbounds float, ptr %1, i64 %185
  %187 = load float, ptr %186, align 4
  %188 = fmul contract float %187, %187
  %189 = fadd contract float %184, %188
  %190 = add nuw nsw i64 %55, 27
  %191 = getelementptr inbounds float, ptr %1, i64 %190
  %192 = load float, ptr %191, align 4
  %193 = fmul contract float %192, %192
  %194 = fadd contract float %189, %193
  %195 = add nuw nsw i64 %i18, 1
  %exitcond.not = icmp eq i64 %195, 28
  br i1 %exitcond.not, label %exit17, label %loop16

exit17:                                           ; preds = %loop16
  store float %194, ptr %5, align 4
  %196 = add nuw nsw i64 %i15, 1
  %exitcond40.not = icmp eq i64 %196, 16
  br i1 %exitcond40.not, label %exit14, label %loop13
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = fmul contract float %3, 0x3FECCCCCC0000000
  %5 = load float, ptr %2, align 4
  %6 = fmul contract float %5, 0x3FB99999A0000000
  %7 = fadd contract float %4, %6
  store float %7, ptr %0, align 4
  %8 = getelementptr inbounds float, ptr %1, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fmul contract float %9, 0x3FECCCCCC0000000
  %11 = getelementptr inbounds float, ptr %2, i64 1
  %12 = load float, ptr %11, align 4
  %13 = fmul contract float %12, 0x3FB99999A0000000
  %14 = fadd contract float %10, %13
  %15 = getelementptr inbounds float, ptr %0, i64 1
  store float %14, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 2
  %17 = load float, ptr %16, align 4
  %18 = fmul contract float %17, 0x3FECCCCCC0000000
  %19 = getelementptr inbounds float, ptr %2, i64 2
  %20 = load float, ptr %19, align 4
  %21 = fmul contract float %20, 0x3FB99999A0000000
  %22 = fadd contract float %18, %21
  %23 = getelementptr inbounds float, ptr %0, i64 2
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 3
  %25 = load float, ptr %24, align 4
  %26 = fmul contract float %25, 0x3FECCCCCC0000000
  %27 = getelementptr inbounds float, ptr %2, i64 3
  %28 = load float, ptr %27, align 4
  %29 = fmul contract float %28, 0x3FB99999A0000000
  %30 = fadd contract float %26, %29
  %31 = getelementptr inbounds float, ptr %0, i64 3
  store float %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 4
  %33 = load float, ptr %32, align 4
  %34 = fmul contract float %33, 0x3FECCCCCC0000000
  %35 = getelementptr inbounds float, ptr %2, i64 4
  %36 = load float, ptr %35, align 4
  %37 = fmul contract float %36, 0x3FB99999A0000000
  %38 = fadd contract float %34, %37
  %39 = getelementptr inbounds float, ptr %0, i64 4
  store float %38, ptr %39, align 4
  %40 = getelementptr inbounds float, ptr %1, i64 5
  %41 = load float, ptr %40, align 4
  %42 = fmul contract float %41, 0x3FECCCCCC0000000
  %43 = getelementptr inbounds float, ptr %2, i64 5
  %44 = load float, ptr %43, align 4
  %45 = fmul contract float %44, 0x3FB99999A0000000
  %46 = fadd contract float %42, %45
  %47 = getelementptr inbounds float, ptr %0, i64 5
  store float %46, ptr %47, align 4
  %48 = getelementptr inbounds float, ptr %1, i64 6
  %49 = load float, ptr %48, align 4
  %50 = fmul contract float %49, 0x3FECCCCCC0000000
  %51 = getelementptr inbounds float, ptr %2, i64 6
  %52 = load float, ptr %51, align 4
  %53 = fmul contract float %52, 0x3FB99999A0000000
  %54 = fadd contract float %50, %53
  %55 = getelementptr inbounds float, ptr %0, i64 6
  store float %54, ptr %55, align 4
  %56 = getelementptr inbounds float, ptr %1, i64 7
  %57 = load float, ptr %56, align 4
  %58 = fmul contract float %57, 0x3FECCCCCC0000000
  %59 = getelementptr inbounds float, ptr %2, i64 7
  %60 = load float, ptr %59, align 4
  %61 = fmul contract float %60, 0x3FB99999A0000000
  %62 = fadd contract float %58, %61
  %63 = getelementptr inbounds float, ptr %0, i64 7
  store float %62, ptr %63, align 4
  %64 = getelementptr inbounds float, ptr %1, i64 8
  %65 = load float, ptr %64, align 4
  %66 = fmul contract float %65, 0x3FECCCCCC0000000
  %67 = getelementptr inbounds float, ptr %2, i64 8
  %68 = load float, ptr %67, align 4
  %69 = fmul contract float %68, 0x3FB99999A0000000
  %70 = fadd contract float %66, %69
  %71 = getelementptr inbounds float, ptr %0, i64 8
  store float %70, ptr %71, align 4
  %72 = getelementptr inbounds float, ptr %1, i64 9
  %73 = load float, ptr %72, align 4
  %74 = fmul contract float %73, 0x3FECCCCCC0000000
  %75 = getelementptr inbounds float, ptr %2, i64 9
  %76 = load float, ptr %75, align 4
  %77 = fmul contract float %76, 0x3FB99999A0000000
  %78 = fadd contract float %74, %77
  %79 = getelementptr inbounds float, ptr %0, i64 9
  store float %78, ptr %79, align 4
  %80 = getelementptr inbounds float, ptr %1, i64 10
  %81 = load float, ptr %80, align 4
  %82 = fmul contract float %81, 0x3FECCCCCC0000000
  %83 = getelementptr inbounds float, ptr %2, i64 10
  %84 = load float, ptr %83, align 4
  %85 = fmul contract float %84, 0x3FB99999A0000000
  %86 = fadd contract float %82, %85
  %87 = getelementptr inbounds float, ptr %0, i64 10
  store float %86, ptr %87, align 4
  %88 = getelementptr inbounds float, ptr %1, i64 11
  %89 = load float, ptr %88, align 4
  %90 = fmul contract float %89, 0x3FECCCCCC0000000
  %91 = getelementptr inbounds float, ptr %2, i64 11
  %92 = load float, ptr %91, align 4
  %93 = fmul contract float %92, 0x3FB99999A0000000
  %94 = fadd contract float %90, %93
  %95 = getelementptr inbounds float, ptr %0, i64 11
  store float %94, ptr %95, align 4
  %96 = getelementptr inbounds float, ptr %1, i64 12
  %97 = load float, ptr %96, align 4
  %98 = fmul contract float %97, 0x3FECCCCCC0000000
  %99 = getelementptr inbounds float, ptr %2, i64 12
  %100 = load float, ptr %99, align 4
  %101 = fmul contract float %100, 0x3FB99999A0000000
  %102 = fadd contract float %98, %101
  %103 = getelementptr inbounds float, ptr %0, i64 12
  store float %102, ptr %103, align 4
  %104 = getelementptr inbounds float, ptr %1, i64 13
  %105 = load float, ptr %104, align 4
  %106 = fmul contract float %105, 0x3FECCCCCC0000000
  %107 = getelementptr inbounds float, ptr %2, i64 13
  %108 = load float, ptr %107, align 4
  %109 = fmul contract float %108, 0x3FB99999A0000000
  %110 = fadd contract float %106, %109
  %111 = getelementptr inbounds float, ptr %0, i64 13
  store float %110, ptr %111, align 4
  %112 = getelementptr inbounds float, ptr %1, i64 14
  %113 = load float, ptr %112, align 4
  %114 = fmul contract float %113, 0x3FECCCCCC0000000
  %115 = getelementptr inbounds float, ptr %2, i64 14
  %116 = load float, ptr %115, align 4
  %117 = fmul contract float %116, 0x3FB99999A0000000
  %118 = fadd contract float %114, %117
  %119 = getelementptr inbounds float, ptr %0, i64 14
  store float %118, ptr %119, align 4
  %120 = getelementptr inbounds float, ptr %1, i64 15
  %121 = load float, ptr %120, align 4
  %122 = fmul contract float %121, 0x3FECCCCCC0000000
  %123 = getelementptr inbounds float, ptr %2, i64 15
  %124 = load float, ptr %123, align 4
  %125 = fmul contract float %124, 0x3FB99999A0000000
  %126 = fadd contract float %122, %125
  %127 = getelementptr inbounds float, ptr %0, i64 15
  store float %126, ptr %127, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = fmul contract float %3, 0x3FECCCCCC0000000
  %5 = load float, ptr %2, align 4
  %6 = fmul contract float %5, 0x3FB99999A0000000
  %7 = fadd contract float %4, %6
  store float %7, ptr %0, align 4
  %8 = getelementptr inbounds float, ptr %1, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fmul contract float %9, 0x3FECCCCCC0000000
  %11 = getelementptr inbounds float, ptr %2, i64 1
  %12 = load float, ptr %11, align 4
  %13 = fmul contract float %12, 0x3FB99999A0000000
  %14 = fadd contract float %10, %13
  %15 = getelementptr inbounds float, ptr %0, i64 1
  store float %14, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 2
  %17 = load float, ptr %16, align 4
  %18 = fmul contract float %17, 0x3FECCCCCC0000000
  %19 = getelementptr inbounds float, ptr %2, i64 2
  %20 = load float, ptr %19, align 4
  %21 = fmul contract float %20, 0x3FB99999A0000000
  %22 = fadd contract float %18, %21
  %23 = getelementptr inbounds float, ptr %0, i64 2
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 3
  %25 = load float, ptr %24, align 4
  %26 = fmul contract float %25, 0x3FECCCCCC0000000
  %27 = getelementptr inbounds float, ptr %2, i64 3
  %28 = load float, ptr %27, align 4
  %29 = fmul contract float %28, 0x3FB99999A0000000
  %30 = fadd contract float %26, %29
  %31 = getelementptr inbounds float, ptr %0, i64 3
  store float %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 4
  %33 = load float, ptr %32, align 4
  %34 = fmul contract float %33, 0x3FECCCCCC0000000
  %35 = getelementptr inbounds float, ptr %2, i64 4
  %36 = load float, ptr %35, align 4
  %37 = fmul contract float %36, 0x3FB99999A0000000
  %38 = fadd contract float %34, %37
  %39 = getelementptr inbounds float, ptr %0, i64 4
  store float %38, ptr %39, align 4
  %40 = getelementptr inbounds float, ptr %1, i64 5
  %41 = load float, ptr %40, align 4
  %42 = fmul contract float %41, 0x3FECCCCCC0000000
  %43 = getelementptr inbounds float, ptr %2, i64 5
  %44 = load float, ptr %43, align 4
  %45 = fmul contract float %44, 0x3FB99999A0000000
  %46 = fadd contract float %42, %45
  %47 = getelementptr inbounds float, ptr %0, i64 5
  store float %46, ptr %47, align 4
  %48 = getelementptr inbounds float, ptr %1, i64 6
  %49 = load float, ptr %48, align 4
  %50 = fmul contract float %49, 0x3FECCCCCC0000000
  %51 = getelementptr inbounds float, ptr %2, i64 6
  %52 = load float, ptr %51, align 4
  %53 = fmul contract float %52, 0x3FB99999A0000000
  %54 = fadd contract float %50, %53
  %55 = getelementptr inbounds float, ptr %0, i64 6
  store float %54, ptr %55, align 4
  %56 = getelementptr inbounds float, ptr %1, i64 7
  %57 = load float, ptr %56, align 4
  %58 = fmul contract float %57, 0x3FECCCCCC0000000
  %59 = getelementptr inbounds float, ptr %2, i64 7
  %60 = load float, ptr %59, align 4
  %61 = fmul contract float %60, 0x3FB99999A0000000
  %62 = fadd contract float %58, %61
  %63 = getelementptr inbounds float, ptr %0, i64 7
  store float %62, ptr %63, align 4
  %64 = getelementptr inbounds float, ptr %1, i64 8
  %65 = load float, ptr %64, align 4
  %66 = fmul contract float %65, 0x3FECCCCCC0000000
  %67 = getelementptr inbounds float, ptr %2, i64 8
  %68 = load float, ptr %67, align 4
  %69 = fmul contract float %68, 0x3FB99999A0000000
  %70 = fadd contract float %66, %69
  %71 = getelementptr inbounds float, ptr %0, i64 8
  store float %70, ptr %71, align 4
  %72 = getelementptr inbounds float, ptr %1, i64 9
  %73 = load float, ptr %72, align 4
  %74 = fmul contract float %73, 0x3FECCCCCC0000000
  %75 = getelementptr inbounds float, ptr %2, i64 9
  %76 = load float, ptr %75, align 4
  %77 = fmul contract float %76, 0x3FB99999A0000000
  %78 = fadd contract float %74, %77
  %79 = getelementptr inbounds float, ptr %0, i64 9
  store float %78, ptr %79, align 4
  %80 = getelementptr inbounds float, ptr %1, i64 10
  %81 = load float, ptr %80, align 4
  %82 = fmul contract float %81, 0x3FECCCCCC0000000
  %83 = getelementptr inbounds float, ptr %2, i64 10
  %84 = load float, ptr %83, align 4
  %85 = fmul contract float %84, 0x3FB99999A0000000
  %86 = fadd contract float %82, %85
  %87 = getelementptr inbounds float, ptr %0, i64 10
  store float %86, ptr %87, align 4
  %88 = getelementptr inbounds float, ptr %1, i64 11
  %89 = load float, ptr %88, align 4
  %90 = fmul contract float %89, 0x3FECCCCCC0000000
  %91 = getelementptr inbounds float, ptr %2, i64 11
  %92 = load float, ptr %91, align 4
  %93 = fmul contract float %92, 0x3FB99999A0000000
  %94 = fadd contract float %90, %93
  %95 = getelementptr inbounds float, ptr %0, i64 11
  store float %94, ptr %95, align 4
  %96 = getelementptr inbounds float, ptr %1, i64 12
  %97 = load float, ptr %96, align 4
  %98 = fmul contract float %97, 0x3FECCCCCC0000000
  %99 = getelementptr inbounds float, ptr %2, i64 12
  %100 = load float, ptr %99, align 4
  %101 = fmul contract float %100, 0x3FB99999A0000000
  %102 = fadd contract float %98, %101
  %103 = getelementptr inbounds float, ptr %0, i64 12
  store float %102, ptr %103, align 4
  %104 = getelementptr inbounds float, ptr %1, i64 13
  %105 = load float, ptr %104, align 4
  %106 = fmul contract float %105, 0x3FECCCCCC0000000
  %107 = getelementptr inbounds float, ptr %2, i64 13
  %108 = load float, ptr %107, align 4
  %109 = fmul contract float %108, 0x3FB99999A0000000
  %110 = fadd contract float %106, %109
  %111 = getelementptr inbounds float, ptr %0, i64 13
  store float %110, ptr %111, align 4
  %112 = getelementptr inbounds float, ptr %1, i64 14
  %113 = load float, ptr %112, align 4
  %114 = fmul contract float %113, 0x3FECCCCCC0000000
  %115 = getelementptr inbounds float, ptr %2, i64 14
  %116 = load float, ptr %115, align 4
  %117 = fmul contract float %116, 0x3FB99999A0000000
  %118 = fadd contract float %114, %117
  %119 = getelementptr inbounds float, ptr %0, i64 14
  store float %118, ptr %119, align 4
  %120 = getelementptr inbounds float, ptr %1, i64 15
  %121 = load float, ptr %120, align 4
  %122 = fmul contract float %121, 0x3FECCCCCC0000000
  %123 = getelementptr inbounds float, ptr %2, i64 15
  %124 = load float, ptr %123, align 4
  %125 = fmul contract float %124, 0x3FB99999A0000000
  %126 = fadd contract float %122, %125
  %127 = getelementptr inbounds float, ptr %0, i64 15
  store float %126, ptr %127, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k7_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, i64 %3, i64 %4) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %3, %entry ], [ %10, %exit2 ]
  %5 = mul i64 %i, 12544
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %46, %exit5 ]
  %6 = mul nuw nsw i64 %i3, 784
  %7 = add i64 %6, %5
  %8 = getelementptr inbounds float, ptr %2, i64 %i3
  %9 = load float, ptr %8, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %loop4

exit2:                                            ; preds = %exit5
  %10 = add nuw nsw i64 %i, 1
  %11 = icmp slt i64 %10, %4
  br i1 %11, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %45, %loop4 ]
  %12 = mul nuw nsw i64 %i6, 28
  %13 = add i64 %7, %12
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %wide.load = load <8 x float>, ptr %14, align 4
  %15 = fsub contract <8 x float> %wide.load, %broadcast.splat
  %16 = getelementptr inbounds float, ptr %0, i64 %13
  store <8 x float> %15, ptr %16, align 4
  %17 = add i64 %13, 8
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %wide.load.1 = load <8 x float>, ptr %18, align 4
  %19 = fsub contract <8 x float> %wide.load.1, %broadcast.splat
  %20 = getelementptr inbounds float, ptr %0, i64 %17
  store <8 x float> %19, ptr %20, align 4
  %21 = add i64 %13, 16
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %wide.load.2 = load <8 x float>, ptr %22, align 4
  %23 = fsub contract <8 x float> %wide.load.2, %broadcast.splat
  %24 = getelementptr inbounds float, ptr %0, i64 %21
  store <8 x float> %23, ptr %24, align 4
  %25 = add i64 %13, 24
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fsub contract float %27, %9
  %29 = getelementptr inbounds float, ptr %0, i64 %25
  store float %28, ptr %29, align 4
  %30 = add i64 %13, 25
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fsub contract float %32, %9
  %34 = getelementptr inbounds float, ptr %0, i64 %30
  store float %33, ptr %34, align 4
  %35 = add i64 %13, 26
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fsub contract float %37, %9
  %39 = getelementptr inbounds float, ptr %0, i64 %35
  store float %38, ptr %39, align 4
  %40 = add i64 %13, 27
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fsub contract float %42, %9
  %44 = getelementptr inbounds float, ptr %0, i64 %40
  store float %43, ptr %44, align 4
  %45 = add nuw nsw i64 %i6, 1
  %exitcond12.not = icmp eq i64 %45, 28
  br i1 %exitcond12.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %46 = add nuw nsw i64 %i3, 1
  %exitcond13.not = icmp eq i64 %46, 16
  br i1 %exitcond13.not, label %exit2, label %loop1
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k7_sub_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  tail call fastcc void @k7_sub(ptr %3, ptr %5, ptr %7, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k8_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fadd contract float %2, 0x3EE4F8B580000000
  store float %3, ptr %0, align 4
  %4 = getelementptr inbounds float, ptr %1, i64 1
  %5 = load float, ptr %4, align 4
  %6 = fadd contract float %5, 0x3EE4F8B580000000
  %7 = getelementptr inbounds float, ptr %0, i64 1
  store float %6, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %1, i64 2
  %9 = load float, ptr %8, align 4
  %10 = fadd contract float %9, 0x3EE4F8B580000000
  %11 = getelementptr inbounds float, ptr %0, i64 2
  store float %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 3
  %13 = load float, ptr %12, align 4
  %14 = fadd contract float %13, 0x3EE4F8B580000000
  %15 = getelementptr inbounds float, ptr %0, i64 3
  store float %14, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 4
  %17 = load float, ptr %16, align 4
  %18 = fadd contract float %17, 0x3EE4F8B580000000
  %19 = getelementptr inbounds float, ptr %0, i64 4
  store float %18, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %1, i64 5
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %21, 0x3EE4F8B580000000
  %23 = getelementptr inbounds float, ptr %0, i64 5
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 6
  %25 = load float, ptr %24, align 4
  %26 = fadd contract float %25, 0x3EE4F8B580000000
  %27 = getelementptr inbounds float, ptr %0, i64 6
  store float %26, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %1, i64 7
  %29 = load float, ptr %28, align 4
  %30 = fadd contract float %29, 0x3EE4F8B580000000
  %31 = getelementptr inbounds float, ptr %0, i64 7
  store float %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 8
  %33 = load float, ptr %32, align 4
  %34 = fadd contract float %33, 0x3EE4F8B580000000
  %35 = getelementptr inbounds float, ptr %0, i64 8
  store float %34, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %1, i64 9
  %37 = load float, ptr %36, align 4
  %38 = fadd contract float %37, 0x3EE4F8B580000000
  %39 = getelementptr inbounds float, ptr %0, i64 9
  store float %38, ptr %39, align 4
  %40 = getelementptr inbounds float, ptr %1, i64 10
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %41, 0x3EE4F8B580000000
  %43 = getelementptr inbounds float, ptr %0, i64 10
  store float %42, ptr %43, align 4
  %44 = getelementptr inbounds float, ptr %1, i64 11
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %45, 0x3EE4F8B580000000
  %47 = getelementptr inbounds float, ptr %0, i64 11
  store float %46, ptr %47, align 4
  %48 = getelementptr inbounds float, ptr %1, i64 12
  %49 = load float, ptr %48, align 4
  %50 = fadd contract float %49, 0x3EE4F8B580000000
  %51 = getelementptr inbounds float, ptr %0, i64 12
  store float %50, ptr %51, align 4
  %52 = getelementptr inbounds float, ptr %1, i64 13
  %53 = load float, ptr %52, align 4
  %54 = fadd contract float %53, 0x3EE4F8B580000000
  %55 = getelementptr inbounds float, ptr %0, i64 13
  store float %54, ptr %55, align 4
  %56 = getelementptr inbounds float, ptr %1, i64 14
  %57 = load float, ptr %56, align 4
  %58 = fadd contract float %57, 0x3EE4F8B580000000
  %59 = getelementptr inbounds float, ptr %0, i64 14
  store float %58, ptr %59, align 4
  %60 = getelementptr inbounds float, ptr %1, i64 15
  %61 = load float, ptr %60, align 4
  %62 = fadd contract float %61, 0x3EE4F8B580000000
  %63 = getelementptr inbounds float, ptr %0, i64 15
  store float %62, ptr %63, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k9_rsqrt(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #5 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = tail call contract float @llvm.sqrt.f32(float %2)
  %4 = fdiv contract float 1.000000e+00, %3
  store float %4, ptr %0, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 1
  %6 = load float, ptr %5, align 4
  %7 = tail call contract float @llvm.sqrt.f32(float %6)
  %8 = fdiv contract float 1.000000e+00, %7
  %9 = getelementptr inbounds float, ptr %0, i64 1
  store float %8, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %1, i64 2
  %11 = load float, ptr %10, align 4
  %12 = tail call contract float @llvm.sqrt.f32(float %11)
  %13 = fdiv contract float 1.000000e+00, %12
  %14 = getelementptr inbounds float, ptr %0, i64 2
  store float %13, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 3
  %16 = load float, ptr %15, align 4
  %17 = tail call contract float @llvm.sqrt.f32(float %16)
  %18 = fdiv contract float 1.000000e+00, %17
  %19 = getelementptr inbounds float, ptr %0, i64 3
  store float %18, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %1, i64 4
  %21 = load float, ptr %20, align 4
  %22 = tail call contract float @llvm.sqrt.f32(float %21)
  %23 = fdiv contract float 1.000000e+00, %22
  %24 = getelementptr inbounds float, ptr %0, i64 4
  store float %23, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 5
  %26 = load float, ptr %25, align 4
  %27 = tail call contract float @llvm.sqrt.f32(float %26)
  %28 = fdiv contract float 1.000000e+00, %27
  %29 = getelementptr inbounds float, ptr %0, i64 5
  store float %28, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %1, i64 6
  %31 = load float, ptr %30, align 4
  %32 = tail call contract float @llvm.sqrt.f32(float %31)
  %33 = fdiv contract float 1.000000e+00, %32
  %34 = getelementptr inbounds float, ptr %0, i64 6
  store float %33, ptr %34, align 4
  %35 = getelementptr inbounds float, ptr %1, i64 7
  %36 = load float, ptr %35, align 4
  %37 = tail call contract float @llvm.sqrt.f32(float %36)
  %38 = fdiv contract float 1.000000e+00, %37
  %39 = getelementptr inbounds float, ptr %0, i64 7
  store float %38, ptr %39, align 4
  %40 = getelementptr inbounds float, ptr %1, i64 8
  %41 = load float, ptr %40, align 4
  %42 = tail call contract float @llvm.sqrt.f32(float %41)
  %43 = fdiv contract float 1.000000e+00, %42
  %44 = getelementptr inbounds float, ptr %0, i64 8
  store float %43, ptr %44, align 4
  %45 = getelementptr inbounds float, ptr %1, i64 9
  %46 = load float, ptr %45, align 4
  %47 = tail call contract float @llvm.sqrt.f32(float %46)
  %48 = fdiv contract float 1.000000e+00, %47
  %49 = getelementptr inbounds float, ptr %0, i64 9
  store float %48, ptr %49, align 4
  %50 = getelementptr inbounds float, ptr %1, i64 10
  %51 = load float, ptr %50, align 4
  %52 = tail call contract float @llvm.sqrt.f32(float %51)
  %53 = fdiv contract float 1.000000e+00, %52
  %54 = getelementptr inbounds float, ptr %0, i64 10
  store float %53, ptr %54, align 4
  %55 = getelementptr inbounds float, ptr %1, i64 11
  %56 = load float, ptr %55, align 4
  %57 = tail call contract float @llvm.sqrt.f32(float %56)
  %58 = fdiv contract float 1.000000e+00, %57
  %59 = getelementptr inbounds float, ptr %0, i64 11
  store float %58, ptr %59, align 4
  %60 = getelementptr inbounds float, ptr %1, i64 12
  %61 = load float, ptr %60, align 4
  %62 = tail call contract float @llvm.sqrt.f32(float %61)
  %63 = fdiv contract float 1.000000e+00, %62
  %64 = getelementptr inbounds float, ptr %0, i64 12
  store float %63, ptr %64, align 4
  %65 = getelementptr inbounds float, ptr %1, i64 13
  %66 = load float, ptr %65, align 4
  %67 = tail call contract float @llvm.sqrt.f32(float %66)
  %68 = fdiv contract float 1.000000e+00, %67
  %69 = getelementptr inbounds float, ptr %0, i64 13
  store float %68, ptr %69, align 4
  %70 = getelementptr inbounds float, ptr %1, i64 14
  %71 = load float, ptr %70, align 4
  %72 = tail call contract float @llvm.sqrt.f32(float %71)
  %73 = fdiv contract float 1.000000e+00, %72
  %74 = getelementptr inbounds float, ptr %0, i64 14
  store float %73, ptr %74, align 4
  %75 = getelementptr inbounds float, ptr %1, i64 15
  %76 = load float, ptr %75, align 4
  %77 = tail call contract float @llvm.sqrt.f32(float %76)
  %78 = fdiv contract float 1.000000e+00, %77
  %79 = getelementptr inbounds float, ptr %0, i64 15
  store float %78, ptr %79, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k10_mul(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, i64 %3, i64 %4) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %3, %entry ], [ %10, %exit2 ]
  %5 = mul i64 %i, 12544
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %46, %exit5 ]
  %6 = mul nuw nsw i64 %i3, 784
  %7 = add i64 %6, %5
  %8 = getelementptr inbounds float, ptr %2, i64 %i3
  %9 = load float, ptr %8, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %loop4

exit2:                                            ; preds = %exit5
  %10 = add nuw nsw i64 %i, 1
  %11 = icmp slt i64 %10, %4
  br i1 %11, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %45, %loop4 ]
  %12 = mul nuw nsw i64 %i6, 28
  %13 = add i64 %7, %12
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %wide.load = load <8 x float>, ptr %14, align 4
  %15 = fmul contract <8 x float> %wide.load, %broadcast.splat
  %16 = getelementptr inbounds float, ptr %0, i64 %13
  store <8 x float> %15, ptr %16, align 4
  %17 = add i64 %13, 8
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %wide.load.1 = load <8 x float>, ptr %18, align 4
  %19 = fmul contract <8 x float> %wide.load.1, %broadcast.splat
  %20 = getelementptr inbounds float, ptr %0, i64 %17
  store <8 x float> %19, ptr %20, align 4
  %21 = add i64 %13, 16
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %wide.load.2 = load <8 x float>, ptr %22, align 4
  %23 = fmul contract <8 x float> %wide.load.2, %broadcast.splat
  %24 = getelementptr inbounds float, ptr %0, i64 %21
  store <8 x float> %23, ptr %24, align 4
  %25 = add i64 %13, 24
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul contract float %27, %9
  %29 = getelementptr inbounds float, ptr %0, i64 %25
  store float %28, ptr %29, align 4
  %30 = add i64 %13, 25
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fmul contract float %32, %9
  %34 = getelementptr inbounds float, ptr %0, i64 %30
  store float %33, ptr %34, align 4
  %35 = add i64 %13, 26
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fmul contract float %37, %9
  %39 = getelementptr inbounds float, ptr %0, i64 %35
  store float %38, ptr %39, align 4
  %40 = add i64 %13, 27
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fmul contract float %42, %9
  %44 = getelementptr inbounds float, ptr %0, i64 %40
  store float %43, ptr %44, align 4
  %45 = add nuw nsw i64 %i6, 1
  %exitcond12.not = icmp eq i64 %45, 28
  br i1 %exitcond12.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %46 = add nuw nsw i64 %i3, 1
  %exitcond13.not = icmp eq i64 %46, 16
  br i1 %exitcond13.not, label %exit2, label %loop1
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k10_mul_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  tail call fastcc void @k10_mul(ptr %3, ptr %5, ptr %7, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k11_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, i64 %4, i64 %5) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %4, %entry ], [ %13, %exit2 ]
  %6 = mul i64 %i, 12544
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %56, %exit5 ]
  %7 = mul nuw nsw i64 %i3, 784
  %8 = add i64 %7, %6
  %9 = getelementptr inbounds float, ptr %2, i64 %i3
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds float, ptr %3, i64 %i3
  %12 = load float, ptr %11, align 4
  %broadcast.splatinsert14 = insertelement <8 x float> poison, float %12, i64 0
  %broadcast.splat15 = shufflevector <8 x float> %broadcast.splatinsert14, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert = insertelement <8 x float> poison, float %10, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %loop4

exit2:                                            ; preds = %exit5
  %13 = add nuw nsw i64 %i, 1
  %14 = icmp slt i64 %13, %5
  br i1 %14, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %55, %loop4 ]
  %15 = mul nuw nsw i64 %i6, 28
  %16 = add i64 %8, %15
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %wide.load = load <8 x float>, ptr %17, align 4
  %18 = fmul contract <8 x float> %wide.load, %broadcast.splat
  %19 = fadd contract <8 x float> %18, %broadcast.splat15
  %20 = getelementptr inbounds float, ptr %0, i64 %16
  store <8 x float> %19, ptr %20, align 4
  %21 = add i64 %16, 8
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %wide.load.1 = load <8 x float>, ptr %22, align 4
  %23 = fmul contract <8 x float> %wide.load.1, %broadcast.splat
  %24 = fadd contract <8 x float> %23, %broadcast.splat15
  %25 = getelementptr inbounds float, ptr %0, i64 %21
  store <8 x float> %24, ptr %25, align 4
  %26 = add i64 %16, 16
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  %wide.load.2 = load <8 x float>, ptr %27, align 4
  %28 = fmul contract <8 x float> %wide.load.2, %broadcast.splat
  %29 = fadd contract <8 x float> %28, %broadcast.splat15
  %30 = getelementptr inbounds float, ptr %0, i64 %26
  store <8 x float> %29, ptr %30, align 4
  %31 = add i64 %16, 24
  %32 = getelementptr inbounds float, ptr %1, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fmul contract float %33, %10
  %35 = fadd contract float %34, %12
  %36 = getelementptr inbounds float, ptr %0, i64 %31
  store float %35, ptr %36, align 4
  %37 = add i64 %16, 25
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fmul contract float %39, %10
  %41 = fadd contract float %40, %12
  %42 = getelementptr inbounds float, ptr %0, i64 %37
  store float %41, ptr %42, align 4
  %43 = add i64 %16, 26
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fmul contract float %45, %10
  %47 = fadd contract float %46, %12
  %48 = getelementptr inbounds float, ptr %0, i64 %43
  store float %47, ptr %48, align 4
  %49 = add i64 %16, 27
  %50 = getelementptr inbounds float, ptr %1, i64 %49
  %51 = load float, ptr %50, align 4
  %52 = fmul contract float %51, %10
  %53 = fadd contract float %52, %12
  %54 = getelementptr inbounds float, ptr %0, i64 %49
  store float %53, ptr %54, align 4
  %55 = add nuw nsw i64 %i6, 1
  %exitcond12.not = icmp eq i64 %55, 28
  br i1 %exitcond12.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %56 = add nuw nsw i64 %i3, 1
  %exitcond13.not = icmp eq i64 %56, 16
  br i1 %exitcond13.not, label %exit2, label %loop1
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k11_add_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds ptr, ptr %0, i64 3
  %9 = load ptr, ptr %8, align 8
  tail call fastcc void @k11_add(ptr %3, ptr %5, ptr %7, ptr %9, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k12_relu(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, i64 %2, i64 %3) unnamed_addr #3 {
entry:
  %4 = add nuw nsw i64 %2, 1
  %smax = tail call i64 @llvm.smax.i64(i64 %3, i64 %4)
  %5 = sub i64 %smax, %2
  %min.iters.check = icmp ult i64 %5, 32
  br i1 %min.iters.check, label %loop.preheader, label %vector.ph

vector.ph:                                        ; preds = %entry
  %n.vec = and i64 %5, -32
  %ind.end = add i64 %n.vec, %2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %index, %2
  %6 = getelementptr inbounds float, ptr %1, i64 %offset.idx
  %wide.load = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %6, i64 8
  %wide.load1 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %6, i64 16
  %wide.load2 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %6, i64 24
  %wide.load3 = load <8 x float>, ptr %9, align 4
  %10 = fcmp contract olt <8 x float> %wide.load, zeroinitializer
  %11 = fcmp contract olt <8 x float> %wide.load1, zeroinitializer
  %12 = fcmp contract olt <8 x float> %wide.load2, zeroinitializer
  %13 = fcmp contract olt <8 x float> %wide.load3, zeroinitializer
  %14 = select <8 x i1> %10, <8 x float> zeroinitializer, <8 x float> %wide.load
  %15 = select <8 x i1> %11, <8 x float> zeroinitializer, <8 x float> %wide.load1
  %16 = select <8 x i1> %12, <8 x float> zeroinitializer, <8 x float> %wide.load2
  %17 = select <8 x i1> %13, <8 x float> zeroinitializer, <8 x float> %wide.load3
  %18 = getelementptr inbounds float, ptr %0, i64 %offset.idx
  store <8 x float> %14, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %18, i64 8
  store <8 x float> %15, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %18, i64 16
  store <8 x float> %16, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %18, i64 24
  store <8 x float> %17, ptr %21, align 4
  %index.next = add nuw i64 %index, 32
  %22 = icmp eq i64 %index.next, %n.vec
  br i1 %22, label %middle.block, label %vector.body, !llvm.loop !4

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %exit, label %loop.preheader

loop.preheader:                                   ; preds = %entry, %middle.block
  %i.ph = phi i64 [ %2, %entry ], [ %ind.end, %middle.block ]
  br label %loop

loop:                                             ; preds = %loop.preheader, %loop
  %i = phi i64 [ %28, %loop ], [ %i.ph, %loop.preheader ]
  %23 = getelementptr inbounds float, ptr %1, i64 %i
  %24 = load float, ptr %23, align 4
  %25 = fcmp contract olt float %24, 0.000000e+00
  %26 = select contract i1 %25, float 0.000000e+00, float %24
  %27 = getelementptr inbounds float, ptr %0, i64 %i
  store float %26, ptr %27, align 4
  %28 = add nuw nsw i64 %i, 1
  %29 = icmp slt i64 %28, %3
  br i1 %29, label %loop, label %exit, !llvm.loop !5

exit:                                             ; preds = %loop, %middle.block
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k12_relu_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  tail call fastcc void @k12_relu(ptr %3, ptr %5, i64 %1, i64 %2)
  ret void
}

declare void @netc_k_max_pool2d_f32(ptr, ptr, i64, i64, i64, i64, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k13_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, i64 %3, i64 %4) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %3, %entry ], [ %10, %exit2 ]
  %5 = mul i64 %i, 4608
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %74, %exit5 ]
  %6 = mul nuw nsw i64 %i3, 144
  %7 = add i64 %6, %5
  %8 = getelementptr inbounds float, ptr %2, i64 %i3
  %9 = load float, ptr %8, align 4
  br label %loop4

exit2:                                            ; preds = %exit5
  %10 = add nuw nsw i64 %i, 1
  %11 = icmp slt i64 %10, %4
  br i1 %11, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %73, %loop4 ]
  %12 = mul nuw nsw i64 %i6, 12
  %13 = add i64 %7, %12
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %15, %9
  %17 = getelementptr inbounds float, ptr %0, i64 %13
  store float %16, ptr %17, align 4
  %18 = or i64 %13, 1
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %9
  %22 = getelementptr inbounds float, ptr %0, i64 %18
  store float %21, ptr %22, align 4
  %23 = or i64 %13, 2
  %24 = getelementptr inbounds float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fadd contract float %25, %9
  %27 = getelementptr inbounds float, ptr %0, i64 %23
  store float %26, ptr %27, align 4
  %28 = or i64 %13, 3
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %9
  %32 = getelementptr inbounds float, ptr %0, i64 %28
  store float %31, ptr %32, align 4
  %33 = add i64 %13, 4
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fadd contract float %35, %9
  %37 = getelementptr inbounds float, ptr %0, i64 %33
  store float %36, ptr %37, align 4
  %38 = add i64 %13, 5
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fadd contract float %40, %9
  %42 = getelementptr inbounds float, ptr %0, i64 %38
  store float %41, ptr %42, align 4
  %43 = add i64 %13, 6
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %45, %9
  %47 = getelementptr inbounds float, ptr %0, i64 %43
  store float %46, ptr %47, align 4
  %48 = add i64 %13, 7
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %9
  %52 = getelementptr inbounds float, ptr %0, i64 %48
  store float %51, ptr %52, align 4
  %53 = add i64 %13, 8
  %54 = getelementptr inbounds float, ptr %1, i64 %53
  %55 = load float, ptr %54, align 4
  %56 = fadd contract float %55, %9
  %57 = getelementptr inbounds float, ptr %0, i64 %53
  store float %56, ptr %57, align 4
  %58 = add i64 %13, 9
  %59 = getelementptr inbounds float, ptr %1, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fadd contract float %60, %9
  %62 = getelementptr inbounds float, ptr %0, i64 %58
  store float %61, ptr %62, align 4
  %63 = add i64 %13, 10
  %64 = getelementptr inbounds float, ptr %1, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %65, %9
  %67 = getelementptr inbounds float, ptr %0, i64 %63
  store float %66, ptr %67, align 4
  %68 = add i64 %13, 11
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = fadd contract float %70, %9
  %72 = getelementptr inbounds float, ptr %0, i64 %68
  store float %71, ptr %72, align 4
  %73 = add nuw nsw i64 %i6, 1
  %exitcond.not = icmp eq i64 %73, 12
  br i1 %exitcond.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %74 = add nuw nsw i64 %i3, 1
  %exitcond12.not = icmp eq i64 %74, 32
  br i1 %exitcond12.not, label %exit2, label %loop1
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k13_add_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  tail call fastcc void @k13_add(ptr %3, ptr %5, ptr %7, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k14_relu(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, i64 %2, i64 %3) unnamed_addr #3 {
entry:
  %4 = add nuw nsw i64 %2, 1
  %smax = tail call i64 @llvm.smax.i64(i64 %3, i64 %4)
  %5 = sub i64 %smax, %2
  %min.iters.check = icmp ult i64 %5, 32
  br i1 %min.iters.check, label %loop.preheader, label %vector.ph

vector.ph:                                        ; preds = %entry
  %n.vec = and i64 %5, -32
  %ind.end = add i64 %n.vec, %2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %index, %2
  %6 = getelementptr inbounds float, ptr %1, i64 %offset.idx
  %wide.load = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %6, i64 8
  %wide.load1 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %6, i64 16
  %wide.load2 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %6, i64 24
  %wide.load3 = load <8 x float>, ptr %9, align 4
  %10 = fcmp contract olt <8 x float> %wide.load, zeroinitializer
  %11 = fcmp contract olt <8 x float> %wide.load1, zeroinitializer
  %12 = fcmp contract olt <8 x float> %wide.load2, zeroinitializer
  %13 = fcmp contract olt <8 x float> %wide.load3, zeroinitializer
  %14 = select <8 x i1> %10, <8 x float> zeroinitializer, <8 x float> %wide.load
  %15 = select <8 x i1> %11, <8 x float> zeroinitializer, <8 x float> %wide.load1
  %16 = select <8 x i1> %12, <8 x float> zeroinitializer, <8 x float> %wide.load2
  %17 = select <8 x i1> %13, <8 x float> zeroinitializer, <8 x float> %wide.load3
  %18 = getelementptr inbounds float, ptr %0, i64 %offset.idx
  store <8 x float> %14, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %18, i64 8
  store <8 x float> %15, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %18, i64 16
  store <8 x float> %16, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %18, i64 24
  store <8 x float> %17, ptr %21, align 4
  %index.next = add nuw i64 %index, 32
  %22 = icmp eq i64 %index.next, %n.vec
  br i1 %22, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %5, %n.vec
  br i1 %cmp.n, label %exit, label %loop.preheader

loop.preheader:                                   ; preds = %entry, %middle.block
  %i.ph = phi i64 [ %2, %entry ], [ %ind.end, %middle.block ]
  br label %loop

loop:                                             ; preds = %loop.preheader, %loop
  %i = phi i64 [ %28, %loop ], [ %i.ph, %loop.preheader ]
  %23 = getelementptr inbounds float, ptr %1, i64 %i
  %24 = load float, ptr %23, align 4
  %25 = fcmp contract olt float %24, 0.000000e+00
  %26 = select contract i1 %25, float 0.000000e+00, float %24
  %27 = getelementptr inbounds float, ptr %0, i64 %i
  store float %26, ptr %27, align 4
  %28 = add nuw nsw i64 %i, 1
  %29 = icmp slt i64 %28, %3
  br i1 %29, label %loop, label %exit, !llvm.loop !7

exit:                                             ; preds = %loop, %middle.block
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k14_relu_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  tail call fastcc void @k14_relu(ptr %3, ptr %5, i64 %1, i64 %2)
  ret void
}

declare void @netc_k_dropout_f32(ptr, ptr, i64, float, i64, i64) local_unnamed_addr

declare void @cblas_sgemm(i32, i32, i32, i32, i32, i32, float, ptr, i32, ptr, i32, float, ptr, i32) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k15_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %.pre = load float, ptr %2, align 4
  %.phi.trans.insert = getelementptr inbounds float, ptr %2, i64 1
  %.pre4 = load float, ptr %.phi.trans.insert, align 4
  %.phi.trans.insert5 = getelementptr inbounds float, ptr %2, i64 2
  %.pre6 = load float, ptr %.phi.trans.insert5, align 4
  %.phi.trans.insert7 = getelementptr inbounds float, ptr %2, i64 3
  %.pre8 = load float, ptr %.phi.trans.insert7, align 4
  %.phi.trans.insert9 = getelementptr inbounds float, ptr %2, i64 4
  %.pre10 = load float, ptr %.phi.trans.insert9, align 4
  %.phi.trans.insert11 = getelementptr inbounds float, ptr %2, i64 5
  %.pre12 = load float, ptr %.phi.trans.insert11, align 4
  %.phi.trans.insert13 = getelementptr inbounds float, ptr %2, i64 6
  %.pre14 = load float, ptr %.phi.trans.insert13, align 4
  %.phi.trans.insert15 = getelementptr inbounds float, ptr %2, i64 7
  %.pre16 = load float, ptr %.phi.trans.insert15, align 4
  %.phi.trans.insert17 = getelementptr inbounds float, ptr %2, i64 8
  %.pre18 = load float, ptr %.phi.trans.insert17, align 4
  %.phi.trans.insert19 = getelementptr inbounds float, ptr %2, i64 9
  %.pre20 = load float, ptr %.phi.trans.insert19, align 4
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i64 [ 0, %entry ], [ %53, %loop ]
  %3 = mul nuw nsw i64 %i, 10
  %4 = getelementptr inbounds float, ptr %1, i64 %3
  %5 = load float, ptr %4, align 4
  %6 = fadd contract float %5, %.pre
  %7 = getelementptr inbounds float, ptr %0, i64 %3
  store float %6, ptr %7, align 4
  %8 = or i64 %3, 1
  %9 = getelementptr inbounds float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %.pre4
  %12 = getelementptr inbounds float, ptr %0, i64 %8
  store float %11, ptr %12, align 4
  %13 = add nuw nsw i64 %3, 2
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %15, %.pre6
  %17 = getelementptr inbounds float, ptr %0, i64 %13
  store float %16, ptr %17, align 4
  %18 = add nuw nsw i64 %3, 3
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %.pre8
  %22 = getelementptr inbounds float, ptr %0, i64 %18
  store float %21, ptr %22, align 4
  %23 = add nuw nsw i64 %3, 4
  %24 = getelementptr inbounds float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fadd contract float %25, %.pre10
  %27 = getelementptr inbounds float, ptr %0, i64 %23
  store float %26, ptr %27, align 4
  %28 = add nuw nsw i64 %3, 5
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %.pre12
  %32 = getelementptr inbounds float, ptr %0, i64 %28
  store float %31, ptr %32, align 4
  %33 = add nuw nsw i64 %3, 6
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fadd contract float %35, %.pre14
  %37 = getelementptr inbounds float, ptr %0, i64 %33
  store float %36, ptr %37, align 4
  %38 = add nuw nsw i64 %3, 7
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fadd contract float %40, %.pre16
  %42 = getelementptr inbounds float, ptr %0, i64 %38
  store float %41, ptr %42, align 4
  %43 = add nuw nsw i64 %3, 8
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %45, %.pre18
  %47 = getelementptr inbounds float, ptr %0, i64 %43
  store float %46, ptr %47, align 4
  %48 = add nuw nsw i64 %3, 9
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %.pre20
  %52 = getelementptr inbounds float, ptr %0, i64 %48
  store float %51, ptr %52, align 4
  %53 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %53, 128
  br i1 %exitcond.not, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

declare void @netc_k_softmax_f32(ptr, ptr, i64, i64, i64, i32) local_unnamed_addr

declare void @netc_k_gather_f32(ptr, ptr, i32, ptr, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k16_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %2 = phi float [ 0.000000e+00, %entry ], [ %65, %loop ]
  %i = phi i64 [ 0, %entry ], [ %66, %loop ]
  %3 = getelementptr inbounds float, ptr %1, i64 %i
  %4 = load float, ptr %3, align 4
  %5 = fadd contract float %4, %2
  %6 = or i64 %i, 1
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %8 = load float, ptr %7, align 4
  %9 = fadd contract float %8, %5
  %10 = or i64 %i, 2
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4
  %13 = fadd contract float %12, %9
  %14 = or i64 %i, 3
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = fadd contract float %16, %13
  %18 = or i64 %i, 4
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %17
  %22 = or i64 %i, 5
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %21
  %26 = or i64 %i, 6
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = fadd contract float %28, %25
  %30 = or i64 %i, 7
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %32, %29
  %34 = or i64 %i, 8
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = fadd contract float %36, %33
  %38 = or i64 %i, 9
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fadd contract float %40, %37
  %42 = or i64 %i, 10
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fadd contract float %44, %41
  %46 = or i64 %i, 11
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fadd contract float %48, %45
  %50 = or i64 %i, 12
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fadd contract float %52, %49
  %54 = or i64 %i, 13
  %55 = getelementptr inbounds float, ptr %1, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = fadd contract float %56, %53
  %58 = or i64 %i, 14
  %59 = getelementptr inbounds float, ptr %1, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fadd contract float %60, %57
  %62 = or i64 %i, 15
  %63 = getelementptr inbounds float, ptr %1, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = fadd contract float %64, %61
  %66 = add nuw nsw i64 %i, 16
  %exitcond.not.15 = icmp eq i64 %66, 128
  br i1 %exitcond.not.15, label %exit, label %loop

exit:                                             ; preds = %loop
  %67 = fmul contract float %65, 7.812500e-03
  store float %67, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k17_neg(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #7 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fneg contract float %2
  store float %3, ptr %0, align 4
  ret void
}

declare void @netc_k_argmax_f32(ptr, ptr, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k18_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %3 = phi float [ 0.000000e+00, %entry ], [ %66, %loop ]
  %i = phi i64 [ 0, %entry ], [ %67, %loop ]
  %4 = getelementptr inbounds i64, ptr %1, i64 %i
  %5 = load i64, ptr %4, align 4
  %6 = getelementptr inbounds i64, ptr %2, i64 %i
  %7 = load i64, ptr %6, align 4
  %8 = icmp eq i64 %5, %7
  %9 = uitofp i1 %8 to float
  %10 = fadd contract float %3, %9
  %11 = or i64 %i, 1
  %12 = getelementptr inbounds i64, ptr %1, i64 %11
  %13 = load i64, ptr %12, align 4
  %14 = getelementptr inbounds i64, ptr %2, i64 %11
  %15 = load i64, ptr %14, align 4
  %16 = icmp eq i64 %13, %15
  %17 = uitofp i1 %16 to float
  %18 = fadd contract float %10, %17
  %19 = or i64 %i, 2
  %20 = getelementptr inbounds i64, ptr %1, i64 %19
  %21 = load i64, ptr %20, align 4
  %22 = getelementptr inbounds i64, ptr %2, i64 %19
  %23 = load i64, ptr %22, align 4
  %24 = icmp eq i64 %21, %23
  %25 = uitofp i1 %24 to float
  %26 = fadd contract float %18, %25
  %27 = or i64 %i, 3
  %28 = getelementptr inbounds i64, ptr %1, i64 %27
  %29 = load i64, ptr %28, align 4
  %30 = getelementptr inbounds i64, ptr %2, i64 %27
  %31 = load i64, ptr %30, align 4
  %32 = icmp eq i64 %29, %31
  %33 = uitofp i1 %32 to float
  %34 = fadd contract float %26, %33
  %35 = or i64 %i, 4
  %36 = getelementptr inbounds i64, ptr %1, i64 %35
  %37 = load i64, ptr %36, align 4
  %38 = getelementptr inbounds i64, ptr %2, i64 %35
  %39 = load i64, ptr %38, align 4
  %40 = icmp eq i64 %37, %39
  %41 = uitofp i1 %40 to float
  %42 = fadd contract float %34, %41
  %43 = or i64 %i, 5
  %44 = getelementptr inbounds i64, ptr %1, i64 %43
  %45 = load i64, ptr %44, align 4
  %46 = getelementptr inbounds i64, ptr %2, i64 %43
  %47 = load i64, ptr %46, align 4
  %48 = icmp eq i64 %45, %47
  %49 = uitofp i1 %48 to float
  %50 = fadd contract float %42, %49
  %51 = or i64 %i, 6
  %52 = getelementptr inbounds i64, ptr %1, i64 %51
  %53 = load i64, ptr %52, align 4
  %54 = getelementptr inbounds i64, ptr %2, i64 %51
  %55 = load i64, ptr %54, align 4
  %56 = icmp eq i64 %53, %55
  %57 = uitofp i1 %56 to float
  %58 = fadd contract float %50, %57
  %59 = or i64 %i, 7
  %60 = getelementptr inbounds i64, ptr %1, i64 %59
  %61 = load i64, ptr %60, align 4
  %62 = getelementptr inbounds i64, ptr %2, i64 %59
  %63 = load i64, ptr %62, align 4
  %64 = icmp eq i64 %61, %63
  %65 = uitofp i1 %64 to float
  %66 = fadd contract float %58, %65
  %67 = add nuw nsw i64 %i, 8
  %exitcond.not.7 = icmp eq i64 %67, 128
  br i1 %exitcond.not.7, label %exit, label %loop

exit:                                             ; preds = %loop
  %68 = fmul contract float %66, 7.812500e-03
  store float %68, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k19_broadcast_to(ptr noalias nocapture writeonly %0) unnamed_addr #8 {
entry:
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %0, i64 32
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %0, i64 40
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 48
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 56
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %0, i64 64
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 72
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %0, i64 80
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %0, i64 88
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %0, i64 96
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %0, i64 104
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %0, i64 112
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 120
  store <8 x float> <float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03, float -7.812500e-03>, ptr %15, align 4
  ret void
}

declare void @netc_k_gather_grad_f32(ptr, ptr, i32, ptr, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k20_sum(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %0, i8 0, i64 512, i1 false)
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %2 = mul nuw nsw i64 %index, 10
  %3 = mul nuw i64 %index, 10
  %4 = or i64 %3, 10
  %5 = mul nuw i64 %index, 10
  %6 = add nuw i64 %5, 20
  %7 = mul nuw i64 %index, 10
  %8 = add nuw i64 %7, 30
  %9 = mul nuw i64 %index, 10
  %10 = add nuw i64 %9, 40
  %11 = mul nuw i64 %index, 10
  %12 = add nuw i64 %11, 50
  %13 = mul nuw i64 %index, 10
  %14 = add nuw i64 %13, 60
  %15 = mul nuw i64 %index, 10
  %16 = add nuw i64 %15, 70
  %17 = getelementptr inbounds float, ptr %0, i64 %index
  %wide.load = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 %2
  %19 = getelementptr inbounds float, ptr %1, i64 %4
  %20 = getelementptr inbounds float, ptr %1, i64 %6
  %21 = getelementptr inbounds float, ptr %1, i64 %8
  %22 = getelementptr inbounds float, ptr %1, i64 %10
  %23 = getelementptr inbounds float, ptr %1, i64 %12
  %24 = getelementptr inbounds float, ptr %1, i64 %14
  %25 = getelementptr inbounds float, ptr %1, i64 %16
  %26 = load float, ptr %18, align 4
  %27 = load float, ptr %19, align 4
  %28 = load float, ptr %20, align 4
  %29 = load float, ptr %21, align 4
  %30 = load float, ptr %22, align 4
  %31 = load float, ptr %23, align 4
  %32 = load float, ptr %24, align 4
  %33 = load float, ptr %25, align 4
  %34 = insertelement <8 x float> poison, float %26, i64 0
  %35 = insertelement <8 x float> %34, float %27, i64 1
  %36 = insertelement <8 x float> %35, float %28, i64 2
  %37 = insertelement <8 x float> %36, float %29, i64 3
  %38 = insertelement <8 x float> %37, float %30, i64 4
  %39 = insertelement <8 x float> %38, float %31, i64 5
  %40 = insertelement <8 x float> %39, float %32, i64 6
  %41 = insertelement <8 x float> %40, float %33, i64 7
  %42 = fadd contract <8 x float> %41, %wide.load
  %43 = or i64 %2, 1
  %44 = or i64 %3, 11
  %45 = or i64 %6, 1
  %46 = or i64 %8, 1
  %47 = or i64 %10, 1
  %48 = or i64 %12, 1
  %49 = or i64 %14, 1
  %50 = or i64 %16, 1
  %51 = getelementptr inbounds float, ptr %1, i64 %43
  %52 = getelementptr inbounds float, ptr %1, i64 %44
  %53 = getelementptr inbounds float, ptr %1, i64 %45
  %54 = getelementptr inbounds float, ptr %1, i64 %46
  %55 = getelementptr inbounds float, ptr %1, i64 %47
  %56 = getelementptr inbounds float, ptr %1, i64 %48
  %57 = getelementptr inbounds float, ptr %1, i64 %49
  %58 = getelementptr inbounds float, ptr %1, i64 %50
  %59 = load float, ptr %51, align 4
  %60 = load float, ptr %52, align 4
  %61 = load float, ptr %53, align 4
  %62 = load float, ptr %54, align 4
  %63 = load float, ptr %55, align 4
  %64 = load float, ptr %56, align 4
  %65 = load float, ptr %57, align 4
  %66 = load float, ptr %58, align 4
  %67 = insertelement <8 x float> poison, float %59, i64 0
  %68 = insertelement <8 x float> %67, float %60, i64 1
  %69 = insertelement <8 x float> %68, float %61, i64 2
  %70 = insertelement <8 x float> %69, float %62, i64 3
  %71 = insertelement <8 x float> %70, float %63, i64 4
  %72 = insertelement <8 x float> %71, float %64, i64 5
  %73 = insertelement <8 x float> %72, float %65, i64 6
  %74 = insertelement <8 x float> %73, float %66, i64 7
  %75 = fadd contract <8 x float> %74, %42
  %76 = or i64 %2, 2
  %77 = or i64 %3, 12
  %78 = add nuw i64 %5, 22
  %79 = add nuw i64 %7, 32
  %80 = add nuw i64 %9, 42
  %81 = add nuw i64 %11, 52
  %82 = add nuw i64 %13, 62
  %83 = add nuw i64 %15, 72
  %84 = getelementptr inbounds float, ptr %1, i64 %76
  %85 = getelementptr inbounds float, ptr %1, i64 %77
  %86 = getelementptr inbounds float, ptr %1, i64 %78
  %87 = getelementptr inbounds float, ptr %1, i64 %79
  %88 = getelementptr inbounds float, ptr %1, i64 %80
  %89 = getelementptr inbounds float, ptr %1, i64 %81
  %90 = getelementptr inbounds float, ptr %1, i64 %82
  %91 = getelementptr inbounds float, ptr %1, i64 %83
  %92 = load float, ptr %84, align 4
  %93 = load float, ptr %85, align 4
  %94 = load float, ptr %86, align 4
  %95 = load float, ptr %87, align 4
  %96 = load float, ptr %88, align 4
  %97 = load float, ptr %89, align 4
  %98 = load float, ptr %90, align 4
  %99 = load float, ptr %91, align 4
  %100 = insertelement <8 x float> poison, float %92, i64 0
  %101 = insertelement <8 x float> %100, float %93, i64 1
  %102 = insertelement <8 x float> %101, float %94, i64 2
  %103 = insertelement <8 x float> %102, float %95, i64 3
  %104 = insertelement <8 x float> %103, float %96, i64 4
  %105 = insertelement <8 x float> %104, float %97, i64 5
  %106 = insertelement <8 x float> %105, float %98, i64 6
  %107 = insertelement <8 x float> %106, float %99, i64 7
  %108 = fadd contract <8 x float> %107, %75
  %109 = or i64 %2, 3
  %110 = or i64 %3, 13
  %111 = add nuw i64 %5, 23
  %112 = add nuw i64 %7, 33
  %113 = add nuw i64 %9, 43
  %114 = add nuw i64 %11, 53
  %115 = add nuw i64 %13, 63
  %116 = add nuw i64 %15, 73
  %117 = getelementptr inbounds float, ptr %1, i64 %109
  %118 = getelementptr inbounds float, ptr %1, i64 %110
  %119 = getelementptr inbounds float, ptr %1, i64 %111
  %120 = getelementptr inbounds float, ptr %1, i64 %112
  %121 = getelementptr inbounds float, ptr %1, i64 %113
  %122 = getelementptr inbounds float, ptr %1, i64 %114
  %123 = getelementptr inbounds float, ptr %1, i64 %115
  %124 = getelementptr inbounds float, ptr %1, i64 %116
  %125 = load float, ptr %117, align 4
  %126 = load float, ptr %118, align 4
  %127 = load float, ptr %119, align 4
  %128 = load float, ptr %120, align 4
  %129 = load float, ptr %121, align 4
  %130 = load float, ptr %122, align 4
  %131 = load float, ptr %123, align 4
  %132 = load float, ptr %124, align 4
  %133 = insertelement <8 x float> poison, float %125, i64 0
  %134 = insertelement <8 x float> %133, float %126, i64 1
  %135 = insertelement <8 x float> %134, float %127, i64 2
  %136 = insertelement <8 x float> %135, float %128, i64 3
  %137 = insertelement <8 x float> %136, float %129, i64 4
  %138 = insertelement <8 x float> %137, float %130, i64 5
  %139 = insertelement <8 x float> %138, float %131, i64 6
  %140 = insertelement <8 x float> %139, float %132, i64 7
  %141 = fadd contract <8 x float> %140, %108
  %142 = or i64 %2, 4
  %143 = or i64 %3, 14
  %144 = add nuw i64 %5, 24
  %145 = add nuw i64 %7, 34
  %146 = add nuw i64 %9, 44
  %147 = add nuw i64 %11, 54
  %148 = add nuw i64 %13, 64
  %149 = add nuw i64 %15, 74
  %150 = getelementptr inbounds float, ptr %1, i64 %142
  %151 = getelementptr inbounds float, ptr %1, i64 %143
  %152 = getelementptr inbounds float, ptr %1, i64 %144
  %153 = getelementptr inbounds float, ptr %1, i64 %145
  %154 = getelementptr inbounds float, ptr %1, i64 %146
  %155 = getelementptr inbounds float, ptr %1, i64 %147
  %156 = getelementptr inbounds float, ptr %1, i64 %148
  %157 = getelementptr inbounds float, ptr %1, i64 %149
  %158 = load float, ptr %150, align 4
  %159 = load float, ptr %151, align 4
  %160 = load float, ptr %152, align 4
  %161 = load float, ptr %153, align 4
  %162 = load float, ptr %154, align 4
  %163 = load float, ptr %155, align 4
  %164 = load float, ptr %156, align 4
  %165 = load float, ptr %157, align 4
  %166 = insertelement <8 x float> poison, float %158, i64 0
  %167 = insertelement <8 x float> %166, float %159, i64 1
  %168 = insertelement <8 x float> %167, float %160, i64 2
  %169 = insertelement <8 x float> %168, float %161, i64 3
  %170 = insertelement <8 x float> %169, float %162, i64 4
  %171 = insertelement <8 x float> %170, float %163, i64 5
  %172 = insertelement <8 x float> %171, float %164, i64 6
  %173 = insertelement <8 x float> %172, float %165, i64 7
  %174 = fadd contract <8 x float> %173, %141
  %175 = or i64 %2, 5
  %176 = or i64 %3, 15
  %177 = add nuw i64 %5, 25
  %178 = add nuw i64 %7, 35
  %179 = add nuw i64 %9, 45
  %180 = add nuw i64 %11, 55
  %181 = add nuw i64 %13, 65
  %182 = add nuw i64 %15, 75
  %183 = getelementptr inbounds float, ptr %1, i64 %175
  %184 = getelementptr inbounds float, ptr %1, i64 %176
  %185 = getelementptr inbounds float, ptr %1, i64 %177
  %186 = getelementptr inbounds float, ptr %1, i64 %178
  %187 = getelementptr inbounds float, ptr %1, i64 %179
  %188 = getelementptr inbounds float, ptr %1, i64 %180
  %189 = getelementptr inbounds float, ptr %1, i64 %181
  %190 = getelementptr inbounds float, ptr %1, i64 %182
  %191 = load float, ptr %183, align 4
  %192 = load float, ptr %184, align 4
  %193 = load float, ptr %185, align 4
  %194 = load float, ptr %186, align 4
  %195 = load float, ptr %187, align 4
  %196 = load float, ptr %188, align 4
  %197 = load float, ptr %189, align 4
  %198 = load float, ptr %190, align 4
  %199 = insertelement <8 x float> poison, float %191, i64 0
  %200 = insertelement <8 x float> %199, float %192, i64 1
  %201 = insertelement <8 x float> %200, float %193, i64 2
  %202 = insertelement <8 x float> %201, float %194, i64 3
  %203 = insertelement <8 x float> %202, float %195, i64 4
  %204 = insertelement <8 x float> %203, float %196, i64 5
  %205 = insertelement <8 x float> %204, float %197, i64 6
  %206 = insertelement <8 x float> %205, float %198, i64 7
  %207 = fadd contract <8 x float> %206, %174
  %208 = or i64 %2, 6
  %209 = add i64 %3, 16
  %210 = add nuw i64 %5, 26
  %211 = add nuw i64 %7, 36
  %212 = add nuw i64 %9, 46
  %213 = add nuw i64 %11, 56
  %214 = add nuw i64 %13, 66
  %215 = add nuw i64 %15, 76
  %216 = getelementptr inbounds float, ptr %1, i64 %208
  %217 = getelementptr inbounds float, ptr %1, i64 %209
  %218 = getelementptr inbounds float, ptr %1, i64 %210
  %219 = getelementptr inbounds float, ptr %1, i64 %211
  %220 = getelementptr inbounds float, ptr %1, i64 %212
  %221 = getelementptr inbounds float, ptr %1, i64 %213
  %222 = getelementptr inbounds float, ptr %1, i64 %214
  %223 = getelementptr inbounds float, ptr %1, i64 %215
  %224 = load float, ptr %216, align 4
  %225 = load float, ptr %217, align 4
  %226 = load float, ptr %218, align 4
  %227 = load float, ptr %219, align 4
  %228 = load float, ptr %220, align 4
  %229 = load float, ptr %221, align 4
  %230 = load float, ptr %222, align 4
  %231 = load float, ptr %223, align 4
  %232 = insertelement <8 x float> poison, float %224, i64 0
  %233 = insertelement <8 x float> %232, float %225, i64 1
  %234 = insertelement <8 x float> %233, float %226, i64 2
  %235 = insertelement <8 x float> %234, float %227, i64 3
  %236 = insertelement <8 x float> %235, float %228, i64 4
  %237 = insertelement <8 x float> %236, float %229, i64 5
  %238 = insertelement <8 x float> %237, float %230, i64 6
  %239 = insertelement <8 x float> %238, float %231, i64 7
  %240 = fadd contract <8 x float> %239, %207
  %241 = or i64 %2, 7
  %242 = add i64 %3, 17
  %243 = add nuw i64 %5, 27
  %244 = add nuw i64 %7, 37
  %245 = add nuw i64 %9, 47
  %246 = add nuw i64 %11, 57
  %247 = add nuw i64 %13, 67
  %248 = add nuw i64 %15, 77
  %249 = getelementptr inbounds float, ptr %1, i64 %241
  %250 = getelementptr inbounds float, ptr %1, i64 %242
  %251 = getelementptr inbounds float, ptr %1, i64 %243
  %252 = getelementptr inbounds float, ptr %1, i64 %244
  %253 = getelementptr inbounds float, ptr %1, i64 %245
  %254 = getelementptr inbounds float, ptr %1, i64 %246
  %255 = getelementptr inbounds float, ptr %1, i64 %247
  %256 = getelementptr inbounds float, ptr %1, i64 %248
  %257 = load float, ptr %249, align 4
  %258 = load float, ptr %250, align 4
  %259 = load float, ptr %251, align 4
  %260 = load float, ptr %252, align 4
  %261 = load float, ptr %253, align 4
  %262 = load float, ptr %254, align 4
  %263 = load float, ptr %255, align 4
  %264 = load float, ptr %256, align 4
  %265 = insertelement <8 x float> poison, float %257, i64 0
  %266 = insertelement <8 x float> %265, float %258, i64 1
  %267 = insertelement <8 x float> %266, float %259, i64 2
  %268 = insertelement <8 x float> %267, float %260, i64 3
  %269 = insertelement <8 x float> %268, float %261, i64 4
  %270 = insertelement <8 x float> %269, float %262, i64 5
  %271 = insertelement <8 x float> %270, float %263, i64 6
  %272 = insertelement <8 x float> %271, float %264, i64 7
  %273 = fadd contract <8 x float> %272, %240
  %274 = or i64 %2, 8
  %275 = add i64 %3, 18
  %276 = add nuw i64 %5, 28
  %277 = add nuw i64 %7, 38
  %278 = add nuw i64 %9, 48
  %279 = add nuw i64 %11, 58
  %280 = add nuw i64 %13, 68
  %281 = add nuw i64 %15, 78
  %282 = getelementptr inbounds float, ptr %1, i64 %274
  %283 = getelementptr inbounds float, ptr %1, i64 %275
  %284 = getelementptr inbounds float, ptr %1, i64 %276
  %285 = getelementptr inbounds float, ptr %1, i64 %277
  %286 = getelementptr inbounds float, ptr %1, i64 %278
  %287 = getelementptr inbounds float, ptr %1, i64 %279
  %288 = getelementptr inbounds float, ptr %1, i64 %280
  %289 = getelementptr inbounds float, ptr %1, i64 %281
  %290 = load float, ptr %282, align 4
  %291 = load float, ptr %283, align 4
  %292 = load float, ptr %284, align 4
  %293 = load float, ptr %285, align 4
  %294 = load float, ptr %286, align 4
  %295 = load float, ptr %287, align 4
  %296 = load float, ptr %288, align 4
  %297 = load float, ptr %289, align 4
  %298 = insertelement <8 x float> poison, float %290, i64 0
  %299 = insertelement <8 x float> %298, float %291, i64 1
  %300 = insertelement <8 x float> %299, float %292, i64 2
  %301 = insertelement <8 x float> %300, float %293, i64 3
  %302 = insertelement <8 x float> %301, float %294, i64 4
  %303 = insertelement <8 x float> %302, float %295, i64 5
  %304 = insertelement <8 x float> %303, float %296, i64 6
  %305 = insertelement <8 x float> %304, float %297, i64 7
  %306 = fadd contract <8 x float> %305, %273
  %307 = or i64 %2, 9
  %308 = add i64 %3, 19
  %309 = add nuw i64 %5, 29
  %310 = add nuw i64 %7, 39
  %311 = add nuw i64 %9, 49
  %312 = add nuw i64 %11, 59
  %313 = add nuw i64 %13, 69
  %314 = add nuw i64 %15, 79
  %315 = getelementptr inbounds float, ptr %1, i64 %307
  %316 = getelementptr inbounds float, ptr %1, i64 %308
  %317 = getelementptr inbounds float, ptr %1, i64 %309
  %318 = getelementptr inbounds float, ptr %1, i64 %310
  %319 = getelementptr inbounds float, ptr %1, i64 %311
  %320 = getelementptr inbounds float, ptr %1, i64 %312
  %321 = getelementptr inbounds float, ptr %1, i64 %313
  %322 = getelementptr inbounds float, ptr %1, i64 %314
  %323 = load float, ptr %315, align 4
  %324 = load float, ptr %316, align 4
  %325 = load float, ptr %317, align 4
  %326 = load float, ptr %318, align 4
  %327 = load float, ptr %319, align 4
  %328 = load float, ptr %320, align 4
  %329 = load float, ptr %321, align 4
  %330 = load float, ptr %322, align 4
  %331 = insertelement <8 x float> poison, float %323, i64 0
  %332 = insertelement <8 x float> %331, float %324, i64 1
  %333 = insertelement <8 x float> %332, float %325, i64 2
  %334 = insertelement <8 x float> %333, float %326, i64 3
  %335 = insertelement <8 x float> %334, float %327, i64 4
  %336 = insertelement <8 x float> %335, float %328, i64 5
  %337 = insertelement <8 x float> %336, float %329, i64 6
  %338 = insertelement <8 x float> %337, float %330, i64 7
  %339 = fadd contract <8 x float> %338, %306
  store <8 x float> %339, ptr %17, align 4
  %index.next = add nuw i64 %index, 8
  %340 = icmp eq i64 %index.next, 128
  br i1 %340, label %exit5, label %vector.body, !llvm.loop !8

exit5:                                            ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k21_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #5 {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i64 [ 0, %entry ], [ %96, %loop ]
  %4 = mul nuw nsw i64 %i, 10
  %5 = getelementptr inbounds float, ptr %3, i64 %i
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 %4
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %2, i64 %4
  %10 = load float, ptr %9, align 4
  %11 = tail call contract float @llvm.exp.f32(float %10)
  %12 = fmul contract float %11, %6
  %13 = fsub contract float %8, %12
  %14 = getelementptr inbounds float, ptr %0, i64 %4
  store float %13, ptr %14, align 4
  %15 = or i64 %4, 1
  %16 = getelementptr inbounds float, ptr %1, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds float, ptr %2, i64 %15
  %19 = load float, ptr %18, align 4
  %20 = tail call contract float @llvm.exp.f32(float %19)
  %21 = fmul contract float %20, %6
  %22 = fsub contract float %17, %21
  %23 = getelementptr inbounds float, ptr %0, i64 %15
  store float %22, ptr %23, align 4
  %24 = add nuw nsw i64 %4, 2
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %2, i64 %24
  %28 = load float, ptr %27, align 4
  %29 = tail call contract float @llvm.exp.f32(float %28)
  %30 = fmul contract float %29, %6
  %31 = fsub contract float %26, %30
  %32 = getelementptr inbounds float, ptr %0, i64 %24
  store float %31, ptr %32, align 4
  %33 = add nuw nsw i64 %4, 3
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds float, ptr %2, i64 %33
  %37 = load float, ptr %36, align 4
  %38 = tail call contract float @llvm.exp.f32(float %37)
  %39 = fmul contract float %38, %6
  %40 = fsub contract float %35, %39
  %41 = getelementptr inbounds float, ptr %0, i64 %33
  store float %40, ptr %41, align 4
  %42 = add nuw nsw i64 %4, 4
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = getelementptr inbounds float, ptr %2, i64 %42
  %46 = load float, ptr %45, align 4
  %47 = tail call contract float @llvm.exp.f32(float %46)
  %48 = fmul contract float %47, %6
  %49 = fsub contract float %44, %48
  %50 = getelementptr inbounds float, ptr %0, i64 %42
  store float %49, ptr %50, align 4
  %51 = add nuw nsw i64 %4, 5
  %52 = getelementptr inbounds float, ptr %1, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = getelementptr inbounds float, ptr %2, i64 %51
  %55 = load float, ptr %54, align 4
  %56 = tail call contract float @llvm.exp.f32(float %55)
  %57 = fmul contract float %56, %6
  %58 = fsub contract float %53, %57
  %59 = getelementptr inbounds float, ptr %0, i64 %51
  store float %58, ptr %59, align 4
  %60 = add nuw nsw i64 %4, 6
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds float, ptr %2, i64 %60
  %64 = load float, ptr %63, align 4
  %65 = tail call contract float @llvm.exp.f32(float %64)
  %66 = fmul contract float %65, %6
  %67 = fsub contract float %62, %66
  %68 = getelementptr inbounds float, ptr %0, i64 %60
  store float %67, ptr %68, align 4
  %69 = add nuw nsw i64 %4, 7
  %70 = getelementptr inbounds float, ptr %1, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = getelementptr inbounds float, ptr %2, i64 %69
  %73 = load float, ptr %72, align 4
  %74 = tail call contract float @llvm.exp.f32(float %73)
  %75 = fmul contract float %74, %6
  %76 = fsub contract float %71, %75
  %77 = getelementptr inbounds float, ptr %0, i64 %69
  store float %76, ptr %77, align 4
  %78 = add nuw nsw i64 %4, 8
  %79 = getelementptr inbounds float, ptr %1, i64 %78
  %80 = load float, ptr %79, align 4
  %81 = getelementptr inbounds float, ptr %2, i64 %78
  %82 = load float, ptr %81, align 4
  %83 = tail call contract float @llvm.exp.f32(float %82)
  %84 = fmul contract float %83, %6
  %85 = fsub contract float %80, %84
  %86 = getelementptr inbounds float, ptr %0, i64 %78
  store float %85, ptr %86, align 4
  %87 = add nuw nsw i64 %4, 9
  %88 = getelementptr inbounds float, ptr %1, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = getelementptr inbounds float, ptr %2, i64 %87
  %91 = load float, ptr %90, align 4
  %92 = tail call contract float @llvm.exp.f32(float %91)
  %93 = fmul contract float %92, %6
  %94 = fsub contract float %89, %93
  %95 = getelementptr inbounds float, ptr %0, i64 %87
  store float %94, ptr %95, align 4
  %96 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %96, 128
  br i1 %exitcond.not, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k22_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  br label %loop1

loop1:                                            ; preds = %entry, %loop1
  %2 = phi float [ %51, %loop1 ], [ 0.000000e+00, %entry ]
  %3 = phi float [ %47, %loop1 ], [ 0.000000e+00, %entry ]
  %4 = phi float [ %43, %loop1 ], [ 0.000000e+00, %entry ]
  %5 = phi float [ %39, %loop1 ], [ 0.000000e+00, %entry ]
  %6 = phi float [ %35, %loop1 ], [ 0.000000e+00, %entry ]
  %7 = phi float [ %31, %loop1 ], [ 0.000000e+00, %entry ]
  %8 = phi float [ %27, %loop1 ], [ 0.000000e+00, %entry ]
  %9 = phi float [ %23, %loop1 ], [ 0.000000e+00, %entry ]
  %10 = phi float [ %19, %loop1 ], [ 0.000000e+00, %entry ]
  %11 = phi float [ %15, %loop1 ], [ 0.000000e+00, %entry ]
  %i3 = phi i64 [ %52, %loop1 ], [ 0, %entry ]
  %12 = mul nuw nsw i64 %i3, 10
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fadd contract float %14, %11
  %16 = or i64 %12, 1
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = fadd contract float %18, %10
  %20 = add nuw nsw i64 %12, 2
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fadd contract float %22, %9
  %24 = add nuw nsw i64 %12, 3
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fadd contract float %26, %8
  %28 = add nuw nsw i64 %12, 4
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %7
  %32 = add nuw nsw i64 %12, 5
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fadd contract float %34, %6
  %36 = add nuw nsw i64 %12, 6
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %5
  %40 = add nuw nsw i64 %12, 7
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fadd contract float %42, %4
  %44 = add nuw nsw i64 %12, 8
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fadd contract float %46, %3
  %48 = add nuw nsw i64 %12, 9
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %2
  %52 = add nuw nsw i64 %i3, 1
  %exitcond.not = icmp eq i64 %52, 128
  br i1 %exitcond.not, label %exit2, label %loop1

exit2:                                            ; preds = %loop1
  %53 = getelementptr inbounds float, ptr %0, i64 9
  %54 = getelementptr inbounds float, ptr %0, i64 8
  %55 = getelementptr inbounds float, ptr %0, i64 7
  %56 = getelementptr inbounds float, ptr %0, i64 6
  %57 = getelementptr inbounds float, ptr %0, i64 5
  %58 = getelementptr inbounds float, ptr %0, i64 4
  %59 = getelementptr inbounds float, ptr %0, i64 3
  %60 = getelementptr inbounds float, ptr %0, i64 2
  %61 = getelementptr inbounds float, ptr %0, i64 1
  store float %15, ptr %0, align 4
  store float %19, ptr %61, align 4
  store float %23, ptr %60, align 4
  store float %27, ptr %59, align 4
  store float %31, ptr %58, align 4
  store float %35, ptr %57, align 4
  store float %39, ptr %56, align 4
  store float %43, ptr %55, align 4
  store float %47, ptr %54, align 4
  store float %51, ptr %53, align 4
  ret void
}

declare void @netc_k_max_pool2d_grad_f32(ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k23_where(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, i64 %3, i64 %4) unnamed_addr #3 {
entry:
  %5 = add nuw nsw i64 %3, 1
  %smax = tail call i64 @llvm.smax.i64(i64 %4, i64 %5)
  %6 = sub i64 %smax, %3
  %min.iters.check = icmp ult i64 %6, 32
  br i1 %min.iters.check, label %loop.preheader, label %vector.ph

vector.ph:                                        ; preds = %entry
  %n.vec = and i64 %6, -32
  %ind.end = add i64 %n.vec, %3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %index, %3
  %7 = getelementptr inbounds float, ptr %1, i64 %offset.idx
  %wide.load = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %7, i64 8
  %wide.load1 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %7, i64 16
  %wide.load2 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %7, i64 24
  %wide.load3 = load <8 x float>, ptr %10, align 4
  %11 = fcmp contract ogt <8 x float> %wide.load, zeroinitializer
  %12 = fcmp contract ogt <8 x float> %wide.load1, zeroinitializer
  %13 = fcmp contract ogt <8 x float> %wide.load2, zeroinitializer
  %14 = fcmp contract ogt <8 x float> %wide.load3, zeroinitializer
  %15 = getelementptr inbounds float, ptr %2, i64 %offset.idx
  %wide.load4 = load <8 x float>, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %15, i64 8
  %wide.load5 = load <8 x float>, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %15, i64 16
  %wide.load6 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %15, i64 24
  %wide.load7 = load <8 x float>, ptr %18, align 4
  %19 = select <8 x i1> %11, <8 x float> %wide.load4, <8 x float> zeroinitializer
  %20 = select <8 x i1> %12, <8 x float> %wide.load5, <8 x float> zeroinitializer
  %21 = select <8 x i1> %13, <8 x float> %wide.load6, <8 x float> zeroinitializer
  %22 = select <8 x i1> %14, <8 x float> %wide.load7, <8 x float> zeroinitializer
  %23 = getelementptr inbounds float, ptr %0, i64 %offset.idx
  store <8 x float> %19, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %23, i64 8
  store <8 x float> %20, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %23, i64 16
  store <8 x float> %21, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %23, i64 24
  store <8 x float> %22, ptr %26, align 4
  %index.next = add nuw i64 %index, 32
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %exit, label %loop.preheader

loop.preheader:                                   ; preds = %entry, %middle.block
  %i.ph = phi i64 [ %3, %entry ], [ %ind.end, %middle.block ]
  br label %loop

loop:                                             ; preds = %loop.preheader, %loop
  %i = phi i64 [ %35, %loop ], [ %i.ph, %loop.preheader ]
  %28 = getelementptr inbounds float, ptr %1, i64 %i
  %29 = load float, ptr %28, align 4
  %30 = fcmp contract ogt float %29, 0.000000e+00
  %31 = getelementptr inbounds float, ptr %2, i64 %i
  %32 = load float, ptr %31, align 4
  %33 = select contract i1 %30, float %32, float 0.000000e+00
  %34 = getelementptr inbounds float, ptr %0, i64 %i
  store float %33, ptr %34, align 4
  %35 = add nuw nsw i64 %i, 1
  %36 = icmp slt i64 %35, %4
  br i1 %36, label %loop, label %exit, !llvm.loop !10

exit:                                             ; preds = %loop, %middle.block
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k23_where_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  tail call fastcc void @k23_where(ptr %3, ptr %5, ptr %7, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k24_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(128) %0, i8 0, i64 128, i1 false)
  br label %loop7

loop7:                                            ; preds = %entry, %exit11
  %i9 = phi i64 [ %6, %exit11 ], [ 0, %entry ]
  %2 = mul nuw nsw i64 %i9, 4608
  br label %loop10

exit8:                                            ; preds = %exit11
  ret void

loop10:                                           ; preds = %exit14, %loop7
  %i12 = phi i64 [ 0, %loop7 ], [ %57, %exit14 ]
  %3 = mul nuw nsw i64 %i12, 144
  %4 = add nuw nsw i64 %3, %2
  %5 = getelementptr inbounds float, ptr %0, i64 %i12
  %.promoted22 = load float, ptr %5, align 4
  br label %loop13

exit11:                                           ; preds = %exit14
  %6 = add nuw nsw i64 %i9, 1
  %exitcond25.not = icmp eq i64 %6, 128
  br i1 %exitcond25.not, label %exit8, label %loop7

loop13:                                           ; preds = %loop13, %loop10
  %.lcssa23 = phi float [ %.promoted22, %loop10 ], [ %55, %loop13 ]
  %i15 = phi i64 [ 0, %loop10 ], [ %56, %loop13 ]
  %7 = mul nuw nsw i64 %i15, 12
  %8 = add nuw nsw i64 %4, %7
  %9 = getelementptr inbounds float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %.lcssa23
  %12 = or i64 %8, 1
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fadd contract float %14, %11
  %16 = or i64 %8, 2
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = fadd contract float %18, %15
  %20 = or i64 %8, 3
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fadd contract float %22, %19
  %24 = add nuw nsw i64 %8, 4
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fadd contract float %26, %23
  %28 = add nuw nsw i64 %8, 5
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %27
  %32 = add nuw nsw i64 %8, 6
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fadd contract float %34, %31
  %36 = add nuw nsw i64 %8, 7
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %35
  %40 = add nuw nsw i64 %8, 8
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fadd contract float %42, %39
  %44 = add nuw nsw i64 %8, 9
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fadd contract float %46, %43
  %48 = add nuw nsw i64 %8, 10
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %47
  %52 = add nuw nsw i64 %8, 11
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fadd contract float %54, %51
  %56 = add nuw nsw i64 %i15, 1
  %exitcond.not = icmp eq i64 %56, 12
  br i1 %exitcond.not, label %exit14, label %loop13

exit14:                                           ; preds = %loop13
  store float %55, ptr %5, align 4
  %57 = add nuw nsw i64 %i12, 1
  %exitcond24.not = icmp eq i64 %57, 32
  br i1 %exitcond24.not, label %exit11, label %loop10
}

declare void @netc_k_conv2d_grad_input_f32(ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) local_unnamed_addr

declare void @netc_k_conv2d_grad_weight_f32(ptr, ptr, ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k25_where(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, i64 %3, i64 %4) unnamed_addr #3 {
entry:
  %5 = add nuw nsw i64 %3, 1
  %smax = tail call i64 @llvm.smax.i64(i64 %4, i64 %5)
  %6 = sub i64 %smax, %3
  %min.iters.check = icmp ult i64 %6, 32
  br i1 %min.iters.check, label %loop.preheader, label %vector.ph

vector.ph:                                        ; preds = %entry
  %n.vec = and i64 %6, -32
  %ind.end = add i64 %n.vec, %3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %index, %3
  %7 = getelementptr inbounds float, ptr %1, i64 %offset.idx
  %wide.load = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %7, i64 8
  %wide.load1 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %7, i64 16
  %wide.load2 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %7, i64 24
  %wide.load3 = load <8 x float>, ptr %10, align 4
  %11 = fcmp contract ogt <8 x float> %wide.load, zeroinitializer
  %12 = fcmp contract ogt <8 x float> %wide.load1, zeroinitializer
  %13 = fcmp contract ogt <8 x float> %wide.load2, zeroinitializer
  %14 = fcmp contract ogt <8 x float> %wide.load3, zeroinitializer
  %15 = getelementptr inbounds float, ptr %2, i64 %offset.idx
  %wide.load4 = load <8 x float>, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %15, i64 8
  %wide.load5 = load <8 x float>, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %15, i64 16
  %wide.load6 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %15, i64 24
  %wide.load7 = load <8 x float>, ptr %18, align 4
  %19 = select <8 x i1> %11, <8 x float> %wide.load4, <8 x float> zeroinitializer
  %20 = select <8 x i1> %12, <8 x float> %wide.load5, <8 x float> zeroinitializer
  %21 = select <8 x i1> %13, <8 x float> %wide.load6, <8 x float> zeroinitializer
  %22 = select <8 x i1> %14, <8 x float> %wide.load7, <8 x float> zeroinitializer
  %23 = getelementptr inbounds float, ptr %0, i64 %offset.idx
  store <8 x float> %19, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %23, i64 8
  store <8 x float> %20, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %23, i64 16
  store <8 x float> %21, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %23, i64 24
  store <8 x float> %22, ptr %26, align 4
  %index.next = add nuw i64 %index, 32
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %exit, label %loop.preheader

loop.preheader:                                   ; preds = %entry, %middle.block
  %i.ph = phi i64 [ %3, %entry ], [ %ind.end, %middle.block ]
  br label %loop

loop:                                             ; preds = %loop.preheader, %loop
  %i = phi i64 [ %35, %loop ], [ %i.ph, %loop.preheader ]
  %28 = getelementptr inbounds float, ptr %1, i64 %i
  %29 = load float, ptr %28, align 4
  %30 = fcmp contract ogt float %29, 0.000000e+00
  %31 = getelementptr inbounds float, ptr %2, i64 %i
  %32 = load float, ptr %31, align 4
  %33 = select contract i1 %30, float %32, float 0.000000e+00
  %34 = getelementptr inbounds float, ptr %0, i64 %i
  store float %33, ptr %34, align 4
  %35 = add nuw nsw i64 %i, 1
  %36 = icmp slt i64 %35, %4
  br i1 %36, label %loop, label %exit, !llvm.loop !12

exit:                                             ; preds = %loop, %middle.block
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k25_where_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  tail call fastcc void @k25_where(ptr %3, ptr %5, ptr %7, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k26_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %0, i8 0, i64 64, i1 false)
  br label %loop7

loop7:                                            ; preds = %entry, %exit11
  %i9 = phi i64 [ %6, %exit11 ], [ 0, %entry ]
  %2 = mul nuw nsw i64 %i9, 12544
  br label %loop10

exit8:                                            ; preds = %exit11
  ret void

loop10:                                           ; preds = %exit14, %loop7
  %i12 = phi i64 [ 0, %loop7 ], [ %121, %exit14 ]
  %3 = mul nuw nsw i64 %i12, 784
  %4 = add nuw nsw i64 %3, %2
  %5 = getelementptr inbounds float, ptr %0, i64 %i12
  %.promoted22 = load float, ptr %5, align 4
  br label %loop13

exit11:                                           ; preds = %exit14
  %6 = add nuw nsw i64 %i9, 1
  %exitcond25.not = icmp eq i64 %6, 128
  br i1 %exitcond25.not, label %exit8, label %loop7

loop13:                                           ; preds = %loop13, %loop10
  %.lcssa23 = phi float [ %.promoted22, %loop10 ], [ %119, %loop13 ]
  %i15 = phi i64 [ 0, %loop10 ], [ %120, %loop13 ]
  %7 = mul nuw nsw i64 %i15, 28
  %8 = add nuw nsw i64 %4, %7
  %9 = getelementptr inbounds float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %.lcssa23
  %12 = or i64 %8, 1
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fadd contract float %14, %11
  %16 = or i64 %8, 2
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = fadd contract float %18, %15
  %20 = or i64 %8, 3
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fadd contract float %22, %19
  %24 = add nuw nsw i64 %8, 4
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fadd contract float %26, %23
  %28 = add nuw nsw i64 %8, 5
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %27
  %32 = add nuw nsw i64 %8, 6
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fadd contract float %34, %31
  %36 = add nuw nsw i64 %8, 7
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %35
  %40 = add nuw nsw i64 %8, 8
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fadd contract float %42, %39
  %44 = add nuw nsw i64 %8, 9
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fadd contract float %46, %43
  %48 = add nuw nsw i64 %8, 10
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %47
  %52 = add nuw nsw i64 %8, 11
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fadd contract float %54, %51
  %56 = add nuw nsw i64 %8, 12
  %57 = getelementptr inbounds float, ptr %1, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = fadd contract float %58, %55
  %60 = add nuw nsw i64 %8, 13
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fadd contract float %62, %59
  %64 = add nuw nsw i64 %8, 14
  %65 = getelementptr inbounds float, ptr %1, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = fadd contract float %66, %63
  %68 = add nuw nsw i64 %8, 15
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = fadd contract float %70, %67
  %72 = add nuw nsw i64 %8, 16
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = fadd contract float %74, %71
  %76 = add nuw nsw i64 %8, 17
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fadd contract float %78, %75
  %80 = add nuw nsw i64 %8, 18
  %81 = getelementptr inbounds float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fadd contract float %82, %79
  %84 = add nuw nsw i64 %8, 19
  %85 = getelementptr inbounds float, ptr %1, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = fadd contract float %86, %83
  %88 = add nuw nsw i64 %8, 20
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = fadd contract float %90, %87
  %92 = add nuw nsw i64 %8, 21
  %93 = getelementptr inbounds float, ptr %1, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = fadd contract float %94, %91
  %96 = add nuw nsw i64 %8, 22
  %97 = getelementptr inbounds float, ptr %1, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = fadd contract float %98, %95
  %100 = add nuw nsw i64 %8, 23
  %101 = getelementptr inbounds float, ptr %1, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fadd contract float %102, %99
  %104 = add nuw nsw i64 %8, 24
  %105 = getelementptr inbounds float, ptr %1, i64 %104
  %106 = load float, ptr %105, align 4
  %107 = fadd contract float %106, %103
  %108 = add nuw nsw i64 %8, 25
  %109 = getelementptr inbounds float, ptr %1, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = fadd contract float %110, %107
  %112 = add nuw nsw i64 %8, 26
  %113 = getelementptr inbounds float, ptr %1, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = fadd contract float %114, %111
  %116 = add nuw nsw i64 %8, 27
  %117 = getelementptr inbounds float, ptr %1, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = fadd contract float %118, %115
  %120 = add nuw nsw i64 %i15, 1
  %exitcond.not = icmp eq i64 %120, 28
  br i1 %exitcond.not, label %exit14, label %loop13

exit14:                                           ; preds = %loop13
  store float %119, ptr %5, align 4
  %121 = add nuw nsw i64 %i12, 1
  %exitcond24.not = icmp eq i64 %121, 16
  br i1 %exitcond24.not, label %exit11, label %loop10
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k27_mul(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, i64 %3, i64 %4) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %3, %entry ], [ %10, %exit2 ]
  %5 = mul i64 %i, 12544
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %46, %exit5 ]
  %6 = mul nuw nsw i64 %i3, 784
  %7 = add i64 %6, %5
  %8 = getelementptr inbounds float, ptr %2, i64 %i3
  %9 = load float, ptr %8, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %loop4

exit2:                                            ; preds = %exit5
  %10 = add nuw nsw i64 %i, 1
  %11 = icmp slt i64 %10, %4
  br i1 %11, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %45, %loop4 ]
  %12 = mul nuw nsw i64 %i6, 28
  %13 = add i64 %7, %12
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %wide.load = load <8 x float>, ptr %14, align 4
  %15 = fmul contract <8 x float> %wide.load, %broadcast.splat
  %16 = getelementptr inbounds float, ptr %0, i64 %13
  store <8 x float> %15, ptr %16, align 4
  %17 = add i64 %13, 8
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %wide.load.1 = load <8 x float>, ptr %18, align 4
  %19 = fmul contract <8 x float> %wide.load.1, %broadcast.splat
  %20 = getelementptr inbounds float, ptr %0, i64 %17
  store <8 x float> %19, ptr %20, align 4
  %21 = add i64 %13, 16
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %wide.load.2 = load <8 x float>, ptr %22, align 4
  %23 = fmul contract <8 x float> %wide.load.2, %broadcast.splat
  %24 = getelementptr inbounds float, ptr %0, i64 %21
  store <8 x float> %23, ptr %24, align 4
  %25 = add i64 %13, 24
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul contract float %27, %9
  %29 = getelementptr inbounds float, ptr %0, i64 %25
  store float %28, ptr %29, align 4
  %30 = add i64 %13, 25
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fmul contract float %32, %9
  %34 = getelementptr inbounds float, ptr %0, i64 %30
  store float %33, ptr %34, align 4
  %35 = add i64 %13, 26
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fmul contract float %37, %9
  %39 = getelementptr inbounds float, ptr %0, i64 %35
  store float %38, ptr %39, align 4
  %40 = add i64 %13, 27
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fmul contract float %42, %9
  %44 = getelementptr inbounds float, ptr %0, i64 %40
  store float %43, ptr %44, align 4
  %45 = add nuw nsw i64 %i6, 1
  %exitcond12.not = icmp eq i64 %45, 28
  br i1 %exitcond12.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %46 = add nuw nsw i64 %i3, 1
  %exitcond13.not = icmp eq i64 %46, 16
  br i1 %exitcond13.not, label %exit2, label %loop1
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k27_mul_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  tail call fastcc void @k27_mul(ptr %3, ptr %5, ptr %7, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k28_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %0, i8 0, i64 64, i1 false)
  br label %loop7

loop7:                                            ; preds = %entry, %exit11
  %i9 = phi i64 [ %7, %exit11 ], [ 0, %entry ]
  %3 = mul nuw nsw i64 %i9, 12544
  br label %loop10

exit8:                                            ; preds = %exit11
  ret void

loop10:                                           ; preds = %exit14, %loop7
  %i12 = phi i64 [ 0, %loop7 ], [ %10, %exit14 ]
  %4 = mul nuw nsw i64 %i12, 784
  %5 = add nuw nsw i64 %4, %3
  %6 = getelementptr inbounds float, ptr %0, i64 %i12
  %.promoted22 = load float, ptr %6, align 4
  br label %loop13

exit11:                                           ; preds = %exit14
  %7 = add nuw nsw i64 %i9, 1
  %exitcond26.not = icmp eq i64 %7, 128
  br i1 %exitcond26.not, label %exit8, label %loop7

loop13:                                           ; preds = %exit17, %loop10
  %.lcssa23 = phi float [ %.promoted22, %loop10 ], [ %66, %exit17 ]
  %i15 = phi i64 [ 0, %loop10 ], [ %68, %exit17 ]
  %8 = mul nuw nsw i64 %i15, 28
  %9 = add nuw nsw i64 %5, %8
  br label %loop16

exit14:                                           ; preds = %exit17
  store float %66, ptr %6, align 4
  %10 = add nuw nsw i64 %i12, 1
  %exitcond25.not = icmp eq i64 %10, 16
  br i1 %exitcond25.not, label %exit11, label %loop10

loop16:                                           ; preds = %loop16, %loop13
  %11 = phi float [ %.lcssa23, %loop13 ], [ %66, %loop16 ]
  %i18 = phi i64 [ 0, %loop13 ], [ %67, %loop16 ]
  %12 = add nuw nsw i64 %9, %i18
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %2, i64 %12
  %16 = load float, ptr %15, align 4
  %17 = fmul contract float %14, %16
  %18 = fadd contract float %11, %17
  %19 = add nuw nsw i64 %i18, 1
  %20 = add nuw nsw i64 %9, %19
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr %2, i64 %20
  %24 = load float, ptr %23, align 4
  %25 = fmul contract float %22, %24
  %26 = fadd contract float %18, %25
  %27 = add nuw nsw i64 %i18, 2
  %28 = add nuw nsw i64 %9, %27
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds float, ptr %2, i64 %28
  %32 = load float, ptr %31, align 4
  %33 = fmul contract float %30, %32
  %34 = fadd contract float %26, %33
  %35 = add nuw nsw i64 %i18, 3
  %36 = add nuw nsw i64 %9, %35
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds float, ptr %2, i64 %36
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %38, %40
  %42 = fadd contract float %34, %41
  %43 = add nuw nsw i64 %i18, 4
  %44 = add nuw nsw i64 %9, %43
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = getelementptr inbounds float, ptr %2, i64 %44
  %48 = load float, ptr %47, align 4
  %49 = fmul contract float %46, %48
  %50 = fadd contract float %42, %49
  %51 = add nuw nsw i64 %i18, 5
  %52 = add nuw nsw i64 %9, %51
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds float, ptr %2, i64 %52
  %56 = load float, ptr %55, align 4
  %57 = fmul contract float %54, %56
  %58 = fadd contract float %50, %57
  %59 = add nuw nsw i64 %i18, 6
  %60 = add nuw nsw i64 %9, %59
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds float, ptr %2, i64 %60
  %64 = load float, ptr %63, align 4
  %65 = fmul contract float %62, %64
  %66 = fadd contract float %58, %65
  %67 = add nuw nsw i64 %i18, 7
  %exitcond.not.6 = icmp eq i64 %67, 28
  br i1 %exitcond.not.6, label %exit17, label %loop16

exit17:                                           ; preds = %loop16
  %68 = add nuw nsw i64 %i15, 1
  %exitcond24.not = icmp eq i64 %68, 28
  br i1 %exitcond24.not, label %exit14, label %loop13
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k29_mul(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, i64 %3, i64 %4) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %3, %entry ], [ %10, %exit2 ]
  %5 = mul i64 %i, 12544
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %46, %exit5 ]
  %6 = mul nuw nsw i64 %i3, 784
  %7 = add i64 %6, %5
  %8 = getelementptr inbounds float, ptr %2, i64 %i3
  %9 = load float, ptr %8, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %9, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %loop4

exit2:                                            ; preds = %exit5
  %10 = add nuw nsw i64 %i, 1
  %11 = icmp slt i64 %10, %4
  br i1 %11, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %45, %loop4 ]
  %12 = mul nuw nsw i64 %i6, 28
  %13 = add i64 %7, %12
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %wide.load = load <8 x float>, ptr %14, align 4
  %15 = fmul contract <8 x float> %wide.load, %broadcast.splat
  %16 = getelementptr inbounds float, ptr %0, i64 %13
  store <8 x float> %15, ptr %16, align 4
  %17 = add i64 %13, 8
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %wide.load.1 = load <8 x float>, ptr %18, align 4
  %19 = fmul contract <8 x float> %wide.load.1, %broadcast.splat
  %20 = getelementptr inbounds float, ptr %0, i64 %17
  store <8 x float> %19, ptr %20, align 4
  %21 = add i64 %13, 16
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %wide.load.2 = load <8 x float>, ptr %22, align 4
  %23 = fmul contract <8 x float> %wide.load.2, %broadcast.splat
  %24 = getelementptr inbounds float, ptr %0, i64 %21
  store <8 x float> %23, ptr %24, align 4
  %25 = add i64 %13, 24
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul contract float %27, %9
  %29 = getelementptr inbounds float, ptr %0, i64 %25
  store float %28, ptr %29, align 4
  %30 = add i64 %13, 25
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fmul contract float %32, %9
  %34 = getelementptr inbounds float, ptr %0, i64 %30
  store float %33, ptr %34, align 4
  %35 = add i64 %13, 26
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fmul contract float %37, %9
  %39 = getelementptr inbounds float, ptr %0, i64 %35
  store float %38, ptr %39, align 4
  %40 = add i64 %13, 27
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fmul contract float %42, %9
  %44 = getelementptr inbounds float, ptr %0, i64 %40
  store float %43, ptr %44, align 4
  %45 = add nuw nsw i64 %i6, 1
  %exitcond12.not = icmp eq i64 %45, 28
  br i1 %exitcond12.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %46 = add nuw nsw i64 %i3, 1
  %exitcond13.not = icmp eq i64 %46, 16
  br i1 %exitcond13.not, label %exit2, label %loop1
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k29_mul_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  tail call fastcc void @k29_mul(ptr %3, ptr %5, ptr %7, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k30_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %0, i8 0, i64 64, i1 false)
  br label %loop10

loop10:                                           ; preds = %entry, %exit14
  %i12 = phi i64 [ %7, %exit14 ], [ 0, %entry ]
  %3 = mul nuw nsw i64 %i12, 12544
  br label %loop13

exit11:                                           ; preds = %exit14
  ret void

loop13:                                           ; preds = %exit17, %loop10
  %i15 = phi i64 [ 0, %loop10 ], [ %10, %exit17 ]
  %4 = mul nuw nsw i64 %i15, 784
  %5 = add nuw nsw i64 %4, %3
  %6 = getelementptr inbounds float, ptr %0, i64 %i15
  %.promoted25 = load float, ptr %6, align 4
  br label %loop16

exit14:                                           ; preds = %exit17
  %7 = add nuw nsw i64 %i12, 1
  %exitcond29.not = icmp eq i64 %7, 128
  br i1 %exitcond29.not, label %exit11, label %loop10

loop16:                                           ; preds = %exit20, %loop13
  %.lcssa26 = phi float [ %.promoted25, %loop13 ], [ %66, %exit20 ]
  %i18 = phi i64 [ 0, %loop13 ], [ %68, %exit20 ]
  %8 = mul nuw nsw i64 %i18, 28
  %9 = add nuw nsw i64 %5, %8
  br label %loop19

exit17:                                           ; preds = %exit20
  store float %66, ptr %6, align 4
  %10 = add nuw nsw i64 %i15, 1
  %exitcond28.not = icmp eq i64 %10, 16
  br i1 %exitcond28.not, label %exit14, label %loop13

loop19:                                           ; preds = %loop19, %loop16
  %11 = phi float [ %.lcssa26, %loop16 ], [ %66, %loop19 ]
  %i21 = phi i64 [ 0, %loop16 ], [ %67, %loop19 ]
  %12 = add nuw nsw i64 %9, %i21
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %2, i64 %12
  %16 = load float, ptr %15, align 4
  %17 = fmul contract float %14, %16
  %18 = fadd contract float %11, %17
  %19 = add nuw nsw i64 %i21, 1
  %20 = add nuw nsw i64 %9, %19
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr %2, i64 %20
  %24 = load float, ptr %23, align 4
  %25 = fmul contract float %22, %24
  %26 = fadd contract float %18, %25
  %27 = add nuw nsw i64 %i21, 2
  %28 = add nuw nsw i64 %9, %27
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds float, ptr %2, i64 %28
  %32 = load float, ptr %31, align 4
  %33 = fmul contract float %30, %32
  %34 = fadd contract float %26, %33
  %35 = add nuw nsw i64 %i21, 3
  %36 = add nuw nsw i64 %9, %35
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds float, ptr %2, i64 %36
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %38, %40
  %42 = fadd contract float %34, %41
  %43 = add nuw nsw i64 %i21, 4
  %44 = add nuw nsw i64 %9, %43
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = getelementptr inbounds float, ptr %2, i64 %44
  %48 = load float, ptr %47, align 4
  %49 = fmul contract float %46, %48
  %50 = fadd contract float %42, %49
  %51 = add nuw nsw i64 %i21, 5
  %52 = add nuw nsw i64 %9, %51
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds float, ptr %2, i64 %52
  %56 = load float, ptr %55, align 4
  %57 = fmul contract float %54, %56
  %58 = fadd contract float %50, %57
  %59 = add nuw nsw i64 %i21, 6
  %60 = add nuw nsw i64 %9, %59
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds float, ptr %2, i64 %60
  %64 = load float, ptr %63, align 4
  %65 = fmul contract float %62, %64
  %66 = fadd contract float %58, %65
  %67 = add nuw nsw i64 %i21, 7
  %exitcond.not.6 = icmp eq i64 %67, 28
  br i1 %exitcond.not.6, label %exit20, label %loop19

exit20:                                           ; preds = %loop19
  %68 = add nuw nsw i64 %i18, 1
  %exitcond27.not = icmp eq i64 %68, 28
  br i1 %exitcond27.not, label %exit17, label %loop16
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k31_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %0, i8 0, i64 64, i1 false)
  br label %loop10

loop10:                                           ; preds = %entry, %exit14
  %i12 = phi i64 [ %6, %exit14 ], [ 0, %entry ]
  %2 = mul nuw nsw i64 %i12, 12544
  br label %loop13

exit11:                                           ; preds = %exit14
  ret void

loop13:                                           ; preds = %exit17, %loop10
  %i15 = phi i64 [ 0, %loop10 ], [ %121, %exit17 ]
  %3 = mul nuw nsw i64 %i15, 784
  %4 = add nuw nsw i64 %3, %2
  %5 = getelementptr inbounds float, ptr %0, i64 %i15
  %.promoted25 = load float, ptr %5, align 4
  br label %loop16

exit14:                                           ; preds = %exit17
  %6 = add nuw nsw i64 %i12, 1
  %exitcond28.not = icmp eq i64 %6, 128
  br i1 %exitcond28.not, label %exit11, label %loop10

loop16:                                           ; preds = %loop16, %loop13
  %.lcssa26 = phi float [ %.promoted25, %loop13 ], [ %119, %loop16 ]
  %i18 = phi i64 [ 0, %loop13 ], [ %120, %loop16 ]
  %7 = mul nuw nsw i64 %i18, 28
  %8 = add nuw nsw i64 %4, %7
  %9 = getelementptr inbounds float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = fsub contract float %.lcssa26, %10
  %12 = or i64 %8, 1
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fsub contract float %11, %14
  %16 = or i64 %8, 2
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = fsub contract float %15, %18
  %20 = or i64 %8, 3
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fsub contract float %19, %22
  %24 = add nuw nsw i64 %8, 4
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fsub contract float %23, %26
  %28 = add nuw nsw i64 %8, 5
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fsub contract float %27, %30
  %32 = add nuw nsw i64 %8, 6
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fsub contract float %31, %34
  %36 = add nuw nsw i64 %8, 7
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fsub contract float %35, %38
  %40 = add nuw nsw i64 %8, 8
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fsub contract float %39, %42
  %44 = add nuw nsw i64 %8, 9
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fsub contract float %43, %46
  %48 = add nuw nsw i64 %8, 10
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fsub contract float %47, %50
  %52 = add nuw nsw i64 %8, 11
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fsub contract float %51, %54
  %56 = add nuw nsw i64 %8, 12
  %57 = getelementptr inbounds float, ptr %1, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = fsub contract float %55, %58
  %60 = add nuw nsw i64 %8, 13
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fsub contract float %59, %62
  %64 = add nuw nsw i64 %8, 14
  %65 = getelementptr inbounds float, ptr %1, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = fsub contract float %63, %66
  %68 = add nuw nsw i64 %8, 15
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = fsub contract float %67, %70
  %72 = add nuw nsw i64 %8, 16
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = fsub contract float %71, %74
  %76 = add nuw nsw i64 %8, 17
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fsub contract float %75, %78
  %80 = add nuw nsw i64 %8, 18
  %81 = getelementptr inbounds float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fsub contract float %79, %82
  %84 = add nuw nsw i64 %8, 19
  %85 = getelementptr inbounds float, ptr %1, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = fsub contract float %83, %86
  %88 = add nuw nsw i64 %8, 20
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = fsub contract float %87, %90
  %92 = add nuw nsw i64 %8, 21
  %93 = getelementptr inbounds float, ptr %1, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = fsub contract float %91, %94
  %96 = add nuw nsw i64 %8, 22
  %97 = getelementptr inbounds float, ptr %1, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = fsub contract float %95, %98
  %100 = add nuw nsw i64 %8, 23
  %101 = getelementptr inbounds float, ptr %1, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fsub contract float %99, %102
  %104 = add nuw nsw i64 %8, 24
  %105 = getelementptr inbounds float, ptr %1, i64 %104
  %106 = load float, ptr %105, align 4
  %107 = fsub contract float %103, %106
  %108 = add nuw nsw i64 %8, 25
  %109 = getelementptr inbounds float, ptr %1, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = fsub contract float %107, %110
  %112 = add nuw nsw i64 %8, 26
  %113 = getelementptr inbounds float, ptr %1, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = fsub contract float %111, %114
  %116 = add nuw nsw i64 %8, 27
  %117 = getelementptr inbounds float, ptr %1, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = fsub contract float %115, %118
  %120 = add nuw nsw i64 %i18, 1
  %exitcond.not = icmp eq i64 %120, 28
  br i1 %exitcond.not, label %exit17, label %loop16

exit17:                                           ; preds = %loop16
  store float %119, ptr %5, align 4
  %121 = add nuw nsw i64 %i15, 1
  %exitcond27.not = icmp eq i64 %121, 16
  br i1 %exitcond27.not, label %exit14, label %loop13
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k32_broadcast_to(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, i64 %4, i64 %5) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %4, %entry ], [ %19, %exit2 ]
  %6 = mul i64 %i, 12544
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %79, %exit5 ]
  %7 = getelementptr inbounds float, ptr %1, i64 %i3
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %2, i64 %i3
  %10 = load float, ptr %9, align 4
  %11 = fmul contract float %8, %10
  %12 = getelementptr inbounds float, ptr %3, i64 %i3
  %13 = load float, ptr %12, align 4
  %14 = fdiv contract float %11, %13
  %15 = fmul contract float %14, -5.000000e-01
  %16 = fdiv contract float %15, 1.003520e+05
  %17 = mul nuw nsw i64 %i3, 784
  %18 = add i64 %17, %6
  br label %loop4

exit2:                                            ; preds = %exit5
  %19 = add nuw nsw i64 %i, 1
  %20 = icmp slt i64 %19, %5
  br i1 %20, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %78, %loop4 ]
  %21 = mul nuw nsw i64 %i6, 28
  %22 = add i64 %18, %21
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  store float %16, ptr %23, align 4
  %24 = or i64 %22, 1
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  store float %16, ptr %25, align 4
  %26 = or i64 %22, 2
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  store float %16, ptr %27, align 4
  %28 = or i64 %22, 3
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  store float %16, ptr %29, align 4
  %30 = add i64 %22, 4
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  store float %16, ptr %31, align 4
  %32 = add i64 %22, 5
  %33 = getelementptr inbounds float, ptr %0, i64 %32
  store float %16, ptr %33, align 4
  %34 = add i64 %22, 6
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  store float %16, ptr %35, align 4
  %36 = add i64 %22, 7
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  store float %16, ptr %37, align 4
  %38 = add i64 %22, 8
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  store float %16, ptr %39, align 4
  %40 = add i64 %22, 9
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  store float %16, ptr %41, align 4
  %42 = add i64 %22, 10
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  store float %16, ptr %43, align 4
  %44 = add i64 %22, 11
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  store float %16, ptr %45, align 4
  %46 = add i64 %22, 12
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  store float %16, ptr %47, align 4
  %48 = add i64 %22, 13
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  store float %16, ptr %49, align 4
  %50 = add i64 %22, 14
  %51 = getelementptr inbounds float, ptr %0, i64 %50
  store float %16, ptr %51, align 4
  %52 = add i64 %22, 15
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  store float %16, ptr %53, align 4
  %54 = add i64 %22, 16
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  store float %16, ptr %55, align 4
  %56 = add i64 %22, 17
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  store float %16, ptr %57, align 4
  %58 = add i64 %22, 18
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  store float %16, ptr %59, align 4
  %60 = add i64 %22, 19
  %61 = getelementptr inbounds float, ptr %0, i64 %60
  store float %16, ptr %61, align 4
  %62 = add i64 %22, 20
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  store float %16, ptr %63, align 4
  %64 = add i64 %22, 21
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  store float %16, ptr %65, align 4
  %66 = add i64 %22, 22
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  store float %16, ptr %67, align 4
  %68 = add i64 %22, 23
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  store float %16, ptr %69, align 4
  %70 = add i64 %22, 24
  %71 = getelementptr inbounds float, ptr %0, i64 %70
  store float %16, ptr %71, align 4
  %72 = add i64 %22, 25
  %73 = getelementptr inbounds float, ptr %0, i64 %72
  store float %16, ptr %73, align 4
  %74 = add i64 %22, 26
  %75 = getelementptr inbounds float, ptr %0, i64 %74
  store float %16, ptr %75, align 4
  %76 = add i64 %22, 27
  %77 = getelementptr inbounds float, ptr %0, i64 %76
  store float %16, ptr %77, align 4
  %78 = add nuw nsw i64 %i6, 1
  %exitcond.not = icmp eq i64 %78, 28
  br i1 %exitcond.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %79 = add nuw nsw i64 %i3, 1
  %exitcond12.not = icmp eq i64 %79, 16
  br i1 %exitcond12.not, label %exit2, label %loop1
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k32_broadcast_to_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds ptr, ptr %0, i64 3
  %9 = load ptr, ptr %8, align 8
  tail call fastcc void @k32_broadcast_to(ptr %3, ptr %5, ptr %7, ptr %9, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k33_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, i64 %3, i64 %4) unnamed_addr #3 {
entry:
  %5 = add nuw nsw i64 %3, 1
  %smax = tail call i64 @llvm.smax.i64(i64 %4, i64 %5)
  %6 = sub i64 %smax, %3
  %min.iters.check = icmp ult i64 %6, 32
  br i1 %min.iters.check, label %loop.preheader, label %vector.ph

vector.ph:                                        ; preds = %entry
  %n.vec = and i64 %6, -32
  %ind.end = add i64 %n.vec, %3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %index, %3
  %7 = getelementptr inbounds float, ptr %1, i64 %offset.idx
  %wide.load = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %7, i64 8
  %wide.load1 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %7, i64 16
  %wide.load2 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %7, i64 24
  %wide.load3 = load <8 x float>, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %2, i64 %offset.idx
  %wide.load4 = load <8 x float>, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %11, i64 8
  %wide.load5 = load <8 x float>, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %11, i64 16
  %wide.load6 = load <8 x float>, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %11, i64 24
  %wide.load7 = load <8 x float>, ptr %14, align 4
  %15 = fmul contract <8 x float> %wide.load, %wide.load4
  %16 = fmul contract <8 x float> %wide.load1, %wide.load5
  %17 = fmul contract <8 x float> %wide.load2, %wide.load6
  %18 = fmul contract <8 x float> %wide.load3, %wide.load7
  %19 = fadd contract <8 x float> %15, %15
  %20 = fadd contract <8 x float> %16, %16
  %21 = fadd contract <8 x float> %17, %17
  %22 = fadd contract <8 x float> %18, %18
  %23 = getelementptr inbounds float, ptr %0, i64 %offset.idx
  store <8 x float> %19, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %23, i64 8
  store <8 x float> %20, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %23, i64 16
  store <8 x float> %21, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %23, i64 24
  store <8 x float> %22, ptr %26, align 4
  %index.next = add nuw i64 %index, 32
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %exit, label %loop.preheader

loop.preheader:                                   ; preds = %entry, %middle.block
  %i.ph = phi i64 [ %3, %entry ], [ %ind.end, %middle.block ]
  br label %loop

loop:                                             ; preds = %loop.preheader, %loop
  %i = phi i64 [ %35, %loop ], [ %i.ph, %loop.preheader ]
  %28 = getelementptr inbounds float, ptr %1, i64 %i
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds float, ptr %2, i64 %i
  %31 = load float, ptr %30, align 4
  %32 = fmul contract float %29, %31
  %33 = fadd contract float %32, %32
  %34 = getelementptr inbounds float, ptr %0, i64 %i
  store float %33, ptr %34, align 4
  %35 = add nuw nsw i64 %i, 1
  %36 = icmp slt i64 %35, %4
  br i1 %36, label %loop, label %exit, !llvm.loop !14

exit:                                             ; preds = %loop, %middle.block
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k33_add_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  tail call fastcc void @k33_add(ptr %3, ptr %5, ptr %7, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k34_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %0, i8 0, i64 64, i1 false)
  br label %loop10

loop10:                                           ; preds = %entry, %exit14
  %i12 = phi i64 [ %6, %exit14 ], [ 0, %entry ]
  %2 = mul nuw nsw i64 %i12, 12544
  br label %loop13

exit11:                                           ; preds = %exit14
  ret void

loop13:                                           ; preds = %exit17, %loop10
  %i15 = phi i64 [ 0, %loop10 ], [ %121, %exit17 ]
  %3 = mul nuw nsw i64 %i15, 784
  %4 = add nuw nsw i64 %3, %2
  %5 = getelementptr inbounds float, ptr %0, i64 %i15
  %.promoted25 = load float, ptr %5, align 4
  br label %loop16

exit14:                                           ; preds = %exit17
  %6 = add nuw nsw i64 %i12, 1
  %exitcond28.not = icmp eq i64 %6, 128
  br i1 %exitcond28.not, label %exit11, label %loop10

loop16:                                           ; preds = %loop16, %loop13
  %.lcssa26 = phi float [ %.promoted25, %loop13 ], [ %119, %loop16 ]
  %i18 = phi i64 [ 0, %loop13 ], [ %120, %loop16 ]
  %7 = mul nuw nsw i64 %i18, 28
  %8 = add nuw nsw i64 %4, %7
  %9 = getelementptr inbounds float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = fsub contract float %.lcssa26, %10
  %12 = or i64 %8, 1
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fsub contract float %11, %14
  %16 = or i64 %8, 2
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = fsub contract float %15, %18
  %20 = or i64 %8, 3
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fsub contract float %19, %22
  %24 = add nuw nsw i64 %8, 4
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fsub contract float %23, %26
  %28 = add nuw nsw i64 %8, 5
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fsub contract float %27, %30
  %32 = add nuw nsw i64 %8, 6
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fsub contract float %31, %34
  %36 = add nuw nsw i64 %8, 7
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fsub contract float %35, %38
  %40 = add nuw nsw i64 %8, 8
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fsub contract float %39, %42
  %44 = add nuw nsw i64 %8, 9
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fsub contract float %43, %46
  %48 = add nuw nsw i64 %8, 10
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fsub contract float %47, %50
  %52 = add nuw nsw i64 %8, 11
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fsub contract float %51, %54
  %56 = add nuw nsw i64 %8, 12
  %57 = getelementptr inbounds float, ptr %1, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = fsub contract float %55, %58
  %60 = add nuw nsw i64 %8, 13
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fsub contract float %59, %62
  %64 = add nuw nsw i64 %8, 14
  %65 = getelementptr inbounds float, ptr %1, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = fsub contract float %63, %66
  %68 = add nuw nsw i64 %8, 15
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = fsub contract float %67, %70
  %72 = add nuw nsw i64 %8, 16
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = fsub contract float %71, %74
  %76 = add nuw nsw i64 %8, 17
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fsub contract float %75, %78
  %80 = add nuw nsw i64 %8, 18
  %81 = getelementptr inbounds float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fsub contract float %79, %82
  %84 = add nuw nsw i64 %8, 19
  %85 = getelementptr inbounds float, ptr %1, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = fsub contract float %83, %86
  %88 = add nuw nsw i64 %8, 20
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = fsub contract float %87, %90
  %92 = add nuw nsw i64 %8, 21
  %93 = getelementptr inbounds float, ptr %1, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = fsub contract float %91, %94
  %96 = add nuw nsw i64 %8, 22
  %97 = getelementptr inbounds float, ptr %1, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = fsub contract float %95, %98
  %100 = add nuw nsw i64 %8, 23
  %101 = getelementptr inbounds float, ptr %1, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fsub contract float %99, %102
  %104 = add nuw nsw i64 %8, 24
  %105 = getelementptr inbounds float, ptr %1, i64 %104
  %106 = load float, ptr %105, align 4
  %107 = fsub contract float %103, %106
  %108 = add nuw nsw i64 %8, 25
  %109 = getelementptr inbounds float, ptr %1, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = fsub contract float %107, %110
  %112 = add nuw nsw i64 %8, 26
  %113 = getelementptr inbounds float, ptr %1, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = fsub contract float %111, %114
  %116 = add nuw nsw i64 %8, 27
  %117 = getelementptr inbounds float, ptr %1, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = fsub contract float %115, %118
  %120 = add nuw nsw i64 %i18, 1
  %exitcond.not = icmp eq i64 %120, 28
  br i1 %exitcond.not, label %exit17, label %loop16

exit17:                                           ; preds = %loop16
  store float %119, ptr %5, align 4
  %121 = add nuw nsw i64 %i15, 1
  %exitcond27.not = icmp eq i64 %121, 16
  br i1 %exitcond27.not, label %exit14, label %loop13
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k35_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, i64 %5, i64 %6) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ %5, %entry ], [ %16, %exit2 ]
  %7 = mul i64 %i, 12544
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %70, %exit5 ]
  %8 = mul nuw nsw i64 %i3, 784
  %9 = add i64 %8, %7
  %10 = getelementptr inbounds float, ptr %3, i64 %i3
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds float, ptr %4, i64 %i3
  %13 = load float, ptr %12, align 4
  %14 = fadd contract float %11, %13
  %15 = fdiv contract float %14, 1.003520e+05
  %broadcast.splatinsert = insertelement <8 x float> poison, float %15, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  br label %loop4

exit2:                                            ; preds = %exit5
  %16 = add nuw nsw i64 %i, 1
  %17 = icmp slt i64 %16, %6
  br i1 %17, label %loop, label %exit

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %69, %loop4 ]
  %18 = mul nuw nsw i64 %i6, 28
  %19 = add i64 %9, %18
  %20 = getelementptr inbounds float, ptr %1, i64 %19
  %wide.load = load <8 x float>, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %2, i64 %19
  %wide.load14 = load <8 x float>, ptr %21, align 4
  %22 = fadd contract <8 x float> %wide.load, %wide.load14
  %23 = fadd contract <8 x float> %22, %broadcast.splat
  %24 = getelementptr inbounds float, ptr %0, i64 %19
  store <8 x float> %23, ptr %24, align 4
  %25 = add i64 %19, 8
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %wide.load.1 = load <8 x float>, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %2, i64 %25
  %wide.load14.1 = load <8 x float>, ptr %27, align 4
  %28 = fadd contract <8 x float> %wide.load.1, %wide.load14.1
  %29 = fadd contract <8 x float> %28, %broadcast.splat
  %30 = getelementptr inbounds float, ptr %0, i64 %25
  store <8 x float> %29, ptr %30, align 4
  %31 = add i64 %19, 16
  %32 = getelementptr inbounds float, ptr %1, i64 %31
  %wide.load.2 = load <8 x float>, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %2, i64 %31
  %wide.load14.2 = load <8 x float>, ptr %33, align 4
  %34 = fadd contract <8 x float> %wide.load.2, %wide.load14.2
  %35 = fadd contract <8 x float> %34, %broadcast.splat
  %36 = getelementptr inbounds float, ptr %0, i64 %31
  store <8 x float> %35, ptr %36, align 4
  %37 = add i64 %19, 24
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = getelementptr inbounds float, ptr %2, i64 %37
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %39, %41
  %43 = fadd contract float %42, %15
  %44 = getelementptr inbounds float, ptr %0, i64 %37
  store float %43, ptr %44, align 4
  %45 = add i64 %19, 25
  %46 = getelementptr inbounds float, ptr %1, i64 %45
  %47 = load float, ptr %46, align 4
  %48 = getelementptr inbounds float, ptr %2, i64 %45
  %49 = load float, ptr %48, align 4
  %50 = fadd contract float %47, %49
  %51 = fadd contract float %50, %15
  %52 = getelementptr inbounds float, ptr %0, i64 %45
  store float %51, ptr %52, align 4
  %53 = add i64 %19, 26
  %54 = getelementptr inbounds float, ptr %1, i64 %53
  %55 = load float, ptr %54, align 4
  %56 = getelementptr inbounds float, ptr %2, i64 %53
  %57 = load float, ptr %56, align 4
  %58 = fadd contract float %55, %57
  %59 = fadd contract float %58, %15
  %60 = getelementptr inbounds float, ptr %0, i64 %53
  store float %59, ptr %60, align 4
  %61 = add i64 %19, 27
  %62 = getelementptr inbounds float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = getelementptr inbounds float, ptr %2, i64 %61
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %63, %65
  %67 = fadd contract float %66, %15
  %68 = getelementptr inbounds float, ptr %0, i64 %61
  store float %67, ptr %68, align 4
  %69 = add nuw nsw i64 %i6, 1
  %exitcond12.not = icmp eq i64 %69, 28
  br i1 %exitcond12.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %70 = add nuw nsw i64 %i3, 1
  %exitcond13.not = icmp eq i64 %70, 16
  br i1 %exitcond13.not, label %exit2, label %loop1
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k35_add_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
entry:
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds ptr, ptr %0, i64 1
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds ptr, ptr %0, i64 2
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds ptr, ptr %0, i64 3
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds ptr, ptr %0, i64 4
  %11 = load ptr, ptr %10, align 8
  tail call fastcc void @k35_add(ptr %3, ptr %5, ptr %7, ptr %9, ptr %11, i64 %1, i64 %2)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k36_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %0, i8 0, i64 64, i1 false)
  br label %loop7

loop7:                                            ; preds = %entry, %exit11
  %i9 = phi i64 [ %6, %exit11 ], [ 0, %entry ]
  %2 = mul nuw nsw i64 %i9, 12544
  br label %loop10

exit8:                                            ; preds = %exit11
  ret void

loop10:                                           ; preds = %exit14, %loop7
  %i12 = phi i64 [ 0, %loop7 ], [ %121, %exit14 ]
  %3 = mul nuw nsw i64 %i12, 784
  %4 = add nuw nsw i64 %3, %2
  %5 = getelementptr inbounds float, ptr %0, i64 %i12
  %.promoted22 = load float, ptr %5, align 4
  br label %loop13

exit11:                                           ; preds = %exit14
  %6 = add nuw nsw i64 %i9, 1
  %exitcond25.not = icmp eq i64 %6, 128
  br i1 %exitcond25.not, label %exit8, label %loop7

loop13:                                           ; preds = %loop13, %loop10
  %.lcssa23 = phi float [ %.promoted22, %loop10 ], [ %119, %loop13 ]
  %i15 = phi i64 [ 0, %loop10 ], [ %120, %loop13 ]
  %7 = mul nuw nsw i64 %i15, 28
  %8 = add nuw nsw i64 %4, %7
  %9 = getelementptr inbounds float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %.lcssa23
  %12 = or i64 %8, 1
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fadd contract float %14, %11
  %16 = or i64 %8, 2
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = fadd contract float %18, %15
  %20 = or i64 %8, 3
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fadd contract float %22, %19
  %24 = add nuw nsw i64 %8, 4
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fadd contract float %26, %23
  %28 = add nuw nsw i64 %8, 5
  %29 = getelementptr inbounds float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %30, %27
  %32 = add nuw nsw i64 %8, 6
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fadd contract float %34, %31
  %36 = add nuw nsw i64 %8, 7
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %35
  %40 = add nuw nsw i64 %8, 8
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fadd contract float %42, %39
  %44 = add nuw nsw i64 %8, 9
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fadd contract float %46, %43
  %48 = add nuw nsw i64 %8, 10
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %47
  %52 = add nuw nsw i64 %8, 11
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fadd contract float %54, %51
  %56 = add nuw nsw i64 %8, 12
  %57 = getelementptr inbounds float, ptr %1, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = fadd contract float %58, %55
  %60 = add nuw nsw i64 %8, 13
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fadd contract float %62, %59
  %64 = add nuw nsw i64 %8, 14
  %65 = getelementptr inbounds float, ptr %1, i64 %64
  %66 = load float, ptr %65, align 4
  %67 = fadd contract float %66, %63
  %68 = add nuw nsw i64 %8, 15
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = fadd contract float %70, %67
  %72 = add nuw nsw i64 %8, 16
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = fadd contract float %74, %71
  %76 = add nuw nsw i64 %8, 17
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fadd contract float %78, %75
  %80 = add nuw nsw i64 %8, 18
  %81 = getelementptr inbounds float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fadd contract float %82, %79
  %84 = add nuw nsw i64 %8, 19
  %85 = getelementptr inbounds float, ptr %1, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = fadd contract float %86, %83
  %88 = add nuw nsw i64 %8, 20
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = fadd contract float %90, %87
  %92 = add nuw nsw i64 %8, 21
  %93 = getelementptr inbounds float, ptr %1, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = fadd contract float %94, %91
  %96 = add nuw nsw i64 %8, 22
  %97 = getelementptr inbounds float, ptr %1, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = fadd contract float %98, %95
  %100 = add nuw nsw i64 %8, 23
  %101 = getelementptr inbounds float, ptr %1, i64 %100
  %102 = load float, ptr %101, align 4
  %103 = fadd contract float %102, %99
  %104 = add nuw nsw i64 %8, 24
  %105 = getelementptr inbounds float, ptr %1, i64 %104
  %106 = load float, ptr %105, align 4
  %107 = fadd contract float %106, %103
  %108 = add nuw nsw i64 %8, 25
  %109 = getelementptr inbounds float, ptr %1, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = fadd contract float %110, %107
  %112 = add nuw nsw i64 %8, 26
  %113 = getelementptr inbounds float, ptr %1, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = fadd contract float %114, %111
  %116 = add nuw nsw i64 %8, 27
  %117 = getelementptr inbounds float, ptr %1, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = fadd contract float %118, %115
  %120 = add nuw nsw i64 %i15, 1
  %exitcond.not = icmp eq i64 %120, 28
  br i1 %exitcond.not, label %exit14, label %loop13

exit14:                                           ; preds = %loop13
  store float %119, ptr %5, align 4
  %121 = add nuw nsw i64 %i12, 1
  %exitcond24.not = icmp eq i64 %121, 16
  br i1 %exitcond24.not, label %exit11, label %loop10
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #10

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "target-cpu"="x86-64-v3" }
attributes #5 = { nofree noinline nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #8 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !2, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !2, !1}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !2, !1}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !2, !1}
!11 = distinct !{!11, !1, !2}
!12 = distinct !{!12, !2, !1}
!13 = distinct !{!13, !1, !2}
!14 = distinct !{!14, !2, !1}

