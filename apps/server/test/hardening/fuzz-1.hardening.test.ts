import { describe } from 'vitest';
import { fuzzShard } from './fuzz-shard.js';

describe('fuzzing every endpoint (first half of the routes)', () => fuzzShard(0, 2));
