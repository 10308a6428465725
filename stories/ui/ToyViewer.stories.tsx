// Stories of the 3D toy viewer (src/ui/toyViewer/ToyViewer.tsx) as the product detail shows it: toys of several kinds,
// each from the seed of its pictures; drag or use the arrow keys to turn them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { messages } from '../../locales/en/messages.po';
import { ToyViewer } from '../../src/ui/toyViewer/ToyViewer';
import { toyModel } from '../../server/demo/toyModel';

// The English catalogue: a production Storybook build keeps only message ids, not the source strings.
const i18n = setupI18n({ locale: 'en', messages: { en: messages } });

const meta = {
  title: 'UI/ToyViewer',
  component: ToyViewer,
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <div className="detail__image" style={{ maxInlineSize: 480 }}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof ToyViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TeddyBear: Story = { args: { model: toyModel(1007), label: 'Teddy bear' } };
export const ToyCar: Story = { args: { model: toyModel(1003), label: 'Toy car' } };
/** Letters on the blocks are the ones their pictures print. */
export const AbcBlocks: Story = { args: { model: toyModel(1012), label: 'ABC blocks' } };
export const SailingBoat: Story = { args: { model: toyModel(1013), label: 'Sailing boat' } };
