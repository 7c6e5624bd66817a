import { getSupabase } from '@/lib/supabase';

export type ProgressStatus = 'started' | 'done';
export type GuideProgress = { guide_id: string; status: ProgressStatus; tour_step: number | null };

/** Query keys of the tutorials feature, from one place. */
export const tutorialKeys = {
  progress: (userId: string) => ['tutorials', 'progress', userId] as const,
};

/** The signed-in person's progress through the guides (row-level security: their rows only). */
export async function fetchProgress(): Promise<GuideProgress[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('tutorial_progress')
    .select('guide_id, status, tour_step')
    .limit(500);
  if (error) throw error;
  return (data ?? []) as GuideProgress[];
}

/** Records a guide as started (at a show-me step) or done, for `userId` (the signed-in person). */
export async function saveProgress(
  userId: string,
  guideId: string,
  status: ProgressStatus,
  tourStep: number | null = null,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('tutorial_progress')
    .upsert(
      { user_id: userId, guide_id: guideId, status, tour_step: tourStep },
      { onConflict: 'user_id,guide_id' },
    );
  if (error) throw error;
}

/** Back to "not started". */
export async function clearProgress(guideId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('tutorial_progress').delete().eq('guide_id', guideId);
  if (error) throw error;
}
