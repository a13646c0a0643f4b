// The backups page's calls (administrators; docs/backups.md in the repository).
import { API_BASE, request, tokenStore, type Envelope } from './client';

export interface Backup {
  name: string;
  bytes: number;
  /** RFC 3339 */
  createdAt: string;
  /** true checked and whole, false checked and damaged, null never checked (or changed since) */
  verified: boolean | null;
  checkedAt: string | null;
  records: number | null;
}

export interface BackupShelf {
  folder: string | null;
  scheduled: boolean;
  everyHours: number;
  keep: number;
  lastGoodAt: string | null;
  nextDueAt: string | null;
  items: Backup[];
}

export const BACKUPS_PATH = '/backups/list';

export function backUpNow(): Promise<Envelope<{ name: string; bytes: number; records: number }>> {
  return request('/backups/run', { method: 'POST' });
}

export function checkBackup(name: string): Promise<Envelope<{ name: string; verified: boolean }>> {
  return request('/backups/check', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
}

/** The download's address for `name`. */
export function downloadPath(name: string): string {
  return `/backups/download?name=${encodeURIComponent(name)}`;
}

/** Saves one backup through the browser: the call needs the token, so it is fetched first. */
export async function downloadBackup(name: string): Promise<void> {
  const headers = new Headers();
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${downloadPath(name)}`, { headers, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
