import { createElement } from 'react';
import type { TocEntry } from '../document-layout';
import { Msg } from '../msg';
import '@/features/marketing/catalogues/privacy';

/** The privacy policy's sections; each label is said in the reader's language. */
export const PRIVACY_TOC: readonly TocEntry[] = [
  { id: 'who-we-are', label: createElement(Msg, { id: 'marketing.privacy.toc.who' }) },
  { id: 'data-we-process', label: createElement(Msg, { id: 'marketing.privacy.toc.data' }) },
  { id: 'purposes', label: createElement(Msg, { id: 'marketing.privacy.toc.purposes' }) },
  { id: 'biometric-data', label: createElement(Msg, { id: 'marketing.privacy.toc.biometric' }) },
  { id: 'children', label: createElement(Msg, { id: 'marketing.privacy.toc.children' }) },
  { id: 'sharing', label: createElement(Msg, { id: 'marketing.privacy.toc.sharing' }) },
  { id: 'storage-location', label: createElement(Msg, { id: 'marketing.privacy.toc.storage' }) },
  { id: 'retention', label: createElement(Msg, { id: 'marketing.privacy.toc.retention' }) },
  { id: 'security', label: createElement(Msg, { id: 'marketing.privacy.toc.security' }) },
  { id: 'your-rights', label: createElement(Msg, { id: 'marketing.privacy.toc.rights' }) },
  { id: 'grievance-officer', label: createElement(Msg, { id: 'marketing.privacy.toc.grievance' }) },
  { id: 'changes', label: createElement(Msg, { id: 'marketing.privacy.toc.changes' }) },
];
