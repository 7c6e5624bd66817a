import { createWriteStream } from 'node:fs';
import {
  AUTO_CHECK_OUT_MARK,
  type AttendanceReportRow,
  floorPercent,
  formatDate,
  type Locale,
} from '@ias/shared';
import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import { translator } from '../../lib/i18n.js';
import { nextTurn } from '../../lib/turns.js';
import { cardText, registerCardFonts } from '../attendance/card-fonts.js';
import type { ExportData } from './collect.js';

/** Landscape A4 in points. */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 28;
const ROW = 13;
const HEADER_ROWS = 2;
const TOTALS = ['P', 'L', 'HD', 'A', 'LV', 'E', '%'] as const;
const COL = { index: 18, name: 118, number: 44, total: 20 };

/**
 * The register's code for a day, from the day-by-day report's: P A L HD LV E, H for a holiday,
 * WO for a weekly off; a day of class periods reads P when all marked periods were attended, A
 * when none was, else attended/marked ("3/4"). An automatic check-out is not the register's
 * concern ('P+AC' reads P).
 */
export function registerCode(dayCode: string): string {
  const code = dayCode.endsWith(AUTO_CHECK_OUT_MARK)
    ? dayCode.slice(0, -AUTO_CHECK_OUT_MARK.length)
    : dayCode;
  const single: Record<string, string> = {
    P: 'P',
    A: 'A',
    L: 'L',
    H: 'HD',
    OL: 'LV',
    E: 'E',
    HOL: 'H',
    WO: 'WO',
  };
  const parts = code.split(' ').filter(Boolean);
  if (parts.length <= 1) return single[code] ?? code;
  const attended = parts.filter((p) => p === 'P' || p === 'L' || p === 'H').length;
  const marked = attended + parts.filter((p) => p === 'A').length;
  if (marked === 0) return parts.every((p) => p === 'E') ? 'E' : 'LV';
  if (attended === marked) return 'P';
  if (attended === 0) return 'A';
  return `${attended}/${marked}`;
}

/** The register's totals for a person: the summary report's counts and its percentage. */
export function registerTotals(row: AttendanceReportRow): string[] {
  const percent = floorPercent(row.percent);
  return [
    String(row.present),
    String(row.late),
    String(row.half_day),
    String(row.absent),
    String(row.on_leave),
    String(row.excused),
    percent === null ? '–' : percent.toFixed(1),
  ];
}

export type RegisterLogo = Buffer | undefined;

/**
 * The monthly attendance register (muster roll), one section per group on landscape A4: the
 * organisation's name and logo, one row per person and one column per day with its code, the
 * totals, a signature line under each group and "Page n of N" on every page. Names in Devanagari
 * are set in Noto Sans Devanagari. Written to `path` as it is drawn.
 */
export async function writeRegisterPdf(
  path: string,
  data: ExportData,
  options: { locale: Locale; logo: RegisterLogo },
  progress: (rows: number) => void,
): Promise<void> {
  const t = translator(options.locale);
  const { summary, daily } = data;
  const org = summary.organization;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    lang: options.locale,
    info: { Title: `${t('register.title')} — ${org.name}`, Author: t('product.name') },
  });
  registerCardFonts(doc);
  const out = createWriteStream(path);
  doc.pipe(out);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });

  const dates = daily.dates;
  const dayWidth =
    (PAGE.width - 2 * MARGIN - COL.index - COL.name - COL.number - TOTALS.length * COL.total) /
    Math.max(dates.length, 1);
  const xDays = MARGIN + COL.index + COL.name + COL.number;
  const xTotals = xDays + dates.length * dayWidth;
  const bottom = PAGE.height - MARGIN - 40;
  const dailyRows = new Map(daily.rows.map((r) => [r.member_id, r]));
  const period = t('register.period', {
    from: formatDate(summary.from, options.locale),
    to: formatDate(summary.to, options.locale),
  });

  const cell = (text: string, x: number, y: number, width: number, align: 'left' | 'center') => {
    if (!text) return;
    doc.fontSize(text.length > 2 ? 5.5 : 7);
    cardText(doc, text, x + (align === 'left' ? 2 : 0), y + 3.5, {
      width: align === 'left' ? width - 3 : width,
      align,
      lineBreak: false,
      ellipsis: true,
    });
  };

  /** The page's heading (organisation, logo, group, period, legend) and the table's header rows. */
  const pageHeading = (groupName: string): number => {
    let x = MARGIN;
    if (options.logo) {
      doc.image(options.logo, MARGIN, MARGIN, { fit: [80, 30] });
      x += 90;
    }
    doc.fillColor('#111827').fontSize(13);
    cardText(doc, org.name, x, MARGIN, {
      bold: true,
      width: 420,
      lineBreak: false,
      ellipsis: true,
    });
    doc.fontSize(10);
    cardText(doc, `${t('register.title')} — ${groupName}`, x, MARGIN + 17, {
      width: 420,
      lineBreak: false,
      ellipsis: true,
    });
    doc.fontSize(9);
    cardText(doc, period, PAGE.width - MARGIN - 260, MARGIN, { width: 260, align: 'right' });
    doc.fontSize(6.5).fillColor('#374151');
    cardText(doc, t('register.legend'), MARGIN, MARGIN + 36, {
      width: PAGE.width - 2 * MARGIN,
      lineBreak: false,
    });
    const top = MARGIN + 50;
    doc.rect(MARGIN, top, PAGE.width - 2 * MARGIN, ROW * HEADER_ROWS).fill('#e0e7ff');
    doc.fillColor('#111827');
    cell('#', MARGIN, top, COL.index, 'center');
    doc.font('Helvetica-Bold');
    cell(t('csv.name'), MARGIN + COL.index, top, COL.name, 'left');
    cell(t('register.number'), MARGIN + COL.index + COL.name, top, COL.number, 'left');
    dates.forEach((date, i) => {
      // Weekday initials in the register's language (र सो मं … in Hindi).
      const day = DateTime.fromISO(date).setLocale(options.locale);
      cell(String(day.day), xDays + i * dayWidth, top, dayWidth, 'center');
      cell(day.toFormat('ccccc'), xDays + i * dayWidth, top + ROW, dayWidth, 'center');
    });
    TOTALS.forEach((label, i) => cell(label, xTotals + i * COL.total, top, COL.total, 'center'));
    return top + ROW * HEADER_ROWS;
  };

  const grid = (top: number, y: number) => {
    doc.lineWidth(0.3).strokeColor('#9ca3af');
    for (let line = top; line <= y + 0.01; line += ROW)
      doc
        .moveTo(MARGIN, line)
        .lineTo(PAGE.width - MARGIN, line)
        .stroke();
    const xs = [
      MARGIN,
      MARGIN + COL.index,
      MARGIN + COL.index + COL.name,
      xDays,
      ...dates.map((_, i) => xDays + (i + 1) * dayWidth),
      ...TOTALS.map((_, i) => xTotals + (i + 1) * COL.total),
    ];
    for (const x of xs)
      doc
        .moveTo(x, top - ROW * HEADER_ROWS)
        .lineTo(x, y)
        .stroke();
  };

  let drawn = 0;
  let first = true;
  // Nobody to list still gives a page: the heading and an empty table.
  const sections = data.sections.length
    ? data.sections
    : [{ group: { id: '', name: t('export.everyone') }, memberIds: new Set<string>() }];
  for (const section of sections) {
    const name = section.group?.name ?? t('export.noGroup');
    const rows = summary.rows.filter((r) => section.memberIds.has(r.member_id));
    if (!first) doc.addPage();
    first = false;
    let top = pageHeading(name);
    let y = top;
    for (const [index, row] of rows.entries()) {
      if (y + ROW > bottom) {
        grid(top, y);
        doc.addPage();
        top = pageHeading(name);
        y = top;
      }
      const codes = dailyRows.get(row.member_id)?.codes ?? [];
      doc.fillColor('#111827').font('Helvetica');
      cell(String(index + 1), MARGIN, y, COL.index, 'center');
      cell(row.full_name, MARGIN + COL.index, y, COL.name, 'left');
      cell(row.number ?? '', MARGIN + COL.index + COL.name, y, COL.number, 'left');
      codes.forEach((code, i) => {
        const mark = registerCode(code);
        doc.fillColor(
          mark === 'A' ? '#b91c1c' : mark === 'H' || mark === 'WO' ? '#6b7280' : '#111827',
        );
        cell(mark, xDays + i * dayWidth, y, dayWidth, 'center');
      });
      doc.fillColor('#111827');
      registerTotals(row).forEach((total, i) =>
        cell(total, xTotals + i * COL.total, y, COL.total, 'center'),
      );
      y += ROW;
      drawn++;
      if (drawn % 100 === 0) {
        progress(drawn);
        await nextTurn();
      }
    }
    grid(top, y);
    // The signature line under the group's list.
    if (y + 36 > PAGE.height - MARGIN - 14) {
      doc.addPage();
      y = pageHeading(name);
    }
    const lineY = y + 30;
    doc.lineWidth(0.6).strokeColor('#111827');
    doc
      .moveTo(MARGIN, lineY)
      .lineTo(MARGIN + 220, lineY)
      .stroke();
    doc
      .moveTo(MARGIN + 300, lineY)
      .lineTo(MARGIN + 420, lineY)
      .stroke();
    doc.fontSize(7.5).fillColor('#374151');
    cardText(doc, t('register.signature'), MARGIN, lineY + 3, { width: 220 });
    cardText(doc, t('register.date'), MARGIN + 300, lineY + 3, { width: 120 });
  }
  progress(drawn);

  // "Page n of N" on every page, written once the number of pages is known.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const margins = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fontSize(7.5).fillColor('#6b7280');
    cardText(doc, t('register.page', { page: i + 1, pages: count }), MARGIN, PAGE.height - MARGIN, {
      width: PAGE.width - 2 * MARGIN,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margins;
  }
  doc.end();
  await finished;
}
