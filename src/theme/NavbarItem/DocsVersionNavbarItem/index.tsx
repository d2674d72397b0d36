import React from 'react';
import Link from '../../Link';
import siteConfig from '../../../config/site.config';
import { useActiveVersion } from '../../../contexts/PreferredVersion';
import { mainDocRoute } from '../../../lib/versions';
import type { NavbarItemProps } from '..';
import * as styles from '../styles.module.css';

/** A link to the main doc of a version, labelled with the version unless the config says otherwise. */
export default function DocsVersionNavbarItem({ item }: NavbarItemProps<'docsVersion'>) {
  const activeVersion = useActiveVersion();
  const version = siteConfig.docs.versions.find((candidate) => candidate.name === item.version) ?? activeVersion;
  return (
    <Link href={mainDocRoute(version)} className={styles.link}>
      {item.label ?? version.label}
    </Link>
  );
}
