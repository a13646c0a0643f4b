import { useSyncExternalStore } from 'react';
import { abilities, mfaEnrolmentRequired, mustChangePassword, signedInRole, subscribeRole, type Abilities, type Role } from './session';

/**
 * The signed-in official's role, what it may do, whether a new password is owed first, and
 * whether a second factor must be set up first (`require_mfa`, docs/sign-in.md).
 */
export function useRole(): { role: Role; can: Abilities; mustChange: boolean; mustEnrol: boolean } {
  const role = useSyncExternalStore(subscribeRole, signedInRole, signedInRole);
  const mustChange = useSyncExternalStore(subscribeRole, mustChangePassword, mustChangePassword);
  const mustEnrol = useSyncExternalStore(subscribeRole, mfaEnrolmentRequired, mfaEnrolmentRequired);
  return { role, can: abilities(role), mustChange, mustEnrol };
}

/** The role's name, as a message key. */
export const ROLE_LABELS: Record<Role, string> = {
  administrator: 'Administrator',
  approver: 'Approver',
  contributor: 'Contributor',
};
