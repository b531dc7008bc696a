/** For `/assets/`: the build names each file by its content hash. */
export declare const IMMUTABLE_ASSET: string;
