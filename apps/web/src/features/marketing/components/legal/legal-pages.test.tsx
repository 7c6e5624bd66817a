import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, cataloguesReady, i18n } from '@/features/i18n/i18n';
import type { TocEntry } from '../document-layout';
import { PrivacyPolicyPartOne } from './privacy-policy-part-1';
import { PrivacyPolicyPartTwo } from './privacy-policy-part-2';
import { PRIVACY_TOC } from './privacy-toc';
import { TermsOfService } from './terms-of-service';
import { TERMS_TOC } from './terms-toc';

const PAGES: Array<[string, ReactNode, readonly TocEntry[]]> = [
  [
    'privacy policy',
    <>
      <PrivacyPolicyPartOne />
      <PrivacyPolicyPartTwo />
    </>,
    PRIVACY_TOC,
  ],
  ['terms of service', <TermsOfService />, TERMS_TOC],
];

/** The page and its table of contents, as the reader sees them. */
function renderPage(body: ReactNode, toc: readonly TocEntry[]) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <nav>
          {toc.map((entry) => (
            <a key={entry.id} href={`#${entry.id}`}>
              {entry.label}
            </a>
          ))}
        </nav>
        <article>{body}</article>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe.each(['en', 'hi'] as const)('the legal pages in %s', (locale) => {
  afterEach(cleanup);

  it.each(PAGES)('%s: every contents entry names its numbered section', async (_, body, toc) => {
    await activateLocale(locale);
    await cataloguesReady();
    const { container } = renderPage(body, toc);
    const headings = [...container.querySelectorAll('article h2')];
    expect(headings.map((h) => h.id)).toEqual(toc.map((entry) => entry.id));
    const links = [...container.querySelectorAll('nav a')];
    headings.forEach((heading, index) => {
      expect(heading.textContent).toBe(`${index + 1}. ${links[index]?.textContent}`);
    });
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/marketing\./);
    // Hindi pages keep only names and abbreviations in Latin script, never an English sentence.
    if (locale === 'hi') expect(text).not.toMatch(/\b(the|and|your|we) \b/i);
  });
});
