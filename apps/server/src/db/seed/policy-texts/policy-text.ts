/**
 * The written text of one seeded policy and of its interpretation (政策解读). The catalogue seed frames it: the
 * notice's salutation, its provisions numbered 一、二、…, 本公告自发布之日起施行 and the signature; the interpretation's
 * 一、出台背景 / 二、主要内容 / 三、执行口径 headings.
 */
export interface PolicyText {
  /** The provisions, in order, without their numbers: 4 to 6 of them. */
  readonly articles: readonly string[];
  readonly interpretation: {
    /** Why the policy was issued. */
    readonly background: string;
    /** Its main points, 3 of them. */
    readonly points: readonly string[];
    /** How taxpayers apply it in practice. */
    readonly practice: string;
  };
}

/** The written text of a seeded case: what the inspection found out (or the court held), and its lesson. */
export interface CaseText {
  /** 检查过程 of an inspection or news case, 裁判要旨 of a court case. */
  readonly process: string;
  /** 案例启示. */
  readonly lesson: string;
}
