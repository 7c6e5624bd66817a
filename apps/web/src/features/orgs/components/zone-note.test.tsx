import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@/features/i18n/i18n';
import { catalogue } from '../catalogue';
import { ZoneNote } from './zone-note';

const renderNote = (readerZone: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <ZoneNote timeZone="Asia/Kolkata" readerZone={readerZone} />
    </I18nProvider>,
  );

describe('ZoneNote', () => {
  afterEach(async () => {
    cleanup();
    await act(() => activateLocale('en'));
  });

  it('names the organisation’s zone to a reader whose clock is elsewhere', async () => {
    await catalogue.ready();
    renderNote('Europe/London');
    expect(screen.getByTestId('zone-note').textContent).toBe('Times in IST (Asia/Kolkata)');
  });

  it('says nothing when the reader is in the organisation’s zone', () => {
    renderNote('Asia/Kolkata');
    expect(screen.queryByTestId('zone-note')).toBeNull();
  });

  it('speaks Hindi to a Hindi reader', async () => {
    await act(() => activateLocale('hi'));
    await act(() => catalogue.ready());
    renderNote('America/New_York');
    expect(screen.getByTestId('zone-note').textContent).toBe('समय IST (Asia/Kolkata) के अनुसार');
  });
});
