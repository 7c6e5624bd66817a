import { z } from 'zod';

/** The seven user types of SPEC.md §1, stored in profiles.user_type. */
export const USER_TYPES = [
  'Student',
  'Teacher',
  'Admin',
  'Institute',
  'Company',
  'Employee',
  'Incharge',
] as const;

export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/**
 * Types a person may pick for themselves at sign-up (DESIGN.md §2). Incharge is assigned by an
 * organisation owner and Admin only by another Admin, so the server refuses them from clients.
 */
export const SELF_SERVICE_USER_TYPES = [
  'Student',
  'Teacher',
  'Employee',
  'Institute',
  'Company',
] as const satisfies readonly UserType[];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

export function isSelfServiceUserType(value: unknown): value is UserType {
  return (
    typeof value === 'string' && (SELF_SERVICE_USER_TYPES as readonly string[]).includes(value)
  );
}

/** The dashboard path of each user type. */
export function dashboardPath(type: UserType): string {
  return `/dashboard/${type.toLowerCase()}`;
}
