type Page<T> = { data: T[] | null; error: unknown; count?: number | null };
type Ranged<T> = { range(from: number, to: number): PromiseLike<Page<T>> };

/**
 * Every row of a data API read. The server answers at most DATA_API_MAX_ROWS rows (1000 by
 * default) per request, so a read that may be longer (a student's year of periods, a teacher's
 * marks) asks for the first page with an exact count and, when there is more, for the rest in
 * pages the size the server answered, at once. `query(true)` must select with
 * `{ count: 'exact' }`, and the order must be total (end with a unique column) so pages are
 * disjoint.
 */
export async function readAll<T>(query: (withCount: boolean) => Ranged<T>): Promise<T[]> {
  const first = await query(true).range(0, 999_999);
  if (first.error) throw first.error;
  const rows = first.data ?? [];
  const total = first.count ?? rows.length;
  if (rows.length >= total || rows.length === 0) return rows;
  const size = rows.length;
  const pages: Array<PromiseLike<Page<T>>> = [];
  for (let from = size; from < total; from += size)
    pages.push(query(false).range(from, Math.min(from + size, total) - 1));
  for (const page of await Promise.all(pages)) {
    if (page.error) throw page.error;
    rows.push(...(page.data ?? []));
  }
  return rows;
}
