import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  LOCALES,
  localeFromAcceptLanguage,
} from '@ias/shared';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { type Catalogue, en, type MessageId } from '../i18n/en.js';
import { hi } from '../i18n/hi.js';

export type { MessageId };
export type MessageValues = Record<string, string | number>;

export const CATALOGUES: Record<Locale, Catalogue> = { en, hi };

// One Lingui instance per language, compiled once at start (the server has no build step for
// catalogues; the web compiles them at build time).
const instances = new Map<Locale, I18n>(
  LOCALES.map((locale) => {
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.loadAndActivate({ locale, messages: CATALOGUES[locale] });
    return [locale, i18n];
  }),
);

/** A server message in `locale`; plurals and values interpolated by Lingui. */
export function translate(locale: Locale, id: MessageId, values?: MessageValues): string {
  return instances.get(locale)!._(id, values);
}

/** translate() with the language fixed. */
export const translator =
  (locale: Locale) =>
  (id: MessageId, values?: MessageValues): string =>
    translate(locale, id, values);

const requestLocale = new AsyncLocalStorage<Locale>();

/** The language of the request being answered (English outside one). */
export const currentLocale = (): Locale => requestLocale.getStore() ?? DEFAULT_LOCALE;

/**
 * An onRequest hook for a module's routes: errors thrown while answering are written in the
 * caller's language, which the web sends as Accept-Language (the language chosen on the site).
 */
export function withRequestLocale(
  request: FastifyRequest,
  _reply: unknown,
  done: () => void,
): void {
  requestLocale.run(localeFromAcceptLanguage(request.headers['accept-language']), done);
}

/** A person's language from their profile (English when there is none). */
export async function localeOfUser<T>(db: Kysely<T>, userId: string): Promise<Locale> {
  const { rows } = await sql<{
    locale: string;
  }>`select locale from public.profiles where id = ${userId}`.execute(db);
  const locale = rows[0]?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A person's language found by e-mail address, for mails to someone who may have an account. */
export async function localeOfEmail<T>(db: Kysely<T>, email: string): Promise<Locale | undefined> {
  const { rows } = await sql<{
    locale: string;
  }>`select locale from public.profiles where lower(email) = lower(${email}) limit 1`.execute(db);
  const locale = rows[0]?.locale;
  return isLocale(locale) ? locale : undefined;
}
