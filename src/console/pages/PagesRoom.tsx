// The console's Pages room, the supplier studio (issue 25): choose a design — the desktop page, the phone page or
// the login page — and compose it from the registry's modules on the real site, saved as a draft and published at
// once. The design is kept in the address (?design=).
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { RoomLoading, RoomLoadError } from '../app/RoomStates';
import { pageQuery } from './api';
import { Studio, type Design } from './Studio';
import './pages.css';

const DESIGNS: readonly Design[] = ['web', 'mobile', 'login'];

export function PagesRoom() {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as { design?: string };
  const navigate = useNavigate();
  const design: Design = DESIGNS.includes(search.design as Design) ? (search.design as Design) : 'web';
  const channel = design === 'mobile' ? 'mobile' : 'web';
  const query = useQuery(pageQuery(channel));
  const names: Record<Design, string> = { web: t`Desktop page`, mobile: t`Phone page`, login: t`Login page` };
  return (
    <div className="pages-room">
      <div className="pages-room__head">
        <h1>
          <Trans context="console room">Pages</Trans>
        </h1>
        <div className="pages-room__designs" role="tablist" aria-label={t`Designs`}>
          {DESIGNS.map((d) => (
            <button
              key={d}
              type="button"
              role="tab"
              aria-selected={d === design}
              className="button button--small"
              onClick={() => void navigate({ to: '/console/$room', params: { room: 'pages' }, search: { design: d } })}
            >
              {names[d]}
            </button>
          ))}
        </div>
      </div>
      {query.isPending ? (
        <RoomLoading />
      ) : query.isError ? (
        <RoomLoadError
          title={<Trans>The page could not be loaded</Trans>}
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : (
        <Studio key={design} page={query.data} design={design} />
      )}
    </div>
  );
}
