import { organizationLogoPath } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';
import type { Organization } from './organization';

/** The public bucket of organisation logos: one object, `<org id>/logo`, per organisation. */
const LOGO_BUCKET = 'logos';
const logoObject = (orgId: string) => `${orgId}/logo`;

async function saveLogoUrl(orgId: string, url: string | null): Promise<Organization> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('organizations')
    .update({ logo_url: url })
    .eq('id', orgId)
    .select('*')
    .single();
  if (error) throw error;
  return data as Organization;
}

/**
 * Stores `file` as the organisation's logo (replacing any earlier one) and points the organisation
 * at it. The address changes with every upload, so screens showing the old one fetch the new one;
 * kiosks use the plain address, which browsers check again each time (no-cache).
 */
export async function uploadOrganizationLogo(orgId: string, file: File): Promise<Organization> {
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(LOGO_BUCKET).upload(logoObject(orgId), file, {
    contentType: file.type,
    upsert: true,
    cacheControl: 'no-cache',
  });
  if (error) throw error;
  return saveLogoUrl(orgId, `${organizationLogoPath(orgId)}?v=${Date.now()}`);
}

/** Removes the logo: first from the organisation (so nothing points at it), then the file. */
export async function removeOrganizationLogo(orgId: string): Promise<Organization> {
  const saved = await saveLogoUrl(orgId, null);
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(LOGO_BUCKET).remove([logoObject(orgId)]);
  if (error) throw error;
  return saved;
}
