import { isUserType } from '@ias/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCatalogueT } from '@/features/i18n';
import { saveProgress, tutorialKeys } from '../api/progress';
import { catalogue } from '../catalogue';
import type { Guide } from '../content/guides';
import { runTour } from '../tour/run-tour';
import { resolvePath } from '../utils/guides';

/**
 * "Show me": opens the guide's page for the person's type and highlights its steps there. Each
 * step reached is saved (so the tour resumes on any device); Finish marks the guide done.
 */
export function useShowMe() {
  const t = useCatalogueT(catalogue);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, profile } = useAuth();
  const type = isUserType(profile?.user_type) ? profile.user_type : null;
  const [error, setError] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);

  const pathFor = (guide: Guide) => (type ? guide.tour?.paths[type] : undefined);

  const start = async (guide: Guide, from: number, isDone: boolean) => {
    const path = pathFor(guide);
    if (!guide.tour || !path || !type || !user) return;
    const userId = user.id;
    const save = (status: 'started' | 'done', step: number | null) =>
      saveProgress(userId, guide.id, status, step).then(
        () => queryClient.invalidateQueries({ queryKey: tutorialKeys.progress(userId) }),
        // Progress is a convenience: a failed save never interrupts the tour.
        () => undefined,
      );
    const text = {
      steps: guide.tour.steps.map((step) => ({
        target: step.target,
        title: t(guide.title),
        text: t(step.text),
      })),
      next: t('tutorials.tour.next'),
      previous: t('tutorials.tour.previous'),
      done: t('tutorials.tour.done'),
      progress: t('tutorials.tour.progress', { current: '{{current}}', total: '{{total}}' }),
    };
    setError(null);
    setIsStarting(true);
    try {
      await runTour(text, from, {
        beforeStart: () => void navigate(resolvePath(path, type)),
        onStep: (index) => void (isDone ? undefined : save('started', index)),
        onFinish: () => void save('done', null),
      });
    } catch {
      setError(t('tutorials.tour.loadError'));
    } finally {
      setIsStarting(false);
    }
  };

  return { start, pathFor, error, isStarting };
}
