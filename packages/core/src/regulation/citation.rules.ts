/**
 * Citations of other documents inside policy, case and lecture texts: 文号 (财税〔2012〕39号, 国家税务总局公告2022年第9号)
 * and titles in book-title marks (《…》). Pure: works on sanitised HTML as a string, never on a DOM.
 */

export type CitationKind = "docNumber" | "title";

export interface Citation {
  readonly kind: CitationKind;
  /** The text as written (after full-width digits became ASCII, offsets still index the original text). */
  readonly raw: string;
  /** What two spellings of the same document share: the resolution key. */
  readonly key: string;
  readonly start: number;
  readonly end: number;
}

/** ０-９ → 0-9 and the ideographic space → a space; same length, so offsets stay valid. */
export const halfWidthDigits = (text: string): string =>
  text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, " ");

/** Bodies that issue 公告 (longest first so 国家税务总局 wins over 税务总局). */
const ANNOUNCING_BODIES = [
  "国务院关税税则委员会",
  "人力资源社会保障部",
  "工业和信息化部",
  "国家发展改革委",
  "国家税务总局",
  "中国人民银行",
  "税务总局",
  "海关总署",
  "财政部",
  "商务部",
  "科技部",
  "国务院",
] as const;

/** 字号 prefixes of bracketed 文号 (财税〔2012〕39号); longest first. */
const BRACKET_PREFIXES = [
  "税总办发",
  "国税办发",
  "国税总发",
  "财关税",
  "国税发",
  "国税函",
  "税总发",
  "税总函",
  "国办发",
  "国办函",
  "财税",
  "财会",
  "财预",
  "国发",
  "国函",
] as const;

const DIGIT = "[0-9]";
const BODY_ALTERNATION = ANNOUNCING_BODIES.join("|");
const ANNOUNCEMENT = new RegExp(
  `((?:(?:${BODY_ALTERNATION})[\\s、]*)+)公告\\s*(${DIGIT}{4})\\s*年\\s*第\\s*(${DIGIT}{1,4})\\s*号`,
  "g",
);
const BRACKETED = new RegExp(
  `(${BRACKET_PREFIXES.join("|")})\\s*[〔\\[［【]\\s*(${DIGIT}{4})\\s*[〕\\]］】]\\s*(?:第\\s*)?(${DIGIT}{1,4})\\s*号`,
  "g",
);
const TITLE = /《([^《》<>\n]{2,80})》/g;

/** 国家税务总局 and 税务总局 are one body (the State Taxation Administration signs joint announcements as 税务总局). */
const bodyKey = (body: string): string => (body === "国家税务总局" ? "税务总局" : body);

const announcementKey = (bodies: string, year: string, n: string): string => {
  const names: string[] = [];
  let rest = bodies.replace(/[\s、]/g, "");
  while (rest.length > 0) {
    const body = ANNOUNCING_BODIES.find((b) => rest.startsWith(b))!;
    names.push(bodyKey(body));
    rest = rest.slice(body.length);
  }
  return `${names.join("/")}公告${year}-${Number(n)}`;
};

/** The resolution key of one 文号 as written anywhere (a stored docNumber or a citation); null when it is none. */
export const docNumberKey = (text: string): string | null => {
  const found = findCitationsInText(text).find((c) => c.kind === "docNumber");
  return found ? found.key : null;
};

/** Every 文号 and 《title》 in plain text, in order of appearance. */
export function findCitationsInText(text: string): Citation[] {
  const normal = halfWidthDigits(text);
  const found: Citation[] = [];
  for (const m of normal.matchAll(ANNOUNCEMENT)) {
    found.push({
      kind: "docNumber",
      raw: text.slice(m.index, m.index + m[0].length),
      key: announcementKey(m[1]!, m[2]!, m[3]!),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of normal.matchAll(BRACKETED)) {
    found.push({
      kind: "docNumber",
      raw: text.slice(m.index, m.index + m[0].length),
      key: `${m[1]}〔${m[2]}〕${Number(m[3])}号`,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of normal.matchAll(TITLE)) {
    found.push({
      kind: "title",
      raw: text.slice(m.index, m.index + m[0].length),
      key: titleKey(m[1]!),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Titles match whatever their spacing or digit width. */
export const titleKey = (title: string): string => halfWidthDigits(title).replace(/\s+/g, "");

/**
 * Citations in sanitised HTML: only in text (never inside a tag or an attribute) and never inside an existing link;
 * offsets index the HTML string. Entities are left as they are (a citation never contains one).
 */
export function findCitationsInHtml(html: string): Citation[] {
  const found: Citation[] = [];
  let linkDepth = 0;
  for (const part of html.matchAll(/<[^>]*>|[^<]+/g)) {
    const piece = part[0];
    if (piece.startsWith("<")) {
      if (/^<a[\s>]/i.test(piece)) linkDepth += 1;
      else if (/^<\/a\s*>/i.test(piece)) linkDepth = Math.max(0, linkDepth - 1);
      continue;
    }
    if (linkDepth > 0) continue;
    for (const c of findCitationsInText(piece)) {
      found.push({ ...c, start: c.start + part.index, end: c.end + part.index });
    }
  }
  return found;
}

/**
 * The HTML with each citation `hrefOf` resolves wrapped in a link. Overlapping citations (a 《title》 that contains a
 * 文号) keep the first one. The result must go through the site's sanitiser again before it is served.
 */
export function linkCitations(html: string, hrefOf: (citation: Citation) => string | null): string {
  let out = "";
  let at = 0;
  for (const citation of findCitationsInHtml(html)) {
    if (citation.start < at) continue;
    const href = hrefOf(citation);
    if (href === null) continue;
    out += `${html.slice(at, citation.start)}<a href="${href.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">${citation.raw}</a>`;
    at = citation.end;
  }
  return out + html.slice(at);
}
