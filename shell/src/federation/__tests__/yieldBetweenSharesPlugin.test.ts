import yieldBetweenSharesPlugin from '../yieldBetweenSharesPlugin';

type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;

describe('yieldBetweenSharesPlugin', () => {
  it('hands the share request on unchanged, but only in a later task', async () => {
    const hook = yieldBetweenSharesPlugin().beforeLoadShare as unknown as BeforeLoadShare;
    const args = { pkgName: 'react-dom' };
    const order: string[] = [];
    const continued = hook(args).then((result) => {
      order.push('share continued');
      return result;
    });
    // Microtasks of the current task run first; the share's work must not be among them.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    order.push('current task ended');
    await expect(continued).resolves.toBe(args);
    expect(order).toEqual(['current task ended', 'share continued']);
  });
});
