import React, { type ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string };

/** A square button showing only an icon; the required aria-label is its accessible name. */
export default function IconButton({ className, ...props }: Props) {
  return <button type="button" className={className ? `icon-button ${className}` : 'icon-button'} {...props} />;
}
