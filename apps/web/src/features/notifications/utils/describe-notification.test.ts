import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@/features/i18n/i18n';
import type { AppNotification } from '../api/notifications';
import { catalogue } from '../catalogue';
import { describeNotification, type Translate } from './describe-notification';

const t: Translate = (id, values) => i18n._(id, values);
const notification = (kind: string, params: Record<string, unknown>): AppNotification => ({
  id: 'n1',
  kind,
  params: params as Record<string, string>,
  link: null,
  read_at: null,
  created_at: '2026-11-26T04:00:00Z',
});

describe('describeNotification: reminders', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  afterAll(() => activateLocale('en'));

  it('puts each reminder into words with its values', () => {
    expect(
      describeNotification(
        notification('reminder_check_in', {
          org: 'Narmada Textiles',
          shift: 'Day shift',
          time: '09:00',
          date: '2026-12-01',
        }),
        t,
        'en',
      ),
    ).toEqual({
      title: 'You have not checked in yet',
      body: 'Day shift started at 09:00 on 1 Dec 2026 in Narmada Textiles. Check in now, or ask for a correction if you are already here.',
      note: null,
    });
    // Counts arrive as numbers and choose the plural.
    expect(
      describeNotification(
        notification('reminder_requests', { org: 'Narmada Textiles', count: 1 }),
        t,
        'en',
      )?.title,
    ).toBe('1 request waits for your decision');
    expect(
      describeNotification(
        notification('reminder_low_attendance', {
          org: 'Narmada Textiles',
          percent: 62.5,
          minimum: 75,
          days: 30,
        }),
        t,
        'en',
      )?.body,
    ).toBe(
      'Over the last 30 days your attendance in Narmada Textiles was 62.5%, below the minimum of 75%.',
    );
  });

  it('reads them in Hindi', async () => {
    await activateLocale('hi');
    await catalogue.ready();
    expect(
      describeNotification(
        notification('reminder_kiosk_offline', {
          org: 'Narmada Textiles',
          device: 'Gate 2',
          time: '08:10',
          date: '2026-12-03',
        }),
        t,
        'hi',
      )?.title,
    ).toBe('कियॉस्क "Gate 2" ऑफ़लाइन है');
  });
});

describe('describeNotification: direct messages', () => {
  afterAll(() => activateLocale('en'));

  it('names the sender and counts the messages waiting, in English and Hindi', async () => {
    await activateLocale('en');
    await catalogue.ready();
    const one = notification('direct_message', {
      person: 'Kabir Das',
      excerpt: 'Sir, is the test tomorrow?',
      count: 1,
    });
    expect(describeNotification(one, t, 'en')).toEqual({
      title: 'Kabir Das sent you a message',
      body: 'Sir, is the test tomorrow?',
      note: null,
    });
    const three = notification('direct_message', {
      person: 'Kabir Das',
      excerpt: 'Chapters 4 and 5?',
      count: 3,
    });
    expect(describeNotification(three, t, 'en')?.title).toBe('Kabir Das sent you 3 messages');
    await activateLocale('hi');
    await catalogue.ready();
    expect(describeNotification(three, t, 'hi')?.title).toBe('Kabir Das ने आपको 3 संदेश भेजे');
  });
});

describe('describeNotification: messages in a channel', () => {
  afterAll(() => activateLocale('en'));

  it('names the group, counts the messages waiting and quotes the latest, in English and Hindi', async () => {
    await activateLocale('en');
    await catalogue.ready();
    const one = notification('message_new', {
      person: 'Ravi Kumar',
      group: 'Class 8 A',
      excerpt: 'Bring your atlas.',
      count: 1,
    });
    expect(describeNotification(one, t, 'en')).toEqual({
      title: 'New message in Class 8 A',
      body: 'Ravi Kumar: Bring your atlas.',
      note: null,
    });
    const four = notification('message_new', {
      person: 'Priya Sharma',
      group: 'Class 8 A',
      excerpt: '',
      count: 4,
    });
    expect(describeNotification(four, t, 'en')).toEqual({
      title: '4 new messages in Class 8 A',
      body: 'The latest message in Class 8 A was deleted.',
      note: null,
    });
    await activateLocale('hi');
    await catalogue.ready();
    expect(describeNotification(four, t, 'hi')?.title).toBe('Class 8 A में 4 नए संदेश');
  });
});
