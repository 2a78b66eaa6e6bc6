// The constants of netc's own f32 exponential and error function, written
// once for the two places that compute them without libm, so that the
// kernels and the generated code agree bit for bit:
//  - runtime/cpu/vec8.h's exp8 (softmax's rows, eight at a time);
//  - codegen/cpu/scalar_ir.cc's `exp`, `erf` and `tanh` primitives, emitted as
//    arithmetic that LLVM's loop vectoriser widens (a call to libm's expf or
//    erff runs one element at a time).
// exp: e^x = 2^n e^r with n = round(x / ln2), r = x - n ln2 (ln2 in two
// parts, the first exact in few bits), e^r by Cephes' polynomial; within
// 2 ulp. Below kExpLow the result is 0 (expf's would be subnormal), above
// kExpHigh +inf.
// erf: for |x| < 1, x P(x^2) with P fitted to erf(x)/x (relative error
// 1.2e-9 in exact arithmetic); from 1 on, 1 - t e^(-x^2 + Q(t)) with
// t = 1 / (1 + |x| / 2) (Numerical Recipes' erfc, fractional error below
// 1.2e-7); the sign of x. Within 3 ulp of erf.
#pragma once

namespace netc::f32_math {

inline constexpr float kExpLow = -87.3365479f, kExpHigh = 88.7228391f;
inline constexpr float kLog2e = 1.44269504088896341f;
inline constexpr float kLn2Hi = 0.693359375f, kLn2Lo = -2.12194440e-4f;
// e^r - 1 - r = r^2 (p0 r^5 + ... + p5), Horner from p0
inline constexpr float kExpPoly[6] = {1.9875691500e-4f, 1.3981999507e-3f, 8.3334519073e-3f,
                                      4.1665795894e-2f, 1.6666665459e-1f, 5.0000001201e-1f};

// Every polynomial below is listed from its highest power down (Horner's
// order), as kExpPoly.
// erf(x) / x for |x| < 1, in u = x^2: a6 u^6 + ... + a1 u + a0
inline constexpr float kErfSmall[7] = {7.854062278056517e-05f, -0.0008010259480215609f, 0.005188336130231619f,
                                       -0.026853816583752632f, 0.1128358542919159f,     -0.3761262595653534f,
                                       1.1283791065216064f};
// Q(t) = q9 t^9 + ... + q1 t + q0 (erfc(x) = t e^(-x^2 + Q(t)))
inline constexpr float kErfcTail[10] = {0.17087277f, -0.82215223f, 1.48851587f,  -1.13520398f, 0.27886807f,
                                        -0.18628806f, 0.09678418f, 0.37409196f, 1.00002368f,  -1.26551223f};

// tanh: for |x| < 0.625, x + x^3 T(x^2) (Cephes' tanhf), else
// 1 - 2 / (e^(2|x|) + 1) with the sign of x. Within 3 ulp.
inline constexpr float kTanhSmallBelow = 0.625f;
inline constexpr float kTanhSmall[5] = {-5.70498872745e-3f, 2.06390887954e-2f, -5.37397155531e-2f, 1.33314422036e-1f,
                                        -3.33332819422e-1f};

}  // namespace netc::f32_math
