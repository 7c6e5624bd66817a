export type BulkOutcome<T> = { done: T[]; failed: Array<{ row: T; error: unknown }> };

/**
 * Runs one server call per row (a few at a time), so each row is authorised on its own and one
 * refusal does not stop the others; returns which rows succeeded and which failed with what.
 */
export async function runForEach<T>(
  rows: T[],
  action: (row: T) => Promise<unknown>,
  concurrency = 4,
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
