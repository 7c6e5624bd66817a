import type { SmsConfig } from '../../../config/env.js';
import { joinUrl, request, SmsError, type SmsProvider, withoutPlus } from './types.js';

/**
 * Gupshup. WhatsApp: `POST /wa/api/v1/msg` with header `apikey`, form-encoded `channel=whatsapp`,
 * `source` (the business number), `destination`, `message` (JSON `{"type":"text","text":…}`) and
 * `src.name`; answers 202 `{"status":"submitted","messageId":…}`. SMS: `POST /sm/api/v1/msg`, the
 * same form with `channel=sms`. Numbers go without the plus.
 */
export function gupshup(config: SmsConfig): SmsProvider {
  const whatsapp = config.channel === 'whatsapp';
  const url = joinUrl(
    config.apiUrl ?? 'https://api.gupshup.io',
    whatsapp ? '/wa/api/v1/msg' : '/sm/api/v1/msg',
  );
  return {
    name: 'gupshup',
    channel: config.channel,
    async send(message) {
      const form = new URLSearchParams({
        channel: whatsapp ? 'whatsapp' : 'sms',
        source: withoutPlus(config.sender!),
        destination: withoutPlus(message.to),
        message: whatsapp ? JSON.stringify({ type: 'text', text: message.text }) : message.text,
        'src.name': config.sender!,
      });
      const response = await request(url, {
        method: 'POST',
        headers: {
          apikey: config.apiKey!,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
      });
      const answer = await response.text();
      let parsed: { status?: string; messageId?: string; message?: string } = {};
      try {
        parsed = JSON.parse(answer) as typeof parsed;
      } catch {
        // Not JSON: judged by the status below.
      }
      if (!response.ok || parsed.status !== 'submitted')
        throw new SmsError('Gupshup', response.status, parsed.message ?? answer);
      return { providerId: parsed.messageId ?? null };
    },
  };
}
