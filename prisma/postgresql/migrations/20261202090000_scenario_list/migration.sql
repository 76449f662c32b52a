-- The list searches and sorts on a folded copy of the name (lib/name-key.ts), indexed with
-- the workspace so a page of 10,000 scenarios is read from the index in order.

-- DropIndex
DROP INDEX "Scenario_workspaceId_deletedAt_updatedAt_idx";

-- AlterTable
-- COLLATE "C" orders by code point, as SQLite's BINARY does: the database's own collation
-- (en_US.UTF-8 and the like) would skip spaces and punctuation and sort names differently.
ALTER TABLE "Scenario" ADD COLUMN     "nameKey" TEXT COLLATE "C" NOT NULL DEFAULT '';

-- lower() may fold differently from JavaScript: prepare-db refolds what differs (refreshNameKeys).
UPDATE "Scenario" SET "nameKey" = lower("name");

-- CreateIndex
CREATE INDEX "Scenario_workspaceId_deletedAt_updatedAt_id_idx" ON "Scenario"("workspaceId", "deletedAt", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Scenario_workspaceId_deletedAt_nameKey_id_idx" ON "Scenario"("workspaceId", "deletedAt", "nameKey", "id");
