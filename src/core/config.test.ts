import { afterEach, describe, expect, it, vi } from 'vitest';
import { configInUse, configure, configuredLate, getConfig, onConfiguredLate, resetConfig } from './config';

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

  it('says once, in the console and to the widgets, that configure() moved the server after calls were made', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard = vi.fn();
    const stop = onConfiguredLate(heard);
    configure({ apiBase: 'https://leads.example.com/api/v1' });
    configure({ navigate: () => {} });
    expect(configuredLate()).toBe(false);

    configInUse();
    configure({ navigate: () => {}, apiBase: 'https://leads.example.com/api/v1' });
    expect(configuredLate()).toBe(false);
    configure({ apiBase: 'https://other.example.com/api/v1' });
    configure({ apiBase: 'https://third.example.com/api/v1' });

    expect(configuredLate()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls).toEqual([
      [
        'Rental Leads: configure() came after the widgets had called https://leads.example.com/api/v1: call it before the first rl-* element is added to the page.',
      ],
    ]);
    stop();
    consoleError.mockRestore();
  });
});
