import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/hooks/use-auth';
import {
  clearProgress,
  fetchProgress,
  type GuideProgress,
  type ProgressStatus,
  saveProgress,
  tutorialKeys,
} from '../api/progress';

export type ProgressChange = { guideId: string; status: ProgressStatus | null; tourStep?: number };

/** The signed-in person's guide progress, keyed by guide id, and a way to change it. */
export function useProgress() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const key = tutorialKeys.progress(userId);
  const query = useQuery({ queryKey: key, queryFn: fetchProgress, enabled: Boolean(userId) });
  const byGuide = new Map((query.data ?? []).map((row) => [row.guide_id, row]));

  const change = useMutation({
    mutationFn: ({ guideId, status, tourStep }: ProgressChange) =>
      status ? saveProgress(userId, guideId, status, tourStep ?? null) : clearProgress(guideId),
    // Shown at once; the server's answer (or the error) follows.
    onMutate: ({ guideId, status, tourStep }) => {
      queryClient.setQueryData<GuideProgress[]>(key, (rows = []) => [
        ...rows.filter((row) => row.guide_id !== guideId),
        ...(status ? [{ guide_id: guideId, status, tour_step: tourStep ?? null }] : []),
      ]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { query, byGuide, change, userId };
}
