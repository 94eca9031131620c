import { certificateVerifyPath } from "@taxlearn/api";
import { findUserById } from "../../auth/auth.repo";
import type { ServerContext } from "../../server-context";
import { type CertificateDocument, renderCertificatePdf } from "./certificate-pdf";
import { newCertificateSerial } from "./certificate-serial";
import { beijingYearBounds } from "./credit-years";
import * as repo from "./credits.repo";
import { yearHours } from "./credits-summary";

/** A name as a certificate shows it to anyone: the first character, the rest as asterisks (张**). */
export const maskName = (name: string): string => {
  const chars = [...name.trim()];
  if (chars.length === 0) return "*";
  return chars[0] + "*".repeat(Math.max(1, Math.min(chars.length - 1, 3)));
};

/** The learner's id as a certificate shows it: the phone number with its middle hidden, else the learner number. */
export const maskedLearnerId = (user: { id: number; mobile: string | null }): string =>
  user.mobile && /^\d{11}$/.test(user.mobile)
    ? `${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}`
    : `No.${String(user.id).padStart(6, "0")}`;

/**
 * The year's 学时证明: the newest valid one when its hours are still the year's, else a new one with a new serial
 * (the hours a serial vouches for never change). Null when the year has no hours.
 */
export async function yearCertificate(
  server: ServerContext,
  userId: number,
  year: number,
): Promise<repo.CertificateRow | null> {
  const { from, to } = beijingYearBounds(year);
  const rows = await repo.creditEntriesBetween(server.db, userId, from, to);
  const hours = yearHours(rows, server.credits.minutesPerHour);
  const byCategory = { 专业科目: Math.round(hours.专业科目 * 10), 公需科目: Math.round(hours.公需科目 * 10) };
  const total = byCategory.专业科目 + byCategory.公需科目;
  if (total === 0) return null;
  const latest = await repo.latestYearCertificate(server.db, userId, year);
  if (
    latest &&
    latest.hoursTenths === total &&
    latest.byCategory.专业科目 === byCategory.专业科目 &&
    latest.byCategory.公需科目 === byCategory.公需科目
  )
    return latest;
  const user = await findUserById(server.db, userId);
  if (!user) return null;
  return repo.insertCertificate(server.db, {
    serial: newCertificateSerial("year", year),
    userId,
    kind: "year",
    courseId: null,
    year,
    title: `${year}年度学时证明`,
    hoursTenths: total,
    byCategory,
    holderName: user.username,
    issuedAt: server.clock(),
  });
}

/** The PDF of a certificate row. */
export async function certificatePdf(server: ServerContext, row: repo.CertificateRow): Promise<Buffer> {
  const user = await findUserById(server.db, row.userId);
  const document: CertificateDocument = {
    kind: row.kind === "year" ? "year" : "course",
    serial: row.serial,
    holderName: maskName(row.holderName),
    holderId: user ? maskedLearnerId(user) : `No.${String(row.userId).padStart(6, "0")}`,
    subject: row.kind === "year" ? `${row.year}年` : row.title,
    year: row.year,
    hoursTenths: row.hoursTenths,
    byCategory: row.byCategory,
    issuedAt: row.issuedAt,
    verifyUrl: `${server.publicOrigin}${certificateVerifyPath(row.serial)}`,
  };
  return renderCertificatePdf(document);
}
