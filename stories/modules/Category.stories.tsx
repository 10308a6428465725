// Stories of the Category module (type 6), one per style, plus its broken-content and preview states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStory } from '../support/ModuleStory';

const meta = { title: 'Modules/Category', component: ModuleStory } satisfies Meta<typeof ModuleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTopLevel: Story = {
  args: { type: 6, channel: 'web', content: { version: 1, title: { en: 'Shop by category' }, showImages: true } },
};
/** What a supplier admin sees when the content does not match the schema (buyers see nothing). */
export const InvalidContent: Story = {
  args: {
    type: 6,
    channel: 'web',
    preview: true,
    json: JSON.stringify({ ...{ version: 1, title: { en: 'Shop by category' }, showImages: true }, style: 99 }),
  },
};
/** A draft (previewJson) as the supplier admin previews it, with its ribbon. */
export const Preview: Story = {
  args: {
    type: 6,
    channel: 'web',
    preview: true,
    content: { version: 1, title: { en: 'Shop by category' }, showImages: true },
  },
};
