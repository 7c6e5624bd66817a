import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCatalogueT } from '@/features/i18n';
import { catalogue } from '../catalogue';
import { isContactTopic, type MessageFormValues } from '../components/message-form-values';

export type KnownSender = {
  name?: string | null;
  email?: string | null;
  organisation?: string | null;
};

/**
 * Prefills the form: the sender's details when signed in, `?topic=` from links such as
 * /contact?topic=careers, and an opening line naming the role applied for.
 */
export function useMessageDefaults(
  sender: KnownSender | null,
  appliedRole?: string,
): Partial<MessageFormValues> {
  const t = useCatalogueT(catalogue);
  const [params] = useSearchParams();
  const topic = params.get('topic');
  return useMemo(() => {
    const defaults: Partial<MessageFormValues> = {};
    if (sender?.name) defaults.name = sender.name;
    if (sender?.email) defaults.email = sender.email;
    if (sender?.organisation) defaults.organisation = sender.organisation;
    if (isContactTopic(topic)) defaults.topic = topic;
    if (appliedRole) defaults.message = `${t('contact.application', { role: appliedRole })}\n\n`;
    return defaults;
  }, [sender?.name, sender?.email, sender?.organisation, topic, appliedRole, t]);
}
