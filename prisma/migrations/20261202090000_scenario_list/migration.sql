-- The list searches and sorts on a folded copy of the name (lib/name-key.ts), indexed with
-- the workspace so a page of 10,000 scenarios is read from the index in order.
-- Adding a column at the end is what Prisma's table rebuild would produce, without copying the table.

-- AlterTable
ALTER TABLE "Scenario" ADD COLUMN "nameKey" TEXT NOT NULL DEFAULT '';

-- SQLite's lower() folds ASCII only: prepare-db refolds the names this leaves unfolded (refreshNameKeys).
UPDATE "Scenario" SET "nameKey" = lower("name");

-- DropIndex
DROP INDEX "Scenario_workspaceId_deletedAt_updatedAt_idx";

-- CreateIndex
CREATE INDEX "Scenario_workspaceId_deletedAt_updatedAt_id_idx" ON "Scenario"("workspaceId", "deletedAt", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Scenario_workspaceId_deletedAt_nameKey_id_idx" ON "Scenario"("workspaceId", "deletedAt", "nameKey", "id");
