/**
 * The backup commands docs/storage.md shows, run as written by tests/server/backups/ (the embedded
 * store's in backup-cli.test.ts, PostgreSQL's in postgres.test.ts, the move and the restore into
 * PostgreSQL in move.test.ts); tests/docs/ checks that every documented command is run.
 */
export const embeddedBackupCommand = "npm run db:backup";
export const embeddedRestoreCommand = 'npm run db:restore -- "$BACKUP" --force';
export const postgresBackupCommand = 'pg_dump --format=custom --file="$BACKUP" "$DATABASE_URL"';
export const postgresRestoreCommand =
  'pg_restore --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$BACKUP"';
export const moveCommand = 'npm run db:move -- --to "$DATABASE_URL"';
export const postgresCliRestoreCommand = 'npm run db:restore -- "$BACKUP" --to "$DATABASE_URL"';
export const backupCommands = [
  embeddedBackupCommand,
  embeddedRestoreCommand,
  moveCommand,
  postgresCliRestoreCommand,
  postgresBackupCommand,
  postgresRestoreCommand,
];
