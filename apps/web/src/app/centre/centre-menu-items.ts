import type { CentreMenuItem } from "@taxlearn/machines";

/**
 * spec §2 learner-centre menu: every child route of /center, sub-menus for course management, invoices and
 * favourites. Entries whose screens come with later work (orders, invoices, messages …) open them when they land.
 */
export const CENTRE_MENU: CentreMenuItem[] = [
  {
    id: "courses",
    title: "课程管理",
    children: [
      { id: "course-study", title: "当前课程", path: "/center/course-study" },
      { id: "course-purchase", title: "已购课程", path: "/center/course-purchase" },
    ],
  },
  { id: "footprint", title: "学习足迹", path: "/center/footprint" },
  { id: "kedan", title: "我的课单", path: "/center/kedan" },
  { id: "plan", title: "学习方案", path: "/center/plan" },
  { id: "qa", title: "我的问答", path: "/center/qa" },
  { id: "order", title: "我的订单", path: "/center/order" },
  {
    id: "invoice",
    title: "发票",
    children: [
      { id: "invoice-apply", title: "申请发票", path: "/center/invoice-apply" },
      { id: "invoice-record", title: "开票记录", path: "/center/invoice-record" },
      { id: "invoice-title", title: "发票抬头", path: "/center/invoice-title" },
    ],
  },
  {
    id: "collect",
    title: "收藏",
    children: [
      { id: "collect-course", title: "课程", path: "/center/collect/course" },
      { id: "collect-policy", title: "政策", path: "/center/collect/policy" },
      { id: "collect-case", title: "案例", path: "/center/collect/caseBook" },
    ],
  },
  { id: "message", title: "我的消息", path: "/center/message" },
  { id: "subscribe", title: "我的订阅", path: "/center/subscribe" },
  { id: "user-info", title: "个人信息", path: "/center/userInfo" },
];

/** Whether a path is a page of the learner centre (the frame wraps it). */
export const isCentrePath = (pathname: string): boolean => pathname.startsWith("/center/");

/** The menu entry's spelling of a centre path: spec §2 spells the case favourites two ways. */
export const menuPathOf = (pathname: string): string =>
  pathname === "/center/collect/casebook" ? "/center/collect/caseBook" : pathname;

/** The id of the entry opening `path`, if any. */
export const menuIdOf = (path: string): string | undefined =>
  CENTRE_MENU.flatMap((item) => [item, ...(item.children ?? [])]).find((item) => item.path === path)?.id;
