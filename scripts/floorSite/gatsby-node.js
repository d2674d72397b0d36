// One `Doc` node per page, carrying the page's rendered HTML (docs.json, written by
// scripts/floorSite.mjs), and one page per node with the one template.
const path = require('node:path');
const docs = require('./docs.json');

exports.sourceNodes = ({ actions, createNodeId, createContentDigest }) => {
  for (const doc of docs) {
    actions.createNode({
      ...doc,
      id: createNodeId(doc.route),
      internal: { type: 'Doc', contentDigest: createContentDigest(doc) },
    });
  }
};

exports.createPages = async ({ graphql, actions }) => {
  const { data } = await graphql('{ allDoc { nodes { id route } } }');
  for (const { id, route } of data.allDoc.nodes) {
    actions.createPage({ path: route, component: path.resolve('src/templates/Doc.jsx'), context: { id } });
  }
};
