/** Back to the page before, or to the route '/' when this page was the first one opened. */
import { getConfig } from '../core/config';

export function goBack(): void {
  if (window.history.length > 1) window.history.back();
  else getConfig().navigate('/');
}
