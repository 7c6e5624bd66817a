import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const ITEMS = [
  { question: 'Do you store photos?', answer: <p>No, only embeddings.</p> },
  { question: 'Does the kiosk work offline?', answer: <p>Yes, it queues check-ins.</p> },
];

describe('FaqAccordion', () => {
  afterEach(cleanup);

  it('starts closed and opens an answer with its button', async () => {
    render(<FaqAccordion items={ITEMS} />);
    const first = screen.getByRole('button', { name: 'Do you store photos?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Do you store photos?' })).toBeNull();

    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Do you store photos?' });
    expect(region.textContent).toContain('No, only embeddings.');
    expect(first.getAttribute('aria-controls')).toBe(region.id);
  });

  it('works from the keyboard and lets several answers stay open', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-expanded')).toBe('true');
    }
    await user.keyboard(' ');
    const second = screen.getByRole('button', { name: 'Does the kiosk work offline?' });
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });
});
