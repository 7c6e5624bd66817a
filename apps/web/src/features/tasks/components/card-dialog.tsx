import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, ConfirmDialog, Dialog, SkeletonList } from '@/components/ui';
import * as api from '../api/cards';
import { fetchCardExtras } from '../api/cards';
import { tasksKeys } from '../api/tasks-keys';
import type { Board, TaskCard } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';
import { taskErrorMessage } from '../utils/errors';
import { CardAssignees } from './card-assignees';
import { CardAttachments } from './card-attachments';
import { CardChecklist } from './card-checklist';
import { CardConversation } from './card-conversation';
import { CardDetailsForm } from './card-details-form';
import { LinkedText } from './linked-text';
import { PriorityBadge } from './priority-badge';

type Props = {
  board: Board;
  card: TaskCard | undefined;
  myMemberIds: string[];
  onClose: () => void;
};

/** A card in full: details, people, checklist, files, comments and history. */
export function CardDialog({ board, card, myMemberIds, onClose }: Props) {
  const t = useTasksT();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const extras = useQuery({
    queryKey: tasksKeys.card(card?.id ?? 'none'),
    queryFn: () => fetchCardExtras(card!.id),
    enabled: Boolean(card),
  });
  if (!card) return null;
  const isAssignee = card.assignees.some((a) => myMemberIds.includes(a.member_id));
  const canChange = board.canEdit || isAssignee;

  /** Runs a change, then reads the board and the card again. */
  const act = (change: () => Promise<unknown>) => async () => {
    setError(null);
    try {
      await change();
    } catch (failure) {
      setError(taskErrorMessage(failure, t));
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksKeys.board(board.id) }),
        queryClient.invalidateQueries({ queryKey: tasksKeys.card(card.id) }),
        queryClient.invalidateQueries({ queryKey: tasksKeys.classTasks(board.id) }),
      ]);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={card.title}
      size="lg"
      footer={
        board.canEdit ? (
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              variant="outline"
              onClick={act(() =>
                api.bulkUpdate({ action: card.closed_at ? 'reopen' : 'close', ids: [card.id] }),
              )}
            >
              {card.closed_at ? t('tasks.card.reopen') : t('tasks.card.close')}
            </Button>
            <Button variant="danger" onClick={() => setIsDeleting(true)}>
              {t('tasks.card.delete')}
            </Button>
          </div>
        ) : undefined
      }
    >
      <div className="space-y-6">
        {error ? <Alert variant="error">{error}</Alert> : null}
        {board.canEdit ? (
          <CardDetailsForm
            key={card.version}
            card={card}
            onSave={(details) => act(() => api.updateCard(card.id, details))()}
          />
        ) : (
          <div className="space-y-2">
            <PriorityBadge priority={card.priority} />
            {card.description ? (
              <LinkedText text={card.description} />
            ) : (
              <p className="text-sm text-slate-600">{t('tasks.card.noDescription')}</p>
            )}
          </div>
        )}
        <CardAssignees
          card={card}
          orgId={board.orgId}
          canEdit={board.canEdit && board.kind !== 'personal'}
          myMemberIds={myMemberIds}
          onAdd={(memberId) => act(() => api.addAssignee(card.id, memberId))()}
          onRemove={(id) => act(() => api.removeAssignee(id))()}
          onFinished={(id, isFinished) => act(() => api.setFinished(id, isFinished))()}
        />
        {extras.isLoading ? <SkeletonList rows={3} /> : null}
        {extras.error ? (
          <Alert variant="error">
            {taskErrorMessage(extras.error, t)}{' '}
            <Button size="sm" variant="outline" onClick={() => void extras.refetch()}>
              {t('tasks.retry')}
            </Button>
          </Alert>
        ) : null}
        {extras.data ? (
          <>
            <CardChecklist
              items={extras.data.checklist}
              canChange={canChange}
              onAdd={(body) => act(() => api.addChecklistItem(card.id, body))()}
              onToggle={(id, isDone) => act(() => api.setChecklistItem(id, isDone))()}
              onDelete={(id) => act(() => api.deleteChecklistItem(id))()}
            />
            <CardAttachments card={card} canChange={canChange} />
            <CardConversation
              cardId={card.id}
              comments={extras.data.comments}
              activity={extras.data.activity}
              onComment={(body, mentions) => act(() => api.addComment(card.id, body, mentions))()}
            />
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title={t('tasks.card.deleteTitle')}
        description={t('tasks.card.deleteText', { title: card.title })}
        confirmLabel={t('tasks.card.delete')}
        isDestructive
        onConfirm={() => {
          setIsDeleting(false);
          void act(() => api.deleteCard(card.id))().then(onClose);
        }}
      />
    </Dialog>
  );
}
