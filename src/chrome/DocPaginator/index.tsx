import React from 'react';
import type { SidebarLink } from '../../lib/sidebar';
import Link from '../Link';
import { useChrome } from '../../contexts/Chrome';

/** Links to the previous and next docs of the sidebar, under the doc. */
export default function DocPaginator({ previous, next }: { previous?: SidebarLink; next?: SidebarLink }) {
  const { strings } = useChrome();
  if (!previous && !next) return null;
  return (
    <nav aria-label={strings['paginator.label']} className="pager">
      {previous && (
        <Link href={previous.href} className="pager__link" rel="prev">
          <span className="pager__sublabel">{strings['paginator.previous']}</span>
          <span className="pager__label">« {previous.label}</span>
        </Link>
      )}
      {next && (
        <Link href={next.href} className="pager__link pager__link--next" rel="next">
          <span className="pager__sublabel">{strings['paginator.next']}</span>
          <span className="pager__label">{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
