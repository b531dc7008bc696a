export declare const OWN_ORIGIN_BYPASS: string;
export declare function mockServiceWorkerSource(publicDir: string): string;
export declare function installMockServiceWorker(publicDir: string): void;
