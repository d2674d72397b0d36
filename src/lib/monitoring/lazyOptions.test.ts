import fs from 'node:fs';
import path from 'node:path';
import { replayCanvasIntegration } from '@sentry/gatsby';
import { canvasOptions, feedbackOptions, replayOptions, tracingOptions, withCanvasSnapshotRate } from './lazyOptions';

test('tracing waits 1 s idle, 30 s at most, 15 s for a child span', () => {
  expect(tracingOptions).toEqual({ idleTimeout: 1000, finalTimeout: 30_000, childSpanTimeout: 15_000 });
});

test('replay masks no text and blocks no media', () => {
  expect(replayOptions).toEqual({ maskAllText: false, maskAllInputs: false, blockAllMedia: false });
});

test('feedback has a plain label and no Sentry branding', () => {
  expect(feedbackOptions).toMatchObject({ triggerLabel: 'Report a problem', showBranding: false });
});

test("feedback takes the site's colours in both modes, from custom properties the site defines", () => {
  expect(feedbackOptions.themeDark).toBe(feedbackOptions.themeLight);
  const tokens = fs.readFileSync(path.resolve(__dirname, '../../styles/tokens.css'), 'utf8');
  const used = Object.values(feedbackOptions.themeLight).flatMap((value) => [...value.matchAll(/var\((--[\w-]+)\)/g)]);
  expect(used.length).toBeGreaterThan(0);
  for (const [, property] of used) expect(tokens).toContain(`${property}:`);
});

describe('canvas replay', () => {
  test.each(['low', 'medium', 'high'] as const)('%s: the preset, 1280 px each way, 2 snapshots a second', (quality) => {
    expect(canvasOptions(quality)).toEqual({ quality, maxCanvasSize: [1280, 1280] });
    const integration = withCanvasSnapshotRate(replayCanvasIntegration(canvasOptions(quality)));
    const options = (integration as unknown as { getOptions: () => Record<string, any> }).getOptions();
    expect(options.sampling).toEqual({ canvas: 2 });
    expect(options.recordCanvas).toBe(true);
    // The preset's image quality stays: only the rate is pinned.
    expect(options.dataURLOptions.quality).toBe({ low: 0.25, medium: 0.4, high: 0.5 }[quality]);
  });
});
