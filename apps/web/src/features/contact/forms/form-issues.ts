import { z } from 'zod';

/** An empty box is "required" before the contract's own rule (whose message would say "invalid") runs. */
export const filled = <T extends z.ZodType<unknown, string>>(schema: T) => z.string().trim().min(1).pipe(schema);
