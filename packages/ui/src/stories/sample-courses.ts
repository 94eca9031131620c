import { type CourseCard, normalizeCourseCard } from "@taxlearn/core";
import { sampleImage } from "./sample-images";
import { sampleLecturers } from "./sample-lecturers";

/** Story-only course cards, raw as the API sends them, normalised by core like the app does. */
const raw: CourseCard[] = [
  {
    id: 101,
    title: "2026年度个人所得税综合所得汇算清缴实务",
    imageH: sampleImage("个税汇算清缴", 0),
    num: 12840,
    updateMark: 3,
    price: "199.00",
    otPrice: "299.00",
    productType: 1,
    teachingMethod: 1,
    keyword: "个税,汇算清缴,专项附加扣除,年终奖",
    lecturers: sampleLecturers.slice(0, 2),
    courseUpdateTime: "2026-11-18 10:00:00",
  },
  {
    id: 102,
    title: "出口退税申报全流程精讲：从备案到退库",
    imageH: sampleImage("出口退税全流程", 1),
    num: 5321,
    updateMark: 2,
    price: 0,
    productType: 2,
    teachingMethod: 2,
    keyword: "出口退税,申报",
    lecturers: sampleLecturers.slice(2, 3),
  },
  {
    id: 103,
    title: "增值税留抵退税政策解读与风险防范",
    image: sampleImage("留抵退税", 2),
    browse: 980,
    price: "49.90",
    productType: 15,
    keyword: "增值税,留抵退税",
  },
  {
    id: 104,
    title: "企业所得税汇算清缴常见问题（机构暂未开放）",
    imageH: sampleImage("企业所得税", 3),
    num: 0,
    price: "0.00",
    productType: 1,
    teachingMethod: 3,
    orgStatus: 2,
  },
];

export const sampleCourses = raw.map(normalizeCourseCard);
