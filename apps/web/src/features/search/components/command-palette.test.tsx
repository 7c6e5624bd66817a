import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type { GroupHit, PersonHit } from '../api/find';
import CommandPalette from './command-palette';

type Hits = { people: PersonHit[]; groups: GroupHit[] };
/** The searches sent, answered by the test when it chooses. */
const pending: Array<{ text: string; resolve: (hits: Hits) => void }> = [];

vi.mock('../api/find', () => ({
  findInOrganization: (_orgId: string, text: string) =>
    new Promise<Hits>((resolve) => pending.push({ text, resolve })),
}));

const student = (id: string, full_name: string): PersonHit => ({
  id,
  full_name,
  role: 'student',
  number: null,
});

const selectedName = () =>
  document.querySelector('[cmdk-item][aria-selected="true"]')?.textContent ?? null;

async function answer(text: string, hits: Hits) {
  await vi.waitFor(() => expect(pending.map((p) => p.text)).toContain(text));
  await act(async () => pending.find((p) => p.text === text)!.resolve(hits));
}

describe('CommandPalette', { timeout: 20_000 }, () => {
  beforeAll(() => {
    // jsdom has neither; cmdk scrolls the selected item into view and measures its list.
    Element.prototype.scrollIntoView = vi.fn();
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  beforeEach(async () => {
    pending.length = 0;
    await act(() => activateLocale('en'));
  });
  afterEach(cleanup);

  it('keeps the selection on the chosen item when the people search answers', async () => {
    // No pause between keys: the search waits for the text to settle (200 ms), and a busy
    // machine's pause would let it settle on a text typed half-way.
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <MemoryRouter>
        <CommandPalette
          open
          onOpenChange={vi.fn()}
          type="Institute"
          dashboard="/dashboard/institute"
          orgId="org-1"
        />
      </MemoryRouter>,
    );
    const input = await screen.findByRole('combobox');
    await user.type(input, 'zo');
    await answer('zo', {
      people: [student('p1', 'Zoya Khan'), student('p2', 'Zorawar Singh')],
      groups: [],
    });
    await vi.waitFor(() => expect(selectedName()).toContain('Zoya Khan'));

    // A new text, typed over "zo", and ↓ at once, before its people are found: the two people
    // still shown were found for "zo". The first item is the Requests page, ↓ the "Approve
    // requests" action.
    await user.type(input, 'approve{ArrowDown}', {
      initialSelectionStart: 0,
      initialSelectionEnd: 2,
    });
    expect(input).toHaveProperty('value', 'approve');
    expect(screen.getByText('Zoya Khan')).toBeTruthy();
    expect(selectedName()).toBe('Approve requests');

    // The answer (nobody) takes the two people away; the selection stays where it was.
    await answer('approve', { people: [], groups: [] });
    await vi.waitFor(() => expect(screen.queryByText('Zoya Khan')).toBeNull());
    expect(selectedName()).toBe('Approve requests');
  });

  it('lets a person found for the current text be chosen once they are found', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <CommandPalette
          open
          onOpenChange={vi.fn()}
          type="Institute"
          dashboard="/dashboard/institute"
          orgId="org-1"
        />
      </MemoryRouter>,
    );
    const input = await screen.findByRole('combobox');
    await user.type(input, '9B-03');
    await answer('9B-03', { people: [student('p1', 'Zoya Khan')], groups: [] });
    await vi.waitFor(() => expect(selectedName()).toContain('Zoya Khan'));
    // One character less: Zoya, found again, is chosen again (nothing else matches).
    await user.type(input, '{Backspace}');
    await answer('9B-0', { people: [student('p1', 'Zoya Khan')], groups: [] });
    await vi.waitFor(() => expect(selectedName()).toContain('Zoya Khan'));
  });
});
