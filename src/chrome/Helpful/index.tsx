import React, { useId } from 'react';
import type { Repository } from '../../config/schema';
import { useChrome } from '../../contexts/Chrome';
import { repositoryNewIssueUrl } from '../../lib/docs/editUrl';
import { feedbackIssue } from '../../lib/feedback/pageFeedback';
import { behaviourAttribute } from '../behaviourAttribute';
import { HELPFUL_ANSWERS, HELPFUL_BEHAVIOUR, HELPFUL_CLASSES, HELPFUL_DATA } from './names';

/** Where a reader's answer can go, and what it names. */
export interface HelpfulProps {
  /** The doc's title: an issue opened from the form is named after it. */
  title: string;
  /** The page's address on the site, which the feedback and the issue give. */
  url: string;
  /** Whether the site is built with monitoring (a Sentry DSN), to which the form sends. */
  monitoring: boolean;
  /** The repository (site config `repository`) in whose tracker the form offers to open an issue. */
  repository?: Pick<Repository, 'url' | 'host'>;
}

/**
 * "Was this page helpful?" at the end of a doc, rendered at build time like the rest of the chrome:
 * "Yes" thanks the reader; "No" opens a small form asking what was missing, which sends it to
 * monitoring and offers a new issue in the repository's tracker. All of it is markup until the reader
 * reaches it: its code is a lazily loaded behaviour (./behaviour.ts), and nothing goes anywhere
 * without a click. With neither monitoring nor a repository, an answer could go nowhere: it is left out.
 */
export default function Helpful({ title, url, monitoring, repository }: HelpfulProps) {
  const { strings, pathname, doc, locale, settings } = useChrome();
  const id = useId();
  if (!monitoring && !repository) return null;
  const [question, form, text] = [`${id}question`, `${id}form`, `${id}text`];
  return (
    <section
      className={HELPFUL_CLASSES.root}
      aria-labelledby={question}
      {...behaviourAttribute(HELPFUL_BEHAVIOUR)}
      {...{
        [HELPFUL_DATA.page]: pathname,
        [HELPFUL_DATA.version]: doc?.version ?? '',
        [HELPFUL_DATA.locale]: locale ?? settings.i18n.defaultLocale,
        [HELPFUL_DATA.url]: url,
      }}
    >
      <h2 id={question} className={HELPFUL_CLASSES.question}>
        {strings['helpful.question']}
      </h2>
      <div className={HELPFUL_CLASSES.answers}>
        <button type="button" className={HELPFUL_CLASSES.answer} {...{ [HELPFUL_DATA.answer]: HELPFUL_ANSWERS.yes }}>
          {strings['helpful.yes']}
        </button>
        <button
          type="button"
          className={HELPFUL_CLASSES.answer}
          aria-expanded="false"
          aria-controls={form}
          {...{ [HELPFUL_DATA.answer]: HELPFUL_ANSWERS.no }}
        >
          {strings['helpful.no']}
        </button>
      </div>
      <div id={form} className={HELPFUL_CLASSES.form} hidden>
        <label htmlFor={text}>{strings['helpful.whatWasMissing']}</label>
        {/* Session replay records what readers type (docs/monitoring.md): it masks these words, which go only where "Send" sends them. */}
        <textarea id={text} className={HELPFUL_CLASSES.text} rows={3} required={monitoring} data-sentry-mask="" />
        <div className={HELPFUL_CLASSES.actions}>
          {monitoring && (
            <button type="button" className={HELPFUL_CLASSES.send}>
              {strings['helpful.send']}
            </button>
          )}
          {repository && (
            <a
              className={HELPFUL_CLASSES.issue}
              href={repositoryNewIssueUrl(repository, feedbackIssue({ title, url, text: '' }))}
              target="_blank"
              rel="noopener noreferrer"
              {...{
                [HELPFUL_DATA.repository]: repository.url,
                [HELPFUL_DATA.host]: repository.host,
                [HELPFUL_DATA.title]: title,
              }}
            >
              {strings['helpful.openIssue']}
            </a>
          )}
        </div>
      </div>
      <p
        role="status"
        className={HELPFUL_CLASSES.status}
        {...{ [HELPFUL_DATA.thanks]: strings['helpful.thanks'], [HELPFUL_DATA.sent]: strings['helpful.sent'] }}
      />
    </section>
  );
}
