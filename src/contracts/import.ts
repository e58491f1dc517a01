import { z } from 'zod';
import { difficultyLevel } from './enums';

export const importMaxBytes = 10 * 1024 * 1024;
export const importMaxItems = 20_000;

export const importRequest = z.strictObject({
  format: z.enum(['csv', 'json'], 'Choose CSV or JSON'),
  text: z
    .string()
    .refine((text) => text.trim().length > 0, 'Paste or upload some content to import'),
  defaultCategoryId: z.uuid('Choose a default category').nullish(),
  /** Validate and preview only; nothing is written. */
  dryRun: z.boolean().default(false),
});
export type ImportRequest = z.input<typeof importRequest>;

export const importRowError = z.object({ item: z.number().int(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

export const importPreviewItem = z.object({
  item: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** Whether the item has a body (a `body` column or field); the body itself is not previewed. */
  hasBody: z.boolean(),
  category: z.string(),
  difficultyLevel: difficultyLevel,
  durationMinutes: z.number().int(),
  isPublished: z.boolean(),
});
export type ImportPreviewItem = z.infer<typeof importPreviewItem>;

/** The dry run's answer: what would be imported and what is wrong, item by item. */
export const importPreview = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  errors: z.array(importRowError),
  preview: z.array(importPreviewItem),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** Lines of the streamed import (application/x-ndjson): progress, then done or error. */
export type ImportProgressLine =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; imported: number; skipped: number }
  | { type: 'error'; message: string };
