import { startShell, MISSING_ROOT_MESSAGE } from '../startShell';

describe('startShell', () => {
  it("fails with the spec's message when the page has no #root", async () => {
    document.body.innerHTML = '<div id="app"></div>';
    expect(MISSING_ROOT_MESSAGE).toBe('Failed to find the root element');
    await expect(startShell()).rejects.toThrow('Failed to find the root element');
  });
});
