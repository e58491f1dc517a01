import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ErrorOption, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';

/** The fields that hold text. */
type TextName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  string;

/**
 * A small form state for forms on a member page's first screen (Account Settings): the values,
 * checked by a resolver on submit and again at each change after a failed submit, focus on the
 * first invalid field, and the server's per-field messages (applyFieldErrors). The page then
 * hydrates without react-hook-form (about 13 KB compressed, decision 145); the resolver's module
 * (zod, the contract) still arrives at the first check (lazyResolver). Forms in dialogs use
 * react-hook-form, loaded with the dialog.
 */
export function useCheckedForm<Values extends FieldValues, Output = Values>(
  defaultValues: Values,
  resolver: Resolver<Values, unknown, Output>,
) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, ErrorOption>>>({});
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef<Partial<Record<keyof Values, HTMLElement | null>>>({});
  // Only the latest check's answer is shown (checks are asynchronous).
  const checks = useRef(0);
  const names = Object.keys(defaultValues) as (keyof Values & string)[];

  const check = async (next: Values) => {
    const turn = ++checks.current;
    const result = await resolver(next, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    if (turn === checks.current) setErrors(result.errors as typeof errors);
    return result;
  };

  const focusFirst = (found: Partial<Record<string, unknown>>) => {
    const first = names.find((name) => found[name]);
    if (first) elements.current[first]?.focus();
  };

  const setValue = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) void check(next);
  };

  /** A select's or a switch's value, its change and the element focused when it is invalid. */
  const field = <Name extends keyof Values>(name: Name) => ({
    value: values[name],
    onChange: (value: Values[Name]) => setValue(name, value),
    ref: (element: HTMLElement | null) => {
      elements.current[name] = element;
    },
  });

  /** Props for one text <Input>/<PasswordInput>. */
  const register = (name: TextName<Values>) => ({
    ...field(name),
    value: values[name] as string,
    name,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.value as Values[typeof name]),
  });

  const handleSubmit =
    (onValid: (output: Output) => Promise<void> | void) => async (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const result = await check(values);
      if (Object.keys(result.errors).length > 0) return focusFirst(result.errors);
      await onValid(result.values as Output);
    };

  /** Shaped as react-hook-form's, for applyFieldErrors. */
  const setError: UseFormSetError<Values> = (name, error, options) => {
    setErrors((current) => ({ ...current, [name]: error }));
    if (options?.shouldFocus) elements.current[name as keyof Values]?.focus();
  };

  const reset = (next: Values = defaultValues) => {
    checks.current++;
    setValues(next);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, field, register, handleSubmit, setError, reset };
}

export type CheckedForm<Values extends FieldValues, Output = Values> = ReturnType<
  typeof useCheckedForm<Values, Output>
>;
