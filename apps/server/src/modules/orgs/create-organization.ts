import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type CreateOrganizationInput,
  type IndiaStateCode,
  LOGO_MAX_BYTES,
  organizationLogoPath,
  type OrganizationLogoInput,
} from '@ias/shared';
import sharp from 'sharp';
import type { AppContext } from '../../app-context.js';
import { type Caller, refuseDemo } from '../../lib/api-auth.js';
import { asActor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { storageDriverFor } from '../storage/local-driver.js';
import { asOrgDb, newJoinCode } from './repository.js';

const KIND_FOR_TYPE = { Institute: 'institute', Company: 'company' } as const;
/** What sharp reads a picture as → the type it is stored and served with. */
const LOGO_FORMATS: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
const MAX_LOGO_SIDE = 4096;

type Logo = { bytes: Buffer; contentType: string };

const logoError = (message: string) =>
  new AppError(400, 'validation_failed', `logo: ${message}`, { fields: { logo: message } });

/**
 * The bytes of a logo sent with the new organisation, checked by decoding its header (never by
 * the type the client claims): a PNG, JPEG or WebP picture within the size limits.
 */
async function readLogo(logo: OrganizationLogoInput): Promise<Logo> {
  const bytes = Buffer.from(logo.data, 'base64');
  if (bytes.length > LOGO_MAX_BYTES)
    throw logoError('The logo is larger than 512 KB. Choose a smaller one.');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const contentType = meta?.format ? LOGO_FORMATS[meta.format] : undefined;
  if (!meta || !contentType) throw logoError('Choose a PNG, JPEG or WebP image.');
  if ((meta.width ?? 0) > MAX_LOGO_SIDE || (meta.height ?? 0) > MAX_LOGO_SIDE)
    throw logoError(`The logo can be at most ${MAX_LOGO_SIDE} pixels wide and high.`);
  return { bytes, contentType };
}

/**
 * An Institute or Company account creates its organisation and becomes its owner (an active
 * membership with role owner). Institutes start with the common 75 % minimum attendance rule.
 * A logo, if given, is stored as the organisation's object in the public `logos` bucket in the
 * same transaction: the organisation is created with it or not at all.
 */
export async function createOrganization(
  ctx: AppContext,
  caller: Caller,
  input: Required<Pick<CreateOrganizationInput, 'name' | 'kind'>> & {
    address?: string;
    timezone: string;
    state?: IndiaStateCode | null;
    logo?: OrganizationLogoInput;
  },
) {
  refuseDemo(caller, 'create organisations');
  const expected =
    caller.userType === 'Institute' || caller.userType === 'Company'
      ? KIND_FOR_TYPE[caller.userType]
      : undefined;
  if (!caller.isAdmin && expected !== input.kind) {
    throw new AppError(
      403,
      'wrong_user_type',
      input.kind === 'institute'
        ? 'Only an Institute account can create an institute.'
        : 'Only a Company account can create a company.',
    );
  }
  const logo = input.logo ? await readLogo(input.logo) : undefined;
  const orgId = randomUUID();
  const driver = storageDriverFor(ctx.config);
  // The bytes go first under a fresh version; the row that points at them commits with the
  // organisation, and if that fails they are removed again.
  const key = { bucket: 'logos', name: `${orgId}/logo`, version: randomUUID() };
  const stored = logo
    ? await driver.put(key, Readable.from([logo.bytes]), { maxBytes: LOGO_MAX_BYTES })
    : undefined;
  const db = asOrgDb(ctx.database.db);
  try {
    return await asActor(db, { userId: caller.userId }, async (trx) => {
      const org = await trx
        .insertInto('organizations')
        .values({
          id: orgId,
          name: input.name,
          kind: input.kind,
          address: input.address ?? null,
          timezone: input.timezone,
          state: input.state ?? null,
          logo_url: stored ? `${organizationLogoPath(orgId)}?v=${Date.now()}` : null,
          owner_id: caller.userId,
          join_code: newJoinCode(),
          min_attendance_percent: input.kind === 'institute' ? 75 : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('memberships')
        .values({
          org_id: org.id,
          user_id: caller.userId,
          full_name: caller.fullName,
          email: caller.email || null,
          role: 'owner',
          status: 'active',
          approved_by: caller.userId,
          approved_at: new Date(),
        })
        .execute();
      if (logo && stored)
        await trx
          .insertInto('storage.objects')
          .values({
            bucket_id: key.bucket,
            name: key.name,
            owner: caller.userId,
            version: key.version,
            // Supabase's metadata shape, as the storage API writes it.
            metadata: JSON.stringify({
              eTag: stored.eTag,
              size: stored.size,
              mimetype: logo.contentType,
              cacheControl: 'no-cache',
              lastModified: new Date().toISOString(),
              contentLength: stored.size,
              httpStatusCode: 200,
            }),
          })
          .execute();
      return org;
    });
  } catch (error) {
    if (stored) await driver.remove(key).catch(() => undefined);
    throw error;
  }
}
