import type { RelationalGraphData } from "@taxlearn/api";
import { describe, expect, it } from "vitest";
import { byHop, graphHref, readGraphParams, relationLines, visibleGraph } from "./graph-model";

const node = (id: string, depth: number, title = id) => {
  const [kind, refId] = id.split(":") as ["policy" | "course" | "case", string];
  return { id, kind, refId: Number(refId), title, href: `/${kind}/${refId}`, validity: null, depth };
};

const graph: RelationalGraphData = {
  centre: "policy:1",
  nodes: [node("policy:1", 0, "甲"), node("course:5", 1, "课"), node("case:7", 1, "案"), node("policy:2", 2, "乙")],
  edges: [
    { from: "course:5", to: "policy:1", kind: "teaches" },
    { from: "case:7", to: "policy:1", kind: "applies" },
    { from: "policy:2", to: "policy:1", kind: "repeals" },
  ],
  truncated: false,
};

describe("graph screen state", () => {
  it("reads the centre, depth and kinds from the address, falling back on anything malformed", () => {
    expect(readGraphParams(new URLSearchParams("kind=policy&id=12&depth=2&show=course,case,course,x"))).toEqual({
      kind: "policy",
      id: 12,
      depth: 2,
      show: ["course", "case"],
    });
    expect(readGraphParams(new URLSearchParams("kind=course&id=3&depth=9"))).toMatchObject({ depth: 1 });
    expect(readGraphParams(new URLSearchParams("kind=course&id=3&depth=0"))).toMatchObject({ depth: 1 });
    expect(readGraphParams(new URLSearchParams("kind=course&id=3"))!.show).toEqual(["policy", "course", "case"]);
    for (const bad of ["", "kind=lecture&id=1", "kind=policy&id=0", "kind=policy&id=1.5", "kind=policy"]) {
      expect(readGraphParams(new URLSearchParams(bad))).toBeNull();
    }
  });

  it("writes filters as links, leaving defaults out", () => {
    const params = readGraphParams(new URLSearchParams("kind=policy&id=12"))!;
    expect(graphHref(params)).toBe("/relational-graph?kind=policy&id=12");
    expect(graphHref(params, { depth: 3, show: ["course"] })).toBe(
      "/relational-graph?kind=policy&id=12&depth=3&show=course",
    );
  });

  it("shows the kinds chosen (the centre always) and only edges between shown nodes", () => {
    const shown = visibleGraph(graph, ["course"]);
    expect(shown.nodes.map((n) => n.id)).toEqual(["policy:1", "course:5"]);
    expect(shown.edges).toEqual([{ from: "course:5", to: "policy:1", kind: "teaches" }]);
  });

  it("describes each node's relations from its side and groups nodes by hop", () => {
    const titles = new Map(graph.nodes.map((n) => [n.id, n.title]));
    expect(relationLines(graph.nodes[0]!, graph.edges, titles)).toEqual([
      "被《课》讲授",
      "被《案》适用",
      "被《乙》废止",
    ]);
    expect(relationLines(graph.nodes[3]!, graph.edges, titles)).toEqual(["废止《甲》"]);
    expect(byHop(graph.nodes).map(([hop, nodes]) => [hop, nodes.length])).toEqual([
      [0, 1],
      [1, 2],
      [2, 1],
    ]);
  });
});
