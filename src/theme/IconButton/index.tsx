import React, { forwardRef, type ButtonHTMLAttributes } from 'react';
import * as styles from './styles.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string };

/** A square button showing only an icon; the required aria-label is its accessible name. */
const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton({ className, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
      {...props}
    />
  );
});

export default IconButton;
