// Stories of the Header module (type 1), one per style, plus its broken-content and preview states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStory } from '../support/ModuleStory';

const meta = { title: 'Modules/Header', component: ModuleStory } satisfies Meta<typeof ModuleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  args: {
    type: 1,
    channel: 'web',
    content: {
      version: 1,
      style: 1,
      logo: '/media/logo.svg',
      showSearch: true,
      menu: ['Home', 'All products', 'New arrivals', 'Hot sellers'].map((t) => ({
        title: { en: t },
        link: { kind: 'area', area: 'home' },
      })),
    },
  },
};
export const Phone: Story = {
  args: {
    type: 1,
    channel: 'mobile',
    content: {
      version: 1,
      style: 2,
      logo: '/media/logo.svg',
      showSearch: true,
      menu: ['Home', 'All products', 'New arrivals', 'Hot sellers'].map((t) => ({
        title: { en: t },
        link: { kind: 'area', area: 'home' },
      })),
    },
  },
};
/** What a supplier admin sees when the content does not match the schema (buyers see nothing). */
export const InvalidContent: Story = {
  args: {
    type: 1,
    channel: 'web',
    preview: true,
    json: JSON.stringify({
      ...{
        version: 1,
        style: 1,
        logo: '/media/logo.svg',
        showSearch: true,
        menu: ['Home', 'All products', 'New arrivals', 'Hot sellers'].map((t) => ({
          title: { en: t },
          link: { kind: 'area', area: 'home' },
        })),
      },
      style: 99,
    }),
  },
};
/** A draft (previewJson) as the supplier admin previews it, with its ribbon. */
export const Preview: Story = {
  args: {
    type: 1,
    channel: 'web',
    preview: true,
    content: {
      version: 1,
      style: 1,
      logo: '/media/logo.svg',
      showSearch: true,
      menu: ['Home', 'All products', 'New arrivals', 'Hot sellers'].map((t) => ({
        title: { en: t },
        link: { kind: 'area', area: 'home' },
      })),
    },
  },
};
