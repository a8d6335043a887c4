/** Whether a select finds any row at all; it reads one at the most. */
export async function exists(query: { limit(limit: number): { executeTakeFirst(): Promise<unknown> } }) {
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
