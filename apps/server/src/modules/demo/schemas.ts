import { z } from 'zod';
import { DEMO_ROLES } from './plan-types.js';

/**
 * POST /api/demo/session. `organization` only chooses between the two Incharge accounts (the
 * institute's hostel in-charge, the company's site in-charge); the company's is the default.
 * Shared with the web app once it moves to @ias/shared.
 */
export const demoSessionSchema = z.object({
  role: z.enum(DEMO_ROLES, {
    error: 'Choose one of: student, teacher, institute, company, employee, incharge.',
  }),
  organization: z
    .enum(['institute', 'company'], { error: 'Choose institute or company.' })
    .optional(),
});
export type DemoSessionInput = z.infer<typeof demoSessionSchema>;

/** GET /api/demo: what the /demo page offers, and how fresh the data is. */
export const demoInfoSchema = z.object({
  isAvailable: z.boolean(),
  resetAt: z.string().nullable(),
  nextResetAt: z.string().nullable(),
  resetEveryHours: z.number().nullable(),
  organizations: z.array(
    z.object({
      kind: z.enum(['institute', 'company']),
      name: z.string(),
      address: z.string().nullable(),
      timezone: z.string(),
    }),
  ),
  roles: z.array(
    z.object({
      role: z.enum(DEMO_ROLES),
      organization: z.enum(['institute', 'company']),
      userType: z.string(),
      name: z.string().nullable(),
      description: z.string(),
    }),
  ),
  isAdminOffered: z.literal(false),
  adminNote: z.string(),
});
export type DemoInfo = z.infer<typeof demoInfoSchema>;
