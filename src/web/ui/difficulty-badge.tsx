import type { ReactNode } from 'react';
import type { DifficultyLevel } from '@contracts/enum-values';
import { cn } from '../lib/cn';
import { badgeVariants } from './badge';

/** 000 §9: difficulty badges are green, yellow and red for beginner, intermediate and advanced. */
const tones: Record<DifficultyLevel, string> = {
  beginner:
    'border-green-200 bg-green-100 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-300',
  intermediate:
    'border-yellow-200 bg-yellow-100 text-yellow-900 dark:border-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  advanced:
    'border-red-200 bg-red-100 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-300',
};

/** A content item's difficulty as a coloured badge; the caller passes the translated label. */
export function DifficultyBadge({
  level,
  className,
  children,
}: {
  level: DifficultyLevel;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      data-difficulty={level}
      className={cn(badgeVariants({ variant: 'outline' }), tones[level], className)}
    >
      {children}
    </span>
  );
}
