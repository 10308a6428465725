// @vitest-environment jsdom
// The tab bar's scan control (issue 26). Cases: with the host's scanner, a "Scan" control sits in the middle of the
// four tabs and opens the scanner; a host without one (stories) shows the tabs alone.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepare } from '../../modules/prepare';
import { PageRenderer } from '../../modules/PageRenderer';
import { defaultRegistry } from '../../modules/registry';
import type { ModuleServices } from '../../modules/types';
import { WithServices, fakeServices } from '../../stories/support/fakeServices';

const tabBar = JSON.stringify({
  version: 1,
  tabs: ['Home', 'Categories', 'Cart', 'Account'].map((title) => ({
    title: { en: title },
    icon: 'home',
    link: { kind: 'area', area: 'home' },
  })),
});

function show(services: ModuleServices) {
  const items = prepare(
    [{ moduleId: 1, type: 4, styleJson: tabBar, previewJson: null, isPreview: false, isStyle: true, isDel: false }],
    { channel: 'mobile', preview: false, registry: defaultRegistry },
  );
  render(
    <WithServices services={services}>
      <PageRenderer items={items} channel="mobile" preview={false} eager={9} />
    </WithServices>,
  );
}

describe('tab bar scan control', () => {
  it('sits in the middle of the tabs and opens the scanner', async () => {
    const open = vi.fn();
    show(fakeServices({ scan: { open, label: 'Scan a product code', short: 'Scan' } }));
    const nav = await screen.findByRole('navigation');
    const scan = within(nav).getByRole('button', { name: 'Scan a product code' });
    expect(scan).toHaveTextContent('Scan');
    expect([...nav.children].map((c) => c.textContent)).toEqual(['Home', 'Categories', 'Scan', 'Cart', 'Account']);
    await userEvent.click(scan);
    expect(open).toHaveBeenCalledOnce();
  });

  it('is not there when the host has no scanner', async () => {
    show(fakeServices());
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
    expect(within(nav).queryByRole('button')).toBeNull();
  });
});
