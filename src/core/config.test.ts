import { afterEach, describe, expect, it } from 'vitest';
import { configure, getConfig, resetConfig } from './config';

afterEach(() => {
  resetConfig();
  document.head.replaceChildren();
});

describe('configuration', () => {
  it('defaults to /api/v1 on the same origin', () => {
    expect(getConfig().apiBase).toBe('/api/v1');
    expect(getConfig().socketUrl).toBe(window.location.origin);
  });

  it('reads the API base and socket URL from meta tags, without a rebuild', () => {
    document.head.innerHTML =
      '<meta name="rl-api-base" content="https://leads.example.com/api/v1/"><meta name="rl-socket-url" content="https://rt.example.com">';
    expect(getConfig()).toMatchObject({
      apiBase: 'https://leads.example.com/api/v1',
      socketUrl: 'https://rt.example.com',
    });
  });

  it('lets configure() win over the meta tags', () => {
    document.head.innerHTML = '<meta name="rl-api-base" content="/from-meta">';
    configure({ apiBase: '/from-call' });
    expect(getConfig().apiBase).toBe('/from-call');
    expect(getConfig().socketUrl).toBe(window.location.origin);
  });
});
