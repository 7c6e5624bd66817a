import { LOGO_MAX_BYTES, organizationLogoSchema } from '@ias/shared';
import { describe, expect, it } from 'vitest';
import { logoFileProblem, logoInputOf } from './logo-file';

describe('logo files', () => {
  it('takes PNG, JPEG and WebP up to 512 KB, and says why not otherwise', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(logoFileProblem({ type, size: 10_000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/png', size: LOGO_MAX_BYTES })).toBeNull();
    expect(logoFileProblem({ type: 'image/svg+xml', size: 500 })).toBe(
      'Choose a PNG, JPEG or WebP image.',
    );
    expect(logoFileProblem({ type: 'image/gif', size: 500 })).toBe(
      'Choose a PNG, JPEG or WebP image.',
    );
    expect(logoFileProblem({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe(
      'That image is larger than 512 KB. Choose a smaller one.',
    );
    expect(logoFileProblem({ type: 'image/png', size: 0 })).toContain('empty');
  });

  it('sends every byte in base64, up to the largest logo the schema takes', async () => {
    const bytes = new Uint8Array(LOGO_MAX_BYTES);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) % 256;
    const input = await logoInputOf(new File([bytes], 'logo.png', { type: 'image/png' }));
    expect(input.content_type).toBe('image/png');
    expect(Buffer.from(input.data, 'base64').equals(Buffer.from(bytes))).toBe(true);
    // The largest logo still fits the schema the server checks it with.
    expect(organizationLogoSchema.safeParse(input).success).toBe(true);
  });
});
