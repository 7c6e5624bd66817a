import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TabItem<T extends string> = { value: T; label: ReactNode; content: ReactNode };

/** Tabs drawn as a segmented control (arrow keys move between them, as Radix provides). */
export function SegmentedTabs<T extends string>({
  value,
  onValueChange,
  items,
  label,
}: {
  value: T;
  onValueChange: (value: T) => void;
  items: TabItem<T>[];
  label: string;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(v) => onValueChange(v as T)}>
      <Tabs.List
        aria-label={label}
        className="mb-4 inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
      >
        {items.map((item) => (
          <Tabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              'whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors',
              'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
              'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
            )}
          >
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.value} value={item.value} className="focus-visible:outline-none">
          {item.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
