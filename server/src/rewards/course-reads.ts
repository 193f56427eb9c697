import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentItems, courseReads } from '../db/schema.ts';

/** Records that the user read a published course; false when there is no such course. A repeat changes nothing. */
export async function recordCourseRead(db: Db, userId: string, courseId: number): Promise<boolean> {
  const [course] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, courseId), eq(contentItems.kind, 'course'), eq(contentItems.status, 'published')));
  if (!course) return false;
  await db.insert(courseReads).values({ userId, courseId }).onConflictDoNothing();
  return true;
}
