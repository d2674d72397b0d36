import { sendUserFeedback } from '../../browser/monitoring/userFeedback';
import type { Repository } from '../../config/schema';
import { CONTENT_CLASSES } from '../../lib/content/contentNames';
import { repositoryNewIssueUrl } from '../../lib/docs/editUrl';
import { feedbackIssue, userFeedbackOf } from '../../lib/feedback/pageFeedback';
import { headingReached } from '../TOC/behaviour';
import { HELPFUL_ANSWERS, HELPFUL_CLASSES, HELPFUL_DATA } from './names';

/** The section the reader was in when they answered No: by the time they send, they are at the form. */
const sections = new WeakMap<HTMLElement, string | undefined>();

/** The heading of the doc's section the reader has scrolled to, as the table of contents marks it, without its "#" link. */
function sectionReached(): string | undefined {
  const anchors = [...document.querySelectorAll<HTMLElement>(`.${CONTENT_CLASSES.headingAnchor}`)];
  const heading = headingReached(anchors.map((anchor) => anchor.parentElement!));
  if (!heading) return undefined;
  const words = [...heading.childNodes].filter((node) => !anchors.includes(node as HTMLElement));
  return (
    words
      .map((node) => node.textContent)
      .join('')
      .trim() || undefined
  );
}

function partsOf(root: HTMLElement) {
  const find = <Element extends HTMLElement>(selector: string) => root.querySelector<Element>(selector)!;
  return {
    no: find<HTMLButtonElement>(`[${HELPFUL_DATA.answer}="${HELPFUL_ANSWERS.no}"]`),
    form: find(`.${HELPFUL_CLASSES.form}`),
    text: find<HTMLTextAreaElement>(`.${HELPFUL_CLASSES.text}`),
    status: find(`.${HELPFUL_CLASSES.status}`),
  };
}
type Parts = ReturnType<typeof partsOf>;

/** Says `message` in the status line, a live region: screen readers announce it where focus is. */
function say(parts: Parts, message: 'thanks' | 'sent' | 'none'): void {
  parts.status.textContent = message === 'none' ? '' : parts.status.getAttribute(HELPFUL_DATA[message]);
}

function showForm(root: HTMLElement, parts: Parts, open: boolean): void {
  parts.no.setAttribute('aria-expanded', String(open));
  parts.form.hidden = !open;
  if (!open) return;
  sections.set(root, sectionReached());
  say(parts, 'none');
  parts.text.focus();
}

/** Sends what the reader wrote, then closes the form and returns focus to "No"; empty, the text box asks for words. */
function send(root: HTMLElement, parts: Parts): void {
  if (!parts.text.value.trim()) {
    parts.text.value = '';
    parts.text.reportValidity();
    return;
  }
  const feedback = userFeedbackOf({
    text: parts.text.value,
    url: root.getAttribute(HELPFUL_DATA.url)!,
    page: root.getAttribute(HELPFUL_DATA.page)!,
    version: root.getAttribute(HELPFUL_DATA.version)!,
    locale: root.getAttribute(HELPFUL_DATA.locale)!,
    section: sections.get(root),
  });
  void sendUserFeedback(feedback);
  parts.text.value = '';
  showForm(root, parts, false);
  parts.no.focus();
  say(parts, 'sent');
}

/** The issue link with the reader's words so far, as it is pointed at, focused or followed. */
function fillIssue(root: HTMLElement, link: HTMLAnchorElement): void {
  const repository = {
    url: link.getAttribute(HELPFUL_DATA.repository)!,
    host: link.getAttribute(HELPFUL_DATA.host) as Repository['host'],
  };
  const issue = feedbackIssue({
    title: link.getAttribute(HELPFUL_DATA.title)!,
    url: root.getAttribute(HELPFUL_DATA.url)!,
    text: partsOf(root).text.value,
  });
  link.href = repositoryNewIssueUrl(repository, issue);
}

/**
 * "Was this page helpful?" (./index.tsx): "Yes" thanks the reader; "No" opens the form (again: closes
 * it) and moves focus into it; "Send" sends the reader's words to monitoring; the issue link carries
 * them. Nothing is sent, stored or set before a click on "Send", and nothing at all but that.
 */
export function handle(event: Event, root: HTMLElement): void {
  const target = event.target as Element;
  const link = target.closest<HTMLAnchorElement>(`.${HELPFUL_CLASSES.issue}`);
  if (link) {
    if (event.type !== 'keydown') fillIssue(root, link);
    return;
  }
  if (event.type !== 'click') return;
  const button = target.closest('button');
  const parts = partsOf(root);
  const answer = button?.getAttribute(HELPFUL_DATA.answer);
  if (answer === HELPFUL_ANSWERS.yes) {
    showForm(root, parts, false);
    say(parts, 'thanks');
  } else if (answer === HELPFUL_ANSWERS.no) {
    showForm(root, parts, parts.form.hidden);
  } else if (button?.classList.contains(HELPFUL_CLASSES.send)) {
    send(root, parts);
  }
}
