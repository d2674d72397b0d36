import React, { type ComponentProps } from 'react';
import type { MDXProvider } from '@mdx-js/react';
import CodeBlock from '../CodeBlock';
import Heading from '../Heading';
import Link from '../Link';
import Table from '../Table';

/** How MDX elements render in docs: internal links use the router, headings get anchors, code a copy button. */
export const mdxComponents: ComponentProps<typeof MDXProvider>['components'] = {
  a: ({ href = '', ...props }: ComponentProps<'a'>) => <Link href={href} {...props} />,
  pre: CodeBlock,
  table: Table,
  h2: (props: ComponentProps<'h2'>) => <Heading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <Heading as="h3" {...props} />,
  h4: (props: ComponentProps<'h4'>) => <Heading as="h4" {...props} />,
};
