import { CONSTANTS } from "../constants";

const versionOf = (userAgent: string, pattern: RegExp): number | null => {
  const match = pattern.exec(userAgent);
  return match?.[1] ? Number(match[1]) : null;
};

const atMost = (version: number | null, max: number): boolean => version !== null && version <= max;

/**
 * spec §5 old-browser flag: any Internet Explorer; Chrome or Firefox at most 60; Opera at most 50;
 * 360 browser at most 10. Opera and 360 also carry a Chrome token, so their own versions are checked first.
 */
export const isOldBrowser = (userAgent: string | null | undefined): boolean => {
  const ua = userAgent ?? "";
  const max = CONSTANTS.oldBrowserMaxVersion;
  if (/MSIE |Trident\//.test(ua)) return true;
  const opera = versionOf(ua, /(?:OPR|Opera)\/(\d+)/);
  if (opera !== null) {
    // Presto Opera reports 9.80 in the product token and its real version after Version/.
    const real = /Opera\/9\.80/.test(ua) ? (versionOf(ua, /Version\/(\d+)/) ?? opera) : opera;
    return atMost(real, max.opera);
  }
  // 360 often hides its own version (a bare `QIHU 360SE`); without one only its Chrome token can tell its age.
  const qihoo = versionOf(ua, /(?:QihooBrowser|360SE|360EE)\/(\d+)/);
  if (qihoo !== null) return atMost(qihoo, max.qihoo360);
  const firefox = versionOf(ua, /Firefox\/(\d+)/);
  if (firefox !== null) return atMost(firefox, max.firefox);
  return atMost(versionOf(ua, /Chrome\/(\d+)/), max.chrome);
};
