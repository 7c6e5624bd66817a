import { describe, expect, it } from 'vitest';
import {
  commandLines,
  handshakeAnswer,
  parseAttlog,
  parseCommandReplies,
  parsePunchFile,
  punchInstant,
  timeZoneOption,
} from './protocol.js';

describe('the ADMS (iclock) protocol', () => {
  it('answers the handshake with the stamp to resume from and the zone in hours or minutes', () => {
    const answer = handshakeAnswer('CQZ7231560001', '42', 'Asia/Kolkata').split('\n');
    expect(answer[0]).toBe('GET OPTION FROM: CQZ7231560001');
    expect(answer).toContain('ATTLOGStamp=42');
    expect(answer).toContain('TimeZone=330');
    expect(handshakeAnswer('X1', null, 'UTC')).toContain('ATTLOGStamp=None');
    expect(timeZoneOption('Asia/Dubai')).toBe('4');
    expect(timeZoneOption('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('-5');
  });

  it('reads ATTLOG lines and says which it could not', () => {
    const { punches, rejected } = parseAttlog(
      '  101\t2026-11-24 09:05:07\t0\t1\t0\t0\t0\r\n\n102\t2026-11-24 18:01:00\t1\t15\nbad line\n103\tyesterday\t0\t1\n',
    );
    expect(punches).toEqual([
      { pin: '101', localTime: '2026-11-24 09:05:07', state: 0, verify: 1 },
      { pin: '102', localTime: '2026-11-24 18:01:00', state: 1, verify: 15 },
    ]);
    expect(rejected.map((r) => r.line)).toEqual([4, 5]);
  });

  it('hands out commands and reads their answers', () => {
    expect(commandLines([])).toBe('OK');
    expect(
      commandLines([
        { id: 7, command: 'CHECK' },
        { id: 8, command: 'INFO' },
      ]),
    ).toBe('C:7:CHECK\nC:8:INFO');
    expect(
      parseCommandReplies('ID=7&Return=0&CMD=CHECK\nID=8&Return=-1002&CMD=INFO\nnonsense'),
    ).toEqual([
      { id: '7', returnCode: 0 },
      { id: '8', returnCode: -1002 },
    ]);
  });

  it('reads a local time in the device’s zone, and refuses one a clock change skipped', () => {
    expect(punchInstant('2026-11-24 09:00:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-11-24T03:30:00.000Z',
    );
    expect(punchInstant('2026-03-08 02:30:00', 'America/New_York')).toBeNull();
    expect(punchInstant('2026-03-08 03:30:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });
});

describe('punch log files from the desktop software', () => {
  it('reads attlog.dat', () => {
    const { punches } = parsePunchFile('        1\t2026-11-24 09:00:00\t0\t1\t0\t0\t0\n');
    expect(punches).toEqual([{ pin: '1', localTime: '2026-11-24 09:00:00', state: 0, verify: 1 }]);
  });

  it('reads CSV exports with one date-time column, or a date and a time column (day first)', () => {
    const one = parsePunchFile(
      '\uFEFFAC-No.,Name,Time,State\n12,Asha,24/11/2026 09:12 AM,C/In\n12,Asha,24/11/2026 06:40 PM,C/Out\n',
    );
    expect(one.punches.map((p) => [p.pin, p.localTime])).toEqual([
      ['12', '2026-11-24 09:12:00'],
      ['12', '2026-11-24 18:40:00'],
    ]);
    const two = parsePunchFile(
      'Employee Code;Date;Time\nE7;24-11-2026;09:01:30\nE7;24-11-2026;not a time\n',
    );
    expect(two.punches.map((p) => [p.pin, p.localTime])).toEqual([['E7', '2026-11-24 09:01:30']]);
    expect(two.rejected).toEqual([{ line: 3, reason: 'no date and time' }]);
  });

  it('says what is missing when the header names no user id or time', () => {
    expect(parsePunchFile('a,b\n1,2\n').rejected[0]?.reason).toMatch(/names no user id/);
  });
});
