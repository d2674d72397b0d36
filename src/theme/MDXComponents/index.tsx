import React, { type ComponentProps } from 'react';
import type { MDXProvider } from '@mdx-js/react';
import CodeBlock from '../CodeBlock';
import Heading from '../Heading';
import { stripPathPrefix } from '../../lib/paths';
import Link from '../Link';
import { sitePathPrefix } from '../Link/pathPrefix';
import Table from '../Table';

/** How MDX elements render in docs: internal links use the router, headings get anchors, code a copy button. */
export const mdxComponents: ComponentProps<typeof MDXProvider>['components'] = {
  // gatsby-plugin-mdx already puts the path prefix on site links; Link adds it again, so it comes off here.
  a: ({ href = '', ...props }: ComponentProps<'a'>) => (
    <Link href={stripPathPrefix(href, sitePathPrefix())} {...props} />
  ),
  pre: CodeBlock,
  table: Table,
  h2: (props: ComponentProps<'h2'>) => <Heading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <Heading as="h3" {...props} />,
  h4: (props: ComponentProps<'h4'>) => <Heading as="h4" {...props} />,
};
