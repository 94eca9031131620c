import { Schema } from "effect";
import { DateValue, Id, IdField, Nullish, NumericField } from "../shared/fields.schema";

/**
 * A course's id and a lecture file's id are both small positive integers and travel side by side in the video
 * calls (play info, tokens, progress, interaction events, ratings); the brands keep one from being passed as the
 * other. Both decode like any id (number or decimal text, 1..2147483647).
 */
export const CourseId = IdField.pipe(Schema.brand("CourseId"));
export type CourseId = typeof CourseId.Type;
export const FileId = IdField.pipe(Schema.brand("FileId"));
export type FileId = typeof FileId.Type;
/** A lecture of the lecture studio (the console's lecture, which a lecture file plays). */
export const LectureId = IdField.pipe(Schema.brand("LectureId"));
export type LectureId = typeof LectureId.Type;

/** spec §3 lecturer of a course card. */
export const Lecturer = Schema.Struct({
  avatar: Nullish(Schema.String),
  nickname: Nullish(Schema.String),
  positionalTitles: Nullish(Schema.String),
});
export type Lecturer = typeof Lecturer.Type;

/**
 * spec §3 course card item as the API sends it; several fields have two names
 * (id|productId, title|productName, imageH|image, num|browse). `normalizeCourseCard` picks one.
 */
export const CourseCard = Schema.Struct({
  id: Nullish(Id),
  productId: Nullish(Id),
  title: Nullish(Schema.String),
  productName: Nullish(Schema.String),
  imageH: Nullish(Schema.String),
  image: Nullish(Schema.String),
  num: Nullish(NumericField),
  browse: Nullish(NumericField),
  productInfo: Nullish(Schema.String),
  courseUpdateTime: Nullish(DateValue),
  time: Nullish(DateValue),
  updateTime: Nullish(DateValue),
  createTime: Nullish(DateValue),
  updateMark: Nullish(NumericField),
  price: Nullish(Schema.Union(Schema.Number, Schema.String)),
  otPrice: Nullish(Schema.Union(Schema.Number, Schema.String)),
  productType: Nullish(NumericField),
  teachingMethod: Nullish(NumericField),
  keyword: Nullish(Schema.String),
  orgStatus: Nullish(NumericField),
  lecturers: Nullish(Schema.Array(Lecturer)),
  label: Nullish(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
});
export type CourseCard = typeof CourseCard.Type;
