import { describe, expect, it } from 'vitest';
import { api, sharedContext } from './support/client';

describe(`GET /api/health (${process.env.TEST_ENGINE})`, () => {
  it('answers 200 while the database answers', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
  });

  it('runs against the engine of this project', () => {
    expect(sharedContext().engine).toBe(process.env.TEST_ENGINE);
  });
});
