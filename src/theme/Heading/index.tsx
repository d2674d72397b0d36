import React, { type ComponentProps } from 'react';
import { textOf } from '../textOf';
import * as styles from './styles.module.css';

type Level = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** A doc heading with a link to itself, so readers can share a section. */
export default function Heading({ as: Tag, id, children, ...props }: ComponentProps<'h2'> & { as: Level }) {
  return (
    <Tag id={id} className={styles.heading} {...props}>
      {children}
      {id && (
        <a href={`#${id}`} className={styles.hashLink} aria-label={`Direct link to ${textOf(children)}`}>
          #
        </a>
      )}
    </Tag>
  );
}
