import React, { useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { takeTypedAhead } from '../../browser/search/launcher';
import CloseIcon from '../../chrome/Icons/Close';
import IconButton from '../../chrome/IconButton';
import LazyLoad from '../LazyLoad';
import type SearchDialog from '../SearchDialog';
import Modal from '../Modal';
import { searchResourceOfPage } from './loadSearch';
import * as styles from './styles.module.css';
import { lazyUiStrings } from '../../browser/lazyUiStrings';

/**
 * The search dialog, open: a modal whose content (the dialog's code, the engine and the index
 * manifest) loads now unless the reader's pointer or focus already brought it. The keys typed while
 * it loaded become the input's text. Focus goes back to the search button (found by `opener`) when it closes.
 */
export default function SearchHost({ opener, onClose }: { opener: string; onClose: () => void }) {
  const button = useRef(document.querySelector<HTMLElement>(opener));
  const strings = lazyUiStrings();
  // The index of the page the dialog opened on: a route change closes the dialog.
  const [searchResource] = useState(searchResourceOfPage);
  const close = () => {
    takeTypedAhead();
    onClose();
  };
  return (
    <Modal label={strings['search.label']} onClose={close} returnFocusTo={button}>
      <div className={styles.frame}>
        <div className={styles.content}>
          <LazyLoad resource={searchResource} label={strings['search.loading']}>
            {({ SearchDialog, engine }) => <TypedAhead Dialog={SearchDialog} engine={engine} onClose={close} />}
          </LazyLoad>
        </div>
        <IconButton aria-label={strings['search.close']} className={styles.close} onClick={close}>
          <CloseIcon />
        </IconButton>
      </div>
    </Modal>
  );
}

type DialogProps = ComponentProps<typeof SearchDialog>;

/** The dialog, its input starting with the keys typed while it loaded: taken once, as it mounts. */
function TypedAhead({ Dialog, ...props }: Omit<DialogProps, 'initialInput'> & { Dialog: ComponentType<DialogProps> }) {
  const [initialInput] = useState(takeTypedAhead);
  return <Dialog {...props} initialInput={initialInput} />;
}
