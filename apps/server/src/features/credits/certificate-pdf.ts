import QRCode from "qrcode";
import { startCjkPdf } from "../invoices/cjk-pdf";
import { beijingDateLabel } from "./credit-years";
import { CREDITS_MESSAGES } from "./credits.messages";

const T = CREDITS_MESSAGES.pdf;
const INK = "#1f1f1f";
const SEAL = "#a8322d";
const MM = 72 / 25.4;

/** What a certificate PDF shows: everything is already masked and computed by the caller. */
export interface CertificateDocument {
  readonly kind: "course" | "year";
  readonly serial: string;
  /** The learner's name, masked (张*). */
  readonly holderName: string;
  /** The learner's masked id (a masked phone number or the learner number). */
  readonly holderId: string;
  /** The course's title (结业证书) or the year as text (学时证明). */
  readonly subject: string;
  readonly year: number | null;
  readonly hoursTenths: number;
  readonly byCategory: Readonly<Record<"专业科目" | "公需科目", number>>;
  readonly issuedAt: Date;
  /** The public verification URL the QR code encodes. */
  readonly verifyUrl: string;
}

const hoursText = (tenths: number) => `${(tenths / 10).toFixed(1)}${T.hours}`;

/**
 * A certificate as a one-page A4 PDF: the title, the holder's masked name and id, the course or the year, the hours
 * by category, the date, the serial and a QR code of the verification page. The font is the invoices' GB 2312
 * subset of Noto Sans CJK (embedded, only the glyphs used): every fixed text here is within GB 2312, and a rare
 * character in a title falls back like an invoice's.
 */
export async function renderCertificatePdf(certificate: CertificateDocument): Promise<Buffer> {
  const title = certificate.kind === "course" ? T.courseTitle : T.yearTitle;
  const qr = QRCode.create(certificate.verifyUrl, { errorCorrectionLevel: "M" });
  const { doc, done, text } = await startCjkPdf(
    {
      size: "A4",
      margin: 0,
      info: { Title: `${title} ${certificate.serial}`, Author: T.issuer, CreationDate: certificate.issuedAt },
    },
    INK,
  );

  const page = { width: doc.page.width, height: doc.page.height };
  const left = 25 * MM;
  const width = page.width - 50 * MM;
  doc
    .rect(12 * MM, 12 * MM, page.width - 24 * MM, page.height - 24 * MM)
    .lineWidth(2)
    .strokeColor(SEAL)
    .stroke();
  doc
    .rect(15 * MM, 15 * MM, page.width - 30 * MM, page.height - 30 * MM)
    .lineWidth(0.6)
    .stroke();
  text(title, left, 40 * MM, 30, { color: SEAL, width, align: "center" });

  let y = 70 * MM;
  const line = (label: string, value: string) => {
    text(`${label}：${value}`, left + 10 * MM, y, 13);
    y += 11 * MM;
  };
  line(T.holder, certificate.holderName);
  line(T.idLabel, certificate.holderId);
  if (certificate.kind === "course") {
    line(T.course, certificate.subject);
    y += 2 * MM;
    text(T.courseBody(certificate.subject), left + 10 * MM, y, 12);
    y += 12 * MM;
  } else {
    line(T.year, certificate.subject);
    y += 2 * MM;
    text(T.yearBody(certificate.year ?? 0), left + 10 * MM, y, 12);
    y += 12 * MM;
  }
  line(`${T.category}（专业科目）`, hoursText(certificate.byCategory.专业科目));
  line(`${T.category}（公需科目）`, hoursText(certificate.byCategory.公需科目));
  line(T.total, hoursText(certificate.hoursTenths));
  line(T.issuedAt, beijingDateLabel(certificate.issuedAt));
  line(T.serial, certificate.serial);

  // the QR code: drawn module by module, so it stays sharp at any zoom
  const modules = qr.modules;
  const size = 38 * MM;
  const cell = size / (modules.size + 8);
  const qrLeft = page.width - left - size;
  const qrTop = page.height - 95 * MM;
  doc.rect(qrLeft, qrTop, size, size).fillColor("#ffffff").fill();
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        doc
          .rect(qrLeft + (col + 4) * cell, qrTop + (row + 4) * cell, cell, cell)
          .fillColor("#000000")
          .fill();
      }
    }
  }
  text(T.verifyHint, left + 10 * MM, qrTop + 8 * MM, 10);
  text(certificate.verifyUrl, left + 10 * MM, qrTop + 15 * MM, 7);
  text(T.issuer, left + 10 * MM, qrTop + 30 * MM, 13, { color: SEAL });
  doc.end();
  return done;
}
