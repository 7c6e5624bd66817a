import type { SmsConfig } from '../../../config/env.js';
import { request, SmsError, type SmsMessage, type SmsProvider } from './types.js';

type Values = Record<'to' | 'text' | 'sender', string>;

const fill = (template: string, values: Values, escape: (value: string) => string) =>
  template.replace(/\{(to|text|sender)\}/g, (_, key: keyof Values) => escape(values[key]));

/** A value inside a JSON string literal: JSON.stringify without its quotes. */
const jsonEscape = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * A generic HTTP gateway (many Indian resellers expose one): SMS_API_URL is the request URL and
 * SMS_HTTP_BODY the body, with {to}, {text} and {sender} filled in — URL-encoded in the URL and
 * in form bodies, JSON-escaped in JSON bodies. Any 2xx answer is success.
 */
export function httpGateway(config: SmsConfig): SmsProvider {
  const { method, body, contentType, authorization } = config.http;
  const json = /json/i.test(contentType);
  return {
    name: 'http',
    channel: config.channel,
    async send(message: SmsMessage) {
      const values: Values = { to: message.to, text: message.text, sender: config.sender ?? '' };
      const url = fill(config.apiUrl!, values, encodeURIComponent);
      const headers: Record<string, string> = {};
      if (authorization) headers.authorization = authorization;
      let payload: string | undefined;
      if (method === 'POST') {
        headers['content-type'] = contentType;
        payload = body
          ? fill(body, values, json ? jsonEscape : encodeURIComponent)
          : json
            ? JSON.stringify(values)
            : new URLSearchParams(values).toString();
      }
      const response = await request(url, { method, headers, body: payload });
      const answer = await response.text();
      if (!response.ok) throw new SmsError('The SMS gateway', response.status, answer);
      return { providerId: null };
    },
  };
}
