import { describe, expect, it } from 'vitest';
import { detectKind } from './detect-kind.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const kindOf = async (head: Uint8Array, name: string) => (await detectKind(head, name)).kind;
// A PNG's signature and its first chunk (IHDR, 1×1), as a real picture begins.
const PNG = bytes(
  ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
  ...[0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89],
  ...[0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82],
);
const ELF = bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0);

describe('detectKind', () => {
  it('knows a Windows program by its MZ header whatever it is called', async () => {
    expect(await kindOf(bytes(0x4d, 0x5a, 0x90, 0x00), 'holiday-photos.pdf')).toBe('executable');
  });

  it('knows Linux and macOS programs and scripts by their content', async () => {
    expect(await kindOf(ELF, 'notes.txt')).toBe('executable');
    expect(await kindOf(bytes(0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1), 'x.png')).toBe('executable');
    expect(await kindOf(text('#!/bin/sh\nrm -rf ~'), 'readme.txt')).toBe('script');
  });

  it('judges a name that is as often data (.bin, .dat, .run) by its content alone', async () => {
    expect(await kindOf(text('sensor readings 12 14 15'), 'logger.bin')).toBeNull();
    expect(await kindOf(bytes(0x00, 0x01, 0x02, 0xff, 0x10), 'firmware.bin')).toBeNull();
    expect(await kindOf(text('x'), 'scores.dat')).toBeNull();
    expect(await kindOf(ELF, 'firmware.bin')).toBe('executable');
  });

  it('still refuses a name that says "run me" when the content says nothing', async () => {
    expect(await kindOf(text('echo hi'), 'install.BAT')).toBe('script');
    expect(await kindOf(text('plain'), 'setup.exe')).toBe('executable');
  });

  it('lets documents through and proves previewable types by content', async () => {
    expect(await detectKind(text('%PDF-1.7\n'), 'syllabus.pdf')).toEqual({
      kind: null,
      previewType: 'application/pdf',
    });
    expect((await detectKind(PNG, 'a.png')).previewType).toBe('image/png');
    expect(await kindOf(bytes(0x50, 0x4b, 0x03, 0x04), 'marks.xlsx')).toBeNull();
    expect(await kindOf(bytes(0x50, 0x4b, 0x03, 0x04), 'backup.zip')).toBe('archive');
    expect(await kindOf(bytes(0x1f, 0x8b, 0x08, 0x00), 'photos.dat')).toBe('archive');
    expect(await detectKind(text('Dear parents,'), 'letter.txt')).toEqual({
      kind: null,
      previewType: null,
    });
  });
});
