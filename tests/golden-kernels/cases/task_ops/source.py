import pypto.language as pl

@pl.program
class TaskOps:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.manual_scope():
            t0: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            b: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[t0])
            e: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[])
            f: pl.Scalar[pl.TASK_ID] = pl.system.task_dummy(deps=[b, e])
        return y
