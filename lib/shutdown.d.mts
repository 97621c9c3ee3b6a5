export declare const isShuttingDown: () => boolean;
export declare function startDraining(): void;
export declare function onShutdown(work: () => Promise<void> | void): void;
export declare function runShutdownHooks(ms: number): Promise<unknown[]>;
export declare function shutdownTimeoutMs(): number;
