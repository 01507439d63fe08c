/**
 * The web app's share target (docs/rules/screens.md#d2.8): a post shared to the installed app arrives as
 * `?share-title=&share-text=&share-url=`. The page takes it out of its address, keeps it for this tab
 * (sessionStorage, so a signed-out creator who signs in first still has it) and opens Create Rental,
 * which reads it into 'Paste a post' (the element's `post-text`) once.
 */
import { ROLE_GROUP } from '../src/lib/routes';

const SHARE_PARAMS = ['share-title', 'share-text', 'share-url'] as const;
const SHARED_KEY = 'rl-shared-post';
const CREATE_RENTAL_PATH = `/${ROLE_GROUP['data-creator']}/create`;

/** The shared parts as one post: the title, the text, and the link unless the text already holds it. */
function postOf(params: URLSearchParams): string {
  const [title, text, url] = SHARE_PARAMS.map((name) => params.get(name)?.trim() ?? '');
  const parts = [title, text, url && !text?.includes(url) ? url : ''];
  return parts.filter(Boolean).join('\n');
}

/** Keeps this load's share and makes the address Create Rental's, without it. */
export function receiveShare(): void {
  const url = new URL(window.location.href);
  const post = postOf(url.searchParams);
  for (const name of SHARE_PARAMS) url.searchParams.delete(name);
  url.hash = `#${CREATE_RENTAL_PATH}`;
  window.history.replaceState(window.history.state, '', url);
  if (post) sessionStorage.setItem(SHARED_KEY, post);
}

/** The attributes Create Rental opens with: the shared post, taken once. */
export function sharedPostAttrs(): Record<string, string> {
  const post = sessionStorage.getItem(SHARED_KEY);
  if (!post) return {};
  sessionStorage.removeItem(SHARED_KEY);
  return { 'post-text': post };
}
