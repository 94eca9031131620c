/** The Chinese texts of /live/studio. */
export const LIVE_STUDIO_TEXT = {
  pageTitle: "直播间后台",
  missingId: "缺少直播编号",
  missingIdHint: "请从直播详情或讲师后台的链接进入直播间后台。",
  loadFailed: "直播间后台加载失败",
  copied: (label: string) => `${label}已复制`,
  copyFailed: "复制失败，请手动选中后复制",
  rotateTitle: "更换推流密钥",
  rotateConfirm: "更换后旧密钥立即失效，正在使用旧密钥的推流软件需要改填新密钥。确定更换吗？",
  toDetail: "查看直播页",
  sideLabel: "直播互动",
} as const;
