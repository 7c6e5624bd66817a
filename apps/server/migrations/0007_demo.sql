-- Indexes behind the foreign keys of attendance_records that had none. Deleting a member or a
-- class session (as every demo reset does, for a few hundred of each) makes Postgres find their
-- attendance rows to cascade or clear; without these it reads the whole table once per deleted
-- row, so a reset, or an owner tidying up a timetable, would slow down with every tenant's history.
create index if not exists attendance_member_idx on public.attendance_records (member_id);
create index if not exists attendance_class_session_fk_idx on public.attendance_records (class_session_id)
  where class_session_id is not null;
create index if not exists attendance_shift_fk_idx on public.attendance_records (shift_id)
  where shift_id is not null;
