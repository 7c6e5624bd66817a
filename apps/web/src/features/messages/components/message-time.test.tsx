import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { MessagesZone, MessageTime } from './message-time';

// 20:00 UTC on 26 Jan is already 1:30 am on 27 Jan in India, still 3 pm on 26 Jan in New York.
const AT = '2026-01-26T20:00:00Z';

const renderIn = (timeZone: string) =>
  renderWithProviders(
    <MessagesZone.Provider value={timeZone}>
      <MessageTime at={AT} short />
    </MessagesZone.Provider>,
  );

describe('MessageTime', () => {
  afterEach(cleanup);

  it('dates a message in the organisation’s zone, not the reader’s', () => {
    renderIn('Asia/Kolkata');
    const time = screen.getByText('27 Jan 2026');
    expect(time.getAttribute('title')).toMatch(/27 Jan,? 2026, 1:30\s?am/i);
    expect(time.getAttribute('dateTime')).toBe(AT);
  });

  it('follows the organisation wherever it is', () => {
    renderIn('America/New_York');
    expect(screen.getByText('26 Jan 2026').getAttribute('title')).toMatch(/3:00\s?pm/i);
  });
});
