// @vitest-environment jsdom
// The 3D viewer's stories render as tests (composeStories): each shows a focusable slider named after the toy
// with the "Drag to turn" hint, and the arrow keys and Home turn it (jsdom has no canvas, so no pixels here:
// tests/browser/productMedia.test.ts drags the real thing in chromium).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from '../../stories/ui/ToyViewer.stories';

beforeAll(() => {
  // No 2D context in jsdom; reduced motion keeps the opening turn from moving the value under the test.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterAll(() => vi.restoreAllMocks());

describe.each(Object.entries(composeStories(stories)))('%s', (_name, Story) => {
  it('is a slider with a hint, turned by the arrow keys', async () => {
    render(<Story />);
    const label = Story.args.label as string;
    const slider = screen.getByRole('slider', { name: `3D view of ${label}` });
    expect(screen.getByText('Drag to turn')).toBeInTheDocument();
    expect(slider).toHaveAccessibleDescription(/Drag to turn/);
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '30'));
    expect(slider).toHaveAttribute('aria-valuetext', 'Turned 30 degrees');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '345'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
  });
});
