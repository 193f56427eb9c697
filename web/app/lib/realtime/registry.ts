/**
 * Spec 4: one heartbeat manager is kept per URL. The app creates one registry (in the browser,
 * with browserRealtimeEnvironment()); asking twice for a URL returns the same manager until that
 * manager is disposed, after which the next ask creates a new one.
 */
import type { RealtimeEnvironment } from './environment.ts';
import { createHeartbeatManager, type HeartbeatManager, type HeartbeatOptions } from './heartbeat-manager.ts';

export type RegistryOptions = Omit<HeartbeatOptions, 'onDispose'>;

export interface ManagerRegistry {
  readonly environment: RealtimeEnvironment;
  /** The manager for `url`, created (not connected) on first ask. */
  get(url: string): HeartbeatManager;
  /** The manager for `url` if one is kept. */
  peek(url: string): HeartbeatManager | undefined;
  /** Disposes and forgets the manager for `url`. */
  release(url: string): void;
  /** Applies the Hbt_Switch value to every kept manager and to those created later. */
  setHeartbeat(enabled: boolean): void;
  /** Disposes every manager. */
  clear(): void;
}

export function createManagerRegistry(
  environment: RealtimeEnvironment,
  options: RegistryOptions = {},
): ManagerRegistry {
  const managers = new Map<string, HeartbeatManager>();
  let heartbeat = options.heartbeat ?? true;

  return {
    environment,
    get(url) {
      const kept = managers.get(url);
      if (kept) return kept;
      const manager = createHeartbeatManager(url, environment, {
        ...options,
        heartbeat,
        onDispose: () => {
          if (managers.get(url) === manager) managers.delete(url);
        },
      });
      managers.set(url, manager);
      return manager;
    },
    peek: (url) => managers.get(url),
    release(url) {
      managers.get(url)?.dispose();
    },
    setHeartbeat(enabled) {
      heartbeat = enabled;
      for (const manager of managers.values()) manager.setHeartbeat(enabled);
    },
    clear() {
      for (const manager of [...managers.values()]) manager.dispose();
    },
  };
}
