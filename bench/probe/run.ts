import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { AUTH_STORAGE_KEY } from '../../src/core/auth-store';
import { BENCH_SUPER_ADMIN, makeWorker, signIn } from '../http-staff';
import { pgliteTarget, startServerProcess } from '../targets';

const PICKER = { email: 'picker@bench.test', password: 'bench-picker-password' };
const target = await pgliteTarget('bench-probe');
const server = await startServerProcess(target, { distDir: resolve('dist'), superAdmin: BENCH_SUPER_ADMIN });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  await makeWorker(server.url, 'data-picker', PICKER);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823 });
    const session = await signIn(server.url, PICKER);
    await page.goto(`${server.url}/healthz`);
    await page.evaluate((key, state) => localStorage.setItem(key, JSON.stringify({ state, version: 0 })), AUTH_STORAGE_KEY, { accessToken: session.accessToken, user: session.user });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(() => {
      const log: [string, number][] = ((window as any).__log = []);
      const define = customElements.define.bind(customElements);
      customElements.define = (name, ctor, opts) => { log.push([`define ${name}`, performance.now()]); define(name, ctor, opts); log.push([`defined ${name}`, performance.now()]); };
      new PerformanceObserver((l) => { for (const e of l.getEntries()) log.push([`${e.entryType} ${e.name} ${(e as any).element?.tagName ?? ''} ${(e as any).element?.textContent?.slice(0,30) ?? ''}`, e.startTime]); }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries()) log.push([`lcp size=${(e as any).size} collect=${document.querySelector('rl-shell')?.querySelector('rl-collect')?.shadowRoot?.textContent?.slice(0,120)} shell=${document.querySelector('rl-shell')?.shadowRoot?.textContent?.slice(0,60)}`, e.startTime]); }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) => { for (const e of l.getEntries()) log.push([`longtask ${Math.round(e.duration)}`, e.startTime]); }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}/#/data-picker/collect`);
    await new Promise((r) => setTimeout(r, 4000));
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map<string, number>();
    const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const dt = profile.timeDeltas ?? [];
    profile.samples?.forEach((id: number, i: number) => {
      const n: any = byId.get(id);
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^https?:\/\/[^/]+/, '')}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    const byUrl = new Map<string, number>();
    for (const [k, v] of self) { const u = k.split(' ').pop()!; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
    console.log('by url', [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${Math.round(v)} ${k}`).join('\n'));
    console.log('top fns', [...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${Math.round(v)} ${k}`).join('\n'));
    console.log(await page.evaluate(`(() => {
      const out = [];
      const visit = (root) => { for (const el of root.querySelectorAll('*')) { if (el.shadowRoot) visit(el.shadowRoot); const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()); if (own) { const range = document.createRange(); range.selectNodeContents(el); const rr = range.getBoundingClientRect(); if (rr.width * rr.height > 2000) out.push(Math.round(rr.width * rr.height) + ' ' + el.tagName + '.' + el.className + ' top=' + (rr.top|0) + ' ' + el.textContent.slice(0, 50)); } } };
      visit(document);
      return out.join('\\n');
    })()`));
    const log = await page.evaluate(() => {
      const l = (window as any).__log as [string, number][];
      for (const r of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) l.push([`res ${r.name.replace(/^https?:\/\/[^/]+/, '')}`, r.responseEnd]);
      return l.sort((a, b) => a[1] - b[1]);
    });
    console.log(`--- run ${run}`);
    for (const [what, at] of log) if (!what.startsWith('res') || process.env.RES || /first-message|template|esm|desk|profile|Count/.test(what)) console.log(String(Math.round(at)).padStart(6), what);
    await context.close();
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
  await target.cleanUp();
}
