/**
 * Makes the viewer's time zone (as the browser reports it through Intl, which `formatDate` reads) `zone` until
 * the returned function is called. The test process itself runs in UTC, which hides time-zone bugs.
 */
export function pretendViewerTimeZone(zone: string): () => void {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...original.call(this), timeZone: zone };
  });
  return () => spy.mockRestore();
}
