import { createElement } from 'react';
import type { TocEntry } from '../document-layout';
import { Msg } from '../msg';
import '@/features/marketing/catalogues/terms';

/** The terms' sections; each label is said in the reader's language. */
export const TERMS_TOC: readonly TocEntry[] = [
  { id: 'agreement', label: createElement(Msg, { id: 'marketing.terms.toc.agreement' }) },
  { id: 'eligibility', label: createElement(Msg, { id: 'marketing.terms.toc.eligibility' }) },
  { id: 'accounts', label: createElement(Msg, { id: 'marketing.terms.toc.accounts' }) },
  {
    id: 'organisation-duties',
    label: createElement(Msg, { id: 'marketing.terms.toc.organisations' }),
  },
  { id: 'acceptable-use', label: createElement(Msg, { id: 'marketing.terms.toc.use' }) },
  { id: 'your-data', label: createElement(Msg, { id: 'marketing.terms.toc.data' }) },
  { id: 'beta', label: createElement(Msg, { id: 'marketing.terms.toc.beta' }) },
  { id: 'fees', label: createElement(Msg, { id: 'marketing.terms.toc.fees' }) },
  { id: 'availability', label: createElement(Msg, { id: 'marketing.terms.toc.availability' }) },
  { id: 'termination', label: createElement(Msg, { id: 'marketing.terms.toc.termination' }) },
  { id: 'liability', label: createElement(Msg, { id: 'marketing.terms.toc.liability' }) },
  { id: 'law', label: createElement(Msg, { id: 'marketing.terms.toc.law' }) },
  { id: 'terms-changes', label: createElement(Msg, { id: 'marketing.terms.toc.changes' }) },
];
