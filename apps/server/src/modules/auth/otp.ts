import { randomInt, timingSafeEqual } from 'node:crypto';
import { type Locale, signUpMetadataSchema, toE164 } from '@ias/shared';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { localizedError } from '../../lib/errors.js';
import { currentLocale, localeOfUser, translator } from '../../lib/i18n.js';
import type { Mail } from '../../lib/mail.js';
import { countHit } from '../../lib/rate-limit-store.js';
import { createSmsProvider, type SmsProvider } from '../guardians/providers/index.js';
import { hashToken } from './crypto.js';
import {
  assertCanSendAgain,
  createEmailLink,
  type PkceStart,
  prepareEmailLink,
} from './email-links.js';
import { validationFailed } from './errors.js';
import { mailLayout } from './mail-templates.js';
import * as repo from './repository.js';
import { emailSchema, normalizePkce } from './schemas.js';
import { type ClientInfo, type SessionResponse, startSession } from './sessions.js';
import { sendOrExplain } from './sign-up.js';

/** How long a code (and the magic link mailed with it) works. */
export const OTP_LIFETIME_MS = 10 * 60_000;
/** Wrong tries after which a code is void, whatever comes next. */
export const OTP_MAX_ATTEMPTS = 5;
/** A new code for the same address at most once a minute (GoTrue's resend interval). */
const OTP_RESEND_INTERVAL_MS = 60_000;

type Channel = 'email' | 'phone';
type Recipient = { channel: Channel; address: string };

// Request bodies -------------------------------------------------------------------------------

/**
 * +91 98765-43210, 98765 43210 → 919876543210: validated by the shared phone helper (a number
 * without a country code is Indian), kept as GoTrue keeps numbers, digits only, country code first.
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(30, 'Invalid phone number format (E.164 required), e.g. +919876543210.')
  .transform((value) => toE164(value)?.slice(1) ?? '')
  .refine(
    (digits) => digits !== '',
    'Invalid phone number format (E.164 required), e.g. +919876543210.',
  );

const otpEmailSchema = emailSchema.refine(
  (email) => !email.endsWith('.invalid'),
  'Please enter an e-mail address you can receive mail at.',
);

const pkceFields = {
  code_challenge: z.string().min(43).max(128).nullish(),
  code_challenge_method: z.enum(['s256', 'plain', 'S256']).nullish(),
};

export const otpBodySchema = z
  .object({
    email: otpEmailSchema.optional(),
    phone: phoneSchema.optional(),
    data: signUpMetadataSchema.nullish(),
    create_user: z.boolean().nullish(),
    channel: z.enum(['sms', 'whatsapp']).nullish(),
    ...pkceFields,
  })
  .refine((body) => Boolean(body.email) !== Boolean(body.phone), {
    message: 'Send either an e-mail address or a phone number.',
  });

export const verifyOtpBodySchema = z
  .object({
    email: otpEmailSchema.optional(),
    phone: phoneSchema.optional(),
    token: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code has 6 digits.'),
    type: z.enum(['email', 'magiclink', 'signup', 'sms']),
  })
  .refine((body) => (body.type === 'sms' ? Boolean(body.phone) : Boolean(body.email)), {
    message: 'A code of type sms goes with a phone number, the other types with an e-mail address.',
  });

export const resendBodySchema = z
  .object({
    email: otpEmailSchema.optional(),
    phone: phoneSchema.optional(),
    type: z.enum(['signup', 'sms', 'email_change', 'phone_change']),
    ...pkceFields,
  })
  .refine((body) => (body.type === 'sms' ? Boolean(body.phone) : Boolean(body.email)), {
    message: 'Resending type sms needs a phone number; signup needs an e-mail address.',
  });

const recipientOf = (body: { email?: string; phone?: string }): Recipient =>
  body.phone
    ? { channel: 'phone', address: body.phone }
    : { channel: 'email', address: body.email! };

// Errors ----------------------------------------------------------------------------------------

/** GoTrue answers every unusable code alike: 403 otp_expired. */
const otpInvalid = () => localizedError(403, 'otp_expired', 'error.auth.otpInvalid');
const otpVoided = () => localizedError(403, 'otp_expired', 'error.auth.otpTooManyAttempts');
const sendLimitCode = (channel: Channel) =>
  channel === 'phone' ? 'over_sms_send_rate_limit' : 'over_email_send_rate_limit';

// Storage ---------------------------------------------------------------------------------------

/** The code is kept only as a hash bound to its person and channel. */
const codeHash = (userId: string, channel: Channel, code: string) =>
  hashToken(`otp:${userId}:${channel}:${code}`);

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

function findUser(db: repo.Db, recipient: Recipient) {
  return recipient.channel === 'email'
    ? repo.findUserByEmail(db, recipient.address)
    : db
        .selectFrom('auth.users')
        .selectAll()
        .where('phone', '=', recipient.address)
        .executeTakeFirst();
}

async function createUser(
  db: repo.Db,
  recipient: Recipient,
  metadata: Record<string, unknown>,
  client: ClientInfo,
): Promise<repo.UserRow> {
  const provider = recipient.channel;
  const email = recipient.channel === 'email' ? recipient.address : null;
  const phone = recipient.channel === 'phone' ? recipient.address : null;
  // The profile (made by a trigger from the metadata) reads the site's language and the number.
  const userMetadata = {
    locale: currentLocale(),
    ...(phone ? { phone: `+${phone}` } : {}),
    ...metadata,
  };
  const user = await db
    .insertInto('auth.users')
    .values({
      email,
      phone,
      raw_user_meta_data: JSON.stringify(userMetadata),
      raw_app_meta_data: JSON.stringify({ provider, providers: [provider] }),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await repo.upsertIdentity(db, {
    userId: user.id,
    provider,
    providerId: user.id,
    email,
    data: {
      sub: user.id,
      ...(email ? { email } : { phone }),
      email_verified: false,
      phone_verified: false,
    },
  });
  await repo.insertAudit(db, {
    userId: user.id,
    action: 'user_signedup',
    payload: { provider, method: 'otp' },
    ip: client.ip,
  });
  return user;
}

/** Counts one send to this address or number in the shared Postgres rate-limit table. */
async function assertUnderAddressLimit(ctx: AppContext, recipient: Recipient) {
  const limit = ctx.config.rateLimits.otpAddress;
  const { hits, ttl } = await countHit(
    ctx.database.db,
    `otp-send:${recipient.channel}:${recipient.address}`,
    limit.windowMs,
  );
  if (hits > limit.max) {
    const error = localizedError(
      429,
      sendLimitCode(recipient.channel),
      'error.auth.otpAddressLimit',
      {
        minutes: Math.max(1, Math.ceil(ttl / 60_000)),
      },
    );
    error.headers['retry-after'] = String(Math.max(1, Math.ceil(ttl / 1000)));
    throw error;
  }
}

// Messages --------------------------------------------------------------------------------------

const minutes = OTP_LIFETIME_MS / 60_000;

export function otpMail(to: string, code: string, link: string, locale: Locale): Mail {
  const t = translator(locale);
  return {
    to,
    subject: t('mail.otp.subject', { code }),
    ...mailLayout(locale, {
      title: t('mail.otp.title', { code }),
      intro: t('mail.otp.intro', { email: to, code }),
      action: t('mail.otp.action'),
      link,
      outro: t('mail.otp.outro', { minutes }),
    }),
  };
}

function smsProvider(ctx: AppContext): SmsProvider {
  const provider = createSmsProvider(ctx.config.sms);
  if (!provider)
    throw localizedError(422, 'phone_provider_disabled', 'error.auth.phoneUnavailable');
  return provider;
}

type Outgoing =
  { kind: 'mail'; mail: Mail } | { kind: 'sms'; to: string; text: string } | { kind: 'none' };

async function deliver(ctx: AppContext, outgoing: Outgoing): Promise<{ message_id?: string }> {
  if (outgoing.kind === 'mail') {
    await sendOrExplain(ctx, outgoing.mail);
    return {};
  }
  if (outgoing.kind === 'sms') {
    try {
      const result = await smsProvider(ctx).send({ to: outgoing.to, text: outgoing.text });
      return result.providerId ? { message_id: result.providerId } : {};
    } catch (error) {
      ctx.log.error({ err: error }, 'sending a sign-in code by SMS failed');
      throw localizedError(500, 'sms_send_failed', 'error.auth.smsSendFailed');
    }
  }
  return {};
}

/**
 * Issues a new code for a person (replacing any earlier one) and returns what to send once the
 * transaction has committed: by e-mail the code and a magic link, by SMS the code.
 */
async function issueCode(
  ctx: AppContext,
  db: repo.Db,
  user: repo.UserRow,
  recipient: Recipient,
  options: { redirectTo: string; pkce: PkceStart },
): Promise<Outgoing> {
  const previous = await db
    .selectFrom('auth.otp_codes')
    .select('created_at')
    .where('user_id', '=', user.id)
    .where('channel', '=', recipient.channel)
    .executeTakeFirst();
  const waitMs = previous
    ? OTP_RESEND_INTERVAL_MS - (Date.now() - new Date(previous.created_at).getTime())
    : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    const error = localizedError(429, sendLimitCode(recipient.channel), 'error.auth.resendWait', {
      seconds,
    });
    error.headers['retry-after'] = String(seconds);
    throw error;
  }
  const code = newCode();
  const row = {
    user_id: user.id,
    channel: recipient.channel,
    code_hash: codeHash(user.id, recipient.channel, code),
    attempts: 0,
    expires_at: new Date(Date.now() + OTP_LIFETIME_MS),
    created_at: new Date(),
  };
  await db
    .insertInto('auth.otp_codes')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'channel']).doUpdateSet({
        code_hash: row.code_hash,
        attempts: 0,
        expires_at: row.expires_at,
        created_at: row.created_at,
      }),
    )
    .execute();
  const locale = await localeOfUser(db, user.id);
  if (recipient.channel === 'phone') {
    return {
      kind: 'sms',
      to: `+${recipient.address}`,
      text: translator(locale)('sms.otp', { code, minutes }),
    };
  }
  const link = await createEmailLink(
    ctx,
    db,
    user,
    'confirmation_token',
    options.redirectTo,
    options.pkce,
    { type: 'magiclink', lifetimeMs: OTP_LIFETIME_MS },
  );
  return { kind: 'mail', mail: otpMail(recipient.address, code, link, locale) };
}

// Endpoints -------------------------------------------------------------------------------------

/** POST /otp: signInWithOtp({ email }) mails a code and a magic link, ({ phone }) texts a code. */
export async function requestOtp(
  ctx: AppContext,
  body: z.infer<typeof otpBodySchema>,
  redirectTo: string,
  client: ClientInfo,
): Promise<{ message_id?: string }> {
  const recipient = recipientOf(body);
  if (recipient.channel === 'phone') smsProvider(ctx);
  await assertUnderAddressLimit(ctx, recipient);
  const outgoing = await ctx.database.db.transaction().execute(async (db) => {
    let user = await findUser(db, recipient);
    if (!user) {
      if (body.create_user === false)
        throw localizedError(422, 'otp_disabled', 'error.auth.otpSignupDisabled');
      user = await createUser(db, recipient, body.data ?? {}, client);
    }
    const prepared = await issueCode(ctx, db, user, recipient, {
      redirectTo,
      pkce: normalizePkce(body),
    });
    await repo.insertAudit(db, {
      userId: user.id,
      action: 'user_otp_requested',
      payload: { channel: recipient.channel },
      ip: client.ip,
    });
    return prepared;
  });
  return deliver(ctx, outgoing);
}

/**
 * POST /resend: `sms` texts a new code to a number that has an account; `signup` mails the
 * confirmation link again to an address not yet confirmed. The answer never says whether an
 * account exists.
 */
export async function resend(
  ctx: AppContext,
  body: z.infer<typeof resendBodySchema>,
  redirectTo: string,
  client: ClientInfo,
): Promise<{ message_id?: string }> {
  if (body.type === 'email_change' || body.type === 'phone_change')
    throw validationFailed('Changing the e-mail address or phone number is not available.');
  const recipient = recipientOf(body);
  if (recipient.channel === 'phone') smsProvider(ctx);
  await assertUnderAddressLimit(ctx, recipient);
  const outgoing = await ctx.database.db.transaction().execute(async (db): Promise<Outgoing> => {
    const user = await findUser(db, recipient);
    if (!user) return { kind: 'none' };
    if (body.type === 'sms') {
      return issueCode(ctx, db, user, recipient, { redirectTo, pkce: undefined });
    }
    if (user.email_confirmed_at) return { kind: 'none' };
    assertCanSendAgain(user.confirmation_sent_at);
    const mail = await prepareEmailLink(
      ctx,
      db,
      user,
      'confirmation_token',
      redirectTo,
      normalizePkce(body),
    );
    await repo.updateUser(db, user.id, { confirmation_sent_at: new Date() });
    await repo.insertAudit(db, {
      userId: user.id,
      action: 'user_confirmation_requested',
      ip: client.ip,
    });
    return { kind: 'mail', mail };
  });
  return deliver(ctx, outgoing);
}

type VerifyOutcome =
  { kind: 'session'; response: SessionResponse } | { kind: 'wrong'; voided: boolean };

/** POST /verify with a code: verifyOtp({ email | phone, token, type }) answers a session. */
export async function verifyOtp(
  ctx: AppContext,
  body: z.infer<typeof verifyOtpBodySchema>,
  client: ClientInfo,
): Promise<SessionResponse> {
  const recipient = recipientOf(body);
  const outcome = await ctx.database.db
    .transaction()
    .execute(async (db): Promise<VerifyOutcome> => {
      const found = await findUser(db, recipient);
      if (!found) return { kind: 'wrong', voided: false };
      const row = await db
        .selectFrom('auth.otp_codes')
        .selectAll()
        .where('user_id', '=', found.id)
        .where('channel', '=', recipient.channel)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { kind: 'wrong', voided: false };
      const key = (db: repo.Db) =>
        db
          .deleteFrom('auth.otp_codes')
          .where('user_id', '=', found.id)
          .where('channel', '=', recipient.channel);
      if (new Date(row.expires_at) <= new Date()) {
        await key(db).execute();
        return { kind: 'wrong', voided: false };
      }
      if (!sameHash(row.code_hash, codeHash(found.id, recipient.channel, body.token))) {
        const attempts = row.attempts + 1;
        if (attempts >= OTP_MAX_ATTEMPTS) await key(db).execute();
        else
          await db
            .updateTable('auth.otp_codes')
            .set({ attempts })
            .where('user_id', '=', found.id)
            .where('channel', '=', recipient.channel)
            .execute();
        await repo.insertAudit(db, {
          userId: found.id,
          action: 'login_failed',
          payload: { method: 'otp', channel: recipient.channel, reason: 'wrong_code', attempts },
          ip: client.ip,
        });
        return { kind: 'wrong', voided: attempts >= OTP_MAX_ATTEMPTS };
      }
      // Single use: the code goes, and so does the magic link mailed with it.
      await key(db).execute();
      let user = found;
      if (recipient.channel === 'email') {
        await db
          .deleteFrom('auth.one_time_tokens')
          .where('user_id', '=', user.id)
          .where('token_type', '=', 'confirmation_token')
          .execute();
        if (!user.email_confirmed_at) {
          // Whoever signed up with this address and a password never proved they own it: the
          // owner of the mailbox now has, so that password goes (pre-account takeover).
          user = await repo.updateUser(db, user.id, {
            email_confirmed_at: new Date(),
            encrypted_password: null,
          });
          await sql`update auth.identities set identity_data = jsonb_set(identity_data, '{email_verified}', 'true')
                  where user_id = ${user.id} and provider = 'email'`.execute(db);
          await repo.insertAudit(db, { userId: user.id, action: 'user_confirmed', ip: client.ip });
        }
      } else if (!user.phone_confirmed_at) {
        user = await db
          .updateTable('auth.users')
          .set({ phone_confirmed_at: new Date(), updated_at: new Date() })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await sql`update auth.identities set identity_data = jsonb_set(identity_data, '{phone_verified}', 'true')
                where user_id = ${user.id} and provider = 'phone'`.execute(db);
        await repo.insertAudit(db, { userId: user.id, action: 'user_confirmed', ip: client.ip });
      }
      const response = await startSession(ctx, db, user, 'otp', client);
      await repo.insertAudit(db, {
        userId: user.id,
        action: 'login',
        payload: { method: 'otp', channel: recipient.channel },
        ip: client.ip,
      });
      return { kind: 'session', response };
    });
  // A wrong try is counted (committed) before it is refused.
  if (outcome.kind === 'wrong') throw outcome.voided ? otpVoided() : otpInvalid();
  return outcome.response;
}
