-- Each saved scenario and revision says which version of the scenario format its inputs are
-- written in, so a row of an older format is upgraded on read and one of a newer format refused.
-- Every row saved so far is format 1. Columns added at the end, as Prisma's table rebuild would.

-- AlterTable
ALTER TABLE "Scenario" ADD COLUMN "format" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Revision" ADD COLUMN "format" INTEGER NOT NULL DEFAULT 1;
