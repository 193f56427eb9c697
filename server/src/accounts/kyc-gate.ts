import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** Users remembered as verified; past this many the oldest are asked about again. */
const REMEMBERED_MAX = 50_000;

/**
 * Answers "has this user reached level N?" for the products that need a level (futures orders
 * that may open a position need level 1). Levels only rise, so a user seen at a level is
 * remembered there and asked about again only after being pushed out of memory; a user below it
 * is read fresh every time, so a verification on any instance counts at once everywhere.
 */
export class KycGate {
  private readonly known = new Map<string, number>();

  constructor(private readonly db: Db) {}

  async hasLevel(userId: string, level: number): Promise<boolean> {
    if ((this.known.get(userId) ?? 0) >= level) return true;
    const [row] = await this.db.select({ level: users.kycLevel }).from(users).where(eq(users.id, userId));
    const current = row?.level ?? 0;
    if (current > 0) this.remember(userId, current);
    return current >= level;
  }

  private remember(userId: string, level: number): void {
    this.known.delete(userId);
    if (this.known.size >= REMEMBERED_MAX) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(userId, level);
  }
}
