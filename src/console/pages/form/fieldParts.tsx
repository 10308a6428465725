// What every generated field shares: its props, the module's current problem (the validator's first complaint),
// and the message under the field the problem names.
import { createContext, useContext, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Problem } from '../moduleModel';
import { problemText } from './problemText';
import type { Schema } from './schemaTools';

export interface FieldProps {
  raw: Schema;
  /** The JSON pointer of this value in the module's content, as the validators name it (/slides/0/title). */
  path: string;
  label: string;
  value: unknown;
  required: boolean;
  /** undefined removes an optional property. */
  onChange: (value: unknown) => void;
}

export const ProblemContext = createContext<Problem | null>(null);

/** The problem of exactly this field, if the validator named it. */
export function FieldProblem({ path, id }: { path: string; id: string }) {
  const { i18n } = useLingui();
  const problem = useContext(ProblemContext);
  if (!problem || problem.path !== path) return null;
  return (
    <p className="studio-field__problem" id={id} role="alert">
      {problemText(i18n, problem)}
    </p>
  );
}

export function useFieldProblem(path: string) {
  const problem = useContext(ProblemContext);
  const id = useId();
  const invalid = problem?.path === path;
  return { id, invalid, describedBy: invalid ? `${id}-problem` : undefined };
}
