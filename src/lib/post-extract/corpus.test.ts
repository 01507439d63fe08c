/** The extractor on the corpus of posts (tests/fixtures/posts): each field at the threshold. */
import { describe, expect, it } from 'vitest';
import { CORPUS, scoreCorpus, share, THRESHOLDS } from '../../../tests/fixtures/posts/score';

describe('the post extractor on the corpus', () => {
  const score = scoreCorpus();

  it('holds at least 300 posts, Spanish ones among them', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
    expect(
      CORPUS.filter((post) => /se renta|se alquila|rento|recámaras/i.test(post.text)).length,
    ).toBeGreaterThan(30);
  });

  it.each([
    ['number', score.number, THRESHOLDS.number],
    ['rent', score.rent, THRESHOLDS.rent],
    ['beds and baths', score.bedsBaths, THRESHOLDS.bedsBaths],
    ['address (street line)', score.address, THRESHOLDS.address],
    ['no field filled that the post does not give', score.noneFilled, THRESHOLDS.noneFilled],
  ])('%s is right often enough', (_field, fieldScore, threshold) => {
    expect(fieldScore.of).toBeGreaterThan(20);
    expect(share(fieldScore), score.misses.join('\n')).toBeGreaterThanOrEqual(threshold);
  });
});
