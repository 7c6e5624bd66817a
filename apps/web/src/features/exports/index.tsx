import { type ComponentProps, lazy, Suspense } from 'react';
import { catalogue } from './catalogue';

const LazyExportPanel = lazy(async () => {
  const [module] = await Promise.all([import('./components/export-panel'), catalogue.ready()]);
  return module;
});

/** XLSX and PDF exports for the reports page (loaded with its messages on first use). */
export function ExportPanel(props: ComponentProps<typeof LazyExportPanel>) {
  return (
    <Suspense fallback={null}>
      <LazyExportPanel {...props} />
    </Suspense>
  );
}
