import React from 'react';
import siteConfig from '../config/site.config';
import Seo from '../theme/Seo';

/** Head tags of a fixture page: the site's own, never canonical. */
export default function FixtureHead({ title }: { title: string }) {
  return <Seo title={title} description="Test fixture page; never in a production build." siteUrl={siteConfig.url} />;
}
