import { CONSTANTS } from "../constants";
import { MESSAGES } from "../messages";
import { isFree, type Price } from "../price/price.rules";
import { splitCommaList } from "../shared/comma-list";
import type { Id } from "../shared/fields.schema";
import type { CourseCard, Lecturer } from "./course.schema";
import { isSingleCourseProductType, PRODUCT_TYPES } from "./product-type";

/** A course card with one name per field, ready to render. */
export interface NormalizedCourseCard {
  readonly id: Id | null;
  readonly title: string;
  readonly image: string;
  readonly learnerCount: number;
  readonly description: string;
  /** The update time shown on the card: courseUpdateTime, else updateTime, time, createTime. */
  readonly updateTime: string | number | null;
  readonly updateMark: number | null;
  readonly price: Price;
  readonly otPrice: Price;
  readonly productType: number | null;
  readonly teachingMethod: number | null;
  /** keyword split into tags, at most 3 (spec §5 label lists). */
  readonly tags: ReadonlyArray<string>;
  /** spec §3: orgStatus 2 shows a grey overlay. */
  readonly greyed: boolean;
  readonly lecturers: ReadonlyArray<Lecturer>;
  readonly label: Readonly<Record<string, unknown>> | null;
}

/** spec §5: label lists are comma-separated, at most 3 shown. */
export const parseLabels = (text: string | null | undefined): string[] =>
  splitCommaList(text).slice(0, CONSTANTS.labelsMax);

/** spec §3: pick one value for each doubly-named field of a course card. */
export const normalizeCourseCard = (raw: CourseCard): NormalizedCourseCard => ({
  id: raw.id ?? raw.productId ?? null,
  title: raw.title ?? raw.productName ?? "",
  image: raw.imageH || raw.image || "",
  learnerCount: raw.num ?? raw.browse ?? 0,
  description: raw.productInfo ?? "",
  updateTime: raw.courseUpdateTime ?? raw.updateTime ?? raw.time ?? raw.createTime ?? null,
  updateMark: raw.updateMark ?? null,
  price: raw.price,
  otPrice: raw.otPrice,
  productType: raw.productType ?? null,
  teachingMethod: raw.teachingMethod ?? null,
  tags: parseLabels(raw.keyword),
  greyed: raw.orgStatus === 2,
  lecturers: raw.lecturers ?? [],
  label: raw.label ?? null,
});

export type BadgeColour = "green" | "red" | "yellow";

export interface ContentBadge {
  readonly text: string;
  readonly colour: BadgeColour;
  /** spec §3: only updated (2) and new (3) display a badge. */
  readonly visible: boolean;
}

const CONTENT_BADGES: Readonly<Record<number, ContentBadge>> = {
  1: { text: MESSAGES.badgeInProduction, colour: "yellow", visible: false },
  2: { text: MESSAGES.badgeUpdated, colour: "green", visible: true },
  3: { text: MESSAGES.badgeNew, colour: "red", visible: true },
  4: { text: MESSAGES.badgeAwaitingUpdate, colour: "yellow", visible: false },
};

/** spec §3 badge types: 1 制作中, 2 更新 (green), 3 上新 (red), 4 待更新; null for any other type. */
export const contentBadge = (type: number | null | undefined): ContentBadge | null =>
  CONTENT_BADGES[Number(type)] ?? null;

/** spec §3: on a card, updateMark 3 reads 上新, anything else 更新. */
export const cardUpdateLabel = (updateMark: number | null | undefined): string =>
  updateMark === 3 ? MESSAGES.badgeNew : MESSAGES.badgeUpdated;

export type CourseLabelBadge = "one" | "two" | "three";

/** spec §4 course label badge: 15 → one; 1 or 2 with teaching method 1 → two, with 2 or 3 → three; else none. */
export const courseLabelBadge = (card: {
  readonly productType?: number | null | undefined;
  readonly teachingMethod?: number | null | undefined;
}): CourseLabelBadge | null => {
  if (card.productType === PRODUCT_TYPES.series) return "one";
  if (!isSingleCourseProductType(card.productType)) return null;
  if (card.teachingMethod === 1) return "two";
  if (card.teachingMethod === 2 || card.teachingMethod === 3) return "three";
  return null;
};

/** spec §3: productType 1 or 2 with a non-zero price drives the price badge. */
export const showsPriceBadge = (card: {
  readonly productType?: number | null | undefined;
  readonly price?: Price;
}): boolean => isSingleCourseProductType(card.productType) && !isFree(card.price);

export type LecturersView =
  | { readonly _tag: "none" }
  | { readonly _tag: "detailed"; readonly lecturer: Lecturer }
  | { readonly _tag: "list"; readonly lecturers: ReadonlyArray<Lecturer> };

/** spec §9: at most 5 avatars and names; a single lecturer gets a detailed card. */
export const lecturersView = (lecturers: ReadonlyArray<Lecturer> | null | undefined): LecturersView => {
  const list = lecturers ?? [];
  const [only] = list;
  if (only === undefined) return { _tag: "none" };
  if (list.length === 1) return { _tag: "detailed", lecturer: only };
  return { _tag: "list", lecturers: list.slice(0, CONSTANTS.lecturersMax) };
};
