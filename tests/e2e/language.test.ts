/**
 * Spanish beside English (issue 32, docs/rules/language.md), in Chromium through the host page and
 * the plain embedding page: `?lang=es`, the account menu's choice kept over a reload and a new
 * sign-in, elements following their nearest `lang`, and axe-clean in both languages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, fillTemplate } from '../../src/contract';
import { formatDate, panamaDay } from '../../src/lib/panama-dates';
import { seriousViolations } from './support/axe';
import { newPage, type TestPage } from './support/browser';
import { type Credentials, signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
let tab: TestPage;

afterEach(async () => {
  await tab?.close();
});

const open = async (path: string) => {
  tab = await newPage(suite.browser);
  await tab.page.goto(`${suite.server.url}${path}`);
  return tab.page;
};

const openSignedIn = async (who: Credentials, home: string) => {
  tab = await signedInTab(suite, who, home);
  return tab.page;
};

describe('the host page in Spanish', () => {
  it('shows the login in Spanish with ?lang=es, with the Spanish required messages, axe-clean', async () => {
    const page = await open('/?lang=es#/');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('Correo electrónico es obligatorio').waitFor();
    await page.getByText('La contraseña es obligatoria').waitFor();
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong password: the server's refusal comes in the page's language too.
    await page.getByLabel('Correo electrónico').fill(suite.server.superAdmin.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Correo electrónico o contraseña incorrectos',
    );
    // The 401 of the wrong password is the one error the console shows.
    expect(tab.errors).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ]);
  });

  it('keeps English without ?lang, as the browser asks, axe-clean', async () => {
    const page = await open('/#/');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Email is required').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('switches a picker to Español in the account menu, kept over a reload and a new sign-in', async () => {
    const admin = await suite.server.addUser('admin');
    const picker = await suite.server.addUser('data-picker', { adminId: admin._id });
    const page = await openSignedIn(picker, '/data-picker/collect');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByText('Data Picker').waitFor();

    await page.getByRole('button', { name: picker.name }).click();
    await page.getByRole('radio', { name: 'Español' }).click();
    // Applied at once, without a reload: the shell and the page.
    await page
      .getByRole('complementary', { name: 'Barra lateral' })
      .getByText('Recolector de datos')
      .waitFor();
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    await menu.getByRole('link', { name: 'Recolectar alquiler' }).waitFor();
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('link', { name: 'Recolectar alquiler' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    // Before the sign-out: Collect's calls still on their way when it lands may answer 401.
    expect(tab.errors).toEqual([]);
    await page.getByRole('button', { name: picker.name }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${suite.server.url}/#/`);
    // Signed out, the browser's language decides again (English here); the form signs in anew.
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.getByLabel('Email').fill(picker.email);
    await page.getByLabel('Password', { exact: true }).fill(picker.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/#/data-picker/collect');
    await page.getByRole('link', { name: 'Recolectar alquiler' }).waitFor();
  });
});

/** A call to the API as a signed-in user, outside the page. */
async function api(who: { email: string; password: string }, method: string, path: string, body: unknown) {
  const call = (route: string, init: RequestInit) =>
    fetch(`${suite.server.url}/api/v1${route}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    }).then((response) => response.json());
  const login = await call('/auth/login', { method: 'POST', body: JSON.stringify(who) });
  return call(path, {
    method,
    body: JSON.stringify(body),
    headers: { authorization: login.data.accessToken },
  });
}

/** A real 1×1 PNG, so the form's check sees a picture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const SETTINGS = {
  delayTime: 0,
  isDelayEnabled: false,
  holdTime: 0,
  isHoldEnabled: false,
  holdEnabledAt: null,
};

/** A group whose picker speaks Spanish, the pool served oldest first with no delay or pause. */
async function spanishPickerGroup() {
  const admin = await suite.server.addUser('admin');
  const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
  const picker = await suite.server.addUser('data-picker', { adminId: admin._id, language: 'es' });
  await api(suite.server.superAdmin, 'PATCH', '/settings/update-settings', {
    ...SETTINGS,
    leadsType: 'oldest',
  });
  return { creator, picker };
}

describe('Collect in Spanish', () => {
  it('fetches, finishes with a Spanish toast, and dates the pause day first, axe-clean', async () => {
    const { creator, picker } = await spanishPickerGroup();
    await suite.server.addLead(creator._id, '5553014455');

    const page = await openSignedIn(picker, '/data-picker/collect');
    await page.getByRole('heading', { name: 'Recolectar alquiler' }).waitFor();
    await page.getByRole('button', { name: 'Recolectar alquiler' }).click();
    const held = page.getByRole('region', { name: 'Alquiler recolectado' });
    await held.getByText('Nombre del cliente').waitFor();
    await held.getByRole('button', { name: 'No contesta' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await held.getByRole('button', { name: 'Terminar' }).click();
    await page.getByText('¡terminado con éxito!').waitFor();

    // A pause of fetching: its end is said day first, in Panama's time.
    const start = new Date();
    await api(suite.server.superAdmin, 'PATCH', '/settings/update-settings', {
      ...SETTINGS,
      holdTime: 120,
      isHoldEnabled: true,
      holdEnabledAt: start.toISOString(),
      leadsType: 'oldest',
    });
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'La recolección está en pausa' });
    await notice.waitFor();
    const day = formatDate(start.getTime() + 120 * 60_000, 'es');
    await expect(notice.textContent()).resolves.toContain(`La recolección se reanuda el ${day}`);
    expect(await seriousViolations(page)).toEqual([]);
    await api(suite.server.superAdmin, 'PATCH', '/settings/update-settings', {
      ...SETTINGS,
      leadsType: 'oldest',
    });
  });
});

describe('the client’s language (issue 48)', () => {
  it("gives a Spanish picker's first message for an English lead in English, and the links carry it", async () => {
    const { creator, picker } = await spanishPickerGroup();
    // A landlord in Denver: the seeded lead's language is English, the default.
    await suite.server.addLead(creator._id, '5553014466');

    const page = await openSignedIn(picker, '/data-picker/collect');
    await page.getByRole('button', { name: 'Recolectar alquiler' }).click();
    await page
      .getByRole('region', { name: 'Alquiler recolectado' })
      .getByText('Nombre del cliente')
      .waitFor();
    const card = page.getByRole('region', { name: 'Primer mensaje' });
    const english = DEFAULT_TEMPLATES.map(({ body }) =>
      fillTemplate(body, {
        client_name: 'Seeded Client',
        picker_name: picker.name,
        rent: '',
        address: '',
        details: '',
      }),
    );
    const shown = card.locator('.rl-generated');
    await expect.poll(() => shown.textContent()).toMatch(/^(Hi|Hello|Good day) Seeded Client/);
    const text = (await shown.textContent()) ?? '';
    expect(english).toContain(text);
    // The template names are the English defaults too: the client's language, not the screen's.
    const names = await card.getByLabel('Plantilla').locator('option').allTextContents();
    expect(names.sort()).toEqual(DEFAULT_TEMPLATES.map(({ name }) => name).sort());
    await expect(card.getByRole('link', { name: /Abrir en WhatsApp/ }).getAttribute('href')).resolves.toBe(
      `https://wa.me/15553014466?text=${encodeURIComponent(text)}`,
    );
    await expect(card.getByRole('link', { name: 'Enviar como SMS' }).getAttribute('href')).resolves.toBe(
      `sms:+15553014466?body=${encodeURIComponent(text)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** English a Spanish screen must not show (issue 48 finding 8): the browser's file input, the list's system reason. */
const LEFTOVERS = ['Choose File', 'No file chosen', 'Choose image', 'No image chosen', 'Asked by the client'];

/** Every text the page shows, its elements' shadow roots included, where their texts are. */
const pageText = (page: Awaited<ReturnType<typeof open>>) =>
  page.locator('body').evaluate((body) => {
    const texts: string[] = [];
    const walk = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
      texts.push(root.textContent ?? '');
    };
    walk(body);
    return texts.join('\n');
  });

/** The leftovers a page shows, once `spanish` (a text of its elements) proves the walk reads them. */
async function englishLeftOvers(page: Awaited<ReturnType<typeof open>>, spanish: string) {
  const text = await pageText(page);
  expect(text).toContain(spanish);
  return LEFTOVERS.filter((words) => text.includes(words));
}

describe('a Spanish tour of the screens issue 48 found English on', () => {
  it('says the Do Not Contact outcome’s reason, the template previews and the closing image in Spanish', async () => {
    const { creator, picker } = await spanishPickerGroup();

    // A picker's Do Not Contact outcome lists the number with the system's reason.
    await suite.server.addLead(creator._id, '5553014477');
    await api(picker, 'GET', '/rental/get-single-rental', undefined);
    await api(picker, 'PATCH', '/rental/complete-task', { outcome: 'do-not-contact' });
    const page = await openSignedIn(suite.server.superAdmin, '/super-admin/operations');
    // The home done loading first: a page left while its requests run logs their aborts as render errors.
    await page.getByRole('heading', { name: 'Operations' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(`${suite.server.url}/?lang=es#/super-admin/do-not-contact`);
    const row = page.getByRole('row').filter({ hasText: '(555) 301-4477' });
    await row.getByText('Lo pidió el cliente (resultado del recolector)').waitFor();
    expect(await englishLeftOvers(page, 'Lo pidió el cliente')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // A template's preview speaks the template's language throughout, on a Spanish screen.
    await api(suite.server.superAdmin, 'POST', '/templates', {
      name: 'Zz details',
      body: 'Hello {client_name}, about your place ({details})',
    });
    await api(suite.server.superAdmin, 'POST', '/templates', {
      name: 'Zz detalles',
      body: 'Hola {client_name}, sobre tu lugar ({details})',
    });
    await page.goto(`${suite.server.url}/?lang=es#/super-admin/message-templates`);
    await page.getByRole('heading', { name: 'Plantillas de mensajes' }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Zz details' })
      .getByText('Hello Maria, about your place (2 bedrooms, 1 bath)')
      .waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Zz detalles' })
      .getByText('Hola María, sobre tu lugar (2 recámaras, 1 baño)')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Deal Closing's image: our button and the file's name in Spanish; the browser's own input hidden.
    await suite.server.addLead(creator._id, '5553014488');
    await api(picker, 'GET', '/rental/get-single-rental', undefined);
    await api(picker, 'PATCH', '/rental/complete-task', { number_status: 'valid' });
    await tab.close();
    const deals = await openSignedIn(picker, '/data-picker/collect');
    await deals.goto(`${suite.server.url}/#/data-picker/close-rental-deal`);
    await deals.getByLabel('Buscar por número').fill('555 301 4488');
    await deals.getByRole('button', { name: 'Buscar', exact: true }).click();
    const form = deals.getByRole('form', { name: 'Cerrar trato' });
    await form.getByText('Elegir imagen').waitFor();
    await form.getByText('Ninguna imagen elegida').waitFor();
    const input = form.getByLabel('Imagen de cierre');
    const box = await input.boundingBox();
    expect(box && box.width * box.height).toBeLessThanOrEqual(1);
    // Reached from the keyboard: the field before it, then Tab.
    await form.getByLabel('Correo del cliente').focus();
    await deals.keyboard.press('Tab');
    await deals.keyboard.press('Tab');
    await expect.poll(() => input.evaluate((element) => element.matches(':focus'))).toBe(true);
    await input.setInputFiles({ name: 'prueba.png', mimeType: 'image/png', buffer: TINY_PNG });
    await form.getByText('prueba.png').waitFor();
    expect(await englishLeftOvers(deals, 'Elegir imagen')).toEqual([]);
    expect(await seriousViolations(deals)).toEqual([]);
  });
});

describe('date filters', () => {
  const dayOf = (offset: number) => panamaDay(Date.now() + offset * 86_400_000);
  const written = (iso: string, order: 'dmy' | 'mdy') => {
    const [year, month, day] = iso.split('-');
    return order === 'dmy' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
  };

  it.each([
    {
      lang: 'es',
      end: 'Fecha de fin',
      order: 'dmy',
      hint: 'dd/mm/aaaa',
    },
    {
      lang: 'en',
      end: 'End date',
      order: 'mdy',
      hint: 'mm/dd/yyyy',
    },
  ] as const)('reads All Leads’ end date in $lang as $hint and filters by it', async (words) => {
    const admin = await suite.server.addUser('admin');
    const creator = await suite.server.addUser('data-creator', { adminId: admin._id });
    const number = words.lang === 'es' ? '5553020001' : '5553020002';
    await suite.server.addLead(creator._id, number);
    const page = await openSignedIn(suite.server.superAdmin, '/super-admin/operations');
    await page.goto(`${suite.server.url}/?lang=${words.lang}#/super-admin/manage-by-creators`);
    const lead = page.getByRole('row').filter({ hasText: number.slice(-4) });
    await lead.waitFor();

    const end = page.getByLabel(words.end, { exact: true });
    expect(await end.getAttribute('placeholder')).toBe(words.hint);
    // Yesterday's leads leave today's out; a day whose number cannot be a month reads only one way.
    await end.fill(written(dayOf(-1), words.order));
    await expect.poll(() => lead.count()).toBe(0);
    await end.fill(written(dayOf(0), words.order));
    await lead.waitFor();
    await end.fill(written('2026-01-13', words.order === 'dmy' ? 'mdy' : 'dmy'));
    await end.blur();
    await page.getByRole('alert').filter({ hasText: words.hint }).waitFor();
    await expect.poll(() => lead.count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('elements on an embedding page', () => {
  it('follow their nearest lang: Spanish under lang="es", English under lang="en", and switch', async () => {
    const page = await open('/embed.html');
    await page.locator('rl-login').first().waitFor();
    await page.evaluate(() => {
      const spanish = document.createElement('div');
      spanish.lang = 'es';
      spanish.id = 'in-spanish';
      spanish.append(document.createElement('rl-login'));
      const english = document.createElement('div');
      english.lang = 'en';
      english.id = 'in-english';
      english.append(document.createElement('rl-login'));
      document.querySelector('main')?.append(spanish, english);
    });
    const spanish = page.locator('#in-spanish rl-login');
    const english = page.locator('#in-english rl-login');
    await spanish.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await english.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The element's own lang wins over its ancestor's; a change of either is followed at once.
    await page.evaluate(() => document.querySelector('#in-english rl-login')?.setAttribute('lang', 'es'));
    await english.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.evaluate(() => document.querySelector('#in-spanish')?.setAttribute('lang', 'en'));
    await spanish.getByRole('heading', { name: 'Login' }).waitFor();
    expect(tab.errors).toEqual([]);
  });
});
