import * as loadErrorStyles from '../../components/LoadError/styles.module.css';
import { DOC_ARTICLE_CLASS, docArticle } from '../../templates/docArticle';
import { enableContentBehaviours, hydrateIslands } from './behaviours';
import { BODY_FRAME_SANDBOX, BODY_FRAME_TITLE, openBodyFrame, type BodyFrame } from './bodyFrame';
import type { CreateClass, CreateElement, PreviewTemplateProps } from './cms';
import { followSiteColorMode } from './colorMode';
import { bodyInput, entryHeading, sameInput } from './entryInput';
import { renderBodyOnce } from './bodyRenders';
import type { BodyInput } from './renderBody';
import { createRenderQueue, type RenderQueue } from './renderQueue';
import * as styles from './styles.module.css';
import { describeMessage, failedView, INITIAL_VIEW, nextView, type BodyResult, type PreviewView } from './view';

/** How long typing must pause before the body renders again. */
export const RENDER_DELAY_MS = 300;

/** A DocPreview as its methods see it. */
interface Instance {
  props: PreviewTemplateProps;
  state: PreviewView;
  setState(update: (view: PreviewView) => PreviewView): void;
  queue: RenderQueue<BodyInput>;
  stops: Array<() => void>;
  /** The sandboxed frame the body shows in, once mounted. */
  frameElement?: HTMLIFrameElement | null;
  bodyFrame?: BodyFrame;
  input(): BodyInput;
}

/**
 * The preview template of docs: the title, the description and the body as the site shows them,
 * in the site's colour mode. A class of Decap's React (its `createClass` and `h`), since the pane
 * renders it; the body is HTML rendered with the site's pipeline (nothing of it runs), shown in a
 * sandboxed frame (`bodyFrame.ts`) and kept while the editor's latest text does not compile, with
 * a box that says why. `stylesheet` is the URL of the frame's stylesheet (preview-frame.css).
 */
export function createDocPreview(
  h: CreateElement,
  createClass: CreateClass,
  { pathPrefix, stylesheet }: { pathPrefix: string; stylesheet: string },
): unknown {
  return createClass({
    displayName: 'DocPreview',
    getInitialState: () => INITIAL_VIEW,
    input(this: Instance): BodyInput {
      return bodyInput(this.props.entry, this.props.collection, pathPrefix);
    },
    componentDidMount(this: Instance) {
      this.queue = createRenderQueue<BodyInput, BodyResult>({
        render: renderBodyOnce,
        publish: (result) => this.setState((view) => nextView(view, result)),
        fail: (error) => {
          console.error(error);
          this.setState((view) => failedView(view, error));
        },
        delayMs: RENDER_DELAY_MS,
        same: sameInput,
      });
      this.queue.request(this.input());
      const preview = this.props.document;
      this.stops = preview ? [followSiteColorMode(preview, window)] : [];
      if (this.frameElement) {
        const frame = openBodyFrame(this.frameElement, { stylesheet, articleClassName: DOC_ARTICLE_CLASS });
        this.bodyFrame = frame;
        this.stops.push(
          followSiteColorMode(frame.document, window),
          enableContentBehaviours(frame.document),
          frame.stop,
        );
      }
    },
    componentDidUpdate(this: Instance, _props: PreviewTemplateProps, previous: PreviewView) {
      this.queue.request(this.input());
      const { bodyFrame } = this;
      if (this.state.html !== previous.html && this.state.html !== undefined && bodyFrame) {
        bodyFrame.show(this.state.html);
        hydrateIslands(bodyFrame.document);
      }
    },
    componentWillUnmount(this: Instance) {
      this.queue.dispose();
      this.stops.forEach((stop) => stop());
    },
    render(this: Instance) {
      const { title, description } = entryHeading(this.props.entry);
      const { html, warnings, error } = this.state;
      return h(
        'div',
        { className: styles.preview },
        error &&
          h(
            'div',
            { role: 'alert', className: `${loadErrorStyles.failed} ${styles.error}` },
            h(
              'p',
              { className: styles.errorTitle },
              html === undefined
                ? 'This doc does not compile.'
                : 'This doc does not compile; the preview shows its last version that did.',
            ),
            h('p', { className: styles.errorDetail }, describeMessage(error)),
          ),
        docArticle(
          h,
          { title },
          description && h('p', { className: styles.description }, description),
          html === undefined &&
            !error &&
            h('p', { role: 'status', className: styles.pending }, 'Rendering the preview…'),
          h('iframe', {
            ref: (frame: HTMLIFrameElement | null) => {
              this.frameElement = frame;
            },
            sandbox: BODY_FRAME_SANDBOX,
            title: BODY_FRAME_TITLE,
            className: styles.body,
            hidden: html === undefined,
          }),
        ),
        warnings.length > 0 &&
          h(
            'div',
            { role: 'status', className: styles.warnings },
            h('p', { className: styles.warningsTitle }, 'The build will warn about this doc:'),
            h('ul', null, ...warnings.map((warning, index) => h('li', { key: index }, describeMessage(warning)))),
          ),
      );
    },
  });
}
