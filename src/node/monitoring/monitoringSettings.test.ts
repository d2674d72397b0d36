/**
 * @jest-environment node
 */
import fs from 'node:fs';
import type { Actions, CreateWebpackConfigArgs } from 'gatsby';
import { defineMonitoringSettings } from './monitoringSettings';

interface Rule {
  test: RegExp;
  enforce: string;
  use: { loader: string }[];
}

/** The webpack config defineMonitoringSettings sets, with `plugins.define` returning its definitions. */
function webpackConfig(): { plugins: { definitions: Record<string, unknown> }[]; module: { rules: Rule[] } } {
  const setWebpackConfig = jest.fn();
  const plugins = { define: (definitions: Record<string, unknown>) => ({ definitions }) };
  defineMonitoringSettings(
    { setWebpackConfig } as unknown as Actions,
    plugins as unknown as CreateWebpackConfigArgs['plugins'],
  );
  return setWebpackConfig.mock.calls[0][0];
}

describe('defineMonitoringSettings', () => {
  it("compiles Sentry's debug logging out", () => {
    const [define] = webpackConfig().plugins;
    expect(define.definitions.__SENTRY_DEBUG__).toBe(false);
  });

  it("runs the debug flag's loader on Sentry's modules only, before any other loader", () => {
    const [rule] = webpackConfig().module.rules;
    expect(rule.enforce).toBe('pre');
    expect(rule.use.map(({ loader }) => fs.existsSync(loader))).toEqual([true]);
    expect(rule.test.test('/site/node_modules/@sentry/core/build/esm/integration.js')).toBe(true);
    expect(rule.test.test('C:\\site\\node_modules\\@sentry\\browser\\build\\npm\\esm\\prod\\sdk.js')).toBe(true);
    expect(rule.test.test('/site/node_modules/react-dom/index.js')).toBe(false);
    expect(rule.test.test('/site/src/browser/monitoring/startMonitoring.ts')).toBe(false);
  });
});
