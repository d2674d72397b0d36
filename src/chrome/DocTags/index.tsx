import React from 'react';
import { useChrome } from '../../contexts/Chrome';
import Link from '../Link';

/** A tag of a doc, linking to its page. */
export interface DocTagLink {
  label: string;
  href: string;
}

/**
 * The tags of a doc, each a link to its page (which lists the docs that name it), at the end of the
 * doc above "Edit this page", as Docusaurus places them. Rendered at build time.
 */
export default function DocTags({ tags }: { tags: readonly DocTagLink[] }) {
  const { strings } = useChrome();
  if (tags.length === 0) return null;
  return (
    <div className="doc-tags">
      <b id="doc-tags-heading">{strings['tags.title']}:</b>
      <ul aria-labelledby="doc-tags-heading" className="doc-tags__list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <Link href={tag.href} className="doc-tags__tag">
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
