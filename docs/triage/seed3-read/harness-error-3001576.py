# generator seed: 3001576
# params: n0=5..15 s1=-3..3 s2=-3..3 s3=-3..3 s4=-3..3 s5=-3..3 s6=-3..3 s7=-3..3 s8=-3..3
# pypto.program: Generated
import pypto.language as pl

@pl.program
class Generated:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_0(x: pl.Tensor[[169, 96], pl.FP32], x_1: pl.Tensor[[24, 32], pl.FP32], x_2: pl.Tensor[[201, 64], pl.FP32], lens: pl.Tensor[[4], pl.INT32], n0: pl.Scalar[pl.INDEX], s1: pl.Scalar[pl.INDEX], s2: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[24, 96], pl.BF16]], out_1: pl.Out[pl.Tensor[[96, 96], pl.BF16]]) -> tuple[pl.Tensor[[24, 96], pl.BF16], pl.Tensor[[96, 96], pl.BF16], pl.Scalar[pl.INDEX]]:
        n: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [0])
        blk: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [8, 64], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        cv: pl.Tile[[8, 32], pl.BF16, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.BF16, mode='rint')
        o: pl.Tensor[[24, 96], pl.BF16] = pl.tile.store(cv, [16, 64], out)
        for i, (v, o_1) in pl.pipeline(0, n, 3, stage=7, init_values=(t, out_1)):
            for j, (o_2, a) in pl.pipeline(n0, 15, 2, stage=1, init_values=(o_1, s1)):
                e: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.fmods(v, 1.5)
                cv_1: pl.Tile[[8, 32], pl.BF16, pl.Mem.Vec] = pl.tile.cast(e, target_type=pl.BF16, mode='trunc')
                o_3: pl.Tensor[[96, 96], pl.BF16] = pl.tile.store(cv_1, [8, 64], o_2)
                a_1: pl.Scalar[pl.INDEX] = a // 3
                r_1, q = pl.yield_(o_3, a_1)
            if n0 % 3 == 2:
                cv_2: pl.Tile[[8, 32], pl.BF16, pl.Mem.Vec] = pl.tile.cast(v, target_type=pl.BF16, mode='round')
                o_4: pl.Tensor[[96, 96], pl.BF16] = pl.tile.store(cv_2, [128 - n0 * 8, n0 - 5], r_1)
                t_1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [n0 * 16 - 79, 32], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
                r_2, rv_1 = pl.yield_(o_4, v)
            else:
                v_1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(v, v)
                b: pl.Scalar[pl.INDEX] = n0 // 2
                r_2, rv_1 = pl.yield_(r_1, v_1)
            v_2: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sin(rv_1)
            rv, r = pl.yield_(v_2, r_2)
        t_2: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [16, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        for i_1, (v_3, a_2) in pl.pipeline(6, 32, 4, stage=6, init_values=(t_2, s2)):
            t_3: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_2, [blk * 8 + (i_1 * 8 - 47), 32], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
            cv_3: pl.Tile[[8, 32], pl.FP16, pl.Mem.Vec] = pl.tile.cast(t_3, target_type=pl.FP16, mode='round')
            e_1: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.cast(cv_3, target_type=pl.FP32, mode='round')
            red: pl.Tile[[8, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(e_1, t_3)
            v_4: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(v_3, red)
            a_3: pl.Scalar[pl.INDEX] = a_2 * 4 % 45
            rv_2, q_1 = pl.yield_(v_4, a_3)
        cv_4: pl.Tile[[8, 32], pl.BF16, pl.Mem.Vec] = pl.tile.cast(rv, target_type=pl.BF16, mode='round')
        o_5: pl.Tensor[[24, 96], pl.BF16] = pl.tile.store(cv_4, [8, 32], o)
        cv_5: pl.Tile[[8, 32], pl.BF16, pl.Mem.Vec] = pl.tile.cast(rv_2, target_type=pl.BF16, mode='round')
        o_6: pl.Tensor[[24, 96], pl.BF16] = pl.tile.store(cv_5, [8, 64], o_5)
        return o_6, r, q_1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_1(x: pl.Tensor[[13, 221], pl.FP32], x_1: pl.Tensor[[32, 48], pl.FP32], x_2: pl.Tensor[[221, 44], pl.BF16], lens: pl.Tensor[[4], pl.INT32], s3: pl.Scalar[pl.INDEX], s4: pl.Scalar[pl.INDEX], s5: pl.Scalar[pl.INDEX], s6: pl.Scalar[pl.INDEX], s7: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 48], pl.FP32]], out_1: pl.Out[pl.Tensor[[2, 32], pl.FP32]]) -> tuple[pl.Tensor[[16, 48], pl.FP32], pl.Tensor[[2, 32], pl.FP32], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        n: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [0])
        n_1: pl.Scalar[pl.INT32] = pl.tensor.read(lens, [1])
        t: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [2, 32], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
        if s3 > 0:
            b: pl.Scalar[pl.INDEX] = s4 * 5 % 57
            for i, (o, a) in pl.pipeline(0, n, 2, stage=4, init_values=(out_1, 3)):
                w: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
                if i % 3 == 0:
                    e: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.expands(w, 1.5)
                    rs: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t, [2, 8])
                    rs_1: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.adds(rs, 2.0)
                    e_1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(rs_1, [1, 16])
                    rv, r_3 = pl.yield_(e_1, o)
                else:
                    t_1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 16], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
                    o_1: pl.Tensor[[2, 32], pl.FP32] = pl.tile.store(t_1, [1, 16], o)
                    e_2: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sin(w)
                    rv, r_3 = pl.yield_(e_2, o_1)
                for j in pl.pipeline(0, n_1, 2, stage=2, attrs={"pipeline_double_buffer_c": True}):
                    t_2: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [2, i], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
                    b_1: pl.Scalar[pl.INDEX] = j // 3
                t_3: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [i + 1, 32], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
                a_1: pl.Scalar[pl.INDEX] = pl.min(a, a)
                r_2, q = pl.yield_(r_3, a_1)
            b_2: pl.Scalar[pl.INDEX] = q - 4
            r, r_1 = pl.yield_(out, r_2)
        else:
            e_3: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sub(t, t)
            if s5 > 0:
                t_4: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [0, 32], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
                o_2: pl.Tensor[[16, 48], pl.FP32] = pl.tile.store(t, [2, 32], out)
                b_3: pl.Scalar[pl.INDEX] = s7 + 3
                q_1, r_4 = pl.yield_(b_3, o_2)
            else:
                b_4: pl.Scalar[pl.INDEX] = pl.min(s6, 2)
                b_5: pl.Scalar[pl.INDEX] = b_4 // 3
                q_1, r_4 = pl.yield_(b_5, out)
            r, r_1 = pl.yield_(r_4, out_1)
        m: pl.Tile[[16, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [16, 8], [16, 8], [16, 8], target_memory=pl.Mem.Mat)
        c: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m, 0, 0, [16, 8], target_memory=pl.Mem.Acc)
        for i_1, (a_2, a_3, acc) in pl.pipeline(1, 16, 4, stage=4, init_values=(1, 2, c)):
            m_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(x_1, [i_1, 8], [16, 8], [16, 8], target_memory=pl.Mem.Mat)
            c_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.tile.extract(m_1, 0, 0, [16, 8], target_memory=pl.Mem.Acc)
            t_5: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [13 - i_1, i_1 + i_1 * 16 - 16], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
            a_4: pl.Scalar[pl.INDEX] = a_2 - 1
            a_5: pl.Scalar[pl.INDEX] = a_3 + 3
            m_2: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_2, [i_1 + i_1 * 16 - 16, i_1 + 15], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
            lft: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left] = pl.tile.move(m_2, target_memory=pl.Mem.Left)
            m_3: pl.Tile[[32, 8], pl.BF16, pl.Mem.Mat] = pl.tile.load(x_2, [i_1 - 1, 8], [32, 8], [32, 8], target_memory=pl.Mem.Mat)
            rgt: pl.Tile[[16, 8], pl.BF16, pl.Mem.Right] = pl.tile.extract(m_3, 0, 0, [16, 8], target_memory=pl.Mem.Right)
            acc_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, lft, rgt)
            q_2, q_3, racc = pl.yield_(a_4, a_5, acc_1)
        o_3: pl.Tensor[[16, 48], pl.FP32] = pl.tile.store(racc, [0, 0], r)
        return o_3, r_1, q_2, q_3
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel_2(x: pl.Tensor[[24, 24], pl.FP32], x_1: pl.Tensor[[16, 8], pl.FP32], s8: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[24, 24], pl.FP16]], out_1: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[24, 24], pl.FP16], pl.Tensor[[16, 16], pl.FP32]]:
        t: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16, 16], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        e: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.lrelu(t, -1.0)
        pl.tile.write(e, [1, 4], -3.0)
        b: pl.Scalar[pl.INDEX] = s8 - 2
        t_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x_1, [8, 0], [8, 8], [8, 8], target_memory=pl.Mem.Vec)
        for i, (v, o, v_1) in pl.pipeline(5, 30, stage=8, init_values=(t, out_1, t_1), attrs={"pipeline_double_buffer_c": True}):
            w: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.muls(v, 2.0)
            red: pl.Tile[[8, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_prod(v_1, e)
            e_1: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_max(v, red)
            if i % 2 == 1:
                o_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [8, 8], o)
                b_1: pl.Scalar[pl.INDEX] = i + i
                r_1, rv_2 = pl.yield_(o_1, v)
            else:
                v_2: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.div(v, v)
                b_2: pl.Scalar[pl.INDEX] = i // 3
                r_1, rv_2 = pl.yield_(o, v_2)
            v_3: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.mul(v_1, w)
            rv, r, rv_1 = pl.yield_(rv_2, r_1, v_3)
        o_2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(rv_1, [8, 8], r)
        cv: pl.Tile[[8, 8], pl.FP16, pl.Mem.Vec] = pl.tile.cast(rv, target_type=pl.FP16, mode='round')
        o_3: pl.Tensor[[24, 24], pl.FP16] = pl.tile.store(cv, [16, 16], out)
        cv_1: pl.Tile[[8, 8], pl.FP16, pl.Mem.Vec] = pl.tile.cast(rv_1, target_type=pl.FP16, mode='round')
        o_4: pl.Tensor[[24, 24], pl.FP16] = pl.tile.store(cv_1, [8, 16], o_3)
        return o_4, o_2
