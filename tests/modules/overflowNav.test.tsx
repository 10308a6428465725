// @vitest-environment jsdom
// modules/shared/OverflowNav.tsx, the link row of the header module and the plain header. Cases: how many links fit
// (all, some beside More, none); with too little room the row shows what fits and the rest sits behind a More
// button that opens and closes as a disclosure (aria-expanded, Escape returns focus, a press elsewhere closes);
// with room for all, there is no More; the measuring copy is hidden from everyone. Layout is faked (jsdom has none):
// each link is 10 px per character, More is 50 px, the row 300 px. Real widths: tests/browser/firstVisit.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverflowNav, countThatFit } from '../../modules/shared/OverflowNav';

describe('countThatFit', () => {
  it('keeps every link when all fit, More included or not', () => {
    expect(countThatFit([100, 100, 96], 60, 2, 300)).toBe(3);
  });
  it('keeps as many as fit beside More', () => {
    expect(countThatFit([100, 100, 100], 60, 4, 300)).toBe(2);
    expect(countThatFit([100, 100, 100], 60, 4, 200)).toBe(1);
  });
  it('can keep none: everything goes into More', () => {
    expect(countThatFit([200, 100], 60, 4, 150)).toBe(0);
  });
});

describe('OverflowNav', () => {
  let rowWidth = 300;
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('overflow-nav') ? rowWidth : 0;
    });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const width = this.classList.contains('overflow-nav__button') ? 50 : (this.textContent ?? '').length * 10;
      return {
        width,
        height: 20,
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        right: width,
        bottom: 20,
        toJSON: () => ({}),
      } as DOMRect;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const links = ['Home', 'All products', 'New arrivals', 'Hot sellers', 'In stock'];
  const show = () =>
    render(
      <div>
        <OverflowNav ariaLabel="Menu" moreLabel="More">
          {links.map((l) => (
            <a key={l} href={`#${l}`}>
              {l}
            </a>
          ))}
        </OverflowNav>
        <button type="button">Elsewhere</button>
      </div>,
    );

  it('shows what fits and puts the rest behind a More disclosure', async () => {
    show();
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    // 40 + 120 + 120 = 280 px; with More (50 px) only Home and All products fit in 300 px.
    const row = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(row).toEqual(['Home', 'All products']);
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['New arrivals', 'Hot sellers', 'In stock']);
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    await user.click(more);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no More when everything fits, and hides its measuring copy', () => {
    rowWidth = 1000;
    show();
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(links);
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
    const copy = nav.querySelector('.overflow-nav__measure')!;
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy.hasAttribute('inert')).toBe(true);
  });
});
