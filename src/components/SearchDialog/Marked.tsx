import React from 'react';
import type { Segment } from '../../lib/search/marks';

/** Text with the words the search matched in `<mark>`. */
export default function Marked({ segments }: { segments: readonly Segment[] }) {
  return (
    <>{segments.map((segment, index) => (segment.marked ? <mark key={index}>{segment.text}</mark> : segment.text))}</>
  );
}
