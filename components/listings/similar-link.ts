// The similar block's links' look, shared by the heading (a client component) and the empty state.
export const SIMILAR_LINK = 'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-brand hover:text-brand-dark';
