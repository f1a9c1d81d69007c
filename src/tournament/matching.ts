/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm in its
 * primal–dual form (Galil, "Efficient algorithms for finding maximum matching in graphs",
 * 1986), O(n³), laid out as in Joris van Rantwijk's well-known implementation.
 *
 * Swiss pairing asks for the best pairing of the whole field under criteria taken in a
 * strict order, which becomes one weight per possible game with each criterion a digit
 * far larger than everything below it. Those weights outgrow a double's 53 bits in large
 * fields, so they are bigints; with integer weights every dual value stays an integer
 * (duals are kept doubled), and the answer is exact.
 *
 * With `maxCardinality` the matching is the heaviest among those with the most pairs.
 * The result lists each vertex's partner, or -1.
 */

export interface WeightedEdge {
  readonly a: number;
  readonly b: number;
  readonly weight: bigint;
}

export const maximumWeightMatching = (
  vertexCount: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
): number[] => {
  const n = vertexCount;
  if (n === 0 || edges.length === 0) return new Array<number>(n).fill(-1);
  let maxWeight = 0n;
  for (const edge of edges) if (edge.weight > maxWeight) maxWeight = edge.weight;

  // Endpoint p of edge k is vertex endpoint[p]: p = 2k is edge k's `a`, 2k + 1 its `b`.
  const endpoint: number[] = [];
  const neighbourEnds: number[][] = Array.from({ length: n }, () => []);
  edges.forEach((edge, k) => {
    endpoint.push(edge.a, edge.b);
    neighbourEnds[edge.a]!.push(2 * k + 1);
    neighbourEnds[edge.b]!.push(2 * k);
  });

  // mate[v]: the endpoint (p) at the far side of v's matched edge, or -1.
  const mate = new Array<number>(n).fill(-1);
  // Labels of top-level blossoms: 0 free, 1 S (outer), 2 T (inner); bit 4 marks a scan.
  const label = new Array<number>(2 * n).fill(0);
  const labelEnd = new Array<number>(2 * n).fill(-1);
  const inBlossom = Array.from({ length: n }, (_, v) => v);
  const blossomParent = new Array<number>(2 * n).fill(-1);
  const blossomChildren: (number[] | null)[] = new Array(2 * n).fill(null);
  const blossomBase = [...Array.from({ length: n }, (_, v) => v), ...new Array<number>(n).fill(-1)];
  const blossomEnds: (number[] | null)[] = new Array(2 * n).fill(null);
  const bestEdge = new Array<number>(2 * n).fill(-1);
  const blossomBestEdges: (number[] | null)[] = new Array(2 * n).fill(null);
  const unusedBlossoms = Array.from({ length: n }, (_, i) => n + i);
  const dual: bigint[] = [...new Array<bigint>(n).fill(maxWeight), ...new Array<bigint>(n).fill(0n)];
  const allowEdge = new Array<boolean>(edges.length).fill(false);
  let queue: number[] = [];

  const slack = (k: number): bigint => {
    const edge = edges[k]!;
    return dual[edge.a]! + dual[edge.b]! - 2n * edge.weight;
  };

  const leaves = (b: number): number[] => {
    if (b < n) return [b];
    const out: number[] = [];
    for (const child of blossomChildren[b]!) out.push(...leaves(child));
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inBlossom[w]!;
    label[w] = label[b] = t;
    labelEnd[w] = labelEnd[b] = p;
    bestEdge[w] = bestEdge[b] = -1;
    if (t === 1) queue.push(...leaves(b));
    else if (t === 2) {
      const base = blossomBase[b]!;
      assignLabel(endpoint[mate[base]!]!, 1, mate[base]! ^ 1);
    }
  };

  /** Traces back from v and w to find a new blossom's base, or -1 for an augmenting path. */
  const scanBlossom = (vStart: number, wStart: number): number => {
    const path: number[] = [];
    let base = -1;
    let v = vStart;
    let w = wStart;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v]!;
      if (label[b]! & 4) {
        base = blossomBase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) v = -1;
      else {
        v = endpoint[labelEnd[b]!]!;
        b = inBlossom[v]!;
        v = endpoint[labelEnd[b]!]!;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let { a: v, b: w } = edges[k]!;
    const bb = inBlossom[base]!;
    let bv = inBlossom[v]!;
    let bw = inBlossom[w]!;
    const b = unusedBlossoms.pop()!;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const ends: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      ends.push(labelEnd[bv]!);
      v = endpoint[labelEnd[bv]!]!;
      bv = inBlossom[v]!;
    }
    path.push(bb);
    path.reverse();
    ends.reverse();
    ends.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      ends.push(labelEnd[bw]! ^ 1);
      w = endpoint[labelEnd[bw]!]!;
      bw = inBlossom[w]!;
    }
    blossomChildren[b] = path;
    blossomEnds[b] = ends;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb]!;
    dual[b] = 0n;
    for (const leaf of leaves(b)) {
      if (label[inBlossom[leaf]!] === 2) queue.push(leaf);
      inBlossom[leaf] = b;
    }
    // The least-slack edge from the new blossom to each neighbouring S-blossom.
    const bestTo = new Array<number>(2 * n).fill(-1);
    for (const child of path) {
      const lists =
        blossomBestEdges[child] === null
          ? leaves(child).map((leaf) => neighbourEnds[leaf]!.map((p) => p >> 1))
          : [blossomBestEdges[child]!];
      for (const list of lists) {
        for (const e of list) {
          let { a: i, b: j } = edges[e]!;
          if (inBlossom[j] === b) [i, j] = [j, i];
          const bj = inBlossom[j]!;
          if (bj !== b && label[bj] === 1 && (bestTo[bj] === -1 || slack(e) < slack(bestTo[bj]!))) bestTo[bj] = e;
        }
      }
      blossomBestEdges[child] = null;
      bestEdge[child] = -1;
    }
    const best = bestTo.filter((e) => e !== -1);
    blossomBestEdges[b] = best;
    bestEdge[b] = -1;
    for (const e of best) if (bestEdge[b] === -1 || slack(e) < slack(bestEdge[b]!)) bestEdge[b] = e;
  };

  const expandBlossom = (b: number, endStage: boolean): void => {
    const children = blossomChildren[b]!;
    for (const s of children) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s] === 0n) expandBlossom(s, endStage);
      else for (const leaf of leaves(s)) inBlossom[leaf] = s;
    }
    if (!endStage && label[b] === 2) {
      // Relabel the children on the even-length path from the entry child to the base.
      const ends = blossomEnds[b]!;
      const entryChild = inBlossom[endpoint[labelEnd[b]! ^ 1]!]!;
      let j = children.indexOf(entryChild);
      let step: number;
      let trick: number;
      if (j & 1) {
        j -= children.length;
        step = 1;
        trick = 0;
      } else {
        step = -1;
        trick = 1;
      }
      const at = <T>(list: readonly T[], index: number): T => list[index < 0 ? index + list.length : index]!;
      let p = labelEnd[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[at(ends, j - trick) ^ trick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p);
        allowEdge[at(ends, j - trick) >> 1] = true;
        j += step;
        p = at(ends, j - trick) ^ trick;
        allowEdge[p >> 1] = true;
        j += step;
      }
      const bv = at(children, j);
      label[endpoint[p ^ 1]!] = label[bv] = 2;
      labelEnd[endpoint[p ^ 1]!] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += step;
      while (at(children, j) !== entryChild) {
        const child = at(children, j);
        if (label[child] === 1) {
          j += step;
          continue;
        }
        const reached = leaves(child).find((leaf) => label[leaf] !== 0);
        if (reached !== undefined) {
          label[reached] = 0;
          label[endpoint[mate[blossomBase[child]!]!]!] = 0;
          assignLabel(reached, 2, labelEnd[reached]!);
        }
        j += step;
      }
    }
    label[b] = labelEnd[b] = -1;
    blossomChildren[b] = blossomEnds[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  };

  /** Swaps matched and unmatched edges along the path through blossom b from vertex v to its base. */
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t]!;
    if (t >= n) augmentBlossom(t, v);
    const children = blossomChildren[b]!;
    const ends = blossomEnds[b]!;
    const at = <T>(list: readonly T[], index: number): T => list[index < 0 ? index + list.length : index]!;
    const i = children.indexOf(t);
    let j = i;
    let step: number;
    let trick: number;
    if (i & 1) {
      j -= children.length;
      step = 1;
      trick = 0;
    } else {
      step = -1;
      trick = 1;
    }
    while (j !== 0) {
      j += step;
      t = at(children, j);
      const p = at(ends, j - trick) ^ trick;
      if (t >= n) augmentBlossom(t, endpoint[p]!);
      j += step;
      t = at(children, j);
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    blossomChildren[b] = [...children.slice(i), ...children.slice(0, i)];
    blossomEnds[b] = [...ends.slice(i), ...ends.slice(0, i)];
    blossomBase[b] = blossomBase[blossomChildren[b]![0]!]!;
  };

  const augmentMatching = (k: number): void => {
    const { a: v, b: w } = edges[k]!;
    for (const [start, startEnd] of [
      [v, 2 * k + 1],
      [w, 2 * k],
    ] as const) {
      let s = start;
      let p = startEnd;
      for (;;) {
        const bs = inBlossom[s]!;
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]!]!;
        const bt = inBlossom[t]!;
        s = endpoint[labelEnd[bt]!]!;
        const j = endpoint[labelEnd[bt]! ^ 1]!;
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt]!;
        p = labelEnd[bt]! ^ 1;
      }
    }
  };

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossomBestEdges[b] = null;
    allowEdge.fill(false);
    queue = [];
    for (let v = 0; v < n; v++) if (mate[v] === -1 && label[inBlossom[v]!] === 0) assignLabel(v, 1, -1);

    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (const p of neighbourEnds[v]!) {
          const k = p >> 1;
          const w = endpoint[p]!;
          if (inBlossom[v] === inBlossom[w]) continue;
          let kSlack = 0n;
          if (!allowEdge[k]) {
            kSlack = slack(k);
            if (kSlack <= 0n) allowEdge[k] = true;
          }
          if (allowEdge[k]) {
            if (label[inBlossom[w]!] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[inBlossom[w]!] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]!] === 1) {
            const b = inBlossom[v]!;
            if (bestEdge[b] === -1 || kSlack < slack(bestEdge[b]!)) bestEdge[b] = k;
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kSlack < slack(bestEdge[w]!)) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path with the current duals: change them by the largest safe delta.
      let deltaType = -1;
      let delta = 0n;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      if (!maxCardinality) {
        deltaType = 1;
        delta = dual[0]!;
        for (let v = 1; v < n; v++) if (dual[v]! < delta) delta = dual[v]!;
      }
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]!] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]!);
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v]!;
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]!) / 2n;
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b]!;
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (
          blossomBase[b]! >= 0 &&
          blossomParent[b] === -1 &&
          label[b] === 2 &&
          (deltaType === -1 || dual[b]! < delta)
        ) {
          delta = dual[b]!;
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) {
        // Only with maxCardinality: no further augmentation is possible at all.
        deltaType = 1;
        delta = dual[0]!;
        for (let v = 1; v < n; v++) if (dual[v]! < delta) delta = dual[v]!;
        if (delta < 0n) delta = 0n;
      }

      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]!];
        if (l === 1) dual[v] = dual[v]! - delta;
        else if (l === 2) dual[v] = dual[v]! + delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b]! >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dual[b] = dual[b]! + delta;
          else if (label[b] === 2) dual[b] = dual[b]! - delta;
        }
      }

      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowEdge[deltaEdge] = true;
        let { a: i, b: j } = edges[deltaEdge]!;
        if (label[inBlossom[i]!] === 0) [i, j] = [j, i];
        queue.push(i);
      } else if (deltaType === 3) {
        allowEdge[deltaEdge] = true;
        queue.push(edges[deltaEdge]!.a);
      } else expandBlossom(deltaBlossom, false);
    }
    if (!augmented) break;

    // End of stage: expand S-blossoms whose dual has fallen to zero.
    for (let b = n; b < 2 * n; b++)
      if (blossomParent[b] === -1 && blossomBase[b]! >= 0 && label[b] === 1 && dual[b] === 0n) expandBlossom(b, true);
  }

  return mate.map((p) => (p >= 0 ? endpoint[p]! : -1));
};
