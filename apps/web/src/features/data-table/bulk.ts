export type BulkOutcome<T> = { done: T[]; failed: Array<{ row: T; error: unknown }> };

/**
 * Runs one server call per row (a few at a time), so each row is authorised on its own and one
 * refusal does not stop the others; returns which rows succeeded and which failed with what.
 */
export async function runForEach<T>(
  rows: T[],
  action: (row: T) => Promise<unknown>,
  concurrency = 4,
  /** Called after each row, for a progress bar on long runs ("select all matching"). */
  onProgress?: (finished: number, total: number) => void,
): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { done: [], failed: [] };
  const results: Array<{ ok: true } | { ok: false; error: unknown }> = [];
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const index = next++;
      try {
        await action(rows[index]!);
        results[index] = { ok: true };
      } catch (error) {
        results[index] = { ok: false, error };
      }
      onProgress?.(results.filter(Boolean).length, rows.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  rows.forEach((row, index) => {
    const result = results[index]!;
    if (result.ok) outcome.done.push(row);
    else outcome.failed.push({ row, error: result.error });
  });
  return outcome;
}
