import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CardDraft,
  checkCardDraft,
  draftOfRow,
  MIN_BOX_SIDE,
  moveBox,
  newCardDraft,
  pixelsToFraction,
  resizeBox,
} from "./card-editor.rules";
import { parseInteractionEvent } from "./video-event.rules";

const fraction = fc.double({ min: 0, max: 1, noNaN: true });
const box = fc
  .tuple(
    fraction,
    fraction,
    fc.double({ min: MIN_BOX_SIDE, max: 1, noNaN: true }),
    fc.double({ min: MIN_BOX_SIDE, max: 1, noNaN: true }),
  )
  .map(([x, y, w, h]) => ({ posW: w, posH: h, posX: x * (1 - w), posY: y * (1 - h) }));
const delta = fc.double({ min: -3, max: 3, noNaN: true });
const inside = (b: { posX: number; posY: number; posW: number; posH: number }) =>
  b.posX >= 0 && b.posY >= 0 && b.posX + b.posW <= 1.0001 && b.posY + b.posH <= 1.0001;

describe("drag box math", () => {
  it("a moved box keeps its size and stays whole inside the video", () => {
    fc.assert(
      fc.property(box, delta, delta, (b, dx, dy) => {
        const moved = moveBox(b, dx, dy);
        expect(moved.posW).toBe(b.posW);
        expect(moved.posH).toBe(b.posH);
        expect(inside(moved)).toBe(true);
      }),
    );
  });

  it("a resized box keeps its corner, is never smaller than the minimum and never leaves the video", () => {
    fc.assert(
      fc.property(box, delta, delta, (b, dw, dh) => {
        const resized = resizeBox(b, dw, dh);
        expect([resized.posX, resized.posY]).toEqual([b.posX, b.posY]);
        expect(resized.posW).toBeGreaterThanOrEqual(MIN_BOX_SIDE);
        expect(resized.posH).toBeGreaterThanOrEqual(MIN_BOX_SIDE);
        expect(inside(resized)).toBe(true);
      }),
    );
  });

  it("every box the editor makes passes the server's check and reads back as the player's rectangle", () => {
    fc.assert(
      fc.property(box, delta, delta, (b, dx, dy) => {
        const placed = moveBox(resizeBox(b, dx, dy), dy, dx);
        const draft = { ...newCardDraft(1, 5), animationUrl: "/media/video/cards/formula.png", box: placed };
        const checked = checkCardDraft(draft, 30);
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        const parsed = parseInteractionEvent({ ...checked.row, id: 1 });
        expect(parsed._tag).toBe("Right");
        if (parsed._tag === "Right" && parsed.right._tag === "ImageOverlay") {
          expect(parsed.right.rect.left).toBeCloseTo(placed.posX * 100, 6);
          expect(parsed.right.rect.width).toBeCloseTo(placed.posW * 100, 6);
        }
      }),
    );
  });

  it("pixels become fractions of the stage (none on an empty stage)", () => {
    expect(pixelsToFraction(48, -27, { width: 480, height: 270 })).toEqual({ dx: 0.1, dy: -0.1 });
    expect(pixelsToFraction(5, 5, { width: 0, height: 0 })).toEqual({ dx: 0, dy: 0 });
    expect(moveBox({ posX: 0.5, posY: 0.5, posW: 0.3, posH: 0.2 }, 1, -1)).toEqual({
      posX: 0.7,
      posY: 0,
      posW: 0.3,
      posH: 0.2,
    });
  });
});

const quiz: CardDraft = {
  ...newCardDraft(9, 5),
  content: "出口退税率由哪一方确定？",
  answer1: "企业自行选择",
  answer2: "国家规定",
  isTrue: 1,
  analysis: "由国家统一规定。",
};

describe("checkCardDraft", () => {
  it("turns a quiz into the answer JSON the player reads", () => {
    const checked = checkCardDraft(quiz, 12.4);
    expect(checked).toEqual({
      ok: true,
      row: {
        type: 9,
        pointTime: 5,
        timeout: 30,
        isInterrupt: 1,
        content: "出口退税率由哪一方确定？",
        answer: JSON.stringify({
          answer1: "企业自行选择",
          answer2: "国家规定",
          isTrue: 1,
          analysis: "由国家统一规定。",
        }),
        animationUrl: "",
        configure: "",
      },
    });
    expect(checked.ok && draftOfRow(checked.row)).toMatchObject({ answer1: "企业自行选择", isTrue: 1 });
  });

  it.each([
    [{ type: 4 }, "type", "请选择卡片类型"],
    [{ pointTime: 13 }, "pointTime", "出现时间须为 0 到 12 之间的整秒"],
    [{ pointTime: 1.5 }, "pointTime", "出现时间须为 0 到 12 之间的整秒"],
    [{ timeout: 0 }, "timeout", "停留时长须为 1 到 600 之间的整秒"],
    [{ isInterrupt: 2 }, "isInterrupt", "是否暂停只能为是或否"],
    [{ content: "字".repeat(501) }, "content", "内容最多 500 个字"],
    [{ content: "  " }, "content", "请填写题目"],
    [{ answer1: "" }, "answer1", "请填写选项一"],
    [{ answer2: "" }, "answer2", "请填写选项二"],
    [{ answer2: "企业自行选择" }, "answer2", "两个选项不能相同"],
    [{ answer1: "长".repeat(101) }, "answer1", "选项最多 100 个字"],
    [{ isTrue: 3 }, "isTrue", "请选择正确答案"],
    [{ analysis: "" }, "analysis", "请填写解析"],
    [{ analysis: "长".repeat(501) }, "analysis", "解析最多 500 个字"],
  ] as const)("refuses %o naming %s", (change, field, message) => {
    expect(checkCardDraft({ ...quiz, ...change }, 12)).toEqual({ ok: false, field, message });
  });

  it("checks text cards: answers for questions, links inside the site", () => {
    const note = { ...newCardDraft(2, 3), content: "笔记" };
    expect(checkCardDraft(note, 10)).toMatchObject({ ok: true, row: { configure: "", answer: "" } });
    expect(checkCardDraft({ ...note, htmlRouter: "/policy" }, 10)).toMatchObject({
      ok: true,
      row: { configure: '{"htmlRouter":"/policy"}' },
    });
    expect(checkCardDraft({ ...note, htmlRouter: "/policy", jumpText: "去看看" }, 10)).toMatchObject({
      ok: true,
      row: { configure: '{"htmlRouter":"/policy","jumpText":"去看看"}' },
    });
    expect(checkCardDraft({ ...note, htmlRouter: "javascript:alert(1)" }, 10)).toMatchObject({ field: "htmlRouter" });
    expect(checkCardDraft({ ...note, htmlRouter: "//evil.example" }, 10)).toMatchObject({ field: "htmlRouter" });
    expect(checkCardDraft({ ...note, htmlRouter: "/a", jumpText: "很长很长很长很长很长很长" }, 10)).toMatchObject({
      field: "jumpText",
    });
    const question = { ...newCardDraft(3, 3), content: "思考" };
    expect(checkCardDraft(question, 10)).toEqual({ ok: false, field: "answer", message: "请填写答案" });
    expect(checkCardDraft({ ...question, answer: "长".repeat(501) }, 10)).toMatchObject({ field: "answer" });
    expect(checkCardDraft({ ...question, answer: " 不可以 " }, 10)).toMatchObject({
      ok: true,
      row: { answer: "不可以" },
    });
    expect(checkCardDraft({ ...newCardDraft(8, 3) }, 10)).toMatchObject({ message: "请填写卡片内容" });
  });

  it("checks image overlays: a site picture and a box inside the video", () => {
    const image = { ...newCardDraft(1, 2), animationUrl: "/media/video/cards/key-point.png" };
    expect(checkCardDraft(image, 10)).toMatchObject({ ok: true });
    expect(checkCardDraft({ ...image, animationUrl: "https://evil.example/x.png" }, 10)).toMatchObject({
      field: "animationUrl",
    });
    expect(checkCardDraft({ ...image, animationUrl: "/media/../secret" }, 10)).toMatchObject({ field: "animationUrl" });
    for (const bad of [
      { posX: 0.8, posY: 0, posW: 0.3, posH: 0.2 },
      { posX: 0, posY: 0, posW: 0.01, posH: 0.2 },
      { posX: Number.NaN, posY: 0, posW: 0.3, posH: 0.2 },
    ]) {
      expect(checkCardDraft({ ...image, box: bad }, 10)).toMatchObject({ ok: false, field: "box" });
    }
  });

  it("places clips at the start and the end", () => {
    const opening = { ...newCardDraft(5, 7), animationUrl: "/media/video/clips/opening.mp4" };
    expect(checkCardDraft(opening, 30.6)).toMatchObject({ ok: true, row: { pointTime: 0, timeout: 0 } });
    expect(checkCardDraft({ ...opening, type: 6 }, 30.6)).toMatchObject({ ok: true, row: { pointTime: 30 } });
    expect(checkCardDraft({ ...opening, animationUrl: "" }, 30)).toMatchObject({ field: "animationUrl" });
  });

  it("reads any stored row back into a form, even with broken JSON", () => {
    expect(
      draftOfRow({
        type: 1,
        pointTime: 1,
        timeout: 2,
        isInterrupt: 0,
        content: "",
        answer: "",
        animationUrl: "",
        configure: "{",
      }),
    ).toMatchObject({ box: { posX: 0.1, posY: 0.1, posW: 0.3, posH: 0.2 }, htmlRouter: "" });
    expect(
      draftOfRow({
        type: 2,
        pointTime: 1,
        timeout: 2,
        isInterrupt: 0,
        content: "",
        answer: "",
        animationUrl: "",
        configure: "3",
      }),
    ).toMatchObject({ jumpText: "" });
    expect(newCardDraft(2, 4)).toMatchObject({ timeout: 5, isInterrupt: 0 });
  });
});
