import { describe, expect, it } from 'vitest';
import type { StatusCheck } from '../api/get-status-check';
import { appendToHistory, overallState } from './overall-state';

const healthy: StatusCheck = {
  checkedAt: '2026-11-22T10:00:00.000Z',
  roundTripMs: 40,
  api: 'up',
  database: 'ok',
  version: '0.1.0',
  databaseKind: 'pglite',
  databaseLatencyMs: 1.2,
  problem: null,
};

describe('overallState', () => {
  it('is operational when both answer quickly', () => {
    expect(overallState(healthy)).toBe('operational');
  });
  it('is degraded when the database does not answer', () => {
    expect(overallState({ ...healthy, database: 'unavailable' })).toBe('degraded');
  });
  it('is degraded when answers are slow', () => {
    expect(overallState({ ...healthy, roundTripMs: 2500 })).toBe('degraded');
    expect(overallState({ ...healthy, databaseLatencyMs: 900 })).toBe('degraded');
  });
  it('is an outage when the API does not answer', () => {
    expect(overallState({ ...healthy, api: 'down', database: 'unknown', roundTripMs: null })).toBe(
      'outage',
    );
  });
});

describe('appendToHistory', () => {
  it('keeps the newest first and at most the limit', () => {
    let history: StatusCheck[] = [];
    for (let i = 0; i < 12; i += 1) {
      history = appendToHistory(history, {
        ...healthy,
        checkedAt: `2026-11-22T10:00:${String(i).padStart(2, '0')}.000Z`,
      });
    }
    expect(history).toHaveLength(10);
    expect(history[0]!.checkedAt).toBe('2026-11-22T10:00:11.000Z');
  });
  it('does not add the same check twice', () => {
    const once = appendToHistory([], healthy);
    expect(appendToHistory(once, healthy)).toHaveLength(1);
  });
});
