import type { DataSetSize } from './data-set.js';
import type { CustomerSession } from './data-set-commerce.js';
import type { EndpointCost, NewsletterCost } from './growth-probe.js';

/** How the orchestrator asks for a bench server (passed as JSON in BENCH_SERVER). */
export interface BenchServerSpec {
  database: 'pglite' | 'postgres';
  scale: number;
  /** Names its folder and its PostgreSQL database, so two servers can run side by side (`postgres-1x-shipped`). */
  name: string;
  /** The PostgreSQL server to create the bench database on. */
  pgUrl: string;
  /** DATA_DIR of the app (emptied first). */
  dataDir: string;
  /** The built web app, copied into dataDir so a rebuild meanwhile cannot disturb the run. */
  webDist: string;
  logLevel: string;
  /** Logged-in customers to prepare for the checkout benchmark. */
  checkoutCustomers: number;
}

export interface BenchFixtures {
  size: DataSetSize;
  seedSeconds: number;
  appPort: number;
  barePort: number;
  password: string;
  articleTitles: string[];
  unsoldCourseTitles: string[];
  customers: CustomerSession[];
}

export type BenchRequest =
  | { type: 'bare'; body: string; headers: Record<string, string> }
  | { type: 'listCosts'; repetitions: number }
  | { type: 'newsletterCost' }
  | { type: 'close' };

export interface BenchResults {
  bare: null;
  listCosts: EndpointCost[];
  newsletterCost: NewsletterCost;
  close: null;
}

export type BenchMessage =
  | { type: 'ready'; fixtures: BenchFixtures }
  | { type: 'reply'; id: number; ok: true; result: unknown }
  | { type: 'reply'; id: number; ok: false; error: string };
