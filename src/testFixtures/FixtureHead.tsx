import React from 'react';
import siteConfig from '../config/site.config';
import { headTagsOf } from '../lib/head';
import Seo from '../components/Seo';

/** Head tags of a fixture page: the site's own, never canonical. */
export default function FixtureHead({ title }: { title: string }) {
  const tags = headTagsOf(
    { title, description: 'Test fixture page; never in a production build.' },
    { siteUrl: siteConfig.url, pathPrefix: '' },
  );
  return <Seo {...tags} />;
}
