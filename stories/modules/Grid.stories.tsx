// Stories of the Grid module (type 3), one per style, plus its broken-content and preview states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStory } from '../support/ModuleStory';

const meta = { title: 'Modules/Grid', component: ModuleStory } satisfies Meta<typeof ModuleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Style1: Story = {
  args: {
    type: 3,
    channel: 'web',
    content: {
      version: 1,
      style: 1,
      columns: 8,
      title: { en: 'Quick links' },
      items: [
        'New arrivals',
        'Hot sellers',
        'Recommended',
        'In stock',
        'Certified',
        'Video',
        '3D showroom',
        'All products',
      ]
        .map((t, i) => ({
          title: { en: t },
          image: `/media/toys/${100 + i * 7}/0.svg`,
          link: { kind: 'area', area: 'newProduct' },
        }))
        .slice(0, 8),
    },
  },
};
export const Style2: Story = {
  args: {
    type: 3,
    channel: 'mobile',
    content: {
      version: 1,
      style: 2,
      columns: 4,
      title: { en: 'Quick links' },
      items: [
        'New arrivals',
        'Hot sellers',
        'Recommended',
        'In stock',
        'Certified',
        'Video',
        '3D showroom',
        'All products',
      ]
        .map((t, i) => ({
          title: { en: t },
          image: `/media/toys/${100 + i * 7}/0.svg`,
          link: { kind: 'area', area: 'newProduct' },
        }))
        .slice(0, 8),
    },
  },
};
export const Style3: Story = {
  args: {
    type: 3,
    channel: 'web',
    content: {
      version: 1,
      style: 3,
      columns: 4,
      title: { en: 'Quick links' },
      items: [
        'New arrivals',
        'Hot sellers',
        'Recommended',
        'In stock',
        'Certified',
        'Video',
        '3D showroom',
        'All products',
      ]
        .map((t, i) => ({
          title: { en: t },
          image: `/media/toys/${100 + i * 7}/0.svg`,
          link: { kind: 'area', area: 'newProduct' },
        }))
        .slice(0, 8),
    },
  },
};
export const Style4: Story = {
  args: {
    type: 3,
    channel: 'mobile',
    content: {
      version: 1,
      style: 4,
      columns: 4,
      title: { en: 'Quick links' },
      items: [
        'New arrivals',
        'Hot sellers',
        'Recommended',
        'In stock',
        'Certified',
        'Video',
        '3D showroom',
        'All products',
      ]
        .map((t, i) => ({
          title: { en: t },
          image: `/media/toys/${100 + i * 7}/0.svg`,
          link: { kind: 'area', area: 'newProduct' },
        }))
        .slice(0, 8),
    },
  },
};
export const Style5: Story = {
  args: {
    type: 3,
    channel: 'web',
    content: {
      version: 1,
      style: 5,
      columns: 4,
      title: { en: 'Quick links' },
      items: [
        'New arrivals',
        'Hot sellers',
        'Recommended',
        'In stock',
        'Certified',
        'Video',
        '3D showroom',
        'All products',
      ]
        .map((t, i) => ({
          title: { en: t },
          image: `/media/toys/${100 + i * 7}/0.svg`,
          link: { kind: 'area', area: 'newProduct' },
        }))
        .slice(0, 5),
    },
  },
};
/** What a supplier admin sees when the content does not match the schema (buyers see nothing). */
export const InvalidContent: Story = {
  args: {
    type: 3,
    channel: 'web',
    preview: true,
    json: JSON.stringify({
      ...{
        version: 1,
        style: 1,
        columns: 8,
        title: { en: 'Quick links' },
        items: [
          'New arrivals',
          'Hot sellers',
          'Recommended',
          'In stock',
          'Certified',
          'Video',
          '3D showroom',
          'All products',
        ]
          .map((t, i) => ({
            title: { en: t },
            image: `/media/toys/${100 + i * 7}/0.svg`,
            link: { kind: 'area', area: 'newProduct' },
          }))
          .slice(0, 8),
      },
      style: 99,
    }),
  },
};
/** A draft (previewJson) as the supplier admin previews it, with its ribbon. */
export const Preview: Story = {
  args: {
    type: 3,
    channel: 'web',
    preview: true,
    content: {
      version: 1,
      style: 1,
      columns: 8,
      title: { en: 'Quick links' },
      items: [
        'New arrivals',
        'Hot sellers',
        'Recommended',
        'In stock',
        'Certified',
        'Video',
        '3D showroom',
        'All products',
      ]
        .map((t, i) => ({
          title: { en: t },
          image: `/media/toys/${100 + i * 7}/0.svg`,
          link: { kind: 'area', area: 'newProduct' },
        }))
        .slice(0, 8),
    },
  },
};
