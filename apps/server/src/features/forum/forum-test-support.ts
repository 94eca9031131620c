import { eq } from "drizzle-orm";
import { messages, users } from "../../db/schema";
import { call, DEMO, loginAs, type TestServer } from "../../testing/test-server";
import { hashPassword } from "../accounts/passwords";

/** A learner created for a test (another learner than the demo ones), logged in. */
export async function newLearner(t: TestServer, mobile: string, username: string) {
  const passwordHash = await hashPassword(DEMO.password);
  const [user] = await t.server.db
    .insert(users)
    .values({ mobile, username, passwordHash, createdAt: t.now() })
    .returning({ id: users.id });
  return { id: user!.id, token: await loginAs(t.app, mobile) };
}

export const userIdOf = async (t: TestServer, mobile: string) =>
  (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;

export const messagesOf = (t: TestServer, userId: number) =>
  t.server.db.select().from(messages).where(eq(messages.userId, userId));

export const ask = (t: TestServer, token: string | undefined, form: Record<string, string>) =>
  call<{ id: number }>(t.app, "POST", "/api/forum/ask", { form, ...(token ? { token } : {}) });

export const answer = (t: TestServer, token: string | undefined, form: Record<string, string>) =>
  call<{ id: number }>(t.app, "POST", "/api/forum/answer", { form, ...(token ? { token } : {}) });

export interface Author {
  name: string;
  avatar: string;
  lecturer: boolean;
  lecturerTitle: string | null;
}
export interface Answer {
  id: number;
  questionId: number;
  content: string;
  createdAt: string;
  author: Author;
  mine: boolean;
}
export interface Question {
  id: number;
  productId: number;
  courseTitle: string;
  title: string;
  content: string;
  answerCount: number;
  author: Author;
  mine: boolean;
  answers: Answer[];
}
export interface Post {
  id: number;
  title: string;
  content: string;
  productId: number | null;
  questionId: number;
  courseTitle: string | null;
  answerCount: number;
  lecturerAnswered: boolean;
}
export type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
