import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { i18n } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { ApiError, apiFetch } from '@/lib/api-client';
import { MessageForm } from './message-form';

/** The catalogues, as the app provides them. */
const WithCatalogues = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));

const mockedFetch = vi.mocked(apiFetch);

function renderForm(kind: 'contact' | 'support' = 'contact') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MessageForm kind={kind} />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: WithCatalogues },
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Your name/), 'Priya Raman');
  await user.type(screen.getByLabelText(/Email/), 'priya@example.edu.in');
  await user.selectOptions(screen.getByLabelText(/Topic/), 'demo');
  await user.type(
    screen.getByLabelText(/Message/),
    'We would like a demo of the kiosk for 1,200 students.',
  );
}

describe('MessageForm', () => {
  // A block body: a function returned from beforeEach would run as a cleanup hook.
  beforeEach(() => {
    mockedFetch.mockReset();
  });
  afterEach(cleanup);

  it('shows the shared schema’s messages and sends nothing when fields are invalid', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Email/), 'priya@');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText(/valid email address/)).toBeTruthy();
    expect(screen.getByText('Please choose a topic.')).toBeTruthy();
    expect(screen.getByText('Please write your message.')).toBeTruthy();
    expect(screen.getByLabelText(/Your name/).getAttribute('aria-invalid')).toBe('true');
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it('sends a valid message and shows the reference number', async () => {
    mockedFetch.mockResolvedValue({
      reference: 'IAS-7KQ2-M9XD',
      receivedAt: '2026-11-22T04:30:00.000Z',
      kind: 'contact',
    });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByTestId('contact-reference')).textContent).toBe('IAS-7KQ2-M9XD');
    expect(mockedFetch).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      body: {
        kind: 'contact',
        name: 'Priya Raman',
        email: 'priya@example.edu.in',
        organisation: '',
        topic: 'demo',
        message: 'We would like a demo of the kiosk for 1,200 students.',
      },
    });
  });

  it('puts the server’s field errors on the fields', async () => {
    mockedFetch.mockImplementation(async () => {
      throw new ApiError(400, 'validation_failed', 'Please correct the highlighted fields.', {
        fields: { email: 'This address cannot receive mail.' },
      });
    });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('This address cannot receive mail.')).toBeTruthy();
    expect(screen.getByText('Your message was not sent')).toBeTruthy();
  });

  it('explains a rate limit and keeps what was written', async () => {
    mockedFetch.mockImplementation(async () => {
      throw new ApiError(429, 'rate_limited', 'Please wait about 10 minutes and try again.', {
        retryAfterSeconds: 600,
      });
    });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please wait before sending again')).toBeTruthy();
    expect(screen.getByText(/wait about 10 minutes/)).toBeTruthy();
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Priya Raman');
  });

  it('asks support requests for a category and keeps a default urgency', async () => {
    const user = userEvent.setup();
    renderForm('support');
    await user.click(screen.getByRole('button', { name: 'Send support request' }));
    expect(await screen.findByText('Please choose what the problem is about.')).toBeTruthy();
    const normal = screen.getByRole('radio', { name: /Normal/ }) as HTMLInputElement;
    expect(normal.checked).toBe(true);
  });
});
