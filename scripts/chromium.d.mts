export declare const CHROMIUM: string;
export declare const CHROMIUM_HEADLESS_SHELL: string;
export declare const CHROMIUM_ARGS: string[];
export declare const WEBGL_ARGS: string[];
