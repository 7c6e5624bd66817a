import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/api-auth.js';
import type { Locale } from '@ias/shared';
import { localizedError } from '../../lib/errors.js';
import { localeOfUser, translator } from '../../lib/i18n.js';
import { requireStaff } from '../orgs/access.js';
import { asOrgDb } from '../orgs/repository.js';
import { readPublicObject } from '../storage/read-object.js';
import { cardText, registerCardFonts } from './card-fonts.js';

const MM = 72 / 25.4;
/** ISO/IEC 7810 ID-1 (bank card) size. */
const CARD = { width: 85.6 * MM, height: 53.98 * MM };
const MARGIN = 12 * MM;
const GAP = 6 * MM;
const ROLE_LABEL = {
  student: 'role.student',
  teacher: 'role.teacher',
  employee: 'role.employee',
  incharge: 'role.incharge',
  // Not 'Administrator': that reads as the Admin user type, which is someone else.
  owner: 'role.owner',
} as const;

/** What a kiosk's QR scanner reads from a card: the member, never personal data. */
export const memberQrPayload = (memberId: string) => `ias:member:${memberId}`;

type CardPerson = {
  id: string;
  full_name: string;
  role: string;
  roll_number: string | null;
  employee_code: string | null;
  card_number: string | null;
  photo: string | null;
};

type CardLogo = { src: string; aspect: number };

/**
 * The organisation's logo as a PNG data URL, which pdfkit embeds once however many cards show it.
 * Only a logo stored here is printed (never fetched from elsewhere); a picture that cannot be read
 * is left out rather than failing the whole print.
 */
async function logoForCards(ctx: AppContext, url: string | null): Promise<CardLogo | undefined> {
  try {
    const object = await readPublicObject(ctx, url);
    if (!object) return undefined;
    const { data, info } = await sharp(object.bytes, { limitInputPixels: 4096 * 4096 })
      .resize({ width: 360, height: 120, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return {
      src: `data:image/png;base64,${data.toString('base64')}`,
      aspect: info.width / info.height,
    };
  } catch {
    return undefined;
  }
}

async function photoPng(ctx: AppContext, url: string | null): Promise<Buffer | undefined> {
  const object = await readPublicObject(ctx, url);
  if (!object) return undefined;
  try {
    return await sharp(object.bytes).rotate().resize(240, 300, { fit: 'cover' }).png().toBuffer();
  } catch {
    return undefined;
  }
}

/**
 * Printable ID cards (A4, ten per page, cut to bank-card size): organisation and its logo, photo,
 * name, role, roll number or employee code, and a QR code the kiosks read. For the owner (any
 * members) or a teacher/in-charge (the people they supervise).
 */
export async function renderIdCards(
  ctx: AppContext,
  caller: Caller,
  orgId: string,
  filter: { groupId?: string },
): Promise<Buffer> {
  const access = await requireStaff(ctx, caller, orgId, 'Printing ID cards');
  const db = asOrgDb(ctx.database.db);
  const org = (await db
    .selectFrom('organizations')
    .select(['name', 'kind', 'logo_url'])
    .where('id', '=', orgId)
    .executeTakeFirst())!;
  let query = db
    .selectFrom('memberships as m')
    .leftJoin('profiles as p', 'p.id', 'm.user_id')
    .select([
      'm.id',
      'm.full_name',
      'm.role',
      'm.roll_number',
      'm.employee_code',
      'm.card_number',
      (eb) => eb.fn.coalesce('m.photo_url', 'p.avatar_url').as('photo'),
    ])
    .where('m.org_id', '=', orgId)
    .where('m.status', '=', 'active')
    .orderBy('m.full_name');
  if (filter.groupId)
    query = query.where('m.id', 'in', (eb) =>
      eb.selectFrom('group_members').select('member_id').where('group_id', '=', filter.groupId!),
    );
  let people = (await query.execute()) as CardPerson[];
  if (!access.can_manage) people = people.filter((p) => access.supervised.includes(p.id));
  if (!people.length)
    throw localizedError(404, 'nobody_to_print', 'error.attendance.nobodyToPrint');
  if (people.length > 1000)
    throw localizedError(400, 'too_many_cards', 'error.attendance.tooManyCards');

  const logo = await logoForCards(ctx, org.logo_url);
  // The labels in the language of the person printing.
  const locale = await localeOfUser(ctx.database.db, caller.userId);
  const t = translator(locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: locale,
    info: { Title: t('idCard.title', { org: org.name }), Author: t('product.name') },
  });
  registerCardFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const perRow = 2;
  const perPage = 10;
  for (const [index, person] of people.entries()) {
    if (index > 0 && index % perPage === 0) doc.addPage();
    const slot = index % perPage;
    const x = MARGIN + (slot % perRow) * (CARD.width + GAP);
    const y = MARGIN + Math.floor(slot / perRow) * (CARD.height + GAP);
    await drawCard(ctx, doc, { x, y, locale }, org, person, logo);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

async function drawCard(
  ctx: AppContext,
  doc: PDFKit.PDFDocument,
  { x, y, locale }: { x: number; y: number; locale: Locale },
  org: { name: string; kind: string },
  person: CardPerson,
  logo: CardLogo | undefined,
) {
  const t = translator(locale);
  doc.save();
  doc
    .roundedRect(x, y, CARD.width, CARD.height, 3 * MM)
    .lineWidth(0.5)
    .strokeColor('#94a3b8')
    .stroke();
  doc.rect(x, y, CARD.width, 9 * MM).fill('#4338ca');
  let nameX = x + 3 * MM;
  if (logo) {
    // On a white tile, so a dark or transparent logo stays readable on the coloured band.
    const height = 5.6 * MM;
    const width = Math.min(height * logo.aspect, 22 * MM);
    const tile = { x: x + 2 * MM, y: y + 1.2 * MM, w: width + MM, h: height + MM };
    doc.roundedRect(tile.x, tile.y, tile.w, tile.h, 0.8 * MM).fill('#ffffff');
    doc.image(logo.src, tile.x + 0.5 * MM, tile.y + 0.5 * MM, {
      fit: [width, height],
      align: 'center',
      valign: 'center',
    });
    nameX = tile.x + tile.w + 2 * MM;
  }
  doc.fillColor('#ffffff').fontSize(8.5);
  cardText(doc, org.name, nameX, y + 2.8 * MM, {
    bold: true,
    width: CARD.width - (nameX - x) - 3 * MM,
    ellipsis: true,
    lineBreak: false,
  });

  const photoBox = { x: x + 3 * MM, y: y + 12 * MM, w: 20 * MM, h: 25 * MM };
  const photo = await photoPng(ctx, person.photo);
  if (photo) {
    doc.image(photo, photoBox.x, photoBox.y, { width: photoBox.w, height: photoBox.h });
  } else {
    doc.rect(photoBox.x, photoBox.y, photoBox.w, photoBox.h).fill('#e0e7ff');
    const initials = person.full_name
      .split(/\s+/)
      .map((part) => part[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase();
    doc.fillColor('#3730a3').fontSize(16);
    cardText(doc, initials, photoBox.x, photoBox.y + 9 * MM, {
      bold: true,
      width: photoBox.w,
      align: 'center',
    });
  }

  const textX = photoBox.x + photoBox.w + 3 * MM;
  const textWidth = CARD.width - (textX - x) - 26 * MM;
  doc.fillColor('#0f172a').fontSize(9);
  cardText(doc, person.full_name, textX, y + 12 * MM, { bold: true, width: textWidth });
  const role = ROLE_LABEL[person.role as keyof typeof ROLE_LABEL];
  doc.fontSize(7).fillColor('#475569');
  cardText(doc, role ? t(role) : person.role, textX, doc.y + 1);
  const number = person.roll_number ?? person.employee_code;
  if (number) {
    doc.fillColor('#0f172a').fontSize(7.5);
    const label = person.roll_number ? 'idCard.rollNumber' : 'idCard.employeeCode';
    cardText(doc, t(label, { number }), textX, doc.y + 3);
  }
  if (person.card_number) {
    doc.fillColor('#475569').fontSize(6.5);
    cardText(doc, t('idCard.card', { number: person.card_number }), textX, doc.y + 1);
  }

  const qr = await QRCode.toBuffer(memberQrPayload(person.id), {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  doc.image(qr, x + CARD.width - 24 * MM, y + 12 * MM, { width: 21 * MM, height: 21 * MM });
  doc.fillColor('#64748b').fontSize(5.5);
  cardText(doc, t('idCard.scanHint'), x + CARD.width - 24 * MM, y + 34 * MM, {
    width: 21 * MM,
    align: 'center',
  });
  doc.restore();
}
