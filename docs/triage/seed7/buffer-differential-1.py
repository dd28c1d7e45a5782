# pipecheck finding: property buffer-differential fails
# contract: the last memory snapshot run buffer-aware (tiles in their MemRef bytes) computes the source's outputs bit-identically
# expect: fails buffer-differential
# params: n1=0..2 n2=2..9 n3=0..1 n4=1..19 s0=-3..3 s5=-3..3
# first failing snapshot: allocate_memory_addr
# message: allocate_memory_addr run buffer-aware computes a different result on kernel_1(n1=1, n2=5, n3=0, n4=10, s0=0, s5=0)
# witness:
#   input kernel_1(n1=1, n2=5, n3=0, n4=10, s0=0, s5=0)
#   tensor out[8, 32]: 3 vs 4
#   buffer-aware: Returned (3 outputs, digest 752fd6658b3abd98)
#   under value semantics the snapshot agrees with the source: the memory plan is wrong
# generator seed: 7000384
# reduced: 64 -> 9 statements
# replay: pipecheck check --property buffer-differential /tmp/tri/c7/buffer-differential-1.py
# reduce: pipecheck reduce /tmp/tri/c7/buffer-differential-1.py --property buffer-differential
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_1(x: pl.Tensor[[96, 160], pl.FP32], x_1: pl.Tensor[[33, 48], pl.FP32], x_2: pl.Tensor[[80, 48], pl.FP32], n1: pl.Scalar[pl.INDEX], n2: pl.Scalar[pl.INDEX], n3: pl.Scalar[pl.INDEX], n4: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[121, 65], pl.FP32]]) -> tuple[pl.Tensor[[121, 65], pl.FP32], pl.Scalar[pl.INDEX]]:
        t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [n1 * 16 + n2 * 8 - 16, n1 + n2 - 2], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        for i, (v_1,) in pl.range(0, init_values=(t,)):
            rv_1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(v_1)
        t_4: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [n2 + n1 * 8 - 1, n1], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        for i_1, (o, v_4) in pl.pipeline(0, n4, 2, stage=3, init_values=(out, rv_1)):
            o_1: pl.Tensor[[121, 65], pl.FP32] = pl.tile.store(v_4, [8, n3 + 32], o)
            e: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.lrelu(t_4, 0.5)
            r, rv_2 = pl.yield_(o_1, v_4)
        return r, 0
