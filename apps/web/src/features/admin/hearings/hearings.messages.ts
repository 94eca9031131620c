/** The console's texts for policy hearings. */
export const HEARING_TEXT = {
  newHearing: "新建听证会",
  listCount: (total: number) => `政策听证（共 ${total} 场）`,
  list: "政策听证",
  none: "没有符合条件的听证会",
  heldAt: "举行时间（北京）",
  editHearing: "编辑听证会",
  coverUrl: "封面图片地址（可留空）",
  sanitizeNote: "保存时按站点规则清理：脚本、事件属性和不安全链接会被删除；保存后 /hearing 立即显示",
} as const;
