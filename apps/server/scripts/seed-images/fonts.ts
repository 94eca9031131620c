/** The families the SVGs name, with the CJK font the build machines have (fonts-noto-cjk) last. */
export const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif";
