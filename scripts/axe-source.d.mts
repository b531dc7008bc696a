export declare const AXE_SOURCE: string;
export declare const THEME_RULES: string[];
