import type { GatsbyNode } from 'gatsby';

/** Types the doc node explicitly, so a typo in content cannot change the schema by inference. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type DocHeading {
      depth: Int!
      value: String!
      id: String!
    }

    type Doc implements Node @dontInfer {
      "Front matter id, or the file name"
      docId: String!
      "Route of the page, such as /wants"
      path: String!
      "Id of the sidebar that lists the doc"
      sidebar: String
      title: String!
      description: String!
      sidebarLabel: String
      sidebarPosition: Int
      "Drafts are built by gatsby develop only"
      draft: Boolean!
      headings: [DocHeading!]!
      "Path of the MDX file, relative to the project"
      sourceFile: String!
      contentFilePath: String!
    }
  `);
};
