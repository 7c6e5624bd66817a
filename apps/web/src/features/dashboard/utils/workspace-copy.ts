import {
  CalendarDays,
  CirclePlay,
  FolderOpen,
  MessagesSquare,
  SquareKanban,
  type LucideIcon,
} from 'lucide-react';

/** The workspace screens of SPEC.md §2; their tools arrive in later releases (DESIGN.md §9). */
export type WorkspaceCopy = {
  title: string;
  description: string;
  Icon: LucideIcon;
  emptyTitle: string;
  emptyText: string;
};

export const WORKSPACE_COPY = {
  calendar: {
    title: 'Calendar',
    description: 'Classes, shifts, holidays and your leave in one calendar.',
    Icon: CalendarDays,
    emptyTitle: 'Nothing on your calendar',
    emptyText:
      'Timetables, shifts and holidays from your organisation will show here. The calendar is not available yet.',
  },
  tasks: {
    title: 'Tasks',
    description: 'A task board with columns, for the things your team has to do.',
    Icon: SquareKanban,
    emptyTitle: 'No tasks yet',
    emptyText:
      'The task board (also at /kanban) is not available yet. Nothing you see here is stored until it is.',
  },
  files: {
    title: 'Files',
    description: 'Documents you keep with your account: certificates, leave proofs, reports.',
    Icon: FolderOpen,
    emptyTitle: 'No files yet',
    emptyText:
      'Uploading and sharing files is not available on this screen yet. Your profile picture is stored with your profile.',
  },
  messages: {
    title: 'Messages',
    description: 'Conversations with your teachers, in-charges and colleagues.',
    Icon: MessagesSquare,
    emptyTitle: 'No messages yet',
    emptyText:
      'Messaging is not available yet. Notices from your organisation will also arrive here.',
  },
  tutorials: {
    title: 'Tutorials',
    description: 'Short guides to get the most out of Intelligent Attendance System.',
    Icon: CirclePlay,
    emptyTitle: 'Video tutorials are on the way',
    emptyText:
      'Until then, the written guide covers getting started for every role, check-in methods and the privacy of face data.',
  },
} satisfies Record<string, WorkspaceCopy>;

export type WorkspaceKey = keyof typeof WORKSPACE_COPY;
