import type { SmsConfig } from '../../../config/env.js';
import { joinUrl, request, SmsError, type SmsProvider } from './types.js';

/**
 * Twilio's Messages API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP basic auth
 * (Account SID : Auth Token), form-encoded `To`, `From`, `Body`. WhatsApp is the same call with
 * both numbers prefixed `whatsapp:`. Twilio answers 201 with the message's `sid`, or an error
 * object `{code, message}`.
 */
export function twilio(config: SmsConfig): SmsProvider {
  const sid = config.accountSid!;
  const url = joinUrl(
    config.apiUrl ?? 'https://api.twilio.com',
    `/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`,
  );
  const auth = Buffer.from(`${sid}:${config.authToken!}`).toString('base64');
  const address = (phone: string) => (config.channel === 'whatsapp' ? `whatsapp:${phone}` : phone);
  return {
    name: 'twilio',
    channel: config.channel,
    async send(message) {
      const response = await request(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          To: address(message.to),
          From: address(config.sender!),
          Body: message.text,
        }).toString(),
      });
      const answer = await response.text();
      let parsed: { sid?: string; message?: string } = {};
      try {
        parsed = JSON.parse(answer) as typeof parsed;
      } catch {
        // Not JSON: judged by the status below.
      }
      if (!response.ok) throw new SmsError('Twilio', response.status, parsed.message ?? answer);
      return { providerId: parsed.sid ?? null };
    },
  };
}
