/** What the text beside Download says the file holds, from the list's count. */
import { describe, expect, it } from 'vitest';
import { fileContents } from './file-contents';

describe('what the file holds', () => {
  it('counts every match, not the page, with every column', () => {
    expect(fileContents('leads', { total: 1234 })).toBe(
      'Downloads all 1,234 leads that match, every page, with every column.',
    );
    expect(fileContents('audit', { total: 2 })).toBe(
      'Downloads all 2 entries that match, every page, with every column.',
    );
  });

  it('says "about" for an estimated count, and speaks of one or none plainly', () => {
    expect(fileContents('clients', { total: 52_000, estimated: true })).toBe(
      'Downloads about 52,000 clients that match, every page, with every column.',
    );
    expect(fileContents('clients', { total: 1 })).toBe(
      'Downloads the 1 client that matches, with every column.',
    );
    expect(fileContents('leads', { total: 0 })).toBe('No leads match: nothing to download.');
  });

  it('says nothing before the list is counted', () => {
    expect(fileContents('leads', undefined)).toBeNull();
  });
});
