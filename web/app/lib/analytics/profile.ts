import { analyticsPropertiesSchema } from '@vela/contracts/analytics';
import { z } from 'zod';
import type { AnalyticsLogger, KeyValueStorage } from './queue.ts';

/** Spec section 4: normal collects, pause disables until resumed, stop is the user's opt-out. */
export const trackingStates = ['normal', 'pause', 'stop'] as const;
export type TrackingState = (typeof trackingStates)[number];

/**
 * What an instance remembers across page loads: the identity (a distinct id set by the site linker
 * must survive the next navigation), the super properties, and the tracking state (an opt-out
 * that a reload undid would not be an opt-out).
 */
const profileSchema = z.object({
  distinctId: z.string().min(1).optional(),
  accountId: z.string().min(1).optional(),
  superProperties: analyticsPropertiesSchema,
  state: z.enum(trackingStates),
});
export type Profile = z.infer<typeof profileSchema>;

export interface ProfileStore {
  read(): Profile;
  update(change: Partial<Profile>): Profile;
}

const emptyProfile: Profile = { superProperties: {}, state: 'normal' };

/** Like the event queue, falls back to memory when storage refuses a write. */
export function createProfileStore(storage: KeyValueStorage, key: string, logger: AnalyticsLogger): ProfileStore {
  let memory: Profile | undefined;

  function read(): Profile {
    if (memory) return memory;
    try {
      const parsed = profileSchema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
      return parsed.success ? parsed.data : emptyProfile;
    } catch {
      // Unreadable storage or a corrupt entry: start afresh, the next write replaces it.
      return emptyProfile;
    }
  }

  return {
    read,
    update(change) {
      const next = { ...read(), ...change };
      if (memory) memory = next;
      else {
        try {
          storage.setItem(key, JSON.stringify(next));
        } catch {
          logger.warn('analytics: local storage refused the profile; keeping it in memory');
          memory = next;
        }
      }
      return next;
    },
  };
}
