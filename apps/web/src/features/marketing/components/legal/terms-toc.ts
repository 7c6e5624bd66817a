import type { TocEntry } from '../document-layout';

export const TERMS_TOC: readonly TocEntry[] = [
  { id: 'agreement', label: 'The agreement' },
  { id: 'eligibility', label: 'Who may use the service' },
  { id: 'accounts', label: 'Accounts and roles' },
  { id: 'organisation-duties', label: "Organisations' responsibilities" },
  { id: 'acceptable-use', label: 'Acceptable use' },
  { id: 'your-data', label: 'Your data' },
  { id: 'beta', label: 'Alpha and Beta features' },
  { id: 'fees', label: 'Plans, fees and GST' },
  { id: 'availability', label: 'Availability and support' },
  { id: 'termination', label: 'Ending the agreement' },
  { id: 'liability', label: 'Warranties and liability' },
  { id: 'law', label: 'Governing law and disputes' },
  { id: 'terms-changes', label: 'Changes and contact' },
];
