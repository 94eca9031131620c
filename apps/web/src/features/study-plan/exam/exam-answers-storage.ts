/** Answers kept across a reload, per paper (local storage key `studyPlan.exam.<paperId>`). */
const keyOf = (paperId: number) => `studyPlan.exam.${paperId}`;

export const readExamAnswers = (storage: Storage, paperId: number): Record<string, string> => {
  try {
    const raw: unknown = JSON.parse(storage.getItem(keyOf(paperId)) ?? "{}");
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return {};
    return Object.fromEntries(
      Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === "string" && /^[A-H]{0,8}$/.test(e[1])),
    );
  } catch {
    return {};
  }
};

export const writeExamAnswers = (storage: Storage, paperId: number, answers: Record<string, string>) =>
  storage.setItem(keyOf(paperId), JSON.stringify(answers));

export const clearExamAnswers = (storage: Storage, paperId: number) => storage.removeItem(keyOf(paperId));
