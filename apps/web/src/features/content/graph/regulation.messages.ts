/**
 * The Chinese texts of the policy validity banner and the link to the relational graph; the graph screen's own texts
 * are in graph.messages.ts, so a policy page does not carry them.
 */
export const REGULATION_TEXT = {
  docNumber: "文号",
  issuers: "发文机关",
  issuedOn: "发布日期",
  effectiveFrom: "生效日期",
  region: "适用地区",
  chainTitle: "修改废止沿革",
  changeLabels: {
    incoming: { repeals: "废止本文件：", amends: "修改本文件：" },
    outgoing: { repeals: "本文件废止：", amends: "本文件修改：" },
  },
  upcoming: (day: string) => `状态将于 ${day} 起变更`,
  openGraph: "查看关系图谱",
  validityFilter: "效力",
  unresolvedNote: "未收录的引用文件",
} as const;

/** /relational-graph?kind=&id= for a policy, course or case. */
export const relationalGraphPath = (kind: "policy" | "course" | "case", id: number): string =>
  `/relational-graph?kind=${kind}&id=${id}`;
