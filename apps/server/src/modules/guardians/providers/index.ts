import type { SmsConfig } from '../../../config/env.js';
import { gupshup } from './gupshup.js';
import { httpGateway } from './http-gateway.js';
import { msg91 } from './msg91.js';
import { twilio } from './twilio.js';
import type { SmsProvider } from './types.js';

export type { SmsMessage, SmsProvider } from './types.js';

/** The configured SMS/WhatsApp gateway, or undefined when SMS_PROVIDER is none. */
export function createSmsProvider(config: SmsConfig | undefined): SmsProvider | undefined {
  if (!config) return undefined;
  switch (config.provider) {
    case 'http':
      return httpGateway(config);
    case 'msg91':
      return msg91(config);
    case 'twilio':
      return twilio(config);
    case 'gupshup':
      return gupshup(config);
  }
}

/** The reason recorded on an SMS delivery when no gateway is configured. */
export const SMS_NOT_CONFIGURED = 'SMS is not configured';
