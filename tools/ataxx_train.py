#!/usr/bin/python3
# ataxx_train.py: trains the network evaluation of the Ataxx computer
# player (src/ai/ataxx_nn.h) on the records of ataxx_tune gen, and writes
# its weights, as text, to data/ataxx/eval.net: the one source of the
# network built in.  The build writes the C of the weights from that file
# (src/ai/ataxx_nn_net.awk, by a rule in Makefile.am), so the next make
# compiles in the network a run of this tool made.  tools/ataxx_tune match
# reads such a file too, to try a network against the one built in first.
#
#   tools/ataxx_train.py [-e epochs] [-o orbits] [-l lambda] [-s seed]
#       [-b batch] [-r rate] [-n note]... -w data/ataxx/eval.net RECORDS...
#
# The file opens with comment lines that say how the network was trained:
# the options of the run, then each note (-n), such as where the records
# came from; the build copies them into the C.  A network of other than
# 16 orbits needs ATAXX_NN_ORBITS in src/ai/ataxx_nn.h changed to match.
#
# The network: for each of the 36 windows of 2 x 2 squares, 256 inputs,
# one for each pattern of the window (each square empty, the side's, the
# other side's or blocked), of which one is 1; a hidden layer of
# orbits x 8 units clipped to [0, 1]; and one output, the logit of the side
# to move's chance of winning, from the hidden units of both sides (those
# of the side to move and those of the position seen by the other side)
# and from five features of the evaluation of before, ours less theirs:
# pieces, pieces with no empty neighbour, on the edge, in a corner, and the
# empty squares next to our pieces.  The eight units of an orbit share one
# set of weights, each seeing the board through one of the eight
# symmetries of the square, and one weight to the output, so that a
# position and its mirror images score the same; seeing the board from
# both sides with the same weights makes a position and its colours
# swapped (the other side to move) score the same too.
#
# The target of a position is lambda (0.5) times the logistic of its search
# score, k * score / 100, k fitted to the results, plus 1 - lambda times its
# result (1, 1/2, 0); the loss their squared difference from the logistic of
# the output.  Exactly equal positions are merged, their targets averaged.
# Training is Adam on batches, the rate a tenth for the last third of the
# epochs.  Hidden weights are rounded to 1/256, output weights to 1/256;
# the C code scores a position in hundredths of a piece as 100 / k times
# the output (by a multiplication and a shift of 24 bits).
#
# Needs numpy and scipy (Debian: python3-numpy, python3-scipy), which only
# this tool needs: the weights it made are in data/.  With OpenBLAS
# (libopenblas0) it is faster.  data/ataxx/eval.net says how its weights
# were made.
#
# Copyright (c) 2026 the Tabula authors; ISC licence, see COPYING.

import argparse
import sys
import time

import numpy as np
import scipy.sparse as sp

SQUARES = 49
SYMS = 8
ONE = 256		# a hidden unit's 1, in the C code
OUT_ONE = 256		# an output weight's 1
W_MAX = 880 / ONE	# the largest hidden weight: 36 fit in 16 bits
V_MAX = 4096 / OUT_ONE	# the largest output weight
RECORD = np.dtype([('us', '<u8'), ('them', '<u8'), ('blocked', '<u8'),
                   ('score', '<i2'), ('result', 'i1'), ('pad', 'i1')])


def sym(sq, s):
    """A square's image under symmetry s, as in src/ai/ataxx_nn.c."""
    x, y = sq % 7, sq // 7
    if s & 1:
        x = 6 - x
    if s & 2:
        y = 6 - y
    if s & 4:
        x, y = y, x
    return y * 7 + x


WINDOW_COUNT = 36	# the 2 x 2 windows of the board
PATTERNS = 256		# what a window holds: 4 squares, each of 4 states
# The squares of each window, in the order of their digits (base 4).
WINDOWS = np.array([[7 * i + j, 7 * i + j + 1, 7 * i + j + 7, 7 * i + j + 8]
                    for i in range(6) for j in range(6)])


def sigma(g):
    """sigma[f]: input f of a position as input of its image by g."""
    where = {tuple(sorted(w)): n for n, w in enumerate(WINDOWS.tolist())}
    out = np.zeros(WINDOW_COUNT * PATTERNS, dtype=np.int64)
    for n, w in enumerate(WINDOWS.tolist()):
        image = [sym(sq, g) for sq in w]
        m = where[tuple(sorted(image))]
        for p in range(PATTERNS):
            digit = {image[i]: (p >> (2 * i)) & 3 for i in range(4)}
            q = sum(digit[sq] << (2 * i) for i, sq in
                    enumerate(WINDOWS[m].tolist()))
            out[n * PATTERNS + p] = m * PATTERNS + q
    return out


SIGMA = [sigma(g) for g in range(SYMS)]
INPUTS = WINDOW_COUNT * PATTERNS


def bits(b):
    """The 49 squares of bitboards b, as a (len(b), 49) array of 0/1."""
    u = np.unpackbits(np.ascontiguousarray(b).view(np.uint8).reshape(-1, 8), axis=1,
                      bitorder='little')
    return u[:, :SQUARES]


FILE_A = np.uint64(0x0040810204081)
FILE_G = np.uint64(0x0040810204081 << 6)
ALL = np.uint64((1 << 49) - 1)
EDGES = np.uint64(((0x0040810204081 | 0x0040810204081 << 6 | 0x7f |
                    0x7f << 42) & ~(1 | 1 << 6 | 1 << 42 | 1 << 48)))
CORNERS = np.uint64(1 | 1 << 6 | 1 << 42 | 1 << 48)
FEATURES = 5
BYTE_COUNT = np.array([bin(i).count('1') for i in range(256)], dtype=np.int8)


def singles(b):
    """The squares next to those of b, as ataxx_singles()."""
    one, six, seven, eight = (np.uint64(n) for n in (1, 6, 7, 8))
    e = ((b << one) | (b << eight) | (b >> six)) & ~FILE_A
    w = ((b >> one) | (b >> eight) | (b << six)) & ~FILE_G
    return (e | w | (b << seven) | (b >> seven)) & ALL & ~b


def count(b):
    return BYTE_COUNT[np.ascontiguousarray(b).view(np.uint8).reshape(
        -1, 8)].sum(1, dtype=np.int32)


def features(pos):
    """The features of ataxx_nn_feat(), ours less theirs."""
    us, them, blk = pos[:, 0], pos[:, 1], pos[:, 2]
    empty = ~(us | them | blk) & ALL
    exposed = singles(empty)
    f = [count(us) - count(them),
         count(us & ~exposed) - count(them & ~exposed),
         count(us & EDGES) - count(them & EDGES),
         count(us & CORNERS) - count(them & CORNERS),
         count(singles(us) & empty) - count(singles(them) & empty)]
    return np.stack(f, axis=1).astype(np.float32)


def load(files):
    recs = np.concatenate([np.fromfile(f, dtype=RECORD) for f in files])
    print(f'{len(recs)} records', file=sys.stderr)
    return recs


def fit_k(score, result):
    """The k whose logistic of the scores best predicts the results."""
    best = None
    r = (result + 1) / 2.0
    for k in np.arange(0.1, 3.0, 0.02):
        e = np.mean((r - 1 / (1 + np.exp(-k * score / 100.0))) ** 2)
        if best is None or e < best[1]:
            best = (k, e)
    return best


def merge(recs, k, lam):
    """Merges equal positions; their targets, averaged."""
    t = (lam / (1 + np.exp(-k * recs['score'] / 100.0)) +
         (1 - lam) * (recs['result'] + 1) / 2.0)
    key = np.stack([recs['us'], recs['them'], recs['blocked']], axis=1)
    uniq, inv = np.unique(key, axis=0, return_inverse=True)
    inv = inv.reshape(-1)
    tsum = np.bincount(inv, weights=t, minlength=len(uniq))
    n = np.bincount(inv, minlength=len(uniq))
    return uniq, (tsum / n).astype(np.float32)


def window_ids(pos):
    """The 36 inputs of each position, as each side sees it."""
    us, them, blk = bits(pos[:, 0]), bits(pos[:, 1]), bits(pos[:, 2])
    out = []
    for a, b in ((us, them), (them, us)):
        st = a.astype(np.int32) + 2 * b + 3 * blk
        w = (st[:, WINDOWS[:, 0]] + 4 * st[:, WINDOWS[:, 1]] +
             16 * st[:, WINDOWS[:, 2]] + 64 * st[:, WINDOWS[:, 3]])
        out.append((w + PATTERNS * np.arange(WINDOW_COUNT)[None, :]).astype(
            np.int16))
    return out


class Net:
    def __init__(self, orbits, rng):
        self.k = orbits
        self.w = (rng.standard_normal((INPUTS, orbits)) * 0.05).astype(
            np.float32)
        self.b1 = np.full(orbits, 0.5, dtype=np.float32)
        self.vs = (rng.standard_normal(orbits) * 0.05).astype(np.float32)
        self.vn = (rng.standard_normal(orbits) * 0.05).astype(np.float32)
        self.b2 = np.zeros(1, dtype=np.float32)
        self.u = np.zeros(FEATURES, dtype=np.float32)

    def params(self):
        return [self.w, self.b1, self.vs, self.vn, self.b2, self.u]

    def matrix(self, ids_s, ids_n):
        """The inputs of the eight images of each position, both sides."""
        n = len(ids_s)
        cols = np.concatenate([SIGMA[g][ids] for ids in (ids_s, ids_n)
                               for g in range(SYMS)]).ravel()
        rows = 2 * SYMS * n
        return sp.csr_matrix(
            (np.ones(len(cols), dtype=np.float32), cols,
             np.arange(0, WINDOW_COUNT * rows + 1, WINDOW_COUNT)),
            shape=(rows, INPUTS))

    def forward(self, x, f):
        n = len(f)
        h = (x @ self.w + self.b1).reshape(2, SYMS, n, self.k)
        a = np.clip(h, 0, 1)
        orb = a.sum(1)			# by side, position, orbit
        z = orb[0] @ self.vs + orb[1] @ self.vn + self.b2[0] + f @ self.u
        return z, (h, orb)

    def backward(self, x, f, dz, cache):
        h, orb = cache
        n = len(f)
        dvs = orb[0].T @ dz
        dvn = orb[1].T @ dz
        db2 = np.array([dz.sum()], dtype=np.float32)
        v = np.stack([self.vs, self.vn])[:, None, None, :]
        dh = dz[None, None, :, None] * v * ((h > 0) & (h < 1))
        dh = dh.reshape(2 * SYMS * n, self.k).astype(np.float32)
        dw = np.asarray(x.T @ dh)
        return [dw, dh.sum(0), dvs, dvn, db2, f.T @ dz]

    def clip(self):
        np.clip(self.w, -W_MAX, W_MAX, out=self.w)
        np.clip(self.b1, -W_MAX, W_MAX, out=self.b1)
        np.clip(self.vs, -V_MAX, V_MAX, out=self.vs)
        np.clip(self.vn, -V_MAX, V_MAX, out=self.vn)

    def quantize(self):
        """Rounds the weights to what the C code holds."""
        self.w = np.round(self.w * ONE) / ONE
        self.b1 = np.round(self.b1 * ONE) / ONE
        self.vs = np.round(self.vs * OUT_ONE) / OUT_ONE
        self.vn = np.round(self.vn * OUT_ONE) / OUT_ONE
        self.b2 = np.round(self.b2 * ONE * OUT_ONE) / (ONE * OUT_ONE)
        self.u = np.round(self.u * ONE * OUT_ONE) / (ONE * OUT_ONE)


def loss(net, ids, feat, t, batch=16384):
    s, n = 0.0, len(t)
    for i in range(0, n, batch):
        x = net.matrix(ids[0][i:i + batch], ids[1][i:i + batch])
        z, _ = net.forward(x, feat[i:i + batch])
        p = 1 / (1 + np.exp(-z))
        s += float(np.sum((p - t[i:i + batch]) ** 2))
    return s / n


def train(net, ids, feat, t, vids, vfeat, vt, epochs, batch, lr, rng):
    m = [np.zeros_like(p) for p in net.params()]
    v = [np.zeros_like(p) for p in net.params()]
    step = 0
    for epoch in range(epochs):
        start = time.time()
        # The rate falls to a tenth over the last third of the epochs.
        rate = lr if epoch < epochs * 2 // 3 else lr / 10
        order = rng.permutation(len(t))
        for i in range(0, len(t), batch):
            idx = order[i:i + batch]
            x = net.matrix(ids[0][idx], ids[1][idx])
            z, cache = net.forward(x, feat[idx])
            p = 1 / (1 + np.exp(-z))
            dz = (2 * (p - t[idx]) * p * (1 - p) / len(idx)).astype(
                np.float32)
            grads = net.backward(x, feat[idx], dz, cache)
            step += 1
            for j, (par, g) in enumerate(zip(net.params(), grads)):
                m[j] = 0.9 * m[j] + 0.1 * g
                v[j] = 0.999 * v[j] + 0.001 * g * g
                mh = m[j] / (1 - 0.9 ** step)
                vh = v[j] / (1 - 0.999 ** step)
                par -= (rate * mh / (np.sqrt(vh) + 1e-8)).astype(np.float32)
            net.clip()
        print(f'epoch {epoch + 1}: validation '
              f'{loss(net, vids, vfeat, vt):.6f} ({time.time() - start:.0f} s)',
              file=sys.stderr)


def write_text(net, k, path, header):
    w = np.round(net.w * ONE).astype(int)
    b1 = np.round(net.b1 * ONE).astype(int)
    vs = np.round(net.vs * OUT_ONE).astype(int)
    vn = np.round(net.vn * OUT_ONE).astype(int)
    b2 = int(np.round(net.b2[0] * ONE * OUT_ONE))
    u = np.round(net.u * ONE * OUT_ONE).astype(int)
    scale = int(np.round(100 * 2 ** 24 / (k * ONE * OUT_ONE)))
    # The accumulators are 16 bits: the largest a hidden unit can reach.
    bound = (abs(b1) + abs(w).reshape(WINDOW_COUNT, PATTERNS, -1).max(
        1).sum(0)).max()
    if bound > 32767:
        sys.exit(f'ataxx_train: a hidden unit can reach {bound}')
    with open(path, 'w') as f:
        for line in header:
            f.write(('# ' + line).rstrip() + '\n')
        f.write('ataxx-net 2\n')
        f.write(f'orbits {net.k}\n')
        f.write('hidden-bias ' + ' '.join(map(str, b1)) + '\n')
        f.write('output-us ' + ' '.join(map(str, vs)) + '\n')
        f.write('output-them ' + ' '.join(map(str, vn)) + '\n')
        f.write(f'output-bias {b2}\n')
        f.write('features ' + ' '.join(map(str, u)) + '\n')
        f.write(f'scale {scale}\n')
        f.write('weights\n')
        for row in w:
            f.write(' '.join(map(str, row)) + '\n')


def main():
    ap = argparse.ArgumentParser(description='Trains the Ataxx network.')
    ap.add_argument('-e', '--epochs', type=int, default=12)
    ap.add_argument('-o', '--orbits', type=int, default=8)
    ap.add_argument('-l', '--lam', type=float, default=0.5)
    ap.add_argument('-s', '--seed', type=int, default=1)
    ap.add_argument('-b', '--batch', type=int, default=4096)
    ap.add_argument('-r', '--rate', type=float, default=0.002)
    ap.add_argument('-n', '--note', action='append', default=[],
                    help='a line for the file\'s header')
    ap.add_argument('-w', '--weights', required=True)
    ap.add_argument('records', nargs='+')
    a = ap.parse_args()

    rng = np.random.default_rng(a.seed)
    recs = load(a.records)
    nrecs = len(recs)
    k, e = fit_k(recs['score'].astype(np.float64),
                 recs['result'].astype(np.float64))
    print(f'k {k:.2f} (error {e:.5f})', file=sys.stderr)
    pos, t = merge(recs, k, a.lam)
    del recs
    recs_kept = None
    print(f'{len(t)} positions after merging', file=sys.stderr)
    order = rng.permutation(len(t))
    pos, t = pos[order], t[order]
    nval = min(100000, len(t) // 20)
    vpos, vt, pos, t = pos[:nval], t[:nval], pos[nval:], t[nval:]
    feat, vfeat = features(pos), features(vpos)
    ids, vids = window_ids(pos), window_ids(vpos)
    del pos, vpos, recs_kept

    net = Net(a.orbits, rng)
    train(net, ids, feat, t, vids, vfeat, vt, a.epochs, a.batch, a.rate, rng)
    net.quantize()
    vloss = loss(net, vids, vfeat, vt)
    print(f'quantized: validation {vloss:.6f}', file=sys.stderr)
    header = ['The weights of the Ataxx network evaluation: ' +
              f'{a.orbits} orbits of 8 hidden units,',
              f'trained on {len(t) + nval} positions '
              f'({nrecs} records) by',
              'tools/ataxx_train.py -e %d -o %d -l %g -s %d -b %d -r %g' %
              (a.epochs, a.orbits, a.lam, a.seed, a.batch, a.rate),
              f'(k {k:.2f}, validation loss {vloss:.6f}).'
              ] + a.note
    write_text(net, k, a.weights, header)


if __name__ == '__main__':
    main()
