export type ConversationKind = 'direct' | 'channel' | 'announcement';

/** One row of the caller's conversation list (rpc my_conversations). */
export type ConversationSummary = {
  id: string;
  org_id: string;
  kind: ConversationKind;
  group_id: string | null;
  title: string;
  my_member_id: string;
  can_post: boolean;
  muted: boolean;
  last_read_at: string;
  other_member_id: string | null;
  other_photo_url: string | null;
  other_last_read_at: string | null;
  last_message_id: string | null;
  last_body: string | null;
  last_author_id: string | null;
  last_author_name: string | null;
  last_at: string | null;
  last_deleted: boolean | null;
  unread: number;
  created_at: string;
};

/** A file of a message, in the private bucket 'message-files'. */
export type Attachment = { path: string; name: string; size: number; type: string };

export const ATTACHMENT_LIMITS = { files: 5, bytes: 10 * 1024 * 1024 } as const;

export type Message = {
  id: string;
  conversation_id: string;
  author_id: string | null;
  body: string;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
  attachments: Attachment[];
};

export type Reaction = {
  id: string;
  message_id: string;
  member_id: string;
  emoji: string;
};

export type ConversationPerson = {
  member_id: string;
  full_name: string;
  photo_url: string | null;
  role: string;
  can_post: boolean;
  last_read_at: string;
};

/** A message on its way: shown at once, retried by hand when sending failed. */
export type PendingMessage = {
  id: string;
  conversation_id: string;
  body: string;
  files: File[];
  created_at: string;
  status: 'sending' | 'failed';
};

export const REACTIONS = ['👍', '❤️', '😂', '😮', '🙏', '✅'] as const;
