import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isApiError } from '@web/lib/api-error';

/**
 * A very small form state for the user app's auth screens (a few text fields each). It does what
 * those screens need from react-hook-form: per-field checks on submit and again as the person
 * types after a failed submit, focus on the first invalid field, and the server's per-field
 * messages on the right fields. Everything else in the app uses react-hook-form; this keeps it off
 * the first screen to stay within the bundle budget (docs/decisions/103).
 */
export type FieldCheck = (value: string) => true | string;

export function useLightForm<Name extends string>(
  initial: Record<Name, string>,
  checks: Partial<Record<Name, FieldCheck>>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});
  const names = Object.keys(initial) as Name[];

  const validate = (next: Record<Name, string>) => {
    const found: Partial<Record<Name, string>> = {};
    for (const name of names) {
      const result = checks[name]?.(next[name]);
      if (typeof result === 'string') found[name] = result;
    }
    return found;
  };

  const focusFirst = (found: Partial<Record<Name, string>>) => {
    const first = names.find((name) => found[name]);
    if (first) elements.current[first]?.focus();
  };

  /** Props for one <Input>/<PasswordInput>. */
  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(validate(next));
    },
    ref: (element: HTMLInputElement | null) => {
      elements.current[name] = element;
    },
  });

  const handleSubmit =
    (onValid: (values: Record<Name, string>) => Promise<void> | void) =>
    async (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const found = validate(values);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        focusFirst(found);
        return;
      }
      await onValid(values);
    };

  /** Shows a 400 answer's per-field messages; true when at least one field took one. */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    const found: Partial<Record<Name, string>> = {};
    for (const name of names) {
      const message = error.fields[name];
      if (message) found[name] = message;
    }
    if (Object.keys(found).length === 0) return false;
    setErrors(found);
    focusFirst(found);
    return true;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, field, handleSubmit, showServerErrors, reset };
}
