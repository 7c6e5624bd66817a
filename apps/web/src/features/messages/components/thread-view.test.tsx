import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type * as threadApi from '../api/thread';
import { fetchMessages, fetchMessagesBefore, sendMessage, THREAD_PAGE_SIZE } from '../api/thread';
import type { ConversationSummary, Message } from '../api/types';
import { catalogue } from '../catalogue';
import { ThreadView } from './thread-view';

// Pages of five messages keep the rendered lists small.
vi.mock('../api/thread', async (importOriginal) => ({
  ...(await importOriginal<typeof threadApi>()),
  THREAD_PAGE_SIZE: 5,
  fetchMessages: vi.fn(),
  fetchMessagesBefore: vi.fn(),
  fetchReactions: vi.fn(async () => []),
  sendMessage: vi.fn(),
}));
vi.mock('../api/conversations', () => ({
  fetchConversationPeople: vi.fn(async () => [
    { member_id: 'me', full_name: 'Asha Verma', last_read_at: null },
  ]),
  markConversationRead: vi.fn(async () => undefined),
  setConversationMuted: vi.fn(async () => undefined),
}));
vi.mock('../api/live', () => ({
  openConversationChannel: vi.fn(() => new Promise(() => undefined)),
  closeChannel: vi.fn(async () => undefined),
}));

const CONVERSATION = {
  id: 'c1',
  kind: 'channel',
  title: 'Class 7-A',
  my_member_id: 'me',
  can_post: true,
  muted: false,
  other_member_id: null,
} as ConversationSummary;

/** Message number `n` of the conversation, one minute apart, oldest first. */
const message = (n: number): Message => ({
  id: `m${n}`,
  conversation_id: 'c1',
  author_id: 'me',
  body: `Message number ${n}`,
  created_at: new Date(Date.UTC(2026, 10, 1) + n * 60_000).toISOString(),
  edited_at: null,
  deleted_at: null,
  attachments: [],
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));

beforeAll(async () => {
  await activateLocale('en');
  await catalogue.ready();
});
beforeEach(() => {
  vi.mocked(fetchMessages).mockReset();
  vi.mocked(fetchMessagesBefore).mockReset();
  vi.mocked(sendMessage).mockReset();
});
afterEach(cleanup);

describe('ThreadView: earlier messages', { timeout: 20_000 }, () => {
  it('loads earlier pages above the latest on request, until there are no more', async () => {
    const total = THREAD_PAGE_SIZE * 2 + 3;
    const all = range(1, total);
    vi.mocked(fetchMessages).mockResolvedValue(all.slice(-THREAD_PAGE_SIZE));
    vi.mocked(fetchMessagesBefore).mockImplementation(async (_id, before) =>
      all.filter((m) => m.created_at < before).slice(-THREAD_PAGE_SIZE),
    );
    const user = userEvent.setup();
    renderWithProviders(<ThreadView conversation={CONVERSATION} onBack={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(THREAD_PAGE_SIZE);
    expect(screen.queryByText('Message number 1')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await vi.waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(THREAD_PAGE_SIZE * 2),
    );
    expect(fetchMessagesBefore).toHaveBeenLastCalledWith(
      'c1',
      message(total - THREAD_PAGE_SIZE + 1).created_at,
    );

    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText('Message number 1')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(total);
    // Oldest first, each message once.
    expect(items[0]!.textContent).toContain('Message number 1');
    expect(items.at(-1)!.textContent).toContain(`Message number ${total}`);
    // A page shorter than a full one was the last.
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('offers no earlier page for a short conversation, and says when loading one failed', async () => {
    vi.mocked(fetchMessages).mockResolvedValueOnce(range(1, 3));
    renderWithProviders(<ThreadView conversation={CONVERSATION} onBack={() => undefined} />);
    expect(await screen.findByText('Message number 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    cleanup();

    vi.mocked(fetchMessages).mockResolvedValue(range(1000, 999 + THREAD_PAGE_SIZE));
    vi.mocked(fetchMessagesBefore).mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithProviders(<ThreadView conversation={CONVERSATION} onBack={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText(/not reachable/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show earlier messages' })).toBeTruthy();
  });
});

describe('ThreadView: a message sent while the thread is being read', { timeout: 20_000 }, () => {
  it('stays in the thread when a read that began before it was saved answers later', async () => {
    // The server as it is: the first read started before the message was saved (and answers
    // without it, late); any read after the save has it.
    let saved: Message | null = null;
    let answerFirstRead: (messages: Message[]) => void = () => undefined;
    vi.mocked(fetchMessages)
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirstRead = resolve)))
      .mockImplementation(async () => (saved ? [saved] : []));
    vi.mocked(sendMessage).mockImplementation(async ({ id, body }) => {
      saved = { ...message(1), id, body };
      return saved;
    });
    const user = userEvent.setup();
    renderWithProviders(<ThreadView conversation={CONVERSATION} onBack={() => undefined} />);
    await user.type(screen.getByLabelText('Your message'), 'Is the test on Monday?{Enter}');
    expect(await screen.findByText('Is the test on Monday?')).toBeTruthy();

    await act(async () => {
      answerFirstRead([]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('Is the test on Monday?')).toBeTruthy();
    expect(screen.queryByText(/No messages yet/)).toBeNull();
    // It was read again after the save, so what is shown is what the server holds.
    expect(fetchMessages).toHaveBeenCalledTimes(2);
  });
});
