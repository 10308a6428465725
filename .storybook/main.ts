import type { StorybookConfig } from '@storybook/react-vite';

// Offline by design: no telemetry, no update checks.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};
export default config;
