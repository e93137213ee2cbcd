export type TestDatabaseServer = {
  /** Superuser connection to the server's maintenance database. */
  adminUrl: string;
  /** Database with all migrations applied, cloned for each test file. */
  template: string;
  /** Prefix of every per-file database, so teardown can find them. */
  prefix: string;
};

/** The same server URL pointing at another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}
