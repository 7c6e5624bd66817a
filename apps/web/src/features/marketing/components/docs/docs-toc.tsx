import type { TocEntry } from '../document-layout';
import { Msg } from '../msg';
import '@/features/marketing/catalogues/docs';
import '@/features/marketing/catalogues/roles';

/** The user guide's sections, in page order. */
export const DOCS_TOC: readonly TocEntry[] = [
  { id: 'getting-started', label: <Msg id="marketing.docs.start.title" /> },
  { id: 'roles', label: <Msg id="marketing.docs.roles.title" /> },
  { id: 'institute-owner', label: <Msg id="marketing.docs.toc.instituteOwner" />, level: 3 },
  { id: 'company-owner', label: <Msg id="marketing.docs.company.title" />, level: 3 },
  { id: 'teacher', label: <Msg id="marketing.roles.teacher" />, level: 3 },
  { id: 'incharge', label: <Msg id="marketing.roles.incharge" />, level: 3 },
  { id: 'student', label: <Msg id="marketing.roles.student" />, level: 3 },
  { id: 'employee', label: <Msg id="marketing.roles.employee" />, level: 3 },
  { id: 'admin', label: <Msg id="marketing.roles.admin" />, level: 3 },
  { id: 'check-in-methods', label: <Msg id="marketing.docs.methods.title" /> },
  { id: 'face', label: <Msg id="marketing.docs.toc.face" />, level: 3 },
  { id: 'id-card', label: <Msg id="marketing.docs.toc.idCard" />, level: 3 },
  { id: 'roll-call', label: <Msg id="marketing.docs.toc.rollCall" />, level: 3 },
  { id: 'self-check-in', label: <Msg id="marketing.docs.toc.self" />, level: 3 },
  { id: 'offline-kiosk', label: <Msg id="marketing.docs.toc.offline" />, level: 3 },
  { id: 'biometric-devices', label: <Msg id="marketing.docs.toc.biometric" />, level: 3 },
  { id: 'leave-and-corrections', label: <Msg id="marketing.docs.requests.title" /> },
  { id: 'face-privacy', label: <Msg id="marketing.docs.facePrivacy.title" /> },
  { id: 'account-security', label: <Msg id="marketing.docs.security.title" /> },
  { id: 'api', label: <Msg id="marketing.docs.toc.api" /> },
];
