/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import gatsbyLinkLoader, { LINK_FORWARD_REF, LINK_PROP_TYPES } from './gatsbyLinkLoader.mjs';

const GATSBY_LINK_BUILD = path.resolve(__dirname, '../../../node_modules/gatsby-link/dist/index.modern.mjs');

describe('gatsbyLinkLoader', () => {
  // Fails when an upgrade changes gatsby-link's build: update the patterns, or the Link comes back into every first load.
  it("finds the Link's propTypes and its forwardRef call in the installed gatsby-link", () => {
    const source = fs.readFileSync(GATSBY_LINK_BUILD, 'utf8');
    expect(source).toMatch(LINK_PROP_TYPES);
    expect(source).toMatch(LINK_FORWARD_REF);
  });

  it('drops the propTypes and marks the call making Link pure, leaving the rest as it was', () => {
    const source = fs.readFileSync(GATSBY_LINK_BUILD, 'utf8');
    const output = gatsbyLinkLoader(source);
    expect(output).not.toContain('.propTypes=');
    expect(output).toMatch(/const \w+=\/\*#__PURE__\*\/\w+\.forwardRef\(/);
    const propTypes = LINK_PROP_TYPES.exec(source)![0];
    expect(output).toHaveLength(source.length - propTypes.length + '/*#__PURE__*/'.length);
    expect(output).toMatch(
      /export\{\w+ as Link,\w+ as navigate,\w+ as parsePath,\w+ as withAssetPrefix,\w+ as withPrefix\};/,
    );
  });
});
