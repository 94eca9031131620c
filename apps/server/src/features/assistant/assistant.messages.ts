import { ASSISTANT_QUESTION_MAX } from "@taxlearn/api";

/** What the assistant says and refuses, in one place (spec §8: AI服务异常，请稍后再试). */
export const ASSISTANT_MESSAGES = {
  serviceDown: "AI服务异常，请稍后再试",
  sessionNotFound: "会话不存在或已删除",
  questionEmpty: "请输入问题：question",
  questionTooLong: `问题不能超过${ASSISTANT_QUESTION_MAX}字：question`,
  tooMany: (seconds: number) => `提问过于频繁，请${seconds}秒后再试`,
  tooManySessions: "会话数量已达上限，请先删除不用的会话",
  deleted: "会话已删除",
  newSessionTitle: "新对话",
  refusedOffTopic:
    "抱歉，我是财税学习助手，只能回答税收、财务和会计方面的问题。您可以问我出口退税、增值税、企业所得税、个人所得税、发票、社保等问题。",
  refusedInstructions:
    "抱歉，我只能依据本站的政策、案例和课程回答财税问题，不能更改自己的规则，也不能查看其他学员的对话。请直接提出您的财税问题。",
  uncovered:
    "本站的政策、案例和课程资料中没有找到能回答这个问题的内容，我不作猜测。建议换个说法再问，或拨打12366纳税服务热线咨询主管税务机关。",
  excerptsLead: "依据：",
  /** How a source that does not state today's law is labelled wherever it is cited. */
  standingLabel: { repealed: "已废止", pending: "尚未生效", interpretsRepealed: "所解读文件已废止" },
  onlyNotCurrent: (label: string, title: string) => `现行有效的资料中没有找到相关规定；《${title}》（${label}）规定：`,
  uncitedAnswer: "这次生成的回答没有注明出处，按规定不予采用。请换个说法再问，或查看本站的政策、案例和课程原文。",
  answerTail: "以上内容摘自所引资料，具体以原文和主管税务机关的口径为准。",
} as const;
