import { manageRouteLoadsOnDemand, prepareRouteLoads, routeLoadEnded } from './routeLoadingOnDemand';

const mockWrapped = jest.fn();
const mockEnded = jest.fn();
const gatsbyNavigate = jest.fn();
const mockManaged: { navigate?: unknown } = {};

// The chunk's module as the tests see it: it wraps whatever navigate it finds, as the real one does.
jest.mock('./routeLoading', () => ({
  manageRouteLoads: jest.fn(() => {
    const target = globalThis as unknown as { ___navigate: unknown };
    mockManaged.navigate = target.___navigate;
    target.___navigate = mockWrapped;
  }),
  routeLoadEnded: () => mockEnded(),
}));

type Navigate = (to: string, options?: object) => void;
const navigate = () => (window as unknown as { ___navigate: Navigate }).___navigate;

beforeAll(() => {
  (window as unknown as { ___navigate: Navigate }).___navigate = gatsbyNavigate;
  manageRouteLoadsOnDemand();
});

it('ends nothing while route-change handling has not loaded', () => {
  routeLoadEnded();
  expect(mockEnded).not.toHaveBeenCalled();
});

it("loads route-change handling on the first route change, hands it Gatsby's navigate, then the change with its start time", async () => {
  const before = performance.now();
  navigate()('/wants', { replace: false });
  await prepareRouteLoads();
  await new Promise((resolve) => setTimeout(resolve));
  expect(mockManaged.navigate).toBe(gatsbyNavigate);
  expect(mockWrapped).toHaveBeenCalledTimes(1);
  const [to, options, since] = mockWrapped.mock.calls[0] as [string, object, number];
  expect([to, options]).toEqual(['/wants', { replace: false }]);
  expect(since).toBeGreaterThanOrEqual(before);
  expect(since).toBeLessThanOrEqual(performance.now());
  expect(gatsbyNavigate).not.toHaveBeenCalled();
});

it('loads it once, and ends its route changes once loaded', async () => {
  expect(await prepareRouteLoads()).toBe(await prepareRouteLoads());
  routeLoadEnded();
  expect(mockEnded).toHaveBeenCalledTimes(1);
});
