import React from 'react';

/**
 * Markup the build rendered (chrome around the page), in place and never hydrated. Its wrapper
 * has no box (CSS display: contents), so the markup lays out as if it stood there alone.
 */
export default function HtmlPart({ html }: { html: string }) {
  return <div className="html-part" dangerouslySetInnerHTML={{ __html: html }} />;
}
