import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useState } from 'react';
import type { Column, TaskCard } from '../api/types';
import { useTasksT } from '../hooks/use-tasks-t';
import { columnCards, type Placement, placementOf } from '../utils/placement';
import { BoardColumn } from './board-column';
import { CardFace } from './task-card';

type Props = {
  columns: Column[];
  cards: TaskCard[];
  today: string;
  canEdit: boolean;
  canMove: (card: TaskCard) => boolean;
  onMove: (card: TaskCard, placement: Placement) => void;
  onOpen: (cardId: string) => void;
  onQuickAdd: (columnId: string, title: string) => Promise<void>;
  onEditColumn: (column: Column) => void;
  onShiftColumn: (column: Column, direction: -1 | 1) => void;
  onDeleteColumn: (column: Column) => void;
};

/**
 * The board: columns side by side (scrolling sideways on a phone), cards dragged with dnd-kit by
 * mouse, touch (press and hold) or keyboard (Space to lift, arrows to move, Space to drop, Escape
 * to cancel), with announcements for screen readers in the reader's language.
 */
export function BoardView(props: Props) {
  const { columns, cards } = props;
  const t = useTasksT();
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const titleOf = (id: string | number) => cards.find((card) => card.id === id)?.title ?? '';
  const whereIs = (id: string | number | undefined) => {
    if (id === undefined) return '';
    const column = columns.find((c) => c.id === id);
    if (column) return t('tasks.dnd.endOf', { column: column.name });
    const card = cards.find((c) => c.id === id);
    const home = columns.find((c) => c.id === card?.column_id);
    return t('tasks.dnd.nextTo', { card: card?.title ?? '', column: home?.name ?? '' });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('tasks.dnd.picked', { card: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('tasks.dnd.over', { card: titleOf(active.id), place: whereIs(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('tasks.dnd.dropped', { card: titleOf(active.id), place: whereIs(over.id) })
        : t('tasks.dnd.cancelled', { card: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('tasks.dnd.cancelled', { card: titleOf(active.id) }),
  };

  function onDragStart(event: DragStartEvent) {
    setActiveId(String(event.active.id));
  }
  function onDragEnd(event: DragEndEvent) {
    setActiveId(null);
    if (!event.over) return;
    const placement = placementOf(cards, String(event.active.id), String(event.over.id), columnIds);
    const card = cards.find((c) => c.id === event.active.id);
    if (placement && card) props.onMove(card, placement);
  }
  const active = activeId ? cards.find((card) => card.id === activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('tasks.dnd.instructions') },
      }}
    >
      <div
        className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0"
        data-testid="task-board"
      >
        {columns.map((column, index) => (
          <BoardColumn
            key={column.id}
            column={column}
            cards={columnCards(cards, column.id)}
            today={props.today}
            canEdit={props.canEdit}
            canMove={props.canMove}
            isFirst={index === 0}
            isLast={index === columns.length - 1}
            onOpen={props.onOpen}
            onQuickAdd={props.onQuickAdd}
            onEdit={props.onEditColumn}
            onShift={props.onShiftColumn}
            onDelete={props.onDeleteColumn}
          />
        ))}
      </div>
      <DragOverlay>
        {active ? (
          <ul>
            <CardFace
              card={active}
              today={props.today}
              canMove
              onOpen={() => undefined}
              isOverlay
            />
          </ul>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
