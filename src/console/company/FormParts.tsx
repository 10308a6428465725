// The Company room's section and labelled field: a heading with an aside, and a label, control and one note (the
// problem, else the hint) the control is described by.
import { useId, type ReactNode } from 'react';

export function Section({ title, aside, children }: { title: string; aside?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="company-section" aria-labelledby={id}>
      <div className="company-section__head">
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
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const note = `${id}-note`;
  return (
    <div className="company-field">
      <label htmlFor={id}>{label}</label>
      {children(id, hint || error ? note : undefined)}
      {(error || hint) && (
        <p className={error ? 'company-field__error' : 'company-field__hint'} id={note}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
