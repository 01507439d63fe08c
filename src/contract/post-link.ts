/**
 * A post link's key (docs/rules/leads.md, "Duplicates"): the same post however it was copied. Written
 * with plain string steps, not the URL parser, so migration 0035's SQL backfill can repeat them word
 * for word: the scheme, a `www.`/`m.`/`web.`/`mobile.` host prefix, the host's case, the fragment,
 * trailing slashes and tracking parameters are dropped, and the parameters left are sorted.
 */

/** Query parameters that say where a link was shared from, never which post it is. */
const TRACKING =
  /^(utm_.*|ref|ref_src|ref_url|mibextid|fbclid|gclid|igshid|igsh|si|__tn__|__cft__.*|__xts__.*|rdid|share_url|sfnsn)$/i;

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const HOST_PREFIX = /^(www|m|web|mobile)\./;

/** The post link's key: `facebook.com/groups/1/posts/2?story_fbid=3`. */
export function postKey(link: string): string {
  const [beforeFragment = ''] = link.trim().split('#');
  const question = beforeFragment.indexOf('?');
  const address = question < 0 ? beforeFragment : beforeFragment.slice(0, question);
  const query = question < 0 ? '' : beforeFragment.slice(question + 1);
  const hostAndPath = address.replace(SCHEME, '');
  const slash = hostAndPath.indexOf('/');
  const host = (slash < 0 ? hostAndPath : hostAndPath.slice(0, slash)).toLowerCase().replace(HOST_PREFIX, '');
  const path = (slash < 0 ? '' : hostAndPath.slice(slash)).replace(/\/+$/, '');
  const params = query
    .split('&')
    .filter((param) => param !== '' && !TRACKING.test(param.split('=')[0]!))
    .sort();
  return params.length > 0 ? `${host}${path}?${params.join('&')}` : `${host}${path}`;
}
