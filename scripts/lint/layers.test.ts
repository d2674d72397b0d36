/** @jest-environment node */
import path from 'node:path';
import { RuleTester } from 'eslint';
import { LAYERS, layerOf, layersPlugin } from './layers.mjs';

const root = path.resolve(__dirname, '../..');
const file = (name: string) => path.join(root, 'src', name);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const rule = layersPlugin.rules['imports-follow-layers'];

describe('imports-follow-layers', () => {
  const original = process.cwd();
  beforeAll(() => process.chdir(root));
  afterAll(() => process.chdir(original));

  it('places a file in the first folder under src/', () => {
    expect(layerOf(file('lib/search/engine.ts'), path.join(root, 'src'))).toBe('lib');
    expect(layerOf(path.join(root, 'gatsby-node.ts'), path.join(root, 'src'))).toBeNull();
    expect(layerOf(file('gatsby-types.d.ts'), path.join(root, 'src'))).toBeNull();
  });

  it('never lets a layer import a layer that imports it', () => {
    for (const [layer, below] of Object.entries(LAYERS)) {
      for (const lower of below) expect(LAYERS[lower]).not.toContain(layer);
    }
  });

  tester.run('imports-follow-layers', rule, {
    valid: [
      { filename: file('lib/redirects.ts'), code: "import { redirectProblem } from '../config/redirectPatterns';" },
      { filename: file('lib/search/engine.ts'), code: "import { query } from './query';" },
      { filename: file('chrome/Navbar/index.tsx'), code: "import { openOverlay } from '../../browser/overlays';" },
      { filename: file('chrome/Navbar/index.tsx'), code: "import '../../styles/tokens.css';" },
      { filename: file('node/chrome/renderChrome.tsx'), code: "import Navbar from '../../chrome/Navbar';" },
      {
        filename: file('components/Layout/index.tsx'),
        code: "import { MOBILE_MENU_BEHAVIOUR } from '../../chrome/Navbar/names';",
      },
      {
        filename: file('chrome/Dropdown/behaviour.ts'),
        code: "import { REMEMBER_ATTRIBUTE } from '../../browser/rememberedChoices';",
      },
      { filename: file('browser/links.ts'), code: "import { navigate } from 'gatsby';" },
      { filename: path.join(root, 'gatsby-browser.tsx'), code: "import PageFrame from './src/components/PageFrame';" },
    ],
    invalid: [
      {
        filename: file('lib/docs/record.ts'),
        code: "import { ERROR_IDS } from '../../node/errors/errorMap';",
        errors: [
          {
            message:
              'lib may not import from node ("../../node/errors/errorMap"): lib imports only from config. ' +
              'Move the shared code down to a layer both can import, or let the caller pass it in (docs/architecture.md, "Folder map").',
          },
        ],
      },
      {
        filename: file('config/schema.ts'),
        code: "import { redirectTarget } from '../lib/redirects';",
        errors: [
          {
            messageId: 'wrongWay',
            data: { from: 'config', to: 'lib', source: '../lib/redirects', allowed: 'config imports no other layer' },
          },
        ],
      },
      {
        filename: file('browser/search/launcher.ts'),
        code: "const load = () => import('../../components/SearchHost/loadSearch');",
        errors: [{ messageId: 'wrongWay' }],
      },
      {
        filename: file('chrome/Dropdown/index.tsx'),
        code: "import Modal from '../../components/Modal';",
        errors: [{ messageId: 'wrongWay' }],
      },
      {
        filename: file('components/Layout/index.tsx'),
        code: "export { default } from '../../templates/DocPage';",
        errors: [{ messageId: 'wrongWay' }],
      },
    ],
  });
});
