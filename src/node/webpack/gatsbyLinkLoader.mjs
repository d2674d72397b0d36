// Webpack loader for gatsby-link's ES build, which gatsby's browser entry re-exports: the site uses
// its navigate and withPrefix, Gatsby's navigation its parsePath, and nothing its Link component.
// Yet the component stayed in every first load (0.6 KB gzip): the build makes it with a call to
// React's forwardRef that Terser cannot know to be pure, and gives the class inside it propTypes
// with an assignment, a side effect. React reads propTypes only in development, so the production
// bundles drop the assignment, and the call is marked pure: an unused Link is then dropped, and a
// Link anyone imports still works.

/** The propTypes of gatsby-link's Link class, as its build assigns them. */
export const LINK_PROP_TYPES =
  /\b\w+\.propTypes=\w+\(\{\},\w+,\{onClick:\w+\.func,to:\w+\.string\.isRequired,replace:\w+\.bool,state:\w+\.object\}\);/;

/** The call that makes the exported Link. */
export const LINK_FORWARD_REF = /\bconst (\w+)=(\w+)\.forwardRef\(/;

/**
 * Drops the Link class's propTypes and marks the forwardRef call making Link pure; a source
 * without them passes unchanged (the loader's test says when gatsby-link's build changes).
 * @param {string} source
 * @returns {string}
 */
export default function gatsbyLinkLoader(source) {
  return source.replace(LINK_PROP_TYPES, '').replace(LINK_FORWARD_REF, 'const $1=/*#__PURE__*/$2.forwardRef(');
}
