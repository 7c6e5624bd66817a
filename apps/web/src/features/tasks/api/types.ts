export type BoardKind = 'personal' | 'group' | 'organisation';
export type Priority = 'low' | 'normal' | 'high' | 'urgent';
export const PRIORITIES: readonly Priority[] = ['low', 'normal', 'high', 'urgent'];

export type Board = {
  id: string;
  kind: BoardKind;
  orgId: string | null;
  groupId: string | null;
  orgName: string | null;
  groupName: string | null;
  groupKind: string | null;
  canEdit: boolean;
};

export type Column = {
  id: string;
  name: string;
  position: number;
  wip_limit: number | null;
  is_done: boolean;
};

export type Assignee = {
  id: string;
  member_id: string;
  completed_at: string | null;
  member: { full_name: string } | null;
};

export type TaskCard = {
  id: string;
  board_id: string;
  column_id: string;
  title: string;
  description: string;
  due_on: string | null;
  labels: string[];
  priority: Priority;
  position: number;
  is_private: boolean;
  class_task_id: string | null;
  completed_at: string | null;
  closed_at: string | null;
  version: number;
  created_at: string;
  assignees: Assignee[];
  checklist: Array<{ is_done: boolean }>;
};

export type BoardData = { columns: Column[]; cards: TaskCard[] };

export type ChecklistItem = { id: string; body: string; is_done: boolean; position: number };
export type Comment = {
  id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: string;
};
export type Activity = {
  id: number;
  actor_name: string;
  action: string;
  details: Record<string, unknown>;
  created_at: string;
};

export type ClassTaskProgress = {
  classTaskId: string;
  title: string;
  dueOn: string | null;
  mode: 'each' | 'shared';
  total: number;
  finished: number;
  people: Array<{ memberId: string; name: string; cardId: string; completedAt: string | null }>;
};

export type Person = { id: string; full_name: string; role: string };
