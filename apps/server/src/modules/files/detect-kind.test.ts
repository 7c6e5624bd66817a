import { describe, expect, it } from 'vitest';
import { detectKind } from './detect-kind.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectKind', () => {
  it('knows a Windows program by its MZ header whatever it is called', () => {
    expect(detectKind(bytes(0x4d, 0x5a, 0x90, 0x00), 'holiday-photos.pdf').kind).toBe('executable');
  });

  it('knows Linux and macOS programs and scripts by their content', () => {
    expect(detectKind(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1), 'notes.txt').kind).toBe('executable');
    expect(detectKind(bytes(0xcf, 0xfa, 0xed, 0xfe), 'x.png').kind).toBe('executable');
    expect(detectKind(text('#!/bin/sh\nrm -rf ~'), 'readme.txt').kind).toBe('script');
  });

  it('also refuses by name when the content says nothing', () => {
    expect(detectKind(text('echo hi'), 'install.BAT').kind).toBe('script');
    expect(detectKind(text('plain'), 'setup.exe').kind).toBe('executable');
  });

  it('lets documents through and proves previewable types by content', () => {
    expect(detectKind(text('%PDF-1.7\n'), 'syllabus.pdf')).toEqual({
      kind: null,
      previewType: 'application/pdf',
    });
    expect(
      detectKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'a.png').previewType,
    ).toBe('image/png');
    expect(detectKind(bytes(0x50, 0x4b, 0x03, 0x04), 'marks.xlsx').kind).toBeNull();
    expect(detectKind(bytes(0x50, 0x4b, 0x03, 0x04), 'backup.zip').kind).toBe('archive');
    expect(detectKind(text('Dear parents,'), 'letter.txt')).toEqual({
      kind: null,
      previewType: null,
    });
  });
});
