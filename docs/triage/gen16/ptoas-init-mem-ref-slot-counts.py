# pipecheck finding: property clean-errors fails
# contract: a rejected input gets a diagnostic with kind and message, never a crash or a silent pass
# expect: fails clean-errors
# params: n0=3..9 s1=-3..3 s2=-3..3
# first failing snapshot: init_mem_ref
# message: the passes accepted an input the contract rejects in init_mem_ref (a silent pass)
# witness:
#   ValueError: declared allocation 'pipe_t' is bound with different slot counts (6 and 2)
# generator seed: 2000165
# reduced: 39 -> 39 statements
# replay (in-memory only, see README): pipecheck check --property clean-errors --fault slots-decline-all --planner ptoas --backend 910B FILE

# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[56, 24], pl.FP16], n0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[58, 152], pl.FP32]]) -> tuple[pl.Tensor[[58, 152], pl.FP32], pl.Scalar[pl.INDEX]]:
        t: pl.Tile[[4, 8], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [n0 * 8 - 20, 16], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        cv: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        for i, (a,) in pl.pipeline(3, n0, 3, stage=2, init_values=(2,), attrs={"pipeline_double_buffer_c": True}):
            w: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.muls(cv, 2.0)
            b: pl.Scalar[pl.INDEX] = a + 1
            e: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(cv)
            e_1: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.expands(w, 0.5)
            a_1: pl.Scalar[pl.INDEX] = a + n0
            q: pl.Scalar[pl.INDEX] = pl.yield_(a_1)
        o: pl.Tensor[[58, 152], pl.FP32] = pl.tile.store(cv, [n0 * 8 + n0 - 27, n0 * 16 + n0 * 8 - 72], out)
        return o, q
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_1(x: pl.Tensor[[4, 64], pl.BF16], s1: pl.Scalar[pl.INDEX], s2: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[4, 64], pl.FP32]]) -> tuple[pl.Tensor[[4, 64], pl.FP32], pl.Scalar[pl.INDEX]]:
        for i, (o,) in pl.pipeline(18, stage=6, init_values=(out,)):
            t: pl.Tile[[1, 32], pl.BF16, pl.Mem.Vec] = pl.tile.load(x, [2, 32], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            cv: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
            o_1: pl.Tensor[[4, 64], pl.FP32] = pl.tile.store(cv, [1, 0], o)
            r: pl.Tensor[[4, 64], pl.FP32] = pl.yield_(o_1)
        for i_1, (a, o_2) in pl.pipeline(3, stage=2, init_values=(s1, r)):
            for j in pl.pipeline(5, i_1 + 6, 2, stage=1):
                t_1: pl.Tile[[1, 32], pl.BF16, pl.Mem.Vec] = pl.tile.load(x, [i_1 + 1, i_1], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
                cv_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t_1, target_type=pl.FP32, mode='round')
                for k, (a_1, a_2, a_3) in pl.range(6, 11, 2, init_values=(2, 0, s2)):
                    cv_2: pl.Tile[[1, 32], pl.BF16, pl.Mem.Vec] = pl.tile.cast(cv_1, target_type=pl.BF16, mode='round')
                    e: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(cv_2, target_type=pl.FP32, mode='round')
                    e_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(cv_1)
                    e_2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(cv_1, cv_1)
                    a_4: pl.Scalar[pl.INDEX] = a_1 * 5 % 87
                    a_5: pl.Scalar[pl.INDEX] = pl.min(a_2, a_4)
                    a_6: pl.Scalar[pl.INDEX] = a_3 * 5 % 88
                    q_1, q_2, q_3 = pl.yield_(a_4, a_5, a_6)
            a_7: pl.Scalar[pl.INDEX] = a * 4 % 40
            t_2: pl.Tile[[1, 32], pl.BF16, pl.Mem.Vec] = pl.tile.load(x, [3 - i_1, i_1], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            cv_3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t_2, target_type=pl.FP32, mode='round')
            o_3: pl.Tensor[[4, 64], pl.FP32] = pl.tile.store(cv_3, [i_1 + 1, 32], o_2)
            q, r_1 = pl.yield_(a_7, o_3)
        t_3: pl.Tile[[1, 32], pl.BF16, pl.Mem.Vec] = pl.tile.load(x, [2, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
        cv_4: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t_3, target_type=pl.FP32, mode='round')
        o_4: pl.Tensor[[4, 64], pl.FP32] = pl.tile.store(cv_4, [0, 0], r_1)
        e_3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cos(cv_4)
        return o_4, q
