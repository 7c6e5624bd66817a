#!/usr/bin/env node
// The dependency audit CI runs: `npm audit` of what the product ships (production dependencies),
// failing on any high or critical advisory. A registry that does not answer audits (a mirror or
// proxy answering 404/405/501 to npm's advisories endpoint) cannot be judged: that is said in
// one line and the run goes on, so the audit protects wherever the registry supports it.
//   node scripts/audit.mjs
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BLOCKING = ['high', 'critical'];
const UNSUPPORTED = new Set([404, 405, 501]);

/**
 * Reads `npm audit --json`'s output: `{ verdict: 'pass' | 'fail' | 'unavailable', lines }`, the
 * lines naming each blocking advisory's package, severity and title, or why there is no verdict.
 */
export function judgeAudit(output) {
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { verdict: 'unavailable', lines: ['npm audit printed no report'] };
  }
  if (UNSUPPORTED.has(report.statusCode)) {
    return {
      verdict: 'unavailable',
      lines: [`the registry does not answer audits (${report.statusCode} from ${report.uri})`],
    };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    return {
      verdict: 'unavailable',
      lines: [`npm audit failed: ${report.error?.summary || report.message || 'no report'}`],
    };
  }
  const blocking = Object.values(report.vulnerabilities ?? {}).filter((entry) =>
    BLOCKING.includes(entry.severity),
  );
  if (!blocking.length) {
    const lower = (counts.info ?? 0) + (counts.low ?? 0) + (counts.moderate ?? 0);
    return { verdict: 'pass', lines: [`no high or critical advisory (${lower} lower)`] };
  }
  return {
    verdict: 'fail',
    lines: blocking.map((entry) => {
      const titles = (entry.via ?? [])
        .filter((via) => typeof via === 'object')
        .map((via) => via.title)
        .join('; ');
      return `${entry.name} (${entry.severity}${entry.range ? `, ${entry.range}` : ''}): ${titles || 'through its dependencies'}${entry.fixAvailable ? ' — a fix is available' : ''}`;
    }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['audit', '--json', '--omit=dev'], { encoding: 'utf8' });
  const { verdict, lines } = judgeAudit(run.stdout);
  const head = { pass: 'passed', fail: 'FAILED', unavailable: 'skipped' }[verdict];
  console.log(`Dependency audit ${head}: ${lines.join('\n  ')}`);
  process.exit(verdict === 'fail' ? 1 : 0);
}
