import type { LocalizedText } from '@ias/shared';
import type { DemoOrgKind, DemoRole, DemoUser } from './plan-types.js';

export type DemoAccount = {
  role: DemoRole;
  kind: DemoOrgKind;
  memberRole: 'owner' | 'teacher' | 'student' | 'employee' | 'incharge';
  userType: DemoUser['userType'];
  /** What the visitor will be, in every language the product speaks (the page picks its own). */
  description: LocalizedText;
};

/** Who a visitor can be on /demo, in the order the page lists them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'student',
    kind: 'institute',
    memberRole: 'student',
    userType: 'Student',
    description: {
      en: 'A Class 8-A student who lives in the hostel: today’s classes, attendance per subject against the 75 % rule, leave and correction requests.',
      hi: 'कक्षा 8-A का एक विद्यार्थी जो छात्रावास में रहता है: आज की कक्षाएँ, 75 % नियम के मुकाबले हर विषय की उपस्थिति, छुट्टी और सुधार के अनुरोध।',
    },
  },
  {
    role: 'teacher',
    kind: 'institute',
    memberRole: 'teacher',
    userType: 'Teacher',
    description: {
      en: 'The Mathematics teacher and class teacher of Class 8-A: today’s periods, roll call, low-attendance students, approvals.',
      hi: 'गणित के शिक्षक और कक्षा 8-A के कक्षा-शिक्षक: आज के पीरियड, हाज़िरी, कम उपस्थिति वाले विद्यार्थी, मंज़ूरियाँ।',
    },
  },
  {
    role: 'incharge',
    kind: 'institute',
    memberRole: 'incharge',
    userType: 'Incharge',
    description: {
      en: 'The hostel and school-bus in-charge: who is in, who is late or absent, approvals.',
      hi: 'छात्रावास और स्कूल बस के प्रभारी: कौन अंदर है, कौन देर से है या अनुपस्थित, मंज़ूरियाँ।',
    },
  },
  {
    role: 'institute',
    kind: 'institute',
    memberRole: 'owner',
    userType: 'Institute',
    description: {
      en: 'The owner of Green Valley Public School: classes, timetable, holidays, people and institute-wide reports.',
      hi: 'ग्रीन वैली पब्लिक स्कूल के स्वामी: कक्षाएँ, समय-सारणी, छुट्टियाँ, लोग और पूरे संस्थान की रिपोर्टें।',
    },
  },
  {
    role: 'company',
    kind: 'company',
    memberRole: 'owner',
    userType: 'Company',
    description: {
      en: 'The owner of Sahyadri Tech Solutions: departments, sites, shifts, people and payroll-period reports.',
      hi: 'सह्याद्रि टेक सॉल्यूशंस के स्वामी: विभाग, साइटें, शिफ़्टें, लोग और वेतन अवधि की रिपोर्टें।',
    },
  },
  {
    role: 'employee',
    kind: 'company',
    memberRole: 'employee',
    userType: 'Employee',
    description: {
      en: 'A software engineer at the head office on the general shift (09:30–18:30): check-in, timesheet, leave.',
      hi: 'मुख्य कार्यालय में जनरल शिफ़्ट (09:30–18:30) पर काम करने वाले सॉफ़्टवेयर इंजीनियर: चेक-इन, टाइमशीट, छुट्टी।',
    },
  },
  {
    role: 'incharge',
    kind: 'company',
    memberRole: 'incharge',
    userType: 'Incharge',
    description: {
      en: 'The in-charge of the Marathahalli head office: live board of who is in, late or absent, kiosk, approvals.',
      hi: 'मराठाहल्ली मुख्य कार्यालय के प्रभारी: कौन अंदर है, कौन देर से है या अनुपस्थित, इसका लाइव बोर्ड, कियॉस्क, मंज़ूरियाँ।',
    },
  },
];

/** The account for a role; Incharge exists in both organisations (the company's by default). */
export function demoAccountFor(role: DemoRole, kind?: DemoOrgKind): DemoAccount | undefined {
  const matches = DEMO_ACCOUNTS.filter((account) => account.role === role);
  return (
    matches.find((account) => account.kind === (kind ?? 'company')) ??
    (kind ? undefined : matches[0])
  );
}

/** Why Admin is not on the list. */
export const ADMIN_NOT_OFFERED: LocalizedText = {
  en: 'Admin is not offered: an Admin sees every organisation and account, including real ones, so the demo stays inside its two organisations.',
  hi: 'व्यवस्थापक का डेमो नहीं दिया जाता: व्यवस्थापक हर संस्था और हर खाता देखता है, असली भी, इसलिए डेमो अपनी दो नमूना संस्थाओं तक ही सीमित रहता है।',
};
