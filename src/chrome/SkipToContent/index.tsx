import React from 'react';
import { behaviourAttribute } from '../behaviourAttribute';
import { MAIN_CONTENT_ID } from './mainContent';
import { SKIP_LINK_BEHAVIOUR } from './names';
import { useChrome } from '../../contexts/Chrome';

/** First focusable element of every page: lets keyboard readers jump past the navigation. */
export default function SkipToContent() {
  const { strings } = useChrome();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} {...behaviourAttribute(SKIP_LINK_BEHAVIOUR)}>
      {strings['skipToContent.label']}
    </a>
  );
}
