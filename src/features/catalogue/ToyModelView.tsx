// The 3D view of a product, loaded on demand (a lazy chunk of its own): fetches the model, then shows the viewer.
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { toyModelQuery } from './api';
import { ToyViewer } from '../../ui/toyViewer/ToyViewer';

export default function ToyModelView({ url, label }: { url: string; label: string }) {
  const model = useQuery(toyModelQuery(url));
  if (model.isPending) return <div className="toy-viewer toy-viewer--loading" aria-busy="true" />;
  if (model.isError) {
    return (
      <div className="toy-viewer toy-viewer--error" role="alert">
        <p>
          <Trans>The 3D view cannot be shown right now.</Trans>
        </p>
        <button type="button" className="button button--small" onClick={() => model.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return <ToyViewer model={model.data} label={label} />;
}
