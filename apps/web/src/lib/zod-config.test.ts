import { describe, expect, it } from 'vitest';
import './zod-config';

describe('zod configuration', () => {
  it('turns off compiled parsers, which the CSP would block, for zod as the app loads it', async () => {
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Elena' })).toEqual({ name: 'Elena' });
  });
});
