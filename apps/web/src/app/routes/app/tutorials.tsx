import { catalogue } from '@/features/tutorials/catalogue';
import { TutorialsPage } from '@/features/tutorials/components/tutorials-page';

/** Waits for the tutorials' texts in the language in use, so the page never flashes English. */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /tutorials: guides for each kind of account, progress per person, and "Show me" tours. */
export function Component() {
  return <TutorialsPage />;
}
