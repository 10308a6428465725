import { CARD_PICTURE_SIZES, pictureSrcSet } from '../../../../protocol/productMedia';

/** The preloads still in <head>: each stays until the cards that use it are drawn, or the centre is left. */
const pending = new Set<HTMLLinkElement>();

/** The first cards' pictures asked for as soon as the list's answer is in, at high priority, before the tasks that draw
 *  the page: on a phone the first card's picture is the page's largest (its LCP, issue 29), and its request waited
 *  for those tasks. Same address, srcset and sizes as the card's <img>, so the card takes the preloaded one; the
 *  detail's gallery passes its own `sizes`. */
export function preloadPictures(items: { imageUrl: string }[], count = 2, sizes = CARD_PICTURE_SIZES) {
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
      link.imageSizes = sizes;
    }
    document.head.append(link);
    pending.add(link);
  }
}

/** Takes the preloads out of <head> once the cards' own <img>s have asked for their pictures (the drawn list's effect)
 *  or when the page is left: a preload left behind would hold its picture for the document's whole life, and every
 *  later list added its own beside it. */
export function dropPreloadedPictures() {
  for (const link of pending) link.remove();
  pending.clear();
}
