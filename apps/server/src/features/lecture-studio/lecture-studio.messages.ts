/** The lecture studio's Chinese texts (console answers, upload refusals, transcode failures). */
export const LECTURE_STUDIO_MESSAGES = {
  lectureNotFound: "讲次不存在",
  courseNotFound: "课程不存在",
  cardNotFound: "互动卡片不存在",
  titleRequired: "请填写讲次标题（最多 60 个字）",
  chapterTooLong: "章节名称最多 30 个字",
  sortRange: "排序须为 1 到 9999 之间的整数",
  videoNotReady: "视频尚未转码完成，不能发布",
  notFailed: "只有转码失败的讲次可以重试",
  originalGone: "原始文件已删除，请重新上传视频",
  uploadMetadata: "上传信息不完整：缺少讲次编号（fileId）",
  uploadFileIdInvalid: "讲次编号格式不正确（fileId）",
  uploadBusy: "该讲次的视频正在转码，请等待完成后再上传",
  notAVideo: "文件内容不是可识别的视频（系统按文件内容检查，与扩展名无关）",
  noVideoStream: "文件中没有视频画面",
  tooLong: (hours: number) => `视频时长超过 ${hours} 小时`,
  tooBig: (limit: string) => `文件过大：视频文件最大 ${limit}`,
  notYourUpload: "无权继续该上传",
  deletedLecture: "讲次已删除",
  ffmpegFailed: (reason: string) => `转码失败：${reason}`,
  interrupted: "转码在服务重启时中断，已重新排队",
} as const;

/** ffmpeg's last error line, said in Chinese (the original line is kept after it for the technician). */
export function ffmpegReasonInChinese(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const last = lines.at(-1) ?? "";
  const rules: Array<[RegExp, string]> = [
    [/Invalid data found when processing input/i, "文件已损坏或不是受支持的视频格式"],
    [/moov atom not found/i, "视频文件不完整（缺少索引信息），可能上传中断或导出未完成"],
    [/No space left on device/i, "服务器磁盘空间不足"],
    [/does not contain any stream|Output file .* does not contain/i, "文件中没有可转码的音视频流"],
    [/Decoder .* not found|Unknown decoder|codec not currently supported/i, "视频编码格式不受支持"],
    [/Permission denied/i, "服务器无权读写媒体目录"],
    [/Killed|SIGKILL|timed out/i, "转码进程被中止（超时或内存不足）"],
  ];
  const known = rules.find(([pattern]) => lines.some((l) => pattern.test(l)));
  const said = known ? known[1] : "视频处理出错";
  return last ? `${said}（ffmpeg：${last.slice(0, 200)}）` : said;
}
