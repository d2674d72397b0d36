// In place of Gatsby's page components in the renderer of develop's page shell, which renders no page (src/node/webpack/developShell.ts).
const pageComponents = { components: {}, head: {} };
export default pageComponents;
