import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * The script as CI runs it — the real `npm audit` — on a small project whose registry is a local
 * stand-in speaking npm's protocol: the bulk advisory endpoint (a gzipped `{ name: [versions] }`
 * in, advisories out) and the package document npm reads to say whether a fix exists.
 */
describe('the audit script against a registry', () => {
  const script = fileURLToPath(new URL('../../../scripts/audit.mjs', import.meta.url));
  const asked: Array<Record<string, string[]>> = [];
  let registry: Server;
  let url = '';
  /** Whether the stand-in answers audits (a registry that does not answers 405, as some do). */
  let answersAudits = true;

  beforeAll(async () => {
    registry = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        if (request.url?.startsWith('/-/npm/v1/security/advisories/bulk')) {
          if (!answersAudits) {
            response.statusCode = 405;
            response.end('{"error":"Method not allowed"}');
            return;
          }
          const body = Buffer.concat(chunks);
          const gzipped = request.headers['content-encoding'] === 'gzip';
          const wanted = JSON.parse((gzipped ? gunzipSync(body) : body).toString('utf8'));
          asked.push(wanted);
          const advisory = {
            id: 1_100_001,
            url: 'https://registry.example/advisories/1100001',
            title: 'Prototype pollution in left-pad',
            severity: 'high',
            vulnerable_versions: '<1.3.0',
            cwe: ['CWE-1321'],
            cvss: { score: 7.5, vectorString: null },
          };
          response.end(JSON.stringify('left-pad' in wanted ? { 'left-pad': [advisory] } : {}));
        } else if (request.url === '/left-pad') {
          const version = (v: string) => ({
            name: 'left-pad',
            version: v,
            dist: { tarball: `${url}left-pad/-/left-pad-${v}.tgz` },
          });
          response.end(
            JSON.stringify({
              name: 'left-pad',
              'dist-tags': { latest: '1.3.0' },
              versions: { '1.0.0': version('1.0.0'), '1.3.0': version('1.3.0') },
            }),
          );
        } else {
          response.statusCode = 404;
          response.end('{}');
        }
      });
    });
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => registry.close(() => resolve())));

  /** Runs the script in a project depending on left-pad@`version` (and a dev-only package). */
  async function audit(version: string) {
    const dir = mkdtempSync(path.join(tmpdir(), 'ias-audit-'));
    const project = { name: 'audited', version: '1.0.0', dependencies: { 'left-pad': version } };
    const node = (name: string, v: string, dev = false) => ({
      version: v,
      resolved: `${url}${name}/-/${name}-${v}.tgz`,
      integrity: 'sha512-AAAA',
      ...(dev ? { dev: true } : {}),
    });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(project));
    writeFileSync(
      path.join(dir, 'package-lock.json'),
      JSON.stringify({
        name: 'audited',
        version: '1.0.0',
        lockfileVersion: 3,
        requires: true,
        packages: {
          '': { ...project, devDependencies: { 'dev-tool': '2.0.0' } },
          'node_modules/left-pad': node('left-pad', version),
          'node_modules/dev-tool': node('dev-tool', '2.0.0', true),
        },
      }),
    );
    try {
      const child = spawn(process.execPath, [script], {
        cwd: dir,
        env: { ...process.env, npm_config_registry: url },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      return { code, output };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('fails the run on a high advisory in a production dependency, naming it and its fix', async () => {
    asked.length = 0;
    const { code, output } = await audit('1.0.0');
    expect(code).toBe(1);
    expect(output).toContain('Dependency audit FAILED');
    expect(output).toContain(
      'left-pad (high, 1.0.0): Prototype pollution in left-pad — a fix is available',
    );
    // Only what the product ships is asked about: the dev-only package is left out.
    expect(asked).toEqual([{ 'left-pad': ['1.0.0'] }]);
  }, 60_000);

  it('passes once the dependency is past the advisory', async () => {
    const { code, output } = await audit('1.3.0');
    expect(code).toBe(0);
    expect(output).toContain('Dependency audit passed: no high or critical advisory (0 lower)');
  }, 60_000);

  it('says in one line that it cannot judge, and lets the run go on, when audits are refused', async () => {
    answersAudits = false;
    try {
      const { code, output } = await audit('1.0.0');
      expect(code).toBe(0);
      expect(output).toMatch(/Dependency audit skipped: the registry does not answer audits \(405/);
    } finally {
      answersAudits = true;
    }
  }, 60_000);
});
