// Where the keyboard's focus goes after a navigation (issue 29). The link or button that caused it is usually gone
// with the old page, and the browser then leaves focus on <body>: a screen reader is silent and the next Tab starts
// from the top. A control of the frame (the header's search box, a menu link) stays, and 19 Tabs separated it from
// the first result. The new page's h1 takes focus instead (or its <main> while the h1 is still loading). A focus
// inside the page itself (a filter of the product centre, which lives in the address) stays where the buyer is.
const WAIT_FOR_HEADING_MS = 3000;

export function focusLandedPage(doc: Document = document) {
  const main = doc.querySelector<HTMLElement>('main');
  const active = doc.activeElement;
  if (!main || (active && active !== doc.body && active.isConnected && main.contains(active))) return;
  const focus = (el: HTMLElement) => {
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  };
  const heading = () => main.querySelector<HTMLElement>('h1');
  const now = heading();
  if (now) return focus(now);
  focus(main);
  // The h1 of a page that loads its data (a product's name) arrives a moment later: focus moves on to it, unless
  // the buyer has moved it already.
  const watch = new MutationObserver(() => {
    const h1 = heading();
    if (!h1) return;
    watch.disconnect();
    if (doc.activeElement === main) focus(h1);
  });
  watch.observe(main, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), WAIT_FOR_HEADING_MS);
}
