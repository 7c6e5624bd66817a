import { EmptyState } from '@/components/ui';

/** Organisations — being built. */
export function Component() {
  return <EmptyState title="Organisations" description="This page is being built." />;
}
