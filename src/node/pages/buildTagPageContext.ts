import type { GeneratedIndexPageContext } from '../../lib/docPageContext';
import { tagsRoute, type TagPage } from '../../lib/docs/tags';
import { formatMessage } from '../../lib/i18n/format';
import { localeStrings } from '../i18n/localeStrings';
import type { SiteOfPages } from './buildDocPageContext';
import { listPageContext } from './buildGeneratedIndexPageContext';

/**
 * The context of a tag's page, drawn as a category's generated index is: the tag's label, its
 * sentence from the tags file (or "Docs tagged …"), and its docs with their descriptions.
 */
export function buildTagPageContext(tag: TagPage, site: SiteOfPages): GeneratedIndexPageContext {
  const strings = localeStrings(site.locale);
  return listPageContext(site, {
    route: tag.route,
    title: tag.label,
    description: tag.description ?? formatMessage(strings, 'tags.docsTagged', { tag: tag.label }),
    items: tag.docs.map((doc) => ({ label: doc.title, href: doc.route, description: doc.description })),
    tagPage: true,
  });
}

/** The context of the page of every tag of a doc set: each tag, with how many docs name it. */
export function buildAllTagsPageContext(tags: readonly TagPage[], site: SiteOfPages): GeneratedIndexPageContext {
  const strings = localeStrings(site.locale);
  return listPageContext(site, {
    route: tagsRoute(site.version.path),
    title: strings['tags.title'],
    description: strings['tags.allTags'],
    items: tags.map((tag) => ({ label: `${tag.label} (${tag.docs.length})`, href: tag.route })),
    tagPage: true,
  });
}
