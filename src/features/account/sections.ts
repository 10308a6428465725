// The sections of the account page that its menu jumps to (ids of the page's cards).
export const SECTIONS = { basic: 'account-basic', settings: 'account-settings', language: 'account-language' } as const;

/** Moves to a section of this page and puts the keyboard there too. */
export function jumpTo(target: string) {
  return (event: React.MouseEvent) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.scrollIntoView({
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      block: 'start',
    });
    element.focus({ preventScroll: true });
  };
}
