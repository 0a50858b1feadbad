// lxopt_spmm_csr: Liu-xiandong/How_to_optimize_in_GPU's CSR SpMM kernels
// (C = A * B, A sparse in CSR, one block row of C per blockIdx.y). v0 reads
// its nonzeros straight from global memory; v1 stages BLOCK_SIZE_K of them
// in shared memory per chunk and walks the chunk under per-element guards
// (its one chunk is the loop the plugin pipelines at the defaults).
// Upstream, v1 has no barrier between one chunk's reads of As_col/As_value
// and the next chunk's stores, and its second chunk starts at row_start +
// k * BLOCK_SIZE_K: with more than BLOCK_SIZE_K (512) nonzeros in a row its
// threads race; the tests give rows of at most 503 (one chunk).
//
// Source: https://github.com/Liu-xiandong/How_to_optimize_in_GPU, spmm/spmm.cu
//   lines 120-225 (commit 5d2def3e082c4e1364c3ade54451b7b9d1d6f044),
//   Apache-2.0 licence; see LICENSES.md in this directory.
// The kernel code below is copied as written upstream; only the includes
// are replaced by cuda_shim.h (no CUDA headers), and the template arguments
// its main() launches are instantiated. The host code is left out.
// Regenerate lxopt_spmm_csr.ll with regen.sh.
#include "cuda_shim.h"

template <unsigned int THREAD_NUM_PER_BLOCK>
__global__ void My_spmm_csr_vector_kernel_v0(const int num_rows,
    const int * A_row_offset,
    const int * A_col_index,
    const float * A_value,
    const float * B,
    float * C,
    const int ldb,
    const int ldc){
    // Block index
    int bx = blockIdx.x;
    int by = blockIdx.y;

    // Thread index
    int tx = threadIdx.x;

    // matrix C row_index
    int C_row_index = by;
    int C_col_index = bx * THREAD_NUM_PER_BLOCK + tx;

    if(C_row_index < num_rows && C_col_index < ldc){
        int row_start = A_row_offset[C_row_index];
        int row_end = A_row_offset[C_row_index + 1];
        int iter_num = row_end - row_start;
        float sum = 0.0;
        for(int i=0; i<iter_num; i++){
            int index = row_start + i;
            int current_col = A_col_index[index];
            float current_val = A_value[index];
            float reg_B = B[ current_col * ldb + C_col_index];
            sum += current_val * reg_B;
        }

        C[C_row_index * ldc + C_col_index] = sum;
    }
}

// dim3 dimBlock(THREAD_NUM_PER_BLOCK);
// dim3 dimGrid(row_num/THREAD_NUM_PER_BLOCK, row_num);
// useless optimize
template <
    const int BLOCK_SIZE_X,   
    const int BLOCK_SIZE_K,
    const int THREAD_NUM_PER_BLOCK
    > 
__global__ void My_spmm_csr_vector_kernel_v1(const int num_rows,
    const int * A_row_offset,
    const int * A_col_index,
    const float * A_value,
    const float * B,
    float * C,
    const int M,
    const int N,
    const int K){
    // Block index
    int bx = blockIdx.x;
    int by = blockIdx.y;

    // Thread index
    int tx = threadIdx.x;

    // matrix C row_index
    int C_row_index = by;
    int C_col_index = bx * THREAD_NUM_PER_BLOCK + tx;

    // shared mem for A 
    __shared__ int As_col[BLOCK_SIZE_K];
    __shared__ float As_value[BLOCK_SIZE_K];

    int NUM_A_PER_THREAD = BLOCK_SIZE_K/THREAD_NUM_PER_BLOCK;

    if(C_row_index < num_rows && C_col_index < N){
        int row_start = A_row_offset[C_row_index];
        int row_end = A_row_offset[C_row_index + 1];
        int iter_num = row_end - row_start;
        float sum = 0.0;

        for(int k=0; k<iter_num; k+=BLOCK_SIZE_K){
            // store A to shared mem
            int global_index = row_start + k*BLOCK_SIZE_K;
            int local_index = NUM_A_PER_THREAD * tx;
            for(int i=0; i< NUM_A_PER_THREAD; i++){
                if(global_index + local_index + i < row_end){
                    As_col[local_index + i] = A_col_index[global_index + local_index +i];
                    As_value[local_index + i] = A_value[global_index + local_index +i];
                }
                else{
                    As_col[local_index + i] = -1;
                    As_value[local_index + i] = 0.0;
                }
            }
            __syncthreads();
            // load A from shared mem
            for(int i=0; i< BLOCK_SIZE_K; i++){
                int current_col = As_col[i];
                float current_val = As_value[i];
                if(current_col != -1){
                    float reg_B = B[ current_col * N + C_col_index];
                    sum += current_val * reg_B;
                }
            }
        }

        C[C_row_index * N + C_col_index] = sum;
    }
}

template __global__ void My_spmm_csr_vector_kernel_v0<128>(
    const int, const int *, const int *, const float *, const float *, float *,
    const int, const int);
template __global__ void My_spmm_csr_vector_kernel_v1<128, 512, 128>(
    const int, const int *, const int *, const float *, const float *, float *,
    const int, const int, const int);
