export declare const AXE_SOURCE: string;
