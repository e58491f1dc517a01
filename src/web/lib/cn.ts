import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { memoizedOrSame } from './hydration-memo';

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return memoizedOrSame(joined, () => twMerge(joined));
}
