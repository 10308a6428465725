import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldProblem } from '../../../protocol/entryRules';
import { problemMessages } from './fieldMessages';

/** A labelled input with its validation message, wired for screen readers (aria-invalid, aria-describedby). */
export function Field({
  label,
  problem,
  hint,
  ...input
}: { label: ReactNode; problem?: FieldProblem | null; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const { i18n } = useLingui();
  const described = problem ? `${id}-problem` : hint ? `${id}-hint` : undefined;
  return (
    <div className="field" data-invalid={!!problem}>
      <label htmlFor={id} data-required={input.required || undefined}>
        {label}
      </label>
      <div className="field__control">
        <input id={id} aria-invalid={!!problem} aria-describedby={described} {...input} />
        {problem ? (
          <p className="field__problem" id={`${id}-problem`}>
            {i18n._(problemMessages[problem])}
          </p>
        ) : hint ? (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
