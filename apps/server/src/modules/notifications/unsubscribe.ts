import { DEFAULT_LOCALE, isLocale, type Locale } from '@ias/shared';
import type { AppContext } from '../../app-context.js';
import { translator } from '../../lib/i18n.js';
import { escapeHtml } from '../../lib/mail.js';
import { isNotificationKind, kindName } from './render-notification.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

type Page = { status: number; html: string };

function page(locale: Locale, body: string): string {
  const t = translator(locale);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t('notification.unsubscribe.title'))} · ${escapeHtml(t('product.name'))}</title></head>
<body style="font-family:system-ui,'Noto Sans Devanagari','Nirmala UI',sans-serif;color:#0f172a;max-width:480px;margin:auto;padding:24px;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(t('notification.unsubscribe.title'))}</h1>
${body}
<p style="font-size:13px;color:#475569">— ${escapeHtml(t('product.name'))}</p>
</body></html>`;
}

async function whoAndKind(ctx: AppContext, token: string) {
  const named = readUnsubscribeToken(ctx.keys.secret, token);
  if (!named || !isNotificationKind(named.kind)) return null;
  const { rows } = await ctx.database.pool.query<{ email: string; locale: string | null }>(
    `select u.email, p.locale from auth.users u left join public.profiles p on p.id = u.id
      where u.id = $1`,
    [named.userId],
  );
  const person = rows[0];
  if (!person) return null;
  const locale = isLocale(person.locale) ? person.locale : DEFAULT_LOCALE;
  return { ...named, kind: named.kind, email: person.email, locale };
}

const invalid = (): Page => {
  const t = translator(DEFAULT_LOCALE);
  return {
    status: 400,
    html: page(DEFAULT_LOCALE, `<p>${escapeHtml(t('notification.unsubscribe.invalid'))}</p>`),
  };
};

/**
 * GET of an unsubscribe link: asks to confirm (mail scanners follow links, so a GET changes
 * nothing), in the person's language.
 */
export async function unsubscribePage(ctx: AppContext, token: string): Promise<Page> {
  const named = await whoAndKind(ctx, token);
  if (!named) return invalid();
  const t = translator(named.locale);
  const kind = kindName(named.locale, named.kind);
  const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    status: 200,
    html: page(
      named.locale,
      `<p>${escapeHtml(t('notification.unsubscribe.confirm', { kind, email: named.email }))}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" style="background:#4f46e5;color:#fff;border:0;padding:10px 18px;border-radius:8px;font:inherit;cursor:pointer">${escapeHtml(t('notification.unsubscribe.button'))}</button></form>`,
    ),
  };
}

/** POST (the page's button, or a mail client's one-click unsubscribe): e-mail off for the kind. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<Page> {
  const named = await whoAndKind(ctx, token);
  if (!named) return invalid();
  await ctx.database.pool.query(
    `insert into public.notification_preferences (user_id, kind, in_app, email, push)
     select $1, k.kind, k.in_app_default, false, k.push_default
       from public.notification_kinds k where k.kind = $2
     on conflict (user_id, kind) do update set email = false, updated_at = now()`,
    [named.userId, named.kind],
  );
  const t = translator(named.locale);
  const kind = kindName(named.locale, named.kind);
  return {
    status: 200,
    html: page(
      named.locale,
      `<p role="status">${escapeHtml(t('notification.unsubscribe.done', { kind }))}</p>`,
    ),
  };
}
