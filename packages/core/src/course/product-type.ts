/**
 * spec §3 productType: what a course is — 1 a recorded course, 2 a micro-course, 15 a series (it bundles recorded
 * courses). An order of a VIP membership carries 99, which no course has, so it cannot be mistaken for a content kind.
 */
export const PRODUCT_TYPES = { recorded: 1, micro: 2, series: 15, vip: 99 } as const;

/** Every productType an order may carry. */
export type ProductType = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];
/** The productType of a course of the catalogue. */
export type CourseProductType = Exclude<ProductType, typeof PRODUCT_TYPES.vip>;
/** A course with lectures of its own (recorded or micro), the kinds the console creates and study plans hold. */
export type SingleCourseProductType = typeof PRODUCT_TYPES.recorded | typeof PRODUCT_TYPES.micro;

export const SINGLE_COURSE_PRODUCT_TYPES: readonly SingleCourseProductType[] = [
  PRODUCT_TYPES.recorded,
  PRODUCT_TYPES.micro,
];
export const COURSE_PRODUCT_TYPES: readonly CourseProductType[] = [
  ...SINGLE_COURSE_PRODUCT_TYPES,
  PRODUCT_TYPES.series,
];

export const isCourseProductType = (value: number | null | undefined): value is CourseProductType =>
  value === PRODUCT_TYPES.recorded || value === PRODUCT_TYPES.micro || value === PRODUCT_TYPES.series;

export const isSingleCourseProductType = (value: number | null | undefined): value is SingleCourseProductType =>
  value === PRODUCT_TYPES.recorded || value === PRODUCT_TYPES.micro;
