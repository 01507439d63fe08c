import { describe, expect, it } from 'vitest';
import { eventBus } from './events';

describe('the event bus', () => {
  it('runs every listener of an event in the order they subscribed', () => {
    const heard: string[] = [];
    const bus = eventBus(() => {});
    bus.on('accountEnded', ({ userId }) => heard.push(`first ${userId}`));
    bus.on('accountMoved', ({ userId }) => heard.push(`moved ${userId}`));
    bus.on('accountEnded', ({ userId }) => heard.push(`second ${userId}`));
    bus.emit('accountEnded', { userId: 'u1' });
    expect(heard).toEqual(['first u1', 'second u1']);
  });

  it('reports a listener that throws and still runs the others', () => {
    const reported: unknown[] = [];
    const heard: number[] = [];
    const bus = eventBus((error, name) => reported.push([name, (error as Error).message]));
    bus.on('bulkWritten', () => {
      throw new Error('listener broke');
    });
    bus.on('bulkWritten', ({ rows }) => heard.push(rows));
    expect(() => bus.emit('bulkWritten', { rows: 3, kind: 'added' })).not.toThrow();
    expect(heard).toEqual([3]);
    expect(reported).toEqual([['bulkWritten', 'listener broke']]);
  });
});
