/**
 * `cem analyze` settings (run through `npm run manifest`): custom-elements.json at the repository
 * root from widgets/*.element.ts, whose defineWidget calls the plugin in scripts/manifest/ reads.
 */
import { defineWidgetPlugin } from './scripts/manifest/define-widget-plugin.mjs';

export default {
  globs: ['widgets/*.element.ts'],
  outdir: '.',
  // package.json already names the manifest in "customElements".
  packagejson: false,
  plugins: [defineWidgetPlugin()],
};
