import { CourseId, LectureId } from "@taxlearn/core";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  type adminCardDelete,
  type adminLectureDetail,
  adminLectureList,
  adminLectureSave,
} from "./admin-lecture.contract";

type RequestOf<C extends { request: Schema.Schema.Any }> = Schema.Schema.Type<C["request"]>;

describe("lecture studio contracts", () => {
  it("take a lecture's id as a LectureId and its course's as a CourseId, so one is never passed as the other", () => {
    const course = CourseId.make(8);
    const lecture = LectureId.make(21);
    const detail: RequestOf<typeof adminLectureDetail> = { id: lecture };
    // @ts-expect-error a course id is not a lecture id
    const wrongDetail: RequestOf<typeof adminLectureDetail> = { id: course };
    const list: RequestOf<typeof adminLectureList> = { courseId: course };
    // @ts-expect-error a lecture id is not a course id
    const wrongList: RequestOf<typeof adminLectureList> = { courseId: lecture };
    // @ts-expect-error nor is a bare number either
    const bare: RequestOf<typeof adminCardDelete> = { id: 21, cardId: 3 };
    expect([detail.id, wrongDetail.id, list.courseId, wrongList.courseId, bare.id]).toEqual([21, 8, 8, 21, 21]);
  });

  it("decode the ids as any id arrives (number or decimal text) and refuse what is not one", () => {
    const save = Schema.decodeUnknownSync(adminLectureSave.request);
    expect(save({ id: "21", courseId: 8, title: "第一讲", sort: "1" })).toMatchObject({ id: 21, courseId: 8 });
    expect(() => save({ id: "0", courseId: 8, sort: 1 })).toThrow();
    expect(() => Schema.decodeUnknownSync(adminLectureList.request)({ courseId: "1e3" })).toThrow();
  });
});
