// /index/home — the supplier-designed home page (webList on desktop, mobileTempList on phones).
import { Trans } from '@lingui/react/macro';
import { useCompanyInfo } from '../../lib/share';
import { useShareCode } from '../../lib/useShareCode';
import { usePreparedPage } from '../moduleHost/usePreparedPage';
import { defaultRegistry } from '../../../modules/registry';
import { PageRenderer } from '../../../modules/PageRenderer';

const HOME_PARTS = ['page'] as const;

export function HomePage() {
  const company = useCompanyInfo(useShareCode());
  const page = usePreparedPage(company.data, defaultRegistry, HOME_PARTS);
  if (company.isPending) return <div className="module-placeholder module-placeholder--hero" aria-busy="true" />;
  const shown = page.page.some((m) => m.status === 'ok') || page.preview;
  return (
    <div className="home" data-preview={page.preview || undefined}>
      {shown ? (
        <PageRenderer items={page.page} channel={page.channel} preview={page.preview} />
      ) : (
        <div className="empty-state">
          <p>
            <Trans>The supplier has not designed this page yet.</Trans>
          </p>
        </div>
      )}
    </div>
  );
}
