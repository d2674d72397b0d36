import * as React from 'react';
import { graphql } from 'gatsby';

/** The floor's one template: the doc's HTML, from a page query, and nothing else. */
export default function Doc({ data }) {
  return <div dangerouslySetInnerHTML={{ __html: data.doc.html }} />;
}

export const query = graphql`
  query ($id: String!) {
    doc(id: { eq: $id }) {
      html
    }
  }
`;
