import { useState } from 'react';
import type { FieldProblem } from '../../../protocol/entryRules';

/** Form values plus the spec's checks: problems show for touched fields, and all of them on submit. */
export function useForm<F extends { [K in keyof F]: string }>(
  initial: F,
  check: (form: F) => Partial<Record<keyof F, FieldProblem>>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const problems = check(values);
  return {
    values,
    problemOf: (field: keyof F) => ((submitted || touched[field]) && problems[field]) || null,
    bind: (field: keyof F, transform: (typed: string) => string = (t) => t) => ({
      name: String(field),
      value: values[field],
      onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
        setValues((v) => ({ ...v, [field]: transform(e.target.value) })),
      onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    }),
    /** Returns true when the form may be sent. */
    submit() {
      setSubmitted(true);
      return Object.keys(problems).length === 0;
    },
  };
}
