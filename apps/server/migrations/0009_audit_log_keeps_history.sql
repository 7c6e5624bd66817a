-- The audit log outlives what it describes: deleting an organisation logs the cascaded deletes
-- of its rows against that organisation, which a foreign key would refuse mid-delete.
alter table public.audit_log drop constraint if exists audit_log_org_id_fkey;
