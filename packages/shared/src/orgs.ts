import { z } from 'zod';
import { indiaStateSchema } from './india-states.js';

export const ORGANIZATION_KINDS = ['institute', 'company'] as const;
export const CHECK_IN_METHODS = ['face', 'card', 'manual', 'qr', 'self_geo'] as const;
export const MEMBER_ROLES = ['owner', 'teacher', 'student', 'employee', 'incharge'] as const;
export const MEMBER_STATUSES = ['invited', 'pending', 'active', 'rejected', 'left'] as const;
export const GROUP_KINDS = ['class', 'section', 'course', 'department', 'team', 'site'] as const;

export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export type GroupKind = (typeof GROUP_KINDS)[number];

/** Roles a person can hold in each kind of organisation (the owner is made at creation). */
export const ROLES_BY_KIND: Record<OrganizationKind, readonly MemberRole[]> = {
  institute: ['teacher', 'student', 'incharge'],
  company: ['employee', 'incharge'],
};

export const GROUP_KINDS_BY_ORG: Record<OrganizationKind, readonly GroupKind[]> = {
  institute: ['class', 'section', 'course'],
  company: ['department', 'team', 'site'],
};

/** The membership role that matches a self-service user type when joining. */
export const ROLE_FOR_USER_TYPE: Partial<Record<string, MemberRole>> = {
  Student: 'student',
  Teacher: 'teacher',
  Employee: 'employee',
  Incharge: 'incharge',
};

const phone = z
  .string()
  .trim()
  .regex(/^[+0-9 ()-]{6,20}$/, 'Use 6–20 digits; spaces, +, - and brackets are allowed.');

/** Logo images: raster only (an SVG can carry script, and the ID-card printer cannot draw it). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The `logos` bucket's limit; small enough to send inline when creating the organisation. */
export const LOGO_MAX_BYTES = 512 * 1024;

/** Where an organisation's logo is served: its one object in the public `logos` bucket. */
export const organizationLogoPath = (orgId: string) =>
  `/storage/v1/object/public/logos/${orgId}/logo`;

/** A logo sent with the new organisation: its type and its bytes in base64. */
export const organizationLogoSchema = z.object({
  content_type: z.enum(LOGO_TYPES, { error: 'Choose a PNG, JPEG or WebP image.' }),
  data: z
    .string()
    .min(1, 'The logo file is empty.')
    .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4, 'The logo is larger than 512 KB. Choose a smaller one.')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The logo could not be read. Choose the file again.'),
});
export type OrganizationLogoInput = z.input<typeof organizationLogoSchema>;

export const createOrganizationSchema = z.object({
  name: z.string().trim().min(2, 'Name must have at least 2 characters.').max(120),
  kind: z.enum(ORGANIZATION_KINDS),
  address: z.string().trim().max(300).optional(),
  timezone: z.string().trim().min(1).max(64).default('Asia/Kolkata'),
  /** The state or union territory (ISO 3166-2:IN code): its public holidays are suggested. */
  state: indiaStateSchema.optional(),
  logo: organizationLogoSchema.optional(),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;

export const inviteMemberSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.'),
  full_name: z.string().trim().min(1, 'Enter the person’s name.').max(120),
  role: z.enum(['teacher', 'student', 'employee', 'incharge']),
  group_id: z.string().uuid().optional(),
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

/** Joining takes an organisation's code or a group's code (the same 8 characters), or a token. */
export const joinOrganizationSchema = z.union([
  z.object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[2-9A-HJ-NP-Z]{8}$/, 'A join code has 8 letters and digits.'),
  }),
  z.object({ token: z.string().min(20).max(200) }),
]);
export type JoinOrganizationInput = z.input<typeof joinOrganizationSchema>;

/** What joining answers; `group` is set when the code was a group's (the person is in it). */
export type JoinAnswer = {
  org_id: string;
  org_name: string;
  member_id: string;
  status: 'pending' | 'active';
  group: { id: string; name: string } | null;
};

/** A group's own join code as /api answers it; `code` is null once it is turned off. */
export type GroupJoinCode = {
  group_id: string;
  group_name: string;
  code: string | null;
  created_at: string | null;
};

/** One row of a people import (CSV columns of the same names). */
export const importRowSchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(120, 'name is longer than 120 characters'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email('email is not a valid address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  phone: phone.optional().or(z.literal('').transform(() => undefined)),
  number: z
    .string()
    .trim()
    .max(40, 'roll number / employee code is longer than 40 characters')
    .optional(),
  group: z.string().trim().max(120, 'group is longer than 120 characters').optional(),
  card_number: z.string().trim().max(64, 'card number is longer than 64 characters').optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRequestSchema = z.object({
  csv: z.string().min(1, 'The file is empty.').max(5_000_000, 'The file is larger than 5 MB.'),
  role: z.enum(['student', 'employee', 'teacher']),
  dry_run: z.boolean().default(true),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

export type ImportRowResult = {
  row: number;
  name: string;
  number: string | null;
  action: 'create' | 'update' | 'unchanged' | 'error';
  errors: string[];
};

export type ImportPreview = {
  total: number;
  creates: number;
  updates: number;
  unchanged: number;
  errors: number;
  rows: ImportRowResult[];
  groupsToCreate: string[];
};

export const changeRoleSchema = z.object({ role: z.enum(MEMBER_ROLES) });
export const setUserTypeSchema = z.object({
  user_type: z.enum([
    'Student',
    'Teacher',
    'Admin',
    'Institute',
    'Company',
    'Employee',
    'Incharge',
  ]),
});
