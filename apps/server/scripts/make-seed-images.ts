/**
 * `pnpm --filter @taxlearn/server make:seed-images`
 * Draws the seeded demo images as SVG files into apps/server/media (served at /media): course covers, lecturer
 * avatars, live, course-list (课单), hearing, themed-collection and policy images, and the organisations' logos.
 * Every title is read from the seed modules, so the pictures match the data; the output is deterministic (no clock,
 * no randomness, no network), so re-running it after a seed change only touches the files that changed.
 *
 * Boxes (packages/ui): CourseCard and LiveCell show 16:9 (270×152, 256×144), the home carousel crops the series
 * covers to 1200×360 (only the middle band of a 16:9 cover stays visible, so titles sit there), LecturerList shows a
 * circle, the main nav shows a logo 40px high. Top corners of covers stay calm: the cards lay badges over them.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { POLICY_TYPE_NAMES } from "../src/db/reference-data/article-types";
import { TOPICS } from "../src/db/reference-data/topics";
import { generateCatalogue } from "../src/db/seed/catalogue.seed";
import { SEED_IMAGE_FOLDERS, SEED_MEDIA_URL, seedImageUrl } from "../src/db/seed/media.seed";
import { ORGANISATIONS } from "../src/db/seed/organisations.seed";
import { LECTURERS, TOPIC_LECTURERS } from "../src/db/seed/topics.seed";

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

// ---------------------------------------------------------------------------------------------------------------
// Palette: brand blue, VIP gold, teal and slate, one pairing per topic.

interface Palette {
  from: string;
  to: string;
  accent: string;
}

const BRAND_BLUE = "#1f5fd1";
const VIP_GOLD = "#c8962e";
const INK = "#1d2433";

const TOPIC_PALETTES: Record<number, Palette> = {
  101: { from: "#2a6ae0", to: "#0e2f74", accent: "#8fc0ff" }, // 出口退税
  102: { from: "#13a0a0", to: "#0a4a5c", accent: "#8ee6da" }, // 增值税
  103: { from: "#415577", to: "#16213a", accent: "#7fb0ff" }, // 企业所得税
  104: { from: "#2567d6", to: "#0d7f86", accent: "#a4f0e4" }, // 个人所得税
  105: { from: "#0f8b8d", to: "#1a4fb0", accent: "#a8dcff" }, // 发票管理
  106: { from: "#34405a", to: "#121826", accent: "#e3b762" }, // 税务稽查
  107: { from: "#b07d2c", to: "#5a3d12", accent: "#ffe2a6" }, // 财产和行为税
  108: { from: "#56657d", to: "#1f2a3d", accent: "#8ee6da" }, // 财务会计
  109: { from: "#173f8a", to: "#0c7c84", accent: "#9fd8ff" }, // 跨境税收
  110: { from: "#1f8a6e", to: "#0f4957", accent: "#b4f0d2" }, // 社保与薪酬
};
const SERIES_PALETTE: Palette = { from: "#163a7d", to: "#0b1a38", accent: "#e5bd68" };
const FALLBACK_PALETTE: Palette = { from: BRAND_BLUE, to: "#0e2f74", accent: "#8fc0ff" };

const mixColour = (a: string, b: string, t: number) => {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) * (1 - t) + channel(b, i) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
};

/** A small shift of a category's pairing (towards slate, teal or navy), so consecutive cards differ a little. */
const paletteVariant = (p: Palette, variant: number): Palette => {
  switch (variant % 4) {
    case 1:
      return { ...p, from: mixColour(p.from, "#334155", 0.18) };
    case 2:
      return { ...p, from: mixColour(p.from, "#0f8b8d", 0.2) };
    case 3:
      return { ...p, to: mixColour(p.to, "#0b1a38", 0.3) };
    default:
      return p;
  }
};

const paletteOf = (categoryId: number | undefined) =>
  (categoryId !== undefined && TOPIC_PALETTES[categoryId]) || FALLBACK_PALETTE;
const topicByName = (name: string) => TOPICS.find((t) => name.startsWith(t.name));

// ---------------------------------------------------------------------------------------------------------------
// Text: escaping, width estimate and line wrapping for Chinese titles.

const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Width in em: CJK and full-width punctuation 1, Latin letters and digits about half. */
const charWidth = (ch: string) => {
  if (/[\u2e80-\uffef\u2018-\u201d]/.test(ch)) return 1;
  if (ch === " ") return 0.3;
  if (/[A-Z%]/.test(ch)) return 0.66;
  return 0.56;
};
const textWidth = (text: string, size: number) => [...text].reduce((sum, ch) => sum + charWidth(ch), 0) * size;

const NO_LINE_START = new Set([..."，。、：；！？）》」』”’…·"]);
const NO_LINE_END = new Set([..."（《「『“‘"]);

/** Greedy wrapping that keeps Latin/number runs whole and respects the common line-breaking rules. */
function wrapText(text: string, maxWidth: number, size: number): string[] {
  const tokens = text.match(/[A-Za-z0-9.%]+|./gu) ?? [];
  const lines: string[] = [];
  let line = "";
  for (const token of tokens) {
    const candidate = line + token;
    if (line && textWidth(candidate, size) > maxWidth && !NO_LINE_START.has(token)) {
      let carry = "";
      while (line && NO_LINE_END.has(line.at(-1)!)) {
        carry = line.at(-1)! + carry;
        line = line.slice(0, -1);
      }
      // A space in the second half of the line is the natural break (policy titles have one between clauses).
      const space = line.lastIndexOf(" ");
      if (space > line.length / 2) {
        carry = line.slice(space + 1) + carry;
        line = line.slice(0, space);
      }
      lines.push(line);
      line = carry + token;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines.map((l) => l.trim());
}

/** Wrapping into as few lines as `maxWidth` allows, with the lines evened out (no one- or two-character orphan). */
function balancedWrap(text: string, maxWidth: number, size: number): string[] {
  const lines = wrapText(text, maxWidth, size);
  if (lines.length < 2) return lines;
  let best = lines;
  for (let width = maxWidth - size / 2; width > size * 2; width -= size / 2) {
    const narrower = wrapText(text, width, size);
    if (narrower.length > lines.length) break;
    best = narrower;
  }
  return best;
}

/** The largest size (of `sizes`) at which the text fits `maxLines`; the smallest size truncates with an ellipsis. */
function fitText(text: string, maxWidth: number, sizes: readonly number[], maxLines: number) {
  for (const size of sizes) {
    const lines = balancedWrap(text, maxWidth, size);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1)!;
  const lines = wrapText(text, maxWidth, size).slice(0, maxLines);
  let last = lines[maxLines - 1]!;
  while (last && textWidth(`${last}…`, size) > maxWidth) last = last.slice(0, -1);
  lines[maxLines - 1] = `${last}…`;
  return { size, lines };
}

/** Lines of text as one <text> element, the block's vertical centre at `centerY`. */
function textBlock(
  lines: readonly string[],
  opts: {
    x: number;
    centerY: number;
    size: number;
    lineHeight: number;
    fill: string;
    weight?: number;
    anchor?: string;
  },
) {
  const top = opts.centerY - ((lines.length - 1) * opts.lineHeight) / 2;
  const spans = lines
    .map((l, i) => `<tspan x="${opts.x}" y="${(top + i * opts.lineHeight).toFixed(1)}">${escapeXml(l)}</tspan>`)
    .join("");
  return `<text font-size="${opts.size}" font-weight="${opts.weight ?? 700}" fill="${opts.fill}" dominant-baseline="central"${opts.anchor ? ` text-anchor="${opts.anchor}"` : ""}>${spans}</text>`;
}

const svg = (width: number, height: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}" role="img" aria-label="${escapeXml(label)}">${body}</svg>\n`;

const gradient = (id: string, p: Palette, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;

/**
 * Quiet geometry for the right half of a 480×270 cover, plus a large faint character as a watermark. Four motifs
 * (circles, bands, arcs, a rising bar chart) so neighbouring cards of one category do not look alike.
 */
function coverDecoration(p: Palette, watermark: string, variant: number) {
  const dots = Array.from({ length: 20 }, (_, i) => {
    const x = 356 + (i % 5) * 14;
    const y = 196 + Math.floor(i / 5) * 14;
    return `<circle cx="${x}" cy="${y}" r="1.6"/>`;
  }).join("");
  const motifs = [
    `<circle cx="410" cy="30" r="150" fill="#fff" fill-opacity="0.06"/>` +
      `<circle cx="450" cy="250" r="86" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="18"/>` +
      `<path d="M250 270 L480 132" stroke="${p.accent}" stroke-opacity="0.24" stroke-width="1.5"/>` +
      `<g fill="#fff" fill-opacity="0.22">${dots}</g>`,
    `<path d="M300 0 H380 L250 270 H170 Z" fill="#fff" fill-opacity="0.05"/>` +
      `<path d="M400 0 H450 L320 270 H270 Z" fill="#fff" fill-opacity="0.07"/>` +
      `<path d="M470 0 H480 V270 H390 Z" fill="#fff" fill-opacity="0.05"/>` +
      `<path d="M330 270 L480 60" stroke="${p.accent}" stroke-opacity="0.24" stroke-width="1.5"/>`,
    [90, 135, 180, 225]
      .map(
        (r, i) =>
          `<circle cx="480" cy="270" r="${r}" fill="none" stroke="#fff" stroke-opacity="${(0.13 - i * 0.025).toFixed(3)}" stroke-width="${i === 0 ? 20 : 1.5}"/>`,
      )
      .join("") +
      `<circle cx="430" cy="40" r="46" fill="#fff" fill-opacity="0.06"/>` +
      `<g fill="#fff" fill-opacity="0.2" transform="translate(-20 -150)">${dots}</g>`,
    [0, 1, 2, 3, 4]
      .map((i) => {
        const h = 40 + i * 26;
        return `<rect x="${318 + i * 30}" y="${258 - h}" width="18" height="${h}" rx="3" fill="#fff" fill-opacity="${(0.06 + i * 0.012).toFixed(3)}"/>`;
      })
      .join("") +
      `<path d="M316 212 L346 196 L376 180 L406 150 L436 128 L466 92" fill="none" stroke="${p.accent}" stroke-opacity="0.4" stroke-width="2" stroke-linejoin="round"/>` +
      `<circle cx="466" cy="92" r="4" fill="${p.accent}" fill-opacity="0.55"/>` +
      `<circle cx="400" cy="10" r="120" fill="#fff" fill-opacity="0.05"/>`,
  ];
  const motif = variant % motifs.length;
  return (
    motifs[motif]! +
    // the bar chart is busy enough without the watermark
    (motif === 3
      ? ""
      : `<text x="462" y="150" font-size="150" font-weight="700" fill="#fff" fill-opacity="0.07" text-anchor="end" dominant-baseline="central">${escapeXml(watermark)}</text>`)
  );
}

interface CoverOptions {
  palette: Palette;
  title: string;
  /** Bottom-left label, e.g. the category. */
  label: string;
  /** Bottom-right line, e.g. the lecturer. */
  byline?: string;
  watermark: string;
  variant: number;
  /** Top-right tag (live and collection images; course cards keep that corner for their own badge). */
  tag?: { text: string; fill: string; dot?: string };
  /** Series courses get the gold VIP accents and a gold subtitle under the title (inside the carousel's band). */
  gold?: { subtitle: string };
}

/** The 480×270 cover shared by courses, lives, course lists, hearings and collections. */
function cover(o: CoverOptions) {
  const W = 480;
  const H = 270;
  const maxWidth = 400;
  // Two lines as large as they fit; very long titles take three smaller ones.
  const twoLines = [30, 28, 26, 24].some((s) => wrapText(o.title, maxWidth, s).length <= 2);
  const fitted = twoLines ? fitText(o.title, maxWidth, [30, 28, 26, 24], 2) : fitText(o.title, maxWidth, [22], 3);
  const lineHeight = Math.round(fitted.size * 1.34);
  // The middle band (y 63–207) is what the 1200×360 carousel keeps of a 16:9 cover.
  const centerY = o.gold ? 124 : 138;
  const blockTop = centerY - ((fitted.lines.length - 1) * lineHeight) / 2 - fitted.size / 2;
  const palette = o.gold ? SERIES_PALETTE : paletteVariant(o.palette, o.variant);
  const accent = o.gold ? VIP_GOLD : palette.accent;
  const tag = o.tag
    ? (() => {
        const tw = textWidth(o.tag.text, 13) + (o.tag.dot ? 34 : 22);
        const x = W - 20 - tw;
        const dot = o.tag.dot ? `<circle cx="${x + 13}" cy="35" r="3.5" fill="${o.tag.dot}"/>` : "";
        return (
          `<rect x="${x}" y="23" width="${tw}" height="24" rx="12" fill="${o.tag.fill}"/>${dot}` +
          `<text x="${x + (o.tag.dot ? 23 : 11)}" y="35.5" font-size="13" font-weight="600" fill="#fff" dominant-baseline="central">${escapeXml(o.tag.text)}</text>`
        );
      })()
    : "";
  const body =
    `<defs>${gradient("bg", palette, o.variant % 2 ? 0.6 : 1, 1)}<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    coverDecoration(palette, o.watermark, o.variant) +
    `<rect width="${W}" height="${H}" fill="url(#shade)"/>` +
    (o.gold
      ? `<rect x="0" y="0" width="${W}" height="5" fill="${VIP_GOLD}"/><rect x="0" y="${H - 5}" width="${W}" height="5" fill="${VIP_GOLD}" fill-opacity="0.6"/>`
      : "") +
    tag +
    `<rect x="34" y="${(blockTop - 16).toFixed(1)}" width="36" height="4" rx="2" fill="${accent}"/>` +
    textBlock(fitted.lines, { x: 34, centerY, size: fitted.size, lineHeight, fill: "#fff" }) +
    (o.gold
      ? `<text x="34" y="${(centerY + ((fitted.lines.length - 1) * lineHeight) / 2 + fitted.size / 2 + 22).toFixed(1)}" font-size="16" font-weight="600" fill="${SERIES_PALETTE.accent}" letter-spacing="1" dominant-baseline="central">${escapeXml(o.gold.subtitle)}</text>`
      : "") +
    `<text x="34" y="243" font-size="16" font-weight="500" fill="${o.gold ? "#f3dca6" : "#fff"}" fill-opacity="0.88" dominant-baseline="central">${escapeXml(o.label)}</text>` +
    (o.byline
      ? `<text x="${W - 30}" y="243" font-size="16" fill="#fff" fill-opacity="0.8" text-anchor="end" dominant-baseline="central">${escapeXml(o.byline)}</text>`
      : "");
  return svg(W, H, body, o.title);
}

// ---------------------------------------------------------------------------------------------------------------
// Avatars, policy figures and logos.

function avatar(name: string, p: Palette) {
  const surname = [...name][0]!;
  const body =
    `<defs>${gradient("bg", p, 0.8, 1)}</defs>` +
    `<circle cx="80" cy="80" r="80" fill="url(#bg)"/>` +
    `<circle cx="80" cy="80" r="70" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>` +
    `<path d="M20 118 Q80 150 140 118" fill="none" stroke="${p.accent}" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>` +
    `<text x="80" y="78" font-size="68" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="central">${escapeXml(surname)}</text>`;
  return svg(160, 160, body, name);
}

interface PolicyFigure {
  title: string;
  typeName: string;
  docNumber: string;
  source: string;
  tags: readonly string[];
  palette: Palette;
}

/** A 640×360 illustration inside a policy body: the document's name, number, keywords and the path to compliance. */
function policyFigure(f: PolicyFigure) {
  const W = 640;
  const H = 360;
  const { size, lines } = fitText(f.title, 560, [26, 24, 22, 20], 2);
  const steps = ["政策发布", "企业适用", "申报执行", "留存备查"];
  const stepW = 122;
  const stepsSvg = steps
    .map((s, i) => {
      const x = 40 + i * (stepW + 20);
      const arrow =
        i < steps.length - 1
          ? `<path d="M${x + stepW + 5} 303 l10 0 m-4 -4 l4 4 l-4 4" stroke="#94a3b8" stroke-width="1.6" fill="none"/>`
          : "";
      return (
        `<rect x="${x}" y="282" width="${stepW}" height="42" rx="8" fill="#fff" stroke="#d7e1f3"/>` +
        `<circle cx="${x + 20}" cy="303" r="10" fill="${f.palette.from}"/>` +
        `<text x="${x + 20}" y="303.5" font-size="12" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="central">${i + 1}</text>` +
        `<text x="${x + 38}" y="303.5" font-size="14" font-weight="600" fill="${INK}" dominant-baseline="central">${s}</text>${arrow}`
      );
    })
    .join("");
  let tagX = 40;
  const tagsSvg = f.tags
    .slice(0, 4)
    .map((t) => {
      const w = textWidth(t, 13) + 24;
      const out =
        `<rect x="${tagX}" y="212" width="${w}" height="26" rx="13" fill="${f.palette.from}" fill-opacity="0.1"/>` +
        `<text x="${tagX + 12}" y="225.5" font-size="13" fill="${f.palette.to}" dominant-baseline="central">${escapeXml(t)}</text>`;
      tagX += w + 10;
      return out;
    })
    .join("");
  const body =
    `<defs>${gradient("band", f.palette, 1, 0)}</defs>` +
    `<rect width="${W}" height="${H}" rx="12" fill="#f5f8fd"/>` +
    `<rect width="${W}" height="64" rx="12" fill="url(#band)"/><rect y="40" width="${W}" height="24" fill="url(#band)"/>` +
    `<text x="40" y="33" font-size="18" font-weight="700" fill="#fff" dominant-baseline="central">${escapeXml(f.typeName)} · 政策要点图解</text>` +
    `<text x="${W - 40}" y="33" font-size="13" fill="#fff" fill-opacity="0.85" text-anchor="end" dominant-baseline="central">${escapeXml(f.source)}</text>` +
    textBlock(lines, { x: 40, centerY: 120, size, lineHeight: Math.round(size * 1.4), fill: INK }) +
    `<text x="40" y="184" font-size="14" fill="#64748b" dominant-baseline="central">${escapeXml(f.docNumber || "现行有效")}</text>` +
    tagsSvg +
    `<line x1="40" y1="260" x2="${W - 40}" y2="260" stroke="#e2e8f0"/>` +
    stepsSvg +
    `<rect x="0.5" y="0.5" width="${W - 1}" height="${H - 1}" rx="12" fill="none" stroke="#d7e1f3"/>`;
  return svg(W, H, body, `${f.title}（政策附图）`);
}

const ORG_PALETTES: readonly Palette[] = [
  { from: BRAND_BLUE, to: "#0e2f74", accent: "#8fc0ff" },
  { from: "#13a0a0", to: "#0a4a5c", accent: "#8ee6da" },
  { from: "#d7a545", to: "#9a6b1f", accent: "#ffe2a6" },
  { from: "#415577", to: "#16213a", accent: "#7fb0ff" },
];

/** Transparent wordmark: a mark with the organisation's first character, its name, and (pc) its platform code. */
function orgLogo(name: string, code: string, p: Palette, withCode: boolean) {
  const H = 48;
  const nameSize = withCode ? 18 : 19;
  const width = Math.ceil(48 + textWidth(name, nameSize) + 8);
  const mark =
    `<rect x="4" y="6" width="36" height="36" rx="9" fill="url(#mark)"/>` +
    `<path d="M10 36 L34 12" stroke="#fff" stroke-opacity="0.16" stroke-width="8"/>` +
    `<text x="22" y="24.5" font-size="20" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="central">${escapeXml([...name][0]!)}</text>`;
  const words = withCode
    ? `<text x="48" y="17" font-size="${nameSize}" font-weight="700" fill="${INK}" dominant-baseline="central">${escapeXml(name)}</text>` +
      `<text x="48" y="37" font-size="10" font-weight="600" fill="${p.to}" letter-spacing="2.4" dominant-baseline="central">${escapeXml(code)} · 财税学习</text>`
    : `<text x="48" y="24.5" font-size="${nameSize}" font-weight="700" fill="${INK}" dominant-baseline="central">${escapeXml(name)}</text>`;
  return svg(width, H, `<defs>${gradient("mark", p)}</defs>${mark}${words}`, name);
}

// ---------------------------------------------------------------------------------------------------------------
// The seed's images, by URL.

const mediaDir = resolve(process.env.MEDIA_DIR ?? fileURLToPath(new URL("../media", import.meta.url)));
// Titles do not depend on the seeding date; a fixed one keeps the run deterministic.
const catalogue = generateCatalogue(new Date("2026-01-01T00:00:00Z"));
const images = new Map<string, string>();
const add = (url: string, content: string) => {
  if (!url.startsWith(`${SEED_MEDIA_URL}/`)) throw new Error(`not a seed media URL: ${url}`);
  images.set(url, content);
};

const topicOf = (categoryId: number) => TOPICS.find((t) => t.categoryId === categoryId)!;
const KIND_NAMES: Record<number, string> = { 1: "精品课", 2: "微课", 15: "系列课" };

for (const [i, course] of catalogue.courses.entries()) {
  const topic = topicOf(course.categoryId);
  const lecturerIds = catalogue.courseLecturers.filter((cl) => cl.courseId === course.id).map((cl) => cl.lecturerId);
  const lecturer = LECTURERS.find((l) => l.id === lecturerIds[0])?.nickname;
  const series = course.productType === 15;
  add(
    course.image,
    cover({
      palette: paletteOf(course.categoryId),
      title: course.title,
      label: series
        ? "系统学习 · 循序进阶"
        : `${topic.name} · ${KIND_NAMES[course.productType] ?? "课程"}${course.productType === 2 ? "" : ` · ${course.lessonCount}讲`}`,
      byline: lecturer ? `主讲 ${lecturer}${lecturerIds.length > 1 ? " 等" : ""}` : undefined,
      watermark: [...topic.name][0]!,
      variant: i,
      gold: series ? { subtitle: `系列课 · ${topic.name} · 共${course.lessonCount}讲` } : undefined,
    }),
  );
}

for (const lecturer of catalogue.lecturers) {
  const lead = Object.entries(TOPIC_LECTURERS).find(([, ids]) => ids[0] === lecturer.id)?.[0];
  add(lecturer.avatar, avatar(lecturer.nickname, paletteOf(lead === undefined ? undefined : Number(lead))));
}

for (const [i, live] of catalogue.lives.entries()) {
  const [topicName = "", subject = live.title] = live.title.split("：");
  const topic = topicByName(topicName);
  add(
    live.image,
    cover({
      palette: paletteOf(topic?.categoryId),
      title: subject,
      // LiveCell lays its status tag over the top left and the special logo over the bottom right.
      label: `${topic?.name ?? topicName} · 直播课堂 · 主讲 ${live.lecturerName}`,
      watermark: "播",
      variant: i + 1,
      tag: { text: "LIVE", fill: "rgba(0,0,0,0.32)", dot: "#ff5a4f" },
    }),
  );
}

for (const [i, kedan] of catalogue.kedans.entries()) {
  const firstCourse = catalogue.courses.find((c) => c.id === kedan.courseIds[0]);
  add(
    kedan.cover,
    cover({
      palette: paletteOf(firstCourse?.categoryId),
      title: kedan.title,
      label: `适合 ${kedan.audience}`,
      byline: `${kedan.courseIds.length}门课程`,
      watermark: "单",
      variant: i + 1,
      tag: { text: "课单", fill: "rgba(255,255,255,0.2)" },
    }),
  );
}

for (const [i, hearing] of catalogue.hearings.entries()) {
  const [head = "", subject = hearing.title] = hearing.title.split("：");
  const topic = topicByName(head);
  add(
    hearing.cover,
    cover({
      palette: paletteOf(topic?.categoryId),
      title: subject,
      label: head,
      byline: `嘉宾 ${hearing.speaker}`,
      watermark: "议",
      variant: i + 2,
      tag: { text: "政策听证", fill: "rgba(255,255,255,0.2)" },
    }),
  );
}

for (const [i, file] of catalogue.customFiles.entries()) {
  const firstCourse = catalogue.courses.find((c) => c.id === file.courseIds[0]);
  add(
    file.cover,
    cover({
      palette: paletteOf(firstCourse?.categoryId),
      title: file.title,
      label: file.theme,
      byline: `${file.courseIds.length}门配套课程`,
      watermark: [...file.theme][0]!,
      variant: i,
      tag: { text: "专题资料", fill: "rgba(255,255,255,0.2)" },
    }),
  );
}

for (const article of catalogue.articles) {
  const url = seedImageUrl.policyFigure(article.id);
  if (!article.contentHtml.includes(url)) continue;
  const topic = TOPICS.find((t) => t.tags.join(",") === article.keyword);
  add(
    url,
    policyFigure({
      title: article.title,
      typeName: POLICY_TYPE_NAMES[article.type] ?? "政策",
      docNumber: article.docNumber,
      source: article.source,
      tags: article.tags,
      palette: paletteOf(topic?.categoryId),
    }),
  );
}

for (const [i, org] of ORGANISATIONS.entries()) {
  const p = ORG_PALETTES[i % ORG_PALETTES.length]!;
  if (org.config.logo) add(org.config.logo, orgLogo(org.name, org.platformCode, p, false));
  if (org.config.logoPc) add(org.config.logoPc, orgLogo(org.name, org.platformCode, p, true));
}

// Start clean so renamed or removed seed items leave no stale files (only the image folders; never the video one).
for (const folder of SEED_IMAGE_FOLDERS) rmSync(join(mediaDir, folder), { recursive: true, force: true });
let bytes = 0;
for (const [url, content] of [...images].sort(([a], [b]) => a.localeCompare(b))) {
  const file = join(mediaDir, url.slice(SEED_MEDIA_URL.length + 1));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  bytes += Buffer.byteLength(content);
}
console.log(`wrote ${images.size} images (${(bytes / 1024).toFixed(0)} KB) to ${mediaDir}`);
