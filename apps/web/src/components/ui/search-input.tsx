import { Search } from 'lucide-react';
import { forwardRef } from 'react';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

/** A search box with a magnifier; `className` sizes the box, the rest goes to the input. */
export const SearchInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(
  function SearchInput({ className, ...props }, ref) {
    return (
      <div className={cn('relative', className)}>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <Input ref={ref} type="search" className="pl-9" {...props} />
      </div>
    );
  },
);
