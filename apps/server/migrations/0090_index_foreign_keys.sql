-- Every foreign key gets an index on its own columns. When a referenced row is deleted, PostgreSQL
-- finds the rows that point at it (to delete them, set them to null, or refuse) with one query
-- per deleted row; without an index on the referencing column each of those queries reads the
-- whole referencing table. Measured on PostgreSQL 15 with a million check-in scans: deleting one
-- member's 179 attendance records took 27.4 s (four unindexed `record_id` links each read per
-- record), 52 ms with the scans' link indexed. Cancelling a week of approved leave, erasing an
-- owner's account (their organisations go with it), removing members and resetting the demo all
-- delete many referenced rows at once.
--
-- Nullable links are indexed where set, which is what those queries look for (`$1 = column`
-- implies `column is not null`), so rows without a link cost nothing. The one exception is the
-- fixed catalogue of notification kinds, whose rows are never deleted. foreign-key-indexes.test.ts
-- fails when a later migration adds a foreign key without its index.

create index if not exists attendance_scans_record_id_fk_idx on public.attendance_scans (record_id) where record_id is not null;
create index if not exists correction_requests_record_id_fk_idx on public.correction_requests (record_id) where record_id is not null;
create index if not exists location_checks_record_id_fk_idx on public.location_checks (record_id) where record_id is not null;
create index if not exists overtime_entries_record_id_fk_idx on public.overtime_entries (record_id) where record_id is not null;
create index if not exists one_time_tokens_flow_state_id_fk_idx on auth.one_time_tokens (flow_state_id) where flow_state_id is not null;
create index if not exists mfa_challenges_factor_id_fk_idx on auth.mfa_challenges (factor_id);
create index if not exists attendance_records_marked_by_fk_idx on public.attendance_records (marked_by) where marked_by is not null;
create index if not exists flow_state_user_id_fk_idx on auth.flow_state (user_id) where user_id is not null;
create index if not exists refresh_tokens_user_id_fk_idx on auth.refresh_tokens (user_id);
create index if not exists biometric_commands_created_by_fk_idx on public.biometric_commands (created_by) where created_by is not null;
create index if not exists biometric_pins_created_by_fk_idx on public.biometric_pins (created_by) where created_by is not null;
create index if not exists contact_messages_user_id_fk_idx on public.contact_messages (user_id) where user_id is not null;
create index if not exists correction_requests_decided_by_fk_idx on public.correction_requests (decided_by) where decided_by is not null;
create index if not exists face_consents_recorded_by_fk_idx on public.face_consents (recorded_by) where recorded_by is not null;
create index if not exists face_consents_withdrawn_by_fk_idx on public.face_consents (withdrawn_by) where withdrawn_by is not null;
create index if not exists face_data_consent_recorded_by_fk_idx on public.face_data (consent_recorded_by) where consent_recorded_by is not null;
create index if not exists face_data_created_by_fk_idx on public.face_data (created_by) where created_by is not null;
create index if not exists file_shares_created_by_fk_idx on public.file_shares (created_by) where created_by is not null;
create index if not exists file_shares_revoked_by_fk_idx on public.file_shares (revoked_by) where revoked_by is not null;
create index if not exists files_created_by_fk_idx on public.files (created_by) where created_by is not null;
create index if not exists files_deleted_by_fk_idx on public.files (deleted_by) where deleted_by is not null;
create index if not exists group_join_codes_created_by_fk_idx on public.group_join_codes (created_by) where created_by is not null;
create index if not exists guardians_consent_by_fk_idx on public.guardians (consent_by) where consent_by is not null;
create index if not exists invitations_invited_by_fk_idx on public.invitations (invited_by) where invited_by is not null;
create index if not exists leave_ledger_created_by_fk_idx on public.leave_ledger (created_by) where created_by is not null;
create index if not exists leave_requests_decided_by_fk_idx on public.leave_requests (decided_by) where decided_by is not null;
create index if not exists location_checks_reviewed_by_fk_idx on public.location_checks (reviewed_by) where reviewed_by is not null;
create index if not exists member_birth_dates_recorded_by_fk_idx on public.member_birth_dates (recorded_by) where recorded_by is not null;
create index if not exists memberships_approved_by_fk_idx on public.memberships (approved_by) where approved_by is not null;
create index if not exists memberships_invited_by_fk_idx on public.memberships (invited_by) where invited_by is not null;
create index if not exists overtime_entries_decided_by_fk_idx on public.overtime_entries (decided_by) where decided_by is not null;
create index if not exists face_challenges_user_id_fk_idx on private.face_challenges (user_id) where user_id is not null;
create index if not exists face_consent_links_created_by_fk_idx on private.face_consent_links (created_by) where created_by is not null;
create index if not exists member_pins_set_by_fk_idx on private.member_pins (set_by) where set_by is not null;
create index if not exists retention_settings_updated_by_fk_idx on public.retention_settings (updated_by) where updated_by is not null;
create index if not exists task_board_members_added_by_fk_idx on public.task_board_members (added_by) where added_by is not null;
create index if not exists task_cards_created_by_fk_idx on public.task_cards (created_by) where created_by is not null;
create index if not exists correction_requests_class_session_id_fk_idx on public.correction_requests (class_session_id) where class_session_id is not null;
create index if not exists attendance_scans_device_id_fk_idx on public.attendance_scans (device_id) where device_id is not null;
create index if not exists face_consent_links_consent_id_fk_idx on private.face_consent_links (consent_id) where consent_id is not null;
create index if not exists groups_parent_id_fk_idx on public.groups (parent_id) where parent_id is not null;
create index if not exists face_consents_guardian_id_fk_idx on public.face_consents (guardian_id) where guardian_id is not null;
create index if not exists face_consent_links_guardian_id_fk_idx on private.face_consent_links (guardian_id);
create index if not exists leave_ledger_leave_type_id_fk_idx on public.leave_ledger (leave_type_id);
create index if not exists conversations_created_by_fk_idx on public.conversations (created_by) where created_by is not null;
create index if not exists invitations_member_id_fk_idx on public.invitations (member_id);
create index if not exists calendar_feeds_org_id_fk_idx on public.calendar_feeds (org_id);
create index if not exists file_shares_org_id_fk_idx on public.file_shares (org_id);
create index if not exists message_reactions_org_id_fk_idx on public.message_reactions (org_id);
create index if not exists export_jobs_org_id_fk_idx on private.export_jobs (org_id);
create index if not exists face_challenges_org_id_fk_idx on private.face_challenges (org_id);
create index if not exists face_consent_links_org_id_fk_idx on private.face_consent_links (org_id);
create index if not exists task_activity_org_id_fk_idx on public.task_activity (org_id) where org_id is not null;
create index if not exists task_board_members_org_id_fk_idx on public.task_board_members (org_id);
create index if not exists task_card_assignees_org_id_fk_idx on public.task_card_assignees (org_id) where org_id is not null;
create index if not exists task_cards_org_id_fk_idx on public.task_cards (org_id) where org_id is not null;
create index if not exists task_checklist_items_org_id_fk_idx on public.task_checklist_items (org_id) where org_id is not null;
create index if not exists task_columns_org_id_fk_idx on public.task_columns (org_id) where org_id is not null;
create index if not exists task_comments_org_id_fk_idx on public.task_comments (org_id) where org_id is not null;
create index if not exists groups_shift_id_fk_idx on public.groups (shift_id) where shift_id is not null;
create index if not exists memberships_shift_id_fk_idx on public.memberships (shift_id) where shift_id is not null;
create index if not exists overtime_entries_shift_id_fk_idx on public.overtime_entries (shift_id) where shift_id is not null;
create index if not exists groups_site_id_fk_idx on public.groups (site_id) where site_id is not null;
create index if not exists location_checks_site_id_fk_idx on public.location_checks (site_id) where site_id is not null;
