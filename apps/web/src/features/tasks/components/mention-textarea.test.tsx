import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/features/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type * as cardsApi from '../api/cards';
import type { MentionablePerson } from '../api/cards';
import { MentionTextarea } from './mention-textarea';

vi.mock('../api/cards', async (importOriginal) => ({
  ...(await importOriginal<typeof cardsApi>()),
  fetchMentionable: vi.fn(async () => [{ user_id: 'u-anil', full_name: 'Anil Verma' }]),
}));

function Box() {
  const [value, setValue] = useState<{ body: string; mentions: MentionablePerson[] }>({
    body: '',
    mentions: [],
  });
  return (
    <MentionTextarea
      cardId="card-1"
      value={value}
      onChange={setValue}
      label="Write a comment"
      maxLength={2000}
    />
  );
}

/** Types into the box at its caret, as a keystroke does. */
function type(box: HTMLTextAreaElement, text: string) {
  const at = box.selectionStart;
  const body = box.value.slice(0, at) + text + box.value.slice(box.selectionEnd);
  fireEvent.change(box, { target: { value: body, selectionStart: at + text.length } });
  box.setSelectionRange(at + text.length, at + text.length);
}

describe('MentionTextarea', () => {
  beforeAll(async () => {
    await activateLocale('en');
  });
  afterEach(cleanup);

  it('leaves the caret just after a picked name at once, so the next key lands there', async () => {
    renderWithProviders(<Box />);
    const box = screen.getByRole<HTMLTextAreaElement>('combobox', { name: 'Write a comment' });
    box.focus();
    type(box, 'Please check  today');
    box.setSelectionRange(13, 13); // between the two spaces
    type(box, '@An');
    await screen.findByRole('option', { name: 'Anil Verma' });

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('Please check @Anil Verma  today');
    expect(box.selectionStart).toBe('Please check @Anil Verma '.length);
    expect(screen.queryByRole('listbox')).toBeNull();

    type(box, 'thanks');
    expect(box.value).toBe('Please check @Anil Verma thanks today');
  });
});
