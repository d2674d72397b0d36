import React, { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import * as styles from './styles.module.css';

type Level = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (isValidElement<{ children?: ReactNode }>(child)) return textOf(child.props.children);
      return '';
    })
    .join('');
}

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
