import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Language } from '@cp/contract';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { message } from '../../lib/messages.js';

/** What a certificate says: an issued row's words, or a sample's for the console's preview. */
export interface CertificateText {
  number: number;
  learnerName: string;
  courseTitle: string;
  schoolName: string;
  issuedAt: Date;
  /** The school's time zone (its `time_zone`): the date printed is the school's day of the issue. */
  timeZone: string;
  verifyUrl: string;
}

/** DD.MM.YYYY (spec 01 §9) of a moment in a time zone; UTC when the zone is not one Intl knows. */
export function dateIn(at: Date, timeZone: string): string {
  const options = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
  }
  const part = (type: string) => format.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** How the school dresses it (its saved design, or the one the console previews). */
export interface CertificateLook {
  primaryColor: string;
  accentColor: string;
  signatureText: string;
  /** PNG bytes of the brand's logo, when it is shown and readable. */
  logoPng: Uint8Array | null;
}

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans (an npm package, so a fresh clone has it): Latin and Cyrillic in one face, since
 * learners' names are in either. Read once per process; pdf-lib embeds only the glyphs used.
 */
let fonts: Promise<[Buffer, Buffer]> | null = null;
const fontFiles = () =>
  (fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]));

const WIDTH = 842; // A4 landscape, in points
const HEIGHT = 595;
const MARGIN = 70;

function colorOf(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Draws a line of text centred, shrunk until it fits between the margins. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color: RGB) {
  let s = size;
  const room = WIDTH - 2 * MARGIN;
  while (s > 8 && font.widthOfTextAtSize(text, s) > room) s -= 1;
  const width = font.widthOfTextAtSize(text, s);
  page.drawText(text, { x: (WIDTH - width) / 2, y, size: s, font, color });
}

/** The certificate as a one-page PDF, in the reader's language. */
export async function renderCertificatePdf(
  text: CertificateText,
  look: CertificateLook,
  lang: Language,
): Promise<Uint8Array> {
  const [regularBytes, boldBytes] = await fontFiles();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const title = message('certificatePdfTitle', lang);
  doc.setTitle(`${title}: ${text.learnerName}, ${text.courseTitle}`);
  doc.setAuthor(text.schoolName);
  doc.setCreator(text.schoolName);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const primary = colorOf(look.primaryColor);
  const accent = colorOf(look.accentColor);
  const ink = rgb(0.2, 0.2, 0.22);

  page.drawRectangle({
    x: 20,
    y: 20,
    width: WIDTH - 40,
    height: HEIGHT - 40,
    borderColor: primary,
    borderWidth: 6,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: WIDTH - 64,
    height: HEIGHT - 64,
    borderColor: accent,
    borderWidth: 1.5,
  });

  let y = HEIGHT - 80;
  if (look.logoPng) {
    const logo = await doc.embedPng(look.logoPng);
    const scaled = logo.scaleToFit(220, 56);
    page.drawImage(logo, { x: (WIDTH - scaled.width) / 2, y: y - scaled.height + 10, ...scaled });
    y -= scaled.height + 12;
  }
  centred(page, text.schoolName, y, regular, 14, ink);
  centred(page, title, y - 52, bold, 34, primary);
  page.drawLine({
    start: { x: WIDTH / 2 - 90, y: y - 70 },
    end: { x: WIDTH / 2 + 90, y: y - 70 },
    thickness: 2,
    color: accent,
  });
  centred(page, message('certificatePdfCertifies', lang), y - 110, regular, 15, ink);
  centred(page, text.learnerName, y - 152, bold, 30, primary);
  centred(page, message('certificatePdfCompleted', lang), y - 190, regular, 15, ink);
  centred(page, `«${text.courseTitle}»`, y - 228, bold, 22, ink);

  const issued = message('certificatePdfIssued', lang, {
    date: dateIn(text.issuedAt, text.timeZone),
    number: text.number,
  });
  page.drawText(issued, { x: MARGIN, y: 110, size: 12, font: regular, color: ink });
  if (look.signatureText) {
    const width = Math.min(260, Math.max(160, bold.widthOfTextAtSize(look.signatureText, 12)));
    const x = WIDTH - MARGIN - width;
    page.drawLine({ start: { x, y: 130 }, end: { x: x + width, y: 130 }, thickness: 1, color: accent });
    let size = 12;
    while (size > 7 && regular.widthOfTextAtSize(look.signatureText, size) > width) size -= 0.5;
    page.drawText(look.signatureText, { x, y: 112, size, font: regular, color: ink });
  }
  centred(page, message('certificatePdfVerify', lang, { url: text.verifyUrl }), 56, regular, 10, ink);
  return doc.save();
}
