import type { TocEntry } from '../document-layout';

/** The user guide's sections, in page order. */
export const DOCS_TOC: readonly TocEntry[] = [
  { id: 'getting-started', label: 'Getting started' },
  { id: 'roles', label: 'Guides by role' },
  { id: 'institute-owner', label: 'Institute owner', level: 3 },
  { id: 'company-owner', label: 'Company owner', level: 3 },
  { id: 'teacher', label: 'Teacher', level: 3 },
  { id: 'incharge', label: 'Incharge', level: 3 },
  { id: 'student', label: 'Student', level: 3 },
  { id: 'employee', label: 'Employee', level: 3 },
  { id: 'admin', label: 'Admin', level: 3 },
  { id: 'check-in-methods', label: 'Check-in methods' },
  { id: 'face', label: 'Face', level: 3 },
  { id: 'id-card', label: 'ID card and RFID', level: 3 },
  { id: 'roll-call', label: 'Roll-call', level: 3 },
  { id: 'self-check-in', label: 'Self check-in', level: 3 },
  { id: 'offline-kiosk', label: 'Offline kiosk', level: 3 },
  { id: 'biometric-devices', label: 'Biometric devices', level: 3 },
  { id: 'leave-and-corrections', label: 'Leave and corrections' },
  { id: 'face-privacy', label: 'Privacy of face data' },
  { id: 'account-security', label: 'Account and security' },
  { id: 'api', label: 'API' },
];
