import type net from 'node:net';
export declare function normaliseAddress(raw: string | undefined | null): string;
export declare function trustedProxies(value: string | undefined): net.BlockList | null;
export declare function clientIp(peer: string | undefined, forwardedFor: string | undefined, realIp: string | undefined, trusted: net.BlockList | null): string;
