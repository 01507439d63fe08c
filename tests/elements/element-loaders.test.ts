/** widgets/index.ts lists every element file, and each loader defines the tag it is listed under. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_LOADERS } from '../../widgets/index';

describe('ELEMENT_LOADERS', () => {
  it('has one line per element file', () => {
    const files = readdirSync('widgets').filter((file) => file.endsWith('.element.ts'));
    expect(Object.keys(ELEMENT_LOADERS)).toHaveLength(files.length);
  });

  it('defines each tag when its loader runs', async () => {
    for (const [tag, load] of Object.entries(ELEMENT_LOADERS)) {
      await load();
      expect(customElements.get(tag), tag).toBeDefined();
    }
  });
});
