import { describe, expect, it } from 'vitest';
// @ts-expect-error the CI script is plain JavaScript without type declarations
import { judgeAudit } from '../../../scripts/audit.mjs';

type Verdict = { verdict: 'pass' | 'fail' | 'unavailable'; lines: string[] };
const judge = (report: unknown) => judgeAudit(JSON.stringify(report)) as Verdict;

const counts = (high: number, critical = 0) => ({
  metadata: {
    vulnerabilities: { info: 0, low: 1, moderate: 2, high, critical, total: 3 + high + critical },
  },
});

describe('the dependency audit CI runs', () => {
  it('fails on a high or critical advisory, naming the package and the advisory', () => {
    const result = judge({
      vulnerabilities: {
        'path-to-regexp': {
          name: 'path-to-regexp',
          severity: 'high',
          range: '<0.1.12',
          via: [{ title: 'path-to-regexp outputs backtracking regular expressions' }],
          fixAvailable: true,
        },
        send: { name: 'send', severity: 'moderate', via: ['path-to-regexp'] },
      },
      ...counts(1),
    });
    expect(result.verdict).toBe('fail');
    expect(result.lines).toEqual([
      'path-to-regexp (high, <0.1.12): path-to-regexp outputs backtracking regular expressions — a fix is available',
    ]);
    expect(
      judge({
        vulnerabilities: { tar: { name: 'tar', severity: 'critical', via: ['minipass'] } },
        ...counts(0, 1),
      }).verdict,
    ).toBe('fail');
  });

  it('passes with only lower advisories, and says how many', () => {
    const result = judge({
      vulnerabilities: { send: { name: 'send', severity: 'moderate', via: [] } },
      ...counts(0),
    });
    expect(result).toEqual({ verdict: 'pass', lines: ['no high or critical advisory (3 lower)'] });
  });

  it('says it cannot judge when the registry does not answer audits, or npm printed no report', () => {
    expect(
      judge({ statusCode: 405, uri: 'https://registry.example/-/npm/v1/security/advisories/bulk' })
        .verdict,
    ).toBe('unavailable');
    expect((judgeAudit('npm ERR! network') as Verdict).verdict).toBe('unavailable');
  });
});
