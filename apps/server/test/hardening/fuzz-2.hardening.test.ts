import { describe } from 'vitest';
import { fuzzShard } from './fuzz-shard.js';

describe('fuzzing every endpoint (second half of the routes)', () => fuzzShard(1, 2));
