import { sampleAvatar } from "./sample-images";

/** Story-only lecturers. */
export const sampleLecturers = [
  { nickname: "王建国", positionalTitles: "注册税务师 · 前税务稽查局科长", avatar: sampleAvatar("王", 0) },
  { nickname: "李晓梅", positionalTitles: "高级会计师", avatar: sampleAvatar("李", 1) },
  { nickname: "张伟", positionalTitles: "出口退税实务专家", avatar: sampleAvatar("张", 2) },
  { nickname: "陈静", positionalTitles: "注册会计师", avatar: sampleAvatar("陈", 3) },
  { nickname: "刘洋", positionalTitles: "税务律师", avatar: sampleAvatar("刘", 4) },
  { nickname: "赵敏", positionalTitles: "财税讲师", avatar: sampleAvatar("赵", 0) },
];
