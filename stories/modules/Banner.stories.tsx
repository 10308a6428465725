// Stories of the Banner module (type 2), one per style, plus its broken-content and preview states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStory } from '../support/ModuleStory';

const meta = { title: 'Modules/Banner', component: ModuleStory } satisfies Meta<typeof ModuleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Style1: Story = {
  args: {
    type: 2,
    channel: 'web',
    content: {
      version: 2,
      style: 1,
      autoplay: false,
      slides: [1, 2, 3].map((n) => ({
        image: `/media/banners/${n}.svg`,
        title: { en: `Spring collection ${n}`, ar: `مجموعة الربيع ${n}` },
        subtitle: { en: 'Factory direct · OEM/ODM welcome' },
        link: { kind: 'area', area: 'newProduct' },
      })),
    },
  },
};
export const Style2: Story = {
  args: {
    type: 2,
    channel: 'web',
    content: {
      version: 2,
      style: 2,
      autoplay: false,
      slides: [1, 2, 3].map((n) => ({
        image: `/media/banners/${n}.svg`,
        title: { en: `Spring collection ${n}`, ar: `مجموعة الربيع ${n}` },
        subtitle: { en: 'Factory direct · OEM/ODM welcome' },
        link: { kind: 'area', area: 'newProduct' },
      })),
    },
  },
};
export const Style3: Story = {
  args: {
    type: 2,
    channel: 'web',
    content: {
      version: 2,
      style: 3,
      autoplay: false,
      slides: [1, 2, 3].map((n) => ({
        image: `/media/banners/${n}.svg`,
        title: { en: `Spring collection ${n}`, ar: `مجموعة الربيع ${n}` },
        subtitle: { en: 'Factory direct · OEM/ODM welcome' },
        link: { kind: 'area', area: 'newProduct' },
      })),
    },
  },
};
export const Style4: Story = {
  args: {
    type: 2,
    channel: 'mobile',
    content: {
      version: 2,
      style: 4,
      autoplay: false,
      slides: [1, 2, 3].map((n) => ({
        image: `/media/banners/${n}.svg`,
        title: { en: `Spring collection ${n}`, ar: `مجموعة الربيع ${n}` },
        subtitle: { en: 'Factory direct · OEM/ODM welcome' },
        link: { kind: 'area', area: 'newProduct' },
      })),
    },
  },
};
export const Style5: Story = {
  args: {
    type: 2,
    channel: 'web',
    content: {
      version: 2,
      style: 5,
      autoplay: false,
      slides: [1, 2, 3].map((n) => ({
        image: `/media/banners/${n}.svg`,
        title: { en: `Spring collection ${n}`, ar: `مجموعة الربيع ${n}` },
        subtitle: { en: 'Factory direct · OEM/ODM welcome' },
        link: { kind: 'area', area: 'newProduct' },
      })),
    },
  },
};
export const Style6: Story = {
  args: {
    type: 2,
    channel: 'web',
    content: {
      version: 2,
      style: 6,
      autoplay: false,
      slides: [1, 2, 3].map((n) => ({
        image: `/media/banners/${n}.svg`,
        title: { en: `Spring collection ${n}`, ar: `مجموعة الربيع ${n}` },
        subtitle: { en: 'Factory direct · OEM/ODM welcome' },
        link: { kind: 'area', area: 'newProduct' },
      })),
    },
  },
};
export const Style7: Story = {
  args: {
    type: 2,
    channel: 'web',
    content: {
      version: 2,
      style: 7,
      autoplay: false,
      slides: [1, 2, 3].map((n) => ({
        image: `/media/banners/${n}.svg`,
        title: { en: `Spring collection ${n}`, ar: `مجموعة الربيع ${n}` },
        subtitle: { en: 'Factory direct · OEM/ODM welcome' },
        link: { kind: 'area', area: 'newProduct' },
      })),
    },
  },
};
/** What a supplier admin sees when the content does not match the schema (buyers see nothing). */
export const InvalidContent: Story = {
  args: {
    type: 2,
    channel: 'web',
    preview: true,
    json: JSON.stringify({
      ...{
        version: 2,
        style: 1,
        autoplay: false,
        slides: [1, 2, 3].map((n) => ({
          image: `/media/banners/${n}.svg`,
          title: { en: `Spring collection ${n}`, ar: `مجموعة الربيع ${n}` },
          subtitle: { en: 'Factory direct · OEM/ODM welcome' },
          link: { kind: 'area', area: 'newProduct' },
        })),
      },
      style: 99,
    }),
  },
};
/** A draft (previewJson) as the supplier admin previews it, with its ribbon. */
export const Preview: Story = {
  args: {
    type: 2,
    channel: 'web',
    preview: true,
    content: {
      version: 2,
      style: 1,
      autoplay: false,
      slides: [1, 2, 3].map((n) => ({
        image: `/media/banners/${n}.svg`,
        title: { en: `Spring collection ${n}`, ar: `مجموعة الربيع ${n}` },
        subtitle: { en: 'Factory direct · OEM/ODM welcome' },
        link: { kind: 'area', area: 'newProduct' },
      })),
    },
  },
};
