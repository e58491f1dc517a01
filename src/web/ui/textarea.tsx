import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { inputClasses } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(inputClasses, 'h-auto min-h-20 resize-y', className)}
      {...props}
    />
  );
}
