/**
 * Story-only cover images drawn as inline SVG data URLs, so Storybook needs no image files or network.
 * Each gets a themed gradient and the title, like a real course cover.
 */
const palettes = [
  ["#1f5fd1", "#5b8def"],
  ["#0f766e", "#34a39a"],
  ["#9a6a12", "#d9aa48"],
  ["#7c3aed", "#a78bfa"],
  ["#be123c", "#f472b6"],
] as const;

export function sampleImage(title: string, variant = 0, width = 540, height = 304): string {
  const [from, to] = palettes[variant % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="52%" fill="#fff" font-size="${Math.round(height / 7)}" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" text-anchor="middle">${title}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function sampleAvatar(name: string, variant = 0): string {
  const [from] = palettes[variant % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${from}"/><text x="50%" y="62%" fill="#fff" font-size="40" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" text-anchor="middle">${name.slice(0, 1)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Story-only site logo. */
export function sampleLogo(text = "税学堂"): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect x="0" y="4" width="32" height="32" rx="8" fill="#1f5fd1"/><text x="16" y="27" fill="#fff" font-size="18" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" text-anchor="middle">税</text><text x="42" y="28" fill="#1d2129" font-size="20" font-weight="600" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Story-only label badge (spec §4): a small coloured tag with a short label, like the app's badge images. */
export function sampleLabelBadge(
  text: string,
  colour: string,
): { src: string; alt: string; width: number; height: number } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="24" viewBox="0 0 56 24"><rect width="56" height="24" rx="4" fill="${colour}"/><text x="28" y="16.5" fill="#fff" font-size="13" font-weight="600" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${text}</text></svg>`;
  return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, alt: text, width: 56, height: 24 };
}

/** The three label badges of the stories, in the app's wording (series, structured course, topic course). */
export const sampleLabelBadges = {
  one: sampleLabelBadge("系列课", "#1d5bd8"),
  two: sampleLabelBadge("体系课", "#0f766e"),
  three: sampleLabelBadge("专题课", "#b45309"),
};

/**
 * Story-only live special logo (spec §3, createMode 2), drawn like the app's `public/badges/live-special.svg`: a
 * white pill with a blue star and 特别直播, 80 × 24.
 */
export const sampleLiveSpecialLogo = (() => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="24" viewBox="0 0 80 24"><rect x="0.5" y="0.5" width="79" height="23" rx="11.5" fill="#fff" fill-opacity="0.95" stroke="#1f5fd1"/><circle cx="12" cy="12" r="7.5" fill="#1f5fd1"/><path d="M12 7.6L13.18 10.78L16.57 10.92L13.9 13.02L14.82 16.28L12 14.4L9.18 16.28L10.1 13.02L7.43 10.92L10.82 10.78Z" fill="#fff"/><text x="47.5" y="16.5" fill="#1f5fd1" font-size="12.5" font-weight="600" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">特别直播</text></svg>`;
  return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, alt: "特别直播", width: 80, height: 24 };
})();
