import { catalogue as attendanceCatalogue } from '@/features/attendance/catalogue';
import { catalogue as dashboardCatalogue } from '@/features/dashboard/catalogue';

/**
 * A route `loader` that waits for the page's heading texts, attendance's (for pages that show
 * attendance components) and any other catalogues the page names, in the reader's language.
 */
export function pageLoader(
  options: { attendance?: boolean } = {},
  ...more: Array<() => Promise<unknown>>
) {
  return async () => {
    await Promise.all([
      dashboardCatalogue.ready(),
      options.attendance ? attendanceCatalogue.ready() : null,
      ...more.map((load) => load()),
    ]);
    return null;
  };
}
