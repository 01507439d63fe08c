/** A link to another route of the product, followed through the configured `navigate`. */
import type { AnchorHTMLAttributes } from 'react';
import { getConfig } from '../core/config';

export function RouteLink({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a
      href={`#${to}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        getConfig().navigate(to);
      }}
      {...rest}
    />
  );
}
