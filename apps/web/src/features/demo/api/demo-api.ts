import type { DemoInfo, DemoOrgKind, DemoRole } from '@ias/shared';
import { apiFetch } from '@/lib/api-client';
import { getSupabase } from '@/lib/supabase';

export type { DemoInfo, DemoOrgKind, DemoRole };

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
