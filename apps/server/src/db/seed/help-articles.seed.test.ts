import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { AVATAR_RULE } from "@taxlearn/api";
import { REFUND_MAX_WATCHED_PERCENT, REFUND_WINDOW_MS, SERVICE_HOURS_TEXT } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import {
  LOGIN_ACCOUNT_CAPTCHA_FAILURES,
  LOGIN_ACCOUNT_FREE_FAILURES,
  LOGIN_WINDOW_MS,
  SMS_CODE_LIFETIME_MS,
  SMS_DAILY_LIMIT,
  SMS_RESEND_MS,
} from "../../features/accounts/limits";
import { isStrongPassword } from "../../features/accounts/passwords";
import { richTextToPlain } from "../../features/catalogue/rich-text";
import { HELP_GUIDES } from "./help.seed";
import { HELP_ARTICLES_A } from "./help-articles-a.seed";
import { HELP_ARTICLES_B } from "./help-articles-b.seed";

/**
 * Help articles promise only what the product does: every screen, menu item, button and message they quote (“…”,
 * menu paths “学员中心 → 个人信息”) is a text the product shows, and every rule with a number in it is one of the
 * rules below, checked against the constant the product enforces.
 */
const REPO = join(dirname(fileURLToPath(import.meta.url)), "../../../../..");

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Every string literal and JSX text of the screens (web, ui, core) and of the server's messages. */
const productTexts = (() => {
  const files = [
    ...sourceFiles(join(REPO, "apps/web/src")),
    ...sourceFiles(join(REPO, "packages/ui/src")),
    ...sourceFiles(join(REPO, "packages/core/src")),
    ...sourceFiles(join(REPO, "packages/api/src")),
    ...sourceFiles(join(REPO, "apps/server/src")).filter((f) => /messages\.ts$/.test(f)),
  ];
  const texts: string[] = [];
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    for (const m of code.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`]*)`|>([^<>{}\n]+)</g))
      texts.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? "");
  }
  return texts;
})();
const productShows = (label: string) => productTexts.some((text) => text.includes(label));

/** Names the articles quote that belong to something else than this product (a browser's own mode). */
const OUTSIDE_THE_PRODUCT = new Set(["极速模式"]);

/**
 * Actions and channels help texts tend to promise without quoting them: an article may name one only when a screen
 * of the product shows it too.
 */
const ACTION_WORDS = [
  "红冲",
  "重开",
  "重新开具",
  "作废",
  "下载 App",
  "小测验",
  "学习目标",
  "清晰度",
  "倍速",
  "倒计时",
  "小程序",
];

const minutes = (ms: number) => ms / 60_000;
/** The rules an article may state, each with the product's own number(s). */
const RULES: readonly { pattern: RegExp; says: (m: RegExpMatchArray) => boolean }[] = [
  { pattern: /短信中的 ?(\d+) ?位验证码/, says: (m) => m[1] === "6" },
  {
    pattern: /密码须为 ?(\d+)-(\d+) ?位/,
    says: (m) =>
      !isStrongPassword(`a1${"x".repeat(Number(m[1]) - 3)}`) &&
      isStrongPassword(`a1${"x".repeat(Number(m[1]) - 2)}`) &&
      isStrongPassword(`a1${"x".repeat(Number(m[2]) - 2)}`) &&
      !isStrongPassword(`a1${"x".repeat(Number(m[2]) - 1)}`),
  },
  { pattern: /(\d+) ?秒后可重新获取/, says: (m) => Number(m[1]) * 1000 === SMS_RESEND_MS },
  {
    pattern: /每 ?(\d+) ?秒只能获取一次验证码，每天最多 ?(\d+) ?次/,
    says: (m) => Number(m[1]) * 1000 === SMS_RESEND_MS && Number(m[2]) === SMS_DAILY_LIMIT,
  },
  { pattern: /验证码 ?(\d+) ?分钟内有效/, says: (m) => Number(m[1]) === minutes(SMS_CODE_LIFETIME_MS) },
  {
    pattern: /(\d+) ?分钟内输错密码 ?(\d+) ?次后[^。]*图形验证码[^。]*输错 ?(\d+) ?次后[^。]*短信验证码/,
    says: (m) =>
      Number(m[1]) === minutes(LOGIN_WINDOW_MS) &&
      Number(m[2]) === LOGIN_ACCOUNT_CAPTCHA_FAILURES &&
      Number(m[3]) === LOGIN_ACCOUNT_FREE_FAILURES,
  },
  {
    pattern: /大小不超过 ?(\d+) ?MB/,
    says: (m) => Number(m[1]) * 1024 * 1024 === AVATAR_RULE.maxBytes,
  },
  {
    pattern: /支付后 ?(\d+) ?日内[^。]*观看不足 ?(\d+)[%％]/,
    says: (m) => Number(m[1]) * 86_400_000 === REFUND_WINDOW_MS && Number(m[2]) === REFUND_MAX_WATCHED_PERCENT,
  },
  { pattern: /统一社会信用代码（(\d+) ?位）/, says: (m) => m[1] === "18" },
  { pattern: /工作日 ?\d+:\d+-\d+:\d+，\d+:\d+-\d+:\d+/, says: (m) => SERVICE_HOURS_TEXT.startsWith(m[0]) },
  // a browser's name, not a rule
  { pattern: /360 ?浏览器/, says: () => true },
  // a quoted name with a number in it (“发票-123.pdf”) is checked as a label
  { pattern: /“[^”]*\d[^”]*”/, says: () => true },
];

const ARTICLES = [
  ...[...HELP_ARTICLES_A, ...HELP_ARTICLES_B].map((a) => ({ title: a.title, html: a.html })),
  ...HELP_GUIDES.map((g) => ({ title: g.title, html: g.html })),
];

/** The quoted names of an article: “忘记密码”, and each step of “学员中心 → 个人信息”. */
const quotedNames = (plain: string) =>
  [...plain.matchAll(/“([^”]+)”/g)].flatMap((m) => m[1]!.split(/\s*→\s*/)).filter((n) => !OUTSIDE_THE_PRODUCT.has(n));

/** Its sentences with a number in them (dates, limits, counts). */
const numberedSentences = (plain: string) =>
  plain
    .split(/[。；\n]|(?<=[；;])/)
    .map((s) => s.trim())
    .filter((s) => /\d/.test(s.replace(/“[^”]*”/g, "")));

describe("the help articles", () => {
  it("can fail: an invented button, menu item or number is caught", () => {
    expect(ACTION_WORDS.filter((word) => !productShows(word))).toEqual(expect.arrayContaining(["红冲", "重开"]));
    expect(quotedNames("点击“申请红冲”或进入“学员中心 → 在学课程”").filter((n) => !productShows(n))).toEqual([
      "申请红冲",
      "在学课程",
    ]);
    const wrong = "连续 15 分钟内输错密码 3 次后，需先完成图形验证码；输错 4 次后，还需要输入短信验证码";
    expect(RULES.find((r) => r.pattern.test(wrong))!.says(wrong.match(RULES[5]!.pattern)!)).toBe(false);
  });

  it("promise no action or channel the product lacks (红冲, 重开, an App) even unquoted", () => {
    const promised = ARTICLES.flatMap((a) =>
      ACTION_WORDS.filter((word) => richTextToPlain(a.html).includes(word) && !productShows(word)).map(
        (word) => `${a.title}: ${word}`,
      ),
    );
    expect(promised).toEqual([]);
  });

  it("quote only screens, menu items, buttons and messages the product shows", () => {
    const missing = ARTICLES.flatMap((a) =>
      quotedNames(richTextToPlain(a.html))
        .filter((name) => !productShows(name))
        .map((name) => `${a.title}: “${name}”`),
    );
    expect(missing).toEqual([]);
  });

  it("state every rule with a number as the product enforces it", () => {
    const wrong = ARTICLES.flatMap((a) =>
      numberedSentences(richTextToPlain(a.html)).flatMap((sentence) => {
        const rule = RULES.find((r) => r.pattern.test(sentence));
        if (!rule) return [`${a.title}: no checked rule for “${sentence}”`];
        return rule.says(sentence.match(rule.pattern)!)
          ? []
          : [`${a.title}: “${sentence}” is not what the product does`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});
