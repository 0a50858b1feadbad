// cudasamples_g2s_largechunk: cuda-samples globalToShmemAsyncCopy MatrixMulAsyncCopyLargeChunk<16> (one shared-memory buffer per matrix, filled by float4 cp.async copies of a quarter of the threads under `if (t4x < BLOCK_SIZE)`, cuda::pipeline)
//
// Source: https://github.com/NVIDIA/cuda-samples, Samples/3_CUDA_Features/globalToShmemAsyncCopy/globalToShmemAsyncCopy.cu
//   (commit c94ff366aed18c797b8a85dfaac7817b0228b420), BSD-3-Clause licence; see LICENSES.md in this directory.
// The kernel code below is copied as written upstream (lines 169-253); only the
// includes are replaced by cuda_shim.h (no CUDA headers; cuda::pipeline and
// cuda::memcpy_async are the shim's, see there), the two shared arrays'
// `__shared__ alignas(...)` is written `alignas(...) __shared__` (clang does
// not accept a C++11 attribute after the GNU attribute __shared__ stands
// for), and the template is instantiated as the sample's main instantiates
// it (blockSize = 16). Upstream copies B's tile from `&B[a + ...]` (A's
// index, not b); that is kept: the test launches read within both arrays.
// consumer_wait is the pipeline's switch on head - tail - 1 (stages
// committed, stages waited for); in the threads that copy it is 0 every
// iteration, which the plugin proves (docs/plugin.md, "cuda::pipeline
// waits").
// Regenerate cudasamples_g2s_largechunk.ll with regen.sh.
#include "cuda_shim.h"

template <int BLOCK_SIZE>
__global__ void MatrixMulAsyncCopyLargeChunk(float *__restrict__ C,
                                             const float *__restrict__ A,
                                             const float *__restrict__ B,
                                             int wA,
                                             int wB)
{
    // Requires BLOCK_SIZE % 4 == 0

    // Declaration of the shared memory array As used to
    // store the sub-matrix of A
    alignas(alignof(float4)) __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];

    // Declaration of the shared memory array Bs used to
    // store the sub-matrix of B
    alignas(alignof(float4)) __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];

    // Index of the first sub-matrix of A processed by the block
    int aBegin = wA * BLOCK_SIZE * blockIdx.y;

    // Index of the last sub-matrix of A processed by the block
    int aEnd = aBegin + wA - 1;

    // Step size used to iterate through the sub-matrices of A
    int aStep = BLOCK_SIZE;

    // Index of the first sub-matrix of B processed by the block
    int bBegin = BLOCK_SIZE * blockIdx.x;

    // Step size used to iterate through the sub-matrices of B
    int bStep = BLOCK_SIZE * wB;

    // Single-stage pipeline version
    float Csub = 0.0;

    const int                                 t4x    = threadIdx.x * 4;
    const auto                                shape4 = cuda::aligned_size_t<alignof(float4)>(sizeof(float4));
    cuda::pipeline<cuda::thread_scope_thread> pipe   = cuda::make_pipeline();

    // Loop over all the sub-matrices of A and B
    // required to compute the block sub-matrix
    for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
        // Load the matrices from device memory to shared memory;
        // a subset of threads loads a contiguous chunk of elements.

        // Previously, per-thread:
        // As[ty][tx] = A[a + wA * ty + tx];
        // Bs[ty][tx] = B[b + wB * ty + tx];

        // Now, one fourth of the threads load four elements of each matrix
        if (t4x < BLOCK_SIZE) {
            pipe.producer_acquire();

            cuda::memcpy_async(&As[threadIdx.y][t4x], &A[a + wA * threadIdx.y + t4x], shape4, pipe);
            cuda::memcpy_async(&Bs[threadIdx.y][t4x], &B[a + wA * threadIdx.y + t4x], shape4, pipe);

            pipe.producer_commit();
            pipe.consumer_wait();
        }

        // Synchronize to make sure the matrices are loaded
        __syncthreads();

// Multiply the two matrices together;
// each thread computes one element
// of the block sub-matrix
#pragma unroll
        for (int k = 0; k < BLOCK_SIZE; ++k) {
            Csub += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        }

        pipe.consumer_release();

        // Synchronize to make sure that the preceding
        // computation is done before overwriting the
        // shared memory sub-matrix buffers As and Bs in the next iteration.
        __syncthreads();
    }

    // Write the block sub-matrix to device memory;
    // each thread writes four element
    int c                                 = wB * BLOCK_SIZE * blockIdx.y + BLOCK_SIZE * blockIdx.x;
    C[c + wB * threadIdx.y + threadIdx.x] = Csub;
}


template __global__ void MatrixMulAsyncCopyLargeChunk<16>(float *__restrict__, const float *__restrict__, const float *__restrict__, int, int);
