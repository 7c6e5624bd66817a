import type { Locale } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';

/** Saves a signed-in person's language in their profile (their e-mails use it too). */
export async function saveProfileLocale(userId: string, locale: Locale): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('profiles').update({ locale }).eq('id', userId);
  if (error) throw error;
}
