import { ADMONITIONS } from '../content/admonitions';

/**
 * Where a string is read, which decides how it reaches the reader (docs/i18n.md):
 * - `html`: by the chrome's markup or a doc's render only, HTML made at build time: it never ships as JavaScript;
 * - `page`: also by the first load's code (the layout, the colour toggle), so each page's HTML
 *   carries it once (`<body data-ui-strings>`, read by src/browser/uiStrings.ts): keep these few;
 * - `lazy`: by a part loaded when needed (search, the mobile menu, the loading and error screens),
 *   which loads the strings with its code (src/browser/lazyUiStrings.ts);
 * - `notFound`: by the not-found page alone, whose page data carries it (src/node/lifecycles/onCreatePage.ts).
 */
export type StringReach = 'html' | 'page' | 'lazy' | 'notFound';

export interface CatalogueEntry {
  /** The English text; `{name}` is a placeholder the code fills in, which a translation must keep. */
  message: string;
  /** What the string is and where it shows, for translators: `npm run i18n:extract` copies it beside each string. */
  description: string;
  reaches: StringReach;
}

/**
 * Every label the site itself writes, with its English default: the single source of the keys, of
 * their placeholders' names (typed: `formatMessage(strings, 'search.resultsCount', { count })`) and
 * of what `<content>/i18n/<locale>/strings.json` may hold. A key is `<part>.<what>`.
 */
export const catalogue = {
  'skipToContent.label': {
    message: 'Skip to main content',
    description: 'The first link of every page, shown on keyboard focus: jumps past the navigation.',
    reaches: 'html',
  },
  'announcement.label': {
    message: 'Announcement',
    description: 'Accessible name of the announcement bar above the navbar.',
    reaches: 'html',
  },
  'announcement.close': {
    message: 'Close announcement',
    description: "Accessible name of the announcement bar's close button (an × icon).",
    reaches: 'html',
  },
  'navbar.label': {
    message: 'Main',
    description: 'Accessible name of the top navigation bar.',
    reaches: 'html',
  },
  'navbar.openMenu': {
    message: 'Open navigation menu',
    description: 'Accessible name of the menu button (three lines) that opens the mobile menu on phones.',
    reaches: 'html',
  },
  'navbar.search': {
    message: 'Search',
    description: "The navbar's search button; it opens the search dialog.",
    reaches: 'html',
  },
  'versionDropdown.label': {
    message: 'Docs version: {version}',
    description:
      "Accessible name of the navbar's docs version menu; {version} is the current version's label (Next, 2.0).",
    reaches: 'html',
  },
  'localeDropdown.label': {
    message: 'Language: {language}',
    description: "Accessible name of the navbar's language menu; {language} is the current language's name.",
    reaches: 'html',
  },
  'colorMode.labelDark': {
    message: 'Switch between dark and light mode (currently dark mode)',
    description: 'Name and tooltip of the colour-mode toggle (sun/moon icon) while the page is dark.',
    reaches: 'page',
  },
  'colorMode.labelLight': {
    message: 'Switch between dark and light mode (currently light mode)',
    description: 'Name and tooltip of the colour-mode toggle (sun/moon icon) while the page is light.',
    reaches: 'page',
  },
  'sidebar.label': {
    message: 'Docs sidebar',
    description: 'Accessible name of the sidebar listing the docs.',
    reaches: 'page',
  },
  'sidebar.toggleCategory': {
    message: 'Toggle category {label}',
    description:
      "Accessible name of the arrow that opens or closes a sidebar category; {label} is the category's name.",
    reaches: 'html',
  },
  'untranslated.notice': {
    message: 'This page has not been translated yet.',
    description: 'Note above a doc shown in the default language, because this language has no translation of it yet.',
    reaches: 'html',
  },
  'admonition.note': {
    message: ADMONITIONS.note,
    description:
      'Title of a box in a doc (`:::note`) holding a note: something worth knowing, when the doc gives it none; before a title of its own, for screen readers only.',
    reaches: 'html',
  },
  'admonition.tip': {
    message: ADMONITIONS.tip,
    description:
      'Title of a box in a doc (`:::tip`) holding a tip: a better way to do something, when the doc gives it none; before a title of its own, for screen readers only.',
    reaches: 'html',
  },
  'admonition.info': {
    message: ADMONITIONS.info,
    description:
      'Title of a box in a doc (`:::info`) holding information: background to what the doc says, when the doc gives it none; before a title of its own, for screen readers only.',
    reaches: 'html',
  },
  'admonition.warning': {
    message: ADMONITIONS.warning,
    description:
      'Title of a box in a doc (`:::warning`) holding a warning: something that can go wrong, when the doc gives it none; before a title of its own, for screen readers only.',
    reaches: 'html',
  },
  'admonition.danger': {
    message: ADMONITIONS.danger,
    description:
      'Title of a box in a doc (`:::danger`) holding danger: something that loses data or money, when the doc gives it none; before a title of its own, for screen readers only.',
    reaches: 'html',
  },
  'heading.directLink': {
    message: 'Direct link to {heading}',
    description:
      "Accessible name of the # link beside each heading of a doc, which readers copy to share a section; {heading} is the heading's text.",
    reaches: 'html',
  },
  'table.label': {
    message: 'Table: {columns}',
    description:
      "Accessible name of the box around a doc's table, which scrolls sideways on narrow screens; {columns} is the table's column names, comma-separated.",
    reaches: 'html',
  },
  'codeBlock.copy': {
    message: 'Copy',
    description: "Text of the button on a doc's code block that copies its code.",
    reaches: 'html',
  },
  'codeBlock.copyName': {
    message: '{copy} code to clipboard',
    description:
      "Accessible name of the button on a doc's code block that copies its code; {copy} is the button's text (codeBlock.copy), which the name must hold for those who speak the label they see.",
    reaches: 'html',
  },
  'codeBlock.copied': {
    message: 'Copied',
    description: "Text and accessible name of a code block's copy button for two seconds after it copied.",
    reaches: 'html',
  },
  'codeBlock.copiedStatus': {
    message: 'Code copied to clipboard',
    description: "Announced to screen readers when a code block's copy button has copied its code.",
    reaches: 'html',
  },
  'breadcrumbs.label': {
    message: 'Breadcrumbs',
    description: 'Accessible name of the trail of categories above a doc.',
    reaches: 'html',
  },
  'toc.title': {
    message: 'On this page',
    description: "Heading of a doc's table of contents, and its button on phones.",
    reaches: 'html',
  },
  'docFooter.editThisPage': {
    message: 'Edit this page',
    description: "Link at the end of a doc to where it is edited: the CMS's form, or the file in the repository.",
    reaches: 'html',
  },
  'docFooter.lastUpdatedAtBy': {
    message: 'Last updated on {date} by {author}',
    description:
      "Line at the end of a doc; {date} is the day of its last change, written in the locale's calendar, {author} the name of who made it.",
    reaches: 'html',
  },
  'docFooter.lastUpdatedAt': {
    message: 'Last updated on {date}',
    description: "The same line when the author is unknown; {date} is the day of the doc's last change.",
    reaches: 'html',
  },
  'docFooter.lastUpdatedBy': {
    message: 'Last updated by {author}',
    description: 'The same line when the date is unknown; {author} is the name of who last changed the doc.',
    reaches: 'html',
  },
  'helpful.question': {
    message: 'Was this page helpful?',
    description: 'Question at the end of a doc, above its two answer buttons.',
    reaches: 'html',
  },
  'helpful.yes': {
    message: 'Yes',
    description: 'Answer button: the doc was helpful.',
    reaches: 'html',
  },
  'helpful.no': {
    message: 'No',
    description: 'Answer button: the doc was not helpful; it opens a small form asking what was missing.',
    reaches: 'html',
  },
  'helpful.thanks': {
    message: 'Thank you for letting us know.',
    description: 'Shown (and read by screen readers) after the reader answers Yes.',
    reaches: 'html',
  },
  'helpful.whatWasMissing': {
    message: 'What was missing?',
    description: 'Label of the text box of the form that opens after the reader answers No.',
    reaches: 'html',
  },
  'helpful.send': {
    message: 'Send',
    description: "The form's button that sends the reader's words to the site's team.",
    reaches: 'html',
  },
  'helpful.sent': {
    message: 'Thank you: your feedback was sent.',
    description: 'Shown (and read by screen readers) once the form has sent what the reader wrote.',
    reaches: 'html',
  },
  'helpful.openIssue': {
    message: 'Open an issue about this page',
    description:
      "Link of the form to a new issue in the docs' repository, in a new tab, with the page and the reader's words filled in.",
    reaches: 'html',
  },
  'tags.title': {
    message: 'Tags',
    description: "Heading of a doc's tags at its end, and title of the page listing every tag.",
    reaches: 'html',
  },
  'tags.docsTagged': {
    message: 'Docs tagged "{tag}".',
    description: "The sentence at the top of a tag's page when the tags file gives it none; {tag} is the tag's label.",
    reaches: 'html',
  },
  'tags.allTags': {
    message: 'Every tag of these docs, each with the docs that name it.',
    description: 'The sentence at the top of the page listing every tag.',
    reaches: 'html',
  },
  'docActions.copy': {
    message: 'Copy page as Markdown',
    description:
      'Button above a doc: copies the whole doc, as Markdown, to the clipboard (to paste it into an assistant, say).',
    reaches: 'html',
  },
  'docActions.copied': {
    message: 'Page copied as Markdown',
    description: 'Shown beside the copy button, and read by screen readers, once the doc is on the clipboard.',
    reaches: 'html',
  },
  'docActions.copyFailed': {
    message: 'The page could not be copied',
    description: 'Shown beside the copy button, and read by screen readers, when the browser refused the copy.',
    reaches: 'html',
  },
  'docActions.viewMarkdown': {
    message: 'View as Markdown',
    description:
      "Link above a doc to the doc as a plain Markdown file (the page's address plus .md); it opens in a new tab.",
    reaches: 'html',
  },
  'llms.docs': {
    message: 'Docs',
    description:
      "Heading over the docs at a sidebar's top level in llms.txt, the index of the docs' Markdown that AI tools read.",
    reaches: 'html',
  },
  'llms.otherDocSets': {
    message: 'Other versions and languages',
    description: "Heading in the site's root llms.txt over the links to each other version's and language's llms.txt.",
    reaches: 'html',
  },
  'paginator.label': {
    message: 'Docs pages',
    description: 'Accessible name of the links to the previous and next docs, below a doc.',
    reaches: 'html',
  },
  'paginator.previous': {
    message: 'Previous',
    description: "Small label above the previous doc's title, below a doc.",
    reaches: 'html',
  },
  'paginator.next': {
    message: 'Next',
    description: "Small label above the next doc's title, below a doc.",
    reaches: 'html',
  },
  'mobileMenu.label': {
    message: 'Navigation menu',
    description: 'Accessible name of the mobile menu (a panel from the side, on phones).',
    reaches: 'lazy',
  },
  'mobileMenu.close': {
    message: 'Close navigation menu',
    description: "Accessible name of the mobile menu's close button (an × icon).",
    reaches: 'lazy',
  },
  'mobileMenu.siteItems': {
    message: 'Site',
    description: "Accessible name of the list of the navbar's links in the mobile menu.",
    reaches: 'lazy',
  },
  'mobileMenu.docsItems': {
    message: 'Docs',
    description: "Accessible name of the docs sidebar's links in the mobile menu.",
    reaches: 'lazy',
  },
  'mobileMenu.toSidebar': {
    message: 'Docs sidebar',
    description:
      'Button of the mobile menu that shows the docs sidebar instead of the main menu (an arrow follows it).',
    reaches: 'lazy',
  },
  'mobileMenu.toMainMenu': {
    message: 'Back to main menu',
    description:
      'Button of the mobile menu that goes back from the docs sidebar to the main menu (an arrow precedes it).',
    reaches: 'lazy',
  },
  'notFound.title': {
    message: 'Page not found',
    description: "Heading of the not-found page (the site's 404).",
    reaches: 'notFound',
  },
  'notFound.text': {
    message: 'We could not find what you were looking for. The page may have moved, or the link may have a typo.',
    description: 'First paragraph of the not-found page.',
    reaches: 'notFound',
  },
  'notFound.pickPage': {
    message: '{homeLink}, or pick a page:',
    description: 'Line above the list of pages on the not-found page; {homeLink} is the link of notFound.homeLink.',
    reaches: 'notFound',
  },
  'notFound.homeLink': {
    message: 'Go to the documentation home',
    description: "Link to the docs' home page on the not-found page.",
    reaches: 'notFound',
  },
  'notFound.browserTitle': {
    message: 'Page Not Found',
    description: "The not-found page's browser title, before the site's title.",
    reaches: 'notFound',
  },
  'notFound.description': {
    message: 'This page does not exist in the {site} documentation.',
    description: "The not-found page's meta description; {site} is the site's title.",
    reaches: 'notFound',
  },
  'pageError.title': {
    message: 'This page crashed.',
    description: 'Heading of the screen a page shows when its code fails.',
    reaches: 'lazy',
  },
  'pageError.text': {
    message: 'Trying again usually works. If it keeps happening, the home page still works.',
    description: 'Paragraph under pageError.title.',
    reaches: 'lazy',
  },
  'pageError.homeLink': {
    message: 'Go to the home page',
    description: 'Link to the home page on the crash screen.',
    reaches: 'lazy',
  },
  'pageError.causesTitle': {
    message: 'What went wrong',
    description: 'Heading above the technical error messages on the crash screen.',
    reaches: 'lazy',
  },
  'pageError.causesLabel': {
    message: 'Error causes',
    description: 'Accessible name of the list of error messages on the crash screen.',
    reaches: 'lazy',
  },
  'pageError.causedBy': {
    message: 'Caused by:',
    description: 'Before each error message after the first on the crash screen.',
    reaches: 'lazy',
  },
  'pageError.browserTitle': {
    message: 'Page Error',
    description: "The crash screen's browser title, before the site's title.",
    reaches: 'lazy',
  },
  'error.tryAgain': {
    message: 'Try again',
    description: 'Button that renders a crashed page or part of a page again.',
    reaches: 'lazy',
  },
  'componentError.title': {
    message: 'Something went wrong',
    description: 'Title of the notice that takes the place of an interactive part of a doc (tabs) that failed.',
    reaches: 'lazy',
  },
  'componentError.reported': {
    message: "We've been notified of this error and will fix it soon.",
    description: 'Text of that notice when errors are reported to the site (monitoring on).',
    reaches: 'lazy',
  },
  'componentError.notReported': {
    message: 'This part of the page could not be shown. Try again, or reload the page.',
    description: 'Text of that notice when errors are not reported.',
    reaches: 'lazy',
  },
  'loading.page': {
    message: 'Loading page',
    description: 'Accessible name of the progress bar and spinner while the next page loads.',
    reaches: 'lazy',
  },
  'loadError.retry': {
    message: 'Retry',
    description: 'Button of the red box shown when something (the next page, search) failed to load.',
    reaches: 'lazy',
  },
  'search.label': {
    message: 'Search the docs',
    description: "The search dialog's name and its text field's label.",
    reaches: 'lazy',
  },
  'search.loading': {
    message: 'Loading search',
    description: 'What the search dialog says while its code and index load.',
    reaches: 'lazy',
  },
  'search.close': {
    message: 'Close search',
    description: "Accessible name of the search dialog's close button (an × icon).",
    reaches: 'lazy',
  },
  'search.placeholder': {
    message: 'Words to find, e.g. price ceiling',
    description: 'Placeholder of the empty search field.',
    reaches: 'lazy',
  },
  'search.results': {
    message: 'Search results',
    description: 'Accessible name of the list of search results.',
    reaches: 'lazy',
  },
  'search.category': {
    message: 'Category',
    description: "Tag after a search result that is a sidebar category's page rather than a doc.",
    reaches: 'lazy',
  },
  'search.noResults': {
    message: 'No results for “{input}”.',
    description: 'Shown and announced when nothing matches; {input} is what the reader typed.',
    reaches: 'lazy',
  },
  'search.noResultsHint': {
    message: 'Check the spelling or try fewer words, or open one of the pages:',
    description: 'Line under search.noResults, above a list of pages.',
    reaches: 'lazy',
  },
  'search.oneResult': {
    message: '1 result',
    description: 'Announced to screen readers (as {results} of search.resultsOnPages) when one result matches.',
    reaches: 'lazy',
  },
  'search.resultsCount': {
    message: '{count} results',
    description:
      'Announced to screen readers (as {results} of search.resultsOnPages) when several match; {count} is their number.',
    reaches: 'lazy',
  },
  'search.resultsOnOnePage': {
    message: '{results} on 1 page.',
    description:
      'Announced after each keystroke when the results are on one page; {results} is search.oneResult or search.resultsCount.',
    reaches: 'lazy',
  },
  'search.resultsOnPages': {
    message: '{results} on {pages} pages.',
    description:
      'Announced after each keystroke; {results} is search.oneResult or search.resultsCount, {pages} the number of pages they are on.',
    reaches: 'lazy',
  },
  'search.keys': {
    message: '{up} {down} to choose, {enter} to open, {escape} to close',
    description:
      'Keyboard help at the foot of the search dialog; {up}, {down}, {enter} and {escape} are pictures of the keys (↑, ↓, Enter, Esc).',
    reaches: 'lazy',
  },
  'searchMarks.highlighted': {
    message: 'Highlighted: {words}',
    description: 'Notice over a doc opened from search; {words} are the marked words, separated by commas.',
    reaches: 'lazy',
  },
  'searchMarks.clear': {
    message: 'Clear highlight',
    description: 'Button of that notice that removes the marks.',
    reaches: 'lazy',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type StringKey = keyof typeof catalogue;

/** Every key, in the catalogue's order (the order `npm run i18n:extract` writes). */
export const STRING_KEYS = Object.keys(catalogue) as StringKey[];

/** The strings of one locale, resolved: its translation, or the English default. */
export type UiStrings = Record<StringKey, string>;

/** The keys of one reach, such as the strings each page's HTML carries for its scripts. */
export function keysReaching(reach: StringReach): StringKey[] {
  return STRING_KEYS.filter((key) => catalogue[key].reaches === reach);
}

/** The keys of one reach, as a type: `KeysReaching<'page'>`. */
export type KeysReaching<Reach extends StringReach> = {
  [Key in StringKey]: (typeof catalogue)[Key]['reaches'] extends Reach ? Key : never;
}[StringKey];
