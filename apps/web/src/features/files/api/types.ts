export type SpaceKind = 'personal' | 'group' | 'organization';

export type Space = {
  id: string;
  org_id: string;
  kind: SpaceKind;
  /** The group's or the organisation's name ("My files" is named by the page). */
  name: string;
  group_kind: string | null;
  members_write: boolean;
  can_write: boolean;
  can_manage: boolean;
};

export type Usage = {
  used_bytes: number;
  quota_bytes: number;
  plan: string;
  blocked_kinds: string[];
  file_size_limit: number;
  can_manage: boolean;
  is_admin: boolean;
};

export type FileItem = {
  id: string;
  space_id: string;
  parent_id: string | null;
  kind: 'file' | 'folder';
  name: string;
  size: number;
  mime_type: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

export type Share = {
  id: string;
  file_id: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
};

export type SortKey = 'name' | 'updated_at' | 'size';
