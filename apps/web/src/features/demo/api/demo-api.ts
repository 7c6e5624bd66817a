import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';

/** The roles /demo offers (the server's DEMO_ROLES); Admin is deliberately not one of them. */
export const DEMO_ROLES = [
  'student',
  'teacher',
  'institute',
  'company',
  'employee',
  'incharge',
] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];
export type DemoOrgKind = 'institute' | 'company';

/** GET /api/demo (apps/server/src/modules/demo/schemas.ts demoInfoSchema). */
export type DemoInfo = {
  isAvailable: boolean;
  resetAt: string | null;
  nextResetAt: string | null;
  resetEveryHours: number | null;
  organizations: Array<{
    kind: DemoOrgKind;
    name: string;
    address: string | null;
    timezone: string;
  }>;
  roles: Array<{
    role: DemoRole;
    organization: DemoOrgKind;
    userType: string;
    name: string | null;
    description: string;
  }>;
  isAdminOffered: false;
  adminNote: string;
};

type DemoSession = {
  access_token: string;
  refresh_token: string;
  user: { app_metadata?: Record<string, unknown> };
};

export const demoKeys = { info: ['demo', 'info'] as const };

export function fetchDemoInfo(): Promise<DemoInfo> {
  return apiFetch<DemoInfo>('/api/demo', { cache: 'no-store' });
}

/**
 * Signs this browser into the shared demo account of a role (POST /api/demo/session, then
 * supabase-js keeps the session like any other).
 */
export async function startDemoSession(role: DemoRole, organization?: DemoOrgKind): Promise<void> {
  const session = await apiFetch<DemoSession>('/api/demo/session', {
    method: 'POST',
    body: organization ? { role, organization } : { role },
  });
  const supabase = await getSupabase();
  const { error } = await supabase.auth.setSession({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  if (error) throw error;
}
