import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { isDebugAllowed } from '@/config/debug';
import { useAppConfig } from '@/features/system/hooks/use-app-config';
import { Component as NotFound } from '../public/not-found';

/** SPEC.md §2: debug routes exist only on a local host with the debug flag on; else not found. */
export function DebugGate({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  if (config.isPending) return <PageSpinner />;
  if (!config.data || !isDebugAllowed(window.location.hostname, config.data.debugTools))
    return <NotFound />;
  return <>{children}</>;
}
