import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Dialog, Label, Select } from '@/components/ui';
import { openAnnouncements } from '../api/conversations';
import { messagesKeys } from '../api/messages-keys';
import type { ConversationSummary } from '../api/types';
import { useErrorText, useMessagesT } from '../hooks/use-messages-t';
import type { MessagesMembership } from './messages-screen';

/**
 * Staff choose who hears an announcement — the whole organisation or one of their groups (the
 * groups whose channels they are in) — and land in those announcements to write it.
 */
export function NewAnnouncementDialog({
  open,
  onOpenChange,
  membership,
  conversations,
  onOpened,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  membership: MessagesMembership;
  conversations: ConversationSummary[];
  onOpened: (conversationId: string) => void;
}) {
  const t = useMessagesT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [audience, setAudience] = useState('');
  const groups = conversations.filter((c) => c.kind === 'channel' && c.group_id);
  const opening = useMutation({
    mutationFn: () => openAnnouncements(membership.org_id, audience || null),
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
      onOpenChange(false);
      onOpened(id);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) opening.reset();
        onOpenChange(next);
      }}
      title={t('messages.announce.title')}
      description={t('messages.announce.description')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('messages.cancel')}
          </Button>
          <Button onClick={() => opening.mutate()} isLoading={opening.isPending}>
            {t('messages.announce.open')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor="announcement-audience">{t('messages.announce.audience')}</Label>
          <Select
            id="announcement-audience"
            value={audience}
            onChange={(event) => setAudience(event.target.value)}
            options={[
              { value: '', label: t('messages.announce.everyone') },
              ...groups.map((g) => ({ value: g.group_id!, label: g.title })),
            ]}
          />
        </div>
        {opening.error ? <Alert variant="error">{errorText(opening.error)}</Alert> : null}
      </div>
    </Dialog>
  );
}
