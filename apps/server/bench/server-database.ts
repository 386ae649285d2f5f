import pg from 'pg';

/**
 * A database named `name` made anew on the PostgreSQL server at `serverUrl` (one left by an
 * interrupted run is dropped first): its URL, and how to drop it again.
 */
export async function createBenchDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const onServer = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const dropStatement = `drop database if exists ${name} with (force)`;
  await onServer([dropStatement, `create database ${name}`]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer([dropStatement]) };
}
