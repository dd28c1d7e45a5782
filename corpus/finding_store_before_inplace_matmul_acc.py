# corpus: FINDING in the real CanonicalizeIOOrder + InitMemRef (campaign of 2026-12-01): tile.matmul_acc writes in place into its Acc input c (InitMemRef shares c's MemRef), and CanonicalizeIOOrder orders by read-after-write edges only, so the store of c written BEFORE the matmul_acc is moved after it and stores c + lft x rgt. Kept faithful; pipecheck reports it: differential (the moved store reads c after matmul_acc's in-place update, which value semantics treats as outside the contract while the source stays inside it; buffer-differential, which named c, acc_1 and the store, then defers to differential).
# expect: fails differential
# confirmed: reproduced by the real PyPTO 0.1.0 at commit e2d0f78ae (the ../shared/pypto kit), `pipecheck report --confirm`, 2026-12-01; tests/confirm re-confirms it
# params: none
# pypto.program: StoreBeforeInPlace
import pypto.language as pl

@pl.program
class StoreBeforeInPlace:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[32, 32], pl.FP32], y: pl.Tensor[[48, 48], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [16, 16], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m, 0, 0, [16, 16], target_memory=pl.Mem.Acc)
        for i, (o,) in pl.pipeline(1, 2, stage=1, init_values=(out,)):
            o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], o)
            m_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(y, [32, 0], [16, 8], [16, 8], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 8], pl.FP32, pl.Mem.Left] = pl.tile.move(m_1, target_memory=pl.Mem.Left)
            m_2: pl.Tile[[8, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(y, [0, 32], [8, 16], [8, 16], target_memory=pl.Mem.Mat)
            rgt: pl.Tile[[8, 16], pl.FP32, pl.Mem.Right] = pl.tile.move(m_2, target_memory=pl.Mem.Right)
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, lft, rgt)
            r: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(o_1)
        return r
