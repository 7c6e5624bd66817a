import { catalogue } from '@/features/files/catalogue';
import { FilesPage } from '@/features/files/components/files-page';

/** Waits for the files page's texts in the language in use, so the page never flashes English. */
export async function loader() {
  await catalogue.ready();
  return null;
}

/** /files: My files, the shared spaces of the person's groups and organisation, and the trash. */
export function Component() {
  return <FilesPage />;
}
