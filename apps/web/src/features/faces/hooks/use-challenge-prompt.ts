import { useCallback } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import type { ChallengeStep } from '../utils/face-challenge';

/** What to tell the person for the movement a challenge wants next. */
export function useChallengePrompt(): (step: ChallengeStep) => string {
  const t = useCatalogueT(catalogue);
  return useCallback(
    ({ wanted, taken }: ChallengeStep) => {
      if (wanted === null) return t('faces.challenge.checking');
      if (wanted === 'left') return t('faces.challenge.left');
      if (wanted === 'right') return t('faces.challenge.right');
      return taken === 0 ? t('faces.challenge.centre') : t('faces.challenge.again');
    },
    [t],
  );
}
