import { z } from 'zod';

/** The roles a visitor can try on /demo. Admin is deliberately absent: an Admin sees everyone. */
export const DEMO_ROLES = [
  'student',
  'teacher',
  'institute',
  'company',
  'employee',
  'incharge',
] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];
export const DEMO_ORG_KINDS = ['institute', 'company'] as const;
export type DemoOrgKind = (typeof DEMO_ORG_KINDS)[number];

/**
 * POST /api/demo/session. `organization` only chooses between the two Incharge accounts (the
 * institute's hostel in-charge, the company's site in-charge); the company's is the default.
 */
export const demoSessionSchema = z.object({
  role: z.enum(DEMO_ROLES, {
    error: 'Choose one of: student, teacher, institute, company, employee, incharge.',
  }),
  organization: z.enum(DEMO_ORG_KINDS, { error: 'Choose institute or company.' }).optional(),
});
export type DemoSessionInput = z.infer<typeof demoSessionSchema>;

/** GET /api/demo: what the /demo page offers, and how fresh the data is. */
/**
 * A text the server writes in every language the product speaks (the demo's own descriptions),
 * so the page shows the reader's without asking again when the language changes.
 */
export const localizedTextSchema = z.object({ en: z.string(), hi: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const demoInfoSchema = z.object({
  isAvailable: z.boolean(),
  resetAt: z.string().nullable(),
  nextResetAt: z.string().nullable(),
  resetEveryHours: z.number().nullable(),
  organizations: z.array(
    z.object({
      kind: z.enum(DEMO_ORG_KINDS),
      name: z.string(),
      address: z.string().nullable(),
      timezone: z.string(),
    }),
  ),
  roles: z.array(
    z.object({
      role: z.enum(DEMO_ROLES),
      organization: z.enum(DEMO_ORG_KINDS),
      userType: z.string(),
      name: z.string().nullable(),
      description: localizedTextSchema,
    }),
  ),
  isAdminOffered: z.literal(false),
  adminNote: localizedTextSchema,
});
export type DemoInfo = z.infer<typeof demoInfoSchema>;
