import { describe, expect, it } from 'vitest';
import { changesOf } from './FeedbackInbox';
import { inboxKey } from '../api/feedback';

const item = { feedbackId: 7, status: 'new' as const, assigneeId: null };
const form = { status: 'new' as const, assignee: '', note: '', reply: '' };

describe('the feedback handling form', () => {
  it('sends nothing when nothing changed', () => {
    expect(changesOf(item, form)).toBeNull();
    expect(changesOf(item, { ...form, note: '   ' })).toBeNull();
  });

  it('sends only what changed, trimmed', () => {
    expect(changesOf(item, { ...form, status: 'inProgress', assignee: '3', note: ' Ask them. ' })).toEqual({
      feedbackId: 7,
      status: 'inProgress',
      assigneeId: 3,
      note: 'Ask them.',
    });
  });

  it('lets a reply set the status unless another one was chosen', () => {
    expect(changesOf(item, { ...form, reply: 'Yes.' })).toEqual({ feedbackId: 7, reply: 'Yes.' });
    expect(changesOf(item, { ...form, reply: 'Yes.', status: 'closed' })).toEqual({ feedbackId: 7, reply: 'Yes.', status: 'closed' });
  });

  it('unassigns with null', () => {
    expect(changesOf({ ...item, assigneeId: 3 }, form)).toEqual({ feedbackId: 7, assigneeId: null });
  });
});

describe('the inbox address', () => {
  it('carries the filters', () => {
    expect(inboxKey(2, 20)).toBe('/feedback/list?page=2&size=20');
    expect(inboxKey(1, 10, { status: 'replied', assigneeId: 4 })).toBe('/feedback/list?page=1&size=10&status=replied&assigneeId=4');
  });
});
