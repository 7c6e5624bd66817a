import { useCallback } from 'react';
import { useCatalogueT } from '@/features/i18n';
import { describeError } from '@/lib/error-messages';
import { catalogue } from '../catalogue';
import { refusalOf } from '../utils/labels';

/** The messages catalogue's translate function. */
export const useMessagesT = () => useCatalogueT(catalogue);

/** Words for an error: the server's known refusals from the catalogue, anything else as usual. */
export function useErrorText() {
  const t = useMessagesT();
  return useCallback(
    (error: unknown) => {
      switch (refusalOf(error)) {
        case 'messages.outsider':
          return t('messages.error.outsider');
        case 'messages.self':
          return t('messages.error.self');
        case 'messages.no_account':
          return t('messages.error.noAccount');
        case 'messages.cannot_announce':
          return t('messages.error.cannotAnnounce');
        case 'messages.cannot_post':
          return t('messages.error.cannotPost');
        case 'messages.deleted':
          return t('messages.error.deleted');
        case 'messages.not_member':
          return t('messages.error.notMember');
        case 'messages.bad_attachment':
          return t('messages.error.badAttachment');
        default:
          return describeError(error);
      }
    },
    [t],
  );
}
