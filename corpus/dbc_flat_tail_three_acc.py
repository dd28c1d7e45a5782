# corpus: NOT A FINDING (reclassified 2026-12-02; was reported as one on 2026-12-01): a dbC loop whose trip (3) is below F (4) lowers to a flat run of 3 clones, and MemoryReuse gives the three Acc results three buffers. The reference (memory-reuse.md section 8) says a partial tail group is a separate group that could need a third Acc, which is why AutoTile marks dbC only when trip % F == 0: "exactly two" is the contract of a dbC loop whose trip is a known multiple of F only, so acc-single-buffer does not judge this program (the real PyPTO prints the same plan). Kept as the regression test of that false finding. Original note: in the real CanonicalizeIOOrder + MemoryReuse (campaign of 2026-12-01, seed 21): pipeline_double_buffer_c asks for two Acc buffers, and canonicalize_io_order rotates Acc memberships modulo 2 only inside Pipeline loops. A dbC loop whose trip (3) is below F (4) lowers to a flat run of 3 clones outside any loop, keeps the stages 0:0, 0:1, 0:2, and MemoryReuse's guard gives the three Acc results three buffers. Kept faithful; acc-single-buffer reports it.
# expect: holds
# params: none
# pypto.program: DbcFlatTail
import pypto.language as pl

@pl.program
class DbcFlatTail:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[48, 16], pl.FP32], out: pl.Out[pl.Tensor[[24, 8], pl.FP32]]) -> pl.Tensor[[24, 8], pl.FP32]:
        for i, (o,) in pl.pipeline(3, stage=4, init_values=(out,), attrs={"pipeline_double_buffer_c": True}):
            m: pl.Tile[[8, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [i * 8, 0], [8, 8], [8, 8], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[8, 8], pl.FP32, pl.Mem.Left] = pl.tile.move(m, target_memory=pl.Mem.Left)
            rgt: pl.Tile[[8, 8], pl.FP32, pl.Mem.Right] = pl.tile.move(m, target_memory=pl.Mem.Right)
            c: pl.Tile[[8, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lft, rgt)
            o2: pl.Tensor[[24, 8], pl.FP32] = pl.tile.store(c, [i * 8, 0], o)
            r: pl.Tensor[[24, 8], pl.FP32] = pl.yield_(o2)
        return r
