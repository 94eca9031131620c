import { PLAN_FULFIL_LIMITS } from "@taxlearn/api/admin";

/** The Chinese texts of the console's 定制课单 calls. */
export const PLAN_REQUESTS_CONSOLE_MESSAGES = {
  notFound: "定制申请不存在",
  alreadyFulfilled: "该定制申请已处理，不能重复生成课单",
  tooManyCourses: `一份定制课单最多选择${PLAN_FULFIL_LIMITS.maxCourses}门课程`,
  duplicateCourse: (id: number) => `参数格式不正确：courseIds（课程${id}重复）`,
  notOnSale: (id: number) => `课程${id}不存在或已下架，请重新选择`,
  notPlannable: (id: number) => `课程${id}暂无可学习的讲次，或单讲时长超过每周学习时间，不能加入课单`,
  fulfilled: "已生成定制课单，并已通知学员",
} as const;
