/**
 * Tax abbreviations and their full names, applied to search queries (the site's search answers 个税 with what it
 * answers 个人所得税). Each group is symmetric: a query word of a group also matches every other member. Members are
 * written lower-case and NFKC-normalised, the form the search index compares.
 */
export const TAX_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["个税", "个人所得税"],
  ["增值税", "vat"],
  ["企税", "企业所得税", "cit"],
  ["出口退税", "出口退免税"],
  ["社保", "社会保险", "社会保险费"],
  ["汇算", "汇算清缴"],
  ["专票", "增值税专用发票", "专用发票"],
  ["普票", "增值税普通发票", "普通发票"],
  ["数电票", "数电发票", "全电发票"],
  ["小规模", "小规模纳税人"],
  ["一般人", "一般纳税人"],
  ["金四", "金税四期"],
  ["个体户", "个体工商户"],
  ["研发加计", "研发费用加计扣除"],
  ["反避税", "特别纳税调整"],
  ["预缴", "预缴申报"],
];

const GROUP_OF: ReadonlyMap<string, readonly string[]> = new Map(
  TAX_SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)),
);

/** The words a query word also matches: its synonym group (the word itself first), or the word alone. */
export const synonymsOf = (word: string): readonly string[] => {
  const group = GROUP_OF.get(word);
  return group ? [word, ...group.filter((w) => w !== word)] : [word];
};

/** Every word of every group: the search segmenter keeps them whole. */
export const synonymWords = (): readonly string[] => [...GROUP_OF.keys()];
