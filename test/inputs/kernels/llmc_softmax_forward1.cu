// llmc_softmax_forward1: llm.c softmax_forward_kernel1 (one thread per row: max, exp and sum, normalise)
//
// Source: https://github.com/karpathy/llm.c, dev/cuda/softmax_forward.cu
//   (commit f1e2ace651495b74ae22d45d1723443fd00ecd3a), MIT licence; see LICENSES.md in this directory.
// The kernel code below is copied as written upstream; only the includes are
// replaced by cuda_shim.h (no CUDA headers).
// Regenerate llmc_softmax_forward1.ll with regen.sh.
#include "cuda_shim.h"

__global__ void softmax_forward_kernel1(float* out, const float* inp, int N, int C) {
    // inp is (N, C)
    // out is (N, C), each row of inp will get softmaxed
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) {
        const float* inp_row = inp + i * C;
        float* out_row = out + i * C;

        float maxval = -INFINITY;
        for (int j = 0; j < C; j++) {
            if (inp_row[j] > maxval) {
                maxval = inp_row[j];
            }
        }
        double sum = 0.0;
        for (int j = 0; j < C; j++) {
            out_row[j] = expf(inp_row[j] - maxval);
            sum += out_row[j];
        }
        for (int j = 0; j < C; j++) {
            out_row[j] /= (float)sum;
        }
    }
}
