// @vitest-environment jsdom
// The renderer as a buyer and an admin see it: modules render from fixture JSON; a module that throws or is
// invalid leaves the rest of the page up (buyers see nothing of it, admins in preview see a diagnostic card);
// drafts show a preview ribbon; hostile content renders as text; a new module type added with one definition
// and one registry entry renders.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { prepare } from '../../modules/prepare';
import { createRegistry, defaultRegistry } from '../../modules/registry';
import { PageRenderer } from '../../modules/PageRenderer';
import type { ModuleDefinition } from '../../modules/types';
import type { PageModule } from '../../schemas/api/types.gen';
import { WithServices } from '../../stories/support/fakeServices';
import { themeStyle } from '../../src/app/moduleHost/theme';

const page = (list: Partial<PageModule>[]): PageModule[] =>
  list.map((m, i) => ({
    moduleId: i + 1,
    type: 2,
    styleJson: '{}',
    previewJson: null,
    isPreview: false,
    isStyle: true,
    isDel: false,
    ...m,
  }));
const banner = (caption: string) =>
  JSON.stringify({ version: 2, style: 3, slides: [{ image: '/media/banners/0.svg', title: { en: caption } }] });
const grid = JSON.stringify({
  version: 1,
  style: 1,
  items: [{ title: { en: 'New arrivals' }, image: '/media/toys/1/0.svg', link: { kind: 'area', area: 'newProduct' } }],
});

function show(list: PageModule[], { preview = false, registry = defaultRegistry } = {}) {
  const items = prepare(list, { channel: 'web', preview, registry });
  return render(
    <WithServices>
      <PageRenderer items={items} channel="web" preview={preview} eager={99} />
    </WithServices>,
  );
}

describe('page renderer', () => {
  it('renders modules from their JSON', async () => {
    show(
      page([
        { type: 2, styleJson: banner('Spring collection') },
        { type: 3, styleJson: grid },
        {
          type: 5,
          styleJson: JSON.stringify({
            version: 1,
            style: 1,
            title: { en: 'Hot sellers' },
            source: { kind: 'area', area: 'hotSellingArea' },
            limit: 3,
          }),
        },
      ]),
    );
    expect(await screen.findByText('Spring collection')).toBeInTheDocument();
    expect(await screen.findByText('New arrivals')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hot sellers' })).toBeInTheDocument();
    expect(screen.getAllByText(/MOQ 24 pcs/)).toHaveLength(3);
  });

  it('buyers never see a broken module; the rest of the page stays', async () => {
    show(page([{ styleJson: '{"style":' }, { type: 77 }, { type: 3, styleJson: grid }]));
    expect(await screen.findByText('New arrivals')).toBeInTheDocument();
    expect(screen.queryByText('This module cannot be shown')).not.toBeInTheDocument();
  });

  it('in preview the admin sees what is wrong and where', async () => {
    show(
      page([
        { styleJson: JSON.stringify({ version: 2, style: 1, slides: [{ image: 'javascript:alert(1)' }] }) },
        { type: 3, styleJson: grid },
      ]),
      { preview: true },
    );
    expect(await screen.findByText('This module cannot be shown')).toBeInTheDocument();
    expect(screen.getByText('/slides/0/image')).toBeInTheDocument();
    expect(screen.getByText(/Banner · moduleId 1/)).toBeInTheDocument();
    expect(await screen.findByText('New arrivals')).toBeInTheDocument();
  });

  it('a module that throws while rendering is contained', async () => {
    const exploding: ModuleDefinition = {
      ...defaultRegistry.get(3)!,
      type: 3,
      load: async () => ({
        default: () => {
          throw new Error('boom');
        },
      }),
    };
    const registry = createRegistry([...defaultRegistry.values(), exploding], { override: [3] });
    const original = console.error;
    console.error = () => undefined;
    try {
      show(
        page([
          { type: 3, styleJson: grid },
          { type: 2, styleJson: banner('Still here') },
        ]),
        { registry, preview: true },
      );
      expect(await screen.findByText('Still here')).toBeInTheDocument();
      expect(await screen.findByText(/threw while rendering: boom/)).toBeInTheDocument();
    } finally {
      console.error = original;
    }
  });

  it('a module whose code failed to load is asked for again by the next page that shows it', async () => {
    let asks = 0;
    const flaky: ModuleDefinition = {
      ...defaultRegistry.get(3)!,
      type: 3,
      // The network fails the page-order wait's ask and the lazy wrapper's, then comes back.
      load: async () => {
        if (++asks <= 2) throw new Error('chunk failed');
        return defaultRegistry.get(3)!.load();
      },
    };
    const registry = createRegistry([...defaultRegistry.values(), flaky], { override: [3] });
    const original = console.error;
    console.error = () => undefined;
    try {
      const first = show(page([{ type: 3, styleJson: grid }]), { registry });
      await waitFor(() => expect(asks).toBe(2));
      expect(screen.queryByText('New arrivals')).not.toBeInTheDocument();
      first.unmount();
      show(page([{ type: 3, styleJson: grid }]), { registry });
      expect(await screen.findByText('New arrivals')).toBeInTheDocument();
      expect(asks).toBe(3);
    } finally {
      console.error = original;
    }
  });

  it('drafts carry a preview ribbon in preview mode', async () => {
    show(page([{ styleJson: banner('Published'), previewJson: banner('Draft'), isPreview: true }]), { preview: true });
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Preview')).toBeInTheDocument();
    expect(screen.queryByText('Published')).not.toBeInTheDocument();
  });

  it('hostile content renders as text and never as markup or style', async () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(1)</script></style>';
    const { container } = show(page([{ styleJson: banner(hostile) }]));
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(themeStyle({ themeColor: 'red; background: url(https://evil.test/x)', homeBGColor: '#F1F1F1' })).toEqual({
      '--page-bg': '#F1F1F1',
    });
  });

  it('a new module type is one definition plus one registry entry', async () => {
    const quote: ModuleDefinition = {
      type: 42,
      key: 'quote',
      label: 'Quote',
      channels: ['web'],
      placement: 'page',
      validate: Object.assign((data: unknown) => typeof (data as { text?: unknown }).text === 'string', {
        errors: null,
      }) as unknown as ModuleDefinition['validate'],
      migrations: { currentVersion: 1, steps: {} },
      load: async () => ({
        default: ({ content }: { content: unknown }) => <blockquote>{(content as { text: string }).text}</blockquote>,
      }),
    };
    const registry = createRegistry([...defaultRegistry.values(), quote]);
    show(page([{ type: 42, styleJson: JSON.stringify({ version: 1, text: 'Quality since 2006' }) }]), { registry });
    expect(await screen.findByText('Quality since 2006')).toBeInTheDocument();
    expect(() => createRegistry([quote, quote])).toThrow('registered twice');
  });
});
