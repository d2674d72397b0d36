/**
 * The sandbox the preview shows a draft's body in: its document keeps the admin page's origin, so
 * the preview's own code (in the admin page) can write the body, style it and make its controls work,
 * but no script of its own may run there, whatever the body holds. Decap keeps the backend's token
 * in this origin's storage and needs `'unsafe-eval'` on the admin page (its config validation
 * compiles code), so a draft's HTML is kept where nothing runs at all: the content profile refuses
 * scripts in a body, and this holds even if a way past it were found.
 */
export const BODY_FRAME_SANDBOX = 'allow-same-origin';

/** The frame's accessible name. */
export const BODY_FRAME_TITLE = 'Body of the doc, as readers will see it';

/** The body frame, ready to show bodies. */
export interface BodyFrame {
  /** The frame's document: the preview's behaviours and colour mode act on it. */
  document: Document;
  /** Shows a rendered body (the site's DocContent HTML). */
  show(html: string): void;
  /** Stops following the frame's height. */
  stop(): void;
}

/**
 * Sets up a sandboxed frame (`sandbox="allow-same-origin"`, no `src`): the site's styles and an
 * article styled as a doc page's, and a height that follows its content, so the pane scrolls as
 * one page rather than a box inside it.
 */
export function openBodyFrame(
  frame: HTMLIFrameElement,
  { stylesheet, articleClassName }: { stylesheet: string; articleClassName: string },
): BodyFrame {
  const document = frame.contentDocument;
  if (!document || frame.getAttribute('sandbox') !== BODY_FRAME_SANDBOX)
    throw new Error(`The preview's body frame must be sandboxed ("${BODY_FRAME_SANDBOX}") and in the page.`);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  document.head.append(link);
  const article = document.createElement('article');
  article.className = articleClassName;
  document.body.replaceChildren(article);
  const fit = () => {
    frame.style.height = `${document.documentElement.scrollHeight}px`;
  };
  // jsdom, where the preview's unit tests run, has no ResizeObserver; browsers all do.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : undefined;
  observer?.observe(document.documentElement);
  link.addEventListener('load', fit);
  return {
    document,
    show(html) {
      // Parsed in a template, where nothing runs or loads. The site's own inline scripts (the tabs'
      // restore script) are left out: the frame would block them, and the preview hydrates the tabs.
      const template = document.createElement('template');
      template.innerHTML = html;
      template.content.querySelectorAll('script').forEach((script) => script.remove());
      article.replaceChildren(template.content);
      fit();
    },
    stop: () => observer?.disconnect(),
  };
}
