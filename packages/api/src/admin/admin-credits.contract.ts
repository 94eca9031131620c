import { CourseCategory, CreditsSummary } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IdParam } from "../contract/params";

// The console's study-hour calls: a course's category, certificate revocation, record corrections (each audited).

export const adminCourseCreditCategory = defineContract({
  name: "adminCourseCreditCategory",
  method: "POST",
  path: "/api/admin/courses/:id/credit-category",
  request: Schema.Struct({ id: IdParam, category: CourseCategory }),
  data: Schema.Struct({ courseId: Schema.Int, category: CourseCategory }),
  auth: "required",
  summary:
    "Editor: sets the study-hour category (专业科目 / 公需科目) a published course's lectures credit from now on.",
});

export const adminCertificateRevoke = defineContract({
  name: "adminCertificateRevoke",
  method: "POST",
  path: "/api/admin/credits/certificates/:serial/revoke",
  request: Schema.Struct({
    serial: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9-]{8,64}$/)),
    reason: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(200)),
  }),
  data: Schema.Struct({ serial: Schema.String, revokedAt: Schema.String }),
  auth: "required",
  summary: "Admin: revokes a certificate with a reason; its verification page then says 已撤销.",
});

export const adminCreditCorrection = defineContract({
  name: "adminCreditCorrection",
  method: "POST",
  path: "/api/admin/credits/corrections",
  request: Schema.Struct({
    userId: IdParam,
    category: CourseCategory,
    /** 学时 to add (negative to take away), in steps of 0.1. */
    hours: Schema.NumberFromString.pipe(Schema.between(-200, 200)),
    reason: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(200)),
  }),
  data: Schema.Struct({ id: Schema.Int, hours: Schema.Number }),
  auth: "required",
  summary: "Admin: corrects a learner's study hours with a new ledger row (reason and operator kept), never an update.",
});

export const adminLearnerCredits = defineContract({
  name: "adminLearnerCredits",
  method: "GET",
  path: "/api/admin/users/:id/credits",
  request: Schema.Struct({
    id: IdParam,
    year: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(2000, 2100))),
  }),
  data: CreditsSummary,
  auth: "required",
  summary:
    "Admin: a learner's 学时档案 of a year (this year by default) as the learner sees it, with every certificate's serial, to revoke or correct.",
});

export const adminCreditContracts = {
  adminCourseCreditCategory,
  adminCertificateRevoke,
  adminCreditCorrection,
  adminLearnerCredits,
} as const;
