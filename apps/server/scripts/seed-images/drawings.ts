// The seed images themselves: covers, avatars, policy figures and organisation logos, as SVG strings.
import { BRAND_BLUE, INK, type Palette, paletteVariant, SERIES_PALETTE, VIP_GOLD } from "./palette";
import { escapeXml, fitText, gradient, svg, textBlock, textWidth, wrapText } from "./svg-text";

/**
 * Quiet geometry for the right half of a 480×270 cover, plus a large faint character as a watermark. Four motifs
 * (circles, bands, arcs, a rising bar chart) so neighbouring cards of one category do not look alike.
 */
export function coverDecoration(p: Palette, watermark: string, variant: number) {
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

export interface CoverOptions {
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
export function cover(o: CoverOptions) {
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

export function avatar(name: string, p: Palette) {
  const surname = [...name][0]!;
  const body =
    `<defs>${gradient("bg", p, 0.8, 1)}</defs>` +
    `<circle cx="80" cy="80" r="80" fill="url(#bg)"/>` +
    `<circle cx="80" cy="80" r="70" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>` +
    `<path d="M20 118 Q80 150 140 118" fill="none" stroke="${p.accent}" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>` +
    `<text x="80" y="78" font-size="68" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="central">${escapeXml(surname)}</text>`;
  return svg(160, 160, body, name);
}

export interface PolicyFigure {
  title: string;
  typeName: string;
  docNumber: string;
  source: string;
  tags: readonly string[];
  palette: Palette;
}

/** A 640×360 illustration inside a policy body: the document's name, number, keywords and the path to compliance. */
export function policyFigure(f: PolicyFigure) {
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

export const ORG_PALETTES: readonly Palette[] = [
  { from: BRAND_BLUE, to: "#0e2f74", accent: "#8fc0ff" },
  { from: "#13a0a0", to: "#0a4a5c", accent: "#8ee6da" },
  { from: "#d7a545", to: "#9a6b1f", accent: "#ffe2a6" },
  { from: "#415577", to: "#16213a", accent: "#7fb0ff" },
];

/** Transparent wordmark: a mark with the organisation's first character, its name, and (pc) its platform code. */
export function orgLogo(name: string, code: string, p: Palette, withCode: boolean) {
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
