import { Children, isValidElement, type ReactNode } from 'react';

/** The text a React subtree renders, for accessible names derived from content. */
export function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (isValidElement<{ children?: ReactNode }>(child)) return textOf(child.props.children);
      return '';
    })
    .join('');
}

/** The texts of the first table row's cells: a table's column names. */
export function columnNames(tableChildren: ReactNode): string[] {
  const head = Children.toArray(tableChildren).find(isValidElement<{ children?: ReactNode }>);
  const firstRow = head && Children.toArray(head.props.children).find(isValidElement<{ children?: ReactNode }>);
  if (!firstRow) return [];
  return Children.toArray(firstRow.props.children)
    .filter(isValidElement<{ children?: ReactNode }>)
    .map((cell) => textOf(cell.props.children).trim());
}
