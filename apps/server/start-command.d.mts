export function serverStartCommand(): [string, string[]];
export function serverNodeFlags(): string[];
export const SERVER_DIR: string;
export function localServerEnv(
  where: { port: number; dataDir: string; databaseUrl?: string },
  extra?: Record<string, string>,
): Record<string, string | undefined>;
