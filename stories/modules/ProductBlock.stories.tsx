// Stories of the ProductBlock module (type 5), one per style, plus its broken-content and preview states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStory } from '../support/ModuleStory';

const meta = { title: 'Modules/ProductBlock', component: ModuleStory } satisfies Meta<typeof ModuleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Style1: Story = {
  args: {
    type: 5,
    channel: 'web',
    content: {
      version: 1,
      style: 1,
      title: { en: 'Hot sellers' },
      source: { kind: 'area', area: 'hotSellingArea' },
      limit: 10,
      moreLink: { kind: 'area', area: 'hotSellingArea' },
    },
  },
};
export const Style2: Story = {
  args: {
    type: 5,
    channel: 'web',
    content: {
      version: 1,
      style: 2,
      title: { en: 'Hot sellers' },
      source: { kind: 'area', area: 'hotSellingArea' },
      limit: 10,
      moreLink: { kind: 'area', area: 'hotSellingArea' },
    },
  },
};
export const Style3: Story = {
  args: {
    type: 5,
    channel: 'mobile',
    content: {
      version: 1,
      style: 3,
      title: { en: 'Hot sellers' },
      source: { kind: 'area', area: 'hotSellingArea' },
      limit: 4,
      moreLink: { kind: 'area', area: 'hotSellingArea' },
    },
  },
};
/** What a supplier admin sees when the content does not match the schema (buyers see nothing). */
export const InvalidContent: Story = {
  args: {
    type: 5,
    channel: 'web',
    preview: true,
    json: JSON.stringify({
      ...{
        version: 1,
        style: 1,
        title: { en: 'Hot sellers' },
        source: { kind: 'area', area: 'hotSellingArea' },
        limit: 10,
        moreLink: { kind: 'area', area: 'hotSellingArea' },
      },
      style: 99,
    }),
  },
};
/** A draft (previewJson) as the supplier admin previews it, with its ribbon. */
export const Preview: Story = {
  args: {
    type: 5,
    channel: 'web',
    preview: true,
    content: {
      version: 1,
      style: 1,
      title: { en: 'Hot sellers' },
      source: { kind: 'area', area: 'hotSellingArea' },
      limit: 10,
      moreLink: { kind: 'area', area: 'hotSellingArea' },
    },
  },
};
