# pypto.program: WindowBench
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class WindowBench:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_0_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_0(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_0_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_1_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_1(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_1_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_10_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_10(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_10_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_11_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_11(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_11_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_12_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_12(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_12_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_13_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_13(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_13_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_14_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_14(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_14_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_15_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_15(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_15_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_16_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_16(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_16_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_17_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_17(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_17_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_18_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_18(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_18_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_19_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_19(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_19_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_2_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_2(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_2_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_3_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_3(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_3_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_4_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_4(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_4_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_5_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_5(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_5_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_6_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_6(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_6_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_7_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_7(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_7_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_8_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_8(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_8_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fused_9_incore_0(x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(16, stage=2):
            v0__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            v2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, v0__ssa_v0)
            v3__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v2__ssa_v0, 0.5)
            v4__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v3__ssa_v0)
            v5__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v4__ssa_v0, 1.0)
            v6__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v5__ssa_v0, v4__ssa_v0)
            v7__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v6__ssa_v0, v5__ssa_v0)
            v8__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v7__ssa_v0, v6__ssa_v0)
            v9__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v8__ssa_v0, v7__ssa_v0)
            v10__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v9__ssa_v0, 0.5)
            v11__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v10__ssa_v0)
            v12__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v11__ssa_v0, 1.0)
            v13__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v12__ssa_v0, v11__ssa_v0)
            v14__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v13__ssa_v0, v12__ssa_v0)
            v15__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v14__ssa_v0, v13__ssa_v0)
            v16__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v15__ssa_v0, v14__ssa_v0)
            v17__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v16__ssa_v0, 0.5)
            v18__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v17__ssa_v0)
            v19__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v18__ssa_v0, 1.0)
            v20__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v19__ssa_v0, v18__ssa_v0)
            v21__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v20__ssa_v0, v19__ssa_v0)
            v22__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v21__ssa_v0, v20__ssa_v0)
            v23__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v22__ssa_v0, v21__ssa_v0)
            v24__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v23__ssa_v0, 0.5)
            v25__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v24__ssa_v0)
            v26__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v25__ssa_v0, 1.0)
            v27__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v26__ssa_v0, v25__ssa_v0)
            v28__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v27__ssa_v0, v26__ssa_v0)
            v29__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(v28__ssa_v0, v27__ssa_v0)
            v30__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v29__ssa_v0, v28__ssa_v0)
            v31__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v30__ssa_v0, 0.5)
            v32__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(v31__ssa_v0)
            v33__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(v32__ssa_v0, 1.0)
            out__store: pl.Tensor[[512, 64], pl.FP32] = pl.tile.store(v33__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def fused_9(self, x__ssa_v0: pl.Tensor[[512, 64], pl.FP32], y__ssa_v0: pl.Tensor[[512, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 64], pl.FP32]]) -> pl.Tensor[[512, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[512, 64], pl.FP32] = self.fused_9_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_1(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_10(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_11(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_12(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_13(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_14(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_15(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_16(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_17(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_18(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_19(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_2(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_3(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_4(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_5(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_6(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_7(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_8(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate_9(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.pipeline(4, stage=2, init_values=(out__ssa_v0,)):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
            v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(u__ssa_v0)
            w__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(v__ssa_v0, t__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_0_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_0(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_0(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_0(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_0_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_1_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_1(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_1(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_1(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_1_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_10_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_10(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_10(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_10(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_10_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_11_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_11(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_11(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_11(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_11_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_12_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_12(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_12(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_12(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_12_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_13_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_13(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_13(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_13(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_13_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_14_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_14(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_14(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_14(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_14_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_15_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_15(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_15(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_15(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_15_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_16_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_16(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_16(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_16(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_16_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_17_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_17(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_17(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_17(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_17_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_18_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_18(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_18(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_18(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_18_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_19_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_19(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_19(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_19(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_19_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_2_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_2(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_2(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_2(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_2_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_3_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_3(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_3(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_3(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_3_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_4_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_4(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_4(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_4(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_4_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_5_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_5(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_5(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_5(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_5_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_6_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_6(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_6(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_6(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_6_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_7_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_7(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_7(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_7(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_7_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_8_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_8(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_8(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_8(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_8_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd)
    def layer_9_spmd_0(self, y__ssa_v1: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_9(y__ssa_v1, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def layer_9(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gate_9(x__ssa_v0, y__ssa_v0)
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.layer_9_spmd_0(y__ssa_v1, out__ssa_v0, attrs={"core_num": 2})
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_0_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_0(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_0_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_1_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_1(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_1_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_10_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_10(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_10_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_11_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_11(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_11_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_12_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_12(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_12_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_13_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_13(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_13_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_14_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_14(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_14_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_15_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_15(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_15_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_16_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_16(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_16_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_17_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_17(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_17_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_18_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_18(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_18_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_19_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_19(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_19_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_2_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_2(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_2_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_3_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_3(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_3_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_4_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_4(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_4_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_5_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_5(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_5_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_6_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_6(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_6_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_7_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_7(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_7_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_8_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_8(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_8_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def nested_9_incore_0(x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(4, stage=2):
            for j__idx_v0 in pl.pipeline(4, stage=2):
                t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 3.0)
                v__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
                out__store: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(v__ssa_v0, [i__idx_v0 * 64 + j__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def nested_9(self, x__ssa_v0: pl.Tensor[[256, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[256, 128], pl.FP32] = self.nested_9_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_0_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_0_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_0_incore_0_c2v_slot_buffer', peer_func='proj_0_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_0_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_0_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_0_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_0_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_0_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_0_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_0_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_0_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_0(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_0_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_1_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_1_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_1_incore_0_c2v_slot_buffer', peer_func='proj_1_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_1_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_1_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_1_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_1_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_1_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_1_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_1_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_1_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_1(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_1_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_10_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_10_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_10_incore_0_c2v_slot_buffer', peer_func='proj_10_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_10_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_10_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_10_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_10_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_10_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_10_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_10_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_10_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_10(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_10_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_11_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_11_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_11_incore_0_c2v_slot_buffer', peer_func='proj_11_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_11_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_11_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_11_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_11_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_11_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_11_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_11_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_11_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_11(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_11_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_12_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_12_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_12_incore_0_c2v_slot_buffer', peer_func='proj_12_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_12_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_12_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_12_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_12_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_12_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_12_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_12_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_12_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_12(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_12_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_13_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_13_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_13_incore_0_c2v_slot_buffer', peer_func='proj_13_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_13_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_13_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_13_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_13_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_13_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_13_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_13_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_13_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_13(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_13_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_14_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_14_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_14_incore_0_c2v_slot_buffer', peer_func='proj_14_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_14_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_14_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_14_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_14_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_14_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_14_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_14_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_14_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_14(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_14_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_15_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_15_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_15_incore_0_c2v_slot_buffer', peer_func='proj_15_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_15_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_15_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_15_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_15_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_15_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_15_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_15_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_15_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_15(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_15_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_16_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_16_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_16_incore_0_c2v_slot_buffer', peer_func='proj_16_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_16_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_16_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_16_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_16_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_16_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_16_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_16_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_16_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_16(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_16_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_17_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_17_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_17_incore_0_c2v_slot_buffer', peer_func='proj_17_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_17_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_17_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_17_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_17_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_17_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_17_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_17_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_17_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_17(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_17_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_18_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_18_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_18_incore_0_c2v_slot_buffer', peer_func='proj_18_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_18_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_18_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_18_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_18_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_18_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_18_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_18_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_18_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_18(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_18_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_19_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_19_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_19_incore_0_c2v_slot_buffer', peer_func='proj_19_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_19_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_19_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_19_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_19_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_19_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_19_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_19_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_19_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_19(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_19_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_2_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_2_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_2_incore_0_c2v_slot_buffer', peer_func='proj_2_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_2_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_2_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_2_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_2_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_2_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_2_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_2_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_2_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_2(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_2_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_3_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_3_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_3_incore_0_c2v_slot_buffer', peer_func='proj_3_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_3_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_3_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_3_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_3_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_3_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_3_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_3_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_3_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_3(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_3_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_4_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_4_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_4_incore_0_c2v_slot_buffer', peer_func='proj_4_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_4_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_4_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_4_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_4_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_4_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_4_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_4_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_4_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_4(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_4_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_5_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_5_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_5_incore_0_c2v_slot_buffer', peer_func='proj_5_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_5_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_5_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_5_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_5_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_5_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_5_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_5_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_5_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_5(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_5_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_6_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_6_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_6_incore_0_c2v_slot_buffer', peer_func='proj_6_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_6_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_6_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_6_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_6_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_6_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_6_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_6_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_6_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_6(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_6_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_7_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_7_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_7_incore_0_c2v_slot_buffer', peer_func='proj_7_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_7_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_7_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_7_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_7_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_7_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_7_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_7_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_7_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_7(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_7_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_8_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_8_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_8_incore_0_c2v_slot_buffer', peer_func='proj_8_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_8_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_8_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_8_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_8_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_8_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_8_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_8_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_8_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_8(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_8_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def proj_9_incore_0_aic(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        proj_9_incore_0_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='proj_9_incore_0_c2v_slot_buffer', peer_func='proj_9_incore_0_aiv')
        pl.system.aic_initialize_pipe(proj_9_incore_0_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        for i__idx_v0 in pl.pipeline(4, stage=2):
            ta__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            tb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            la__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
            rb__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
            c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, rb__ssa_v0)
            pl.tile.tpush_to_aiv(c__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def proj_9_incore_0_aiv(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        pl.func_attr({"dual_aiv_dispatch": True})
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        proj_9_incore_0_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='proj_9_incore_0_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(proj_9_incore_0_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, slot_num=2)
        if subblock_idx == 0:
            for i__idx_v0 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0_Vec, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec, split=0)
                e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(d__ssa_v0, d__ssa_v0)
                out__store: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            for i__idx_v0_1 in pl.pipeline(4, stage=2):
                c__ssa_v0_Vec_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                d__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.muls(c__ssa_v0_Vec_1, 2.0)
                pl.system.tfree_to_aic(c__ssa_v0_Vec_1, split=0)
                e__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(d__ssa_v0_1, d__ssa_v0_1)
                out__store_1: pl.Tensor[[128, 64], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def proj_9_incore_0(a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        self.proj_9_incore_0_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.proj_9_incore_0_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def proj_9(self, a__ssa_v0: pl.Tensor[[128, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.proj_9_incore_0(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_0_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_0(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_0_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_1_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_1(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_1_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_10_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_10(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_10_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_11_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_11(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_11_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_12_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_12(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_12_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_13_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_13(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_13_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_14_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_14(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_14_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_15_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_15(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_15_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_16_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_16(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_16_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_17_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_17(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_17_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_18_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_18(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_18_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_19_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_19(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_19_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_2_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_2(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_2_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_3_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_3(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_3_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_4_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_4(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_4_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_5_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_5(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_5_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_6_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_6(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_6_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_7_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_7(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_7_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_8_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_8(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_8_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rmsnorm_9_incore_0(x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 256], [32, 256], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(f__ssa_v0, f__ssa_v0)
            tmp__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 256], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, tmp__ssa_v0)
            m__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s__ssa_v0, [1, 32])
            m__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(m__rm_a0_tmp_v0, 0.00390625)
            m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__row_major_tmp_v1, [32, 1])
            r__rm_a0_tmp_v2: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(m__ssa_v0, [1, 32])
            r__row_major_tmp_v3: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(r__rm_a0_tmp_v2)
            r__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r__row_major_tmp_v3, [32, 1])
            y__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(f__ssa_v0, r__ssa_v0)
            wt__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(w__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
            z__ssa_v0: pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(y__ssa_v0, wt__ssa_v0)
            o__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(z__ssa_v0, target_type=pl.BF16, mode='round')
            out__store: pl.Tensor[[256, 256], pl.BF16] = pl.tile.store(o__ssa_v0, [i__idx_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def rmsnorm_9(self, x__ssa_v0: pl.Tensor[[256, 256], pl.BF16], w__ssa_v0: pl.Tensor[[1, 256], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[256, 256], pl.BF16]]) -> pl.Tensor[[256, 256], pl.BF16]:
        out__ssa_v1: pl.Tensor[[256, 256], pl.BF16] = self.rmsnorm_9_incore_0(x__ssa_v0, w__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_0_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_0(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_0_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_1_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_1(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_1_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_10_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_10(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_10_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_11_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_11(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_11_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_12_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_12(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_12_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_13_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_13(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_13_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_14_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_14(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_14_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_15_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_15(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_15_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_16_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_16(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_16_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_17_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_17(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_17_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_18_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_18(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_18_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_19_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_19(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_19_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_2_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_2(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_2_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_3_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_3(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_3_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_4_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_4(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_4_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_5_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_5(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_5_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_6_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_6(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_6_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_7_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_7(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_7_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_8_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_8(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_8_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_dyn_9_incore_0(N: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        for i__idx_v0 in pl.pipeline(N // 64, stage=2):
            t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            u__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
            v__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__ssa_v0, t__ssa_v0)
            w__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v__ssa_v0, u__ssa_v0)
            out__store: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [i__idx_v0 * 64, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def scale_dyn_9(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = self.scale_dyn_9_incore_0(N, x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_0_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_0(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_0_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_1_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_1(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_1_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_10_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_10(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_10_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_11_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_11(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_11_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_12_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_12(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_12_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_13_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_13(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_13_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_14_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_14(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_14_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_15_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_15(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_15_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_16_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_16(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_16_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_17_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_17(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_17_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_18_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_18(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_18_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_19_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_19(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_19_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_2_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_2(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_2_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_3_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_3(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_3_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_4_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_4(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_4_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_5_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_5(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_5_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_6_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_6(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_6_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_7_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_7(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_7_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_8_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_8(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_8_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def softmax_9_incore_0(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for i__idx_v0 in pl.pipeline(8, stage=2):
            t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
            d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
            tmp2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__ssa_v0, tmp2__ssa_v0)
            p__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__ssa_v0, s__ssa_v0)
            q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(p__ssa_v0, 0.5)
            out__store: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [i__idx_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def softmax_9(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.softmax_9_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
