import type { CourseDetailData as CourseDetailSchema } from "@taxlearn/api";

/** One course as GET /api/onlineProduct/detail/{id} answers it. */
export type CourseDetailData = typeof CourseDetailSchema.Type;
