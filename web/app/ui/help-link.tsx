import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HelpHref } from '../lib/routing/help-center.ts';

/** A help-centre link: a page of this site navigates in place, another site opens in a new tab. */
export function HelpLink({
  target,
  children,
  ...data
}: {
  target: HelpHref;
  children: ReactNode;
  [dataAttribute: `data-${string}`]: string;
}) {
  if (!target.external) {
    return (
      <Link to={target.href} prefetch="intent" {...data}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} rel="noopener" target="_blank" {...data}>
      {children}
    </a>
  );
}
