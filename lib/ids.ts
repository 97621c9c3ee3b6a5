import { randomBytes } from 'node:crypto';

/** 24 hex characters, the shape of the old product's ids, so shared links keep their form. */
export const newId = () => randomBytes(12).toString('hex');
export const isId = (value: string) => /^[0-9a-f]{24}$/.test(value);
