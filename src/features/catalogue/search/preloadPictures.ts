import { CARD_PICTURE_SIZES, pictureSrcSet } from '../../../../protocol/productMedia';

/** The first cards' pictures asked for as soon as the list's answer is in, at high priority, before the tasks that draw
 *  the page: on a phone the first card's picture is the page's largest (its LCP, issue 29), and its request waited
 *  for those tasks. Same address, srcset and sizes as the card's <img>, so the card takes the preloaded one. */
export function preloadPictures(items: { imageUrl: string }[], count = 2) {
  for (const { imageUrl } of items.slice(0, count)) {
    if (!imageUrl || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(imageUrl)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = imageUrl;
    link.fetchPriority = 'high';
    const srcset = pictureSrcSet(imageUrl);
    if (srcset) {
      link.imageSrcset = srcset;
      link.imageSizes = CARD_PICTURE_SIZES;
    }
    document.head.append(link);
  }
}
