import { useMemo } from 'react';
import type { PageModule } from '../../../schemas/api/types.gen';
import { prepare } from '../../../modules/prepare';
import { defaultRegistry } from '../../../modules/registry';
import { useIsPreview } from '../../lib/useSession';
import { useIsMobile } from '../../lib/useIsMobile';

/** The supplier's page for this screen: webList on desktop, mobileTempList on phones, drafts in preview. */
export function usePreparedPage(info: { webList: PageModule[]; mobileTempList: PageModule[] } | undefined) {
  const mobile = useIsMobile();
  const preview = useIsPreview();
  return useMemo(() => {
    const channel = mobile ? ('mobile' as const) : ('web' as const);
    const items = prepare(mobile ? info?.mobileTempList : info?.webList, { channel, preview, registry: defaultRegistry });
    const at = (placement: string) => items.filter((i) => (i.definition?.placement ?? 'page') === placement);
    return { channel, preview, top: at('top'), page: at('page'), bottom: at('bottom'), login: at('login') };
  }, [info, mobile, preview]);
}
