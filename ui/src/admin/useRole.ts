import { useSyncExternalStore } from 'react';
import { abilities, mustChangePassword, signedInRole, subscribeRole, type Abilities, type Role } from './session';

/** The signed-in official's role, what it may do, and whether a new password is owed first. */
export function useRole(): { role: Role; can: Abilities; mustChange: boolean } {
  const role = useSyncExternalStore(subscribeRole, signedInRole, signedInRole);
  const mustChange = useSyncExternalStore(subscribeRole, mustChangePassword, mustChangePassword);
  return { role, can: abilities(role), mustChange };
}

/** The role's name, as a message key. */
export const ROLE_LABELS: Record<Role, string> = {
  administrator: 'Administrator',
  approver: 'Approver',
  contributor: 'Contributor',
};
