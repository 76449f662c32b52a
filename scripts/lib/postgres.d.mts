// Types for postgres.mjs, which stays plain JavaScript so that `npm test` can run it before tsx.
export interface PostgresCluster {
  port: number;
  url(database: string): string;
  createDatabase(name: string): string;
  stop(): void;
}
export function postgresBin(): string | null;
export function ensurePostgresInstalled(): boolean;
export function startPostgres(): Promise<PostgresCluster>;
export function withPostgres(run: (cluster: PostgresCluster) => Promise<void>): Promise<boolean>;
