import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** The app's production-only content-security-policy plugin (vite.config.ts): no place in Storybook. */
const CSP_PLUGIN = 'endless:csp-meta';

function withoutCspPlugin(plugins: PluginOption[] = []): PluginOption[] {
  return plugins.filter(
    (plugin) =>
      !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === CSP_PLUGIN),
  );
}

// One Storybook for designers: the app's screen stories, every ui component story with its docs
// page (autodocs; MDX usage notes beside some components) and the tokens page.
const config: StorybookConfig = {
  stories: ['../../ui/src/**/*.mdx', '../src/**/*.stories.tsx', '../../ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The mock's service worker (public/mockServiceWorker.js, written by `msw init`) at the root.
  staticDirs: ['../public'],
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // `.env.demo`: the dev environment with the in-browser mock, as the demo build (env.ts), in
    // both `storybook dev` and `storybook build` (which would otherwise load `.env.production`).
    mode: 'demo',
    plugins: withoutCspPlugin(viteConfig.plugins),
  }),
};

export default config;
