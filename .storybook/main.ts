import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook reuses vite.config.ts; the library-only parts (dts, lib entries, host page, the host page's
 * manifest and service worker) are dropped here.
 */
const LIBRARY_ONLY_PLUGINS = ['unplugin-dts', 'vite:dts', 'rl-host-page'];
const isLibraryOnly = (name: string) =>
  LIBRARY_ONLY_PLUGINS.includes(name) || name.startsWith('vite-plugin-pwa');

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Without @storybook/addon-docs nothing turns the docs index on; the page itself is element-docs.tsx.
  docs: { defaultName: 'Docs' },
  viteFinal: (viteConfig) => {
    viteConfig.plugins = (viteConfig.plugins ?? [])
      .flat()
      .filter((plugin) => !(plugin && 'name' in plugin && isLibraryOnly(plugin.name)));
    if (viteConfig.build) {
      delete viteConfig.build.lib;
      delete viteConfig.build.rolldownOptions;
      // Storybook writes its manager into the same folder first: the preview build must not wipe it.
      viteConfig.build.emptyOutDir = false;
    }
    viteConfig.define = {
      ...viteConfig.define,
      'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'development'),
    };
    return viteConfig;
  },
};

export default config;
