/**
 * 'A new version is ready' with 'Reload' (docs/rules/screens.md#d2.6): what the host page shows when a
 * new build's service worker waits. Nothing changes until the user presses Reload; the button is then
 * disabled while the new worker takes over and the page reloads.
 */
import { english, i18nFor, loadCatalog } from '../contract/i18n';
import { pageLanguage } from '../core/page-text';
import { installCatalog } from '../locales/install';
import noticeCss from './styles/update-notice.css?inline';

type InstallKey = keyof typeof installCatalog.en;

/**
 * A text in the page's language, as the page's own messages are said (docs/rules/language.md#d14.4):
 * English when the page names no language we speak or the Spanish texts cannot load.
 */
async function noticeText(id: InstallKey): Promise<string> {
  const language = pageLanguage();
  if (language && language !== 'en') {
    try {
      await loadCatalog(installCatalog, language);
      return i18nFor(language)._(id);
    } catch {
      // The texts' chunk did not load: English below.
    }
  }
  return english(installCatalog, id);
}

let sheet: CSSStyleSheet | undefined;

/** The notice's styles in the page's own document, once, as a constructed sheet (which CSP allows). */
function adoptNoticeStyles(): void {
  if (sheet || !('adoptedStyleSheets' in Document.prototype)) return;
  sheet = new CSSStyleSheet();
  sheet.replaceSync(noticeCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The notice, in the page's language, fixed at the foot of the page wherever the caller puts it. */
export async function updateNotice(onReload: () => void): Promise<HTMLElement> {
  const [message, reload] = await Promise.all([
    noticeText('install.updateReady'),
    noticeText('install.reload'),
  ]);
  adoptNoticeStyles();
  const notice = document.createElement('div');
  notice.className = 'rl-update-notice';
  notice.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = reload;
  button.addEventListener('click', () => {
    button.disabled = true;
    onReload();
  });
  notice.append(text, button);
  return notice;
}
