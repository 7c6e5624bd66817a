import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { LogoMark } from './logo';
import { readSidebarCollapsed } from './sidebar-preference';
import { SkipLink } from './skip-link';

/**
 * The signed-in frame's shape before its code and the person's profile arrive (or while the
 * session is checked): the same sidebar width and top bar height, so nothing jumps when the
 * real shell takes over.
 */
export function AppFrameSkeleton({ children }: { children: ReactNode }) {
  const isCollapsed = readSidebarCollapsed();
  return (
    <div className="flex min-h-dvh bg-slate-50">
      <SkipLink />
      <div
        aria-hidden="true"
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 border-r border-slate-200 bg-white lg:block',
          isCollapsed ? 'w-[4.5rem]' : 'w-64',
        )}
      >
        <div className="flex h-14 items-center border-b border-slate-200 px-3">
          <LogoMark />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div aria-hidden="true" className="h-14 border-b border-slate-200 bg-white" />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
