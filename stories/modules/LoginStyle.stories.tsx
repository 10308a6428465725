// Stories of the LoginStyle module (type -1), one per style, plus its broken-content and preview states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStory } from '../support/ModuleStory';

const meta = { title: 'Modules/LoginStyle', component: ModuleStory } satisfies Meta<typeof ModuleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Style1: Story = {
  args: {
    type: -1,
    channel: 'web',
    content: {
      version: 1,
      style: 1,
      background: '/media/banners/3.svg',
      welcome: { en: 'Welcome to Sunny Bear Toys' },
    },
  },
};
export const Style2: Story = {
  args: {
    type: -1,
    channel: 'web',
    content: {
      version: 1,
      style: 2,
      background: '/media/banners/3.svg',
      welcome: { en: 'Welcome to Sunny Bear Toys' },
    },
  },
};
export const Style3: Story = {
  args: {
    type: -1,
    channel: 'web',
    content: {
      version: 1,
      style: 3,
      background: '/media/banners/3.svg',
      welcome: { en: 'Welcome to Sunny Bear Toys' },
    },
  },
};
export const Style4: Story = {
  args: {
    type: -1,
    channel: 'web',
    content: {
      version: 1,
      style: 4,
      background: '/media/banners/3.svg',
      welcome: { en: 'Welcome to Sunny Bear Toys' },
    },
  },
};
export const Style5: Story = {
  args: {
    type: -1,
    channel: 'mobile',
    content: {
      version: 1,
      style: 5,
      background: '/media/banners/3.svg',
      welcome: { en: 'Welcome to Sunny Bear Toys' },
    },
  },
};
export const Style6: Story = {
  args: {
    type: -1,
    channel: 'web',
    content: {
      version: 1,
      style: 6,
      background: '/media/banners/3.svg',
      welcome: { en: 'Welcome to Sunny Bear Toys' },
    },
  },
};
export const Style7: Story = {
  args: {
    type: -1,
    channel: 'web',
    content: {
      version: 1,
      style: 7,
      background: '/media/banners/3.svg',
      welcome: { en: 'Welcome to Sunny Bear Toys' },
    },
  },
};
/** What a supplier admin sees when the content does not match the schema (buyers see nothing). */
export const InvalidContent: Story = {
  args: {
    type: -1,
    channel: 'web',
    preview: true,
    json: JSON.stringify({
      ...{ version: 1, style: 1, background: '/media/banners/3.svg', welcome: { en: 'Welcome to Sunny Bear Toys' } },
      style: 99,
    }),
  },
};
/** A draft (previewJson) as the supplier admin previews it, with its ribbon. */
export const Preview: Story = {
  args: {
    type: -1,
    channel: 'web',
    preview: true,
    content: {
      version: 1,
      style: 1,
      background: '/media/banners/3.svg',
      welcome: { en: 'Welcome to Sunny Bear Toys' },
    },
  },
};
