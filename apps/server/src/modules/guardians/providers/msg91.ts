import type { SmsConfig } from '../../../config/env.js';
import { joinUrl, request, SmsError, type SmsProvider, withoutPlus } from './types.js';

/**
 * MSG91's Flow API (`POST /api/v5/flow/`, header `authkey`): India's DLT rules need a registered
 * template, whose one variable `##text##` carries the message. Numbers go without the plus.
 * MSG91 answers 200 with `{"type":"success","message":"<request id>"}` or `"type":"error"`.
 */
export function msg91(config: SmsConfig): SmsProvider {
  const url = joinUrl(config.apiUrl ?? 'https://control.msg91.com', '/api/v5/flow/');
  return {
    name: 'msg91',
    channel: config.channel,
    async send(message) {
      const response = await request(url, {
        method: 'POST',
        headers: {
          authkey: config.apiKey!,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: config.templateId,
          sender: config.sender,
          short_url: '0',
          recipients: [{ mobiles: withoutPlus(message.to), text: message.text }],
        }),
      });
      const answer = await response.text();
      let parsed: { type?: string; message?: string } = {};
      try {
        parsed = JSON.parse(answer) as typeof parsed;
      } catch {
        // Not JSON: judged by the status below.
      }
      if (!response.ok || parsed.type !== 'success')
        throw new SmsError('MSG91', response.status, parsed.message ?? answer);
      return { providerId: parsed.message ?? null };
    },
  };
}
