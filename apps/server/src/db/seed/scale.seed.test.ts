import { beijingDay } from "@taxlearn/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CASE_TYPES } from "../reference-data/article-types";
import { PROVINCES } from "../reference-data/regions";
import { seedScaleFromEnv } from "../seed-scale";
import { generateCatalogue } from "./catalogue.seed";
import { scaledCopies } from "./scale.seed";

const catalogue = generateCatalogue(new Date("2026-06-01T00:00:00Z"));

describe("SEED_SCALE", () => {
  it("reads 1 when unset and refuses anything but a whole number from 1 to 200", () => {
    expect(seedScaleFromEnv(undefined)).toBe(1);
    expect(seedScaleFromEnv(" ")).toBe(1);
    expect(seedScaleFromEnv("100")).toBe(100);
    for (const bad of ["0", "201", "2.5", "ten", "-3"]) expect(() => seedScaleFromEnv(bad)).toThrow(/SEED_SCALE/);
  });

  it("adds scale − 1 copies with unique ids clear of the seeded ones, varied titles and earlier dates", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), (scale) => {
        const copies = scaledCopies(catalogue, scale);
        expect(copies.courses).toHaveLength(catalogue.courses.length * (scale - 1));
        expect(copies.articles).toHaveLength(catalogue.articles.length * (scale - 1));
        const courseIds = [...catalogue.courses, ...copies.courses].map((c) => c.id);
        expect(new Set(courseIds).size).toBe(courseIds.length);
        const articleIds = [...catalogue.articles, ...copies.articles].map((a) => a.id);
        expect(new Set(articleIds).size).toBe(articleIds.length);
        const paths = [...catalogue.articles, ...copies.articles].map((a) => a.contentPath);
        expect(new Set(paths).size).toBe(paths.length);
        const titles = copies.courses.map((c) => c.title);
        expect(new Set(titles).size).toBeGreaterThanOrEqual(Math.floor(titles.length * 0.9));
        for (const copy of copies.courses) expect(copy.title).not.toMatch(/课程\s*\d+$/);
        const original = new Map(catalogue.courses.map((c) => [c.id, c]));
        copies.courses.forEach((copy, i) => {
          const from = original.get(catalogue.courses[i % catalogue.courses.length]!.id)!;
          expect(copy.title).toContain(from.title);
          expect(copy.createdAt.getTime()).toBeLessThan(from.createdAt.getTime());
          expect([copy.lessonCount, copy.durationMinutes]).toEqual([0, 0]);
        });
        for (const link of copies.courseLecturers) expect(courseIds).toContain(link.courseId);
      }),
      { numRuns: 6 },
    );
  });

  it("gives every copied policy, and no copied case, a register entry of its province in force from its publishing day", () => {
    const copies = scaledCopies(catalogue, 3);
    const policies = copies.articles.filter((a) => !(CASE_TYPES as readonly number[]).includes(a.type));
    expect(policies.length).toBeGreaterThan(0);
    expect(copies.policyMetadata.map((m) => m.articleId)).toEqual(policies.map((p) => p.id));
    copies.policyMetadata.forEach((entry, i) => {
      const policy = policies[i]!;
      expect(entry.effectiveFrom).toBe(beijingDay(policy.publishedAt));
      expect(entry.issuedOn).toBe(entry.effectiveFrom);
      expect(PROVINCES.find((p) => p.id === policy.provinceId)?.name).toBe(entry.region);
      // no 文号 of its own: a citation of the original's 文号 still resolves to the original
      expect([entry.docNumber, entry.docNumberKey]).toEqual(["", null]);
    });
  });
});
