import {
  emailMaxLength,
  nameMaxLength,
  passwordMaxLength,
  passwordMinLength,
} from '@contracts/limits';
import { t } from '@web/lib/i18n/t';
import type { FieldCheck } from './use-light-form';

/**
 * Field checks of the user app's auth forms (001 §5). They apply the limits of
 * src/contracts/limits (the ones the server's zod schemas use) with translatable messages, without
 * shipping zod on the first screen people see (docs/decisions/103). The server validates again and
 * its per-field messages land on the same fields.
 */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const nameCheck =
  (requiredMessage: string): FieldCheck =>
  (value) => {
    const trimmed = value.trim();
    if (!trimmed) return requiredMessage;
    if (trimmed.length > nameMaxLength) return t('auth.nameTooLong');
    return true;
  };

export const emailCheck: FieldCheck = (value) => {
  const trimmed = value.trim();
  if (!trimmed) return t('auth.emailRequired');
  if (trimmed.length > emailMaxLength || !emailShape.test(trimmed)) return t('auth.emailInvalid');
  return true;
};

/** Sign-in only needs something in each field (001 §5: required; the server decides the rest). */
export const requiredCheck =
  (message: string): FieldCheck =>
  (value) =>
    value.trim() ? true : message;

export const newPasswordCheck: FieldCheck = (value) => {
  if (!value) return t('auth.passwordRequired');
  if (value.length < passwordMinLength) return t('auth.passwordTooShort');
  if (value.length > passwordMaxLength) return t('auth.passwordTooLong');
  return true;
};
