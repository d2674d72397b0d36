import React from 'react';
import Link from '../Link';

/** What a page of a version other than the latest says about it, and where the latest has the same page. */
export interface VersionBannerProps {
  /** `unreleased` for the current docs once a release is the latest; `older` for an earlier release. */
  kind: 'unreleased' | 'older';
  /** The site's title and the version's label: "Trove", "1.0". */
  siteTitle: string;
  versionLabel: string;
  /** The same doc in the latest version, or its main doc when the latest has no such doc. */
  latest: { href: string; label: string };
}

/** The banner above a doc of a version that is not the latest, linking to the latest's page. */
export default function VersionBanner({ kind, siteTitle, versionLabel, latest }: VersionBannerProps) {
  return (
    <div role="note" aria-label="Version" className="version-banner">
      {kind === 'unreleased'
        ? `This is unreleased documentation for ${siteTitle} ${versionLabel}.`
        : `This is documentation for ${siteTitle} ${versionLabel}, which is no longer the latest version.`}{' '}
      See the latest:{' '}
      <Link href={latest.href} className="version-banner__link">
        {latest.label}
      </Link>
      .
    </div>
  );
}
