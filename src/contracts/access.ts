import { z } from 'zod';
import { userContentType, userContentTypes } from './enums';

/** Content Access Control settings (000 §9): values are stored as strings, validated per key. */
export const accessSettingKeys = [
  'daily_content_limit',
  'audio_enabled_free',
  'text_enabled_free',
  'premium_content_types',
] as const;
export const accessSettingKey = z.enum(accessSettingKeys);
export type AccessSettingKey = z.infer<typeof accessSettingKey>;

const booleanString = z.enum(['true', 'false'], 'Must be true or false');

export const accessSettingValue: Record<AccessSettingKey, z.ZodType<string>> = {
  daily_content_limit: z
    .string()
    .regex(/^\d+$/, 'Enter a whole number from 1 to 20')
    .refine(
      (value) => Number(value) >= 1 && Number(value) <= 20,
      'Enter a whole number from 1 to 20',
    ),
  audio_enabled_free: booleanString,
  text_enabled_free: booleanString,
  premium_content_types: z.string().refine(
    (value) => {
      try {
        const parsed: unknown = JSON.parse(value);
        return (
          z.array(userContentType).safeParse(parsed).success &&
          new Set(parsed as string[]).size === (parsed as string[]).length
        );
      } catch {
        return false;
      }
    },
    `Choose content types from: ${userContentTypes.join(', ')}`,
  ),
};

export const accessSettingUpdate = z.strictObject({ value: z.string().max(1000) });

export const accessSetting = z.object({
  key: accessSettingKey,
  value: z.string(),
  updatedAt: z.string(),
});
export type AccessSetting = z.infer<typeof accessSetting>;
