// cudasamples_g2s_singlestage: cuda-samples globalToShmemAsyncCopy MatrixMulAsyncCopySingleStage<16> (one shared-memory buffer per matrix filled by cp.async each tile, cuda::pipeline)
//
// Source: https://github.com/NVIDIA/cuda-samples, Samples/3_CUDA_Features/globalToShmemAsyncCopy/globalToShmemAsyncCopy.cu
//   (commit c94ff366aed18c797b8a85dfaac7817b0228b420), BSD-3-Clause licence; see LICENSES.md in this directory.
// The kernel code below is copied as written upstream (lines 341-413). Only
// the includes are replaced by cuda_shim.h (no CUDA headers; cuda::pipeline
// and cuda::memcpy_async are the shim's, which follow libcu++: see there),
// and the template is instantiated as the sample's main instantiates it
// (blockSize = 16). (Upstream calls no consumer_release here; libcu++'s
// thread-scope consumer_wait counts the stage it waits for itself, so none
// is needed. An earlier version of this file added one, for a shim that
// counted releases instead.) consumer_wait is a switch on head - tail - 1,
// which the plugin proves 0 (docs/plugin.md, "cuda::pipeline waits").
// Regenerate cudasamples_g2s_singlestage.ll with regen.sh.
#include "cuda_shim.h"


// Single Stage memcpy_async pipeline with float copy
template <int BLOCK_SIZE>
__global__ void MatrixMulAsyncCopySingleStage(float *C, const float *A, const float *B, int wA, int wB)
{
    // Declaration of the shared memory array As used to
    // store the sub-matrix of A
    __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];

    // Declaration of the shared memory array Bs used to
    // store the sub-matrix of B
    __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];

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

    cuda::pipeline<cuda::thread_scope_thread> pipe   = cuda::make_pipeline();
    const auto                                shape1 = cuda::aligned_size_t<alignof(float)>(sizeof(float));

    // Loop over all the sub-matrices of A and B
    // required to compute the block sub-matrix
    for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
        // Load the matrices from device memory to shared memory; each thread loads
        // one element of each matrix
        {
            pipe.producer_acquire();

            cuda::memcpy_async(&As[threadIdx.y][threadIdx.x], &A[a + wA * threadIdx.y + threadIdx.x], shape1, pipe);
            cuda::memcpy_async(&Bs[threadIdx.y][threadIdx.x], &B[b + wB * threadIdx.y + threadIdx.x], shape1, pipe);

            pipe.producer_commit();
        }

        pipe.consumer_wait();
        // Synchronize to make sure the matrices are loaded
        __syncthreads();

// Multiply the two matrices together;
// each thread computes one element
// of the block sub-matrix
#pragma unroll
        for (int k = 0; k < BLOCK_SIZE; ++k) {
            Csub += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        }

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

// Multi Stage memcpy_async thread_scope_thread pipeline with single-element
template __global__ void MatrixMulAsyncCopySingleStage<16>(float *, const float *, const float *, int, int);
