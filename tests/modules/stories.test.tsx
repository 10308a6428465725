// @vitest-environment jsdom
// Every Storybook story renders as a test (composeStories): each module type and style mounts without a
// diagnostic, and the invalid and preview stories show what an admin should see.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';

const files = import.meta.glob<Record<string, unknown>>('../../stories/modules/*.stories.tsx', { eager: true });

describe.each(Object.entries(files))('%s', (_file, module) => {
  const stories = composeStories(module as Parameters<typeof composeStories>[0]);
  for (const [name, composed] of Object.entries(stories)) {
    const Story = composed as unknown as () => React.JSX.Element;
    it(name, async () => {
      const { container } = render(<Story />);
      if (name === 'InvalidContent') {
        expect(await screen.findByText('This module cannot be shown')).toBeInTheDocument();
        expect(screen.getByText('/style')).toBeInTheDocument();
        return;
      }
      await waitFor(() =>
        expect(container.querySelector('.module > :not(.module-placeholder):not(.module__ribbon)')).not.toBeNull(),
      );
      expect(container.querySelector('.module-diagnostic')).toBeNull();
      if (name === 'Preview') expect(screen.getByText('Preview')).toBeInTheDocument();
    });
  }
});
