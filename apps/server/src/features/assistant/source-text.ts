/**
 * What of a source's text can be an answer: its provisions, without the parts every notice has in common. A notice
 * opens with its addressees (各省、自治区…税务局：) and the formula that introduces it (现将…公告如下：), closes with
 * 特此公告, its start clause, its signature, 文号 and date; interpretations and cases carry section headings. None
 * of that answers a question, and pasted as a point it reads as if the assistant did not understand the question.
 */

/** Addressees up to their colon: a run naming 各省/各地/各级 … offices, ending in the office words and "：". */
const SALUTATION =
  /^[^。；！？]{0,80}?(各省|各地|各级|各有关|各计划单列市|国家税务总局各|海关总署各)[^。；！？]{0,120}?(局|厅|委|办|单位|部门|政府|公司|机构|直属海关)[）)]?：/;

/** The formula introducing a notice's provisions, up to its colon. */
const ANNOUNCING = /^[^。；]{0,80}?(现将|现就|特)[^。；]{0,60}?(公告|通知|明确|规定)如下：/;

/** Headings a text's sections start with (an interpretation's 一、出台背景, a case's 案情简介 …). */
const HEADING =
  /^(?:[一二三四五六七八九十]+、)?(出台背景|主要内容|执行口径|政策要点|案情简介|检查过程|处理结果|裁判要旨|案例启示|政策依据|基本案情|争议焦点)[：:\s]*/;

/** A provision's own number: 一、 （一） 1. 第一条 一是 … */
const ENUMERATOR =
  /^(?:[一二三四五六七八九十]+、|（[一二三四五六七八九十]+）|\d+[.、．]|第[一二三四五六七八九十百]+条\s*|[一二三四五六七八九十]是)/;

/** Sentences that are a notice's formalities, never a point. */
const BOILERPLATE = [
  /^特此(公告|通知)/,
  /^本(公告|通知|办法|规定|规则|意见|法|决定|指南|文件|条例)自.{0,20}(施行|执行|实施)/,
  /^(以上|上述)?(内容)?请(遵照|认真)?(执行|贯彻)/,
  /^请(遵照|认真)?(执行|贯彻)/,
  /^(附件|附表)[:：]/,
  // a case's closing reference to the rules it applied: the rules themselves are cited as policies
  /^本案适用《[^》]+》.{0,30}的有关规定/,
  // the closing clause repealing or amending an earlier document: its standing is shown by the label instead
  /^《[^》]+》[（(][^）)]+[）)].{0,30}(废止|停止执行|失效|增列)/,
];

/** A line that is only a signature: issuing bodies, a 文号 or a date. */
const SIGNATURE_ONLY =
  /^(?:(?:中华人民共和国)?[\u4e00-\u9fa5]{0,12}(?:部|局|署|委员会|总局|国务院|办公厅)\s*)*(?:(?:财政部|税务总局|国家税务总局)?\s*(?:公告)?\s*\d{4}年第\d+号|[\u4e00-\u9fa5]{1,6}〔\d{4}〕\d+号|主席令第\d+号|\d{4}年\d{1,2}月\d{1,2}日)?$/;

const cleanStart = (text: string): string => {
  let s = text.trim();
  for (let i = 0; i < 4; i++) {
    const before = s;
    s = s.replace(SALUTATION, "").trim();
    s = s.replace(ANNOUNCING, "").trim();
    s = s.replace(HEADING, "").trim();
    s = s.replace(ENUMERATOR, "").trim();
    s = s.replace(/^(?:案例启示|启示)[：:]/, "").trim();
    if (s === before) break;
  }
  return s;
};

/** Whether a piece of a source is a formality (salutation, closing, signature) rather than something it says. */
export const isBoilerplate = (sentence: string): boolean => {
  const s = cleanStart(sentence).replace(/[。；！？\s]+$/, "");
  if ([...s].length < 6) return true;
  if (SIGNATURE_ONLY.test(s.replace(/\s+/g, " "))) return true;
  return BOILERPLATE.some((pattern) => pattern.test(s));
};

/**
 * The sentences of a source that can be quoted, each without its addressees, heading or number. Sentences end at
 * 。！？ or a line break; `；` ends one too, so a quoted clause stays short (the mark stays with its sentence).
 */
export function quotableSentencesOf(text: string): string[] {
  const pieces = text.match(/[^。！？；\n]+[。！？；]?/g) ?? [];
  const out: string[] = [];
  let background = false;
  for (const piece of pieces) {
    // a paragraph break flattened to a space can glue a signature or heading onto the next sentence
    const flat = piece.replace(/\s+/g, " ").trim();
    const heading = HEADING.exec(flat.replace(ENUMERATOR, ""))?.[1];
    // an interpretation's 出台背景 says why a rule was made, never what it is
    if (heading) background = heading === "出台背景";
    if (background) continue;
    const cleaned = cleanStart(flat);
    if (isBoilerplate(cleaned)) continue;
    out.push(cleaned);
  }
  return out;
}
