import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  drawExamPaper,
  EXAM_LIMITS,
  examSecondsLeft,
  formatCountdown,
  normalizeAnswer,
  questionKindLabel,
  scoreExam,
  submissionCheck,
} from "./exam.rules";

const bankArb = fc
  .array(fc.record({ categoryId: fc.integer({ min: 101, max: 105 }), difficulty: fc.integer({ min: 1, max: 3 }) }), {
    maxLength: 60,
  })
  .map((rows) => rows.map((r, i) => ({ id: i + 1, ...r })));

describe("drawExamPaper", () => {
  it("never repeats a question, draws only the stage's topics and covers each topic the bank has", () => {
    fc.assert(
      fc.property(
        bankArb,
        fc.uniqueArray(fc.integer({ min: 101, max: 105 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer(),
        (bank, categories, size, seed) => {
          let s = seed;
          const random = () => {
            s = (s * 1103515245 + 12345) & 0x7fffffff;
            return s / 0x80000000;
          };
          const ids = drawExamPaper(bank, categories, size, random);
          const eligible = bank.filter((q) => categories.includes(q.categoryId));
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBe(Math.min(size, eligible.length));
          const drawn = ids.map((id) => bank.find((q) => q.id === id)!);
          for (const q of drawn) expect(categories).toContain(q.categoryId);
          if (size >= categories.length) {
            for (const c of categories)
              if (eligible.some((q) => q.categoryId === c)) expect(drawn.some((q) => q.categoryId === c)).toBe(true);
          }
        },
      ),
    );
  });
  it("follows the 4 : 4 : 2 difficulty mix when the bank has enough of each", () => {
    const bank = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, categoryId: 101, difficulty: (i % 3) + 1 }));
    const ids = drawExamPaper(bank, [101], EXAM_LIMITS.questionsPerPaper, () => 0.5);
    const mix = [1, 2, 3].map((d) => ids.filter((id) => bank[id - 1]!.difficulty === d).length);
    expect(mix).toEqual([4, 4, 2]);
  });
});

describe("answers and scores", () => {
  it("normalise letters and refuse options a question lacks", () => {
    expect(normalizeAnswer(2, 4, "c, a")).toBe("AC");
    expect(normalizeAnswer(2, 4, "AE")).toBeNull();
    expect(normalizeAnswer(1, 4, "AB")).toBeNull();
    expect(normalizeAnswer(3, 2, "b")).toBe("B");
    expect(normalizeAnswer(1, 4, "")).toBe("");
  });
  it("score exact answers only, rounded to a whole per cent", () => {
    const questions = [
      { id: 1, answer: "A" },
      { id: 2, answer: "AC" },
      { id: 3, answer: "B" },
    ];
    const result = scoreExam(questions, { 1: "A", 2: "A", 3: "" });
    expect(result).toEqual({
      correct: 1,
      total: 3,
      score: 33,
      questions: [
        { id: 1, given: "A", correct: true },
        { id: 2, given: "A", correct: false },
        { id: 3, given: "", correct: false },
      ],
    });
    expect(scoreExam([], {}).score).toBe(0);
  });
  it("score between 0 and 100 and count every right answer", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (rights) => {
        const questions = rights.map((_, i) => ({ id: i + 1, answer: "A" }));
        const answers = Object.fromEntries(rights.map((r, i) => [i + 1, r ? "A" : "B"]));
        const result = scoreExam(questions, answers);
        expect(result.correct).toBe(rights.filter(Boolean).length);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
      }),
    );
  });
  it("name kinds", () => {
    expect(questionKindLabel(1)).toBe("单选题");
    expect(questionKindLabel(3)).toBe("判断题");
    expect(questionKindLabel(7)).toBe("");
  });
});

describe("submission and clock", () => {
  const deadlineAt = new Date("2026-11-20T10:15:00Z");
  it("accept once until the time limit plus the grace period", () => {
    expect(submissionCheck({ deadlineAt, submittedAt: null }, new Date("2026-11-20T10:15:59Z"))).toBe("accepted");
    expect(submissionCheck({ deadlineAt, submittedAt: null }, new Date("2026-11-20T10:16:01Z"))).toBe("timeOver");
    expect(submissionCheck({ deadlineAt, submittedAt: deadlineAt }, deadlineAt)).toBe("alreadySubmitted");
  });
  it("count down in mm:ss", () => {
    expect(examSecondsLeft(deadlineAt, new Date("2026-11-20T10:00:00.500Z"))).toBe(900);
    expect(examSecondsLeft(deadlineAt, new Date("2026-11-20T11:00:00Z"))).toBe(0);
    expect(formatCountdown(900)).toBe("15:00");
    expect(formatCountdown(61.7)).toBe("01:01");
    expect(formatCountdown(-3)).toBe("00:00");
  });
});
