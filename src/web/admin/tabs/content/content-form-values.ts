import type { FieldErrors, Resolver } from 'react-hook-form';
import { contentInput, type ContentInput, type ContentListItem } from '@contracts/content';
import type { DifficultyLevel } from '@contracts/enum-values';

/** The content form as the inputs hold it: text stays text until it is sent. */
export interface ContentFormValues {
  title: string;
  description: string;
  /** The text members read when they open the item (docs/decisions/054). */
  body: string;
  categoryId: string;
  durationMinutes: number;
  difficultyLevel: DifficultyLevel;
  /** YYYY-MM-DD or empty. */
  scheduledFor: string;
  isPublished: boolean;
  audioUrl: string;
}

/** 000 §9: a new item is beginner, published, 0 minutes. */
export const newContentValues: ContentFormValues = {
  title: '',
  description: '',
  body: '',
  categoryId: '',
  durationMinutes: 0,
  difficultyLevel: 'beginner',
  scheduledFor: '',
  isPublished: true,
  audioUrl: '',
};

/** The form for an item; its body comes apart (`body`: lists do not carry it). */
export function contentFormValues(
  item: ContentListItem,
  body: string | null = null,
): ContentFormValues {
  return {
    title: item.title,
    description: item.description ?? '',
    body: body ?? '',
    categoryId: item.categoryId ?? '',
    durationMinutes: item.durationMinutes,
    difficultyLevel: item.difficultyLevel,
    scheduledFor: item.scheduledFor ?? '',
    isPublished: item.isPublished,
    audioUrl: item.audioUrl ?? '',
  };
}

/** 000 §5: duration is a number of minutes; anything that is not a number becomes 0. */
export function durationFromInput(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const text = String(value ?? '').trim();
  const parsed = Number(text);
  return text === '' || !Number.isFinite(parsed) ? 0 : parsed;
}

/** Every field, always: empty optional texts are sent as null. */
export function toContentInput(values: ContentFormValues): ContentInput {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    title: values.title,
    description: optional(values.description),
    body: optional(values.body),
    categoryId: values.categoryId,
    durationMinutes: durationFromInput(values.durationMinutes),
    difficultyLevel: values.difficultyLevel,
    scheduledFor: optional(values.scheduledFor),
    isPublished: values.isPublished,
    audioUrl: optional(values.audioUrl),
  };
}

/** Validates with the server's own schema (src/contracts/content.ts) and puts each message on its field. */
export const contentFormResolver: Resolver<ContentFormValues> = async (values) => {
  const parsed = contentInput.safeParse(toContentInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<ContentFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in values)) continue;
    const name = field as keyof ContentFormValues;
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
