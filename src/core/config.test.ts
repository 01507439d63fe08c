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

  it('reads numbers as US ones unless the page names another country', () => {
    expect(getConfig().phoneCountry).toBe('US');
    document.head.innerHTML = '<meta name="rl-phone-country" content="pa">';
    expect(getConfig().phoneCountry).toBe('PA');
    document.head.innerHTML = '<meta name="rl-phone-country" content="Panama">';
    expect(getConfig().phoneCountry).toBe('US');
    configure({ phoneCountry: 'GB' });
    expect(getConfig().phoneCountry).toBe('GB');
  });

  it('lets configure() win over the meta tags', () => {
    document.head.innerHTML = '<meta name="rl-api-base" content="/from-meta">';
    configure({ apiBase: '/from-call' });
    expect(getConfig().apiBase).toBe('/from-call');
    expect(getConfig().socketUrl).toBe(window.location.origin);
  });
});
