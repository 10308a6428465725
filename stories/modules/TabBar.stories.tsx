// Stories of the TabBar module (type 4), one per style, plus its broken-content and preview states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStory } from '../support/ModuleStory';

const meta = { title: 'Modules/TabBar', component: ModuleStory } satisfies Meta<typeof ModuleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  args: {
    type: 4,
    channel: 'mobile',
    content: {
      version: 1,
      tabs: [
        ['Home', 'home'],
        ['Categories', 'grid'],
        ['Cart', 'cart'],
        ['Account', 'user'],
      ].map(([t, icon]) => ({ title: { en: t }, icon, link: { kind: 'area', area: 'home' } })),
    },
  },
};
/** What a supplier admin sees when the content does not match the schema (buyers see nothing). */
export const InvalidContent: Story = {
  args: {
    type: 4,
    channel: 'mobile',
    preview: true,
    json: JSON.stringify({
      ...{
        version: 1,
        tabs: [
          ['Home', 'home'],
          ['Categories', 'grid'],
          ['Cart', 'cart'],
          ['Account', 'user'],
        ].map(([t, icon]) => ({ title: { en: t }, icon, link: { kind: 'area', area: 'home' } })),
      },
      style: 99,
    }),
  },
};
/** A draft (previewJson) as the supplier admin previews it, with its ribbon. */
export const Preview: Story = {
  args: {
    type: 4,
    channel: 'mobile',
    preview: true,
    content: {
      version: 1,
      tabs: [
        ['Home', 'home'],
        ['Categories', 'grid'],
        ['Cart', 'cart'],
        ['Account', 'user'],
      ].map(([t, icon]) => ({ title: { en: t }, icon, link: { kind: 'area', area: 'home' } })),
    },
  },
};
