export declare function e2eFolder(port: number | string): string;
export declare function buildForE2e(folder: string): Promise<void>;
