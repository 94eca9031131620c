/**
 * The operator console's interaction-card editor (spec §3 video interaction events): the form an editor fills in,
 * checked into the row the player reads, and the drag-to-place box of an image overlay. The same check runs in the
 * console (before sending) and on the server (which trusts nothing).
 */

/** A box in fractions of the video (spec §3 type 1 configure: posX, posY, posW, posH). */
export interface CardBox {
  readonly posX: number;
  readonly posY: number;
  readonly posW: number;
  readonly posH: number;
}

/** The smallest box side, as a fraction of the video: smaller cannot be grabbed or read. */
export const MIN_BOX_SIDE = 0.05;

/** Card types an editor may place (spec §3): 1 image, 2 note, 3 question, 7 Q&A, 8 text, 9 quiz, 5/6 clips. */
export const CARD_TYPES = [1, 2, 3, 7, 8, 9, 5, 6] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const CARD_TYPE_LABELS: Readonly<Record<CardType, string>> = {
  1: "图片浮层",
  2: "笔记",
  3: "思考题",
  7: "问答",
  8: "文字",
  9: "二选一测验",
  5: "片头",
  6: "片尾",
};

/** The longest a card may stay up, in seconds. */
export const MAX_CARD_TIMEOUT = 600;
const MAX_TEXT = 500;

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;
const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/** The box moved by (dx, dy) fractions, kept whole inside the video. */
export const moveBox = (box: CardBox, dx: number, dy: number): CardBox => ({
  posW: box.posW,
  posH: box.posH,
  posX: round4(clamp(box.posX + dx, 0, 1 - box.posW)),
  posY: round4(clamp(box.posY + dy, 0, 1 - box.posH)),
});

/** The box resized from its bottom-right corner by (dw, dh), at least MIN_BOX_SIDE and never past the video. */
export const resizeBox = (box: CardBox, dw: number, dh: number): CardBox => ({
  posX: box.posX,
  posY: box.posY,
  posW: round4(clamp(box.posW + dw, MIN_BOX_SIDE, 1 - box.posX)),
  posH: round4(clamp(box.posH + dh, MIN_BOX_SIDE, 1 - box.posY)),
});

/** A pointer movement in pixels over a stage of this size, as fractions of the video (0 for an empty stage). */
export const pixelsToFraction = (dxPx: number, dyPx: number, stage: { width: number; height: number }) => ({
  dx: stage.width > 0 ? dxPx / stage.width : 0,
  dy: stage.height > 0 ? dyPx / stage.height : 0,
});

/** The editor's form of one card, every field as the form holds it. */
export interface CardDraft {
  readonly type: number;
  readonly pointTime: number;
  readonly timeout: number;
  readonly isInterrupt: number;
  readonly content: string;
  /** Text cards 3 and 7: the answer. */
  readonly answer: string;
  /** Quiz (9). */
  readonly answer1: string;
  readonly answer2: string;
  readonly isTrue: number;
  readonly analysis: string;
  /** Image (1): the picture; clips (5, 6): the clip. */
  readonly animationUrl: string;
  readonly box: CardBox;
  /** Text cards: an optional link inside the site and its label. */
  readonly htmlRouter: string;
  readonly jumpText: string;
}

/** The row the player reads (the interaction_events columns). */
export interface CardRow {
  readonly type: number;
  readonly pointTime: number;
  readonly timeout: number;
  readonly isInterrupt: 0 | 1;
  readonly content: string;
  readonly answer: string;
  readonly animationUrl: string;
  readonly configure: string;
}

export type CardCheck =
  | { readonly ok: true; readonly row: CardRow }
  | { readonly ok: false; readonly field: string; readonly message: string };

const refuse = (field: string, message: string): CardCheck => ({ ok: false, field, message });
const isWhole = (value: number): boolean => Number.isInteger(value);
const tooLong = (text: string): boolean => [...text].length > MAX_TEXT;
const TEXT_TYPES = new Set([2, 3, 7, 8]);
/** Pictures and clips come from this site's media or uploads (never another origin, never javascript:). */
const isSiteMedia = (url: string): boolean =>
  /^\/(media|uploads)\/[A-Za-z0-9._~\-/]+$/.test(url) && !url.includes("..");
/** A card's link goes to a page of this site. */
const isSitePath = (path: string): boolean => /^\/[A-Za-z0-9._~\-/?=&%]*$/.test(path) && !path.startsWith("//");

/**
 * Checks a card for a lecture of `duration` seconds; each refusal names the field in Chinese. Clips sit at 0
 * (opening) and at the end (closing), as the player expects.
 */
export const checkCardDraft = (draft: CardDraft, duration: number): CardCheck => {
  if (!(CARD_TYPES as readonly number[]).includes(draft.type)) return refuse("type", "请选择卡片类型");
  const end = Math.floor(duration);
  const base = { type: draft.type, isInterrupt: draft.isInterrupt === 1 ? (1 as const) : (0 as const) };
  if (draft.type === 5 || draft.type === 6) {
    if (!isSiteMedia(draft.animationUrl)) return refuse("animationUrl", "片头/片尾视频地址须为本站媒体路径");
    return {
      ok: true,
      row: {
        ...base,
        isInterrupt: 0,
        pointTime: draft.type === 5 ? 0 : end,
        timeout: 0,
        content: "",
        answer: "",
        animationUrl: draft.animationUrl,
        configure: "",
      },
    };
  }
  if (!isWhole(draft.pointTime) || draft.pointTime < 0 || draft.pointTime > end)
    return refuse("pointTime", `出现时间须为 0 到 ${end} 之间的整秒`);
  if (!isWhole(draft.timeout) || draft.timeout < 1 || draft.timeout > MAX_CARD_TIMEOUT)
    return refuse("timeout", `停留时长须为 1 到 ${MAX_CARD_TIMEOUT} 之间的整秒`);
  if (draft.isInterrupt !== 0 && draft.isInterrupt !== 1) return refuse("isInterrupt", "是否暂停只能为是或否");
  const content = draft.content.trim();
  if (tooLong(content)) return refuse("content", `内容最多 ${MAX_TEXT} 个字`);
  const timing = { ...base, pointTime: draft.pointTime, timeout: draft.timeout };

  if (draft.type === 1) {
    if (!isSiteMedia(draft.animationUrl)) return refuse("animationUrl", "图片地址须为本站媒体路径");
    const { posX, posY, posW, posH } = draft.box;
    const inUnit = [posX, posY, posW, posH].every((v) => Number.isFinite(v) && v >= 0 && v <= 1);
    if (!inUnit || posW < MIN_BOX_SIDE || posH < MIN_BOX_SIDE || posX + posW > 1.0001 || posY + posH > 1.0001)
      return refuse("box", "图片位置须完整位于画面之内，且宽高不小于画面的 5%");
    return {
      ok: true,
      row: {
        ...timing,
        content,
        answer: "",
        animationUrl: draft.animationUrl,
        configure: JSON.stringify({ posX, posY, posW, posH, special: 0 }),
      },
    };
  }

  if (!content) return refuse("content", draft.type === 9 ? "请填写题目" : "请填写卡片内容");
  if (TEXT_TYPES.has(draft.type)) {
    const answer = draft.answer.trim();
    if ((draft.type === 3 || draft.type === 7) && !answer) return refuse("answer", "请填写答案");
    if (tooLong(answer)) return refuse("answer", `答案最多 ${MAX_TEXT} 个字`);
    const htmlRouter = draft.htmlRouter.trim();
    const jumpText = draft.jumpText.trim();
    if (htmlRouter && !isSitePath(htmlRouter)) return refuse("htmlRouter", "跳转链接须为本站页面路径，以 / 开头");
    if ([...jumpText].length > 10) return refuse("jumpText", "跳转按钮文字最多 10 个字");
    return {
      ok: true,
      row: {
        ...timing,
        content,
        answer: draft.type === 3 || draft.type === 7 ? answer : "",
        animationUrl: "",
        configure: htmlRouter ? JSON.stringify(jumpText ? { htmlRouter, jumpText } : { htmlRouter }) : "",
      },
    };
  }

  // type 9: two choices, the right one, and the explanation (解析)
  const answer1 = draft.answer1.trim();
  const answer2 = draft.answer2.trim();
  const analysis = draft.analysis.trim();
  if (!answer1) return refuse("answer1", "请填写选项一");
  if (!answer2) return refuse("answer2", "请填写选项二");
  if (answer1 === answer2) return refuse("answer2", "两个选项不能相同");
  if ([answer1, answer2].some((a) => [...a].length > 100)) return refuse("answer1", "选项最多 100 个字");
  if (draft.isTrue !== 0 && draft.isTrue !== 1) return refuse("isTrue", "请选择正确答案");
  if (!analysis) return refuse("analysis", "请填写解析");
  if (tooLong(analysis)) return refuse("analysis", `解析最多 ${MAX_TEXT} 个字`);
  return {
    ok: true,
    row: {
      ...timing,
      content,
      answer: JSON.stringify({ answer1, answer2, isTrue: draft.isTrue, analysis }),
      animationUrl: "",
      configure: "",
    },
  };
};

/** The form of a stored card (the inverse of checkCardDraft for the editor). */
export const draftOfRow = (row: CardRow): CardDraft => {
  const json = (text: string): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const configure = json(row.configure);
  const quiz = row.type === 9 ? json(row.answer) : {};
  const num = (value: unknown, fallback: number): number => (typeof value === "number" ? value : fallback);
  const str = (value: unknown): string => (typeof value === "string" ? value : "");
  return {
    type: row.type,
    pointTime: row.pointTime,
    timeout: row.timeout,
    isInterrupt: row.isInterrupt,
    content: row.content,
    answer: row.type === 9 ? "" : row.answer,
    answer1: str(quiz.answer1),
    answer2: str(quiz.answer2),
    isTrue: num(quiz.isTrue, 0),
    analysis: str(quiz.analysis),
    animationUrl: row.animationUrl,
    box: {
      posX: num(configure.posX, 0.1),
      posY: num(configure.posY, 0.1),
      posW: num(configure.posW, 0.3),
      posH: num(configure.posH, 0.2),
    },
    htmlRouter: str(configure.htmlRouter),
    jumpText: str(configure.jumpText),
  };
};

/** A new card of a type at a second, with the defaults an editor starts from. */
export const newCardDraft = (type: CardType, pointTime: number): CardDraft => ({
  type,
  pointTime,
  timeout: type === 9 ? 30 : 5,
  isInterrupt: type === 9 || type === 3 ? 1 : 0,
  content: "",
  answer: "",
  answer1: "",
  answer2: "",
  isTrue: 0,
  analysis: "",
  animationUrl: "",
  box: { posX: 0.1, posY: 0.1, posW: 0.3, posH: 0.2 },
  htmlRouter: "",
  jumpText: "",
});
