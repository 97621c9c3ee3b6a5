/** `enter` runs `start` now or once a place is free; call what it returns when the answer is over. */
export declare function readGate(places: number): { enter(start: () => void): () => void; readonly running: number; readonly waiting: number };
export declare const isGatedRead: (method?: string, url?: string) => boolean;
