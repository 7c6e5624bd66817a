import { getSupabase } from '@/lib/supabase';

/** Storage and multi-factor calls of the profile screen (SPEC.md §7 storage and MFA clients). */

export const AVATAR_BUCKET = 'avatars';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Why a file cannot be an avatar, or null when it can (the bucket enforces the same limits). */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG, WebP or GIF image.';
  }
  if (file.size > AVATAR_MAX_BYTES) return 'That image is larger than 2 MB. Choose a smaller one.';
  return null;
}

/** Uploads under `<uid>/` (the bucket's rule) and returns the public URL. */
export async function uploadAvatar(userId: string, file: File): Promise<string> {
  const supabase = await getSupabase();
  const path = `${userId}/avatar-${Date.now()}.${EXTENSIONS[file.type] ?? 'img'}`;
  const { error } = await supabase.storage
    .from(AVATAR_BUCKET)
    .upload(path, file, { contentType: file.type, upsert: true, cacheControl: '3600' });
  if (error) throw error;
  return supabase.storage.from(AVATAR_BUCKET).getPublicUrl(path).data.publicUrl;
}

/** Best-effort removal of a previous avatar of this user. */
export async function removeAvatarByUrl(userId: string, url: string | null): Promise<void> {
  if (!url) return;
  const marker = `/${AVATAR_BUCKET}/`;
  const index = url.indexOf(marker);
  if (index < 0) return;
  const path = decodeURIComponent(url.slice(index + marker.length).split('?')[0] ?? '');
  if (!path.startsWith(`${userId}/`)) return;
  const supabase = await getSupabase();
  await supabase.storage.from(AVATAR_BUCKET).remove([path]);
}

export type TotpFactor = {
  id: string;
  friendlyName: string | null;
  status: string;
  createdAt: string;
};

export async function listTotpFactors(): Promise<TotpFactor[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.all
    .filter((factor) => factor.factor_type === 'totp')
    .map((factor) => ({
      id: factor.id,
      friendlyName: factor.friendly_name ?? null,
      status: factor.status,
      createdAt: factor.created_at,
    }));
}

export type TotpEnrollment = { factorId: string; qrCode: string; secret: string; uri: string };

/** Starts TOTP enrolment (after clearing unfinished attempts); returns the QR code and secret. */
export async function enrollTotp(): Promise<TotpEnrollment> {
  const supabase = await getSupabase();
  const existing = await listTotpFactors();
  for (const factor of existing.filter((f) => f.status !== 'verified')) {
    await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: `Authenticator app (${new Date().toISOString().slice(0, 16).replace('T', ' ')})`,
  });
  if (error) throw error;
  return {
    factorId: data.id,
    qrCode: data.totp.qr_code,
    secret: data.totp.secret,
    uri: data.totp.uri,
  };
}

export async function confirmTotp(factorId: string, code: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

export async function removeFactor(factorId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
}

export const profileKeys = {
  all: ['profile'] as const,
  factors: () => [...profileKeys.all, 'factors'] as const,
};
