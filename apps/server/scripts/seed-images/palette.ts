// The seed images' colours: brand blue, VIP gold, teal and slate, one pairing per topic.
import { TOPICS } from "../../src/db/reference-data/topics";

// ---------------------------------------------------------------------------------------------------------------
// Palette: brand blue, VIP gold, teal and slate, one pairing per topic.

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

export const BRAND_BLUE = "#1f5fd1";
export const VIP_GOLD = "#c8962e";
export const INK = "#1d2433";

export const TOPIC_PALETTES: Record<number, Palette> = {
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
export const SERIES_PALETTE: Palette = { from: "#163a7d", to: "#0b1a38", accent: "#e5bd68" };
export const FALLBACK_PALETTE: Palette = { from: BRAND_BLUE, to: "#0e2f74", accent: "#8fc0ff" };

export const mixColour = (a: string, b: string, t: number) => {
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
export const paletteVariant = (p: Palette, variant: number): Palette => {
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

export const paletteOf = (categoryId: number | undefined) =>
  (categoryId !== undefined && TOPIC_PALETTES[categoryId]) || FALLBACK_PALETTE;
export const topicByName = (name: string) => TOPICS.find((t) => name.startsWith(t.name));
