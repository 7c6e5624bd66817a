import { ClipboardList, Columns3, List, Plus, Radio, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-header';
import { Alert, Button, ConfirmDialog, EmptyState } from '@/components/ui';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SignedInHeader } from '@/features/dashboard/components/signed-in-header';
import { ZoneNote } from '@/features/orgs/components/zone-note';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Board, Column, TaskCard } from '../api/types';
import { useBoard, useBoards, useMyMemberIds } from '../hooks/use-board';
import { useBoardActions } from '../hooks/use-board-actions';
import { useMoveCard } from '../hooks/use-move-card';
import { useTasksT } from '../hooks/use-tasks-t';
import { taskErrorMessage } from '../utils/errors';
import { boardAssignees, boardLabels, filterCards, localToday, NO_FILTERS } from '../utils/filters';
import { TasksZone, useBoardZone } from '../utils/zone';
import { BoardMembersDialog } from './board-members-dialog';
import { BoardPicker } from './board-picker';
import { BoardSkeleton } from './board-skeleton';
import { BoardView } from './board-view';
import { CardDialog } from './card-dialog';
import { ClassTaskDialog } from './class-task-dialog';
import { ClassTasksPanel } from './class-tasks-panel';
import { ColumnDialog } from './column-dialog';
import { FiltersBar } from './filters-bar';
import { ListView } from './list-view';

/** /tasks and /kanban: the caller's boards as a board (drag and drop) or a list, kept live. */
export function TasksScreen() {
  const t = useTasksT();
  useDocumentTitle(t('tasks.title'));
  const { profile } = useAuth();
  const [params, setParams] = useSearchParams();
  const boards = useBoards();
  const myMembers = useMyMemberIds();
  const list = boards.data ?? [];
  const board = list.find((b) => b.id === params.get('board')) ?? list[0];
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <PageContainer className="space-y-6">
      <SignedInHeader
        profile={profile}
        title={t('tasks.title')}
        description={t('tasks.description')}
      />
      {boards.isLoading ? <BoardSkeleton withPicker /> : null}
      {boards.error ? (
        <Alert variant="error">
          {taskErrorMessage(boards.error, t)}{' '}
          <Button size="sm" variant="outline" onClick={() => void boards.refetch()}>
            {t('tasks.retry')}
          </Button>
        </Alert>
      ) : null}
      {board ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <div className="w-full sm:w-72">
              <BoardPicker
                boards={list}
                value={board.id}
                onChange={(id) => setParam('board', id)}
              />
            </div>
            <div
              className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
              role="group"
              aria-label={t('tasks.view.label')}
            >
              {(['board', 'list'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={view === mode}
                  onClick={() => setParam('view', mode === 'list' ? 'list' : null)}
                  className={cn(
                    'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm',
                    view === mode ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {mode === 'board' ? (
                    <Columns3 aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <List aria-hidden="true" className="h-4 w-4" />
                  )}
                  {mode === 'board' ? t('tasks.view.board') : t('tasks.view.list')}
                </button>
              ))}
            </div>
          </div>
          <BoardScreen
            key={board.id}
            board={board}
            view={view}
            myMemberIds={myMembers.data ?? []}
            initialCard={params.get('card')}
            onCardClosed={() => setParam('card', null)}
          />
        </>
      ) : null}
    </PageContainer>
  );
}

function BoardScreen({
  board,
  view,
  myMemberIds,
  initialCard,
  onCardClosed,
}: {
  board: Board;
  view: 'board' | 'list';
  myMemberIds: string[];
  /** A card to open first (?card=, the link of a notification). */
  initialCard: string | null;
  onCardClosed: () => void;
}) {
  const t = useTasksT();
  const { data, isLoading, error, refetch, isLive } = useBoard(board.id);
  const move = useMoveCard(board.id);
  const actions = useBoardActions(board.id);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [openCard, setOpenCard] = useState<string | null>(initialCard);
  const [editing, setEditing] = useState<Column | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Column | null>(null);
  const [isGivingTask, setIsGivingTask] = useState(false);
  const [isManagingPeople, setIsManagingPeople] = useState(false);
  const timeZone = useBoardZone(board.orgId);
  const today = localToday(timeZone);
  const cards = data?.cards ?? [];
  const columns = data?.columns ?? [];
  const visible = useMemo(
    () =>
      filterCards(cards, filters, { myMemberIds, isPersonal: board.kind === 'personal', today }),
    [cards, filters, myMemberIds, board.kind, today],
  );
  const canMove = (card: TaskCard) =>
    board.canEdit || card.assignees.some((a) => myMemberIds.includes(a.member_id));
  const moveError = move.error ? taskErrorMessage(move.error, t) : null;

  if (isLoading) return <BoardSkeleton />;
  if (error)
    return (
      <Alert variant="error">
        {taskErrorMessage(error, t)}{' '}
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('tasks.retry')}
        </Button>
      </Alert>
    );

  return (
    <TasksZone.Provider value={timeZone}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'inline-flex items-center gap-1 text-xs',
              isLive ? 'text-emerald-700' : 'text-slate-500',
            )}
            data-testid="tasks-live"
          >
            <Radio aria-hidden="true" className="h-3.5 w-3.5" />
            {isLive ? t('tasks.live.on') : t('tasks.live.off')}
          </span>
          <ZoneNote timeZone={timeZone} />
          <div className="ml-auto flex flex-wrap gap-2">
            {board.canEdit && board.kind === 'group' ? (
              <Button size="sm" onClick={() => setIsGivingTask(true)}>
                <Users aria-hidden="true" className="h-4 w-4" />
                {t('tasks.classTask.open')}
              </Button>
            ) : null}
            {board.canEdit && board.kind === 'organisation' ? (
              <Button size="sm" variant="outline" onClick={() => setIsManagingPeople(true)}>
                <UserPlus aria-hidden="true" className="h-4 w-4" />
                {t('tasks.members.open')}
              </Button>
            ) : null}
            {board.canEdit ? (
              <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                {t('tasks.column.add')}
              </Button>
            ) : null}
          </div>
        </div>
        <FiltersBar
          filters={filters}
          onChange={setFilters}
          labels={boardLabels(cards)}
          assignees={boardAssignees(cards)}
        />
        {actions.error ? <Alert variant="error">{actions.error}</Alert> : null}
        {moveError ? <Alert variant="warning">{moveError}</Alert> : null}
        {!board.canEdit && cards.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title={t('tasks.empty.title')}
            description={t('tasks.empty.viewer')}
          />
        ) : null}
        {view === 'board' ? (
          <BoardView
            columns={columns}
            cards={visible}
            today={today}
            canEdit={board.canEdit}
            canMove={canMove}
            onMove={(card, placement) =>
              move.mutate({ cardId: card.id, placement, version: card.version })
            }
            onOpen={setOpenCard}
            onQuickAdd={actions.quickAdd}
            onEditColumn={setEditing}
            onShiftColumn={(column, direction) =>
              void actions.shiftColumn(columns, column, direction)
            }
            onDeleteColumn={setDeleting}
          />
        ) : visible.length === 0 ? (
          <EmptyState
            icon={List}
            title={t('tasks.empty.noMatch')}
            description={t('tasks.empty.noMatchHint')}
          />
        ) : (
          <ListView
            columns={columns}
            cards={visible}
            today={today}
            canEdit={board.canEdit}
            onOpen={setOpenCard}
            onBulk={actions.bulk}
          />
        )}
        {board.kind === 'group' && board.canEdit ? <ClassTasksPanel boardId={board.id} /> : null}
        {openCard ? (
          <CardDialog
            board={board}
            card={cards.find((c) => c.id === openCard)}
            myMemberIds={myMemberIds}
            onClose={() => {
              setOpenCard(null);
              onCardClosed();
            }}
          />
        ) : null}
        {editing ? (
          <ColumnDialog
            column={editing}
            onSave={(changes) => actions.saveColumn(editing, changes)}
            onClose={() => setEditing(null)}
          />
        ) : null}
        {isManagingPeople ? (
          <BoardMembersDialog board={board} onClose={() => setIsManagingPeople(false)} />
        ) : null}
        {isGivingTask ? (
          <ClassTaskDialog
            boardId={board.id}
            groupName={board.groupName ?? ''}
            onCreate={actions.createClassTask}
            onClose={() => setIsGivingTask(false)}
          />
        ) : null}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(isOpen) => (isOpen ? undefined : setDeleting(null))}
          title={t('tasks.column.deleteTitle')}
          description={t('tasks.column.deleteText', { name: deleting?.name ?? '' })}
          confirmLabel={t('tasks.column.deleteConfirm')}
          isDestructive
          onConfirm={() => {
            if (deleting) void actions.deleteColumn(deleting);
            setDeleting(null);
          }}
        />
      </div>
    </TasksZone.Provider>
  );
}
