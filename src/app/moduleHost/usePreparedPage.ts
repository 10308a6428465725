import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GetCompanyInfoOnLoginV2Response } from '../../../schemas/api/types.gen';
import { prepare } from '../../../modules/prepare';
import { defaultRegistry } from '../../../modules/registry';
import { useIsPreview } from '../../lib/useSession';
import { useIsMobile } from '../../lib/useIsMobile';
import { companyPreviewQuery } from '../../lib/share';
import { useConsoleSession } from '../../features/console/consoleSession';

type PageInfo = Pick<GetCompanyInfoOnLoginV2Response, 'webList' | 'mobileTempList' | 'shareInfo'>;

/** The console's token when the visitor asked for a preview (?isPreview=1) and is signed in to the console of the
 *  company whose share is open; null for everyone else, who sees the published page without ribbons (issue 22). */
function useStaffPreview(info: PageInfo | undefined): string | null {
  const asked = useIsPreview();
  const staff = useConsoleSession().signedIn;
  return asked && staff && info && staff.companyNumber === info.shareInfo.companyNumber ? staff.token : null;
}

/** The supplier's page for this screen: webList on desktop, mobileTempList on phones, drafts in a staff preview. */
export function usePreparedPage(info: PageInfo | undefined) {
  const mobile = useIsMobile();
  const staffToken = useStaffPreview(info);
  const drafts = useQuery({ ...companyPreviewQuery(info?.shareInfo.shareRandomCode ?? '', staffToken ?? ''), enabled: !!staffToken });
  // A preview shows nothing until the drafts arrive, rather than the published page for a moment; the published
  // page if they cannot be had.
  const shown = staffToken && !drafts.isError ? drafts.data : info;
  const preview = !!staffToken;
  return useMemo(() => {
    const channel = mobile ? ('mobile' as const) : ('web' as const);
    const items = prepare(mobile ? shown?.mobileTempList : shown?.webList, { channel, preview, registry: defaultRegistry });
    const at = (placement: string) => items.filter((i) => (i.definition?.placement ?? 'page') === placement);
    return { channel, preview, top: at('top'), page: at('page'), bottom: at('bottom'), login: at('login') };
  }, [shown, mobile, preview]);
}
