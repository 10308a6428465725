// The selected module's properties: a form generated from its type's schema, checked at every change with the
// validator the buyer's page runs; the field with the problem says what is wrong.
import { Trans, useLingui } from '@lingui/react/macro';
import { ObjectField } from './form/SchemaField';
import { ProblemContext } from './form/fieldParts';
import { problemText } from './form/problemText';
import { resolve } from './form/schemaTools';
import { definitionOf, problemOf, schemaOf, type StudioModule } from './moduleModel';
import { moduleLabel } from './moduleLabels';

export function Inspector({
  module: m,
  onChange,
}: {
  module: StudioModule | undefined;
  onChange: (content: unknown) => void;
}) {
  const { i18n } = useLingui();
  if (!m)
    return (
      <aside className="studio-inspector">
        <p className="studio-empty">
          <Trans>Select a module in the list or on the canvas to edit it.</Trans>
        </p>
      </aside>
    );
  const schema = schemaOf(m.type);
  const problem = problemOf(m);
  const label = moduleLabel(i18n, definitionOf(m.type), m.type);
  return (
    <aside className="studio-inspector" aria-label={label}>
      <h2>{label}</h2>
      {/* The schema's description says what each style is for, in English: shown to those reading English. */}
      {schema?.description && i18n.locale.startsWith('en') && (
        <p className="studio-inspector__about">{schema.description}</p>
      )}
      {problem && (
        <p className="console-note console-note--error" role="status">
          <Trans>This module cannot be published yet:</Trans> {problemText(i18n, problem)}{' '}
          {problem.path && <code>{problem.path}</code>}
        </p>
      )}
      {schema ? (
        <ProblemContext value={problem}>
          <form className="studio-form" onSubmit={(e) => e.preventDefault()}>
            <ObjectField
              raw={schema}
              schema={resolve(schema)}
              path=""
              label={label}
              value={m.content}
              required
              onChange={onChange}
            />
          </form>
        </ProblemContext>
      ) : (
        <p className="studio-empty">
          <Trans>This module type is not known to this version of the studio.</Trans>
        </p>
      )}
    </aside>
  );
}
