import { eq } from "drizzle-orm";
import { calculatorLeads } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** How long a calculator estimate can be turned into a quote request. */
export const CALCULATOR_LEAD_CONVERTIBLE_MS = 30 * 24 * 3600 * 1000;

/** A calculator lead that can still be converted (it may already be: conversion is idempotent). */
export async function findCalculatorLead(db: Executor, id: string, now: Date) {
  const [row] = await db.select().from(calculatorLeads).where(eq(calculatorLeads.id, id));
  if (!row || now.getTime() - row.createdAt.getTime() > CALCULATOR_LEAD_CONVERTIBLE_MS) return undefined;
  return row;
}
