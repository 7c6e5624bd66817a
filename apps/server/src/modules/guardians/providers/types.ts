/** One text message to one phone number (E.164), by SMS or WhatsApp. */
export type SmsMessage = { to: string; text: string };

/** What the provider answered: its id for the message, when it gives one. */
export type SmsResult = { providerId: string | null };

/**
 * An SMS/WhatsApp gateway. `send` resolves once the provider accepted the message and throws
 * with the provider's reason when it did not (the delivery log shows that reason).
 */
export type SmsProvider = {
  name: 'http' | 'msg91' | 'twilio' | 'gupshup';
  channel: 'sms' | 'whatsapp';
  send(message: SmsMessage): Promise<SmsResult>;
};

/** A provider's refusal, with the status and the start of its answer. */
export class SmsError extends Error {
  constructor(provider: string, status: number, body: string) {
    super(`${provider} answered ${status}: ${body.replace(/\s+/g, ' ').trim().slice(0, 200)}`);
    this.name = 'SmsError';
  }
}

/** Fetch with a time limit, so a hung gateway cannot hold the sweep. */
export async function request(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
}

/** +919876543210 → 919876543210 (MSG91 and Gupshup take the number without the plus). */
export const withoutPlus = (phone: string) => phone.replace(/^\+/, '');

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
