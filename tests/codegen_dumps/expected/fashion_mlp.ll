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
  %12 = getelementptr inbounds i8, ptr %3, i64 1024
  call fastcc void @k1_relu(ptr nonnull %12, ptr %3, ptr %11)
  %13 = getelementptr inbounds ptr, ptr %2, i64 2
  %14 = load ptr, ptr %13, align 8
  call fastcc void @k2_small_matmul(ptr nonnull %12, ptr %14, ptr %3)
  %15 = getelementptr inbounds ptr, ptr %2, i64 3
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %1, align 8
  call fastcc void @k3_add(ptr %17, ptr %3, ptr %16)
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
  %3 = getelementptr inbounds float, ptr %0, i64 768
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds float, ptr %0, i64 769
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 770
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 771
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds float, ptr %0, i64 772
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds float, ptr %0, i64 773
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 774
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds float, ptr %0, i64 775
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds float, ptr %0, i64 776
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 777
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr %0, i64 778
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds float, ptr %0, i64 779
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %0, i64 780
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds float, ptr %0, i64 781
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds float, ptr %0, i64 782
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds float, ptr %0, i64 783
  %34 = load float, ptr %33, align 4
  br label %loop1

loop1:                                            ; preds = %loop4, %entry
  %i3 = phi i64 [ 0, %entry ], [ %153, %loop4 ]
  %35 = mul nuw nsw i64 %i3, 784
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %loop1
  %index = phi i64 [ 0, %loop1 ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %66, %vector.body ]
  %vec.phi8 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %67, %vector.body ]
  %vec.phi9 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %68, %vector.body ]
  %vec.phi10 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %69, %vector.body ]
  %36 = add nuw nsw i64 %index, %35
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %wide.load = load <8 x float>, ptr %37, align 4
  %38 = getelementptr inbounds float, ptr %37, i64 8
  %wide.load11 = load <8 x float>, ptr %38, align 4
  %39 = getelementptr inbounds float, ptr %37, i64 16
  %wide.load12 = load <8 x float>, ptr %39, align 4
  %40 = getelementptr inbounds float, ptr %37, i64 24
  %wide.load13 = load <8 x float>, ptr %40, align 4
  %41 = getelementptr inbounds float, ptr %0, i64 %index
  %wide.load14 = load <8 x float>, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %41, i64 8
  %wide.load15 = load <8 x float>, ptr %42, align 4
  %43 = getelementptr inbounds float, ptr %41, i64 16
  %wide.load16 = load <8 x float>, ptr %43, align 4
  %44 = getelementptr inbounds float, ptr %41, i64 24
  %wide.load17 = load <8 x float>, ptr %44, align 4
  %45 = fmul reassoc contract <8 x float> %wide.load, %wide.load14
  %46 = fmul reassoc contract <8 x float> %wide.load11, %wide.load15
  %47 = fmul reassoc contract <8 x float> %wide.load12, %wide.load16
  %48 = fmul reassoc contract <8 x float> %wide.load13, %wide.load17
  %49 = fadd reassoc contract <8 x float> %vec.phi, %45
  %50 = fadd reassoc contract <8 x float> %vec.phi8, %46
  %51 = fadd reassoc contract <8 x float> %vec.phi9, %47
  %52 = fadd reassoc contract <8 x float> %vec.phi10, %48
  %index.next = or i64 %index, 32
  %53 = add nuw nsw i64 %index.next, %35
  %54 = getelementptr inbounds float, ptr %1, i64 %53
  %wide.load.1 = load <8 x float>, ptr %54, align 4
  %55 = getelementptr inbounds float, ptr %54, i64 8
  %wide.load11.1 = load <8 x float>, ptr %55, align 4
  %56 = getelementptr inbounds float, ptr %54, i64 16
  %wide.load12.1 = load <8 x float>, ptr %56, align 4
  %57 = getelementptr inbounds float, ptr %54, i64 24
  %wide.load13.1 = load <8 x float>, ptr %57, align 4
  %58 = getelementptr inbounds float, ptr %0, i64 %index.next
  %wide.load14.1 = load <8 x float>, ptr %58, align 4
  %59 = getelementptr inbounds float, ptr %58, i64 8
  %wide.load15.1 = load <8 x float>, ptr %59, align 4
  %60 = getelementptr inbounds float, ptr %58, i64 16
  %wide.load16.1 = load <8 x float>, ptr %60, align 4
  %61 = getelementptr inbounds float, ptr %58, i64 24
  %wide.load17.1 = load <8 x float>, ptr %61, align 4
  %62 = fmul reassoc contract <8 x float> %wide.load.1, %wide.load14.1
  %63 = fmul reassoc contract <8 x float> %wide.load11.1, %wide.load15.1
  %64 = fmul reassoc contract <8 x float> %wide.load12.1, %wide.load16.1
  %65 = fmul reassoc contract <8 x float> %wide.load13.1, %wide.load17.1
  %66 = fadd reassoc contract <8 x float> %49, %62
  %67 = fadd reassoc contract <8 x float> %50, %63
  %68 = fadd reassoc contract <8 x float> %51, %64
  %69 = fadd reassoc contract <8 x float> %52, %65
  %index.next.1 = add nuw nsw i64 %index, 64
  %70 = icmp eq i64 %index.next.1, 768
  br i1 %70, label %loop4, label %vector.body, !llvm.loop !0

exit2:                                            ; preds = %loop4
  ret void

loop4:                                            ; preds = %vector.body
  %bin.rdx = fadd reassoc contract <8 x float> %67, %66
  %bin.rdx18 = fadd reassoc contract <8 x float> %68, %bin.rdx
  %bin.rdx19 = fadd reassoc contract <8 x float> %69, %bin.rdx18
  %71 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx19)
  %72 = add nuw nsw i64 %35, 768
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = fmul reassoc contract float %74, %4
  %76 = fadd reassoc contract float %71, %75
  %77 = add nuw nsw i64 %35, 769
  %78 = getelementptr inbounds float, ptr %1, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = fmul reassoc contract float %79, %6
  %81 = fadd reassoc contract float %76, %80
  %82 = add nuw nsw i64 %35, 770
  %83 = getelementptr inbounds float, ptr %1, i64 %82
  %84 = load float, ptr %83, align 4
  %85 = fmul reassoc contract float %84, %8
  %86 = fadd reassoc contract float %81, %85
  %87 = add nuw nsw i64 %35, 771
  %88 = getelementptr inbounds float, ptr %1, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = fmul reassoc contract float %89, %10
  %91 = fadd reassoc contract float %86, %90
  %92 = add nuw nsw i64 %35, 772
  %93 = getelementptr inbounds float, ptr %1, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = fmul reassoc contract float %94, %12
  %96 = fadd reassoc contract float %91, %95
  %97 = add nuw nsw i64 %35, 773
  %98 = getelementptr inbounds float, ptr %1, i64 %97
  %99 = load float, ptr %98, align 4
  %100 = fmul reassoc contract float %99, %14
  %101 = fadd reassoc contract float %96, %100
  %102 = add nuw nsw i64 %35, 774
  %103 = getelementptr inbounds float, ptr %1, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = fmul reassoc contract float %104, %16
  %106 = fadd reassoc contract float %101, %105
  %107 = add nuw nsw i64 %35, 775
  %108 = getelementptr inbounds float, ptr %1, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = fmul reassoc contract float %109, %18
  %111 = fadd reassoc contract float %106, %110
  %112 = add nuw nsw i64 %35, 776
  %113 = getelementptr inbounds float, ptr %1, i64 %112
  %114 = load float, ptr %113, align 4
  %115 = fmul reassoc contract float %114, %20
  %116 = fadd reassoc contract float %111, %115
  %117 = add nuw nsw i64 %35, 777
  %118 = getelementptr inbounds float, ptr %1, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = fmul reassoc contract float %119, %22
  %121 = fadd reassoc contract float %116, %120
  %122 = add nuw nsw i64 %35, 778
  %123 = getelementptr inbounds float, ptr %1, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = fmul reassoc contract float %124, %24
  %126 = fadd reassoc contract float %121, %125
  %127 = add nuw nsw i64 %35, 779
  %128 = getelementptr inbounds float, ptr %1, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = fmul reassoc contract float %129, %26
  %131 = fadd reassoc contract float %126, %130
  %132 = add nuw nsw i64 %35, 780
  %133 = getelementptr inbounds float, ptr %1, i64 %132
  %134 = load float, ptr %133, align 4
  %135 = fmul reassoc contract float %134, %28
  %136 = fadd reassoc contract float %131, %135
  %137 = add nuw nsw i64 %35, 781
  %138 = getelementptr inbounds float, ptr %1, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = fmul reassoc contract float %139, %30
  %141 = fadd reassoc contract float %136, %140
  %142 = add nuw nsw i64 %35, 782
  %143 = getelementptr inbounds float, ptr %1, i64 %142
  %144 = load float, ptr %143, align 4
  %145 = fmul reassoc contract float %144, %32
  %146 = fadd reassoc contract float %141, %145
  %147 = add nuw nsw i64 %35, 783
  %148 = getelementptr inbounds float, ptr %1, i64 %147
  %149 = load float, ptr %148, align 4
  %150 = fmul reassoc contract float %149, %34
  %151 = fadd reassoc contract float %146, %150
  %152 = getelementptr inbounds float, ptr %2, i64 %i3
  store float %151, ptr %152, align 4
  %153 = add nuw nsw i64 %i3, 1
  %exitcond7.not = icmp eq i64 %153, 256
  br i1 %exitcond7.not, label %exit2, label %loop1
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_relu(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %3 = getelementptr inbounds float, ptr %1, i64 %index
  %wide.load = load <8 x float>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load4 = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %3, i64 16
  %wide.load5 = load <8 x float>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %3, i64 24
  %wide.load6 = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %2, i64 %index
  %wide.load7 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %7, i64 8
  %wide.load8 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %7, i64 16
  %wide.load9 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %7, i64 24
  %wide.load10 = load <8 x float>, ptr %10, align 4
  %11 = fadd contract <8 x float> %wide.load, %wide.load7
  %12 = fadd contract <8 x float> %wide.load4, %wide.load8
  %13 = fadd contract <8 x float> %wide.load5, %wide.load9
  %14 = fadd contract <8 x float> %wide.load6, %wide.load10
  %15 = fcmp contract olt <8 x float> %11, zeroinitializer
  %16 = fcmp contract olt <8 x float> %12, zeroinitializer
  %17 = fcmp contract olt <8 x float> %13, zeroinitializer
  %18 = fcmp contract olt <8 x float> %14, zeroinitializer
  %19 = select <8 x i1> %15, <8 x float> zeroinitializer, <8 x float> %11
  %20 = select <8 x i1> %16, <8 x float> zeroinitializer, <8 x float> %12
  %21 = select <8 x i1> %17, <8 x float> zeroinitializer, <8 x float> %13
  %22 = select <8 x i1> %18, <8 x float> zeroinitializer, <8 x float> %14
  %23 = getelementptr inbounds float, ptr %0, i64 %index
  store <8 x float> %19, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %23, i64 8
  store <8 x float> %20, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %23, i64 16
  store <8 x float> %21, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %23, i64 24
  store <8 x float> %22, ptr %26, align 4
  %index.next = add nuw i64 %index, 32
  %27 = icmp eq i64 %index.next, 256
  br i1 %27, label %exit2, label %vector.body, !llvm.loop !3

exit2:                                            ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
entry:
  %wide.load = load <8 x float>, ptr %1, align 4
  %3 = getelementptr inbounds float, ptr %1, i64 8
  %wide.load29 = load <8 x float>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %1, i64 16
  %wide.load30 = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 24
  %wide.load31 = load <8 x float>, ptr %5, align 4
  %wide.load32 = load <8 x float>, ptr %0, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 8
  %wide.load33 = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load34 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %0, i64 24
  %wide.load35 = load <8 x float>, ptr %8, align 4
  %9 = fmul reassoc contract <8 x float> %wide.load, %wide.load32
  %10 = fmul reassoc contract <8 x float> %wide.load29, %wide.load33
  %11 = fmul reassoc contract <8 x float> %wide.load30, %wide.load34
  %12 = fmul reassoc contract <8 x float> %wide.load31, %wide.load35
  %13 = fadd reassoc contract <8 x float> %9, <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>
  %14 = getelementptr inbounds float, ptr %1, i64 32
  %wide.load.1 = load <8 x float>, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 40
  %wide.load29.1 = load <8 x float>, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 48
  %wide.load30.1 = load <8 x float>, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %1, i64 56
  %wide.load31.1 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load32.1 = load <8 x float>, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %0, i64 40
  %wide.load33.1 = load <8 x float>, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load34.1 = load <8 x float>, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 56
  %wide.load35.1 = load <8 x float>, ptr %21, align 4
  %22 = fmul reassoc contract <8 x float> %wide.load.1, %wide.load32.1
  %23 = fmul reassoc contract <8 x float> %wide.load29.1, %wide.load33.1
  %24 = fmul reassoc contract <8 x float> %wide.load30.1, %wide.load34.1
  %25 = fmul reassoc contract <8 x float> %wide.load31.1, %wide.load35.1
  %26 = fadd reassoc contract <8 x float> %13, %22
  %27 = fadd reassoc contract <8 x float> %10, %23
  %28 = fadd reassoc contract <8 x float> %11, %24
  %29 = fadd reassoc contract <8 x float> %12, %25
  %30 = getelementptr inbounds float, ptr %1, i64 64
  %wide.load.2 = load <8 x float>, ptr %30, align 4
  %31 = getelementptr inbounds float, ptr %1, i64 72
  %wide.load29.2 = load <8 x float>, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 80
  %wide.load30.2 = load <8 x float>, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %1, i64 88
  %wide.load31.2 = load <8 x float>, ptr %33, align 4
  %34 = getelementptr inbounds float, ptr %0, i64 64
  %wide.load32.2 = load <8 x float>, ptr %34, align 4
  %35 = getelementptr inbounds float, ptr %0, i64 72
  %wide.load33.2 = load <8 x float>, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %0, i64 80
  %wide.load34.2 = load <8 x float>, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %0, i64 88
  %wide.load35.2 = load <8 x float>, ptr %37, align 4
  %38 = fmul reassoc contract <8 x float> %wide.load.2, %wide.load32.2
  %39 = fmul reassoc contract <8 x float> %wide.load29.2, %wide.load33.2
  %40 = fmul reassoc contract <8 x float> %wide.load30.2, %wide.load34.2
  %41 = fmul reassoc contract <8 x float> %wide.load31.2, %wide.load35.2
  %42 = fadd reassoc contract <8 x float> %26, %38
  %43 = fadd reassoc contract <8 x float> %27, %39
  %44 = fadd reassoc contract <8 x float> %28, %40
  %45 = fadd reassoc contract <8 x float> %29, %41
  %46 = getelementptr inbounds float, ptr %1, i64 96
  %wide.load.3 = load <8 x float>, ptr %46, align 4
  %47 = getelementptr inbounds float, ptr %1, i64 104
  %wide.load29.3 = load <8 x float>, ptr %47, align 4
  %48 = getelementptr inbounds float, ptr %1, i64 112
  %wide.load30.3 = load <8 x float>, ptr %48, align 4
  %49 = getelementptr inbounds float, ptr %1, i64 120
  %wide.load31.3 = load <8 x float>, ptr %49, align 4
  %50 = getelementptr inbounds float, ptr %0, i64 96
  %wide.load32.3 = load <8 x float>, ptr %50, align 4
  %51 = getelementptr inbounds float, ptr %0, i64 104
  %wide.load33.3 = load <8 x float>, ptr %51, align 4
  %52 = getelementptr inbounds float, ptr %0, i64 112
  %wide.load34.3 = load <8 x float>, ptr %52, align 4
  %53 = getelementptr inbounds float, ptr %0, i64 120
  %wide.load35.3 = load <8 x float>, ptr %53, align 4
  %54 = fmul reassoc contract <8 x float> %wide.load.3, %wide.load32.3
  %55 = fmul reassoc contract <8 x float> %wide.load29.3, %wide.load33.3
  %56 = fmul reassoc contract <8 x float> %wide.load30.3, %wide.load34.3
  %57 = fmul reassoc contract <8 x float> %wide.load31.3, %wide.load35.3
  %58 = fadd reassoc contract <8 x float> %42, %54
  %59 = fadd reassoc contract <8 x float> %43, %55
  %60 = fadd reassoc contract <8 x float> %44, %56
  %61 = fadd reassoc contract <8 x float> %45, %57
  %62 = getelementptr inbounds float, ptr %1, i64 128
  %wide.load.4 = load <8 x float>, ptr %62, align 4
  %63 = getelementptr inbounds float, ptr %1, i64 136
  %wide.load29.4 = load <8 x float>, ptr %63, align 4
  %64 = getelementptr inbounds float, ptr %1, i64 144
  %wide.load30.4 = load <8 x float>, ptr %64, align 4
  %65 = getelementptr inbounds float, ptr %1, i64 152
  %wide.load31.4 = load <8 x float>, ptr %65, align 4
  %66 = getelementptr inbounds float, ptr %0, i64 128
  %wide.load32.4 = load <8 x float>, ptr %66, align 4
  %67 = getelementptr inbounds float, ptr %0, i64 136
  %wide.load33.4 = load <8 x float>, ptr %67, align 4
  %68 = getelementptr inbounds float, ptr %0, i64 144
  %wide.load34.4 = load <8 x float>, ptr %68, align 4
  %69 = getelementptr inbounds float, ptr %0, i64 152
  %wide.load35.4 = load <8 x float>, ptr %69, align 4
  %70 = fmul reassoc contract <8 x float> %wide.load.4, %wide.load32.4
  %71 = fmul reassoc contract <8 x float> %wide.load29.4, %wide.load33.4
  %72 = fmul reassoc contract <8 x float> %wide.load30.4, %wide.load34.4
  %73 = fmul reassoc contract <8 x float> %wide.load31.4, %wide.load35.4
  %74 = fadd reassoc contract <8 x float> %58, %70
  %75 = fadd reassoc contract <8 x float> %59, %71
  %76 = fadd reassoc contract <8 x float> %60, %72
  %77 = fadd reassoc contract <8 x float> %61, %73
  %78 = getelementptr inbounds float, ptr %1, i64 160
  %wide.load.5 = load <8 x float>, ptr %78, align 4
  %79 = getelementptr inbounds float, ptr %1, i64 168
  %wide.load29.5 = load <8 x float>, ptr %79, align 4
  %80 = getelementptr inbounds float, ptr %1, i64 176
  %wide.load30.5 = load <8 x float>, ptr %80, align 4
  %81 = getelementptr inbounds float, ptr %1, i64 184
  %wide.load31.5 = load <8 x float>, ptr %81, align 4
  %82 = getelementptr inbounds float, ptr %0, i64 160
  %wide.load32.5 = load <8 x float>, ptr %82, align 4
  %83 = getelementptr inbounds float, ptr %0, i64 168
  %wide.load33.5 = load <8 x float>, ptr %83, align 4
  %84 = getelementptr inbounds float, ptr %0, i64 176
  %wide.load34.5 = load <8 x float>, ptr %84, align 4
  %85 = getelementptr inbounds float, ptr %0, i64 184
  %wide.load35.5 = load <8 x float>, ptr %85, align 4
  %86 = fmul reassoc contract <8 x float> %wide.load.5, %wide.load32.5
  %87 = fmul reassoc contract <8 x float> %wide.load29.5, %wide.load33.5
  %88 = fmul reassoc contract <8 x float> %wide.load30.5, %wide.load34.5
  %89 = fmul reassoc contract <8 x float> %wide.load31.5, %wide.load35.5
  %90 = fadd reassoc contract <8 x float> %74, %86
  %91 = fadd reassoc contract <8 x float> %75, %87
  %92 = fadd reassoc contract <8 x float> %76, %88
  %93 = fadd reassoc contract <8 x float> %77, %89
  %94 = getelementptr inbounds float, ptr %1, i64 192
  %wide.load.6 = load <8 x float>, ptr %94, align 4
  %95 = getelementptr inbounds float, ptr %1, i64 200
  %wide.load29.6 = load <8 x float>, ptr %95, align 4
  %96 = getelementptr inbounds float, ptr %1, i64 208
  %wide.load30.6 = load <8 x float>, ptr %96, align 4
  %97 = getelementptr inbounds float, ptr %1, i64 216
  %wide.load31.6 = load <8 x float>, ptr %97, align 4
  %98 = getelementptr inbounds float, ptr %0, i64 192
  %wide.load32.6 = load <8 x float>, ptr %98, align 4
  %99 = getelementptr inbounds float, ptr %0, i64 200
  %wide.load33.6 = load <8 x float>, ptr %99, align 4
  %100 = getelementptr inbounds float, ptr %0, i64 208
  %wide.load34.6 = load <8 x float>, ptr %100, align 4
  %101 = getelementptr inbounds float, ptr %0, i64 216
  %wide.load35.6 = load <8 x float>, ptr %101, align 4
  %102 = fmul reassoc contract <8 x float> %wide.load.6, %wide.load32.6
  %103 = fmul reassoc contract <8 x float> %wide.load29.6, %wide.load33.6
  %104 = fmul reassoc contract <8 x float> %wide.load30.6, %wide.load34.6
  %105 = fmul reassoc contract <8 x float> %wide.load31.6, %wide.load35.6
  %106 = fadd reassoc contract <8 x float> %90, %102
  %107 = fadd reassoc contract <8 x float> %91, %103
  %108 = fadd reassoc contract <8 x float> %92, %104
  %109 = fadd reassoc contract <8 x float> %93, %105
  %110 = getelementptr inbounds float, ptr %1, i64 224
  %wide.load.7 = load <8 x float>, ptr %110, align 4
  %111 = getelementptr inbounds float, ptr %1, i64 232
  %wide.load29.7 = load <8 x float>, ptr %111, align 4
  %112 = getelementptr inbounds float, ptr %1, i64 240
  %wide.load30.7 = load <8 x float>, ptr %112, align 4
  %113 = getelementptr inbounds float, ptr %1, i64 248
  %wide.load31.7 = load <8 x float>, ptr %113, align 4
  %114 = getelementptr inbounds float, ptr %0, i64 224
  %wide.load32.7 = load <8 x float>, ptr %114, align 4
  %115 = getelementptr inbounds float, ptr %0, i64 232
  %wide.load33.7 = load <8 x float>, ptr %115, align 4
  %116 = getelementptr inbounds float, ptr %0, i64 240
  %wide.load34.7 = load <8 x float>, ptr %116, align 4
  %117 = getelementptr inbounds float, ptr %0, i64 248
  %wide.load35.7 = load <8 x float>, ptr %117, align 4
  %118 = fmul reassoc contract <8 x float> %wide.load.7, %wide.load32.7
  %119 = fmul reassoc contract <8 x float> %wide.load29.7, %wide.load33.7
  %120 = fmul reassoc contract <8 x float> %wide.load30.7, %wide.load34.7
  %121 = fmul reassoc contract <8 x float> %wide.load31.7, %wide.load35.7
  %122 = fadd reassoc contract <8 x float> %106, %118
  %123 = fadd reassoc contract <8 x float> %107, %119
  %124 = fadd reassoc contract <8 x float> %108, %120
  %125 = fadd reassoc contract <8 x float> %109, %121
  %bin.rdx = fadd reassoc contract <8 x float> %123, %122
  %bin.rdx36 = fadd reassoc contract <8 x float> %124, %bin.rdx
  %bin.rdx37 = fadd reassoc contract <8 x float> %125, %bin.rdx36
  %126 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx37)
  store float %126, ptr %2, align 4
  %127 = getelementptr inbounds float, ptr %1, i64 256
  %wide.load49 = load <8 x float>, ptr %127, align 4
  %128 = getelementptr inbounds float, ptr %1, i64 264
  %wide.load50 = load <8 x float>, ptr %128, align 4
  %129 = getelementptr inbounds float, ptr %1, i64 272
  %wide.load51 = load <8 x float>, ptr %129, align 4
  %130 = getelementptr inbounds float, ptr %1, i64 280
  %wide.load52 = load <8 x float>, ptr %130, align 4
  %wide.load53 = load <8 x float>, ptr %0, align 4
  %131 = getelementptr inbounds float, ptr %0, i64 8
  %wide.load54 = load <8 x float>, ptr %131, align 4
  %132 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load55 = load <8 x float>, ptr %132, align 4
  %133 = getelementptr inbounds float, ptr %0, i64 24
  %wide.load56 = load <8 x float>, ptr %133, align 4
  %134 = fmul reassoc contract <8 x float> %wide.load49, %wide.load53
  %135 = fmul reassoc contract <8 x float> %wide.load50, %wide.load54
  %136 = fmul reassoc contract <8 x float> %wide.load51, %wide.load55
  %137 = fmul reassoc contract <8 x float> %wide.load52, %wide.load56
  %138 = fadd reassoc contract <8 x float> %134, <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>
  %139 = getelementptr inbounds float, ptr %1, i64 288
  %wide.load49.1 = load <8 x float>, ptr %139, align 4
  %140 = getelementptr inbounds float, ptr %1, i64 296
  %wide.load50.1 = load <8 x float>, ptr %140, align 4
  %141 = getelementptr inbounds float, ptr %1, i64 304
  %wide.load51.1 = load <8 x float>, ptr %141, align 4
  %142 = getelementptr inbounds float, ptr %1, i64 312
  %wide.load52.1 = load <8 x float>, ptr %142, align 4
  %143 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load53.1 = load <8 x float>, ptr %143, align 4
  %144 = getelementptr inbounds float, ptr %0, i64 40
  %wide.load54.1 = load <8 x float>, ptr %144, align 4
  %145 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load55.1 = load <8 x float>, ptr %145, align 4
  %146 = getelementptr inbounds float, ptr %0, i64 56
  %wide.load56.1 = load <8 x float>, ptr %146, align 4
  %147 = fmul reassoc contract <8 x float> %wide.load49.1, %wide.load53.1
  %148 = fmul reassoc contract <8 x float> %wide.load50.1, %wide.load54.1
  %149 = fmul reassoc contract <8 x float> %wide.load51.1, %wide.load55.1
  %150 = fmul reassoc contract <8 x float> %wide.load52.1, %wide.load56.1
  %151 = fadd reassoc contract <8 x float> %138, %147
  %152 = fadd reassoc contract <8 x float> %135, %148
  %153 = fadd reassoc contract <8 x float> %136, %149
  %154 = fadd reassoc contract <8 x float> %137, %150
  %155 = getelementptr inbounds float, ptr %1, i64 320
  %wide.load49.2 = load <8 x float>, ptr %155, align 4
  %156 = getelementptr inbounds float, ptr %1, i64 328
  %wide.load50.2 = load <8 x float>, ptr %156, align 4
  %157 = getelementptr inbounds float, ptr %1, i64 336
  %wide.load51.2 = load <8 x float>, ptr %157, align 4
  %158 = getelementptr inbounds float, ptr %1, i64 344
  %wide.load52.2 = load <8 x float>, ptr %158, align 4
  %159 = getelementptr inbounds float, ptr %0, i64 64
  %wide.load53.2 = load <8 x float>, ptr %159, align 4
  %160 = getelementptr inbounds float, ptr %0, i64 72
  %wide.load54.2 = load <8 x float>, ptr %160, align 4
  %161 = getelementptr inbounds float, ptr %0, i64 80
  %wide.load55.2 = load <8 x float>, ptr %161, align 4
  %162 = getelementptr inbounds float, ptr %0, i64 88
  %wide.load56.2 = load <8 x float>, ptr %162, align 4
  %163 = fmul reassoc contract <8 x float> %wide.load49.2, %wide.load53.2
  %164 = fmul reassoc contract <8 x float> %wide.load50.2, %wide.load54.2
  %165 = fmul reassoc contract <8 x float> %wide.load51.2, %wide.load55.2
  %166 = fmul reassoc contract <8 x float> %wide.load52.2, %wide.load56.2
  %167 = fadd reassoc contract <8 x float> %151, %163
  %168 = fadd reassoc contract <8 x float> %152, %164
  %169 = fadd reassoc contract <8 x float> %153, %165
  %170 = fadd reassoc contract <8 x float> %154, %166
  %171 = getelementptr inbounds float, ptr %1, i64 352
  %wide.load49.3 = load <8 x float>, ptr %171, align 4
  %172 = getelementptr inbounds float, ptr %1, i64 360
  %wide.load50.3 = load <8 x float>, ptr %172, align 4
  %173 = getelementptr inbounds float, ptr %1, i64 368
  %wide.load51.3 = load <8 x float>, ptr %173, align 4
  %174 = getelementptr inbounds float, ptr %1, i64 376
  %wide.load52.3 = load <8 x float>, ptr %174, align 4
  %175 = getelementptr inbounds float, ptr %0, i64 96
  %wide.load53.3 = load <8 x float>, ptr %175, align 4
  %176 = getelementptr inbounds float, ptr %0, i64 104
  %wide.load54.3 = load <8 x float>, ptr %176, align 4
  %177 = getelementptr inbounds float, ptr %0, i64 112
  %wide.load55.3 = load <8 x float>, ptr %177, align 4
  %178 = getelementptr inbounds float, ptr %0, i64 120
  %wide.load56.3 = load <8 x float>, ptr %178, align 4
  %179 = fmul reassoc contract <8 x float> %wide.load49.3, %wide.load53.3
  %180 = fmul reassoc contract <8 x float> %wide.load50.3, %wide.load54.3
  %181 = fmul reassoc contract <8 x float> %wide.load51.3, %wide.load55.3
  %182 = fmul reassoc contract <8 x float> %wide.load52.3, %wide.load56.3
  %183 = fadd reassoc contract <8 x float> %167, %179
  %184 = fadd reassoc contract <8 x float> %168, %180
  %185 = fadd reassoc contract <8 x float> %169, %181
  %186 = fadd reassoc contract <8 x float> %170, %182
  %187 = getelementptr inbounds float, ptr %1, i64 384
  %wide.load49.4 = load <8 x float>, ptr %187, align 4
  %188 = getelementptr inbounds float, ptr %1, i64 392
  %wide.load50.4 = load <8 x float>, ptr %188, align 4
  %189 = getelementptr inbounds float, ptr %1, i64 400
  %wide.load51.4 = load <8 x float>, ptr %189, align 4
  %190 = getelementptr inbounds float, ptr %1, i64 408
  %wide.load52.4 = load <8 x float>, ptr %190, align 4
  %191 = getelementptr inbounds float, ptr %0, i64 128
  %wide.load53.4 = load <8 x float>, ptr %191, align 4
  %192 = getelementptr inbounds float, ptr %0, i64 136
  %wide.load54.4 = load <8 x float>, ptr %192, align 4
  %193 = getelementptr inbounds float, ptr %0, i64 144
  %wide.load55.4 = load <8 x float>, ptr %193, align 4
  %194 = getelementptr inbounds float, ptr %0, i64 152
  %wide.load56.4 = load <8 x float>, ptr %194, align 4
  %195 = fmul reassoc contract <8 x float> %wide.load49.4, %wide.load53.4
  %196 = fmul reassoc contract <8 x float> %wide.load50.4, %wide.load54.4
  %197 = fmul reassoc contract <8 x float> %wide.load51.4, %wide.load55.4
  %198 = fmul reassoc contract <8 x float> %wide.load52.4, %wide.load56.4
  %199 = fadd reassoc contract <8 x float> %183, %195
  %200 = fadd reassoc contract <8 x float> %184, %196
  %201 = fadd reassoc contract <8 x float> %185, %197
  %202 = fadd reassoc contract <8 x float> %186, %198
  %203 = getelementptr inbounds float, ptr %1, i64 416
  %wide.load49.5 = load <8 x float>, ptr %203, align 4
  %204 = getelementptr inbounds float, ptr %1, i64 424
  %wide.load50.5 = load <8 x float>, ptr %204, align 4
  %205 = getelementptr inbounds float, ptr %1, i64 432
  %wide.load51.5 = load <8 x float>, ptr %205, align 4
  %206 = getelementptr inbounds float, ptr %1, i64 440
  %wide.load52.5 = load <8 x float>, ptr %206, align 4
  %207 = getelementptr inbounds float, ptr %0, i64 160
  %wide.load53.5 = load <8 x float>, ptr %207, align 4
  %208 = getelementptr inbounds float, ptr %0, i64 168
  %wide.load54.5 = load <8 x float>, ptr %208, align 4
  %209 = getelementptr inbounds float, ptr %0, i64 176
  %wide.load55.5 = load <8 x float>, ptr %209, align 4
  %210 = getelementptr inbounds float, ptr %0, i64 184
  %wide.load56.5 = load <8 x float>, ptr %210, align 4
  %211 = fmul reassoc contract <8 x float> %wide.load49.5, %wide.load53.5
  %212 = fmul reassoc contract <8 x float> %wide.load50.5, %wide.load54.5
  %213 = fmul reassoc contract <8 x float> %wide.load51.5, %wide.load55.5
  %214 = fmul reassoc contract <8 x float> %wide.load52.5, %wide.load56.5
  %215 = fadd reassoc contract <8 x float> %199, %211
  %216 = fadd reassoc contract <8 x float> %200, %212
  %217 = fadd reassoc contract <8 x float> %201, %213
  %218 = fadd reassoc contract <8 x float> %202, %214
  %219 = getelementptr inbounds float, ptr %1, i64 448
  %wide.load49.6 = load <8 x float>, ptr %219, align 4
  %220 = getelementptr inbounds float, ptr %1, i64 456
  %wide.load50.6 = load <8 x float>, ptr %220, align 4
  %221 = getelementptr inbounds float, ptr %1, i64 464
  %wide.load51.6 = load <8 x float>, ptr %221, align 4
  %222 = getelementptr inbounds float, ptr %1, i64 472
  %wide.load52.6 = load <8 x float>, ptr %222, align 4
  %223 = getelementptr inbounds float, ptr %0, i64 192
  %wide.load53.6 = load <8 x float>, ptr %223, align 4
  %224 = getelementptr inbounds float, ptr %0, i64 200
  %wide.load54.6 = load <8 x float>, ptr %224, align 4
  %225 = getelementptr inbounds float, ptr %0, i64 208
  %wide.load55.6 = load <8 x float>, ptr %225, align 4
  %226 = getelementptr inbounds float, ptr %0, i64 216
  %wide.load56.6 = load <8 x float>, ptr %226, align 4
  %227 = fmul reassoc contract <8 x float> %wide.load49.6, %wide.load53.6
  %228 = fmul reassoc contract <8 x float> %wide.load50.6, %wide.load54.6
  %229 = fmul reassoc contract <8 x float> %wide.load51.6, %wide.load55.6
  %230 = fmul reassoc contract <8 x float> %wide.load52.6, %wide.load56.6
  %231 = fadd reassoc contract <8 x float> %215, %227
  %232 = fadd reassoc contract <8 x float> %216, %228
  %233 = fadd reassoc contract <8 x float> %217, %229
  %234 = fadd reassoc contract <8 x float> %218, %230
  %235 = getelementptr inbounds float, ptr %1, i64 480
  %wide.load49.7 = load <8 x float>, ptr %235, align 4
  %236 = getelementptr inbounds float, ptr %1, i64 488
  %wide.load50.7 = load <8 x float>, ptr %236, align 4
  %237 = getelementptr inbounds float, ptr %1, i64 496
  %wide.load51.7 = load <8 x float>, ptr %237, align 4
  %238 = getelementptr inbounds float, ptr %1, i64 504
  %wide.load52.7 = load <8 x float>, ptr %238, align 4
  %239 = getelementptr inbounds float, ptr %0, i64 224
  %wide.load53.7 = load <8 x float>, ptr %239, align 4
  %240 = getelementptr inbounds float, ptr %0, i64 232
  %wide.load54.7 = load <8 x float>, ptr %240, align 4
  %241 = getelementptr inbounds float, ptr %0, i64 240
  %wide.load55.7 = load <8 x float>, ptr %241, align 4
  %242 = getelementptr inbounds float, ptr %0, i64 248
  %wide.load56.7 = load <8 x float>, ptr %242, align 4
  %243 = fmul reassoc contract <8 x float> %wide.load49.7, %wide.load53.7
  %244 = fmul reassoc contract <8 x float> %wide.load50.7, %wide.load54.7
  %245 = fmul reassoc contract <8 x float> %wide.load51.7, %wide.load55.7
  %246 = fmul reassoc contract <8 x float> %wide.load52.7, %wide.load56.7
  %247 = fadd reassoc contract <8 x float> %231, %243
  %248 = fadd reassoc contract <8 x float> %232, %244
  %249 = fadd reassoc contract <8 x float> %233, %245
  %250 = fadd reassoc contract <8 x float> %234, %246
  %bin.rdx58 = fadd reassoc contract <8 x float> %248, %247
  %bin.rdx59 = fadd reassoc contract <8 x float> %249, %bin.rdx58
  %bin.rdx60 = fadd reassoc contract <8 x float> %250, %bin.rdx59
  %251 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx60)
  %252 = getelementptr inbounds float, ptr %2, i64 1
  store float %251, ptr %252, align 4
  %253 = getelementptr inbounds float, ptr %1, i64 512
  %wide.load73 = load <8 x float>, ptr %253, align 4
  %254 = getelementptr inbounds float, ptr %1, i64 520
  %wide.load74 = load <8 x float>, ptr %254, align 4
  %255 = getelementptr inbounds float, ptr %1, i64 528
  %wide.load75 = load <8 x float>, ptr %255, align 4
  %256 = getelementptr inbounds float, ptr %1, i64 536
  %wide.load76 = load <8 x float>, ptr %256, align 4
  %wide.load77 = load <8 x float>, ptr %0, align 4
  %257 = getelementptr inbounds float, ptr %0, i64 8
  %wide.load78 = load <8 x float>, ptr %257, align 4
  %258 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load79 = load <8 x float>, ptr %258, align 4
  %259 = getelementptr inbounds float, ptr %0, i64 24
  %wide.load80 = load <8 x float>, ptr %259, align 4
  %260 = fmul reassoc contract <8 x float> %wide.load73, %wide.load77
  %261 = fmul reassoc contract <8 x float> %wide.load74, %wide.load78
  %262 = fmul reassoc contract <8 x float> %wide.load75, %wide.load79
  %263 = fmul reassoc contract <8 x float> %wide.load76, %wide.load80
  %264 = fadd reassoc contract <8 x float> %260, <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>
  %265 = getelementptr inbounds float, ptr %1, i64 544
  %wide.load73.1 = load <8 x float>, ptr %265, align 4
  %266 = getelementptr inbounds float, ptr %1, i64 552
  %wide.load74.1 = load <8 x float>, ptr %266, align 4
  %267 = getelementptr inbounds float, ptr %1, i64 560
  %wide.load75.1 = load <8 x float>, ptr %267, align 4
  %268 = getelementptr inbounds float, ptr %1, i64 568
  %wide.load76.1 = load <8 x float>, ptr %268, align 4
  %269 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load77.1 = load <8 x float>, ptr %269, align 4
  %270 = getelementptr inbounds float, ptr %0, i64 40
  %wide.load78.1 = load <8 x float>, ptr %270, align 4
  %271 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load79.1 = load <8 x float>, ptr %271, align 4
  %272 = getelementptr inbounds float, ptr %0, i64 56
  %wide.load80.1 = load <8 x float>, ptr %272, align 4
  %273 = fmul reassoc contract <8 x float> %wide.load73.1, %wide.load77.1
  %274 = fmul reassoc contract <8 x float> %wide.load74.1, %wide.load78.1
  %275 = fmul reassoc contract <8 x float> %wide.load75.1, %wide.load79.1
  %276 = fmul reassoc contract <8 x float> %wide.load76.1, %wide.load80.1
  %277 = fadd reassoc contract <8 x float> %264, %273
  %278 = fadd reassoc contract <8 x float> %261, %274
  %279 = fadd reassoc contract <8 x float> %262, %275
  %280 = fadd reassoc contract <8 x float> %263, %276
  %281 = getelementptr inbounds float, ptr %1, i64 576
  %wide.load73.2 = load <8 x float>, ptr %281, align 4
  %282 = getelementptr inbounds float, ptr %1, i64 584
  %wide.load74.2 = load <8 x float>, ptr %282, align 4
  %283 = getelementptr inbounds float, ptr %1, i64 592
  %wide.load75.2 = load <8 x float>, ptr %283, align 4
  %284 = getelementptr inbounds float, ptr %1, i64 600
  %wide.load76.2 = load <8 x float>, ptr %284, align 4
  %285 = getelementptr inbounds float, ptr %0, i64 64
  %wide.load77.2 = load <8 x float>, ptr %285, align 4
  %286 = getelementptr inbounds float, ptr %0, i64 72
  %wide.load78.2 = load <8 x float>, ptr %286, align 4
  %287 = getelementptr inbounds float, ptr %0, i64 80
  %wide.load79.2 = load <8 x float>, ptr %287, align 4
  %288 = getelementptr inbounds float, ptr %0, i64 88
  %wide.load80.2 = load <8 x float>, ptr %288, align 4
  %289 = fmul reassoc contract <8 x float> %wide.load73.2, %wide.load77.2
  %290 = fmul reassoc contract <8 x float> %wide.load74.2, %wide.load78.2
  %291 = fmul reassoc contract <8 x float> %wide.load75.2, %wide.load79.2
  %292 = fmul reassoc contract <8 x float> %wide.load76.2, %wide.load80.2
  %293 = fadd reassoc contract <8 x float> %277, %289
  %294 = fadd reassoc contract <8 x float> %278, %290
  %295 = fadd reassoc contract <8 x float> %279, %291
  %296 = fadd reassoc contract <8 x float> %280, %292
  %297 = getelementptr inbounds float, ptr %1, i64 608
  %wide.load73.3 = load <8 x float>, ptr %297, align 4
  %298 = getelementptr inbounds float, ptr %1, i64 616
  %wide.load74.3 = load <8 x float>, ptr %298, align 4
  %299 = getelementptr inbounds float, ptr %1, i64 624
  %wide.load75.3 = load <8 x float>, ptr %299, align 4
  %300 = getelementptr inbounds float, ptr %1, i64 632
  %wide.load76.3 = load <8 x float>, ptr %300, align 4
  %301 = getelementptr inbounds float, ptr %0, i64 96
  %wide.load77.3 = load <8 x float>, ptr %301, align 4
  %302 = getelementptr inbounds float, ptr %0, i64 104
  %wide.load78.3 = load <8 x float>, ptr %302, align 4
  %303 = getelementptr inbounds float, ptr %0, i64 112
  %wide.load79.3 = load <8 x float>, ptr %303, align 4
  %304 = getelementptr inbounds float, ptr %0, i64 120
  %wide.load80.3 = load <8 x float>, ptr %304, align 4
  %305 = fmul reassoc contract <8 x float> %wide.load73.3, %wide.load77.3
  %306 = fmul reassoc contract <8 x float> %wide.load74.3, %wide.load78.3
  %307 = fmul reassoc contract <8 x float> %wide.load75.3, %wide.load79.3
  %308 = fmul reassoc contract <8 x float> %wide.load76.3, %wide.load80.3
  %309 = fadd reassoc contract <8 x float> %293, %305
  %310 = fadd reassoc contract <8 x float> %294, %306
  %311 = fadd reassoc contract <8 x float> %295, %307
  %312 = fadd reassoc contract <8 x float> %296, %308
  %313 = getelementptr inbounds float, ptr %1, i64 640
  %wide.load73.4 = load <8 x float>, ptr %313, align 4
  %314 = getelementptr inbounds float, ptr %1, i64 648
  %wide.load74.4 = load <8 x float>, ptr %314, align 4
  %315 = getelementptr inbounds float, ptr %1, i64 656
  %wide.load75.4 = load <8 x float>, ptr %315, align 4
  %316 = getelementptr inbounds float, ptr %1, i64 664
  %wide.load76.4 = load <8 x float>, ptr %316, align 4
  %317 = getelementptr inbounds float, ptr %0, i64 128
  %wide.load77.4 = load <8 x float>, ptr %317, align 4
  %318 = getelementptr inbounds float, ptr %0, i64 136
  %wide.load78.4 = load <8 x float>, ptr %318, align 4
  %319 = getelementptr inbounds float, ptr %0, i64 144
  %wide.load79.4 = load <8 x float>, ptr %319, align 4
  %320 = getelementptr inbounds float, ptr %0, i64 152
  %wide.load80.4 = load <8 x float>, ptr %320, align 4
  %321 = fmul reassoc contract <8 x float> %wide.load73.4, %wide.load77.4
  %322 = fmul reassoc contract <8 x float> %wide.load74.4, %wide.load78.4
  %323 = fmul reassoc contract <8 x float> %wide.load75.4, %wide.load79.4
  %324 = fmul reassoc contract <8 x float> %wide.load76.4, %wide.load80.4
  %325 = fadd reassoc contract <8 x float> %309, %321
  %326 = fadd reassoc contract <8 x float> %310, %322
  %327 = fadd reassoc contract <8 x float> %311, %323
  %328 = fadd reassoc contract <8 x float> %312, %324
  %329 = getelementptr inbounds float, ptr %1, i64 672
  %wide.load73.5 = load <8 x float>, ptr %329, align 4
  %330 = getelementptr inbounds float, ptr %1, i64 680
  %wide.load74.5 = load <8 x float>, ptr %330, align 4
  %331 = getelementptr inbounds float, ptr %1, i64 688
  %wide.load75.5 = load <8 x float>, ptr %331, align 4
  %332 = getelementptr inbounds float, ptr %1, i64 696
  %wide.load76.5 = load <8 x float>, ptr %332, align 4
  %333 = getelementptr inbounds float, ptr %0, i64 160
  %wide.load77.5 = load <8 x float>, ptr %333, align 4
  %334 = getelementptr inbounds float, ptr %0, i64 168
  %wide.load78.5 = load <8 x float>, ptr %334, align 4
  %335 = getelementptr inbounds float, ptr %0, i64 176
  %wide.load79.5 = load <8 x float>, ptr %335, align 4
  %336 = getelementptr inbounds float, ptr %0, i64 184
  %wide.load80.5 = load <8 x float>, ptr %336, align 4
  %337 = fmul reassoc contract <8 x float> %wide.load73.5, %wide.load77.5
  %338 = fmul reassoc contract <8 x float> %wide.load74.5, %wide.load78.5
  %339 = fmul reassoc contract <8 x float> %wide.load75.5, %wide.load79.5
  %340 = fmul reassoc contract <8 x float> %wide.load76.5, %wide.load80.5
  %341 = fadd reassoc contract <8 x float> %325, %337
  %342 = fadd reassoc contract <8 x float> %326, %338
  %343 = fadd reassoc contract <8 x float> %327, %339
  %344 = fadd reassoc contract <8 x float> %328, %340
  %345 = getelementptr inbounds float, ptr %1, i64 704
  %wide.load73.6 = load <8 x float>, ptr %345, align 4
  %346 = getelementptr inbounds float, ptr %1, i64 712
  %wide.load74.6 = load <8 x float>, ptr %346, align 4
  %347 = getelementptr inbounds float, ptr %1, i64 720
  %wide.load75.6 = load <8 x float>, ptr %347, align 4
  %348 = getelementptr inbounds float, ptr %1, i64 728
  %wide.load76.6 = load <8 x float>, ptr %348, align 4
  %349 = getelementptr inbounds float, ptr %0, i64 192
  %wide.load77.6 = load <8 x float>, ptr %349, align 4
  %350 = getelementptr inbounds float, ptr %0, i64 200
  %wide.load78.6 = load <8 x float>, ptr %350, align 4
  %351 = getelementptr inbounds float, ptr %0, i64 208
  %wide.load79.6 = load <8 x float>, ptr %351, align 4
  %352 = getelementptr inbounds float, ptr %0, i64 216
  %wide.load80.6 = load <8 x float>, ptr %352, align 4
  %353 = fmul reassoc contract <8 x float> %wide.load73.6, %wide.load77.6
  %354 = fmul reassoc contract <8 x float> %wide.load74.6, %wide.load78.6
  %355 = fmul reassoc contract <8 x float> %wide.load75.6, %wide.load79.6
  %356 = fmul reassoc contract <8 x float> %wide.load76.6, %wide.load80.6
  %357 = fadd reassoc contract <8 x float> %341, %353
  %358 = fadd reassoc contract <8 x float> %342, %354
  %359 = fadd reassoc contract <8 x float> %343, %355
  %360 = fadd reassoc contract <8 x float> %344, %356
  %361 = getelementptr inbounds float, ptr %1, i64 736
  %wide.load73.7 = load <8 x float>, ptr %361, align 4
  %362 = getelementptr inbounds float, ptr %1, i64 744
  %wide.load74.7 = load <8 x float>, ptr %362, align 4
  %363 = getelementptr inbounds float, ptr %1, i64 752
  %wide.load75.7 = load <8 x float>, ptr %363, align 4
  %364 = getelementptr inbounds float, ptr %1, i64 760
  %wide.load76.7 = load <8 x float>, ptr %364, align 4
  %365 = getelementptr inbounds float, ptr %0, i64 224
  %wide.load77.7 = load <8 x float>, ptr %365, align 4
  %366 = getelementptr inbounds float, ptr %0, i64 232
  %wide.load78.7 = load <8 x float>, ptr %366, align 4
  %367 = getelementptr inbounds float, ptr %0, i64 240
  %wide.load79.7 = load <8 x float>, ptr %367, align 4
  %368 = getelementptr inbounds float, ptr %0, i64 248
  %wide.load80.7 = load <8 x float>, ptr %368, align 4
  %369 = fmul reassoc contract <8 x float> %wide.load73.7, %wide.load77.7
  %370 = fmul reassoc contract <8 x float> %wide.load74.7, %wide.load78.7
  %371 = fmul reassoc contract <8 x float> %wide.load75.7, %wide.load79.7
  %372 = fmul reassoc contract <8 x float> %wide.load76.7, %wide.load80.7
  %373 = fadd reassoc contract <8 x float> %357, %369
  %374 = fadd reassoc contract <8 x float> %358, %370
  %375 = fadd reassoc contract <8 x float> %359, %371
  %376 = fadd reassoc contract <8 x float> %360, %372
  %bin.rdx82 = fadd reassoc contract <8 x float> %374, %373
  %bin.rdx83 = fadd reassoc contract <8 x float> %375, %bin.rdx82
  %bin.rdx84 = fadd reassoc contract <8 x float> %376, %bin.rdx83
  %377 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx84)
  %378 = getelementptr inbounds float, ptr %2, i64 2
  store float %377, ptr %378, align 4
  %379 = getelementptr inbounds float, ptr %1, i64 768
  %wide.load97 = load <8 x float>, ptr %379, align 4
  %380 = getelementptr inbounds float, ptr %1, i64 776
  %wide.load98 = load <8 x float>, ptr %380, align 4
  %381 = getelementptr inbounds float, ptr %1, i64 784
  %wide.load99 = load <8 x float>, ptr %381, align 4
  %382 = getelementptr inbounds float, ptr %1, i64 792
  %wide.load100 = load <8 x float>, ptr %382, align 4
  %wide.load101 = load <8 x float>, ptr %0, align 4
  %383 = getelementptr inbounds float, ptr %0, i64 8
  %wide.load102 = load <8 x float>, ptr %383, align 4
  %384 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load103 = load <8 x float>, ptr %384, align 4
  %385 = getelementptr inbounds float, ptr %0, i64 24
  %wide.load104 = load <8 x float>, ptr %385, align 4
  %386 = fmul reassoc contract <8 x float> %wide.load97, %wide.load101
  %387 = fmul reassoc contract <8 x float> %wide.load98, %wide.load102
  %388 = fmul reassoc contract <8 x float> %wide.load99, %wide.load103
  %389 = fmul reassoc contract <8 x float> %wide.load100, %wide.load104
  %390 = fadd reassoc contract <8 x float> %386, <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>
  %391 = getelementptr inbounds float, ptr %1, i64 800
  %wide.load97.1 = load <8 x float>, ptr %391, align 4
  %392 = getelementptr inbounds float, ptr %1, i64 808
  %wide.load98.1 = load <8 x float>, ptr %392, align 4
  %393 = getelementptr inbounds float, ptr %1, i64 816
  %wide.load99.1 = load <8 x float>, ptr %393, align 4
  %394 = getelementptr inbounds float, ptr %1, i64 824
  %wide.load100.1 = load <8 x float>, ptr %394, align 4
  %395 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load101.1 = load <8 x float>, ptr %395, align 4
  %396 = getelementptr inbounds float, ptr %0, i64 40
  %wide.load102.1 = load <8 x float>, ptr %396, align 4
  %397 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load103.1 = load <8 x float>, ptr %397, align 4
  %398 = getelementptr inbounds float, ptr %0, i64 56
  %wide.load104.1 = load <8 x float>, ptr %398, align 4
  %399 = fmul reassoc contract <8 x float> %wide.load97.1, %wide.load101.1
  %400 = fmul reassoc contract <8 x float> %wide.load98.1, %wide.load102.1
  %401 = fmul reassoc contract <8 x float> %wide.load99.1, %wide.load103.1
  %402 = fmul reassoc contract <8 x float> %wide.load100.1, %wide.load104.1
  %403 = fadd reassoc contract <8 x float> %390, %399
  %404 = fadd reassoc contract <8 x float> %387, %400
  %405 = fadd reassoc contract <8 x float> %388, %401
  %406 = fadd reassoc contract <8 x float> %389, %402
  %407 = getelementptr inbounds float, ptr %1, i64 832
  %wide.load97.2 = load <8 x float>, ptr %407, align 4
  %408 = getelementptr inbounds float, ptr %1, i64 840
  %wide.load98.2 = load <8 x float>, ptr %408, align 4
  %409 = getelementptr inbounds float, ptr %1, i64 848
  %wide.load99.2 = load <8 x float>, ptr %409, align 4
  %410 = getelementptr inbounds float, ptr %1, i64 856
  %wide.load100.2 = load <8 x float>, ptr %410, align 4
  %411 = getelementptr inbounds float, ptr %0, i64 64
  %wide.load101.2 = load <8 x float>, ptr %411, align 4
  %412 = getelementptr inbounds float, ptr %0, i64 72
  %wide.load102.2 = load <8 x float>, ptr %412, align 4
  %413 = getelementptr inbounds float, ptr %0, i64 80
  %wide.load103.2 = load <8 x float>, ptr %413, align 4
  %414 = getelementptr inbounds float, ptr %0, i64 88
  %wide.load104.2 = load <8 x float>, ptr %414, align 4
  %415 = fmul reassoc contract <8 x float> %wide.load97.2, %wide.load101.2
  %416 = fmul reassoc contract <8 x float> %wide.load98.2, %wide.load102.2
  %417 = fmul reassoc contract <8 x float> %wide.load99.2, %wide.load103.2
  %418 = fmul reassoc contract <8 x float> %wide.load100.2, %wide.load104.2
  %419 = fadd reassoc contract <8 x float> %403, %415
  %420 = fadd reassoc contract <8 x float> %404, %416
  %421 = fadd reassoc contract <8 x float> %405, %417
  %422 = fadd reassoc contract <8 x float> %406, %418
  %423 = getelementptr inbounds float, ptr %1, i64 864
  %wide.load97.3 = load <8 x float>, ptr %423, align 4
  %424 = getelementptr inbounds float, ptr %1, i64 872
  %wide.load98.3 = load <8 x float>, ptr %424, align 4
  %425 = getelementptr inbounds float, ptr %1, i64 880
  %wide.load99.3 = load <8 x float>, ptr %425, align 4
  %426 = getelementptr inbounds float, ptr %1, i64 888
  %wide.load100.3 = load <8 x float>, ptr %426, align 4
  %427 = getelementptr inbounds float, ptr %0, i64 96
  %wide.load101.3 = load <8 x float>, ptr %427, align 4
  %428 = getelementptr inbounds float, ptr %0, i64 104
  %wide.load102.3 = load <8 x float>, ptr %428, align 4
  %429 = getelementptr inbounds float, ptr %0, i64 112
  %wide.load103.3 = load <8 x float>, ptr %429, align 4
  %430 = getelementptr inbounds float, ptr %0, i64 120
  %wide.load104.3 = load <8 x float>, ptr %430, align 4
  %431 = fmul reassoc contract <8 x float> %wide.load97.3, %wide.load101.3
  %432 = fmul reassoc contract <8 x float> %wide.load98.3, %wide.load102.3
  %433 = fmul reassoc contract <8 x float> %wide.load99.3, %wide.load103.3
  %434 = fmul reassoc contract <8 x float> %wide.load100.3, %wide.load104.3
  %435 = fadd reassoc contract <8 x float> %419, %431
  %436 = fadd reassoc contract <8 x float> %420, %432
  %437 = fadd reassoc contract <8 x float> %421, %433
  %438 = fadd reassoc contract <8 x float> %422, %434
  %439 = getelementptr inbounds float, ptr %1, i64 896
  %wide.load97.4 = load <8 x float>, ptr %439, align 4
  %440 = getelementptr inbounds float, ptr %1, i64 904
  %wide.load98.4 = load <8 x float>, ptr %440, align 4
  %441 = getelementptr inbounds float, ptr %1, i64 912
  %wide.load99.4 = load <8 x float>, ptr %441, align 4
  %442 = getelementptr inbounds float, ptr %1, i64 920
  %wide.load100.4 = load <8 x float>, ptr %442, align 4
  %443 = getelementptr inbounds float, ptr %0, i64 128
  %wide.load101.4 = load <8 x float>, ptr %443, align 4
  %444 = getelementptr inbounds float, ptr %0, i64 136
  %wide.load102.4 = load <8 x float>, ptr %444, align 4
  %445 = getelementptr inbounds float, ptr %0, i64 144
  %wide.load103.4 = load <8 x float>, ptr %445, align 4
  %446 = getelementptr inbounds float, ptr %0, i64 152
  %wide.load104.4 = load <8 x float>, ptr %446, align 4
  %447 = fmul reassoc contract <8 x float> %wide.load97.4, %wide.load101.4
  %448 = fmul reassoc contract <8 x float> %wide.load98.4, %wide.load102.4
  %449 = fmul reassoc contract <8 x float> %wide.load99.4, %wide.load103.4
  %450 = fmul reassoc contract <8 x float> %wide.load100.4, %wide.load104.4
  %451 = fadd reassoc contract <8 x float> %435, %447
  %452 = fadd reassoc contract <8 x float> %436, %448
  %453 = fadd reassoc contract <8 x float> %437, %449
  %454 = fadd reassoc contract <8 x float> %438, %450
  %455 = getelementptr inbounds float, ptr %1, i64 928
  %wide.load97.5 = load <8 x float>, ptr %455, align 4
  %456 = getelementptr inbounds float, ptr %1, i64 936
  %wide.load98.5 = load <8 x float>, ptr %456, align 4
  %457 = getelementptr inbounds float, ptr %1, i64 944
  %wide.load99.5 = load <8 x float>, ptr %457, align 4
  %458 = getelementptr inbounds float, ptr %1, i64 952
  %wide.load100.5 = load <8 x float>, ptr %458, align 4
  %459 = getelementptr inbounds float, ptr %0, i64 160
  %wide.load101.5 = load <8 x float>, ptr %459, align 4
  %460 = getelementptr inbounds float, ptr %0, i64 168
  %wide.load102.5 = load <8 x float>, ptr %460, align 4
  %461 = getelementptr inbounds float, ptr %0, i64 176
  %wide.load103.5 = load <8 x float>, ptr %461, align 4
  %462 = getelementptr inbounds float, ptr %0, i64 184
  %wide.load104.5 = load <8 x float>, ptr %462, align 4
  %463 = fmul reassoc contract <8 x float> %wide.load97.5, %wide.load101.5
  %464 = fmul reassoc contract <8 x float> %wide.load98.5, %wide.load102.5
  %465 = fmul reassoc contract <8 x float> %wide.load99.5, %wide.load103.5
  %466 = fmul reassoc contract <8 x float> %wide.load100.5, %wide.load104.5
  %467 = fadd reassoc contract <8 x float> %451, %463
  %468 = fadd reassoc contract <8 x float> %452, %464
  %469 = fadd reassoc contract <8 x float> %453, %465
  %470 = fadd reassoc contract <8 x float> %454, %466
  %471 = getelementptr inbounds float, ptr %1, i64 960
  %wide.load97.6 = load <8 x float>, ptr %471, align 4
  %472 = getelementptr inbounds float, ptr %1, i64 968
  %wide.load98.6 = load <8 x float>, ptr %472, align 4
  %473 = getelementptr inbounds float, ptr %1, i64 976
  %wide.load99.6 = load <8 x float>, ptr %473, align 4
  %474 = getelementptr inbounds float, ptr %1, i64 984
  %wide.load100.6 = load <8 x float>, ptr %474, align 4
  %475 = getelementptr inbounds float, ptr %0, i64 192
  %wide.load101.6 = load <8 x float>, ptr %475, align 4
  %476 = getelementptr inbounds float, ptr %0, i64 200
  %wide.load102.6 = load <8 x float>, ptr %476, align 4
  %477 = getelementptr inbounds float, ptr %0, i64 208
  %wide.load103.6 = load <8 x float>, ptr %477, align 4
  %478 = getelementptr inbounds float, ptr %0, i64 216
  %wide.load104.6 = load <8 x float>, ptr %478, align 4
  %479 = fmul reassoc contract <8 x float> %wide.load97.6, %wide.load101.6
  %480 = fmul reassoc contract <8 x float> %wide.load98.6, %wide.load102.6
  %481 = fmul reassoc contract <8 x float> %wide.load99.6, %wide.load103.6
  %482 = fmul reassoc contract <8 x float> %wide.load100.6, %wide.load104.6
  %483 = fadd reassoc contract <8 x float> %467, %479
  %484 = fadd reassoc contract <8 x float> %468, %480
  %485 = fadd reassoc contract <8 x float> %469, %481
  %486 = fadd reassoc contract <8 x float> %470, %482
  %487 = getelementptr inbounds float, ptr %1, i64 992
  %wide.load97.7 = load <8 x float>, ptr %487, align 4
  %488 = getelementptr inbounds float, ptr %1, i64 1000
  %wide.load98.7 = load <8 x float>, ptr %488, align 4
  %489 = getelementptr inbounds float, ptr %1, i64 1008
  %wide.load99.7 = load <8 x float>, ptr %489, align 4
  %490 = getelementptr inbounds float, ptr %1, i64 1016
  %wide.load100.7 = load <8 x float>, ptr %490, align 4
  %491 = getelementptr inbounds float, ptr %0, i64 224
  %wide.load101.7 = load <8 x float>, ptr %491, align 4
  %492 = getelementptr inbounds float, ptr %0, i64 232
  %wide.load102.7 = load <8 x float>, ptr %492, align 4
  %493 = getelementptr inbounds float, ptr %0, i64 240
  %wide.load103.7 = load <8 x float>, ptr %493, align 4
  %494 = getelementptr inbounds float, ptr %0, i64 248
  %wide.load104.7 = load <8 x float>, ptr %494, align 4
  %495 = fmul reassoc contract <8 x float> %wide.load97.7, %wide.load101.7
  %496 = fmul reassoc contract <8 x float> %wide.load98.7, %wide.load102.7
  %497 = fmul reassoc contract <8 x float> %wide.load99.7, %wide.load103.7
  %498 = fmul reassoc contract <8 x float> %wide.load100.7, %wide.load104.7
  %499 = fadd reassoc contract <8 x float> %483, %495
  %500 = fadd reassoc contract <8 x float> %484, %496
  %501 = fadd reassoc contract <8 x float> %485, %497
  %502 = fadd reassoc contract <8 x float> %486, %498
  %bin.rdx106 = fadd reassoc contract <8 x float> %500, %499
  %bin.rdx107 = fadd reassoc contract <8 x float> %501, %bin.rdx106
  %bin.rdx108 = fadd reassoc contract <8 x float> %502, %bin.rdx107
  %503 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx108)
  %504 = getelementptr inbounds float, ptr %2, i64 3
  store float %503, ptr %504, align 4
  %505 = getelementptr inbounds float, ptr %1, i64 1024
  %wide.load121 = load <8 x float>, ptr %505, align 4
  %506 = getelementptr inbounds float, ptr %1, i64 1032
  %wide.load122 = load <8 x float>, ptr %506, align 4
  %507 = getelementptr inbounds float, ptr %1, i64 1040
  %wide.load123 = load <8 x float>, ptr %507, align 4
  %508 = getelementptr inbounds float, ptr %1, i64 1048
  %wide.load124 = load <8 x float>, ptr %508, align 4
  %wide.load125 = load <8 x float>, ptr %0, align 4
  %509 = getelementptr inbounds float, ptr %0, i64 8
  %wide.load126 = load <8 x float>, ptr %509, align 4
  %510 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load127 = load <8 x float>, ptr %510, align 4
  %511 = getelementptr inbounds float, ptr %0, i64 24
  %wide.load128 = load <8 x float>, ptr %511, align 4
  %512 = fmul reassoc contract <8 x float> %wide.load121, %wide.load125
  %513 = fmul reassoc contract <8 x float> %wide.load122, %wide.load126
  %514 = fmul reassoc contract <8 x float> %wide.load123, %wide.load127
  %515 = fmul reassoc contract <8 x float> %wide.load124, %wide.load128
  %516 = fadd reassoc contract <8 x float> %512, <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>
  %517 = getelementptr inbounds float, ptr %1, i64 1056
  %wide.load121.1 = load <8 x float>, ptr %517, align 4
  %518 = getelementptr inbounds float, ptr %1, i64 1064
  %wide.load122.1 = load <8 x float>, ptr %518, align 4
  %519 = getelementptr inbounds float, ptr %1, i64 1072
  %wide.load123.1 = load <8 x float>, ptr %519, align 4
  %520 = getelementptr inbounds float, ptr %1, i64 1080
  %wide.load124.1 = load <8 x float>, ptr %520, align 4
  %521 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load125.1 = load <8 x float>, ptr %521, align 4
  %522 = getelementptr inbounds float, ptr %0, i64 40
  %wide.load126.1 = load <8 x float>, ptr %522, align 4
  %523 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load127.1 = load <8 x float>, ptr %523, align 4
  %524 = getelementptr inbounds float, ptr %0, i64 56
  %wide.load128.1 = load <8 x float>, ptr %524, align 4
  %525 = fmul reassoc contract <8 x float> %wide.load121.1, %wide.load125.1
  %526 = fmul reassoc contract <8 x float> %wide.load122.1, %wide.load126.1
  %527 = fmul reassoc contract <8 x float> %wide.load123.1, %wide.load127.1
  %528 = fmul reassoc contract <8 x float> %wide.load124.1, %wide.load128.1
  %529 = fadd reassoc contract <8 x float> %516, %525
  %530 = fadd reassoc contract <8 x float> %513, %526
  %531 = fadd reassoc contract <8 x float> %514, %527
  %532 = fadd reassoc contract <8 x float> %515, %528
  %533 = getelementptr inbounds float, ptr %1, i64 1088
  %wide.load121.2 = load <8 x float>, ptr %533, align 4
  %534 = getelementptr inbounds float, ptr %1, i64 1096
  %wide.load122.2 = load <8 x float>, ptr %534, align 4
  %535 = getelementptr inbounds float, ptr %1, i64 1104
  %wide.load123.2 = load <8 x float>, ptr %535, align 4
  %536 = getelementptr inbounds float, ptr %1, i64 1112
  %wide.load124.2 = load <8 x float>, ptr %536, align 4
  %537 = getelementptr inbounds float, ptr %0, i64 64
  %wide.load125.2 = load <8 x float>, ptr %537, align 4
  %538 = getelementptr inbounds float, ptr %0, i64 72
  %wide.load126.2 = load <8 x float>, ptr %538, align 4
  %539 = getelementptr inbounds float, ptr %0, i64 80
  %wide.load127.2 = load <8 x float>, ptr %539, align 4
  %540 = getelementptr inbounds float, ptr %0, i64 88
  %wide.load128.2 = load <8 x float>, ptr %540, align 4
  %541 = fmul reassoc contract <8 x float> %wide.load121.2, %wide.load125.2
  %542 = fmul reassoc contract <8 x float> %wide.load122.2, %wide.load126.2
  %543 = fmul reassoc contract <8 x float> %wide.load123.2, %wide.load127.2
  %544 = fmul reassoc contract <8 x float> %wide.load124.2, %wide.load128.2
  %545 = fadd reassoc contract <8 x float> %529, %541
  %546 = fadd reassoc contract <8 x float> %530, %542
  %547 = fadd reassoc contract <8 x float> %531, %543
  %548 = fadd reassoc contract <8 x float> %532, %544
  %549 = getelementptr inbounds float, ptr %1, i64 1120
  %wide.load121.3 = load <8 x float>, ptr %549, align 4
  %550 = getelementptr inbounds float, ptr %1, i64 1128
  %wide.load122.3 = load <8 x float>, ptr %550, align 4
  %551 = getelementptr inbounds float, ptr %1, i64 1136
  %wide.load123.3 = load <8 x float>, ptr %551, align 4
  %552 = getelementptr inbounds float, ptr %1, i64 1144
  %wide.load124.3 = load <8 x float>, ptr %552, align 4
  %553 = getelementptr inbounds float, ptr %0, i64 96
  %wide.load125.3 = load <8 x float>, ptr %553, align 4
  %554 = getelementptr inbounds float, ptr %0, i64 104
  %wide.load126.3 = load <8 x float>, ptr %554, align 4
  %555 = getelementptr inbounds float, ptr %0, i64 112
  %wide.load127.3 = load <8 x float>, ptr %555, align 4
  %556 = getelementptr inbounds float, ptr %0, i64 120
  %wide.load128.3 = load <8 x float>, ptr %556, align 4
  %557 = fmul reassoc contract <8 x float> %wide.load121.3, %wide.load125.3
  %558 = fmul reassoc contract <8 x float> %wide.load122.3, %wide.load126.3
  %559 = fmul reassoc contract <8 x float> %wide.load123.3, %wide.load127.3
  %560 = fmul reassoc contract <8 x float> %wide.load124.3, %wide.load128.3
  %561 = fadd reassoc contract <8 x float> %545, %557
  %562 = fadd reassoc contract <8 x float> %546, %558
  %563 = fadd reassoc contract <8 x float> %547, %559
  %564 = fadd reassoc contract <8 x float> %548, %560
  %565 = getelementptr inbounds float, ptr %1, i64 1152
  %wide.load121.4 = load <8 x float>, ptr %565, align 4
  %566 = getelementptr inbounds float, ptr %1, i64 1160
  %wide.load122.4 = load <8 x float>, ptr %566, align 4
  %567 = getelementptr inbounds float, ptr %1, i64 1168
  %wide.load123.4 = load <8 x float>, ptr %567, align 4
  %568 = getelementptr inbounds float, ptr %1, i64 1176
  %wide.load124.4 = load <8 x float>, ptr %568, align 4
  %569 = getelementptr inbounds float, ptr %0, i64 128
  %wide.load125.4 = load <8 x float>, ptr %569, align 4
  %570 = getelementptr inbounds float, ptr %0, i64 136
  %wide.load126.4 = load <8 x float>, ptr %570, align 4
  %571 = getelementptr inbounds float, ptr %0, i64 144
  %wide.load127.4 = load <8 x float>, ptr %571, align 4
  %572 = getelementptr inbounds float, ptr %0, i64 152
  %wide.load128.4 = load <8 x float>, ptr %572, align 4
  %573 = fmul reassoc contract <8 x float> %wide.load121.4, %wide.load125.4
  %574 = fmul reassoc contract <8 x float> %wide.load122.4, %wide.load126.4
  %575 = fmul reassoc contract <8 x float> %wide.load123.4, %wide.load127.4
  %576 = fmul reassoc contract <8 x float> %wide.load124.4, %wide.load128.4
  %577 = fadd reassoc contract <8 x float> %561, %573
  %578 = fadd reassoc contract <8 x float> %562, %574
  %579 = fadd reassoc contract <8 x float> %563, %575
  %580 = fadd reassoc contract <8 x float> %564, %576
  %581 = getelementptr inbounds float, ptr %1, i64 1184
  %wide.load121.5 = load <8 x float>, ptr %581, align 4
  %582 = getelementptr inbounds float, ptr %1, i64 1192
  %wide.load122.5 = load <8 x float>, ptr %582, align 4
  %583 = getelementptr inbounds float, ptr %1, i64 1200
  %wide.load123.5 = load <8 x float>, ptr %583, align 4
  %584 = getelementptr inbounds float, ptr %1, i64 1208
  %wide.load124.5 = load <8 x float>, ptr %584, align 4
  %585 = getelementptr inbounds float, ptr %0, i64 160
  %wide.load125.5 = load <8 x float>, ptr %585, align 4
  %586 = getelementptr inbounds float, ptr %0, i64 168
  %wide.load126.5 = load <8 x float>, ptr %586, align 4
  %587 = getelementptr inbounds float, ptr %0, i64 176
  %wide.load127.5 = load <8 x float>, ptr %587, align 4
  %588 = getelementptr inbounds float, ptr %0, i64 184
  %wide.load128.5 = load <8 x float>, ptr %588, align 4
  %589 = fmul reassoc contract <8 x float> %wide.load121.5, %wide.load125.5
  %590 = fmul reassoc contract <8 x float> %wide.load122.5, %wide.load126.5
  %591 = fmul reassoc contract <8 x float> %wide.load123.5, %wide.load127.5
  %592 = fmul reassoc contract <8 x float> %wide.load124.5, %wide.load128.5
  %593 = fadd reassoc contract <8 x float> %577, %589
  %594 = fadd reassoc contract <8 x float> %578, %590
  %595 = fadd reassoc contract <8 x float> %579, %591
  %596 = fadd reassoc contract <8 x float> %580, %592
  %597 = getelementptr inbounds float, ptr %1, i64 1216
  %wide.load121.6 = load <8 x float>, ptr %597, align 4
  %598 = getelementptr inbounds float, ptr %1, i64 1224
  %wide.load122.6 = load <8 x float>, ptr %598, align 4
  %599 = getelementptr inbounds float, ptr %1, i64 1232
  %wide.load123.6 = load <8 x float>, ptr %599, align 4
  %600 = getelementptr inbounds float, ptr %1, i64 1240
  %wide.load124.6 = load <8 x float>, ptr %600, align 4
  %601 = getelementptr inbounds float, ptr %0, i64 192
  %wide.load125.6 = load <8 x float>, ptr %601, align 4
  %602 = getelementptr inbounds float, ptr %0, i64 200
  %wide.load126.6 = load <8 x float>, ptr %602, align 4
  %603 = getelementptr inbounds float, ptr %0, i64 208
  %wide.load127.6 = load <8 x float>, ptr %603, align 4
  %604 = getelementptr inbounds float, ptr %0, i64 216
  %wide.load128.6 = load <8 x float>, ptr %604, align 4
  %605 = fmul reassoc contract <8 x float> %wide.load121.6, %wide.load125.6
  %606 = fmul reassoc contract <8 x float> %wide.load122.6, %wide.load126.6
  %607 = fmul reassoc contract <8 x float> %wide.load123.6, %wide.load127.6
  %608 = fmul reassoc contract <8 x float> %wide.load124.6, %wide.load128.6
  %609 = fadd reassoc contract <8 x float> %593, %605
  %610 = fadd reassoc contract <8 x float> %594, %606
  %611 = fadd reassoc contract <8 x float> %595, %607
  %612 = fadd reassoc contract <8 x float> %596, %608
  %613 = getelementptr inbounds float, ptr %1, i64 1248
  %wide.load121.7 = load <8 x float>, ptr %613, align 4
  %614 = getelementptr inbounds float, ptr %1, i64 1256
  %wide.load122.7 = load <8 x float>, ptr %614, align 4
  %615 = getelementptr inbounds float, ptr %1, i64 1264
  %wide.load123.7 = load <8 x float>, ptr %615, align 4
  %616 = getelementptr inbounds float, ptr %1, i64 1272
  %wide.load124.7 = load <8 x float>, ptr %616, align 4
  %617 = getelementptr inbounds float, ptr %0, i64 224
  %wide.load125.7 = load <8 x float>, ptr %617, align 4
  %618 = getelementptr inbounds float, ptr %0, i64 232
  %wide.load126.7 = load <8 x float>, ptr %618, align 4
  %619 = getelementptr inbounds float, ptr %0, i64 240
  %wide.load127.7 = load <8 x float>, ptr %619, align 4
  %620 = getelementptr inbounds float, ptr %0, i64 248
  %wide.load128.7 = load <8 x float>, ptr %620, align 4
  %621 = fmul reassoc contract <8 x float> %wide.load121.7, %wide.load125.7
  %622 = fmul reassoc contract <8 x float> %wide.load122.7, %wide.load126.7
  %623 = fmul reassoc contract <8 x float> %wide.load123.7, %wide.load127.7
  %624 = fmul reassoc contract <8 x float> %wide.load124.7, %wide.load128.7
  %625 = fadd reassoc contract <8 x float> %609, %621
  %626 = fadd reassoc contract <8 x float> %610, %622
  %627 = fadd reassoc contract <8 x float> %611, %623
  %628 = fadd reassoc contract <8 x float> %612, %624
  %bin.rdx130 = fadd reassoc contract <8 x float> %626, %625
  %bin.rdx131 = fadd reassoc contract <8 x float> %627, %bin.rdx130
  %bin.rdx132 = fadd reassoc contract <8 x float> %628, %bin.rdx131
  %629 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx132)
  %630 = getelementptr inbounds float, ptr %2, i64 4
  store float %629, ptr %630, align 4
  %631 = getelementptr inbounds float, ptr %1, i64 1280
  %wide.load145 = load <8 x float>, ptr %631, align 4
  %632 = getelementptr inbounds float, ptr %1, i64 1288
  %wide.load146 = load <8 x float>, ptr %632, align 4
  %633 = getelementptr inbounds float, ptr %1, i64 1296
  %wide.load147 = load <8 x float>, ptr %633, align 4
  %634 = getelementptr inbounds float, ptr %1, i64 1304
  %wide.load148 = load <8 x float>, ptr %634, align 4
  %wide.load149 = load <8 x float>, ptr %0, align 4
  %635 = getelementptr inbounds float, ptr %0, i64 8
  %wide.load150 = load <8 x float>, ptr %635, align 4
  %636 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load151 = load <8 x float>, ptr %636, align 4
  %637 = getelementptr inbounds float, ptr %0, i64 24
  %wide.load152 = load <8 x float>, ptr %637, align 4
  %638 = fmul reassoc contract <8 x float> %wide.load145, %wide.load149
  %639 = fmul reassoc contract <8 x float> %wide.load146, %wide.load150
  %640 = fmul reassoc contract <8 x float> %wide.load147, %wide.load151
  %641 = fmul reassoc contract <8 x float> %wide.load148, %wide.load152
  %642 = fadd reassoc contract <8 x float> %638, <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>
  %643 = getelementptr inbounds float, ptr %1, i64 1312
  %wide.load145.1 = load <8 x float>, ptr %643, align 4
  %644 = getelementptr inbounds float, ptr %1, i64 1320
  %wide.load146.1 = load <8 x float>, ptr %644, align 4
  %645 = getelementptr inbounds float, ptr %1, i64 1328
  %wide.load147.1 = load <8 x float>, ptr %645, align 4
  %646 = getelementptr inbounds float, ptr %1, i64 1336
  %wide.load148.1 = load <8 x float>, ptr %646, align 4
  %647 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load149.1 = load <8 x float>, ptr %647, align 4
  %648 = getelementptr inbounds float, ptr %0, i64 40
  %wide.load150.1 = load <8 x float>, ptr %648, align 4
  %649 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load151.1 = load <8 x float>, ptr %649, align 4
  %650 = getelementptr inbounds float, ptr %0, i64 56
  %wide.load152.1 = load <8 x float>, ptr %650, align 4
  %651 = fmul reassoc contract <8 x float> %wide.load145.1, %wide.load149.1
  %652 = fmul reassoc contract <8 x float> %wide.load146.1, %wide.load150.1
  %653 = fmul reassoc contract <8 x float> %wide.load147.1, %wide.load151.1
  %654 = fmul reassoc contract <8 x float> %wide.load148.1, %wide.load152.1
  %655 = fadd reassoc contract <8 x float> %642, %651
  %656 = fadd reassoc contract <8 x float> %639, %652
  %657 = fadd reassoc contract <8 x float> %640, %653
  %658 = fadd reassoc contract <8 x float> %641, %654
  %659 = getelementptr inbounds float, ptr %1, i64 1344
  %wide.load145.2 = load <8 x float>, ptr %659, align 4
  %660 = getelementptr inbounds float, ptr %1, i64 1352
  %wide.load146.2 = load <8 x float>, ptr %660, align 4
  %661 = getelementptr inbounds float, ptr %1, i64 1360
  %wide.load147.2 = load <8 x float>, ptr %661, align 4
  %662 = getelementptr inbounds float, ptr %1, i64 1368
  %wide.load148.2 = load <8 x float>, ptr %662, align 4
  %663 = getelementptr inbounds float, ptr %0, i64 64
  %wide.load149.2 = load <8 x float>, ptr %663, align 4
  %664 = getelementptr inbounds float, ptr %0, i64 72
  %wide.load150.2 = load <8 x float>, ptr %664, align 4
  %665 = getelementptr inbounds float, ptr %0, i64 80
  %wide.load151.2 = load <8 x float>, ptr %665, align 4
  %666 = getelementptr inbounds float, ptr %0, i64 88
  %wide.load152.2 = load <8 x float>, ptr %666, align 4
  %667 = fmul reassoc contract <8 x float> %wide.load145.2, %wide.load149.2
  %668 = fmul reassoc contract <8 x float> %wide.load146.2, %wide.load150.2
  %669 = fmul reassoc contract <8 x float> %wide.load147.2, %wide.load151.2
  %670 = fmul reassoc contract <8 x float> %wide.load148.2, %wide.load152.2
  %671 = fadd reassoc contract <8 x float> %655, %667
  %672 = fadd reassoc contract <8 x float> %656, %668
  %673 = fadd reassoc contract <8 x float> %657, %669
  %674 = fadd reassoc contract <8 x float> %658, %670
  %675 = getelementptr inbounds float, ptr %1, i64 1376
  %wide.load145.3 = load <8 x float>, ptr %675, align 4
  %676 = getelementptr inbounds float, ptr %1, i64 1384
  %wide.load146.3 = load <8 x float>, ptr %676, align 4
  %677 = getelementptr inbounds float, ptr %1, i64 1392
  %wide.load147.3 = load <8 x float>, ptr %677, align 4
  %678 = getelementptr inbounds float, ptr %1, i64 1400
  %wide.load148.3 = load <8 x float>, ptr %678, align 4
  %679 = getelementptr inbounds float, ptr %0, i64 96
  %wide.load149.3 = load <8 x float>, ptr %679, align 4
  %680 = getelementptr inbounds float, ptr %0, i64 104
  %wide.load150.3 = load <8 x float>, ptr %680, align 4
  %681 = getelementptr inbounds float, ptr %0, i64 112
  %wide.load151.3 = load <8 x float>, ptr %681, align 4
  %682 = getelementptr inbounds float, ptr %0, i64 120
  %wide.load152.3 = load <8 x float>, ptr %682, align 4
  %683 = fmul reassoc contract <8 x float> %wide.load145.3, %wide.load149.3
  %684 = fmul reassoc contract <8 x float> %wide.load146.3, %wide.load150.3
  %685 = fmul reassoc contract <8 x float> %wide.load147.3, %wide.load151.3
  %686 = fmul reassoc contract <8 x float> %wide.load148.3, %wide.load152.3
  %687 = fadd reassoc contract <8 x float> %671, %683
  %688 = fadd reassoc contract <8 x float> %672, %684
  %689 = fadd reassoc contract <8 x float> %673, %685
  %690 = fadd reassoc contract <8 x float> %674, %686
  %691 = getelementptr inbounds float, ptr %1, i64 1408
  %wide.load145.4 = load <8 x float>, ptr %691, align 4
  %692 = getelementptr inbounds float, ptr %1, i64 1416
  %wide.load146.4 = load <8 x float>, ptr %692, align 4
  %693 = getelementptr inbounds float, ptr %1, i64 1424
  %wide.load147.4 = load <8 x float>, ptr %693, align 4
  %694 = getelementptr inbounds float, ptr %1, i64 1432
  %wide.load148.4 = load <8 x float>, ptr %694, align 4
  %695 = getelementptr inbounds float, ptr %0, i64 128
  %wide.load149.4 = load <8 x float>, ptr %695, align 4
  %696 = getelementptr inbounds float, ptr %0, i64 136
  %wide.load150.4 = load <8 x float>, ptr %696, align 4
  %697 = getelementptr inbounds float, ptr %0, i64 144
  %wide.load151.4 = load <8 x float>, ptr %697, align 4
  %698 = getelementptr inbounds float, ptr %0, i64 152
  %wide.load152.4 = load <8 x float>, ptr %698, align 4
  %699 = fmul reassoc contract <8 x float> %wide.load145.4, %wide.load149.4
  %700 = fmul reassoc contract <8 x float> %wide.load146.4, %wide.load150.4
  %701 = fmul reassoc contract <8 x float> %wide.load147.4, %wide.load151.4
  %702 = fmul reassoc contract <8 x float> %wide.load148.4, %wide.load152.4
  %703 = fadd reassoc contract <8 x float> %687, %699
  %704 = fadd reassoc contract <8 x float> %688, %700
  %705 = fadd reassoc contract <8 x float> %689, %701
  %706 = fadd reassoc contract <8 x float> %690, %702
  %707 = getelementptr inbounds float, ptr %1, i64 1440
  %wide.load145.5 = load <8 x float>, ptr %707, align 4
  %708 = getelementptr inbounds float, ptr %1, i64 1448
  %wide.load146.5 = load <8 x float>, ptr %708, align 4
  %709 = getelementptr inbounds float, ptr %1, i64 1456
  %wide.load147.5 = load <8 x float>, ptr %709, align 4
  %710 = getelementptr inbounds float, ptr %1, i64 1464
  %wide.load148.5 = load <8 x float>, ptr %710, align 4
  %711 = getelementptr inbounds float, ptr %0, i64 160
  %wide.load149.5 = load <8 x float>, ptr %711, align 4
  %712 = getelementptr inbounds float, ptr %0, i64 168
  %wide.load150.5 = load <8 x float>, ptr %712, align 4
  %713 = getelementptr inbounds float, ptr %0, i64 176
  %wide.load151.5 = load <8 x float>, ptr %713, align 4
  %714 = getelementptr inbounds float, ptr %0, i64 184
  %wide.load152.5 = load <8 x float>, ptr %714, align 4
  %715 = fmul reassoc contract <8 x float> %wide.load145.5, %wide.load149.5
  %716 = fmul reassoc contract <8 x float> %wide.load146.5, %wide.load150.5
  %717 = fmul reassoc contract <8 x float> %wide.load147.5, %wide.load151.5
  %718 = fmul reassoc contract <8 x float> %wide.load148.5, %wide.load152.5
  %719 = fadd reassoc contract <8 x float> %703, %715
  %720 = fadd reassoc contract <8 x float> %704, %716
  %721 = fadd reassoc contract <8 x float> %705, %717
  %722 = fadd reassoc contract <8 x float> %706, %718
  %723 = getelementptr inbounds float, ptr %1, i64 1472
  %wide.load145.6 = load <8 x float>, ptr %723, align 4
  %724 = getelementptr inbounds float, ptr %1, i64 1480
  %wide.load146.6 = load <8 x float>, ptr %724, align 4
  %725 = getelementptr inbounds float, ptr %1, i64 1488
  %wide.load147.6 = load <8 x float>, ptr %725, align 4
  %726 = getelementptr inbounds float, ptr %1, i64 1496
  %wide.load148.6 = load <8 x float>, ptr %726, align 4
  %727 = getelementptr inbounds float, ptr %0, i64 192
  %wide.load149.6 = load <8 x float>, ptr %727, align 4
  %728 = getelementptr inbounds float, ptr %0, i64 200
  %wide.load150.6 = load <8 x float>, ptr %728, align 4
  %729 = getelementptr inbounds float, ptr %0, i64 208
  %wide.load151.6 = load <8 x float>, ptr %729, align 4
  %730 = getelementptr inbounds float, ptr %0, i64 216
  %wide.load152.6 = load <8 x float>, ptr %730, align 4
  %731 = fmul reassoc contract <8 x float> %wide.load145.6, %wide.load149.6
  %732 = fmul reassoc contract <8 x float> %wide.load146.6, %wide.load150.6
  %733 = fmul reassoc contract <8 x float> %wide.load147.6, %wide.load151.6
  %734 = fmul reassoc contract <8 x float> %wide.load148.6, %wide.load152.6
  %735 = fadd reassoc contract <8 x float> %719, %731
  %736 = fadd reassoc contract <8 x float> %720, %732
  %737 = fadd reassoc contract <8 x float> %721, %733
  %738 = fadd reassoc contract <8 x float> %722, %734
  %739 = getelementptr inbounds float, ptr %1, i64 1504
  %wide.load145.7 = load <8 x float>, ptr %739, align 4
  %740 = getelementptr inbounds float, ptr %1, i64 1512
  %wide.load146.7 = load <8 x float>, ptr %740, align 4
  %741 = getelementptr inbounds float, ptr %1, i64 1520
  %wide.load147.7 = load <8 x float>, ptr %741, align 4
  %742 = getelementptr inbounds float, ptr %1, i64 1528
  %wide.load148.7 = load <8 x float>, ptr %742, align 4
  %743 = getelementptr inbounds float, ptr %0, i64 224
  %wide.load149.7 = load <8 x float>, ptr %743, align 4
  %744 = getelementptr inbounds float, ptr %0, i64 232
  %wide.load150.7 = load <8 x float>, ptr %744, align 4
  %745 = getelementptr inbounds float, ptr %0, i64 240
  %wide.load151.7 = load <8 x float>, ptr %745, align 4
  %746 = getelementptr inbounds float, ptr %0, i64 248
  %wide.load152.7 = load <8 x float>, ptr %746, align 4
  %747 = fmul reassoc contract <8 x float> %wide.load145.7, %wide.load149.7
  %748 = fmul reassoc contract <8 x float> %wide.load146.7, %wide.load150.7
  %749 = fmul reassoc contract <8 x float> %wide.load147.7, %wide.load151.7
  %750 = fmul reassoc contract <8 x float> %wide.load148.7, %wide.load152.7
  %751 = fadd reassoc contract <8 x float> %735, %747
  %752 = fadd reassoc contract <8 x float> %736, %748
  %753 = fadd reassoc contract <8 x float> %737, %749
  %754 = fadd reassoc contract <8 x float> %738, %750
  %bin.rdx154 = fadd reassoc contract <8 x float> %752, %751
  %bin.rdx155 = fadd reassoc contract <8 x float> %753, %bin.rdx154
  %bin.rdx156 = fadd reassoc contract <8 x float> %754, %bin.rdx155
  %755 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx156)
  %756 = getelementptr inbounds float, ptr %2, i64 5
  store float %755, ptr %756, align 4
  %757 = getelementptr inbounds float, ptr %1, i64 1536
  %wide.load169 = load <8 x float>, ptr %757, align 4
  %758 = getelementptr inbounds float, ptr %1, i64 1544
  %wide.load170 = load <8 x float>, ptr %758, align 4
  %759 = getelementptr inbounds float, ptr %1, i64 1552
  %wide.load171 = load <8 x float>, ptr %759, align 4
  %760 = getelementptr inbounds float, ptr %1, i64 1560
  %wide.load172 = load <8 x float>, ptr %760, align 4
  %wide.load173 = load <8 x float>, ptr %0, align 4
  %761 = getelementptr inbounds float, ptr %0, i64 8
  %wide.load174 = load <8 x float>, ptr %761, align 4
  %762 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load175 = load <8 x float>, ptr %762, align 4
  %763 = getelementptr inbounds float, ptr %0, i64 24
  %wide.load176 = load <8 x float>, ptr %763, align 4
  %764 = fmul reassoc contract <8 x float> %wide.load169, %wide.load173
  %765 = fmul reassoc contract <8 x float> %wide.load170, %wide.load174
  %766 = fmul reassoc contract <8 x float> %wide.load171, %wide.load175
  %767 = fmul reassoc contract <8 x float> %wide.load172, %wide.load176
  %768 = fadd reassoc contract <8 x float> %764, <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>
  %769 = getelementptr inbounds float, ptr %1, i64 1568
  %wide.load169.1 = load <8 x float>, ptr %769, align 4
  %770 = getelementptr inbounds float, ptr %1, i64 1576
  %wide.load170.1 = load <8 x float>, ptr %770, align 4
  %771 = getelementptr inbounds float, ptr %1, i64 1584
  %wide.load171.1 = load <8 x float>, ptr %771, align 4
  %772 = getelementptr inbounds float, ptr %1, i64 1592
  %wide.load172.1 = load <8 x float>, ptr %772, align 4
  %773 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load173.1 = load <8 x float>, ptr %773, align 4
  %774 = getelementptr inbounds float, ptr %0, i64 40
  %wide.load174.1 = load <8 x float>, ptr %774, align 4
  %775 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load175.1 = load <8 x float>, ptr %775, align 4
  %776 = getelementptr inbounds float, ptr %0, i64 56
  %wide.load176.1 = load <8 x float>, ptr %776, align 4
  %777 = fmul reassoc contract <8 x float> %wide.load169.1, %wide.load173.1
  %778 = fmul reassoc contract <8 x float> %wide.load170.1, %wide.load174.1
  %779 = fmul reassoc contract <8 x float> %wide.load171.1, %wide.load175.1
  %780 = fmul reassoc contract <8 x float> %wide.load172.1, %wide.load176.1
  %781 = fadd reassoc contract <8 x float> %768, %777
  %782 = fadd reassoc contract <8 x float> %765, %778
  %783 = fadd reassoc contract <8 x float> %766, %779
  %784 = fadd reassoc contract <8 x float> %767, %780
  %785 = getelementptr inbounds float, ptr %1, i64 1600
  %wide.load169.2 = load <8 x float>, ptr %785, align 4
  %786 = getelementptr inbounds float, ptr %1, i64 1608
  %wide.load170.2 = load <8 x float>, ptr %786, align 4
  %787 = getelementptr inbounds float, ptr %1, i64 1616
  %wide.load171.2 = load <8 x float>, ptr %787, align 4
  %788 = getelementptr inbounds float, ptr %1, i64 1624
  %wide.load172.2 = load <8 x float>, ptr %788, align 4
  %789 = getelementptr inbounds float, ptr %0, i64 64
  %wide.load173.2 = load <8 x float>, ptr %789, align 4
  %790 = getelementptr inbounds float, ptr %0, i64 72
  %wide.load174.2 = load <8 x float>, ptr %790, align 4
  %791 = getelementptr inbounds float, ptr %0, i64 80
  %wide.load175.2 = load <8 x float>, ptr %791, align 4
  %792 = getelementptr inbounds float, ptr %0, i64 88
  %wide.load176.2 = load <8 x float>, ptr %792, align 4
  %793 = fmul reassoc contract <8 x float> %wide.load169.2, %wide.load173.2
  %794 = fmul reassoc contract <8 x float> %wide.load170.2, %wide.load174.2
  %795 = fmul reassoc contract <8 x float> %wide.load171.2, %wide.load175.2
  %796 = fmul reassoc contract <8 x float> %wide.load172.2, %wide.load176.2
  %797 = fadd reassoc contract <8 x float> %781, %793
  %798 = fadd reassoc contract <8 x float> %782, %794
  %799 = fadd reassoc contract <8 x float> %783, %795
  %800 = fadd reassoc contract <8 x float> %784, %796
  %801 = getelementptr inbounds float, ptr %1, i64 1632
  %wide.load169.3 = load <8 x float>, ptr %801, align 4
  %802 = getelementptr inbounds float, ptr %1, i64 1640
  %wide.load170.3 = load <8 x float>, ptr %802, align 4
  %803 = getelementptr inbounds float, ptr %1, i64 1648
  %wide.load171.3 = load <8 x float>, ptr %803, align 4
  %804 = getelementptr inbounds float, ptr %1, i64 1656
  %wide.load172.3 = load <8 x float>, ptr %804, align 4
  %805 = getelementptr inbounds float, ptr %0, i64 96
  %wide.load173.3 = load <8 x float>, ptr %805, align 4
  %806 = getelementptr inbounds float, ptr %0, i64 104
  %wide.load174.3 = load <8 x float>, ptr %806, align 4
  %807 = getelementptr inbounds float, ptr %0, i64 112
  %wide.load175.3 = load <8 x float>, ptr %807, align 4
  %808 = getelementptr inbounds float, ptr %0, i64 120
  %wide.load176.3 = load <8 x float>, ptr %808, align 4
  %809 = fmul reassoc contract <8 x float> %wide.load169.3, %wide.load173.3
  %810 = fmul reassoc contract <8 x float> %wide.load170.3, %wide.load174.3
  %811 = fmul reassoc contract <8 x float> %wide.load171.3, %wide.load175.3
  %812 = fmul reassoc contract <8 x float> %wide.load172.3, %wide.load176.3
  %813 = fadd reassoc contract <8 x float> %797, %809
  %814 = fadd reassoc contract <8 x float> %798, %810
  %815 = fadd reassoc contract <8 x float> %799, %811
  %816 = fadd reassoc contract <8 x float> %800, %812
  %817 = getelementptr inbounds float, ptr %1, i64 1664
  %wide.load169.4 = load <8 x float>, ptr %817, align 4
  %818 = getelementptr inbounds float, ptr %1, i64 1672
  %wide.load170.4 = load <8 x float>, ptr %818, align 4
  %819 = getelementptr inbounds float, ptr %1, i64 1680
  %wide.load171.4 = load <8 x float>, ptr %819, align 4
  %820 = getelementptr inbounds float, ptr %1, i64 1688
  %wide.load172.4 = load <8 x float>, ptr %820, align 4
  %821 = getelementptr inbounds float, ptr %0, i64 128
  %wide.load173.4 = load <8 x float>, ptr %821, align 4
  %822 = getelementptr inbounds float, ptr %0, i64 136
  %wide.load174.4 = load <8 x float>, ptr %822, align 4
  %823 = getelementptr inbounds float, ptr %0, i64 144
  %wide.load175.4 = load <8 x float>, ptr %823, align 4
  %824 = getelementptr inbounds float, ptr %0, i64 152
  %wide.load176.4 = load <8 x float>, ptr %824, align 4
  %825 = fmul reassoc contract <8 x float> %wide.load169.4, %wide.load173.4
  %826 = fmul reassoc contract <8 x float> %wide.load170.4, %wide.load174.4
  %827 = fmul reassoc contract <8 x float> %wide.load171.4, %wide.load175.4
  %828 = fmul reassoc contract <8 x float> %wide.load172.4, %wide.load176.4
  %829 = fadd reassoc contract <8 x float> %813, %825
  %830 = fadd reassoc contract <8 x float> %814, %826
  %831 = fadd reassoc contract <8 x float> %815, %827
  %832 = fadd reassoc contract <8 x float> %816, %828
  %833 = getelementptr inbounds float, ptr %1, i64 1696
  %wide.load169.5 = load <8 x float>, ptr %833, align 4
  %834 = getelementptr inbounds float, ptr %1, i64 1704
  %wide.load170.5 = load <8 x float>, ptr %834, align 4
  %835 = getelementptr inbounds float, ptr %1, i64 1712
  %wide.load171.5 = load <8 x float>, ptr %835, align 4
  %836 = getelementptr inbounds float, ptr %1, i64 1720
  %wide.load172.5 = load <8 x float>, ptr %836, align 4
  %837 = getelementptr inbounds float, ptr %0, i64 160
  %wide.load173.5 = load <8 x float>, ptr %837, align 4
  %838 = getelementptr inbounds float, ptr %0, i64 168
  %wide.load174.5 = load <8 x float>, ptr %838, align 4
  %839 = getelementptr inbounds float, ptr %0, i64 176
  %wide.load175.5 = load <8 x float>, ptr %839, align 4
  %840 = getelementptr inbounds float, ptr %0, i64 184
  %wide.load176.5 = load <8 x float>, ptr %840, align 4
  %841 = fmul reassoc contract <8 x float> %wide.load169.5, %wide.load173.5
  %842 = fmul reassoc contract <8 x float> %wide.load170.5, %wide.load174.5
  %843 = fmul reassoc contract <8 x float> %wide.load171.5, %wide.load175.5
  %844 = fmul reassoc contract <8 x float> %wide.load172.5, %wide.load176.5
  %845 = fadd reassoc contract <8 x float> %829, %841
  %846 = fadd reassoc contract <8 x float> %830, %842
  %847 = fadd reassoc contract <8 x float> %831, %843
  %848 = fadd reassoc contract <8 x float> %832, %844
  %849 = getelementptr inbounds float, ptr %1, i64 1728
  %wide.load169.6 = load <8 x float>, ptr %849, align 4
  %850 = getelementptr inbounds float, ptr %1, i64 1736
  %wide.load170.6 = load <8 x float>, ptr %850, align 4
  %851 = getelementptr inbounds float, ptr %1, i64 1744
  %wide.load171.6 = load <8 x float>, ptr %851, align 4
  %852 = getelementptr inbounds float, ptr %1, i64 1752
  %wide.load172.6 = load <8 x float>, ptr %852, align 4
  %853 = getelementptr inbounds float, ptr %0, i64 192
  %wide.load173.6 = load <8 x float>, ptr %853, align 4
  %854 = getelementptr inbounds float, ptr %0, i64 200
  %wide.load174.6 = load <8 x float>, ptr %854, align 4
  %855 = getelementptr inbounds float, ptr %0, i64 208
  %wide.load175.6 = load <8 x float>, ptr %855, align 4
  %856 = getelementptr inbounds float, ptr %0, i64 216
  %wide.load176.6 = load <8 x float>, ptr %856, align 4
  %857 = fmul reassoc contract <8 x float> %wide.load169.6, %wide.load173.6
  %858 = fmul reassoc contract <8 x float> %wide.load170.6, %wide.load174.6
  %859 = fmul reassoc contract <8 x float> %wide.load171.6, %wide.load175.6
  %860 = fmul reassoc contract <8 x float> %wide.load172.6, %wide.load176.6
  %861 = fadd reassoc contract <8 x float> %845, %857
  %862 = fadd reassoc contract <8 x float> %846, %858
  %863 = fadd reassoc contract <8 x float> %847, %859
  %864 = fadd reassoc contract <8 x float> %848, %860
  %865 = getelementptr inbounds float, ptr %1, i64 1760
  %wide.load169.7 = load <8 x float>, ptr %865, align 4
  %866 = getelementptr inbounds float, ptr %1, i64 1768
  %wide.load170.7 = load <8 x float>, ptr %866, align 4
  %867 = getelementptr inbounds float, ptr %1, i64 1776
  %wide.load171.7 = load <8 x float>, ptr %867, align 4
  %868 = getelementptr inbounds float, ptr %1, i64 1784
  %wide.load172.7 = load <8 x float>, ptr %868, align 4
  %869 = getelementptr inbounds float, ptr %0, i64 224
  %wide.load173.7 = load <8 x float>, ptr %869, align 4
  %870 = getelementptr inbounds float, ptr %0, i64 232
  %wide.load174.7 = load <8 x float>, ptr %870, align 4
  %871 = getelementptr inbounds float, ptr %0, i64 240
  %wide.load175.7 = load <8 x float>, ptr %871, align 4
  %872 = getelementptr inbounds float, ptr %0, i64 248
  %wide.load176.7 = load <8 x float>, ptr %872, align 4
  %873 = fmul reassoc contract <8 x float> %wide.load169.7, %wide.load173.7
  %874 = fmul reassoc contract <8 x float> %wide.load170.7, %wide.load174.7
  %875 = fmul reassoc contract <8 x float> %wide.load171.7, %wide.load175.7
  %876 = fmul reassoc contract <8 x float> %wide.load172.7, %wide.load176.7
  %877 = fadd reassoc contract <8 x float> %861, %873
  %878 = fadd reassoc contract <8 x float> %862, %874
  %879 = fadd reassoc contract <8 x float> %863, %875
  %880 = fadd reassoc contract <8 x float> %864, %876
  %bin.rdx178 = fadd reassoc contract <8 x float> %878, %877
  %bin.rdx179 = fadd reassoc contract <8 x float> %879, %bin.rdx178
  %bin.rdx180 = fadd reassoc contract <8 x float> %880, %bin.rdx179
  %881 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx180)
  %882 = getelementptr inbounds float, ptr %2, i64 6
  store float %881, ptr %882, align 4
  %883 = getelementptr inbounds float, ptr %1, i64 1792
  %wide.load193 = load <8 x float>, ptr %883, align 4
  %884 = getelementptr inbounds float, ptr %1, i64 1800
  %wide.load194 = load <8 x float>, ptr %884, align 4
  %885 = getelementptr inbounds float, ptr %1, i64 1808
  %wide.load195 = load <8 x float>, ptr %885, align 4
  %886 = getelementptr inbounds float, ptr %1, i64 1816
  %wide.load196 = load <8 x float>, ptr %886, align 4
  %wide.load197 = load <8 x float>, ptr %0, align 4
  %887 = getelementptr inbounds float, ptr %0, i64 8
  %wide.load198 = load <8 x float>, ptr %887, align 4
  %888 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load199 = load <8 x float>, ptr %888, align 4
  %889 = getelementptr inbounds float, ptr %0, i64 24
  %wide.load200 = load <8 x float>, ptr %889, align 4
  %890 = fmul reassoc contract <8 x float> %wide.load193, %wide.load197
  %891 = fmul reassoc contract <8 x float> %wide.load194, %wide.load198
  %892 = fmul reassoc contract <8 x float> %wide.load195, %wide.load199
  %893 = fmul reassoc contract <8 x float> %wide.load196, %wide.load200
  %894 = fadd reassoc contract <8 x float> %890, <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>
  %895 = getelementptr inbounds float, ptr %1, i64 1824
  %wide.load193.1 = load <8 x float>, ptr %895, align 4
  %896 = getelementptr inbounds float, ptr %1, i64 1832
  %wide.load194.1 = load <8 x float>, ptr %896, align 4
  %897 = getelementptr inbounds float, ptr %1, i64 1840
  %wide.load195.1 = load <8 x float>, ptr %897, align 4
  %898 = getelementptr inbounds float, ptr %1, i64 1848
  %wide.load196.1 = load <8 x float>, ptr %898, align 4
  %899 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load197.1 = load <8 x float>, ptr %899, align 4
  %900 = getelementptr inbounds float, ptr %0, i64 40
  %wide.load198.1 = load <8 x float>, ptr %900, align 4
  %901 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load199.1 = load <8 x float>, ptr %901, align 4
  %902 = getelementptr inbounds float, ptr %0, i64 56
  %wide.load200.1 = load <8 x float>, ptr %902, align 4
  %903 = fmul reassoc contract <8 x float> %wide.load193.1, %wide.load197.1
  %904 = fmul reassoc contract <8 x float> %wide.load194.1, %wide.load198.1
  %905 = fmul reassoc contract <8 x float> %wide.load195.1, %wide.load199.1
  %906 = fmul reassoc contract <8 x float> %wide.load196.1, %wide.load200.1
  %907 = fadd reassoc contract <8 x float> %894, %903
  %908 = fadd reassoc contract <8 x float> %891, %904
  %909 = fadd reassoc contract <8 x float> %892, %905
  %910 = fadd reassoc contract <8 x float> %893, %906
  %911 = getelementptr inbounds float, ptr %1, i64 1856
  %wide.load193.2 = load <8 x float>, ptr %911, align 4
  %912 = getelementptr inbounds float, ptr %1, i64 1864
  %wide.load194.2 = load <8 x float>, ptr %912, align 4
  %913 = getelementptr inbounds float, ptr %1, i64 1872
  %wide.load195.2 = load <8 x float>, ptr %913, align 4
  %914 = getelementptr inbounds float, ptr %1, i64 1880
  %wide.load196.2 = load <8 x float>, ptr %914, align 4
  %915 = getelementptr inbounds float, ptr %0, i64 64
  %wide.load197.2 = load <8 x float>, ptr %915, align 4
  %916 = getelementptr inbounds float, ptr %0, i64 72
  %wide.load198.2 = load <8 x float>, ptr %916, align 4
  %917 = getelementptr inbounds float, ptr %0, i64 80
  %wide.load199.2 = load <8 x float>, ptr %917, align 4
  %918 = getelementptr inbounds float, ptr %0, i64 88
  %wide.load200.2 = load <8 x float>, ptr %918, align 4
  %919 = fmul reassoc contract <8 x float> %wide.load193.2, %wide.load197.2
  %920 = fmul reassoc contract <8 x float> %wide.load194.2, %wide.load198.2
  %921 = fmul reassoc contract <8 x float> %wide.load195.2, %wide.load199.2
  %922 = fmul reassoc contract <8 x float> %wide.load196.2, %wide.load200.2
  %923 = fadd reassoc contract <8 x float> %907, %919
  %924 = fadd reassoc contract <8 x float> %908, %920
  %925 = fadd reassoc contract <8 x float> %909, %921
  %926 = fadd reassoc contract <8 x float> %910, %922
  %927 = getelementptr inbounds float, ptr %1, i64 1888
  %wide.load193.3 = load <8 x float>, ptr %927, align 4
  %928 = getelementptr inbounds float, ptr %1, i64 1896
  %wide.load194.3 = load <8 x float>, ptr %928, align 4
  %929 = getelementptr inbounds float, ptr %1, i64 1904
  %wide.load195.3 = load <8 x float>, ptr %929, align 4
  %930 = getelementptr inbounds float, ptr %1, i64 1912
  %wide.load196.3 = load <8 x float>, ptr %930, align 4
  %931 = getelementptr inbounds float, ptr %0, i64 96
  %wide.load197.3 = load <8 x float>, ptr %931, align 4
  %932 = getelementptr inbounds float, ptr %0, i64 104
  %wide.load198.3 = load <8 x float>, ptr %932, align 4
  %933 = getelementptr inbounds float, ptr %0, i64 112
  %wide.load199.3 = load <8 x float>, ptr %933, align 4
  %934 = getelementptr inbounds float, ptr %0, i64 120
  %wide.load200.3 = load <8 x float>, ptr %934, align 4
  %935 = fmul reassoc contract <8 x float> %wide.load193.3, %wide.load197.3
  %936 = fmul reassoc contract <8 x float> %wide.load194.3, %wide.load198.3
  %937 = fmul reassoc contract <8 x float> %wide.load195.3, %wide.load199.3
  %938 = fmul reassoc contract <8 x float> %wide.load196.3, %wide.load200.3
  %939 = fadd reassoc contract <8 x float> %923, %935
  %940 = fadd reassoc contract <8 x float> %924, %936
  %941 = fadd reassoc contract <8 x float> %925, %937
  %942 = fadd reassoc contract <8 x float> %926, %938
  %943 = getelementptr inbounds float, ptr %1, i64 1920
  %wide.load193.4 = load <8 x float>, ptr %943, align 4
  %944 = getelementptr inbounds float, ptr %1, i64 1928
  %wide.load194.4 = load <8 x float>, ptr %944, align 4
  %945 = getelementptr inbounds float, ptr %1, i64 1936
  %wide.load195.4 = load <8 x float>, ptr %945, align 4
  %946 = getelementptr inbounds float, ptr %1, i64 1944
  %wide.load196.4 = load <8 x float>, ptr %946, align 4
  %947 = getelementptr inbounds float, ptr %0, i64 128
  %wide.load197.4 = load <8 x float>, ptr %947, align 4
  %948 = getelementptr inbounds float, ptr %0, i64 136
  %wide.load198.4 = load <8 x float>, ptr %948, align 4
  %949 = getelementptr inbounds float, ptr %0, i64 144
  %wide.load199.4 = load <8 x float>, ptr %949, align 4
  %950 = getelementptr inbounds float, ptr %0, i64 152
  %wide.load200.4 = load <8 x float>, ptr %950, align 4
  %951 = fmul reassoc contract <8 x float> %wide.load193.4, %wide.load197.4
  %952 = fmul reassoc contract <8 x float> %wide.load194.4, %wide.load198.4
  %953 = fmul reassoc contract <8 x float> %wide.load195.4, %wide.load199.4
  %954 = fmul reassoc contract <8 x float> %wide.load196.4, %wide.load200.4
  %955 = fadd reassoc contract <8 x float> %939, %951
  %956 = fadd reassoc contract <8 x float> %940, %952
  %957 = fadd reassoc contract <8 x float> %941, %953
  %958 = fadd reassoc contract <8 x float> %942, %954
  %959 = getelementptr inbounds float, ptr %1, i64 1952
  %wide.load193.5 = load <8 x float>, ptr %959, align 4
  %960 = getelementptr inbounds float, ptr %1, i64 1960
  %wide.load194.5 = load <8 x float>, ptr %960, align 4
  %961 = getelementptr inbounds float, ptr %1, i64 1968
  %wide.load195.5 = load <8 x float>, ptr %961, align 4
  %962 = getelementptr inbounds float, ptr %1, i64 1976
  %wide.load196.5 = load <8 x float>, ptr %962, align 4
  %963 = getelementptr inbounds float, ptr %0, i64 160
  %wide.load197.5 = load <8 x float>, ptr %963, align 4
  %964 = getelementptr inbounds float, ptr %0, i64 168
  %wide.load198.5 = load <8 x float>, ptr %964, align 4
  %965 = getelementptr inbounds float, ptr %0, i64 176
  %wide.load199.5 = load <8 x float>, ptr %965, align 4
  %966 = getelementptr inbounds float, ptr %0, i64 184
  %wide.load200.5 = load <8 x float>, ptr %966, align 4
  %967 = fmul reassoc contract <8 x float> %wide.load193.5, %wide.load197.5
  %968 = fmul reassoc contract <8 x float> %wide.load194.5, %wide.load198.5
  %969 = fmul reassoc contract <8 x float> %wide.load195.5, %wide.load199.5
  %970 = fmul reassoc contract <8 x float> %wide.load196.5, %wide.load200.5
  %971 = fadd reassoc contract <8 x float> %955, %967
  %972 = fadd reassoc contract <8 x float> %956, %968
  %973 = fadd reassoc contract <8 x float> %957, %969
  %974 = fadd reassoc contract <8 x float> %958, %970
  %975 = getelementptr inbounds float, ptr %1, i64 1984
  %wide.load193.6 = load <8 x float>, ptr %975, align 4
  %976 = getelementptr inbounds float, ptr %1, i64 1992
  %wide.load194.6 = load <8 x float>, ptr %976, align 4
  %977 = getelementptr inbounds float, ptr %1, i64 2000
  %wide.load195.6 = load <8 x float>, ptr %977, align 4
  %978 = getelementptr inbounds float, ptr %1, i64 2008
  %wide.load196.6 = load <8 x float>, ptr %978, align 4
  %979 = getelementptr inbounds float, ptr %0, i64 192
  %wide.load197.6 = load <8 x float>, ptr %979, align 4
  %980 = getelementptr inbounds float, ptr %0, i64 200
  %wide.load198.6 = load <8 x float>, ptr %980, align 4
  %981 = getelementptr inbounds float, ptr %0, i64 208
  %wide.load199.6 = load <8 x float>, ptr %981, align 4
  %982 = getelementptr inbounds float, ptr %0, i64 216
  %wide.load200.6 = load <8 x float>, ptr %982, align 4
  %983 = fmul reassoc contract <8 x float> %wide.load193.6, %wide.load197.6
  %984 = fmul reassoc contract <8 x float> %wide.load194.6, %wide.load198.6
  %985 = fmul reassoc contract <8 x float> %wide.load195.6, %wide.load199.6
  %986 = fmul reassoc contract <8 x float> %wide.load196.6, %wide.load200.6
  %987 = fadd reassoc contract <8 x float> %971, %983
  %988 = fadd reassoc contract <8 x float> %972, %984
  %989 = fadd reassoc contract <8 x float> %973, %985
  %990 = fadd reassoc contract <8 x float> %974, %986
  %991 = getelementptr inbounds float, ptr %1, i64 2016
  %wide.load193.7 = load <8 x float>, ptr %991, align 4
  %992 = getelementptr inbounds float, ptr %1, i64 2024
  %wide.load194.7 = load <8 x float>, ptr %992, align 4
  %993 = getelementptr inbounds float, ptr %1, i64 2032
  %wide.load195.7 = load <8 x float>, ptr %993, align 4
  %994 = getelementptr inbounds float, ptr %1, i64 2040
  %wide.load196.7 = load <8 x float>, ptr %994, align 4
  %995 = getelementptr inbounds float, ptr %0, i64 224
  %wide.load197.7 = load <8 x float>, ptr %995, align 4
  %996 = getelementptr inbounds float, ptr %0, i64 232
  %wide.load198.7 = load <8 x float>, ptr %996, align 4
  %997 = getelementptr inbounds float, ptr %0, i64 240
  %wide.load199.7 = load <8 x float>, ptr %997, align 4
  %998 = getelementptr inbounds float, ptr %0, i64 248
  %wide.load200.7 = load <8 x float>, ptr %998, align 4
  %999 = fmul reassoc contract <8 x float> %wide.load193.7, %wide.load197.7
  %1000 = fmul reassoc contract <8 x float> %wide.load194.7, %wide.load198.7
  %1001 = fmul reassoc contract <8 x float> %wide.load195.7, %wide.load199.7
  %1002 = fmul reassoc contract <8 x float> %wide.load196.7, %wide.load200.7
  %1003 = fadd reassoc contract <8 x float> %987, %999
  %1004 = fadd reassoc contract <8 x float> %988, %1000
  %1005 = fadd reassoc contract <8 x float> %989, %1001
  %1006 = fadd reassoc contract <8 x float> %990, %1002
  %bin.rdx202 = fadd reassoc contract <8 x float> %1004, %1003
  %bin.rdx203 = fadd reassoc contract <8 x float> %1005, %bin.rdx202
  %bin.rdx204 = fadd reassoc contract <8 x float> %1006, %bin.rdx203
  %1007 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx204)
  %1008 = getelementptr inbounds float, ptr %2, i64 7
  store float %1007, ptr %1008, align 4
  %1009 = getelementptr inbounds float, ptr %1, i64 2048
  %wide.load217 = load <8 x float>, ptr %1009, align 4
  %1010 = getelementptr inbounds float, ptr %1, i64 2056
  %wide.load218 = load <8 x float>, ptr %1010, align 4
  %1011 = getelementptr inbounds float, ptr %1, i64 2064
  %wide.load219 = load <8 x float>, ptr %1011, align 4
  %1012 = getelementptr inbounds float, ptr %1, i64 2072
  %wide.load220 = load <8 x float>, ptr %1012, align 4
  %wide.load221 = load <8 x float>, ptr %0, align 4
  %1013 = getelementptr inbounds float, ptr %0, i64 8
  %wide.load222 = load <8 x float>, ptr %1013, align 4
  %1014 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load223 = load <8 x float>, ptr %1014, align 4
  %1015 = getelementptr inbounds float, ptr %0, i64 24
  %wide.load224 = load <8 x float>, ptr %1015, align 4
  %1016 = fmul reassoc contract <8 x float> %wide.load217, %wide.load221
  %1017 = fmul reassoc contract <8 x float> %wide.load218, %wide.load222
  %1018 = fmul reassoc contract <8 x float> %wide.load219, %wide.load223
  %1019 = fmul reassoc contract <8 x float> %wide.load220, %wide.load224
  %1020 = fadd reassoc contract <8 x float> %1016, <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>
  %1021 = getelementptr inbounds float, ptr %1, i64 2080
  %wide.load217.1 = load <8 x float>, ptr %1021, align 4
  %1022 = getelementptr inbounds float, ptr %1, i64 2088
  %wide.load218.1 = load <8 x float>, ptr %1022, align 4
  %1023 = getelementptr inbounds float, ptr %1, i64 2096
  %wide.load219.1 = load <8 x float>, ptr %1023, align 4
  %1024 = getelementptr inbounds float, ptr %1, i64 2104
  %wide.load220.1 = load <8 x float>, ptr %1024, align 4
  %1025 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load221.1 = load <8 x float>, ptr %1025, align 4
  %1026 = getelementptr inbounds float, ptr %0, i64 40
  %wide.load222.1 = load <8 x float>, ptr %1026, align 4
  %1027 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load223.1 = load <8 x float>, ptr %1027, align 4
  %1028 = getelementptr inbounds float, ptr %0, i64 56
  %wide.load224.1 = load <8 x float>, ptr %1028, align 4
  %1029 = fmul reassoc contract <8 x float> %wide.load217.1, %wide.load221.1
  %1030 = fmul reassoc contract <8 x float> %wide.load218.1, %wide.load222.1
  %1031 = fmul reassoc contract <8 x float> %wide.load219.1, %wide.load223.1
  %1032 = fmul reassoc contract <8 x float> %wide.load220.1, %wide.load224.1
  %1033 = fadd reassoc contract <8 x float> %1020, %1029
  %1034 = fadd reassoc contract <8 x float> %1017, %1030
  %1035 = fadd reassoc contract <8 x float> %1018, %1031
  %1036 = fadd reassoc contract <8 x float> %1019, %1032
  %1037 = getelementptr inbounds float, ptr %1, i64 2112
  %wide.load217.2 = load <8 x float>, ptr %1037, align 4
  %1038 = getelementptr inbounds float, ptr %1, i64 2120
  %wide.load218.2 = load <8 x float>, ptr %1038, align 4
  %1039 = getelementptr inbounds float, ptr %1, i64 2128
  %wide.load219.2 = load <8 x float>, ptr %1039, align 4
  %1040 = getelementptr inbounds float, ptr %1, i64 2136
  %wide.load220.2 = load <8 x float>, ptr %1040, align 4
  %1041 = getelementptr inbounds float, ptr %0, i64 64
  %wide.load221.2 = load <8 x float>, ptr %1041, align 4
  %1042 = getelementptr inbounds float, ptr %0, i64 72
  %wide.load222.2 = load <8 x float>, ptr %1042, align 4
  %1043 = getelementptr inbounds float, ptr %0, i64 80
  %wide.load223.2 = load <8 x float>, ptr %1043, align 4
  %1044 = getelementptr inbounds float, ptr %0, i64 88
  %wide.load224.2 = load <8 x float>, ptr %1044, align 4
  %1045 = fmul reassoc contract <8 x float> %wide.load217.2, %wide.load221.2
  %1046 = fmul reassoc contract <8 x float> %wide.load218.2, %wide.load222.2
  %1047 = fmul reassoc contract <8 x float> %wide.load219.2, %wide.load223.2
  %1048 = fmul reassoc contract <8 x float> %wide.load220.2, %wide.load224.2
  %1049 = fadd reassoc contract <8 x float> %1033, %1045
  %1050 = fadd reassoc contract <8 x float> %1034, %1046
  %1051 = fadd reassoc contract <8 x float> %1035, %1047
  %1052 = fadd reassoc contract <8 x float> %1036, %1048
  %1053 = getelementptr inbounds float, ptr %1, i64 2144
  %wide.load217.3 = load <8 x float>, ptr %1053, align 4
  %1054 = getelementptr inbounds float, ptr %1, i64 2152
  %wide.load218.3 = load <8 x float>, ptr %1054, align 4
  %1055 = getelementptr inbounds float, ptr %1, i64 2160
  %wide.load219.3 = load <8 x float>, ptr %1055, align 4
  %1056 = getelementptr inbounds float, ptr %1, i64 2168
  %wide.load220.3 = load <8 x float>, ptr %1056, align 4
  %1057 = getelementptr inbounds float, ptr %0, i64 96
  %wide.load221.3 = load <8 x float>, ptr %1057, align 4
  %1058 = getelementptr inbounds float, ptr %0, i64 104
  %wide.load222.3 = load <8 x float>, ptr %1058, align 4
  %1059 = getelementptr inbounds float, ptr %0, i64 112
  %wide.load223.3 = load <8 x float>, ptr %1059, align 4
  %1060 = getelementptr inbounds float, ptr %0, i64 120
  %wide.load224.3 = load <8 x float>, ptr %1060, align 4
  %1061 = fmul reassoc contract <8 x float> %wide.load217.3, %wide.load221.3
  %1062 = fmul reassoc contract <8 x float> %wide.load218.3, %wide.load222.3
  %1063 = fmul reassoc contract <8 x float> %wide.load219.3, %wide.load223.3
  %1064 = fmul reassoc contract <8 x float> %wide.load220.3, %wide.load224.3
  %1065 = fadd reassoc contract <8 x float> %1049, %1061
  %1066 = fadd reassoc contract <8 x float> %1050, %1062
  %1067 = fadd reassoc contract <8 x float> %1051, %1063
  %1068 = fadd reassoc contract <8 x float> %1052, %1064
  %1069 = getelementptr inbounds float, ptr %1, i64 2176
  %wide.load217.4 = load <8 x float>, ptr %1069, align 4
  %1070 = getelementptr inbounds float, ptr %1, i64 2184
  %wide.load218.4 = load <8 x float>, ptr %1070, align 4
  %1071 = getelementptr inbounds float, ptr %1, i64 2192
  %wide.load219.4 = load <8 x float>, ptr %1071, align 4
  %1072 = getelementptr inbounds float, ptr %1, i64 2200
  %wide.load220.4 = load <8 x float>, ptr %1072, align 4
  %1073 = getelementptr inbounds float, ptr %0, i64 128
  %wide.load221.4 = load <8 x float>, ptr %1073, align 4
  %1074 = getelementptr inbounds float, ptr %0, i64 136
  %wide.load222.4 = load <8 x float>, ptr %1074, align 4
  %1075 = getelementptr inbounds float, ptr %0, i64 144
  %wide.load223.4 = load <8 x float>, ptr %1075, align 4
  %1076 = getelementptr inbounds float, ptr %0, i64 152
  %wide.load224.4 = load <8 x float>, ptr %1076, align 4
  %1077 = fmul reassoc contract <8 x float> %wide.load217.4, %wide.load221.4
  %1078 = fmul reassoc contract <8 x float> %wide.load218.4, %wide.load222.4
  %1079 = fmul reassoc contract <8 x float> %wide.load219.4, %wide.load223.4
  %1080 = fmul reassoc contract <8 x float> %wide.load220.4, %wide.load224.4
  %1081 = fadd reassoc contract <8 x float> %1065, %1077
  %1082 = fadd reassoc contract <8 x float> %1066, %1078
  %1083 = fadd reassoc contract <8 x float> %1067, %1079
  %1084 = fadd reassoc contract <8 x float> %1068, %1080
  %1085 = getelementptr inbounds float, ptr %1, i64 2208
  %wide.load217.5 = load <8 x float>, ptr %1085, align 4
  %1086 = getelementptr inbounds float, ptr %1, i64 2216
  %wide.load218.5 = load <8 x float>, ptr %1086, align 4
  %1087 = getelementptr inbounds float, ptr %1, i64 2224
  %wide.load219.5 = load <8 x float>, ptr %1087, align 4
  %1088 = getelementptr inbounds float, ptr %1, i64 2232
  %wide.load220.5 = load <8 x float>, ptr %1088, align 4
  %1089 = getelementptr inbounds float, ptr %0, i64 160
  %wide.load221.5 = load <8 x float>, ptr %1089, align 4
  %1090 = getelementptr inbounds float, ptr %0, i64 168
  %wide.load222.5 = load <8 x float>, ptr %1090, align 4
  %1091 = getelementptr inbounds float, ptr %0, i64 176
  %wide.load223.5 = load <8 x float>, ptr %1091, align 4
  %1092 = getelementptr inbounds float, ptr %0, i64 184
  %wide.load224.5 = load <8 x float>, ptr %1092, align 4
  %1093 = fmul reassoc contract <8 x float> %wide.load217.5, %wide.load221.5
  %1094 = fmul reassoc contract <8 x float> %wide.load218.5, %wide.load222.5
  %1095 = fmul reassoc contract <8 x float> %wide.load219.5, %wide.load223.5
  %1096 = fmul reassoc contract <8 x float> %wide.load220.5, %wide.load224.5
  %1097 = fadd reassoc contract <8 x float> %1081, %1093
  %1098 = fadd reassoc contract <8 x float> %1082, %1094
  %1099 = fadd reassoc contract <8 x float> %1083, %1095
  %1100 = fadd reassoc contract <8 x float> %1084, %1096
  %1101 = getelementptr inbounds float, ptr %1, i64 2240
  %wide.load217.6 = load <8 x float>, ptr %1101, align 4
  %1102 = getelementptr inbounds float, ptr %1, i64 2248
  %wide.load218.6 = load <8 x float>, ptr %1102, align 4
  %1103 = getelementptr inbounds float, ptr %1, i64 2256
  %wide.load219.6 = load <8 x float>, ptr %1103, align 4
  %1104 = getelementptr inbounds float, ptr %1, i64 2264
  %wide.load220.6 = load <8 x float>, ptr %1104, align 4
  %1105 = getelementptr inbounds float, ptr %0, i64 192
  %wide.load221.6 = load <8 x float>, ptr %1105, align 4
  %1106 = getelementptr inbounds float, ptr %0, i64 200
  %wide.load222.6 = load <8 x float>, ptr %1106, align 4
  %1107 = getelementptr inbounds float, ptr %0, i64 208
  %wide.load223.6 = load <8 x float>, ptr %1107, align 4
  %1108 = getelementptr inbounds float, ptr %0, i64 216
  %wide.load224.6 = load <8 x float>, ptr %1108, align 4
  %1109 = fmul reassoc contract <8 x float> %wide.load217.6, %wide.load221.6
  %1110 = fmul reassoc contract <8 x float> %wide.load218.6, %wide.load222.6
  %1111 = fmul reassoc contract <8 x float> %wide.load219.6, %wide.load223.6
  %1112 = fmul reassoc contract <8 x float> %wide.load220.6, %wide.load224.6
  %1113 = fadd reassoc contract <8 x float> %1097, %1109
  %1114 = fadd reassoc contract <8 x float> %1098, %1110
  %1115 = fadd reassoc contract <8 x float> %1099, %1111
  %1116 = fadd reassoc contract <8 x float> %1100, %1112
  %1117 = getelementptr inbounds float, ptr %1, i64 2272
  %wide.load217.7 = load <8 x float>, ptr %1117, align 4
  %1118 = getelementptr inbounds float, ptr %1, i64 2280
  %wide.load218.7 = load <8 x float>, ptr %1118, align 4
  %1119 = getelementptr inbounds float, ptr %1, i64 2288
  %wide.load219.7 = load <8 x float>, ptr %1119, align 4
  %1120 = getelementptr inbounds float, ptr %1, i64 2296
  %wide.load220.7 = load <8 x float>, ptr %1120, align 4
  %1121 = getelementptr inbounds float, ptr %0, i64 224
  %wide.load221.7 = load <8 x float>, ptr %1121, align 4
  %1122 = getelementptr inbounds float, ptr %0, i64 232
  %wide.load222.7 = load <8 x float>, ptr %1122, align 4
  %1123 = getelementptr inbounds float, ptr %0, i64 240
  %wide.load223.7 = load <8 x float>, ptr %1123, align 4
  %1124 = getelementptr inbounds float, ptr %0, i64 248
  %wide.load224.7 = load <8 x float>, ptr %1124, align 4
  %1125 = fmul reassoc contract <8 x float> %wide.load217.7, %wide.load221.7
  %1126 = fmul reassoc contract <8 x float> %wide.load218.7, %wide.load222.7
  %1127 = fmul reassoc contract <8 x float> %wide.load219.7, %wide.load223.7
  %1128 = fmul reassoc contract <8 x float> %wide.load220.7, %wide.load224.7
  %1129 = fadd reassoc contract <8 x float> %1113, %1125
  %1130 = fadd reassoc contract <8 x float> %1114, %1126
  %1131 = fadd reassoc contract <8 x float> %1115, %1127
  %1132 = fadd reassoc contract <8 x float> %1116, %1128
  %bin.rdx226 = fadd reassoc contract <8 x float> %1130, %1129
  %bin.rdx227 = fadd reassoc contract <8 x float> %1131, %bin.rdx226
  %bin.rdx228 = fadd reassoc contract <8 x float> %1132, %bin.rdx227
  %1133 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx228)
  %1134 = getelementptr inbounds float, ptr %2, i64 8
  store float %1133, ptr %1134, align 4
  %1135 = getelementptr inbounds float, ptr %1, i64 2304
  %wide.load241 = load <8 x float>, ptr %1135, align 4
  %1136 = getelementptr inbounds float, ptr %1, i64 2312
  %wide.load242 = load <8 x float>, ptr %1136, align 4
  %1137 = getelementptr inbounds float, ptr %1, i64 2320
  %wide.load243 = load <8 x float>, ptr %1137, align 4
  %1138 = getelementptr inbounds float, ptr %1, i64 2328
  %wide.load244 = load <8 x float>, ptr %1138, align 4
  %wide.load245 = load <8 x float>, ptr %0, align 4
  %1139 = getelementptr inbounds float, ptr %0, i64 8
  %wide.load246 = load <8 x float>, ptr %1139, align 4
  %1140 = getelementptr inbounds float, ptr %0, i64 16
  %wide.load247 = load <8 x float>, ptr %1140, align 4
  %1141 = getelementptr inbounds float, ptr %0, i64 24
  %wide.load248 = load <8 x float>, ptr %1141, align 4
  %1142 = fmul reassoc contract <8 x float> %wide.load241, %wide.load245
  %1143 = fmul reassoc contract <8 x float> %wide.load242, %wide.load246
  %1144 = fmul reassoc contract <8 x float> %wide.load243, %wide.load247
  %1145 = fmul reassoc contract <8 x float> %wide.load244, %wide.load248
  %1146 = fadd reassoc contract <8 x float> %1142, <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>
  %1147 = getelementptr inbounds float, ptr %1, i64 2336
  %wide.load241.1 = load <8 x float>, ptr %1147, align 4
  %1148 = getelementptr inbounds float, ptr %1, i64 2344
  %wide.load242.1 = load <8 x float>, ptr %1148, align 4
  %1149 = getelementptr inbounds float, ptr %1, i64 2352
  %wide.load243.1 = load <8 x float>, ptr %1149, align 4
  %1150 = getelementptr inbounds float, ptr %1, i64 2360
  %wide.load244.1 = load <8 x float>, ptr %1150, align 4
  %1151 = getelementptr inbounds float, ptr %0, i64 32
  %wide.load245.1 = load <8 x float>, ptr %1151, align 4
  %1152 = getelementptr inbounds float, ptr %0, i64 40
  %wide.load246.1 = load <8 x float>, ptr %1152, align 4
  %1153 = getelementptr inbounds float, ptr %0, i64 48
  %wide.load247.1 = load <8 x float>, ptr %1153, align 4
  %1154 = getelementptr inbounds float, ptr %0, i64 56
  %wide.load248.1 = load <8 x float>, ptr %1154, align 4
  %1155 = fmul reassoc contract <8 x float> %wide.load241.1, %wide.load245.1
  %1156 = fmul reassoc contract <8 x float> %wide.load242.1, %wide.load246.1
  %1157 = fmul reassoc contract <8 x float> %wide.load243.1, %wide.load247.1
  %1158 = fmul reassoc contract <8 x float> %wide.load244.1, %wide.load248.1
  %1159 = fadd reassoc contract <8 x float> %1146, %1155
  %1160 = fadd reassoc contract <8 x float> %1143, %1156
  %1161 = fadd reassoc contract <8 x float> %1144, %1157
  %1162 = fadd reassoc contract <8 x float> %1145, %1158
  %1163 = getelementptr inbounds float, ptr %1, i64 2368
  %wide.load241.2 = load <8 x float>, ptr %1163, align 4
  %1164 = getelementptr inbounds float, ptr %1, i64 2376
  %wide.load242.2 = load <8 x float>, ptr %1164, align 4
  %1165 = getelementptr inbounds float, ptr %1, i64 2384
  %wide.load243.2 = load <8 x float>, ptr %1165, align 4
  %1166 = getelementptr inbounds float, ptr %1, i64 2392
  %wide.load244.2 = load <8 x float>, ptr %1166, align 4
  %1167 = getelementptr inbounds float, ptr %0, i64 64
  %wide.load245.2 = load <8 x float>, ptr %1167, align 4
  %1168 = getelementptr inbounds float, ptr %0, i64 72
  %wide.load246.2 = load <8 x float>, ptr %1168, align 4
  %1169 = getelementptr inbounds float, ptr %0, i64 80
  %wide.load247.2 = load <8 x float>, ptr %1169, align 4
  %1170 = getelementptr inbounds float, ptr %0, i64 88
  %wide.load248.2 = load <8 x float>, ptr %1170, align 4
  %1171 = fmul reassoc contract <8 x float> %wide.load241.2, %wide.load245.2
  %1172 = fmul reassoc contract <8 x float> %wide.load242.2, %wide.load246.2
  %1173 = fmul reassoc contract <8 x float> %wide.load243.2, %wide.load247.2
  %1174 = fmul reassoc contract <8 x float> %wide.load244.2, %wide.load248.2
  %1175 = fadd reassoc contract <8 x float> %1159, %1171
  %1176 = fadd reassoc contract <8 x float> %1160, %1172
  %1177 = fadd reassoc contract <8 x float> %1161, %1173
  %1178 = fadd reassoc contract <8 x float> %1162, %1174
  %1179 = getelementptr inbounds float, ptr %1, i64 2400
  %wide.load241.3 = load <8 x float>, ptr %1179, align 4
  %1180 = getelementptr inbounds float, ptr %1, i64 2408
  %wide.load242.3 = load <8 x float>, ptr %1180, align 4
  %1181 = getelementptr inbounds float, ptr %1, i64 2416
  %wide.load243.3 = load <8 x float>, ptr %1181, align 4
  %1182 = getelementptr inbounds float, ptr %1, i64 2424
  %wide.load244.3 = load <8 x float>, ptr %1182, align 4
  %1183 = getelementptr inbounds float, ptr %0, i64 96
  %wide.load245.3 = load <8 x float>, ptr %1183, align 4
  %1184 = getelementptr inbounds float, ptr %0, i64 104
  %wide.load246.3 = load <8 x float>, ptr %1184, align 4
  %1185 = getelementptr inbounds float, ptr %0, i64 112
  %wide.load247.3 = load <8 x float>, ptr %1185, align 4
  %1186 = getelementptr inbounds float, ptr %0, i64 120
  %wide.load248.3 = load <8 x float>, ptr %1186, align 4
  %1187 = fmul reassoc contract <8 x float> %wide.load241.3, %wide.load245.3
  %1188 = fmul reassoc contract <8 x float> %wide.load242.3, %wide.load246.3
  %1189 = fmul reassoc contract <8 x float> %wide.load243.3, %wide.load247.3
  %1190 = fmul reassoc contract <8 x float> %wide.load244.3, %wide.load248.3
  %1191 = fadd reassoc contract <8 x float> %1175, %1187
  %1192 = fadd reassoc contract <8 x float> %1176, %1188
  %1193 = fadd reassoc contract <8 x float> %1177, %1189
  %1194 = fadd reassoc contract <8 x float> %1178, %1190
  %1195 = getelementptr inbounds float, ptr %1, i64 2432
  %wide.load241.4 = load <8 x float>, ptr %1195, align 4
  %1196 = getelementptr inbounds float, ptr %1, i64 2440
  %wide.load242.4 = load <8 x float>, ptr %1196, align 4
  %1197 = getelementptr inbounds float, ptr %1, i64 2448
  %wide.load243.4 = load <8 x float>, ptr %1197, align 4
  %1198 = getelementptr inbounds float, ptr %1, i64 2456
  %wide.load244.4 = load <8 x float>, ptr %1198, align 4
  %1199 = getelementptr inbounds float, ptr %0, i64 128
  %wide.load245.4 = load <8 x float>, ptr %1199, align 4
  %1200 = getelementptr inbounds float, ptr %0, i64 136
  %wide.load246.4 = load <8 x float>, ptr %1200, align 4
  %1201 = getelementptr inbounds float, ptr %0, i64 144
  %wide.load247.4 = load <8 x float>, ptr %1201, align 4
  %1202 = getelementptr inbounds float, ptr %0, i64 152
  %wide.load248.4 = load <8 x float>, ptr %1202, align 4
  %1203 = fmul reassoc contract <8 x float> %wide.load241.4, %wide.load245.4
  %1204 = fmul reassoc contract <8 x float> %wide.load242.4, %wide.load246.4
  %1205 = fmul reassoc contract <8 x float> %wide.load243.4, %wide.load247.4
  %1206 = fmul reassoc contract <8 x float> %wide.load244.4, %wide.load248.4
  %1207 = fadd reassoc contract <8 x float> %1191, %1203
  %1208 = fadd reassoc contract <8 x float> %1192, %1204
  %1209 = fadd reassoc contract <8 x float> %1193, %1205
  %1210 = fadd reassoc contract <8 x float> %1194, %1206
  %1211 = getelementptr inbounds float, ptr %1, i64 2464
  %wide.load241.5 = load <8 x float>, ptr %1211, align 4
  %1212 = getelementptr inbounds float, ptr %1, i64 2472
  %wide.load242.5 = load <8 x float>, ptr %1212, align 4
  %1213 = getelementptr inbounds float, ptr %1, i64 2480
  %wide.load243.5 = load <8 x float>, ptr %1213, align 4
  %1214 = getelementptr inbounds float, ptr %1, i64 2488
  %wide.load244.5 = load <8 x float>, ptr %1214, align 4
  %1215 = getelementptr inbounds float, ptr %0, i64 160
  %wide.load245.5 = load <8 x float>, ptr %1215, align 4
  %1216 = getelementptr inbounds float, ptr %0, i64 168
  %wide.load246.5 = load <8 x float>, ptr %1216, align 4
  %1217 = getelementptr inbounds float, ptr %0, i64 176
  %wide.load247.5 = load <8 x float>, ptr %1217, align 4
  %1218 = getelementptr inbounds float, ptr %0, i64 184
  %wide.load248.5 = load <8 x float>, ptr %1218, align 4
  %1219 = fmul reassoc contract <8 x float> %wide.load241.5, %wide.load245.5
  %1220 = fmul reassoc contract <8 x float> %wide.load242.5, %wide.load246.5
  %1221 = fmul reassoc contract <8 x float> %wide.load243.5, %wide.load247.5
  %1222 = fmul reassoc contract <8 x float> %wide.load244.5, %wide.load248.5
  %1223 = fadd reassoc contract <8 x float> %1207, %1219
  %1224 = fadd reassoc contract <8 x float> %1208, %1220
  %1225 = fadd reassoc contract <8 x float> %1209, %1221
  %1226 = fadd reassoc contract <8 x float> %1210, %1222
  %1227 = getelementptr inbounds float, ptr %1, i64 2496
  %wide.load241.6 = load <8 x float>, ptr %1227, align 4
  %1228 = getelementptr inbounds float, ptr %1, i64 2504
  %wide.load242.6 = load <8 x float>, ptr %1228, align 4
  %1229 = getelementptr inbounds float, ptr %1, i64 2512
  %wide.load243.6 = load <8 x float>, ptr %1229, align 4
  %1230 = getelementptr inbounds float, ptr %1, i64 2520
  %wide.load244.6 = load <8 x float>, ptr %1230, align 4
  %1231 = getelementptr inbounds float, ptr %0, i64 192
  %wide.load245.6 = load <8 x float>, ptr %1231, align 4
  %1232 = getelementptr inbounds float, ptr %0, i64 200
  %wide.load246.6 = load <8 x float>, ptr %1232, align 4
  %1233 = getelementptr inbounds float, ptr %0, i64 208
  %wide.load247.6 = load <8 x float>, ptr %1233, align 4
  %1234 = getelementptr inbounds float, ptr %0, i64 216
  %wide.load248.6 = load <8 x float>, ptr %1234, align 4
  %1235 = fmul reassoc contract <8 x float> %wide.load241.6, %wide.load245.6
  %1236 = fmul reassoc contract <8 x float> %wide.load242.6, %wide.load246.6
  %1237 = fmul reassoc contract <8 x float> %wide.load243.6, %wide.load247.6
  %1238 = fmul reassoc contract <8 x float> %wide.load244.6, %wide.load248.6
  %1239 = fadd reassoc contract <8 x float> %1223, %1235
  %1240 = fadd reassoc contract <8 x float> %1224, %1236
  %1241 = fadd reassoc contract <8 x float> %1225, %1237
  %1242 = fadd reassoc contract <8 x float> %1226, %1238
  %1243 = getelementptr inbounds float, ptr %1, i64 2528
  %wide.load241.7 = load <8 x float>, ptr %1243, align 4
  %1244 = getelementptr inbounds float, ptr %1, i64 2536
  %wide.load242.7 = load <8 x float>, ptr %1244, align 4
  %1245 = getelementptr inbounds float, ptr %1, i64 2544
  %wide.load243.7 = load <8 x float>, ptr %1245, align 4
  %1246 = getelementptr inbounds float, ptr %1, i64 2552
  %wide.load244.7 = load <8 x float>, ptr %1246, align 4
  %1247 = getelementptr inbounds float, ptr %0, i64 224
  %wide.load245.7 = load <8 x float>, ptr %1247, align 4
  %1248 = getelementptr inbounds float, ptr %0, i64 232
  %wide.load246.7 = load <8 x float>, ptr %1248, align 4
  %1249 = getelementptr inbounds float, ptr %0, i64 240
  %wide.load247.7 = load <8 x float>, ptr %1249, align 4
  %1250 = getelementptr inbounds float, ptr %0, i64 248
  %wide.load248.7 = load <8 x float>, ptr %1250, align 4
  %1251 = fmul reassoc contract <8 x float> %wide.load241.7, %wide.load245.7
  %1252 = fmul reassoc contract <8 x float> %wide.load242.7, %wide.load246.7
  %1253 = fmul reassoc contract <8 x float> %wide.load243.7, %wide.load247.7
  %1254 = fmul reassoc contract <8 x float> %wide.load244.7, %wide.load248.7
  %1255 = fadd reassoc contract <8 x float> %1239, %1251
  %1256 = fadd reassoc contract <8 x float> %1240, %1252
  %1257 = fadd reassoc contract <8 x float> %1241, %1253
  %1258 = fadd reassoc contract <8 x float> %1242, %1254
  %bin.rdx250 = fadd reassoc contract <8 x float> %1256, %1255
  %bin.rdx251 = fadd reassoc contract <8 x float> %1257, %bin.rdx250
  %bin.rdx252 = fadd reassoc contract <8 x float> %1258, %bin.rdx251
  %1259 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx252)
  %1260 = getelementptr inbounds float, ptr %2, i64 9
  store float %1259, ptr %1260, align 4
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
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #4

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !1, !2}

; @train.net.fashion.step with B = 64
; ModuleID = 'netc_train_net_fashion_step'
source_filename = "netc_train_net_fashion_step"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_train_net_fashion_step(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
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
  call void @netc_parallel_for(ptr nonnull @k0_div_chunk, ptr nonnull %bufs, i64 50176)
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 200704
  call void @cblas_sgemm(i32 101, i32 111, i32 112, i32 64, i32 256, i32 784, float 1.000000e+00, ptr %3, i32 784, ptr %12, i32 784, float 0.000000e+00, ptr nonnull %13, i32 256)
  %14 = getelementptr inbounds ptr, ptr %2, i64 1
  %15 = load ptr, ptr %14, align 8
  call fastcc void @k1_relu(ptr %3, ptr nonnull %13, ptr %15)
  %16 = getelementptr inbounds ptr, ptr %2, i64 2
  %17 = load ptr, ptr %16, align 8
  call fastcc void @k2_small_matmul(ptr %3, ptr %17, ptr nonnull %13)
  %18 = getelementptr inbounds ptr, ptr %2, i64 3
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %3, i64 203264
  call fastcc void @k3_add(ptr nonnull %20, ptr nonnull %13, ptr %19)
  call void @netc_k_softmax_f32(ptr nonnull %20, ptr nonnull %13, i64 64, i64 10, i64 1, i32 1)
  %21 = getelementptr inbounds i8, ptr %3, i64 205824
  call void @netc_k_gather_f32(ptr nonnull %13, ptr %10, i32 0, ptr nonnull %21, i64 64, i64 10)
  call fastcc void @k4_mean(ptr nonnull %13, ptr nonnull %21)
  %22 = load ptr, ptr %1, align 8
  call fastcc void @k5_neg(ptr %22, ptr nonnull %13)
  %23 = getelementptr inbounds i8, ptr %3, i64 200768
  call void @netc_k_argmax_f32(ptr nonnull %20, ptr nonnull %23, i64 64, i64 10, i64 1)
  %24 = getelementptr inbounds ptr, ptr %1, i64 1
  %25 = load ptr, ptr %24, align 8
  call fastcc void @k6_mean(ptr %25, ptr nonnull %23, ptr %10)
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

declare void @cblas_sgemm(i32, i32, i32, i32, i32, i32, float, ptr, i32, ptr, i32, float, ptr, i32) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_relu(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ 0, %entry ], [ %30, %exit2 ]
  %3 = shl i64 %i, 8
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %loop
  %index = phi i64 [ 0, %loop ], [ %index.next, %vector.body ]
  %4 = add nuw nsw i64 %index, %3
  %5 = getelementptr inbounds float, ptr %1, i64 %4
  %wide.load = load <8 x float>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %5, i64 8
  %wide.load5 = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %5, i64 16
  %wide.load6 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %5, i64 24
  %wide.load7 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %2, i64 %index
  %wide.load8 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %9, i64 8
  %wide.load9 = load <8 x float>, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %9, i64 16
  %wide.load10 = load <8 x float>, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %9, i64 24
  %wide.load11 = load <8 x float>, ptr %12, align 4
  %13 = fadd contract <8 x float> %wide.load, %wide.load8
  %14 = fadd contract <8 x float> %wide.load5, %wide.load9
  %15 = fadd contract <8 x float> %wide.load6, %wide.load10
  %16 = fadd contract <8 x float> %wide.load7, %wide.load11
  %17 = fcmp contract olt <8 x float> %13, zeroinitializer
  %18 = fcmp contract olt <8 x float> %14, zeroinitializer
  %19 = fcmp contract olt <8 x float> %15, zeroinitializer
  %20 = fcmp contract olt <8 x float> %16, zeroinitializer
  %21 = select <8 x i1> %17, <8 x float> zeroinitializer, <8 x float> %13
  %22 = select <8 x i1> %18, <8 x float> zeroinitializer, <8 x float> %14
  %23 = select <8 x i1> %19, <8 x float> zeroinitializer, <8 x float> %15
  %24 = select <8 x i1> %20, <8 x float> zeroinitializer, <8 x float> %16
  %25 = getelementptr inbounds float, ptr %0, i64 %4
  store <8 x float> %21, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %25, i64 8
  store <8 x float> %22, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %25, i64 16
  store <8 x float> %23, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %25, i64 24
  store <8 x float> %24, ptr %28, align 4
  %index.next = add nuw i64 %index, 32
  %29 = icmp eq i64 %index.next, 256
  br i1 %29, label %exit2, label %vector.body, !llvm.loop !4

exit:                                             ; preds = %exit2
  ret void

exit2:                                            ; preds = %vector.body
  %30 = add nuw nsw i64 %i, 1
  %exitcond4.not = icmp eq i64 %30, 64
  br i1 %exitcond4.not, label %exit, label %loop
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ 0, %entry ], [ %47, %exit2 ]
  %3 = mul nuw nsw i64 %i, 10
  %4 = shl i64 %i, 8
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %middle.block, %loop
  %i3 = phi i64 [ 0, %loop ], [ %46, %middle.block ]
  %5 = shl i64 %i3, 8
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %loop1
  %index = phi i64 [ 0, %loop1 ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %38, %vector.body ]
  %vec.phi10 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %39, %vector.body ]
  %vec.phi11 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %40, %vector.body ]
  %vec.phi12 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %41, %vector.body ]
  %6 = add nuw nsw i64 %index, %5
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %wide.load = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %7, i64 8
  %wide.load13 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %7, i64 16
  %wide.load14 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %7, i64 24
  %wide.load15 = load <8 x float>, ptr %10, align 4
  %11 = add nuw nsw i64 %index, %4
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %wide.load16 = load <8 x float>, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %12, i64 8
  %wide.load17 = load <8 x float>, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %12, i64 16
  %wide.load18 = load <8 x float>, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %12, i64 24
  %wide.load19 = load <8 x float>, ptr %15, align 4
  %16 = fmul reassoc contract <8 x float> %wide.load, %wide.load16
  %17 = fmul reassoc contract <8 x float> %wide.load13, %wide.load17
  %18 = fmul reassoc contract <8 x float> %wide.load14, %wide.load18
  %19 = fmul reassoc contract <8 x float> %wide.load15, %wide.load19
  %20 = fadd reassoc contract <8 x float> %vec.phi, %16
  %21 = fadd reassoc contract <8 x float> %vec.phi10, %17
  %22 = fadd reassoc contract <8 x float> %vec.phi11, %18
  %23 = fadd reassoc contract <8 x float> %vec.phi12, %19
  %index.next = or i64 %index, 32
  %24 = add nuw nsw i64 %index.next, %5
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %wide.load.1 = load <8 x float>, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %25, i64 8
  %wide.load13.1 = load <8 x float>, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %25, i64 16
  %wide.load14.1 = load <8 x float>, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %25, i64 24
  %wide.load15.1 = load <8 x float>, ptr %28, align 4
  %29 = add nuw nsw i64 %index.next, %4
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %wide.load16.1 = load <8 x float>, ptr %30, align 4
  %31 = getelementptr inbounds float, ptr %30, i64 8
  %wide.load17.1 = load <8 x float>, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %30, i64 16
  %wide.load18.1 = load <8 x float>, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %30, i64 24
  %wide.load19.1 = load <8 x float>, ptr %33, align 4
  %34 = fmul reassoc contract <8 x float> %wide.load.1, %wide.load16.1
  %35 = fmul reassoc contract <8 x float> %wide.load13.1, %wide.load17.1
  %36 = fmul reassoc contract <8 x float> %wide.load14.1, %wide.load18.1
  %37 = fmul reassoc contract <8 x float> %wide.load15.1, %wide.load19.1
  %38 = fadd reassoc contract <8 x float> %20, %34
  %39 = fadd reassoc contract <8 x float> %21, %35
  %40 = fadd reassoc contract <8 x float> %22, %36
  %41 = fadd reassoc contract <8 x float> %23, %37
  %index.next.1 = add nuw nsw i64 %index, 64
  %42 = icmp eq i64 %index.next.1, 256
  br i1 %42, label %middle.block, label %vector.body, !llvm.loop !5

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd reassoc contract <8 x float> %39, %38
  %bin.rdx20 = fadd reassoc contract <8 x float> %40, %bin.rdx
  %bin.rdx21 = fadd reassoc contract <8 x float> %41, %bin.rdx20
  %43 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx21)
  %44 = add nuw nsw i64 %i3, %3
  %45 = getelementptr inbounds float, ptr %2, i64 %44
  store float %43, ptr %45, align 4
  %46 = add nuw nsw i64 %i3, 1
  %exitcond8.not = icmp eq i64 %46, 10
  br i1 %exitcond8.not, label %exit2, label %loop1

exit2:                                            ; preds = %middle.block
  %47 = add nuw nsw i64 %i, 1
  %exitcond9.not = icmp eq i64 %47, 64
  br i1 %exitcond9.not, label %exit, label %loop
}

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
  %exitcond.not = icmp eq i64 %53, 64
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
  %exitcond.not.15 = icmp eq i64 %66, 64
  br i1 %exitcond.not.15, label %exit, label %loop

exit:                                             ; preds = %loop
  %67 = fmul contract float %65, 1.562500e-02
  store float %67, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k5_neg(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #5 {
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
  %exitcond.not.7 = icmp eq i64 %67, 64
  br i1 %exitcond.not.7, label %exit, label %loop

exit:                                             ; preds = %loop
  %68 = fmul contract float %66, 1.562500e-02
  store float %68, ptr %0, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #7

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "target-cpu"="x86-64-v3" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !2, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}

; @train.net.fashion.update
; ModuleID = 'netc_train_net_fashion_update'
source_filename = "netc_train_net_fashion_update"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_train_net_fashion_update(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readnone %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %bufs = alloca [6 x ptr], align 8
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
  %13 = getelementptr inbounds ptr, ptr %0, i64 4
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds ptr, ptr %0, i64 5
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds ptr, ptr %2, i64 4
  %19 = load ptr, ptr %18, align 8
  %20 = load ptr, ptr %1, align 8
  %21 = getelementptr inbounds ptr, ptr %1, i64 1
  %22 = load ptr, ptr %21, align 8
  store ptr %20, ptr %bufs, align 8
  %23 = getelementptr inbounds ptr, ptr %bufs, i64 1
  store ptr %22, ptr %23, align 8
  %24 = getelementptr inbounds ptr, ptr %bufs, i64 2
  store ptr %17, ptr %24, align 8
  %25 = getelementptr inbounds ptr, ptr %bufs, i64 3
  store ptr %8, ptr %25, align 8
  %26 = getelementptr inbounds ptr, ptr %bufs, i64 4
  store ptr %19, ptr %26, align 8
  %27 = getelementptr inbounds ptr, ptr %bufs, i64 5
  store ptr %10, ptr %27, align 8
  call void @netc_parallel_for(ptr nonnull @k0_sub_chunk, ptr nonnull %bufs, i64 200704)
  %28 = getelementptr inbounds ptr, ptr %2, i64 1
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds ptr, ptr %2, i64 5
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds ptr, ptr %1, i64 2
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds ptr, ptr %1, i64 3
  %35 = load ptr, ptr %34, align 8
  call fastcc void @k1_sub(ptr %33, ptr %35, ptr %29, ptr %8, ptr %31, ptr %12)
  %36 = getelementptr inbounds ptr, ptr %2, i64 2
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds ptr, ptr %2, i64 6
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr inbounds ptr, ptr %1, i64 4
  %41 = load ptr, ptr %40, align 8
  %42 = getelementptr inbounds ptr, ptr %1, i64 5
  %43 = load ptr, ptr %42, align 8
  call fastcc void @k2_sub(ptr %41, ptr %43, ptr %37, ptr %8, ptr %39, ptr %14)
  %44 = getelementptr inbounds ptr, ptr %2, i64 3
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds ptr, ptr %2, i64 7
  %47 = load ptr, ptr %46, align 8
  %48 = getelementptr inbounds ptr, ptr %1, i64 6
  %49 = load ptr, ptr %48, align 8
  %50 = getelementptr inbounds ptr, ptr %1, i64 7
  %51 = load ptr, ptr %50, align 8
  call fastcc void @k3_sub(ptr %49, ptr %51, ptr %45, ptr %8, ptr %47, ptr %16)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, i64 %6, i64 %7) unnamed_addr #3 {
entry:
  %8 = load float, ptr %3, align 4
  %9 = add nuw nsw i64 %6, 1
  %smax = tail call i64 @llvm.smax.i64(i64 %7, i64 %9)
  %10 = sub i64 %smax, %6
  %min.iters.check = icmp ult i64 %10, 16
  br i1 %min.iters.check, label %loop.preheader, label %vector.ph

vector.ph:                                        ; preds = %entry
  %n.vec = and i64 %10, -16
  %ind.end = add i64 %n.vec, %6
  %broadcast.splatinsert = insertelement <8 x float> poison, float %8, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %8, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %index, %6
  %11 = getelementptr inbounds float, ptr %2, i64 %offset.idx
  %wide.load = load <8 x float>, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %11, i64 8
  %wide.load1 = load <8 x float>, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %4, i64 %offset.idx
  %wide.load2 = load <8 x float>, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %13, i64 8
  %wide.load3 = load <8 x float>, ptr %14, align 4
  %15 = fmul contract <8 x float> %wide.load2, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %16 = fmul contract <8 x float> %wide.load3, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %17 = getelementptr inbounds float, ptr %5, i64 %offset.idx
  %wide.load4 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %17, i64 8
  %wide.load5 = load <8 x float>, ptr %18, align 4
  %19 = fmul contract <8 x float> %wide.load, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %20 = fmul contract <8 x float> %wide.load1, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %21 = fadd contract <8 x float> %19, %wide.load4
  %22 = fadd contract <8 x float> %20, %wide.load5
  %23 = fadd contract <8 x float> %15, %21
  %24 = fadd contract <8 x float> %16, %22
  %25 = getelementptr inbounds float, ptr %1, i64 %offset.idx
  %26 = fmul contract <8 x float> %broadcast.splat, %23
  %27 = fmul contract <8 x float> %broadcast.splat7, %24
  %28 = fsub contract <8 x float> %wide.load, %26
  %29 = fsub contract <8 x float> %wide.load1, %27
  %30 = getelementptr inbounds float, ptr %0, i64 %offset.idx
  store <8 x float> %28, ptr %30, align 4
  %31 = getelementptr inbounds float, ptr %30, i64 8
  store <8 x float> %29, ptr %31, align 4
  store <8 x float> %23, ptr %25, align 4
  %32 = getelementptr inbounds float, ptr %25, i64 8
  store <8 x float> %24, ptr %32, align 4
  %index.next = add nuw i64 %index, 16
  %33 = icmp eq i64 %index.next, %n.vec
  br i1 %33, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %10, %n.vec
  br i1 %cmp.n, label %exit, label %loop.preheader

loop.preheader:                                   ; preds = %entry, %middle.block
  %i.ph = phi i64 [ %6, %entry ], [ %ind.end, %middle.block ]
  br label %loop

loop:                                             ; preds = %loop.preheader, %loop
  %i = phi i64 [ %48, %loop ], [ %i.ph, %loop.preheader ]
  %34 = getelementptr inbounds float, ptr %2, i64 %i
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds float, ptr %4, i64 %i
  %37 = load float, ptr %36, align 4
  %38 = fmul contract float %37, 0x3FECCCCCC0000000
  %39 = getelementptr inbounds float, ptr %5, i64 %i
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %35, 0x3F1A36E2E0000000
  %42 = fadd contract float %41, %40
  %43 = fadd contract float %38, %42
  %44 = getelementptr inbounds float, ptr %1, i64 %i
  %45 = fmul contract float %8, %43
  %46 = fsub contract float %35, %45
  %47 = getelementptr inbounds float, ptr %0, i64 %i
  store float %46, ptr %47, align 4
  store float %43, ptr %44, align 4
  %48 = add nuw nsw i64 %i, 1
  %49 = icmp slt i64 %48, %7
  br i1 %49, label %loop, label %exit, !llvm.loop !3

exit:                                             ; preds = %loop, %middle.block
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal void @k0_sub_chunk(ptr nocapture readonly %0, i64 %1, i64 %2) #4 {
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
  tail call fastcc void @k0_sub(ptr %3, ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, i64 %1, i64 %2)
  ret void
}

declare void @netc_parallel_for(ptr, ptr, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5) unnamed_addr #3 {
entry:
  %6 = load float, ptr %3, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %6, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %6, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %7 = getelementptr inbounds float, ptr %2, i64 %index
  %wide.load = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %7, i64 8
  %wide.load1 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %4, i64 %index
  %wide.load2 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %9, i64 8
  %wide.load3 = load <8 x float>, ptr %10, align 4
  %11 = fmul contract <8 x float> %wide.load2, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %12 = fmul contract <8 x float> %wide.load3, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %13 = getelementptr inbounds float, ptr %5, i64 %index
  %wide.load4 = load <8 x float>, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %13, i64 8
  %wide.load5 = load <8 x float>, ptr %14, align 4
  %15 = fmul contract <8 x float> %wide.load, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %16 = fmul contract <8 x float> %wide.load1, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %17 = fadd contract <8 x float> %15, %wide.load4
  %18 = fadd contract <8 x float> %16, %wide.load5
  %19 = fadd contract <8 x float> %11, %17
  %20 = fadd contract <8 x float> %12, %18
  %21 = getelementptr inbounds float, ptr %1, i64 %index
  %22 = fmul contract <8 x float> %broadcast.splat, %19
  %23 = fmul contract <8 x float> %broadcast.splat7, %20
  %24 = fsub contract <8 x float> %wide.load, %22
  %25 = fsub contract <8 x float> %wide.load1, %23
  %26 = getelementptr inbounds float, ptr %0, i64 %index
  store <8 x float> %24, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %26, i64 8
  store <8 x float> %25, ptr %27, align 4
  store <8 x float> %19, ptr %21, align 4
  %28 = getelementptr inbounds float, ptr %21, i64 8
  store <8 x float> %20, ptr %28, align 4
  %index.next = add nuw i64 %index, 16
  %29 = icmp eq i64 %index.next, 256
  br i1 %29, label %exit, label %vector.body, !llvm.loop !4

exit:                                             ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5) unnamed_addr #3 {
entry:
  %6 = load float, ptr %3, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %6, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %6, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %7 = getelementptr inbounds float, ptr %2, i64 %index
  %wide.load = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %7, i64 8
  %wide.load1 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %4, i64 %index
  %wide.load2 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %9, i64 8
  %wide.load3 = load <8 x float>, ptr %10, align 4
  %11 = fmul contract <8 x float> %wide.load2, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %12 = fmul contract <8 x float> %wide.load3, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %13 = getelementptr inbounds float, ptr %5, i64 %index
  %wide.load4 = load <8 x float>, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %13, i64 8
  %wide.load5 = load <8 x float>, ptr %14, align 4
  %15 = fmul contract <8 x float> %wide.load, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %16 = fmul contract <8 x float> %wide.load1, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %17 = fadd contract <8 x float> %15, %wide.load4
  %18 = fadd contract <8 x float> %16, %wide.load5
  %19 = fadd contract <8 x float> %11, %17
  %20 = fadd contract <8 x float> %12, %18
  %21 = getelementptr inbounds float, ptr %1, i64 %index
  %22 = fmul contract <8 x float> %broadcast.splat, %19
  %23 = fmul contract <8 x float> %broadcast.splat7, %20
  %24 = fsub contract <8 x float> %wide.load, %22
  %25 = fsub contract <8 x float> %wide.load1, %23
  %26 = getelementptr inbounds float, ptr %0, i64 %index
  store <8 x float> %24, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %26, i64 8
  store <8 x float> %25, ptr %27, align 4
  store <8 x float> %19, ptr %21, align 4
  %28 = getelementptr inbounds float, ptr %21, i64 8
  store <8 x float> %20, ptr %28, align 4
  %index.next = add nuw i64 %index, 16
  %29 = icmp eq i64 %index.next, 2560
  br i1 %29, label %exit, label %vector.body, !llvm.loop !5

exit:                                             ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5) unnamed_addr #3 {
entry:
  %6 = load float, ptr %3, align 4
  %7 = load float, ptr %2, align 4
  %8 = load float, ptr %4, align 4
  %9 = fmul contract float %8, 0x3FECCCCCC0000000
  %10 = load float, ptr %5, align 4
  %11 = fmul contract float %7, 0x3F1A36E2E0000000
  %12 = fadd contract float %11, %10
  %13 = fadd contract float %9, %12
  %14 = fmul contract float %6, %13
  %15 = fsub contract float %7, %14
  store float %15, ptr %0, align 4
  store float %13, ptr %1, align 4
  %16 = getelementptr inbounds float, ptr %2, i64 1
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds float, ptr %4, i64 1
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, 0x3FECCCCCC0000000
  %21 = getelementptr inbounds float, ptr %5, i64 1
  %22 = load float, ptr %21, align 4
  %23 = fmul contract float %17, 0x3F1A36E2E0000000
  %24 = fadd contract float %23, %22
  %25 = fadd contract float %20, %24
  %26 = getelementptr inbounds float, ptr %1, i64 1
  %27 = fmul contract float %6, %25
  %28 = fsub contract float %17, %27
  %29 = getelementptr inbounds float, ptr %0, i64 1
  store float %28, ptr %29, align 4
  store float %25, ptr %26, align 4
  %30 = getelementptr inbounds float, ptr %2, i64 2
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds float, ptr %4, i64 2
  %33 = load float, ptr %32, align 4
  %34 = fmul contract float %33, 0x3FECCCCCC0000000
  %35 = getelementptr inbounds float, ptr %5, i64 2
  %36 = load float, ptr %35, align 4
  %37 = fmul contract float %31, 0x3F1A36E2E0000000
  %38 = fadd contract float %37, %36
  %39 = fadd contract float %34, %38
  %40 = getelementptr inbounds float, ptr %1, i64 2
  %41 = fmul contract float %6, %39
  %42 = fsub contract float %31, %41
  %43 = getelementptr inbounds float, ptr %0, i64 2
  store float %42, ptr %43, align 4
  store float %39, ptr %40, align 4
  %44 = getelementptr inbounds float, ptr %2, i64 3
  %45 = load float, ptr %44, align 4
  %46 = getelementptr inbounds float, ptr %4, i64 3
  %47 = load float, ptr %46, align 4
  %48 = fmul contract float %47, 0x3FECCCCCC0000000
  %49 = getelementptr inbounds float, ptr %5, i64 3
  %50 = load float, ptr %49, align 4
  %51 = fmul contract float %45, 0x3F1A36E2E0000000
  %52 = fadd contract float %51, %50
  %53 = fadd contract float %48, %52
  %54 = getelementptr inbounds float, ptr %1, i64 3
  %55 = fmul contract float %6, %53
  %56 = fsub contract float %45, %55
  %57 = getelementptr inbounds float, ptr %0, i64 3
  store float %56, ptr %57, align 4
  store float %53, ptr %54, align 4
  %58 = getelementptr inbounds float, ptr %2, i64 4
  %59 = load float, ptr %58, align 4
  %60 = getelementptr inbounds float, ptr %4, i64 4
  %61 = load float, ptr %60, align 4
  %62 = fmul contract float %61, 0x3FECCCCCC0000000
  %63 = getelementptr inbounds float, ptr %5, i64 4
  %64 = load float, ptr %63, align 4
  %65 = fmul contract float %59, 0x3F1A36E2E0000000
  %66 = fadd contract float %65, %64
  %67 = fadd contract float %62, %66
  %68 = getelementptr inbounds float, ptr %1, i64 4
  %69 = fmul contract float %6, %67
  %70 = fsub contract float %59, %69
  %71 = getelementptr inbounds float, ptr %0, i64 4
  store float %70, ptr %71, align 4
  store float %67, ptr %68, align 4
  %72 = getelementptr inbounds float, ptr %2, i64 5
  %73 = load float, ptr %72, align 4
  %74 = getelementptr inbounds float, ptr %4, i64 5
  %75 = load float, ptr %74, align 4
  %76 = fmul contract float %75, 0x3FECCCCCC0000000
  %77 = getelementptr inbounds float, ptr %5, i64 5
  %78 = load float, ptr %77, align 4
  %79 = fmul contract float %73, 0x3F1A36E2E0000000
  %80 = fadd contract float %79, %78
  %81 = fadd contract float %76, %80
  %82 = getelementptr inbounds float, ptr %1, i64 5
  %83 = fmul contract float %6, %81
  %84 = fsub contract float %73, %83
  %85 = getelementptr inbounds float, ptr %0, i64 5
  store float %84, ptr %85, align 4
  store float %81, ptr %82, align 4
  %86 = getelementptr inbounds float, ptr %2, i64 6
  %87 = load float, ptr %86, align 4
  %88 = getelementptr inbounds float, ptr %4, i64 6
  %89 = load float, ptr %88, align 4
  %90 = fmul contract float %89, 0x3FECCCCCC0000000
  %91 = getelementptr inbounds float, ptr %5, i64 6
  %92 = load float, ptr %91, align 4
  %93 = fmul contract float %87, 0x3F1A36E2E0000000
  %94 = fadd contract float %93, %92
  %95 = fadd contract float %90, %94
  %96 = getelementptr inbounds float, ptr %1, i64 6
  %97 = fmul contract float %6, %95
  %98 = fsub contract float %87, %97
  %99 = getelementptr inbounds float, ptr %0, i64 6
  store float %98, ptr %99, align 4
  store float %95, ptr %96, align 4
  %100 = getelementptr inbounds float, ptr %2, i64 7
  %101 = load float, ptr %100, align 4
  %102 = getelementptr inbounds float, ptr %4, i64 7
  %103 = load float, ptr %102, align 4
  %104 = fmul contract float %103, 0x3FECCCCCC0000000
  %105 = getelementptr inbounds float, ptr %5, i64 7
  %106 = load float, ptr %105, align 4
  %107 = fmul contract float %101, 0x3F1A36E2E0000000
  %108 = fadd contract float %107, %106
  %109 = fadd contract float %104, %108
  %110 = getelementptr inbounds float, ptr %1, i64 7
  %111 = fmul contract float %6, %109
  %112 = fsub contract float %101, %111
  %113 = getelementptr inbounds float, ptr %0, i64 7
  store float %112, ptr %113, align 4
  store float %109, ptr %110, align 4
  %114 = getelementptr inbounds float, ptr %2, i64 8
  %115 = load float, ptr %114, align 4
  %116 = getelementptr inbounds float, ptr %4, i64 8
  %117 = load float, ptr %116, align 4
  %118 = fmul contract float %117, 0x3FECCCCCC0000000
  %119 = getelementptr inbounds float, ptr %5, i64 8
  %120 = load float, ptr %119, align 4
  %121 = fmul contract float %115, 0x3F1A36E2E0000000
  %122 = fadd contract float %121, %120
  %123 = fadd contract float %118, %122
  %124 = getelementptr inbounds float, ptr %1, i64 8
  %125 = fmul contract float %6, %123
  %126 = fsub contract float %115, %125
  %127 = getelementptr inbounds float, ptr %0, i64 8
  store float %126, ptr %127, align 4
  store float %123, ptr %124, align 4
  %128 = getelementptr inbounds float, ptr %2, i64 9
  %129 = load float, ptr %128, align 4
  %130 = getelementptr inbounds float, ptr %4, i64 9
  %131 = load float, ptr %130, align 4
  %132 = fmul contract float %131, 0x3FECCCCCC0000000
  %133 = getelementptr inbounds float, ptr %5, i64 9
  %134 = load float, ptr %133, align 4
  %135 = fmul contract float %129, 0x3F1A36E2E0000000
  %136 = fadd contract float %135, %134
  %137 = fadd contract float %132, %136
  %138 = getelementptr inbounds float, ptr %1, i64 9
  %139 = fmul contract float %6, %137
  %140 = fsub contract float %129, %139
  %141 = getelementptr inbounds float, ptr %0, i64 9
  store float %140, ptr %141, align 4
  store float %137, ptr %138, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "target-cpu"="x86-64-v3" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !2, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}

; @train.net.fashion.step.grad with B = 64
; ModuleID = 'netc_train_net_fashion_step_grad'
source_filename = "netc_train_net_fashion_step_grad"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_train_net_fashion_step_grad(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
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
  call void @netc_parallel_for(ptr nonnull @k0_div_chunk, ptr nonnull %bufs, i64 50176)
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 200704
  call void @cblas_sgemm(i32 101, i32 111, i32 112, i32 64, i32 256, i32 784, float 1.000000e+00, ptr %3, i32 784, ptr %12, i32 784, float 0.000000e+00, ptr nonnull %13, i32 256)
  %14 = getelementptr inbounds ptr, ptr %2, i64 1
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %3, i64 266240
  call fastcc void @k1_add(ptr nonnull %16, ptr nonnull %13, ptr %15)
  call fastcc void @k2_relu(ptr nonnull %13, ptr nonnull %16)
  %17 = getelementptr inbounds ptr, ptr %2, i64 2
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 331776
  call fastcc void @k3_small_matmul(ptr nonnull %13, ptr %18, ptr nonnull %19)
  %20 = getelementptr inbounds ptr, ptr %2, i64 3
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds i8, ptr %3, i64 334336
  call fastcc void @k4_add(ptr nonnull %22, ptr nonnull %19, ptr %21)
  call void @netc_k_softmax_f32(ptr nonnull %22, ptr nonnull %19, i64 64, i64 10, i64 1, i32 1)
  %23 = getelementptr inbounds i8, ptr %3, i64 336896
  call void @netc_k_gather_f32(ptr nonnull %19, ptr %10, i32 0, ptr nonnull %23, i64 64, i64 10)
  %24 = getelementptr inbounds i8, ptr %3, i64 337152
  call fastcc void @k5_mean(ptr nonnull %24, ptr nonnull %23)
  %25 = load ptr, ptr %1, align 8
  call fastcc void @k6_neg(ptr %25, ptr nonnull %24)
  %26 = getelementptr inbounds i8, ptr %3, i64 337216
  call void @netc_k_argmax_f32(ptr nonnull %22, ptr nonnull %26, i64 64, i64 10, i64 1)
  %27 = getelementptr inbounds ptr, ptr %1, i64 1
  %28 = load ptr, ptr %27, align 8
  call fastcc void @k7_mean(ptr %28, ptr nonnull %26, ptr %10)
  call fastcc void @k8_broadcast_to(ptr nonnull %23)
  call void @netc_k_gather_grad_f32(ptr nonnull %23, ptr %10, i32 0, ptr nonnull %22, i64 64, i64 10)
  call fastcc void @k9_sum(ptr nonnull %23, ptr nonnull %22)
  %29 = getelementptr inbounds i8, ptr %3, i64 337728
  call fastcc void @k10_sub(ptr nonnull %29, ptr nonnull %22, ptr nonnull %19, ptr nonnull %23)
  %30 = getelementptr inbounds ptr, ptr %1, i64 5
  %31 = load ptr, ptr %30, align 8
  call fastcc void @k11_sum_to(ptr %31, ptr nonnull %29)
  %32 = getelementptr inbounds i8, ptr %3, i64 340288
  call fastcc void @k12_small_matmul(ptr nonnull %29, ptr %18, ptr nonnull %32)
  %33 = getelementptr inbounds ptr, ptr %1, i64 4
  %34 = load ptr, ptr %33, align 8
  call fastcc void @k13_small_matmul(ptr nonnull %29, ptr nonnull %13, ptr %34)
  call fastcc void @k14_where(ptr nonnull %13, ptr nonnull %16, ptr nonnull %32)
  %35 = getelementptr inbounds ptr, ptr %1, i64 3
  %36 = load ptr, ptr %35, align 8
  call fastcc void @k15_sum_to(ptr %36, ptr nonnull %13)
  %37 = getelementptr inbounds ptr, ptr %1, i64 2
  %38 = load ptr, ptr %37, align 8
  call void @cblas_sgemm(i32 101, i32 112, i32 111, i32 256, i32 784, i32 64, float 1.000000e+00, ptr nonnull %13, i32 256, ptr %3, i32 784, float 0.000000e+00, ptr %38, i32 784)
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

declare void @cblas_sgemm(i32, i32, i32, i32, i32, i32, float, ptr, i32, ptr, i32, float, ptr, i32) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ 0, %entry ], [ %39, %exit2 ]
  %3 = shl i64 %i, 8
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %loop
  %index = phi i64 [ 0, %loop ], [ %index.next.1, %vector.body ]
  %4 = add nuw nsw i64 %index, %3
  %5 = getelementptr inbounds float, ptr %1, i64 %4
  %wide.load = load <8 x float>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %5, i64 8
  %wide.load5 = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %5, i64 16
  %wide.load6 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %5, i64 24
  %wide.load7 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %2, i64 %index
  %wide.load8 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %9, i64 8
  %wide.load9 = load <8 x float>, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %9, i64 16
  %wide.load10 = load <8 x float>, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %9, i64 24
  %wide.load11 = load <8 x float>, ptr %12, align 4
  %13 = fadd contract <8 x float> %wide.load, %wide.load8
  %14 = fadd contract <8 x float> %wide.load5, %wide.load9
  %15 = fadd contract <8 x float> %wide.load6, %wide.load10
  %16 = fadd contract <8 x float> %wide.load7, %wide.load11
  %17 = getelementptr inbounds float, ptr %0, i64 %4
  store <8 x float> %13, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %17, i64 8
  store <8 x float> %14, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %17, i64 16
  store <8 x float> %15, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %17, i64 24
  store <8 x float> %16, ptr %20, align 4
  %index.next = or i64 %index, 32
  %21 = add nuw nsw i64 %index.next, %3
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %wide.load.1 = load <8 x float>, ptr %22, align 4
  %23 = getelementptr inbounds float, ptr %22, i64 8
  %wide.load5.1 = load <8 x float>, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %22, i64 16
  %wide.load6.1 = load <8 x float>, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %22, i64 24
  %wide.load7.1 = load <8 x float>, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %2, i64 %index.next
  %wide.load8.1 = load <8 x float>, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %26, i64 8
  %wide.load9.1 = load <8 x float>, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %26, i64 16
  %wide.load10.1 = load <8 x float>, ptr %28, align 4
  %29 = getelementptr inbounds float, ptr %26, i64 24
  %wide.load11.1 = load <8 x float>, ptr %29, align 4
  %30 = fadd contract <8 x float> %wide.load.1, %wide.load8.1
  %31 = fadd contract <8 x float> %wide.load5.1, %wide.load9.1
  %32 = fadd contract <8 x float> %wide.load6.1, %wide.load10.1
  %33 = fadd contract <8 x float> %wide.load7.1, %wide.load11.1
  %34 = getelementptr inbounds float, ptr %0, i64 %21
  store <8 x float> %30, ptr %34, align 4
  %35 = getelementptr inbounds float, ptr %34, i64 8
  store <8 x float> %31, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %34, i64 16
  store <8 x float> %32, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %34, i64 24
  store <8 x float> %33, ptr %37, align 4
  %index.next.1 = add nuw nsw i64 %index, 64
  %38 = icmp eq i64 %index.next.1, 256
  br i1 %38, label %exit2, label %vector.body, !llvm.loop !4

exit:                                             ; preds = %exit2
  ret void

exit2:                                            ; preds = %vector.body
  %39 = add nuw nsw i64 %i, 1
  %exitcond4.not = icmp eq i64 %39, 64
  br i1 %exitcond4.not, label %exit, label %loop
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_relu(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next.1, %vector.body ]
  %2 = getelementptr inbounds float, ptr %1, i64 %index
  %wide.load = load <8 x float>, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %2, i64 8
  %wide.load1 = load <8 x float>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %2, i64 16
  %wide.load2 = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %2, i64 24
  %wide.load3 = load <8 x float>, ptr %5, align 4
  %6 = fcmp contract olt <8 x float> %wide.load, zeroinitializer
  %7 = fcmp contract olt <8 x float> %wide.load1, zeroinitializer
  %8 = fcmp contract olt <8 x float> %wide.load2, zeroinitializer
  %9 = fcmp contract olt <8 x float> %wide.load3, zeroinitializer
  %10 = select <8 x i1> %6, <8 x float> zeroinitializer, <8 x float> %wide.load
  %11 = select <8 x i1> %7, <8 x float> zeroinitializer, <8 x float> %wide.load1
  %12 = select <8 x i1> %8, <8 x float> zeroinitializer, <8 x float> %wide.load2
  %13 = select <8 x i1> %9, <8 x float> zeroinitializer, <8 x float> %wide.load3
  %14 = getelementptr inbounds float, ptr %0, i64 %index
  store <8 x float> %10, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %14, i64 8
  store <8 x float> %11, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %14, i64 16
  store <8 x float> %12, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %14, i64 24
  store <8 x float> %13, ptr %17, align 4
  %index.next = or i64 %index, 32
  %18 = getelementptr inbounds float, ptr %1, i64 %index.next
  %wide.load.1 = load <8 x float>, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %18, i64 8
  %wide.load1.1 = load <8 x float>, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %18, i64 16
  %wide.load2.1 = load <8 x float>, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %18, i64 24
  %wide.load3.1 = load <8 x float>, ptr %21, align 4
  %22 = fcmp contract olt <8 x float> %wide.load.1, zeroinitializer
  %23 = fcmp contract olt <8 x float> %wide.load1.1, zeroinitializer
  %24 = fcmp contract olt <8 x float> %wide.load2.1, zeroinitializer
  %25 = fcmp contract olt <8 x float> %wide.load3.1, zeroinitializer
  %26 = select <8 x i1> %22, <8 x float> zeroinitializer, <8 x float> %wide.load.1
  %27 = select <8 x i1> %23, <8 x float> zeroinitializer, <8 x float> %wide.load1.1
  %28 = select <8 x i1> %24, <8 x float> zeroinitializer, <8 x float> %wide.load2.1
  %29 = select <8 x i1> %25, <8 x float> zeroinitializer, <8 x float> %wide.load3.1
  %30 = getelementptr inbounds float, ptr %0, i64 %index.next
  store <8 x float> %26, ptr %30, align 4
  %31 = getelementptr inbounds float, ptr %30, i64 8
  store <8 x float> %27, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %30, i64 16
  store <8 x float> %28, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %30, i64 24
  store <8 x float> %29, ptr %33, align 4
  %index.next.1 = add nuw nsw i64 %index, 64
  %34 = icmp eq i64 %index.next.1, 16384
  br i1 %34, label %exit, label %vector.body, !llvm.loop !5

exit:                                             ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ 0, %entry ], [ %47, %exit2 ]
  %3 = mul nuw nsw i64 %i, 10
  %4 = shl i64 %i, 8
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %middle.block, %loop
  %i3 = phi i64 [ 0, %loop ], [ %46, %middle.block ]
  %5 = shl i64 %i3, 8
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %loop1
  %index = phi i64 [ 0, %loop1 ], [ %index.next.1, %vector.body ]
  %vec.phi = phi <8 x float> [ <float 0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %38, %vector.body ]
  %vec.phi10 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %39, %vector.body ]
  %vec.phi11 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %40, %vector.body ]
  %vec.phi12 = phi <8 x float> [ <float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00, float -0.000000e+00>, %loop1 ], [ %41, %vector.body ]
  %6 = add nuw nsw i64 %index, %5
  %7 = getelementptr inbounds float, ptr %1, i64 %6
  %wide.load = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %7, i64 8
  %wide.load13 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %7, i64 16
  %wide.load14 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %7, i64 24
  %wide.load15 = load <8 x float>, ptr %10, align 4
  %11 = add nuw nsw i64 %index, %4
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %wide.load16 = load <8 x float>, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %12, i64 8
  %wide.load17 = load <8 x float>, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %12, i64 16
  %wide.load18 = load <8 x float>, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %12, i64 24
  %wide.load19 = load <8 x float>, ptr %15, align 4
  %16 = fmul reassoc contract <8 x float> %wide.load, %wide.load16
  %17 = fmul reassoc contract <8 x float> %wide.load13, %wide.load17
  %18 = fmul reassoc contract <8 x float> %wide.load14, %wide.load18
  %19 = fmul reassoc contract <8 x float> %wide.load15, %wide.load19
  %20 = fadd reassoc contract <8 x float> %vec.phi, %16
  %21 = fadd reassoc contract <8 x float> %vec.phi10, %17
  %22 = fadd reassoc contract <8 x float> %vec.phi11, %18
  %23 = fadd reassoc contract <8 x float> %vec.phi12, %19
  %index.next = or i64 %index, 32
  %24 = add nuw nsw i64 %index.next, %5
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %wide.load.1 = load <8 x float>, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %25, i64 8
  %wide.load13.1 = load <8 x float>, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %25, i64 16
  %wide.load14.1 = load <8 x float>, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %25, i64 24
  %wide.load15.1 = load <8 x float>, ptr %28, align 4
  %29 = add nuw nsw i64 %index.next, %4
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %wide.load16.1 = load <8 x float>, ptr %30, align 4
  %31 = getelementptr inbounds float, ptr %30, i64 8
  %wide.load17.1 = load <8 x float>, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %30, i64 16
  %wide.load18.1 = load <8 x float>, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %30, i64 24
  %wide.load19.1 = load <8 x float>, ptr %33, align 4
  %34 = fmul reassoc contract <8 x float> %wide.load.1, %wide.load16.1
  %35 = fmul reassoc contract <8 x float> %wide.load13.1, %wide.load17.1
  %36 = fmul reassoc contract <8 x float> %wide.load14.1, %wide.load18.1
  %37 = fmul reassoc contract <8 x float> %wide.load15.1, %wide.load19.1
  %38 = fadd reassoc contract <8 x float> %20, %34
  %39 = fadd reassoc contract <8 x float> %21, %35
  %40 = fadd reassoc contract <8 x float> %22, %36
  %41 = fadd reassoc contract <8 x float> %23, %37
  %index.next.1 = add nuw nsw i64 %index, 64
  %42 = icmp eq i64 %index.next.1, 256
  br i1 %42, label %middle.block, label %vector.body, !llvm.loop !6

middle.block:                                     ; preds = %vector.body
  %bin.rdx = fadd reassoc contract <8 x float> %39, %38
  %bin.rdx20 = fadd reassoc contract <8 x float> %40, %bin.rdx
  %bin.rdx21 = fadd reassoc contract <8 x float> %41, %bin.rdx20
  %43 = tail call reassoc contract float @llvm.vector.reduce.fadd.v8f32(float -0.000000e+00, <8 x float> %bin.rdx21)
  %44 = add nuw nsw i64 %i3, %3
  %45 = getelementptr inbounds float, ptr %2, i64 %44
  store float %43, ptr %45, align 4
  %46 = add nuw nsw i64 %i3, 1
  %exitcond8.not = icmp eq i64 %46, 10
  br i1 %exitcond8.not, label %exit2, label %loop1

exit2:                                            ; preds = %middle.block
  %47 = add nuw nsw i64 %i, 1
  %exitcond9.not = icmp eq i64 %47, 64
  br i1 %exitcond9.not, label %exit, label %loop
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
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
  %exitcond.not = icmp eq i64 %53, 64
  br i1 %exitcond.not, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

declare void @netc_k_softmax_f32(ptr, ptr, i64, i64, i64, i32) local_unnamed_addr

declare void @netc_k_gather_f32(ptr, ptr, i32, ptr, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
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
  %exitcond.not.15 = icmp eq i64 %66, 64
  br i1 %exitcond.not.15, label %exit, label %loop

exit:                                             ; preds = %loop
  %67 = fmul contract float %65, 1.562500e-02
  store float %67, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k6_neg(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #5 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fneg contract float %2
  store float %3, ptr %0, align 4
  ret void
}

declare void @netc_k_argmax_f32(ptr, ptr, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k7_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
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
  %exitcond.not.7 = icmp eq i64 %67, 64
  br i1 %exitcond.not.7, label %exit, label %loop

exit:                                             ; preds = %loop
  %68 = fmul contract float %66, 1.562500e-02
  store float %68, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k8_broadcast_to(ptr noalias nocapture writeonly %0) unnamed_addr #6 {
entry:
  store <8 x float> <float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02>, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> <float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02>, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> <float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02>, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> <float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %0, i64 32
  store <8 x float> <float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %0, i64 40
  store <8 x float> <float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 48
  store <8 x float> <float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 56
  store <8 x float> <float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02, float -1.562500e-02>, ptr %7, align 4
  ret void
}

declare void @netc_k_gather_grad_f32(ptr, ptr, i32, ptr, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k9_sum(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) %0, i8 0, i64 256, i1 false)
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
  %340 = icmp eq i64 %index.next, 64
  br i1 %340, label %exit5, label %vector.body, !llvm.loop !7

exit5:                                            ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k10_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #7 {
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
  %exitcond.not = icmp eq i64 %96, 64
  br i1 %exitcond.not, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k11_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
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
  %exitcond.not = icmp eq i64 %52, 64
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

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k12_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #7 {
entry:
  br label %loop

loop:                                             ; preds = %exit2, %entry
  %i = phi i64 [ 0, %entry ], [ %17, %exit2 ]
  %3 = shl nuw nsw i64 %i, 2
  %4 = shl i64 %i, 10
  %5 = mul nuw nsw i64 %i, 40
  %6 = or i64 %3, 1
  %7 = mul nuw nsw i64 %6, 10
  %8 = or i64 %3, 2
  %9 = mul nuw nsw i64 %8, 10
  %10 = or i64 %3, 3
  %11 = mul nuw nsw i64 %10, 10
  %12 = shl i64 %6, 8
  %13 = shl i64 %8, 8
  %14 = shl i64 %10, 8
  br label %loop1

exit:                                             ; preds = %exit2
  ret void

loop1:                                            ; preds = %exit5, %loop
  %i3 = phi i64 [ 0, %loop ], [ %70, %exit5 ]
  %15 = shl nuw nsw i64 %i3, 4
  %16 = or i64 %15, 8
  br label %loop4

exit2:                                            ; preds = %exit5
  %17 = add nuw nsw i64 %i, 1
  %exitcond33.not = icmp eq i64 %17, 16
  br i1 %exitcond33.not, label %exit, label %loop

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %53, %loop4 ]
  %18 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %36, %loop4 ]
  %19 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %37, %loop4 ]
  %20 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %41, %loop4 ]
  %21 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %42, %loop4 ]
  %22 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %46, %loop4 ]
  %23 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %47, %loop4 ]
  %24 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %51, %loop4 ]
  %25 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %52, %loop4 ]
  %26 = shl nuw nsw i64 %i6, 8
  %27 = add nuw nsw i64 %26, %15
  %28 = getelementptr inbounds float, ptr %1, i64 %27
  %29 = load <8 x float>, ptr %28, align 4
  %30 = add nuw nsw i64 %26, %16
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load <8 x float>, ptr %31, align 4
  %33 = add nuw nsw i64 %i6, %5
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4
  %.splatinsert = insertelement <8 x float> poison, float %35, i64 0
  %.splat = shufflevector <8 x float> %.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %36 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat, <8 x float> %29, <8 x float> %18)
  %37 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat, <8 x float> %32, <8 x float> %19)
  %38 = add nuw nsw i64 %i6, %7
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4
  %.splatinsert7 = insertelement <8 x float> poison, float %40, i64 0
  %.splat8 = shufflevector <8 x float> %.splatinsert7, <8 x float> poison, <8 x i32> zeroinitializer
  %41 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat8, <8 x float> %29, <8 x float> %20)
  %42 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat8, <8 x float> %32, <8 x float> %21)
  %43 = add nuw nsw i64 %i6, %9
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4
  %.splatinsert9 = insertelement <8 x float> poison, float %45, i64 0
  %.splat10 = shufflevector <8 x float> %.splatinsert9, <8 x float> poison, <8 x i32> zeroinitializer
  %46 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat10, <8 x float> %29, <8 x float> %22)
  %47 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat10, <8 x float> %32, <8 x float> %23)
  %48 = add nuw nsw i64 %i6, %11
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  %50 = load float, ptr %49, align 4
  %.splatinsert11 = insertelement <8 x float> poison, float %50, i64 0
  %.splat12 = shufflevector <8 x float> %.splatinsert11, <8 x float> poison, <8 x i32> zeroinitializer
  %51 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat12, <8 x float> %29, <8 x float> %24)
  %52 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat12, <8 x float> %32, <8 x float> %25)
  %53 = add nuw nsw i64 %i6, 1
  %exitcond.not = icmp eq i64 %53, 10
  br i1 %exitcond.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %54 = add nuw nsw i64 %15, %4
  %55 = getelementptr inbounds float, ptr %2, i64 %54
  store <8 x float> %36, ptr %55, align 4
  %56 = add nuw nsw i64 %16, %4
  %57 = getelementptr inbounds float, ptr %2, i64 %56
  store <8 x float> %37, ptr %57, align 4
  %58 = add nuw nsw i64 %15, %12
  %59 = getelementptr inbounds float, ptr %2, i64 %58
  store <8 x float> %41, ptr %59, align 4
  %60 = add nuw nsw i64 %16, %12
  %61 = getelementptr inbounds float, ptr %2, i64 %60
  store <8 x float> %42, ptr %61, align 4
  %62 = add nuw nsw i64 %15, %13
  %63 = getelementptr inbounds float, ptr %2, i64 %62
  store <8 x float> %46, ptr %63, align 4
  %64 = add nuw nsw i64 %16, %13
  %65 = getelementptr inbounds float, ptr %2, i64 %64
  store <8 x float> %47, ptr %65, align 4
  %66 = add nuw nsw i64 %15, %14
  %67 = getelementptr inbounds float, ptr %2, i64 %66
  store <8 x float> %51, ptr %67, align 4
  %68 = add nuw nsw i64 %16, %14
  %69 = getelementptr inbounds float, ptr %2, i64 %68
  store <8 x float> %52, ptr %69, align 4
  %70 = add nuw nsw i64 %i3, 1
  %exitcond32.not = icmp eq i64 %70, 16
  br i1 %exitcond32.not, label %exit2, label %loop1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #8

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k13_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture %2) unnamed_addr #7 {
entry:
  br label %loop1

loop1:                                            ; preds = %exit5, %entry
  %i3 = phi i64 [ 0, %entry ], [ %111, %exit5 ]
  %3 = shl nuw nsw i64 %i3, 4
  %4 = or i64 %3, 8
  br label %loop4

loop1.1:                                          ; preds = %exit5, %exit5.1
  %i3.1 = phi i64 [ %60, %exit5.1 ], [ 0, %exit5 ]
  %5 = shl nuw nsw i64 %i3.1, 4
  %6 = or i64 %5, 8
  br label %loop4.1

loop4.1:                                          ; preds = %loop4.1, %loop1.1
  %i6.1 = phi i64 [ 0, %loop1.1 ], [ %43, %loop4.1 ]
  %7 = phi contract <8 x float> [ zeroinitializer, %loop1.1 ], [ %26, %loop4.1 ]
  %8 = phi contract <8 x float> [ zeroinitializer, %loop1.1 ], [ %27, %loop4.1 ]
  %9 = phi contract <8 x float> [ zeroinitializer, %loop1.1 ], [ %31, %loop4.1 ]
  %10 = phi contract <8 x float> [ zeroinitializer, %loop1.1 ], [ %32, %loop4.1 ]
  %11 = phi contract <8 x float> [ zeroinitializer, %loop1.1 ], [ %36, %loop4.1 ]
  %12 = phi contract <8 x float> [ zeroinitializer, %loop1.1 ], [ %37, %loop4.1 ]
  %13 = phi contract <8 x float> [ zeroinitializer, %loop1.1 ], [ %41, %loop4.1 ]
  %14 = phi contract <8 x float> [ zeroinitializer, %loop1.1 ], [ %42, %loop4.1 ]
  %15 = shl nuw nsw i64 %i6.1, 8
  %16 = add nuw nsw i64 %15, %5
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load <8 x float>, ptr %17, align 4
  %19 = add nuw nsw i64 %15, %6
  %20 = getelementptr inbounds float, ptr %1, i64 %19
  %21 = load <8 x float>, ptr %20, align 4
  %22 = mul nuw nsw i64 %i6.1, 10
  %23 = add nuw nsw i64 %22, 4
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4
  %.splatinsert.1 = insertelement <8 x float> poison, float %25, i64 0
  %.splat.1 = shufflevector <8 x float> %.splatinsert.1, <8 x float> poison, <8 x i32> zeroinitializer
  %26 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat.1, <8 x float> %18, <8 x float> %7)
  %27 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat.1, <8 x float> %21, <8 x float> %8)
  %28 = add nuw nsw i64 %22, 5
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4
  %.splatinsert7.1 = insertelement <8 x float> poison, float %30, i64 0
  %.splat8.1 = shufflevector <8 x float> %.splatinsert7.1, <8 x float> poison, <8 x i32> zeroinitializer
  %31 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat8.1, <8 x float> %18, <8 x float> %9)
  %32 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat8.1, <8 x float> %21, <8 x float> %10)
  %33 = add nuw nsw i64 %22, 6
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4
  %.splatinsert9.1 = insertelement <8 x float> poison, float %35, i64 0
  %.splat10.1 = shufflevector <8 x float> %.splatinsert9.1, <8 x float> poison, <8 x i32> zeroinitializer
  %36 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat10.1, <8 x float> %18, <8 x float> %11)
  %37 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat10.1, <8 x float> %21, <8 x float> %12)
  %38 = add nuw nsw i64 %22, 7
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4
  %.splatinsert11.1 = insertelement <8 x float> poison, float %40, i64 0
  %.splat12.1 = shufflevector <8 x float> %.splatinsert11.1, <8 x float> poison, <8 x i32> zeroinitializer
  %41 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat12.1, <8 x float> %18, <8 x float> %13)
  %42 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat12.1, <8 x float> %21, <8 x float> %14)
  %43 = add nuw nsw i64 %i6.1, 1
  %exitcond.1.not = icmp eq i64 %43, 64
  br i1 %exitcond.1.not, label %exit5.1, label %loop4.1

exit5.1:                                          ; preds = %loop4.1
  %44 = add nuw nsw i64 %5, 1024
  %45 = getelementptr inbounds float, ptr %2, i64 %44
  store <8 x float> %26, ptr %45, align 4
  %46 = add nuw i64 %5, 1032
  %47 = getelementptr inbounds float, ptr %2, i64 %46
  store <8 x float> %27, ptr %47, align 4
  %48 = add nuw nsw i64 %5, 1280
  %49 = getelementptr inbounds float, ptr %2, i64 %48
  store <8 x float> %31, ptr %49, align 4
  %50 = add nuw i64 %5, 1288
  %51 = getelementptr inbounds float, ptr %2, i64 %50
  store <8 x float> %32, ptr %51, align 4
  %52 = add nuw nsw i64 %5, 1536
  %53 = getelementptr inbounds float, ptr %2, i64 %52
  store <8 x float> %36, ptr %53, align 4
  %54 = add nuw i64 %5, 1544
  %55 = getelementptr inbounds float, ptr %2, i64 %54
  store <8 x float> %37, ptr %55, align 4
  %56 = add nuw nsw i64 %5, 1792
  %57 = getelementptr inbounds float, ptr %2, i64 %56
  store <8 x float> %41, ptr %57, align 4
  %58 = add nuw i64 %5, 1800
  %59 = getelementptr inbounds float, ptr %2, i64 %58
  store <8 x float> %42, ptr %59, align 4
  %60 = add nuw nsw i64 %i3.1, 1
  %exitcond47.1.not = icmp eq i64 %60, 16
  br i1 %exitcond47.1.not, label %exit2.1, label %loop1.1

exit2.1:                                          ; preds = %exit5.1
  %uglygep = getelementptr i8, ptr %2, i64 8192
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %uglygep, i8 0, i64 1024, i1 false)
  br label %loop19

loop4:                                            ; preds = %loop4, %loop1
  %i6 = phi i64 [ 0, %loop1 ], [ %96, %loop4 ]
  %61 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %79, %loop4 ]
  %62 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %80, %loop4 ]
  %63 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %84, %loop4 ]
  %64 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %85, %loop4 ]
  %65 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %89, %loop4 ]
  %66 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %90, %loop4 ]
  %67 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %94, %loop4 ]
  %68 = phi contract <8 x float> [ zeroinitializer, %loop1 ], [ %95, %loop4 ]
  %69 = shl nuw nsw i64 %i6, 8
  %70 = add nuw nsw i64 %69, %3
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = load <8 x float>, ptr %71, align 4
  %73 = add nuw nsw i64 %69, %4
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  %75 = load <8 x float>, ptr %74, align 4
  %76 = mul nuw nsw i64 %i6, 10
  %77 = getelementptr inbounds float, ptr %0, i64 %76
  %78 = load float, ptr %77, align 4
  %.splatinsert = insertelement <8 x float> poison, float %78, i64 0
  %.splat = shufflevector <8 x float> %.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %79 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat, <8 x float> %72, <8 x float> %61)
  %80 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat, <8 x float> %75, <8 x float> %62)
  %81 = or i64 %76, 1
  %82 = getelementptr inbounds float, ptr %0, i64 %81
  %83 = load float, ptr %82, align 4
  %.splatinsert7 = insertelement <8 x float> poison, float %83, i64 0
  %.splat8 = shufflevector <8 x float> %.splatinsert7, <8 x float> poison, <8 x i32> zeroinitializer
  %84 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat8, <8 x float> %72, <8 x float> %63)
  %85 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat8, <8 x float> %75, <8 x float> %64)
  %86 = add nuw nsw i64 %76, 2
  %87 = getelementptr inbounds float, ptr %0, i64 %86
  %88 = load float, ptr %87, align 4
  %.splatinsert9 = insertelement <8 x float> poison, float %88, i64 0
  %.splat10 = shufflevector <8 x float> %.splatinsert9, <8 x float> poison, <8 x i32> zeroinitializer
  %89 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat10, <8 x float> %72, <8 x float> %65)
  %90 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat10, <8 x float> %75, <8 x float> %66)
  %91 = add nuw nsw i64 %76, 3
  %92 = getelementptr inbounds float, ptr %0, i64 %91
  %93 = load float, ptr %92, align 4
  %.splatinsert11 = insertelement <8 x float> poison, float %93, i64 0
  %.splat12 = shufflevector <8 x float> %.splatinsert11, <8 x float> poison, <8 x i32> zeroinitializer
  %94 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat12, <8 x float> %72, <8 x float> %67)
  %95 = tail call contract <8 x float> @llvm.fmuladd.v8f32(<8 x float> %.splat12, <8 x float> %75, <8 x float> %68)
  %96 = add nuw nsw i64 %i6, 1
  %exitcond.not = icmp eq i64 %96, 64
  br i1 %exitcond.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  %97 = getelementptr inbounds float, ptr %2, i64 %3
  store <8 x float> %79, ptr %97, align 4
  %98 = getelementptr inbounds float, ptr %2, i64 %4
  store <8 x float> %80, ptr %98, align 4
  %99 = add nuw nsw i64 %3, 256
  %100 = getelementptr inbounds float, ptr %2, i64 %99
  store <8 x float> %84, ptr %100, align 4
  %101 = add nuw i64 %3, 264
  %102 = getelementptr inbounds float, ptr %2, i64 %101
  store <8 x float> %85, ptr %102, align 4
  %103 = add nuw nsw i64 %3, 512
  %104 = getelementptr inbounds float, ptr %2, i64 %103
  store <8 x float> %89, ptr %104, align 4
  %105 = add nuw i64 %3, 520
  %106 = getelementptr inbounds float, ptr %2, i64 %105
  store <8 x float> %90, ptr %106, align 4
  %107 = add nuw nsw i64 %3, 768
  %108 = getelementptr inbounds float, ptr %2, i64 %107
  store <8 x float> %94, ptr %108, align 4
  %109 = add nuw i64 %3, 776
  %110 = getelementptr inbounds float, ptr %2, i64 %109
  store <8 x float> %95, ptr %110, align 4
  %111 = add nuw nsw i64 %i3, 1
  %exitcond47.not = icmp eq i64 %111, 16
  br i1 %exitcond47.not, label %loop1.1, label %loop1

loop19:                                           ; preds = %exit2.1, %exit23
  %i21 = phi i64 [ %197, %exit23 ], [ 0, %exit2.1 ]
  %112 = shl i64 %i21, 8
  %113 = mul nuw nsw i64 %i21, 10
  %114 = add nuw nsw i64 %113, 8
  %115 = getelementptr inbounds float, ptr %0, i64 %114
  %116 = load float, ptr %115, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %116, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert83 = insertelement <8 x float> poison, float %116, i64 0
  %broadcast.splat84 = shufflevector <8 x float> %broadcast.splatinsert83, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert85 = insertelement <8 x float> poison, float %116, i64 0
  %broadcast.splat86 = shufflevector <8 x float> %broadcast.splatinsert85, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert87 = insertelement <8 x float> poison, float %116, i64 0
  %broadcast.splat88 = shufflevector <8 x float> %broadcast.splatinsert87, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %loop19
  %index = phi i64 [ 0, %loop19 ], [ %index.next.1, %vector.body ]
  %117 = add nuw nsw i64 %index, 2048
  %118 = getelementptr inbounds float, ptr %2, i64 %117
  %119 = add nuw nsw i64 %index, %112
  %120 = getelementptr inbounds float, ptr %1, i64 %119
  %wide.load = load <8 x float>, ptr %120, align 4
  %121 = getelementptr inbounds float, ptr %120, i64 8
  %wide.load80 = load <8 x float>, ptr %121, align 4
  %122 = getelementptr inbounds float, ptr %120, i64 16
  %wide.load81 = load <8 x float>, ptr %122, align 4
  %123 = getelementptr inbounds float, ptr %120, i64 24
  %wide.load82 = load <8 x float>, ptr %123, align 4
  %124 = fmul contract <8 x float> %broadcast.splat, %wide.load
  %125 = fmul contract <8 x float> %broadcast.splat84, %wide.load80
  %126 = fmul contract <8 x float> %broadcast.splat86, %wide.load81
  %127 = fmul contract <8 x float> %broadcast.splat88, %wide.load82
  %wide.load89 = load <8 x float>, ptr %118, align 4
  %128 = getelementptr inbounds float, ptr %118, i64 8
  %wide.load90 = load <8 x float>, ptr %128, align 4
  %129 = getelementptr inbounds float, ptr %118, i64 16
  %wide.load91 = load <8 x float>, ptr %129, align 4
  %130 = getelementptr inbounds float, ptr %118, i64 24
  %wide.load92 = load <8 x float>, ptr %130, align 4
  %131 = fadd contract <8 x float> %wide.load89, %124
  %132 = fadd contract <8 x float> %wide.load90, %125
  %133 = fadd contract <8 x float> %wide.load91, %126
  %134 = fadd contract <8 x float> %wide.load92, %127
  store <8 x float> %131, ptr %118, align 4
  store <8 x float> %132, ptr %128, align 4
  store <8 x float> %133, ptr %129, align 4
  store <8 x float> %134, ptr %130, align 4
  %index.next = or i64 %index, 32
  %135 = add nuw nsw i64 %index, 2080
  %136 = getelementptr inbounds float, ptr %2, i64 %135
  %137 = add nuw nsw i64 %index.next, %112
  %138 = getelementptr inbounds float, ptr %1, i64 %137
  %wide.load.1 = load <8 x float>, ptr %138, align 4
  %139 = getelementptr inbounds float, ptr %138, i64 8
  %wide.load80.1 = load <8 x float>, ptr %139, align 4
  %140 = getelementptr inbounds float, ptr %138, i64 16
  %wide.load81.1 = load <8 x float>, ptr %140, align 4
  %141 = getelementptr inbounds float, ptr %138, i64 24
  %wide.load82.1 = load <8 x float>, ptr %141, align 4
  %142 = fmul contract <8 x float> %broadcast.splat, %wide.load.1
  %143 = fmul contract <8 x float> %broadcast.splat84, %wide.load80.1
  %144 = fmul contract <8 x float> %broadcast.splat86, %wide.load81.1
  %145 = fmul contract <8 x float> %broadcast.splat88, %wide.load82.1
  %wide.load89.1 = load <8 x float>, ptr %136, align 4
  %146 = getelementptr inbounds float, ptr %136, i64 8
  %wide.load90.1 = load <8 x float>, ptr %146, align 4
  %147 = getelementptr inbounds float, ptr %136, i64 16
  %wide.load91.1 = load <8 x float>, ptr %147, align 4
  %148 = getelementptr inbounds float, ptr %136, i64 24
  %wide.load92.1 = load <8 x float>, ptr %148, align 4
  %149 = fadd contract <8 x float> %wide.load89.1, %142
  %150 = fadd contract <8 x float> %wide.load90.1, %143
  %151 = fadd contract <8 x float> %wide.load91.1, %144
  %152 = fadd contract <8 x float> %wide.load92.1, %145
  store <8 x float> %149, ptr %136, align 4
  store <8 x float> %150, ptr %146, align 4
  store <8 x float> %151, ptr %147, align 4
  store <8 x float> %152, ptr %148, align 4
  %index.next.1 = add nuw nsw i64 %index, 64
  %153 = icmp eq i64 %index.next.1, 256
  br i1 %153, label %exit23, label %vector.body, !llvm.loop !8

exit20:                                           ; preds = %exit23
  %uglygep.1 = getelementptr i8, ptr %2, i64 9216
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %uglygep.1, i8 0, i64 1024, i1 false)
  br label %loop19.1

loop19.1:                                         ; preds = %exit23.1, %exit20
  %i21.1 = phi i64 [ %196, %exit23.1 ], [ 0, %exit20 ]
  %154 = shl i64 %i21.1, 8
  %155 = mul nuw nsw i64 %i21.1, 10
  %156 = add nuw nsw i64 %155, 9
  %157 = getelementptr inbounds float, ptr %0, i64 %156
  %158 = load float, ptr %157, align 4
  %broadcast.splatinsert104 = insertelement <8 x float> poison, float %158, i64 0
  %broadcast.splat105 = shufflevector <8 x float> %broadcast.splatinsert104, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert106 = insertelement <8 x float> poison, float %158, i64 0
  %broadcast.splat107 = shufflevector <8 x float> %broadcast.splatinsert106, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert108 = insertelement <8 x float> poison, float %158, i64 0
  %broadcast.splat109 = shufflevector <8 x float> %broadcast.splatinsert108, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert110 = insertelement <8 x float> poison, float %158, i64 0
  %broadcast.splat111 = shufflevector <8 x float> %broadcast.splatinsert110, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body98

vector.body98:                                    ; preds = %vector.body98, %loop19.1
  %index99 = phi i64 [ 0, %loop19.1 ], [ %index.next116.1, %vector.body98 ]
  %159 = add nuw nsw i64 %index99, 2304
  %160 = getelementptr inbounds float, ptr %2, i64 %159
  %161 = add nuw nsw i64 %index99, %154
  %162 = getelementptr inbounds float, ptr %1, i64 %161
  %wide.load100 = load <8 x float>, ptr %162, align 4
  %163 = getelementptr inbounds float, ptr %162, i64 8
  %wide.load101 = load <8 x float>, ptr %163, align 4
  %164 = getelementptr inbounds float, ptr %162, i64 16
  %wide.load102 = load <8 x float>, ptr %164, align 4
  %165 = getelementptr inbounds float, ptr %162, i64 24
  %wide.load103 = load <8 x float>, ptr %165, align 4
  %166 = fmul contract <8 x float> %broadcast.splat105, %wide.load100
  %167 = fmul contract <8 x float> %broadcast.splat107, %wide.load101
  %168 = fmul contract <8 x float> %broadcast.splat109, %wide.load102
  %169 = fmul contract <8 x float> %broadcast.splat111, %wide.load103
  %wide.load112 = load <8 x float>, ptr %160, align 4
  %170 = getelementptr inbounds float, ptr %160, i64 8
  %wide.load113 = load <8 x float>, ptr %170, align 4
  %171 = getelementptr inbounds float, ptr %160, i64 16
  %wide.load114 = load <8 x float>, ptr %171, align 4
  %172 = getelementptr inbounds float, ptr %160, i64 24
  %wide.load115 = load <8 x float>, ptr %172, align 4
  %173 = fadd contract <8 x float> %wide.load112, %166
  %174 = fadd contract <8 x float> %wide.load113, %167
  %175 = fadd contract <8 x float> %wide.load114, %168
  %176 = fadd contract <8 x float> %wide.load115, %169
  store <8 x float> %173, ptr %160, align 4
  store <8 x float> %174, ptr %170, align 4
  store <8 x float> %175, ptr %171, align 4
  store <8 x float> %176, ptr %172, align 4
  %index.next116 = or i64 %index99, 32
  %177 = add nuw nsw i64 %index99, 2336
  %178 = getelementptr inbounds float, ptr %2, i64 %177
  %179 = add nuw nsw i64 %index.next116, %154
  %180 = getelementptr inbounds float, ptr %1, i64 %179
  %wide.load100.1 = load <8 x float>, ptr %180, align 4
  %181 = getelementptr inbounds float, ptr %180, i64 8
  %wide.load101.1 = load <8 x float>, ptr %181, align 4
  %182 = getelementptr inbounds float, ptr %180, i64 16
  %wide.load102.1 = load <8 x float>, ptr %182, align 4
  %183 = getelementptr inbounds float, ptr %180, i64 24
  %wide.load103.1 = load <8 x float>, ptr %183, align 4
  %184 = fmul contract <8 x float> %broadcast.splat105, %wide.load100.1
  %185 = fmul contract <8 x float> %broadcast.splat107, %wide.load101.1
  %186 = fmul contract <8 x float> %broadcast.splat109, %wide.load102.1
  %187 = fmul contract <8 x float> %broadcast.splat111, %wide.load103.1
  %wide.load112.1 = load <8 x float>, ptr %178, align 4
  %188 = getelementptr inbounds float, ptr %178, i64 8
  %wide.load113.1 = load <8 x float>, ptr %188, align 4
  %189 = getelementptr inbounds float, ptr %178, i64 16
  %wide.load114.1 = load <8 x float>, ptr %189, align 4
  %190 = getelementptr inbounds float, ptr %178, i64 24
  %wide.load115.1 = load <8 x float>, ptr %190, align 4
  %191 = fadd contract <8 x float> %wide.load112.1, %184
  %192 = fadd contract <8 x float> %wide.load113.1, %185
  %193 = fadd contract <8 x float> %wide.load114.1, %186
  %194 = fadd contract <8 x float> %wide.load115.1, %187
  store <8 x float> %191, ptr %178, align 4
  store <8 x float> %192, ptr %188, align 4
  store <8 x float> %193, ptr %189, align 4
  store <8 x float> %194, ptr %190, align 4
  %index.next116.1 = add nuw nsw i64 %index99, 64
  %195 = icmp eq i64 %index.next116.1, 256
  br i1 %195, label %exit23.1, label %vector.body98, !llvm.loop !9

exit23.1:                                         ; preds = %vector.body98
  %196 = add nuw nsw i64 %i21.1, 1
  %exitcond49.1.not = icmp eq i64 %196, 64
  br i1 %exitcond49.1.not, label %exit20.1, label %loop19.1

exit20.1:                                         ; preds = %exit23.1
  ret void

exit23:                                           ; preds = %vector.body
  %197 = add nuw nsw i64 %i21, 1
  %exitcond49.not = icmp eq i64 %197, 64
  br i1 %exitcond49.not, label %exit20, label %loop19
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k14_where(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next.1, %vector.body ]
  %3 = getelementptr inbounds float, ptr %1, i64 %index
  %wide.load = load <8 x float>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load1 = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %3, i64 16
  %wide.load2 = load <8 x float>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %3, i64 24
  %wide.load3 = load <8 x float>, ptr %6, align 4
  %7 = fcmp contract ogt <8 x float> %wide.load, zeroinitializer
  %8 = fcmp contract ogt <8 x float> %wide.load1, zeroinitializer
  %9 = fcmp contract ogt <8 x float> %wide.load2, zeroinitializer
  %10 = fcmp contract ogt <8 x float> %wide.load3, zeroinitializer
  %11 = getelementptr inbounds float, ptr %2, i64 %index
  %wide.load4 = load <8 x float>, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %11, i64 8
  %wide.load5 = load <8 x float>, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %11, i64 16
  %wide.load6 = load <8 x float>, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %11, i64 24
  %wide.load7 = load <8 x float>, ptr %14, align 4
  %15 = select <8 x i1> %7, <8 x float> %wide.load4, <8 x float> zeroinitializer
  %16 = select <8 x i1> %8, <8 x float> %wide.load5, <8 x float> zeroinitializer
  %17 = select <8 x i1> %9, <8 x float> %wide.load6, <8 x float> zeroinitializer
  %18 = select <8 x i1> %10, <8 x float> %wide.load7, <8 x float> zeroinitializer
  %19 = getelementptr inbounds float, ptr %0, i64 %index
  store <8 x float> %15, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %19, i64 8
  store <8 x float> %16, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %19, i64 16
  store <8 x float> %17, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %19, i64 24
  store <8 x float> %18, ptr %22, align 4
  %index.next = or i64 %index, 32
  %23 = getelementptr inbounds float, ptr %1, i64 %index.next
  %wide.load.1 = load <8 x float>, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %23, i64 8
  %wide.load1.1 = load <8 x float>, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %23, i64 16
  %wide.load2.1 = load <8 x float>, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %23, i64 24
  %wide.load3.1 = load <8 x float>, ptr %26, align 4
  %27 = fcmp contract ogt <8 x float> %wide.load.1, zeroinitializer
  %28 = fcmp contract ogt <8 x float> %wide.load1.1, zeroinitializer
  %29 = fcmp contract ogt <8 x float> %wide.load2.1, zeroinitializer
  %30 = fcmp contract ogt <8 x float> %wide.load3.1, zeroinitializer
  %31 = getelementptr inbounds float, ptr %2, i64 %index.next
  %wide.load4.1 = load <8 x float>, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %31, i64 8
  %wide.load5.1 = load <8 x float>, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %31, i64 16
  %wide.load6.1 = load <8 x float>, ptr %33, align 4
  %34 = getelementptr inbounds float, ptr %31, i64 24
  %wide.load7.1 = load <8 x float>, ptr %34, align 4
  %35 = select <8 x i1> %27, <8 x float> %wide.load4.1, <8 x float> zeroinitializer
  %36 = select <8 x i1> %28, <8 x float> %wide.load5.1, <8 x float> zeroinitializer
  %37 = select <8 x i1> %29, <8 x float> %wide.load6.1, <8 x float> zeroinitializer
  %38 = select <8 x i1> %30, <8 x float> %wide.load7.1, <8 x float> zeroinitializer
  %39 = getelementptr inbounds float, ptr %0, i64 %index.next
  store <8 x float> %35, ptr %39, align 4
  %40 = getelementptr inbounds float, ptr %39, i64 8
  store <8 x float> %36, ptr %40, align 4
  %41 = getelementptr inbounds float, ptr %39, i64 16
  store <8 x float> %37, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %39, i64 24
  store <8 x float> %38, ptr %42, align 4
  %index.next.1 = add nuw nsw i64 %index, 64
  %43 = icmp eq i64 %index.next.1, 16384
  br i1 %43, label %exit, label %vector.body, !llvm.loop !10

exit:                                             ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k15_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  br label %loop1

loop1:                                            ; preds = %entry, %exit5
  %i3 = phi i64 [ %30, %exit5 ], [ 0, %entry ]
  %2 = shl i64 %i3, 8
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %loop1
  %index = phi i64 [ 0, %loop1 ], [ %index.next.1, %vector.body ]
  %3 = add nuw nsw i64 %index, %2
  %4 = getelementptr inbounds float, ptr %1, i64 %3
  %wide.load = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %4, i64 8
  %wide.load8 = load <8 x float>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %4, i64 16
  %wide.load9 = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %4, i64 24
  %wide.load10 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %0, i64 %index
  %wide.load11 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %8, i64 8
  %wide.load12 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %8, i64 16
  %wide.load13 = load <8 x float>, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %8, i64 24
  %wide.load14 = load <8 x float>, ptr %11, align 4
  %12 = fadd contract <8 x float> %wide.load, %wide.load11
  %13 = fadd contract <8 x float> %wide.load8, %wide.load12
  %14 = fadd contract <8 x float> %wide.load9, %wide.load13
  %15 = fadd contract <8 x float> %wide.load10, %wide.load14
  store <8 x float> %12, ptr %8, align 4
  store <8 x float> %13, ptr %9, align 4
  store <8 x float> %14, ptr %10, align 4
  store <8 x float> %15, ptr %11, align 4
  %index.next = or i64 %index, 32
  %16 = add nuw nsw i64 %index.next, %2
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %wide.load.1 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %17, i64 8
  %wide.load8.1 = load <8 x float>, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %17, i64 16
  %wide.load9.1 = load <8 x float>, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %17, i64 24
  %wide.load10.1 = load <8 x float>, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 %index.next
  %wide.load11.1 = load <8 x float>, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %21, i64 8
  %wide.load12.1 = load <8 x float>, ptr %22, align 4
  %23 = getelementptr inbounds float, ptr %21, i64 16
  %wide.load13.1 = load <8 x float>, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %21, i64 24
  %wide.load14.1 = load <8 x float>, ptr %24, align 4
  %25 = fadd contract <8 x float> %wide.load.1, %wide.load11.1
  %26 = fadd contract <8 x float> %wide.load8.1, %wide.load12.1
  %27 = fadd contract <8 x float> %wide.load9.1, %wide.load13.1
  %28 = fadd contract <8 x float> %wide.load10.1, %wide.load14.1
  store <8 x float> %25, ptr %21, align 4
  store <8 x float> %26, ptr %22, align 4
  store <8 x float> %27, ptr %23, align 4
  store <8 x float> %28, ptr %24, align 4
  %index.next.1 = add nuw nsw i64 %index, 64
  %29 = icmp eq i64 %index.next.1, 256
  br i1 %29, label %exit5, label %vector.body, !llvm.loop !11

exit2:                                            ; preds = %exit5
  ret void

exit5:                                            ; preds = %vector.body
  %30 = add nuw nsw i64 %i3, 1
  %exitcond7.not = icmp eq i64 %30, 64
  br i1 %exitcond7.not, label %exit2, label %loop1
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>) #11

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "target-cpu"="x86-64-v3" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #7 = { nofree noinline nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !2, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1, !2}
!6 = distinct !{!6, !1, !2}
!7 = distinct !{!7, !1, !2}
!8 = distinct !{!8, !1, !2}
!9 = distinct !{!9, !1, !2}
!10 = distinct !{!10, !1, !2}
!11 = distinct !{!11, !1, !2}

