/**
 * The intranet's leads desk, in plain JavaScript (the page has no React and no build of its own):
 * the desk shows <rl-login> while signed out and the role's work element inside <rl-shell> once a
 * widget navigates to a role home, every rl-* event goes into the page's log, and a button toggles
 * the suite's dark theme.
 */
import { configure } from './elements/index.js';

/** The screens this desk shows itself; the shell's other entries open in the full app. */
const DESK_SCREENS = {
  '/data-creator/create': 'rl-create-rental',
  '/data-picker/collect': 'rl-collect',
};
/** Screens a signed-out user can reach from the login form (its "Forgot password?" link). */
const PUBLIC_PATHS = ['/forget-password', '/reset-password'];

const desk = document.getElementById('desk-widgets');

function create(tag, attrs = {}, text = '') {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.textContent = text;
  return el;
}

/** A note in place of a screen the desk does not carry, with a link to it in the full app. */
function elsewhere(path) {
  const note = create('div', { class: 'desk-note', role: 'status' });
  const link = create('a', { href: `./#${path}` }, 'Open it in the Rental Leads app');
  note.append(create('p', {}, 'This screen is not on the intranet desk.'), link);
  return note;
}

function showLogin() {
  if (!desk.querySelector(':scope > rl-login')) desk.replaceChildren(create('rl-login'));
}

function showInShell(path) {
  let shell = desk.querySelector(':scope > rl-shell');
  if (!shell) {
    shell = create('rl-shell');
    desk.replaceChildren(shell);
  }
  shell.setAttribute('route', path);
  const tag = DESK_SCREENS[path];
  shell.replaceChildren(tag ? create(tag) : elsewhere(path));
}

/**
 * Widgets ask to move on through `navigate`: rl-login to the role home after a sign-in (or at once
 * when the session was restored), the shell's menu to an entry, the shell's Logout to `/`.
 */
function navigate(path) {
  if (path === '/') showLogin();
  else if (PUBLIC_PATHS.includes(path.split('?')[0])) desk.replaceChildren(elsewhere(path));
  else showInShell(path);
}

configure({ navigate });
showLogin();

// The event log: what each rl-* event says, in a line.
const log = document.getElementById('event-log');
const EVENT_SUMMARIES = {
  'rl-signed-in': ({ user }) => `${user.name} (${user.role})`,
  'rl-signed-out': () => 'signed out',
  'rl-rental-created': ({ rental }) => `rental ${rental.number} for ${rental.client_name}`,
  'rl-lead-fetched': ({ rental }) => `rental ${rental.number}`,
  'rl-lead-finished': ({ rental, number_status }) => `rental ${rental.number}: ${number_status}`,
  'rl-message-sent': ({ message }) => `“${message.message}”`,
};
const MAX_LOG_LINES = 50;

function logEvent(event) {
  const line = create('li', { class: 'event-log-line' });
  const time = new Date();
  line.append(
    create('time', { datetime: time.toISOString() }, time.toLocaleTimeString()),
    create('code', {}, event.type),
    create('span', {}, EVENT_SUMMARIES[event.type](event.detail ?? {})),
  );
  log.prepend(line);
  log.querySelector(`:scope > li:nth-child(${MAX_LOG_LINES + 1})`)?.remove();
}

for (const type of Object.keys(EVENT_SUMMARIES)) document.addEventListener(type, logEvent);
document.getElementById('event-log-clear').addEventListener('click', () => log.replaceChildren());

// The suite's dark theme applies under any ancestor with this class; the page's own colours follow it too.
const DARK_CLASS = 'rl-theme-dark';
const THEME_KEY = 'intranet-theme';
const toggle = document.getElementById('theme-toggle');

function setDark(dark) {
  document.documentElement.classList.toggle(DARK_CLASS, dark);
  toggle.setAttribute('aria-pressed', String(dark));
  localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
}

setDark(localStorage.getItem(THEME_KEY) === 'dark');
toggle.addEventListener('click', () => setDark(!document.documentElement.classList.contains(DARK_CLASS)));
