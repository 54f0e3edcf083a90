import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FlowGraph, MAX_CAPACITY } from './max-flow.js';

interface Problem {
  nodes: number;
  /** [source capacity, sink capacity] per node. */
  terminals: [number, number][];
  /** [a, b, a -> b, b -> a]. */
  edges: [number, number, number, number][];
}

function solve(p: Problem) {
  const g = new FlowGraph(p.nodes, p.edges.length);
  p.terminals.forEach(([s, t], i) => g.addTerminal(i, s, t));
  for (const [a, b, f, r] of p.edges) g.addEdge(a, b, f, r);
  const flow = g.maxFlow();
  const side = Array.from({ length: p.nodes }, (_, i) => g.onSourceSide(i));
  return { flow, side };
}

/** What a labelling costs: terminal arcs and edges from the source's side to the sink's. */
function cutCost(p: Problem, side: boolean[]): number {
  let cost = 0;
  p.terminals.forEach(([s, t], i) => (cost += side[i] ? t : s));
  for (const [a, b, f, r] of p.edges) {
    if (side[a] && !side[b]) cost += f;
    if (side[b] && !side[a]) cost += r;
  }
  return cost;
}

/** The least cost over every labelling. */
function bruteForce(p: Problem): number {
  let best = Infinity;
  for (let bits = 0; bits < 1 << p.nodes; bits++) {
    const side = Array.from({ length: p.nodes }, (_, i) => ((bits >> i) & 1) === 1);
    best = Math.min(best, cutCost(p, side));
  }
  return best;
}

describe('FlowGraph (Boykov-Kolmogorov max flow)', () => {
  it('cuts a single node at its cheaper terminal', () => {
    const p: Problem = { nodes: 1, terminals: [[7, 3]], edges: [] };
    expect(solve(p)).toEqual({ flow: 3, side: [true] });
    expect(solve({ ...p, terminals: [[2, 9]] })).toEqual({ flow: 2, side: [false] });
  });

  it('finds the textbook flow of a small network', () => {
    // s -> 0 (16), s -> 1 (13), 0 -> 2 (12), 1 -> 0 (4), 1 -> 3 (14), 2 -> 1 (9),
    // 3 -> 2 (7), 2 -> t (20), 3 -> t (4): maximum flow 23 (Cormen et al., figure 26.1).
    const p: Problem = {
      nodes: 4,
      terminals: [
        [16, 0],
        [13, 0],
        [0, 20],
        [0, 4],
      ],
      edges: [
        [0, 2, 12, 0],
        [1, 0, 4, 0],
        [1, 3, 14, 0],
        [2, 1, 9, 0],
        [3, 2, 7, 0],
      ],
    };
    const { flow, side } = solve(p);
    expect(flow).toBe(23);
    expect(cutCost(p, side)).toBe(23);
  });

  it('keeps a strongly tied chain together and breaks it at the weak link', () => {
    // 0 - 1 - 2 - 3 - 4 pulled to the source at 0 and the sink at 4; the link 2 - 3 is weak.
    const p: Problem = {
      nodes: 5,
      terminals: [
        [100, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 100],
      ],
      edges: [
        [0, 1, 50, 50],
        [1, 2, 50, 50],
        [2, 3, 5, 5],
        [3, 4, 50, 50],
      ],
    };
    expect(solve(p)).toEqual({ flow: 5, side: [true, true, true, false, false] });
  });

  it('adds terminal capacities given twice', () => {
    const g = new FlowGraph(1, 0);
    g.addTerminal(0, 5, 1);
    g.addTerminal(0, 0, 8);
    // Source 5, sink 9 in all: the node goes to the sink's side and 5 flows.
    expect(g.maxFlow()).toBe(5);
    expect(g.onSourceSide(0)).toBe(false);
  });

  it('refuses capacities that are not whole numbers in range', () => {
    const g = new FlowGraph(2, 1);
    expect(() => g.addTerminal(0, 1.5, 0)).toThrow(RangeError);
    expect(() => g.addEdge(0, 1, -1, 0)).toThrow(RangeError);
    expect(() => g.addEdge(0, 1, MAX_CAPACITY + 1, 0)).toThrow(RangeError);
    g.addEdge(0, 1, 1, 1);
    expect(() => g.addEdge(1, 0, 1, 1)).toThrow(RangeError);
  });

  it('equals the brute-force minimum cut on small random graphs', () => {
    const problem = fc.integer({ min: 1, max: 8 }).chain((nodes) =>
      fc.record({
        nodes: fc.constant(nodes),
        terminals: fc.array(fc.tuple(fc.nat(20), fc.nat(20)), {
          minLength: nodes,
          maxLength: nodes,
        }),
        edges: fc.array(fc.tuple(fc.nat(nodes - 1), fc.nat(nodes - 1), fc.nat(15), fc.nat(15)), {
          maxLength: 20,
        }),
      }),
    );
    fc.assert(
      fc.property(problem, (p) => {
        const { flow, side } = solve(p);
        const best = bruteForce(p);
        // The flow is the minimum cut's value, and the sides it reports cut exactly that.
        expect(flow).toBe(best);
        expect(cutCost(p, side)).toBe(best);
      }),
      { numRuns: 400 },
    );
  });

  it('cuts a grid the way a brute force does', () => {
    // 3 x 3 pixels, 4-connected, random pulls: a small image segmentation.
    const grid = fc.record({
      terminals: fc.array(fc.tuple(fc.nat(30), fc.nat(30)), { minLength: 9, maxLength: 9 }),
      links: fc.array(fc.nat(12), { minLength: 12, maxLength: 12 }),
    });
    fc.assert(
      fc.property(grid, ({ terminals, links }) => {
        const edges: Problem['edges'] = [];
        let k = 0;
        for (let y = 0; y < 3; y++)
          for (let x = 0; x < 3; x++) {
            const i = y * 3 + x;
            if (x < 2) edges.push([i, i + 1, links[k]!, links[k++]!]);
            if (y < 2) edges.push([i, i + 3, links[k]!, links[k++]!]);
          }
        const p: Problem = { nodes: 9, terminals, edges };
        const { flow, side } = solve(p);
        expect(flow).toBe(bruteForce(p));
        expect(cutCost(p, side)).toBe(flow);
      }),
      { numRuns: 200 },
    );
  });
});
