import { afterEach, describe, expect, it } from 'vitest';
import type { SmsConfig } from '../../../config/env.js';
import { createSmsProvider } from './index.js';
import { type Received, startStandIn, type StandIn } from './stand-in.js';

const base = (overrides: Partial<SmsConfig>): SmsConfig => ({
  provider: 'http',
  channel: 'sms',
  apiUrl: undefined,
  sender: undefined,
  apiKey: undefined,
  accountSid: undefined,
  authToken: undefined,
  templateId: undefined,
  http: {
    method: 'POST',
    body: undefined,
    contentType: 'application/json',
    authorization: undefined,
  },
  ...overrides,
});

const TEXT = 'Sunrise School: Asha Verma was marked absent on 26 Nov 2026. “कृपया” & call.';

describe('SMS providers against stand-ins that check requests as the real APIs do', () => {
  let standIn: StandIn | undefined;
  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
  });

  it('Twilio: Messages API with basic auth and a form-encoded To, From and Body', async () => {
    standIn = await startStandIn((request: Received) => {
      const expectedAuth = `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`;
      if (request.headers.authorization !== expectedAuth)
        return { status: 401, body: { code: 20003, message: 'Authenticate' } };
      if (
        request.method !== 'POST' ||
        request.path !== '/2010-04-01/Accounts/AC123/Messages.json' ||
        request.headers['content-type'] !== 'application/x-www-form-urlencoded'
      )
        return { status: 404, body: { code: 20404, message: 'Not found' } };
      const form = new URLSearchParams(request.body);
      if (!form.get('To') || !form.get('From') || !form.get('Body'))
        return { status: 400, body: { code: 21604, message: 'A To, From and Body are required' } };
      return { status: 201, body: { sid: 'SM0001', status: 'queued' } };
    });
    const provider = createSmsProvider(
      base({
        provider: 'twilio',
        apiUrl: standIn.url,
        accountSid: 'AC123',
        authToken: 'secret-token',
        sender: '+15005550006',
      }),
    )!;
    expect(await provider.send({ to: '+919876543210', text: TEXT })).toEqual({
      providerId: 'SM0001',
    });
    const form = new URLSearchParams(standIn.received[0]!.body);
    expect(Object.fromEntries(form)).toEqual({
      To: '+919876543210',
      From: '+15005550006',
      Body: TEXT,
    });

    // WhatsApp: both numbers carry the whatsapp: prefix.
    const whatsapp = createSmsProvider(
      base({
        provider: 'twilio',
        channel: 'whatsapp',
        apiUrl: standIn.url,
        accountSid: 'AC123',
        authToken: 'secret-token',
        sender: '+14155238886',
      }),
    )!;
    await whatsapp.send({ to: '+919876543210', text: 'hi' });
    const second = new URLSearchParams(standIn.received[1]!.body);
    expect([second.get('To'), second.get('From')]).toEqual([
      'whatsapp:+919876543210',
      'whatsapp:+14155238886',
    ]);

    // A wrong token: Twilio's reason reaches the delivery log.
    const wrong = createSmsProvider(
      base({
        provider: 'twilio',
        apiUrl: standIn.url,
        accountSid: 'AC123',
        authToken: 'nope',
        sender: '+1',
      }),
    )!;
    await expect(wrong.send({ to: '+919876543210', text: 'x' })).rejects.toThrow(
      'Twilio answered 401: Authenticate',
    );
  });

  it('MSG91: the Flow API with the authkey header, the DLT template and the number without +', async () => {
    standIn = await startStandIn((request) => {
      if (request.headers.authkey !== 'msg91-key')
        return { status: 401, body: { type: 'error', message: 'Authentication failure' } };
      if (request.method !== 'POST' || request.path !== '/api/v5/flow/')
        return { status: 404, body: { type: 'error', message: 'Not found' } };
      const body = JSON.parse(request.body) as {
        template_id?: string;
        recipients?: Array<{ mobiles?: string }>;
      };
      if (!body.template_id || !/^91[0-9]{10}$/.test(body.recipients?.[0]?.mobiles ?? ''))
        return { status: 400, body: { type: 'error', message: 'Invalid template or mobile' } };
      return { status: 200, body: { type: 'success', message: '3763646c3058373530393832' } };
    });
    const provider = createSmsProvider(
      base({
        provider: 'msg91',
        apiUrl: standIn.url,
        apiKey: 'msg91-key',
        sender: 'SUNRSE',
        templateId: '6500aa',
      }),
    )!;
    expect(await provider.send({ to: '+919876543210', text: TEXT })).toEqual({
      providerId: '3763646c3058373530393832',
    });
    expect(JSON.parse(standIn.received[0]!.body)).toEqual({
      template_id: '6500aa',
      sender: 'SUNRSE',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', text: TEXT }],
    });
    const wrong = createSmsProvider(
      base({ provider: 'msg91', apiUrl: standIn.url, apiKey: 'bad', sender: 'S', templateId: 't' }),
    )!;
    await expect(wrong.send({ to: '+919876543210', text: 'x' })).rejects.toThrow(
      'MSG91 answered 401: Authentication failure',
    );
  });

  it('Gupshup: WhatsApp and SMS messages with the apikey header, form-encoded', async () => {
    standIn = await startStandIn((request) => {
      if (request.headers.apikey !== 'gs-key')
        return { status: 401, body: { status: 'error', message: 'Authentication Failed' } };
      const form = new URLSearchParams(request.body);
      const expectedPath = form.get('channel') === 'whatsapp' ? '/wa/api/v1/msg' : '/sm/api/v1/msg';
      if (request.path !== expectedPath || !form.get('destination') || !form.get('message'))
        return { status: 400, body: { status: 'error', message: 'Invalid request' } };
      return { status: 202, body: { status: 'submitted', messageId: `gs-${request.path}` } };
    });
    const whatsapp = createSmsProvider(
      base({
        provider: 'gupshup',
        channel: 'whatsapp',
        apiUrl: standIn.url,
        apiKey: 'gs-key',
        sender: '917834811114',
      }),
    )!;
    expect(await whatsapp.send({ to: '+919876543210', text: TEXT })).toEqual({
      providerId: 'gs-/wa/api/v1/msg',
    });
    const form = new URLSearchParams(standIn.received[0]!.body);
    expect(form.get('channel')).toBe('whatsapp');
    expect(form.get('source')).toBe('917834811114');
    expect(form.get('destination')).toBe('919876543210');
    expect(JSON.parse(form.get('message')!)).toEqual({ type: 'text', text: TEXT });

    const sms = createSmsProvider(
      base({ provider: 'gupshup', apiUrl: standIn.url, apiKey: 'gs-key', sender: 'SUNRSE' }),
    )!;
    await sms.send({ to: '+919876543210', text: TEXT });
    expect(standIn.received[1]!.path).toBe('/sm/api/v1/msg');
    expect(new URLSearchParams(standIn.received[1]!.body).get('message')).toBe(TEXT);
  });

  it('the generic HTTP gateway fills its URL and body templates, escaped for each', async () => {
    standIn = await startStandIn((request) =>
      request.headers.authorization === 'Bearer gw-token'
        ? { status: 200, body: 'OK' }
        : { status: 403, body: 'forbidden' },
    );
    const json = createSmsProvider(
      base({
        apiUrl: `${standIn.url}/send?route=4&to={to}`,
        sender: 'SUNRSE',
        http: {
          method: 'POST',
          body: '{"mobile":"{to}","message":"{text}","from":"{sender}"}',
          contentType: 'application/json',
          authorization: 'Bearer gw-token',
        },
      }),
    )!;
    await json.send({ to: '+919876543210', text: TEXT });
    const first = standIn.received[0]!;
    expect(first.query.get('to')).toBe('+919876543210');
    expect(JSON.parse(first.body)).toEqual({
      mobile: '+919876543210',
      message: TEXT,
      from: 'SUNRSE',
    });

    const get = createSmsProvider(
      base({
        apiUrl: `${standIn.url}/api?msg={text}&phone={to}`,
        http: {
          method: 'GET',
          body: undefined,
          contentType: 'application/json',
          authorization: undefined,
        },
      }),
    )!;
    await expect(get.send({ to: '+919876543210', text: TEXT })).rejects.toThrow(
      'The SMS gateway answered 403: forbidden',
    );
    expect(standIn.received[1]!.method).toBe('GET');
    expect(standIn.received[1]!.query.get('msg')).toBe(TEXT);
  });
});
