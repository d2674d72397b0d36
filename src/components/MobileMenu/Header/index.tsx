import React from 'react';
import IconButton from '../../../chrome/IconButton';
import CloseIcon from '../../../chrome/Icons/Close';
import * as styles from './styles.module.css';
import { lazyUiStrings } from '../../../browser/lazyUiStrings';

/** The top row of the mobile menu, as tall as the navbar: the site's title and the close button. */
export default function Header({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <div className={styles.header}>
      <span className={styles.title}>{title}</span>
      <IconButton aria-label={lazyUiStrings()['mobileMenu.close']} onClick={onClose}>
        <CloseIcon size={22} />
      </IconButton>
    </div>
  );
}
