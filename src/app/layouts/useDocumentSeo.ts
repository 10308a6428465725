import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useWebsiteSeo } from '../../lib/share';

/** Spec section 1: page title, keywords and description come from the server per language (WebSiteSearchDetail). */
export function useDocumentSeo(shareId: number | undefined, fallbackTitle?: string) {
  const { i18n } = useLingui();
  const { data } = useWebsiteSeo(i18n.locale, shareId);
  useEffect(() => {
    const title = data?.title || fallbackTitle;
    if (title) document.title = title;
    const meta = (name: string, content?: string) => {
      if (content !== undefined) document.querySelector(`meta[name="${name}"]`)?.setAttribute('content', content);
    };
    meta('keywords', data?.keyWord);
    meta('description', data?.description);
  }, [data, fallbackTitle]);
}
