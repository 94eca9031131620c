import type { CentreMenuItem } from "./centre-menu.types";

/** A menu shaped like the learner centre's (spec §2): pages, and sub-menus of pages. Titles are the app's. */
export const SAMPLE_CENTRE_MENU: CentreMenuItem[] = [
  {
    id: "courses",
    title: "课程管理",
    children: [
      { id: "study", title: "在学课程", path: "/center/course-study" },
      { id: "purchase", title: "已购课程", path: "/center/course-purchase" },
    ],
  },
  { id: "order", title: "我的订单", path: "/center/order" },
  {
    id: "collect",
    title: "我的收藏",
    children: [{ id: "collect-course", title: "课程", path: "/center/collect/course" }],
  },
];
