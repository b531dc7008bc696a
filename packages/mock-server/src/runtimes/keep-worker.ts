// Shared by the app's in-browser mock (browser.ts) and Storybook's worker (.storybook/preview.tsx).

/**
 * MSW's page script tells its worker on `beforeunload` that the page is gone, and a worker left
 * without pages unregisters itself. On every reload that sends the old page's last requests (an
 * avatar image still loading) to the network, where the mock's hosts do not exist, and makes the
 * next page register the worker afresh. The mock is never switched off in a page, so the worker
 * stays: requests of a page that is going away simply die with it.
 */
export function keepWorkerAcrossReloads(): void {
  const postMessage = ServiceWorker.prototype.postMessage;
  ServiceWorker.prototype.postMessage = function (
    this: ServiceWorker,
    ...args: Parameters<ServiceWorker['postMessage']>
  ) {
    if (args[0] === 'CLIENT_CLOSED') return;
    postMessage.apply(this, args);
  } as ServiceWorker['postMessage'];
}
