import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export type RowActionProps = Omit<ButtonProps, 'size' | 'asChild' | 'aria-label'> & {
  icon: LucideIcon;
  /** The full name for screen readers, e.g. "Delete Night shift". */
  label: string;
};

/** A small button on a list row: an icon, an optional short word, and a full accessible name. */
export function RowAction({ icon: Icon, label, children, ...props }: RowActionProps) {
  return (
    <Button size="sm" aria-label={label} {...props}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {children ? <> {children}</> : null}
    </Button>
  );
}
