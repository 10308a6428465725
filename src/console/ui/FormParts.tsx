// The console's form parts, shared by the rooms with long forms (catalogue's product editor, company texts): a titled
// section with an aside, and a labelled field whose control is described by one note (the problem, else the hint),
// with an optional unit shown inside the control.
import { useId, type ReactNode } from 'react';
import './formParts.css';

export function Section({
  title,
  aside,
  wide,
  children,
}: {
  title: string;
  aside?: string;
  /** Spans every column of a grid of sections. */
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="form-section" data-wide={wide || undefined} aria-labelledby={id}>
      <div className="form-section__head">
        <h2 id={id}>{title}</h2>
        {aside && <span>{aside}</span>}
      </div>
      {children}
    </section>
  );
}

export function Field({
  label,
  hint,
  error,
  unit,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  unit?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const note = `${id}-note`;
  return (
    <div className="form-field" data-invalid={!!error || undefined}>
      <label htmlFor={id}>{label}</label>
      {/* A figure and its unit read left to right in every language. */}
      <div className="form-field__control" dir={unit ? 'ltr' : undefined}>
        {children(id, error || hint ? note : undefined)}
        {unit && <span className="form-field__unit">{unit}</span>}
      </div>
      {(error || hint) && (
        <p id={note} className={error ? 'form-field__error' : 'form-field__hint'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
