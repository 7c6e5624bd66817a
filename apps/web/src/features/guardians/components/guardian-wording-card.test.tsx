import { GUARDIAN_PLACEHOLDERS } from '@ias/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';
import { activateLocale } from '@/features/i18n/i18n';
import type * as apiClient from '@/lib/api-client';
import { apiFetch } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import type { WordingOverview } from '../api/guardians';
import { catalogue } from '../catalogue';
import { GuardianWordingCard } from './guardian-wording-card';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiFetch: vi.fn(),
}));
const mockedFetch = vi.mocked(apiFetch);
const ORG = '5c2e0a0c-0dbf-4136-a63c-2abf4fa412b4';

const texts = (subject: string, body: string) => ({ subject, body });
/** The server's answer (modules/guardians/wording.ts), the standard texts shortened. */
const OVERVIEW: WordingOverview = {
  wording: {},
  defaults: {
    absence: {
      en: texts('{student} is absent today', '{org}: {student} was marked absent on {date}.'),
      hi: texts('{student} आज अनुपस्थित हैं', '{org}: {student} को {date} को अनुपस्थित दर्ज किया गया।'),
    },
    late: {
      en: texts('{student} arrived late today', '{org}: {student} arrived late on {date}.'),
      hi: texts('{student} आज देर से पहुँचे', '{org}: {student} {date} को देर से पहुँचे।'),
    },
    weekly_summary: {
      en: texts("{student}: this week's attendance", '{student}: {percent}%. {rule}'),
      hi: texts('{student}: इस सप्ताह की उपस्थिति', '{student}: {percent}%। {rule}'),
    },
    monthly_summary: {
      en: texts('{student}: attendance in {month}', '{student}: {percent}% in {month}. {rule}'),
      hi: texts('{student}: {month} की उपस्थिति', '{student}: {month} में {percent}%। {rule}'),
    },
  },
  placeholders: {
    absence: [...GUARDIAN_PLACEHOLDERS.absence],
    late: [...GUARDIAN_PLACEHOLDERS.late],
    weekly_summary: [...GUARDIAN_PLACEHOLDERS.weekly_summary],
    monthly_summary: [...GUARDIAN_PLACEHOLDERS.monthly_summary],
  },
  sample_rule: {
    en: 'This is below the 75% minimum needed; please talk to the school.',
    hi: 'यह आवश्यक 75% से कम है; कृपया विद्यालय से बात करें।',
  },
};

describe('GuardianWordingCard', () => {
  beforeAll(async () => {
    await activateLocale('en');
    await catalogue.ready();
  });
  beforeEach(() => {
    mockedFetch.mockReset();
    mockedFetch.mockImplementation(async (_path, options) =>
      options?.method === 'PUT'
        ? { ...OVERVIEW, wording: options.body as WordingOverview['wording'] }
        : OVERVIEW,
    );
  });
  afterEach(() => {
    cleanup();
    notify.dismissAll();
  });

  it(
    'checks placeholders as the owner types, previews, and saves only what differs',
    {
      timeout: 20_000,
    },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(
        <>
          <GuardianWordingCard orgId={ORG} />
          <Toaster />
        </>,
      );
      const text = await screen.findByLabelText('Text (SMS, WhatsApp and e-mail)');
      expect((text as HTMLTextAreaElement).value).toBe(
        '{org}: {student} was marked absent on {date}.',
      );
      expect(screen.getByText('Standard wording')).toBeTruthy();
      // The placeholders of the absence alert, explained.
      expect(screen.getByText('the student’s name')).toBeTruthy();
      expect(screen.queryByText('the month, e.g. November 2026')).toBeNull();

      await user.clear(text);
      await user.paste('Dear parent, {student} is absent in {class}.');
      expect(
        screen.getByText(
          '{class} cannot be filled in this message. Use only the placeholders listed below.',
        ),
      ).toBeTruthy();
      const saveButton = screen.getByRole('button', { name: 'Save wording' });
      expect(saveButton).toHaveProperty('disabled', true);

      await user.clear(text);
      await user.paste('Dear parent, {student} is not in school today ({date}).');
      expect(screen.getByTestId('wording-preview').textContent).toContain(
        'Dear parent, Asha Verma is not in school today (',
      );
      expect(screen.getByText('Your wording')).toBeTruthy();

      // Hindi's weekly summary: {rule} in Hindi in the preview.
      await user.selectOptions(screen.getByLabelText('Message'), 'Weekly summary');
      await user.selectOptions(screen.getByLabelText('Language'), 'Hindi');
      expect(screen.getByTestId('wording-preview').textContent).toContain('यह आवश्यक 75% से कम है');

      await user.click(saveButton);
      // Confirmed by the shell's toast, as every save, not by text in the card.
      const toasts = screen.getByRole('region', { name: /^Notifications/ });
      expect(
        await within(toasts).findByText('Wording saved. The next messages use it.'),
      ).toBeTruthy();
      expect(screen.getAllByText('Wording saved. The next messages use it.')).toHaveLength(1);
      const [path, options] = mockedFetch.mock.calls.find(([, o]) => o?.method === 'PUT')!;
      expect(path).toBe(`/api/organizations/${ORG}/guardian-wording`);
      expect(options!.body).toEqual({
        absence: { en: { body: 'Dear parent, {student} is not in school today ({date}).' } },
      });

      // Back to the standard wording for the absence alert in English.
      await user.selectOptions(screen.getByLabelText('Message'), 'Absence alert');
      await user.selectOptions(screen.getByLabelText('Language'), 'English');
      await user.click(screen.getByRole('button', { name: 'Reset to standard wording' }));
      expect(
        (screen.getByLabelText('Text (SMS, WhatsApp and e-mail)') as HTMLTextAreaElement).value,
      ).toBe('{org}: {student} was marked absent on {date}.');
    },
  );
});
