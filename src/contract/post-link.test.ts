import { describe, expect, it } from 'vitest';
import { postKey } from './post-link';

const KEY = 'facebook.com/groups/rentals/posts/123';

describe('postKey: one key for one post however the link was copied', () => {
  it.each([
    ['https://www.facebook.com/groups/rentals/posts/123'],
    ['http://facebook.com/groups/rentals/posts/123'],
    ['facebook.com/groups/rentals/posts/123'],
    ['https://m.facebook.com/groups/rentals/posts/123'],
    ['https://web.facebook.com/groups/rentals/posts/123'],
    ['https://mobile.facebook.com/groups/rentals/posts/123'],
    ['https://WWW.Facebook.COM/groups/rentals/posts/123'],
    ['https://facebook.com/groups/rentals/posts/123/'],
    ['https://facebook.com/groups/rentals/posts/123//'],
    ['https://facebook.com/groups/rentals/posts/123?ref=share'],
    ['https://facebook.com/groups/rentals/posts/123?mibextid=Nif5oz'],
    ['https://facebook.com/groups/rentals/posts/123?fbclid=IwAR0abc'],
    ['https://facebook.com/groups/rentals/posts/123?utm_source=wa&utm_medium=social&utm_campaign=x'],
    ['https://facebook.com/groups/rentals/posts/123/?ref=share&mibextid=Nif5oz#comments'],
    ['  https://m.facebook.com/groups/rentals/posts/123/?fbclid=1  '],
  ])('%s', (link) => {
    expect(postKey(link)).toBe(KEY);
  });

  it('keeps the parameters that name the post, sorted, and drops the tracking ones among them', () => {
    expect(postKey('https://m.facebook.com/permalink.php?story_fbid=9&id=4&ref=share')).toBe(
      'facebook.com/permalink.php?id=4&story_fbid=9',
    );
    expect(postKey('https://facebook.com/permalink.php?id=4&story_fbid=9')).toBe(
      'facebook.com/permalink.php?id=4&story_fbid=9',
    );
  });

  it('tells different posts apart: the path keeps its case and its own numbers', () => {
    expect(postKey('https://facebook.com/groups/rentals/posts/124')).not.toBe(KEY);
    expect(postKey('https://www.youtube.com/watch?v=AbC')).not.toBe(
      postKey('https://youtube.com/watch?v=abc'),
    );
    expect(postKey('https://instagram.com/p/xyz')).not.toBe(postKey('https://facebook.com/p/xyz'));
  });

  it('gives a host alone no trailing slash', () => {
    expect(postKey('https://www.example.com/')).toBe('example.com');
  });
});
