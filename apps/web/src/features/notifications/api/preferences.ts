import { getSupabase } from '@/lib/supabase';

export type KindPreference = { kind: string; in_app: boolean; email: boolean; push: boolean };

/** Every kind with the person's choice, or the kind's default where they made none. */
export async function fetchPreferences(userId: string): Promise<KindPreference[]> {
  const supabase = await getSupabase();
  const [kinds, chosen] = await Promise.all([
    supabase
      .from('notification_kinds')
      .select('kind, in_app_default, email_default, push_default')
      .order('kind'),
    supabase
      .from('notification_preferences')
      .select('kind, in_app, email, push')
      .eq('user_id', userId),
  ]);
  if (kinds.error) throw kinds.error;
  if (chosen.error) throw chosen.error;
  const own = new Map((chosen.data ?? []).map((row) => [row.kind as string, row]));
  return (kinds.data ?? []).map((kind) => {
    const mine = own.get(kind.kind as string);
    return {
      kind: kind.kind as string,
      in_app: (mine?.in_app ?? kind.in_app_default) as boolean,
      email: (mine?.email ?? kind.email_default) as boolean,
      push: (mine?.push ?? kind.push_default) as boolean,
    };
  });
}

export async function savePreference(userId: string, preference: KindPreference): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('notification_preferences')
    .upsert({ user_id: userId, ...preference, updated_at: new Date().toISOString() });
  if (error) throw error;
}
