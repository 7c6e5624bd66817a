import { escapeHtml, type Mail } from '../../lib/mail.js';

const PRODUCT = 'Intelligent Attendance System';

function layout(
  title: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): Pick<Mail, 'text' | 'html'> {
  const text = `${title}\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\n— ${PRODUCT}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, open this link: <br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>
<p style="font-size:13px;color:#475569">— ${PRODUCT}</p>
</body></html>`;
  return { text, html };
}

export function confirmationMail(to: string, link: string): Mail {
  return {
    to,
    subject: `Confirm your e-mail for ${PRODUCT}`,
    ...layout(
      'Confirm your e-mail address',
      `Welcome to ${PRODUCT}. Please confirm that ${to} is your e-mail address to finish creating your account.`,
      'Confirm my e-mail',
      link,
      'This link works once and expires in 24 hours. If you did not sign up, you can ignore this message.',
    ),
  };
}

export function recoveryMail(to: string, link: string): Mail {
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    ...layout(
      'Reset your password',
      `Someone (hopefully you) asked to reset the password of the ${PRODUCT} account for ${to}.`,
      'Choose a new password',
      link,
      'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this message; your password stays the same.',
    ),
  };
}
