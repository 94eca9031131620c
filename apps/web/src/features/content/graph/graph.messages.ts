/** The Chinese texts of the relational graph screen (/relational-graph). */
export const GRAPH_TEXT = {
  graphTitle: "关系图谱",
  graphSubtitle: "从一份政策、一门课程或一个案例出发，查看它引用的文件、修改废止关系、讲授它的课程和适用它的案例",
  graphStartTitle: "从这些政策开始",
  graphCentre: "中心",
  graphDepth: "层级",
  graphDepthOption: (n: number) => `${n} 层`,
  graphKinds: "显示",
  graphAllKinds: "全部",
  graphCanvasLabel: "关系图（可拖动、缩放，点击节点打开页面）",
  graphListTitle: "列表视图",
  graphTruncated: (n: number) => `内容较多，仅显示最近的 ${n} 个节点`,
  graphEmpty: "暂无关联内容",
  graphNotFound: "未找到关系图谱的中心内容",
  graphBack: "返回政策列表",
  graphLoadingCanvas: "正在加载关系图…",
  graphCanvasFailed: "关系图加载失败，请使用下方列表视图",
  hop: (n: number) => (n === 0 ? "中心" : `第 ${n} 层`),
  relationSeparator: "；",
} as const;

export const NODE_KIND_LABELS = { policy: "政策", course: "课程", case: "案例" } as const;

/** How each edge reads from its source to its target. */
export const EDGE_LABELS = {
  cites: "引用",
  repeals: "废止",
  amends: "修改",
  teaches: "讲授",
  applies: "适用",
} as const;
