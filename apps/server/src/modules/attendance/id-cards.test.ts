import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/clients.js';
import {
  createTestUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { readPdf } from '../../test/pdf.js';
import { memberQrPayload } from './id-cards.js';

/** A plain-coloured picture, so its pixels can be recognised on the card. */
const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 300, height: 360, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

type CardImage = { width: number; height: number; colour: [number, number, number] };

/** Every picture painted on the PDF's pages (QR codes included), with its average colour. */
async function imagesIn(bytes: Buffer): Promise<{ images: CardImage[]; words: string[] }> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    standardFontDataUrl,
  }).promise;
  const images: CardImage[] = [];
  const words: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    for (const item of (await page.getTextContent()).items) if ('str' in item) words.push(item.str);
    const operators = await page.getOperatorList();
    for (let i = 0; i < operators.fnArray.length; i++) {
      if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
      const image = await new Promise<{
        width: number;
        height: number;
        data: Uint8ClampedArray;
        kind: number;
      }>((resolve) =>
        page.objs.get(operators.argsArray[i][0] as string, resolve as (value: unknown) => void),
      );
      const channels = image.kind === 3 ? 4 : image.kind === 2 ? 3 : 1;
      const sum = [0, 0, 0];
      const pixels = image.width * image.height;
      for (let p = 0; p < pixels; p++)
        for (let c = 0; c < 3; c++) sum[c]! += image.data[p * channels + (channels === 1 ? 0 : c)]!;
      images.push({
        width: image.width,
        height: image.height,
        colour: sum.map((v) => Math.round(v / pixels)) as [number, number, number],
      });
    }
  }
  return { images, words };
}

describe('printable ID cards', () => {
  let server: TestServer;
  let owner: TestUser;
  let orgId: string;
  const members: Array<{ id: string; name: string }> = [];

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server, {
      userType: 'Institute',
      metadata: { full_name: 'Lakshmi Rao' },
    });
    orgId = (
      await apiAs(server.url, server.anonKey, owner.accessToken).post<{ id: string }>(
        '/api/organizations',
        { name: 'Sunrise Public School', kind: 'institute' },
      )
    ).body.id;
    for (let i = 0; i < 12; i++) {
      const name = `Student Number ${i + 1}`;
      const [row] = await server.sql<{ id: string }>(
        "insert into public.memberships (org_id, full_name, role, status, roll_number) values ($1, $2, 'student', 'active', $3) returning id",
        [orgId, name, `R-${100 + i}`],
      );
      members.push({ id: row!.id, name });
    }
  });
  afterAll(async () => server?.close());

  it('prints a card per active member with name, roll number and a QR code the kiosk reads', async () => {
    const response = await fetch(`${server.url}/api/organizations/${orgId}/id-cards`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${owner.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf.pages).toBe(2);
    expect(pdf.text).toContain('Sunrise Public School');
    expect(pdf.text).toContain('Student Number 7');
    expect(pdf.text).toContain('R-106');
    expect(pdf.barcodes).toHaveLength(members.length + 1); // the owner is a member too
    expect(pdf.text).toContain('Lakshmi Rao');
    // The owner's card names her role as Owner, not "Administrator" (the Admin user type).
    expect(pdf.text).toMatch(/Lakshmi Rao\s*Owner/);
    expect(pdf.text).not.toContain('Administrator');
    for (const member of members) expect(pdf.barcodes).toContain(memberQrPayload(member.id));
  });

  it('is refused to members who do not look after anyone', async () => {
    const student = await createTestUser(server, { userType: 'Student' });
    await server.sql(
      "insert into public.memberships (org_id, user_id, full_name, role, status) values ($1, $2, 'Riya', 'student', 'active')",
      [orgId, student.id],
    );
    const response = await fetch(`${server.url}/api/organizations/${orgId}/id-cards`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${student.accessToken}` },
    });
    expect(response.status).toBe(403);
  });

  it("prints each person's photo (or their profile picture) on the card, and initials without one", async () => {
    const principal = await createTestUser(server, {
      userType: 'Institute',
      metadata: { full_name: 'Kavita Nair' },
    });
    const api = apiAs(server.url, server.anonKey, principal.accessToken);
    const school = (
      await api.post<{ id: string }>('/api/organizations', {
        name: 'Green Valley School',
        kind: 'institute',
      })
    ).body.id;
    const upload = async (name: string, png: Buffer) => {
      const avatars = principal.client.storage.from('avatars');
      const key = `${principal.id}/${name}`;
      expect((await avatars.upload(key, png, { contentType: 'image/png' })).error).toBeNull();
      return avatars.getPublicUrl(key).data.publicUrl;
    };
    const orange = await upload('asha.png', await picture(255, 128, 0));
    // The principal's own card falls back to the picture on her profile.
    await server.sql('update public.profiles set avatar_url = $2 where id = $1', [
      principal.id,
      await upload('me.png', await picture(0, 64, 255)),
    ]);
    const gone = `${server.url}/storage/v1/object/public/avatars/${principal.id}/deleted.png`;
    for (const [name, photo] of [
      ['Asha Verma', orange],
      ['Ravi Menon', null],
      ['Zara Khan', gone],
    ] as const) {
      await server.sql(
        "insert into public.memberships (org_id, full_name, role, status, photo_url) values ($1, $2, 'student', 'active', $3)",
        [school, name, photo],
      );
    }

    const response = await fetch(`${server.url}/api/organizations/${school}/id-cards`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${principal.accessToken}` },
    });
    expect(response.status).toBe(200);
    const { images, words } = await imagesIn(Buffer.from(await response.arrayBuffer()));
    // Four cards, four QR codes; two photos (cropped to 240 × 300), in the colours uploaded.
    const photos = images.filter((image) => image.width === 240 && image.height === 300);
    expect(images).toHaveLength(4 + 2);
    expect(photos.map((p) => p.colour).sort()).toEqual([
      [0, 64, 255],
      [255, 128, 0],
    ]);
    // Ravi has no photo and Zara's is gone from storage: their cards show initials instead.
    expect(words).toEqual(expect.arrayContaining(['RM', 'ZK']));
    expect(words).not.toContain('AV');
    expect(words).not.toContain('KN');
  });

  it("prints the organisation's logo on every card (a WebP one too), and none once it is removed", async () => {
    const principal = await createTestUser(server, { userType: 'Institute' });
    const magenta = await sharp({
      create: { width: 300, height: 100, channels: 3, background: { r: 255, g: 0, b: 255 } },
    })
      .png()
      .toBuffer();
    const created = await apiAs(server.url, server.anonKey, principal.accessToken).post<{
      id: string;
    }>('/api/organizations', {
      name: 'Blue Hills Academy',
      kind: 'institute',
      logo: { content_type: 'image/png', data: magenta.toString('base64') },
    });
    expect(created.status).toBe(201);
    const school = created.body.id;
    for (const name of ['Ishaan Gupta', 'Nisha Pillai'])
      await server.sql(
        "insert into public.memberships (org_id, full_name, role, status) values ($1, $2, 'student', 'active')",
        [school, name],
      );
    const print = async () => {
      const response = await fetch(`${server.url}/api/organizations/${school}/id-cards`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${principal.accessToken}` },
      });
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      return { ...(await imagesIn(bytes)), bytes };
    };
    const imageObjects = (pdf: Buffer) =>
      pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    const coloured = (images: CardImage[], colour: [number, number, number]) =>
      images.filter((image) => image.colour.every((c, i) => c === colour[i]));

    // Three cards (the principal and two students): three QR codes and the logo on each.
    const first = await print();
    expect(first.images).toHaveLength(3 + 3);
    expect(coloured(first.images, [255, 0, 255])).toHaveLength(3);
    expect(first.words).toContain('Blue Hills Academy');

    // The owner replaces it (as Settings does) with a WebP, which PDFs cannot hold as it is.
    const teal = await sharp({
      create: { width: 120, height: 120, channels: 3, background: { r: 0, g: 128, b: 128 } },
    })
      .webp({ lossless: true })
      .toBuffer();
    const replaced = await principal.client.storage
      .from('logos')
      .upload(`${school}/logo`, teal, { contentType: 'image/webp', upsert: true });
    expect(replaced.error).toBeNull();
    const second = await print();
    expect(coloured(second.images, [0, 128, 128])).toHaveLength(3);
    expect(coloured(second.images, [255, 0, 255])).toHaveLength(0);

    // A logo address that is not one of ours is never fetched; without a logo, none is printed.
    for (const logoUrl of ['https://logos.example.com/blue-hills.png', null]) {
      await server.sql('update public.organizations set logo_url = $2 where id = $1', [
        school,
        logoUrl,
      ]);
      const { images, bytes } = await print();
      expect(images).toHaveLength(3);
      expect(coloured(images, [0, 128, 128])).toHaveLength(0);
      // With the logo the file held one picture more: it is embedded once, not once per card.
      expect(imageObjects(first.bytes)).toBe(imageObjects(bytes) + 1);
    }
  });
});
