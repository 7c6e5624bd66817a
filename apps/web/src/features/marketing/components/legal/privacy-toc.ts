import type { TocEntry } from '../document-layout';

export const PRIVACY_TOC: readonly TocEntry[] = [
  { id: 'who-we-are', label: 'Who we are and our role' },
  { id: 'data-we-process', label: 'Personal data we process' },
  { id: 'purposes', label: 'Why we process it' },
  { id: 'biometric-data', label: 'Face (biometric) data' },
  { id: 'children', label: "Children's data" },
  { id: 'sharing', label: 'Who we share it with' },
  { id: 'storage-location', label: 'Where it is stored' },
  { id: 'retention', label: 'How long we keep it' },
  { id: 'security', label: 'How we protect it' },
  { id: 'your-rights', label: 'Your rights' },
  { id: 'grievance-officer', label: 'Grievance Officer' },
  { id: 'changes', label: 'Changes to this policy' },
];
