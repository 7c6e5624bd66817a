import { LOGO_MAX_BYTES, LOGO_TYPES, type OrganizationLogoInput } from '@ias/shared';
import { describeError } from '@/lib/error-messages';

type LogoType = (typeof LOGO_TYPES)[number];

const isLogoType = (type: string): type is LogoType =>
  (LOGO_TYPES as readonly string[]).includes(type);

/** Why a file cannot be the organisation's logo, or null when it can (the server checks again). */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isLogoType(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size === 0) return 'That file is empty. Choose another one.';
  if (file.size > LOGO_MAX_BYTES) return 'That image is larger than 512 KB. Choose a smaller one.';
  return null;
}

/** The logo as POST /api/organizations takes it: its type and its bytes in base64. */
export async function logoInputOf(file: File): Promise<OrganizationLogoInput> {
  if (!isLogoType(file.type)) throw new Error('Choose a PNG, JPEG or WebP image.');
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The logo could not be read. Choose the file again.'));
    reader.readAsDataURL(file);
  });
  // "data:image/png;base64,iVBOR…": the bytes are what follows the comma.
  return { content_type: file.type, data: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}

/** A sentence for a failed logo upload or removal (the bucket's limits are the logo's own). */
export function describeLogoError(error: unknown): string {
  const status = Number((error as { status?: unknown } | null)?.status);
  if (status === 413) return 'That image is larger than 512 KB. Choose a smaller one.';
  if (status === 415) return 'Choose a PNG, JPEG or WebP image.';
  if (status === 403) return 'Only the owner of the organisation can change its logo.';
  return describeError(error);
}
