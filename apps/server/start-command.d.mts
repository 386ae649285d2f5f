export function serverStartCommand(): [string, string[]];
export function serverNodeFlags(): string[];
export const SERVER_DIR: string;
