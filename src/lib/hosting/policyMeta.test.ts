import { policyMetaElement, withoutPolicyMeta, withPolicyMeta } from './policyMeta';

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head>${head}<script>setColourMode()</script></head><body></body></html>`;
const gatsbyHead = '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>';

describe('withPolicyMeta', () => {
  it("puts the policy first in the head, after Gatsby's charset declaration, before any script", () => {
    expect(withPolicyMeta(page(gatsbyHead), "default-src 'none'")).toBe(
      page(
        `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'"><meta name="viewport" content="width=device-width"/>`,
      ),
    );
  });

  it("after the CMS page's charset declaration, or at the head's start when there is none", () => {
    expect(withPolicyMeta(page('<meta charset="utf-8">'), 'a')).toContain(
      '<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="a"><script>',
    );
    expect(withPolicyMeta(page('<title>x</title>'), 'a')).toContain(
      '<head><meta http-equiv="Content-Security-Policy" content="a"><title>',
    );
  });

  it('replaces the policy it wrote before, leaving one element', () => {
    const once = withPolicyMeta(page(gatsbyHead), "default-src 'none'");
    const twice = withPolicyMeta(once, "default-src 'self'");
    expect(twice).toBe(withPolicyMeta(page(gatsbyHead), "default-src 'self'"));
    expect(withPolicyMeta(twice, "default-src 'self'")).toBe(twice);
  });

  it('leaves a fragment without a head as it is', () => {
    expect(withPolicyMeta('<script>window.x=1</script>', 'a')).toBe('<script>window.x=1</script>');
  });

  it('escapes what would end the attribute', () => {
    expect(policyMetaElement('connect-src https://a.example/?a=1&b="2"')).toBe(
      '<meta http-equiv="Content-Security-Policy" content="connect-src https://a.example/?a=1&amp;b=&quot;2&quot;">',
    );
  });
});

it('withoutPolicyMeta gives the page back as Gatsby wrote it', () => {
  expect(withoutPolicyMeta(withPolicyMeta(page(gatsbyHead), "default-src 'none'"))).toBe(page(gatsbyHead));
});
